// OCR quality and speed on the generated samples (tests/fixtures/ocr, made by
// scripts/ocr-samples.py): tesseract.js from node_modules with the same language data the site
// serves (4.0.0_best_int), one worker per language choice, images read one after another.
//
//   node scripts/bench-ocr.mjs [--verbose] [--order]
//
// Reports, per language choice and sample set, the character error rate (scripts/ocr-metrics.mjs)
// and the recognition time per image, the worker already started (its start-up, engine and
// language data included, is reported apart). `--order` adds a run of the both-languages choice
// with English first (eng+chi_sim), the order the tool does not use.
// Node runs the engine in a worker thread, and tesseract.js 7 loads its full (legacy + LSTM)
// core build there; scripts/bench-ocr-eval.mjs measures the page itself in Chromium (both engines).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createWorker, OEM } from 'tesseract.js';
import { SAMPLES, Tally, truth } from './ocr-metrics.mjs';

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

const samples = truth();

// One folder with both languages' data, as the site serves them.
const langPath = mkdtempSync(join(tmpdir(), 'ocr-bench-'));
for (const lang of ['eng', 'chi_sim']) {
  const name = `${lang}.traineddata.gz`;
  copyFileSync(`node_modules/@tesseract.js-data/${lang}/${DATA}/${name}`, join(langPath, name));
}

const rows = [];
try {
  for (const run of RUNS) {
    const started = performance.now();
    const worker = await createWorker(run.langs, OEM.LSTM_ONLY, { langPath, cacheMethod: 'none' });
    const startup = Math.round(performance.now() - started);
    for (const set of run.sets) {
      const tally = new Tally(run.choice, set);
      for (const sample of samples.filter((s) => s.lang === set)) {
        const t0 = performance.now();
        const { data } = await worker.recognize(join(SAMPLES, sample.file));
        tally.add(sample, data.text, performance.now() - t0, verbose);
      }
      rows.push(tally.row({ 'start-up ms': startup }));
    }
    await worker.terminate();
  }
} finally {
  rmSync(langPath, { recursive: true, force: true });
}
console.table(rows);
