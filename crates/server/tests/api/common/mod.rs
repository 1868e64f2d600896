//! Pieces every `/api` integration test needs: a minimal built app for `AppState`, and a fake
//! upstream served on a free loopback port.

#![allow(dead_code)]

use axum::Router;

/// The least `AppState` accepts as a built app: `index.html` and a `routes.json`.
pub fn minimal_dist() -> tempfile::TempDir {
    let dist = tempfile::tempdir().unwrap();
    std::fs::write(dist.path().join("index.html"), "<!doctype html>").unwrap();
    std::fs::write(dist.path().join("routes.json"), r#"["/"]"#).unwrap();
    dist
}

/// Serves `router` (a fake upstream) on a free local port; returns its base URL.
pub async fn serve_fake(router: Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{addr}")
}
