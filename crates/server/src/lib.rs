//! The toolbox's web server: static files of the built app (precompressed, cached by the rules
//! in [`static_files`]), the SPA fallback, `/healthz`, security headers, and the `/api` proxy
//! routes ([`api`], over the shared client of [`upstream`], cached by [`cache`], limited by
//! [`limit`], paid from the upstream budgets of [`budget`], shared across replicas through the
//! optional Redis of [`store`], errors as [`error::AppError`], counted by [`telemetry`]). [`app`] builds the whole `Router`, so tests call it
//! directly and e2e tests run the real binary; [`net::listen`] opens the socket as main.rs does.

pub mod api;
pub mod budget;
pub mod cache;
pub mod clock;
pub mod config;
pub mod error;
pub mod limit;
pub mod logging;
mod memory_files;
pub mod net;
mod router;
mod security;
mod state;
mod static_files;
pub mod store;
pub mod telemetry;
pub mod upstream;

pub use config::Config;
pub use router::app;
pub use state::{AppState, UpstreamConfig, Upstreams};
