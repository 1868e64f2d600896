//! `GET /api/weather` → the five default cities' five-day forecasts (Beijing, Shanghai,
//! Guangzhou, Shenzhen, Chengdu: one upstream call); `GET /api/weather?city=<name or id>` → one
//! city's. Names (Chinese, pinyin, English) are resolved from the core's bundled city table, so
//! the upstream only ever sees coordinates from that table; an unknown name is a 404
//! `weather.unknown_city` with close matches. Answers are cached (30 minutes by default) per set
//! of cities in a [`RouteCache`], which also makes identical requests in flight share one
//! upstream call and remembers a failure for a while; when the upstream fails, the last good
//! forecast of those cities (its time is in the answer) is served instead of the error.

pub mod open_meteo;

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use toolbox_core::CodedError;
use toolbox_core::weather::{self, City, CityError, DEFAULT_CITIES};

use crate::budget::Budget;
use crate::cache::{Lifetimes, RouteCache};
use crate::config::{self, Config};
use crate::error::AppError;
use crate::limit::ApiQuery;
use crate::store::Store;
use crate::upstream::UpstreamError;

/// What a provider returns: boxed so that it can sit behind `dyn ForecastProvider`.
pub type UpstreamFuture<'a, T> =
    Pin<Box<dyn Future<Output = Result<T, UpstreamError>> + Send + 'a>>;

/// Days of forecast asked for (product spec §9).
pub const DAYS: usize = 5;
/// A failure is answered again for this long before the upstream is asked again.
const ERROR_LIFETIME: Duration = Duration::from_secs(30);
/// The longest `city` parameter read.
const MAX_QUERY: usize = 64;
/// Sets of cities kept in the cache before the least recently used are dropped.
const CAPACITY: u64 = 1024;
/// How long the last good forecast of a set of cities is kept to stand in for a failure.
const LAST_GOOD: Duration = Duration::from_secs(24 * 3600);

/// One day of one place.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Day {
    /// `YYYY-MM-DD`, local date in China.
    pub date: String,
    pub max: Option<f64>,
    pub min: Option<f64>,
    pub mean: Option<f64>,
    /// WMO weather interpretation code.
    pub code: Option<u8>,
}

/// A daily forecast source. A new provider is a module implementing this.
pub trait ForecastProvider: Send + Sync + std::fmt::Debug {
    /// `places` as (latitude, longitude); one list of [`DAYS`] days per place, in order.
    fn daily<'a>(&'a self, places: &'a [(f64, f64)]) -> UpstreamFuture<'a, Vec<Vec<Day>>>;
}

/// Settings of the weather route.
#[derive(Debug, Clone)]
pub struct WeatherConfig {
    pub upstream: String,
    /// How long a forecast is served from the cache.
    pub refresh: Duration,
}

impl Default for WeatherConfig {
    fn default() -> Self {
        Self {
            upstream: config::DEFAULT_WEATHER_UPSTREAM.to_owned(),
            refresh: Duration::from_secs(1800),
        }
    }
}

impl WeatherConfig {
    pub fn from_config(config: &Config) -> Result<Self, String> {
        config::check_upstream("weather-upstream", &config.weather_upstream)?;
        Ok(Self {
            upstream: config.weather_upstream.clone(),
            refresh: Duration::from_secs(config.weather_refresh_secs.max(1)),
        })
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CityForecast {
    pub id: String,
    pub name: String,
    pub name_en: String,
    pub province: String,
    pub province_en: String,
    pub days: Vec<Day>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WeatherAnswer {
    /// When the upstream was asked (RFC 3339, UTC).
    pub updated_at: String,
    pub cities: Vec<CityForecast>,
}

type Key = Vec<&'static str>;

#[derive(Debug)]
pub struct WeatherService {
    provider: Arc<dyn ForecastProvider>,
    cache: RouteCache<Key, WeatherAnswer>,
    /// The last good answer of each set of cities, served while the upstream fails.
    last_good: moka::future::Cache<Key, WeatherAnswer>,
    /// The provider's daily budget of calls (one per place asked for).
    budget: Arc<Budget>,
}

/// An upstream failure as the page sees it; Open-Meteo's 429 means its daily quota is used up.
fn app_error(err: UpstreamError) -> AppError {
    match err {
        UpstreamError::Status { status: 429, .. } => {
            AppError::new(StatusCode::BAD_GATEWAY, "upstream.quota")
        }
        other => other.into(),
    }
}

fn now_rfc3339() -> String {
    let secs = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    chrono::DateTime::from_timestamp(secs as i64, 0)
        .map(|t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_default()
}

impl WeatherService {
    pub fn new(
        http: reqwest::Client,
        config: &WeatherConfig,
        store: &Store,
        budget: Arc<Budget>,
    ) -> Self {
        let provider = Arc::new(open_meteo::OpenMeteo::new(http, &config.upstream));
        Self::with_provider(provider, config.refresh, store, budget)
    }

    /// `store`: where the cache is shared with other replicas (if configured).
    pub fn with_provider(
        provider: Arc<dyn ForecastProvider>,
        refresh: Duration,
        store: &Store,
        budget: Arc<Budget>,
    ) -> Self {
        Self {
            provider,
            budget,
            cache: RouteCache::shared(
                "weather",
                Lifetimes {
                    ok: refresh,
                    err: ERROR_LIFETIME.min(refresh),
                    capacity: CAPACITY,
                },
                store.clone(),
            ),
            last_good: moka::future::Cache::builder()
                .max_capacity(CAPACITY)
                .time_to_live(LAST_GOOD.max(refresh))
                .build(),
        }
    }

    async fn fetch(&self, cities: &[&'static City]) -> Result<WeatherAnswer, UpstreamError> {
        let places: Vec<(f64, f64)> = cities.iter().map(|c| (c.lat, c.lon)).collect();
        self.budget
            .spend(places.len() as u64)
            .await
            .map_err(|spent| UpstreamError::Budget {
                retry_after: spent.retry_after,
            })?;
        let days = self.provider.daily(&places).await?;
        Ok(WeatherAnswer {
            updated_at: now_rfc3339(),
            cities: cities
                .iter()
                .zip(days)
                .map(|(c, days)| CityForecast {
                    id: c.id.clone(),
                    name: c.name.clone(),
                    name_en: c.name_en.clone(),
                    province: c.province.clone(),
                    province_en: c.province_en.clone(),
                    days,
                })
                .collect(),
        })
    }

    /// The forecasts of `cities` (from the table), from the cache or one upstream call.
    pub async fn forecast(&self, cities: Vec<&'static City>) -> Result<WeatherAnswer, AppError> {
        let key: Key = cities.iter().map(|c| c.id.as_str()).collect();
        let cached = self
            .cache
            .get_or_fetch(key.clone(), self.fetch(&cities))
            .await;
        match cached.outcome {
            Ok(answer) => {
                if cached.fresh {
                    self.last_good.insert(key, answer.clone()).await;
                }
                Ok(answer)
            }
            Err(err) => {
                if cached.fresh {
                    tracing::warn!(%err, "weather forecast failed");
                }
                // An older forecast (its time is in the answer) beats none.
                self.last_good.get(&key).await.ok_or_else(|| app_error(err))
            }
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct WeatherQuery {
    city: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Suggestion<'a> {
    id: &'a str,
    name: &'a str,
    name_en: &'a str,
    province: &'a str,
    province_en: &'a str,
}

/// A name that is not one city: 404 (unknown) or 409 (several), with the candidates.
fn city_error(err: &CityError) -> Response {
    let (status, suggestions) = match err {
        CityError::Empty => (StatusCode::BAD_REQUEST, &[][..]),
        CityError::Unknown { suggestions, .. } => (StatusCode::NOT_FOUND, &suggestions[..]),
        CityError::Ambiguous { suggestions, .. } => (StatusCode::CONFLICT, &suggestions[..]),
    };
    let suggestions: Vec<Suggestion> = suggestions
        .iter()
        .map(|c| Suggestion {
            id: &c.id,
            name: &c.name,
            name_en: &c.name_en,
            province: &c.province,
            province_en: &c.province_en,
        })
        .collect();
    let body = serde_json::json!({ "code": err.code(), "suggestions": suggestions });
    (status, Json(body)).into_response()
}

/// `GET /api/weather[?city=...]`.
pub async fn get(
    State(weather): State<Arc<WeatherService>>,
    ApiQuery(query): ApiQuery<WeatherQuery>,
) -> Response {
    let cities: Vec<&'static City> = match query.city.as_deref() {
        None => DEFAULT_CITIES
            .iter()
            .filter_map(|id| weather::by_id(id))
            .collect(),
        Some(text) if text.len() > MAX_QUERY => {
            return city_error(&CityError::Unknown {
                query: String::new(),
                suggestions: Vec::new(),
            });
        }
        Some(text) => {
            match weather::by_id(text.trim()).map_or_else(|| weather::resolve(text), Ok) {
                Ok(city) => vec![city],
                Err(err) => return city_error(&err),
            }
        }
    };
    match weather.forecast(cities).await {
        // Browsers may keep it briefly; the server's cache holds it for the refresh interval.
        Ok(answer) => (
            [(header::CACHE_CONTROL, "public, max-age=300")],
            Json(answer),
        )
            .into_response(),
        Err(err) => err.into_response(),
    }
}
