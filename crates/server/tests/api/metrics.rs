//! `/metrics`: requests and latency per matched route (never the raw path), cache hits and
//! misses, upstream errors, in Prometheus text format. The recorder is process-wide, so this
//! binary installs it once; other tests running meanwhile only add to the counts.

use std::sync::OnceLock;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use clap::Parser;
use http_body_util::BodyExt;
use metrics_exporter_prometheus::PrometheusHandle;
use toolbox_server::{AppState, Config, app, telemetry};
use tower::ServiceExt;

use crate::common;

pub(crate) fn handle() -> PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| telemetry::install().unwrap()).clone()
}

/// The sample lines of `metric` that carry every one of `labels`.
fn samples<'a>(text: &'a str, metric: &str, labels: &[&str]) -> Vec<&'a str> {
    text.lines()
        .filter(|line| line.starts_with(&format!("{metric}{{")))
        .filter(|line| labels.iter().all(|label| line.contains(label)))
        .collect()
}

fn value(line: &str) -> f64 {
    line.rsplit(' ').next().unwrap().parse().unwrap()
}

#[tokio::test]
async fn requests_latency_cache_and_upstream_errors_are_counted_by_route() {
    let handle = handle();
    let dist = common::minimal_dist();
    let state = AppState::new(dist.path().to_path_buf(), &common::offline_config()).unwrap();
    let router = app(state);
    for path in [
        "/api/rates",
        "/api/rates",
        "/healthz",
        "/api/no/such/thing",
        "/some/page",
    ] {
        let request = Request::get(path).body(Body::empty()).unwrap();
        router.clone().oneshot(request).await.unwrap();
    }

    // What a scrape gets, from the metrics port's own router.
    let request = Request::get("/metrics").body(Body::empty()).unwrap();
    let response = telemetry::router(handle).oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/plain; version=0.0.4")
    );
    let text = String::from_utf8(
        response
            .into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec(),
    )
    .unwrap();

    let requests = telemetry::REQUESTS;
    let rates = samples(
        &text,
        requests,
        &[r#"route="/api/rates""#, r#"status="200""#],
    );
    assert!(rates.iter().map(|l| value(l)).sum::<f64>() >= 2.0, "{text}");
    assert!(!samples(&text, requests, &[r#"route="/healthz""#, r#"method="GET""#]).is_empty());
    // Patterns, not paths: a client cannot make new series.
    assert!(
        !samples(
            &text,
            requests,
            &[r#"route="/api/{*rest}""#, r#"status="404""#]
        )
        .is_empty()
    );
    assert!(!samples(&text, requests, &[r#"route="static""#]).is_empty());
    assert!(!text.contains("/api/no/such/thing") && !text.contains("/some/page"));

    let buckets = format!("{}_bucket", telemetry::LATENCY);
    assert!(!samples(&text, &buckets, &[r#"route="/api/rates""#, r#"le="0.005""#]).is_empty());

    let cache = telemetry::CACHE;
    assert!(!samples(&text, cache, &[r#"cache="rates""#, r#"result="miss""#]).is_empty());
    assert!(!samples(&text, cache, &[r#"cache="rates""#, r#"result="hit""#]).is_empty());
    let errors = telemetry::UPSTREAM_ERRORS;
    assert!(
        !samples(
            &text,
            errors,
            &[r#"upstream="rates""#, r#"kind="unreachable""#]
        )
        .is_empty(),
        "{text}"
    );
}

#[test]
fn metrics_are_off_unless_an_address_is_given() {
    let config = Config::try_parse_from(["toolbox-server"]).unwrap();
    assert_eq!(config.metrics_addr, None);
    let config =
        Config::try_parse_from(["toolbox-server", "--metrics-addr", "127.0.0.1:9100"]).unwrap();
    assert_eq!(config.metrics_addr.as_deref(), Some("127.0.0.1:9100"));
}

#[tokio::test]
async fn budgets_their_use_and_reset_are_published() {
    let handle = handle();
    let dist = common::minimal_dist();
    let state = AppState::new(dist.path().to_path_buf(), &common::offline_config()).unwrap();
    let budgets = state.budgets.clone();
    let request = Request::get("/metrics").body(Body::empty()).unwrap();
    let router = telemetry::router_with(handle, move || budgets.publish());
    let response = router.oneshot(request).await.unwrap();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let text = String::from_utf8(bytes.to_vec()).unwrap();
    for (upstream, unit) in [
        ("mymemory", "chars"),
        ("libretranslate", "chars"),
        ("open_meteo", "calls"),
        ("trace_moe", "calls"),
        ("frankfurter", "calls"),
    ] {
        let labels = [
            format!(r#"upstream="{upstream}""#),
            format!(r#"unit="{unit}""#),
        ];
        let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
        assert!(
            !samples(&text, telemetry::BUDGET, &labels).is_empty(),
            "{text}"
        );
        assert!(!samples(&text, telemetry::BUDGET_USED, &labels).is_empty());
        assert!(!samples(&text, telemetry::BUDGET_RESET, &labels[..1]).is_empty());
    }
}
