//! The tables of one rule set: one material's table ([`Table`]), every material up to N pieces
//! ([`Tablebase`]), and what they count ([`Census`]). Building, probing, checking and the file
//! format add their methods in their own modules.

use std::collections::BTreeMap;
use std::fmt;

use yote_rules::{Color, Position, Rules, Setup};

use crate::index::{Geometry, MaterialIndex};
use crate::value::{MAX_DISTANCE, Value};

/// The largest N [`Tablebase::build`] accepts: beyond it the tables outgrow memory.
pub const MAX_PIECES: u8 = 8;

/// One material's table.
#[derive(Debug, Clone)]
pub struct Table {
    pub(crate) index: MaterialIndex,
    pub(crate) values: Vec<u8>,
}

impl Table {
    /// The side to move's piece count.
    pub fn mover(&self) -> u8 {
        self.index.mover()
    }

    /// The other side's piece count.
    pub fn other(&self) -> u8 {
        self.index.other()
    }

    /// The stored bytes, one per entry.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The number of entries.
    pub fn len(&self) -> u64 {
        self.values.len() as u64
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// How many of the stored positions are wins, draws and losses for the side to move
    /// (entries that are another's image not counted).
    pub fn census(&self, geometry: &Geometry) -> Census {
        let mut census = Census::default();
        for (i, &byte) in self.values.iter().enumerate() {
            let (_, _, canonical) = self.index.position(geometry, i as u64);
            if !canonical {
                continue;
            }
            match Value::decode(byte) {
                Some(Value::Win(_)) => census.wins += 1,
                Some(Value::Loss(_)) => census.losses += 1,
                _ => census.draws += 1,
            }
        }
        census
    }
}

/// The wins, draws and losses of a table, for the side to move.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Census {
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl Census {
    pub fn positions(&self) -> u64 {
        self.wins + self.draws + self.losses
    }
}

impl fmt::Display for Census {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} positions: {} wins, {} draws, {} losses",
            self.positions(),
            self.wins,
            self.draws,
            self.losses
        )
    }
}

/// The tables of one rule set.
#[derive(Debug, Clone)]
pub struct Tablebase {
    pub(crate) rules: Rules,
    pub(crate) geometry: Geometry,
    /// The no-capture limit, in plies.
    pub(crate) limit: u16,
    pub(crate) tables: BTreeMap<(u8, u8), Table>,
}

impl Tablebase {
    /// No tables yet, for `rules`; `None` when the rules have no no-capture limit or one above
    /// [`MAX_DISTANCE`] + 1 plies (a table's distances must fit a byte).
    pub fn empty(rules: &Rules) -> Option<Tablebase> {
        let limit = rules.options().no_capture_draw?;
        if limit > u16::from(MAX_DISTANCE) + 1 {
            return None;
        }
        Some(Tablebase {
            rules: *rules,
            geometry: Geometry::new(rules),
            limit,
            tables: BTreeMap::new(),
        })
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The no-capture limit the tables were built for.
    pub fn limit(&self) -> u16 {
        self.limit
    }

    /// The tables, by (mover, other) piece counts.
    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        self.tables.values()
    }

    /// The table of this material, if present.
    pub fn table(&self, mover: u8, other: u8) -> Option<&Table> {
        self.tables.get(&(mover, other))
    }

    /// Adds a table (read from a file, or built); replaces one of the same material.
    pub fn insert(&mut self, table: Table) {
        self.tables
            .insert((table.index.mover(), table.index.other()), table);
    }

    /// The largest number of pieces for which every material is present.
    pub fn complete_pieces(&self) -> u8 {
        let mut n = 0;
        for total in 1..=MAX_PIECES {
            let needed = materials(&self.rules, total);
            if needed
                .iter()
                .filter(|(m, o)| m + o == total)
                .all(|k| self.tables.contains_key(k))
            {
                n = total;
            } else {
                break;
            }
        }
        n
    }

    /// The stored value of `position` (the counter read as 0), if a table holds it.
    pub fn raw_value(&self, position: &Position) -> Option<Value> {
        if position.hand(Color::White) != 0 || position.hand(Color::Black) != 0 {
            return None;
        }
        let side = position.side_to_move();
        let mover = position.board(side);
        let other = position.board(!side);
        let table = self
            .tables
            .get(&(mover.count_ones() as u8, other.count_ones() as u8))?;
        let i = table.index.index(&self.geometry, mover, other);
        Value::decode(table.values[i as usize])
    }

    /// The value of `position` for the side to move, its no-capture counter counted, if a table
    /// holds it. A finished game is not in the tables.
    pub fn probe(&self, position: &Position) -> Option<Value> {
        let v = self.raw_value(position)?;
        Some(v.at_counter(position.plies_since_capture(), self.limit))
    }

    /// The position (side to move White) of a table entry's sets.
    pub(crate) fn position_of(&self, mover: u64, other: u64) -> Position {
        Position::from_setup(
            Setup {
                rows: self.geometry.rows(),
                columns: self.geometry.columns(),
                white: mover,
                black: other,
                side_to_move: Color::White,
                white_hand: 0,
                black_hand: 0,
                plies_since_capture: 0,
            },
            &self.rules,
        )
        .expect("a table's position fits its rules")
    }
}

/// The most bytes of tables a site builds by itself for one rule set (`yote serve` at first
/// start, docs/tablebases.md "Built at first start"): files of 20 MB a preset, a hundred in
/// all with the five presets, and each preset's build within a minute on one core.
pub const DEFAULT_BUDGET: u64 = 20_000_000;

/// The tables a site builds by itself: each preset, with the most pieces whose tables fit
/// [`DEFAULT_BUDGET`] (8.6 MB for the standard rules and the hand-capture rules up to six
/// pieces, 14.2 MB on the 6×6 board, 11.1 MB for Bodogemu, 10.7 MB for the 25 holes up to
/// seven; one more piece is over the budget in each, as the tests check).
pub const DEFAULT_TABLES: [(yote_rules::Preset, u8); 5] = [
    (yote_rules::Preset::Standard, 6),
    (yote_rules::Preset::HandCapture, 6),
    (yote_rules::Preset::SixBySix, 6),
    (yote_rules::Preset::Bodogemu, 6),
    (yote_rules::Preset::Beart, 7),
];

/// The materials (mover, other) of the tables up to `max_pieces` pieces under `rules`, in the
/// order they are built: fewer pieces first. A side at `win_at` pieces or fewer has lost, so
/// each side has at least `win_at + 1`.
pub fn materials(rules: &Rules, max_pieces: u8) -> Vec<(u8, u8)> {
    let least = rules.options().win_at + 1;
    let most = rules.pieces();
    let squares = u32::from(rules.rows()) * u32::from(rules.columns());
    let mut out = Vec::new();
    for total in 2 * least..=max_pieces {
        if u32::from(total) > squares {
            break;
        }
        for mover in (least..=total - least).rev() {
            let other = total - mover;
            if mover <= most && other <= most {
                out.push((mover, other));
            }
        }
    }
    out
}
