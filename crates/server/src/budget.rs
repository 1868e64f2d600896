//! What the site may send each upstream per day (or month): a budget in the provider's own unit
//! (characters for the translators, calls for the others), spent before each upstream call and
//! refused at once when spent, so users get a clear `upstream.quota` instead of an upstream
//! failing (and perhaps blocking the server's address). A budget of 0 has no limit but is still
//! counted. Cache hits never reach a budget: only the fetch of a cache miss spends.
//!
//! Periods follow the provider's reset ([`Period`]); the clock is injectable ([`crate::clock`]).
//! With the shared store the count lives in Redis (one atomic script checks and adds, so two
//! replicas cannot both spend the last characters); while Redis is away each replica counts on
//! from the last shared count it saw and adds what it spent to the shared count once Redis is back.
//!
//! Without Redis, a spend is a check-and-add under one lock: concurrent requests never overshoot.

use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use chrono::{DateTime, Datelike, TimeZone, Utc};
use redis::Script;

use crate::clock::SharedClock;
use crate::store::Store;
use crate::telemetry;

/// When a provider's free quota starts again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    /// Every day at 00:00 UTC.
    UtcDay,
    /// On the first of each month at 00:00 UTC.
    UtcMonth,
}

impl Period {
    /// The id of the period `now` is in and when it ends.
    pub fn window(self, now: DateTime<Utc>) -> (String, DateTime<Utc>) {
        let (y, m, d) = (now.year(), now.month(), now.day());
        let end = |y, m, d| {
            Utc.with_ymd_and_hms(y, m, d, 0, 0, 0)
                .single()
                .unwrap_or(now)
        };
        match self {
            Self::UtcDay => {
                let start = end(y, m, d);
                (
                    format!("{y:04}-{m:02}-{d:02}"),
                    start + chrono::Duration::days(1),
                )
            }
            Self::UtcMonth => {
                let (ny, nm) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
                (format!("{y:04}-{m:02}"), end(ny, nm, 1))
            }
        }
    }
}

/// One provider's budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BudgetSpec {
    /// The upstream, as metrics name it (`mymemory`, `open_meteo` ...).
    pub upstream: &'static str,
    /// `chars` or `calls`.
    pub unit: &'static str,
    /// Per period; 0: no limit (counted only).
    pub limit: u64,
    pub period: Period,
}

/// The budget is spent until `retry_after` from now (the provider's reset).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spent {
    pub retry_after: Duration,
}

#[derive(Debug, Default)]
struct Local {
    period: String,
    used: u64,
    /// Spent while the shared store was away, added to it when it is back.
    unsynced: u64,
}

#[derive(Debug)]
pub struct Budget {
    spec: BudgetSpec,
    clock: SharedClock,
    store: Store,
    local: Mutex<Local>,
}

/// Checks and spends in one step: `KEYS[1]` the period's count; `ARGV` amount, limit, lifetime
/// in ms (relative, so Redis's clock does not matter), what this replica spent while Redis was
/// away (added first, whatever the limit). Answers `{1, used}` when spent, `{0, used}` when refused.
const SPEND: &str = r"
local pending = tonumber(ARGV[4])
if pending > 0 then redis.call('INCRBY', KEYS[1], pending) end
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local n = tonumber(ARGV[1])
if used + n > tonumber(ARGV[2]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return {0, used}
end
used = redis.call('INCRBY', KEYS[1], n)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {1, used}
";

fn script(cell: &'static OnceLock<Script>, source: &str) -> &'static Script {
    cell.get_or_init(|| Script::new(source))
}

impl Budget {
    pub fn new(spec: BudgetSpec, clock: SharedClock, store: Store) -> Self {
        let budget = Self {
            spec,
            clock,
            store,
            local: Mutex::new(Local::default()),
        };
        budget.publish();
        budget
    }

    pub fn spec(&self) -> BudgetSpec {
        self.spec
    }

    fn limit(&self) -> u64 {
        if self.spec.limit == 0 {
            // Lua numbers are doubles: stay where they are exact.
            (1 << 53) - 1
        } else {
            self.spec.limit
        }
    }

    /// The current period, its end, and the local count rolled over to it.
    fn window(&self) -> (String, DateTime<Utc>, Duration) {
        let now = self.clock.now();
        let (period, end) = self.spec.period.window(now);
        let left = (end - now).to_std().unwrap_or(Duration::ZERO);
        if let Ok(mut local) = self.local.lock()
            && local.period != period
        {
            *local = Local {
                period: period.clone(),
                ..Local::default()
            };
        }
        (period, end, left)
    }

    fn key(&self, period: &str) -> String {
        self.store
            .key(&format!("budget:{}:{period}", self.spec.upstream))
    }

    /// Spends `amount` if the period's budget has room for it; else says when it starts again.
    pub async fn spend(&self, amount: u64) -> Result<(), Spent> {
        let (period, _, left) = self.window();
        let spent = Spent {
            retry_after: left.max(Duration::from_secs(1)),
        };
        if self.store.is_configured() {
            static CELL: OnceLock<Script> = OnceLock::new();
            let pending = self.local.lock().map_or(0, |l| l.unsynced);
            // Kept a day past the reset, for replicas whose clocks are a little behind.
            let expire = (left + Duration::from_secs(86_400)).as_millis();
            let answer: Option<(i64, i64)> = self
                .store
                .script(
                    "budget",
                    script(&CELL, SPEND),
                    &[&self.key(&period)],
                    &[
                        amount,
                        self.limit(),
                        u64::try_from(expire).unwrap_or(0),
                        pending,
                    ],
                )
                .await;
            if let Some((ok, used)) = answer {
                if let Ok(mut local) = self.local.lock()
                    && local.period == period
                {
                    local.used = u64::try_from(used).unwrap_or(0);
                    local.unsynced = local.unsynced.saturating_sub(pending);
                }
                self.publish();
                return if ok == 1 {
                    Ok(())
                } else {
                    telemetry::budget_refused(self.spec.upstream);
                    Err(spent)
                };
            }
        }
        let granted = self.local.lock().is_ok_and(|mut local| {
            if local.used.saturating_add(amount) > self.limit() {
                return false;
            }
            local.used += amount;
            if self.store.is_configured() {
                local.unsynced += amount;
            }
            true
        });
        self.publish();
        if granted {
            Ok(())
        } else {
            telemetry::budget_refused(self.spec.upstream);
            Err(spent)
        }
    }

    /// What this period has used, as this replica last knew it.
    pub fn used(&self) -> u64 {
        self.window();
        self.local.lock().map_or(0, |l| l.used)
    }

    /// Sets the budget's gauges (`/metrics`).
    pub fn publish(&self) {
        let (_, end, _) = self.window();
        let used = self.local.lock().map_or(0, |l| l.used);
        telemetry::budget(&self.spec, used, end.timestamp());
    }
}

/// Every upstream's budget; each service takes its own.
#[derive(Debug, Clone)]
pub struct Budgets {
    pub mymemory: Arc<Budget>,
    pub libretranslate: Arc<Budget>,
    pub open_meteo: Arc<Budget>,
    pub trace_moe: Arc<Budget>,
    pub frankfurter: Arc<Budget>,
}

/// Limits per period (0: none), from the configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BudgetLimits {
    pub mymemory_chars: u64,
    pub libretranslate_chars: u64,
    pub open_meteo_calls: u64,
    pub trace_moe_searches: u64,
    pub frankfurter_calls: u64,
}

impl Default for BudgetLimits {
    /// The providers' free tiers as documented (README "Upstream budgets").
    fn default() -> Self {
        Self {
            mymemory_chars: MYMEMORY_ANONYMOUS_CHARS,
            libretranslate_chars: 0,
            open_meteo_calls: OPEN_METEO_DAILY_CALLS,
            trace_moe_searches: TRACE_MOE_ANONYMOUS_SEARCHES,
            frankfurter_calls: 0,
        }
    }
}

// Provider free tiers and reset times (sources in the README's configuration table):
// - MyMemory: 5,000 characters a day anonymous, 50,000 with a contact e-mail (`de=`)
//   (mymemory.translated.net/doc/usagelimits.php). The page does not say when "a day" starts;
//   we take 00:00 UTC. Not sure: its quota message counts down to a fixed time of day, so at
//   worst our budget opens a few hours before MyMemory's does, and until then its own refusal
//   (quotaFinished, 502 `upstream.quota`) is what users get.
// - Open-Meteo: 10,000 calls a day for non-commercial use (also 5,000 an hour, 600 a minute)
//   (open-meteo.com/en/terms). A calendar day in UTC as far as we know (fairly sure); each
//   place of a multi-place request is counted as one call, which is how we read its pricing
//   page's "fractional calls" (conservative if it counts less).
// - trace.moe: 100 searches a month without a key (its /me endpoint answers `quota: 100` for an
//   anonymous IP since 2025; it was 1,000 before). Monthly, from the 1st at 00:00 UTC (fairly
//   sure; /me shows the count going back to 0 on the 1st). With a key the key's own quota applies,
//   so the default is then no limit.
// - Frankfurter: no quota (frankfurter.dev: "no usage caps"), counted only.
// - LibreTranslate: a self-hosted server has none; a hosted key's quota is the operator's to set.
pub const MYMEMORY_ANONYMOUS_CHARS: u64 = 5_000;
pub const MYMEMORY_EMAIL_CHARS: u64 = 50_000;
pub const OPEN_METEO_DAILY_CALLS: u64 = 10_000;
pub const TRACE_MOE_ANONYMOUS_SEARCHES: u64 = 100;

impl Budgets {
    pub fn new(limits: BudgetLimits, clock: &SharedClock, store: &Store) -> Self {
        let make = |upstream, unit, limit, period| {
            Arc::new(Budget::new(
                BudgetSpec {
                    upstream,
                    unit,
                    limit,
                    period,
                },
                clock.clone(),
                store.clone(),
            ))
        };
        Self {
            mymemory: make("mymemory", "chars", limits.mymemory_chars, Period::UtcDay),
            libretranslate: make(
                "libretranslate",
                "chars",
                limits.libretranslate_chars,
                Period::UtcDay,
            ),
            open_meteo: make(
                "open_meteo",
                "calls",
                limits.open_meteo_calls,
                Period::UtcDay,
            ),
            trace_moe: make(
                "trace_moe",
                "calls",
                limits.trace_moe_searches,
                Period::UtcMonth,
            ),
            frankfurter: make(
                "frankfurter",
                "calls",
                limits.frankfurter_calls,
                Period::UtcDay,
            ),
        }
    }

    /// Sets every budget's gauges (before a `/metrics` scrape).
    pub fn publish(&self) {
        for budget in [
            &self.mymemory,
            &self.libretranslate,
            &self.open_meteo,
            &self.trace_moe,
            &self.frankfurter,
        ] {
            budget.publish();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::ManualClock;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn periods_end_at_the_next_utc_midnight_or_first_of_month() {
        let now = at("2026-12-31T23:59:59Z");
        assert_eq!(
            Period::UtcDay.window(now),
            ("2026-12-31".to_owned(), at("2027-01-01T00:00:00Z"))
        );
        assert_eq!(
            Period::UtcMonth.window(now),
            ("2026-12".to_owned(), at("2027-01-01T00:00:00Z"))
        );
        assert_eq!(
            Period::UtcMonth.window(at("2028-02-29T12:00:00Z")).1,
            at("2028-03-01T00:00:00Z")
        );
    }

    #[tokio::test]
    async fn spends_until_the_limit_then_refuses_until_the_reset() {
        let clock = ManualClock::at(at("2026-05-01T22:00:00Z"));
        let spec = BudgetSpec {
            upstream: "test",
            unit: "chars",
            limit: 10,
            period: Period::UtcDay,
        };
        let budget = Budget::new(spec, Arc::new(clock.clone()), Store::local());
        assert_eq!(budget.spend(6).await, Ok(()));
        assert_eq!(
            budget.spend(5).await,
            Err(Spent {
                retry_after: Duration::from_secs(2 * 3600)
            })
        );
        assert_eq!(budget.spend(4).await, Ok(()));
        assert_eq!(budget.used(), 10);
        clock.advance(chrono::Duration::hours(2));
        assert_eq!(budget.used(), 0);
        assert_eq!(budget.spend(10).await, Ok(()));
    }
}
