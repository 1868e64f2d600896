//! Module `base` (light): the compass heading and the device clock's offset from the server.

use toolbox_core::device::compass;
use toolbox_core::time::clock_offset::{self, ClockSample};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js};

/// Heading from `deviceorientationabsolute`'s alpha; a `Heading`, or null without a reading.
#[wasm_bindgen(js_name = compassFromAlpha)]
pub fn compass_from_alpha(alpha: f64, screen_angle: f64) -> Result<JsValue, JsValue> {
    to_js(&compass::heading_from_alpha(alpha, screen_angle))
}

/// Heading from iOS's `webkitCompassHeading`; a `Heading`, or null while uncalibrated.
#[wasm_bindgen(js_name = compassFromWebkit)]
pub fn compass_from_webkit(heading: f64, screen_angle: f64) -> Result<JsValue, JsValue> {
    to_js(&compass::heading_from_webkit(heading, screen_angle))
}

/// Estimates the device clock's offset from `ClockSample[]`; returns a `ClockOffset`.
#[wasm_bindgen(js_name = clockOffsetEstimate)]
pub fn clock_offset_estimate(samples: JsValue) -> Result<JsValue, JsValue> {
    let samples: Vec<ClockSample> = from_js(samples)?;
    to_js(&clock_offset::estimate(&samples).map_err(coded)?)
}
