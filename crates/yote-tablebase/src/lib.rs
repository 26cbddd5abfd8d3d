//! Endgame tables for Yoté: every position with both hands empty and at most N pieces on the
//! board, solved by retrograde analysis under one rule set, the no-capture limit included.
//!
//! A table holds one material (the side to move's pieces, the other side's): for each position
//! its [`Value`], a win, draw or loss and the plies without capture it needs. Positions are
//! stored once per symmetry class of the board ([`index`]). [`Tablebase::build`] solves every
//! material up to N pieces, smallest first; [`format`] writes and reads a table's file;
//! [`Tablebase::probe`] and [`Tablebase::best_action`] answer for a game position.
//!
//! ```
//! use yote_rules::{Position, Preset};
//! use yote_tablebase::{Tablebase, Value};
//!
//! let rules = Preset::Standard.rules();
//! let tables = Tablebase::build(&rules, 4, &mut |_| {}).unwrap();
//! // Two pieces each: the side to move jumps c2 over c3 and takes the last other piece.
//! let position = Position::parse("6/6/2B3/2W1B1/2W3 w 0 0 0", &rules).unwrap();
//! assert_eq!(tables.probe(&position), Some(Value::Win(0)));
//! ```

mod build;
pub mod files;
pub mod format;
pub mod index;
mod probe;
pub mod registry;
mod table;
mod value;
mod verify;

pub use build::{BuildError, TableReport};
pub use index::{Geometry, MaterialIndex};
pub use probe::{Line, Ranked};
pub use table::{Census, DEFAULT_BUDGET, DEFAULT_TABLES, MAX_PIECES, Table, Tablebase, materials};
pub use value::{MAX_DISTANCE, Value};
pub use verify::{Mismatch, SearchCheck};
