#!/usr/bin/env bash
# Builds every wasm module of crates/wasm (one cargo feature each) into web/src/core/pkg/<module>/:
# cargo (release, wasm32) → wasm-bindgen (bundler target, for vite-plugin-wasm) → wasm-opt -Oz.
# The module list must match the loaders in web/src/core/modules.ts (a vitest test checks).
set -euo pipefail
cd "$(dirname "$0")/.."

ALL_MODULES=(base uuid tz xlsx opencc math kin money codes pinyin image imageinfo textfile phone)
# WASM_MODULES="base tz" rebuilds only those (a quicker loop while working on one tool).
read -r -a MODULES <<< "${WASM_MODULES:-${ALL_MODULES[*]}}"
OUT=web/src/core/pkg
WASM=target/wasm32-unknown-unknown/release/toolbox_wasm.wasm
WASM_OPT=node_modules/.bin/wasm-opt

if [ ! -x "$WASM_OPT" ]; then
  echo "wasm-opt not found at $WASM_OPT: run 'npm ci' first (it comes with the binaryen package)." >&2
  exit 1
fi

for module in "${MODULES[@]}"; do
  echo "wasm module '$module'"
  cargo build --quiet --release --target wasm32-unknown-unknown -p toolbox-wasm \
    --no-default-features --features "$module"
  rm -rf "${OUT:?}/$module"
  wasm-bindgen --target bundler --out-dir "$OUT/$module" --out-name "toolbox_$module" "$WASM"
  "$WASM_OPT" -Oz --strip-debug --strip-producers \
    -o "$OUT/$module/toolbox_${module}_bg.wasm" "$OUT/$module/toolbox_${module}_bg.wasm"
  printf '  %s: %s bytes, %s gzipped\n' "$module" \
    "$(wc -c < "$OUT/$module/toolbox_${module}_bg.wasm")" \
    "$(gzip -9 -c "$OUT/$module/toolbox_${module}_bg.wasm" | wc -c)"
done
touch "$OUT/.stamp"
