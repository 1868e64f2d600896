//! Property tests of every `/api` route through `app(state)`: random methods, query strings,
//! header sizes, content types and bodies. Whatever arrives, the answer is never a 500 from our
//! code and never a panic, and every error is the JSON `{ "code": ... }` the page translates.
//! Upstreams are closed local ports (nothing leaves the machine), so the proxied routes answer
//! from their snapshot or with an upstream error; the case count stays small to keep the suite
//! quick (PROPTEST_CASES raises it).

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderValue, Method, Request, StatusCode, header};
use http_body_util::BodyExt;
use proptest::prelude::*;
use serde_json::Value;
use std::time::Duration;
use toolbox_server::{AppState, UpstreamConfig, app};
use tower::ServiceExt;

use crate::common;

const PATHS: &[&str] = &[
    "/api/rates",
    "/api/translate",
    "/api/time",
    "/api/phone",
    "/api/weather",
    "/api/anime",
    "/api/unknown",
    "/api/",
];

fn method() -> impl Strategy<Value = Method> {
    prop_oneof![
        Just(Method::GET),
        Just(Method::POST),
        Just(Method::HEAD),
        Just(Method::PUT),
        Just(Method::DELETE),
        Just(Method::OPTIONS),
        Just(Method::PATCH),
        "[A-Z]{1,12}".prop_map(|m| Method::from_bytes(m.as_bytes()).unwrap()),
    ]
}

/// Query strings: the routes' own parameter names with odd values, repeats, stray `%` and `&`,
/// and arbitrary text percent-encoded.
fn query() -> impl Strategy<Value = String> {
    let name = prop_oneof![
        Just("city".to_owned()),
        Just("number".to_owned()),
        Just("text".to_owned()),
        "[a-z%=&+]{0,8}",
    ];
    let value = prop_oneof![
        "[0-9+ -]{0,24}",
        "\\PC{0,40}",
        "[%0-9A-Fa-f=&;+]{0,20}",
        Just("x".repeat(300)),
    ];
    prop::collection::vec((name, value), 0..4).prop_map(|pairs| {
        pairs
            .iter()
            .map(|(k, v)| {
                let v: String = v
                    .bytes()
                    .map(|b| match b {
                        b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'%' | b'=' | b'&' | b'+' => {
                            (b as char).to_string()
                        }
                        _ => format!("%{b:02X}"),
                    })
                    .collect();
                format!("{k}={v}")
            })
            .collect::<Vec<_>>()
            .join("&")
    })
}

fn content_type() -> impl Strategy<Value = Option<&'static str>> {
    prop_oneof![
        Just(None),
        Just(Some("application/json")),
        Just(Some("image/png")),
        Just(Some("text/plain")),
        Just(Some("multipart/form-data; boundary=x")),
    ]
}

/// Bodies: nothing, random bytes, JSON-looking text, a translate request with odd fields, an
/// image header followed by noise.
fn body() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        Just(Vec::new()),
        prop::collection::vec(any::<u8>(), 0..2048),
        "\\PC{0,200}".prop_map(String::into_bytes),
        ("\\PC{0,60}", "[a-z]{0,5}", "[a-z]{0,5}").prop_map(|(text, source, target)| {
            serde_json::json!({"text": text, "source": source, "target": target})
                .to_string()
                .into_bytes()
        }),
        prop::collection::vec(any::<u8>(), 0..512).prop_map(|noise| {
            let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
            png.extend(noise);
            png
        }),
    ]
}

fn server() -> (Router, tempfile::TempDir) {
    let dist = common::minimal_dist();
    let config = UpstreamConfig {
        timeout: Duration::from_millis(200),
        ..common::offline_config()
    };
    let state = AppState::new(dist.path().to_path_buf(), &config).unwrap();
    (app(state), dist)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn any_request_gets_an_answer_and_errors_are_json_codes(
        path in prop::sample::select(PATHS),
        method in method(),
        query in query(),
        pad in 0usize..16_384,
        kind in content_type(),
        body in body(),
    ) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let (router, _dist) = server();
        let uri = if query.is_empty() { path.to_owned() } else { format!("{path}?{query}") };
        let mut request = Request::builder().method(method.clone()).uri(&uri);
        if let Some(kind) = kind {
            request = request.header(header::CONTENT_TYPE, kind);
        }
        let request = request
            .header("x-padding", HeaderValue::from_str(&"p".repeat(pad)).unwrap())
            .body(Body::from(body))
            .unwrap();
        let (status, content_type, bytes) = runtime.block_on(async {
            let response = router.oneshot(request).await.unwrap();
            let status = response.status();
            let content_type = response
                .headers()
                .get(header::CONTENT_TYPE)
                .map(|v| v.to_str().unwrap().to_owned());
            (status, content_type, response.into_body().collect().await.unwrap().to_bytes())
        });
        prop_assert_ne!(status, StatusCode::INTERNAL_SERVER_ERROR, "{} {}", method, uri);
        if (status.is_client_error() || status.is_server_error()) && method != Method::HEAD {
            prop_assert_eq!(content_type.as_deref(), Some("application/json"), "{} {} {}", method, uri, status);
            let json: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
            let code = json["code"].as_str().unwrap_or_default();
            prop_assert!(code.contains('.'), "{} {} {}: {:?}", method, uri, status, bytes);
        }
    }
}
