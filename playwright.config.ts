/**
 * End-to-end tests: Debian's chromium, driven by Playwright, against the real server binary
 * serving the production build (`make e2e` builds both first).
 */
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 4173);
const SERVER = process.env.TOOLBOX_SERVER_BIN || 'target/release/toolbox-server';

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
  webServer: {
    command: `${SERVER} --addr 127.0.0.1:${PORT} --dist web/dist --log warn`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
