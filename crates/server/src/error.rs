//! One error type for every `/api` route: a status and a JSON body `{ "code": "..." }`, where the
//! code is stable and the web app translates it (it never shows the server's words).
//!
//! Codes: `api.not_found`, `request.method_not_allowed` (405), `request.malformed` (400), `request.too_large` (413),
//! `request.unsupported_media_type` (415), `request.rate_limited` (429 + `Retry-After`), and for
//! upstream failures `upstream.timeout` (504), `upstream.unreachable`, `upstream.bad_status`,
//! `upstream.malformed`, `upstream.quota` (502 when the upstream said its quota is used up; 503 +
//! `Retry-After` until the provider's reset when this site's own budget for it is spent, see
//! budget.rs). Routes add their own (`translate.too_long` ...).

use std::time::Duration;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use crate::upstream::UpstreamError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppError {
    pub status: StatusCode,
    /// Stable, namespaced: `api.not_found`, `upstream.timeout`, `rates.unknown_currency` ...
    pub code: &'static str,
    /// Sent as `Retry-After` (whole seconds, at least 1).
    pub retry_after: Option<Duration>,
}

impl AppError {
    pub const fn new(status: StatusCode, code: &'static str) -> Self {
        Self {
            status,
            code,
            retry_after: None,
        }
    }

    /// A parameter failed validation (400).
    pub const fn bad_request(code: &'static str) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code)
    }

    pub const fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, "api.not_found")
    }

    /// The client asked too often (429 with `Retry-After`).
    pub fn rate_limited(wait: Duration) -> Self {
        Self {
            retry_after: Some(wait),
            ..Self::new(StatusCode::TOO_MANY_REQUESTS, "request.rate_limited")
        }
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
            UpstreamError::Quota { retry_after } => Self {
                retry_after,
                ..Self::new(StatusCode::BAD_GATEWAY, "upstream.quota")
            },
            UpstreamError::Budget { retry_after } => Self {
                retry_after: Some(retry_after),
                ..Self::new(StatusCode::SERVICE_UNAVAILABLE, "upstream.quota")
            },
            UpstreamError::TooLarge | UpstreamError::Malformed(_) => {
                Self::new(StatusCode::BAD_GATEWAY, "upstream.malformed")
            }
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(json!({ "code": self.code }))).into_response();
        if let Some(wait) = self.retry_after {
            let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs.max(1)));
        }
        response
    }
}

/// A known `/api` path with a method it does not take (axum adds the `Allow` header).
pub async fn method_not_allowed() -> AppError {
    AppError::new(StatusCode::METHOD_NOT_ALLOWED, "request.method_not_allowed")
}

/// Unknown `/api/...` paths get a JSON 404, not the web app's HTML.
pub async fn api_not_found() -> AppError {
    AppError::not_found()
}
