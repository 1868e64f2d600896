//! Module `codes`: QR codes and barcodes (qrcode, barcoders, the PNG encoder and the embedded
//! font of the human-readable line), loaded when the code generator or the poster needs them.

use toolbox_core::codes::generate::{self, CodeRequest};
use toolbox_core::codes::payload::{self, ContactOptions, WifiOptions};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js};

/// Generates a code as SVG; `request` is a `CodeRequest`, the result a `CodeImage`.
#[wasm_bindgen(js_name = codeSvg)]
pub fn code_svg(request: JsValue) -> Result<JsValue, JsValue> {
    let request: CodeRequest = from_js(request)?;
    to_js(&generate::svg(&request).map_err(coded)?)
}

/// Generates a code as a PNG file; `request` is a `CodeRequest`.
#[wasm_bindgen(js_name = codePng)]
pub fn code_png(request: JsValue) -> Result<Vec<u8>, JsValue> {
    let request: CodeRequest = from_js(request)?;
    generate::png(&request).map_err(coded)
}

/// The QR text that joins a Wi-Fi network; `options` is a `WifiOptions`.
#[wasm_bindgen(js_name = codeWifiText)]
pub fn code_wifi_text(options: JsValue) -> Result<String, JsValue> {
    let options: WifiOptions = from_js(options)?;
    payload::wifi_text(&options).map_err(coded)
}

/// The QR text of a contact card (vCard 3.0); `options` is a `ContactOptions`.
#[wasm_bindgen(js_name = codeContactText)]
pub fn code_contact_text(options: JsValue) -> Result<String, JsValue> {
    let options: ContactOptions = from_js(options)?;
    payload::contact_text(&options).map_err(coded)
}
