//! Module `base`: light tools (case conversion, UUIDs, colours, line deduplication, character count).

use js_sys::Reflect;
use toolbox_core::codes::uuid::{self, UuidOptions};
use toolbox_core::color::convert::{self as color, ColorFormat};
use toolbox_core::text::case::{self, CaseMode};
use toolbox_core::text::count;
use toolbox_core::text::dedup::{self, DedupOptions};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js, tool_error};

/// Converts English text between letter cases; `mode` is a `CaseMode` name (`"title"`, ...).
#[wasm_bindgen(js_name = caseConvert)]
pub fn case_convert(text: &str, mode: &str) -> Result<String, JsValue> {
    // Only in the copy of this module built for the panic-recovery e2e test
    // (scripts/build-test-wasm.sh); never in what the site ships.
    #[cfg(feature = "test-panic")]
    if text.starts_with("toolbox:test-panic") {
        panic!("deliberate panic for the recovery test");
    }
    let mode: CaseMode = mode.parse().map_err(coded)?;
    Ok(case::convert(text, mode))
}

/// Fills buffers from the platform CSPRNG (`crypto.getRandomValues`, in pages and workers).
pub(crate) fn secure_random_source() -> Result<impl FnMut(&mut [u8]), JsValue> {
    let crypto: web_sys::Crypto = Reflect::get(&js_sys::global(), &"crypto".into())
        .ok()
        .and_then(|c| c.dyn_into().ok())
        .ok_or_else(|| tool_error("common.no_secure_random", &[]))?;
    // One draw up front: a source that refuses (a stubbed or locked-down `crypto`) is an error
    // here, rather than a buffer left at zero, which would make every draw the same.
    let mut probe = [0u8; 1];
    crypto
        .get_random_values_with_u8_array(&mut probe)
        .map_err(|_| tool_error("common.no_secure_random", &[]))?;
    Ok(move |buf: &mut [u8]| {
        // getRandomValues fills at most 65,536 bytes per call, and throws only for a larger or
        // non-integer array: with these chunks, after the probe above, it cannot fail.
        for chunk in buf.chunks_mut(65_536) {
            let _ = crypto.get_random_values_with_u8_array(chunk);
        }
    })
}

/// Reads the quantity field as typed; throws `uuid.quantity_out_of_range` when it is not a
/// whole number from 1 to 10,000.
#[wasm_bindgen(js_name = uuidParseQuantity)]
pub fn uuid_parse_quantity(text: &str) -> Result<u32, JsValue> {
    uuid::parse_quantity(text).map_err(coded)
}

/// Generates UUIDs; `options` is a `UuidOptions` object.
#[wasm_bindgen(js_name = uuidGenerate)]
pub fn uuid_generate(options: JsValue) -> Result<Vec<String>, JsValue> {
    let options: UuidOptions = from_js(options)?;
    let mut fill = secure_random_source()?;
    let now = js_sys::Date::now();
    uuid::generate(&options, now as u64, &mut fill).map_err(coded)
}

/// Reads a colour typed in `format` (a `ColorFormat` name) and returns a `ColorInfo` with it in
/// every notation.
#[wasm_bindgen(js_name = colorConvert)]
pub fn color_convert(format: JsValue, text: &str) -> Result<JsValue, JsValue> {
    let format: ColorFormat = from_js(format)?;
    to_js(&color::convert(format, text).map_err(coded)?)
}

/// Removes duplicate lines; `options` is a `DedupOptions` object, the result a `DedupResult`.
#[wasm_bindgen(js_name = textDedup)]
pub fn text_dedup(text: &str, options: JsValue) -> Result<JsValue, JsValue> {
    let options: DedupOptions = from_js(options)?;
    to_js(&dedup::dedup(text, &options))
}

/// Counts characters, words, lines … of `text`: a `TextStats` object.
#[wasm_bindgen(js_name = textCount)]
pub fn text_count(text: &str) -> Result<JsValue, JsValue> {
    to_js(&count::count(text))
}
