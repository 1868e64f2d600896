//! Files of the built app and the single-page-app fallback.
//!
//! - Small files are answered from memory (memory_files.rs); the rest, and `Range` requests,
//!   through tower-http's `ServeDir` from the disk, with the same headers.
//! - Brotli or gzip twins made at build time (`x.js.br`, `x.js.gz`) are sent when the browser
//!   accepts them.
//! - `/assets/*` carry a content hash in their names: cached for a year, immutable. Everything
//!   else (`index.html`, the service worker, the manifest, icons) is `no-cache`, i.e. always
//!   revalidated, so a deploy is picked up at once.
//! - A page path (no file extension) gets `index.html`, or for a tool's exact path its page
//!   rendered at build time (`pages/<Tool>.html`): status 200 for an app route, 404 for
//!   anything else (the app then shows its own not-found page). A missing file is a plain 404,
//!   never HTML, so a stale chunk fails loudly instead of being parsed as JavaScript.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::{ServeDir, ServeFile};

use crate::state::AppState;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

pub async fn serve(State(state): State<AppState>, request: Request) -> Response {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "GET, HEAD")],
        )
            .into_response();
    }
    let path = request.uri().path().to_owned();
    let hashed = path.starts_with("/assets/");
    let last_segment = path.rsplit('/').next().unwrap_or_default();
    let is_file = hashed || last_segment.contains('.');
    // A tool's page rendered at build time (web/plugins/prerender.ts), when there is one: the
    // same app as index.html, with the tool's frame already drawn. Only for an exact route, so
    // the request path never picks another file.
    let page = (!is_file && path != "/" && state.spa_routes.contains(path.as_str()))
        .then(|| format!("/pages{path}.html"));

    let from_memory = if request.headers().contains_key(header::RANGE) {
        None
    } else {
        let head = request.method() == Method::HEAD;
        if is_file {
            state.files.respond(&path, request.headers(), head)
        } else if path == "/" {
            state.files.respond("/index.html", request.headers(), head)
        } else {
            page.as_deref()
                .and_then(|page| state.files.respond(page, request.headers(), head))
                .or_else(|| state.files.respond("/index.html", request.headers(), head))
                .map(|mut response| {
                    if response.status() == StatusCode::OK && !is_app_route(&state, &path) {
                        *response.status_mut() = StatusCode::NOT_FOUND;
                    }
                    response
                })
        }
    };

    let mut response = if let Some(response) = from_memory {
        response
    } else if is_file || path == "/" {
        let dir = ServeDir::new(&state.dist)
            .precompressed_br()
            .precompressed_gzip()
            .append_index_html_on_directories(true);
        match dir.oneshot(request).await {
            Ok(response) if response.status() == StatusCode::NOT_FOUND => not_found(),
            Ok(response) => response.map(Body::new),
            Err(never) => match never {},
        }
    } else {
        let status = if is_app_route(&state, &path) {
            StatusCode::OK
        } else {
            StatusCode::NOT_FOUND
        };
        let file = page
            .map(|page| state.dist.join(&page[1..]))
            .filter(|file| file.is_file())
            .unwrap_or_else(|| state.dist.join("index.html"));
        let index = ServeFile::new(file).precompressed_br().precompressed_gzip();
        match index.oneshot(request).await {
            Ok(mut response) => {
                if response.status() == StatusCode::OK {
                    *response.status_mut() = status;
                }
                response.map(Body::new)
            }
            Err(never) => match never {},
        }
    };

    let status = response.status();
    let found = status.is_success() || status == StatusCode::NOT_MODIFIED;
    let cache = if hashed && found {
        IMMUTABLE
    } else {
        REVALIDATE
    };
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    response
}

/// `/Calculator` and `/Calculator/` are app routes; `/calculator` is not (routes are exact).
fn is_app_route(state: &AppState, path: &str) -> bool {
    let trimmed = if path.len() > 1 {
        path.trim_end_matches('/')
    } else {
        path
    };
    state.spa_routes.contains(trimmed)
}

fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        "Not found",
    )
        .into_response()
}
