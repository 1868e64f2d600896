#!/usr/bin/env bash
# Measures the shared store's goals (issue 26) on loopback, in one run: redis-server, two
# replicas sharing it behind nginx, one replica with its in-memory store for comparison, and the
# e2e fake upstream (tests/e2e/fake/upstream.mjs) standing in for every provider. Prints:
#
# 1. Throughput of the cached /api/rates with wrk, 64 connections: one in-memory replica
#    directly, the same behind nginx, and nginx -> two replicas sharing Redis (goal: the shared
#    cluster >= 70 % of one replica's in-memory rate, p99 < 15 ms).
# 2. 1,000 concurrent requests for one uncached translation through nginx (both replicas):
#    upstream calls, from the replicas' /metrics cache misses (goal: exactly 1).
# 3. redis-server killed (SIGKILL) under wrk load and started again: 5xx count and p99 (goal:
#    0 and < 50 ms), and the time until both replicas use it again (goal: < 5 s), checked by one
#    new translation asked of each replica in turn (1 upstream call).
# 4. One client flooding both replicas through nginx with a limit of 600/min, burst 20: requests
#    let through vs. the configured global rate (burst + rate x duration, +- one burst), 429s
#    and how many carried Retry-After.
#
# Usage: scripts/loadtest-cluster.sh (env: LOADTEST_SECS=8, LOADTEST_THREADS=2, ports 8520-8535,
# 6520 by default: LOADTEST_BASE, LOADTEST_REDIS_PORT). About a minute.
set -euo pipefail
cd "$(dirname "$0")/.."

SECS=${LOADTEST_SECS:-8}
THREADS=${LOADTEST_THREADS:-2}
BASE=${LOADTEST_BASE:-8520}
REDIS_PORT=${LOADTEST_REDIS_PORT:-6520}
export CLUSTER_RUN=${CLUSTER_RUN:-$PWD/target/loadtest-cluster}
BIN=${TOOLBOX_SERVER_BIN:-target/release/toolbox-server}

command -v wrk >/dev/null || { echo "wrk not found: apt-get install wrk" >&2; exit 1; }
command -v redis-server >/dev/null || { echo "redis-server not found: apt-get install redis-server" >&2; exit 1; }
[ -x "$BIN" ] || { echo "$BIN not found: make build" >&2; exit 1; }
[ -f "${CLUSTER_DIST:-web/dist}/index.html" ] || { echo "web/dist not built: make build" >&2; exit 1; }
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"

CLUSTER_LIB=1
# shellcheck source=scripts/cluster.sh
source scripts/cluster.sh
trap stop_all EXIT INT TERM

NGINX_SHARED=$BASE
A=$((BASE + 1)) B=$((BASE + 2)) SOLO=$((BASE + 3)) NGINX_SOLO=$((BASE + 4))
FAKE=$((BASE + 5))
MA=$((BASE + 11)) MB=$((BASE + 12)) MS=$((BASE + 13))
REDIS="redis://127.0.0.1:$REDIS_PORT"
UP="http://127.0.0.1:$FAKE"
COMMON=(--rates-upstream "$UP" --mymemory-upstream "$UP" --weather-upstream "$UP"
  --anime-upstream "$UP" --upstream-timeout-ms 10000)
HIGH=(--rate-limit-per-minute 1000000000 --rate-limit-burst 1000000000)

node tests/e2e/fake/upstream.mjs "$FAKE" &
PIDS+=("$!")
wait_for "$UP/healthz"
start_redis "$REDIS_PORT"
start_replica "$A" "$MA" --redis-url "$REDIS" "${COMMON[@]}" "${HIGH[@]}"
PID_A=$REPLICA_PID
start_replica "$B" "$MB" --redis-url "$REDIS" "${COMMON[@]}" "${HIGH[@]}"
PID_B=$REPLICA_PID
start_replica "$SOLO" "$MS" "${COMMON[@]}" "${HIGH[@]}"
start_nginx "$NGINX_SHARED" "$A" "$B"
start_nginx "$NGINX_SOLO" "$SOLO"

LUA=$(mktemp --suffix=.lua)
trap 'stop_all; rm -f "$LUA"' EXIT
cat >"$LUA" <<'LUA'
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) ok = 0; limited = 0; retry = 0; server = 0; other = 0 end
function response(status, headers, body)
  if status == 200 then ok = ok + 1
  elseif status == 429 then
    limited = limited + 1
    if headers["retry-after"] or headers["Retry-After"] then retry = retry + 1 end
  elseif status >= 500 then server = server + 1
  else other = other + 1 end
end
function done(summary, latency, requests)
  local t = { ok = 0, limited = 0, retry = 0, server = 0, other = 0 }
  for _, thread in ipairs(threads) do
    for k, _ in pairs(t) do t[k] = t[k] + thread:get(k) end
  end
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout
  io.write(string.format("RESULT %.0f %.2f %d %d %d %d %d %d %.2f\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(99) / 1000,
    t.ok, t.limited, t.retry, t.server, t.other + errors, summary.requests,
    summary.duration / 1e6))
end
LUA

# wrk <url> <connections> <secs>: "req/s p99ms ok 429 429+Retry-After 5xx other total secs"
measure() {
  wrk -t"$THREADS" -c"$2" -d"$3s" --latency -s "$LUA" "$1" | awk '/^RESULT/ { $1 = ""; print substr($0, 2) }'
}

misses() { # sum of the translate cache's misses (= upstream calls) over the shared replicas
  for port in "$MA" "$MB"; do curl -fsS "http://127.0.0.1:$port/metrics"; done |
    awk '/^toolbox_cache_requests_total\{/ && /cache="translate"/ && /result="miss"/ { s += $NF } END { print s + 0 }'
}

shared_up() { # 1 when both shared replicas use Redis
  for port in "$MA" "$MB"; do curl -fsS "http://127.0.0.1:$port/metrics"; done |
    awk '/^toolbox_shared_store_up / { n += ($NF == 1) } END { print (n == 2) ? 1 : 0 }'
}

translate() { # port text
  curl -fsS -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    -d "{\"text\":\"$2\",\"source\":\"en\",\"target\":\"zh\"}" "http://127.0.0.1:$1/api/translate"
}

for port in "$NGINX_SHARED" "$A" "$B" "$SOLO"; do
  curl -fsS "http://127.0.0.1:$port/api/rates" >/dev/null
done
for _ in $(seq 40); do [ "$(shared_up)" = 1 ] && break; sleep 0.05; done

echo "== 1. cached /api/rates, 64 connections, ${SECS}s each (req/s, p99 ms)"
read -r solo_rps solo_p99 _ <<<"$(measure "http://127.0.0.1:$SOLO/api/rates" 64 "$SECS")"
read -r nsolo_rps nsolo_p99 _ <<<"$(measure "http://127.0.0.1:$NGINX_SOLO/api/rates" 64 "$SECS")"
read -r shared_rps shared_p99 _ _ _ shared_5xx _ <<<"$(measure "http://127.0.0.1:$NGINX_SHARED/api/rates" 64 "$SECS")"
printf '  %-44s %8s req/s  p99 %6s ms\n' "one replica, in-memory, direct" "$solo_rps" "$solo_p99"
printf '  %-44s %8s req/s  p99 %6s ms\n' "nginx -> one replica, in-memory" "$nsolo_rps" "$nsolo_p99"
printf '  %-44s %8s req/s  p99 %6s ms  (5xx: %s)\n' "nginx -> two replicas sharing Redis" "$shared_rps" "$shared_p99" "$shared_5xx"
awk -v s="$shared_rps" -v a="$solo_rps" -v b="$nsolo_rps" 'BEGIN {
  printf "  shared cluster / one replica direct: %.0f %%; / one replica behind nginx: %.0f %% (goal >= 70 %%)\n", 100 * s / a, 100 * s / b }'

echo "== 2. 1,000 concurrent requests, one uncached translation (slow upstream), through nginx"
before=$(misses)
burst=$(node scripts/cluster-burst.mjs "http://127.0.0.1:$NGINX_SHARED" 1000 "flight $RANDOM$RANDOM fake:slow")
echo "  statuses: $burst; upstream calls: $(($(misses) - before)) (goal: 1)"

echo "== 3. redis-server killed under load (64 connections, /api/rates, $((SECS + 6))s) and restarted"
measure "http://127.0.0.1:$NGINX_SHARED/api/rates" 64 $((SECS + 6)) >"$CLUSTER_RUN/kill.txt" &
WRK=$!
sleep 2
kill -9 "$REDIS_PID"
sleep 3
down_seen=$(shared_up)
start_redis "$REDIS_PORT"
restarted=$(date +%s.%N)
until [ "$(shared_up)" = 1 ]; do sleep 0.02; done
resumed=$(date +%s.%N)
wait "$WRK"
read -r k_rps k_p99 k_ok _ _ k_5xx k_other k_total _ <"$CLUSTER_RUN/kill.txt"
echo "  $k_total requests, $k_ok ok, 5xx: $k_5xx, other errors: $k_other, p99 $k_p99 ms, $k_rps req/s (goals: 0 5xx, p99 < 50 ms)"
awk -v a="$restarted" -v b="$resumed" -v d="$down_seen" 'BEGIN {
  printf "  both replicas off Redis while it was down: %s; back on it %.2f s after the restart (goal < 5 s)\n", (d == 0) ? "yes" : "no", b - a }'
before=$(misses)
text="resumed $RANDOM$RANDOM"
echo "  a new translation asked of replica A then B: $(translate "$A" "$text") $(translate "$B" "$text"), upstream calls: $(($(misses) - before)) (goal: 1)"

echo "== 4. one client flooding both replicas through nginx, limit 600/min, burst 20, ${SECS}s"
kill "$PID_A" "$PID_B"
wait "$PID_A" "$PID_B" 2>/dev/null || true
redis-cli -p "$REDIS_PORT" flushall >/dev/null
LIMIT=(--rate-limit-per-minute 600 --rate-limit-burst 20)
start_replica "$A" "$MA" --redis-url "$REDIS" "${COMMON[@]}" "${LIMIT[@]}"
start_replica "$B" "$MB" --redis-url "$REDIS" "${COMMON[@]}" "${LIMIT[@]}"
for _ in $(seq 40); do [ "$(shared_up)" = 1 ] && break; sleep 0.05; done
read -r _ _ f_ok f_429 f_retry f_5xx _ f_total f_secs <<<"$(measure "http://127.0.0.1:$NGINX_SHARED/api/time" 8 "$SECS")"
awk -v ok="$f_ok" -v l="$f_429" -v r="$f_retry" -v e="$f_5xx" -v n="$f_total" -v s="$f_secs" 'BEGIN {
  expected = 20 + 10 * s
  printf "  %d requests in %.1f s: %d let through (global rate allows %.0f +- 20; two unshared replicas would allow %.0f), %d x 429 (%d with Retry-After), %d x 5xx\n",
    n, s, ok, expected, 2 * expected, l, r, e }'
