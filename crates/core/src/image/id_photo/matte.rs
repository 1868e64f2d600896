//! The fine half of the ID-photo segmentation, at full resolution: pixels deep inside the person
//! are kept exactly, backdrop pixels get the new colour, and pixels along the boundary (hair,
//! shoulders) get an alpha from where their colour lies between the local backdrop colour B and
//! the local person colour F, refined with a guided filter (refine.rs). Compositing as
//! `αF + (1 − α)N`, with F recovered from the pixel and freed of B, puts the new colour in each
//! edge pixel's backdrop share, so no halo (spill) of the old colour stays.

use super::refine;
use super::segment::{Backdrop, Work, distance_to, pull_push, thresholds};
use crate::image::RgbaView;
use crate::image::color::Lab;

pub const BACKDROP: u8 = 0;
pub const PERSON: u8 = 1;
pub const UNKNOWN: u8 = 2;
/// The person, but close enough to the backdrop to hold pockets of it between hair strands:
/// decided by colour, and kept whole wherever colour cannot tell.
pub const NEAR: u8 = 3;

/// How far (working pixels) inside the person region the band of unknown pixels reaches: the
/// backdrop region stops a pixel or two short of the true edge (the gradient there is high).
const BAND: u8 = 3;
/// Below this colour difference (RGB units) between person and backdrop, colour cannot tell
/// them apart: the boundary found at working resolution is used, feathered.
const LOW_CONTRAST: f32 = 40.0;

/// Everything the full-resolution pass needs, at working resolution.
#[derive(Debug)]
pub struct Maps {
    pub w: usize,
    pub h: usize,
    pub k: usize,
    pub trimap: Vec<u8>,
    /// Local backdrop colour (RGB), known on the backdrop and filled in elsewhere.
    pub backdrop: Vec<[f32; 3]>,
    /// Local person colour (RGB), known inside the person and filled in elsewhere.
    pub person: Vec<[f32; 3]>,
    /// 1 inside the person (away from the band), 0 on the backdrop: the low-contrast fallback.
    pub soft: Vec<f32>,
}

pub fn maps(work: &Work, backdrop: &Backdrop, local: &[[f32; 3]], bg: &[u8]) -> Maps {
    let (w, h) = (work.w, work.h);
    let (_, t_model) = thresholds(backdrop);
    let local_lab = |i: usize| {
        let [l, a, b] = local[i];
        Lab { l, a, b }
    };
    let to_bg = distance_to(bg, 1, w, h);
    // Pixels that look like backdrop (between hair strands, say), and their neighbours.
    let bg_like: Vec<u8> = (0..w * h)
        .map(|i| u8::from(work.raw_lab[i].dist(local_lab(i)) < (1.5 * t_model).max(4.0)))
        .collect();
    let near_bg_like = distance_to(&bg_like, 1, w, h);
    let far = ((w.min(h) as f32 * 0.04) as u8).max(BAND + 1);
    let trimap: Vec<u8> = (0..w * h)
        .map(|i| {
            if bg[i] == 1 {
                BACKDROP
            } else if to_bg[i] < BAND {
                UNKNOWN
            } else if to_bg[i] <= far && near_bg_like[i] <= 1 {
                NEAR
            } else {
                PERSON
            }
        })
        .collect();
    // The backdrop's colours, from pixels whose (smoothed) colour has nothing of the person.
    let to_person = distance_to(bg, 0, w, h);
    let known_bg: Vec<bool> = (0..w * h)
        .map(|i| bg[i] == 1 && to_person[i] >= 2)
        .collect();
    let backdrop_rgb = pull_push(&work.rgb, &known_bg, w, h);
    // The person's colours, from pixels that are clearly not backdrop-coloured.
    let known_fg: Vec<bool> = (0..w * h)
        .map(|i| bg[i] == 0 && work.lab[i].dist(local_lab(i)) > 2.0 * t_model)
        .collect();
    let smooth_fg = pull_push(&work.rgb, &known_fg, w, h);
    let radius = ((w.min(h) as f32 * 0.015) as usize).max(4);
    let person = purest(
        &work.rgb,
        &known_fg,
        &backdrop_rgb,
        &smooth_fg,
        w,
        h,
        radius,
    );
    let soft = to_bg
        .iter()
        .map(|&d| if d >= 2 { 1.0 } else { 0.0 })
        .collect();
    Maps {
        w,
        h,
        k: work.k,
        backdrop: backdrop_rgb,
        person,
        trimap,
        soft,
    }
}

/// For each pixel, the person colour nearby (within `radius`) that differs most from the local
/// backdrop: edge pixels and thin strands are mixtures of the backdrop with the person, so the
/// colour farthest from the backdrop is the purest sample of the person. Where no person pixel
/// is that close, the smooth fill `fallback` is used.
fn purest(
    rgb: &[[f32; 3]],
    known: &[bool],
    backdrop: &[[f32; 3]],
    fallback: &[[f32; 3]],
    w: usize,
    h: usize,
    radius: usize,
) -> Vec<[f32; 3]> {
    // (distance from the backdrop, colour) of the best candidate; separable max filter.
    let key: Vec<(f32, [f32; 3])> = (0..w * h)
        .map(|i| {
            if known[i] {
                (dist2(rgb[i], backdrop[i]), rgb[i])
            } else {
                (-1.0, [0.0; 3])
            }
        })
        .collect();
    let best = |a: (f32, [f32; 3]), b: (f32, [f32; 3])| if b.0 > a.0 { b } else { a };
    let mut rows = vec![(-1.0f32, [0.0f32; 3]); w * h];
    for y in 0..h {
        for x in 0..w {
            let mut m = (-1.0, [0.0; 3]);
            for xx in x.saturating_sub(radius)..=(x + radius).min(w - 1) {
                m = best(m, key[y * w + xx]);
            }
            rows[y * w + x] = m;
        }
    }
    let mut out = fallback.to_vec();
    for y in 0..h {
        for x in 0..w {
            let mut m = (-1.0, [0.0; 3]);
            for yy in y.saturating_sub(radius)..=(y + radius).min(h - 1) {
                m = best(m, rows[yy * w + x]);
            }
            if m.0 >= 0.0 {
                out[y * w + x] = m.1;
            }
        }
    }
    out
}

/// Bilinear sample of a working-resolution map at full-resolution pixel (x, y).
struct Sampler {
    k: f32,
    w: usize,
    h: usize,
}

impl Sampler {
    fn weights(&self, x: usize, y: usize) -> (usize, usize, usize, usize, f32, f32) {
        let fx = ((x as f32 + 0.5) / self.k - 0.5).clamp(0.0, (self.w - 1) as f32);
        let fy = ((y as f32 + 0.5) / self.k - 0.5).clamp(0.0, (self.h - 1) as f32);
        let (x0, y0) = (fx as usize, fy as usize);
        let (x1, y1) = ((x0 + 1).min(self.w - 1), (y0 + 1).min(self.h - 1));
        (x0, y0, x1, y1, fx - x0 as f32, fy - y0 as f32)
    }

    fn rgb(&self, map: &[[f32; 3]], x: usize, y: usize) -> [f32; 3] {
        let (x0, y0, x1, y1, tx, ty) = self.weights(x, y);
        let (a, b, c, d) = (
            map[y0 * self.w + x0],
            map[y0 * self.w + x1],
            map[y1 * self.w + x0],
            map[y1 * self.w + x1],
        );
        let mut out = [0.0; 3];
        for i in 0..3 {
            let top = a[i] + (b[i] - a[i]) * tx;
            let bottom = c[i] + (d[i] - c[i]) * tx;
            out[i] = top + (bottom - top) * ty;
        }
        out
    }

    fn scalar(&self, map: &[f32], x: usize, y: usize) -> f32 {
        let (x0, y0, x1, y1, tx, ty) = self.weights(x, y);
        let top = map[y0 * self.w + x0] * (1.0 - tx) + map[y0 * self.w + x1] * tx;
        let bottom = map[y1 * self.w + x0] * (1.0 - tx) + map[y1 * self.w + x1] * tx;
        top * (1.0 - ty) + bottom * ty
    }
}

fn dist2(a: [f32; 3], b: [f32; 3]) -> f32 {
    let (d0, d1, d2) = (a[0] - b[0], a[1] - b[1], a[2] - b[2]);
    d0 * d0 + d1 * d1 + d2 * d2
}

/// Typical full-resolution deviation of backdrop pixels from the local backdrop colour (noise,
/// JPEG artefacts), from a sample: the tolerance for "this pixel is plain backdrop".
fn backdrop_noise(img: &RgbaView, m: &Maps) -> f32 {
    let width = img.width as usize;
    let mut samples = Vec::new();
    let step = (img.pixels() / 20_000).max(1);
    let mut i = 0;
    while i < img.pixels() {
        let (x, y) = (i % width, i / width);
        let wi = (y / m.k) * m.w + x / m.k;
        if m.trimap[wi] == BACKDROP {
            let px = &img.data[i * 4..i * 4 + 3];
            let c = [f32::from(px[0]), f32::from(px[1]), f32::from(px[2])];
            samples.push(dist2(c, m.backdrop[wi]).sqrt());
        }
        i += step;
    }
    if samples.is_empty() {
        return 4.0;
    }
    let mid = samples.len() / 2;
    let (_, med, _) = samples.select_nth_unstable_by(mid, f32::total_cmp);
    *med
}

/// What the first pass decided for a pixel.
#[derive(Clone, Copy, PartialEq)]
enum Decided {
    /// Deep inside the person: kept exactly.
    Person,
    /// Plain backdrop: the new colour.
    Backdrop,
    /// Along the outline: alpha from colour, then refined (refine.rs).
    Band,
}

/// Writes the composite (RGBA, opaque) and the alpha of every pixel.
///
/// Three passes: an alpha for every pixel along the outline from where its colour lies between
/// the local backdrop and person colours; the guided-filter refinement of that alpha
/// (refine.rs); then the composite `αF + (1 − α)N` with the person colour `F` recovered from
/// the pixel (`(C − (1 − α)B) / α`) where it is mostly person, and taken from the person
/// nearby where it is mostly backdrop — so no trace of the old backdrop stays in the hair, and
/// a later switch of colour (`recolour`) is exact.
pub fn composite(
    img: &RgbaView,
    m: &Maps,
    colour: [u8; 3],
    out: &mut [u8],
    alpha: &mut [u8],
    progress: &mut dyn FnMut(f32),
) {
    let width = img.width as usize;
    let height = img.height as usize;
    let sampler = Sampler {
        k: m.k as f32,
        w: m.w,
        h: m.h,
    };
    let noise = backdrop_noise(img, m);
    let plain = (3.0 * noise).max(12.0);
    let plain2 = plain * plain;
    let floor = noise.max(2.0);
    let n = [
        f32::from(colour[0]),
        f32::from(colour[1]),
        f32::from(colour[2]),
    ];
    let mut decided = vec![Decided::Backdrop; width * height];
    let mut a0 = vec![0.0f32; width * height];
    let mut near = vec![false; width * height];
    for y in 0..height {
        let wrow = (y / m.k) * m.w;
        for x in 0..width {
            let i = y * width + x;
            let px = &img.data[i * 4..i * 4 + 4];
            let wi = wrow + x / m.k;
            let t = m.trimap[wi];
            if t == PERSON {
                decided[i] = Decided::Person;
                a0[i] = 1.0;
                continue;
            }
            let c = [f32::from(px[0]), f32::from(px[1]), f32::from(px[2])];
            if t == BACKDROP && dist2(c, m.backdrop[wi]) < plain2 {
                continue;
            }
            decided[i] = Decided::Band;
            near[i] = t == NEAR;
            let b = sampler.rgb(&m.backdrop, x, y);
            let f = sampler.rgb(&m.person, x, y);
            let fb = dist2(f, b).sqrt();
            a0[i] = if fb < LOW_CONTRAST {
                sampler.scalar(&m.soft, x, y)
            } else {
                let cb = [c[0] - b[0], c[1] - b[1], c[2] - b[2]];
                let len = dist2(c, b).sqrt();
                let along =
                    (cb[0] * (f[0] - b[0]) + cb[1] * (f[1] - b[1]) + cb[2] * (f[2] - b[2])) / fb;
                let off_line = (len * len - along * along).max(0.0).sqrt();
                if t == NEAR && off_line > 0.15 * fb {
                    // Not a mix of backdrop and person colour: some other part of the person.
                    1.0
                } else {
                    // The share along the line from B to F, not the distance from B: noise and
                    // JPEG ringing move a wall pixel every way, and a distance counts all of it
                    // as person (about 8 % too much alpha on the wall beside each strand).
                    ((along - 0.5 * floor) / (fb - 0.5 * floor)).clamp(0.0, 1.0)
                }
            };
        }
    }
    progress(0.4);
    let band: Vec<bool> = decided.iter().map(|&d| d == Decided::Band).collect();
    refine::refine(img, &mut a0, &band, m.k);
    progress(0.7);
    for y in 0..height {
        for x in 0..width {
            let i = y * width + x;
            let px = &img.data[i * 4..i * 4 + 4];
            let o = &mut out[i * 4..i * 4 + 4];
            match decided[i] {
                Decided::Person => {
                    o.copy_from_slice(px);
                    o[3] = 255;
                    alpha[i] = 255;
                    continue;
                }
                Decided::Backdrop => {
                    o.copy_from_slice(&[colour[0], colour[1], colour[2], 255]);
                    alpha[i] = 0;
                    continue;
                }
                Decided::Band => {}
            }
            // Near the outline, only what looks like backdrop may become backdrop.
            let high = if near[i] { 0.9 } else { 0.97 };
            let a = a0[i];
            if a <= 0.03 {
                o.copy_from_slice(&[colour[0], colour[1], colour[2], 255]);
                alpha[i] = 0;
            } else if a >= high {
                o.copy_from_slice(px);
                o[3] = 255;
                alpha[i] = 255;
            } else {
                let c = [f32::from(px[0]), f32::from(px[1]), f32::from(px[2])];
                let b = sampler.rgb(&m.backdrop, x, y);
                let nearby = sampler.rgb(&m.person, x, y);
                // The stored alpha is what the composite uses, so `recolour` stays exact.
                let stored = (a * 255.0).round().clamp(1.0, 254.0);
                let a = stored / 255.0;
                // Mostly person: its own colour, backdrop share removed; mostly backdrop: that
                // estimate is noise over a small α, so the person colour nearby takes over.
                let own = ((a - 0.3) / 0.5).clamp(0.0, 1.0);
                for ch in 0..3 {
                    let recovered = ((c[ch] - (1.0 - a) * b[ch]) / a).clamp(0.0, 255.0);
                    let f = own * recovered + (1.0 - own) * nearby[ch];
                    o[ch] = (a * f + (1.0 - a) * n[ch]).round().clamp(0.0, 255.0) as u8;
                }
                o[3] = 255;
                alpha[i] = stored as u8;
            }
        }
    }
}
