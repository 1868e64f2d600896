//! The platform's CSPRNG for the modules that draw random numbers (UUIDs, the games).

use js_sys::Reflect;
use wasm_bindgen::prelude::*;

use crate::boundary::tool_error;

/// Fills buffers from the platform CSPRNG (`crypto.getRandomValues`, in pages and workers).
pub(crate) fn secure_random_source() -> Result<impl FnMut(&mut [u8]), JsValue> {
    let crypto: web_sys::Crypto = Reflect::get(&js_sys::global(), &"crypto".into())
        .ok()
        .and_then(|c| c.dyn_into().ok())
        .ok_or_else(|| tool_error("common.no_secure_random", &[]))?;
    // One draw up front: a source that refuses (a stubbed or locked-down `crypto`) is an error
    // here, rather than a buffer left at zero, which would make every draw the same.
    let mut probe = [0u8; 1];
    crypto
        .get_random_values_with_u8_array(&mut probe)
        .map_err(|_| tool_error("common.no_secure_random", &[]))?;
    Ok(move |buf: &mut [u8]| {
        // getRandomValues fills at most 65,536 bytes per call, and throws only for a larger or
        // non-integer array: with these chunks, after the probe above, it cannot fail.
        for chunk in buf.chunks_mut(65_536) {
            let _ = crypto.get_random_values_with_u8_array(chunk);
        }
    })
}
