//! The per-route cache of upstream answers ([`moka`]): each route picks how long a good answer
//! lives and how long a failure is remembered (so a failing upstream is left alone for a while
//! instead of being asked again by every request), and identical calls that arrive while one is
//! in flight wait for its answer instead of calling the upstream again (moka's `or_insert_with`
//! runs one initialiser per key and hands its value to every waiter).
//!
//! With the shared store ([`crate::store`]) the in-process cache is the first level and Redis the
//! second: a miss here reads Redis (and keeps what it finds for the rest of its lifetime there),
//! and a miss there takes a short lock in Redis, so that of all replicas missing the same key at
//! once exactly one calls the upstream while the others wait for its answer to appear (polling
//! every few milliseconds, at most [`LOCK_WAIT`]). Failures are shared with their lifetimes too;
//! a refusal of the site's own budget is never cached anywhere. When Redis is away, a replica
//! behaves as without it.

use std::future::Future;
use std::hash::Hash;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use moka::Expiry;
use moka::future::Cache;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::store::Store;
use crate::telemetry;
use crate::upstream::UpstreamError;

type Outcome<V> = Result<V, UpstreamError>;

/// How long a replica holds the fetch lock of a key at most (a fetch that dies lets it expire).
const LOCK_TTL: Duration = Duration::from_secs(15);
/// How long a replica waits for another's fetch before fetching itself.
pub const LOCK_WAIT: Duration = Duration::from_secs(15);
/// The longest pause between two looks for another replica's answer.
const MAX_POLL: Duration = Duration::from_millis(20);

/// An outcome and how long it lives here.
#[derive(Debug, Clone)]
struct Slot<V> {
    outcome: Outcome<V>,
    ttl: Duration,
}

/// Each entry lives as long as its slot says.
#[derive(Debug, Clone, Copy)]
struct BySlot;

impl<K, V> Expiry<K, Slot<V>> for BySlot {
    fn expire_after_create(&self, _: &K, value: &Slot<V>, _: Instant) -> Option<Duration> {
        Some(value.ttl)
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

impl Lifetimes {
    /// `ok` for an answer, `err` (or what the upstream's `Retry-After` asked, up to `ok`) for a
    /// failure, nothing for a refusal of the site's budget.
    fn of<V>(&self, outcome: &Outcome<V>) -> Duration {
        match outcome {
            Ok(_) => self.ok,
            Err(UpstreamError::Budget { .. }) => Duration::ZERO,
            Err(err) => err.retry_after().map_or(self.err, |asked| {
                asked.max(self.err).min(self.ok.max(self.err))
            }),
        }
    }
}

/// A cache of one route's upstream answers, keyed by the route's validated parameters.
#[derive(Debug, Clone)]
pub struct RouteCache<K, V>
where
    K: Hash + Eq + Send + Sync + 'static,
    V: Clone + Send + Sync + 'static,
{
    inner: Cache<K, Slot<V>>,
    /// The route, as the metrics name it (`rates`, `weather` ...).
    name: &'static str,
    lifetimes: Lifetimes,
    store: Store,
}

/// One answer of [`RouteCache::get_or_fetch`].
#[derive(Debug, Clone)]
pub struct Cached<V> {
    pub outcome: Outcome<V>,
    /// True for the one caller whose fetch produced the outcome; false for a cache hit (here or
    /// in the shared store) or a caller that waited for another's fetch.
    pub fresh: bool,
}

impl<K, V> RouteCache<K, V>
where
    K: Hash + Eq + Clone + Send + Sync + Serialize + 'static,
    V: Clone + Send + Sync + Serialize + DeserializeOwned + 'static,
{
    /// An in-process cache only.
    pub fn new(name: &'static str, lifetimes: Lifetimes) -> Self {
        Self::shared(name, lifetimes, Store::local())
    }

    /// An in-process cache in front of `store` (when that is configured).
    pub fn shared(name: &'static str, lifetimes: Lifetimes, store: Store) -> Self {
        Self {
            inner: Cache::builder()
                .max_capacity(lifetimes.capacity)
                .expire_after(BySlot)
                .build(),
            name,
            lifetimes,
            store,
        }
    }

    /// The cached outcome for `key`, or the outcome of `fetch`, run once however many callers
    /// (of all replicas, with the shared store) ask for `key` at the same time.
    pub async fn get_or_fetch<F>(&self, key: K, fetch: F) -> Cached<V>
    where
        F: Future<Output = Outcome<V>>,
    {
        let ran = AtomicBool::new(false);
        let init = self.load(&key, fetch, &ran);
        let entry = self.inner.entry_by_ref(&key).or_insert_with(init).await;
        let fresh = entry.is_fresh() && ran.load(Ordering::Relaxed);
        telemetry::cache_lookup(self.name, fresh);
        let outcome = entry.into_value().outcome;
        if fresh && let Err(err) = &outcome {
            telemetry::upstream_error(self.name, err);
        }
        Cached { fresh, outcome }
    }

    /// Runs `fetch` here.
    async fn fetch_here<F>(&self, fetch: F, ran: &AtomicBool) -> Slot<V>
    where
        F: Future<Output = Outcome<V>>,
    {
        ran.store(true, Ordering::Relaxed);
        let outcome = fetch.await;
        let ttl = self.lifetimes.of(&outcome);
        Slot { outcome, ttl }
    }

    /// A stored outcome for `key` in the shared store: `Err(())` when it is away.
    async fn read_shared(&self, key: &str) -> Result<Option<Slot<V>>, ()> {
        match self.store.get(key).await {
            None => Err(()),
            Some(None) => Ok(None),
            Some(Some((bytes, ttl))) => {
                Ok(serde_json::from_slice::<Outcome<V>>(&bytes)
                    .ok()
                    .map(|outcome| Slot {
                        outcome,
                        ttl: ttl.max(Duration::from_millis(1)),
                    }))
            }
        }
    }

    /// The first level missed: the shared store's outcome, or the one fetch of all replicas.
    async fn load<F>(&self, key: &K, fetch: F, ran: &AtomicBool) -> Slot<V>
    where
        F: Future<Output = Outcome<V>>,
    {
        if !self.store.is_configured() {
            return self.fetch_here(fetch, ran).await;
        }
        let Ok(json) = serde_json::to_string(key) else {
            return self.fetch_here(fetch, ran).await;
        };
        let shared_key = self.store.key(&format!("cache:{}:{json}", self.name));
        let lock = format!("{shared_key}:lock");
        let token = self.store.token();
        let deadline = Instant::now() + LOCK_WAIT;
        let mut pause = Duration::from_millis(1);
        loop {
            match self.read_shared(&shared_key).await {
                Ok(Some(slot)) => return slot,
                Ok(None) => {}
                Err(()) => break,
            }
            match self.store.lock(&lock, &token, LOCK_TTL).await {
                Some(true) => {
                    // Another replica may have stored it and let go between the look and the lock.
                    if let Ok(Some(slot)) = self.read_shared(&shared_key).await {
                        self.store.unlock(&lock, &token).await;
                        return slot;
                    }
                    let slot = self.fetch_here(fetch, ran).await;
                    if !slot.ttl.is_zero()
                        && let Ok(bytes) = serde_json::to_vec(&slot.outcome)
                    {
                        self.store.set(&shared_key, bytes, slot.ttl).await;
                    }
                    self.store.unlock(&lock, &token).await;
                    return slot;
                }
                Some(false) if Instant::now() < deadline => {
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(MAX_POLL);
                }
                Some(false) | None => break,
            }
        }
        self.fetch_here(fetch, ran).await
    }

    /// Forgets everything here (tests, and an operator's reload if ever needed).
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
    async fn a_refusal_of_the_sites_budget_is_not_remembered() {
        let cache = cache(60_000, 60_000);
        let refused = cache
            .get_or_fetch(1, async {
                Err(UpstreamError::Budget {
                    retry_after: Duration::from_secs(5),
                })
            })
            .await;
        assert!(matches!(refused.outcome, Err(UpstreamError::Budget { .. })));
        let next = cache.get_or_fetch(1, async { Ok(7) }).await;
        assert_eq!((next.outcome, next.fresh), (Ok(7), true));
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
