//! The Free Pairings Checker's method (FIDE C.04.A, the endorsement of pairing programs; here
//! `check.rs`): take tournaments paired round by round by a FIDE-endorsed Dutch program,
//! re-pair each round from the rounds before it, and compare. `reference/` holds 80 such
//! tournaments (4 to 64 players, 3 to 11 rounds, draws, forfeits, absences and byes), each
//! paired by bbpPairings 6 under the 2025 rules; every one of their rounds must come out the
//! same, boards, colours and bye.

use std::path::Path;

use super::super::check::{before_round, check};
use super::super::{pair_next_round, trf};

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
        let (different, checked) = check(&full);
        rounds += checked;
        differences.extend(
            different
                .into_iter()
                .map(|d| format!("{} round {}", file.display(), d.round)),
        );
    }
    assert!(rounds > 500, "{rounds} rounds");
    assert!(players > 1500, "{players} players");
    assert!(
        differences.is_empty(),
        "{} of {rounds} rounds differ: {differences:?}",
        differences.len()
    );
}

#[test]
fn a_round_paired_otherwise_is_found() {
    // Swap the colours of one board of round 2 of a reference tournament: the checker finds
    // round 2 first (later rounds, whose colours follow from it, may differ too), and the cut
    // before it is the tournament as it stood.
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src/swiss/tests/reference/03.trf"),
    )
    .unwrap();
    let mut full = trf::parse(&text).unwrap();
    let round = 2;
    let cut = before_round(&full, round);
    assert_eq!(cut.paired_rounds(), round - 1);
    let board = pair_next_round(&cut).unwrap().boards[0];
    for entrant in &mut full.entrants {
        let played = &mut entrant.rounds[round - 1];
        if entrant.number == board.white || entrant.number == board.black {
            played.colour = played.colour.map(super::super::Colour::other);
        }
    }
    let (differences, _) = check(&full);
    assert_eq!(
        differences.first().map(|d| d.round),
        Some(round),
        "{differences:?}"
    );
    let first = &differences[0];
    assert!(
        first
            .recorded
            .0
            .iter()
            .any(|b| (b.white, b.black) == (board.black, board.white))
    );
    assert!(first.paired.as_ref().unwrap().0.contains(&board));
}
