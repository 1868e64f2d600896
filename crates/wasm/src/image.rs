//! Module `image`: the pixel work of the image tools (ID-photo segmentation and compositing,
//! crop/resize, PNG/JPEG encoding with dpi, zip of a batch). Runs in the worker.

use toolbox_core::image::color::parse_hex;
use toolbox_core::image::encode::{self, ExportOptions};
use toolbox_core::image::id_photo::{self, IdPhotoReport};
use toolbox_core::image::{ImageError, RgbaView, zip};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js, tool_error};

fn colour(text: &str) -> Result<[u8; 3], JsValue> {
    parse_hex(text).ok_or_else(|| tool_error("image.bad_colour", &[]))
}

/// The result of `idPhotoProcess`: take the buffers once each (they move out of wasm memory).
#[wasm_bindgen]
#[derive(Debug)]
pub struct IdPhotoResult {
    pixels: Vec<u8>,
    alpha: Vec<u8>,
    report: IdPhotoReport,
}

#[wasm_bindgen]
impl IdPhotoResult {
    /// The composite, RGBA.
    #[wasm_bindgen(js_name = takePixels)]
    pub fn take_pixels(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.pixels)
    }

    /// The person's alpha, one byte per pixel.
    #[wasm_bindgen(js_name = takeAlpha)]
    pub fn take_alpha(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.alpha)
    }

    /// An `IdPhotoReport`.
    pub fn report(&self) -> Result<JsValue, JsValue> {
        to_js(&self.report)
    }
}

/// Replaces the backdrop of an RGBA photo with `colour` (`#rrggbb`); `progress` is called with
/// the share done (0 to 1).
#[wasm_bindgen(js_name = idPhotoProcess)]
pub fn id_photo_process(
    pixels: &[u8],
    width: u32,
    height: u32,
    colour_hex: &str,
    progress: &js_sys::Function,
) -> Result<IdPhotoResult, JsValue> {
    let colour = colour(colour_hex)?;
    let view = RgbaView::new(pixels, width, height).map_err(coded)?;
    let out = id_photo::replace_background(&view, colour, &mut |f| {
        let _ = progress.call1(&JsValue::NULL, &JsValue::from_f64(f64::from(f)));
    });
    Ok(IdPhotoResult {
        pixels: out.pixels,
        alpha: out.alpha,
        report: out.report,
    })
}

/// Moves a composite's background from colour `from` to `to`, in place.
#[wasm_bindgen(js_name = idPhotoRecolour)]
pub fn id_photo_recolour(
    pixels: &mut [u8],
    alpha: &[u8],
    from: &str,
    to: &str,
) -> Result<(), JsValue> {
    id_photo::recolour(pixels, alpha, colour(from)?, colour(to)?).map_err(coded)
}

/// Crops, scales and encodes RGBA pixels; `options` is an `ExportOptions`.
#[wasm_bindgen(js_name = imageExport)]
pub fn image_export(
    pixels: &[u8],
    width: u32,
    height: u32,
    options: JsValue,
) -> Result<Vec<u8>, JsValue> {
    let options: ExportOptions = from_js(options)?;
    let view = RgbaView::new(pixels, width, height).map_err(coded)?;
    encode::export(&view, &options).map_err(coded)
}

/// Packs files into one stored `.zip`; `names[i]` names `files[i]`.
#[wasm_bindgen(js_name = zipPack)]
pub fn zip_pack(names: Vec<String>, files: Vec<js_sys::Uint8Array>) -> Result<Vec<u8>, JsValue> {
    if names.len() != files.len() {
        return Err(coded(ImageError::BadBuffer));
    }
    let bytes: Vec<Vec<u8>> = files.iter().map(|f| f.to_vec()).collect();
    let entries: Vec<zip::Entry> = names
        .iter()
        .zip(&bytes)
        .map(|(name, bytes)| zip::Entry { name, bytes })
        .collect();
    zip::pack(&entries).map_err(coded)
}
