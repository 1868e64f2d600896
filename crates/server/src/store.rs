//! The optional shared store: one Redis (`--redis-url`, `TOOLBOX_REDIS_URL`) that several server
//! replicas share for the route caches ([`crate::cache`]), the per-client rate limit
//! ([`crate::limit`]) and the upstream budgets ([`crate::budget`]). Without a URL there is no
//! shared store and every service uses its in-process state, exactly as a single server always did.
//!
//! Redis must never turn into an error a user sees. Every command has a time limit of a few tens of
//! milliseconds (`--redis-timeout-ms`, 50 by default); the first failure or timeout marks the store
//! down (one warning in the log, `toolbox_shared_store_up 0`), and from then on callers do not
//! wait for it at all: each operation answers `None` at once and its caller uses its local state
//! (counted in `toolbox_shared_store_fallbacks_total{op}`). A background probe connects afresh
//! every [`PROBE_INTERVAL`] and, once Redis answers a PING, marks the store up again (one info
//! line), so sharing resumes well within a second of Redis coming back.
//!
//! The client is redis-rs (`redis` crate) with its `ConnectionManager`: one multiplexed connection
//! per replica that pipelines concurrent commands, and scripts sent by SHA with a transparent
//! reload after a Redis restart (`NOSCRIPT`). Chosen over `fred` by measurement and maintenance
//! (`make bench-redis`, bench/redis-clients; numbers in the README, "Shared store and cluster"):
//! as fast or faster on these operations (within the noise of a shared machine), quicker to fail
//! while Redis is down and to reconnect, and released regularly where `fred` has not been since
//! February 2025. Timeouts and fallback are ours either way, since a fallback to local state is
//! not something any client does for us.

use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use redis::aio::{ConnectionManager, ConnectionManagerConfig};
use redis::{FromRedisValue, RedisResult, Script, ToRedisArgs};

use crate::telemetry;

/// How often a down store is tried again.
pub const PROBE_INTERVAL: Duration = Duration::from_millis(200);

/// Settings of the shared store.
#[derive(Debug, Clone)]
pub struct StoreConfig {
    /// `redis://host:port[/db]`; `None`: no shared store.
    pub url: Option<String>,
    /// Time limit of one command (and of connecting, for requests).
    pub timeout: Duration,
    /// Prefix of every key, so deployments can share one Redis.
    pub prefix: String,
}

impl Default for StoreConfig {
    fn default() -> Self {
        Self {
            url: None,
            timeout: Duration::from_millis(50),
            prefix: "toolbox".to_owned(),
        }
    }
}

/// A handle on the shared store, or on none (cheap to clone).
#[derive(Debug, Clone, Default)]
pub struct Store(Option<Arc<Shared>>);

struct Shared {
    client: redis::Client,
    conn: Mutex<Option<ConnectionManager>>,
    up: AtomicBool,
    probing: AtomicBool,
    timeout: Duration,
    prefix: String,
    tokens: AtomicU64,
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared")
            .field("up", &self.up.load(Ordering::Relaxed))
            .field("prefix", &self.prefix)
            .finish_non_exhaustive()
    }
}

impl Store {
    /// No shared store: every service keeps its state in this process.
    pub fn local() -> Self {
        Self(None)
    }

    /// The shared store of `config`, if it names one. It starts down and connects in the
    /// background (a server starts even while Redis is away); needs a Tokio runtime.
    pub fn connect(config: &StoreConfig) -> Result<Self, String> {
        let Some(url) = config.url.as_deref().filter(|u| !u.is_empty()) else {
            return Ok(Self::local());
        };
        let client = redis::Client::open(url)
            .map_err(|e| format!("--redis-url is not a Redis URL ({url}): {e}"))?;
        if config.timeout.is_zero() {
            return Err("--redis-timeout-ms must be at least 1".into());
        }
        let shared = Arc::new(Shared {
            client,
            conn: Mutex::new(None),
            up: AtomicBool::new(false),
            probing: AtomicBool::new(false),
            timeout: config.timeout,
            prefix: config.prefix.clone(),
            tokens: AtomicU64::new(0),
        });
        telemetry::store_up(false);
        if tokio::runtime::Handle::try_current().is_err() {
            return Err("the shared store needs a Tokio runtime".into());
        }
        Shared::probe(&shared);
        Ok(Self(Some(shared)))
    }

    /// Whether a shared store is configured (up or not).
    pub fn is_configured(&self) -> bool {
        self.0.is_some()
    }

    /// Whether the shared store is in use right now.
    pub fn is_up(&self) -> bool {
        self.0
            .as_ref()
            .is_some_and(|s| s.up.load(Ordering::Relaxed))
    }

    /// Waits until the shared store is up, at most `within`; whether it is.
    pub async fn wait_up(&self, within: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            if self.is_up() {
                return true;
            }
            if self.0.is_none() || tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// `<prefix>:<rest>`.
    pub fn key(&self, rest: &str) -> String {
        match &self.0 {
            Some(shared) => format!("{}:{rest}", shared.prefix),
            None => rest.to_owned(),
        }
    }

    /// A token no other holder of a lock has (process id, a counter, the time).
    pub(crate) fn token(&self) -> String {
        let n = self
            .0
            .as_ref()
            .map_or(0, |s| s.tokens.fetch_add(1, Ordering::Relaxed));
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        format!("{}-{n}-{nanos}", std::process::id())
    }

    /// Runs `command` on the shared store: `None` when there is none, it is down, or the command
    /// failed or took too long (which marks it down). `op` names it in the metrics.
    async fn run<T, F, Fut>(&self, op: &'static str, command: F) -> Option<T>
    where
        F: FnOnce(ConnectionManager) -> Fut,
        Fut: Future<Output = RedisResult<T>>,
    {
        let shared = self.0.as_ref()?;
        let conn = shared
            .up
            .load(Ordering::Relaxed)
            .then(|| shared.conn.lock().ok().and_then(|c| c.clone()))
            .flatten();
        let Some(conn) = conn else {
            telemetry::store_fallback(op);
            return None;
        };
        match tokio::time::timeout(shared.timeout, command(conn)).await {
            Ok(Ok(value)) => Some(value),
            Ok(Err(err)) => {
                shared.down(op, "error", &err.to_string());
                None
            }
            Err(_) => {
                shared.down(op, "timeout", "no answer in time");
                None
            }
        }
    }

    /// The value at `key` and how long it still lives; `Some(None)` when there is none.
    pub(crate) async fn get(&self, key: &str) -> Option<Option<(Vec<u8>, Duration)>> {
        self.run("get", |mut conn| async move {
            let (value, ttl): (Option<Vec<u8>>, i64) = redis::pipe()
                .get(key)
                .pttl(key)
                .query_async(&mut conn)
                .await?;
            // PTTL: -1 no expiry (never written so by us), -2 gone since the GET.
            Ok(value.filter(|_| ttl != -2).map(|v| {
                let ttl = u64::try_from(ttl).unwrap_or(0);
                (v, Duration::from_millis(ttl))
            }))
        })
        .await
    }

    /// Sets `key` to `value` for `ttl` (at least a millisecond).
    pub(crate) async fn set(&self, key: &str, value: Vec<u8>, ttl: Duration) -> Option<()> {
        let ms = u64::try_from(ttl.as_millis()).unwrap_or(u64::MAX).max(1);
        self.run("set", |mut conn| async move {
            redis::cmd("SET")
                .arg(key)
                .arg(value)
                .arg("PX")
                .arg(ms)
                .query_async::<()>(&mut conn)
                .await
        })
        .await
    }

    /// Takes the lock `key` for `ttl` if nobody holds it: `Some(true)` when taken.
    pub(crate) async fn lock(&self, key: &str, token: &str, ttl: Duration) -> Option<bool> {
        let ms = u64::try_from(ttl.as_millis()).unwrap_or(u64::MAX).max(1);
        self.run("lock", |mut conn| async move {
            let taken: Option<String> = redis::cmd("SET")
                .arg(key)
                .arg(token)
                .arg("NX")
                .arg("PX")
                .arg(ms)
                .query_async(&mut conn)
                .await?;
            Ok(taken.is_some())
        })
        .await
    }

    /// Releases the lock `key` if `token` still holds it (it may have expired and been taken).
    pub(crate) async fn unlock(&self, key: &str, token: &str) {
        static UNLOCK: std::sync::OnceLock<Script> = std::sync::OnceLock::new();
        let script = UNLOCK.get_or_init(|| {
            Script::new(
                "if redis.call('GET', KEYS[1]) == ARGV[1] then \
                 return redis.call('DEL', KEYS[1]) else return 0 end",
            )
        });
        let _: Option<i64> = self.script("unlock", script, &[key], &[token]).await;
    }

    /// Runs a Lua `script` (by SHA, loaded again after a restart) with `keys` and `args`.
    pub(crate) async fn script<T, A>(
        &self,
        op: &'static str,
        script: &Script,
        keys: &[&str],
        args: &[A],
    ) -> Option<T>
    where
        T: FromRedisValue + Send,
        A: ToRedisArgs,
    {
        let mut invocation = script.prepare_invoke();
        for key in keys {
            invocation.key(*key);
        }
        for arg in args {
            invocation.arg(arg);
        }
        self.run(op, |mut conn| async move {
            invocation.invoke_async(&mut conn).await
        })
        .await
    }
}

impl Shared {
    /// Marks the store down after a failed `op` (logged once per outage) and starts the probe.
    fn down(self: &Arc<Self>, op: &'static str, kind: &'static str, why: &str) {
        telemetry::store_fallback(op);
        telemetry::store_error(kind);
        if self.up.swap(false, Ordering::Relaxed) {
            tracing::warn!(
                op,
                why,
                "shared store (Redis) unavailable: using this replica's local state until it is back"
            );
            telemetry::store_up(false);
        }
        Shared::probe(self);
    }

    /// Connects afresh every [`PROBE_INTERVAL`] until Redis answers, then marks the store up.
    fn probe(self: &Arc<Self>) {
        if self.probing.swap(true, Ordering::AcqRel) {
            return;
        }
        let shared = Arc::clone(self);
        tokio::spawn(async move {
            // Connecting is not on a request's path, so it may take longer than a command.
            let connect = shared.timeout.max(Duration::from_millis(500));
            let config = ConnectionManagerConfig::new()
                .set_connection_timeout(Some(connect))
                .set_response_timeout(Some(shared.timeout))
                .set_number_of_retries(1)
                .set_min_delay(Duration::from_millis(10))
                .set_max_delay(Duration::from_millis(100));
            let mut first = true;
            loop {
                if !first {
                    tokio::time::sleep(PROBE_INTERVAL).await;
                }
                first = false;
                let attempt = async {
                    let mut conn = shared
                        .client
                        .get_connection_manager_with_config(config.clone())
                        .await?;
                    redis::cmd("PING").query_async::<()>(&mut conn).await?;
                    RedisResult::Ok(conn)
                };
                if let Ok(Ok(conn)) = tokio::time::timeout(connect, attempt).await {
                    if let Ok(mut slot) = shared.conn.lock() {
                        *slot = Some(conn);
                    }
                    shared.probing.store(false, Ordering::Release);
                    shared.up.store(true, Ordering::Relaxed);
                    telemetry::store_up(true);
                    tracing::info!("shared store (Redis) in use");
                    return;
                }
            }
        });
    }
}
