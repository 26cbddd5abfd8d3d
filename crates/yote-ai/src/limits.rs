//! How long a search may go on: a depth, a node count or a time, always under a hard cap.

use std::time::Duration;

/// One way to bound a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// Complete iterations up to this depth (plies, before quiescence).
    Depth(u32),
    /// Stop after about this many nodes (checked every few hundred nodes, so deterministic).
    Nodes(u64),
    /// Aim to spend this long; the search stops by itself at this time at the latest.
    Time(Duration),
}

/// The limits of one search: any combination of [`Limit`]s (the first one reached stops the
/// search) and a hard cap on the time, which is never exceeded by more than a check interval.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    pub hard_cap: Duration,
}

/// The deepest iteration any search starts.
pub const MAX_DEPTH: u32 = 64;

impl Limits {
    /// No limit but the hard cap.
    pub const fn capped(hard_cap: Duration) -> Limits {
        Limits {
            depth: None,
            nodes: None,
            movetime: None,
            hard_cap,
        }
    }

    /// These limits with `limit` added.
    pub const fn with(mut self, limit: Limit) -> Limits {
        match limit {
            Limit::Depth(d) => self.depth = Some(d),
            Limit::Nodes(n) => self.nodes = Some(n),
            Limit::Time(t) => self.movetime = Some(t),
        }
        self
    }

    /// The deepest iteration to start.
    pub fn max_depth(&self) -> u32 {
        self.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH)
    }

    /// The time after which the search must stop: the move time or the hard cap, whichever is
    /// sooner.
    pub fn deadline(&self) -> Duration {
        match self.movetime {
            Some(t) => t.min(self.hard_cap),
            None => self.hard_cap,
        }
    }
}

impl From<Limit> for Limits {
    /// One limit under a generous hard cap of a minute.
    fn from(limit: Limit) -> Limits {
        Limits::capped(Duration::from_secs(60)).with(limit)
    }
}
