//! `/api/anime` against a local fake trace.moe: the image bytes and the operator's key are
//! forwarded, results are read, and every failure has its code: not an image, too large (25 MB),
//! quota (402), queue full (503), 5xx, slow, malformed.

use crate::common;
use crate::common::fake::{Fake, Mode};

use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{DefaultBodyLimit, RawQuery, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Request, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use http_body_util::BodyExt;
use serde_json::Value;
use toolbox_server::api::anime::AnimeConfig;
use toolbox_server::{AppState, UpstreamConfig, app};
use tower::ServiceExt;

/// What trace.moe was sent.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
struct Seen {
    query: String,
    key: Option<String>,
    content_type: Option<String>,
    bytes: usize,
}

/// The last request the fake saw (none: all defaults).
fn seen(fake: &Fake) -> Seen {
    serde_json::from_str(&fake.last()).unwrap_or_default()
}

const ANSWER: &str = r#"{"frameCount":5890247,"error":"","result":[{"anilist":{"id":21034,
"title":{"native":"ご注文はうさぎですか？？","romaji":"Gochuumon wa Usagi desu ka??",
"english":"Is the Order a Rabbit??"},"isAdult":false},"filename":"x.mp4","episode":1,
"from":288.58,"to":289.75,"similarity":0.9757,
"video":"https://media.trace.moe/video/21034/x.mp4?t=289","image":"https://media.trace.moe/image/21034/x.jpg?t=289"}]}"#;

async fn search(
    State(fake): State<Fake>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let header = |name| {
        headers
            .get(name)
            .map(|v: &HeaderValue| v.to_str().unwrap().to_owned())
    };
    let seen = Seen {
        query: query.unwrap_or_default(),
        key: header(HeaderName::from_static("x-trace-key")),
        content_type: header(header::CONTENT_TYPE),
        bytes: body.len(),
    };
    let normal = || ([(header::CONTENT_TYPE, "application/json")], ANSWER).into_response();
    fake.answer(serde_json::to_string(&seen).unwrap(), normal)
        .await
}

const QUOTA_DEPLETED: &str = r#"{"error":"Search quota depleted"}"#;

async fn start_fake(mode: Mode) -> (Fake, String) {
    let fake = Fake::new(mode);
    let router = Router::new()
        .route("/search", post(search))
        .layer(DefaultBodyLimit::max(30 << 20))
        .with_state(fake.clone());
    let url = fake.serve(router).await;
    (fake, url)
}

struct Server {
    router: Router,
    _dist: tempfile::TempDir,
}

fn server(upstream: &str, key: Option<&str>) -> Server {
    let dist = common::minimal_dist();
    let config = UpstreamConfig {
        anime: AnimeConfig {
            upstream: upstream.to_owned(),
            key: key.map(str::to_owned),
            timeout: Duration::from_millis(500),
        },
        ..UpstreamConfig::default()
    };
    let state = AppState::new(dist.path().to_path_buf(), &config).unwrap();
    Server {
        router: app(state),
        _dist: dist,
    }
}

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x02\0\0\0";

async fn send(server: &Server, body: Vec<u8>) -> (StatusCode, Value) {
    let request = Request::post("/api/anime")
        .header(header::CONTENT_TYPE, "image/png")
        .body(Body::from(body))
        .unwrap();
    let response = server.router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

#[tokio::test]
async fn an_image_is_forwarded_with_the_key_and_the_scenes_come_back() {
    let (fake, url) = start_fake(Mode::Normal).await;
    let s = server(&url, Some("secret-key"));
    let (status, body) = send(&s, PNG.to_vec()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["keyed"], true);
    let scene = &body["results"][0];
    assert_eq!(scene["title"]["english"], "Is the Order a Rabbit??");
    assert_eq!(scene["episode"], "1");
    assert_eq!(scene["similarity"], 0.9757);
    assert!(
        scene["image"]
            .as_str()
            .unwrap()
            .starts_with("https://media.trace.moe/")
    );
    let seen = seen(&fake);
    assert_eq!(seen.query, "anilistInfo&cutBorders");
    assert_eq!(seen.key.as_deref(), Some("secret-key"));
    assert_eq!(seen.content_type.as_deref(), Some("image/png"));
    assert_eq!(seen.bytes, PNG.len());
}

#[tokio::test]
async fn without_a_key_none_is_sent_and_the_page_is_told() {
    let (fake, url) = start_fake(Mode::Normal).await;
    let s = server(&url, None);
    let (_, body) = send(&s, PNG.to_vec()).await;
    assert_eq!(body["keyed"], false);
    assert_eq!(seen(&fake).key, None);
    let request = Request::get("/api/anime").body(Body::empty()).unwrap();
    let response = s.router.clone().oneshot(request).await.unwrap();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    assert_eq!(
        serde_json::from_slice::<Value>(&bytes).unwrap()["keyed"],
        false
    );
}

#[tokio::test]
async fn what_is_not_an_image_or_too_large_never_reaches_trace_moe() {
    let (fake, url) = start_fake(Mode::Normal).await;
    let s = server(&url, None);
    let (status, body) = send(&s, b"%PDF-1.7".to_vec()).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::UNSUPPORTED_MEDIA_TYPE, Some("anime.not_image"))
    );
    let (status, body) = send(&s, Vec::new()).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("anime.empty"))
    );
    let mut big = PNG.to_vec();
    big.resize(25 * 1024 * 1024 + 1, 0);
    let (status, _) = send(&s, big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(seen(&fake).bytes, 0);
    // Exactly 25 MB is accepted.
    let mut max = PNG.to_vec();
    max.resize(25 * 1024 * 1024, 0);
    let (status, _) = send(&s, max).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn upstream_failures_have_their_codes() {
    for (mode, status, code) in [
        (
            Mode::Status(402, QUOTA_DEPLETED),
            StatusCode::TOO_MANY_REQUESTS,
            "anime.quota",
        ),
        (
            Mode::Status(429, QUOTA_DEPLETED),
            StatusCode::TOO_MANY_REQUESTS,
            "anime.quota",
        ),
        (
            Mode::Status(503, QUOTA_DEPLETED),
            StatusCode::SERVICE_UNAVAILABLE,
            "anime.busy",
        ),
        (
            Mode::Status(400, QUOTA_DEPLETED),
            StatusCode::UNPROCESSABLE_ENTITY,
            "anime.bad_image",
        ),
        (
            Mode::Status(500, QUOTA_DEPLETED),
            StatusCode::BAD_GATEWAY,
            "upstream.bad_status",
        ),
        (
            Mode::Body(r#"{"result":[{"anilist":"#.into()),
            StatusCode::BAD_GATEWAY,
            "upstream.malformed",
        ),
        (
            Mode::Slow(Duration::from_secs(3)),
            StatusCode::GATEWAY_TIMEOUT,
            "upstream.timeout",
        ),
    ] {
        let (_, url) = start_fake(mode.clone()).await;
        let s = server(&url, None);
        let (got, body) = send(&s, PNG.to_vec()).await;
        assert_eq!(
            (got, body["code"].as_str()),
            (status, Some(code)),
            "{mode:?}"
        );
    }
}
