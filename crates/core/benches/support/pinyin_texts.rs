//! The pinyin texts of the benchmarks, shared by `benches/pinyin.rs` and
//! `examples/pinyin_profile.rs` (each uses some of them), built as `scripts/pinyin-bench.mjs`
//! builds them.
#![allow(dead_code)]

const CPP: &str = include_str!("../../../../tests/pinyin/cpp-dev/dev.sent");
const DEVSET: &str = include_str!("../../../../tests/pinyin/devset.tsv");

pub fn devset() -> Vec<String> {
    DEVSET
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .filter_map(|line| line.split('\t').next())
        .map(|s| s.replace(['[', ']'], ""))
        .collect()
}

/// The prose cut into 4,000-character pieces, one call each, as a user pastes.
pub fn pieces() -> Vec<String> {
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

/// About 1 MB of the development sentences in a fixed shuffled order, every tenth (or so)
/// followed by a line break.
pub fn megabyte() -> String {
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
