//! The Free Pairings Checker's method (FIDE C.04.A): re-pair each round of a tournament from
//! the rounds before it and compare with the pairing it had. For a director handed a file by
//! another program, and for this crate's own tests against a FIDE-endorsed program's files.

use super::dutch::{Board, NoPairing, pair_next_round};
use super::model::{Colour, Outcome, Round, Tournament};

/// A round whose recorded pairing is not the one the Dutch system makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The round, from 1.
    pub round: usize,
    /// The boards (white, black) and bye the file has, the boards sorted.
    pub recorded: (Vec<Board>, Option<u32>),
    /// What the Dutch system pairs, or that nothing can be paired.
    pub paired: Result<(Vec<Board>, Option<u32>), NoPairing>,
}

/// The tournament as it stood before round `round` (from 1): the rounds from it on cut, the
/// byes and absences already known for it kept, as a director's file would have them.
pub fn before_round(full: &Tournament, round: usize) -> Tournament {
    let mut cut = full.clone();
    cut.initial_colour = Some(full.initial_colour());
    for entrant in &mut cut.entrants {
        let known = entrant.rounds.get(round - 1).copied();
        entrant.rounds.truncate(round - 1);
        if let Some(known) = known
            && known.opponent.is_none()
            && !matches!(known.outcome, Outcome::PairingBye | Outcome::Absent)
        {
            entrant.rounds.resize(round - 1, Round::ABSENT);
            entrant.rounds.push(known);
        }
    }
    cut
}

/// The boards (sorted) and the bye the file records for round `round`.
pub fn recorded(full: &Tournament, round: usize) -> (Vec<Board>, Option<u32>) {
    let mut boards = Vec::new();
    let mut bye = None;
    for entrant in &full.entrants {
        let Some(played) = entrant.rounds.get(round - 1) else {
            continue;
        };
        match (played.opponent, played.colour) {
            (Some(black), Some(Colour::White)) => boards.push(Board {
                white: entrant.number,
                black,
            }),
            (None, _) if played.outcome == Outcome::PairingBye => bye = Some(entrant.number),
            _ => {}
        }
    }
    boards.sort_by_key(|board| (board.white, board.black));
    (boards, bye)
}

/// Every round of the tournament re-paired from the ones before it: the rounds that differ,
/// and how many were checked.
pub fn check(full: &Tournament) -> (Vec<Difference>, usize) {
    let rounds = full.paired_rounds();
    let differences = (1..=rounds)
        .filter_map(|round| {
            let recorded = recorded(full, round);
            let paired = pair_next_round(&before_round(full, round)).map(|pairing| {
                let mut boards = pairing.boards;
                boards.sort_by_key(|board| (board.white, board.black));
                (boards, pairing.bye)
            });
            (paired.as_ref() != Ok(&recorded)).then_some(Difference {
                round,
                recorded,
                paired,
            })
        })
        .collect();
    (differences, rounds)
}
