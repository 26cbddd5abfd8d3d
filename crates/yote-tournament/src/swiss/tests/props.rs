//! Random tournaments, paired round after round with random results, forfeits, absences and
//! late entries. Whatever happens, each round: everyone present is paired once (or has the
//! bye) and nobody absent is; no two players meet twice over the board (C.1); no two players
//! of one absolute colour preference meet but topscorers in the last round (C.3); a player
//! with an absolute preference facing one without gets it; and the bye goes to an eligible
//! player (C.2) of the lowest score that still lets everyone else be paired (C.4).

use proptest::prelude::*;

use super::super::player::{Player, players};
use super::super::weight::Weights;
use super::super::{Colour, Entrant, Outcome, Round, RoundPairing, Tournament, pair_next_round};

struct Rng(u64);

impl Rng {
    fn next(&mut self, below: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % below
    }
}

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
    let mut rng = Rng(seed | 1);
    let mut tournament = Tournament {
        name: "Random".into(),
        rounds,
        initial_colour: Some(if seed.is_multiple_of(2) {
            Colour::White
        } else {
            Colour::Black
        }),
        entrants: (1..=size)
            .map(|n| Entrant::new(n, format!("P{n}"), 2400 - 10 * n))
            .collect(),
    };
    for round in 0..rounds as usize {
        // A few players announce they will miss the round (a zero- or half-point bye).
        let mut present = Vec::new();
        for entrant in &mut tournament.entrants {
            entrant.rounds.resize(round, Round::ABSENT);
            if rng.next(12) == 0 {
                let outcome = if rng.next(2) == 0 {
                    Outcome::ZeroBye
                } else {
                    Outcome::HalfBye
                };
                entrant.rounds.push(Round {
                    opponent: None,
                    colour: None,
                    outcome,
                });
            } else {
                present.push(entrant.number);
            }
        }
        let Ok(pairing) = pair_next_round(&tournament) else {
            return;
        };
        check_round(&tournament, &pairing, &present);
        for board in &pairing.boards {
            let (white, black) = match rng.next(20) {
                0 => (Outcome::ForfeitWin, Outcome::ForfeitLoss),
                1..=7 => (Outcome::Win, Outcome::Loss),
                8..=12 => (Outcome::Draw, Outcome::Draw),
                _ => (Outcome::Loss, Outcome::Win),
            };
            for (me, other, colour, outcome) in [
                (board.white, board.black, Colour::White, white),
                (board.black, board.white, Colour::Black, black),
            ] {
                let entrant = tournament
                    .entrants
                    .iter_mut()
                    .find(|e| e.number == me)
                    .unwrap();
                entrant.rounds.push(Round {
                    opponent: Some(other),
                    colour: Some(colour),
                    outcome,
                });
            }
        }
        if let Some(bye) = pairing.bye {
            let entrant = tournament
                .entrants
                .iter_mut()
                .find(|e| e.number == bye)
                .unwrap();
            entrant.rounds.push(Round {
                opponent: None,
                colour: None,
                outcome: Outcome::PairingBye,
            });
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_round_keeps_the_absolute_criteria(seed in any::<u64>(), size in 3u32..26, rounds in 1u32..10) {
        play(seed, size, rounds.min(size));
    }
}
