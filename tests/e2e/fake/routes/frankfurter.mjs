// Fake Frankfurter v2: `GET /v2/rates?base=CNY&quotes=...`, answered from frankfurter-rates.json.
import { readFileSync } from 'node:fs';

const fixture = JSON.parse(readFileSync(new URL('./frankfurter-rates.json', import.meta.url)));

/** @returns {boolean} whether this fake answered the request */
export function handle(url, request, response, send) {
  if (url.pathname !== '/v2/rates' || url.searchParams.get('base') !== 'CNY') return false;
  const quotes = (url.searchParams.get('quotes') ?? '').split(',');
  // Numbers written out as JSON numbers, digit for digit, as Frankfurter does.
  const rows = Object.entries(fixture.rates)
    .filter(([quote]) => quotes.includes(quote))
    .map(
      ([quote, rate]) =>
        `{"date":"${fixture.date}","base":"CNY","quote":"${quote}","rate":${rate}}`,
    );
  send(200, `[${rows.join(',')}]`);
  return true;
}
