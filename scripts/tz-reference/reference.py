#!/usr/bin/env python3
"""Writes what Python's zoneinfo, with the PyPI `tzdata` package pinned in requirements.txt,
says about every zone: the reference of the differential test crates/core/tests/tz_differential.rs
(`make tz-diff`, part of `make test`).

Usage: PYTHONTZPATH= python reference.py OUT.tsv   (PYTHONTZPATH empty: the tzdata package's
data, never the system's /usr/share/zoneinfo)

Lines, tab-separated:
  V  version                               the IANA release (tzdata.IANA_VERSION)
  Z  zone                                  every zone name zoneinfo offers
  T  zone  at  before  after               every change of UTC offset in [1900, 2200)
  I  zone  at  offset  abbreviation  dst   an instant: offset (s), name, dst() != 0
  L  zone  local  fold0  fold1             a wall-clock time: utcoffset (s) with fold=0, fold=1
Instants are Unix seconds; `local` is the wall-clock time as if it were UTC, in Unix seconds.

Where the changes are: zoneinfo has no public list of them, so the candidates are the explicit
transition times of each zone's TZif file (read from the same tzdata package) plus, after the
last of them (where the file's POSIX rule takes over), a scan at 7-day steps narrowed down to
the second by bisection. zoneinfo itself decides each offset; the candidates only say where to
look. No rule changes the offset twice within 7 days.
"""

import importlib.resources
import random
import struct
import sys
import zoneinfo
from datetime import datetime, timedelta, timezone

import tzdata

FROM = int(datetime(1900, 1, 1, tzinfo=timezone.utc).timestamp())
TO = int(datetime(2200, 1, 1, tzinfo=timezone.utc).timestamp())
SEED = 20261128
RANDOM_INSTANTS = 4000
RANDOM_LOCALS = 2000
STEP = 7 * 86400
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def tzif(name):
    return importlib.resources.files("tzdata.zoneinfo").joinpath(*name.split("/")).read_bytes()


def tzif_transitions(data):
    """The explicit transition times (64-bit section of a TZif v2+ file)."""

    def header(at):
        counts = struct.unpack(">6l", data[at + 20 : at + 44])
        return counts  # isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt

    isut, isstd, leap, time, typ, char = header(0)
    v1_size = 44 + time * 5 + typ * 6 + char + leap * 8 + isstd + isut
    if data[4:5] == b"\x00":  # version 1: 32-bit times only
        return list(struct.unpack(f">{time}l", data[44 : 44 + time * 4]))
    _, _, _, time, _, _ = header(v1_size)
    start = v1_size + 44
    return list(struct.unpack(f">{time}q", data[start : start + time * 8]))


def offset(zone, at):
    return int((EPOCH + timedelta(seconds=at)).astimezone(zone).utcoffset().total_seconds())


def changes(data, zone):
    """Every (at, before, after) with before != after, FROM <= at < TO."""
    explicit = tzif_transitions(data)
    candidates = {t for t in explicit if FROM <= t < TO}
    # After the last explicit transition the POSIX rule in the footer applies: scan it, unless
    # it is a fixed offset (no comma: no daylight-saving rule).
    footer = data.rstrip(b"\n").rsplit(b"\n", 1)[-1]
    t = max(explicit[-1] if explicit else FROM, FROM)
    previous = offset(zone, t)
    while t < TO and b"," in footer:
        nxt = min(t + STEP, TO - 1)
        now = offset(zone, nxt)
        if now != previous:
            lo, hi = t, nxt  # offset(lo) == previous, offset(hi) != previous
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if offset(zone, mid) == previous:
                    lo = mid
                else:
                    hi = mid
            candidates.add(hi)
        previous = now
        if nxt == TO - 1:
            break
        t = nxt
    out = []
    for at in sorted(candidates):
        before, after = offset(zone, at - 1), offset(zone, at)
        if before != after:
            out.append((at, before, after))
    return out


def instant(zone, at):
    local = (EPOCH + timedelta(seconds=at)).astimezone(zone)
    return int(local.utcoffset().total_seconds()), local.tzname(), int(bool(local.dst()))


def local_offsets(zone, local):
    naive = (EPOCH + timedelta(seconds=local)).replace(tzinfo=None)
    return tuple(
        int(naive.replace(tzinfo=zone, fold=fold).utcoffset().total_seconds()) for fold in (0, 1)
    )


def main(out_path):
    names = sorted(zoneinfo.available_timezones())
    rng = random.Random(SEED)
    with open(out_path, "w", encoding="utf-8") as out:
        out.write(f"V\t{tzdata.IANA_VERSION}\n")
        for name in names:
            out.write(f"Z\t{name}\n")
        # Links share their target's data: the changes are found once per distinct file.
        found = {}
        for name in names:
            zone = zoneinfo.ZoneInfo(name)
            data = tzif(name)
            if data not in found:
                found[data] = changes(data, zone)
            for at, before, after in found[data]:
                out.write(f"T\t{name}\t{at}\t{before}\t{after}\n")
                # The instants on either side, and the wall-clock time in the middle of the gap
                # or overlap the change makes.
                for t in (at - 1, at):
                    out.write(f"I\t{name}\t{t}\t" + "\t".join(map(str, instant(zone, t))) + "\n")
                local = at + min(before, after) + abs(after - before) // 2
                fold0, fold1 = local_offsets(zone, local)
                out.write(f"L\t{name}\t{local}\t{fold0}\t{fold1}\n")
        for _ in range(RANDOM_INSTANTS):
            name, at = rng.choice(names), rng.randrange(FROM, TO)
            zone = zoneinfo.ZoneInfo(name)
            out.write(f"I\t{name}\t{at}\t" + "\t".join(map(str, instant(zone, at))) + "\n")
        for _ in range(RANDOM_LOCALS):
            name, local = rng.choice(names), rng.randrange(FROM + 86400, TO - 86400)
            fold0, fold1 = local_offsets(zoneinfo.ZoneInfo(name), local)
            out.write(f"L\t{name}\t{local}\t{fold0}\t{fold1}\n")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
