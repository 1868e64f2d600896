/// <reference types="vitest/config" />
/**
 * Build of the web app (root: web/, static files: ../public, output: web/dist) and the unit
 * tests (vitest). `npm run build` also writes brotli/gzip twins (scripts/compress-dist.mjs).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import wasm from 'vite-plugin-wasm';
import { ocrAssets, ocrRuntimeCaching, ortWasmNotCopied } from './plugins/ocrAssets';
import { prerenderPages } from './plugins/prerender';
import { pinyin } from 'pinyin-pro';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME, PRODUCT_SHORT_NAME } from './src/product';
import { flagAssets } from './src/tools/fun/flag-guessing/flagAssets';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The app's client-side routes, read from each tool's meta.ts. */
export function appRoutes(): string[] {
  const tools = `${root}/src/tools`;
  const metas = readdirSync(tools, { withFileTypes: true })
    .filter((section) => section.isDirectory())
    .flatMap((section) =>
      readdirSync(`${tools}/${section.name}`).map((id) => `${tools}/${section.name}/${id}/meta.ts`),
    );
  const paths = metas.map((file) => {
    const match = /\bpath:\s*'(\/[^']*)'/.exec(readFileSync(file, 'utf8'));
    if (!match) throw new Error(`${file} has no path`);
    return match[1];
  });
  return ['/', '/404', ...paths.sort()];
}

/**
 * `virtual:tool-pinyin`: for each tool, the pinyin of its Chinese title and keywords, full and
 * initials ("hanzizhuanpinyin hzzpy"), so search finds 汉字转拼音 by `pinyin` or `hzzpy` without
 * shipping a pinyin engine to the page. Computed at build time by pinyin-pro.
 */
function toolPinyin(): Plugin {
  const id = 'virtual:tool-pinyin';
  return {
    name: 'toolbox-tool-pinyin',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const tools = `${root}/src/tools`;
      const out: Record<string, string> = {};
      for (const section of readdirSync(tools, { withFileTypes: true })) {
        if (!section.isDirectory()) continue;
        for (const tool of readdirSync(`${tools}/${section.name}`)) {
          const file = `${tools}/${section.name}/${tool}/locales/zh-CN.json`;
          this.addWatchFile(file);
          const meta = JSON.parse(readFileSync(file, 'utf8')).meta as {
            title: string;
            keywords: string;
          };
          const words = [meta.title, ...meta.keywords.split(/\s+/)].filter((w) =>
            /\p{Script=Han}/u.test(w),
          );
          const forms = words.flatMap((word) => [
            pinyin(word, { toneType: 'none', type: 'array' }).join(''),
            pinyin(word, { pattern: 'first', toneType: 'none', type: 'array' }).join(''),
          ]);
          out[tool] = forms.join(' ').toLowerCase();
        }
      }
      return `export default ${JSON.stringify(out)};`;
    },
  };
}

/**
 * The tools' meta.ts import their tile icon from @ant-design/icons; the home page draws it with
 * svgIcon (web/src/app/svgIcon.tsx) from the same shape in @ant-design/icons-svg, so the home
 * page does not load the icon component library. Only meta.ts files are rewritten.
 */
function lightIcons(): Plugin {
  const svgIcon = `${root}/src/app/svgIcon.tsx`;
  return {
    name: 'toolbox-light-icons',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/tools\/[^/]+\/[^/]+\/meta\.ts$/.test(id)) return undefined;
      return code.replace(
        /import\s*\{([^}]+)\}\s*from\s*'@ant-design\/icons';/,
        (_, names: string) =>
          [`import { svgIcon as __svgIcon } from ${JSON.stringify(svgIcon)};`]
            .concat(
              names
                .split(',')
                .map((name) => name.trim())
                .filter(Boolean)
                .map(
                  (name) =>
                    `import ${name}__def from '@ant-design/icons-svg/es/asn/${name}';\n` +
                    `const ${name} = __svgIcon(${name}__def);`,
                ),
            )
            .join('\n'),
      );
    },
  };
}

/** Writes dist/routes.json: the server answers these paths with index.html and status 200. */
function routesJson(): Plugin {
  return {
    name: 'toolbox-routes-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify(appRoutes(), null, 2)}\n`,
      });
    },
  };
}

/**
 * Writes dist/.vite/chunks.json: for each JavaScript chunk, the app's own modules in it (paths
 * under web/src/), so scripts/size-report.mjs can check how the light kit was cut into chunks
 * (the manifest names a shared chunk, not what is in it).
 */
function chunkModules(): Plugin {
  return {
    name: 'toolbox-chunk-modules',
    apply: 'build',
    generateBundle(_, bundle) {
      const out: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        out[item.fileName] = item.moduleIds
          .map((id) => id.replaceAll('\\', '/'))
          .filter((id) => id.startsWith(`${root}src/`))
          .map((id) => id.slice(root.length).replace(/\?.*$/, ''));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: `${JSON.stringify(out, null, 1)}\n`,
      });
    },
  };
}

/**
 * Heavy data a tool fetches when it is first used, kept by the service worker from then on
 * (cache `tool-data`) instead of being precached on everyone's first visit. Add a tool's large
 * files here (and list them for its page in web/src/app/offlineData.ts). Patterns match the
 * built file names under /assets/.
 */
export const RUNTIME_CACHED: RegExp[] = [
  // wasm modules over ~150 KB brotli (the phone-prefix table is 178 KB), or only needed for
  // one action (Excel export; opening a text file: the encoding detector, 129 KB).
  /\/assets\/toolbox_(pinyin|opencc|xlsx|codes|image|phone|textfile)_bg-[\w-]+\.wasm$/,
  // Fonts, OCR models and flag pictures, when tools bring them.
  /\/assets\/.+\.(woff2?|ttf|otf|traineddata(\.gz)?)$/,
  /\/assets\/flags\//,
  // The OCR worker's code (onnxruntime-web's JavaScript in it): only the text recognition
  // needs it.
  /\/assets\/ocr\.worker-[\w-]+\.js$/,
];

/** The same files as globs, so the precache manifest leaves them out. */
const PRECACHE_IGNORES = [
  'routes.json',
  // Tool pages rendered at build time: the server's first answer only; offline, the service
  // worker answers every page with index.html (navigateFallback).
  'pages/**',
  '**/*.br',
  '**/*.gz',
  'assets/toolbox_{pinyin,opencc,xlsx,codes,image,phone,textfile}_bg-*.wasm',
  'assets/**/*.{woff,woff2,ttf,otf,traineddata}',
  'assets/flags/**',
  'assets/ocr.worker-*.js',
];

export default defineConfig({
  root,
  define: {
    // The year the pages are rendered at build time in (the footer's copyright line).
    'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()),
  },
  publicDir: '../public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // SOURCEMAP=1 for size analysis (which package weighs what in a chunk).
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs (React, the router, i18next) in one chunk: left to itself the
          // bundler cut it into several small ones, each compressed on its own (about 1.5 KiB
          // more brotli on the home page).
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            {
              // The icons the shell draws stay in the home page's chunks.
              name: 'icons',
              test: /node_modules[\\/]@ant-design[\\/]icons-svg/,
              tags: ['$initial'],
              priority: 10,
            },
            {
              // The shell's own modules and the tools' menu entries (not the lazy pieces).
              name: 'shell',
              test: /web[\\/]src[\\/](?:app[\\/](?!PwaStatus|PaletteDialog)|i18n[\\/]|config|product|tools[\\/](?:registry|types)|tools[\\/][^/\\]+[\\/][^/\\]+[\\/](?:meta\.ts|locales[\\/][^?]+$))/,
            },
            {
              // The light kit (web/src/shared/: controls, hooks, helpers) that three tool
              // chunks or more share, as one chunk: left alone the bundler cut it into a dozen
              // files of about 1 KiB each (the UUID page: 13 requests after its own code), each
              // a round trip on a phone's network before the tool could draw. After the shell's
              // group, which keeps what the home page runs (the kit's dependencies would
              // otherwise take the wasm door's loader with them, and the home page the kit).
              name: 'kit',
              test: /web[\\/]src[\\/]shared[\\/]/,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    wasm(),
    routesJson(),
    chunkModules(),
    ocrAssets(),
    ortWasmNotCopied(),
    flagAssets(),
    toolPinyin(),
    lightIcons(),
    prerenderPages(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: `${PRODUCT_NAME['zh-CN']} · ${PRODUCT_NAME['en-US']}`,
        short_name: PRODUCT_SHORT_NAME,
        description: PRODUCT_DESCRIPTION,
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#001529',
        background_color: '#f5f7fa',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app shell, every tool's code and the light wasm modules are precached; heavy
        // data waits until its tool is used (RUNTIME_CACHED). The OCR engine (assets/ocr/, about
        // 7 MB; PP-OCR's engine and models, about 18 MB) and the flag game's flags have rules of
        // their own below.
        globPatterns: ['**/*.{js,css,html,wasm,svg,png,ico}'],
        globIgnores: [...PRECACHE_IGNORES, 'assets/ocr/**', 'flags/**'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        runtimeCaching: [
          // First: the OCR engine's own cache, which the page reads the language data from.
          ocrRuntimeCaching,
          // The flag game's 60 flags (~270 KB) are fetched when a game starts, not on the first
          // visit, and kept here so later games work offline.
          {
            urlPattern: /:\/\/[^/]+\/flags\/[\w-]+\.svg$/, // matched against the whole URL
            handler: 'StaleWhileRevalidate' as const,
            options: { cacheName: 'flags', expiration: { maxEntries: 100 } },
          },
          ...RUNTIME_CACHED.map((pattern) => ({
            // A RegExp (not a function: workbox copies functions into sw.js without their scope).
            urlPattern: pattern,
            handler: 'CacheFirst' as const,
            options: {
              cacheName: 'tool-data',
              cacheableResponse: { statuses: [200] },
            },
          })),
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz$/],
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: {
    format: 'es',
    plugins: () => [wasm(), ortWasmNotCopied()],
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
