// Two builds of the pinyin module side by side in one Node process, on the 4,000-character
// pieces of scripts/pinyin-bench.mjs (or, with --mb, its 1 MB text in one call): alternating
// rounds, so both see the same machine load, and the median of the per-round time ratios.
// The machine is shared and noisy; this ratio is the figure to compare two versions by.
// Also checks that both give the same output.
//
//   scripts/pinyin-bench.sh                         # builds target/pinyin-bench (the new one)
//   cp -r target/pinyin-bench /tmp/pinyin-new       # ... and, at the old commit, /tmp/pinyin-old
//   node scripts/pinyin-ab.mjs /tmp/pinyin-new /tmp/pinyin-old [--rounds 21] [--mb]
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MARKS, megabyte, prosePieces } from './pinyin-texts.mjs';

const args = process.argv.slice(2);
const [dirA, dirB] = args.filter((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const roundsAt = args.indexOf('--rounds');
const ROUNDS = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 21;
const require = createRequire(import.meta.url);
const load = (dir) => require(path.resolve(dir, 'toolbox_pinyin.js'));
const [A, B] = [load(dirA), load(dirB)];

const pieces = args.includes('--mb') ? [megabyte()] : prosePieces(4000);
const round = (m) => {
  const t = performance.now();
  for (const p of pieces) m.pinyinConvert(p, MARKS);
  return performance.now() - t;
};
round(A);
round(B);
const differ = pieces.filter((p) => A.pinyinConvert(p, MARKS) !== B.pinyinConvert(p, MARKS));
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
