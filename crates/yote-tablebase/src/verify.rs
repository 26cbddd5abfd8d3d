//! Checks of built or loaded tables that do not trust the builder.
//!
//! - [`Tablebase::check_consistency`]: every stored position's value is the best of its
//!   actions' values, read from the tables (captures from the smaller tables or the game's end),
//!   as retrograde analysis must leave it.
//! - [`Tablebase::check_by_search`]: random positions against a full-width search to the end
//!   of the game: a win at distance n is forced within n + 1 plies and not within n − 1; a loss
//!   at distance n cannot escape a loss within n + 1 plies; a draw is not lost within a few
//!   plies. Only in tables where any capture ends the game (so the end is as near as the next
//!   capture), and at distances the search can reach.

use std::fmt;

use yote_rules::Position;

use crate::table::Tablebase;
use crate::value::Value;

/// A position whose stored value is not what the check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    /// The position, in notation.
    pub position: String,
    pub stored: Value,
    /// What the check expected.
    pub expected: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: the table says {:?}, the check says {}",
            self.position, self.stored, self.expected
        )
    }
}

impl std::error::Error for Mismatch {}

/// What [`Tablebase::check_by_search`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SearchCheck {
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    pub nodes: u64,
}

impl Tablebase {
    /// Checks every stored position of every table against its actions; the number checked.
    pub fn check_consistency(&self) -> Result<u64, Mismatch> {
        let mut checked = 0;
        let mut actions = Vec::with_capacity(64);
        for table in self.tables.values() {
            for i in 0..table.len() {
                let (mover, other, canonical) = table.index.position(&self.geometry, i);
                if !canonical {
                    continue;
                }
                let position = self.position_of(mover, other);
                let stored = Value::decode(table.values[i as usize]).expect("a loaded value");
                let expected = self.best_of_actions(&position, &mut actions);
                if stored != expected {
                    return Err(Mismatch {
                        position: position.to_string(),
                        stored,
                        expected: format!("{expected:?}"),
                    });
                }
                checked += 1;
            }
        }
        Ok(checked)
    }

    /// The value of `position` (counter 0) from its actions' values in the tables.
    fn best_of_actions(&self, position: &Position, actions: &mut Vec<yote_rules::Action>) -> Value {
        let limit = self.limit;
        if let Some(outcome) = position.outcome(&self.rules) {
            return match outcome.winner {
                None => Value::Draw,
                Some(c) if c == position.side_to_move() => Value::Win(0),
                Some(_) => Value::Loss(0),
            };
        }
        position.legal_actions_into(&self.rules, actions);
        let mut win: Option<u8> = None;
        let mut draw = false;
        let mut loss: Option<u8> = None;
        for &action in actions.iter() {
            let mut child = *position;
            child.play_unchecked(action);
            let value = if action.is_capture() {
                match child.outcome(&self.rules) {
                    Some(o) => match o.winner {
                        None => Value::Draw,
                        Some(c) if c == child.side_to_move() => Value::Loss(0),
                        Some(_) => Value::Win(0),
                    },
                    None => self.raw_value(&child).expect("a smaller table").flip(),
                }
            } else {
                // The child with the counter at 0: its distance, one ply longer here.
                child = {
                    let mut setup = child.to_setup();
                    setup.plies_since_capture = 0;
                    Position::from_setup(setup, &self.rules).expect("the same position")
                };
                match self.raw_value(&child).expect("the mirror table").flip() {
                    Value::Win(n) | Value::Loss(n) if u16::from(n) + 1 >= limit => Value::Draw,
                    Value::Win(n) => Value::Win(n + 1),
                    Value::Loss(n) => Value::Loss(n + 1),
                    Value::Draw => Value::Draw,
                }
            };
            match value {
                Value::Win(n) => win = Some(win.map_or(n, |w| w.min(n))),
                Value::Draw => draw = true,
                Value::Loss(n) => loss = Some(loss.map_or(n, |l| l.max(n))),
            }
        }
        match (win, draw, loss) {
            (Some(n), _, _) => Value::Win(n),
            (None, true, _) => Value::Draw,
            (None, false, Some(n)) => Value::Loss(n),
            (None, false, None) => unreachable!("a live position has an action"),
        }
    }

    /// Checks `samples` random positions (drawn from `seed`) of the tables where any capture ends
    /// the game against a full-width search, wins and losses at distances up to `max_distance`.
    pub fn check_by_search(
        &self,
        samples: u64,
        seed: u64,
        max_distance: u8,
    ) -> Result<SearchCheck, Mismatch> {
        let win_at = self.rules.options().win_at;
        let short = |n: u8| n <= win_at + 2;
        let tables: Vec<_> = self
            .tables
            .values()
            .filter(|t| short(t.mover()) && short(t.other()) && !t.is_empty())
            .collect();
        let mut report = SearchCheck::default();
        if tables.is_empty() {
            return Ok(report);
        }
        let mut state = seed ^ 0x9e37_79b9_7f4a_7c15;
        let mut tries = 0;
        while report.wins + report.losses + report.draws < samples && tries < samples * 1000 {
            tries += 1;
            let table = tables[(next(&mut state) % tables.len() as u64) as usize];
            let i = next(&mut state) % table.len();
            let (mover, other, canonical) = table.index.position(&self.geometry, i);
            if !canonical {
                continue;
            }
            let position = self.position_of(mover, other);
            let stored = Value::decode(table.values[i as usize]).expect("a loaded value");
            let mismatch = |expected: &str| Mismatch {
                position: position.to_string(),
                stored,
                expected: expected.to_owned(),
            };
            match stored {
                Value::Win(n) if n <= max_distance => {
                    if !self.forces_win(&position, u32::from(n) + 1, &mut report.nodes) {
                        return Err(mismatch("no win forced within distance + 1 plies"));
                    }
                    if n >= 2 && self.forces_win(&position, u32::from(n) - 1, &mut report.nodes) {
                        return Err(mismatch("a win forced sooner"));
                    }
                    report.wins += 1;
                }
                Value::Loss(n) if n <= max_distance => {
                    if !self.forced_loss(&position, u32::from(n) + 1, &mut report.nodes) {
                        return Err(mismatch("an escape from the loss"));
                    }
                    report.losses += 1;
                }
                Value::Draw if report.draws * 4 <= report.wins + report.losses => {
                    let depth = 4;
                    if self.forces_win(&position, depth, &mut report.nodes)
                        || self.forced_loss(&position, depth, &mut report.nodes)
                    {
                        return Err(mismatch("a forced result within 4 plies"));
                    }
                    report.draws += 1;
                }
                _ => {}
            }
        }
        Ok(report)
    }

    /// Whether the side to move wins the game within `plies` plies against any defence.
    fn forces_win(&self, position: &Position, plies: u32, nodes: &mut u64) -> bool {
        *nodes += 1;
        if let Some(o) = position.outcome(&self.rules) {
            return o.winner == Some(position.side_to_move());
        }
        if plies == 0 {
            return false;
        }
        position.legal_actions(&self.rules).into_iter().any(|a| {
            let mut child = *position;
            child.play_unchecked(a);
            self.forced_loss(&child, plies - 1, nodes)
        })
    }

    /// Whether the side to move has lost, or loses within `plies` plies whatever it plays.
    fn forced_loss(&self, position: &Position, plies: u32, nodes: &mut u64) -> bool {
        *nodes += 1;
        if let Some(o) = position.outcome(&self.rules) {
            return o.winner == Some(!position.side_to_move());
        }
        if plies == 0 {
            return false;
        }
        position.legal_actions(&self.rules).into_iter().all(|a| {
            let mut child = *position;
            child.play_unchecked(a);
            self.forces_win(&child, plies - 1, nodes)
        })
    }
}

fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
