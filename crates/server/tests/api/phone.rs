//! `/api/phone`: the server answers from the same embedded table as the browser's wasm module.

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::Value;
use toolbox_server::{AppState, app};
use tower::ServiceExt;

async fn get(path: &str) -> (StatusCode, Option<String>, Value) {
    let dist = common::minimal_dist();
    let router = app(AppState::from_dist(dist.path().to_path_buf()).unwrap());
    let response = router
        .oneshot(Request::get(path).body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = response.status();
    let cache = response
        .headers()
        .get(header::CACHE_CONTROL)
        .map(|v| v.to_str().unwrap().to_owned());
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        cache,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

#[tokio::test]
async fn a_number_with_country_code_and_spaces_is_located() {
    let (status, cache, body) = get("/api/phone?number=%2B86%20139%200047%200000").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["kind"], "mobile");
    assert_eq!(body["number"], "13900470000");
    assert_eq!(body["place"]["province"], "内蒙古");
    assert_eq!(body["place"]["cityEn"], "Baotou");
    assert_eq!(body["place"]["postcode"], "014000");
    assert_eq!(body["place"]["areaCode"], "0472");
    assert_eq!(body["carrier"], "chinaMobile");
    assert_eq!(body["dataDate"], "2026-11");
    assert_eq!(cache.as_deref(), Some("public, max-age=86400"));
}

#[tokio::test]
async fn virtual_operators_and_broadnet_are_named() {
    let (_, _, body) = get("/api/phone?number=17001230000").await;
    assert_eq!(body["carrier"], "chinaTelecomVirtual");
    let (_, _, body) = get("/api/phone?number=19212345678").await;
    assert_eq!(body["carrier"], "chinaBroadnet");
}

#[tokio::test]
async fn a_landline_is_located_by_its_area_code() {
    let (status, _, body) = get("/api/phone?number=0755-86013388").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["kind"], "landline");
    assert_eq!(body["place"]["city"], "深圳");
    assert_eq!(body["carrier"], Value::Null);
}

#[tokio::test]
async fn bad_numbers_are_coded_errors() {
    for (path, status, code) in [
        ("/api/phone", StatusCode::BAD_REQUEST, "phone.empty"),
        ("/api/phone?number=", StatusCode::BAD_REQUEST, "phone.empty"),
        (
            "/api/phone?number=1380013800",
            StatusCode::BAD_REQUEST,
            "phone.wrong_length",
        ),
        (
            "/api/phone?number=138abc",
            StatusCode::BAD_REQUEST,
            "phone.invalid_character",
        ),
        (
            "/api/phone?number=%2B1415555267",
            StatusCode::BAD_REQUEST,
            "phone.not_chinese",
        ),
        (
            "/api/phone?number=15411830000",
            StatusCode::NOT_FOUND,
            "phone.unallocated",
        ),
        (
            "/api/phone?number=0123-1234567",
            StatusCode::NOT_FOUND,
            "phone.unknown_area_code",
        ),
    ] {
        let (got, _, body) = get(path).await;
        assert_eq!((got, body["code"].as_str()), (status, Some(code)), "{path}");
    }
    let long = format!("/api/phone?number={}", "1".repeat(200));
    let (got, _, body) = get(&long).await;
    assert_eq!(
        (got, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("phone.wrong_length"))
    );
}
