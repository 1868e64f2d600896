//! The one HTTP client every proxy route shares (connection pool, TLS with the bundled Mozilla
//! roots, connect and total timeouts), and requests that refuse oversized answers. Upstream URLs
//! come from the server's configuration only; routes pass validated parameters, never a URL.
//!
//! A provider (one module per upstream, behind its route's small trait) calls [`get`],
//! [`post_form`] or [`post_json`] and turns the body into its route's type; any failure is an
//! [`UpstreamError`], which the route answers as 502/504 with a stable `{ "code": ... }`.

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use reqwest::header::{ACCEPT, RETRY_AFTER};

/// Upstream answers larger than this are refused (our APIs answer a few kilobytes).
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

/// What a provider's trait methods return: boxed so a provider can sit behind `dyn Trait` and be
/// chosen by configuration at startup.
pub type UpstreamFuture<'a, T> =
    Pin<Box<dyn Future<Output = Result<T, UpstreamError>> + Send + 'a>>;

/// Serialisable so the shared store can hold a remembered failure as well as an answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum UpstreamError {
    #[error("the upstream did not answer in time")]
    Timeout,
    #[error("the upstream cannot be reached")]
    Unreachable,
    #[error("the upstream answered with status {status}")]
    Status {
        status: u16,
        /// From a `Retry-After: <seconds>` header (503, 429).
        retry_after: Option<Duration>,
    },
    /// The upstream's free quota (per day, per IP or per key) is used up.
    #[error("the upstream's quota is used up")]
    Quota { retry_after: Option<Duration> },
    /// The site's own budget for this upstream ([`crate::budget`]) is spent until `retry_after`
    /// from now: the upstream was not called. Never cached (the next period must not wait).
    #[error("this site's budget for the upstream is spent")]
    Budget { retry_after: Duration },
    #[error("the upstream's answer is too large")]
    TooLarge,
    #[error("the upstream's answer is malformed: {0}")]
    Malformed(String),
}

impl UpstreamError {
    /// A short name for logs and metrics.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Timeout => "timeout",
            Self::Unreachable => "unreachable",
            Self::Status { .. } => "bad_status",
            Self::Quota { .. } => "quota",
            Self::Budget { .. } => "budget",
            Self::TooLarge => "too_large",
            Self::Malformed(_) => "malformed",
        }
    }

    /// How long the upstream asked us to wait, if it said.
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            Self::Status { retry_after, .. } | Self::Quota { retry_after } => *retry_after,
            Self::Budget { retry_after } => Some(*retry_after),
            _ => None,
        }
    }
}

/// Timeouts of the shared client.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// Bounds a whole request: connect, send, read the body.
    pub total: Duration,
    /// Bounds the TCP + TLS connect alone, so an unreachable host fails fast.
    pub connect: Duration,
}

impl Timeouts {
    /// `total` with a connect limit of at most 3 s.
    pub fn total(total: Duration) -> Self {
        Self {
            total,
            connect: total.min(Duration::from_secs(3)),
        }
    }
}

/// Builds the shared client. A route that needs longer (an image upload) sets
/// `RequestBuilder::timeout` on its own request; nothing waits without a bound.
pub fn client(timeouts: Timeouts) -> Result<reqwest::Client, String> {
    reqwest::Client::builder()
        .timeout(timeouts.total)
        .connect_timeout(timeouts.connect)
        .pool_idle_timeout(Duration::from_secs(90))
        .user_agent(concat!("toolbox-server/", env!("CARGO_PKG_VERSION")))
        .build()
        .map_err(|e| format!("cannot build the HTTP client: {e}"))
}

fn classify(err: &reqwest::Error) -> UpstreamError {
    if err.is_timeout() {
        UpstreamError::Timeout
    } else if err.is_connect() || err.is_request() {
        UpstreamError::Unreachable
    } else {
        UpstreamError::Malformed(err.to_string())
    }
}

fn retry_after(response: &reqwest::Response) -> Option<Duration> {
    response
        .headers()
        .get(RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map(Duration::from_secs)
}

/// Sends `request`; hands back the status and body of a 2xx or 4xx answer, for providers whose error
/// bodies say more than their status (LibreTranslate's `{"error": ...}`); 5xx and 429 are errors.
pub async fn send_any(
    request: reqwest::RequestBuilder,
) -> Result<(reqwest::StatusCode, Vec<u8>), UpstreamError> {
    let mut response = request
        .header(ACCEPT, "application/json")
        .send()
        .await
        .map_err(|e| classify(&e))?;
    let status = response.status();
    if status == reqwest::StatusCode::TOO_MANY_REQUESTS {
        return Err(UpstreamError::Quota {
            retry_after: retry_after(&response),
        });
    }
    if !status.is_success() && !status.is_client_error() {
        return Err(UpstreamError::Status {
            status: status.as_u16(),
            retry_after: retry_after(&response),
        });
    }
    if response
        .content_length()
        .is_some_and(|n| n > MAX_BODY_BYTES as u64)
    {
        return Err(UpstreamError::TooLarge);
    }
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| classify(&e))? {
        if body.len() + chunk.len() > MAX_BODY_BYTES {
            return Err(UpstreamError::TooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok((status, body))
}

/// GETs `url` with `query` and returns the body of a 2xx answer.
pub async fn get(
    client: &reqwest::Client,
    url: &str,
    query: &[(&str, &str)],
) -> Result<Vec<u8>, UpstreamError> {
    strict(send_any(client.get(url).query(query)).await)
}

/// POSTs `form` (`application/x-www-form-urlencoded`) and returns the body of a 2xx answer.
pub async fn post_form(
    client: &reqwest::Client,
    url: &str,
    form: &[(&str, &str)],
) -> Result<Vec<u8>, UpstreamError> {
    strict(send_any(client.post(url).form(form)).await)
}

/// POSTs `body` as JSON and returns the body of a 2xx answer.
pub async fn post_json<T: serde::Serialize + ?Sized>(
    client: &reqwest::Client,
    url: &str,
    body: &T,
) -> Result<Vec<u8>, UpstreamError> {
    strict(send_any(client.post(url).json(body)).await)
}

/// A 4xx is an error here (the route sent what it validated, so the upstream refused it).
fn strict(
    answer: Result<(reqwest::StatusCode, Vec<u8>), UpstreamError>,
) -> Result<Vec<u8>, UpstreamError> {
    let (status, body) = answer?;
    if status.is_success() {
        Ok(body)
    } else {
        Err(UpstreamError::Status {
            status: status.as_u16(),
            retry_after: None,
        })
    }
}
