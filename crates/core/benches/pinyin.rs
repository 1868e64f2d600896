//! Chinese to pinyin on 1 MB of text: the development set's sentences in a fixed shuffled
//! order (as scripts/pinyin-bench.mjs builds it for the comparison with pinyin-pro), tone
//! marks, no sandhi. `cargo bench -p toolbox-core --bench pinyin`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use toolbox_core::text::pinyin::{PinyinOptions, convert};

#[path = "support/pinyin_texts.rs"]
mod texts;

fn pinyin(c: &mut Criterion) {
    let text = texts::megabyte();
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
