//! Where the server reads the time of day: one [`Clock`], given to it in its `Config`. Every
//! game clock, deadline, abandonment and new table's date reads it, so that tests can move it
//! by hand ([`ServerClock::manual`]) instead of waiting. Timeouts that only measure a wait (a
//! hello, a slow client, the shutdown grace) use tokio's monotonic timers.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

/// A source of the time of day, in Unix milliseconds.
pub trait Clock: Send + Sync + 'static {
    fn now_ms(&self) -> i64;
}

/// The system's clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        (time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64
    }
}

/// The system's clock plus an offset moved by hand (milliseconds).
#[derive(Debug, Default)]
pub struct ManualClock {
    offset: Arc<AtomicI64>,
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        SystemClock.now_ms() + self.offset.load(Ordering::SeqCst)
    }
}

/// The clock a server reads: cheap to clone, shared by everything that reads the time.
#[derive(Clone)]
pub struct ServerClock(Arc<dyn Clock>);

impl ServerClock {
    /// The system's clock.
    pub fn system() -> ServerClock {
        ServerClock(Arc::new(SystemClock))
    }

    /// Any clock.
    pub fn new(clock: impl Clock) -> ServerClock {
        ServerClock(Arc::new(clock))
    }

    /// A clock that reads the system's time plus whatever was added to the returned offset
    /// (milliseconds): advance it with `offset.fetch_add(ms, Ordering::SeqCst)`.
    pub fn manual() -> (ServerClock, Arc<AtomicI64>) {
        let clock = ManualClock::default();
        let offset = Arc::clone(&clock.offset);
        (ServerClock::new(clock), offset)
    }

    /// Now, in Unix milliseconds.
    pub fn now_ms(&self) -> i64 {
        self.0.now_ms()
    }
}

impl std::fmt::Debug for ServerClock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ServerClock({})", self.now_ms())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_by_hand() {
        let (clock, offset) = ServerClock::manual();
        let before = clock.now_ms();
        offset.fetch_add(86_400_000, Ordering::SeqCst);
        let after = clock.now_ms();
        assert!(after - before >= 86_400_000 && after - before < 86_500_000);
    }
}
