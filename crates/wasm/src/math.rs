//! Module `math`: the scientific calculator and the unit converter (exact rationals with
//! num-bigint, 256-bit floats with astro-float), kept out of `base` for their weight.

use toolbox_core::calc::calculator::{self, Angle};
use toolbox_core::calc::units;
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, to_js};

/// Evaluates a calculator expression; `angle` is `"degrees"` or `"radians"`. Returns a
/// `CalcResult`, or throws a coded error (`calc.division_by_zero`, ...).
#[wasm_bindgen(js_name = calcEvaluate)]
pub fn calc_evaluate(expr: &str, angle: &str) -> Result<JsValue, JsValue> {
    let angle: Angle = angle.parse().map_err(coded)?;
    to_js(&calculator::evaluate(expr, angle).map_err(coded)?)
}

/// The unit categories and their unit ids, in display order (`UnitCategory[]`).
#[wasm_bindgen(js_name = unitCatalogue)]
pub fn unit_catalogue() -> Result<JsValue, JsValue> {
    to_js(&units::catalogue())
}

/// Converts `input` typed in unit `from` into every unit of `category` (`UnitValue[]`);
/// results that do not terminate get `digits` significant digits.
#[wasm_bindgen(js_name = unitConvert)]
pub fn unit_convert(
    category: &str,
    from: &str,
    input: &str,
    digits: u32,
) -> Result<JsValue, JsValue> {
    to_js(&units::convert(category, from, input, digits).map_err(coded)?)
}
