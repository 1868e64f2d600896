#!/usr/bin/env bash
# Load test of the server on loopback with wrk (Debian package `wrk`): a cached /api route
# (/api/rates, answered from the server's cache after the first call), static files (/robots.txt,
# a small file: the case that showed the missing TCP_NODELAY as ~25 req/s on one kept-alive
# connection; the home page's brotli index.html as a browser asks for it), and /healthz as the
# peer (the least the server can do), each at 1 and 64 connections, bounded in time. Prints
# requests per second, p99 latency, errors, and each route's rate as a share of /healthz's at the
# same connection count: on a shared, noisy machine the ratio is what compares across runs.
# Goal on the 2-core dev machine: >= 20,000 req/s, p99 < 10 ms, 0 errors.
#
# It starts its own server on LOADTEST_PORT (default 4390) with the rates upstream pointed at a
# closed local port, so /api/rates answers from the built-in snapshot (nothing leaves the
# machine), and with a rate limit far above the load so the limiter's cost is measured but it
# never answers 429.
#
# Usage: scripts/loadtest.sh   (env: LOADTEST_PORT, LOADTEST_SECS=5, LOADTEST_THREADS=2)
# Runs 4 targets x 2 connection counts x LOADTEST_SECS (40 s by default).
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=${LOADTEST_PORT:-4390}
SECS=${LOADTEST_SECS:-5}
THREADS=${LOADTEST_THREADS:-2}
BIN=${TOOLBOX_SERVER_BIN:-target/release/toolbox-server}

command -v wrk >/dev/null || { echo "wrk not found: apt-get install wrk" >&2; exit 1; }
[ -x "$BIN" ] || { echo "$BIN not found: cargo build --release -p toolbox-server" >&2; exit 1; }
[ -f web/dist/index.html ] || { echo "web/dist not built: npm run build" >&2; exit 1; }

"$BIN" --addr "127.0.0.1:$PORT" --dist web/dist --log error \
  --rates-upstream http://127.0.0.1:9 --upstream-timeout-ms 500 \
  --rate-limit-per-minute 1000000000 --rate-limit-burst 1000000000 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break
  sleep 0.1
done
# Warm the cache (the first call tries the closed upstream, then serves the snapshot).
curl -fsS "http://127.0.0.1:$PORT/api/rates" >/dev/null

# wrk's Lua hook prints one machine-readable line after its own summary.
REPORT=$(mktemp --suffix=.lua)
trap 'kill $SERVER 2>/dev/null || true; rm -f "$REPORT"' EXIT
cat >"$REPORT" <<'LUA'
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format("RESULT %.0f %.2f %d %d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(99) / 1000,
    errors, summary.requests))
end
LUA

printf '%-12s %5s %10s %8s %7s %9s %9s\n' target conns 'req/s' 'p99 ms' errors requests 'vs healthz'
declare -A PEER
# name|path|extra wrk header
for target in 'healthz|/healthz|' 'rates|/api/rates|' 'robots|/robots.txt|' \
  'index.br|/|Accept-Encoding: br, gzip'; do
  IFS='|' read -r name path header <<<"$target"
  for conns in 1 64; do
    threads=$(( conns < THREADS ? conns : THREADS ))
    args=(-t"$threads" -c"$conns" -d"${SECS}s" --timeout 2s --latency -s "$REPORT")
    [ -n "$header" ] && args+=(-H "$header")
    line=$(wrk "${args[@]}" "http://127.0.0.1:$PORT$path" | grep '^RESULT')
    read -r _ rps p99 errors requests <<<"$line"
    [ "$name" = healthz ] && PEER[$conns]=$rps
    ratio=$(awk -v a="$rps" -v b="${PEER[$conns]}" 'BEGIN { printf "%.2f", (b > 0) ? a / b : 0 }')
    printf '%-12s %5s %10s %8s %7s %9s %9s\n' "$name" "$conns" "$rps" "$p99" "$errors" "$requests" "$ratio"
  done
done
