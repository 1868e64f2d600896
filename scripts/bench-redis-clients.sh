#!/usr/bin/env bash
# The two Redis clients of issue 26 side by side (bench/redis-clients): redis-rs 1.x with its
# ConnectionManager, as the server uses it, and fred, doing the shared store's operations (cache
# GET hit, SET PX, the GCRA script by EVALSHA, the SET NX PX lock) at concurrency 1 and 64, in
# alternating rounds, then the fault behaviour (Redis stopped with SIGSTOP, killed and restarted).
# Starts its own redis-server (Debian's) on a free loopback port and stops it at the end.
#
# Usage: scripts/bench-redis-clients.sh (or make bench-redis). Env: BENCH_ROUNDS=5,
# BENCH_C1_MS=400, BENCH_C64_MS=800, BENCH_FAULT_ROUNDS=3. About 1.5 minutes after the build.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v redis-server >/dev/null || { echo "redis-server not found: make redis (apt-get install redis-server)" >&2; exit 1; }

export CARGO_TARGET_DIR=$PWD/target/bench-redis-clients
BIN=$CARGO_TARGET_DIR/release/redis-clients-bench
echo "Building bench/redis-clients (release)" >&2
nice -n 10 cargo build --release --locked --quiet --manifest-path bench/redis-clients/Cargo.toml

RUN=$(mktemp -d)
PID_FILE=$RUN/redis.pid
stop() {
  if [ -s "$PID_FILE" ]; then
    local pid
    pid=$(cat "$PID_FILE")
    kill -CONT "$pid" 2>/dev/null || true
    kill "$pid" 2>/dev/null || true
  fi
  rm -rf "$RUN"
}
trap stop EXIT INT TERM

# A free loopback port: try random ones until redis-server starts on one.
for _ in $(seq 20); do
  PORT=$((20000 + RANDOM % 30000))
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && continue # taken
  # No persistence: a restarted Redis starts empty, as after a crash without a dump.
  REDIS_CMD=(redis-server --bind 127.0.0.1 --port "$PORT" --save "" --appendonly no
    --dir "$RUN" --logfile "$RUN/redis.log")
  "${REDIS_CMD[@]}" &
  disown # the bench kills it (SIGKILL): no "Killed" note from bash
  echo $! >"$PID_FILE"
  for _ in $(seq 100); do
    redis-cli -p "$PORT" ping >/dev/null 2>&1 && break 2
    kill -0 "$(cat "$PID_FILE")" 2>/dev/null || break
    sleep 0.05
  done
  kill "$(cat "$PID_FILE")" 2>/dev/null || true
  : >"$PID_FILE"
done
[ -s "$PID_FILE" ] || { echo "redis-server did not start" >&2; exit 1; }

echo "$(redis-server --version | cut -d' ' -f1-3) on 127.0.0.1:$PORT, $(nproc) cores" >&2
"$BIN" --port "$PORT" --pid "$(cat "$PID_FILE")" --pid-file "$PID_FILE" \
  --rounds "${BENCH_ROUNDS:-5}" --c1-ms "${BENCH_C1_MS:-400}" --c64-ms "${BENCH_C64_MS:-800}" \
  --fault-rounds "${BENCH_FAULT_ROUNDS:-3}" -- "${REDIS_CMD[@]}"
