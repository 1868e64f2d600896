//! Writes the image files the Playwright specs use into `tests/fixtures/images/`:
//! `cargo run --release -p toolbox-core --example image_fixtures`
//! Everything is generated (synthetic portraits, gradients, a logo, oversized and bogus files),
//! so the fixtures carry no third-party content and can be rebuilt at any time.

use std::fs;
use std::path::Path;

use image::codecs::jpeg::JpegEncoder;
use toolbox_core::image::synth::{render, standard_set};

const DIR: &str = "tests/fixtures/images";

fn jpeg(path: &str, rgb: &[u8], w: u32, h: u32) -> Result<(), Box<dyn std::error::Error>> {
    let mut bytes = Vec::new();
    JpegEncoder::new_with_quality(&mut bytes, 90).encode(
        rgb,
        w,
        h,
        image::ExtendedColorType::Rgb8,
    )?;
    fs::write(Path::new(DIR).join(path), bytes)?;
    Ok(())
}

fn png(
    path: &str,
    data: &[u8],
    w: u32,
    h: u32,
    colour: png::ColorType,
    depth: png::BitDepth,
) -> Result<(), Box<dyn std::error::Error>> {
    let file = fs::File::create(Path::new(DIR).join(path))?;
    let mut enc = png::Encoder::new(std::io::BufWriter::new(file), w, h);
    enc.set_color(colour);
    enc.set_depth(depth);
    enc.set_compression(png::Compression::High);
    let mut writer = enc.write_header()?;
    writer.write_image_data(data)?;
    writer.finish()?;
    Ok(())
}

fn portrait(case: &str, w: u32, h: u32, noise: f32) -> Vec<u8> {
    let (_, mut spec) = standard_set(w, h)
        .into_iter()
        .find(|(name, _)| *name == case)
        .expect("a case of the standard set");
    spec.jpeg_quality = None;
    spec.noise = noise;
    let p = render(&spec);
    p.rgba
        .chunks_exact(4)
        .flat_map(|c| [c[0], c[1], c[2]])
        .collect()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    fs::create_dir_all(DIR)?;
    jpeg(
        "portrait-blue.jpg",
        &portrait("plain blue", 600, 800, 2.0),
        600,
        800,
    )?;
    // Noise-free, so that the PNG stays small.
    let white = portrait("white, uneven, shadow", 300, 400, 0.0);
    png(
        "portrait-white.png",
        &white,
        300,
        400,
        png::ColorType::Rgb,
        png::BitDepth::Eight,
    )?;

    // Two photos for the watermark batch: a JPEG and a PNG of different sizes.
    let (w, h) = (640u32, 480u32);
    let photo: Vec<u8> = (0..w * h)
        .flat_map(|i| {
            let (x, y) = (i % w, i / w);
            [(40 + x * 160 / w) as u8, (60 + y * 120 / h) as u8, 150]
        })
        .collect();
    jpeg("photo.jpg", &photo, w, h)?;
    let (w, h) = (500u32, 700u32);
    let drawing: Vec<u8> = (0..w * h)
        .flat_map(|i| {
            let (x, y) = (i % w, i / w);
            [230, (200 - y * 100 / h) as u8, (120 + x * 100 / w) as u8]
        })
        .collect();
    png(
        "drawing.png",
        &drawing,
        w,
        h,
        png::ColorType::Rgb,
        png::BitDepth::Eight,
    )?;

    // A logo: a red disc on a transparent background.
    let (w, h) = (200u32, 100u32);
    let logo: Vec<u8> = (0..w * h)
        .flat_map(|i| {
            let (x, y) = ((i % w) as f32, (i / w) as f32);
            let inside = ((x - 100.0).powi(2) + (y - 50.0).powi(2)).sqrt() < 45.0;
            if inside {
                [220, 30, 30, 255]
            } else {
                [0, 0, 0, 0]
            }
        })
        .collect();
    png(
        "logo.png",
        &logo,
        w,
        h,
        png::ColorType::Rgba,
        png::BitDepth::Eight,
    )?;

    // 8000 × 6000 = 48 megapixels, a valid (black, 1-bit) PNG of a few kilobytes: over the limit.
    let (w, h) = (8000u32, 6000u32);
    png(
        "too-large.png",
        &vec![0u8; (w / 8 * h) as usize],
        w,
        h,
        png::ColorType::Grayscale,
        png::BitDepth::One,
    )?;

    // A decompression bomb's header: 100,000 × 100,000 pixels claimed, almost no data.
    let mut bomb = vec![0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];
    let mut ihdr = b"IHDR".to_vec();
    ihdr.extend_from_slice(&100_000u32.to_be_bytes());
    ihdr.extend_from_slice(&100_000u32.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    bomb.extend_from_slice(&13u32.to_be_bytes());
    bomb.extend_from_slice(&ihdr);
    bomb.extend_from_slice(&crc32fast::hash(&ihdr).to_be_bytes());
    fs::write(Path::new(DIR).join("bomb.png"), bomb)?;

    fs::write(
        Path::new(DIR).join("not-an-image.jpg"),
        "This is a text file with a .jpg name.\n",
    )?;
    println!("wrote the image fixtures to {DIR}");
    Ok(())
}
