//! Criterion benchmarks of the calculator's parser/evaluator and the unit converter:
//! `cargo bench -p toolbox-core --bench calc`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use toolbox_core::calc::calculator::{Angle, evaluate};
use toolbox_core::calc::units::convert;

fn calculator(c: &mut Criterion) {
    let mut group = c.benchmark_group("calculator");
    let cases = [
        ("simple", "0.1+0.2"),
        ("fractions", "1/3×3+2^53+1-(7/9)^5"),
        ("percent", "200+10%×3-5%"),
        ("sqrt", "√2"),
        ("sin_degrees", "sin(60)"),
        ("sin_exact", "sin(30)+cos(60)+tan(45)"),
        ("ln_log", "ln(2)+log(3)"),
        ("pow_fractional", "2^0.5+3^(1/3)"),
        ("factorial_449", "449!"),
        ("big_power", "(2/3)^3000"),
        ("sin_huge_radians", "sin(10^999)"),
        ("refused_tower", "10^10^10"),
        ("long_chain_500", &("1+".repeat(499) + "1")),
        ("nested_90", &("(".repeat(90) + "2" + &")".repeat(90))),
        // The slowest input found within the 1000-character limit: 83 huge radian sines.
        ("worst_83_huge_sines", &["sin(10^999)"; 83].join("+")),
    ];
    for (name, expr) in cases {
        let angle = if name == "sin_huge_radians" || name.starts_with("worst") {
            Angle::Radians
        } else {
            Angle::Degrees
        };
        group.bench_function(name, |b| b.iter(|| evaluate(black_box(expr), angle)));
    }
    group.finish();
}

fn units(c: &mut Criterion) {
    let mut group = c.benchmark_group("units");
    group.bench_function("length_16_units", |b| {
        b.iter(|| convert("length", "ft", black_box("123.456"), 10))
    });
    group.bench_function("temperature", |b| {
        b.iter(|| convert("temperature", "f", black_box("98.6"), 10))
    });
    group.bench_function("data_15_units_30_digits", |b| {
        b.iter(|| convert("data", "gb", black_box("1.5e12"), 30))
    });
    group.finish();
}

criterion_group!(benches, calculator, units);
criterion_main!(benches);
