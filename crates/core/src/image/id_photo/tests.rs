use super::*;
use crate::image::synth::{PortraitSpec, evaluate, evaluate_switch, render, standard_set};

fn run(spec: &PortraitSpec, colour: [u8; 3]) -> (crate::image::synth::Portrait, IdPhotoOutput) {
    let p = render(spec);
    let view = RgbaView::new(&p.rgba, p.width, p.height).expect("view");
    let out = replace_background(&view, colour, &mut |_| {});
    (p, out)
}

#[test]
fn finds_the_person_on_a_plain_blue_backdrop() {
    let spec = PortraitSpec::new(240, 320, 1, BLUE);
    let (p, out) = run(&spec, WHITE);
    let q = evaluate(&p, &out, WHITE);
    assert!(q.iou > 0.96, "{q:?}");
    assert!(q.max_error_inner == 0, "{q:?}");
    assert_eq!(out.report.backdrop.as_deref().map(|s| s.len()), Some(7));
    assert!(out.report.plain);
    // The top corners are the new colour exactly; the face keeps its colour exactly.
    assert_eq!(&out.pixels[..4], &[255, 255, 255, 255]);
    let face = ((0.40 * 320.0) as usize * 240 + 120) * 4;
    assert_eq!(&out.pixels[face..face + 3], &p.rgba[face..face + 3]);
}

#[test]
fn a_shirt_of_the_backdrop_colour_inside_the_suit_is_kept() {
    let mut spec = PortraitSpec::new(240, 320, 5, BLUE);
    spec.shirt = BLUE;
    let (p, out) = run(&spec, RED);
    // A shirt pixel in the V below the neck.
    let (x, y) = (120usize, (0.80 * 320.0) as usize);
    let i = y * 240 + x;
    assert!(p.alpha[i] > 0.99);
    assert_eq!(out.alpha[i], 255);
    assert_eq!(&out.pixels[i * 4..i * 4 + 3], &p.rgba[i * 4..i * 4 + 3]);
}

#[test]
fn every_standard_case_scores_well_at_small_size() {
    for (name, spec) in standard_set(150, 200) {
        let (p, out) = run(&spec, WHITE);
        let q = evaluate(&p, &out, WHITE);
        assert!(q.iou > 0.9, "{name}: {q:?}");
    }
}

#[test]
fn recolouring_matches_a_fresh_run() {
    let spec = PortraitSpec::new(160, 200, 3, BLUE);
    let p = render(&spec);
    let view = RgbaView::new(&p.rgba, p.width, p.height).expect("view");
    let fresh = replace_background(&view, RED, &mut |_| {});
    let mut moved = replace_background(&view, WHITE, &mut |_| {});
    recolour(&mut moved.pixels, &moved.alpha, WHITE, RED).expect("recolour");
    assert_eq!(moved.alpha, fresh.alpha);
    for (i, &a) in moved.alpha.iter().enumerate() {
        let worst = (0..4)
            .map(|c| moved.pixels[i * 4 + c].abs_diff(fresh.pixels[i * 4 + c]))
            .max()
            .unwrap_or(0);
        // Person and backdrop pixels are exact; edge pixels differ where the first composite
        // had to clamp a channel (white background), by a fraction of the colour change.
        let limit = if a == 0 || a == 255 { 0 } else { 64 };
        assert!(worst <= limit, "pixel {i}, alpha {a}: off by {worst}");
    }
    assert_eq!(
        recolour(&mut [0; 8], &[0; 3], WHITE, RED),
        Err(ImageError::BadBuffer)
    );
}

#[test]
fn a_cut_out_uses_its_own_transparency() {
    let (w, h) = (20u32, 20u32);
    let mut rgba = vec![0u8; (w * h * 4) as usize];
    for y in 5..15 {
        for x in 5..15 {
            let i = ((y * w + x) * 4) as usize;
            rgba[i..i + 4].copy_from_slice(&[10, 20, 30, 255]);
        }
    }
    let view = RgbaView::new(&rgba, w, h).expect("view");
    let out = replace_background(&view, BLUE, &mut |_| {});
    assert_eq!(out.report.backdrop, None);
    assert_eq!(&out.pixels[..4], &[67, 142, 219, 255]);
    let i = ((10 * w + 10) * 4) as usize;
    assert_eq!(&out.pixels[i..i + 4], &[10, 20, 30, 255]);
}

#[test]
fn odd_inputs_do_not_panic() {
    let mut progress = Vec::new();
    for (w, h) in [(1u32, 1u32), (1, 50), (50, 1), (2, 2), (3, 7)] {
        for fill in [0u8, 128, 255] {
            let rgba = vec![fill; (w * h * 4) as usize];
            let view = RgbaView::new(&rgba, w, h).expect("view");
            let out = replace_background(&view, RED, &mut |f| progress.push(f));
            assert_eq!(out.pixels.len(), rgba.len());
        }
    }
    assert!(progress.windows(2).all(|p| p[0] <= p[1] || p[1] == 0.0));
    // Noise everywhere: no plain backdrop, but an answer.
    let mut state = 7u32;
    let rgba: Vec<u8> = (0..64 * 64 * 4)
        .map(|i| {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            if i % 4 == 3 { 255 } else { (state >> 16) as u8 }
        })
        .collect();
    let view = RgbaView::new(&rgba, 64, 64).expect("view");
    let out = replace_background(&view, WHITE, &mut |_| {});
    assert!(!out.report.plain);
}

#[test]
fn the_person_box_frames_head_to_shoulders() {
    let spec = PortraitSpec::new(300, 400, 2, BLUE);
    let (_, out) = run(&spec, WHITE);
    let b = out.report.person_box.expect("a person");
    // Hair starts about a sixth of the way down; the shoulders reach the bottom and sides.
    assert!((35..=90).contains(&b.y), "{b:?}");
    assert_eq!(b.y + b.height, 400, "{b:?}");
    assert!(b.x < 40 && b.x + b.width > 260, "{b:?}");
    assert_eq!(person_box(&[0; 4], 2, 2), None);
    assert_eq!(person_box(&[0; 3], 2, 2), None);
}

#[test]
fn bad_buffers_are_refused() {
    assert_eq!(
        RgbaView::new(&[0; 10], 2, 2).unwrap_err(),
        ImageError::BadBuffer
    );
    assert!(RgbaView::new(&[], 0, 0).is_err());
}

/// A standard case at 300 × 400 (the size of the e2e photo `portrait-white.png`), optionally as
/// that photo is made (no noise, no JPEG).
fn small_case(name: &str, clean: bool) -> PortraitSpec {
    let (_, mut spec) = standard_set(300, 400)
        .into_iter()
        .find(|(n, _)| *n == name)
        .expect("a standard case");
    if clean {
        spec.noise = 0.0;
        spec.jpeg_quality = None;
    }
    spec
}

// The wall seen between hair strands, in the head's shadow, must go: it stayed as light-grey
// patches after a change to blue, and as grey after a switch on to white. Thresholds are about
// halfway between the measurements before the fix (bleed 12.7 %, patches 19.6 %, after the
// switch 7.2 %) and after it (3.6 %, 7.4 %, 1.6 %).
#[test]
fn the_wall_between_hair_strands_does_not_stay() {
    let spec = small_case("white, uneven, shadow", true);
    let (p, out) = run(&spec, BLUE);
    let q = evaluate(&p, &out, BLUE);
    assert!(q.bleed < 7.0 && q.patches < 12.0, "{q:?}");
    assert!(q.soft_iou > 0.99, "{q:?}");
    let mut moved = IdPhotoOutput {
        pixels: out.pixels.clone(),
        alpha: out.alpha.clone(),
        report: out.report.clone(),
    };
    recolour(&mut moved.pixels, &moved.alpha, BLUE, WHITE).expect("recolour");
    let s = evaluate_switch(&p, &moved, BLUE, WHITE);
    assert!(s.bleed < 3.5, "{s:?}");
}

// Wisps crossing over a light wall in shadow, and over blue (the blue fringe after a change to
// white): before the fix bleed 12.2 % / 12.9 %, patches 21.1 % / 22.1 %; after it 7.3 % / 8.4 %,
// 12.3 % / 14.1 %.
#[test]
fn pockets_of_wall_between_crossing_strands_are_replaced() {
    for (name, colour, bleed, patches) in [
        (
            "hair gaps: wisps on a light wall in shadow",
            BLUE,
            10.0,
            17.0,
        ),
        ("hair gaps: wisps on blue", WHITE, 11.0, 18.5),
    ] {
        let (p, out) = run(&small_case(name, false), colour);
        let q = evaluate(&p, &out, colour);
        assert!(q.bleed < bleed && q.patches < patches, "{name}: {q:?}");
    }
}
