//! Limits per address that hold across the nodes sharing a store: the new tables a minute, and
//! the new players, renames and transfer codes an hour (docs/reliability.md "Limits across
//! nodes").
//!
//! With a store of one server (SQLite) the count is this server's, in memory (`RateLimiter`).
//! With a store several nodes share (PostgreSQL) it is the database's: one row per limit,
//! address and window, counted by one conditional upsert (`Store::count_hit`), so that requests
//! sent to two nodes at once are counted together. The database counts in fixed windows (a
//! minute, an hour) where memory refills continuously: across the turn of a window an address
//! may spend up to twice the limit, which bounds a brute force as surely.

use std::net::IpAddr;
use std::time::Duration;

use super::rate::RateLimiter;
use crate::store::{Store, StoreError};

/// A limit of `per_window` each `window` per address, counted where the nodes share state.
#[derive(Debug)]
pub struct SharedLimit {
    /// The limit's name in the store's counts.
    name: &'static str,
    per_window: u32,
    window: Duration,
    memory: RateLimiter,
}

impl SharedLimit {
    pub fn new(name: &'static str, per_window: u32, window: Duration) -> SharedLimit {
        SharedLimit {
            name,
            per_window,
            window,
            memory: RateLimiter::new(per_window, window),
        }
    }

    /// Counts one request from `address`; false when over the limit.
    pub async fn allow(&self, store: &dyn Store, address: IpAddr) -> Result<bool, StoreError> {
        let window_s = self.window.as_secs().max(1) as i64;
        let key = address.to_string();
        Ok(match store.count_hit(self.name, &key, window_s).await? {
            Some(n) => n <= self.per_window,
            None => self.memory.allow(address),
        })
    }
}
