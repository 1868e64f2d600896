//! A fixed OpenCC workload for counting instructions (the machine is shared, so wall time is
//! noisy): the golden corpus's inputs (Simplified and Traditional, mixed with Latin, digits,
//! punctuation and emoji) repeated to 1 MB, cut into 4,000-character pieces, one call each, as
//! `scripts/bench-opencc.mjs` does. Only `measured` is the second pass, after every table is
//! built:
//! `valgrind --tool=callgrind --toggle-collect='*measured*' target/release/examples/opencc_profile t2s`.

use toolbox_core::text::chinese_conversion::{ChineseConfig, convert};

const GOLDEN: &str = include_str!("../data/opencc/golden.tsv");

fn main() {
    let config: ChineseConfig = match std::env::args()
        .nth(1)
        .unwrap_or_else(|| "t2s".into())
        .parse()
    {
        Ok(config) => config,
        Err(_) => {
            eprintln!("usage: opencc_profile [config, e.g. t2s]");
            std::process::exit(2);
        }
    };
    let lines = GOLDEN
        .lines()
        .filter_map(|l| l.split('\t').next())
        .collect::<Vec<_>>()
        .join("\n");
    let mut text = String::new();
    while text.len() < 1 << 20 {
        text.push_str(&lines);
        text.push('\n');
    }
    let chars: Vec<char> = text.chars().collect();
    let pieces: Vec<String> = chars.chunks(4000).map(|c| c.iter().collect()).collect();
    let warm = run(&pieces, config);
    println!("{} bytes out", measured(&pieces, config) + warm);
}

#[inline(never)]
fn measured(pieces: &[String], config: ChineseConfig) -> usize {
    run(pieces, config)
}

fn run(pieces: &[String], config: ChineseConfig) -> usize {
    pieces
        .iter()
        .map(|p| convert(p, config).map_or(0, |s| s.len()))
        .sum()
}
