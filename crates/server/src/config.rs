//! Configuration: defaults, overridden by `TOOLBOX_*` environment variables, overridden by flags.

use std::path::PathBuf;

#[derive(Debug, Clone, clap::Parser)]
#[command(
    name = "toolbox-server",
    version,
    about = "Serves the toolbox web app and its API proxy"
)]
pub struct Config {
    /// Address to listen on (host:port).
    #[arg(long, env = "TOOLBOX_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: String,

    /// Directory of the built web app (the output of `npm run build`).
    #[arg(long, env = "TOOLBOX_DIST", default_value = "web/dist")]
    pub dist: PathBuf,

    /// Log format: `text` for people, `json` for log collectors.
    #[arg(long, env = "TOOLBOX_LOG_FORMAT", value_enum, default_value = "text")]
    pub log_format: LogFormat,

    /// Log filter in `tracing` syntax, e.g. `info` or `info,tower_http=debug`.
    #[arg(long, env = "TOOLBOX_LOG", default_value = "info")]
    pub log: String,

    /// Time limit of one upstream request (connect, send, read), in milliseconds.
    #[arg(long, env = "TOOLBOX_UPSTREAM_TIMEOUT_MS", default_value_t = 5000)]
    pub upstream_timeout_ms: u64,

    /// Exchange rates: base URL of a Frankfurter v2 server (`<url>/v2/rates` is called).
    #[arg(long, env = "TOOLBOX_RATES_UPSTREAM", default_value = DEFAULT_RATES_UPSTREAM)]
    pub rates_upstream: String,

    /// Exchange rates: the source name the page shows ("rates as of ..., source ...").
    #[arg(long, env = "TOOLBOX_RATES_SOURCE_NAME", default_value = "Frankfurter")]
    pub rates_source_name: String,

    /// Exchange rates: seconds the server keeps an answer before asking the upstream again.
    #[arg(long, env = "TOOLBOX_RATES_REFRESH_SECS", default_value_t = 3600)]
    pub rates_refresh_secs: u64,

    /// Weather: base URL of the Open-Meteo forecast API (`<url>/v1/forecast` is called).
    #[arg(long, env = "TOOLBOX_WEATHER_UPSTREAM", default_value = DEFAULT_WEATHER_UPSTREAM)]
    pub weather_upstream: String,

    /// Weather: seconds the server keeps a forecast before asking the upstream again.
    #[arg(long, env = "TOOLBOX_WEATHER_REFRESH_SECS", default_value_t = 1800)]
    pub weather_refresh_secs: u64,

    /// Anime scene search: base URL of the trace.moe API (`<url>/search` is called).
    #[arg(long, env = "TOOLBOX_ANIME_UPSTREAM", default_value = DEFAULT_ANIME_UPSTREAM)]
    pub anime_upstream: String,

    /// Anime scene search: a trace.moe API key (sent as `x-trace-key`); without one the free
    /// quota of the server's IP is shared by all users.
    #[arg(long, env = "TOOLBOX_ANIME_KEY", hide_env_values = true)]
    pub anime_key: Option<String>,
}

pub const DEFAULT_RATES_UPSTREAM: &str = "https://api.frankfurter.dev";
pub const DEFAULT_WEATHER_UPSTREAM: &str = "https://api.open-meteo.com";
pub const DEFAULT_ANIME_UPSTREAM: &str = "https://api.trace.moe";

/// Only `http(s)://host[:port][/path]` upstreams, so a typo fails at startup, not per request.
pub fn check_upstream(flag: &str, url: &str) -> Result<(), String> {
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .ok_or_else(|| format!("--{flag} must start with http:// or https://: {url}"))?;
    let host = rest.split('/').next().unwrap_or_default();
    if host.is_empty() || rest.contains(['?', '#', ' ']) {
        return Err(format!("--{flag} must be a plain base URL: {url}"));
    }
    Ok(())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}
