//! The score scale every part of the search shares (a forced win, a win the endgame tables know,
//! an evaluation) and what a search answers: below both the search and the tables' use of it.

use std::fmt;
use std::time::Duration;

use yote_rules::Action;

/// The score of a win on the spot; a win `n` plies away scores `WIN - n`.
pub const WIN: i32 = 30_000;
/// Scores beyond this (either way) are forced wins or losses.
pub(crate) const WIN_BOUND: i32 = WIN - 1_000;
/// Beyond every score.
pub(crate) const INF: i32 = 32_000;
/// The score of a win the endgame tables know, before its distance (plies without capture) and
/// the ply are taken off: above every evaluation, below every forced win the search sees.
pub const TABLE_WIN: i32 = 28_000;
/// Scores beyond this (either way) come from the tables.
const TABLE_BOUND: i32 = TABLE_WIN - 1_000;

/// A score as players read it: from the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Hundredths of a piece.
    Value(i32),
    /// A forced win in this many plies.
    Win(u32),
    /// A forced loss in this many plies.
    Loss(u32),
    /// A win the endgame tables know, this many plies without capture from its conversion (a
    /// capture into a won position, or the game's end).
    TableWin(u32),
    /// A loss the endgame tables know, at this distance.
    TableLoss(u32),
}

impl Score {
    pub fn from_raw(raw: i32) -> Score {
        if raw >= WIN_BOUND {
            Score::Win((WIN - raw) as u32)
        } else if raw <= -WIN_BOUND {
            Score::Loss((WIN + raw) as u32)
        } else if raw >= TABLE_BOUND {
            Score::TableWin((TABLE_WIN - raw) as u32)
        } else if raw <= -TABLE_BOUND {
            Score::TableLoss((TABLE_WIN + raw) as u32)
        } else {
            Score::Value(raw)
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Value(v) => write!(f, "{v}"),
            Score::Win(n) => write!(f, "win {n}"),
            Score::Loss(n) => write!(f, "loss {n}"),
            Score::TableWin(n) => write!(f, "tbwin {n}"),
            Score::TableLoss(n) => write!(f, "tbloss {n}"),
        }
    }
}

/// What the search reports after each completed iteration.
#[derive(Debug, Clone)]
pub struct Info {
    pub depth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<Action>,
}

impl Info {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 / self.time.as_secs_f64().max(1e-6)) as u64
    }
}

/// The outcome of a search.
#[derive(Debug, Clone)]
pub struct SearchResult {
    /// The chosen action; `None` only when the game is over.
    pub action: Option<Action>,
    pub score: Score,
    /// The last completed iteration.
    pub depth: u32,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<Action>,
}
