//! Crossing the boundary: coded JS errors and serde conversion, shared by every module.

use js_sys::{Object, Reflect};
use serde::Serialize;
use toolbox_core::CodedError;
use wasm_bindgen::JsValue;

/// Builds the JS error the door expects: `name = "ToolError"`, `code`, `params`.
pub fn tool_error(code: &str, params: &[(&'static str, String)]) -> JsValue {
    let error = js_sys::Error::new(code);
    error.set_name("ToolError");
    let js_params = Object::new();
    for (key, value) in params {
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(
            &js_params,
            &JsValue::from_str(key),
            &JsValue::from_str(value),
        );
    }
    let _ = Reflect::set(&error, &"code".into(), &code.into());
    let _ = Reflect::set(&error, &"params".into(), &js_params);
    error.into()
}

pub fn coded<E: CodedError>(err: E) -> JsValue {
    tool_error(err.code(), &err.params())
}

#[allow(dead_code)] // not every module returns structured values
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    // `Option::None` becomes `null` (as the generated TypeScript types say), not `undefined`.
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value
        .serialize(&serializer)
        .map_err(|_| tool_error("common.internal", &[]))
}

#[allow(dead_code)]
pub fn from_js<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, JsValue> {
    serde_wasm_bindgen::from_value(value).map_err(|_| tool_error("common.internal", &[]))
}
