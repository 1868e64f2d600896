//! The socket and the limits of `/api`: accepted connections have TCP_NODELAY (without it a
//! small static file waits ~40 ms for a delayed ACK on a kept-alive connection; the wrk run of
//! scripts/loadtest.sh shows the rate), the per-client rate limit answers 429 + Retry-After as
//! JSON and keys by client, and request bodies over a route's limit are 413 `request.too_large`.

use crate::common;

use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use axum::serve::Listener;
use http_body_util::BodyExt;
use serde_json::{Value, json};
use toolbox_server::limit::RateLimit;
use toolbox_server::{AppState, UpstreamConfig, app, net};
use tower::ServiceExt;

#[tokio::test]
async fn accepted_connections_have_tcp_nodelay() {
    let mut listener = net::listen("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let client = tokio::spawn(tokio::net::TcpStream::connect(addr));
    let (stream, peer) = listener.accept().await;
    assert!(
        stream.nodelay().unwrap(),
        "TCP_NODELAY must be set on accepted sockets"
    );
    assert_eq!(peer, client.await.unwrap().unwrap().local_addr().unwrap());
}

fn server(rate_limit: RateLimit) -> (Router, tempfile::TempDir) {
    let dist = common::minimal_dist();
    let config = UpstreamConfig {
        // Nothing listens there: /api/rates answers from the snapshot at once.
        rates_upstream: "http://127.0.0.1:9".into(),
        timeout: Duration::from_millis(300),
        rate_limit,
        ..UpstreamConfig::default()
    };
    let state = AppState::new(dist.path().to_path_buf(), &config).unwrap();
    (app(state), dist)
}

async fn call(router: &Router, request: Request<Body>) -> (StatusCode, Option<String>, Value) {
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let retry = response
        .headers()
        .get(header::RETRY_AFTER)
        .map(|v| v.to_str().unwrap().to_owned());
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        retry,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

fn from(ip: [u8; 4], path: &str) -> Request<Body> {
    let mut request = Request::get(path).body(Body::empty()).unwrap();
    let addr = SocketAddr::from((ip, 40000));
    request.extensions_mut().insert(ConnectInfo(addr));
    request
}

#[tokio::test]
async fn a_client_over_its_rate_gets_429_with_retry_after_and_others_do_not() {
    let (router, _dist) = server(RateLimit {
        per_minute: 6,
        burst: 3,
        trust_forwarded_for: false,
    });
    for _ in 0..3 {
        let (status, _, _) = call(&router, from([10, 0, 0, 1], "/api/rates")).await;
        assert_eq!(status, StatusCode::OK);
    }
    let (status, retry, body) = call(&router, from([10, 0, 0, 1], "/api/rates")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(body, json!({ "code": "request.rate_limited" }));
    let secs: u64 = retry.unwrap().parse().unwrap();
    assert!((1..=10).contains(&secs), "{secs}");
    // Another client, and the static files and /healthz of the same client, are not limited.
    assert_eq!(
        call(&router, from([10, 0, 0, 2], "/api/rates")).await.0,
        StatusCode::OK
    );
    assert_eq!(
        call(&router, from([10, 0, 0, 1], "/healthz")).await.0,
        StatusCode::OK
    );
    assert_eq!(
        call(&router, from([10, 0, 0, 1], "/")).await.0,
        StatusCode::OK
    );
}

#[tokio::test]
async fn forwarded_for_is_used_only_when_trusted() {
    let forwarded = |ip: &str| {
        let mut request = from([127, 0, 0, 1], "/api/rates");
        request.headers_mut().insert(
            "x-forwarded-for",
            format!("203.0.113.9, {ip}").parse().unwrap(),
        );
        request
    };
    let limit = RateLimit {
        per_minute: 1,
        burst: 1,
        trust_forwarded_for: true,
    };
    let (router, _dist) = server(limit);
    assert_eq!(
        call(&router, forwarded("198.51.100.1")).await.0,
        StatusCode::OK
    );
    assert_eq!(
        call(&router, forwarded("198.51.100.2")).await.0,
        StatusCode::OK
    );
    let (status, _, _) = call(&router, forwarded("198.51.100.1")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);

    let (router, _dist) = server(RateLimit {
        trust_forwarded_for: false,
        ..limit
    });
    assert_eq!(
        call(&router, forwarded("198.51.100.1")).await.0,
        StatusCode::OK
    );
    let (status, _, _) = call(&router, forwarded("198.51.100.2")).await;
    assert_eq!(
        status,
        StatusCode::TOO_MANY_REQUESTS,
        "keyed by the peer, not the header"
    );
}

#[tokio::test]
async fn the_default_limit_lets_a_busy_page_through() {
    let (router, _dist) = server(RateLimit::default());
    for _ in 0..100 {
        assert_eq!(
            call(&router, from([127, 0, 0, 1], "/api/rates")).await.0,
            StatusCode::OK
        );
    }
}

#[tokio::test]
async fn bodies_over_the_route_limit_are_413_and_bad_json_is_400() {
    let (router, _dist) = server(RateLimit::default());
    let post = |body: String, kind: &str| {
        Request::post("/api/translate")
            .header(header::CONTENT_TYPE, kind)
            .body(Body::from(body))
            .unwrap()
    };
    let huge = format!(
        r#"{{"text":"{}","source":"en","target":"zh"}}"#,
        "a".repeat(40_000)
    );
    let (status, _, body) = call(&router, post(huge, "application/json")).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body, json!({ "code": "request.too_large" }));
    let (status, _, body) = call(&router, post("{oops".into(), "application/json")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body, json!({ "code": "request.malformed" }));
    let (status, _, body) = call(&router, post("{}".into(), "text/plain")).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(body, json!({ "code": "request.unsupported_media_type" }));
}
