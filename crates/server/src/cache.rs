//! The per-route cache of upstream answers ([`moka`]): each route picks how long a good answer
//! lives and how long a failure is remembered (so a failing upstream is left alone for a while
//! instead of being asked again by every request), and identical calls that arrive while one is
//! in flight wait for its answer instead of calling the upstream again (moka's `or_insert_with`
//! runs one initialiser per key and hands its value to every waiter).

use std::future::Future;
use std::hash::Hash;
use std::time::{Duration, Instant};

use moka::Expiry;
use moka::future::Cache;

use crate::telemetry;
use crate::upstream::UpstreamError;

type Outcome<V> = Result<V, UpstreamError>;

/// How long an entry lives: `ok` for an answer, `err` (or what the upstream's `Retry-After`
/// asked, up to `ok`) for a failure.
#[derive(Debug, Clone, Copy)]
struct ByOutcome {
    ok: Duration,
    err: Duration,
}

impl<K, V> Expiry<K, Outcome<V>> for ByOutcome {
    fn expire_after_create(&self, _: &K, value: &Outcome<V>, _: Instant) -> Option<Duration> {
        Some(match value {
            Ok(_) => self.ok,
            Err(err) => err.retry_after().map_or(self.err, |asked| {
                asked.max(self.err).min(self.ok.max(self.err))
            }),
        })
    }
}

/// Lifetimes of one route's cache entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lifetimes {
    /// How long a good answer is served without asking the upstream again.
    pub ok: Duration,
    /// How long a failure is served (as the failure) before the upstream is asked again.
    pub err: Duration,
    /// At most this many keys are kept (least recently used go first).
    pub capacity: u64,
}

/// A cache of one route's upstream answers, keyed by the route's validated parameters.
#[derive(Debug, Clone)]
pub struct RouteCache<K, V>
where
    K: Hash + Eq + Send + Sync + 'static,
    V: Clone + Send + Sync + 'static,
{
    inner: Cache<K, Outcome<V>>,
    /// The route, as the metrics name it (`rates`, `weather` ...).
    name: &'static str,
}

/// One answer of [`RouteCache::get_or_fetch`].
#[derive(Debug, Clone)]
pub struct Cached<V> {
    pub outcome: Outcome<V>,
    /// True for the one caller whose fetch produced the outcome; false for a cache hit or a
    /// caller that waited for another's fetch.
    pub fresh: bool,
}

impl<K, V> RouteCache<K, V>
where
    K: Hash + Eq + Send + Sync + 'static,
    V: Clone + Send + Sync + 'static,
{
    pub fn new(name: &'static str, lifetimes: Lifetimes) -> Self {
        let expiry = ByOutcome {
            ok: lifetimes.ok,
            err: lifetimes.err,
        };
        Self {
            inner: Cache::builder()
                .max_capacity(lifetimes.capacity)
                .expire_after(expiry)
                .build(),
            name,
        }
    }

    /// The cached outcome for `key`, or the outcome of `fetch`, run once however many callers
    /// ask for `key` at the same time.
    pub async fn get_or_fetch<F>(&self, key: K, fetch: F) -> Cached<V>
    where
        F: Future<Output = Outcome<V>>,
    {
        let entry = self.inner.entry(key).or_insert_with(fetch).await;
        let fresh = entry.is_fresh();
        telemetry::cache_lookup(self.name, fresh);
        let outcome = entry.into_value();
        if fresh && let Err(err) = &outcome {
            telemetry::upstream_error(self.name, err);
        }
        Cached { fresh, outcome }
    }

    /// Forgets everything (tests, and an operator's reload if ever needed).
    pub fn clear(&self) {
        self.inner.invalidate_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn cache(ok_ms: u64, err_ms: u64) -> RouteCache<u8, u32> {
        RouteCache::new(
            "test",
            Lifetimes {
                ok: Duration::from_millis(ok_ms),
                err: Duration::from_millis(err_ms),
                capacity: 16,
            },
        )
    }

    #[tokio::test]
    async fn identical_calls_share_one_fetch_and_others_do_not() {
        let cache = cache(60_000, 1_000);
        let calls = Arc::new(AtomicUsize::new(0));
        let fetch = |value: u32| {
            let calls = calls.clone();
            async move {
                calls.fetch_add(1, Ordering::SeqCst);
                tokio::time::sleep(Duration::from_millis(50)).await;
                Ok(value)
            }
        };
        let (a, b, c) = tokio::join!(
            cache.get_or_fetch(1, fetch(10)),
            cache.get_or_fetch(1, fetch(11)),
            cache.get_or_fetch(2, fetch(20)),
        );
        assert_eq!(calls.load(Ordering::SeqCst), 2);
        assert_eq!(a.outcome, Ok(10));
        assert_eq!(b.outcome, Ok(10));
        assert_eq!(c.outcome, Ok(20));
        assert_eq!(u8::from(a.fresh) + u8::from(b.fresh), 1);
    }

    #[tokio::test]
    async fn failures_live_shorter_than_answers() {
        let cache = cache(60_000, 100);
        let failed = cache
            .get_or_fetch(1, async { Err(UpstreamError::Timeout) })
            .await;
        assert_eq!(failed.outcome, Err(UpstreamError::Timeout));
        let remembered = cache.get_or_fetch(1, async { Ok(5) }).await;
        assert_eq!(remembered.outcome, Err(UpstreamError::Timeout));
        tokio::time::sleep(Duration::from_millis(150)).await;
        let again = cache.get_or_fetch(1, async { Ok(5) }).await;
        assert_eq!((again.outcome, again.fresh), (Ok(5), true));
        let kept = cache.get_or_fetch(1, async { Ok(6) }).await;
        assert_eq!((kept.outcome, kept.fresh), (Ok(5), false));
    }
}
