//! The one HTTP client every proxy route shares (connection pool, TLS with the bundled Mozilla
//! roots, timeouts), and a GET that refuses oversized answers. Upstream URLs come from the
//! server's configuration only; routes pass validated query parameters, never a URL.

use std::time::Duration;

use reqwest::header::{ACCEPT, RETRY_AFTER, USER_AGENT};

/// Upstream answers larger than this are refused (our APIs answer a few kilobytes).
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
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
    #[error("the upstream's answer is too large")]
    TooLarge,
    #[error("the upstream's answer is malformed: {0}")]
    Malformed(String),
}

/// Builds the shared client: `timeout` bounds a whole request (connect, send, read the body).
pub fn client(timeout: Duration) -> Result<reqwest::Client, String> {
    reqwest::Client::builder()
        .timeout(timeout)
        .connect_timeout(timeout.min(Duration::from_secs(5)))
        .pool_idle_timeout(Duration::from_secs(90))
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

/// GETs `url` with `query` and returns the body of a 2xx answer (at most [`MAX_BODY_BYTES`]).
pub async fn get(
    client: &reqwest::Client,
    url: &str,
    query: &[(&str, &str)],
) -> Result<Vec<u8>, UpstreamError> {
    let mut response = client
        .get(url)
        .query(query)
        .header(ACCEPT, "application/json")
        .header(
            USER_AGENT,
            concat!("toolbox-server/", env!("CARGO_PKG_VERSION")),
        )
        .send()
        .await
        .map_err(|e| classify(&e))?;
    let status = response.status();
    if !status.is_success() {
        let retry_after = response
            .headers()
            .get(RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(Duration::from_secs);
        return Err(UpstreamError::Status {
            status: status.as_u16(),
            retry_after,
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
    Ok(body)
}
