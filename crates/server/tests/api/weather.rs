//! `/api/weather` against a local fake Open-Meteo: the default five cities in one call, one
//! city by name, unknown and ambiguous names (no upstream call), slow (timeout), 5xx, 429
//! (quota), malformed answers, and the cache with coalescing of simultaneous requests.

use crate::common;
use crate::common::fake::{Fake, Mode};

use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{RawQuery, State};
use axum::http::{Request, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use http_body_util::BodyExt;
use serde_json::Value;
use toolbox_server::api::weather::WeatherConfig;
use toolbox_server::{AppState, UpstreamConfig, app};
use tower::ServiceExt;

fn place(lat: f64) -> String {
    let mean = (30.0 - lat / 2.0).round();
    format!(
        r#"{{"latitude":{lat},"daily":{{"time":["2026-11-24","2026-11-25","2026-11-26",
        "2026-11-27","2026-11-28"],"temperature_2m_max":[{},1,2,3,4],
        "temperature_2m_min":[{},1,2,3,4],"temperature_2m_mean":[{mean},1,2,3,4],
        "weather_code":[0,2,61,3,95]}}}}"#,
        mean + 4.0,
        mean - 4.0
    )
}

/// Answers like Open-Meteo: an object for one place, an array for several.
async fn forecast(State(fake): State<Fake>, RawQuery(query): RawQuery) -> Response {
    let query = query.unwrap_or_default();
    let lats: Vec<f64> = query
        .split('&')
        .find_map(|kv| kv.strip_prefix("latitude="))
        .unwrap_or_default()
        .split("%2C")
        .filter_map(|v| v.parse().ok())
        .collect();
    let places: Vec<String> = lats.iter().map(|l| place(*l)).collect();
    let body = if places.len() == 1 {
        places[0].clone()
    } else {
        format!("[{}]", places.join(","))
    };
    let normal = || ([(header::CONTENT_TYPE, "application/json")], body).into_response();
    fake.answer(query, normal).await
}

const LIMIT_EXCEEDED: &str = r#"{"error":true,"reason":"Daily API request limit exceeded"}"#;

async fn start_fake(mode: Mode) -> (Fake, String) {
    let fake = Fake::new(mode);
    let router = Router::new()
        .route("/v1/forecast", get(forecast))
        .with_state(fake.clone());
    let url = fake.serve(router).await;
    (fake, url)
}

struct Server {
    router: Router,
    _dist: tempfile::TempDir,
}

fn server(upstream: &str, timeout: Duration) -> Server {
    let dist = common::minimal_dist();
    let config = UpstreamConfig {
        timeout,
        weather: WeatherConfig {
            upstream: upstream.to_owned(),
            refresh: Duration::from_secs(1800),
        },
        ..UpstreamConfig::default()
    };
    let state = AppState::new(dist.path().to_path_buf(), &config).unwrap();
    Server {
        router: app(state),
        _dist: dist,
    }
}

async fn call(server: &Server, path: &str) -> (StatusCode, Value) {
    let request = Request::get(path).body(Body::empty()).unwrap();
    let response = server.router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

const SECOND: Duration = Duration::from_secs(1);

#[tokio::test]
async fn the_five_default_cities_come_from_one_call_then_the_cache() {
    let (fake, url) = start_fake(Mode::Normal).await;
    let s = server(&url, SECOND);
    let (status, body) = call(&s, "/api/weather").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let names: Vec<&str> = body["cities"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["北京", "上海", "广州", "深圳", "成都"]);
    assert_eq!(body["cities"][0]["nameEn"], "Beijing");
    assert_eq!(body["cities"][0]["days"].as_array().unwrap().len(), 5);
    // Beijing (39.9042): mean round(30 - 19.95) = 10.
    assert_eq!(body["cities"][0]["days"][0]["mean"], 10.0);
    assert_eq!(body["cities"][0]["days"][0]["max"], 14.0);
    assert_eq!(body["cities"][0]["days"][2]["code"], 61);
    assert!(body["updatedAt"].as_str().unwrap().ends_with('Z'));
    let query = fake.last();
    assert!(
        query.contains("latitude=39.9042%2C31.2304%2C23.1291%2C22.5435%2C30.5729"),
        "{query}"
    );
    assert!(query.contains("forecast_days=5") && query.contains("timezone=Asia%2FShanghai"));
    let (_, again) = call(&s, "/api/weather").await;
    assert_eq!(again["updatedAt"], body["updatedAt"]);
    assert_eq!(fake.hits(), 1);
}

#[tokio::test]
async fn one_city_by_chinese_pinyin_english_or_id_shares_one_cache_entry() {
    let (fake, url) = start_fake(Mode::Normal).await;
    let s = server(&url, SECOND);
    for path in [
        "/api/weather?city=%E6%B7%B1%E5%9C%B3",
        "/api/weather?city=shenzhen",
        "/api/weather?city=Shenzhen",
        "/api/weather?city=440300",
    ] {
        let (status, body) = call(&s, path).await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
        assert_eq!(body["cities"].as_array().unwrap().len(), 1);
        assert_eq!(body["cities"][0]["province"], "广东");
        assert_eq!(body["cities"][0]["days"][4]["code"], 95);
    }
    assert_eq!(fake.hits(), 1);
}

#[tokio::test]
async fn names_that_are_not_one_city_never_reach_the_upstream() {
    let (fake, url) = start_fake(Mode::Normal).await;
    let s = server(&url, SECOND);
    let (status, body) = call(&s, "/api/weather?city=shenzen").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["code"], "weather.unknown_city");
    assert_eq!(body["suggestions"][0]["name"], "深圳");
    let (status, body) = call(&s, "/api/weather?city=Suzhou").await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["code"], "weather.ambiguous_city");
    assert_eq!(body["suggestions"].as_array().unwrap().len(), 2);
    let (status, body) = call(&s, "/api/weather?city=").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("weather.empty"))
    );
    let long = format!("/api/weather?city={}", "x".repeat(500));
    let (status, _) = call(&s, &long).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(fake.hits(), 0);
}

#[tokio::test]
async fn simultaneous_requests_make_one_upstream_call() {
    let (fake, url) = start_fake(Mode::Slow(Duration::from_millis(200))).await;
    let s = server(&url, SECOND);
    let handles: Vec<_> = (0..10)
        .map(|_| {
            let router = s.router.clone();
            tokio::spawn(async move {
                let request = Request::get("/api/weather?city=chengdu")
                    .body(Body::empty())
                    .unwrap();
                router.oneshot(request).await.unwrap().status()
            })
        })
        .collect();
    for handle in handles {
        assert_eq!(handle.await.unwrap(), StatusCode::OK);
    }
    assert_eq!(fake.hits(), 1);
}

#[tokio::test]
async fn upstream_failures_are_coded_and_quick() {
    for (mode, status, code) in [
        (
            Mode::Slow(Duration::from_secs(3)),
            StatusCode::GATEWAY_TIMEOUT,
            "upstream.timeout",
        ),
        (
            Mode::Status(500, LIMIT_EXCEEDED),
            StatusCode::BAD_GATEWAY,
            "upstream.bad_status",
        ),
        (
            Mode::Status(400, LIMIT_EXCEEDED),
            StatusCode::BAD_GATEWAY,
            "upstream.bad_status",
        ),
        (
            Mode::Status(429, LIMIT_EXCEEDED),
            StatusCode::BAD_GATEWAY,
            "upstream.quota",
        ),
        (
            Mode::Body(r#"{"daily":{"time":["2026-11-24","#.into()),
            StatusCode::BAD_GATEWAY,
            "upstream.malformed",
        ),
    ] {
        let (_, url) = start_fake(mode.clone()).await;
        let s = server(&url, Duration::from_millis(500));
        let started = std::time::Instant::now();
        let (got, body) = call(&s, "/api/weather?city=lasa").await;
        assert_eq!(
            (got, body["code"].as_str()),
            (status, Some(code)),
            "{mode:?}"
        );
        assert!(started.elapsed() < Duration::from_secs(2), "{mode:?}");
    }
}

#[tokio::test]
async fn an_unreachable_upstream_is_a_502() {
    let s = server("http://127.0.0.1:9", SECOND);
    let (status, body) = call(&s, "/api/weather").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_GATEWAY, Some("upstream.unreachable"))
    );
}
