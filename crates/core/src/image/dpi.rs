//! Reads and writes the resolution (dots per inch) stored in PNG (`pHYs` chunk) and JPEG (JFIF
//! `APP0` density) files, so that a printed ID photo comes out at its true size. Files the
//! browser encoded (canvas) get their dpi written here without re-encoding.

/// PNG stores pixels per metre: 300 dpi is 11,811 (reads back as 300 after rounding).
fn dpi_to_ppm(dpi: u32) -> u32 {
    ((f64::from(dpi) / 0.0254).round() as u64).min(u64::from(u32::MAX)) as u32
}

fn ppm_to_dpi(ppm: u32) -> u32 {
    (f64::from(ppm) * 0.0254).round() as u32
}

const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];

fn png_chunks(bytes: &[u8]) -> Option<Vec<(usize, [u8; 4], usize)>> {
    // (start of chunk, type, total length including length, type and CRC)
    if bytes.len() < 8 || bytes[..8] != PNG_SIGNATURE {
        return None;
    }
    let mut chunks = Vec::new();
    let mut at = 8usize;
    while at + 12 <= bytes.len() {
        let len = u32::from_be_bytes(bytes[at..at + 4].try_into().ok()?) as usize;
        let kind: [u8; 4] = bytes[at + 4..at + 8].try_into().ok()?;
        let total = len.checked_add(12)?;
        if at + total > bytes.len() {
            return None;
        }
        chunks.push((at, kind, total));
        at += total;
        if &kind == b"IEND" {
            break;
        }
    }
    Some(chunks)
}

/// The dpi of a PNG or JPEG file, when it states one.
pub fn read_dpi(bytes: &[u8]) -> Option<(u32, u32)> {
    if let Some(chunks) = png_chunks(bytes) {
        let (at, _, _) = chunks.iter().find(|(_, k, _)| k == b"pHYs")?;
        let d = &bytes[at + 8..at + 17];
        if d[8] != 1 {
            return None; // unit unknown: only an aspect ratio
        }
        let x = u32::from_be_bytes([d[0], d[1], d[2], d[3]]);
        let y = u32::from_be_bytes([d[4], d[5], d[6], d[7]]);
        return Some((ppm_to_dpi(x), ppm_to_dpi(y)));
    }
    let at = jfif_app0(bytes)?;
    let (unit, x, y) = (
        bytes[at + 11],
        u16::from_be_bytes([bytes[at + 12], bytes[at + 13]]),
        u16::from_be_bytes([bytes[at + 14], bytes[at + 15]]),
    );
    match unit {
        1 => Some((u32::from(x), u32::from(y))),
        2 => Some((
            (f64::from(x) * 2.54).round() as u32,
            (f64::from(y) * 2.54).round() as u32,
        )),
        _ => None,
    }
}

/// Offset of the JFIF APP0 marker when it directly follows SOI.
fn jfif_app0(bytes: &[u8]) -> Option<usize> {
    if bytes.len() < 20 || bytes[0] != 0xFF || bytes[1] != 0xD8 {
        return None;
    }
    let at = 2;
    if bytes[at] == 0xFF && bytes[at + 1] == 0xE0 && &bytes[at + 4..at + 9] == b"JFIF\0" {
        Some(at)
    } else {
        None
    }
}

/// Writes `dpi` into a PNG or JPEG file. Returns `None` for anything else (or damaged files).
pub fn set_dpi(bytes: &[u8], dpi: u32) -> Option<Vec<u8>> {
    if dpi == 0 || dpi > 65_535 {
        return None;
    }
    if let Some(chunks) = png_chunks(bytes) {
        let ppm = dpi_to_ppm(dpi).to_be_bytes();
        let mut data = Vec::with_capacity(13);
        data.extend_from_slice(b"pHYs");
        data.extend_from_slice(&ppm);
        data.extend_from_slice(&ppm);
        data.push(1);
        let mut chunk = 9u32.to_be_bytes().to_vec();
        chunk.extend_from_slice(&data);
        chunk.extend_from_slice(&crc32fast::hash(&data).to_be_bytes());
        let ihdr = chunks.first().filter(|(_, k, _)| k == b"IHDR")?;
        let mut out = Vec::with_capacity(bytes.len() + 21);
        let after_ihdr = ihdr.0 + ihdr.2;
        out.extend_from_slice(&bytes[..after_ihdr]);
        out.extend_from_slice(&chunk);
        // Drop any earlier pHYs.
        let mut at = after_ihdr;
        for &(start, kind, total) in &chunks[1..] {
            out.extend_from_slice(&bytes[at..start]);
            if &kind != b"pHYs" {
                out.extend_from_slice(&bytes[start..start + total]);
            }
            at = start + total;
        }
        out.extend_from_slice(&bytes[at..]);
        return Some(out);
    }
    if bytes.len() < 4 || bytes[0] != 0xFF || bytes[1] != 0xD8 {
        return None;
    }
    let d = (dpi as u16).to_be_bytes();
    if let Some(at) = jfif_app0(bytes) {
        let mut out = bytes.to_vec();
        out[at + 11] = 1;
        out[at + 12..at + 14].copy_from_slice(&d);
        out[at + 14..at + 16].copy_from_slice(&d);
        return Some(out);
    }
    // No JFIF header (e.g. an EXIF-only file): insert one after SOI.
    let mut out = Vec::with_capacity(bytes.len() + 18);
    out.extend_from_slice(&bytes[..2]);
    out.extend_from_slice(&[0xFF, 0xE0, 0x00, 0x10, b'J', b'F', b'I', b'F', 0, 1, 1, 1]);
    out.extend_from_slice(&d);
    out.extend_from_slice(&d);
    out.extend_from_slice(&[0, 0]);
    out.extend_from_slice(&bytes[2..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn tiny_png() -> Vec<u8> {
        let mut bytes = Vec::new();
        let mut enc = png::Encoder::new(&mut bytes, 2, 1);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let mut writer = enc.write_header().expect("header");
        writer.write_image_data(&[1, 2, 3, 4, 5, 6]).expect("data");
        writer.finish().expect("finish");
        bytes
    }

    #[test]
    fn png_dpi_round_trips_and_the_file_still_decodes() {
        let png = tiny_png();
        assert_eq!(read_dpi(&png), None);
        let with = set_dpi(&png, 300).expect("png");
        assert_eq!(read_dpi(&with), Some((300, 300)));
        let again = set_dpi(&with, 72).expect("png");
        assert_eq!(read_dpi(&again), Some((72, 72)));
        assert_eq!(
            again.len(),
            with.len(),
            "the old pHYs is replaced, not kept"
        );
        let img = image::load_from_memory(&again).expect("decodes");
        assert_eq!((img.width(), img.height()), (2, 1));
    }

    #[test]
    fn jpeg_dpi_round_trips() {
        let mut bytes = Vec::new();
        image::codecs::jpeg::JpegEncoder::new(&mut bytes)
            .encode(&[9; 12], 2, 2, image::ExtendedColorType::Rgb8)
            .expect("jpeg");
        let with = set_dpi(&bytes, 300).expect("jpeg");
        assert_eq!(read_dpi(&with), Some((300, 300)));
        assert!(image::load_from_memory(&with).is_ok());
        // A JPEG without JFIF gets one.
        let mut bare = vec![0xFF, 0xD8];
        bare.extend_from_slice(&bytes[2 + 18..]);
        let fixed = set_dpi(&bare, 150).expect("jpeg");
        assert_eq!(read_dpi(&fixed), Some((150, 150)));
    }

    #[test]
    fn other_files_are_left_alone() {
        assert_eq!(set_dpi(b"GIF89a....", 300), None);
        assert_eq!(set_dpi(&tiny_png(), 0), None);
        assert_eq!(read_dpi(b""), None);
    }

    proptest! {
        #[test]
        fn never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..200), dpi in 0u32..70_000) {
            let _ = read_dpi(&bytes);
            let _ = set_dpi(&bytes, dpi);
            let mut png = tiny_png();
            let cut = bytes.len() % png.len();
            png.truncate(cut.max(1));
            let _ = set_dpi(&png, dpi);
            let _ = read_dpi(&png);
        }
    }
}
