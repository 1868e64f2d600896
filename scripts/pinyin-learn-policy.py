#!/usr/bin/env python3
"""Learns when the pinyin converter lets its polyphone model (g2pM's BiLSTM, model.rs) overrule
its lexicon and rules: `POLICY` and `MODEL_MAY_CHANGE` in crates/core/src/text/pinyin/mod.rs.

Learned on the learn half of the CPP development split only (even lines of
tests/pinyin/cpp-dev/; README there), then measured on the held-out half (odd lines):
1. each sentence's marked character is explained by the converter without the model (its
   reading, what decided it: a word whose readings the lexicon stores, another word, the
   character alone, a character known only inside words, a rule) and with the model's reading
   and probability (`explain` in mod.rs, through the ignored Rust tests learn_model_policy and
   dump_development_set);
2. a change "character c from reading a to reading b" is allowed when, on the learn half, the
   model's proposing it is right at least MIN_GAIN times more often than our reading was; and
   it must not turn a sentence of our own development set (tests/pinyin/devset.tsv) from right
   to wrong: where it would, the change needs a higher probability than the model gave there
   (plus MARGIN), so where the two label sets disagree (茜 qiàn in names, CPP xī; 媛 yuàn, CPP
   yuán) what we read right today stays (issue 28: no loss where we are right today);
3. per source, the least model probability for a change, the one that reads most learn-half
   sentences right (ties: the higher).

Usage: python3 scripts/pinyin-learn-policy.py   (builds and runs the Rust dumps first)
"""
import collections
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
MIN_GAIN = 1
MARGIN = 1e-4
SOURCES = ["StoredWord", "Word", "Single", "Unknown", "Rule"]
GRID = [x / 100 for x in range(50, 100)] + [0.995, 0.999, 2.0]


def dump(test, path):
    env = dict(os.environ, PINYIN_DUMP=path)
    subprocess.run(["cargo", "test", "-q", "-p", "toolbox-core", "--lib", test, "--",
                    "--ignored", "--exact", f"text::pinyin::tests::{test}"],
                   cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f]


def main():
    cache = sys.argv[1] if len(sys.argv) > 1 else "/tmp"
    rows = dump("learn_model_policy", f"{cache}/pinyin-cpp-explain.tsv")
    dev = dump("dump_development_set", f"{cache}/pinyin-dev-explain.tsv")
    learn, held = rows[0::2], rows[1::2]

    def change(r):
        return (r[0], r[2], r[4])

    def got(r, th, allow):
        c, label, ours, src, m, p = r[:6]
        floor = allow.get(change(r), 2.0)
        if m and m != ours and float(p) >= max(th.get(src, 2.0), floor):
            return m
        return ours

    def right(rs, th, allow):
        return sum(got(r, th, allow) == r[1] for r in rs)

    gain = collections.Counter()
    for r in learn:
        if r[4] and r[4] != r[2]:
            gain[change(r)] += (r[4] == r[1]) - (r[2] == r[1])
    allow = {t: 0.0 for t, v in gain.items() if v >= MIN_GAIN}
    for r in dev:
        if r[2] == r[1] and r[4] != r[2] and change(r) in allow:
            allow[change(r)] = max(allow[change(r)], min(float(r[5]) + MARGIN, 2.0))
    th = {}
    for s in SOURCES:
        sub = [r for r in learn if r[3] == s]
        th[s] = max(GRID, key=lambda t: (right(sub, {s: t}, allow), t))
    never = {s: 2.0 for s in SOURCES}
    proper = [r for r in dev if r[6] != "common"]
    for name, rs in [("CPP learn half", learn), ("CPP held-out half", held),
                     ("development set", dev), ("  its proper nouns", proper)]:
        a, b = right(rs, never, allow), right(rs, th, allow)
        print(f"{name:20} without model {a}/{len(rs)} = {a / len(rs):.2%}, "
              f"with {b}/{len(rs)} = {b / len(rs):.2%}")
    print("\nconst POLICY: Policy = Policy {")
    for s in SOURCES:
        field = "".join("_" + ch.lower() if ch.isupper() else ch for ch in s).lstrip("_")
        print(f"    {field}: {float(th[s])!r},")
    print("};")
    print("const MODEL_MAY_CHANGE: &[(char, &str, &str, f32)] = &[")
    for (c, a, b), floor in sorted(allow.items()):
        print(f"    ('{c}', \"{a}\", \"{b}\", {round(floor, 6)!r}),")
    print("];")


if __name__ == "__main__":
    main()
