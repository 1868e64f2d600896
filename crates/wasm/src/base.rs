//! Module `base`: light tools (case conversion, colours, line deduplication, character count).

use toolbox_core::color::convert::{self as color, ColorFormat};
use toolbox_core::text::case::{self, CaseMode};
use toolbox_core::text::count;
use toolbox_core::text::dedup::{self, DedupOptions};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js};

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
