//! Chinese to pinyin on 1 MB of text: the development set's sentences in a fixed shuffled
//! order (as scripts/pinyin-bench.mjs builds it for the comparison with pinyin-pro), tone
//! marks, no sandhi. `cargo bench -p toolbox-core --bench pinyin`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use toolbox_core::text::pinyin::{PinyinOptions, convert};

/// About 1 MB of the development sentences, every tenth followed by a line break.
fn text() -> String {
    let sentences: Vec<String> = include_str!("../../../tests/pinyin/devset.tsv")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .filter_map(|line| line.split('\t').next())
        .map(|s| s.replace(['[', ']'], ""))
        .collect();
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

fn pinyin(c: &mut Criterion) {
    let text = text();
    let opts = PinyinOptions::default();
    // The lexicon is parsed on first use; that is not what this measures.
    let _ = convert("汉语", &opts);
    let mut group = c.benchmark_group("pinyin");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("convert_1mb_marks", |b| {
        b.iter(|| convert(black_box(&text), &opts))
    });
    group.finish();
}

criterion_group!(benches, pinyin);
criterion_main!(benches);
