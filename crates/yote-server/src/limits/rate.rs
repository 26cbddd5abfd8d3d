//! Rate limits per key: new tables per address, and the WebSocket message budget per address and
//! game.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A fixed-window counter per address.
#[derive(Debug)]
pub struct RateLimiter {
    limit: u32,
    window: Duration,
    seen: Mutex<HashMap<IpAddr, (Instant, u32)>>,
}

impl RateLimiter {
    pub fn new(limit: u32, window: Duration) -> RateLimiter {
        RateLimiter {
            limit,
            window,
            seen: Mutex::new(HashMap::new()),
        }
    }

    /// Counts one request from `addr`; false when over the limit.
    pub fn allow(&self, addr: IpAddr) -> bool {
        let now = Instant::now();
        let mut seen = self.seen.lock().expect("limiter lock");
        if seen.len() > 10_000 {
            seen.retain(|_, (start, _)| now.duration_since(*start) < self.window);
        }
        let entry = seen.entry(addr).or_insert((now, 0));
        if now.duration_since(entry.0) >= self.window {
            *entry = (now, 0);
        }
        entry.1 += 1;
        entry.1 <= self.limit
    }
}

/// The WebSocket message budget of each address in each game, shared by all its sockets to that
/// game: closing a socket and opening another does not start afresh. Per game, so that people
/// behind one shared address (carrier-grade NAT) playing different games do not share a budget.
#[derive(Debug)]
pub struct Budgets {
    rate: f64,
    burst: f64,
    buckets: Mutex<HashMap<(IpAddr, String), SharedBucket>>,
}

/// One address's budget in one game, shared by its sockets.
pub type SharedBucket = Arc<Mutex<Bucket>>;

impl Budgets {
    pub fn new(rate: f64, burst: f64) -> Budgets {
        Budgets {
            rate,
            burst,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// The budget of `address` in `game`.
    pub fn get(&self, address: IpAddr, game: &str) -> SharedBucket {
        let mut buckets = self.buckets.lock().expect("budgets lock");
        if buckets.len() > 10_000 {
            // Forget budgets no socket holds that have filled up again: they say nothing new.
            buckets.retain(|_, b| {
                Arc::strong_count(b) > 1 || !b.lock().expect("bucket lock").is_full()
            });
        }
        Arc::clone(
            buckets
                .entry((address, game.to_owned()))
                .or_insert_with(|| Arc::new(Mutex::new(Bucket::new(self.rate, self.burst)))),
        )
    }
}

/// A token bucket: `rate` a second on average, bursts up to `burst`.
#[derive(Debug)]
pub struct Bucket {
    rate: f64,
    burst: f64,
    tokens: f64,
    last: Instant,
}

impl Bucket {
    pub fn new(rate: f64, burst: f64) -> Bucket {
        Bucket {
            rate,
            burst,
            tokens: burst,
            last: Instant::now(),
        }
    }

    fn refill(&mut self) {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
    }

    /// Whether the bucket holds its whole burst again.
    pub fn is_full(&mut self) -> bool {
        self.refill();
        self.tokens >= self.burst
    }

    /// Takes a token; false when none is left.
    pub fn take(&mut self) -> bool {
        self.refill();
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limiter_counts_per_address() {
        let l = RateLimiter::new(2, Duration::from_secs(60));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(l.allow(a) && l.allow(a));
        assert!(!l.allow(a));
        assert!(l.allow(b));
    }

    #[test]
    fn a_bucket_allows_its_burst_then_refuses() {
        let mut bucket = Bucket::new(1.0, 3.0);
        assert!(bucket.take() && bucket.take() && bucket.take());
        assert!(!bucket.take());
    }
}
