/**
 * End-to-end tests: Debian's chromium, driven by Playwright, against the real server binary
 * serving the production build (`make e2e` builds both first). The server's upstreams (exchange
 * rates, ...) are replaced by a local fake (tests/e2e/fake/upstream.mjs) on E2E_PORT + 5, or
 * E2E_FAKE_UPSTREAM_PORT: nothing in the suite touches the internet.
 */
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 4173);
const SERVER = process.env.TOOLBOX_SERVER_BIN || 'target/release/toolbox-server';
const FAKE_UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_FAKE_UPSTREAM_PORT || PORT + 5)}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The service worker would precache the whole site in the background of every test;
    // the offline specs turn it on for themselves.
    serviceWorkers: 'block',
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `node tests/e2e/fake/upstream.mjs ${new URL(FAKE_UPSTREAM).port}`,
      url: `${FAKE_UPSTREAM}/healthz`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command:
        `${SERVER} --addr 127.0.0.1:${PORT} --dist web/dist --log warn ` +
        `--rates-upstream ${FAKE_UPSTREAM} ` +
        `--weather-upstream ${FAKE_UPSTREAM} --anime-upstream ${FAKE_UPSTREAM} ` +
        `--mymemory-upstream ${FAKE_UPSTREAM} --libretranslate-upstream ${FAKE_UPSTREAM} ` +
        `--upstream-timeout-ms 3000 ` +
        // The suite's hundreds of pages would spend the free tiers' budgets (100 trace.moe
        // searches, 5,000 MyMemory characters); the budgets have their own server tests.
        `--mymemory-daily-chars 0 --anime-monthly-searches 0`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
