//! A round's pairing by the Dutch system (FIDE C.04.3, applied from July 2025).
//!
//! The brackets are paired from the top score down. For each, every player still unpaired
//! (the bracket, the next scoregroup, everyone below) is one vertex of a maximum-weight
//! matching whose weights (`weight.rs`) put the criteria in the rules' order:
//!
//! 1. the absolute criteria as the absence of an edge (C.1 no second meeting, C.3 no two
//!    players of one absolute colour preference, but topscorers in the last round);
//! 2. the completion criterion (C.4): as many pairs as possible among everyone, the bye to an
//!    eligible player (C.2) of the lowest possible score;
//! 3. the quality criteria, on the bracket's pairs: pairs in the bracket (C.5), the scores
//!    paired (C.6, the PSD), pairs and scores in the next bracket (C.7), the bye's unplayed
//!    games (C.9), colours (C.10–C.13), floats repeated and their scores (C.14–C.21).
//!
//! Among the pairings the matching finds equally good, the rules' own order of candidates
//! decides (article 4): the moved-down players paired first, the highest of them first, each
//! with the highest resident it can have; then in the remainder the fewest exchanges, the
//! smallest difference of the exchanged numbers, the lowest of S1 and the highest of S2
//! exchanged first, and each player of S1 with the first of S2 it can have (transpositions).
//! Each such choice is made by giving it a small weight below every criterion and solving
//! again: the criteria's optimum cannot change, only which of the equal pairings is taken.

use std::fmt;

use super::bracket::{Pairer, pair_bracket};
use super::colour::colour_of;
use super::criteria::{Brackets, Criteria, Layout};
use super::model::{Colour, Outcome, Tournament};
use super::player::{Player, players};
use super::weight::Weights;

/// One board of a round: who has white and who has black (pairing numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub white: u32,
    pub black: u32,
}

/// A round's pairing: the boards in FIDE's order (the higher scores first) and the player who
/// gets the pairing-allocated bye, if the number of players is odd.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RoundPairing {
    pub boards: Vec<Board>,
    pub bye: Option<u32>,
}

impl RoundPairing {
    /// As the pairing programs print it: the number of lines, then `WHITE BLACK` a board and
    /// `PLAYER 0` for the bye.
    pub fn to_text(&self) -> String {
        let mut out = format!("{}\n", self.boards.len() + usize::from(self.bye.is_some()));
        for board in &self.boards {
            out.push_str(&format!("{} {}\n", board.white, board.black));
        }
        if let Some(bye) = self.bye {
            out.push_str(&format!("{bye} 0\n"));
        }
        out
    }
}

/// No pairing satisfies the absolute criteria (everyone has met everyone they could meet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoPairing;

impl fmt::Display for NoPairing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("no pairing of this round satisfies the absolute criteria (no two players meet twice, no bye twice, colours)")
    }
}

impl std::error::Error for NoPairing {}

/// Pair the next round of a tournament by the Dutch system.
pub fn pair_next_round(tournament: &Tournament) -> Result<RoundPairing, NoPairing> {
    let rounds = tournament.paired_rounds();
    let all = players(tournament, rounds);
    let mut to_pair: Vec<&Player> = all
        .iter()
        .filter(|player| {
            tournament
                .entrant(player.number)
                .is_some_and(|entrant| entrant.rounds.len() <= rounds)
        })
        .collect();
    to_pair.sort_by(|a, b| b.score.cmp(&a.score).then(a.number.cmp(&b.number)));
    let n = to_pair.len();
    if n == 0 {
        return Ok(RoundPairing::default());
    }
    let mut scores: Vec<u32> = to_pair.iter().map(|p| p.score).collect();
    scores.dedup();
    let group: Vec<usize> = to_pair
        .iter()
        .map(|p| scores.iter().position(|&s| s == p.score).unwrap_or(0))
        .collect();
    let layout = Layout {
        groups: scores.len(),
    };
    let width = layout.width();
    let mut round = Criteria {
        players: to_pair,
        layout,
        group,
        last_round: rounds as u32 + 1 >= tournament.rounds,
        half_rounds: rounds as u32,
        bye_score: None,
        unplayed_rank: vec![0; n],
        rounds,
    };

    // Can the round be paired at all, and what is the lowest score the bye can go to?
    let mut weights = Weights::new(n, 3);
    for a in 0..n {
        for b in a + 1..n {
            if round.compatible(a, b) {
                let w = weights.get_mut(a, b);
                w[0] = 1;
                w[1] = i64::from(!round.players[a].bye_eligible)
                    + i64::from(!round.players[b].bye_eligible);
                // The players paired score as high as they can: the bye goes to the lowest.
                w[2] = (2 * scores.len() - round.group[a] - round.group[b]) as i64;
            }
        }
    }
    let mates = weights.solve();
    let unmatched: Vec<usize> = (0..n).filter(|&p| mates[p].is_none()).collect();
    match unmatched.as_slice() {
        [] => {}
        [bye] if round.players[*bye].bye_eligible => {
            let score = round.players[*bye].score;
            round.bye_score = Some(score);
            let mut played: Vec<u32> = round
                .players
                .iter()
                .filter(|p| p.score == score)
                .map(|p| p.games_played)
                .collect();
            played.sort_unstable_by(|a, b| b.cmp(a));
            for p in 0..n {
                if round.players[p].score == score {
                    let games = round.players[p].games_played;
                    round.unplayed_rank[p] =
                        played.iter().rposition(|&g| g == games).unwrap_or(0) as i64;
                }
            }
        }
        _ => return Err(NoPairing),
    }
    let top_all_inside = unmatched.is_empty()
        || (0..n)
            .filter(|&p| round.group[p] == 0)
            .all(|p| mates[p].is_none_or(|m| round.group[m] == 0));
    let mut unplayed_applies =
        round.bye_score.is_some_and(|bye| bye >= scores[0]) && top_all_inside;

    let mut pairer = Pairer {
        round,
        paired: vec![None; n],
        weights: Weights::new(n, width),
        mates,
    };
    let mut residents = 0;
    while residents < n {
        let next = (residents..n)
            .find(|&p| pairer.round.group[p] != pairer.round.group[residents])
            .unwrap_or(n);
        let end = (next..n)
            .find(|&p| pairer.round.group[p] != pairer.round.group[next])
            .unwrap_or(n);
        let brackets = Brackets {
            residents,
            next,
            end,
        };
        pair_bracket(&mut pairer, &brackets, unplayed_applies);
        // The bye's unplayed games count in the next bracket when it holds the bye's score and
        // nobody in it (moved down or resident) is paired below it: the bye's own bracket.
        unplayed_applies = next < n
            && pairer
                .round
                .bye_score
                .is_some_and(|bye| bye >= pairer.round.players[next].score)
            && (0..end).filter(|&p| pairer.paired[p].is_none()).all(|p| {
                pairer.mates[p].is_none_or(|m| {
                    pairer.round.players[m].score >= pairer.round.players[next].score
                })
            });
        residents = next;
    }

    let round = &pairer.round;
    let initial = tournament.initial_colour();
    // The pairing numbers as the colour rule counts them: among the players paired now or in
    // an earlier round (a late entry's or an absentee's number is not counted until then).
    let mut counted: Vec<u32> = tournament
        .entrants
        .iter()
        .filter(|e| {
            e.rounds.len() <= rounds
                || e.rounds
                    .iter()
                    .any(|r| r.opponent.is_some() || r.outcome == Outcome::PairingBye)
        })
        .map(|e| e.number)
        .collect();
    counted.sort_unstable();
    let odd = |number: u32| {
        counted
            .iter()
            .position(|&n| n == number)
            .is_some_and(|i| i % 2 == 0)
    };
    let mut boards = Vec::new();
    let mut bye = None;
    for p in 0..n {
        match pairer.paired[p] {
            Some(q) if p < q => {
                let (hi, lo) = (round.players[p], round.players[q]);
                let white = if colour_of(hi, lo, initial, odd(hi.number)) == Colour::White {
                    hi
                } else {
                    lo
                };
                let black = if white.number == hi.number { lo } else { hi };
                boards.push((
                    p,
                    Board {
                        white: white.number,
                        black: black.number,
                    },
                ));
            }
            Some(_) => {}
            None => bye = Some(round.players[p].number),
        }
    }
    // FIDE's order of boards: the higher player's score, the lower's, the higher's rank.
    boards.sort_by(|(a, _), (b, _)| {
        let (pa, pb) = (round.players[*a], round.players[*b]);
        let (la, lb) = (
            round.players[pairer.paired[*a].unwrap_or(*a)],
            round.players[pairer.paired[*b].unwrap_or(*b)],
        );
        pb.score
            .cmp(&pa.score)
            .then(lb.score.cmp(&la.score))
            .then(a.cmp(b))
    });
    Ok(RoundPairing {
        boards: boards.into_iter().map(|(_, board)| board).collect(),
        bye,
    })
}
