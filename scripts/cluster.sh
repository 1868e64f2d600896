#!/usr/bin/env bash
# The server as a small cluster on loopback (`make cluster`): redis-server, CLUSTER_REPLICAS
# server replicas sharing it (caches, per-client rate limit, upstream budgets), and nginx in
# front (deploy/cluster/nginx.conf.in). Prints the URL; Ctrl-C stops everything.
#
# Env: CLUSTER_PORT (nginx, default 8080), CLUSTER_REPLICAS (2), CLUSTER_REPLICA_PORT (first
# replica's port, default 8081), CLUSTER_REDIS_PORT (6390), CLUSTER_METRICS_PORT (first replica's
# /metrics port, default 9181), CLUSTER_RUN (state dir, default target/cluster). Extra arguments
# go to every replica (e.g. --rates-upstream http://127.0.0.1:4178).
#
# Also sourced by scripts/loadtest-cluster.sh for its start_* functions (CLUSTER_LIB=1).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${TOOLBOX_SERVER_BIN:-target/release/toolbox-server}
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
RUN=${CLUSTER_RUN:-$PWD/target/cluster}
mkdir -p "$RUN"
PIDS=()

stop_all() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}

wait_for() { # url [tries]
  for _ in $(seq "${2:-100}"); do
    curl -fsS "$1" >/dev/null 2>&1 && return 0
    sleep 0.05
  done
  echo "no answer from $1" >&2
  return 1
}

start_redis() { # port; sets REDIS_PID
  redis-server "$PWD/deploy/cluster/redis.conf" --port "$1" --dir "$RUN" \
    --logfile "$RUN/redis-$1.log" &
  REDIS_PID=$!
  PIDS+=("$REDIS_PID")
  for _ in $(seq 100); do
    redis-cli -p "$1" ping >/dev/null 2>&1 && return 0
    sleep 0.05
  done
  echo "redis-server did not start on $1" >&2
  return 1
}

start_replica() { # port metrics_port [args...]; sets REPLICA_PID
  local port=$1 metrics=$2
  shift 2
  "$BIN" --addr "127.0.0.1:$port" --dist "${CLUSTER_DIST:-web/dist}" --log "${CLUSTER_LOG:-warn}" \
    --metrics-addr "127.0.0.1:$metrics" --trust-forwarded-for "$@" &
  REPLICA_PID=$!
  PIDS+=("$REPLICA_PID")
  wait_for "http://127.0.0.1:$port/healthz"
}

start_nginx() { # listen_port replica_port...
  local listen=$1 servers=""
  shift
  for port in "$@"; do servers+="        server 127.0.0.1:$port;"$'\n'; done
  mkdir -p "$RUN/nginx-$listen"
  local conf="$RUN/nginx-$listen/nginx.conf"
  sed -e "s|@RUN@|$RUN/nginx-$listen|g" -e "s|@LISTEN@|127.0.0.1:$listen|" \
    deploy/cluster/nginx.conf.in | awk -v servers="$servers" '/@REPLICAS@/ { printf "%s", servers; next } { print }' >"$conf"
  "$NGINX" -e stderr -p "$RUN/nginx-$listen" -c "$conf" -g 'daemon off;' &
  PIDS+=("$!")
  wait_for "http://127.0.0.1:$listen/healthz"
}

[ "${CLUSTER_LIB:-}" = 1 ] && return 0

[ -x "$BIN" ] || { echo "$BIN not found: make build" >&2; exit 1; }
[ -f "${CLUSTER_DIST:-web/dist}/index.html" ] || { echo "web/dist not built: make build" >&2; exit 1; }
command -v redis-server >/dev/null || { echo "redis-server not found: apt-get install redis-server" >&2; exit 1; }
[ -x "$NGINX" ] || { echo "nginx not found: apt-get install nginx-light" >&2; exit 1; }

trap stop_all EXIT INT TERM
PORT=${CLUSTER_PORT:-8080}
REPLICAS=${CLUSTER_REPLICAS:-2}
FIRST=${CLUSTER_REPLICA_PORT:-8081}
METRICS=${CLUSTER_METRICS_PORT:-9181}
REDIS_PORT=${CLUSTER_REDIS_PORT:-6390}

start_redis "$REDIS_PORT"
ports=()
for i in $(seq 0 $((REPLICAS - 1))); do
  start_replica $((FIRST + i)) $((METRICS + i)) --redis-url "redis://127.0.0.1:$REDIS_PORT" "$@"
  ports+=($((FIRST + i)))
done
start_nginx "$PORT" "${ports[@]}"
echo "Cluster: redis-server on 127.0.0.1:$REDIS_PORT, replicas on ${ports[*]} (metrics from $METRICS), nginx in front."
echo "Open http://127.0.0.1:$PORT/ (Ctrl-C stops the cluster)"
wait
