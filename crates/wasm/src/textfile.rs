//! Module `textfile`: which encoding a text file was saved in (chardetng + encoding_rs). Its
//! own module because the detector's tables weigh several times the `base` module, and only a
//! tool that opens a file needs them.

use wasm_bindgen::prelude::*;

use crate::boundary::coded;

/// The encoding of a text file's bytes as a WHATWG label for `TextDecoder` (`"UTF-8"`,
/// `"GBK"`, `"Big5"`, …); throws `textfile.not_text` for a binary file.
#[wasm_bindgen(js_name = detectTextEncoding)]
pub fn detect_text_encoding(bytes: &[u8]) -> Result<String, JsValue> {
    toolbox_core::text::encoding::detect(bytes)
        .map(str::to_owned)
        .map_err(coded)
}
