#!/usr/bin/env bash
# Accuracy (tests/pinyin/devset.tsv) and throughput (1 MB of text) of our pinyin converter
# next to pinyin-pro's, in one Node run. Builds the `pinyin` wasm module for Node first.
#   scripts/pinyin-bench.sh
# Optional column: pinyin-pro with its 19 MB dictionary (`npm i --no-save @pinyin-pro/data`).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=target/pinyin-bench
# Built as scripts/build-wasm.sh builds the page's module: opt-level 3, then wasm-opt -Oz.
CARGO_PROFILE_RELEASE_OPT_LEVEL=3 cargo build --quiet --release --target wasm32-unknown-unknown \
  -p toolbox-wasm --no-default-features --features pinyin
wasm-bindgen --target nodejs --out-dir "$OUT" --out-name toolbox_pinyin \
  target/wasm32-unknown-unknown/release/toolbox_wasm.wasm
node_modules/.bin/wasm-opt -Oz --strip-debug --strip-producers \
  -o "$OUT/toolbox_pinyin_bg.wasm" "$OUT/toolbox_pinyin_bg.wasm"
# The repository is "type": "module"; the generated glue is CommonJS.
echo '{ "type": "commonjs" }' > "$OUT/package.json"
node scripts/pinyin-bench.mjs "$OUT/toolbox_pinyin.js"
