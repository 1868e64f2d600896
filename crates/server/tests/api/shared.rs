//! Two replicas (`app(state)` twice) sharing one real redis-server, as a load balancer would run
//! them: one upstream call for a key however many requests miss it on both at once, one rate
//! limit for a client across both, one budget, and Redis killed and started again mid-test
//! (requests keep being answered from each replica's own state, then sharing resumes).

use crate::budgets::{at, start_mymemory, translate};
use crate::common;
use crate::common::fake::{Fake, Mode};
use crate::common::redis::RedisServer;

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use http_body_util::BodyExt;
use serde_json::Value;
use toolbox_server::clock::ManualClock;
use toolbox_server::limit::RateLimit;
use toolbox_server::store::StoreConfig;
use toolbox_server::{AppState, UpstreamConfig, app, telemetry};
use tower::ServiceExt;

/// A config that shares `redis` (keys under a prefix of this test's own).
fn shared(redis: &RedisServer, prefix: &str) -> UpstreamConfig {
    let mut config = common::offline_config();
    config.store = StoreConfig {
        url: Some(redis.url()),
        // Generous for a busy test machine (a timeout would switch a replica to its local state):
        // these tests are about sharing, not speed.
        timeout: Duration::from_secs(5),
        prefix: prefix.to_owned(),
    };
    config
}

struct Replica {
    state: AppState,
    router: Router,
    _dist: tempfile::TempDir,
}

async fn replica(config: &UpstreamConfig) -> Replica {
    let dist = common::minimal_dist();
    let state = AppState::new(dist.path().to_path_buf(), config).unwrap();
    assert!(state.store.wait_up(Duration::from_secs(5)).await);
    Replica {
        router: app(state.clone()),
        state,
        _dist: dist,
    }
}

async fn call(router: &Router, path: &str) -> Response {
    let request = Request::get(path).body(Body::empty()).unwrap();
    router.clone().oneshot(request).await.unwrap()
}

async fn fake_frankfurter(State(fake): State<Fake>) -> Response {
    let normal = || {
        let json = [(header::CONTENT_TYPE, "application/json")];
        let body = r#"[{"date":"2026-11-20","base":"CNY","quote":"USD","rate":0.14089}]"#;
        (json, body).into_response()
    };
    fake.answer(String::new(), normal).await
}

#[tokio::test]
async fn many_requests_missing_on_both_replicas_make_one_upstream_call() {
    let Some(redis) = RedisServer::start("single flight across replicas") else {
        return;
    };
    let fake = Fake::new(Mode::Slow(Duration::from_millis(300)));
    let upstream = Router::new()
        .route("/v2/rates", get(fake_frankfurter))
        .with_state(fake.clone());
    let mut config = shared(&redis, "flight");
    config.rates_upstream = fake.serve(upstream).await;
    let (a, b) = (replica(&config).await, replica(&config).await);

    let requests = (0..200).map(|i| {
        let router = if i % 2 == 0 { &a.router } else { &b.router };
        async move {
            let response = call(router, "/api/rates").await;
            let status = response.status();
            let body = response.into_body().collect().await.unwrap().to_bytes();
            (status, serde_json::from_slice::<Value>(&body).unwrap())
        }
    });
    let answers = futures_util::future::join_all(requests).await;
    assert_eq!(fake.hits(), 1);
    assert!(
        answers
            .iter()
            .all(|(status, body)| *status == StatusCode::OK
                && body["rates"]["USD"] == "0.14089"
                && body["date"] == "2026-11-20")
    );
    let live = answers.iter().filter(|a| a.1["status"] == "live").count();
    assert_eq!(live, 1, "one request saw the upstream's answer come in");
}

#[tokio::test]
async fn a_client_is_limited_once_across_replicas() {
    let Some(redis) = RedisServer::start("global rate limit") else {
        return;
    };
    let mut config = shared(&redis, "limit");
    config.rate_limit = RateLimit {
        per_minute: 1,
        burst: 4,
        trust_forwarded_for: false,
    };
    let (a, b) = (replica(&config).await, replica(&config).await);
    let mut passed = 0;
    for i in 0..10 {
        let router = if i % 2 == 0 { &a.router } else { &b.router };
        let response = call(router, "/api/time").await;
        match response.status() {
            StatusCode::OK => passed += 1,
            StatusCode::TOO_MANY_REQUESTS => {
                let wait: u64 = response.headers()[header::RETRY_AFTER]
                    .to_str()
                    .unwrap()
                    .parse()
                    .unwrap();
                assert!((1..=60).contains(&wait), "Retry-After {wait}");
            }
            other => panic!("{other}"),
        }
    }
    // Each replica alone would have let 4 through: 8.
    assert_eq!(passed, 4);
}

#[tokio::test]
async fn the_budget_is_spent_once_across_replicas() {
    let Some(redis) = RedisServer::start("shared budget") else {
        return;
    };
    let (fake, url) = start_mymemory().await;
    let clock = ManualClock::at(at("2026-03-10T12:00:00Z"));
    let mut config = shared(&redis, "budget");
    config.translate.mymemory_upstream = url;
    config.budgets.mymemory_chars = 30;
    config.clock = Arc::new(clock);
    let (a, b) = (replica(&config).await, replica(&config).await);

    let (status, _, _) = translate(&a.router, "twenty characters ok").await;
    assert_eq!(status, StatusCode::OK);
    let (status, retry, body) = translate(&b.router, "another twenty chars").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(body["code"], "upstream.quota");
    assert_eq!(retry.as_deref(), Some("43200"));
    // The other replica's translation comes from the shared cache, free.
    let (status, _, body) = translate(&b.router, "twenty characters ok").await;
    assert_eq!(
        (status, body["text"].as_str()),
        (StatusCode::OK, Some("TWENTY CHARACTERS OK"))
    );
    assert_eq!(fake.hits(), 1);
    assert_eq!(b.state.budgets.mymemory.used(), 20);
}

#[tokio::test]
async fn redis_killed_and_restarted_mid_test() {
    let Some(mut redis) = RedisServer::start("Redis stopped and restarted") else {
        return;
    };
    let metrics = crate::metrics::handle();
    let (fake, url) = start_mymemory().await;
    let mut config = shared(&redis, "outage");
    config.translate.mymemory_upstream = url;
    let (a, b) = (replica(&config).await, replica(&config).await);

    assert_eq!(translate(&a.router, "one").await.0, StatusCode::OK);
    assert_eq!(translate(&b.router, "one").await.0, StatusCode::OK);
    assert_eq!(fake.hits(), 1, "shared while Redis runs");

    redis.stop();
    // Every request is still answered, from each replica's own state.
    for router in [&a.router, &b.router] {
        let (status, _, body) = translate(router, "two").await;
        assert_eq!(
            (status, body["text"].as_str()),
            (StatusCode::OK, Some("TWO"))
        );
        assert_eq!(call(router, "/api/time").await.status(), StatusCode::OK);
    }
    assert!(!a.state.store.is_up() && !b.state.store.is_up());
    assert_eq!(fake.hits(), 3, "each replica fetched for itself");
    let text = metrics.render();
    assert!(
        text.lines()
            .any(|l| l.starts_with(telemetry::STORE_FALLBACKS)),
        "{text}"
    );

    redis.restart();
    assert!(a.state.store.wait_up(Duration::from_secs(5)).await);
    assert!(b.state.store.wait_up(Duration::from_secs(5)).await);
    assert_eq!(translate(&a.router, "three").await.0, StatusCode::OK);
    assert_eq!(translate(&b.router, "three").await.0, StatusCode::OK);
    assert_eq!(fake.hits(), 4, "shared again");
    // What A spent while Redis was away was added to the new shared count.
    assert_eq!(a.state.budgets.mymemory.used(), "two".len() as u64 + 5);
}
