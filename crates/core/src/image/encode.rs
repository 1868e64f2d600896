//! Encodes RGBA pixels as PNG or JPEG with the `image`/`png` crates, writing the resolution into
//! the file (PNG `pHYs`, JPEG JFIF density) so prints come out at the intended size.

use super::print_sheet;
use super::resample::crop_resize;
use super::{ImageError, Rect, RgbaView};

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum ExportFormat {
    Png,
    Jpeg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Size {
    pub width: u32,
    pub height: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ExportOptions {
    pub format: ExportFormat,
    /// JPEG quality, 1 to 100.
    pub quality: u8,
    /// Written into the file when given (e.g. 300 for print).
    pub dpi: Option<u32>,
    /// Part of the image to keep (all of it when absent).
    pub crop: Option<Rect>,
    /// Output size (the crop's size when absent).
    pub size: Option<Size>,
    /// Tiled on a 6-inch print sheet (at 300 dpi, with cut marks) instead of on its own: the
    /// photo at `size` is then its print size at 300 dpi.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub sheet: Option<bool>,
}

pub fn export(img: &RgbaView, options: &ExportOptions) -> Result<Vec<u8>, ImageError> {
    let mut out = crop_resize(img, options.crop, options.size.map(|s| (s.width, s.height)))?;
    if options.sheet == Some(true) {
        out = print_sheet::render(&out)?;
    }
    let (w, h) = out.dimensions();
    let rgb: Vec<u8> = out
        .as_raw()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    drop(out);
    let dpi = options.dpi.filter(|d| (1..=65_535).contains(d));
    let mut bytes = Vec::new();
    match options.format {
        ExportFormat::Jpeg => {
            let mut enc = image::codecs::jpeg::JpegEncoder::new_with_quality(
                &mut bytes,
                options.quality.clamp(1, 100),
            );
            if let Some(d) = dpi {
                enc.set_pixel_density(image::codecs::jpeg::PixelDensity::dpi(d as u16));
            }
            enc.encode(&rgb, w, h, image::ExtendedColorType::Rgb8)
                .map_err(|_| ImageError::EncodeFailed)?;
        }
        ExportFormat::Png => {
            let mut enc = png::Encoder::new(&mut bytes, w, h);
            enc.set_color(png::ColorType::Rgb);
            enc.set_depth(png::BitDepth::Eight);
            enc.set_compression(png::Compression::Fast);
            if let Some(d) = dpi {
                let ppm = (f64::from(d) / 0.0254).round() as u32;
                enc.set_pixel_dims(Some(png::PixelDimensions {
                    xppu: ppm,
                    yppu: ppm,
                    unit: png::Unit::Meter,
                }));
            }
            let mut writer = enc.write_header().map_err(|_| ImageError::EncodeFailed)?;
            writer
                .write_image_data(&rgb)
                .map_err(|_| ImageError::EncodeFailed)?;
            writer.finish().map_err(|_| ImageError::EncodeFailed)?;
        }
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::dpi::read_dpi;

    fn options(format: ExportFormat) -> ExportOptions {
        ExportOptions {
            format,
            quality: 92,
            dpi: Some(300),
            crop: Some(Rect {
                x: 10,
                y: 10,
                width: 100,
                height: 140,
            }),
            size: Some(Size {
                width: 295,
                height: 413,
            }),
            sheet: None,
        }
    }

    #[test]
    fn png_and_jpeg_carry_size_colour_and_dpi() {
        let data: Vec<u8> = std::iter::repeat_n([67u8, 142, 219, 255], 200 * 200)
            .flatten()
            .collect();
        let img = RgbaView::new(&data, 200, 200).expect("view");
        for format in [ExportFormat::Png, ExportFormat::Jpeg] {
            let bytes = export(&img, &options(format)).expect("encodes");
            assert_eq!(read_dpi(&bytes), Some((300, 300)), "{format:?}");
            let back = image::load_from_memory(&bytes).expect("decodes").to_rgb8();
            assert_eq!(back.dimensions(), (295, 413));
            let p = back.get_pixel(0, 0);
            for (a, b) in p.0.iter().zip([67u8, 142, 219]) {
                assert!(a.abs_diff(b) <= 2, "{format:?} {p:?}");
            }
        }
        // The print sheet: 1 inch photos on a 6-inch sheet, still 300 dpi, as a JPEG.
        let mut sheet = options(ExportFormat::Jpeg);
        sheet.sheet = Some(true);
        let bytes = export(&img, &sheet).expect("sheet");
        assert_eq!(&bytes[..3], &[0xFF, 0xD8, 0xFF]);
        assert_eq!(read_dpi(&bytes), Some((300, 300)));
        let back = image::load_from_memory(&bytes).expect("decodes").to_rgb8();
        assert_eq!(back.dimensions(), (1200, 1800));
        let mut no_dpi = options(ExportFormat::Png);
        no_dpi.dpi = None;
        assert_eq!(read_dpi(&export(&img, &no_dpi).expect("png")), None);
    }
}
