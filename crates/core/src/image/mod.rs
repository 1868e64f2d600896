//! Image tools: header probing and size limits, ID-photo background replacement (segmentation,
//! alpha matte, compositing), crop/resize and PNG/JPEG encoding with the resolution (dpi) written
//! into the file, 6-inch print sheets of ID photos, watermark layout, and synthetic test
//! portraits.
//!
//! Decoding is the browser's job (`createImageBitmap` knows every format and EXIF orientation);
//! everything here works on 8-bit RGBA buffers and never panics on any input.

pub mod color;
pub mod dpi;
pub mod encode;
pub mod error;
pub mod id_photo;
pub mod print_sheet;
pub mod probe;
pub mod resample;
pub mod synth;
pub mod watermark;
pub mod zip;

pub use error::ImageError;

/// An 8-bit RGBA image borrowed from a buffer, rows top to bottom, no padding.
#[derive(Clone, Copy, Debug)]
pub struct RgbaView<'a> {
    pub data: &'a [u8],
    pub width: u32,
    pub height: u32,
}

impl<'a> RgbaView<'a> {
    /// Checks that `data` holds exactly `width × height` RGBA pixels within the limits.
    pub fn new(data: &'a [u8], width: u32, height: u32) -> Result<Self, ImageError> {
        probe::check_dimensions(width, height)?;
        if data.len() as u64 != u64::from(width) * u64::from(height) * 4 {
            return Err(ImageError::BadBuffer);
        }
        Ok(Self {
            data,
            width,
            height,
        })
    }

    pub fn pixels(&self) -> usize {
        self.width as usize * self.height as usize
    }
}

/// A rectangle in pixels (left, top, width, height).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Rect {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}
