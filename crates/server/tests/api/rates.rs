//! `/api/rates` against a local fake Frankfurter v2 server: a normal answer, a slow upstream
//! (timeout), 5xx, malformed JSON, a missing currency, an unreachable upstream; the hourly cache,
//! one upstream call for many simultaneous requests, and the stale / snapshot fallbacks.

use crate::common;
use crate::common::fake::{Fake, Mode};

use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{RawQuery, State};
use axum::http::{Method, Request, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use http_body_util::BodyExt;
use serde_json::{Value, json};
use toolbox_server::{AppState, UpstreamConfig, app};
use tower::ServiceExt;

const SNAPSHOT_USD: &str = "0.14908054";
const SNAPSHOT_INR: &str = "14.32445485";

const RATES: [(&str, &str); 16] = [
    ("USD", "0.14089"),
    ("GBP", "0.10512"),
    ("RUB", "11.4"),
    ("KRW", "194.61"),
    ("JPY", "21.137"),
    ("SGD", "0.18127"),
    ("HKD", "1.0967"),
    ("EUR", "0.12145"),
    ("CAD", "0.19373"),
    ("INR", "12.339"),
    ("TWD", "4.4589"),
    ("AUD", "0.21562"),
    ("THB", "4.5702"),
    ("MOP", "1.1296"),
    ("CHF", "0.11258"),
    ("NZD", "0.24691"),
];

/// Rows as Frankfurter v2 writes them (numbers, not strings).
fn frankfurter_body(without: &[&str]) -> String {
    let rows: Vec<String> = RATES
        .iter()
        .filter(|(code, _)| !without.contains(code))
        .map(|(code, rate)| {
            format!(r#"{{"date":"2026-11-20","base":"CNY","quote":"{code}","rate":{rate}}}"#)
        })
        .collect();
    format!("[{}]", rows.join(","))
}

async fn fake_rates(State(fake): State<Fake>, RawQuery(query): RawQuery) -> Response {
    let normal = || {
        let json = [(header::CONTENT_TYPE, "application/json")];
        (json, frankfurter_body(&[])).into_response()
    };
    fake.answer(query.unwrap_or_default(), normal).await
}

const BUSY: &str = r#"{"status":503,"message":"busy"}"#;

/// Starts the fake Frankfurter on a free local port; returns it and its base URL.
async fn start_fake(mode: Mode) -> (Fake, String) {
    let fake = Fake::new(mode);
    let router = Router::new()
        .route("/v2/rates", get(fake_rates))
        .with_state(fake.clone());
    let url = fake.serve(router).await;
    (fake, url)
}

struct Server {
    router: Router,
    _dist: tempfile::TempDir,
}

fn server(upstream: &str, timeout: Duration, refresh: Duration) -> Server {
    let dist = common::minimal_dist();
    let config = UpstreamConfig {
        timeout,
        rates_upstream: upstream.to_owned(),
        rates_source_name: "Frankfurter".to_owned(),
        rates_refresh: refresh,
        ..UpstreamConfig::default()
    };
    let state = AppState::new(dist.path().to_path_buf(), &config).unwrap();
    Server {
        router: app(state),
        _dist: dist,
    }
}

const HOUR: Duration = Duration::from_secs(3600);
const SECOND: Duration = Duration::from_secs(1);

async fn call(server: &Server, method: Method, path: &str) -> (StatusCode, Value) {
    let request = Request::builder()
        .method(method)
        .uri(path)
        .body(Body::empty())
        .unwrap();
    let response = server.router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

async fn rates(server: &Server) -> Value {
    let (status, body) = call(server, Method::GET, "/api/rates").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

#[tokio::test]
async fn normal_answer_is_exact_then_cached_for_the_hour() {
    let (fake, url) = start_fake(Mode::Normal).await;
    let s = server(&url, SECOND, HOUR);
    let body = rates(&s).await;
    assert_eq!(body["status"], "live");
    assert_eq!(body["base"], "CNY");
    assert_eq!(body["date"], "2026-11-20");
    assert_eq!(body["source"], "Frankfurter");
    assert_eq!(body["rates"]["USD"], "0.14089");
    assert_eq!(body["rates"]["RUB"], "11.4");
    assert_eq!(body["rates"].as_object().unwrap().len(), 16);
    assert_eq!(body["fromSnapshot"], json!([]));
    assert_eq!(
        fake.last(),
        "base=CNY&quotes=USD%2CGBP%2CRUB%2CKRW%2CJPY%2CSGD%2CHKD%2CEUR%2CCAD%2CINR\
         %2CTWD%2CAUD%2CTHB%2CMOP%2CCHF%2CNZD"
    );
    let again = rates(&s).await;
    assert_eq!(again["status"], "cached");
    assert_eq!(again["rates"], body["rates"]);
    assert_eq!(fake.hits(), 1);
}

#[tokio::test]
async fn many_simultaneous_requests_make_one_upstream_call() {
    let (fake, url) = start_fake(Mode::Slow(Duration::from_millis(200))).await;
    let s = server(&url, SECOND, HOUR);
    let handles: Vec<_> = (0..20)
        .map(|_| {
            let router = s.router.clone();
            tokio::spawn(async move {
                let request = Request::get("/api/rates").body(Body::empty()).unwrap();
                let response = router.oneshot(request).await.unwrap();
                let bytes = response.into_body().collect().await.unwrap().to_bytes();
                serde_json::from_slice::<Value>(&bytes).unwrap()
            })
        })
        .collect();
    let mut answers = Vec::new();
    for handle in handles {
        answers.push(handle.await.unwrap());
    }
    assert_eq!(fake.hits(), 1);
    assert_eq!(answers.iter().filter(|a| a["status"] == "live").count(), 1);
    assert!(answers.iter().all(|a| a["rates"]["USD"] == "0.14089"));
}

#[tokio::test]
async fn a_slow_upstream_times_out_to_the_snapshot() {
    let (fake, url) = start_fake(Mode::Slow(Duration::from_secs(5))).await;
    let s = server(&url, Duration::from_millis(300), HOUR);
    let body = rates(&s).await;
    assert_eq!(body["status"], "snapshot");
    assert_eq!(body["date"], body["snapshotDate"]);
    assert!(
        body["source"]
            .as_str()
            .unwrap()
            .starts_with("@fawazahmed0/currency-api")
    );
    assert_eq!(body["rates"]["USD"], SNAPSHOT_USD);
    assert_eq!(fake.hits(), 1);
}

#[tokio::test]
async fn a_5xx_gives_the_snapshot_and_the_upstream_is_left_alone_for_a_while() {
    let (fake, url) = start_fake(Mode::Status(503, BUSY)).await;
    let s = server(&url, SECOND, HOUR);
    assert_eq!(rates(&s).await["status"], "snapshot");
    fake.set(Mode::Normal);
    assert_eq!(rates(&s).await["status"], "snapshot");
    assert_eq!(fake.hits(), 1, "no retry within the quiet minute");
}

#[tokio::test]
async fn malformed_json_gives_the_snapshot() {
    let (_, url) = start_fake(Mode::Body(r#"[{"date":"2026-11-20","base":"CNY","#.into())).await;
    let s = server(&url, SECOND, HOUR);
    let body = rates(&s).await;
    assert_eq!(body["status"], "snapshot");
    assert_eq!(body["rates"]["INR"], SNAPSHOT_INR);
}

#[tokio::test]
async fn a_missing_currency_is_filled_from_the_snapshot_and_named() {
    let (_, url) = start_fake(Mode::Body(frankfurter_body(&["INR", "RUB"]))).await;
    let s = server(&url, SECOND, HOUR);
    let body = rates(&s).await;
    assert_eq!(body["status"], "live");
    assert_eq!(body["fromSnapshot"], json!(["RUB", "INR"]));
    assert_eq!(body["rates"]["INR"], SNAPSHOT_INR);
    assert_eq!(body["rates"]["USD"], "0.14089");
    assert_eq!(body["rates"].as_object().unwrap().len(), 16);
}

#[tokio::test]
async fn an_unreachable_upstream_gives_the_snapshot() {
    // A port nothing listens on: bind, note the port, close.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    drop(listener);
    let s = server(&url, SECOND, HOUR);
    assert_eq!(rates(&s).await["status"], "snapshot");
}

#[tokio::test]
async fn after_the_refresh_interval_it_asks_again_and_serves_stale_on_failure() {
    let (fake, url) = start_fake(Mode::Normal).await;
    let s = server(&url, SECOND, Duration::from_millis(300));
    assert_eq!(rates(&s).await["status"], "live");
    assert_eq!(rates(&s).await["status"], "cached");
    tokio::time::sleep(Duration::from_millis(350)).await;
    assert_eq!(rates(&s).await["status"], "live");
    assert_eq!(fake.hits(), 2);

    fake.set(Mode::Status(500, BUSY));
    tokio::time::sleep(Duration::from_millis(350)).await;
    let stale = rates(&s).await;
    assert_eq!(stale["status"], "stale");
    assert_eq!(stale["date"], "2026-11-20");
    assert_eq!(stale["source"], "Frankfurter");
    assert_eq!(stale["rates"]["USD"], "0.14089");
    assert_eq!(fake.hits(), 3);
}

#[tokio::test]
async fn unknown_api_paths_and_methods_are_json_errors() {
    let s = server("http://127.0.0.1:9", SECOND, HOUR);
    let (status, body) = call(&s, Method::GET, "/api/nope").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body, json!({ "code": "api.not_found" }));
    let (status, body) = call(&s, Method::POST, "/api/rates").await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(body, json!({ "code": "request.method_not_allowed" }));
    let request = Request::post("/api/weather").body(Body::empty()).unwrap();
    let response = s.router.clone().oneshot(request).await.unwrap();
    assert_eq!(response.headers()[header::ALLOW], "GET,HEAD");
    for path in ["/api", "/api/"] {
        let (status, body) = call(&s, Method::PUT, path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(body, json!({ "code": "api.not_found" }));
    }
}

#[test]
fn upstream_urls_are_checked_at_startup() {
    use toolbox_server::config::check_upstream;
    assert!(check_upstream("rates-upstream", "https://api.frankfurter.dev").is_ok());
    assert!(check_upstream("rates-upstream", "http://127.0.0.1:4445/").is_ok());
    for bad in ["ftp://x", "http://", "api.frankfurter.dev", "http://x/?a=1"] {
        assert!(check_upstream("rates-upstream", bad).is_err(), "{bad}");
    }
}
