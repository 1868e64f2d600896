// A local stand-in for the server's upstreams during the Playwright run (the tests never touch
// the internet): Frankfurter v2's `GET /v2/rates?base=CNY&quotes=...`, answered from
// frankfurter-rates.json. Started by playwright.config.ts; usage: node upstream.mjs <port>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2] || 4178);
const fixture = JSON.parse(readFileSync(new URL('./frankfurter-rates.json', import.meta.url)));

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };
  if (url.pathname === '/healthz') return send(200, '{"status":"ok"}');
  if (url.pathname === '/v2/rates' && url.searchParams.get('base') === 'CNY') {
    const quotes = (url.searchParams.get('quotes') ?? '').split(',');
    // Numbers written out as JSON numbers, digit for digit, as Frankfurter does.
    const rows = Object.entries(fixture.rates)
      .filter(([quote]) => quotes.includes(quote))
      .map(
        ([quote, rate]) =>
          `{"date":"${fixture.date}","base":"CNY","quote":"${quote}","rate":${rate}}`,
      );
    return send(200, `[${rows.join(',')}]`);
  }
  send(404, '{"status":404,"message":"not found"}');
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close(() => process.exit(0)));
