//! Swiss tournaments and round robins (docs/tournaments.md "Swiss and round robins"), as FIDE's
//! handbook defines them: the Dutch system (C.04.3, the rules applied from July 2025) pairs
//! each round from the results so far, Berger tables (C.05 annex 1) fix a round robin's rounds,
//! and the tie-breaks (C.07) order the standings.
//!
//! Pure, like the arenas: a [`Tournament`] is its players and their rounds, read from or written
//! to FIDE's tournament report file ([`trf`], TRF-16), and every answer is a function of it.
//!
//! Modules: `model` (players, rounds, results), `trf` (the file), `player` (what the rules
//! read off a player's past rounds: score, colours, floats, the bye), `weight` (the criteria as
//! lexicographic weights, and the maximum-weight matching that optimises them), `criteria`
//! (the rules' criteria as one pair's weight), `bracket` (one bracket paired), `dutch` (a
//! round's pairing, bracket by bracket), `colour` (who gets white), `berger` (round robins),
//! `tiebreak` (the standings), `check` (a file's rounds re-paired and compared), `simulate` (a tournament played out with random results).

mod berger;
mod bracket;
pub mod check;
mod colour;
mod criteria;
mod dutch;
mod model;
mod player;
mod simulate;
pub mod tiebreak;
pub mod trf;
mod weight;

pub use berger::{BergerRound, berger_round, berger_rounds};
pub use dutch::{Board, NoPairing, RoundPairing, pair_next_round};
pub use model::{Colour, Entrant, Outcome, Round, Tournament};
pub use simulate::{simulate, simulate_watching};

#[cfg(test)]
mod tests;
