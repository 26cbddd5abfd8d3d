//! The Swiss module's tests: the reference tournaments re-paired round by round, properties
//! of random tournaments, the rules' cases one by one, Berger tables, TRF and tie-breaks.

mod cases;
mod props;
mod reference;
mod tables;

use super::{Colour, Entrant, Outcome, Round, Tournament};

/// A player line's rounds from a compact text: `"3w1 5b= -U 2w+"`, a round each: the opponent,
/// the colour and the result, or `-` and a bye code.
pub(super) fn entrant(number: u32, rounds: &str) -> Entrant {
    let mut entrant = Entrant::new(number, format!("Player {number}"), 2000 - number);
    for word in rounds.split_whitespace() {
        let (opponent, rest) = word.split_at(
            word.find(|c: char| !c.is_ascii_digit())
                .unwrap_or(word.len()),
        );
        let mut chars = rest.chars();
        let round = if opponent.is_empty() {
            let _dash = chars.next();
            let outcome = match chars.next() {
                Some('U') => Outcome::PairingBye,
                Some('F') => Outcome::FullBye,
                Some('H') => Outcome::HalfBye,
                Some('Z') => Outcome::ZeroBye,
                _ => Outcome::Absent,
            };
            Round {
                opponent: None,
                colour: None,
                outcome,
            }
        } else {
            let colour = match chars.next() {
                Some('w') => Colour::White,
                _ => Colour::Black,
            };
            let outcome = match chars.next() {
                Some('1') => Outcome::Win,
                Some('=') => Outcome::Draw,
                Some('0') => Outcome::Loss,
                Some('+') => Outcome::ForfeitWin,
                _ => Outcome::ForfeitLoss,
            };
            Round {
                opponent: opponent.parse().ok(),
                colour: Some(colour),
                outcome,
            }
        };
        entrant.rounds.push(round);
    }
    entrant
}

pub(super) fn tournament(rounds: u32, entrants: Vec<Entrant>) -> Tournament {
    Tournament {
        name: "Test".into(),
        rounds,
        initial_colour: Some(Colour::White),
        entrants,
    }
}
