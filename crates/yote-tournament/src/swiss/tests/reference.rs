//! The Free Pairings Checker's method (FIDE C.04.A, the endorsement of pairing programs): take
//! tournaments paired round by round by a FIDE-endorsed Dutch program, re-pair each round from
//! the rounds before it, and compare. `reference/` holds 80 such tournaments (4 to 64 players,
//! 3 to 11 rounds, draws, forfeits, absences and byes), each paired by bbpPairings 6 under the
//! 2025 rules; every one of their rounds must come out the same, boards, colours and bye.

use std::path::Path;

use super::super::{Board, Outcome, Round, Tournament, pair_next_round, trf};

/// The tournament as it stood before round `round` (from 1): the rounds after it cut, and
/// the byes and absences already known for it kept, as a director's file would have them.
fn before_round(full: &Tournament, round: usize) -> Tournament {
    let mut cut = full.clone();
    cut.initial_colour = Some(full.initial_colour());
    for entrant in &mut cut.entrants {
        let known = entrant.rounds.get(round - 1).copied();
        entrant.rounds.truncate(round - 1);
        if let Some(known) = known
            && known.opponent.is_none()
            && known.outcome != Outcome::PairingBye
            && known.outcome != Outcome::Absent
        {
            while entrant.rounds.len() < round - 1 {
                entrant.rounds.push(Round::ABSENT);
            }
            entrant.rounds.push(known);
        }
    }
    cut
}

/// The boards and the bye the file records for round `round`.
fn recorded(full: &Tournament, round: usize) -> (Vec<Board>, Option<u32>) {
    let mut boards = Vec::new();
    let mut bye = None;
    for entrant in &full.entrants {
        let Some(played) = entrant.rounds.get(round - 1) else {
            continue;
        };
        match (played.opponent, played.colour) {
            (Some(opponent), Some(super::super::Colour::White)) => boards.push(Board {
                white: entrant.number,
                black: opponent,
            }),
            (None, _) if played.outcome == Outcome::PairingBye => bye = Some(entrant.number),
            _ => {}
        }
    }
    boards.sort_by_key(|board| (board.white, board.black));
    (boards, bye)
}

#[test]
fn every_round_of_the_reference_tournaments_is_paired_as_the_reference_program_paired_it() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/swiss/tests/reference");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 80);
    let (mut rounds, mut players) = (0, 0);
    let mut differences = Vec::new();
    for file in &files {
        let full = trf::parse(&std::fs::read_to_string(file).unwrap()).unwrap();
        players += full.entrants.len();
        for round in 1..=full.paired_rounds() {
            let cut = before_round(&full, round);
            assert_eq!(cut.paired_rounds(), round - 1);
            let pairing = pair_next_round(&cut).unwrap();
            let mut boards = pairing.boards.clone();
            boards.sort_by_key(|board| (board.white, board.black));
            rounds += 1;
            if (boards, pairing.bye) != recorded(&full, round) {
                differences.push(format!("{} round {round}", file.display()));
            }
        }
    }
    assert!(rounds > 500, "{rounds} rounds");
    assert!(players > 1500, "{players} players");
    assert!(
        differences.is_empty(),
        "{} of {rounds} rounds differ: {differences:?}",
        differences.len()
    );
}
