//! `GET /api/rates`: CNY-based exchange rates for the exchange-rate tool.
//!
//! Fetched from a Frankfurter v2 server (`GET <upstream>/v2/rates?base=CNY&quotes=USD,...`,
//! configurable), kept for the refresh interval (an hour by default, so the upstream sees at most
//! one request an hour), fetched by one request at a time (others wait for that answer instead of
//! stampeding the upstream). When the upstream fails, the last good answer is served as `stale`,
//! or, if there never was one, the dated snapshot built into the server (`snapshot`); after a
//! failure the upstream is left alone for a minute (or what its Retry-After asks). Rates travel
//! as decimal strings, exactly as the upstream wrote them.

use std::collections::BTreeMap;
use std::sync::OnceLock;
use std::time::Duration;

use axum::Json;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use tokio::sync::Mutex;
use tokio::time::Instant;
use toolbox_core::calc::exchange::{CURRENCIES, Decimal};

use crate::state::AppState;
use crate::upstream::{self, UpstreamError};

pub const BASE: &str = "CNY";
/// Minimum pause before asking a failing upstream again.
const RETRY_AFTER_FAILURE: Duration = Duration::from_secs(60);
const SNAPSHOT_JSON: &str = include_str!("../../data/rates-snapshot.json");

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

/// The quoted currencies: all of the tool's but the base.
fn quotes() -> impl Iterator<Item = &'static str> {
    CURRENCIES
        .iter()
        .map(|(code, _)| *code)
        .filter(|code| *code != BASE)
}

#[derive(Debug, Clone)]
struct Fetched {
    date: String,
    rates: BTreeMap<String, String>,
    from_snapshot: Vec<String>,
    at: Instant,
}

#[derive(Debug, Default)]
struct Cache {
    good: Option<Fetched>,
    /// Until when not to ask the upstream again after a failure.
    quiet_until: Option<Instant>,
}

#[derive(Debug)]
pub struct RatesService {
    client: reqwest::Client,
    endpoint: String,
    source: String,
    refresh: Duration,
    cache: Mutex<Cache>,
}

/// One row of a Frankfurter v2 answer; `rate` is kept as the JSON text of the number.
#[derive(Deserialize)]
struct Row<'a> {
    date: String,
    base: String,
    quote: String,
    #[serde(borrow)]
    rate: &'a RawValue,
}

fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

/// Reads a Frankfurter v2 answer. Rows for other currencies are ignored; a row of ours that is
/// wrong (another base, a rate that is not a positive number) makes the whole answer malformed.
fn parse_frankfurter(body: &[u8]) -> Result<(String, BTreeMap<String, String>), UpstreamError> {
    let rows: Vec<Row> = serde_json::from_slice(body)
        .map_err(|e| UpstreamError::Malformed(format!("not a list of rates: {e}")))?;
    let mut rates = BTreeMap::new();
    let mut date = String::new();
    for row in rows {
        if !quotes().any(|q| q == row.quote) {
            continue;
        }
        if row.base != BASE || !is_date(&row.date) {
            return Err(UpstreamError::Malformed(format!(
                "bad row for {}",
                row.quote
            )));
        }
        let rate = Decimal::parse_rate(row.rate.get())
            .ok_or_else(|| UpstreamError::Malformed(format!("bad rate for {}", row.quote)))?;
        date = date.max(row.date);
        rates.insert(row.quote, rate.to_string());
    }
    if rates.is_empty() {
        return Err(UpstreamError::Malformed("none of our currencies".into()));
    }
    Ok((date, rates))
}

impl RatesService {
    /// `upstream` is the Frankfurter server's base URL (e.g. `https://api.frankfurter.dev`).
    pub fn new(client: reqwest::Client, upstream: &str, source: &str, refresh: Duration) -> Self {
        Self {
            client,
            endpoint: format!("{}/v2/rates", upstream.trim_end_matches('/')),
            source: source.to_owned(),
            refresh,
            cache: Mutex::new(Cache::default()),
        }
    }

    async fn fetch(&self) -> Result<Fetched, UpstreamError> {
        let wanted = quotes().collect::<Vec<_>>().join(",");
        let body = upstream::get(
            &self.client,
            &self.endpoint,
            &[("base", BASE), ("quotes", &wanted)],
        )
        .await?;
        let (date, mut rates) = parse_frankfurter(&body)?;
        let mut from_snapshot = Vec::new();
        for code in quotes() {
            if !rates.contains_key(code)
                && let Some(rate) = snapshot().rates.get(code)
            {
                rates.insert(code.to_owned(), rate.clone());
                from_snapshot.push(code.to_owned());
            }
        }
        Ok(Fetched {
            date,
            rates,
            from_snapshot,
            at: Instant::now(),
        })
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

    fn fallback(&self, cache: &Cache) -> RatesAnswer {
        match &cache.good {
            Some(good) => self.answer(good, Freshness::Stale),
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

    /// The rates to serve now. Never fails: the snapshot is the last resort.
    pub async fn current(&self) -> RatesAnswer {
        // Held across the fetch: concurrent requests wait for one upstream call.
        let mut cache = self.cache.lock().await;
        let now = Instant::now();
        if let Some(good) = &cache.good
            && now.duration_since(good.at) < self.refresh
        {
            return self.answer(good, Freshness::Cached);
        }
        if cache.quiet_until.is_some_and(|until| now < until) {
            return self.fallback(&cache);
        }
        match self.fetch().await {
            Ok(fetched) => {
                let answer = self.answer(&fetched, Freshness::Live);
                cache.good = Some(fetched);
                cache.quiet_until = None;
                answer
            }
            Err(err) => {
                tracing::warn!(upstream = %self.endpoint, %err, "exchange rates unavailable");
                let pause = match err {
                    UpstreamError::Status {
                        retry_after: Some(asked),
                        ..
                    } => asked.clamp(RETRY_AFTER_FAILURE, self.refresh.max(RETRY_AFTER_FAILURE)),
                    _ => RETRY_AFTER_FAILURE,
                };
                cache.quiet_until = Some(Instant::now() + pause.min(self.refresh));
                self.fallback(&cache)
            }
        }
    }
}

/// `GET /api/rates` (no parameters).
pub async fn get(State(state): State<AppState>) -> impl IntoResponse {
    let answer = state.upstreams.rates.current().await;
    ([(header::CACHE_CONTROL, "no-cache")], Json(answer))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_snapshot_is_complete_and_exact() {
        let s = snapshot();
        assert!(is_date(&s.date), "{}", s.date);
        assert!(s.source.starts_with("@fawazahmed0/currency-api"));
        for code in quotes() {
            let rate = s.rates.get(code).unwrap_or_else(|| panic!("{code}"));
            assert!(Decimal::parse_rate(rate).is_some(), "{code}: {rate}");
        }
    }

    #[test]
    fn frankfurter_answers_are_read_digit_for_digit() {
        let body = br#"[{"date":"2026-11-20","base":"CNY","quote":"USD","rate":0.14089},
            {"date":"2026-11-20","base":"CNY","quote":"XAU","rate":0.00003},
            {"date":"2026-11-19","base":"CNY","quote":"JPY","rate":2.1137e1}]"#;
        let (date, rates) = parse_frankfurter(body).unwrap();
        assert_eq!(date, "2026-11-20");
        assert_eq!(rates["USD"], "0.14089");
        assert_eq!(rates["JPY"], "21.137");
        assert!(!rates.contains_key("XAU"));
    }

    #[test]
    fn bad_answers_are_malformed() {
        for body in [
            &b"{oops"[..],
            b"{\"rates\":{}}",
            b"[]",
            b"[{\"date\":\"2026-11-20\",\"base\":\"USD\",\"quote\":\"JPY\",\"rate\":150}]",
            b"[{\"date\":\"yesterday\",\"base\":\"CNY\",\"quote\":\"JPY\",\"rate\":21}]",
            b"[{\"date\":\"2026-11-20\",\"base\":\"CNY\",\"quote\":\"JPY\",\"rate\":-1}]",
            b"[{\"date\":\"2026-11-20\",\"base\":\"CNY\",\"quote\":\"JPY\",\"rate\":\"21\"}]",
            b"[{\"date\":\"2026-11-20\",\"base\":\"CNY\",\"quote\":\"JPY\",\"rate\":null}]",
        ] {
            assert!(
                matches!(parse_frankfurter(body), Err(UpstreamError::Malformed(_))),
                "{}",
                String::from_utf8_lossy(body)
            );
        }
    }
}
