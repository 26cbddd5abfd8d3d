//! Open connections (HTTP and WebSocket), per address and in all.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

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
        self.take(Some(address), true)
    }

    /// Counts a connection from a trusted proxy: in all only, since it carries many clients'
    /// requests (each counted for its client by [`Connections::open_request`]).
    pub fn open_proxy(self: &Arc<Connections>) -> Result<Slot, Refused> {
        self.take(None, true)
    }

    /// Counts a request that came through a trusted proxy for its client, as long as the
    /// request lasts (a WebSocket's whole life): per address only, its connection being counted
    /// in all already.
    pub fn open_request(self: &Arc<Connections>, client: IpAddr) -> Result<Slot, Refused> {
        self.take(Some(client), false)
    }

    fn take(
        self: &Arc<Connections>,
        address: Option<IpAddr>,
        in_all: bool,
    ) -> Result<Slot, Refused> {
        let mut by_address = self.by_address.lock().expect("connections lock");
        if in_all && self.total.load(Ordering::Relaxed) >= self.max.load(Ordering::Relaxed) {
            return Err(Refused::Full);
        }
        if let Some(address) = address {
            let count = by_address.entry(address).or_insert(0);
            if *count >= self.per_address {
                return Err(Refused::Address);
            }
            *count += 1;
        }
        if in_all {
            self.total.fetch_add(1, Ordering::Relaxed);
        }
        Ok(Slot {
            connections: Arc::clone(self),
            address,
            in_all,
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
    address: Option<IpAddr>,
    in_all: bool,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut by_address = self
            .connections
            .by_address
            .lock()
            .expect("connections lock");
        if let Some(address) = self.address
            && let Some(count) = by_address.get_mut(&address)
        {
            *count -= 1;
            if *count == 0 {
                by_address.remove(&address);
            }
        }
        if self.in_all {
            self.connections.total.fetch_sub(1, Ordering::Relaxed);
        }
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

    #[test]
    fn a_proxy_counts_in_all_and_its_requests_per_client() {
        let connections = Connections::new(1, 2);
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let proxy = connections.open_proxy().unwrap();
        let _other_proxy = connections.open_proxy().unwrap();
        assert_eq!(connections.open_proxy().unwrap_err(), Refused::Full);
        // Requests through the proxies: their clients' shares, whatever the total.
        let request = connections.open_request(a).unwrap();
        assert_eq!(connections.open_request(a).unwrap_err(), Refused::Address);
        assert_eq!(connections.total(), 2);
        drop(request);
        assert!(connections.open_request(a).is_ok());
        drop(proxy);
        assert_eq!(connections.total(), 1);
    }
}
