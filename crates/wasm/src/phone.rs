//! Module `phone`: phone-number location from the embedded prefix table (~0.95 MB raw,
//! ~0.17 MB brotli), loaded only by the phone-location tool. The number never leaves the page.

use toolbox_core::phone;
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, to_js};

/// Looks up a number as typed; returns `PhoneInfo`.
#[wasm_bindgen(js_name = phoneLookup)]
pub fn phone_lookup(input: &str) -> Result<JsValue, JsValue> {
    to_js(&phone::lookup(input).map_err(coded)?)
}
