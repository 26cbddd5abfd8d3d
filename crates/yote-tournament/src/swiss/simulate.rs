//! A tournament played out with random results, paired round by round by the Dutch system:
//! for trying the pairing on a tournament of any size (`yote swiss simulate`) and measuring it.
//! Seeded, so the same seed gives the same tournament.

use super::dutch::{NoPairing, RoundPairing, pair_next_round};
use super::model::{Colour, Entrant, Outcome, Round, Tournament};

/// A small, seeded generator (xorshift): the same tournament for the same seed everywhere.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, below: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % below
    }
}

/// `players` players (ratings from 2400 down) play `rounds` rounds: white wins 40 % of games,
/// black 30 %, a quarter are drawn, one in twenty is forfeited, and a player misses one round
/// in twelve with a bye asked in advance (half a point or none). Stops at the first round no
/// pairing allows.
pub fn simulate(players: u32, rounds: u32, seed: u64) -> Result<Tournament, NoPairing> {
    simulate_watching(players, rounds, seed, |_, _| {})
}

/// [`simulate`], showing `watch` each round's pairing with the tournament it was paired from.
pub fn simulate_watching(
    players: u32,
    rounds: u32,
    seed: u64,
    mut watch: impl FnMut(&Tournament, &RoundPairing),
) -> Result<Tournament, NoPairing> {
    let mut dice = Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut tournament = Tournament {
        name: format!("Simulated, {players} players, seed {seed}"),
        rounds,
        initial_colour: Some(if dice.roll(2) == 0 {
            Colour::White
        } else {
            Colour::Black
        }),
        entrants: (1..=players)
            .map(|n| Entrant::new(n, format!("Player {n}"), 2400u32.saturating_sub(7 * n)))
            .collect(),
    };
    for round in 0..rounds as usize {
        for entrant in &mut tournament.entrants {
            entrant.rounds.resize(round, Round::ABSENT);
            if dice.roll(12) == 0 {
                let outcome = if dice.roll(2) == 0 {
                    Outcome::ZeroBye
                } else {
                    Outcome::HalfBye
                };
                entrant.rounds.push(Round {
                    opponent: None,
                    colour: None,
                    outcome,
                });
            }
        }
        let pairing = pair_next_round(&tournament)?;
        watch(&tournament, &pairing);
        let mut record = |number: u32, round: Round| {
            if let Some(entrant) = tournament.entrants.iter_mut().find(|e| e.number == number) {
                entrant.rounds.push(round);
            }
        };
        for board in &pairing.boards {
            let (white, black) = match dice.roll(20) {
                0 => (Outcome::ForfeitWin, Outcome::ForfeitLoss),
                1..=8 => (Outcome::Win, Outcome::Loss),
                9..=13 => (Outcome::Draw, Outcome::Draw),
                _ => (Outcome::Loss, Outcome::Win),
            };
            record(
                board.white,
                Round {
                    opponent: Some(board.black),
                    colour: Some(Colour::White),
                    outcome: white,
                },
            );
            record(
                board.black,
                Round {
                    opponent: Some(board.white),
                    colour: Some(Colour::Black),
                    outcome: black,
                },
            );
        }
        if let Some(bye) = pairing.bye {
            record(
                bye,
                Round {
                    opponent: None,
                    colour: None,
                    outcome: Outcome::PairingBye,
                },
            );
        }
    }
    Ok(tournament)
}
