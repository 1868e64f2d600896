// OCR quality and speed on the generated samples (tests/fixtures/ocr, made by
// scripts/ocr-samples.py): tesseract.js from node_modules with the same language data the site
// serves (4.0.0_best_int), one worker per language choice, images read one after another.
//
//   node scripts/bench-ocr.mjs [--verbose]
//
// Reports, per language choice and sample set, the character error rate (edit distance over
// the length of the truth) and the recognition time per image (the worker already started;
// its start-up, engine and language data included, is reported apart). Two rates:
// - CER: the text as the tool shows it (the spaces Tesseract puts between two Chinese
//   characters removed, as web/src/tools/common/image-text/prepare.ts does) against the truth,
//   runs of white space (line breaks too) made one space on both sides.
// - CER NFKC: also NFKC-normalised (full-width ，：（） count as their ASCII forms) and
//   spaces next to a Chinese character dropped on both sides (a more lenient reading).
// `--order` adds a run of the both-languages choice with English first (eng+chi_sim).
// Node runs the engine in a worker thread; Chromium's numbers differ somewhat (the site's
// tool lets tesseract.js pick the relaxed-SIMD build where the browser has it).
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createWorker, OEM } from 'tesseract.js';

const SAMPLES = 'tests/fixtures/ocr';
const DATA = '4.0.0_best_int';
const verbose = process.argv.includes('--verbose');
const order = process.argv.includes('--order');

// Language choice of the tool → tesseract languages, and the sample sets it is run on.
const RUNS = [
  { choice: 'eng', langs: 'eng', sets: ['eng'] },
  { choice: 'chi_sim', langs: 'chi_sim', sets: ['chi_sim'] },
  { choice: 'both', langs: 'chi_sim+eng', sets: ['eng', 'chi_sim', 'mixed'] },
  ...(order
    ? [{ choice: 'both (eng first)', langs: 'eng+chi_sim', sets: ['eng', 'chi_sim', 'mixed'] }]
    : []),
];

const truth = JSON.parse(readFileSync(join(SAMPLES, 'truth.json'), 'utf8'));

// One folder with both languages' data, as the site serves them.
const langPath = mkdtempSync(join(tmpdir(), 'ocr-bench-'));
for (const lang of ['eng', 'chi_sim']) {
  const name = `${lang}.traineddata.gz`;
  copyFileSync(`node_modules/@tesseract.js-data/${lang}/${DATA}/${name}`, join(langPath, name));
}

function distance(a, b) {
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
/** As the tool shows it (prepare.ts tidyText): no space between two wide characters. */
const shown = (text) => dropSpaces(text, (a, b) => WIDE.test(a) && WIDE.test(b));
const lenient = (text) =>
  dropSpaces(text, (a, b) => WIDE.test(a) || WIDE.test(b)).normalize('NFKC');

const length = (s) => Array.from(s).length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows = [];
try {
  for (const run of RUNS) {
    const started = performance.now();
    const worker = await createWorker(run.langs, OEM.LSTM_ONLY, {
      langPath,
      cacheMethod: 'none',
    });
    const startup = performance.now() - started;
    for (const set of run.sets) {
      const samples = truth.filter((s) => s.lang === set);
      let edits = 0;
      let nfkcEdits = 0;
      let chars = 0;
      let nfkcChars = 0;
      let exact = 0;
      const times = [];
      for (const sample of samples) {
        const t0 = performance.now();
        const { data } = await worker.recognize(join(SAMPLES, sample.file));
        times.push(performance.now() - t0);
        const ref = shown(sample.text);
        const hyp = shown(data.text);
        const e = distance(ref, hyp);
        edits += e;
        chars += length(ref);
        nfkcEdits += distance(lenient(sample.text), lenient(data.text));
        nfkcChars += length(lenient(sample.text));
        if (e === 0) exact += 1;
        if (verbose) {
          console.log(
            `${run.choice} ${sample.file} (${sample.font}, ${sample.size}px, ${sample.angle}°, noise ${sample.noise})`,
          );
          console.log(`  truth: ${ref}\n  read:  ${hyp}\n  edits: ${e}`);
        }
      }
      rows.push({
        choice: run.choice,
        set,
        images: samples.length,
        'CER %': ((100 * edits) / chars).toFixed(2),
        'CER NFKC %': ((100 * nfkcEdits) / nfkcChars).toFixed(2),
        exact: `${exact}/${samples.length}`,
        'ms/image (mean)': Math.round(times.reduce((a, b) => a + b, 0) / times.length),
        'ms/image (median)': Math.round(median(times)),
        'start-up ms': Math.round(startup),
      });
    }
    await worker.terminate();
  }
} finally {
  rmSync(langPath, { recursive: true, force: true });
}
console.table(rows);
