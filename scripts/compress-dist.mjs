// Writes brotli (.br) and gzip (.gz) twins of every compressible file in the built app, so the
// server sends precompressed bytes without compressing per request. Usage: node scripts/compress-dist.mjs web/dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The async forms run on libuv's thread pool, so every core compresses (brotli at quality 11 on
// the 4 MB OCR and pinyin files is the slow part of the build).
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|wasm|webmanifest|txt|xml|map|onnx)$/;
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const dist = process.argv[2] ?? 'web/dist';
const jobs = [];
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
  const data = readFileSync(path);
  jobs.push(
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).then((out) => writeFileSync(`${path}.br`, out)),
    gz(data, { level: 9 }).then((out) => writeFileSync(`${path}.gz`, out)),
  );
}
await Promise.all(jobs);
console.log(`compressed ${jobs.length / 2} files in ${dist} (brotli + gzip)`);
