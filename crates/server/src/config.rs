//! Configuration: defaults, overridden by `TOOLBOX_*` environment variables, overridden by flags.
//! Every default works without a key; upstream URLs and keys live here only (never in the web
//! bundle). README "Server configuration" lists them.

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

    /// Time limit of connecting to an upstream (TCP + TLS), in milliseconds.
    #[arg(
        long,
        env = "TOOLBOX_UPSTREAM_CONNECT_TIMEOUT_MS",
        default_value_t = 3000
    )]
    pub upstream_connect_timeout_ms: u64,

    /// Time limit of a whole `/api` request (all its upstream calls), in milliseconds (504 after).
    #[arg(long, env = "TOOLBOX_API_DEADLINE_MS", default_value_t = 30_000)]
    pub api_deadline_ms: u64,

    /// `/api` requests one client IP may make per minute (0: no limit); 429 + Retry-After beyond.
    #[arg(long, env = "TOOLBOX_RATE_LIMIT_PER_MINUTE", default_value_t = 600)]
    pub rate_limit_per_minute: u32,

    /// `/api` requests one client IP may make at once before the per-minute rate applies.
    #[arg(long, env = "TOOLBOX_RATE_LIMIT_BURST", default_value_t = 120)]
    pub rate_limit_burst: u32,

    /// Rate-limit by the last `X-Forwarded-For` address (only behind a proxy that sets it).
    #[arg(long, env = "TOOLBOX_TRUST_FORWARDED_FOR")]
    pub trust_forwarded_for: bool,

    /// Serve `/metrics` (Prometheus text format) on this address (host:port), apart from the
    /// site; off when not given. Keep it off the public network.
    #[arg(long, env = "TOOLBOX_METRICS_ADDR")]
    pub metrics_addr: Option<String>,

    /// Exchange rates: the provider (`frankfurter`).
    #[arg(
        long,
        env = "TOOLBOX_RATES_PROVIDER",
        value_enum,
        default_value = "frankfurter"
    )]
    pub rates_provider: RatesProviderKind,

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

    /// Translation: the provider (`mymemory` needs no key; `libretranslate` needs a URL).
    #[arg(
        long,
        env = "TOOLBOX_TRANSLATE_PROVIDER",
        value_enum,
        default_value = "mymemory"
    )]
    pub translate_provider: TranslateProviderKind,

    /// Translation: base URL of the MyMemory API (`<url>/get` is called).
    #[arg(long, env = "TOOLBOX_MYMEMORY_UPSTREAM", default_value = DEFAULT_MYMEMORY_UPSTREAM)]
    pub mymemory_upstream: String,

    /// Translation: a contact e-mail sent to MyMemory (`de=`), which raises its daily quota.
    #[arg(long, env = "TOOLBOX_MYMEMORY_EMAIL")]
    pub mymemory_email: Option<String>,

    /// Translation: base URL of a LibreTranslate server (`<url>/translate` is called).
    #[arg(long, env = "TOOLBOX_LIBRETRANSLATE_UPSTREAM")]
    pub libretranslate_upstream: Option<String>,

    /// Translation: LibreTranslate API key, if the server asks for one.
    #[arg(long, env = "TOOLBOX_LIBRETRANSLATE_KEY")]
    pub libretranslate_key: Option<String>,

    /// Translation: seconds an identical translation is served from the cache.
    #[arg(long, env = "TOOLBOX_TRANSLATE_CACHE_SECS", default_value_t = 86_400)]
    pub translate_cache_secs: u64,

    /// Budget: characters a day sent to MyMemory (0: no limit). Default: its free quota, 5,000
    /// anonymous or 50,000 with `--mymemory-email`.
    #[arg(long, env = "TOOLBOX_MYMEMORY_DAILY_CHARS")]
    pub mymemory_daily_chars: Option<u64>,

    /// Budget: characters a day sent to LibreTranslate (0: no limit).
    #[arg(long, env = "TOOLBOX_LIBRETRANSLATE_DAILY_CHARS", default_value_t = 0)]
    pub libretranslate_daily_chars: u64,

    /// Budget: Open-Meteo calls a day, one per place (0: no limit). Default: its free tier.
    #[arg(long, env = "TOOLBOX_WEATHER_DAILY_CALLS", default_value_t = crate::budget::OPEN_METEO_DAILY_CALLS)]
    pub weather_daily_calls: u64,

    /// Budget: trace.moe searches a month (0: no limit). Default: its anonymous quota (100), or
    /// no limit with `--anime-key` (the key's own quota applies).
    #[arg(long, env = "TOOLBOX_ANIME_MONTHLY_SEARCHES")]
    pub anime_monthly_searches: Option<u64>,

    /// Budget: exchange-rate calls a day (0: no limit; Frankfurter has no quota).
    #[arg(long, env = "TOOLBOX_RATES_DAILY_CALLS", default_value_t = 0)]
    pub rates_daily_calls: u64,

    /// Shared store: a Redis URL (`redis://127.0.0.1:6379`) shared by several replicas for the
    /// caches, the rate limit and the budgets; none: each process keeps its own.
    #[arg(long, env = "TOOLBOX_REDIS_URL")]
    pub redis_url: Option<String>,

    /// Shared store: time limit of one Redis command, in milliseconds (then the local state serves).
    #[arg(long, env = "TOOLBOX_REDIS_TIMEOUT_MS", default_value_t = 50)]
    pub redis_timeout_ms: u64,

    /// Shared store: prefix of every key (several deployments can share one Redis).
    #[arg(long, env = "TOOLBOX_REDIS_PREFIX", default_value = "toolbox")]
    pub redis_prefix: String,
}

pub const DEFAULT_RATES_UPSTREAM: &str = "https://api.frankfurter.dev";
pub const DEFAULT_WEATHER_UPSTREAM: &str = "https://api.open-meteo.com";
pub const DEFAULT_ANIME_UPSTREAM: &str = "https://api.trace.moe";
pub const DEFAULT_MYMEMORY_UPSTREAM: &str = "https://api.mymemory.translated.net";

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

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum RatesProviderKind {
    Frankfurter,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum TranslateProviderKind {
    Mymemory,
    Libretranslate,
}
