//! The table of contents: every route the server answers.

use axum::extract::DefaultBodyLimit;
use axum::routing::{any, get, post};
use axum::{Json, Router, middleware};
use serde_json::{Value, json};
use tower_http::trace::TraceLayer;

use crate::state::AppState;
use crate::{api, error, limit, security, static_files, telemetry};

/// The thin proxy: JSON in, JSON out, errors as `{ "code": ... }` (see error.rs). A new route is
/// one line here; the per-client rate limit and the deadline of [`limit::api_limits`] cover it.
fn api_routes() -> Router<AppState> {
    Router::new()
        .route("/api/rates", get(api::rates::get))
        .route(
            "/api/translate",
            post(api::translate::post).layer(limit::body_limit(api::translate::MAX_BODY_BYTES)),
        )
        .route("/api/time", get(api::time::get))
        .route("/api/phone", get(api::phone::get))
        .route("/api/weather", get(api::weather::get))
        .route(
            "/api/anime",
            get(api::anime::info)
                .post(api::anime::post)
                .layer(DefaultBodyLimit::max(api::anime::MAX_IMAGE_BYTES)),
        )
        .route("/api", any(error::api_not_found))
        .route("/api/", any(error::api_not_found))
        .route("/api/{*rest}", any(error::api_not_found))
        .method_not_allowed_fallback(error::method_not_allowed)
}

/// The whole application: `/healthz`, the `/api` proxy, then the static app with its fallback.
pub fn app(state: AppState) -> Router {
    let api = api_routes().layer(middleware::from_fn_with_state(
        state.limits.clone(),
        limit::api_limits,
    ));
    let router = Router::new()
        .route("/healthz", get(healthz))
        .merge(api)
        .fallback(static_files::serve)
        .with_state(state);
    security::apply(router)
        .layer(middleware::from_fn(telemetry::track))
        .layer(TraceLayer::new_for_http())
}

async fn healthz() -> Json<Value> {
    Json(json!({ "status": "ok" }))
}
