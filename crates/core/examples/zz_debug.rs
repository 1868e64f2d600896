use toolbox_core::image::RgbaView;
use toolbox_core::image::id_photo::replace_background;
use toolbox_core::image::synth::{render, standard_set};

fn main() {
    let case = std::env::args().nth(1).unwrap_or("plain blue".into());
    let (_, spec) = standard_set(600, 800).into_iter().find(|(n, _)| *n == case).unwrap();
    let p = render(&spec);
    let view = RgbaView::new(&p.rgba, 600, 800).unwrap();
    let t = std::time::Instant::now();
    let out = replace_background(&view, [255, 0, 0], &mut |f| eprintln!("{:.2} {:?}", f, t.elapsed()));
    let (w, h) = (600u32, 800u32);
    image::save_buffer("/tmp/dbg_in.png", &p.rgba, w, h, image::ColorType::Rgba8).unwrap();
    image::save_buffer("/tmp/dbg_out.png", &out.pixels, w, h, image::ColorType::Rgba8).unwrap();
    // error map: R = predicted alpha, G = true alpha, B = 0
    let mut m = Vec::new();
    for i in 0..(w * h) as usize {
        m.extend_from_slice(&[out.alpha[i], (p.alpha[i] * 255.0) as u8, 0]);
    }
    image::save_buffer("/tmp/dbg_alpha.png", &m, w, h, image::ColorType::Rgb8).unwrap();
    errmap(&p, &out.pixels);
    probe_pixels(&p, &out);
    crop("/tmp/dbg_out.png", "/tmp/dbg_out_c.png", 170, 100, 160, 110, 4);
    crop("/tmp/dbg_alpha.png", "/tmp/dbg_alpha_c.png", 170, 100, 160, 110, 4);
    crop("/tmp/dbg_in.png", "/tmp/dbg_in_c.png", 170, 100, 160, 110, 4);
}

#[allow(dead_code)]
pub fn crop(src: &str, dst: &str, x0: u32, y0: u32, cw: u32, ch: u32, s: u32) {
    let img = image::open(src).unwrap().to_rgb8();
    let mut out = image::RgbImage::new(cw * s, ch * s);
    for y in 0..ch * s {
        for x in 0..cw * s {
            out.put_pixel(x, y, *img.get_pixel(x0 + x / s, y0 + y / s));
        }
    }
    out.save(dst).unwrap();
}
#[allow(dead_code)]
pub fn errmap(p: &toolbox_core::image::synth::Portrait, out: &[u8]) {
    let mut m = Vec::new();
    for i in 0..p.alpha.len() {
        let e = (0..3).map(|c| p.rgba[i * 4 + c].abs_diff(out[i * 4 + c])).max().unwrap();
        if p.alpha[i] >= 0.999 { m.extend_from_slice(&[e.saturating_mul(3), 40, 40]); } else { m.extend_from_slice(&[0, 0, (p.alpha[i] * 120.0) as u8]); }
    }
    image::save_buffer("/tmp/dbg_err.png", &m, p.width, p.height, image::ColorType::Rgb8).unwrap();
}
#[allow(dead_code)]
pub fn probe_pixels(p: &toolbox_core::image::synth::Portrait, out: &toolbox_core::image::id_photo::IdPhotoOutput) {
    use toolbox_core::image::id_photo::{matte, segment};
    let view = RgbaView::new(&p.rgba, p.width, p.height).unwrap();
    let work = segment::Work::new(&view);
    let bd = segment::estimate_backdrop(&work);
    let mut bg = segment::grow_backdrop(&work, &bd);
    let local = segment::local_backdrop(&work, &bg);
    segment::recover_pockets(&work, &bd, &local, &mut bg);
    let m = matte::maps(&work, &bd, &local, &bg);
    eprintln!("backdrop {:?} noise {}", bd.colour, bd.noise);
    let mut n = 0;
    for i in 0..p.alpha.len() {
        let e = (0..3).map(|c| p.rgba[i * 4 + c].abs_diff(out.pixels[i * 4 + c])).max().unwrap();
        if p.alpha[i] >= 0.999 && e > 60 {
            let c = &p.rgba[i * 4..i * 4 + 3];
            eprintln!("KEPT x {} y {} pred {} t {} C {:?} B {:?} F {:?} rawlab {:?} local {:?}", i % 600, i / 600, out.alpha[i], m.trimap[i], c, m.backdrop[i].map(|v| v as i32), m.person[i].map(|v| v as i32), work.raw_lab[i], local[i]);
            n += 1;
            if n > 12 { break; }
        }
    }
    n = 0;
    for i in (0..p.alpha.len()).step_by(7) {
        let a = p.alpha[i];
        let y = i / p.width as usize;
        if a > 0.3 && a < 0.7 && y < 250 {
            let c = &p.rgba[i * 4..i * 4 + 3];
            let wi = i; // k = 1
            eprintln!("gt {:.2} pred {} t {} C {:?} B {:?} F {:?} out {:?}", a, out.alpha[i], m.trimap[wi], c, m.backdrop[wi].map(|v| v as i32), m.person[wi].map(|v| v as i32), &out.pixels[i*4..i*4+3]);
            n += 1;
            if n > 25 { break; }
        }
    }
}
