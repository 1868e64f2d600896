//! The two Redis clients issue 26 names, side by side, doing exactly the shared store's
//! operations (crates/server/src/store.rs, cache.rs, limit.rs) against one local `redis-server`:
//!
//! - `get`: a cache hit, `GET` + `PTTL` of a 2 KB value in one pipeline (`Store::get`);
//! - `set`: `SET key value PX ms` of a 2 KB value (`Store::set`);
//! - `gcra`: the rate limit's GCRA Lua script by `EVALSHA`, reloaded on `NOSCRIPT` (`limit.rs`);
//! - `lock`: `SET lock token NX PX ms`, the single-flight lock attempt (`Store::lock`).
//!
//! Each at concurrency 1 (latency: median and p99 of every command) and with 64 tasks sharing one
//! client, i.e. one multiplexed connection (throughput and p99). The clients alternate in rounds
//! (redis fred, fred redis, ...) so that noise on a shared machine hits both; the report gives the
//! median over rounds and the ratio redis/fred.
//!
//! Then faults, each client in turn, with our 50 ms command timeout set in the client itself (the
//! server adds its own `tokio::time::timeout` on top): redis-server stopped with SIGSTOP ("slow")
//! and resumed, killed with SIGKILL ("down") and started again; how long a command takes to fail,
//! and how long after SIGCONT / the restart until a command succeeds again (after the restart a
//! new probe starts every 2 ms without waiting for the last, so a client that fails slowly is
//! not charged for its timeouts in its reconnect time).
//!
//! Usage (scripts/bench-redis-clients.sh runs it): `redis-clients-bench --port P --pid PID
//! --pid-file FILE [--rounds 5] [--c1-ms 400] [--c64-ms 800] [--fault-rounds 3] -- redis-server
//! ARGS...` (the command after `--` restarts Redis after the kill; the pid of the Redis now
//! running is written to FILE so the script can stop it).

use std::fmt::Write as _;
use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use fred::prelude::{
    Builder, ClientLike, Config, Expiration, KeysInterface, LuaInterface, Options, ReconnectPolicy,
    SetOptions, Value,
};
use redis::aio::{ConnectionManager, ConnectionManagerConfig};

/// Our GCRA script, the very file the server runs.
const GCRA: &str = include_str!("../../../crates/server/src/gcra.lua");

/// Our command timeout (`--redis-timeout-ms`, 50 by default).
const TIMEOUT: Duration = Duration::from_millis(50);
/// The server's connect timeout for its probe (store.rs: the timeout, at least 500 ms).
const CONNECT_TIMEOUT: Duration = Duration::from_millis(500);
/// A fault probe that has no answer by then is reported as "no answer in 1 s".
const CAP: Duration = Duration::from_secs(1);
const VALUE_LEN: usize = 2048;
const TASKS: usize = 64;
/// The GCRA arguments: 1 µs interval, a huge burst: every call passes (the script's write path).
const GCRA_INTERVAL_US: i64 = 1;
const GCRA_BURST: i64 = 1_000_000_000;
const GET_KEY: &str = r#"toolbox:cache:rates:{"base":"USD"}"#;

static SEQ: AtomicU64 = AtomicU64::new(0);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Which {
    Redis,
    Fred,
}

impl Which {
    fn name(self) -> &'static str {
        match self {
            Which::Redis => "redis",
            Which::Fred => "fred",
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Op {
    Get,
    Set,
    Gcra,
    Lock,
}

const OPS: [Op; 4] = [Op::Get, Op::Set, Op::Gcra, Op::Lock];

impl Op {
    fn name(self) -> &'static str {
        match self {
            Op::Get => "cache GET hit (GET+PTTL, 2 KB)",
            Op::Set => "SET PX (2 KB)",
            Op::Gcra => "GCRA script (EVALSHA)",
            Op::Lock => "lock SET NX PX",
        }
    }
}

struct Clients {
    redis: ConnectionManager,
    redis_gcra: redis::Script,
    fred: fred::prelude::Client,
    fred_gcra: fred::types::scripts::Script,
    value: Vec<u8>,
    fred_value: Value,
}

type Res = Result<(), String>;

fn err(e: impl std::fmt::Display) -> String {
    e.to_string()
}

impl Clients {
    async fn connect(url: &str) -> Result<Self, String> {
        // The server's ConnectionManager settings (store.rs, Shared::probe).
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(Some(CONNECT_TIMEOUT))
            .set_response_timeout(Some(TIMEOUT))
            .set_number_of_retries(1)
            .set_min_delay(Duration::from_millis(10))
            .set_max_delay(Duration::from_millis(100));
        let redis = redis::Client::open(url)
            .map_err(err)?
            .get_connection_manager_with_config(config)
            .await
            .map_err(err)?;
        // fred with the same limits: 50 ms per command, 500 ms to connect, reconnecting every
        // 10..100 ms for ever.
        let fred = Builder::from_config(Config::from_url(url).map_err(err)?)
            .with_connection_config(|c| {
                c.connection_timeout = CONNECT_TIMEOUT;
                c.internal_command_timeout = CONNECT_TIMEOUT;
            })
            .with_performance_config(|p| p.default_command_timeout = TIMEOUT)
            .set_policy(ReconnectPolicy::new_exponential(0, 10, 100, 2))
            .build()
            .map_err(err)?;
        fred.init().await.map_err(err)?;
        let value: Vec<u8> = (0..VALUE_LEN).map(|i| b'a' + (i % 26) as u8).collect();
        let fred_value = Value::try_from(value.clone()).map_err(err)?;
        Ok(Self {
            redis,
            redis_gcra: redis::Script::new(GCRA),
            fred,
            fred_gcra: fred::types::scripts::Script::from_lua(GCRA),
            value,
            fred_value,
        })
    }

    /// One operation, checked (a miss or a refused lock is an error: we measure the hit path).
    async fn op(&self, which: Which, op: Op, task: usize) -> Res {
        let n = SEQ.fetch_add(1, Ordering::Relaxed);
        match (which, op) {
            (Which::Redis, Op::Get) => {
                let mut conn = self.redis.clone();
                let (value, ttl): (Option<Vec<u8>>, i64) = redis::pipe()
                    .get(GET_KEY)
                    .pttl(GET_KEY)
                    .query_async(&mut conn)
                    .await
                    .map_err(err)?;
                check_hit(value.as_deref(), ttl)
            }
            (Which::Fred, Op::Get) => {
                let pipe = self.fred.pipeline();
                let () = pipe.get(GET_KEY).await.map_err(err)?;
                let () = pipe.pttl(GET_KEY).await.map_err(err)?;
                let (value, ttl): (Option<Vec<u8>>, i64) = pipe.all().await.map_err(err)?;
                check_hit(value.as_deref(), ttl)
            }
            (Which::Redis, Op::Set) => {
                let mut conn = self.redis.clone();
                redis::cmd("SET")
                    .arg(set_key(task))
                    .arg(&self.value[..])
                    .arg("PX")
                    .arg(60_000)
                    .query_async::<()>(&mut conn)
                    .await
                    .map_err(err)
            }
            (Which::Fred, Op::Set) => self
                .fred
                .set::<(), _, _>(
                    set_key(task),
                    self.fred_value.clone(),
                    Some(Expiration::PX(60_000)),
                    None,
                    false,
                )
                .await
                .map_err(err),
            (Which::Redis, Op::Gcra) => {
                let wait: i64 = self.redis_gcra(&gcra_key(task)).await.map_err(err)?;
                check_zero(wait)
            }
            (Which::Fred, Op::Gcra) => {
                let wait: i64 = self
                    .fred_gcra
                    .evalsha_with_reload(
                        &self.fred,
                        gcra_key(task),
                        vec![GCRA_INTERVAL_US, GCRA_BURST],
                    )
                    .await
                    .map_err(err)?;
                check_zero(wait)
            }
            (Which::Redis, Op::Lock) => {
                let mut conn = self.redis.clone();
                let taken: Option<String> = redis::cmd("SET")
                    .arg(lock_key(task, n))
                    .arg(token(n))
                    .arg("NX")
                    .arg("PX")
                    .arg(2_000)
                    .query_async(&mut conn)
                    .await
                    .map_err(err)?;
                taken.map(|_| ()).ok_or_else(|| "lock not taken".into())
            }
            (Which::Fred, Op::Lock) => {
                let taken: Option<String> = self
                    .fred
                    .set(
                        lock_key(task, n),
                        token(n),
                        Some(Expiration::PX(2_000)),
                        Some(SetOptions::NX),
                        false,
                    )
                    .await
                    .map_err(err)?;
                taken.map(|_| ()).ok_or_else(|| "lock not taken".into())
            }
        }
    }

    async fn redis_gcra(&self, key: &str) -> redis::RedisResult<i64> {
        let mut conn = self.redis.clone();
        self.redis_gcra
            .prepare_invoke()
            .key(key)
            .arg(GCRA_INTERVAL_US)
            .arg(GCRA_BURST)
            .invoke_async(&mut conn)
            .await
    }

    /// The fault probe: the GCRA script (so the reload after a restart is part of it), as the
    /// server would issue it: the client's own 50 ms timeout, and for fred `fail_fast` (fail at
    /// once while the connection is down instead of queueing for the reconnection).
    async fn probe(&self, which: Which) -> Res {
        let key = gcra_key(9999);
        match which {
            Which::Redis => self.redis_gcra(&key).await.map(|_| ()).map_err(err),
            Which::Fred => {
                let options = Options {
                    fail_fast: true,
                    timeout: Some(TIMEOUT),
                    ..Options::default()
                };
                let client = self.fred.with_options(&options);
                let sha = self.fred_gcra.sha1().clone();
                let args = vec![GCRA_INTERVAL_US, GCRA_BURST];
                let first: Result<i64, _> = client.evalsha(sha.clone(), &key, args.clone()).await;
                match first {
                    Err(e) if e.details().starts_with("NOSCRIPT") => {
                        client.script_load::<(), _>(GCRA).await.map_err(err)?;
                        client
                            .evalsha::<i64, _, _, _>(sha, &key, args)
                            .await
                            .map(|_| ())
                            .map_err(err)
                    }
                    other => other.map(|_| ()).map_err(err),
                }
            }
        }
    }

    /// Prepares the keys the operations read.
    async fn seed(&self) -> Res {
        let mut conn = self.redis.clone();
        redis::cmd("SET")
            .arg(GET_KEY)
            .arg(&self.value[..])
            .arg("PX")
            .arg(3_600_000)
            .query_async::<()>(&mut conn)
            .await
            .map_err(err)
    }
}

fn check_hit(value: Option<&[u8]>, ttl: i64) -> Res {
    match value {
        Some(v) if v.len() == VALUE_LEN && ttl > 0 => Ok(()),
        _ => Err("cache miss".into()),
    }
}

fn check_zero(wait: i64) -> Res {
    if wait == 0 {
        Ok(())
    } else {
        Err(format!("limited ({wait} µs)"))
    }
}

fn set_key(task: usize) -> String {
    format!("toolbox:cache:bench:{task}")
}

fn gcra_key(task: usize) -> String {
    format!("toolbox:rl:10.0.{}.{}", task / 256, task % 256)
}

fn lock_key(task: usize, n: u64) -> String {
    format!("toolbox:cache:bench:{task}:{n}:lock")
}

fn token(n: u64) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!("{}-{n}-{nanos}", std::process::id())
}

/// One measurement: latencies in ns, errors, elapsed time.
#[derive(Default)]
struct Run {
    lat: Vec<u64>,
    errors: u64,
    first_error: Option<String>,
    elapsed: Duration,
}

impl Run {
    fn merge(&mut self, other: Run) {
        self.lat.extend(other.lat);
        self.errors += other.errors;
        if self.first_error.is_none() {
            self.first_error = other.first_error;
        }
    }
}

async fn run_for(clients: &Clients, which: Which, op: Op, task: usize, until: Instant) -> Run {
    let mut run = Run::default();
    while Instant::now() < until {
        let start = Instant::now();
        let result = clients.op(which, op, task).await;
        let ns = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
        match result {
            Ok(()) => run.lat.push(ns),
            Err(e) => {
                run.errors += 1;
                run.first_error.get_or_insert(e);
            }
        }
    }
    run
}

async fn measure(
    clients: &Arc<Clients>,
    which: Which,
    op: Op,
    tasks: usize,
    span: Duration,
) -> Run {
    // Warm-up: a tenth of the span, not counted.
    let warm = Instant::now() + span / 10;
    run_for(clients, which, op, 0, warm).await;
    let start = Instant::now();
    let until = start + span;
    let mut total = Run::default();
    if tasks == 1 {
        total = run_for(clients, which, op, 0, until).await;
    } else {
        let handles: Vec<_> = (0..tasks)
            .map(|task| {
                let clients = Arc::clone(clients);
                tokio::spawn(async move { run_for(&clients, which, op, task, until).await })
            })
            .collect();
        for handle in handles {
            if let Ok(run) = handle.await {
                total.merge(run);
            }
        }
    }
    total.elapsed = start.elapsed();
    total.lat.sort_unstable();
    total
}

fn pct(sorted: &[u64], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[i.min(sorted.len() - 1)] as f64 / 1000.0
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    if values.is_empty() {
        return f64::NAN;
    }
    let mid = values.len() / 2;
    if values.len() % 2 == 1 {
        values[mid]
    } else {
        (values[mid - 1] + values[mid]) / 2.0
    }
}

/// Per op, mode and client: (median µs, p99 µs, ops/s) of each round.
#[derive(Default, Clone)]
struct Samples {
    median: Vec<f64>,
    p99: Vec<f64>,
    ops: Vec<f64>,
    errors: u64,
    first_error: Option<String>,
}

// ------------------------------------------------------------------------------------ faults

struct Redis {
    port: u16,
    pid: u32,
    child: Option<Child>,
    restart: Vec<String>,
    pid_file: String,
}

impl Redis {
    fn signal(&self, sig: &str) {
        let _ = Command::new("kill")
            .args([sig, &self.pid.to_string()])
            .status();
    }

    fn addr(&self) -> SocketAddr {
        SocketAddr::from(([127, 0, 0, 1], self.port))
    }

    /// SIGKILL, and wait until the port refuses connections.
    fn kill(&mut self) {
        self.signal("-KILL");
        if let Some(mut child) = self.child.take() {
            let _ = child.wait();
        }
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline
            && TcpStream::connect_timeout(&self.addr(), Duration::from_millis(50)).is_ok()
        {
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    fn start(&mut self) -> Result<(), String> {
        let child = Command::new(&self.restart[0])
            .args(&self.restart[1..])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(err)?;
        self.pid = child.id();
        self.child = Some(child);
        std::fs::write(&self.pid_file, format!("{}\n", self.pid)).map_err(err)
    }

    /// Whether a fresh connection gets PONG (Redis itself is ready).
    fn ready(addr: SocketAddr) -> bool {
        let Ok(mut s) = TcpStream::connect_timeout(&addr, Duration::from_millis(50)) else {
            return false;
        };
        let _ = s.set_read_timeout(Some(Duration::from_millis(50)));
        let mut buf = [0_u8; 16];
        s.write_all(b"PING\r\n").is_ok()
            && s.read(&mut buf)
                .is_ok_and(|n| buf[..n].starts_with(b"+PONG"))
    }
}

async fn timed_probe(clients: &Clients, which: Which) -> (Duration, Result<(), String>) {
    let start = Instant::now();
    let result = match tokio::time::timeout(CAP, clients.probe(which)).await {
        Ok(r) => r,
        Err(_) => Err("no answer in 1 s".into()),
    };
    (start.elapsed(), result)
}

/// Probes every `every` until one succeeds (at most `within`): time of the first success.
async fn until_ok(
    clients: &Clients,
    which: Which,
    every: Duration,
    within: Duration,
) -> Option<Duration> {
    let start = Instant::now();
    while start.elapsed() < within {
        if timed_probe(clients, which).await.1.is_ok() {
            return Some(start.elapsed());
        }
        tokio::time::sleep(every).await;
    }
    None
}

/// Like [`until_ok`], but a new probe starts every `every` without waiting for the last one to
/// fail, so a client that fails slowly (at its timeout) is not charged for that in the time it
/// takes to come back: when the first probe that succeeded had its answer.
async fn until_ok_overlapping(
    clients: &Arc<Clients>,
    which: Which,
    every: Duration,
    within: Duration,
) -> Option<Instant> {
    let start = Instant::now();
    let mut probes = tokio::task::JoinSet::new();
    while start.elapsed() < within {
        let c = Arc::clone(clients);
        probes.spawn(async move { (timed_probe(&c, which).await.1.is_ok(), Instant::now()) });
        tokio::time::sleep(every).await;
        let mut first: Option<Instant> = None;
        while let Some(Ok((ok, at))) = probes.try_join_next() {
            if ok {
                first = Some(first.map_or(at, |f| f.min(at)));
            }
        }
        if first.is_some() {
            probes.abort_all();
            return first;
        }
    }
    None
}

#[derive(Default)]
struct Faults {
    /// SIGSTOP: the first command's time to fail, a second command's, success after SIGCONT.
    stop_first: Vec<f64>,
    stop_second: Vec<f64>,
    stop_first_kind: Vec<String>,
    down_first_kind: Vec<String>,
    down_during_kind: Vec<String>,
    resume: Vec<f64>,
    /// SIGKILL: the first command's time to fail, the median while down, restart to success
    /// (and restart to Redis answering a fresh connection).
    down_first: Vec<f64>,
    down_median: Vec<f64>,
    reconnect: Vec<f64>,
    ready: Vec<f64>,
    failures: Vec<String>,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Whether the client answers within 5 s before a fault is injected; records a failure if not.
async fn up_before(clients: &Arc<Clients>, which: Which, f: &mut Faults, fault: &str) -> bool {
    let up = until_ok(
        clients,
        which,
        Duration::from_millis(5),
        Duration::from_secs(5),
    )
    .await
    .is_some();
    if !up {
        f.failures.push(format!("not up before {fault}"));
    }
    up
}

async fn fault_round(clients: &Arc<Clients>, redis: &mut Redis, which: Which, f: &mut Faults) {
    // Slow: SIGSTOP.
    if !up_before(clients, which, f, "SIGSTOP").await {
        return;
    }
    redis.signal("-STOP");
    let (first, r1) = timed_probe(clients, which).await;
    let (second, r2) = timed_probe(clients, which).await;
    redis.signal("-CONT");
    if r1.is_ok() || r2.is_ok() {
        f.failures
            .push("a command succeeded while Redis was stopped".into());
    }
    f.stop_first.push(ms(first));
    f.stop_second.push(ms(second));
    f.stop_first_kind.push(r1.err().unwrap_or_default());
    match until_ok(
        clients,
        which,
        Duration::from_millis(2),
        Duration::from_secs(5),
    )
    .await
    {
        Some(d) => f.resume.push(ms(d)),
        None => f.failures.push("no success within 5 s of SIGCONT".into()),
    }

    // Down: SIGKILL, 200 ms of commands, restart.
    if !up_before(clients, which, f, "SIGKILL").await {
        return;
    }
    redis.kill();
    let (first, r1) = timed_probe(clients, which).await;
    if r1.is_ok() {
        f.failures
            .push("a command succeeded while Redis was down".into());
    }
    f.down_first.push(ms(first));
    f.down_first_kind.push(r1.err().unwrap_or_default());
    let mut during = Vec::new();
    let until = Instant::now() + Duration::from_millis(200);
    while Instant::now() < until {
        let (d, r) = timed_probe(clients, which).await;
        during.push(ms(d));
        if let Err(e) = r {
            f.down_during_kind.push(e);
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    f.down_median.push(median(&mut during));
    if let Err(e) = redis.start() {
        f.failures.push(format!("restart failed: {e}"));
        return;
    }
    let started = Instant::now();
    let addr = redis.addr();
    let ready = tokio::task::spawn_blocking(move || {
        while started.elapsed() < Duration::from_secs(5) {
            if Redis::ready(addr) {
                return Some(started.elapsed());
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        None
    });
    let ok = until_ok_overlapping(
        clients,
        which,
        Duration::from_millis(2),
        Duration::from_secs(10),
    )
    .await;
    let ok = ok.map(|at| at - started);
    match (ready.await.ok().flatten(), ok) {
        (Some(r), Some(o)) => {
            f.ready.push(ms(r));
            f.reconnect.push(ms(o));
        }
        _ => f
            .failures
            .push("no success within 10 s of the restart".into()),
    }
}

// ------------------------------------------------------------------------------------ main

struct Args {
    port: u16,
    pid: u32,
    pid_file: String,
    rounds: usize,
    c1: Duration,
    c64: Duration,
    fault_rounds: usize,
    restart: Vec<String>,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        port: 0,
        pid: 0,
        pid_file: String::new(),
        rounds: 5,
        c1: Duration::from_millis(400),
        c64: Duration::from_millis(800),
        fault_rounds: 3,
        restart: Vec::new(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--" {
            a.restart = it.by_ref().collect();
            break;
        }
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let num = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--port" => a.port = u16::try_from(num()?).map_err(err)?,
            "--pid" => a.pid = u32::try_from(num()?).map_err(err)?,
            "--pid-file" => a.pid_file = value.clone(),
            "--rounds" => a.rounds = usize::try_from(num()?).map_err(err)?,
            "--c1-ms" => a.c1 = Duration::from_millis(num()?),
            "--c64-ms" => a.c64 = Duration::from_millis(num()?),
            "--fault-rounds" => a.fault_rounds = usize::try_from(num()?).map_err(err)?,
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    if a.port == 0 || a.pid == 0 || a.pid_file.is_empty() || a.restart.is_empty() {
        return Err(
            "usage: redis-clients-bench --port P --pid PID --pid-file FILE [--rounds N] \
                    [--c1-ms MS] [--c64-ms MS] [--fault-rounds N] -- redis-server ARGS..."
                .into(),
        );
    }
    Ok(a)
}

#[tokio::main]
async fn main() {
    if let Err(e) = real_main().await {
        eprintln!("redis-clients-bench: {e}");
        std::process::exit(1);
    }
}

async fn real_main() -> Result<(), String> {
    let a = args()?;
    let url = format!("redis://127.0.0.1:{}/", a.port);
    let clients = Arc::new(Clients::connect(&url).await?);
    clients.seed().await?;
    for which in [Which::Redis, Which::Fred] {
        for op in OPS {
            clients
                .op(which, op, 0)
                .await
                .map_err(|e| format!("{} {}: {e}", which.name(), op.name()))?;
        }
    }

    // samples[op][mode: 0 = c1, 1 = c64][client]
    let mut samples = vec![vec![vec![Samples::default(); 2]; 2]; OPS.len()];
    for round in 0..a.rounds {
        let order = if round % 2 == 0 {
            [Which::Redis, Which::Fred]
        } else {
            [Which::Fred, Which::Redis]
        };
        eprintln!("round {}/{}", round + 1, a.rounds);
        for (oi, op) in OPS.iter().enumerate() {
            for (mi, (tasks, span)) in [(1, a.c1), (TASKS, a.c64)].into_iter().enumerate() {
                for which in order {
                    let run = measure(&clients, which, *op, tasks, span).await;
                    let s = &mut samples[oi][mi][which as usize];
                    s.median.push(pct(&run.lat, 0.5));
                    s.p99.push(pct(&run.lat, 0.99));
                    s.ops.push(run.lat.len() as f64 / run.elapsed.as_secs_f64());
                    s.errors += run.errors;
                    if s.first_error.is_none() {
                        s.first_error = run.first_error;
                    }
                }
            }
        }
    }

    let mut redis = Redis {
        port: a.port,
        pid: a.pid,
        child: None,
        restart: a.restart.clone(),
        pid_file: a.pid_file.clone(),
    };
    let mut faults = [Faults::default(), Faults::default()];
    for round in 0..a.fault_rounds {
        eprintln!("faults {}/{}", round + 1, a.fault_rounds);
        let order = if round % 2 == 0 {
            [Which::Redis, Which::Fred]
        } else {
            [Which::Fred, Which::Redis]
        };
        for which in order {
            fault_round(&clients, &mut redis, which, &mut faults[which as usize]).await;
        }
    }

    println!("{}", report(&a, &mut samples, &mut faults));
    if let Some(mut child) = redis.child.take() {
        let _ = child.kill();
        let _ = child.wait();
    }
    Ok(())
}

/// One table of the report: per operation, the median over rounds of `value` and of the p99
/// for both clients, with their ratios, for concurrency mode `mode` (0: c=1, 1: c=64).
fn table(
    out: &mut String,
    samples: &mut [Vec<Vec<Samples>>],
    mode: usize,
    title: &str,
    value: &str,
    pick: fn(&mut Samples) -> &mut Vec<f64>,
) {
    let _ = writeln!(out, "{title}\n");
    let _ = writeln!(
        out,
        "| operation | redis {value} | fred {value} | ratio | redis p99 | fred p99 | ratio |"
    );
    let _ = writeln!(out, "|---|---:|---:|---:|---:|---:|---:|");
    for (oi, op) in OPS.iter().enumerate() {
        let [r, f] = &mut samples[oi][mode][..] else {
            continue;
        };
        let (rv, fv) = (median(pick(r)), median(pick(f)));
        let (rp, fp) = (median(&mut r.p99), median(&mut f.p99));
        let _ = writeln!(
            out,
            "| {} | {rv:.0} | {fv:.0} | {:.2} | {rp:.0} | {fp:.0} | {:.2} |",
            op.name(),
            rv / fv,
            rp / fp
        );
    }
}

fn report(a: &Args, samples: &mut [Vec<Vec<Samples>>], faults: &mut [Faults; 2]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "redis 1.8.1 (ConnectionManager) vs fred 10.1.0 (one Client), one connection each; {} \
         rounds alternating, medians over rounds; c=1 {} ms, c=64 {} ms per op and client per \
         round.\n",
        a.rounds,
        a.c1.as_millis(),
        a.c64.as_millis()
    );
    table(
        &mut out,
        samples,
        0,
        "Concurrency 1 (latency per command, µs; ratio redis/fred: < 1 means redis is faster)",
        "median",
        |s| &mut s.median,
    );
    table(
        &mut out,
        samples,
        1,
        "\n64 concurrent tasks on one client (ops/s, p99 µs; ratio redis/fred of ops/s: > 1 means redis is faster)",
        "ops/s",
        |s| &mut s.ops,
    );
    let mut errors = String::new();
    for (oi, op) in OPS.iter().enumerate() {
        for (mi, mode) in ["c=1", "c=64"].iter().enumerate() {
            for which in [Which::Redis, Which::Fred] {
                let s = &samples[oi][mi][which as usize];
                if s.errors > 0 {
                    let _ = writeln!(
                        errors,
                        "- {} {} {mode}: {} errors (first: {})",
                        which.name(),
                        op.name(),
                        s.errors,
                        s.first_error.as_deref().unwrap_or("")
                    );
                }
            }
        }
    }
    let _ = writeln!(
        out,
        "\nErrors during the measurement: {}",
        if errors.is_empty() {
            "none\n".to_owned()
        } else {
            format!("\n{errors}")
        }
    );
    let _ = writeln!(
        out,
        "Faults ({} rounds, medians, ms; 50 ms command timeout in the client; GCRA script as the probe; \
         after the restart a new probe every 2 ms, not waiting for the last to fail)\n",
        a.fault_rounds
    );
    let _ = writeln!(
        out,
        "| client | SIGSTOP: 1st command fails after | 2nd command | SIGCONT to success | SIGKILL: 1st command fails after | commands while down | restart to success | (restart to Redis ready) |"
    );
    let _ = writeln!(out, "|---|---:|---:|---:|---:|---:|---:|---:|");
    for which in [Which::Redis, Which::Fred] {
        let f = &mut faults[which as usize];
        let _ = writeln!(
            out,
            "| {} | {:.1} | {:.1} | {:.1} | {:.2} | {:.2} | {:.0} | {:.0} |",
            which.name(),
            median(&mut f.stop_first),
            median(&mut f.stop_second),
            median(&mut f.resume),
            median(&mut f.down_first),
            median(&mut f.down_median),
            median(&mut f.reconnect),
            median(&mut f.ready),
        );
    }
    for which in [Which::Redis, Which::Fred] {
        let f = &faults[which as usize];
        for (what, kinds) in [
            ("while stopped", &f.stop_first_kind),
            ("first after the kill", &f.down_first_kind),
            ("while down", &f.down_during_kind),
        ] {
            if let Some(kind) = kinds.last() {
                let _ = writeln!(out, "\n{} error {what}: {kind}", which.name());
            }
        }
        for failure in &f.failures {
            let _ = writeln!(out, "\n{} FAULT TEST FAILURE: {failure}", which.name());
        }
    }
    out
}
