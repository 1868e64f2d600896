//! `/metrics` in Prometheus text format, off by default: `--metrics-addr` (`TOOLBOX_METRICS_ADDR`)
//! installs the recorder ([`metrics`] + [`metrics_exporter_prometheus`]) and serves it on its own
//! port, so it is never public by accident. Without it every recording below is a no-op.
//!
//! - `toolbox_http_requests_total{route,method,status}` and
//!   `toolbox_http_request_duration_seconds{route}` (a histogram, so instances behind a load
//!   balancer can be summed): `route` is the matched route pattern (`/api/rates`,
//!   `/api/{*rest}`), or `static` for the web app's files, never the raw path, so a client cannot
//!   make new series.
//! - `toolbox_upstream_errors_total{upstream,kind}`: failed upstream calls (`timeout`,
//!   `unreachable`, `bad_status`, `quota`, `too_large`, `malformed`).
//! - `toolbox_cache_requests_total{cache,result}`: `hit` or `miss` of each route's cache.
//! - `toolbox_upstream_budget{upstream,unit}` (0: no limit), `toolbox_upstream_budget_used{upstream,unit}`
//!   in the current period, `toolbox_upstream_budget_reset_timestamp_seconds{upstream}` (when it
//!   starts again), and `toolbox_upstream_budget_refusals_total{upstream}`: see budget.rs.
//! - With a shared store (store.rs): `toolbox_shared_store_up` (1 or 0),
//!   `toolbox_shared_store_fallbacks_total{op}` (operations answered from this replica's local
//!   state because Redis was away) and `toolbox_shared_store_errors_total{kind}` (`timeout`,
//!   `error`: the failures that made it fall back).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{MatchedPath, Request};
use axum::http::{Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::upstream::UpstreamError;

pub const REQUESTS: &str = "toolbox_http_requests_total";
pub const LATENCY: &str = "toolbox_http_request_duration_seconds";
pub const UPSTREAM_ERRORS: &str = "toolbox_upstream_errors_total";
pub const CACHE: &str = "toolbox_cache_requests_total";
pub const BUDGET: &str = "toolbox_upstream_budget";
pub const BUDGET_USED: &str = "toolbox_upstream_budget_used";
pub const BUDGET_RESET: &str = "toolbox_upstream_budget_reset_timestamp_seconds";
pub const BUDGET_REFUSALS: &str = "toolbox_upstream_budget_refusals_total";
pub const STORE_UP: &str = "toolbox_shared_store_up";
pub const STORE_FALLBACKS: &str = "toolbox_shared_store_fallbacks_total";
pub const STORE_ERRORS: &str = "toolbox_shared_store_errors_total";

/// Seconds: from a cached answer (well under a millisecond) to the longest upstream call.
const BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// Set once a recorder is installed: the request middleware does nothing before.
static ENABLED: AtomicBool = AtomicBool::new(false);

/// Installs the process-wide Prometheus recorder (once) and returns its handle.
pub fn install() -> Result<PrometheusHandle, String> {
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Full(LATENCY.to_owned()), BUCKETS)
        .map_err(|e| format!("metrics buckets: {e}"))?
        .install_recorder()
        .map_err(|e| format!("cannot install the metrics recorder: {e}"))?;
    ENABLED.store(true, Ordering::Relaxed);
    Ok(handle)
}

/// The metrics port's one route, `GET /metrics`.
pub fn router(handle: PrometheusHandle) -> Router {
    router_with(handle, || {})
}

/// [`router`], calling `before` ahead of each scrape (to set gauges such as the budgets').
pub fn router_with(
    handle: PrometheusHandle,
    before: impl Fn() + Clone + Send + Sync + 'static,
) -> Router {
    Router::new().route(
        "/metrics",
        get(move || {
            before();
            let body = handle.render();
            async move {
                (
                    [(
                        header::CONTENT_TYPE,
                        "text/plain; version=0.0.4; charset=utf-8",
                    )],
                    body,
                )
                    .into_response()
            }
        }),
    )
}

/// Drains the histograms' buffers now and then, as the exporter asks of its callers.
pub fn spawn_upkeep(handle: PrometheusHandle) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(5));
        loop {
            tick.tick().await;
            handle.run_upkeep();
        }
    });
}

/// Methods as labels; anything else is `other` (a client must not be able to make new series).
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        Method::PATCH => "PATCH",
        _ => "other",
    }
}

/// Middleware: counts every request and its latency by route pattern, method and status.
pub async fn track(request: Request, next: Next) -> Response {
    if !ENABLED.load(Ordering::Relaxed) {
        return next.run(request).await;
    }
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "static".to_owned(), |path| path.as_str().to_owned());
    let method = method_label(request.method());
    let started = Instant::now();
    let response = next.run(request).await;
    let status = response.status().as_str().to_owned();
    histogram!(LATENCY, "route" => route.clone()).record(started.elapsed().as_secs_f64());
    counter!(REQUESTS, "route" => route, "method" => method, "status" => status).increment(1);
    response
}

/// A cache lookup of `cache`: a miss when this caller's fetch ran.
pub fn cache_lookup(cache: &'static str, miss: bool) {
    let result = if miss { "miss" } else { "hit" };
    counter!(CACHE, "cache" => cache, "result" => result).increment(1);
}

/// A failed call to `upstream`.
pub fn upstream_error(upstream: &'static str, err: &UpstreamError) {
    counter!(UPSTREAM_ERRORS, "upstream" => upstream, "kind" => err.kind()).increment(1);
}

/// A budget's limit, use and reset time (gauges).
pub fn budget(spec: &crate::budget::BudgetSpec, used: u64, reset_unix: i64) {
    let (upstream, unit) = (spec.upstream, spec.unit);
    gauge!(BUDGET, "upstream" => upstream, "unit" => unit).set(spec.limit as f64);
    gauge!(BUDGET_USED, "upstream" => upstream, "unit" => unit).set(used as f64);
    gauge!(BUDGET_RESET, "upstream" => upstream).set(reset_unix as f64);
}

/// A request refused because `upstream`'s budget is spent.
pub fn budget_refused(upstream: &'static str) {
    counter!(BUDGET_REFUSALS, "upstream" => upstream).increment(1);
}

/// Whether the shared store is in use.
pub fn store_up(up: bool) {
    gauge!(STORE_UP).set(if up { 1.0 } else { 0.0 });
}

/// An operation answered from local state because the shared store was away.
pub fn store_fallback(op: &'static str) {
    counter!(STORE_FALLBACKS, "op" => op).increment(1);
}

/// A shared-store failure (`timeout` or `error`).
pub fn store_error(kind: &'static str) {
    counter!(STORE_ERRORS, "kind" => kind).increment(1);
}
