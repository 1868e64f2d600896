//! Benchmarks of the relatives calculator and the exchange-rate conversion:
//! `cargo bench -p toolbox-core --bench kinship_exchange`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use toolbox_core::calc::exchange::{RateTable, convert_all};
use toolbox_core::calc::kinship::{KinSex, calculate};

fn kinship(c: &mut Criterion) {
    let mut group = c.benchmark_group("kinship");
    group.sample_size(30);
    // The first call parses the embedded tables (what a user waits for once).
    let started = std::time::Instant::now();
    let _ = calculate("爸爸", KinSex::Male);
    println!("kinship tables parsed in {:?}", started.elapsed());
    for (name, chain) in [
        ("3_words", "爸爸的妈妈的哥哥"),
        ("ambiguous_6_words", "爸爸的爸爸的哥哥的儿子的儿子的老婆"),
        ("too_distant_30_words", &["爸爸"; 30].join("的")),
        ("fold_back_800_words", &["爸爸的儿子"; 400].join("的")),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| calculate(black_box(chain), KinSex::Female))
        });
    }
    group.finish();
}

fn exchange(c: &mut Criterion) {
    let table = RateTable {
        base: "CNY".into(),
        rates: [
            ("USD", "0.14908054"),
            ("GBP", "0.11261373"),
            ("RUB", "12.59856763"),
            ("KRW", "202.47949967"),
            ("JPY", "23.47680015"),
            ("SGD", "0.190623"),
            ("HKD", "1.16950748"),
            ("EUR", "0.13122455"),
            ("CAD", "0.2115212"),
            ("INR", "14.32445485"),
        ]
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect(),
    };
    c.bench_function("exchange_convert_all_11", |b| {
        b.iter(|| convert_all(black_box("999,999,999,999,999.99999999"), "JPY", &table))
    });
}

criterion_group!(benches, kinship, exchange);
criterion_main!(benches);
