//! Phone-number location: parsing the embedded prefix table once, then one lookup.
//! `cargo bench -p toolbox-core --bench phone`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use toolbox_core::phone::{Table, lookup};

fn phone(c: &mut Criterion) {
    let text = include_str!("../data/phone/phone.txt");
    let mut group = c.benchmark_group("phone");
    group.sample_size(20);
    // What the first lookup of a visit pays (the wasm module parses the table on first use).
    group.bench_function("parse_table", |b| b.iter(|| Table::parse(black_box(text))));
    group.finish();
    let _ = lookup("13800138000");
    let mut group = c.benchmark_group("phone");
    for (name, typed) in [
        ("lookup_plain", "13800138000"),
        ("lookup_decorated", "+86 139-0047-0000"),
        ("lookup_unallocated", "15411830000"),
        ("lookup_landline", "0755-8601 3388"),
    ] {
        group.bench_function(name, |b| b.iter(|| lookup(black_box(typed))));
    }
    group.finish();
}

criterion_group!(benches, phone);
criterion_main!(benches);
