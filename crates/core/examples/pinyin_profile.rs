//! A fixed pinyin workload for counting instructions (the machine is shared, so wall time is
//! noisy): `valgrind --tool=callgrind target/release/examples/pinyin_profile pieces`.
//! `pieces`: the prose of `scripts/pinyin-bench.mjs` (the CPP sentences, then the development
//! set's) cut into 4,000-character pieces, one call each, as a user pastes; `mb`: the 1 MB
//! text of that script in one call; `first`: only the first sentence (load + first call).
//! Tone marks, no sandhi, as the benchmark. With `warm` after the mode, the same work is done
//! once before the measured pass (`measured`), so that
//! `valgrind --tool=callgrind --toggle-collect='*measured*' … pieces warm` counts only what a
//! page pays once the lexicon and the model's tables are loaded.

use toolbox_core::text::pinyin::{PinyinOptions, convert};

const CPP: &str = include_str!("../../../tests/pinyin/cpp-dev/dev.sent");
const DEVSET: &str = include_str!("../../../tests/pinyin/devset.tsv");

fn devset() -> Vec<String> {
    DEVSET
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .filter_map(|line| line.split('\t').next())
        .map(|s| s.replace(['[', ']'], ""))
        .collect()
}

fn pieces() -> Vec<String> {
    let sentences: Vec<String> = CPP
        .lines()
        .map(|s| s.replace('▁', ""))
        .filter(|s| !s.is_empty())
        .chain(devset())
        .collect();
    let mut prose = String::new();
    for (i, s) in sentences.iter().enumerate() {
        prose.push_str(s);
        if i % 10 == 9 {
            prose.push('\n');
        }
    }
    let chars: Vec<char> = prose.chars().collect();
    chars
        .chunks_exact(4000)
        .map(|c| c.iter().collect())
        .collect()
}

fn megabyte() -> String {
    let sentences = devset();
    let mut seed: u64 = 42;
    let mut random = || {
        seed = (seed * 1_103_515_245 + 12_345) % (1 << 31);
        seed as f64 / (1u64 << 31) as f64
    };
    let mut out = String::new();
    while out.len() < 1 << 20 {
        let s = &sentences[(random() * sentences.len() as f64) as usize];
        out.push_str(s);
        if random() < 0.1 {
            out.push('\n');
        }
    }
    out
}

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "pieces".into());
    if std::env::args().nth(2).as_deref() == Some("warm") {
        run(&mode);
    }
    println!("{} bytes of pinyin", measured(&mode));
}

#[inline(never)]
fn measured(mode: &str) -> usize {
    run(mode)
}

fn run(mode: &str) -> usize {
    let opts = PinyinOptions::default();
    let mut bytes = 0;
    match mode {
        "first" => {
            bytes += convert("他在银行工作了三年，还书的时候顺便去了勃艮第。", &opts)
                .map_or(0, |s| s.len())
        }
        "mb" => bytes += convert(&megabyte(), &opts).map_or(0, |s| s.len()),
        _ => {
            for piece in pieces() {
                bytes += convert(&piece, &opts).map_or(0, |s| s.len());
            }
        }
    }
    bytes
}
