//! The table of contents: every route the server answers.

use axum::extract::DefaultBodyLimit;
use axum::routing::{any, get};
use axum::{Json, Router};
use serde_json::{Value, json};
use tower_http::trace::TraceLayer;

use crate::state::AppState;
use crate::{api, error, security, static_files};

/// The whole application: `/healthz`, the `/api` proxy, then the static app with its fallback.
pub fn app(state: AppState) -> Router {
    let router = Router::new()
        .route("/healthz", get(healthz))
        // The thin proxy: JSON in, JSON out, errors as `{ "code": ... }` (see error.rs).
        .route("/api/rates", get(api::rates::get))
        .route("/api/time", get(api::time::get))
        .route("/api/phone", get(api::phone::get))
        .route("/api/weather", get(api::weather::get))
        .route(
            "/api/anime",
            get(api::anime::info)
                .post(api::anime::post)
                .layer(DefaultBodyLimit::max(api::anime::MAX_IMAGE_BYTES)),
        )
        .route("/api/{*rest}", any(error::api_not_found))
        .fallback(static_files::serve)
        .with_state(state);
    security::apply(router).layer(TraceLayer::new_for_http())
}

async fn healthz() -> Json<Value> {
    Json(json!({ "status": "ok" }))
}
