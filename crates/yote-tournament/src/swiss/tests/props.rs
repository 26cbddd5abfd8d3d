//! Random tournaments (`simulate.rs`), paired round after round with random results, forfeits
//! and absences. Whatever happens, each round: everyone present is paired once (or has the
//! bye) and nobody absent is; no two players meet twice over the board (C.1); no two players
//! of one absolute colour preference meet but topscorers in the last round (C.3); a player
//! with an absolute preference facing one without gets it; and the bye goes to an eligible
//! player (C.2) of the lowest score that still lets everyone else be paired (C.4).

use proptest::prelude::*;

use super::super::player::{Player, players};
use super::super::weight::Weights;
use super::super::{Colour, RoundPairing, Tournament, simulate_watching};

/// Whether everyone in `who` can be paired with nobody meeting twice or breaking C.3.
fn can_pair(who: &[&Player], last_round: bool, half_rounds: u32) -> bool {
    let n = who.len();
    let mut weights = Weights::new(n, 1);
    for a in 0..n {
        for b in a + 1..n {
            let (x, y) = (who[a], who[b]);
            let top = last_round && (x.score > half_rounds || y.score > half_rounds);
            let colours = !x.absolute() || !y.absolute() || x.preference != y.preference || top;
            if !x.met.contains(&y.number) && colours {
                weights.get_mut(a, b)[0] = 1;
            }
        }
    }
    weights.solve().iter().all(Option::is_some)
}

fn check_round(tournament: &Tournament, pairing: &RoundPairing, present: &[u32]) {
    let rounds = tournament.paired_rounds();
    let all = players(tournament, rounds);
    let player = |number: u32| all.iter().find(|p| p.number == number).unwrap();
    let mut seen: Vec<u32> = pairing
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(pairing.bye)
        .collect();
    seen.sort_unstable();
    let mut expected = present.to_vec();
    expected.sort_unstable();
    assert_eq!(seen, expected, "everyone present paired once, nobody else");
    let last_round = rounds as u32 + 1 >= tournament.rounds;
    for board in &pairing.boards {
        let (white, black) = (player(board.white), player(board.black));
        assert!(
            !white.met.contains(&black.number),
            "{} and {} meet twice",
            white.number,
            black.number
        );
        let top = last_round && (white.score > rounds as u32 || black.score > rounds as u32);
        if white.absolute() && black.absolute() && white.preference == black.preference {
            assert!(
                top,
                "{} and {} share an absolute preference",
                white.number, black.number
            );
        }
        if white.absolute() && !black.absolute() {
            assert_eq!(
                white.preference,
                Some(Colour::White),
                "{}'s absolute preference",
                white.number
            );
        }
        if black.absolute() && !white.absolute() {
            assert_eq!(
                black.preference,
                Some(Colour::Black),
                "{}'s absolute preference",
                black.number
            );
        }
    }
    if let Some(bye) = pairing.bye {
        let bye = player(bye);
        assert!(
            bye.bye_eligible,
            "the bye to {}, who may not have it",
            bye.number
        );
        let others: Vec<&Player> = present.iter().map(|&n| player(n)).collect();
        for lower in others
            .iter()
            .filter(|p| p.bye_eligible && p.score < bye.score)
        {
            let rest: Vec<&Player> = others
                .iter()
                .copied()
                .filter(|p| p.number != lower.number)
                .collect();
            assert!(
                !can_pair(&rest, last_round, rounds as u32),
                "the bye to {} ({}) while {} ({}) could have had it",
                bye.number,
                bye.score,
                lower.number,
                lower.score
            );
        }
    }
}

fn play(seed: u64, size: u32, rounds: u32) {
    // A round no pairing allows ends the tournament early: that is not a failure.
    let _ = simulate_watching(size, rounds, seed, |tournament, pairing| {
        let paired = tournament.paired_rounds();
        let present: Vec<u32> = tournament
            .entrants
            .iter()
            .filter(|entrant| entrant.rounds.len() <= paired)
            .map(|entrant| entrant.number)
            .collect();
        check_round(tournament, pairing, &present);
    });
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_round_keeps_the_absolute_criteria(seed in any::<u64>(), size in 3u32..26, rounds in 1u32..10) {
        play(seed, size, rounds.min(size));
    }
}
