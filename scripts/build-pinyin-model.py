#!/usr/bin/env python3
"""Rebuilds crates/core/data/pinyin/g2pm.bin, our compact form of the polyphone model of the
PyPI package `g2pM` (Apache-2.0, © Kakao Brain; pinned below): a one-layer BiLSTM over
characters (embedding 64, hidden 32 each way) and two dense layers, trained on the CPP
dataset's train split. The converter (crates/core/src/text/pinyin/model.rs) runs it where its
own lexicon and rules are unsure (see crates/core/data/pinyin/README.md).

Usage: python3 scripts/build-pinyin-model.py [--cache DIR]
(downloads the wheel with `pip download` into DIR, default /tmp/pinyin-data-src; the wheel's
pickles hold numpy arrays, so numpy must be installed: `pip install numpy`).

Format (little-endian):
  b"G2PM1"
  u32 vocabulary size V (ids 0 = padding, 1 = unknown, 2 = start, 3 = end of sentence),
  u32 byte length, UTF-8: the characters of ids 4..V in order
  u32 class count C, u32 byte length, UTF-8: the class names (tone-number syllables, ü as v),
      one per line, in id order
  then the tensors, each: u32 rows, u32 cols, f32 scale per row, i8 rows x cols (row-major,
  value = i8 * scale; the embedding uses only -31..=31), in this order: embedding [V x 64]; forward LSTM input [128 x 64],
  recurrent [128 x 32]; the same backward; dense layer 0 [32 x 64]; dense layer 1 [C x 32]
  and each bias as u32 length, f32 values: forward LSTM (input + recurrent bias, summed),
  backward, dense 0, dense 1.
Gate order in the LSTM rows is PyTorch's: input, forget, cell, output.
"""
import argparse
import glob
import hashlib
import os
import pickle
import struct
import subprocess
import zipfile

import numpy as np

VERSION = "0.1.2.5"
SHA256 = "9e920b82df4002f96d8679720c7a858d10816d438dbd61b8b6b621a80a976361"
OUT = os.path.join(os.path.dirname(__file__), "..", "crates", "core", "data", "pinyin", "g2pm.bin")


def fetch(cache):
    os.makedirs(cache, exist_ok=True)
    pattern = f"{cache}/g2pM-{VERSION}-*.whl"
    if not glob.glob(pattern):
        subprocess.run(["pip", "download", "--no-deps", "-d", cache, f"g2pM=={VERSION}"], check=True)
    path = glob.glob(pattern)[0]
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    if digest != SHA256:
        raise SystemExit(f"{path}: sha256 {digest}, expected {SHA256}")
    wheel = zipfile.ZipFile(path)
    load = lambda name: pickle.loads(wheel.read(f"g2pM/{name}"))  # noqa: E731
    return load("np_ckpt.pkl"), load("char2idx.pkl"), load("class2idx.pkl")


def quantised(m, levels=127):
    m = np.asarray(m, dtype=np.float32)
    scale = np.abs(m).max(axis=1) / levels
    scale[scale == 0] = 1
    q = np.clip(np.round(m / scale[:, None]), -levels, levels).astype(np.int8)
    return struct.pack("<II", *m.shape) + scale.astype("<f4").tobytes() + q.tobytes()


def vector(v):
    v = np.asarray(v, dtype="<f4")
    return struct.pack("<I", len(v)) + v.tobytes()


def text(s):
    b = s.encode("utf-8")
    return struct.pack("<I", len(b)) + b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", default="/tmp/pinyin-data-src")
    args = ap.parse_args()
    sd, char2idx, class2idx = fetch(args.cache)
    by_id = sorted(char2idx, key=char2idx.get)
    assert by_id[:4] == ["<PAD>", "<UNK>", "시", "끝"], by_id[:4]
    assert [char2idx[c] for c in by_id] == list(range(len(by_id)))
    assert all(len(c) == 1 for c in by_id[2:])
    classes = sorted(class2idx, key=class2idx.get)
    assert [class2idx[c] for c in classes] == list(range(len(classes)))
    out = b"G2PM1" + struct.pack("<I", len(by_id)) + text("".join(by_id[4:]))
    out += struct.pack("<I", len(classes)) + text("\n".join(c.replace("u:", "v") for c in classes))
    for name in ["embedding.weight",
                 "lstm.weight_ih_l0", "lstm.weight_hh_l0",
                 "lstm.weight_ih_l0_reverse", "lstm.weight_hh_l0_reverse",
                 "logit_layer.0.weight", "logit_layer.2.weight"]:
        # The embedding, four fifths of the weights, on 6 bits (-31..=31): it compresses to
        # 330 KB with brotli instead of 380 KB, at no measurable cost in accuracy.
        out += quantised(sd[name], 31 if name == "embedding.weight" else 127)
    out += vector(sd["lstm.bias_ih_l0"] + sd["lstm.bias_hh_l0"])
    out += vector(sd["lstm.bias_ih_l0_reverse"] + sd["lstm.bias_hh_l0_reverse"])
    out += vector(sd["logit_layer.0.bias"])
    out += vector(sd["logit_layer.2.bias"])
    with open(OUT, "wb") as f:
        f.write(out)
    print(f"{OUT}: {len(out)} bytes, {len(by_id)} characters, {len(classes)} classes")


if __name__ == "__main__":
    main()
