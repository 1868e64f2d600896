// Character error rate of OCR output against the truth, shared by scripts/bench-ocr.mjs (Node)
// (tesseract.js in Node; scripts/bench-ocr-eval.mjs scores the page in Chromium itself). Two readings:
// - `shown`: the text as the tool shows it (the spaces Tesseract puts between two Chinese
//   characters removed, as web/src/tools/common/image-text/prepare.ts does), runs of white
//   space (line breaks too) made one space.
// - `lenient`: also NFKC-normalised (full-width ，：（） count as their ASCII forms) and spaces
//   next to a Chinese character dropped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SAMPLES = 'tests/fixtures/ocr';
export const truth = () => JSON.parse(readFileSync(join(SAMPLES, 'truth.json'), 'utf8'));

export function distance(a, b) {
  const x = Array.from(a);
  const y = Array.from(b);
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[y.length];
}

const WIDE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
/** Drops each space whose neighbours pass `drop(before, after)`. */
function dropSpaces(text, drop) {
  const spaced = text.replace(/\s+/g, ' ').trim();
  let out = '';
  for (let i = 0; i < spaced.length; i++) {
    if (spaced[i] === ' ' && drop(spaced[i - 1] ?? '', spaced[i + 1] ?? '')) continue;
    out += spaced[i];
  }
  return out;
}
export const shown = (text) => dropSpaces(text, (a, b) => WIDE.test(a) && WIDE.test(b));
export const lenient = (text) =>
  dropSpaces(text, (a, b) => WIDE.test(a) || WIDE.test(b)).normalize('NFKC');

const length = (s) => Array.from(s).length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Accumulates one (choice, sample set) row of the report. */
export class Tally {
  constructor(choice, set) {
    Object.assign(this, { choice, set, edits: 0, chars: 0, nfkcEdits: 0, nfkcChars: 0 });
    this.exact = 0;
    this.times = [];
  }

  add(sample, text, ms, verbose) {
    const ref = shown(sample.text);
    const hyp = shown(text);
    const e = distance(ref, hyp);
    this.edits += e;
    this.chars += length(ref);
    this.nfkcEdits += distance(lenient(sample.text), lenient(text));
    this.nfkcChars += length(lenient(sample.text));
    if (e === 0) this.exact += 1;
    this.times.push(ms);
    if (verbose) {
      const s = sample;
      console.log(
        `${this.choice} ${s.file} (${s.font}, ${s.size}px, ${s.angle}°, noise ${s.noise})`,
      );
      console.log(`  truth: ${ref}\n  read:  ${hyp}\n  edits: ${e}, ${Math.round(ms)} ms`);
    }
  }

  row(extra = {}) {
    const n = this.times.length;
    return {
      choice: this.choice,
      set: this.set,
      images: n,
      'CER %': ((100 * this.edits) / this.chars).toFixed(2),
      'CER NFKC %': ((100 * this.nfkcEdits) / this.nfkcChars).toFixed(2),
      exact: `${this.exact}/${n}`,
      'ms/image (mean)': Math.round(this.times.reduce((a, b) => a + b, 0) / n),
      'ms/image (median)': Math.round(median(this.times)),
      ...extra,
    };
  }
}
