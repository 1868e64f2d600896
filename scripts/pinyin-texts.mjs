/**
 * The texts and options of the pinyin benchmarks (scripts/pinyin-bench.mjs,
 * scripts/pinyin-ab.mjs), read from the repository root: the labelled development set, the CPP
 * development split, the 1 MB text and the pieces of prose.
 */
import { readFileSync } from 'node:fs';

/** Tone numbers, for accuracy (labels are tone-numbered). */
export const OPTIONS = {
  style: 'numbers',
  v: true,
  separator: ' ',
  keepOther: true,
  capitalize: false,
  sandhi: false,
  heteronyms: false,
};
/** Tone marks, no tone sandhi, syllables separated by spaces, other text kept: for speed. */
export const MARKS = { ...OPTIONS, style: 'marks', v: false };

const root = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

/** tests/pinyin/devset.tsv: each sentence, its marked character (code-point index) and label. */
export const rows = read('tests/pinyin/devset.tsv')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [marked, label, category = 'common'] = line.split('\t');
    const at = [...marked].indexOf('[');
    return { sentence: marked.replace(/[[\]]/g, ''), at, label, marked, category };
  });

// The CPP development split: one marked character per sentence, ü written u:.
const cppLabels = read('tests/pinyin/cpp-dev/dev.lb').split('\n');
export const cpp = read('tests/pinyin/cpp-dev/dev.sent')
  .split('\n')
  .map((marked, i) => ({
    sentence: marked.replaceAll('▁', ''),
    at: [...marked].indexOf('▁'),
    label: (cppLabels[i] ?? '').replace('u:', 'v'),
    half: i % 2 === 0 ? 'learn half' : 'held-out half',
  }))
  .filter((row) => row.sentence && row.label);

/** The 1 MB text: the development sentences in a fixed shuffled order, in paragraphs. */
export function megabyte() {
  const sentences = rows.map((r) => r.sentence);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const parts = [];
  let bytes = 0;
  while (bytes < 1024 * 1024) {
    const s = sentences[Math.floor(random() * sentences.length)];
    const piece = random() < 0.1 ? `${s}\n` : s;
    parts.push(piece);
    bytes += Buffer.byteLength(piece);
  }
  return parts.join('');
}

/**
 * Pieces of `size` characters of prose: the CPP sentences (modern encyclopedic prose) in file
 * order, then the development set's (everyday and literary), in paragraphs of about ten
 * sentences.
 */
export function prosePieces(size) {
  const prose = [...cpp.map((r) => r.sentence), ...rows.map((r) => r.sentence)]
    .map((s, i) => (i % 10 === 9 ? `${s}\n` : s))
    .join('');
  const pieces = [];
  for (let i = 0; i + size <= prose.length; i += size) pieces.push(prose.slice(i, i + size));
  return pieces;
}
