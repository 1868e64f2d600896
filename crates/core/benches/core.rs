//! Criterion benchmarks of the hot paths: `cargo bench -p toolbox-core`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use toolbox_core::codes::uuid::{UuidOptions, UuidVersion, generate};
use toolbox_core::export::xlsx::single_column;
use toolbox_core::text::case::{CaseMode, convert};

fn sample_text(bytes: usize) -> String {
    let para = "The quick brown fox jumps over the lazy dog. iPhone users love it! \
                Straße café 中文 text, don't stop: a tale of two cities.\n";
    para.repeat(bytes / para.len() + 1)
}

fn case(c: &mut Criterion) {
    let text = sample_text(1 << 20);
    let mut group = c.benchmark_group("case_1MiB");
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.sample_size(20);
    for mode in CaseMode::ALL {
        group.bench_function(format!("{mode:?}"), |b| {
            b.iter(|| convert(black_box(&text), mode))
        });
    }
    group.finish();
}

fn uuids(c: &mut Criterion) {
    let mut group = c.benchmark_group("uuid_10k");
    group.sample_size(20);
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut fill = move |buf: &mut [u8]| {
        for b in buf {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            *b = state as u8;
        }
    };
    for version in [UuidVersion::V1, UuidVersion::V4, UuidVersion::V7] {
        let opts = UuidOptions {
            version,
            quantity: 10_000,
            uppercase: false,
            hyphens: true,
        };
        group.bench_function(format!("{version:?}"), |b| {
            b.iter(|| generate(black_box(&opts), 1_700_000_000_000, &mut fill))
        });
    }
    let rows = generate(
        &UuidOptions {
            version: UuidVersion::V4,
            quantity: 10_000,
            uppercase: false,
            hyphens: true,
        },
        0,
        &mut fill,
    )
    .unwrap_or_default();
    group.bench_function("xlsx", |b| {
        b.iter(|| single_column("UUID", black_box(&rows), "UUIDs"))
    });
    group.finish();
}

criterion_group!(benches, case, uuids);
criterion_main!(benches);
