// Speed and accuracy of our OpenCC engine (the `opencc` wasm module, as the browser runs it)
// next to opencc-js, in one Node process (V8, like Chromium) on the same text.
//
//   make build   # or scripts/build-wasm.sh: builds web/src/core/pkg/opencc
//   node scripts/bench-opencc.mjs [--mb 1] [--rounds 10]
//
// Accuracy: the share of lines of the committed golden corpus (crates/core/data/opencc/golden.tsv,
// official OpenCC's outputs) and of OpenCC's testcases.tsv that each converter gets exactly right.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as OpenCC from 'opencc-js';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const MB = arg('mb', 1);
const ROUNDS = arg('rounds', 10);

// Our module: the bundler-target glue, instantiated by hand (Node has no wasm ESM imports).
const PKG = new URL('../web/src/core/pkg/opencc/', import.meta.url);
const glue = await import(new URL('toolbox_opencc_bg.js', PKG));
const { instance } = await WebAssembly.instantiate(
  readFileSync(new URL('toolbox_opencc_bg.wasm', PKG)),
  { './toolbox_opencc_bg.js': glue },
);
glue.__wbg_set_wasm(instance.exports);
instance.exports.__wbindgen_start?.();

// opencc-js names: cn (Simplified), t (OpenCC standard), tw, twp (with phrases), hk.
const CONFIGS = {
  s2t: ['cn', 't'],
  t2s: ['t', 'cn'],
  s2tw: ['cn', 'tw'],
  tw2s: ['tw', 'cn'],
  s2twp: ['cn', 'twp'],
  tw2sp: ['twp', 'cn'],
  s2hk: ['cn', 'hk'],
  hk2s: ['hk', 'cn'],
};
const ALL = [
  's2t',
  't2s',
  's2tw',
  'tw2s',
  's2twp',
  'tw2sp',
  's2hk',
  'hk2s',
  's2hkp',
  'hk2sp',
  't2tw',
  'tw2t',
  't2hk',
  'hk2t',
  't2jp',
  'jp2t',
];

function timed(fn) {
  const start = performance.now();
  const out = fn();
  return [out, performance.now() - start];
}

const utf16 = new TextDecoder('utf-16le', { ignoreBOM: true });
const ours = {};
const theirs = {};
const init = {};
for (const [config, [from, to]] of Object.entries(CONFIGS)) {
  const [, oursMs] = timed(() => glue.chinesePrepare(config));
  // As web/src/core/opencc.ts does: the module answers in UTF-16 code units.
  ours[config] = (text) => utf16.decode(glue.chineseConvertUtf16(text, config));
  const [converter, theirsMs] = timed(() => OpenCC.Converter({ from, to }));
  theirs[config] = converter;
  init[config] = [oursMs, theirsMs];
}

// The golden corpus: input, then 16 outputs ("" same as input, "^k" same as output k).
const golden = readFileSync(
  new URL('../crates/core/data/opencc/golden.tsv', import.meta.url),
  'utf8',
)
  .trimEnd()
  .split('\n')
  .map((line) => {
    const [input, ...fields] = line.split('\t');
    const outputs = [];
    for (const f of fields) {
      outputs.push(
        f === '' ? input : f.startsWith('^') ? outputs[parseInt(f.slice(1), 16) - 1] : f,
      );
    }
    return { input, expected: Object.fromEntries(ALL.map((c, i) => [c, outputs[i]])) };
  });
const testcases = readFileSync(
  new URL('../crates/core/data/opencc/testcases.tsv', import.meta.url),
  'utf8',
)
  .trimEnd()
  .split('\n')
  .map((line) => line.split('\t'))
  .filter(([config]) => config in CONFIGS);

console.log(
  `accuracy (exact lines; golden corpus ${golden.length} lines, OpenCC testcases per config)`,
);
console.log('config  ours golden  opencc-js golden  ours testcases  opencc-js testcases');
for (const config of Object.keys(CONFIGS)) {
  const score = (convert) => golden.filter((g) => convert(g.input) === g.expected[config]).length;
  const cases = testcases.filter(([c]) => c === config);
  const caseScore = (convert) => cases.filter(([, input, want]) => convert(input) === want).length;
  const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`.padStart(6);
  console.log(
    `${config.padEnd(6)}  ${pct(score(ours[config]), golden.length)}       ${pct(score(theirs[config]), golden.length)}            ` +
      `${caseScore(ours[config])}/${cases.length}`.padStart(7) +
      `          ${caseScore(theirs[config])}/${cases.length}`.padStart(12),
  );
}

// About MB megabytes (UTF-8) of text: the corpus lines (Simplified and Traditional, mixed with
// Latin, digits, punctuation and emoji), repeated.
const lines = golden.map((g) => g.input).join('\n');
const target = MB * 1024 * 1024;
let text = '';
while (Buffer.byteLength(text) < target) text += lines + '\n';
text = text.slice(0, Math.floor((text.length * target) / Buffer.byteLength(text)));
const bytes = Buffer.byteLength(text);

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

console.log(
  `\nspeed: ${(bytes / 1048576).toFixed(2)} MiB (${text.length} UTF-16 units), ${ROUNDS} rounds, median`,
);
console.log(
  'config  ours MB/s  opencc-js MB/s  ratio   init ours ms  init opencc-js ms  same output',
);
for (const config of Object.keys(CONFIGS)) {
  const a = [];
  const b = [];
  let outA = '';
  let outB = '';
  ours[config](text); // warm up both
  theirs[config](text);
  for (let i = 0; i < ROUNDS; i++) {
    let ms;
    [outA, ms] = timed(() => ours[config](text));
    a.push(ms);
    [outB, ms] = timed(() => theirs[config](text));
    b.push(ms);
  }
  const speed = (ms) => bytes / 1048576 / (ms / 1000);
  const [sa, sb] = [speed(median(a)), speed(median(b))];
  console.log(
    `${config.padEnd(6)}  ${sa.toFixed(1).padStart(9)}  ${sb.toFixed(1).padStart(14)}  ${(sa / sb).toFixed(2).padStart(5)}x` +
      `  ${init[config][0].toFixed(1).padStart(12)}  ${init[config][1].toFixed(1).padStart(17)}  ${outA === outB ? 'yes' : 'no'}`,
  );
}

// What a user pastes: 4,000-character pieces of the same text, one call each (each call's own
// costs count: crossing into wasm and back, setting up). Both libraries alternate round by
// round; the ratio is taken per round, then the median.
const PIECE = 4000;
const pieces = [];
for (let i = 0; i + PIECE <= text.length; i += PIECE) pieces.push(text.slice(i, i + PIECE));
console.log(
  `\nspeed on ${pieces.length} pieces of ${PIECE} characters, one call each, ${ROUNDS} alternating rounds, median`,
);
console.log('config  ours MB/s  opencc-js MB/s  ratio (median of per-round ratios)  same output');
const piecesMb = pieces.reduce((n, p) => n + Buffer.byteLength(p), 0) / 1048576;
for (const config of Object.keys(CONFIGS)) {
  const run = (convert) => {
    const start = performance.now();
    for (const p of pieces) convert(p);
    return performance.now() - start;
  };
  run(ours[config]);
  run(theirs[config]);
  const a = [];
  const b = [];
  const ratios = [];
  for (let i = 0; i < ROUNDS; i++) {
    let ta;
    let tb;
    if (i % 2) {
      tb = run(theirs[config]);
      ta = run(ours[config]);
    } else {
      ta = run(ours[config]);
      tb = run(theirs[config]);
    }
    a.push(ta);
    b.push(tb);
    ratios.push(tb / ta);
  }
  const same = pieces.every((p) => ours[config](p) === theirs[config](p));
  const speed = (ms) => piecesMb / (ms / 1000);
  console.log(
    `${config.padEnd(6)}  ${speed(median(a)).toFixed(1).padStart(9)}  ${speed(median(b)).toFixed(1).padStart(14)}  ${median(ratios).toFixed(2).padStart(5)}x` +
      `                              ${same ? 'yes' : 'no'}`,
  );
}
