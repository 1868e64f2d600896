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
import { ocrAssets, ocrRuntimeCaching } from './plugins/ocrAssets';
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

export default defineConfig({
  root,
  publicDir: '../public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  plugins: [
    react(),
    wasm(),
    routesJson(),
    ocrAssets(),
    flagAssets(),
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
        // The app shell, every route chunk and every wasm module: all of it works offline.
        globPatterns: ['**/*.{js,css,html,wasm,svg,png,ico,woff2}'],
        // The OCR engine (assets/ocr/, about 7 MB) and the flag game's flags are cached on first
        // use instead (see the runtimeCaching rules).
        globIgnores: ['routes.json', '**/*.br', '**/*.gz', 'assets/ocr/**', 'flags/**'],
        runtimeCaching: [
          ocrRuntimeCaching,
          // The flag game's 60 flags (~270 KB) are fetched when a game starts, not on the first
          // visit, and kept here so later games work offline.
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/flags/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'flags', expiration: { maxEntries: 100 } },
          },
        ],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz$/],
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: {
    format: 'es',
    plugins: () => [wasm()],
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
