//! The router against a small fake `dist`: caching rules, precompression, SPA fallback,
//! security headers, health check.
// Helpers of an integration test may unwrap: a failure is a failing test (clippy.toml covers
// test functions only).

use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode, header};
use http_body_util::BodyExt;
use toolbox_server::{AppState, app};
use tower::ServiceExt;

const INDEX: &str = "<!doctype html><title>app</title>";

fn fake_dist() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    std::fs::create_dir_all(d.join("assets")).unwrap();
    std::fs::write(d.join("index.html"), INDEX).unwrap();
    std::fs::write(
        d.join("routes.json"),
        r#"["/", "/CaseConverter", "/404", "/card-id"]"#,
    )
    .unwrap();
    std::fs::write(d.join("sw.js"), "self.x=1").unwrap();
    std::fs::write(d.join("assets/app-1a2b3c.js"), "console.log(1)").unwrap();
    std::fs::write(d.join("assets/app-1a2b3c.js.br"), "BROTLI-BYTES").unwrap();
    std::fs::write(d.join("assets/app-1a2b3c.js.gz"), "GZIP-BYTES").unwrap();
    std::fs::write(d.join("assets/core_bg-99.wasm"), b"\0asm\x01\0\0\0").unwrap();
    dir
}

async fn get(
    dir: &tempfile::TempDir,
    path: &str,
    encoding: Option<&str>,
) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let state = AppState::from_dist(dir.path().to_path_buf()).expect("state");
    let mut request = Request::builder().uri(path);
    if let Some(enc) = encoding {
        request = request.header(header::ACCEPT_ENCODING, enc);
    }
    let response = app(state)
        .oneshot(request.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = response
        .into_body()
        .collect()
        .await
        .unwrap()
        .to_bytes()
        .to_vec();
    (status, headers, body)
}

fn h(headers: &axum::http::HeaderMap, name: header::HeaderName) -> &str {
    headers.get(name).map(|v| v.to_str().unwrap()).unwrap_or("")
}

#[tokio::test]
async fn health_check() {
    let dir = fake_dist();
    let (status, headers, body) = get(&dir, "/healthz", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(h(&headers, header::CONTENT_TYPE).starts_with("application/json"));
    assert_eq!(body, br#"{"status":"ok"}"#);
}

#[tokio::test]
async fn home_and_app_routes_get_index_html_uncached() {
    let dir = fake_dist();
    for path in ["/", "/CaseConverter", "/CaseConverter/", "/card-id", "/404"] {
        let (status, headers, body) = get(&dir, path, None).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert_eq!(body, INDEX.as_bytes(), "{path}");
        assert_eq!(h(&headers, header::CACHE_CONTROL), "no-cache", "{path}");
        assert!(h(&headers, header::CONTENT_TYPE).starts_with("text/html"));
    }
}

#[tokio::test]
async fn a_tool_with_a_build_time_page_gets_it_at_its_exact_path() {
    const PAGE: &str = "<!doctype html><title>Case</title><h1>Case</h1>";
    let dir = fake_dist();
    std::fs::create_dir_all(dir.path().join("pages")).unwrap();
    std::fs::write(dir.path().join("pages/CaseConverter.html"), PAGE).unwrap();
    std::fs::write(
        dir.path().join("pages/CaseConverter.html.br"),
        "PAGE-BROTLI",
    )
    .unwrap();

    let (status, headers, body) = get(&dir, "/CaseConverter", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, PAGE.as_bytes());
    assert_eq!(h(&headers, header::CACHE_CONTROL), "no-cache");
    assert!(h(&headers, header::CONTENT_TYPE).starts_with("text/html"));
    let (_, headers, body) = get(&dir, "/CaseConverter", Some("br")).await;
    assert_eq!(body, b"PAGE-BROTLI");
    assert_eq!(h(&headers, header::CONTENT_ENCODING), "br");

    // Any other spelling of the path, and a tool without a page, get index.html; a path that
    // is not a route never picks a page file.
    for (path, code) in [
        ("/CaseConverter/", StatusCode::OK),
        ("/card-id", StatusCode::OK),
        ("/", StatusCode::OK),
        ("/caseconverter", StatusCode::NOT_FOUND),
        ("/pages/CaseConverter", StatusCode::NOT_FOUND),
    ] {
        let (status, _, body) = get(&dir, path, None).await;
        assert_eq!(status, code, "{path}");
        assert_eq!(body, INDEX.as_bytes(), "{path}");
    }
}

#[tokio::test]
async fn unknown_pages_get_the_app_with_404() {
    let dir = fake_dist();
    for path in ["/nope", "/caseconverter", "/CaseConverter/extra"] {
        let (status, _, body) = get(&dir, path, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(
            body,
            INDEX.as_bytes(),
            "the app renders its own 404 page for {path}"
        );
    }
}

#[tokio::test]
async fn hashed_assets_are_immutable_and_precompressed() {
    let dir = fake_dist();
    let (status, headers, body) =
        get(&dir, "/assets/app-1a2b3c.js", Some("gzip, deflate, br")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, b"BROTLI-BYTES");
    assert_eq!(h(&headers, header::CONTENT_ENCODING), "br");
    assert_eq!(
        h(&headers, header::CACHE_CONTROL),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(h(&headers, header::VARY), "Accept-Encoding");
    assert!(h(&headers, header::CONTENT_TYPE).contains("javascript"));

    let (_, headers, body) = get(&dir, "/assets/app-1a2b3c.js", Some("gzip")).await;
    assert_eq!(body, b"GZIP-BYTES");
    assert_eq!(h(&headers, header::CONTENT_ENCODING), "gzip");

    let (_, headers, body) = get(&dir, "/assets/app-1a2b3c.js", None).await;
    assert_eq!(body, b"console.log(1)");
    assert_eq!(h(&headers, header::CONTENT_ENCODING), "");
}

#[tokio::test]
async fn wasm_has_its_mime_type() {
    let dir = fake_dist();
    let (status, headers, _) = get(&dir, "/assets/core_bg-99.wasm", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(h(&headers, header::CONTENT_TYPE), "application/wasm");
}

#[tokio::test]
async fn missing_files_are_plain_404_never_html() {
    let dir = fake_dist();
    for path in [
        "/assets/gone-123.js",
        "/favicon.ico",
        "/../Cargo.toml",
        "/assets/../../etc/passwd",
    ] {
        let (status, headers, body) = get(&dir, path, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert!(
            h(&headers, header::CONTENT_TYPE).starts_with("text/plain"),
            "{path}"
        );
        assert_ne!(body, INDEX.as_bytes());
        assert_eq!(
            h(&headers, header::CACHE_CONTROL),
            "no-cache",
            "a 404 must not be cached for a year"
        );
    }
}

#[tokio::test]
async fn service_worker_is_revalidated() {
    let dir = fake_dist();
    let (status, headers, _) = get(&dir, "/sw.js", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(h(&headers, header::CACHE_CONTROL), "no-cache");
}

#[tokio::test]
async fn security_headers_everywhere() {
    let dir = fake_dist();
    for path in ["/", "/assets/app-1a2b3c.js", "/healthz", "/nope"] {
        let (_, headers, _) = get(&dir, path, None).await;
        let csp = h(&headers, header::CONTENT_SECURITY_POLICY);
        assert!(
            csp.contains("script-src 'self' 'wasm-unsafe-eval'"),
            "{path}: {csp}"
        );
        assert!(csp.contains("object-src 'none'"));
        assert!(csp.contains("worker-src 'self';"), "{path}: {csp}");
        assert!(csp.contains("frame-ancestors 'none'"));
        assert!(!csp.contains("unsafe-eval'") || csp.contains("wasm-unsafe-eval"));
        assert_eq!(h(&headers, header::X_CONTENT_TYPE_OPTIONS), "nosniff");
        assert_eq!(h(&headers, header::X_FRAME_OPTIONS), "DENY");
    }
}

#[tokio::test]
async fn only_get_and_head() {
    let dir = fake_dist();
    let state = AppState::from_dist(dir.path().to_path_buf()).unwrap();
    let request = Request::builder()
        .method(Method::POST)
        .uri("/")
        .body(Body::empty())
        .unwrap();
    let response = app(state).oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
}

#[test]
fn a_missing_build_is_a_clear_startup_error() {
    let empty = tempfile::tempdir().unwrap();
    let err = AppState::from_dist(empty.path().to_path_buf()).unwrap_err();
    assert!(err.contains("index.html not found"), "{err}");
    std::fs::write(empty.path().join("index.html"), INDEX).unwrap();
    std::fs::write(empty.path().join("routes.json"), "{oops").unwrap();
    let err = AppState::from_dist(empty.path().to_path_buf()).unwrap_err();
    assert!(err.contains("routes.json"), "{err}");
}

/// A request with extra headers, through the whole app.
async fn send(dir: &tempfile::TempDir, request: Request<Body>) -> (StatusCode, HeaderMap, Vec<u8>) {
    let state = AppState::from_dist(dir.path().to_path_buf()).unwrap();
    let response = app(state).oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = response.into_body().collect().await.unwrap().to_bytes();
    (status, headers, body.to_vec())
}

#[tokio::test]
async fn revalidation_by_etag_and_date_answers_304_per_encoding() {
    let dir = fake_dist();
    let (_, br, _) = get(&dir, "/assets/app-1a2b3c.js", Some("br")).await;
    let (_, plain, _) = get(&dir, "/assets/app-1a2b3c.js", None).await;
    let br_tag = h(&br, header::ETAG).to_owned();
    let plain_tag = h(&plain, header::ETAG).to_owned();
    assert!(
        br_tag.starts_with('"') && br_tag != plain_tag,
        "{br_tag} {plain_tag}"
    );

    let with = |name: header::HeaderName, value: &str, encoding: &str| {
        Request::get("/assets/app-1a2b3c.js")
            .header(name, value)
            .header(header::ACCEPT_ENCODING, encoding)
            .body(Body::empty())
            .unwrap()
    };
    let (status, headers, body) = send(
        &dir,
        with(header::IF_NONE_MATCH, &format!("\"x\", W/{br_tag}"), "br"),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    assert!(body.is_empty());
    assert_eq!(h(&headers, header::ETAG), br_tag);
    assert_eq!(h(&headers, header::VARY), "Accept-Encoding");
    // The brotli tag does not validate the uncompressed representation.
    let (status, _, body) = send(&dir, with(header::IF_NONE_MATCH, &br_tag, "identity")).await;
    assert_eq!(
        (status, body.as_slice()),
        (StatusCode::OK, &b"console.log(1)"[..])
    );

    let modified = h(&plain, header::LAST_MODIFIED).to_owned();
    let (status, _, _) = send(&dir, with(header::IF_MODIFIED_SINCE, &modified, "")).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    let (status, _, _) = send(
        &dir,
        with(
            header::IF_MODIFIED_SINCE,
            "Sat, 01 Jan 2000 00:00:00 GMT",
            "",
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn refused_encodings_head_ranges_and_large_files() {
    let dir = fake_dist();
    // br;q=0 refuses brotli: gzip it is.
    let (_, headers, body) = get(&dir, "/assets/app-1a2b3c.js", Some("br;q=0, gzip")).await;
    assert_eq!(
        (h(&headers, header::CONTENT_ENCODING), body.as_slice()),
        ("gzip", &b"GZIP-BYTES"[..])
    );

    let head = Request::head("/sw.js").body(Body::empty()).unwrap();
    let (status, headers, body) = send(&dir, head).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(h(&headers, header::CONTENT_LENGTH), "8");
    assert!(body.is_empty());

    // A range is answered from the disk, as a range.
    let range = Request::get("/sw.js")
        .header(header::RANGE, "bytes=0-3")
        .body(Body::empty())
        .unwrap();
    let (status, _, body) = send(&dir, range).await;
    assert_eq!(
        (status, body.as_slice()),
        (StatusCode::PARTIAL_CONTENT, &b"self"[..])
    );

    // Over the in-memory size limit: still served (from the disk), with the same rules.
    let big = vec![b'x'; 600 * 1024];
    std::fs::write(dir.path().join("assets/big-77.js"), &big).unwrap();
    let (status, headers, body) = get(&dir, "/assets/big-77.js", None).await;
    assert_eq!((status, body.len()), (StatusCode::OK, big.len()));
    assert_eq!(
        h(&headers, header::CACHE_CONTROL),
        "public, max-age=31536000, immutable"
    );
}

#[tokio::test]
async fn a_file_replaced_in_place_is_served_new_at_once() {
    // A deploy that copies a new build over the old one without a restart: the service
    // worker and index.html must not be answered from the copy read at startup.
    let dir = fake_dist();
    let state = AppState::from_dist(dir.path().to_path_buf()).expect("state");
    let fetch = |state: AppState| async move {
        let response = app(state)
            .oneshot(Request::get("/sw.js").body(Body::empty()).unwrap())
            .await
            .unwrap();
        let body = response.into_body().collect().await.unwrap().to_bytes();
        String::from_utf8(body.to_vec()).unwrap()
    };
    assert_eq!(fetch(state.clone()).await, "self.x=1");
    std::fs::write(dir.path().join("sw.js"), "self.x=2 // next deploy").unwrap();
    assert_eq!(fetch(state).await, "self.x=2 // next deploy");
}
