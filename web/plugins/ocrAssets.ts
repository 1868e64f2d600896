/**
 * The text-recognition engine's files, served from our own origin: tesseract.js's worker
 * script, the tesseract.js-core builds and the English and Simplified Chinese language data.
 *
 * - Only what the LSTM engine loads is copied: tesseract.js picks one of the three `*-lstm`
 *   core builds (relaxed SIMD, SIMD, plain) by what the browser supports, always the
 *   `.wasm.js` form (the wasm embedded, one request) when given a directory; the legacy-engine
 *   builds, the separate `.wasm` files and the larger `4.0.0` (legacy + LSTM) data are not.
 * - They live under `/assets/ocr/<package>-<version>/`, so the server's long immutable caching
 *   of `/assets/` is right for them. They are left out of the service worker's precache (about
 *   7 MB that most visitors never need) and cached on first use instead, by the runtime rule
 *   `ocrRuntimeCaching`, so recognition works offline afterwards.
 * - The page imports the paths and the language files' sizes (for the download progress) from
 *   `virtual:ocr-assets`. In `vite dev` a middleware serves the same paths from node_modules.
 */
import { Buffer } from 'node:buffer';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const version = (pkg: string): string =>
  JSON.parse(readFileSync(`${modules}${pkg}/package.json`, 'utf8')).version;

/** The language data tesseract.js uses for the LSTM engine (its own default folder). */
const DATA = '4.0.0_best_int';
export const OCR_LANGUAGES = ['eng', 'chi_sim'] as const;
const CORE_BUILDS = ['lstm', 'simd-lstm', 'relaxedsimd-lstm'];

const BASE = 'assets/ocr';
const workerDir = `${BASE}/tesseract.js-${version('tesseract.js')}`;
const coreDir = `${BASE}/tesseract.js-core-${version('tesseract.js-core')}`;
const langDir = `${BASE}/tessdata-${DATA}`;

/** Output path (under dist/) → source file. */
function files(): Map<string, string> {
  const map = new Map<string, string>();
  map.set(`${workerDir}/worker.min.js`, `${modules}tesseract.js/dist/worker.min.js`);
  for (const build of CORE_BUILDS) {
    const name = `tesseract-core-${build}.wasm.js`;
    map.set(`${coreDir}/${name}`, `${modules}tesseract.js-core/${name}`);
  }
  for (const lang of OCR_LANGUAGES) {
    const name = `${lang}.traineddata.gz`;
    map.set(`${langDir}/${name}`, `${modules}@tesseract.js-data/${lang}/${DATA}/${name}`);
  }
  return map;
}

function contents(source: string): Buffer {
  const data = readFileSync(source);
  // The worker's source map is not shipped: drop the reference to it.
  return source.endsWith('worker.min.js')
    ? Buffer.from(data.toString('utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'))
    : data;
}

const VIRTUAL = 'virtual:ocr-assets';

function virtualModule(): string {
  const sizes = Object.fromEntries(
    OCR_LANGUAGES.map((lang) => [
      lang,
      statSync(`${modules}@tesseract.js-data/${lang}/${DATA}/${lang}.traineddata.gz`).size,
    ]),
  );
  return [
    `export const workerPath = '/${workerDir}/worker.min.js';`,
    `export const corePath = '/${coreDir}/';`,
    `export const langPath = '/${langDir}/';`,
    `export const languageBytes = ${JSON.stringify(sizes)};`,
  ].join('\n');
}

export function ocrAssets(): Plugin {
  return {
    name: 'toolbox-ocr-assets',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load: (id) => (id === `\0${VIRTUAL}` ? virtualModule() : undefined),
    generateBundle() {
      for (const [fileName, source] of files()) {
        this.emitFile({ type: 'asset', fileName, source: contents(source) });
      }
    },
    configureServer(server) {
      const map = files();
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const source = map.get((req.url ?? '').split('?')[0].slice(1));
        if (!source) return next();
        res.setHeader(
          'Content-Type',
          source.endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
        );
        res.end(contents(source));
      });
    },
  };
}

/** Workbox runtime rule: the engine's files are kept after their first use (paths carry the
 * version, so a cached copy never goes stale; old versions age out by count). */
export const ocrRuntimeCaching = {
  urlPattern: /\/assets\/ocr\//,
  handler: 'CacheFirst' as const,
  options: {
    cacheName: 'ocr-engine',
    expiration: { maxEntries: 12 },
    cacheableResponse: { statuses: [200] },
  },
};
