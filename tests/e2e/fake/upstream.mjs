// A local stand-in for every upstream of the server's /api proxy during the Playwright run (the
// tests never touch the internet). Each upstream's fake is one file in ./routes/ exporting
// `handle(url, request, response, send)`, which answers and returns true when the request is
// its own (their paths differ: Frankfurter's /v2/rates, ...). Started by playwright.config.ts;
// usage: node upstream.mjs <port>
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2] || 4178);
const routesDir = new URL('./routes/', import.meta.url);
const fakes = await Promise.all(
  readdirSync(routesDir)
    .filter((name) => name.endsWith('.mjs'))
    .sort()
    .map((name) => import(new URL(name, routesDir).href)),
);

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const send = (status, body, headers = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body);
  };
  if (url.pathname === '/healthz') return send(200, '{"status":"ok"}');
  for (const fake of fakes) {
    if (await fake.handle(url, request, response, send)) return;
  }
  send(404, '{"status":404,"message":"not found"}');
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close(() => process.exit(0)));
