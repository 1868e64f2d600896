//! Measures the ID-photo segmentation on the synthetic portrait set (known masks):
//! `cargo run --release -p toolbox-core --example id_photo_quality -- [width height]
//! [--only PREFIX] [--save DIR]` (default 600 × 800).
//!
//! Each portrait goes to a colour far from its wall (light walls → blue, blue → white, as a
//! user would), then switches once more without segmenting again (blue → white, white → red),
//! as the tool's colour buttons do. Per case: IoU of the person (α ≥ 0.5) and of the alphas
//! themselves, the colour error in the band around the outline against the ideal composite,
//! the share of the old backdrop left there ("bleed") and the share of band pixels keeping more
//! than a fifth of it (patches), for the first colour and after the switch. `--save DIR` writes
//! crops of the hair (photo | ours | ideal | ours after the switch) as PNGs.

use std::path::PathBuf;
use std::time::Instant;

use toolbox_core::image::RgbaView;
use toolbox_core::image::id_photo::{
    BLUE, IdPhotoOutput, RED, WHITE, recolour, replace_background,
};
use toolbox_core::image::synth::{
    Portrait, PortraitSpec, Quality, evaluate, evaluate_switch, render, standard_set,
};

struct Options {
    width: u32,
    height: u32,
    only: Option<String>,
    save: Option<PathBuf>,
}

fn options() -> Options {
    let mut o = Options {
        width: 600,
        height: 800,
        only: None,
        save: None,
    };
    let mut sizes = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--only" => o.only = args.next(),
            "--save" => o.save = args.next().map(PathBuf::from),
            _ => sizes.extend(a.parse::<u32>().ok()),
        }
    }
    if let [w, h, ..] = sizes.as_slice() {
        (o.width, o.height) = (*w, *h);
    }
    o
}

/// This thread's processor time (user + system) in milliseconds, from Linux's /proc.
fn cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the command name (which may hold spaces) in parentheses.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    // USER_HZ is 100 on every Linux this runs on.
    Some(ticks * 10.0)
}

/// The first colour and the one switched to: far from the wall, as a user would choose.
fn colours(wall: [u8; 3]) -> ([u8; 3], [u8; 3]) {
    let bluish = i32::from(wall[2]) > i32::from(wall[0]) + 40;
    if bluish { (WHITE, RED) } else { (BLUE, WHITE) }
}

#[derive(Default)]
struct Sums {
    n: f64,
    iou: f64,
    soft: f64,
    band: f64,
    bleed: f64,
    patches: f64,
    band2: f64,
    bleed2: f64,
}

impl Sums {
    fn add(&mut self, q: &Quality, s: &Quality) {
        self.n += 1.0;
        self.iou += q.iou;
        self.soft += q.soft_iou;
        self.band += q.band_error;
        self.bleed += q.bleed;
        self.patches += q.patches;
        self.band2 += s.band_error;
        self.bleed2 += s.bleed;
    }

    fn print(&self, name: &str) {
        if self.n == 0.0 {
            return;
        }
        let n = self.n;
        println!(
            "{:<52} {:>7.4} {:>7.4} {:>7.2} {:>6.2} {:>7.2} {:>7.2} {:>6.2}",
            name,
            self.iou / n,
            self.soft / n,
            self.band / n,
            self.bleed / n,
            self.patches / n,
            self.band2 / n,
            self.bleed2 / n
        );
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let o = options();
    let (w, h) = (o.width, o.height);
    println!("ID-photo segmentation on synthetic portraits, {w} × {h}");
    println!(
        "{:<52} {:>7} {:>7} {:>7} {:>6} {:>7} {:>7} {:>6} {:>5} {:>7}",
        "case (→ first colour, then switched)",
        "IoU",
        "α IoU",
        "band",
        "bleed%",
        "patch%",
        "band→",
        "bleed→",
        "inner",
        "cpu ms"
    );
    let mut cases = standard_set(w, h);
    // The e2e fixture `portrait-white.png` (made by `--example image_fixtures`).
    let (_, mut fixture) = standard_set(300, 400)
        .into_iter()
        .find(|(name, _)| *name == "white, uneven, shadow")
        .ok_or("the fixture's case")?;
    fixture.noise = 0.0;
    fixture.jpeg_quality = None;
    cases.push(("fixture portrait-white.png, 300 × 400", fixture));
    let (mut all, mut gaps) = (Sums::default(), Sums::default());
    let (mut worst_inner, mut total_ms) = (0u8, 0.0);
    for (name, spec) in cases {
        if o.only.as_deref().is_some_and(|p| !name.starts_with(p)) {
            continue;
        }
        let p = render(&spec);
        let view = RgbaView::new(&p.rgba, p.width, p.height)?;
        let (first, second) = colours(spec.backdrop);
        let (start, cpu) = (Instant::now(), cpu_ms());
        let out = replace_background(&view, first, &mut |_| {});
        // Processor time where the system tells it: on a busy machine wall time says little.
        let ms = match (cpu, cpu_ms()) {
            (Some(a), Some(b)) => b - a,
            _ => start.elapsed().as_secs_f64() * 1000.0,
        };
        total_ms += ms;
        let q = evaluate(&p, &out, first);
        let mut switched = IdPhotoOutput {
            pixels: out.pixels.clone(),
            alpha: out.alpha.clone(),
            report: out.report.clone(),
        };
        recolour(&mut switched.pixels, &switched.alpha, first, second)?;
        let s = evaluate_switch(&p, &switched, first, second);
        println!(
            "{:<52} {:>7.4} {:>7.4} {:>7.2} {:>6.2} {:>7.2} {:>7.2} {:>6.2} {:>5} {:>7.1}",
            name,
            q.iou,
            q.soft_iou,
            q.band_error,
            q.bleed,
            q.patches,
            s.band_error,
            s.bleed,
            q.max_error_inner,
            ms
        );
        if let Some(dir) = &o.save {
            save(dir, name, &spec, &p, &out, &switched, first)?;
        }
        if name.starts_with("fixture") {
            continue;
        }
        all.add(&q, &s);
        worst_inner = worst_inner.max(q.max_error_inner);
        if name.starts_with("hair gaps") {
            gaps.add(&q, &s);
        }
    }
    all.print("mean, all cases");
    gaps.print("mean, hair gaps");
    println!(
        "max colour change 3+ px inside the outline {worst_inner}; total segmentation time \
         {total_ms:.0} ms (processor time)"
    );
    Ok(())
}

/// Writes the hair region, enlarged, as a 2 × 2 grid: photo, ours; ideal, ours after the switch.
fn save(
    dir: &std::path::Path,
    name: &str,
    spec: &PortraitSpec,
    p: &Portrait,
    out: &IdPhotoOutput,
    switched: &IdPhotoOutput,
    first: [u8; 3],
) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(dir)?;
    let (w, h) = (spec.width as usize, spec.height as usize);
    let (x0, x1, y0, y1) = (w / 4, w * 3 / 4, h / 8, h * 7 / 20);
    let (cw, ch) = (x1 - x0, y1 - y0);
    let zoom = (1400 / (2 * cw)).max(1);
    let (gw, gh) = (2 * cw * zoom, 2 * ch * zoom);
    let mut rgb = vec![0u8; gw * gh * 3];
    for gy in 0..gh {
        for gx in 0..gw {
            let panel = (gy / (ch * zoom)) * 2 + gx / (cw * zoom);
            let x = x0 + (gx % (cw * zoom)) / zoom;
            let y = y0 + (gy % (ch * zoom)) / zoom;
            let i = y * w + x;
            let px: [u8; 3] = match panel {
                0 => std::array::from_fn(|c| p.rgba[i * 4 + c]),
                1 => std::array::from_fn(|c| out.pixels[i * 4 + c]),
                2 => std::array::from_fn(|c| {
                    let a = p.alpha[i];
                    (a * p.person[i][c] + (1.0 - a) * f32::from(first[c])).round() as u8
                }),
                _ => std::array::from_fn(|c| switched.pixels[i * 4 + c]),
            };
            rgb[(gy * gw + gx) * 3..(gy * gw + gx) * 3 + 3].copy_from_slice(&px);
        }
    }
    let file: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    image::save_buffer(
        dir.join(format!("{file}.png")),
        &rgb,
        gw as u32,
        gh as u32,
        image::ColorType::Rgb8,
    )?;
    Ok(())
}
