//! Security headers on every response.
//!
//! The Content-Security-Policy allows our own scripts plus WebAssembly compilation
//! (`'wasm-unsafe-eval'`) and nothing else: no inline or remote scripts, no eval, no framing.
//! Styles allow `'unsafe-inline'` because the pages rendered at build time carry `style`
//! attributes (colour swatches, reserved sizes) that the HTML parser applies. Workers (ours and the OCR engine's tesseract.js worker)
//! are same-origin script files, so `worker-src` needs no `blob:`.
//! Images and video may also come from trace.moe's media host (the anime scene search's
//! previews, which the server passes on only from that host).

use axum::Router;
use axum::http::{HeaderName, HeaderValue};
use tower_http::set_header::SetResponseHeaderLayer;

pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
script-src 'self' 'wasm-unsafe-eval'; \
style-src 'self' 'unsafe-inline'; \
img-src 'self' data: blob: https://media.trace.moe; \
media-src 'self' blob: https://media.trace.moe; \
font-src 'self' data:; \
connect-src 'self'; \
worker-src 'self'; \
manifest-src 'self'; \
object-src 'none'; \
base-uri 'self'; \
form-action 'self'; \
frame-ancestors 'none'";

const HEADERS: &[(&str, &str)] = &[
    ("content-security-policy", CONTENT_SECURITY_POLICY),
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "strict-origin-when-cross-origin"),
    ("x-frame-options", "DENY"),
    ("cross-origin-opener-policy", "same-origin"),
    (
        "permissions-policy",
        "camera=(self), microphone=(), geolocation=(self), payment=(), usb=()",
    ),
];

/// Adds the headers to every response of `router` that does not set them itself.
pub fn apply(router: Router) -> Router {
    HEADERS.iter().fold(router, |router, (name, value)| {
        router.layer(SetResponseHeaderLayer::if_not_present(
            HeaderName::from_static(name),
            HeaderValue::from_static(value),
        ))
    })
}
