//! In module `base`: RMB capital amounts (light logic, no data).

use toolbox_core::text::rmb_conversion::{self, RmbOptions};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js};

/// Number text → `RmbCapital` (`{ capital, amount }`); `options` is an `RmbOptions` object.
#[wasm_bindgen(js_name = rmbToCapital)]
pub fn rmb_to_capital(input: &str, options: JsValue) -> Result<JsValue, JsValue> {
    let options: RmbOptions = from_js(options)?;
    to_js(&rmb_conversion::to_capital(input, &options).map_err(coded)?)
}

/// Capital amount → `RmbReading` (`{ amount, grouped, standard, issues }`).
#[wasm_bindgen(js_name = rmbFromCapital)]
pub fn rmb_from_capital(input: &str) -> Result<JsValue, JsValue> {
    to_js(&rmb_conversion::read_capital(input).map_err(coded)?)
}
