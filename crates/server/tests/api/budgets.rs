//! The upstream budgets as a user meets them: characters sent to MyMemory and calls to
//! Open-Meteo are counted per UTC day; once spent, `upstream.quota` (503 with `Retry-After` until
//! the reset) comes at once without calling the upstream; cached answers are still served; the
//! next day (an injected clock) it translates again; many requests at once do not overshoot.

use crate::common;
use crate::common::fake::{Fake, Mode};

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Query, State};
use axum::http::{Request, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use chrono::{DateTime, Utc};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use toolbox_server::budget::BudgetLimits;
use toolbox_server::clock::ManualClock;
use toolbox_server::{AppState, UpstreamConfig, app};
use tower::ServiceExt;

/// MyMemory: `q` in upper case as the "translation".
pub async fn mymemory(State(fake): State<Fake>, Query(q): Query<Value>) -> Response {
    let text = q["q"].as_str().unwrap_or_default().to_uppercase();
    let normal = || {
        Json(json!({"responseData":{"translatedText":text},
            "quotaFinished":false,"responseStatus":200}))
        .into_response()
    };
    fake.answer(q["q"].as_str().unwrap_or_default().to_owned(), normal)
        .await
}

/// A fake MyMemory on a free port: the fake and its URL.
pub async fn start_mymemory() -> (Fake, String) {
    let fake = Fake::new(Mode::Normal);
    let router = Router::new()
        .route("/get", get(mymemory))
        .with_state(fake.clone());
    let url = fake.serve(router).await;
    (fake, url)
}

pub fn at(text: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(text)
        .unwrap()
        .with_timezone(&Utc)
}

/// A config with MyMemory at `url`, `chars` a day for it, and `clock`.
pub fn config(url: &str, chars: u64, clock: &ManualClock) -> UpstreamConfig {
    let mut config = common::offline_config();
    config.translate.mymemory_upstream = url.to_owned();
    config.budgets = BudgetLimits {
        mymemory_chars: chars,
        ..BudgetLimits::default()
    };
    config.clock = Arc::new(clock.clone());
    config
}

pub async fn translate(router: &Router, text: &str) -> (StatusCode, Option<String>, Value) {
    let body = json!({ "text": text, "source": "en", "target": "zh" });
    let request = Request::post("/api/translate")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let retry = response
        .headers()
        .get(header::RETRY_AFTER)
        .map(|v| v.to_str().unwrap().to_owned());
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (status, retry, serde_json::from_slice(&bytes).unwrap())
}

#[tokio::test]
async fn a_spent_budget_answers_quota_at_once_until_the_next_utc_day() {
    let (fake, url) = start_mymemory().await;
    let clock = ManualClock::at(at("2026-03-10T23:00:00Z"));
    let dist = common::minimal_dist();
    let state = AppState::new(dist.path().to_path_buf(), &config(&url, 25, &clock)).unwrap();
    let router = app(state);

    let (status, _, body) = translate(&router, "Good morning, friends").await; // 21 characters
    assert_eq!(
        (status, body["text"].as_str()),
        (StatusCode::OK, Some("GOOD MORNING, FRIENDS"))
    );
    // 21 + 11 > 25: refused without calling MyMemory, until midnight UTC (an hour away).
    let (status, retry, body) = translate(&router, "Good night!").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(body, json!({ "code": "upstream.quota" }));
    assert_eq!(retry.as_deref(), Some("3600"));
    assert_eq!(fake.hits(), 1);
    // What is in the cache is still served, and costs nothing.
    let (status, _, _) = translate(&router, "Good morning, friends").await;
    assert_eq!(status, StatusCode::OK);
    // Four characters still fit.
    let (status, _, _) = translate(&router, "Hey!").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(fake.hits(), 2);

    // A minute after midnight UTC the new day's budget is there.
    clock.advance(chrono::Duration::minutes(61));
    let (status, _, body) = translate(&router, "Good night!").await;
    assert_eq!(
        (status, body["text"].as_str()),
        (StatusCode::OK, Some("GOOD NIGHT!"))
    );
    assert_eq!(fake.hits(), 3);
}

#[tokio::test]
async fn concurrent_requests_do_not_overshoot_the_budget() {
    let (fake, url) = start_mymemory().await;
    let clock = ManualClock::at(at("2026-03-10T12:00:00Z"));
    let dist = common::minimal_dist();
    // Room for exactly 10 of the 40 ten-character texts below.
    let state = AppState::new(dist.path().to_path_buf(), &config(&url, 100, &clock)).unwrap();
    let router = app(state);
    fake.set(Mode::Slow(std::time::Duration::from_millis(50)));
    let texts: Vec<String> = (0..40).map(|i| format!("text {i:05}")).collect();
    let answers =
        futures_util::future::join_all(texts.iter().map(|text| translate(&router, text))).await;
    let ok = answers.iter().filter(|a| a.0 == StatusCode::OK).count();
    let refused = answers
        .iter()
        .filter(|a| a.0 == StatusCode::SERVICE_UNAVAILABLE && a.2["code"] == "upstream.quota")
        .count();
    assert_eq!((ok, refused), (10, 30));
    let sent: usize = fake.seen().iter().map(|q| q.chars().count()).sum();
    assert!(sent <= 100, "{sent} characters sent");
    assert_eq!(fake.hits(), 10);
}

#[tokio::test]
async fn weather_counts_one_call_per_place() {
    let fake = Fake::new(Mode::Normal);
    // Counts what reaches it (nothing should: the budget refuses first).
    let teapot = |State(fake): State<Fake>| async move {
        fake.answer(String::new(), || StatusCode::IM_A_TEAPOT.into_response())
            .await
    };
    let router = Router::new()
        .route("/v1/forecast", get(teapot))
        .with_state(fake.clone());
    let url = fake.serve(router).await;
    let clock = ManualClock::at(at("2026-03-10T12:00:00Z"));
    let mut config = common::offline_config();
    config.weather.upstream = url;
    config.budgets.open_meteo_calls = 4;
    config.clock = Arc::new(clock);
    let dist = common::minimal_dist();
    let router = app(AppState::new(dist.path().to_path_buf(), &config).unwrap());
    // The five default cities are five calls: more than the four left.
    let request = Request::get("/api/weather").body(Body::empty()).unwrap();
    let response = router.clone().oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(response.headers()[header::RETRY_AFTER], "43200");
    let body = response.into_body().collect().await.unwrap().to_bytes();
    assert_eq!(
        serde_json::from_slice::<Value>(&body).unwrap(),
        json!({ "code": "upstream.quota" })
    );
    assert_eq!(fake.hits(), 0);
}

#[test]
fn the_defaults_are_the_providers_free_tiers() {
    use clap::Parser;
    use toolbox_server::Config;
    let budgets = |args: &[&str]| {
        let config = Config::try_parse_from([&["toolbox-server"], args].concat()).unwrap();
        UpstreamConfig::from_config(&config).unwrap().budgets
    };
    assert_eq!(
        budgets(&[]),
        BudgetLimits {
            mymemory_chars: 5_000,
            libretranslate_chars: 0,
            open_meteo_calls: 10_000,
            trace_moe_searches: 100,
            frankfurter_calls: 0,
        }
    );
    assert_eq!(
        budgets(&["--mymemory-email", "ops@example.org"]).mymemory_chars,
        50_000
    );
    assert_eq!(budgets(&["--anime-key", "k3y"]).trace_moe_searches, 0);
    assert_eq!(budgets(&["--mymemory-daily-chars", "0"]).mymemory_chars, 0);
}
