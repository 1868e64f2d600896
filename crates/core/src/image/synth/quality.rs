//! How well a background replacement matches the truth of a synthetic portrait: the ideal
//! composite is the true person colour over the new colour, `αP + (1 − α)N`, with the true α.

use super::Portrait;
use crate::image::id_photo::IdPhotoOutput;
use crate::image::id_photo::segment::distance_to;

/// How well a result matches the truth.
#[derive(Clone, Copy, Debug, Default)]
pub struct Quality {
    /// Intersection over union of the person (alpha ≥ 0.5) found and true.
    pub iou: f64,
    /// Intersection over union of the alphas themselves, `Σ min(α̂, α) / Σ max(α̂, α)`: every
    /// strand and every pocket between strands counts for its share.
    pub soft_iou: f64,
    /// Largest change (any channel) of a pixel that is fully the person.
    pub max_error_kept: u8,
    /// The same, for pixels at least 3 pixels inside the person's outline.
    pub max_error_inner: u8,
    /// Mean absolute error (RGB units, per channel) of the pixels that are partly the person.
    pub edge_error: f64,
    /// Mean colour distance (RGB, Euclidean) in the band around the outline, pockets of backdrop
    /// between strands included: grey patches and fringes show here.
    pub band_error: f64,
    /// Mean share (%) of the old backdrop colour left in the band's pixels that show some
    /// backdrop: the error projected on the old-minus-new colour direction.
    pub bleed: f64,
    /// Share (%) of those pixels that keep more than a fifth of the old backdrop: visible patches.
    pub patches: f64,
}

/// Compares `out`, composited on `colour`, with the ideal composite. The old backdrop is the
/// photo's own (the replacement itself).
pub fn evaluate(p: &Portrait, out: &IdPhotoOutput, colour: [u8; 3]) -> Quality {
    measure(p, out, colour, &|i| p.backdrop[i])
}

/// The same after a switch of colour (`recolour`) from `from` to `colour`: the bleed is the
/// share of `from` left (the blue fringe after blue → white).
pub fn evaluate_switch(
    p: &Portrait,
    out: &IdPhotoOutput,
    from: [u8; 3],
    colour: [u8; 3],
) -> Quality {
    let old = from.map(f32::from);
    measure(p, out, colour, &|_| old)
}

/// Half-width of the band around the outline, in pixels at 800 rows (scaled with the photo).
const BAND: f32 = 3.0;
/// A pixel keeping more than this share of the old backdrop is part of a visible patch.
const PATCH: f32 = 0.2;

fn measure(
    p: &Portrait,
    out: &IdPhotoOutput,
    colour: [u8; 3],
    old: &dyn Fn(usize) -> [f32; 3],
) -> Quality {
    let (w, h) = (p.width as usize, p.height as usize);
    let n = colour.map(f32::from);
    let (mut inter, mut union, mut soft_min, mut soft_max) = (0u64, 0u64, 0.0f64, 0.0f64);
    for (i, &a) in p.alpha.iter().enumerate() {
        let truth = a >= 0.5;
        let found = out.alpha[i] >= 128;
        inter += u64::from(truth && found);
        union += u64::from(truth || found);
        let ours = f32::from(out.alpha[i]) / 255.0;
        soft_min += f64::from(a.min(ours));
        soft_max += f64::from(a.max(ours));
    }
    // Distance (chessboard, capped) from each fully-opaque pixel to a non-opaque one, and from
    // every pixel to one that is partly the person (the band).
    let opaque: Vec<u8> = p.alpha.iter().map(|&a| u8::from(a >= 0.999)).collect();
    let depth = distance_to(&opaque, 0, w, h);
    let mixed: Vec<u8> = p
        .alpha
        .iter()
        .map(|&a| u8::from(a > 0.02 && a < 0.98))
        .collect();
    let to_mixed = distance_to(&mixed, 1, w, h);
    let band = (BAND * h as f32 / 800.0).round().clamp(2.0, 250.0) as u8;
    let (mut kept, mut inner) = (0u8, 0u8);
    let (mut edge_sum, mut edge_n) = (0.0f64, 0u64);
    let (mut band_sum, mut band_n) = (0.0f64, 0u64);
    let (mut bleed_sum, mut bleed_n, mut patch_n) = (0.0f64, 0u64, 0u64);
    for i in 0..w * h {
        let px = &out.pixels[i * 4..i * 4 + 3];
        let err = (0..3)
            .map(|c| p.rgba[i * 4 + c].abs_diff(px[c]))
            .max()
            .unwrap_or(0);
        if opaque[i] == 1 {
            kept = kept.max(err);
            if depth[i] >= 3 {
                inner = inner.max(err);
            }
        }
        let a = p.alpha[i];
        let ideal: [f32; 3] = std::array::from_fn(|c| a * p.person[i][c] + (1.0 - a) * n[c]);
        let diff: [f32; 3] = std::array::from_fn(|c| f32::from(px[c]) - ideal[c]);
        if mixed[i] == 1 {
            edge_sum += f64::from(diff.iter().map(|d| d.abs()).sum::<f32>());
            edge_n += 3;
        }
        if to_mixed[i] > band {
            continue;
        }
        band_sum += f64::from(diff.iter().map(|d| d * d).sum::<f32>().sqrt());
        band_n += 1;
        let o = old(i);
        let towards: [f32; 3] = std::array::from_fn(|c| o[c] - n[c]);
        let len2: f32 = towards.iter().map(|t| t * t).sum();
        // Only where some backdrop shows, and the old colour differs visibly from the new.
        if a < 0.98 && len2 >= 400.0 {
            let share = (0..3).map(|c| diff[c] * towards[c]).sum::<f32>() / len2;
            let share = share.clamp(0.0, 1.0);
            bleed_sum += f64::from(share);
            bleed_n += 1;
            patch_n += u64::from(share > PATCH);
        }
    }
    let mean = |sum: f64, n: u64| if n == 0 { 0.0 } else { sum / n as f64 };
    Quality {
        iou: if union == 0 {
            1.0
        } else {
            inter as f64 / union as f64
        },
        soft_iou: if soft_max == 0.0 {
            1.0
        } else {
            soft_min / soft_max
        },
        max_error_kept: kept,
        max_error_inner: inner,
        edge_error: mean(edge_sum, edge_n),
        band_error: mean(band_sum, band_n),
        bleed: 100.0 * mean(bleed_sum, bleed_n),
        patches: 100.0 * mean(patch_n as f64, bleed_n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::id_photo::{BLUE, IdPhotoReport};
    use crate::image::synth::{PortraitSpec, render};

    fn output(p: &Portrait, pixel: impl Fn(usize) -> ([u8; 3], u8)) -> IdPhotoOutput {
        let mut pixels = Vec::with_capacity(p.alpha.len() * 4);
        let mut alpha = Vec::with_capacity(p.alpha.len());
        for i in 0..p.alpha.len() {
            let (c, a) = pixel(i);
            pixels.extend_from_slice(&[c[0], c[1], c[2], 255]);
            alpha.push(a);
        }
        IdPhotoOutput {
            pixels,
            alpha,
            report: IdPhotoReport {
                backdrop: None,
                plain: true,
                person_share: 0.0,
                person_box: None,
            },
        }
    }

    #[test]
    fn the_ideal_composite_scores_perfectly_and_the_untouched_photo_bleeds() {
        let mut spec = PortraitSpec::new(90, 120, 3, [236, 236, 231]);
        spec.noise = 0.0;
        spec.jpeg_quality = None;
        let p = render(&spec);
        let n = BLUE.map(f32::from);
        let ideal = output(&p, |i| {
            let a = p.alpha[i];
            let c = std::array::from_fn(|c| (a * p.person[i][c] + (1.0 - a) * n[c]).round() as u8);
            (c, (a * 255.0).round() as u8)
        });
        let q = evaluate(&p, &ideal, BLUE);
        assert!(q.iou > 0.999 && q.soft_iou > 0.995, "{q:?}");
        assert!(
            q.band_error < 1.0 && q.bleed < 0.5 && q.patches == 0.0,
            "{q:?}"
        );
        // Nothing replaced: every band pixel keeps all of its backdrop share.
        let photo = output(&p, |i| (std::array::from_fn(|c| p.rgba[i * 4 + c]), 255));
        let q = evaluate(&p, &photo, BLUE);
        assert!(q.bleed > 50.0 && q.patches > 50.0, "{q:?}");
        assert!(q.band_error > 50.0, "{q:?}");
        // After a switch, the bleed is measured against the colour switched from.
        let q = evaluate_switch(&p, &ideal, [255, 0, 0], BLUE);
        assert!(q.bleed < 0.5, "{q:?}");
    }
}
