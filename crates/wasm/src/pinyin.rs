//! Module `pinyin`: Chinese to pinyin with its embedded lexicon (~3.9 MB raw, ~1.2 MB brotli),
//! loaded only by the pinyin tool.

use toolbox_core::text::pinyin::{self, PinyinOptions};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js};

/// Converts text to pinyin; `options` is a `PinyinOptions` object.
#[wasm_bindgen(js_name = pinyinConvert)]
pub fn pinyin_convert(text: &str, options: JsValue) -> Result<String, JsValue> {
    let options: PinyinOptions = from_js(options)?;
    pinyin::convert(text, &options).map_err(coded)
}

/// The annotated (ruby) view of the first `max_chars` characters: an `Annotated` object.
#[wasm_bindgen(js_name = pinyinAnnotate)]
pub fn pinyin_annotate(text: &str, options: JsValue, max_chars: u32) -> Result<JsValue, JsValue> {
    let options: PinyinOptions = from_js(options)?;
    let annotated = pinyin::annotate(text, &options, max_chars as usize).map_err(coded)?;
    to_js(&annotated)
}
