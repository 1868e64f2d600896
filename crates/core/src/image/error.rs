//! Errors of the image tools, with the stable codes the UI translates.

use crate::error::CodedError;

use super::probe::{MAX_FILE_BYTES, MAX_PIXELS, MAX_SIDE};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImageError {
    /// Not an image format we know, or a damaged header.
    #[error("not a decodable image")]
    LoadFailed,
    /// More pixels than the tools can hold in memory (or a decompression bomb's claim).
    #[error("image has too many pixels")]
    TooManyPixels { width: u32, height: u32 },
    /// One side longer than a canvas can be.
    #[error("image side too long")]
    SideTooLong { width: u32, height: u32 },
    #[error("file too large")]
    FileTooLarge,
    /// A pixel buffer whose length does not match its dimensions: a bug on the caller's side.
    #[error("pixel buffer does not match its dimensions")]
    BadBuffer,
    #[error("crop rectangle outside the image")]
    BadCrop,
    #[error("output size out of range")]
    BadOutputSize,
    #[error("encoding failed")]
    EncodeFailed,
}

fn megapixels(pixels: u64) -> String {
    // One decimal, dropped when zero: "24", "36.5".
    let tenths = (pixels + 50_000) / 100_000;
    if tenths % 10 == 0 {
        (tenths / 10).to_string()
    } else {
        format!("{}.{}", tenths / 10, tenths % 10)
    }
}

impl CodedError for ImageError {
    fn code(&self) -> &'static str {
        match self {
            ImageError::LoadFailed => "image.load_failed",
            ImageError::TooManyPixels { .. } => "image.too_many_pixels",
            ImageError::SideTooLong { .. } => "image.side_too_long",
            ImageError::FileTooLarge => "image.file_too_large",
            ImageError::BadBuffer => "common.internal",
            ImageError::BadCrop => "image.bad_crop",
            ImageError::BadOutputSize => "image.bad_output_size",
            ImageError::EncodeFailed => "image.encode_failed",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match *self {
            ImageError::TooManyPixels { width, height } => vec![
                ("width", width.to_string()),
                ("height", height.to_string()),
                (
                    "megapixels",
                    megapixels(u64::from(width) * u64::from(height)),
                ),
                ("max", megapixels(MAX_PIXELS)),
            ],
            ImageError::SideTooLong { width, height } => vec![
                ("width", width.to_string()),
                ("height", height.to_string()),
                ("max", MAX_SIDE.to_string()),
            ],
            ImageError::FileTooLarge => vec![("max", (MAX_FILE_BYTES / 1_000_000).to_string())],
            ImageError::BadOutputSize => vec![("max", MAX_SIDE.to_string())],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn megapixels_are_written_with_one_decimal_at_most() {
        assert_eq!(megapixels(24_000_000), "24");
        assert_eq!(megapixels(36_450_000), "36.5");
        assert_eq!(megapixels(900_000_000), "900");
    }

    #[test]
    fn too_many_pixels_names_the_size_and_the_limit() {
        let e = ImageError::TooManyPixels {
            width: 10_000,
            height: 8_000,
        };
        assert_eq!(e.code(), "image.too_many_pixels");
        let params = e.params();
        assert!(params.contains(&("megapixels", "80".to_string())));
        assert!(params.contains(&("max", megapixels(MAX_PIXELS))));
    }
}
