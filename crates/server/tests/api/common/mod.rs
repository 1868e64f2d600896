//! Pieces every `/api` integration test needs: a minimal built app for `AppState`, a fake
//! upstream served on a free loopback port ([`fake::Fake`] adds the ways upstreams fail), and the
//! real server on a socket.

#![allow(dead_code)]

pub mod fake;
pub mod redis;

use std::net::SocketAddr;

use toolbox_server::{AppState, UpstreamConfig, app, net};

/// The least `AppState` accepts as a built app: `index.html` and a `routes.json`.
pub fn minimal_dist() -> tempfile::TempDir {
    let dist = tempfile::tempdir().unwrap();
    std::fs::write(dist.path().join("index.html"), "<!doctype html>").unwrap();
    std::fs::write(dist.path().join("routes.json"), r#"["/"]"#).unwrap();
    dist
}

/// The least `UpstreamConfig` for tests: every upstream at a closed local port (nothing leaves
/// the machine) and a rate limit no test meets unless it sets its own.
pub fn offline_config() -> UpstreamConfig {
    let closed = "http://127.0.0.1:9".to_owned();
    let mut config = UpstreamConfig {
        rates_upstream: closed.clone(),
        rate_limit: toolbox_server::limit::RateLimit {
            per_minute: 1_000_000,
            burst: 100_000,
            trust_forwarded_for: false,
        },
        ..UpstreamConfig::default()
    };
    config.weather.upstream = closed.clone();
    config.anime.upstream = closed.clone();
    config.translate.mymemory_upstream = closed;
    config
}

/// The real server (`app(state)` on `net::listen`, as main.rs runs it) on a free local port;
/// returns its base URL. The dist directory must outlive it.
pub async fn serve_app(dist: &tempfile::TempDir, config: &UpstreamConfig) -> String {
    let state = AppState::new(dist.path().to_path_buf(), config).unwrap();
    let listener = net::listen("127.0.0.1:0").await.unwrap();
    let addr = axum::serve::Listener::local_addr(&listener).unwrap();
    let service = app(state).into_make_service_with_connect_info::<SocketAddr>();
    tokio::spawn(async move { axum::serve(listener, service).await.unwrap() });
    format!("http://{addr}")
}
