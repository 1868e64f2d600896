// OCR quality, speed and download of the page itself, both engines in one run: Chromium opens
// /ImageTextExtractor on a running server (the production build), chooses an engine, and gives
// the tool every page of the evaluation set (scripts/ocr-evalset.py) through its file input.
//
//   /tmp/ocrpy/bin/python scripts/ocr-evalset.py          # writes target/ocr-eval
//   target/release/toolbox-server --addr 127.0.0.1:8080 --dist web/dist &
//   node scripts/bench-ocr-eval.mjs [--url http://127.0.0.1:8080] [--set target/ocr-eval]
//                                   [--engines best,small] [--verbose]
//
// Reports, per engine and category (zh/en/mixed × clean/photo), the character error rate:
// edit distance over the reference's length, white space ignored ("strict"); and the same
// with full-width punctuation folded to ASCII (NFKC), since a reader rarely minds which comma.
// Then, per engine: the bytes its first use downloaded (as sent, brotli where the server had
// it), the time from the click to the text of the 12-megapixel notice photo (engine already
// started), and the longest task on the page's main thread during that run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { distance } from './ocr-metrics.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const url = arg('--url', 'http://127.0.0.1:8080');
const SET = arg('--set', 'target/ocr-eval');
const engines = arg('--engines', 'best,small').split(',');
const verbose = process.argv.includes('--verbose');
const truth = JSON.parse(readFileSync(join(SET, 'truth.json'), 'utf8'));

const strict = (text) => text.replace(/\s+/g, '');
const folded = (text) => strict(text.normalize('NFKC'));

const LABEL = { best: 'Best accuracy (PP-OCR)', small: 'Small download (Tesseract)' };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

async function recognise(page, file) {
  // The previous image and its text stay on the page until the new image is loaded (the text
  // is cleared then): wait for that, or the click would read the previous image again.
  const previous = page.getByTestId('ocr-result').or(page.getByTestId('ocr-empty'));
  await page.locator('input[type=file]').setInputFiles(join(SET, file));
  await previous.first().waitFor({ state: 'detached', timeout: 60_000 });
  await page.getByRole('img', { name: 'The image to read' }).waitFor();
  await page.evaluate(() => {
    globalThis.__longest = 0;
  });
  const t0 = performance.now();
  await page.getByRole('button', { name: 'Extract text' }).click();
  const done = page
    .getByTestId('ocr-result')
    .or(page.getByTestId('ocr-empty'))
    .or(page.getByTestId('ocr-error'));
  await done.first().waitFor({ timeout: 180_000 });
  const ms = performance.now() - t0;
  if (await page.getByTestId('ocr-error').count()) {
    throw new Error(`${file}: ${await page.getByTestId('ocr-error').innerText()}`);
  }
  const box = page.getByTestId('ocr-result');
  const text = (await box.count()) ? await box.inputValue() : '';
  const longest = await page.evaluate(() => globalThis.__longest);
  return { text, ms, longest };
}

const results = {};
try {
  for (const engine of engines) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('language', 'English');
      globalThis.__longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          globalThis.__longest = Math.max(globalThis.__longest, entry.duration);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    // Bytes on the wire after the page has loaded (the workers' requests too): what the first
    // recognition downloads.
    let counting = false;
    let downloaded = 0;
    const pending = [];
    context.on('requestfinished', (request) => {
      if (!counting) return;
      pending.push(request.sizes().then((s) => (downloaded += s.responseBodySize)));
    });
    await page.goto(`${url}/ImageTextExtractor`);
    await page.getByText(LABEL[engine], { exact: true }).click();
    await page.waitForLoadState('networkidle');
    counting = true;
    const first = await recognise(page, truth[0].file);
    counting = false;
    await Promise.all(pending);
    const rows = [];
    for (const sample of truth) {
      const { text, ms, longest } = await recognise(page, sample.file);
      const ref = sample.text;
      const row = {
        ...sample,
        ms,
        longest,
        refLen: strict(ref).length,
        strict: distance(strict(text), strict(ref)),
        folded: distance(folded(text), folded(ref)),
      };
      rows.push(row);
      if (verbose) {
        console.log(
          `${engine} ${sample.file} ${ms.toFixed(0)} ms CER ${((100 * row.strict) / row.refLen).toFixed(1)} %`,
        );
        if (row.strict)
          console.log(`  got: ${JSON.stringify(text)}\n  ref: ${JSON.stringify(ref)}`);
      }
    }
    results[engine] = { rows, firstMs: first.ms, downloaded };
    await context.close();
  }
} finally {
  await browser.close();
}

const CATS = [
  ['zh clean', (r) => r.lang === 'zh' && r.damage === 'clean'],
  ['zh photo', (r) => r.lang === 'zh' && r.damage === 'photo'],
  ['en clean', (r) => r.lang === 'en' && r.damage === 'clean'],
  ['en photo', (r) => r.lang === 'en' && r.damage === 'photo'],
  ['en all', (r) => r.lang === 'en' && r.damage !== '12mp'],
  ['mixed', (r) => r.lang === 'mixed'],
  ['all', (r) => r.damage !== '12mp'],
];
const pct = (rows, key) => {
  const errors = rows.reduce((s, r) => s + r[key], 0);
  const total = rows.reduce((s, r) => s + r.refLen, 0);
  return total ? `${((100 * errors) / total).toFixed(1)} %` : '-';
};
console.log(`\nCER on ${truth.length - 1} pages of ${SET} (strict / punctuation folded)\n`);
console.log(`| engine | ${CATS.map(([c]) => c).join(' | ')} |`);
console.log(`|---|${CATS.map(() => '---').join('|')}|`);
for (const [engine, { rows }] of Object.entries(results)) {
  const cells = CATS.map(([, f]) => {
    const sel = rows.filter(f);
    return `${pct(sel, 'strict')} / ${pct(sel, 'folded')}`;
  });
  console.log(`| ${engine} | ${cells.join(' | ')} |`);
}
console.log('');
for (const [engine, { rows, firstMs, downloaded }] of Object.entries(results)) {
  const big = rows.find((r) => r.damage === '12mp');
  const normal = rows.filter((r) => r.damage !== '12mp');
  const median = normal.map((r) => r.ms).sort((a, b) => a - b)[normal.length >> 1];
  console.log(
    `${engine}: first use downloaded ${(downloaded / 1e6).toFixed(2)} MB, first run ${(firstMs / 1000).toFixed(1)} s; ` +
      `median ${median.toFixed(0)} ms per page; 12 MP notice ${big ? (big.ms / 1000).toFixed(2) : '-'} s ` +
      `(CER ${big ? ((100 * big.strict) / big.refLen).toFixed(1) : '-'} %), longest main-thread task ` +
      `${big ? big.longest.toFixed(0) : '-'} ms (all pages: ${Math.max(...rows.map((r) => r.longest)).toFixed(0)} ms)`,
  );
}
