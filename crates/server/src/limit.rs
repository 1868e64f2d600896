//! Limits of the `/api` routes: per-client-IP request rate (429 + `Retry-After`; GCRA, in this
//! process with [`governor`], or across replicas as one atomic script in the shared store, with
//! this process's limiter standing in while the store is away), an overall
//! deadline per request (504, never a hang), request body size (413), and extractors whose
//! rejections are `{ "code": ... }` like every other API error.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, JsonRejection};
use axum::extract::{
    ConnectInfo, DefaultBodyLimit, FromRequest, FromRequestParts, Query, Request, State,
};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use serde::de::DeserializeOwned;

use crate::error::AppError;
use crate::store::Store;

/// GCRA in one step, with Redis's clock (the same for every replica), in microseconds:
/// `KEYS[1]` the client's theoretical arrival time; `ARGV` the emission interval and the burst.
/// Answers 0 when the request may pass, else how long to wait.
const GCRA: &str = include_str!("gcra.lua");

/// How many requests one client IP may make to `/api`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimit {
    /// Sustained rate; 0 turns the limiter off.
    pub per_minute: u32,
    /// Requests allowed at once before the rate applies.
    pub burst: u32,
    /// Key by the last `X-Forwarded-For` entry (only behind a reverse proxy that sets it).
    pub trust_forwarded_for: bool,
}

impl Default for RateLimit {
    /// Generous: a person never meets it, a loop that hammers the upstreams through us does.
    fn default() -> Self {
        Self {
            per_minute: 600,
            burst: 120,
            trust_forwarded_for: false,
        }
    }
}

/// The shared limiter state of the `/api` routes.
#[derive(Debug, Clone)]
pub struct ApiLimits {
    limiter: Option<Arc<DefaultKeyedRateLimiter<IpAddr>>>,
    /// The shared store, when configured: the limit is then global across replicas.
    store: Store,
    /// Microseconds between two requests at the sustained rate, and the burst.
    interval_us: u64,
    burst: u32,
    trust_forwarded_for: bool,
    checks: Arc<AtomicU64>,
    deadline: Duration,
}

impl ApiLimits {
    pub fn new(rate: RateLimit, deadline: Duration) -> Self {
        Self::shared(rate, deadline, Store::local())
    }

    /// The limit kept in `store` (when configured), so it holds across replicas.
    pub fn shared(rate: RateLimit, deadline: Duration, store: Store) -> Self {
        let limiter = NonZeroU32::new(rate.per_minute).map(|per_minute| {
            let burst = NonZeroU32::new(rate.burst).unwrap_or(NonZeroU32::MIN);
            Arc::new(RateLimiter::keyed(
                Quota::per_minute(per_minute).allow_burst(burst),
            ))
        });
        Self {
            limiter,
            store,
            interval_us: 60_000_000_u64.div_ceil(u64::from(rate.per_minute.max(1))),
            burst: rate.burst.max(1),
            trust_forwarded_for: rate.trust_forwarded_for,
            checks: Arc::new(AtomicU64::new(0)),
            deadline,
        }
    }

    /// The shared verdict for `ip` (`Err(wait)` when limited); `None` without the shared store.
    async fn check_shared(&self, ip: IpAddr) -> Option<Result<(), Duration>> {
        static SCRIPT: OnceLock<redis::Script> = OnceLock::new();
        if !self.store.is_configured() {
            return None;
        }
        let script = SCRIPT.get_or_init(|| redis::Script::new(GCRA));
        let key = self.store.key(&format!("rl:{ip}"));
        let wait: u64 = self
            .store
            .script(
                "rate_limit",
                script,
                &[&key],
                &[self.interval_us, u64::from(self.burst)],
            )
            .await?;
        Some(if wait == 0 {
            Ok(())
        } else {
            Err(Duration::from_micros(wait))
        })
    }

    fn client_ip(&self, request: &Request) -> IpAddr {
        if self.trust_forwarded_for
            && let Some(ip) = request
                .headers()
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .filter_map(|v| v.trim().parse::<IpAddr>().ok())
                .next_back()
        {
            return ip;
        }
        request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |info| info.0.ip())
    }
}

/// Middleware: the rate limit, then the deadline.
pub async fn api_limits(State(limits): State<ApiLimits>, request: Request, next: Next) -> Response {
    if let Some(limiter) = &limits.limiter {
        let ip = limits.client_ip(&request);
        let verdict = match limits.check_shared(ip).await {
            Some(verdict) => verdict,
            None => limiter
                .check_key(&ip)
                .map_err(|not_until| not_until.wait_time_from(DefaultClock::default().now())),
        };
        if let Err(wait) = verdict {
            return AppError::rate_limited(wait).into_response();
        }
        // Forget idle clients now and then, so the table does not grow without bound.
        if limits.checks.fetch_add(1, Ordering::Relaxed) % 4096 == 4095 {
            limiter.retain_recent();
        }
    }
    match tokio::time::timeout(limits.deadline, next.run(request)).await {
        Ok(response) => response,
        Err(_) => AppError::new(StatusCode::GATEWAY_TIMEOUT, "upstream.timeout").into_response(),
    }
}

/// The largest request body a route accepts (`route(.., post(h).layer(body_limit(25 << 20)))`);
/// larger ones are refused with 413 `request.too_large` by [`ApiJson`] / [`ApiBytes`].
pub fn body_limit(bytes: usize) -> DefaultBodyLimit {
    DefaultBodyLimit::max(bytes)
}

fn rejection(status: StatusCode) -> AppError {
    match status {
        StatusCode::PAYLOAD_TOO_LARGE => AppError::new(status, "request.too_large"),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => {
            AppError::new(status, "request.unsupported_media_type")
        }
        _ => AppError::bad_request("request.malformed"),
    }
}

/// `Json<T>` whose rejections are API errors (400 `request.malformed`, 413, 415).
#[derive(Debug, Clone)]
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        axum::Json::<T>::from_request(request, state)
            .await
            .map(|axum::Json(value)| Self(value))
            .map_err(|e: JsonRejection| rejection(e.status()))
    }
}

/// `Query<T>` whose rejection (a repeated or malformed parameter) is 400 `request.malformed`.
#[derive(Debug, Clone)]
pub struct ApiQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        Query::<T>::from_request_parts(parts, state)
            .await
            .map(|Query(value)| Self(value))
            .map_err(|_| AppError::bad_request("request.malformed"))
    }
}

/// The raw body (an uploaded image) whose rejections are API errors (413 when over the limit).
#[derive(Debug, Clone)]
pub struct ApiBytes(pub Bytes);

impl<S: Send + Sync> FromRequest<S> for ApiBytes {
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        Bytes::from_request(request, state)
            .await
            .map(Self)
            .map_err(|e: BytesRejection| rejection(e.status()))
    }
}
