/**
 * Compares our converter (the `pinyin` wasm module built for Node) with pinyin-pro on
 * 1. accuracy: the labelled polyphonic character of each sentence of tests/pinyin/devset.tsv,
 *    and of the CPP development split (tests/pinyin/cpp-dev/, README there), per half: the
 *    learn half (even lines; what the converter's model policy was learned on) and the
 *    held-out half (odd lines; the honest figure);
 * 2. throughput: converting the same 1 MB (UTF-8) text to tone-mark pinyin (no tone sandhi,
 *    syllables separated by spaces, other text kept) in one call, best of 5 runs, and the
 *    ratio; and converting 4,000-character pieces of prose one call each (what a user pastes,
 *    so each call's own costs count), both libraries alternating, median of 7 rounds;
 * 3. cold start: in a fresh Node process each time, loading the library and converting one
 *    sentence with the same options as for throughput (median of 11 processes each,
 *    alternating, so both see the same machine load), and the ratio.
 * Run through scripts/pinyin-bench.sh, which builds the module first.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

import { MARKS, OPTIONS, cpp, megabyte, prosePieces, rows } from './pinyin-texts.mjs';

const require = createRequire(import.meta.url);
const oursPath = resolve(process.argv[2] ?? 'target/pinyin-bench/toolbox_pinyin.js');
const ours = require(oursPath);
const pinyinPro = await import('pinyin-pro');
const proVersion = JSON.parse(readFileSync('node_modules/pinyin-pro/package.json', 'utf8')).version;

/** Tone-number reading of the character at code-point index `at`, by our converter. */
function oursAt(sentence, at) {
  const { items } = ours.pinyinAnnotate(sentence, OPTIONS, 10_000);
  let offset = 0;
  for (const item of items) {
    const len = [...item.text].length;
    if (at < offset + len) {
      if (item.pinyin === null) return '';
      return /\d$/.test(item.pinyin) ? item.pinyin : `${item.pinyin}5`;
    }
    offset += len;
  }
  return '';
}

/** The same with pinyin-pro (one entry per character with type 'all'). */
function proAt(sentence, at) {
  const all = pinyinPro.pinyin(sentence, {
    type: 'all',
    toneType: 'none',
    toneSandhi: false,
    v: true,
  });
  const item = all[at];
  if (!item) return '';
  return `${item.pinyin.replace('ü', 'v')}${item.num === 0 ? 5 : item.num}`;
}

function accuracy(name, at) {
  let right = 0;
  const wrong = [];
  const byCategory = {};
  for (const row of rows) {
    const got = at(row.sentence, row.at);
    if (got === row.label) {
      right += 1;
      byCategory[row.category] = (byCategory[row.category] ?? 0) + 1;
    } else wrong.push(`${row.marked}\t${row.label}\t${got}`);
  }
  return { name, right, total: rows.length, wrong, byCategory };
}

function cppAccuracy(name, at) {
  const out = { name, right: {}, total: {} };
  for (const row of cpp) {
    out.total[row.half] = (out.total[row.half] ?? 0) + 1;
    if (at(row.sentence, row.at) === row.label)
      out.right[row.half] = (out.right[row.half] ?? 0) + 1;
  }
  return out;
}
const cppResults = [cppAccuracy('ours', oursAt), cppAccuracy(`pinyin-pro ${proVersion}`, proAt)];

const results = [accuracy('ours', oursAt), accuracy(`pinyin-pro ${proVersion}`, proAt)];
let complete = null;
try {
  complete = (await import('@pinyin-pro/data/complete')).default;
} catch {
  // Optional: npm i --no-save @pinyin-pro/data
}

const text = megabyte();

function throughput(name, convert) {
  convert(text.slice(0, 1000)); // load dictionaries, warm up
  let best = Infinity;
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    convert(text);
    best = Math.min(best, performance.now() - start);
  }
  return { name, ms: best, mbPerS: Buffer.byteLength(text) / 1024 / 1024 / (best / 1000) };
}

const PIECE = 4000;
const pieces = prosePieces(PIECE);
function piecesRound(convert) {
  const start = performance.now();
  for (const p of pieces) convert(p);
  return performance.now() - start;
}
const PIECE_ROUNDS = 7;
const oursPieces = (t) => ours.pinyinConvert(t, MARKS);
const proPieces = (t) => pinyinPro.pinyin(t, { toneSandhi: false });
const pieceTimes = { ours: [], pro: [], ratio: [] };
for (let r = 0; r < PIECE_ROUNDS; r += 1) {
  // Alternating which goes first, so both see the same machine load.
  const [a, b] = r % 2 ? [proPieces, oursPieces] : [oursPieces, proPieces];
  const ta = piecesRound(a);
  const tb = piecesRound(b);
  const [o, p] = r % 2 ? [tb, ta] : [ta, tb];
  pieceTimes.ours.push(o);
  pieceTimes.pro.push(p);
  pieceTimes.ratio.push(p / o);
}
const speed = [
  throughput('ours', (t) => ours.pinyinConvert(t, MARKS)),
  throughput(`pinyin-pro ${proVersion}`, (t) => pinyinPro.pinyin(t, { toneSandhi: false })),
];
if (complete) {
  pinyinPro.addDict(complete);
  results.push(accuracy(`pinyin-pro ${proVersion} + @pinyin-pro/data complete`, proAt));
  speed.push(
    throughput(`pinyin-pro + complete`, (t) => pinyinPro.pinyin(t, { toneSandhi: false })),
  );
}

/** Milliseconds from loading the library to the first converted sentence, in a new process. */
function coldStart(script) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return Number(out.trim());
}
const sentence = '他在银行工作了三年，还书的时候顺便去了勃艮第。';
const coldScripts = {
  ours: `import { createRequire } from 'node:module';
    const t = performance.now();
    const m = createRequire(import.meta.url)(${JSON.stringify(oursPath)});
    m.pinyinConvert(${JSON.stringify(sentence)}, ${JSON.stringify(MARKS)});
    console.log(performance.now() - t);`,
  [`pinyin-pro ${proVersion}`]: `const t = performance.now();
    const { pinyin } = await import('pinyin-pro');
    pinyin(${JSON.stringify(sentence)}, { toneSandhi: false });
    console.log(performance.now() - t);`,
};
const COLD_RUNS = 11;
const cold = Object.fromEntries(Object.keys(coldScripts).map((k) => [k, []]));
for (let i = 0; i < COLD_RUNS; i += 1) {
  for (const [name, script] of Object.entries(coldScripts)) cold[name].push(coldStart(script));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const bySet = new Map();
for (const row of rows) bySet.set(row.category, (bySet.get(row.category) ?? 0) + 1);
console.log(`Development set: ${rows.length} sentences, one labelled polyphone each`);
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(50)} ${r.right}/${r.total} = ${((100 * r.right) / r.total).toFixed(1)}%`,
  );
  const parts = [...bySet.keys()].map((c) => `${c} ${r.byCategory[c] ?? 0}/${bySet.get(c)}`);
  console.log(`    ${parts.join(', ')}`);
}
console.log(`CPP development split (tests/pinyin/cpp-dev), the marked character of each sentence`);
for (const r of cppResults) {
  const parts = Object.keys(r.total).map(
    (h) =>
      `${h} ${r.right[h] ?? 0}/${r.total[h]} = ${((100 * (r.right[h] ?? 0)) / r.total[h]).toFixed(2)}%`,
  );
  console.log(`  ${r.name.padEnd(50)} ${parts.join(', ')}`);
}
const medianOf = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `Throughput on ${pieces.length} pieces of ${PIECE} characters, one call each, median of ${PIECE_ROUNDS} alternating rounds`,
);
const piecesMb = pieces.reduce((n, p) => n + Buffer.byteLength(p), 0) / 1024 / 1024;
for (const [name, key] of [
  ['ours', 'ours'],
  [`pinyin-pro ${proVersion}`, 'pro'],
]) {
  const ms = medianOf(pieceTimes[key]);
  console.log(
    `  ${name.padEnd(50)} ${ms.toFixed(0)} ms = ${(piecesMb / (ms / 1000)).toFixed(2)} MB/s`,
  );
}
console.log(
  `  ratio (pinyin-pro's time / ours, per round): median ${medianOf(pieceTimes.ratio).toFixed(2)}× [${pieceTimes.ratio.map((x) => x.toFixed(2)).join(' ')}]`,
);
console.log(
  `Throughput on ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(2)} MB (UTF-8), tone marks, best of 5`,
);
for (const s of speed) {
  const ratio = speed[1].ms / s.ms;
  console.log(
    `  ${s.name.padEnd(50)} ${s.ms.toFixed(0)} ms = ${s.mbPerS.toFixed(2)} MB/s (${ratio.toFixed(2)}× pinyin-pro)`,
  );
}
console.log(`Cold start (load + first sentence in a new Node process), median of ${COLD_RUNS}`);
const proCold = median(Object.values(cold)[1]);
for (const [name, times] of Object.entries(cold)) {
  const ms = median(times);
  console.log(
    `  ${name.padEnd(50)} ${ms.toFixed(0)} ms (${(ms / proCold).toFixed(2)}× pinyin-pro's time)`,
  );
}
if (process.env.SHOW_ERRORS) {
  for (const r of results) console.log(`\n${r.name} errors:\n${r.wrong.join('\n')}`);
}
