// OCR quality and speed of the page itself: Chromium opens /ImageTextExtractor on a running
// server (the production build), and for each language choice gives the tool every sample of
// tests/fixtures/ocr (scripts/ocr-samples.py) through its file input and presses Extract.
//
//   target/release/toolbox-server --addr 127.0.0.1:8080 --dist web/dist &
//   node scripts/bench-ocr-browser.mjs [--url http://127.0.0.1:8080] [--verbose]
//
// Time per image runs from the click to the result on screen (scaling and PNG encoding in
// the page, recognition in the worker), the engine already started; the first click of each
// choice, which downloads the language data and starts the engine, is reported apart.
// Character error rates as in scripts/ocr-metrics.mjs.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { SAMPLES, Tally, truth } from './ocr-metrics.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const url = arg('--url', 'http://127.0.0.1:8080');
const verbose = process.argv.includes('--verbose');

const RUNS = [
  { choice: 'eng', label: 'English', sets: ['eng'] },
  { choice: 'chi_sim', label: 'Simplified Chinese', sets: ['chi_sim'] },
  { choice: 'both', label: 'Chinese and English', sets: ['eng', 'chi_sim', 'mixed'] },
];
const samples = truth();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** Gives the tool one image, presses Extract and returns the text and the milliseconds. */
async function recognise(page, file) {
  await page.locator('input[type=file]').setInputFiles(join(SAMPLES, file));
  await page.getByRole('img', { name: 'The image to read' }).waitFor();
  const t0 = performance.now();
  await page.getByRole('button', { name: 'Extract text' }).click();
  const done = page
    .getByTestId('ocr-result')
    .or(page.getByTestId('ocr-empty'))
    .or(page.getByTestId('ocr-error'));
  await done.first().waitFor({ timeout: 120_000 });
  const ms = performance.now() - t0;
  if (await page.getByTestId('ocr-error').count()) throw new Error(`${file}: recognition failed`);
  const box = page.getByTestId('ocr-result');
  return { text: (await box.count()) ? await box.inputValue() : '', ms };
}

const rows = [];
try {
  for (const run of RUNS) {
    // A fresh context: nothing cached, so the first click downloads and starts everything.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    await page.goto(`${url}/ImageTextExtractor`);
    await page
      .getByRole('radiogroup', { name: 'Text in the image' })
      .getByText(run.label, { exact: true })
      .click();
    const first = await recognise(page, samples.find((s) => s.lang === run.sets[0]).file);
    for (const set of run.sets) {
      const tally = new Tally(run.choice, set);
      for (const sample of samples.filter((s) => s.lang === set)) {
        const { text, ms } = await recognise(page, sample.file);
        tally.add(sample, text, ms, verbose);
      }
      rows.push(tally.row({ 'first run ms': Math.round(first.ms) }));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.table(rows);
