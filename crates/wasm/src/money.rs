//! Module `money`: exact exchange-rate conversion (big-integer decimals).

use toolbox_core::calc::exchange::{self, RateTable};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js};

/// Converts `amount` (as typed) of currency `from` into every currency, from `rates` (a
/// `RateTable`); returns `Conversion[]`.
#[wasm_bindgen(js_name = exchangeConvert)]
pub fn exchange_convert(amount: &str, from: &str, rates: JsValue) -> Result<JsValue, JsValue> {
    let table: RateTable = from_js(rates)?;
    to_js(&exchange::convert_all(amount, from, &table).map_err(coded)?)
}
