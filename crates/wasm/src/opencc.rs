//! Module `opencc`: Simplified ↔ Traditional conversion with OpenCC's dictionaries embedded
//! (about 0.6 MB raw), so only the tool that needs them downloads them.

use toolbox_core::text::chinese_conversion::{self, ChineseConfig};
use wasm_bindgen::prelude::*;

use crate::boundary::coded;

/// Converts `text` with the OpenCC config named `config` (`"s2t"`, `"tw2sp"`, ...) and returns
/// the result as UTF-16 code units: JavaScript turns them into a string (`TextDecoder`
/// "utf-16le") several times faster than UTF-8, which for CJK text costs about as much as the
/// conversion itself.
#[wasm_bindgen(js_name = chineseConvertUtf16)]
pub fn chinese_convert_utf16(text: &str, config: &str) -> Result<Vec<u16>, JsValue> {
    let config: ChineseConfig = config.parse().map_err(coded)?;
    let out = chinese_conversion::convert(text, config).map_err(coded)?;
    let mut units = Vec::with_capacity(out.len());
    units.extend(out.encode_utf16());
    Ok(units)
}

/// Loads the dictionaries for `config` ahead of the first conversion.
#[wasm_bindgen(js_name = chinesePrepare)]
pub fn chinese_prepare(config: &str) -> Result<(), JsValue> {
    let config: ChineseConfig = config.parse().map_err(coded)?;
    chinese_conversion::prepare(config).map_err(coded)
}
