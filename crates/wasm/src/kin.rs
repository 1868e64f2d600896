//! Module `kin`: the relatives title calculator (embeds the title tables, ~0.4 MB raw).

use toolbox_core::calc::kinship::{self, KinSex};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js};

/// Who `chain` (words joined by 的) is for a speaker of `sex` (`"male"` / `"female"`); returns
/// a `KinAnswer`.
#[wasm_bindgen(js_name = kinshipCalculate)]
pub fn kinship_calculate(chain: &str, sex: JsValue) -> Result<JsValue, JsValue> {
    let sex: KinSex = from_js(sex)?;
    to_js(&kinship::calculate(chain, sex).map_err(coded)?)
}
