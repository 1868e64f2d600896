// Two builds of the pinyin module side by side in one Node process, on the 4,000-character
// pieces of scripts/pinyin-bench.mjs (or, with --mb, its 1 MB text in one call): alternating
// rounds, so both see the same machine load, and the median of the per-round time ratios.
// The machine is shared and noisy; this ratio is the figure to compare two versions by.
// Also checks that both give the same output.
//
//   scripts/pinyin-bench.sh                         # builds target/pinyin-bench (the new one)
//   cp -r target/pinyin-bench /tmp/pinyin-new       # ... and, at the old commit, /tmp/pinyin-old
//   node scripts/pinyin-ab.mjs /tmp/pinyin-new /tmp/pinyin-old [--rounds 21] [--mb]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const [dirA, dirB] = args.filter((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const roundsAt = args.indexOf('--rounds');
const ROUNDS = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 21;
const require = createRequire(import.meta.url);
const load = (dir) => require(path.resolve(dir, 'toolbox_pinyin.js'));
const [A, B] = [load(dirA), load(dirB)];

const root = new URL('../', import.meta.url);
const cpp = readFileSync(new URL('tests/pinyin/cpp-dev/dev.sent', root), 'utf8')
  .split('\n')
  .map((s) => s.replaceAll('▁', ''));
const rows = readFileSync(new URL('tests/pinyin/devset.tsv', root), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => l.split('\t')[0].replace(/[[\]]/g, ''));
let pieces = [];
if (args.includes('--mb')) {
  // The 1 MB text of scripts/pinyin-bench.mjs.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const parts = [];
  let bytes = 0;
  while (bytes < 1024 * 1024) {
    const s = rows[Math.floor(random() * rows.length)];
    const piece = random() < 0.1 ? `${s}\n` : s;
    parts.push(piece);
    bytes += Buffer.byteLength(piece);
  }
  pieces = [parts.join('')];
} else {
  const prose = [...cpp, ...rows].map((s, i) => (i % 10 === 9 ? `${s}\n` : s)).join('');
  for (let i = 0; i + 4000 <= prose.length; i += 4000) pieces.push(prose.slice(i, i + 4000));
}
const marks = {
  style: 'marks',
  v: false,
  separator: ' ',
  keepOther: true,
  capitalize: false,
  sandhi: false,
  heteronyms: false,
};
const round = (m) => {
  const t = performance.now();
  for (const p of pieces) m.pinyinConvert(p, marks);
  return performance.now() - t;
};
round(A);
round(B);
const differ = pieces.filter((p) => A.pinyinConvert(p, marks) !== B.pinyinConvert(p, marks));
const ra = [];
const rb = [];
const ratio = [];
for (let r = 0; r < ROUNDS; r += 1) {
  const [x, y] = r % 2 ? [round(B), round(A)] : [round(A), round(B)];
  const [a, b] = r % 2 ? [y, x] : [x, y];
  ra.push(a);
  rb.push(b);
  ratio.push(a / b);
}
const median = (xs) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)];
console.log(
  `A ${median(ra).toFixed(0)} ms, B ${median(rb).toFixed(0)} ms per round; A's time / B's: ` +
    `median ${median(ratio).toFixed(3)} [${ratio.map((x) => x.toFixed(2)).join(' ')}]`,
);
console.log(
  differ.length ? `OUTPUT DIFFERS on ${differ.length} of ${pieces.length}` : 'same output',
);
