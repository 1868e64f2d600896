#!/usr/bin/env bash
# Rebuilds crates/core/data/code-font.ttf: the printable-ASCII subset of Noto Sans Mono Regular
# that the QR/barcode renderer draws human-readable text with (see crates/core/data/README.md).
# Needs npm (the font comes from the @fontsource package) and python3 (fontTools, installed
# into a throw-away virtual environment). Run it only to change the font; the output is committed.
set -euo pipefail
cd "$(dirname "$0")/.."

FONT_PACKAGE=@fontsource/noto-sans-mono@5.3.0
FONTTOOLS=fonttools==4.60.1
OUT=crates/core/data/code-font.ttf

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && npm pack --silent "$FONT_PACKAGE" >/dev/null && tar xzf ./*.tgz)
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet "$FONTTOOLS"

# Printable ASCII is what Code 128, Code 39, Codabar and the EAN/UPC/ITF digits can show.
"$work/venv/bin/pyftsubset" "$work/package/files/noto-sans-mono-latin-400-normal.woff" \
  --unicodes=U+0020-007E --no-hinting --desubroutinize --layout-features='' \
  --flavor= --name-IDs='*' --output-file="$OUT"
cp "$work/package/LICENSE" crates/core/data/code-font-OFL.txt
echo "$OUT: $(wc -c < "$OUT") bytes"
