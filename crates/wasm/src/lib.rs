//! The thin wasm-bindgen facade over `toolbox-core`: each export converts its inputs, calls the
//! core, and maps errors. No tool logic lives here.
//!
//! The crate is built once per cargo feature (`base`, `uuid`, `tz`, `xlsx`, `codes`, …), giving one
//! small wasm module per weight class that the browser loads on first use. Errors reach JavaScript as
//! `Error` objects named `ToolError` with a stable `code` (the i18n key suffix) and `params`
//! (values for the translated message). The web side's only door to these packages is
//! `web/src/core/`.

mod boundary;

#[cfg(feature = "base")]
mod base;
#[cfg(feature = "codes")]
mod codes;
#[cfg(feature = "base")]
mod device;
#[cfg(feature = "base")]
mod games;
#[cfg(feature = "image")]
mod image;
#[cfg(feature = "imageinfo")]
mod image_info;
#[cfg(feature = "kin")]
mod kin;
#[cfg(feature = "math")]
mod math;
#[cfg(feature = "money")]
mod money;
#[cfg(feature = "opencc")]
mod opencc;
#[cfg(feature = "phone")]
mod phone;
#[cfg(feature = "pinyin")]
mod pinyin;
#[cfg(any(feature = "base", feature = "uuid"))]
mod random;
#[cfg(feature = "base")]
mod rmb;
#[cfg(feature = "textfile")]
mod textfile;
#[cfg(feature = "tz")]
mod tz;
#[cfg(feature = "uuid")]
mod uuid;
#[cfg(feature = "xlsx")]
mod xlsx;

use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    // Panics are bugs (every one gets a test); the hook only makes them readable in the console.
    console_error_panic_hook::set_once();
}
