// Prints what each page downloads, raw / gzip / brotli: the home page's JS + CSS, each wasm
// module, and each tool's own chunks (beyond what the home page already loaded).
// Usage: node scripts/size-report.mjs web/dist   (make size; make test fails over the budget)
// Also prints what the service worker precaches on a first visit (as the server sends it: brotli),
// and checks that the light kit stays one chunk (see below).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'web/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function sizes(files) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of files) {
    const path = join(dist, file);
    const data = readFileSync(path);
    raw += data.length;
    gz += twin(path, '.gz') ?? gzipSync(data, { level: 9 }).length;
    br +=
      twin(path, '.br') ??
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length;
  }
  return { raw, gz, br };
}

/** The size of the precompressed twin that compress-dist.mjs wrote (what the server sends), if
 * it is there and not older than the file; compressing everything again took minutes. */
function twin(path, ext) {
  const twinPath = path + ext;
  if (!existsSync(twinPath) || statSync(twinPath).mtimeMs < statSync(path).mtimeMs)
    return undefined;
  return statSync(twinPath).size;
}

/** The files a chunk pulls in statically: itself, its static imports, and their CSS. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const dep of chunk.imports ?? []) for (const f of closure(dep, seen)) files.add(f);
  return files;
}

const kb = (n) => `${(n / 1024).toFixed(1).padStart(8)} KiB`;
const rows = [];
const row = (name, files) => rows.push({ name, ...sizes([...files]), count: files.size });

const home = closure('index.html');
row('home page (JS + CSS)', home);

for (const chunk of Object.values(manifest)) {
  if (chunk.file.endsWith('.wasm'))
    row(`wasm ${chunk.file.replace(/^assets\//, '')}`, new Set([chunk.file]));
}
for (const asset of Object.values(manifest).flatMap((c) => c.assets ?? [])) {
  if (
    asset.endsWith('.wasm') &&
    !rows.some((r) => r.name.includes(asset.replace(/^assets\//, '')))
  ) {
    row(`wasm ${asset.replace(/^assets\//, '')}`, new Set([asset]));
  }
}

for (const [key, chunk] of Object.entries(manifest)) {
  const tool = /src\/tools\/[^/]+\/([^/]+)\/[A-Za-z]+Tool\.tsx$/.exec(key);
  if (!tool || !chunk.isDynamicEntry) continue;
  const own = [...closure(key)].filter((f) => !home.has(f) && !f.endsWith('.wasm'));
  const locales = Object.entries(manifest)
    .filter(([k]) => k.includes(`/${tool[1]}/locales/`))
    .map(([, c]) => c.file);
  row(`tool ${tool[1]} (+ its strings)`, new Set([...own, ...locales]));
}

console.log(
  `${'what'.padEnd(44)} ${'raw'.padStart(12)} ${'gzip'.padStart(12)} ${'brotli'.padStart(12)}`,
);
for (const r of rows) console.log(`${r.name.padEnd(44)} ${kb(r.raw)} ${kb(r.gz)} ${kb(r.br)}`);

// The home page's budget (JS + CSS, brotli); the goal was 120 KiB. A ratchet: it sits just
// above what the shell weighs now (116.3 KiB: no data router, the palette's dialog lazy, the
// shell and its vendors in two chunks), so the home page cannot grow unnoticed; lower it when
// the home page gets lighter.
const HOME_BUDGET_KIB = Number(process.env.HOME_BUDGET_KIB || 118);
const homeRow = rows[0];
console.log(
  `\nhome page: ${(homeRow.br / 1024).toFixed(1)} KiB brotli, budget ${HOME_BUDGET_KIB} KiB`,
);

// First-visit precache: the files listed in sw.js's precache manifest. Its budget is the goal of
// 1.5 MB (decimal, the stricter reading of it): heavy data belongs in the runtime cache.
const PRECACHE_BUDGET_BYTES = Number(process.env.PRECACHE_BUDGET_BYTES || 1_500_000);
let precacheOver = false;
try {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  // A URL listed twice (the manifest's icons also match the globs) is fetched once.
  const urls = [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1].replace(/^\//, '')))];
  const precache = sizes(urls);
  console.log(
    `first-visit precache: ${urls.length} files, ${(precache.br / 1024).toFixed(1)} KiB brotli ` +
      `(${(precache.raw / 1024).toFixed(1)} KiB raw) = ${precache.br.toLocaleString('en')} bytes; ` +
      `budget ${PRECACHE_BUDGET_BYTES.toLocaleString('en')} bytes`,
  );
  precacheOver = precache.br > PRECACHE_BUDGET_BYTES;
} catch (error) {
  console.log(`first-visit precache: not measured (${error.message})`);
}

// The light kit's chunk ('kit' in web/vite.config.ts): what web/src/shared/ gives three tool
// pages or more is one file. Left alone the bundler cut it into a dozen files of about 1 KiB
// (the UUID page fetched 13 after its own code, each a round trip on a phone's network), and
// nothing else would fail if the group stopped forming. Two checks, on the build's output
// (the manifest, and dist/.vite/chunks.json from chunkModules() in web/vite.config.ts): no
// chunk of the kit's code (web/src/shared/, no tool's or shell's) under 2 KiB is loaded by three
// tool pages or more; and no tool page's code statically imports more than TOOL_JS_BUDGET
// JavaScript files beyond the home page's (its own chunk included; today at most 6).
const KIT_MIN_BYTES = 2048;
const TOOL_JS_BUDGET = Number(process.env.TOOL_JS_BUDGET || 8);
let kitBroken = false;
{
  const chunksPath = join(dist, '.vite/chunks.json');
  const chunkModules = existsSync(chunksPath) ? JSON.parse(readFileSync(chunksPath, 'utf8')) : null;
  const pages = []; // [tool id, the JS files its code imports beyond the home page's]
  for (const [key, chunk] of Object.entries(manifest)) {
    const tool = /src\/tools\/[^/]+\/([^/]+)\/[A-Za-z]+Tool\.tsx$/.exec(key);
    if (!tool || !chunk.isDynamicEntry) continue;
    pages.push([tool[1], [...closure(key)].filter((f) => f.endsWith('.js') && !home.has(f))]);
  }
  const loadedBy = new Map();
  for (const [, files] of pages) for (const f of files) loadedBy.set(f, (loadedBy.get(f) ?? 0) + 1);
  const most = pages.reduce((a, b) => (b[1].length > a[1].length ? b : a), ['', []]);
  console.log(
    `tool pages' JavaScript files beyond the home page: at most ${most[1].length} ` +
      `(${most[0]}), budget ${TOOL_JS_BUDGET}`,
  );
  for (const [id, files] of pages) {
    if (files.length > TOOL_JS_BUDGET) {
      console.error(`The ${id} page loads ${files.length} JavaScript files after the home page's:`);
      console.error(`  ${files.join(' ')}`);
      kitBroken = true;
    }
  }
  if (!chunkModules) {
    console.error(`${chunksPath} is missing (written by chunkModules() in web/vite.config.ts).`);
    kitBroken = true;
  } else {
    // A chunk of the kit: some of web/src/shared/ and none of a tool's or the shell's own code
    // (the kit chunk also carries the wasm door, web/src/core/, that the kit leans on).
    const kitChunks = Object.entries(chunkModules).filter(
      ([file, modules]) =>
        existsSync(join(dist, file)) &&
        modules.some((m) => m.startsWith('src/shared/')) &&
        !modules.some((m) => /^src\/(tools|app)\//.test(m)),
    );
    const small = kitChunks.filter(
      ([file]) => (loadedBy.get(file) ?? 0) >= 3 && statSync(join(dist, file)).size < KIT_MIN_BYTES,
    );
    console.log(
      `light kit: ${kitChunks.length} chunks of web/src/shared/; ` +
        `${small.length} under ${KIT_MIN_BYTES} bytes loaded by three tool pages or more`,
    );
    for (const [file, modules] of small) {
      console.error(
        `${file} (${statSync(join(dist, file)).size} bytes, ${loadedBy.get(file)} tool pages): ` +
          `${modules.join(', ')}`,
      );
    }
    if (small.length > 0) kitBroken = true;
  }
}

if (homeRow.br / 1024 > HOME_BUDGET_KIB) {
  console.error(`The home page is over its budget of ${HOME_BUDGET_KIB} KiB (brotli).`);
  process.exitCode = 1;
}
if (precacheOver) {
  console.error(`The first-visit precache is over its budget (brotli): move heavy data to the`);
  console.error(`runtime cache (RUNTIME_CACHED in web/vite.config.ts) or make the code smaller.`);
  process.exitCode = 1;
}
if (kitBroken) {
  console.error(`A tool page loads too many small files: is the 'kit' group in web/vite.config.ts`);
  console.error(`still there, and does its test match web/src/shared/?`);
  process.exitCode = 1;
}
