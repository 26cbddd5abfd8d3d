//! Rate limits per key on `governor`'s keyed limiters: new tables per address, and the WebSocket
//! message budgets (each socket's holder's, and its address's, in each room).
//!
//! `governor` implements GCRA, a token bucket that refills continuously: a key may spend its
//! whole burst at once, then one more each period (the window divided by the limit for tables,
//! 1 / rate for messages), and has its whole burst back after a quiet spell of burst × period.

use std::fmt;
use std::hash::Hash;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use governor::Quota;
use governor::clock::{Clock, DefaultClock};
use governor::middleware::NoOpMiddleware;
use governor::state::keyed::DefaultKeyedStateStore;

/// A `governor` keyed limiter over `C`'s time (the real clock, or a fake one in tests).
type Gcra<K, C> =
    governor::RateLimiter<K, DefaultKeyedStateStore<K>, C, NoOpMiddleware<<C as Clock>::Instant>>;

/// How many keys a limiter holds before it forgets those that have refilled (their state is the
/// same as a new key's, so forgetting them changes no answer). Each address and game that sent a
/// message, or address that made a table, leaves a key: this bounds the memory an idle server
/// keeps, as the hand-written limiters did at 10,000 entries.
const TIDY_AT: usize = 10_000;

/// A limiter looks at its size once every this many checks (counting a map's keys locks each of
/// its shards).
const TIDY_EVERY: usize = 64;

/// The longest a limiter may take to refill its whole burst: `governor` counts time in u64
/// nanoseconds (584 years), and a period past it would overflow.
const MAX_REFILL: Duration = Duration::from_secs(365 * 24 * 3600);

/// `burst` at once, then one each `period` (at least 1 ns, at most `MAX_REFILL / burst`).
fn quota(period: Duration, burst: NonZeroU32) -> Quota {
    let period = period.clamp(Duration::from_nanos(1), MAX_REFILL / burst.get());
    Quota::with_period(period)
        .expect("a period of at least 1 ns")
        .allow_burst(burst)
}

/// A limiter over keys `K`, forgetting refilled keys as it grows.
struct Keyed<K: Hash + Eq + Clone, C: Clock> {
    /// `None`: no quota at all, every check is refused.
    quota: Option<Quota>,
    /// The limiter of `quota`.
    gcra: Option<Gcra<K, C>>,
    /// Checks so far, to look at the size once every `TIDY_EVERY`.
    checks: AtomicUsize,
    /// The size past which the next look tidies: `TIDY_AT`, or twice what the last tidy kept, so
    /// that when many keys are all live (many addresses at once) the tidies, each a pass over the
    /// map, stay rare.
    tidy_at: AtomicUsize,
}

impl<K: Hash + Eq + Clone, C: Clock> Keyed<K, C> {
    fn new(quota: Option<Quota>, clock: C) -> Keyed<K, C> {
        Keyed {
            quota,
            gcra: quota
                .map(|q| governor::RateLimiter::new(q, DefaultKeyedStateStore::default(), clock)),
            checks: AtomicUsize::new(0),
            tidy_at: AtomicUsize::new(TIDY_AT),
        }
    }

    /// Counts one cell of `key`; false when over its quota.
    fn check(&self, key: &K) -> bool {
        let Some(gcra) = &self.gcra else {
            return false;
        };
        let allowed = gcra.check_key(key).is_ok();
        if self
            .checks
            .fetch_add(1, Ordering::Relaxed)
            .is_multiple_of(TIDY_EVERY)
            && gcra.len() > self.tidy_at.load(Ordering::Relaxed)
        {
            gcra.retain_recent();
            gcra.shrink_to_fit();
            self.tidy_at
                .store(TIDY_AT.max(2 * gcra.len()), Ordering::Relaxed);
        }
        allowed
    }

    /// The keys held.
    fn len(&self) -> usize {
        self.gcra.as_ref().map_or(0, |gcra| gcra.len())
    }
}

impl<K: Hash + Eq + Clone, C: Clock> fmt::Debug for Keyed<K, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Keyed")
            .field("quota", &self.quota)
            .field("keys", &self.len())
            .finish()
    }
}

/// Requests per address: `limit` at once, then one each `window / limit`.
#[derive(Debug)]
pub struct RateLimiter<C: Clock = DefaultClock> {
    keyed: Keyed<IpAddr, C>,
}

impl RateLimiter {
    /// `limit` requests per `window` for each address (0: none).
    pub fn new(limit: u32, window: Duration) -> RateLimiter {
        RateLimiter::with_clock(limit, window, DefaultClock::default())
    }
}

impl<C: Clock> RateLimiter<C> {
    pub fn with_clock(limit: u32, window: Duration, clock: C) -> RateLimiter<C> {
        let quota = NonZeroU32::new(limit).map(|n| quota(window / n.get(), n));
        RateLimiter {
            keyed: Keyed::new(quota, clock),
        }
    }

    /// Counts one request from `addr`; false when over the limit.
    pub fn allow(&self, addr: IpAddr) -> bool {
        self.keyed.check(&addr)
    }
}

/// The quota of `rate` messages a second and bursts of `burst`, or `None` when either is not a
/// positive number (0, negative or NaN; a burst under 1 holds no message).
fn message_quota(rate: f64, burst: f64) -> Option<Quota> {
    // `as` saturates: NaN and negatives give 0, a fraction is rounded down.
    let burst = NonZeroU32::new(burst as u32)?;
    if rate.is_nan() || rate <= 0.0 {
        return None;
    }
    // A rate so small that its period overflows a `Duration` is clamped to `MAX_REFILL`.
    let period = Duration::try_from_secs_f64(1.0 / rate).unwrap_or(MAX_REFILL);
    Some(quota(period, burst))
}

/// The WebSocket message budgets: a socket's messages count twice, in its holder's budget and in
/// its address's.
///
/// - The holder is who sends: a game's seat (its secret cookie), a lobby's player (their
///   cookie), else the socket alone. A holder's budget in a room (a game, the lobby) is shared by
///   its sockets there and outlives them, so that reconnecting does not start afresh; it is
///   `messages_per_second`, bursts of `message_burst`.
/// - The address's budget in a room is what all the sockets of one address send there together,
///   sized for the hundreds of people one mobile carrier's or one school's address puts behind it
///   (docs/reliability.md "What 300 players behind one address can do"); it bounds whatever
///   one client does with many sockets, many cookies or none.
#[derive(Debug)]
pub struct Budgets<C: Clock = DefaultClock> {
    holders: Arc<Keyed<(String, String), C>>,
    addresses: Arc<Keyed<(IpAddr, String), C>>,
}

/// Sockets without a holder of their own each get a key that no other socket has.
static NEXT_SOCKET: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl Budgets {
    /// A holder's `rate` messages a second on average, bursts of `burst`; an address's
    /// `address_rate` and `address_burst` in each room. Any of them not positive: no budget,
    /// every message is refused.
    pub fn new(rate: f64, burst: f64, address_rate: f64, address_burst: f64) -> Budgets {
        Budgets::with_clock(
            (rate, burst),
            (address_rate, address_burst),
            DefaultClock::default(),
        )
    }
}

impl<C: Clock + Clone> Budgets<C> {
    pub fn with_clock(holder: (f64, f64), address: (f64, f64), clock: C) -> Budgets<C> {
        let holder_quota = message_quota(holder.0, holder.1);
        let address_quota = message_quota(address.0, address.1);
        if holder_quota.is_none() || address_quota.is_none() {
            tracing::warn!(
                ?holder,
                ?address,
                "a message rate or burst is not positive: every WebSocket message is refused"
            );
        }
        Budgets {
            holders: Arc::new(Keyed::new(holder_quota, clock.clone())),
            addresses: Arc::new(Keyed::new(address_quota, clock)),
        }
    }

    /// The budget of a socket from `address` in `room` (a game's id, or `lobby`), held by
    /// `holder` (a seat's or a player's key) or by the socket alone.
    pub fn get(&self, address: IpAddr, room: &str, holder: Option<String>) -> Budget<C> {
        let holder = holder
            .unwrap_or_else(|| format!("socket:{}", NEXT_SOCKET.fetch_add(1, Ordering::Relaxed)));
        Budget {
            holders: Arc::clone(&self.holders),
            addresses: Arc::clone(&self.addresses),
            holder: (holder, room.to_owned()),
            address: (address, room.to_owned()),
        }
    }
}

/// Which budget a message found spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spent {
    /// The socket's holder's (a seat, a player, the socket).
    Holder,
    /// Its address's in the room.
    Address,
}

/// One socket's budgets, as the socket holds them.
#[derive(Debug)]
pub struct Budget<C: Clock = DefaultClock> {
    holders: Arc<Keyed<(String, String), C>>,
    addresses: Arc<Keyed<(IpAddr, String), C>>,
    holder: (String, String),
    address: (IpAddr, String),
}

impl<C: Clock> Budget<C> {
    /// Spends one message, or says which budget is spent (a message the holder's budget
    /// refuses does not count against the address's).
    pub fn take(&self) -> Result<(), Spent> {
        if !self.holders.check(&self.holder) {
            return Err(Spent::Holder);
        }
        if !self.addresses.check(&self.address) {
            return Err(Spent::Address);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::net::Ipv4Addr;

    use governor::clock::FakeRelativeClock;

    use super::*;

    fn addr(n: u32) -> IpAddr {
        IpAddr::V4(Ipv4Addr::from(n))
    }

    #[test]
    fn the_tables_limiter_allows_its_burst_then_refuses_per_address() {
        let clock = FakeRelativeClock::default();
        let l = RateLimiter::with_clock(2, Duration::from_secs(60), clock.clone());
        let (a, b) = (addr(1), addr(2));
        assert!(l.allow(a) && l.allow(a));
        assert!(!l.allow(a));
        assert!(l.allow(b));
        // One table comes back each window / limit...
        clock.advance(Duration::from_secs(29));
        assert!(!l.allow(a));
        clock.advance(Duration::from_secs(1));
        assert!(l.allow(a));
        assert!(!l.allow(a));
        // ...and the whole burst after a quiet window, no more.
        clock.advance(Duration::from_secs(60));
        assert!(l.allow(a) && l.allow(a));
        assert!(!l.allow(a));
    }

    /// Budgets of `rate` and `burst` for holders, and ten times as much for addresses.
    fn budgets(rate: f64, burst: f64, clock: FakeRelativeClock) -> Budgets<FakeRelativeClock> {
        Budgets::with_clock((rate, burst), (10.0 * rate, 10.0 * burst), clock)
    }

    fn seat(key: &str) -> Option<String> {
        Some(key.to_owned())
    }

    #[test]
    fn the_real_clock_limiter_refuses_past_its_burst() {
        let l = RateLimiter::new(3, Duration::from_secs(60));
        assert!((0..3).all(|_| l.allow(addr(1))));
        assert!(!l.allow(addr(1)));
        let budgets = Budgets::new(1.0, 3.0, 10.0, 30.0);
        let budget = budgets.get(addr(1), "g", seat("s"));
        assert!((0..3).all(|_| budget.take().is_ok()));
        assert_eq!(budget.take(), Err(Spent::Holder));
    }

    #[test]
    fn a_budget_allows_its_burst_then_refills_at_its_rate() {
        let clock = FakeRelativeClock::default();
        let budgets = budgets(2.0, 3.0, clock.clone());
        let budget = budgets.get(addr(1), "g", seat("s"));
        let take = || budget.take().is_ok();
        assert!(take() && take() && take());
        assert!(!take());
        clock.advance(Duration::from_millis(499));
        assert!(!take());
        clock.advance(Duration::from_millis(1));
        assert!(take());
        assert!(!take());
        // A long rest gives back the burst and no more.
        clock.advance(Duration::from_secs(60));
        assert!(take() && take() && take());
        assert!(!take());
    }

    #[test]
    fn a_holder_s_budget_is_shared_by_its_sockets_in_a_room_and_outlives_them() {
        let budgets = budgets(1.0, 3.0, FakeRelativeClock::default());
        let (a, b) = (addr(1), addr(2));
        let first = budgets.get(a, "g1", seat("white"));
        let second = budgets.get(b, "g1", seat("white"));
        assert!(first.take().is_ok() && first.take().is_ok() && second.take().is_ok());
        assert_eq!(first.take(), Err(Spent::Holder));
        assert_eq!(second.take(), Err(Spent::Holder));
        // Closing both sockets and opening another does not start afresh.
        drop((first, second));
        assert!(budgets.get(a, "g1", seat("white")).take().is_err());
        // Another room, another holder, or a socket of its own has its own.
        assert!(budgets.get(a, "g2", seat("white")).take().is_ok());
        assert!(budgets.get(a, "g1", seat("black")).take().is_ok());
        assert!(budgets.get(a, "g1", None).take().is_ok());
    }

    #[test]
    fn the_sockets_of_one_address_share_a_budget_sized_for_a_crowd() {
        // 300 people behind one address, each sending their own few messages, all pass; one
        // client opening socket after socket is stopped at the address's budget.
        let clock = FakeRelativeClock::default();
        let budgets = Budgets::with_clock((20.0, 40.0), (200.0, 400.0), clock.clone());
        let people: Vec<_> = (0..300)
            .map(|i| budgets.get(addr(7), "lobby", Some(format!("player:{i}"))))
            .collect();
        assert!(people.iter().all(|p| p.take().is_ok()));
        clock.advance(Duration::from_secs(10));
        assert!(people.iter().all(|p| p.take().is_ok()));
        let mut sent = 0;
        while budgets.get(addr(7), "lobby", None).take().is_ok() {
            sent += 1;
            assert!(sent <= 400, "the address's burst holds");
        }
        assert_eq!(
            budgets.get(addr(7), "lobby", None).take(),
            Err(Spent::Address)
        );
        // Another address, or another room, is not touched.
        assert!(budgets.get(addr(8), "lobby", None).take().is_ok());
        assert!(budgets.get(addr(7), "g1", None).take().is_ok());
    }

    #[test]
    fn nonsense_quotas_refuse_everything() {
        assert!(!RateLimiter::new(0, Duration::from_secs(60)).allow(addr(1)));
        for (rate, burst) in [
            (0.0, 40.0),
            (-1.0, 40.0),
            (f64::NAN, 40.0),
            (20.0, 0.0),
            (20.0, 0.5),
            (20.0, -3.0),
            (20.0, f64::NAN),
        ] {
            let holder = Budgets::new(rate, burst, 200.0, 400.0);
            assert!(
                holder.get(addr(1), "g", None).take().is_err(),
                "{rate} {burst}"
            );
            let address = Budgets::new(20.0, 40.0, rate, burst);
            assert!(
                address.get(addr(1), "g", None).take().is_err(),
                "{rate} {burst}"
            );
        }
        // Extreme but meaningful quotas are kept within what governor can count.
        let huge = Budgets::new(f64::INFINITY, 1e12, f64::INFINITY, 1e12);
        assert!(huge.get(addr(1), "g", None).take().is_ok());
        let tiny = Budgets::new(1e-300, 1.0, 1e-300, 1.0);
        assert!(tiny.get(addr(1), "g", None).take().is_ok());
        assert!(RateLimiter::new(u32::MAX, Duration::MAX).allow(addr(1)));
    }

    #[test]
    fn refilled_keys_are_forgotten_as_the_limiter_grows_and_live_ones_kept() {
        let clock = FakeRelativeClock::default();
        let l = RateLimiter::with_clock(1, Duration::from_secs(60), clock.clone());
        for n in 0..TIDY_AT as u32 {
            assert!(l.allow(addr(n)));
        }
        assert_eq!(l.keyed.len(), TIDY_AT);
        // Two minutes later the first keys have refilled (a period, and one more for governor's
        // margin); a newer key has spent its table.
        clock.advance(Duration::from_secs(120));
        let live = addr(u32::MAX);
        assert!(l.allow(live));
        for n in 0..2 * TIDY_EVERY as u32 {
            l.allow(addr(1_000_000 + n));
        }
        assert!(l.keyed.len() <= 1 + 2 * TIDY_EVERY, "{}", l.keyed.len());
        assert!(!l.allow(live), "a key still limited is kept");
        assert!(l.allow(addr(0)), "a forgotten key is as good as new");
    }
}
