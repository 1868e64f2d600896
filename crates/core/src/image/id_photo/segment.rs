//! The coarse half of the ID-photo segmentation, on a working copy of about one megapixel:
//! estimate the backdrop colour from the borders, then grow the backdrop region from the borders
//! in OKLab, following slow changes (uneven lighting, soft shadows) but stopping at edges.
//! The result is a trimap (backdrop / person / unknown band) for the full-resolution matte.

use std::collections::{HashMap, VecDeque};

use crate::image::RgbaView;
use crate::image::color::{Lab, linear_to_lab, srgb_to_linear};

/// Working copies are at most about this many pixels.
const WORK_PIXELS: usize = 1_000_000;

/// A working copy: the photo shrunk by an integer factor `k` (block averages).
#[derive(Debug)]
pub struct Work {
    pub w: usize,
    pub h: usize,
    pub k: usize,
    /// Block-averaged sRGB (0..=255), smoothed a little.
    pub rgb: Vec<[f32; 3]>,
    /// OKLab ×100 of the smoothed copy.
    pub lab: Vec<Lab>,
    /// OKLab ×100 of the block averages before smoothing (sharper, noisier).
    pub raw_lab: Vec<Lab>,
    /// Gradient magnitude of `lab` (OKLab units per working pixel).
    pub edge: Vec<f32>,
}

/// The integer shrink factor that brings `pixels` down to about [`WORK_PIXELS`].
pub fn factor(width: usize, height: usize) -> usize {
    let ratio = (width * height) as f64 / WORK_PIXELS as f64;
    if ratio <= 1.0 {
        1
    } else {
        ratio.sqrt().ceil() as usize
    }
}

impl Work {
    pub fn new(img: &RgbaView) -> Work {
        let (width, height) = (img.width as usize, img.height as usize);
        let k = factor(width, height);
        let (w, h) = (width.div_ceil(k), height.div_ceil(k));
        let raw = block_average(img, k, w, h);
        let rgb = smooth3(&raw, w, h);
        // Averages of bytes are fractional: `lin` interpolates the linearisation table.
        let to_lab = |c: &[f32; 3]| linear_to_lab(lin(c[0]), lin(c[1]), lin(c[2]));
        let lab: Vec<Lab> = rgb.iter().map(to_lab).collect();
        let raw_lab: Vec<Lab> = raw.iter().map(to_lab).collect();
        let edge = gradient(&lab, w, h);
        Work {
            w,
            h,
            k,
            rgb,
            lab,
            raw_lab,
            edge,
        }
    }
}

fn lin(v: f32) -> f32 {
    let i = (v.clamp(0.0, 255.0)) as usize;
    let f = v - i as f32;
    let a = srgb_to_linear(i.min(255) as u8);
    let b = srgb_to_linear((i + 1).min(255) as u8);
    a + (b - a) * f.clamp(0.0, 1.0)
}

/// Averages `k × k` blocks (partial blocks at the right and bottom edges over what they hold).
fn block_average(img: &RgbaView, k: usize, w: usize, h: usize) -> Vec<[f32; 3]> {
    let width = img.width as usize;
    let height = img.height as usize;
    let mut out = vec![[0.0f32; 3]; w * h];
    let mut sums = vec![[0u32; 3]; w];
    for by in 0..h {
        sums.iter_mut().for_each(|s| *s = [0; 3]);
        let y0 = by * k;
        let y1 = (y0 + k).min(height);
        for y in y0..y1 {
            let row = &img.data[y * width * 4..(y + 1) * width * 4];
            for (x, px) in row.chunks_exact(4).enumerate() {
                let s = &mut sums[x / k];
                s[0] += u32::from(px[0]);
                s[1] += u32::from(px[1]);
                s[2] += u32::from(px[2]);
            }
        }
        for (bx, s) in sums.iter().enumerate() {
            let x0 = bx * k;
            let x1 = (x0 + k).min(width);
            let n = ((x1 - x0) * (y1 - y0)) as f32;
            out[by * w + bx] = [s[0] as f32 / n, s[1] as f32 / n, s[2] as f32 / n];
        }
    }
    out
}

/// Separable [1 2 1] / 4 blur, edges clamped.
fn smooth3(src: &[[f32; 3]], w: usize, h: usize) -> Vec<[f32; 3]> {
    let mix = |a: [f32; 3], b: [f32; 3], c: [f32; 3]| {
        [
            0.25 * a[0] + 0.5 * b[0] + 0.25 * c[0],
            0.25 * a[1] + 0.5 * b[1] + 0.25 * c[1],
            0.25 * a[2] + 0.5 * b[2] + 0.25 * c[2],
        ]
    };
    let mut tmp = vec![[0.0f32; 3]; src.len()];
    for y in 0..h {
        let row = &src[y * w..(y + 1) * w];
        for x in 0..w {
            tmp[y * w + x] = mix(row[x.saturating_sub(1)], row[x], row[(x + 1).min(w - 1)]);
        }
    }
    let mut out = vec![[0.0f32; 3]; src.len()];
    for y in 0..h {
        let up = y.saturating_sub(1);
        let down = (y + 1).min(h - 1);
        for x in 0..w {
            out[y * w + x] = mix(tmp[up * w + x], tmp[y * w + x], tmp[down * w + x]);
        }
    }
    out
}

/// Central-difference gradient magnitude (Euclidean over the three channels).
fn gradient(lab: &[Lab], w: usize, h: usize) -> Vec<f32> {
    let mut e = vec![0.0f32; w * h];
    for y in 0..h {
        let up = y.saturating_sub(1);
        let down = (y + 1).min(h - 1);
        for x in 0..w {
            let l = lab[y * w + x.saturating_sub(1)];
            let r = lab[y * w + (x + 1).min(w - 1)];
            let u = lab[up * w + x];
            let d = lab[down * w + x];
            e[y * w + x] = 0.5 * (l.dist2(r) + u.dist2(d)).sqrt();
        }
    }
    e
}

/// What the borders say about the backdrop.
#[derive(Clone, Copy, Debug)]
pub struct Backdrop {
    /// Its dominant colour.
    pub colour: Lab,
    /// Share of the top and side borders within reach of that colour (1 = perfectly plain).
    pub share: f32,
    /// Typical gradient on the backdrop: the noise level the thresholds scale with.
    pub noise: f32,
}

/// Pixels of the top border band and the side bands (the bottom is usually the person).
fn border_pixels(w: usize, h: usize) -> Vec<usize> {
    let depth = 2.min(w).min(h);
    let mut v = Vec::with_capacity(depth * (w + 2 * h));
    for y in 0..depth {
        v.extend((0..w).map(|x| y * w + x));
    }
    for y in depth..h {
        for d in 0..depth {
            v.push(y * w + d);
            v.push(y * w + w - 1 - d);
        }
    }
    v.sort_unstable();
    v.dedup();
    v
}

fn median(mut v: Vec<f32>) -> f32 {
    if v.is_empty() {
        return 0.0;
    }
    let mid = v.len() / 2;
    let (_, m, _) = v.select_nth_unstable_by(mid, f32::total_cmp);
    *m
}

pub fn estimate_backdrop(work: &Work) -> Backdrop {
    let border = border_pixels(work.w, work.h);
    // The most common colour on the borders (4-unit OKLab bins), refined by local means.
    let mut bins: HashMap<(i32, i32, i32), u32> = HashMap::new();
    for &i in &border {
        let c = work.raw_lab[i];
        let key = (
            (c.l / 4.0).floor() as i32,
            (c.a / 4.0).floor() as i32,
            (c.b / 4.0).floor() as i32,
        );
        *bins.entry(key).or_default() += 1;
    }
    let best = bins
        .iter()
        .max_by_key(|(k, n)| (**n, std::cmp::Reverse(**k)))
        .map(|(k, _)| *k)
        .unwrap_or((0, 0, 0));
    let mut colour = Lab {
        l: best.0 as f32 * 4.0 + 2.0,
        a: best.1 as f32 * 4.0 + 2.0,
        b: best.2 as f32 * 4.0 + 2.0,
    };
    for radius in [8.0f32, 6.0, 6.0] {
        let (mut sum, mut n) = (Lab::default(), 0.0f32);
        for &i in &border {
            let c = work.raw_lab[i];
            if c.dist2(colour) < radius * radius {
                sum.l += c.l;
                sum.a += c.a;
                sum.b += c.b;
                n += 1.0;
            }
        }
        if n > 0.0 {
            colour = Lab {
                l: sum.l / n,
                a: sum.a / n,
                b: sum.b / n,
            };
        }
    }
    let near: Vec<usize> = border
        .iter()
        .copied()
        .filter(|&i| work.raw_lab[i].dist2(colour) < 100.0)
        .collect();
    let share = near.len() as f32 / border.len().max(1) as f32;
    let noise = median(near.iter().map(|&i| work.edge[i]).collect());
    Backdrop {
        colour,
        share,
        noise,
    }
}

/// The backdrop's OKLab colour at every working pixel: its own where it is backdrop, filled in
/// from the nearest backdrop elsewhere.
pub fn local_backdrop(work: &Work, bg: &[u8]) -> Vec<[f32; 3]> {
    let known: Vec<bool> = bg.iter().map(|&b| b == 1).collect();
    // Unsmoothed: backdrop seen between strands is pure in the photo, but smoothing blurs the
    // strands around it into its colour.
    let values: Vec<[f32; 3]> = work.raw_lab.iter().map(|c| [c.l, c.a, c.b]).collect();
    pull_push(&values, &known, work.w, work.h)
}

/// How far the backdrop region may differ from its neighbours (edges) and from the colour it
/// has been following, for the backdrop's noise level.
pub fn thresholds(backdrop: &Backdrop) -> (f32, f32) {
    (
        (3.0 * backdrop.noise).max(1.2),
        (4.0 * backdrop.noise).max(2.5),
    )
}

/// Per working pixel: 0 person or unknown, 1 backdrop (reached from the borders).
pub fn grow_backdrop(work: &Work, backdrop: &Backdrop) -> Vec<u8> {
    let (w, h) = (work.w, work.h);
    let (t_edge, t_model) = thresholds(backdrop);
    let t_seed = (2.5 * t_model).max(8.0);
    let mut bg = vec![0u8; w * h];
    let mut model = vec![Lab::default(); w * h];
    let mut queue = VecDeque::new();
    for i in border_pixels(w, h) {
        if work.edge[i] < t_edge && work.lab[i].dist(backdrop.colour) < t_seed {
            bg[i] = 1;
            // Seeds start from their own colour: the backdrop may be uneven along the borders.
            model[i] = work.lab[i];
            queue.push_back(i as u32);
        }
    }
    let jump = jump_length(w, h);
    while let Some(p) = queue.pop_front() {
        let p = p as usize;
        let (x, y) = (p % w, p / w);
        let m = model[p];
        let accepts = |q: usize, bg: &[u8]| {
            bg[q] == 0 && work.edge[q] < t_edge && work.lab[q].dist(m) < t_model
        };
        let mut blocked = false;
        for (dx, dy) in [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)] {
            let Some(q) = step(x, y, dx, dy, 1, w, h) else {
                continue;
            };
            if accepts(q, &bg) {
                bg[q] = 1;
                // Follow slow changes of the backdrop, not sudden ones.
                model[q] = m.lerp(work.lab[q], 0.2);
                queue.push_back(q as u32);
            } else if bg[q] == 0 {
                blocked = true;
            }
        }
        if !blocked {
            continue;
        }
        // Across a thin line (a hair strand and its blurred edges) to backdrop of the same
        // colour on the other side: the wall seen between strands, even where the strands close
        // it in. A wider structure, or a different colour beyond (a suit close to the backdrop
        // colour), stops the fill as before.
        for (dx, dy) in DIRECTIONS {
            for s in 2..=jump {
                let Some(q) = step(x, y, dx, dy, s, w, h) else {
                    break;
                };
                if bg[q] == 1 {
                    break;
                }
                // The landing pixel's own colour (not smoothed, which blurs the strand into it)
                // must be the backdrop's; its gradient is the strand's, so it is not tested.
                // The model does not follow a jump: a chain of jumps along a soft outline
                // would otherwise drift into the person's colour.
                if work.raw_lab[q].dist(m) < t_model {
                    bg[q] = 1;
                    model[q] = m;
                    queue.push_back(q as u32);
                    break;
                }
            }
        }
    }
    bg
}

const DIRECTIONS: [(isize, isize); 8] = [
    (-1, 0),
    (1, 0),
    (0, -1),
    (0, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
    (1, 1),
];

/// How far (working pixels) the backdrop fill may jump across a strand: a strand a pixel or two
/// wide, blurred by the smoothing, with room for the edge on each side.
fn jump_length(w: usize, h: usize) -> usize {
    if w.min(h) < 40 { 1 } else { 5 }
}

/// The pixel `s` steps from (x, y) in direction (dx, dy), if inside the image.
fn step(x: usize, y: usize, dx: isize, dy: isize, s: usize, w: usize, h: usize) -> Option<usize> {
    let nx = x.checked_add_signed(dx * s as isize)?;
    let ny = y.checked_add_signed(dy * s as isize)?;
    (nx < w && ny < h).then_some(ny * w + nx)
}

/// Pockets of backdrop enclosed by hair strands (the fill cannot reach them): small regions
/// of exactly the local backdrop colour close to the backdrop. Larger regions, or ones deeper
/// inside the person (a shirt of the backdrop's colour), stay the person's.
pub fn recover_pockets(work: &Work, backdrop: &Backdrop, local: &[[f32; 3]], bg: &mut [u8]) {
    let (w, h) = (work.w, work.h);
    let (t_edge, t_model) = thresholds(backdrop);
    if !bg.contains(&1) {
        return;
    }
    let to_bg = distance_to(bg, 1, w, h);
    let candidate: Vec<bool> = (0..w * h)
        .map(|i| {
            let [l, a, b] = local[i];
            bg[i] == 0 && work.edge[i] < t_edge && work.lab[i].dist(Lab { l, a, b }) < t_model
        })
        .collect();
    let max_area = (w * h / 500).max(4);
    let near = ((w.min(h) as f32 * 0.03) as u8).max(3);
    let mut seen = vec![false; w * h];
    let mut component = Vec::new();
    for start in 0..w * h {
        if !candidate[start] || seen[start] {
            continue;
        }
        component.clear();
        component.push(start);
        seen[start] = true;
        let mut next = 0;
        let mut closest = u8::MAX;
        while next < component.len() {
            let p = component[next];
            next += 1;
            closest = closest.min(to_bg[p]);
            let (x, y) = (p % w, p / w);
            let mut visit = |q: usize| {
                if candidate[q] && !seen[q] {
                    seen[q] = true;
                    component.push(q);
                }
            };
            if x > 0 {
                visit(p - 1);
            }
            if x + 1 < w {
                visit(p + 1);
            }
            if y > 0 {
                visit(p - w);
            }
            if y + 1 < h {
                visit(p + w);
            }
        }
        if component.len() <= max_area && closest <= near {
            for &p in &component {
                bg[p] = 1;
            }
        }
    }
}

/// Chessboard distance (in working pixels) from each pixel to the nearest pixel with
/// `mask == value`, capped at 255; two passes.
pub fn distance_to(mask: &[u8], value: u8, w: usize, h: usize) -> Vec<u8> {
    let mut d = vec![255u8; w * h];
    for (i, &m) in mask.iter().enumerate() {
        if m == value {
            d[i] = 0;
        }
    }
    for y in 0..h {
        for x in 0..w {
            let i = y * w + x;
            let mut v = d[i];
            if x > 0 {
                v = v.min(d[i - 1].saturating_add(1));
            }
            if y > 0 {
                v = v.min(d[i - w].saturating_add(1));
                if x > 0 {
                    v = v.min(d[i - w - 1].saturating_add(1));
                }
                if x + 1 < w {
                    v = v.min(d[i - w + 1].saturating_add(1));
                }
            }
            d[i] = v;
        }
    }
    for y in (0..h).rev() {
        for x in (0..w).rev() {
            let i = y * w + x;
            let mut v = d[i];
            if x + 1 < w {
                v = v.min(d[i + 1].saturating_add(1));
            }
            if y + 1 < h {
                v = v.min(d[i + w].saturating_add(1));
                if x + 1 < w {
                    v = v.min(d[i + w + 1].saturating_add(1));
                }
                if x > 0 {
                    v = v.min(d[i + w - 1].saturating_add(1));
                }
            }
            d[i] = v;
        }
    }
    d
}

/// Fills unknown values of a map from known ones nearby (a pull-push pyramid): each unknown
/// pixel gets a weighted average of the known pixels around it, at the finest scale that has any.
pub fn pull_push(values: &[[f32; 3]], known: &[bool], w: usize, h: usize) -> Vec<[f32; 3]> {
    // Level 0: premultiplied values and weights.
    let mut levels: Vec<(Vec<[f32; 4]>, usize, usize)> = Vec::new();
    let base: Vec<[f32; 4]> = values
        .iter()
        .zip(known)
        .map(|(v, &k)| if k { [v[0], v[1], v[2], 1.0] } else { [0.0; 4] })
        .collect();
    levels.push((base, w, h));
    while let Some((prev, pw, ph)) = levels.last() {
        if *pw <= 1 && *ph <= 1 {
            break;
        }
        let (nw, nh) = (pw.div_ceil(2), ph.div_ceil(2));
        let mut next = vec![[0.0f32; 4]; nw * nh];
        for y in 0..*ph {
            for x in 0..*pw {
                let s = prev[y * pw + x];
                let t = &mut next[(y / 2) * nw + x / 2];
                for c in 0..4 {
                    t[c] += s[c];
                }
            }
        }
        // Cap weights so that a few known pixels do not dominate the next level up.
        for t in next.iter_mut() {
            if t[3] > 1.0 {
                let f = 1.0 / t[3];
                for c in t.iter_mut() {
                    *c *= f;
                }
            }
        }
        levels.push((next, nw, nh));
    }
    // Push: fill each level's missing weight from the (already filled) coarser level.
    for li in (0..levels.len() - 1).rev() {
        let (coarse, cw, _) = {
            let (c, cw, ch) = &levels[li + 1];
            (c.clone(), *cw, *ch)
        };
        let (fine, fw, fh) = &mut levels[li];
        for y in 0..*fh {
            for x in 0..*fw {
                let c = coarse[(y / 2) * cw + x / 2];
                let f = &mut fine[y * *fw + x];
                let missing = (1.0 - f[3]).max(0.0);
                if missing > 0.0 && c[3] > 0.0 {
                    let s = missing / c[3];
                    for ch in 0..3 {
                        f[ch] += c[ch] * s;
                    }
                    f[3] += missing;
                }
            }
        }
    }
    levels[0]
        .0
        .iter()
        .map(|v| {
            if v[3] > 0.0 {
                [v[0] / v[3], v[1] / v[3], v[2] / v[3]]
            } else {
                [0.0; 3]
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factor_keeps_the_working_copy_near_a_megapixel() {
        assert_eq!(factor(600, 800), 1);
        assert_eq!(factor(3000, 4000), 4);
        assert_eq!(factor(6000, 4000), 5);
    }

    #[test]
    fn distance_counts_chessboard_steps() {
        let mut mask = vec![0u8; 25];
        mask[12] = 1;
        let d = distance_to(&mask, 1, 5, 5);
        assert_eq!(d[12], 0);
        assert_eq!(d[0], 2);
        assert_eq!(d[7], 1);
    }

    #[test]
    fn pull_push_fills_from_the_nearest_known_values() {
        let (w, h) = (8, 4);
        let mut values = vec![[0.0; 3]; w * h];
        let mut known = vec![false; w * h];
        for y in 0..h {
            values[y * w] = [10.0, 20.0, 30.0];
            known[y * w] = true;
            values[y * w + w - 1] = [200.0, 100.0, 0.0];
            known[y * w + w - 1] = true;
        }
        let filled = pull_push(&values, &known, w, h);
        assert_eq!(filled[0], [10.0, 20.0, 30.0]);
        assert!(filled[1][0] < 100.0, "{:?}", filled[1]);
        assert!(filled[w - 2][0] > 100.0, "{:?}", filled[w - 2]);
    }
}
