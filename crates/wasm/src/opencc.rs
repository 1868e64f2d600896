//! Module `opencc`: Simplified ↔ Traditional conversion with OpenCC's dictionaries embedded
//! (about 0.6 MB raw), so only the tool that needs them downloads them.

use toolbox_core::text::chinese_conversion::{self, ChineseConfig};
use wasm_bindgen::prelude::*;

use crate::boundary::coded;

/// Converts `text` with the OpenCC config named `config` (`"s2t"`, `"tw2sp"`, ...).
#[wasm_bindgen(js_name = chineseConvert)]
pub fn chinese_convert(text: &str, config: &str) -> Result<String, JsValue> {
    let config: ChineseConfig = config.parse().map_err(coded)?;
    chinese_conversion::convert(text, config).map_err(coded)
}

/// Loads the dictionaries for `config` ahead of the first conversion.
#[wasm_bindgen(js_name = chinesePrepare)]
pub fn chinese_prepare(config: &str) -> Result<(), JsValue> {
    let config: ChineseConfig = config.parse().map_err(coded)?;
    chinese_conversion::prepare(config).map_err(coded)
}
