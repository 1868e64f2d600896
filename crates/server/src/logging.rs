//! Structured logs through `tracing`: one line per request (method, path, status, latency).

use crate::config::{Config, LogFormat};
use tracing_subscriber::EnvFilter;

/// Installs the global subscriber; an invalid filter falls back to `info` with a warning.
pub fn init(config: &Config) {
    let (filter, bad_filter) = match EnvFilter::try_new(&config.log) {
        Ok(filter) => (filter, false),
        Err(_) => (EnvFilter::new("info"), true),
    };
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false);
    let _ = match config.log_format {
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
        LogFormat::Text => builder.try_init(),
    };
    if bad_filter {
        tracing::warn!(filter = %config.log, "invalid log filter, using `info`");
    }
}
