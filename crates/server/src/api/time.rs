//! `GET /api/time`: the server's clock in milliseconds since the epoch, so the Beijing clock
//! can measure how far the device's clock is off. Never cached anywhere (`no-store`): a cached
//! answer would be a wrong clock.

use std::time::{SystemTime, UNIX_EPOCH};

use axum::Json;
use axum::http::header;
use axum::response::IntoResponse;
use serde_json::json;

pub async fn get() -> impl IntoResponse {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
    (
        [(header::CACHE_CONTROL, "no-store")],
        Json(json!({ "now": now })),
    )
}
