//! The toolbox's web server: static files of the built app (precompressed, cached by the rules
//! in [`static_files`]), the SPA fallback, `/healthz`, security headers, and the `/api` proxy
//! routes ([`api`], over the shared client of [`upstream`], errors as [`error::AppError`]).
//! [`app`] builds the whole `Router`, so tests call it directly and e2e tests run the real binary.

pub mod api;
pub mod config;
pub mod error;
pub mod logging;
mod router;
mod security;
mod state;
mod static_files;
pub mod upstream;

pub use config::Config;
pub use router::app;
pub use state::{AppState, UpstreamConfig, Upstreams};
