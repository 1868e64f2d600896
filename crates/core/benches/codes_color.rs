//! Benchmarks of the code generator and the colour converter:
//! `cargo bench -p toolbox-core --bench codes_color`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use toolbox_core::codes::generate::{CodeRequest, Symbology, png, svg};
use toolbox_core::codes::qr::QrEcLevel;
use toolbox_core::color::convert::{ColorFormat, Rgb, convert, describe};

fn codes(c: &mut Criterion) {
    let mut group = c.benchmark_group("codes");
    group.sample_size(20);
    let url = CodeRequest::new(Symbology::Qr, "https://example.com/some/path?query=1");
    group.bench_function("qr_url_svg", |b| b.iter(|| svg(black_box(&url))));
    group.bench_function("qr_url_png_512", |b| b.iter(|| png(black_box(&url))));
    // The largest symbol: version 40 at level L (2,953 bytes).
    let mut largest = CodeRequest::new(Symbology::Qr, &"中文".repeat(492));
    largest.ec_level = QrEcLevel::L;
    largest.size = 2000;
    group.bench_function("qr_v40_svg", |b| b.iter(|| svg(black_box(&largest))));
    group.bench_function("qr_v40_png_2000", |b| b.iter(|| png(black_box(&largest))));
    let ean = CodeRequest::new(Symbology::Ean13, "690123456789");
    group.bench_function("ean13_svg", |b| b.iter(|| svg(black_box(&ean))));
    group.bench_function("ean13_png", |b| b.iter(|| png(black_box(&ean))));
    let long = CodeRequest::new(Symbology::Code128, &"Code128-0123456789".repeat(4));
    group.bench_function("code128_72_chars_png", |b| b.iter(|| png(black_box(&long))));
    group.finish();
}

fn colors(c: &mut Criterion) {
    let mut group = c.benchmark_group("color");
    group.bench_function("describe", |b| {
        b.iter(|| {
            describe(black_box(Rgb {
                r: 22,
                g: 119,
                b: 255,
            }))
        })
    });
    group.bench_function("convert_hsl", |b| {
        b.iter(|| convert(ColorFormat::Hsl, black_box("hsl(215, 100%, 54.3%)")))
    });
    group.finish();
}

criterion_group!(benches, codes, colors);
criterion_main!(benches);
