// Fires N identical POST /api/translate requests at once (one connection each) and prints how
// the statuses came out, as JSON. Used by scripts/loadtest-cluster.sh for "one uncached key,
// many concurrent requests over the replicas: one upstream call".
// Usage: node scripts/cluster-burst.mjs <base url> <n> <text>
const [base, n = '1000', text = 'hello'] = process.argv.slice(2);
const body = JSON.stringify({ text, source: 'en', target: 'zh' });
const started = performance.now();
const statuses = await Promise.all(
  Array.from({ length: Number(n) }, () =>
    fetch(`${base}/api/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 'error'),
  ),
);
const counts = {};
for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
console.log(JSON.stringify({ counts, ms: Math.round(performance.now() - started) }));
