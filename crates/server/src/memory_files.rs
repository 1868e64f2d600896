//! The built app's small files, read once at startup and answered from memory: the load test
//! showed `ServeDir` answering a small file at about a quarter of `/healthz`'s rate, because it
//! opens, stats and reads the file (and its `.br`/`.gz` twins) on every request.
//!
//! A file is kept when it is at most [`MAX_FILE`] bytes, until [`BUDGET`] bytes are kept in all;
//! anything else (large OCR data, a `Range` request, a path not in the table) still goes to
//! `ServeDir`, which reads the disk. Each file keeps its build-time brotli and gzip twins; the
//! encoding follows the client's `Accept-Encoding` (q-values honoured, brotli first), and each
//! encoding is a representation with its own strong `ETag`. `If-None-Match` (which wins) and
//! `If-Modified-Since` answer 304. The files of a build do not change while it is served: a
//! deploy restarts the server.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::path::Path;
use std::time::UNIX_EPOCH;

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;

/// Larger files are read from disk per request (they are rare and large anyway).
pub const MAX_FILE: u64 = 512 * 1024;
/// At most this much is kept in memory (identity and compressed twins together).
pub const BUDGET: u64 = 48 * 1024 * 1024;

#[derive(Debug)]
struct Variant {
    bytes: Bytes,
    etag: HeaderValue,
}

#[derive(Debug)]
struct File {
    content_type: HeaderValue,
    /// Whole seconds since the epoch (HTTP dates have no finer resolution).
    modified: u64,
    last_modified: HeaderValue,
    identity: Variant,
    br: Option<Variant>,
    gzip: Option<Variant>,
    /// For files without a content hash in their name (`index.html`, `sw.js`, icons): where
    /// the file is and what it looked like when read. A deploy that replaces it in place must
    /// be served at once, so each request compares one `stat` with this and leaves a changed
    /// file to the disk path (`None` for `/assets/*`, which never change under their name).
    disk: Option<(std::path::PathBuf, std::time::SystemTime, u64)>,
}

/// URL path (`/robots.txt`, `/index.html`) → file.
#[derive(Debug, Default)]
pub struct MemoryFiles {
    files: HashMap<String, File>,
}

fn variant(bytes: Vec<u8>, tag: &str, suffix: &str) -> Option<Variant> {
    let etag = HeaderValue::from_str(&format!("\"{tag}{suffix}\"")).ok()?;
    Some(Variant {
        bytes: Bytes::from(bytes),
        etag,
    })
}

fn read_twin(path: &Path, extension: &str, used: &mut u64) -> Option<Vec<u8>> {
    let mut twin = path.as_os_str().to_owned();
    twin.push(extension);
    let bytes = std::fs::read(twin).ok()?;
    *used += bytes.len() as u64;
    Some(bytes)
}

impl MemoryFiles {
    /// Reads the small files of `dist`. Unreadable entries are left to `ServeDir`.
    pub fn load(dist: &Path) -> Self {
        let mut files = HashMap::new();
        let mut used = 0u64;
        let mut dirs = vec![dist.to_path_buf()];
        while let Some(dir) = dirs.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            let mut entries: Vec<_> = entries.filter_map(Result::ok).collect();
            entries.sort_by_key(std::fs::DirEntry::file_name);
            for entry in entries {
                let path = entry.path();
                let Ok(meta) = entry.metadata() else { continue };
                if meta.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let Ok(relative) = path.strip_prefix(dist) else {
                    continue;
                };
                let Some(url) = relative.to_str().map(|r| format!("/{r}")) else {
                    continue;
                };
                // Twins are read with their file; a `.gz` without its file is a file itself.
                let twin_of = url.strip_suffix(".br").or_else(|| url.strip_suffix(".gz"));
                if twin_of.is_some_and(|base| path.with_file_name(base_name(base)).is_file()) {
                    continue;
                }
                if meta.len() > MAX_FILE || used + meta.len() > BUDGET {
                    continue;
                }
                let Ok(bytes) = std::fs::read(&path) else {
                    continue;
                };
                used += bytes.len() as u64;
                let modified = meta
                    .modified()
                    .ok()
                    .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                    .map_or(0, |d| d.as_secs());
                let mut hasher = std::collections::hash_map::DefaultHasher::new();
                bytes.hash(&mut hasher);
                let tag = format!("{:016x}", hasher.finish());
                let content_type = mime_guess::from_path(&path)
                    .first_raw()
                    .unwrap_or("application/octet-stream");
                let last_modified =
                    httpdate::fmt_http_date(UNIX_EPOCH + std::time::Duration::from_secs(modified));
                let (Some(identity), Ok(last_modified)) = (
                    variant(bytes, &tag, ""),
                    HeaderValue::from_str(&last_modified),
                ) else {
                    continue;
                };
                let disk = if url.starts_with("/assets/") {
                    None
                } else {
                    meta.modified().ok().map(|t| (path.clone(), t, meta.len()))
                };
                let br = read_twin(&path, ".br", &mut used).and_then(|b| variant(b, &tag, "-br"));
                let gzip = read_twin(&path, ".gz", &mut used).and_then(|b| variant(b, &tag, "-gz"));
                files.insert(
                    url,
                    File {
                        content_type: HeaderValue::from_static(content_type),
                        modified,
                        last_modified,
                        identity,
                        br,
                        gzip,
                        disk,
                    },
                );
            }
        }
        Self { files }
    }

    /// The answer to a GET (`head`: HEAD) of `path`, or `None` when the file is not held.
    pub fn respond(&self, path: &str, request: &HeaderMap, head: bool) -> Option<Response> {
        let file = self.files.get(path)?;
        if let Some((on_disk, modified, len)) = &file.disk {
            // A blocking stat, but of a local file: microseconds, cheaper than a hop to the
            // blocking pool.
            let meta = std::fs::metadata(on_disk).ok()?;
            if meta.len() != *len || meta.modified().ok()? != *modified {
                return None;
            }
        }
        let accepted = request
            .get(header::ACCEPT_ENCODING)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        let (variant, encoding) = match (&file.br, &file.gzip) {
            (Some(br), _) if accepts(accepted, "br") => (br, Some("br")),
            (_, Some(gzip)) if accepts(accepted, "gzip") => (gzip, Some("gzip")),
            _ => (&file.identity, None),
        };
        let not_modified = match request.get(header::IF_NONE_MATCH) {
            Some(tags) => matches_etag(tags, &variant.etag),
            None => request
                .get(header::IF_MODIFIED_SINCE)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| httpdate::parse_http_date(v).ok())
                .and_then(|since| since.duration_since(UNIX_EPOCH).ok())
                .is_some_and(|since| file.modified <= since.as_secs()),
        };
        let (status, body) = if not_modified {
            (StatusCode::NOT_MODIFIED, Body::empty())
        } else if head {
            (StatusCode::OK, Body::empty())
        } else {
            (StatusCode::OK, Body::from(variant.bytes.clone()))
        };
        let mut response = Response::new(body);
        *response.status_mut() = status;
        let headers = response.headers_mut();
        headers.insert(header::ETAG, variant.etag.clone());
        headers.insert(header::LAST_MODIFIED, file.last_modified.clone());
        if status == StatusCode::OK {
            headers.insert(header::CONTENT_TYPE, file.content_type.clone());
            headers.insert(
                header::CONTENT_LENGTH,
                HeaderValue::from(variant.bytes.len()),
            );
            if let Some(encoding) = encoding {
                headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
            }
        }
        Some(response)
    }
}

fn base_name(base: &str) -> &str {
    base.rsplit('/').next().unwrap_or(base)
}

/// Whether `Accept-Encoding` allows `coding` (a q of 0 refuses; `*` stands for the rest).
fn accepts(header: &str, coding: &str) -> bool {
    let mut star = false;
    for item in header.split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or_default().trim();
        let q = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .map_or(1.0, |q| q.trim().parse::<f32>().unwrap_or(0.0));
        if name.eq_ignore_ascii_case(coding) {
            return q > 0.0;
        }
        if name == "*" {
            star = q > 0.0;
        }
    }
    star
}

/// `If-None-Match`: `*`, or any listed tag equal to ours (weak comparison, RFC 9110 13.1.2).
fn matches_etag(tags: &HeaderValue, ours: &HeaderValue) -> bool {
    let Ok(tags) = tags.to_str() else {
        return false;
    };
    let ours = ours.to_str().unwrap_or_default();
    tags.split(',')
        .map(str::trim)
        .any(|tag| tag == "*" || tag.strip_prefix("W/").unwrap_or(tag) == ours)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_encoding_q_values_are_honoured() {
        assert!(accepts("gzip, deflate, br, zstd", "br"));
        assert!(accepts("br;q=0.5, gzip", "br"));
        assert!(!accepts("br;q=0, gzip", "br"));
        assert!(accepts("*", "gzip"));
        assert!(!accepts("*;q=0", "gzip"));
        assert!(!accepts("identity", "br"));
        assert!(!accepts("", "gzip"));
    }

    #[test]
    fn etags_match_weakly_in_lists() {
        let ours = HeaderValue::from_static("\"ab-br\"");
        let check = |h: &'static str| matches_etag(&HeaderValue::from_static(h), &ours);
        assert!(check("\"ab-br\""));
        assert!(check("\"x\", W/\"ab-br\""));
        assert!(check("*"));
        assert!(!check("\"ab\""));
        assert!(!check("\"ab-gz\""));
    }

    #[test]
    fn http_dates_are_whole_seconds() {
        let t = UNIX_EPOCH + std::time::Duration::from_secs(1_700_000_000);
        assert_eq!(httpdate::fmt_http_date(t), "Tue, 14 Nov 2023 22:13:20 GMT");
    }
}
