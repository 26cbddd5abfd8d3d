//! Retrograde analysis: every material of a rule set, fewer pieces first.
//!
//! A material and its mirror (the other side to move) are solved together, since a step from
//! one lands in the other. Each position starts from its own actions: a capture leaves the
//! material for a smaller, solved table (or ends the game), so it is known at once; a step or a
//! pass stays in the pair. Then, level by level of plies without capture, each position just
//! solved tells its predecessors (by un-stepping the piece that moved, or un-passing): a loss
//! makes each predecessor a win one ply longer; a win counts down each predecessor's unsolved
//! actions, and the last one makes it a loss one ply longer than its longest defence. Levels
//! stop at the no-capture limit: what is still unsolved is a draw, as is a position with an
//! action into a draw.

use std::fmt;
use std::time::{Duration, Instant};

use yote_rules::bitboard::{Dir, bits, shift};
use yote_rules::{Blocked, Color, Position, Rules};

use crate::index::MaterialIndex;
use crate::table::{Census, MAX_PIECES, Table, Tablebase, materials};
use crate::value::Value;

/// Why tables cannot be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BuildError {
    /// The rules have no no-capture limit, or one over 127 plies.
    Limit(Option<u16>),
    /// More pieces than the builder takes.
    TooManyPieces(u8),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Limit(None) => f.write_str(
                "these rules have no no-capture draw: tables need one (no_capture_draw=N, N at most 127)",
            ),
            BuildError::Limit(Some(n)) => write!(
                f,
                "no_capture_draw={n} is over 127 plies: a table's distances are kept in a byte"
            ),
            BuildError::TooManyPieces(n) => {
                write!(f, "{n} pieces: tables are built for at most {MAX_PIECES}")
            }
        }
    }
}

impl std::error::Error for BuildError {}

/// What one table's build did.
#[derive(Debug, Clone)]
pub struct TableReport {
    pub mover: u8,
    pub other: u8,
    pub entries: u64,
    pub census: Census,
    /// The longest win's distance (plies without capture), if any win.
    pub longest: Option<u8>,
    pub time: Duration,
}

/// A table's counter of actions still unsolved: this value means the position is solved (or is
/// not read), and the next means some action draws, so it never loses.
const SOLVED: u8 = 255;
const ESCAPES: u8 = 254;

/// A table being built.
struct Work {
    index: MaterialIndex,
    values: Vec<u8>,
    pending: Vec<u8>,
}

impl Tablebase {
    /// Solves every material of `rules` up to `max_pieces` pieces; `report` hears of each table.
    pub fn build(
        rules: &Rules,
        max_pieces: u8,
        report: &mut dyn FnMut(&TableReport),
    ) -> Result<Tablebase, BuildError> {
        let mut tb =
            Tablebase::empty(rules).ok_or(BuildError::Limit(rules.options().no_capture_draw))?;
        while let Some(reports) = tb.build_next(max_pieces)? {
            for r in &reports {
                report(r);
            }
        }
        Ok(tb)
    }

    /// Solves the next material up to `max_pieces` pieces that these tables lack (with its
    /// mirror), fewest pieces first, and adds it: the reports of the tables made, or `None`
    /// when none is missing. Tables read from files and completed this way are the tables a
    /// whole build makes, so a build cut short (a killed process) goes on where it stopped.
    pub fn build_next(&mut self, max_pieces: u8) -> Result<Option<Vec<TableReport>>, BuildError> {
        if max_pieces > MAX_PIECES {
            return Err(BuildError::TooManyPieces(max_pieces));
        }
        let Some((mover, other)) = materials(&self.rules, max_pieces)
            .into_iter()
            .filter(|&(m, o)| m >= o)
            .find(|&(m, o)| self.table(m, o).is_none() || self.table(o, m).is_none())
        else {
            return Ok(None);
        };
        let started = Instant::now();
        let pair: Vec<(u8, u8)> = if mover == other {
            vec![(mover, other)]
        } else {
            vec![(mover, other), (other, mover)]
        };
        let tables = self.solve(&pair);
        let time = started.elapsed();
        let mut reports = Vec::new();
        for table in tables {
            let census = table.census(&self.geometry);
            let longest = table
                .values
                .iter()
                .filter_map(|&b| match Value::decode(b) {
                    Some(Value::Win(n)) => Some(n),
                    _ => None,
                })
                .max();
            reports.push(TableReport {
                mover: table.mover(),
                other: table.other(),
                entries: table.len(),
                census,
                longest,
                time,
            });
            self.insert(table);
        }
        Ok(Some(reports))
    }

    /// Solves a material and its mirror (or a material that is its own mirror).
    fn solve(&self, pair: &[(u8, u8)]) -> Vec<Table> {
        let mut work: Vec<Work> = pair
            .iter()
            .map(|&(m, o)| {
                let index = MaterialIndex::new(&self.geometry, m, o);
                let len = index.len() as usize;
                Work {
                    index,
                    values: vec![0; len],
                    pending: vec![SOLVED; len],
                }
            })
            .collect();
        // The slot of the mirror of each slot.
        let mirror = |slot: usize| if pair.len() == 1 { 0 } else { 1 - slot };
        let mut level: Vec<(u8, u32)> = Vec::new();
        let mut actions = Vec::with_capacity(64);
        let mut children = Vec::with_capacity(32);
        for slot in 0..work.len() {
            let (before, rest) = work.split_at_mut(slot);
            let (this, after) = rest.split_first_mut().expect("slot exists");
            let other_index = if pair.len() == 1 {
                &this.index
            } else if slot == 0 {
                &after[0].index
            } else {
                &before[0].index
            };
            for i in 0..this.index.len() {
                let (mover, other, canonical) = this.index.position(&self.geometry, i);
                if !canonical {
                    continue;
                }
                let position = self.position_of(mover, other);
                let i = i as usize;
                if let Some(outcome) = position.outcome(&self.rules) {
                    this.values[i] = match outcome.winner {
                        None => Value::Draw,
                        Some(Color::White) => Value::Win(0),
                        Some(Color::Black) => Value::Loss(0),
                    }
                    .encode();
                    if outcome.winner.is_some() {
                        level.push((slot as u8, i as u32));
                    }
                    continue;
                }
                position.legal_actions_into(&self.rules, &mut actions);
                let mut wins = false;
                let mut escapes = false;
                children.clear();
                for &action in &actions {
                    let mut child = position;
                    child.play_unchecked(action);
                    if action.is_capture() {
                        match self.after_capture(&child) {
                            Value::Win(_) => wins = true,
                            Value::Draw => escapes = true,
                            Value::Loss(_) => {}
                        }
                    } else {
                        children.push(other_index.index(
                            &self.geometry,
                            child.board(Color::Black),
                            child.board(Color::White),
                        ));
                    }
                }
                if wins {
                    this.values[i] = Value::Win(0).encode();
                    level.push((slot as u8, i as u32));
                    continue;
                }
                children.sort_unstable();
                children.dedup();
                if children.is_empty() {
                    if !escapes {
                        this.values[i] = Value::Loss(0).encode();
                        level.push((slot as u8, i as u32));
                    }
                    continue;
                }
                this.pending[i] = if escapes {
                    ESCAPES
                } else {
                    children.len() as u8
                };
            }
        }
        let mask = self.rules.board_mask();
        let passes = self.rules.options().blocked == Blocked::MostOnBoard;
        let mut predecessors: Vec<u64> = Vec::with_capacity(32);
        let limit = self.limit as u8;
        for distance in 0..limit.saturating_sub(1) {
            if level.is_empty() {
                break;
            }
            let next_distance = distance + 1;
            let mut next = Vec::new();
            for &(slot, i) in &level {
                let slot = usize::from(slot);
                let (mover, other, _) = work[slot].index.position(&self.geometry, u64::from(i));
                let lost = matches!(
                    Value::decode(work[slot].values[i as usize]),
                    Some(Value::Loss(_))
                );
                // The positions before: the other side to move, one of its pieces back where it
                // stepped from, or the same board if it had to pass.
                let empty = mask & !(mover | other);
                predecessors.clear();
                let pred_slot = mirror(slot);
                let pred_index = &work[pred_slot].index;
                for t in bits(other) {
                    let bit = 1u64 << t;
                    for d in Dir::ALL {
                        let s = shift(bit, d, mask) & empty;
                        if s != 0 {
                            predecessors.push(pred_index.index(
                                &self.geometry,
                                other ^ bit ^ s,
                                mover,
                            ));
                        }
                    }
                }
                if passes
                    && !self
                        .position_of(mover, other)
                        .has_action(&self.rules, Color::Black)
                {
                    predecessors.push(pred_index.index(&self.geometry, other, mover));
                }
                predecessors.sort_unstable();
                predecessors.dedup();
                let pred = &mut work[pred_slot];
                for &q in &predecessors {
                    let q = q as usize;
                    match pred.pending[q] {
                        SOLVED => {}
                        _ if lost => {
                            pred.values[q] = Value::Win(next_distance).encode();
                            pred.pending[q] = SOLVED;
                            next.push((pred_slot as u8, q as u32));
                        }
                        ESCAPES => {}
                        1 => {
                            pred.values[q] = Value::Loss(next_distance).encode();
                            pred.pending[q] = SOLVED;
                            next.push((pred_slot as u8, q as u32));
                        }
                        n => pred.pending[q] = n - 1,
                    }
                }
            }
            level = next;
        }
        work.into_iter()
            .map(|w| Table {
                index: w.index,
                values: w.values,
            })
            .collect()
    }

    /// The value, for the side that captured, of the position after its capture (the other
    /// side to move, counter 0): the game's end, or a smaller table's entry.
    fn after_capture(&self, child: &Position) -> Value {
        if let Some(outcome) = child.outcome(&self.rules) {
            return match outcome.winner {
                None => Value::Draw,
                Some(c) if c == child.side_to_move() => Value::Loss(0),
                Some(_) => Value::Win(0),
            };
        }
        self.raw_value(child)
            .expect("a capture leads to a smaller table, built first")
            .flip()
    }
}
