//! The rules of Yoté: every table option, positions and actions in the project's notation, legal
//! actions, outcomes and perft. No I/O, no async.
//!
//! ```
//! use yote_rules::{Action, Game, Position, Rules, perft};
//!
//! let rules: Rules = "standard,second_removal_optional=true".parse()?;
//! let start = Position::new(&rules);
//! assert_eq!(start.to_string(), "6/6/6/6/6 w 12 12 0");
//! assert_eq!(perft(&start, &rules, 3), 27_180);
//!
//! let mut game = Game::new(rules);
//! for text in ["@c3", "@c4", "@a1", "c4xc2/a1"] {
//!     game.play_notation(text)?;
//! }
//! // Black jumped c3 from c4 and took a1 as the second piece.
//! assert_eq!(game.position().to_string(), "6/6/6/2B3/6 w 10 11 0");
//! let illegal: Action = "c2-c1".parse()?;
//! assert!(game.play(illegal).is_err()); // White is to move, and c2 is Black's
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
pub mod bitboard;
mod color;
mod detail;
mod game;
mod outcome;
mod perft;
mod position;
mod rules;
mod setup;
mod square;

pub use action::{Action, ActionKind, MAX_JUMPS, ParseActionError, Removal};
pub use color::Color;
pub use detail::{Detail, Details};
pub use game::{Game, GameError};
pub use outcome::{EndReason, Outcome};
pub use perft::{divide, perft};
pub use position::{IllegalReason, ParsePositionError, PlayError, Position, PositionError};
pub use rules::{
    Blocked, OPTION_NAMES, Options, Placement, Preset, Rules, RulesError, SecondRemoval,
};
pub use setup::{BoardError, ParseSetupError, Setup};
pub use square::{ParseSquareError, Square};
