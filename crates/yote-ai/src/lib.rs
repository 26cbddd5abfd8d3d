//! The computer player: an alpha-beta searcher for every rule set of Yoté, five levels built on
//! it, baseline engines to measure them against, matches and a bench.
//!
//! The server's entry points are [`choose_action`], [`should_accept_draw`] and
//! [`should_offer_draw`]; [`search`] gives the score, principal variation and node count.
//!
//! ```
//! use yote_ai::{Level, choose_action};
//! use yote_rules::{Position, Rules};
//!
//! let rules = Rules::standard();
//! let start = Position::new(&rules);
//! let action = choose_action(&rules, &start, Level::Beginner, 7).expect("the game is not over");
//! assert!(start.is_legal(&rules, action));
//! ```

mod bench;
mod clock;
mod endgame;
mod engine;
mod eval;
mod level;
mod limits;
mod matches;
mod movepick;
mod play;
pub mod protocol;
pub mod puzzle;
mod score;
mod search;
mod sprt;
mod tt;
mod tune;
mod zobrist;

pub use bench::{BENCH_POSITIONS, BenchReport, bench};
pub use engine::{
    Budget, Engine, GreedyEngine, MinimaxEngine, RandomEngine, SearchEngine, UnknownEngine,
    engine_by_name,
};
pub use eval::{EvalParams, evaluate};
pub use level::{Level, ParseLevelError};
pub use limits::{Limit, Limits, MAX_DEPTH};
pub use matches::{
    GameResult, MAX_GAME_PLIES, MatchOptions, MatchSummary, SummaryLine, opening, play_game,
    play_match,
};
pub use play::{
    choose_action, choose_action_in_game, level_search, should_accept_draw, should_offer_draw,
};
pub use score::{Info, Score, SearchResult, TABLE_WIN, WIN};
pub use search::{SearchOptions, search};
pub use sprt::{Pentanomial, Sprt, Verdict, expected_score};
pub use tt::Tt;
pub use zobrist::hash;
