//! Module `uuid`: UUIDs alone, so that the UUID generator's first screen waits for a few KB.

use toolbox_core::codes::uuid::{self, UuidOptions};
use toolbox_core::codes::uuid_info::{self, NameVersion};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js};
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

/// A name-based UUID: `version` "v3" or "v5", `namespace` "dns" | "url" | "oid" | "x500" or a
/// UUID; throws `uuid.invalid_namespace` or `uuid.name_too_long`.
#[wasm_bindgen(js_name = uuidNameBased)]
pub fn uuid_name_based(version: JsValue, namespace: &str, name: &str) -> Result<String, JsValue> {
    let version: NameVersion = from_js(version)?;
    uuid_info::name_based(version, namespace, name).map_err(coded)
}

/// The Nil and Max UUIDs.
#[wasm_bindgen(js_name = uuidSpecial)]
pub fn uuid_special() -> Vec<String> {
    vec![uuid_info::nil(), uuid_info::max()]
}

/// What a pasted UUID says (a `UuidInfo`); throws `uuid.invalid_uuid`.
#[wasm_bindgen(js_name = uuidDecode)]
pub fn uuid_decode(text: &str) -> Result<JsValue, JsValue> {
    to_js(&uuid_info::decode(text).map_err(coded)?)
}
