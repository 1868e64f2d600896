//! `GET /api/rates`: CNY-based exchange rates for the exchange-rate tool.
//!
//! Asked of a [`RatesProvider`] (Frankfurter v2 by default, chosen by configuration), cached for
//! the refresh interval (an hour by default) in a [`RouteCache`], which also makes simultaneous
//! requests share one upstream call and remembers a failure for a minute (or what the upstream's
//! Retry-After asks), so a failing upstream is left alone. When the upstream fails, the last good
//! answer is served as `stale`, or, if there never was one, the dated snapshot built into the
//! server (`snapshot`): this route never fails. Rates travel as decimal strings, exactly as the
//! upstream wrote them.

pub mod frankfurter;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};
use toolbox_core::calc::exchange::all_currencies;

use crate::budget::Budget;
use crate::cache::{Cached, Lifetimes, RouteCache};
use crate::store::Store;
use crate::upstream::{UpstreamError, UpstreamFuture};

pub const BASE: &str = "CNY";
/// Minimum pause before asking a failing upstream again.
const RETRY_AFTER_FAILURE: Duration = Duration::from_secs(60);
const SNAPSHOT_JSON: &str = include_str!("../../data/rates-snapshot.json");

/// One upstream kind of exchange rates. A new provider is a module implementing this and a
/// value of `--rates-provider` (config.rs, state.rs).
pub trait RatesProvider: Send + Sync + std::fmt::Debug {
    /// Units of each of `quotes` per 1 `base`, and the date they are for. Quotes the source does
    /// not have may be left out (the snapshot fills them in); a wrong number is an error.
    fn latest<'a>(
        &'a self,
        base: &'a str,
        quotes: &'a [&'static str],
    ) -> UpstreamFuture<'a, DatedRates>;
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DatedRates {
    /// `YYYY-MM-DD`, as the source gives it.
    pub date: String,
    /// Quote → decimal string.
    pub rates: BTreeMap<String, String>,
}

/// How fresh the answer is, for the page to say so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Freshness {
    /// Just fetched from the upstream.
    Live,
    /// From the server's cache, fetched less than the refresh interval ago.
    Cached,
    /// The upstream failed; the last good answer, older than the refresh interval.
    Stale,
    /// The upstream failed and never answered: the snapshot built into the server.
    Snapshot,
}

/// The JSON answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RatesAnswer {
    pub base: &'static str,
    /// The date the rates are for (`YYYY-MM-DD`), as the source gives it.
    pub date: String,
    /// Who the rates come from, for "source: ..." on the page.
    pub source: String,
    pub status: Freshness,
    /// Units of each currency per 1 CNY, as decimal strings.
    pub rates: BTreeMap<String, String>,
    /// Currencies the upstream left out, filled in from the built-in snapshot.
    pub from_snapshot: Vec<String>,
    /// The date of the built-in snapshot.
    pub snapshot_date: String,
}

#[derive(Debug, Deserialize)]
struct Snapshot {
    source: String,
    date: String,
    rates: BTreeMap<String, String>,
}

fn snapshot() -> &'static Snapshot {
    static SNAPSHOT: OnceLock<Snapshot> = OnceLock::new();
    SNAPSHOT.get_or_init(|| {
        // Checked by a unit test: the file is ours, built by scripts/build-rates-snapshot.mjs.
        serde_json::from_str(SNAPSHOT_JSON).unwrap_or_else(|_| Snapshot {
            source: String::new(),
            date: String::new(),
            rates: BTreeMap::new(),
        })
    })
}

/// The quoted currencies: all of the tool's (the spec's eleven and the more currencies) but the base.
fn quotes() -> &'static [&'static str] {
    static QUOTES: OnceLock<Vec<&'static str>> = OnceLock::new();
    QUOTES.get_or_init(|| {
        all_currencies()
            .map(|(code, _)| *code)
            .filter(|code| *code != BASE)
            .collect()
    })
}

/// A good answer: the provider's rates, completed from the snapshot.
#[derive(Debug, Serialize, Deserialize)]
struct Fetched {
    date: String,
    rates: BTreeMap<String, String>,
    from_snapshot: Vec<String>,
    /// This answer as JSON with the status `cached`, written once: nearly every request gets
    /// exactly these bytes until the next refresh.
    #[serde(skip)]
    cached_json: OnceLock<Bytes>,
}

#[derive(Debug)]
pub struct RatesService {
    provider: Arc<dyn RatesProvider>,
    source: String,
    cache: RouteCache<(), Arc<Fetched>>,
    /// The last good answer, served as `stale` while the upstream fails.
    last_good: Mutex<Option<Arc<Fetched>>>,
    /// The provider's daily budget of calls.
    budget: Arc<Budget>,
}

impl RatesService {
    /// `store`: where the cache is shared with other replicas (if configured).
    pub fn new(
        provider: Arc<dyn RatesProvider>,
        source: &str,
        refresh: Duration,
        store: &Store,
        budget: Arc<Budget>,
    ) -> Self {
        Self {
            provider,
            source: source.to_owned(),
            cache: RouteCache::shared(
                "rates",
                Lifetimes {
                    ok: refresh,
                    err: RETRY_AFTER_FAILURE.min(refresh),
                    capacity: 1,
                },
                store.clone(),
            ),
            last_good: Mutex::new(None),
            budget,
        }
    }

    async fn fetch(&self) -> Result<Arc<Fetched>, UpstreamError> {
        self.budget
            .spend(1)
            .await
            .map_err(|spent| UpstreamError::Budget {
                retry_after: spent.retry_after,
            })?;
        let DatedRates { date, mut rates } = self.provider.latest(BASE, quotes()).await?;
        let mut from_snapshot = Vec::new();
        for &code in quotes() {
            if !rates.contains_key(code)
                && let Some(rate) = snapshot().rates.get(code)
            {
                rates.insert(code.to_owned(), rate.clone());
                from_snapshot.push(code.to_owned());
            }
        }
        Ok(Arc::new(Fetched {
            date,
            rates,
            from_snapshot,
            cached_json: OnceLock::new(),
        }))
    }

    fn answer(&self, fetched: &Fetched, status: Freshness) -> RatesAnswer {
        RatesAnswer {
            base: BASE,
            date: fetched.date.clone(),
            source: self.source.clone(),
            status,
            rates: fetched.rates.clone(),
            from_snapshot: fetched.from_snapshot.clone(),
            snapshot_date: snapshot().date.clone(),
        }
    }

    fn last_good(&self) -> Option<Arc<Fetched>> {
        self.last_good.lock().map_or(None, |good| good.clone())
    }

    /// [`Self::current`] as JSON; a cached answer's bytes are written once.
    pub async fn current_json(&self) -> Bytes {
        let cached = self.cache.get_or_fetch((), self.fetch()).await;
        if let Ok(fetched) = &cached.outcome
            && !cached.fresh
        {
            return fetched
                .cached_json
                .get_or_init(|| to_json(&self.answer(fetched, Freshness::Cached)))
                .clone();
        }
        to_json(&self.answer_for(cached))
    }

    /// The rates to serve now. Never fails: the snapshot is the last resort.
    pub async fn current(&self) -> RatesAnswer {
        let cached = self.cache.get_or_fetch((), self.fetch()).await;
        self.answer_for(cached)
    }

    fn answer_for(&self, cached: Cached<Arc<Fetched>>) -> RatesAnswer {
        match cached.outcome {
            Ok(fetched) if cached.fresh => {
                if let Ok(mut good) = self.last_good.lock() {
                    *good = Some(fetched.clone());
                }
                self.answer(&fetched, Freshness::Live)
            }
            Ok(fetched) => self.answer(&fetched, Freshness::Cached),
            Err(err) => {
                if cached.fresh {
                    tracing::warn!(provider = ?self.provider, %err, "exchange rates unavailable");
                }
                match self.last_good() {
                    Some(good) => self.answer(&good, Freshness::Stale),
                    None => RatesAnswer {
                        base: BASE,
                        date: snapshot().date.clone(),
                        source: snapshot().source.clone(),
                        status: Freshness::Snapshot,
                        rates: snapshot().rates.clone(),
                        from_snapshot: Vec::new(),
                        snapshot_date: snapshot().date.clone(),
                    },
                }
            }
        }
    }
}

fn to_json(answer: &RatesAnswer) -> Bytes {
    // Strings and maps of strings: serialising cannot fail.
    serde_json::to_vec(answer).map_or_else(|_| Bytes::new(), Bytes::from)
}

/// `GET /api/rates` (no parameters).
pub async fn get(State(rates): State<Arc<RatesService>>) -> impl IntoResponse {
    let json = rates.current_json().await;
    (
        [
            (header::CACHE_CONTROL, "no-cache"),
            (header::CONTENT_TYPE, "application/json"),
        ],
        json,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use toolbox_core::calc::exchange::Decimal;

    #[test]
    fn the_built_in_snapshot_is_complete_and_exact() {
        let s = snapshot();
        assert!(frankfurter::is_date(&s.date), "{}", s.date);
        assert!(s.source.starts_with("@fawazahmed0/currency-api"));
        for code in quotes() {
            let rate = s.rates.get(*code).unwrap_or_else(|| panic!("{code}"));
            assert!(Decimal::parse_rate(rate).is_some(), "{code}: {rate}");
        }
        assert_eq!(quotes().len(), 16);
    }
}
