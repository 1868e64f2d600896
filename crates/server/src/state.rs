//! What every handler shares: where the built app is, which paths are app routes, the limits of
//! the `/api` routes, and the upstream services of the proxy (one HTTP client for all of them).

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::api::anime::{AnimeConfig, AnimeService};
use crate::api::rates::RatesService;
use crate::api::rates::frankfurter::Frankfurter;
use crate::api::translate::{TranslateConfig, TranslateService};
use crate::api::weather::{WeatherConfig, WeatherService};
use crate::config::{self, Config, RatesProviderKind};
use crate::limit::{ApiLimits, RateLimit};
use crate::memory_files::MemoryFiles;
use crate::upstream::{self, Timeouts};

#[derive(Debug, Clone)]
pub struct AppState {
    pub dist: PathBuf,
    /// The client-side routes (from `routes.json`, written by the web build from the tool
    /// registry): these get `index.html` with status 200; other page paths get it with 404.
    pub spa_routes: Arc<HashSet<String>>,
    /// The app's small files, read once (static_files.rs answers from here first).
    pub(crate) files: Arc<MemoryFiles>,
    pub upstreams: Upstreams,
    /// Rate limit and deadline of the `/api` routes.
    pub limits: ApiLimits,
}

/// The `/api` proxy's upstream services.
#[derive(Debug, Clone)]
pub struct Upstreams {
    /// The one HTTP client (pool, TLS, timeouts) the services share.
    pub http: reqwest::Client,
    pub rates: Arc<RatesService>,
    pub weather: Arc<WeatherService>,
    pub anime: Arc<AnimeService>,
    pub translate: Arc<TranslateService>,
}

/// Settings of the `/api` routes and their upstream services (from [`Config`], or set by tests,
/// which write `UpstreamConfig { rates_upstream: .., ..UpstreamConfig::default() }`).
#[derive(Debug, Clone)]
pub struct UpstreamConfig {
    /// Total time of one upstream request.
    pub timeout: Duration,
    pub connect_timeout: Duration,
    /// Total time of one `/api` request.
    pub api_deadline: Duration,
    pub rate_limit: RateLimit,
    pub rates_provider: RatesProviderKind,
    pub rates_upstream: String,
    pub rates_source_name: String,
    pub rates_refresh: Duration,
    pub weather: WeatherConfig,
    pub anime: AnimeConfig,
    pub translate: TranslateConfig,
}

impl Default for UpstreamConfig {
    fn default() -> Self {
        Self {
            timeout: Duration::from_secs(5),
            connect_timeout: Duration::from_secs(3),
            api_deadline: Duration::from_secs(30),
            rate_limit: RateLimit::default(),
            rates_provider: RatesProviderKind::Frankfurter,
            rates_upstream: config::DEFAULT_RATES_UPSTREAM.to_owned(),
            rates_source_name: "Frankfurter".to_owned(),
            rates_refresh: Duration::from_secs(3600),
            weather: WeatherConfig::default(),
            anime: AnimeConfig::default(),
            translate: TranslateConfig::default(),
        }
    }
}

impl UpstreamConfig {
    pub fn from_config(config: &Config) -> Result<Self, String> {
        config::check_upstream("rates-upstream", &config.rates_upstream)?;
        if config.upstream_timeout_ms == 0
            || config.upstream_connect_timeout_ms == 0
            || config.api_deadline_ms == 0
        {
            return Err("--upstream-timeout-ms, --upstream-connect-timeout-ms and \
                        --api-deadline-ms must be at least 1"
                .into());
        }
        Ok(Self {
            timeout: Duration::from_millis(config.upstream_timeout_ms),
            connect_timeout: Duration::from_millis(config.upstream_connect_timeout_ms),
            api_deadline: Duration::from_millis(config.api_deadline_ms),
            rate_limit: RateLimit {
                per_minute: config.rate_limit_per_minute,
                burst: config.rate_limit_burst,
                trust_forwarded_for: config.trust_forwarded_for,
            },
            rates_provider: config.rates_provider,
            rates_upstream: config.rates_upstream.clone(),
            rates_source_name: config.rates_source_name.clone(),
            rates_refresh: Duration::from_secs(config.rates_refresh_secs),
            weather: WeatherConfig::from_config(config)?,
            anime: AnimeConfig::from_config(config)?,
            translate: TranslateConfig::from_config(config)?,
        })
    }
}

impl Upstreams {
    pub fn new(config: &UpstreamConfig) -> Result<Self, String> {
        let http = upstream::client(Timeouts {
            total: config.timeout,
            connect: config.connect_timeout.min(config.timeout),
        })?;
        let rates_provider = match config.rates_provider {
            RatesProviderKind::Frankfurter => {
                Arc::new(Frankfurter::new(http.clone(), &config.rates_upstream))
            }
        };
        let rates = Arc::new(RatesService::new(
            rates_provider,
            &config.rates_source_name,
            config.rates_refresh,
        ));
        let translate = Arc::new(TranslateService::new(http.clone(), &config.translate)?);
        let weather = Arc::new(WeatherService::new(http.clone(), &config.weather));
        let anime = Arc::new(AnimeService::new(http.clone(), &config.anime));
        Ok(Self {
            http,
            rates,
            translate,
            weather,
            anime,
        })
    }
}

impl AppState {
    /// Checks that `dist` holds a built app, reads its route list, sets up the upstreams.
    pub fn load(config: &Config) -> Result<Self, String> {
        Self::new(config.dist.clone(), &UpstreamConfig::from_config(config)?)
    }

    /// With the default upstream settings (tests of the static files).
    pub fn from_dist(dist: PathBuf) -> Result<Self, String> {
        Self::new(dist, &UpstreamConfig::default())
    }

    pub fn new(dist: PathBuf, upstreams: &UpstreamConfig) -> Result<Self, String> {
        let index = dist.join("index.html");
        if !index.is_file() {
            return Err(format!(
                "{} not found: build the web app first (make build)",
                index.display()
            ));
        }
        let routes_file = dist.join("routes.json");
        let text = std::fs::read_to_string(&routes_file)
            .map_err(|e| format!("cannot read {}: {e}", routes_file.display()))?;
        let routes: Vec<String> = serde_json::from_str(&text)
            .map_err(|e| format!("{} is not a JSON list of paths: {e}", routes_file.display()))?;
        let files = Arc::new(MemoryFiles::load(&dist));
        Ok(Self {
            files,
            dist,
            spa_routes: Arc::new(routes.into_iter().collect()),
            upstreams: Upstreams::new(upstreams)?,
            limits: ApiLimits::new(upstreams.rate_limit, upstreams.api_deadline),
        })
    }
}
