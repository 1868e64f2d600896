//! One error type for every `/api` route: a status and a JSON body `{ "code": "..." }`, where the
//! code is stable and the web app translates it (it never shows the server's words).

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

use crate::upstream::UpstreamError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppError {
    pub status: StatusCode,
    /// Stable, namespaced: `api.not_found`, `upstream.timeout`, `rates.unknown_currency` ...
    pub code: &'static str,
}

impl AppError {
    pub const fn new(status: StatusCode, code: &'static str) -> Self {
        Self { status, code }
    }

    /// A parameter failed validation (400).
    pub const fn bad_request(code: &'static str) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code)
    }

    pub const fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, "api.not_found")
    }
}

/// An upstream failure a route could not make up for: 504 when it was too slow, 502 otherwise.
impl From<UpstreamError> for AppError {
    fn from(err: UpstreamError) -> Self {
        match err {
            UpstreamError::Timeout => Self::new(StatusCode::GATEWAY_TIMEOUT, "upstream.timeout"),
            UpstreamError::Unreachable => {
                Self::new(StatusCode::BAD_GATEWAY, "upstream.unreachable")
            }
            UpstreamError::Status { .. } => {
                Self::new(StatusCode::BAD_GATEWAY, "upstream.bad_status")
            }
            UpstreamError::TooLarge | UpstreamError::Malformed(_) => {
                Self::new(StatusCode::BAD_GATEWAY, "upstream.malformed")
            }
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        (self.status, Json(json!({ "code": self.code }))).into_response()
    }
}

/// Unknown `/api/...` paths get a JSON 404, not the web app's HTML.
pub async fn api_not_found() -> AppError {
    AppError::not_found()
}
