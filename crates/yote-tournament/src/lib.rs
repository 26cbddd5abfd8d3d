//! Arena tournaments (docs/tournaments.md "Arenas"), as lichess runs them: for a set time,
//! players who are free are paired again and again by rank, each game's points count towards
//! a score, with streaks, berserk and rules against agreed draws; the best score wins.
//!
//! Pure: events in, standings and pairings out. An [`Arena`] is its [`Event`]s applied in the
//! order they happened (joins, withdrawals, pauses, games started and finished), so its
//! standings are a function of what is stored: the server applies each event as it comes and
//! asks [`Arena::pairings`] whom to pair whenever players are free, and anyone who reads the
//! stored games (the load generator) recomputes the same standings with [`Arena::replay`]. No
//! clock, no randomness: what no rule decides, the order of joining does.
//!
//! Modules: `event` (what happens in an arena), `score` (one game's points), `pairing` (the
//! free players paired), `arena` (the events applied: standings, pairings), `schedule` (the
//! site's own arenas: when they are due), `swiss` (Swiss tournaments and round robins: the Dutch
//! pairing, Berger tables, tie-breaks, TRF-16).

mod arena;
mod event;
mod pairing;
pub mod schedule;
mod score;
pub mod swiss;

pub use arena::{Arena, PERFORMANCE_SPREAD, Standing, Status};
pub use event::{Color, Ending, Event, Game, Notice, PauseReason, PlayerId, Refused};
pub use pairing::{Candidate, Pairing, pair};
pub use score::{
    BERSERK_BONUS, BERSERK_MIN_PLIES, BERSERK_MIN_TIME_S, DRAW_POINTS, EARLY_DRAW_PLIES, GameScore,
    LONG_DRAW_PLIES, Outcome, Void, WIN_POINTS, berserk_allowed, berserk_time_ms, on_fire,
    score_game,
};

#[cfg(test)]
mod tests;
