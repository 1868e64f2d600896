//! Every proxied route against upstreams that fail badly (the shared fake's modes): one that never
//! answers, one that resets the connection, one that sends 10 MB of garbage, one that answers 429
//! with Retry-After. Each time the route answers within the upstream time limit plus one second
//! with its JSON error (or, for the rates, the built-in snapshot), and the server, on a real
//! socket, keeps answering `/healthz` and `/api/time` meanwhile.

use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::Value;
use toolbox_server::UpstreamConfig;

use crate::common::fake::{Fake, Mode};
use crate::common::{self, offline_config, serve_app};

/// The upstreams' time limit in these tests.
const LIMIT: Duration = Duration::from_secs(1);
const TEN_MB: usize = 10 * 1024 * 1024;
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x02\0\0\0";

fn json(body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// Each upstream's path and a normal answer (the faults never get to it, but a fake must be a
/// fake of something).
fn upstream(fake: &Fake) -> Router {
    async fn frankfurter(State(fake): State<Fake>, RawQuery(q): RawQuery) -> Response {
        let normal = || json(r#"[{"date":"2026-11-20","base":"CNY","quote":"USD","rate":0.14}]"#);
        fake.answer(q.unwrap_or_default(), normal).await
    }
    async fn open_meteo(State(fake): State<Fake>, RawQuery(q): RawQuery) -> Response {
        fake.answer(q.unwrap_or_default(), || json("{}")).await
    }
    async fn mymemory(State(fake): State<Fake>, RawQuery(q): RawQuery) -> Response {
        let normal = || json(r#"{"responseData":{"translatedText":"x"},"responseStatus":200}"#);
        fake.answer(q.unwrap_or_default(), normal).await
    }
    async fn trace_moe(State(fake): State<Fake>, body: Bytes) -> Response {
        let normal = || json(r#"{"error":"","result":[]}"#);
        fake.answer(format!("{} bytes", body.len()), normal).await
    }
    Router::new()
        .route("/v2/rates", get(frankfurter))
        .route("/v1/forecast", get(open_meteo))
        .route("/get", get(mymemory))
        .route("/search", post(trace_moe))
        .with_state(fake.clone())
}

fn config(url: &str) -> UpstreamConfig {
    let mut config = UpstreamConfig {
        timeout: LIMIT,
        rates_upstream: url.to_owned(),
        ..offline_config()
    };
    config.weather.upstream = url.to_owned();
    config.translate.mymemory_upstream = url.to_owned();
    config.anime.upstream = url.to_owned();
    config.anime.timeout = LIMIT;
    config
}

#[derive(Clone, Copy, Debug)]
enum Route {
    Rates,
    Weather,
    Translate,
    Anime,
}

impl Route {
    fn request(self, client: &reqwest::Client, base: &str) -> reqwest::RequestBuilder {
        match self {
            Self::Rates => client.get(format!("{base}/api/rates")),
            Self::Weather => client.get(format!("{base}/api/weather?city=lasa")),
            Self::Translate => client
                .post(format!("{base}/api/translate"))
                .json(&serde_json::json!({"text": "bonjour", "source": "fr", "target": "zh"})),
            Self::Anime => client.post(format!("{base}/api/anime")).body(PNG),
        }
    }
}

/// What the route answered: status, `code` (or the rates' `status`), Retry-After.
type Answer = (u16, String, Option<String>);

async fn answer(response: reqwest::Response) -> Answer {
    let status = response.status().as_u16();
    let retry = response
        .headers()
        .get(header::RETRY_AFTER)
        .map(|v| v.to_str().unwrap().to_owned());
    let body: Value = response.json().await.unwrap();
    let code = body["code"].as_str().or(body["status"].as_str()).unwrap();
    (status, code.to_owned(), retry)
}

/// Calls `route` while probing `/healthz` and `/api/time` until it answers; every probe must
/// answer, and at least one while the route waits on its upstream.
async fn call_under_fault(route: Route, mode: Mode) -> (Answer, Duration) {
    let fake = Fake::new(mode.clone());
    let url = fake.serve(upstream(&fake)).await;
    let dist = common::minimal_dist();
    let base = serve_app(&dist, &config(&url)).await;
    let client = reqwest::Client::new();

    let started = Instant::now();
    let mut call = Box::pin(route.request(&client, &base).send());
    let mut probes = 0;
    let response = loop {
        let probe = async {
            for path in ["/healthz", "/api/time"] {
                let probe_started = Instant::now();
                let status = client
                    .get(format!("{base}{path}"))
                    .send()
                    .await
                    .unwrap()
                    .status();
                assert_eq!(status, 200, "{path} during {route:?} {mode:?}");
                assert!(
                    probe_started.elapsed() < LIMIT,
                    "{path} held up by {route:?} {mode:?}"
                );
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        tokio::select! {
            response = &mut call => break response.unwrap(),
            () = probe => probes += 1,
        }
    };
    let elapsed = started.elapsed();
    assert!(
        elapsed < LIMIT + Duration::from_secs(1),
        "{route:?} {mode:?} took {elapsed:?}"
    );
    if mode == Mode::Hang {
        assert!(probes > 0, "no probe answered while {route:?} waited");
    }
    assert!(fake.hits() > 0, "{route:?} {mode:?} never reached the fake");
    (answer(response).await, elapsed)
}

fn check(route: Route, mode: &Mode, got: &Answer, status: u16, codes: &[&str]) {
    assert!(
        got.0 == status && codes.contains(&got.1.as_str()),
        "{route:?} {mode:?}: {got:?}, expected {status} {codes:?}"
    );
}

#[tokio::test]
async fn an_upstream_that_never_answers_is_a_timeout_in_time() {
    for route in [Route::Weather, Route::Translate, Route::Anime] {
        let (got, elapsed) = call_under_fault(route, Mode::Hang).await;
        check(route, &Mode::Hang, &got, 504, &["upstream.timeout"]);
        assert!(elapsed >= LIMIT, "{route:?} gave up before its time limit");
    }
    let (got, _) = call_under_fault(Route::Rates, Mode::Hang).await;
    check(Route::Rates, &Mode::Hang, &got, 200, &["snapshot"]);
}

#[tokio::test]
async fn a_reset_connection_is_a_502() {
    let reset = Mode::Reset;
    for route in [Route::Weather, Route::Translate, Route::Anime] {
        let (got, _) = call_under_fault(route, reset.clone()).await;
        check(
            route,
            &reset,
            &got,
            502,
            &["upstream.unreachable", "upstream.malformed"],
        );
    }
    let (got, _) = call_under_fault(Route::Rates, reset.clone()).await;
    check(Route::Rates, &reset, &got, 200, &["snapshot"]);
}

#[tokio::test]
async fn ten_megabytes_of_garbage_are_refused_after_the_first_megabyte() {
    let garbage = Mode::Garbage(TEN_MB);
    for route in [Route::Weather, Route::Translate, Route::Anime] {
        let (got, _) = call_under_fault(route, garbage.clone()).await;
        check(route, &garbage, &got, 502, &["upstream.malformed"]);
    }
    let (got, _) = call_under_fault(Route::Rates, garbage.clone()).await;
    check(Route::Rates, &garbage, &got, 200, &["snapshot"]);
}

#[tokio::test]
async fn a_429_is_the_quota_with_the_upstreams_retry_after() {
    let busy = Mode::TooMany(7);
    for route in [Route::Weather, Route::Translate] {
        let (got, _) = call_under_fault(route, busy.clone()).await;
        check(route, &busy, &got, 502, &["upstream.quota"]);
        assert_eq!(got.2.as_deref(), Some("7"), "{route:?}");
    }
    let (got, _) = call_under_fault(Route::Anime, busy.clone()).await;
    check(Route::Anime, &busy, &got, 429, &["anime.quota"]);
    let (got, _) = call_under_fault(Route::Rates, busy.clone()).await;
    check(Route::Rates, &busy, &got, 200, &["snapshot"]);
}
