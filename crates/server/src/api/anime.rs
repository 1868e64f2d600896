//! `POST /api/anime` with an image as the body (at most [`MAX_IMAGE_BYTES`]) → the scenes
//! trace.moe finds for it: `{"results":[{title,episode,from,to,similarity,image,video}],
//! "keyed"}`. The bytes are forwarded to `<upstream>/search?anilistInfo&cutBorders` with the
//! operator's API key (`x-trace-key`) if one is configured; without one, trace.moe's free quota
//! is per server IP, i.e. shared by every user. Preview URLs are passed on only when they are on
//! trace.moe's media host, which the CSP allows for images and video (security.rs).

use std::time::Duration;

use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use reqwest::header::ACCEPT;

use std::sync::Arc;

use crate::budget::Budget;
use crate::config::{self, Config};
use crate::error::AppError;
use crate::telemetry;
use crate::upstream::{MAX_BODY_BYTES, UpstreamError};

/// trace.moe's own limit for one image.
pub const MAX_IMAGE_BYTES: usize = 25 * 1024 * 1024;
/// Where trace.moe's previews live; the only host the CSP allows for remote images and video.
pub const MEDIA_ORIGIN: &str = "https://media.trace.moe/";
/// A search of a large image can take a while on trace.moe's side (the upload alone, too).
const SEARCH_TIMEOUT: Duration = Duration::from_secs(25);
/// Results the page shows.
const MAX_RESULTS: usize = 10;

/// Settings of the anime route.
#[derive(Debug, Clone)]
pub struct AnimeConfig {
    pub upstream: String,
    /// Sent as `x-trace-key`; never leaves the server.
    pub key: Option<String>,
    /// Time limit of one search (upload included), longer than other upstream calls.
    pub timeout: Duration,
}

impl Default for AnimeConfig {
    fn default() -> Self {
        Self {
            upstream: config::DEFAULT_ANIME_UPSTREAM.to_owned(),
            key: None,
            timeout: SEARCH_TIMEOUT,
        }
    }
}

impl AnimeConfig {
    pub fn from_config(config: &Config) -> Result<Self, String> {
        config::check_upstream("anime-upstream", &config.anime_upstream)?;
        Ok(Self {
            upstream: config.anime_upstream.clone(),
            key: config.anime_key.clone().filter(|k| !k.is_empty()),
            timeout: SEARCH_TIMEOUT,
        })
    }
}

#[derive(Debug)]
pub struct AnimeService {
    client: reqwest::Client,
    endpoint: String,
    key: Option<String>,
    timeout: Duration,
    /// trace.moe's monthly search quota (each search is one call; there is no cache).
    budget: Arc<Budget>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
pub struct Title {
    pub native: Option<String>,
    pub romaji: Option<String>,
    pub english: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Anilist {
    #[serde(default)]
    title: Title,
    #[serde(rename = "isAdult", default)]
    is_adult: bool,
}

#[derive(Debug, Deserialize)]
struct Found {
    anilist: Option<serde_json::Value>,
    episode: Option<serde_json::Value>,
    from: f64,
    to: f64,
    similarity: f64,
    video: Option<String>,
    image: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Search {
    #[serde(default)]
    error: String,
    result: Option<Vec<Found>>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Scene {
    pub title: Title,
    pub is_adult: bool,
    /// A number, or text such as "1-2", as trace.moe gives it; absent for a film.
    pub episode: Option<String>,
    /// Seconds into the episode.
    pub from: f64,
    pub to: f64,
    /// 0 to 1.
    pub similarity: f64,
    pub image: Option<String>,
    pub video: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnimeAnswer {
    pub results: Vec<Scene>,
    /// Whether the server searches with its own API key (else the free quota is shared).
    pub keyed: bool,
}

/// A preview URL only if it is on trace.moe's media host.
fn media(url: Option<String>) -> Option<String> {
    url.filter(|u| u.starts_with(MEDIA_ORIGIN) && !u.contains(['"', '\'', ' ', '\n']))
}

fn episode(value: Option<serde_json::Value>) -> Option<String> {
    match value? {
        serde_json::Value::Number(n) => Some(n.to_string()),
        serde_json::Value::String(s) if !s.is_empty() => Some(s.chars().take(20).collect()),
        serde_json::Value::Array(parts) => Some(
            parts
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join("-"),
        ),
        _ => None,
    }
}

/// Reads trace.moe's answer; anything unexpected is malformed.
pub fn parse(body: &[u8]) -> Result<Vec<Scene>, UpstreamError> {
    let search: Search = serde_json::from_slice(body)
        .map_err(|e| UpstreamError::Malformed(format!("not a search answer: {e}")))?;
    let found = search
        .result
        .ok_or_else(|| UpstreamError::Malformed(format!("no result: {}", search.error)))?;
    let mut scenes = Vec::new();
    for f in found.into_iter().take(MAX_RESULTS) {
        let ok = |v: f64| v.is_finite() && v >= 0.0;
        if !(ok(f.from) && ok(f.to) && ok(f.similarity) && f.similarity <= 1.0) {
            return Err(UpstreamError::Malformed("bad numbers".into()));
        }
        // With anilistInfo, `anilist` is an object; without, a bare id.
        let anilist = f
            .anilist
            .and_then(|a| serde_json::from_value::<Anilist>(a).ok());
        scenes.push(Scene {
            title: anilist
                .as_ref()
                .map(|a| a.title.clone())
                .unwrap_or_default(),
            is_adult: anilist.is_some_and(|a| a.is_adult),
            episode: episode(f.episode),
            from: f.from,
            to: f.to,
            similarity: f.similarity,
            image: media(f.image),
            video: media(f.video),
        });
    }
    Ok(scenes)
}

/// What the bytes are, from their first bytes: only images trace.moe reads.
pub fn sniff(bytes: &[u8]) -> Option<&'static str> {
    let starts = |magic: &[u8]| bytes.starts_with(magic);
    if starts(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if starts(b"\xff\xd8\xff") {
        Some("image/jpeg")
    } else if starts(b"GIF87a") || starts(b"GIF89a") {
        Some("image/gif")
    } else if bytes.len() > 12 && starts(b"RIFF") && &bytes[8..12] == b"WEBP" {
        Some("image/webp")
    } else if starts(b"BM") && bytes.len() > 26 {
        Some("image/bmp")
    } else {
        None
    }
}

impl AnimeService {
    pub fn new(client: reqwest::Client, config: &AnimeConfig, budget: Arc<Budget>) -> Self {
        Self {
            budget,
            client,
            endpoint: format!("{}/search", config.upstream.trim_end_matches('/')),
            key: config.key.clone(),
            timeout: config.timeout,
        }
    }

    pub fn keyed(&self) -> bool {
        self.key.is_some()
    }

    pub async fn search(&self, image: Vec<u8>, mime: &'static str) -> Result<Vec<Scene>, AppError> {
        // The page already says what `anime.quota` means; here it is the site's own count.
        if let Err(spent) = self.budget.spend(1).await {
            return Err(AppError {
                retry_after: Some(spent.retry_after),
                ..AppError::new(StatusCode::SERVICE_UNAVAILABLE, "anime.quota")
            });
        }
        let mut request = self
            .client
            .post(format!("{}?anilistInfo&cutBorders", self.endpoint))
            .timeout(self.timeout)
            .header(header::CONTENT_TYPE, mime)
            .body(image);
        if let Some(key) = &self.key {
            request = request.header("x-trace-key", key);
        }
        let (status, body) = send(request).await.map_err(|err| {
            tracing::warn!(%err, "anime search failed");
            telemetry::upstream_error("anime", &err);
            AppError::from(err)
        })?;
        match status {
            200..=299 => parse(&body).map_err(|err| {
                tracing::warn!(%err, "anime search answer unreadable");
                telemetry::upstream_error("anime", &err);
                AppError::from(err)
            }),
            // 402: the quota or the concurrency limit of this IP (or key) is used up.
            402 | 429 => Err(AppError::new(StatusCode::TOO_MANY_REQUESTS, "anime.quota")),
            // 503: trace.moe's search queue is full.
            503 => Err(AppError::new(StatusCode::SERVICE_UNAVAILABLE, "anime.busy")),
            // 400: trace.moe could not read the image.
            400 | 415 => Err(AppError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "anime.bad_image",
            )),
            413 => Err(AppError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "anime.too_large",
            )),
            other => {
                tracing::warn!(status = other, "anime search refused");
                Err(AppError::new(
                    StatusCode::BAD_GATEWAY,
                    "upstream.bad_status",
                ))
            }
        }
    }
}

/// Sends the search; any status comes back with its body (at most [`MAX_BODY_BYTES`]).
async fn send(request: reqwest::RequestBuilder) -> Result<(u16, Vec<u8>), UpstreamError> {
    let classify = |e: reqwest::Error| {
        if e.is_timeout() {
            UpstreamError::Timeout
        } else if e.is_connect() || e.is_request() {
            UpstreamError::Unreachable
        } else {
            UpstreamError::Malformed(e.to_string())
        }
    };
    let mut response = request
        .header(ACCEPT, "application/json")
        .send()
        .await
        .map_err(classify)?;
    let status = response.status().as_u16();
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(classify)? {
        if body.len() + chunk.len() > MAX_BODY_BYTES {
            return Err(UpstreamError::TooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok((status, body))
}

/// `POST /api/anime` (the image as the body).
pub async fn post(
    State(service): State<Arc<AnimeService>>,
    image: Result<Bytes, BytesRejection>,
) -> Result<impl IntoResponse, AppError> {
    // Over the route's body limit (router.rs), or a body that broke off.
    let image = image.map_err(|e| match e.status() {
        StatusCode::PAYLOAD_TOO_LARGE => {
            AppError::new(StatusCode::PAYLOAD_TOO_LARGE, "anime.too_large")
        }
        _ => AppError::bad_request("anime.empty"),
    })?;
    if image.is_empty() {
        return Err(AppError::bad_request("anime.empty"));
    }
    if image.len() > MAX_IMAGE_BYTES {
        return Err(AppError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "anime.too_large",
        ));
    }
    let mime = sniff(&image).ok_or(AppError::new(
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "anime.not_image",
    ))?;
    let results = service.search(image.to_vec(), mime).await?;
    Ok((
        [(header::CACHE_CONTROL, "no-store")],
        Json(AnimeAnswer {
            results,
            keyed: service.keyed(),
        }),
    ))
}

/// `GET /api/anime`: whether searches use the operator's key (the page says so).
pub async fn info(State(service): State<Arc<AnimeService>>) -> impl IntoResponse {
    Json(serde_json::json!({ "keyed": service.keyed() }))
}

#[cfg(test)]
mod tests;
