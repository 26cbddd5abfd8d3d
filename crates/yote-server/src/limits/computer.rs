//! The computer's share per address: the live games against the computer of each address, and
//! the queue past which none is admitted.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

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
pub const COMPUTER_GAME_IDLE: Duration = Duration::from_secs(600);

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
}
