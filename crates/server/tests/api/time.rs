//! `GET /api/time` through the router: the server's clock in milliseconds, never cached.

use crate::common;

use std::time::{SystemTime, UNIX_EPOCH};

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use toolbox_server::{AppState, app};
use tower::ServiceExt;

fn now_ms() -> u64 {
    u64::try_from(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_millis(),
    )
    .unwrap()
}

#[tokio::test]
async fn answers_the_servers_clock_uncached() {
    let dist = common::minimal_dist();
    let state = AppState::from_dist(dist.path().to_path_buf()).unwrap();
    let before = now_ms();
    let response = app(state)
        .oneshot(Request::get("/api/time").body(Body::empty()).unwrap())
        .await
        .unwrap();
    let after = now_ms();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()[header::CACHE_CONTROL], "no-store");
    assert!(
        response.headers()[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("application/json")
    );
    let body = response.into_body().collect().await.unwrap().to_bytes();
    let value: serde_json::Value = serde_json::from_slice(&body).unwrap();
    let now = value["now"].as_u64().unwrap();
    assert!(
        (before..=after).contains(&now),
        "{before} ≤ {now} ≤ {after}"
    );
}
