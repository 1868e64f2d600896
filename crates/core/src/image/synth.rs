//! Synthetic ID-photo portraits with a known answer, for measuring the segmentation: a figure
//! (head, hair with fine strands, neck, suit with a shirt) on a plain or uneven backdrop, with
//! an optional soft shadow, sensor noise and JPEG compression. Every portrait comes with its
//! true alpha and true person colours. Deterministic for a given seed.
//!
//! Used by the quality test, `cargo run --release -p toolbox-core --example id_photo_quality`
//! and the benchmark photo generator (`--example portrait`).

mod quality;

pub use quality::{Quality, evaluate, evaluate_switch};

#[derive(Clone, Debug)]
pub struct PortraitSpec {
    pub width: u32,
    pub height: u32,
    pub seed: u64,
    pub backdrop: [u8; 3],
    /// Slow lightness drift across the backdrop (0 = plain, 0.08 = ±8 %).
    pub uneven: f32,
    /// Darkening of the soft shadow cast on the backdrop (0 = none).
    pub shadow: f32,
    pub suit: [u8; 3],
    /// Shown in a V between the lapels: never touches the backdrop.
    pub shirt: [u8; 3],
    pub skin: [u8; 3],
    pub hair: [u8; 3],
    /// Fine hair strands (each about a pixel wide) around the top of the head.
    pub strands: u32,
    /// Flyaway strands lying along the hair outline, crossing each other: the backdrop shows in
    /// narrow pockets between them (the hardest case for the matte).
    pub wisps: u32,
    /// Standard deviation of the sensor noise, in RGB units.
    pub noise: f32,
    pub jpeg_quality: Option<u8>,
}

impl PortraitSpec {
    pub fn new(width: u32, height: u32, seed: u64, backdrop: [u8; 3]) -> Self {
        PortraitSpec {
            width,
            height,
            seed,
            backdrop,
            uneven: 0.0,
            shadow: 0.0,
            suit: [38, 40, 52],
            shirt: [245, 245, 245],
            skin: [224, 182, 152],
            hair: [40, 28, 22],
            strands: 120,
            wisps: 0,
            noise: 2.0,
            jpeg_quality: Some(90),
        }
    }
}

#[derive(Debug)]
pub struct Portrait {
    pub width: u32,
    pub height: u32,
    /// The photo (RGBA, opaque), as a camera would give it.
    pub rgba: Vec<u8>,
    /// The true share of the person in each pixel.
    pub alpha: Vec<f32>,
    /// The true colour of the person in each pixel (meaningful where `alpha > 0`).
    pub person: Vec<[f32; 3]>,
    /// The true backdrop colour behind each pixel (before noise), to measure how much of it a
    /// composite keeps.
    pub backdrop: Vec<[f32; 3]>,
}

/// SplitMix64: a small deterministic generator (tests must not depend on a random crate's
/// stream staying the same across versions).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }

    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }

    fn gauss(&mut self) -> f32 {
        let u1 = self.unit().max(1e-7);
        let u2 = self.unit();
        (-2.0 * u1.ln()).sqrt() * (std::f32::consts::TAU * u2).cos()
    }
}

/// The figure, in pixels.
struct Figure {
    cx: f32,
    head: (f32, f32, f32, f32),
    hair: (f32, f32, f32, f32),
    torso: (f32, f32, f32, f32),
    neck: (f32, f32, f32),
    h: f32,
}

fn ellipse_q(e: (f32, f32, f32, f32), x: f32, y: f32) -> f32 {
    let (cx, cy, rx, ry) = e;
    ((x - cx) / rx).powi(2) + ((y - cy) / ry).powi(2)
}

impl Figure {
    fn new(w: f32, h: f32) -> Figure {
        let cx = w * 0.5;
        Figure {
            cx,
            head: (cx, 0.40 * h, 0.125 * h, 0.165 * h),
            hair: (cx, 0.37 * h, 0.145 * h, 0.19 * h),
            torso: (cx, 1.04 * h, 0.40 * h, 0.38 * h),
            neck: (0.50 * h, 0.70 * h, 0.058 * h),
            h,
        }
    }

    /// The person's colour at (x, y), or None on the backdrop.
    fn colour(&self, s: &PortraitSpec, x: f32, y: f32) -> Option<[f32; 3]> {
        let f = |c: [u8; 3], shade: f32| {
            [
                f32::from(c[0]) * shade,
                f32::from(c[1]) * shade,
                f32::from(c[2]) * shade,
            ]
        };
        let h = self.h;
        // Hair: a cap over the top and sides of the head, with a wavy outline.
        let angle = (y - self.hair.1).atan2(x - self.cx);
        let wave = 1.0 + 0.03 * (angle * 9.0).sin() + 0.015 * (angle * 23.0).sin();
        if ellipse_q(self.hair, x, y) < wave * wave && y < self.head.1 + 0.02 * h {
            let inside_face = ellipse_q(self.head, x, y) < 1.0 && y > self.head.1 - 0.09 * h;
            if !inside_face {
                return Some(f(s.hair, 0.9 + 0.2 * ((x * 0.7).sin() * 0.5 + 0.5)));
            }
        }
        if ellipse_q(self.head, x, y) < 1.0 {
            let shade = 1.0 - 0.12 * ((x - self.cx) / self.head.2).powi(2);
            return Some(f(s.skin, shade));
        }
        if ellipse_q(self.torso, x, y) < 1.0 {
            // A V of shirt between the lapels, below the neck.
            let top = self.neck.1 - 0.02 * h;
            if y > top && (x - self.cx).abs() < (y - top) * 0.45 {
                return Some(f(s.shirt, 1.0));
            }
            let shade = 1.0 - 0.1 * ((x - self.cx) / self.torso.2).abs();
            return Some(f(s.suit, shade));
        }
        if y > self.neck.0 && y < self.neck.1 + 0.05 * h && (x - self.cx).abs() < self.neck.2 {
            return Some(f(s.skin, 0.9));
        }
        None
    }
}

/// Supersampled coverage and mean colour of the figure in each pixel.
fn render_body(s: &PortraitSpec, fig: &Figure, alpha: &mut [f32], person: &mut [[f32; 3]]) {
    let (w, h) = (s.width as usize, s.height as usize);
    let ss = if w * h > 4_000_000 { 2 } else { 4 };
    let inv = 1.0 / (ss * ss) as f32;
    for y in 0..h {
        for x in 0..w {
            let mut cov = 0.0;
            let mut sum = [0.0f32; 3];
            for sy in 0..ss {
                for sx in 0..ss {
                    let px = x as f32 + (sx as f32 + 0.5) / ss as f32;
                    let py = y as f32 + (sy as f32 + 0.5) / ss as f32;
                    if let Some(c) = fig.colour(s, px, py) {
                        cov += inv;
                        for i in 0..3 {
                            sum[i] += c[i] * inv;
                        }
                    }
                }
            }
            let i = y * w + x;
            alpha[i] = cov;
            if cov > 0.0 {
                person[i] = [sum[0] / cov, sum[1] / cov, sum[2] / cov];
            }
        }
    }
}

/// A strand being drawn: where it starts, which way it goes and how it bends.
struct Strand {
    x: f32,
    y: f32,
    dir: f32,
    bend: f32,
    len: f32,
    width: f32,
}

/// Draws one strand, about a pixel wide and thinner towards the tip, with analytic
/// anti-aliasing, combined with what the pixels hold ("over").
fn draw_strand(
    s: &PortraitSpec,
    strand: Strand,
    hair: [f32; 3],
    alpha: &mut [f32],
    person: &mut [[f32; 3]],
) {
    let (w, h) = (s.width as usize, s.height as usize);
    let Strand {
        mut x,
        mut y,
        mut dir,
        bend,
        len,
        width,
    } = strand;
    let step = 0.5f32;
    let mut travelled = 0.0;
    while travelled < len {
        let (nx, ny) = (x + step * dir.cos(), y + step * dir.sin());
        let ww = width * (1.0 - 0.6 * travelled / len);
        let r = ww * 0.5 + 1.0;
        let (x0, x1) = ((nx - r).floor().max(0.0) as usize, (nx + r).ceil() as usize);
        let (y0, y1) = ((ny - r).floor().max(0.0) as usize, (ny + r).ceil() as usize);
        for py in y0..=y1.min(h - 1) {
            for px in x0..=x1.min(w - 1) {
                let d = seg_dist(px as f32 + 0.5, py as f32 + 0.5, x, y, nx, ny);
                let cov = (ww * 0.5 + 0.5 - d).clamp(0.0, 1.0) * 0.85;
                if cov <= 0.0 {
                    continue;
                }
                let i = py * w + px;
                let old = alpha[i];
                let new = 1.0 - (1.0 - old) * (1.0 - cov);
                // Each pixel is touched by several overlapping steps: keep the max, not the sum.
                if new > old {
                    let t = (new - old) / new;
                    for c in 0..3 {
                        person[i][c] = person[i][c] * (1.0 - t) + hair[c] * t;
                    }
                    alpha[i] = new;
                }
            }
        }
        x = nx;
        y = ny;
        dir += bend;
        travelled += step;
    }
}

/// Fine strands leaving the hair outline, and wisps lying along it.
fn render_strands(
    s: &PortraitSpec,
    fig: &Figure,
    rng: &mut Rng,
    alpha: &mut [f32],
    person: &mut [[f32; 3]],
) {
    let h = s.height as f32;
    let scale = h / 800.0;
    let hair = [
        f32::from(s.hair[0]),
        f32::from(s.hair[1]),
        f32::from(s.hair[2]),
    ];
    let (hx, hy, rx, ry) = fig.hair;
    for _ in 0..s.strands {
        // Start on the hair outline, over the top half of the head.
        let theta = rng.range(-2.9, -0.25);
        let dir = theta + rng.range(-0.5, 0.5);
        let strand = Strand {
            x: hx + rx * 0.97 * theta.cos(),
            y: hy + ry * 0.97 * theta.sin(),
            dir,
            bend: rng.range(-0.008, 0.008),
            len: rng.range(0.015, 0.07) * h,
            width: rng.range(0.5, 1.3) * scale,
        };
        draw_strand(s, strand, hair, alpha, person);
    }
    // Wisps: nearly along the outline (a tangent tilted a little outwards), curving away from
    // the head, so that neighbours cross and close small pockets of backdrop between them.
    for _ in 0..s.wisps {
        let theta = rng.range(-3.0, -0.15);
        let way = if rng.unit() < 0.5 { 1.0 } else { -1.0 };
        let tilt = rng.range(0.12, 0.5);
        let strand = Strand {
            x: hx + rx * 0.99 * theta.cos(),
            y: hy + ry * 0.99 * theta.sin(),
            dir: theta + way * (std::f32::consts::FRAC_PI_2 - tilt),
            bend: -way * rng.range(0.0, 0.006) / scale.max(0.25),
            len: rng.range(0.04, 0.12) * h,
            width: rng.range(0.4, 1.0) * scale,
        };
        draw_strand(s, strand, hair, alpha, person);
    }
}

fn seg_dist(px: f32, py: f32, ax: f32, ay: f32, bx: f32, by: f32) -> f32 {
    let (dx, dy) = (bx - ax, by - ay);
    let len2 = dx * dx + dy * dy;
    let t = if len2 > 0.0 {
        (((px - ax) * dx + (py - ay) * dy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (qx, qy) = (ax + t * dx, ay + t * dy);
    ((px - qx).powi(2) + (py - qy).powi(2)).sqrt()
}

/// The backdrop colour at (x, y): base colour, slow drift, soft shadow behind the figure.
fn backdrop_at(s: &PortraitSpec, fig: &Figure, x: f32, y: f32, phase: f32) -> [f32; 3] {
    let (w, h) = (s.width as f32, s.height as f32);
    let drift = s.uneven * ((x / w * 2.3 + phase).sin() * 0.6 + (y / h * 1.7 - phase).cos() * 0.4);
    let mut light = 1.0 + drift;
    if s.shadow > 0.0 {
        // The figure's silhouette, shifted right and blurred.
        let dx = 0.035 * h;
        let qh = ellipse_q(fig.hair, x - dx, y - 0.01 * h).sqrt();
        let qt = ellipse_q(fig.torso, x - dx, y - 0.01 * h).sqrt();
        let soft = |q: f32| ((1.35 - q) / 0.45).clamp(0.0, 1.0);
        let sh = soft(qh).max(soft(qt));
        light *= 1.0 - s.shadow * sh * sh * (3.0 - 2.0 * sh);
    }
    [
        f32::from(s.backdrop[0]) * light,
        f32::from(s.backdrop[1]) * light,
        f32::from(s.backdrop[2]) * light,
    ]
}

pub fn render(s: &PortraitSpec) -> Portrait {
    let (w, h) = (s.width as usize, s.height as usize);
    let mut rng = Rng(s.seed);
    let fig = Figure::new(w as f32, h as f32);
    let mut alpha = vec![0.0f32; w * h];
    let mut person = vec![[0.0f32; 3]; w * h];
    render_body(s, &fig, &mut alpha, &mut person);
    render_strands(s, &fig, &mut rng, &mut alpha, &mut person);
    let phase = rng.range(0.0, 6.0);
    let mut rgba = vec![255u8; w * h * 4];
    let mut backdrop = vec![[0.0f32; 3]; w * h];
    for y in 0..h {
        for x in 0..w {
            let i = y * w + x;
            let b = backdrop_at(s, &fig, x as f32 + 0.5, y as f32 + 0.5, phase);
            backdrop[i] = b;
            let a = alpha[i];
            for c in 0..3 {
                let v = a * person[i][c] + (1.0 - a) * b[c] + s.noise * rng.gauss();
                rgba[i * 4 + c] = v.round().clamp(0.0, 255.0) as u8;
            }
        }
    }
    if let Some(q) = s.jpeg_quality {
        rgba = jpeg_round_trip(&rgba, s.width, s.height, q).unwrap_or(rgba);
    }
    Portrait {
        width: s.width,
        height: s.height,
        rgba,
        alpha,
        person,
        backdrop,
    }
}

/// Compresses and decompresses, so the test photo carries real JPEG artefacts.
fn jpeg_round_trip(rgba: &[u8], w: u32, h: u32, quality: u8) -> Option<Vec<u8>> {
    let rgb: Vec<u8> = rgba
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut bytes = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, quality)
        .encode(&rgb, w, h, image::ExtendedColorType::Rgb8)
        .ok()?;
    let decoded = image::load_from_memory_with_format(&bytes, image::ImageFormat::Jpeg).ok()?;
    Some(decoded.to_rgba8().into_raw())
}

/// The named cases of the quality report: plain and uneven backdrops in the three ID colours
/// and grey, shadows, clothing close to the backdrop colour, fine hair, JPEG noise.
pub fn standard_set(width: u32, height: u32) -> Vec<(&'static str, PortraitSpec)> {
    let blue = [67, 142, 219];
    let white = [250, 250, 250];
    let red = [214, 40, 40];
    let grey = [160, 164, 170];
    let base = |seed, backdrop| PortraitSpec::new(width, height, seed, backdrop);
    vec![
        ("plain blue", base(1, blue)),
        ("plain white", base(2, white)),
        ("plain red", base(3, red)),
        ("plain grey", base(4, grey)),
        ("blue, shirt of the backdrop colour", {
            let mut s = base(5, blue);
            s.shirt = blue;
            s
        }),
        ("white, white shirt, light suit", {
            let mut s = base(6, white);
            s.shirt = [252, 252, 252];
            s.suit = [120, 126, 140];
            s
        }),
        ("blue, uneven", {
            let mut s = base(7, blue);
            s.uneven = 0.08;
            s
        }),
        ("white, uneven, shadow", {
            let mut s = base(8, [240, 240, 236]);
            s.uneven = 0.06;
            s.shadow = 0.22;
            s
        }),
        ("grey, shadow, noisy JPEG", {
            let mut s = base(9, grey);
            s.shadow = 0.25;
            s.noise = 4.0;
            s.jpeg_quality = Some(75);
            s
        }),
        ("blue, blond hair, many strands", {
            let mut s = base(10, blue);
            s.hair = [196, 160, 104];
            s.strands = 260;
            s
        }),
        ("blue, suit close to the backdrop", {
            let mut s = base(11, blue);
            s.suit = [52, 104, 170];
            s
        }),
        ("red, uneven, noisy", {
            let mut s = base(12, red);
            s.uneven = 0.07;
            s.noise = 3.5;
            s.jpeg_quality = Some(80);
            s
        }),
        // Pockets of a light wall between many strands, with the shadow behind the head (the
        // `portrait-white` photo of the e2e fixtures): the wall must go from every gap.
        ("hair gaps: light wall, shadow, dense strands", {
            let mut s = base(13, [236, 236, 231]);
            s.uneven = 0.05;
            s.shadow = 0.22;
            s.strands = 480;
            s
        }),
        ("hair gaps: white wall, brown hair, noisy JPEG", {
            let mut s = base(14, white);
            s.shadow = 0.15;
            s.hair = [92, 64, 44];
            s.strands = 420;
            s.noise = 3.0;
            s.jpeg_quality = Some(80);
            s
        }),
        ("hair gaps: blue wall, dense dark strands", {
            let mut s = base(15, blue);
            s.strands = 480;
            s
        }),
        // Wisps lying along the outline and crossing: narrow pockets of wall between strands,
        // closed on every side, in the head's shadow (grey patches after a change to blue).
        ("hair gaps: wisps on a light wall in shadow", {
            let mut s = base(16, [236, 236, 231]);
            s.uneven = 0.05;
            s.shadow = 0.25;
            s.strands = 300;
            s.wisps = 260;
            s
        }),
        ("hair gaps: wisps on a white wall, brown hair, JPEG", {
            let mut s = base(17, white);
            s.shadow = 0.18;
            s.hair = [92, 64, 44];
            s.wisps = 300;
            s.noise = 3.0;
            s.jpeg_quality = Some(80);
            s
        }),
        // The same on blue (a blue fringe after a change to white).
        ("hair gaps: wisps on blue", {
            let mut s = base(18, blue);
            s.strands = 300;
            s.wisps = 260;
            s
        }),
    ]
}
