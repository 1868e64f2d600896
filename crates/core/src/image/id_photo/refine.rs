//! Refines the alpha along the outline with a guided filter (He, Sun and Tang, "Guided Image
//! Filtering", 2010), in its fast form (He and Sun, 2015): in every small window the alpha is
//! fitted as a linear function of the photo's colour, `α ≈ a·I + b`, so the matte follows the
//! photo's own edges. Between hair strands this is what a per-pixel colour test misses: a
//! pocket of wall in the shadow of the head is darker than the wall far away, but within its
//! window it is still the light end of the line from strand to wall, so it gets the wall's
//! alpha. The fit is made on the working copy (about a megapixel) and its coefficients are
//! interpolated to full resolution, where `a·I + b` is evaluated with the full-resolution
//! colours, so strands a pixel wide keep their detail.

use crate::image::RgbaView;

/// Mean of `src` over the `(2r + 1)²` window around each pixel (clipped at the borders), by
/// running sums along rows, then columns: O(1) a pixel whatever `r`.
fn box_mean(src: &[f32], w: usize, h: usize, r: usize) -> Vec<f32> {
    let mut rows = vec![0.0f32; w * h];
    for y in 0..h {
        let line = &src[y * w..(y + 1) * w];
        let mut sum: f64 = line[..(r + 1).min(w)].iter().map(|&v| f64::from(v)).sum();
        for x in 0..w {
            let lo = x.saturating_sub(r);
            let hi = (x + r).min(w - 1);
            rows[y * w + x] = (sum / (hi - lo + 1) as f64) as f32;
            if x + r + 1 < w {
                sum += f64::from(line[x + r + 1]);
            }
            if x >= r {
                sum -= f64::from(line[x - r]);
            }
        }
    }
    let mut out = vec![0.0f32; w * h];
    let mut sums = vec![0.0f64; w];
    for (x, s) in sums.iter_mut().enumerate() {
        *s = (0..(r + 1).min(h))
            .map(|y| f64::from(rows[y * w + x]))
            .sum();
    }
    for y in 0..h {
        let lo = y.saturating_sub(r);
        let hi = (y + r).min(h - 1);
        let n = (hi - lo + 1) as f64;
        for x in 0..w {
            out[y * w + x] = (sums[x] / n) as f32;
            if y + r + 1 < h {
                sums[x] += f64::from(rows[(y + r + 1) * w + x]);
            }
            if y >= r {
                sums[x] -= f64::from(rows[(y - r) * w + x]);
            }
        }
    }
    out
}

/// The guide (colours 0..1) and `alpha` averaged over `k × k` blocks.
fn shrink(img: &RgbaView, alpha: &[f32], k: usize) -> (Vec<[f32; 3]>, Vec<f32>, usize, usize) {
    let (width, height) = (img.width as usize, img.height as usize);
    let (w, h) = (width.div_ceil(k), height.div_ceil(k));
    let mut guide = vec![[0.0f32; 3]; w * h];
    let mut p = vec![0.0f32; w * h];
    let mut count = vec![0u32; w * h];
    for y in 0..height {
        for x in 0..width {
            let i = y * width + x;
            let j = (y / k) * w + x / k;
            for (g, &v) in guide[j].iter_mut().zip(&img.data[i * 4..i * 4 + 3]) {
                *g += f32::from(v) / 255.0;
            }
            p[j] += alpha[i];
            count[j] += 1;
        }
    }
    for j in 0..w * h {
        let n = count[j].max(1) as f32;
        guide[j].iter_mut().for_each(|v| *v /= n);
        p[j] /= n;
    }
    (guide, p, w, h)
}

/// Solves `(Σ + εI) a = v` for the symmetric 3 × 3 `Σ` given as `[xx, xy, xz, yy, yz, zz]`.
fn solve3(s: [f32; 6], eps: f32, v: [f32; 3]) -> [f32; 3] {
    let (a, b, c) = (s[0] + eps, s[1], s[2]);
    let (d, e, f) = (s[3] + eps, s[4], s[5] + eps);
    // Cofactors of the symmetric matrix [[a b c] [b d e] [c e f]].
    let (ca, cb, cc) = (d * f - e * e, c * e - b * f, b * e - c * d);
    let (cd, ce, cf) = (a * f - c * c, b * c - a * e, a * d - b * b);
    let det = a * ca + b * cb + c * cc;
    if det.abs() < 1e-12 {
        return [0.0; 3];
    }
    [
        (ca * v[0] + cb * v[1] + cc * v[2]) / det,
        (cb * v[0] + cd * v[1] + ce * v[2]) / det,
        (cc * v[0] + ce * v[1] + cf * v[2]) / det,
    ]
}

/// Linear coefficients per working pixel: `a` (3) and `b`, already averaged over the windows
/// that cover each pixel.
struct Coefficients {
    a: [Vec<f32>; 3],
    b: Vec<f32>,
    w: usize,
    h: usize,
    k: usize,
}

fn fit(img: &RgbaView, alpha: &[f32], k: usize, r: usize, eps: f32) -> Coefficients {
    let (guide, p, w, h) = shrink(img, alpha, k);
    let n = w * h;
    let channel = |c: usize| -> Vec<f32> { guide.iter().map(|g| g[c]).collect() };
    let chans = [channel(0), channel(1), channel(2)];
    let mean_i: Vec<Vec<f32>> = chans.iter().map(|ch| box_mean(ch, w, h, r)).collect();
    let mean_p = box_mean(&p, w, h, r);
    let product =
        |x: &[f32], y: &[f32]| -> Vec<f32> { x.iter().zip(y).map(|(a, b)| a * b).collect() };
    let corr_ip: Vec<Vec<f32>> = chans
        .iter()
        .map(|ch| box_mean(&product(ch, &p), w, h, r))
        .collect();
    let pairs = [(0, 0), (0, 1), (0, 2), (1, 1), (1, 2), (2, 2)];
    let corr_ii: Vec<Vec<f32>> = pairs
        .iter()
        .map(|&(u, v)| box_mean(&product(&chans[u], &chans[v]), w, h, r))
        .collect();
    let mut a = [vec![0.0f32; n], vec![0.0f32; n], vec![0.0f32; n]];
    let mut b = vec![0.0f32; n];
    for i in 0..n {
        let m = [mean_i[0][i], mean_i[1][i], mean_i[2][i]];
        let mut sigma = [0.0f32; 6];
        for (s, (&(u, v), corr)) in sigma.iter_mut().zip(pairs.iter().zip(&corr_ii)) {
            *s = corr[i] - m[u] * m[v];
        }
        let cov = [
            corr_ip[0][i] - m[0] * mean_p[i],
            corr_ip[1][i] - m[1] * mean_p[i],
            corr_ip[2][i] - m[2] * mean_p[i],
        ];
        let coef = solve3(sigma, eps, cov);
        for c in 0..3 {
            a[c][i] = coef[c];
        }
        b[i] = mean_p[i] - coef[0] * m[0] - coef[1] * m[1] - coef[2] * m[2];
    }
    Coefficients {
        a: [
            box_mean(&a[0], w, h, r),
            box_mean(&a[1], w, h, r),
            box_mean(&a[2], w, h, r),
        ],
        b: box_mean(&b, w, h, r),
        w,
        h,
        k,
    }
}

impl Coefficients {
    /// `a·I + b` at full-resolution pixel (x, y) with colour `c` (0..=255), coefficients
    /// interpolated bilinearly between working pixels.
    fn at(&self, x: usize, y: usize, c: [f32; 3]) -> f32 {
        let k = self.k as f32;
        let fx = ((x as f32 + 0.5) / k - 0.5).clamp(0.0, (self.w - 1) as f32);
        let fy = ((y as f32 + 0.5) / k - 0.5).clamp(0.0, (self.h - 1) as f32);
        let (x0, y0) = (fx as usize, fy as usize);
        let (x1, y1) = ((x0 + 1).min(self.w - 1), (y0 + 1).min(self.h - 1));
        let (tx, ty) = (fx - x0 as f32, fy - y0 as f32);
        let lerp = |m: &[f32]| {
            let top = m[y0 * self.w + x0] * (1.0 - tx) + m[y0 * self.w + x1] * tx;
            let bottom = m[y1 * self.w + x0] * (1.0 - tx) + m[y1 * self.w + x1] * tx;
            top * (1.0 - ty) + bottom * ty
        };
        let mut q = lerp(&self.b);
        for (ch, a) in self.a.iter().enumerate() {
            q += lerp(a) * c[ch] / 255.0;
        }
        q
    }
}

/// Window radius (working pixels) and regularisation of the fit: small windows, so that the
/// linear model holds (a strand and the wall beside it), and an ε that keeps flat areas flat.
const RADIUS: usize = 2;
const EPS: f32 = 1e-3;

/// Refines `alpha` (0..=1, full resolution) where `band` is set; elsewhere it is kept.
pub fn refine(img: &RgbaView, alpha: &mut [f32], band: &[bool], k: usize) {
    if !band.iter().any(|&b| b) {
        return;
    }
    let coef = fit(img, alpha, k, RADIUS, EPS);
    let width = img.width as usize;
    for (i, a) in alpha.iter_mut().enumerate() {
        if !band[i] {
            continue;
        }
        let px = &img.data[i * 4..i * 4 + 3];
        let c = [f32::from(px[0]), f32::from(px[1]), f32::from(px[2])];
        *a = coef.at(i % width, i / width, c).clamp(0.0, 1.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_mean_is_the_window_average() {
        let src: Vec<f32> = (0..20).map(|v| v as f32).collect();
        let out = box_mean(&src, 5, 4, 1);
        // Pixel (2, 1) = 7: its 3 × 3 window holds 1..3, 6..8, 11..13.
        assert!((out[7] - 7.0).abs() < 1e-5);
        // Corner (0, 0): 0, 1, 5, 6.
        assert!((out[0] - 3.0).abs() < 1e-5);
    }

    #[test]
    fn solve3_inverts() {
        let a = solve3([2.0, 0.0, 0.0, 4.0, 0.0, 8.0], 0.0, [2.0, 4.0, 8.0]);
        assert!(a.iter().all(|&v| (v - 1.0).abs() < 1e-5), "{a:?}");
    }

    #[test]
    fn alpha_follows_the_guide_inside_a_window() {
        // Dark strands (alpha 1) on a light wall. The per-pixel first guess for the wall
        // between the strands is noisy (0 or 0.5, as shadow and JPEG noise make it): the fit
        // gives every pocket the same alpha, and the strands stay the person.
        let (w, h) = (24usize, 24usize);
        let mut data = vec![255u8; w * h * 4];
        let mut alpha = vec![0.0f32; w * h];
        let band = vec![true; w * h];
        for y in 0..h {
            for x in 0..w {
                let i = y * w + x;
                let strand = x % 3 == 0;
                let v = if strand { 40 } else { 230 };
                data[i * 4..i * 4 + 3].copy_from_slice(&[v, v, v]);
                alpha[i] = if strand {
                    1.0
                } else if (x + y) % 2 == 0 {
                    0.5
                } else {
                    0.0
                };
            }
        }
        let img = RgbaView::new(&data, w as u32, h as u32).unwrap();
        refine(&img, &mut alpha, &band, 1);
        let inner = |x: usize, y: usize| alpha[y * w + x];
        let pockets: Vec<f32> = (4..20)
            .flat_map(|y| (4..20).map(move |x| (x, y)))
            .filter(|(x, _)| x % 3 != 0)
            .map(|(x, y)| inner(x, y))
            .collect();
        let (lo, hi) = pockets
            .iter()
            .fold((f32::MAX, f32::MIN), |(lo, hi), &a| (lo.min(a), hi.max(a)));
        assert!(hi - lo < 0.1, "pockets from {lo} to {hi}");
        assert!((0.15..0.35).contains(&lo), "{lo}");
        assert!(inner(12, 12) > 0.85, "strand {}", inner(12, 12));
    }
}
