//! Limits that hold across connections: open connections per address and in all, tables created
//! per address, WebSocket message budgets per address and game, and the computer's share per
//! address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
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

impl ComputerBusy {
    /// A stable name for the reason, for translated messages.
    pub fn code(self) -> &'static str {
        match self {
            ComputerBusy::Address => "address",
            ComputerBusy::Queue => "queue",
        }
    }

    /// What a player is told.
    pub fn message(self) -> &'static str {
        match self {
            ComputerBusy::Address => {
                "too many games against the computer from your address: finish one, then start another"
            }
            ComputerBusy::Queue => "the computer is busy with many games: try again in a minute",
        }
    }
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

/// Why a new table was refused.
#[derive(Debug)]
pub enum NewTableRefused {
    TooManyTables,
    Computer(ComputerBusy),
    /// The shared store could not count (nothing was created).
    Store(crate::store::StoreError),
}

/// The limits on a new table from `address` (docs/reliability.md): tables a minute, and for a
/// game against the computer (`computer`: its id and the searches waiting now) the live games of
/// the address and the queue. With a store shared by several servers, the per-address counts are
/// the database's, so that they hold across nodes; else they are this server's, in memory.
pub async fn admit_new_table(
    store: &dyn crate::store::Store,
    config: &crate::config::Config,
    tables: &RateLimiter,
    load: &ComputerLoad,
    address: IpAddr,
    computer: Option<(&str, usize)>,
) -> Result<(), NewTableRefused> {
    match store
        .count_new_table(address, 60)
        .await
        .map_err(NewTableRefused::Store)?
    {
        Some(n) if n > config.tables_per_minute => return Err(NewTableRefused::TooManyTables),
        Some(_) => {}
        None if !tables.allow(address) => return Err(NewTableRefused::TooManyTables),
        None => {}
    }
    if let Some((id, waiting)) = computer {
        load.admit(address, id, waiting)
            .map_err(NewTableRefused::Computer)?;
        let shared = store
            .admit_computer_game(
                address,
                id,
                config.computer_games_per_address,
                COMPUTER_GAME_IDLE.as_secs() as i64,
            )
            .await;
        match shared {
            Ok(Some(false)) => {
                load.release(id);
                return Err(NewTableRefused::Computer(ComputerBusy::Address));
            }
            Ok(_) => {}
            Err(e) => {
                load.release(id);
                return Err(NewTableRefused::Store(e));
            }
        }
    }
    Ok(())
}

/// Why a connection was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// This address holds its share of connections.
    Address,
    /// The server holds all the connections it can.
    Full,
}

impl Refused {
    pub fn code(self) -> &'static str {
        match self {
            Refused::Address => "too-many-connections",
            Refused::Full => "server-full",
        }
    }

    pub fn message(self) -> &'static str {
        match self {
            Refused::Address => {
                "too many open connections from your address: close some, then try again"
            }
            Refused::Full => "the server is full: try again in a few seconds",
        }
    }
}

/// The open connections, per address and in all.
#[derive(Debug)]
pub struct Connections {
    per_address: usize,
    max: AtomicUsize,
    total: AtomicUsize,
    by_address: Mutex<HashMap<IpAddr, usize>>,
}

impl Connections {
    pub fn new(per_address: usize, max: usize) -> Arc<Connections> {
        Arc::new(Connections {
            per_address,
            max: AtomicUsize::new(max),
            total: AtomicUsize::new(0),
            by_address: Mutex::new(HashMap::new()),
        })
    }

    /// Counts a new connection from `address`, or says why not.
    pub fn open(self: &Arc<Connections>, address: IpAddr) -> Result<Slot, Refused> {
        let mut by_address = self.by_address.lock().expect("connections lock");
        if self.total.load(Ordering::Relaxed) >= self.max.load(Ordering::Relaxed) {
            return Err(Refused::Full);
        }
        let count = by_address.entry(address).or_insert(0);
        if *count >= self.per_address {
            return Err(Refused::Address);
        }
        *count += 1;
        self.total.fetch_add(1, Ordering::Relaxed);
        Ok(Slot {
            connections: Arc::clone(self),
            address,
        })
    }

    /// Open connections in all.
    pub fn total(&self) -> usize {
        self.total.load(Ordering::Relaxed)
    }

    pub fn max(&self) -> usize {
        self.max.load(Ordering::Relaxed)
    }

    /// Lowers the cap in all (to stay under the descriptor limit).
    pub fn lower_max(&self, max: usize) {
        self.max.fetch_min(max, Ordering::Relaxed);
    }
}

/// One counted connection; dropping it frees its place.
#[derive(Debug)]
pub struct Slot {
    connections: Arc<Connections>,
    address: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut by_address = self
            .connections
            .by_address
            .lock()
            .expect("connections lock");
        if let Some(count) = by_address.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                by_address.remove(&self.address);
            }
        }
        self.connections.total.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The connection's slot, in every request's extensions: a WebSocket upgrade takes it, so the
/// socket stays counted after the HTTP connection has handed it over.
#[derive(Debug, Clone)]
pub struct ConnectionSlot(Arc<Mutex<Option<Slot>>>);

impl ConnectionSlot {
    pub fn new(slot: Slot) -> ConnectionSlot {
        ConnectionSlot(Arc::new(Mutex::new(Some(slot))))
    }

    pub fn take(&self) -> Option<Slot> {
        self.0.lock().expect("slot lock").take()
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

    #[test]
    fn connections_are_capped_per_address_and_in_all() {
        let connections = Connections::new(2, 3);
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let first = connections.open(a).unwrap();
        let _second = connections.open(a).unwrap();
        assert_eq!(connections.open(a).unwrap_err(), Refused::Address);
        let _third = connections.open(b).unwrap();
        assert_eq!(connections.open(b).unwrap_err(), Refused::Full);
        drop(first);
        assert_eq!(connections.total(), 2);
        assert!(connections.open(a).is_ok());
    }
}
