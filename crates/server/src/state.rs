//! What every handler shares: where the built app is, which paths are app routes, the limits of
//! the `/api` routes, and the upstream services of the proxy (one HTTP client for all of them).
//!
//! The state assembles; the services do not know it. Each service takes what it needs (the
//! client, its cache's [`Store`], its [`Budget`](crate::budget::Budget)) and a handler extracts
//! just its service (`State<Arc<RatesService>>`, through the `FromRef` impls below), so imports
//! run one way: state → api, store, budget, cache, limit.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::FromRef;

use crate::api::anime::{AnimeConfig, AnimeService};
use crate::api::rates::RatesService;
use crate::api::rates::frankfurter::Frankfurter;
use crate::api::translate::{TranslateConfig, TranslateService};
use crate::api::weather::{WeatherConfig, WeatherService};
use crate::budget::{self, BudgetLimits, Budgets};
use crate::clock::{self, SharedClock};
use crate::config::{self, Config, RatesProviderKind, TranslateProviderKind};
use crate::limit::{ApiLimits, RateLimit};
use crate::memory_files::MemoryFiles;
use crate::store::{Store, StoreConfig};
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
    /// What each upstream may still be sent this period.
    pub budgets: Budgets,
    /// The shared store (Redis), or none.
    pub store: Store,
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
    /// Per-period budgets of the upstreams.
    pub budgets: BudgetLimits,
    /// The shared store (none by default).
    pub store: StoreConfig,
    /// The clock of the budgets (tests set a manual one).
    pub clock: SharedClock,
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
            budgets: BudgetLimits::default(),
            store: StoreConfig::default(),
            clock: clock::system(),
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
            budgets: BudgetLimits {
                mymemory_chars: config.mymemory_daily_chars.unwrap_or(
                    if config
                        .mymemory_email
                        .as_deref()
                        .is_some_and(|e| !e.is_empty())
                    {
                        budget::MYMEMORY_EMAIL_CHARS
                    } else {
                        budget::MYMEMORY_ANONYMOUS_CHARS
                    },
                ),
                libretranslate_chars: config.libretranslate_daily_chars,
                open_meteo_calls: config.weather_daily_calls,
                trace_moe_searches: config.anime_monthly_searches.unwrap_or(
                    if config.anime_key.as_deref().is_some_and(|k| !k.is_empty()) {
                        0
                    } else {
                        budget::TRACE_MOE_ANONYMOUS_SEARCHES
                    },
                ),
                frankfurter_calls: config.rates_daily_calls,
            },
            store: StoreConfig {
                url: config.redis_url.clone().filter(|u| !u.is_empty()),
                timeout: Duration::from_millis(config.redis_timeout_ms),
                prefix: config.redis_prefix.clone(),
            },
            clock: clock::system(),
        })
    }
}

impl Upstreams {
    pub fn new(config: &UpstreamConfig, store: &Store, budgets: &Budgets) -> Result<Self, String> {
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
            store,
            budgets.frankfurter.clone(),
        ));
        let translate = Arc::new(TranslateService::new(
            http.clone(),
            &config.translate,
            store,
            |provider| match provider {
                TranslateProviderKind::Mymemory => budgets.mymemory.clone(),
                TranslateProviderKind::Libretranslate => budgets.libretranslate.clone(),
            },
        )?);
        let weather = Arc::new(WeatherService::new(
            http.clone(),
            &config.weather,
            store,
            budgets.open_meteo.clone(),
        ));
        let anime = Arc::new(AnimeService::new(
            http.clone(),
            &config.anime,
            budgets.trace_moe.clone(),
        ));
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
        let store = Store::connect(&upstreams.store)?;
        let budgets = Budgets::new(upstreams.budgets, &upstreams.clock, &store);
        Ok(Self {
            files,
            dist,
            spa_routes: Arc::new(routes.into_iter().collect()),
            upstreams: Upstreams::new(upstreams, &store, &budgets)?,
            limits: ApiLimits::shared(upstreams.rate_limit, upstreams.api_deadline, store.clone()),
            budgets,
            store,
        })
    }
}

impl FromRef<AppState> for Arc<RatesService> {
    fn from_ref(state: &AppState) -> Self {
        state.upstreams.rates.clone()
    }
}

impl FromRef<AppState> for Arc<WeatherService> {
    fn from_ref(state: &AppState) -> Self {
        state.upstreams.weather.clone()
    }
}

impl FromRef<AppState> for Arc<AnimeService> {
    fn from_ref(state: &AppState) -> Self {
        state.upstreams.anime.clone()
    }
}

impl FromRef<AppState> for Arc<TranslateService> {
    fn from_ref(state: &AppState) -> Self {
        state.upstreams.translate.clone()
    }
}
