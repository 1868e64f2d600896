#!/usr/bin/env bash
# Builds every wasm module of crates/wasm (one cargo feature each) into web/src/core/pkg/<module>/:
# cargo (release, wasm32) → wasm-bindgen (bundler target, for vite-plugin-wasm) → wasm-opt -Oz.
# The module list must match the loaders in web/src/core/modules.ts (a vitest test checks).
#
# The cargo builds run one after another (they share the compiled core), but each module's
# wasm-bindgen and wasm-opt run in the background while the next module compiles: wasm-opt -Oz
# is the slow part (up to ~45 s for one module on a busy 2-core machine). At most WASM_JOBS
# (default: the number of cores) of those run at once.
set -euo pipefail
cd "$(dirname "$0")/.."

ALL_MODULES=(base uuid tz xlsx opencc math kin money codes pinyin image imageinfo textfile phone)
# WASM_MODULES="base tz" rebuilds only those (a quicker loop while working on one tool).
read -r -a MODULES <<< "${WASM_MODULES:-${ALL_MODULES[*]}}"
OUT=web/src/core/pkg
WASM=target/wasm32-unknown-unknown/release/toolbox_wasm.wasm
WASM_OPT=node_modules/.bin/wasm-opt
JOBS=${WASM_JOBS:-$(nproc 2>/dev/null || echo 1)}
# Modules built for speed (opt-level 3) instead of size (the workspace's "s"): the text
# converters, which run over whole pastes. Measured in Node on 4,000-character pieces
# (scripts/pinyin-bench.sh, scripts/bench-opencc.mjs): pinyin about 1.4x faster, the module no
# bigger (its size is the lexicon); the others stay small, they load on first visits.
SPEED_MODULES=" pinyin opencc "

if [ ! -x "$WASM_OPT" ]; then
  echo "wasm-opt not found at $WASM_OPT: run 'npm ci' first (it comes with the binaryen package)." >&2
  exit 1
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

finish() { # <module>: bindgen + opt of the copy in $WORK, output in $WORK/<module>.log
  local module=$1
  rm -rf "${OUT:?}/$module"
  wasm-bindgen --target bundler --out-dir "$OUT/$module" --out-name "toolbox_$module" \
    "$WORK/$module.wasm"
  "$WASM_OPT" -Oz --strip-debug --strip-producers \
    -o "$OUT/$module/toolbox_${module}_bg.wasm" "$OUT/$module/toolbox_${module}_bg.wasm"
  rm -f "$WORK/$module.wasm"
  printf "  %s: %s bytes, %s gzipped\n" "$module" \
    "$(wc -c < "$OUT/$module/toolbox_${module}_bg.wasm")" \
    "$(gzip -9 -c "$OUT/$module/toolbox_${module}_bg.wasm" | wc -c)"
}

for module in "${MODULES[@]}"; do
  echo "wasm module '$module'"
  opt=s
  [[ "$SPEED_MODULES" == *" $module "* ]] && opt=3
  CARGO_PROFILE_RELEASE_OPT_LEVEL=$opt cargo build --quiet --release \
    --target wasm32-unknown-unknown -p toolbox-wasm --no-default-features --features "$module"
  cp "$WASM" "$WORK/$module.wasm"
  while (( $(jobs -rp | wc -l) >= JOBS )); do wait -n || true; done
  (finish "$module"; touch "$WORK/$module.ok") > "$WORK/$module.log" 2>&1 &
done
wait
failed=0
for module in "${MODULES[@]}"; do
  [ -e "$WORK/$module.ok" ] || { failed=1; echo "wasm module '$module' failed:" >&2; }
  cat "$WORK/$module.log"
done
(( failed == 0 )) || exit 1
touch "$OUT/.stamp"
