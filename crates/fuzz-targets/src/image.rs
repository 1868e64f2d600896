//! Image files and pixels: the header probe, size check and dpi rewriting (what runs on every
//! file a user opens) and the ID photo's typed colour, then decoded pixels through the ID photo,
//! export, watermark layout and zip.

use std::io::Cursor;

use arbitrary::Unstructured;
use toolbox_core::image::encode::{self, ExportFormat, ExportOptions, Size};
use toolbox_core::image::watermark::{self, Anchor, Placement, WatermarkLayout};
use toolbox_core::image::{Rect, RgbaView, color, dpi, id_photo, probe as core_probe, zip};

use crate::{flag, pick};

/// Any bytes as the start of a file: format and size probe, dpi read and rewrite.
pub fn probe(data: &[u8]) {
    if let Ok(info) = core_probe::probe(data, data.len() as u64) {
        assert!(u64::from(info.width) * u64::from(info.height) <= core_probe::MAX_PIXELS);
    }
    let _ = dpi::read_dpi(data);
    if let Some(out) = dpi::set_dpi(data, 300) {
        // Written once, the resolution must read back.
        assert_eq!(dpi::read_dpi(&out).map(|d| d.0), Some(300));
    }
    // The size the browser reported for a decoded bitmap (`imageCheckSize`).
    if let (Some(w), Some(h)) = (data.get(..4), data.get(4..8)) {
        let (w, h) = (
            u32::from_le_bytes(w.try_into().unwrap_or_default()),
            u32::from_le_bytes(h.try_into().unwrap_or_default()),
        );
        if core_probe::check_dimensions(w, h).is_ok() {
            assert!(u64::from(w) * u64::from(h) <= core_probe::MAX_PIXELS);
        }
    }
    // The ID photo's background colour as typed (`#438edb`, `fff`).
    let text = String::from_utf8_lossy(&data[..data.len().min(16)]);
    if let Some([r, g, b]) = color::parse_hex(&text) {
        assert_eq!(
            color::parse_hex(&format!("#{r:02X}{g:02x}{b:02x}")),
            Some([r, g, b])
        );
    }
}

/// The largest side decoded here: small images keep each run in milliseconds.
const MAX_FUZZ_SIDE: u32 = 128;

/// A file checked as the app checks it (any format), decoded when it is a PNG or JPEG (the
/// browser's job in the app), then pushed through every pixel pipeline.
pub fn decode(data: &[u8]) {
    let Ok(info) = core_probe::probe(data, data.len() as u64) else {
        return;
    };
    if info.width > MAX_FUZZ_SIDE || info.height > MAX_FUZZ_SIDE {
        return;
    }
    let Ok(reader) = image::ImageReader::new(Cursor::new(data)).with_guessed_format() else {
        return;
    };
    let mut reader = reader;
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_FUZZ_SIDE);
    limits.max_image_height = Some(MAX_FUZZ_SIDE);
    limits.max_alloc = Some(16 * 1024 * 1024);
    reader.limits(limits);
    let Ok(decoded) = reader.decode() else {
        return;
    };
    let rgba = decoded.to_rgba8();
    let (w, h) = rgba.dimensions();
    let options = ExportOptions {
        format: ExportFormat::Png,
        quality: 90,
        dpi: Some(300),
        crop: None,
        size: Some(Size {
            width: w.div_ceil(2),
            height: h.div_ceil(2),
        }),
        sheet: None,
    };
    let layout = WatermarkLayout {
        width: f64::from(w),
        height: f64::from(h),
        mark_width: 10.0,
        mark_height: 3.0,
        rotation: -30.0,
        placement: Placement::Tiled {
            gap_x: 4.0,
            gap_y: 4.0,
        },
    };
    pipelines(rgba.as_raw(), w, h, &options, &layout);
}

/// Structure-aware: a small image of arbitrary pixels, export options and watermark layout.
pub fn ops(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let w = u.int_in_range(1..=48).unwrap_or(1);
    let h = u.int_in_range(1..=48).unwrap_or(1);
    let options = ExportOptions {
        format: pick(&mut u, &[ExportFormat::Png, ExportFormat::Jpeg]),
        quality: u.arbitrary().unwrap_or(0),
        dpi: u.arbitrary().unwrap_or(None),
        crop: if flag(&mut u) {
            Some(Rect {
                x: u.arbitrary().unwrap_or(0),
                y: u.arbitrary().unwrap_or(0),
                width: u.arbitrary().unwrap_or(0),
                height: u.arbitrary().unwrap_or(0),
            })
        } else {
            None
        },
        size: if flag(&mut u) {
            Some(Size {
                width: u.arbitrary().unwrap_or(0),
                height: u.arbitrary().unwrap_or(0),
            })
        } else {
            None
        },
        sheet: u.arbitrary().unwrap_or(None),
    };
    let mut number = || -> f64 {
        // Half the time a plain size (0 to 5000 in tenths), otherwise any f64 (NaN, ∞, 1e300).
        if flag(&mut u) {
            f64::from(u.int_in_range(0..=50_000).unwrap_or(0)) / 10.0
        } else {
            u.arbitrary().unwrap_or(0.0)
        }
    };
    let (width, height, mark_width, mark_height, rotation, a, b) = (
        number(),
        number(),
        number(),
        number(),
        number(),
        number(),
        number(),
    );
    let placement = if flag(&mut u) {
        Placement::Tiled { gap_x: a, gap_y: b }
    } else {
        Placement::Single {
            anchor: pick(
                &mut u,
                &[
                    Anchor::TopLeft,
                    Anchor::Top,
                    Anchor::TopRight,
                    Anchor::Left,
                    Anchor::Center,
                    Anchor::Right,
                    Anchor::BottomLeft,
                    Anchor::Bottom,
                    Anchor::BottomRight,
                ],
            ),
            margin: a,
        }
    };
    let layout = WatermarkLayout {
        width,
        height,
        mark_width,
        mark_height,
        rotation,
        placement,
    };
    let mut pixels = vec![0u8; w as usize * h as usize * 4];
    let _ = u.fill_buffer(&mut pixels);
    // Keep the output small unless the options ask for something out of range (which must be
    // refused, not attempted).
    if let Some(s) = options.size {
        if u64::from(s.width) * u64::from(s.height) > 4_000_000
            && s.width <= core_probe::MAX_SIDE
            && s.height <= core_probe::MAX_SIDE
            && u64::from(s.width) * u64::from(s.height) <= core_probe::MAX_PIXELS
        {
            return;
        }
    }
    pipelines(&pixels, w, h, &options, &layout);
}

fn pipelines(pixels: &[u8], w: u32, h: u32, options: &ExportOptions, layout: &WatermarkLayout) {
    let Ok(view) = RgbaView::new(pixels, w, h) else {
        return;
    };
    let out = id_photo::replace_background(&view, [67, 142, 219], &mut |_| {});
    assert_eq!(out.pixels.len(), pixels.len());
    let _ = id_photo::person_box(&out.alpha, w, h);
    let mut composite = out.pixels;
    let _ = id_photo::recolour(&mut composite, &out.alpha, [67, 142, 219], [255, 255, 255]);
    let Ok(view) = RgbaView::new(&composite, w, h) else {
        return;
    };
    let exported = encode::export(&view, options).unwrap_or_default();
    let _ = dpi::read_dpi(&exported);
    let marks = watermark::centres(layout);
    assert!(marks.len() <= watermark::MAX_MARKS);
    let _ = zip::pack(&[
        zip::Entry {
            name: "photo.png",
            bytes: &exported,
        },
        zip::Entry {
            name: "photo.png",
            bytes: pixels,
        },
    ]);
}
