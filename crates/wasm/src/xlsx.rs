//! Module `xlsx`: spreadsheet export, loaded only when a user exports.

use toolbox_core::export::xlsx;
use wasm_bindgen::prelude::*;

use crate::boundary::coded;

/// Writes `rows` under `header` into a one-sheet `.xlsx` file and returns its bytes.
#[wasm_bindgen(js_name = xlsxSingleColumn)]
pub fn xlsx_single_column(
    header: &str,
    rows: Vec<String>,
    sheet_name: &str,
) -> Result<Vec<u8>, JsValue> {
    xlsx::single_column(header, &rows, sheet_name).map_err(coded)
}
