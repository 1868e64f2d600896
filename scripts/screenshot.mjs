// Dev helper: screenshot a page of the running site in Debian's chromium, printing console
// errors. Usage: node scripts/screenshot.mjs <url> <out.png> [width=1366] [language=中文|English]
// COLOR_SCHEME=dark (or light) emulates the system colour scheme, for the dark theme.
import { chromium } from '@playwright/test';

const [url, out, width = '1366', language] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [English|中文]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const context = await browser.newContext({
  viewport: { width: Number(width), height: Number(width) < 600 ? 800 : 900 },
  serviceWorkers: 'block',
  ...(process.env.COLOR_SCHEME ? { colorScheme: process.env.COLOR_SCHEME } : {}),
});
if (language) await context.addInitScript((l) => localStorage.setItem('language', l), language);
const page = await context.newPage();
page.on(
  'console',
  (m) => ['error', 'warning'].includes(m.type()) && console.log(`[${m.type()}] ${m.text()}`),
);
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.WAIT_MS || 500));
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log(`saved ${out}`);
await browser.close();
