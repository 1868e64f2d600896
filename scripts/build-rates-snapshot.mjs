// Rebuilds crates/server/data/rates-snapshot.json (and its copy for the page), the dated exchange rates the server answers
// with when its upstream cannot be reached, from the npm package @fawazahmed0/currency-api
// (`v1/currencies/cny.json`; no licence file, the author allows free use: THIRD_PARTY_NOTICES.md).
// The rates are copied digit for digit from the JSON text (never through a float).
//
// Usage: node scripts/build-rates-snapshot.mjs [version]   (default: the version pinned below)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGE = '@fawazahmed0/currency-api';
const VERSION = process.argv[2] ?? '2026.9.29';
// The spec's ten (besides CNY), then the "more currencies" (crates/core/src/calc/exchange.rs).
const CURRENCIES = ['USD', 'GBP', 'RUB', 'KRW', 'JPY', 'SGD', 'HKD', 'EUR', 'CAD', 'INR'].concat([
  'TWD',
  'AUD',
  'THB',
  'MOP',
  'CHF',
  'NZD',
]);
// The server's fallback, and the same file shipped with the page (a first visit offline).
const OUTS = [
  'crates/server/data/rates-snapshot.json',
  'web/src/tools/calc/exchange-rate/rates-snapshot.json',
];

const work = mkdtempSync(join(tmpdir(), 'rates-'));
try {
  execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--pack-destination', work], {
    stdio: 'ignore',
  });
  const tgz = join(work, `fawazahmed0-currency-api-${VERSION}.tgz`);
  execFileSync('tar', ['xzf', tgz, '-C', work, 'package/v1/currencies/cny.json']);
  const text = readFileSync(join(work, 'package/v1/currencies/cny.json'), 'utf8');
  const date = JSON.parse(text).date;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`unexpected date ${date}`);
  const rates = {};
  for (const code of CURRENCIES) {
    const match = new RegExp(`"${code.toLowerCase()}"\\s*:\\s*([0-9.eE+-]+)`).exec(text);
    if (!match) throw new Error(`${code} missing from cny.json`);
    rates[code] = match[1];
  }
  const snapshot = { source: `${PACKAGE} ${VERSION}`, date, base: 'CNY', rates };
  for (const out of OUTS) {
    writeFileSync(out, `${JSON.stringify(snapshot, null, 2)}\n`);
    console.log(`${out}: ${date}, ${CURRENCIES.length} rates`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
