//! Reads an image's format and dimensions from the first bytes of the file, so that oversized
//! images and decompression bombs (a tiny file claiming 100,000 × 100,000 pixels) are refused
//! before anything is decoded or allocated. The limits are the same for every image tool.

use super::ImageError;

/// The most pixels any image tool accepts: 40 megapixels (a 24-megapixel camera with room to
/// spare). Each 8-bit RGBA copy of such an image takes 160 MB.
pub const MAX_PIXELS: u64 = 40_000_000;
/// The longest side accepted, well within what every browser's canvas can hold.
pub const MAX_SIDE: u32 = 16_384;
/// The largest file accepted (100 MB): an uncompressed 40-megapixel PNG is about that.
pub const MAX_FILE_BYTES: u64 = 100_000_000;
/// How many leading bytes of a file to read for the header. Cameras put up to 64 KiB of EXIF
/// (with a thumbnail) before a JPEG's frame header; a few segments like that fit easily.
pub const HEADER_BYTES: u32 = 512 * 1024;

/// Formats the browser decodes for us.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum ImageFormat {
    Jpeg,
    Png,
    Webp,
    Gif,
    Bmp,
    Avif,
    Ico,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ImageInfo {
    pub format: ImageFormat,
    /// As stored in the file (before any EXIF rotation, which does not change the area).
    pub width: u32,
    pub height: u32,
}

/// The limits, for the UI's hint text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ImageLimits {
    pub max_pixels: u32,
    pub max_side: u32,
    pub max_file_bytes: u32,
    pub header_bytes: u32,
}

pub const LIMITS: ImageLimits = ImageLimits {
    max_pixels: MAX_PIXELS as u32,
    max_side: MAX_SIDE,
    max_file_bytes: MAX_FILE_BYTES as u32,
    header_bytes: HEADER_BYTES,
};

/// Refuses dimensions no tool can hold (or that are empty).
pub fn check_dimensions(width: u32, height: u32) -> Result<(), ImageError> {
    if width == 0 || height == 0 {
        return Err(ImageError::LoadFailed);
    }
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(ImageError::SideTooLong { width, height });
    }
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ImageError::TooManyPixels { width, height });
    }
    Ok(())
}

/// Refuses a file larger than [`MAX_FILE_BYTES`].
pub fn check_file_size(bytes: u64) -> Result<(), ImageError> {
    if bytes > MAX_FILE_BYTES {
        return Err(ImageError::FileTooLarge);
    }
    Ok(())
}

/// Identifies the image in `header` (the first bytes of a file of `file_size` bytes) and checks
/// it against the limits. Unknown formats and damaged headers are `LoadFailed`.
pub fn probe(header: &[u8], file_size: u64) -> Result<ImageInfo, ImageError> {
    check_file_size(file_size)?;
    let format = match imagesize::image_type(header).map_err(|_| ImageError::LoadFailed)? {
        imagesize::ImageType::Jpeg => ImageFormat::Jpeg,
        imagesize::ImageType::Png => ImageFormat::Png,
        imagesize::ImageType::Webp => ImageFormat::Webp,
        imagesize::ImageType::Gif => ImageFormat::Gif,
        imagesize::ImageType::Bmp => ImageFormat::Bmp,
        imagesize::ImageType::Ico => ImageFormat::Ico,
        imagesize::ImageType::Heif(imagesize::Compression::Av1) => ImageFormat::Avif,
        _ => return Err(ImageError::LoadFailed),
    };
    let size = imagesize::blob_size(header).map_err(|_| ImageError::LoadFailed)?;
    let (Ok(width), Ok(height)) = (u32::try_from(size.width), u32::try_from(size.height)) else {
        return Err(ImageError::TooManyPixels {
            width: u32::MAX,
            height: u32::MAX,
        });
    };
    check_dimensions(width, height)?;
    Ok(ImageInfo {
        format,
        width,
        height,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CodedError;
    use proptest::prelude::*;

    /// A minimal PNG signature + IHDR claiming `width × height` (no image data follows).
    fn png_header(width: u32, height: u32) -> Vec<u8> {
        let mut v = vec![0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];
        v.extend_from_slice(&13u32.to_be_bytes());
        v.extend_from_slice(b"IHDR");
        v.extend_from_slice(&width.to_be_bytes());
        v.extend_from_slice(&height.to_be_bytes());
        v.extend_from_slice(&[8, 6, 0, 0, 0]);
        v.extend_from_slice(&[0, 0, 0, 0]); // CRC (not checked by a header probe)
        v
    }

    /// A baseline JPEG start: SOI, an APP0 segment, then SOF0 with the dimensions.
    fn jpeg_header(width: u16, height: u16, app_bytes: usize) -> Vec<u8> {
        let mut v = vec![0xFF, 0xD8, 0xFF, 0xE1];
        let len = (app_bytes + 2) as u16;
        v.extend_from_slice(&len.to_be_bytes());
        v.extend(std::iter::repeat_n(0u8, app_bytes));
        v.extend_from_slice(&[0xFF, 0xC0, 0x00, 0x11, 0x08]);
        v.extend_from_slice(&height.to_be_bytes());
        v.extend_from_slice(&width.to_be_bytes());
        v.extend_from_slice(&[3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
        v
    }

    #[test]
    fn reads_png_and_jpeg_dimensions() {
        let info = probe(&png_header(600, 800), 1000).expect("png");
        assert_eq!(
            info,
            ImageInfo {
                format: ImageFormat::Png,
                width: 600,
                height: 800
            }
        );
        let info = probe(&jpeg_header(4000, 6000, 60_000), 9_000_000).expect("jpeg");
        assert_eq!(
            (info.format, info.width, info.height),
            (ImageFormat::Jpeg, 4000, 6000)
        );
    }

    #[test]
    fn a_24_megapixel_photo_is_accepted() {
        assert!(probe(&png_header(6000, 4000), 30_000_000).is_ok());
    }

    #[test]
    fn refuses_bombs_and_oversized_images_before_decoding() {
        let e = probe(&png_header(100_000, 100_000), 5_000).unwrap_err();
        assert_eq!(e.code(), "image.side_too_long");
        let e = probe(&png_header(8000, 6000), 5_000).unwrap_err();
        assert_eq!(e.code(), "image.too_many_pixels");
        assert!(e.params().contains(&("megapixels", "48".to_string())));
        let e = probe(&png_header(0, 10), 100).unwrap_err();
        assert_eq!(e, ImageError::LoadFailed);
        let e = probe(&png_header(10, 10), MAX_FILE_BYTES + 1).unwrap_err();
        assert_eq!(e.code(), "image.file_too_large");
    }

    #[test]
    fn text_svg_and_truncated_headers_are_not_images() {
        assert_eq!(probe(b"hello world", 11), Err(ImageError::LoadFailed));
        assert_eq!(
            probe(b"<svg xmlns='http://www.w3.org/2000/svg'/>", 40),
            Err(ImageError::LoadFailed)
        );
        assert_eq!(probe(&[], 0), Err(ImageError::LoadFailed));
        let jpeg = jpeg_header(100, 100, 1000);
        assert_eq!(probe(&jpeg[..500], 100_000), Err(ImageError::LoadFailed));
    }

    proptest! {
        #[test]
        fn never_panics_on_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
            let _ = probe(&bytes, bytes.len() as u64);
        }

        #[test]
        fn never_panics_on_mutated_headers(
            w in 0u32..70_000, h in 0u32..70_000,
            flips in proptest::collection::vec((0usize..40, any::<u8>()), 0..6),
        ) {
            let mut bytes = png_header(w, h);
            for (i, b) in flips { if i < bytes.len() { bytes[i] = b; } }
            if let Ok(info) = probe(&bytes, 100) {
                prop_assert!(u64::from(info.width) * u64::from(info.height) <= MAX_PIXELS);
                prop_assert!(info.width > 0 && info.height > 0);
            }
            let mut jpeg = jpeg_header((w % 65_536) as u16, (h % 65_536) as u16, 20);
            jpeg.truncate(jpeg.len() - (w as usize % 8));
            let _ = probe(&jpeg, 100);
        }
    }
}
