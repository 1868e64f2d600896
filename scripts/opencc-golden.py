#!/usr/bin/env python3
"""Writes the golden outputs of official OpenCC (PyPI `opencc`) that our engine must match.

    python3 -m venv /tmp/occ && /tmp/occ/bin/pip install opencc==1.4.2
    /tmp/occ/bin/python scripts/opencc-golden.py            # rewrites the committed goldens
    /tmp/occ/bin/python scripts/opencc-golden.py --lines 50000 --out /tmp/big.tsv   # a bigger run

The corpus is generated from a fixed seed: dictionary phrases and fragments of them run
together (the hard case for maximum matching), hand-written mixed paragraphs, Latin, digits,
punctuation, emoji, rare characters, description sequences and compatibility ideographs; each
line also goes in converted to Traditional, Taiwan and Hong Kong forms so the reverse configs
get realistic input. NUL is left out on purpose (OpenCC stops at it; we do not).

Output (crates/core/data/opencc/golden.tsv), one corpus line per line:
  input<TAB>out_1<TAB>...<TAB>out_16     outputs in CONFIGS order; an empty field means
                                         "same as the input", "^k" "same as out_k" (k < 16, hex)
"""
import argparse
import random
import sys
from pathlib import Path

import opencc

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / 'crates/core/data/opencc/opencc.txt'
CONFIGS = ['s2t', 't2s', 's2tw', 'tw2s', 's2twp', 'tw2sp', 's2hk', 'hk2s', 's2hkp', 'hk2sp',
           't2tw', 'tw2t', 't2hk', 'hk2t', 't2jp', 'jp2t']

PARAGRAPHS = [
    '据新华社北京3月5日电，国务院总理在政府工作报告中指出，今年发展主要预期目标是：国内生产总值增长5%左右。',
    '我们在2024年发布了新版软件，数据库性能提升了30%，欢迎下载试用！详情见 https://example.com/v2?id=42 。',
    '头发干燥怎么办？先别急着理发，试试这款护发素（500ml，¥89.9）——效果不错😊',
    '他说：“这个计划的意义在于，让人们在干杯之前，先想一想自己的后路。”',
    '台湾的计程车司机告诉我，捷运比公交车方便；香港人则说“搭地铁”。',
    '《红楼梦》是中国古典小说的巅峰之作，曹雪芹在书里写了四百多个人物。',
    '周末我和朋友去了一趟长城，拍了很多照片📷，回来的路上还吃了北京烤鸭。',
    'Python 3.12 的性能优化让程序运行速度提高了；C++、Rust 和 Go 也在不断发展。',
    '乾隆皇帝下江南的故事流传了几百年，其中有不少是后人编的。',
    '这里的面条很好吃，不过面积太小，只能坐十几个人。',
    '联系电话：010-12345678，邮箱：service@example.cn，地址：上海市浦东新区世纪大道100号。',
    '「這是繁體中文的句子」，內含臺灣用語：軟體、資料庫、計程車，以及香港的「的士」。',
    '網路上流傳的消息未經證實，請大家不要輕信謠言，也不要隨意轉發。',
    '一口吃個胖子是不可能的，要一步一步來；什麼事情都急不得。',
]
EXTRAS = [
    '⿰氵青头发', '⿱艹发展', '⿰⿱艹发', '⿿头发', '\u31ef头发', '⿰', '⿰氵', '头发⿲氵青',
    '⿰' * 15 + '氵' * 15 + '发', '⿰' * 16 + '氵' * 16 + '发',
    '⿲' + '⿲⿲氵氵氵⿲氵氵氵⿲氵氵氵' * 2 + '⿲' + '⿲⿲氵氵氵⿲氵氵氵⿲氵氵氵' * 2 + '⿲⿲氵氵氵⿲氵氵氵发',
    '⿲' + '⿲⿲氵氵氵⿲氵氵氵⿲氵氵氵' * 2 + '⿲' + '⿲⿲氵氵氵⿲氵氵氵⿲氵氵氵' * 2 + '⿲⿲氵氵氵⿲氵氵氵⿿发',
    '\uf900头发', '⿰\uf900氵头', '\uf901\uf902\uf903', '\U0002f800\U0002f801发',
    '头\ufe00发', '发展\U000e0100', '👨\u200d👩\u200d👧 发展 🇨🇳 ❤️', '头\u0301发',
    '𠀀𠀁𪚥𫠝 发 𬺓', 'ＡＢＣ１２３　头发', 'A股 T恤 卡拉OK PN结 SQL注入攻击', '头发\r发展\t'.replace('\t', ''),
    '  ', '', 'Hello, World!', '干干干干干', '发发发发', '後后後后', '著着著着',
]
PUNCT = list('，。、；：？！“”‘’（）《》【】—…·「」『』 ,.;:?!()-')
LATIN = ['the', 'OpenCC', 'API', 'iPhone', 'v2.0', '2024', '3.14', 'COVID-19', 'GPU', 'x']
EMOJI = ['😀', '👍🏽', '🇭🇰', '🀄', '✔️', '👩‍💻', '🈶']


def load_keys():
    keys, chars = [], []
    current = None
    previous = ''
    for line in DATA.read_text(encoding='utf-8').splitlines()[1:]:
        if line.startswith('@'):
            current = line.split(' ')[1] if line.startswith('@dict') else None
            previous = ''
            continue
        if current is None:
            continue
        shared = ord(line[0]) - 48
        key = previous[:shared] + line[1:].split('\t')[0]
        previous = key
        (keys if len(key) > 1 else chars).append(key)
    return keys, chars


def soup(rng, keys, chars):
    parts = []
    for _ in range(rng.randint(3, 14)):
        r = rng.random()
        if r < 0.55:
            key = rng.choice(keys)
            if rng.random() < 0.3:  # a fragment: the start or end of a phrase
                cut = rng.randint(1, len(key) - 1)
                key = key[:cut] if rng.random() < 0.5 else key[cut:]
            parts.append(key)
        elif r < 0.80:
            parts.append(''.join(rng.choice(chars) for _ in range(rng.randint(1, 3))))
        elif r < 0.90:
            parts.append(rng.choice(PUNCT))
        elif r < 0.96:
            parts.append(rng.choice(LATIN) + ' ')
        else:
            parts.append(rng.choice(EMOJI))
    return ''.join(parts)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--lines', type=int, default=500, help='generated base lines')
    parser.add_argument('--seed', type=int, default=20240601)
    parser.add_argument('--out', default=str(ROOT / 'crates/core/data/opencc/golden.tsv'))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    keys, chars = load_keys()
    converters = {name: opencc.OpenCC(name) for name in CONFIGS}
    base = PARAGRAPHS + EXTRAS + [soup(rng, keys, chars) for _ in range(args.lines)]
    corpus = []
    for line in base:
        corpus.append(line)
        if line and rng.random() < 0.5:
            corpus.append(converters[rng.choice(['s2t', 's2tw', 's2twp', 's2hk'])].convert(line))
    rows = []
    for line in corpus:
        assert '\t' not in line and '\n' not in line and '\0' not in line
        fields, outputs = [line], []
        for name in CONFIGS:
            out = converters[name].convert(line)
            if out == line:
                fields.append('')
            elif out in outputs:
                fields.append(f'^{outputs.index(out) + 1:x}')
            else:
                fields.append(out)
            outputs.append(out)
        rows.append('\t'.join(fields))
    Path(args.out).write_text('\n'.join(rows) + '\n', encoding='utf-8')
    print(f'{len(rows)} lines → {args.out}', file=sys.stderr)


if __name__ == '__main__':
    main()
