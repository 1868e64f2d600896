//! Writes the seed files of the image targets (fuzz/corpus/image_probe, image_decode):
//! `cargo test -p toolbox-fuzz-targets --test seeds -- --ignored`. Small real images of each
//! format, and the hostile kinds the app must refuse: a header claiming 60000 × 60000, an
//! animated GIF of many frames, a truncated JPEG, text named like an image.

use std::io::Cursor;
use std::path::Path;

use image::{ImageFormat, RgbaImage};

fn png_chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.finalize().to_be_bytes());
}

/// A PNG whose header claims `w × h` (8-bit RGBA) with one tiny IDAT: 69 bytes.
fn png_bomb_header(w: u32, h: u32) -> Vec<u8> {
    let mut v = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&w.to_be_bytes());
    ihdr.extend_from_slice(&h.to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]);
    png_chunk(&mut v, b"IHDR", &ihdr);
    png_chunk(
        &mut v,
        b"IDAT",
        &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01],
    );
    png_chunk(&mut v, b"IEND", &[]);
    v
}

fn encoded(img: &RgbaImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    if format == ImageFormat::Jpeg {
        image::DynamicImage::ImageRgba8(img.clone())
            .to_rgb8()
            .write_to(&mut out, format)
            .expect("encode");
    } else {
        img.write_to(&mut out, format).expect("encode");
    }
    out.into_inner()
}

/// A GIF89a of `frames` 1×1 frames (an animation bomb in miniature).
fn animated_gif(w: u16, h: u16, frames: usize) -> Vec<u8> {
    let mut v = b"GIF89a".to_vec();
    v.extend_from_slice(&w.to_le_bytes());
    v.extend_from_slice(&h.to_le_bytes());
    v.extend_from_slice(&[0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]);
    v.extend_from_slice(b"!\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00");
    for _ in 0..frames {
        v.extend_from_slice(&[0x21, 0xf9, 4, 0, 1, 0, 0, 0]);
        v.extend_from_slice(&[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0]);
    }
    v.push(0x3b);
    v
}

/// A 2 × 2 24-bit BMP.
fn bmp() -> Vec<u8> {
    let pixels: [u8; 16] = [0, 0, 255, 0, 255, 0, 0, 0, 255, 0, 0, 255, 255, 255, 0, 0];
    let mut v = b"BM".to_vec();
    v.extend_from_slice(&(54 + pixels.len() as u32).to_le_bytes());
    v.extend_from_slice(&[0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0]);
    v.extend_from_slice(&2i32.to_le_bytes());
    v.extend_from_slice(&2i32.to_le_bytes());
    v.extend_from_slice(&[1, 0, 24, 0, 0, 0, 0, 0]);
    v.extend_from_slice(&(pixels.len() as u32).to_le_bytes());
    v.extend_from_slice(&[0x13, 0x0b, 0, 0, 0x13, 0x0b, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    v.extend_from_slice(&pixels);
    v
}

/// A 1 × 1 lossless WebP.
const WEBP: &[u8] = b"RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00";

#[test]
#[ignore = "writes the committed seed files"]
fn write_image_seeds() {
    let portrait = RgbaImage::from_fn(24, 32, |x, y| {
        let inside =
            (x as i32 - 12).pow(2) + (y as i32 - 14).pow(2) < 60 || (y > 22 && x > 4 && x < 20);
        if inside {
            image::Rgba([200, 150, 120, 255])
        } else {
            image::Rgba([67, 142, 219, (255 - y) as u8])
        }
    });
    let png = encoded(&portrait, ImageFormat::Png);
    let jpeg = encoded(&portrait, ImageFormat::Jpeg);
    let seeds: Vec<(&str, Vec<u8>)> = vec![
        ("seed-portrait.png", png.clone()),
        ("seed-portrait.jpg", jpeg.clone()),
        ("seed-truncated.jpg", jpeg[..jpeg.len() / 2].to_vec()),
        ("seed-truncated.png", png[..png.len() - 20].to_vec()),
        ("seed-bomb-60000.png", png_bomb_header(60_000, 60_000)),
        ("seed-bomb-20000.png", png_bomb_header(20_000, 20_000)),
        ("seed-animated.gif", animated_gif(8, 8, 200)),
        ("seed-tiny.bmp", bmp()),
        ("seed-tiny.webp", WEBP.to_vec()),
        (
            "seed-text.png",
            b"this is a text file named like an image\n".to_vec(),
        ),
        (
            "seed-svg.png",
            b"<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>".to_vec(),
        ),
    ];
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    for target in ["image_probe", "image_decode"] {
        let dir = root.join(target);
        std::fs::create_dir_all(&dir).expect("mkdir");
        for (name, bytes) in &seeds {
            std::fs::write(dir.join(name), bytes).expect("write");
        }
    }
}
