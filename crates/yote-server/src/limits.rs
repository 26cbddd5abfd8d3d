//! Limits that hold across connections: tables created per address, WebSocket message budgets
//! per address and game, and the computer's share per address.

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

/// Why a new game against the computer is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ComputerBusy {
    /// This address already has its share of live computer games.
    Address,
    /// The computer's queue is full.
    Queue,
}

/// The live games against the computer (not ended, and the computer asked within the last ten
/// minutes), by the address that created them: each address may have `per_address` at once, and
/// none is admitted while `queue_cap` searches are waiting.
#[derive(Debug)]
pub struct ComputerLoad {
    per_address: usize,
    queue_cap: usize,
    games: Mutex<HashMap<String, (IpAddr, Instant)>>,
}

/// A game that has not asked the computer anything for this long no longer counts as live.
const COMPUTER_GAME_IDLE: Duration = Duration::from_secs(600);

impl ComputerLoad {
    pub fn new(per_address: usize, queue_cap: usize) -> ComputerLoad {
        ComputerLoad {
            per_address,
            queue_cap,
            games: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a new computer game `id` of `address`, with `waiting` searches queued now.
    pub fn admit(&self, address: IpAddr, id: &str, waiting: usize) -> Result<(), ComputerBusy> {
        let mut games = self.games.lock().expect("computer load lock");
        let now = Instant::now();
        games.retain(|_, (_, seen)| now.duration_since(*seen) < COMPUTER_GAME_IDLE);
        if waiting >= self.queue_cap {
            return Err(ComputerBusy::Queue);
        }
        if games.values().filter(|(a, _)| *a == address).count() >= self.per_address {
            return Err(ComputerBusy::Address);
        }
        games.insert(id.to_owned(), (address, now));
        Ok(())
    }

    /// The address that created `id`, if it is a live computer game; marks it active.
    pub fn touch(&self, id: &str) -> Option<IpAddr> {
        let mut games = self.games.lock().expect("computer load lock");
        games.get_mut(id).map(|(address, seen)| {
            *seen = Instant::now();
            *address
        })
    }

    /// The game ended.
    pub fn release(&self, id: &str) {
        self.games.lock().expect("computer load lock").remove(id);
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
    fn computer_games_are_capped_per_address_and_by_the_queue() {
        let load = ComputerLoad::new(2, 4);
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(load.admit(a, "g1", 0).is_ok() && load.admit(a, "g2", 0).is_ok());
        assert_eq!(load.admit(a, "g3", 0), Err(ComputerBusy::Address));
        assert!(load.admit(b, "g4", 3).is_ok());
        assert_eq!(load.admit(b, "g5", 4), Err(ComputerBusy::Queue));
        assert_eq!(load.touch("g1"), Some(a));
        load.release("g1");
        assert_eq!(load.touch("g1"), None);
        assert!(load.admit(a, "g3", 0).is_ok());
    }

    #[test]
    fn a_bucket_allows_its_burst_then_refuses() {
        let mut bucket = Bucket::new(1.0, 3.0);
        assert!(bucket.take() && bucket.take() && bucket.take());
        assert!(!bucket.take());
    }
}
