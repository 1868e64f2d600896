#!/usr/bin/env bash
# Builds the copy of the `base` wasm module that the panic-recovery e2e test serves in place of
# the real one (tests/e2e/panic-recovery.spec.ts): the same exports and imports, plus the
# `test-panic` feature (caseConvert panics on text starting with `toolbox:test-panic`).
# The site never ships it: it lives in tests/e2e/.build/, and the production modules are built
# without the feature. Fails if its JS glue differs from the shipped module's, since the page
# runs the shipped glue with this wasm.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=tests/e2e/.build
WASM=target/wasm32-unknown-unknown/release/toolbox_wasm.wasm
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

cargo build --quiet --release --target wasm32-unknown-unknown -p toolbox-wasm \
  --no-default-features --features "base test-panic"
wasm-bindgen --target bundler --out-dir "$TMP" --out-name toolbox_base "$WASM"
if ! cmp -s "$TMP/toolbox_base_bg.js" web/src/core/pkg/base/toolbox_base_bg.js; then
  echo "The test-panic build of 'base' has different JS glue than web/src/core/pkg/base:" >&2
  echo "rebuild the real module first (WASM_MODULES=base scripts/build-wasm.sh)." >&2
  exit 1
fi
mkdir -p "$OUT"
node_modules/.bin/wasm-opt -Oz --strip-debug --strip-producers \
  -o "$OUT/toolbox_base_panic.wasm" "$TMP/toolbox_base_bg.wasm"
echo "  $OUT/toolbox_base_panic.wasm: $(wc -c < "$OUT/toolbox_base_panic.wasm") bytes"
