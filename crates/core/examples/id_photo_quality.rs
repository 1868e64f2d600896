//! Measures the ID-photo segmentation on the synthetic portrait set (known masks):
//! `cargo run --release -p toolbox-core --example id_photo_quality [width height]`
//! (default 600 × 800). Prints IoU, kept-region colour errors and edge error per case.

use std::time::Instant;

use toolbox_core::image::RgbaView;
use toolbox_core::image::id_photo::IdPhotoOutput;
use toolbox_core::image::id_photo::{WHITE, recolour, replace_background};
use toolbox_core::image::synth::{evaluate, render, standard_set};

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let (w, h) = match args.as_slice() {
        [w, h, ..] => (*w, *h),
        _ => (600, 800),
    };
    println!("ID-photo segmentation on synthetic portraits, {w} × {h}, new background red");
    println!(
        "{:<46} {:>7} {:>9} {:>10} {:>9} {:>10} {:>7}",
        "case", "IoU", "max kept", "max inner", "edge MAE", "→white MAE", "ms"
    );
    let colour = [255, 0, 0];
    let (mut sum_iou, mut sum_edge, mut sum_white, mut n) = (0.0, 0.0, 0.0, 0);
    let (mut gap_iou, mut gap_edge, mut gaps) = (0.0, 0.0, 0);
    let (mut worst_kept, mut worst_inner) = (0u8, 0u8);
    let mut plain_iou = Vec::new();
    for (name, spec) in standard_set(w, h) {
        let p = render(&spec);
        let view = RgbaView::new(&p.rgba, p.width, p.height).expect("valid portrait");
        let start = Instant::now();
        let out = replace_background(&view, colour, &mut |_| {});
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let q = evaluate(&p, &out, colour);
        // Then to white without segmenting again (the tool's colour switch): a fringe of the
        // first colour left in the hair shows here.
        let mut again = IdPhotoOutput {
            pixels: out.pixels.clone(),
            alpha: out.alpha.clone(),
            report: out.report.clone(),
        };
        recolour(&mut again.pixels, &again.alpha, colour, WHITE).expect("same sizes");
        let white = evaluate(&p, &again, WHITE);
        println!(
            "{:<46} {:>7.4} {:>9} {:>10} {:>9.2} {:>10.2} {:>7.1}",
            name, q.iou, q.max_error_kept, q.max_error_inner, q.edge_error, white.edge_error, ms
        );
        sum_white += white.edge_error;
        sum_iou += q.iou;
        sum_edge += q.edge_error;
        n += 1;
        if name.starts_with("hair gaps") {
            gap_iou += q.iou;
            gap_edge += q.edge_error;
            gaps += 1;
        }
        worst_kept = worst_kept.max(q.max_error_kept);
        worst_inner = worst_inner.max(q.max_error_inner);
        if name.starts_with("plain") {
            plain_iou.push(q.iou);
        }
    }
    println!(
        "mean IoU {:.4} (plain backdrops {:.4}, hair gaps {:.4}); mean edge colour error {:.2} \
         (hair gaps {:.2}); max colour error in the kept region {} ({} at 3+ px inside the outline)",
        sum_iou / f64::from(n),
        plain_iou.iter().sum::<f64>() / plain_iou.len().max(1) as f64,
        gap_iou / f64::from(gaps.max(1)),
        sum_edge / f64::from(n),
        gap_edge / f64::from(gaps.max(1)),
        worst_kept,
        worst_inner
    );
    println!(
        "mean edge colour error after switching to white: {:.2}",
        sum_white / f64::from(n)
    );
}
