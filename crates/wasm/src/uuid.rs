//! Module `uuid`: UUIDs alone, so that the UUID generator's first screen waits for a few KB.

use toolbox_core::codes::uuid::{self, UuidOptions};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js};
use crate::random::secure_random_source;

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
