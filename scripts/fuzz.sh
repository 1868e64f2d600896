#!/usr/bin/env bash
# `make fuzz`: runs every cargo-fuzz target in fuzz/ for FUZZ_SECONDS (default 60), one after
# the other, and prints one table: target, executions, seconds, corpus size, crashes.
# Exits non-zero when any target crashed, timed out (FUZZ_TIMEOUT s per input, default 1) or
# ran out of memory (2 GiB). Crashing inputs are saved in fuzz/artifacts/<target>/; copy them
# into fuzz/corpus/<target>/ (as crash-<what>) once fixed, so `cargo test` keeps checking them.
#
#   FUZZ_SECONDS=600 make fuzz              every target for ten minutes
#   FUZZ_TARGETS="calculator units" make fuzz
#   FUZZ_NICE=19 make fuzz                  on a shared machine
#   FUZZ_NICE=19 FUZZ_TIMEOUT=10 make fuzz  ... that is busy: libFuzzer's timeout is wall time,
#                                           and a starved nice-19 process can pass 1 s on an
#                                           input that takes 1 ms (re-run a timeout-* artifact
#                                           alone: `fuzz/target/*/release/<target> <file>`)
#
# New inputs libFuzzer finds go to fuzz/work/<target>/ (not committed); the committed seeds in
# fuzz/corpus/<target>/ are read but never written.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

SECONDS_EACH=${FUZZ_SECONDS:-60}
TIMEOUT=${FUZZ_TIMEOUT:-1}
NICE=${FUZZ_NICE:-0}

if ! rustup toolchain list | grep -q '^nightly'; then
  echo "Installing the nightly toolchain (cargo-fuzz needs it)"
  rustup toolchain install nightly --profile minimal
fi
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
  echo "Installing cargo-fuzz (once, a few minutes)"
  cargo install cargo-fuzz --locked
fi

read -r -a TARGETS <<< "${FUZZ_TARGETS:-$(cargo +nightly fuzz list | tr '\n' ' ')}"
nice -n "$NICE" cargo +nightly fuzz build -O >/dev/null

# Which dictionary a target uses (the grammar's keywords), if any: dict/<target>.dict.
dict_for() {
  case "$1" in
    rmb_to_capital | rmb_read_capital) echo dict/rmb.dict ;;
    *) if [ -f "dict/$1.dict" ]; then echo "dict/$1.dict"; fi ;;
  esac
}

rows=()
failed=0
for target in "${TARGETS[@]}"; do
  mkdir -p "work/$target" "artifacts/$target"
  log="work/$target.log"
  dict=$(dict_for "$target")
  args=(-max_total_time="$SECONDS_EACH" -timeout="$TIMEOUT" -rss_limit_mb=2048
    -malloc_limit_mb=2048 -print_final_stats=1 -artifact_prefix="artifacts/$target/")
  [ -n "$dict" ] && args+=(-dict="$dict")
  echo "fuzzing $target for ${SECONDS_EACH}s" >&2
  start=$(date +%s)
  status=0
  nice -n "$NICE" cargo +nightly fuzz run -O "$target" "work/$target" "corpus/$target" -- "${args[@]}" \
    >"$log" 2>&1 || status=$?
  elapsed=$(($(date +%s) - start))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  corpus=$(grep -o 'corp: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  crashes=0
  if [ "$status" -ne 0 ]; then
    crashes=1
    failed=1
    # The first panic's place, else libFuzzer's own verdict (not `-timeout=` in its command line).
    kind=$(grep -o -m1 -E 'panicked at [^ ]+|ERROR: libFuzzer: [a-z -]+|ERROR: LeakSanitizer' "$log" ||
      echo "exit $status")
    rows+=("$(printf '%-18s %12s %8s %8s %8s  %s' "$target" "${execs:-?}" "$elapsed" "${corpus:-?}" "$crashes" "$kind: see fuzz/$log")")
  else
    rows+=("$(printf '%-18s %12s %8s %8s %8s' "$target" "${execs:-?}" "$elapsed" "${corpus:-?}" "$crashes")")
  fi
  echo "${rows[-1]}" >&2 # as it goes, so an interrupted run keeps its rows
done

printf '%-18s %12s %8s %8s %8s\n' target executions seconds corpus crashes
printf '%s\n' "${rows[@]}"
exit "$failed"
