//! The wall clock the upstream budgets read (which day or month it is, when it ends), behind a
//! trait so tests can move time on ([`ManualClock`]) instead of waiting for midnight.

use std::fmt::Debug;
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Utc};

pub trait Clock: Send + Sync + Debug {
    fn now(&self) -> DateTime<Utc>;
}

/// The system's clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        DateTime::<Utc>::from(std::time::SystemTime::now())
    }
}

/// A clock that stands still until a test moves it.
#[derive(Debug, Clone)]
pub struct ManualClock(Arc<Mutex<DateTime<Utc>>>);

impl ManualClock {
    pub fn at(now: DateTime<Utc>) -> Self {
        Self(Arc::new(Mutex::new(now)))
    }

    pub fn set(&self, now: DateTime<Utc>) {
        if let Ok(mut time) = self.0.lock() {
            *time = now;
        }
    }

    pub fn advance(&self, by: chrono::Duration) {
        if let Ok(mut time) = self.0.lock() {
            *time += by;
        }
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        self.0
            .lock()
            .map_or_else(|_| SystemClock.now(), |time| *time)
    }
}

/// The clock of a service: the system's unless a test gives one.
pub type SharedClock = Arc<dyn Clock>;

pub fn system() -> SharedClock {
    Arc::new(SystemClock)
}
