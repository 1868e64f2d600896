// Lighthouse performance of the home page and every tool page, mobile and desktop, median of
// 3 runs, in Debian's chromium (headless). Starts the server on the built site itself, then
// prints each page against the goals (mobile >= 95 home, >= 90 tools; desktop >= 99; CLS <= 0.02)
// and exits 1 if one is missed (GOALS=0 prints without failing).
// Usage: node scripts/lighthouse.mjs [path ...]   (make lighthouse; no paths: '/' and every
// tool's route from the build's routes.json, about 40 minutes; RUNS=3, PORT=4399,
// DIST=web/dist: another build's directory, to compare two builds in the same hour;
// FORMS=mobile or desktop for one of the two; LHR_DIR=dir keeps each run's report as JSON,
// for the LCP element, its phases and the network requests Lighthouse counted)
// Figures depend on the machine: compare runs made on the same machine at the same time.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PORT = Number(process.env.PORT || 4399);
const RUNS = Number(process.env.RUNS || 3);
const DIST = process.env.DIST || 'web/dist';
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : JSON.parse(readFileSync(`${DIST}/routes.json`, 'utf8')).filter((path) => path !== '/404');

/** The goals of issue 11: the score a page must reach, and the layout shift it may have. */
const goal = (formFactor, path) => (formFactor === 'desktop' ? 99 : path === '/' ? 95 : 90);
const CLS_GOAL = 0.02;
const origin = `http://127.0.0.1:${PORT}`;

// The proxied tools (rates, weather, translation, anime) talk to the e2e suite's fake upstream,
// as this machine reaches no outside service: their pages are measured on the path a user sees,
// not on an upstream error.
const fakePort = PORT + 5;
const fake = spawn('node', ['tests/e2e/fake/upstream.mjs', String(fakePort)], { stdio: 'ignore' });
const upstream = `http://127.0.0.1:${fakePort}`;
const server = spawn(
  process.env.TOOLBOX_SERVER_BIN || 'target/release/toolbox-server',
  [
    ...['--addr', `127.0.0.1:${PORT}`, '--dist', DIST, '--log', 'warn'],
    ...['--rates-upstream', upstream, '--weather-upstream', upstream],
    ...['--anime-upstream', upstream, '--mymemory-upstream', upstream],
  ],
  { stdio: 'inherit' },
);
for (let i = 0; i < 100; i++) {
  if ((await fetch(`${origin}/healthz`).catch(() => null))?.ok) break;
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  for (const formFactor of (process.env.FORMS || 'mobile,desktop').split(',')) {
    for (const path of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const config =
          formFactor === 'desktop'
            ? (await import('lighthouse/core/config/desktop-config.js')).default
            : undefined;
        const result = await lighthouse(
          `${origin}${path}`,
          { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
          config,
        );
        const { categories, audits } = result.lhr;
        if (process.env.LHR_DIR) {
          mkdirSync(process.env.LHR_DIR, { recursive: true });
          const name = `${formFactor}${path.replaceAll('/', '_')}-${i + 1}.json`;
          writeFileSync(`${process.env.LHR_DIR}/${name}`, result.report);
        }
        // A run that failed (no paint within Lighthouse's limits on a busy machine) has no
        // score; it is reported, not averaged in as zero.
        if (categories.performance.score === null) {
          console.log(
            `${formFactor} ${path}: run ${i + 1} failed (${result.lhr.runtimeError?.code})`,
          );
          continue;
        }
        runs.push({
          score: Math.round(categories.performance.score * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          fcp: audits['first-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
      }
      if (runs.length === 0) continue;
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push({
        formFactor,
        path,
        score: pick('score'),
        lcp: Math.round(pick('lcp')),
        fcp: Math.round(pick('fcp')),
        tbt: Math.round(pick('tbt')),
        cls: Number(pick('cls').toFixed(3)),
        scores: runs.map((r) => r.score).join('/'),
      });
      const r = rows.at(-1);
      console.log(
        `${formFactor.padEnd(8)} ${path.padEnd(18)} perf ${String(r.score).padStart(3)} ` +
          `(runs ${r.scores})  LCP ${r.lcp} ms  FCP ${r.fcp} ms  TBT ${r.tbt} ms  CLS ${r.cls}`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  fake.kill('SIGTERM');
}

const missed = rows.filter((r) => r.score < goal(r.formFactor, r.path) || r.cls > CLS_GOAL);
console.log(
  `\n${rows.length - missed.length} of ${rows.length} page measurements meet the goals ` +
    `(mobile >= 95 home, >= 90 tools; desktop >= 99; CLS <= ${CLS_GOAL}).`,
);
for (const r of missed) {
  console.log(
    `  below: ${r.formFactor} ${r.path} perf ${r.score} (goal ${goal(r.formFactor, r.path)}), CLS ${r.cls}`,
  );
}
if (missed.length && process.env.GOALS !== '0') process.exitCode = 1;
