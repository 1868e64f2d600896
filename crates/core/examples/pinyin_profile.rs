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

#[path = "../benches/support/pinyin_texts.rs"]
mod texts;
use texts::{megabyte, pieces};

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
