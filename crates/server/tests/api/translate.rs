//! `POST /api/translate` against local fakes of MyMemory (`GET /get`) and LibreTranslate
//! (`POST /translate`): success, auto-detection, slow (timeout → 504), 4xx/5xx, malformed
//! bodies, quota exhausted (MyMemory's HTTP 200 with `responseStatus` 429), validation, the
//! cache, and long text cut into MyMemory's 500-byte pieces.

use crate::common;
use crate::common::fake::{Fake, Mode};

use std::time::Duration;

use axum::body::Body;
use axum::extract::{Query, State};
use axum::http::{Request, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use toolbox_server::api::translate::TranslateConfig;
use toolbox_server::config::TranslateProviderKind;
use toolbox_server::{AppState, UpstreamConfig, app};
use tower::ServiceExt;

/// MyMemory: `[[q]]` in upper case as the "translation".
async fn mymemory(State(fake): State<Fake>, Query(q): Query<Value>) -> Response {
    let text = q["q"].as_str().unwrap_or_default().to_uppercase();
    let normal = || {
        Json(
            json!({"responseData":{"translatedText":format!("[{text}]"),"match":0.9},
            "quotaFinished":false,"responseDetails":"","responseStatus":200}),
        )
        .into_response()
    };
    fake.answer(q.to_string(), normal).await
}

async fn libre(State(fake): State<Fake>, Json(body): Json<Value>) -> Response {
    let text = body["q"].as_str().unwrap_or_default().to_uppercase();
    let normal = || {
        if body["source"] == "auto" {
            Json(json!({"translatedText":format!("[{text}]"),
                "detectedLanguage":{"confidence":92,"language":"fr"}}))
            .into_response()
        } else {
            Json(json!({"translatedText":format!("[{text}]")})).into_response()
        }
    };
    fake.answer(body.to_string(), normal).await
}

/// What the fake was sent, as JSON (MyMemory's query, LibreTranslate's body).
fn queries(fake: &Fake) -> Vec<Value> {
    fake.seen()
        .iter()
        .map(|q| serde_json::from_str(q).unwrap())
        .collect()
}

const SLOW: Mode = Mode::Slow(Duration::from_secs(3));
/// MyMemory's quota answer: HTTP 200 with `responseStatus` 429.
const MYMEMORY_QUOTA: &str = r#"{"responseData":{"translatedText":"MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS FOR TODAY."},
"quotaFinished":true,"responseDetails":"MYMEMORY WARNING","responseStatus":429}"#;
const LIBRE_ERROR: &str = r#"{"error":"Invalid request"}"#;

async fn start(provider: TranslateProviderKind, mode: Mode) -> (Fake, Router, tempfile::TempDir) {
    let fake = Fake::new(mode);
    let router = Router::new()
        .route("/get", get(mymemory))
        .route("/translate", post(libre))
        .with_state(fake.clone());
    let url = fake.serve(router).await;
    let dist = common::minimal_dist();
    let config = UpstreamConfig {
        timeout: Duration::from_millis(500),
        translate: TranslateConfig {
            provider,
            mymemory_upstream: url.clone(),
            libretranslate_upstream: Some(url),
            libretranslate_key: Some("k3y".into()),
            ..TranslateConfig::default()
        },
        ..UpstreamConfig::default()
    };
    let state = AppState::new(dist.path().to_path_buf(), &config).unwrap();
    (fake, app(state), dist)
}

async fn translate(router: &Router, body: Value) -> (StatusCode, Value) {
    let request = Request::post("/api/translate")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

fn ask(text: &str, source: &str, target: &str) -> Value {
    json!({ "text": text, "source": source, "target": target })
}

use TranslateProviderKind::{Libretranslate, Mymemory};

#[tokio::test]
async fn mymemory_translates_guesses_auto_and_caches() {
    let (fake, router, _d) = start(Mymemory, Mode::Normal).await;
    let (status, body) = translate(&router, ask("hello world", "en", "zh")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({"text":"[HELLO WORLD]","detected":null,"provider":"MyMemory"})
    );
    assert_eq!(queries(&fake)[0]["langpair"], "en|zh-CN");
    // Same request again: from the cache.
    translate(&router, ask("hello world", "en", "zh")).await;
    assert_eq!(fake.hits(), 1);
    let (_, body) = translate(
        &router,
        ask("Bonjour, je voudrais un café s'il vous plaît", "auto", "en"),
    )
    .await;
    assert_eq!(body["detected"], "fr");
    assert_eq!(queries(&fake)[1]["langpair"], "fr|en");
    // Auto that finds the target language: nothing to translate, no upstream call.
    let (_, body) = translate(&router, ask("今天天气很好，我们去散步吧", "auto", "zh")).await;
    assert_eq!(
        body,
        json!({"text":"今天天气很好，我们去散步吧","detected":"zh","provider":"MyMemory"})
    );
    assert_eq!(fake.hits(), 2);
    let (status, body) = translate(&router, ask("12345", "auto", "en")).await;
    assert_eq!(
        (status, body),
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            json!({"code":"translate.undetected"})
        )
    );
}

#[tokio::test]
async fn mymemory_gets_long_text_in_pieces_of_at_most_500_bytes_line_by_line() {
    let (fake, router, _d) = start(Mymemory, Mode::Normal).await;
    let sentence = "这是一个很长的句子。".repeat(30); // 900 bytes
    let text = format!("{sentence}\nsecond line");
    let (status, body) = translate(&router, ask(&text, "zh", "en")).await;
    assert_eq!(status, StatusCode::OK);
    let queries = queries(&fake);
    assert_eq!(queries.len(), 3);
    assert!(
        queries
            .iter()
            .all(|q| q["q"].as_str().unwrap().len() <= 500)
    );
    assert!(body["text"].as_str().unwrap().ends_with("\n[SECOND LINE]"));
}

#[tokio::test]
async fn mymemory_failures_are_stable_codes() {
    for (mode, status, code) in [
        (SLOW, StatusCode::GATEWAY_TIMEOUT, "upstream.timeout"),
        (
            Mode::Status(503, "busy"),
            StatusCode::BAD_GATEWAY,
            "upstream.bad_status",
        ),
        (
            Mode::Status(403, "busy"),
            StatusCode::BAD_GATEWAY,
            "upstream.bad_status",
        ),
        (
            Mode::Body("{\"responseData\":".into()),
            StatusCode::BAD_GATEWAY,
            "upstream.malformed",
        ),
        (
            Mode::Body(MYMEMORY_QUOTA.into()),
            StatusCode::BAD_GATEWAY,
            "upstream.quota",
        ),
    ] {
        let (_, router, _d) = start(Mymemory, mode.clone()).await;
        let (got, body) = translate(&router, ask("hello", "en", "de")).await;
        assert_eq!((got, body), (status, json!({ "code": code })), "{mode:?}");
    }
}

#[tokio::test]
async fn libretranslate_translates_detects_and_sends_the_key() {
    let (fake, router, _d) = start(Libretranslate, Mode::Normal).await;
    let (status, body) = translate(&router, ask("bonjour", "auto", "zh")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        json!({"text":"[BONJOUR]","detected":"fr","provider":"LibreTranslate"})
    );
    let sent = queries(&fake)[0].clone();
    assert_eq!(
        sent,
        json!({"q":"bonjour","source":"auto","target":"zh","format":"text","api_key":"k3y"})
    );
}

#[tokio::test]
async fn libretranslate_failures_are_stable_codes() {
    for (mode, status, code) in [
        (SLOW, StatusCode::GATEWAY_TIMEOUT, "upstream.timeout"),
        (
            Mode::Status(500, LIBRE_ERROR),
            StatusCode::BAD_GATEWAY,
            "upstream.bad_status",
        ),
        (
            Mode::Status(400, LIBRE_ERROR),
            StatusCode::BAD_GATEWAY,
            "upstream.bad_status",
        ),
        (
            Mode::Body(r#"{"translated":"x"}"#.into()),
            StatusCode::BAD_GATEWAY,
            "upstream.malformed",
        ),
        (Mode::TooMany(60), StatusCode::BAD_GATEWAY, "upstream.quota"),
    ] {
        let (_, router, _d) = start(Libretranslate, mode.clone()).await;
        let (got, body) = translate(&router, ask("hello", "en", "de")).await;
        assert_eq!((got, body), (status, json!({ "code": code })), "{mode:?}");
    }
}

#[tokio::test]
async fn requests_are_validated_before_any_upstream_call() {
    let (fake, router, _d) = start(Mymemory, Mode::Normal).await;
    for (body, code) in [
        (ask("  ", "en", "zh"), "translate.empty"),
        (ask(&"字".repeat(1001), "zh", "en"), "translate.too_long"),
        (ask("hi", "pt", "zh"), "translate.unsupported_language"),
        (ask("hi", "en", "auto"), "translate.unsupported_language"),
        (ask("hi", "en", "zh-CN"), "translate.unsupported_language"),
        (json!({"text":"hi"}), "request.malformed"),
    ] {
        let (status, got) = translate(&router, body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(got, json!({ "code": code }));
    }
    let (status, _) = translate(&router, ask(&"字".repeat(1000), "zh", "en")).await;
    assert_eq!(status, StatusCode::OK, "exactly the limit is fine");
    assert_eq!(
        fake.hits(),
        7,
        "1000 CJK characters are 3000 bytes: 7 pieces"
    );
}
