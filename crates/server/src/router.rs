//! The table of contents: every route the server answers.

use axum::{Json, Router, routing::get};
use serde_json::{Value, json};
use tower_http::trace::TraceLayer;

use crate::state::AppState;
use crate::{security, static_files};

/// The whole application: `/healthz`, (later `/api/...`), then the static app with its fallback.
pub fn app(state: AppState) -> Router {
    let router = Router::new()
        .route("/healthz", get(healthz))
        .fallback(static_files::serve)
        .with_state(state);
    security::apply(router).layer(TraceLayer::new_for_http())
}

async fn healthz() -> Json<Value> {
    Json(json!({ "status": "ok" }))
}
