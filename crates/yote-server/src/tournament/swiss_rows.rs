//! A Swiss tournament on the site as the pairing engine sees it: its stored rows (players,
//! byes asked, boards) made into a `yote_tournament::swiss::Tournament`, the next round's
//! boards from the engine's pairing (Dutch) or the Berger tables, and the players' initial
//! numbering. Pure, so that what is paired is a function of what is stored.

use yote_tournament::swiss::{
    Colour, Entrant, Outcome, Round, RoundPairing, Tournament, berger_round,
};

use crate::store::swiss::{SwissBoardRow, SwissByeRow, SwissPlayerRow, SwissRow};

/// A board's result as stored, for White and for Black.
pub fn outcomes(result: &str) -> Option<(Outcome, Outcome)> {
    Some(match result {
        "1-0" => (Outcome::Win, Outcome::Loss),
        "0-1" => (Outcome::Loss, Outcome::Win),
        "1/2" => (Outcome::Draw, Outcome::Draw),
        "+-" => (Outcome::ForfeitWin, Outcome::ForfeitLoss),
        "-+" => (Outcome::ForfeitLoss, Outcome::ForfeitWin),
        _ => return None,
    })
}

/// The results a board may take.
pub const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2", "+-", "-+"];

/// A bye asked, as stored (`H`, `F`, `Z`).
fn bye_outcome(kind: &str) -> Outcome {
    match kind {
        "H" => Outcome::HalfBye,
        "F" => Outcome::FullBye,
        _ => Outcome::ZeroBye,
    }
}

/// Whether every board of the last round paired has its result (the bye's needs none).
pub fn round_complete(row: &SwissRow, boards: &[SwissBoardRow]) -> bool {
    boards
        .iter()
        .filter(|b| b.round == row.round && b.black.is_some())
        .all(|b| b.result.is_some())
}

/// The tournament as the engine reads it: each player's rounds from the boards (a result not
/// reported yet counts as nothing yet), a round they were not paired in as the bye they asked
/// for or an absence, and for the round to pair, the bye asked or their withdrawal.
pub fn tournament(
    row: &SwissRow,
    players: &[SwissPlayerRow],
    byes: &[SwissByeRow],
    boards: &[SwissBoardRow],
) -> Tournament {
    let paired = row.round;
    let robin = row.swiss.system != "swiss";
    let entrants = players
        .iter()
        .map(|p| {
            let mut entrant = Entrant::new(p.number as u32, p.name.clone(), p.rating.max(0) as u32);
            let asked = |round: i64| {
                byes.iter()
                    .find(|b| b.round == round && b.number == p.number)
            };
            for round in 1..=paired {
                let board = boards.iter().find(|b| {
                    b.round == round && (b.white == p.number || b.black == Some(p.number))
                });
                let played = match board {
                    // A Swiss's pairing-allocated bye scores a win; a round robin's player drawn
                    // against the Berger tables' dummy sits the round out and scores nothing.
                    Some(b) if b.black.is_none() => Round {
                        opponent: None,
                        colour: None,
                        outcome: if robin {
                            Outcome::ZeroBye
                        } else {
                            Outcome::PairingBye
                        },
                    },
                    Some(b) => {
                        let white = b.white == p.number;
                        let opponent = if white { b.black } else { Some(b.white) };
                        let outcome = b
                            .result
                            .as_deref()
                            .and_then(outcomes)
                            .map_or(Outcome::Loss, |(w, k)| if white { w } else { k });
                        Round {
                            opponent: opponent.map(|o| o as u32),
                            colour: Some(if white { Colour::White } else { Colour::Black }),
                            outcome,
                        }
                    }
                    None => Round {
                        opponent: None,
                        colour: None,
                        outcome: asked(round).map_or(Outcome::ZeroBye, |b| bye_outcome(&b.kind)),
                    },
                };
                entrant.rounds.push(played);
            }
            let next = paired + 1;
            if p.withdrawn_after.is_some() {
                entrant.rounds.push(Round {
                    opponent: None,
                    colour: None,
                    outcome: Outcome::ZeroBye,
                });
            } else if let Some(bye) = asked(next) {
                entrant.rounds.push(Round {
                    opponent: None,
                    colour: None,
                    outcome: bye_outcome(&bye.kind),
                });
            }
            entrant
        })
        .collect();
    Tournament {
        name: row.swiss.name.clone(),
        rounds: row.swiss.rounds as u32,
        initial_colour: Some(if row.swiss.initial_white {
            Colour::White
        } else {
            Colour::Black
        }),
        entrants,
    }
}

/// The players' numbers at the start: by rating, the highest first, then by name, as FIDE's
/// initial ranking orders them (C.04.2); `(old, new)` for each.
pub fn initial_numbers(players: &[SwissPlayerRow]) -> Vec<(i64, i64)> {
    let mut order: Vec<&SwissPlayerRow> = players.iter().collect();
    order.sort_by(|a, b| {
        b.rating
            .cmp(&a.rating)
            .then(a.name.cmp(&b.name))
            .then(a.number.cmp(&b.number))
    });
    order
        .iter()
        .enumerate()
        .map(|(i, p)| (p.number, i as i64 + 1))
        .collect()
}

/// The boards of a pairing as stored: FIDE's order, the bye last with no opponent.
pub fn boards_of(round: i64, pairing: &RoundPairing) -> Vec<SwissBoardRow> {
    let mut boards: Vec<SwissBoardRow> = pairing
        .boards
        .iter()
        .map(|b| (i64::from(b.white), Some(i64::from(b.black))))
        .chain(pairing.bye.map(|p| (i64::from(p), None)))
        .enumerate()
        .map(|(i, (white, black))| SwissBoardRow {
            round,
            board: i as i64 + 1,
            white,
            black,
            result: None,
            white_says: None,
            black_says: None,
            game: None,
        })
        .collect();
    boards.sort_by_key(|b| (b.black.is_none(), b.board));
    boards
}

/// Round `round` of a round robin of `players` players (numbered 1 to n): past the first
/// cycle (a double round robin), the cycle again with the colours swapped.
pub fn robin_round(players: u32, round: u32) -> RoundPairing {
    let cycle = players + players % 2 - 1;
    let (in_cycle, swapped) = if round > cycle {
        (round - cycle, true)
    } else {
        (round, false)
    };
    let table = berger_round(players, in_cycle);
    RoundPairing {
        boards: table
            .boards
            .iter()
            .map(|&(w, b)| {
                let (white, black) = if swapped { (b, w) } else { (w, b) };
                yote_tournament::swiss::Board { white, black }
            })
            .collect(),
        bye: table.bye,
    }
}

/// The rounds a round robin of `players` players has.
pub fn robin_rounds(players: u32, double: bool) -> u32 {
    let cycle = players + players % 2 - 1;
    if double { 2 * cycle } else { cycle }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::swiss::NewSwiss;

    fn row(round: i64) -> SwissRow {
        SwissRow {
            swiss: NewSwiss {
                id: "s".into(),
                name: "Class".into(),
                system: "swiss".into(),
                rounds: 3,
                rules: "standard".into(),
                on_boards: true,
                director_key: String::new(),
                entry_code: None,
                created_by: "p".into(),
                created_at: 0,
                initial_white: true,
                clock: None,
                rated: false,
                round_gap_s: None,
            },
            players: 5,
            round,
            finished: false,
            round_done_at: None,
        }
    }

    fn player(
        number: i64,
        rating: i64,
        joined_after: i64,
        withdrawn_after: Option<i64>,
    ) -> SwissPlayerRow {
        SwissPlayerRow {
            number,
            player: None,
            name: format!("P{number}"),
            rating,
            joined_after,
            withdrawn_after,
        }
    }

    fn board(
        round: i64,
        board: i64,
        white: i64,
        black: Option<i64>,
        result: Option<&str>,
    ) -> SwissBoardRow {
        SwissBoardRow {
            round,
            board,
            white,
            black,
            result: result.map(str::to_owned),
            white_says: None,
            black_says: None,
            game: None,
        }
    }

    #[test]
    fn the_stored_rounds_become_the_engines_and_the_next_round_is_paired_from_them() {
        let players = [
            player(1, 1600, 0, None),
            player(2, 1500, 0, None),
            player(3, 1500, 0, Some(1)),
            player(4, 1400, 0, None),
            player(5, 1400, 1, None),
        ];
        let boards = [
            board(1, 1, 1, Some(3), Some("1-0")),
            board(1, 2, 4, Some(2), Some("1/2")),
        ];
        let byes = [SwissByeRow {
            round: 2,
            number: 4,
            kind: "H".into(),
        }];
        let t = tournament(&row(1), &players, &byes, &boards);
        assert_eq!(t.paired_rounds(), 1);
        assert_eq!(t.entrants[0].half_points(), 2);
        assert_eq!(t.entrants[1].half_points(), 1);
        // 3 withdrew, 4 asked a half-point bye, 5 joined late (round 1 counts as absent).
        assert_eq!(t.entrants[2].rounds.len(), 2);
        assert_eq!(t.entrants[3].rounds[1].outcome, Outcome::HalfBye);
        assert_eq!(t.entrants[4].rounds[0].outcome, Outcome::ZeroBye);
        let pairing = yote_tournament::swiss::pair_next_round(&t).unwrap();
        // Round 2 pairs 1, 2 and 5: 1 and 2 meet, 5 has the bye.
        assert_eq!(pairing.boards.len(), 1);
        assert_eq!(pairing.bye, Some(5));
        let stored = boards_of(2, &pairing);
        assert_eq!(stored.last().unwrap().black, None);
    }

    #[test]
    fn a_round_robins_bye_scores_nothing_and_a_swiss_s_a_win() {
        let players = [
            player(1, 1500, 0, None),
            player(2, 1500, 0, None),
            player(3, 1500, 0, None),
        ];
        let boards = [
            board(1, 1, 2, Some(3), Some("1/2")),
            board(1, 2, 1, None, None),
        ];
        let swiss = tournament(&row(1), &players, &[], &boards);
        assert_eq!(swiss.entrants[0].half_points(), 2);
        let mut robin_row = row(1);
        robin_row.swiss.system = "robin".into();
        let robin = tournament(&robin_row, &players, &[], &boards);
        assert_eq!(robin.entrants[0].half_points(), 0);
        assert_eq!(robin.entrants[1].half_points(), 1);
    }

    #[test]
    fn a_round_is_complete_when_every_game_has_its_result() {
        let boards = [
            board(1, 1, 1, Some(2), Some("0-1")),
            board(1, 2, 3, None, None),
        ];
        assert!(round_complete(&row(1), &boards));
        let boards = [board(1, 1, 1, Some(2), None)];
        assert!(!round_complete(&row(1), &boards));
    }

    #[test]
    fn numbers_at_the_start_follow_the_ratings_then_the_names() {
        let mut players = vec![
            player(1, 1400, 0, None),
            player(2, 1600, 0, None),
            player(3, 1400, 0, None),
        ];
        players[2].name = "Aminata".into();
        assert_eq!(initial_numbers(&players), vec![(2, 1), (3, 2), (1, 3)]);
    }

    #[test]
    fn a_double_round_robin_plays_the_cycle_again_colours_swapped() {
        assert_eq!(robin_rounds(4, false), 3);
        assert_eq!(robin_rounds(5, true), 10);
        let first = robin_round(4, 1);
        let again = robin_round(4, 4);
        for (a, b) in first.boards.iter().zip(&again.boards) {
            assert_eq!((a.white, a.black), (b.black, b.white));
        }
    }
}
