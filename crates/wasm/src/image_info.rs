//! Module `imageinfo`: the light image helpers every image tool needs before (or without) the
//! heavy `image` module: header probe and limits, watermark layout, dpi. Kept out of `base` so
//! that the text tools do not download them.

use toolbox_core::image::dpi;
use toolbox_core::image::probe::{self, LIMITS};
use toolbox_core::image::watermark::{self, WatermarkLayout};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js};

/// Format and dimensions from a file's first bytes; throws `image.*` codes (unknown format,
/// too many pixels, file too large) so that nothing oversized is ever decoded.
#[wasm_bindgen(js_name = imageProbe)]
pub fn image_probe(header: &[u8], file_size: f64) -> Result<JsValue, JsValue> {
    let size = if file_size.is_finite() && file_size >= 0.0 {
        file_size as u64
    } else {
        u64::MAX
    };
    to_js(&probe::probe(header, size).map_err(coded)?)
}

/// Refuses a decoded image beyond the limits (`image.too_many_pixels`, `image.side_too_long`)
/// before anyone copies its pixels: the worker's own check, whatever the page checked before.
#[wasm_bindgen(js_name = imageCheckSize)]
pub fn image_check_size(width: u32, height: u32) -> Result<(), JsValue> {
    probe::check_dimensions(width, height).map_err(coded)
}

/// The limits every image tool applies (an `ImageLimits`).
#[wasm_bindgen(js_name = imageLimits)]
pub fn image_limits() -> Result<JsValue, JsValue> {
    to_js(&LIMITS)
}

/// Centres of the watermark marks for a `WatermarkLayout`, flattened: `[x0, y0, x1, y1, ...]`.
#[wasm_bindgen(js_name = watermarkCentres)]
pub fn watermark_centres(layout: JsValue) -> Result<Vec<f64>, JsValue> {
    let layout: WatermarkLayout = from_js(layout)?;
    Ok(watermark::centres(&layout)
        .into_iter()
        .flat_map(|(x, y)| [x, y])
        .collect())
}

/// The PNG or JPEG `bytes` with `dpi` written in; `undefined` for other formats.
#[wasm_bindgen(js_name = imageSetDpi)]
pub fn image_set_dpi(bytes: &[u8], dpi: u32) -> Option<Vec<u8>> {
    dpi::set_dpi(bytes, dpi)
}

/// The horizontal dpi a PNG or JPEG file states; `undefined` when it states none.
#[wasm_bindgen(js_name = imageReadDpi)]
pub fn image_read_dpi(bytes: &[u8]) -> Option<u32> {
    dpi::read_dpi(bytes).map(|(x, _)| x)
}
