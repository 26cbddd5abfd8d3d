//! The shared state of the server: a `Clone` struct of `Arc`s, given to every handler.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::config::Config;
use crate::game::{Registry, Services};
use crate::net::Connections;
use crate::pool::Pool;
use crate::store::Store;

/// Everything handlers share. Cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub store: Arc<dyn Store>,
    pub games: Arc<Registry>,
    pub pool: Pool,
    pub table_limiter: Arc<RateLimiter>,
    /// Set when the server stops: open WebSockets close with a reason.
    pub stopping: Arc<tokio::sync::watch::Sender<bool>>,
    /// Open connections (HTTP and WebSocket), per address and in all.
    pub connections: Arc<Connections>,
}

impl AppState {
    /// The state over `store`; computer games left unfinished start thinking again.
    pub async fn new(
        config: Config,
        store: Arc<dyn Store>,
    ) -> Result<AppState, crate::store::StoreError> {
        let pool = Pool::new(config.ai_threads);
        let config = Arc::new(config);
        let connections = Connections::new(config.connections_per_address, config.max_connections);
        let state = AppState {
            table_limiter: Arc::new(RateLimiter::new(
                config.tables_per_minute,
                Duration::from_secs(60),
            )),
            games: Arc::new(Registry::new(Services {
                config: Arc::clone(&config),
                store: Arc::clone(&store),
                pool: pool.clone(),
            })),
            config,
            store,
            pool,
            stopping: Arc::new(tokio::sync::watch::Sender::new(false)),
            connections,
        };
        let unfinished = state.store.unfinished_computer_games().await?;
        for id in &unfinished {
            if let Err(e) = state.games.wake(id).await {
                tracing::error!(game = %id, error = %e, "cannot resume a game");
            }
        }
        if !unfinished.is_empty() {
            tracing::info!(
                games = unfinished.len(),
                "resumed unfinished computer games"
            );
        }
        Ok(state)
    }

    /// What an invite token leads to; `None` for an unknown token.
    pub async fn invite(&self, token: &str) -> Result<Option<crate::InviteInfo>, crate::Error> {
        if !crate::secret::plausible(token) {
            return Ok(None);
        }
        match self.store.game_for_invite(token).await? {
            Some(game) => Ok(Some(self.games.invite(&game, None).await?)),
            None => Ok(None),
        }
    }

    /// The state of a game as a watcher sees it (the `state` message of docs/protocol.md).
    pub async fn game_state(&self, id: &str) -> Result<Option<serde_json::Value>, crate::Error> {
        self.games.watcher_state(id).await
    }
}

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

    /// Takes a token; false when none is left.
    pub fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
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
