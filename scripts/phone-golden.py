#!/usr/bin/env python3
"""Writes crates/core/src/phone/golden.tsv: sampled mobile prefixes with what Google's
libphonenumber itself (PyPI `phonenumbers`, pinned) says about them, for the Rust test
`phone::tests::golden_prefixes_agree_with_libphonenumber`, which looks each up in our table.

    pip install phonenumbers==9.0.43 && python3 scripts/phone-golden.py

Samples: two seeded-random 7-digit prefixes of every 4-digit block 1300-1999 (allocated or
not), plus the prefixes named in issue 24 (virtual-operator blocks, 19x, unallocated blocks,
newer prefixes). Columns: prefix, valid (is_valid_number of prefix + 0000), carrier (English,
empty when libphonenumber names none), description (English; "China" when it has no city),
coarse (1 when that description comes from a key of 4 digits or fewer, which our table does
not use as a city: see scripts/build-phone-data.py).
"""
import random
from pathlib import Path

import phonenumbers
from phonenumbers import carrier, geocoder
from phonenumbers.geodata import GEOCODE_DATA

assert phonenumbers.__version__ == '9.0.43', phonenumbers.__version__
OUT = Path(__file__).resolve().parent.parent / 'crates/core/src/phone/golden.tsv'
NAMED = ['1380013', '1704123', '1707000', '1708555', '1709999', '1710000', '1718888', '1670123',
         '1675555', '1620185', '1651234', '1700123', '1703555', '1960001', '1965432', '1970001',
         '1975432', '1541183', '1600291', '1844100', '1477270', '1349000', '1740012', '1740600',
         '1610123', '1921234', '1730000', '1990000', '1450000', '1410000', '1990471']


def coarse(prefix):
    for n in range(7, 0, -1):
        if '86' + prefix[:n] in GEOCODE_DATA:
            return n <= 4
    return False


def main():
    rng = random.Random(24)
    prefixes = set(NAMED)
    for block in range(1300, 2000):
        for _ in range(2):
            prefixes.add(f'{block}{rng.randrange(1000):03d}')
    rows = ['prefix\tvalid\tcarrier\tdescription\tcoarse']
    for p in sorted(prefixes):
        n = phonenumbers.parse(f'+86{p}0000')
        valid = phonenumbers.is_valid_number(n)
        rows.append('\t'.join([p, str(int(valid)), carrier.name_for_number(n, 'en') if valid else '',
                               geocoder.description_for_number(n, 'en') if valid else '',
                               str(int(valid and coarse(p)))]))
    OUT.write_text('\n'.join(rows) + '\n', encoding='utf-8')
    print(f'{OUT}: {len(rows) - 1} prefixes, {sum(r.split(chr(9))[1] == "1" for r in rows[1:])} valid')


if __name__ == '__main__':
    main()
