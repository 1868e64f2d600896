//! One fake upstream for every route's tests: the test gives the route's own protocol (a handler
//! that builds the normal answer), and the fake adds the ways an upstream fails, set per test or
//! switched while it runs: slow, a status, a malformed body, never answering, resetting the
//! connection, 10 MB of garbage, 429 with `Retry-After`.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use tokio::net::{TcpListener, TcpStream};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The upstream's own answer (built by the test's handler).
    Normal,
    /// Waits, then answers normally.
    Slow(Duration),
    /// This status with this JSON body.
    Status(u16, &'static str),
    /// 200 with this body (a malformed or protocol-level answer).
    Body(String),
    /// Reads the request and never answers.
    Hang,
    /// Resets every connection as soon as it is accepted.
    Reset,
    /// 200 with this many bytes of garbage, streamed without a length.
    Garbage(usize),
    /// 429 Too Many Requests with `Retry-After: <secs>`.
    TooMany(u64),
}

/// The fake's state; clone it into the handler (`State<Fake>`).
#[derive(Clone, Debug)]
pub struct Fake {
    mode: Arc<Mutex<Mode>>,
    hits: Arc<AtomicUsize>,
    seen: Arc<Mutex<Vec<String>>>,
}

impl Fake {
    pub fn new(mode: Mode) -> Self {
        Self {
            mode: Arc::new(Mutex::new(mode)),
            hits: Arc::default(),
            seen: Arc::default(),
        }
    }

    pub fn set(&self, mode: Mode) {
        *self.mode.lock().unwrap() = mode;
    }

    fn mode(&self) -> Mode {
        self.mode.lock().unwrap().clone()
    }

    /// Requests that reached a handler.
    pub fn hits(&self) -> usize {
        self.hits.load(Ordering::SeqCst)
    }

    /// What the handlers recorded (query strings or bodies), oldest first.
    pub fn seen(&self) -> Vec<String> {
        self.seen.lock().unwrap().clone()
    }

    pub fn last(&self) -> String {
        self.seen().pop().unwrap_or_default()
    }

    /// Records `request` and answers as the mode says; `normal` builds the upstream's answer.
    pub async fn answer(&self, request: String, normal: impl FnOnce() -> Response) -> Response {
        self.hits.fetch_add(1, Ordering::SeqCst);
        self.seen.lock().unwrap().push(request);
        let json = [(header::CONTENT_TYPE, "application/json")];
        match self.mode() {
            Mode::Normal | Mode::Reset => normal(),
            Mode::Slow(delay) => {
                tokio::time::sleep(delay).await;
                normal()
            }
            Mode::Status(code, body) => {
                (StatusCode::from_u16(code).unwrap(), json, body).into_response()
            }
            Mode::Body(body) => (json, body).into_response(),
            Mode::Hang => std::future::pending().await,
            Mode::Garbage(len) => {
                // 64 KiB chunks, no Content-Length: the reader has to stop on its own.
                let chunks = (0..len.div_ceil(1 << 16)).map(move |i| {
                    let n = (len - i * (1 << 16)).min(1 << 16);
                    let bytes: Vec<u8> = (0..n).map(|j| (j * 7919 + i) as u8).collect();
                    Ok::<_, Infallible>(Bytes::from(bytes))
                });
                (json, Body::from_stream(futures_util::stream::iter(chunks))).into_response()
            }
            Mode::TooMany(secs) => (
                StatusCode::TOO_MANY_REQUESTS,
                [(header::RETRY_AFTER, secs.to_string())],
                json,
                r#"{"error":"Too many requests"}"#,
            )
                .into_response(),
        }
    }

    /// Serves `router` (whose handlers call [`Fake::answer`]) on a free local port; returns its
    /// base URL.
    pub async fn serve(&self, router: Router) -> String {
        let inner = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = inner.local_addr().unwrap();
        let listener = Resetting {
            inner,
            fake: self.clone(),
        };
        tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
        format!("http://{addr}")
    }
}

/// Accepts connections, but in [`Mode::Reset`] closes each at once with a TCP reset.
struct Resetting {
    inner: TcpListener,
    fake: Fake,
}

impl axum::serve::Listener for Resetting {
    type Io = TcpStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (TcpStream, SocketAddr) {
        loop {
            let Ok((stream, addr)) = self.inner.accept().await else {
                continue;
            };
            if self.fake.mode() == Mode::Reset {
                self.fake.hits.fetch_add(1, Ordering::SeqCst);
                // SO_LINGER 0: close sends RST instead of FIN.
                let _ = stream.set_zero_linger();
                drop(stream);
                continue;
            }
            return (stream, addr);
        }
    }

    fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}
