//! The engine against the plain reference model of RULES.md (tests/common), on random rules,
//! random positions and random games: the same legal actions, the same outcomes, the same
//! positions after each action, and the bulk count equal to the list's length.

use crate::common;

use common::RefPos;
use proptest::prelude::*;
use yote_rules::{Blocked, Options, Placement, Position, Rules, SecondRemoval, perft};

fn options() -> impl Strategy<Value = Options> {
    (3u8..=6, 3u8..=6)
        .prop_flat_map(|(rows, columns)| {
            let max_pieces = (rows * columns / 2).min(16);
            (Just(rows), Just(columns), 1..=max_pieces)
        })
        .prop_flat_map(|(rows, columns, pieces)| {
            (
                Just((rows, columns, pieces)),
                prop_oneof![Just(Placement::Free), Just(Placement::HandFirst)],
                prop_oneof![
                    Just(SecondRemoval::Board),
                    Just(SecondRemoval::BoardOrHand),
                    Just(SecondRemoval::BoardThenHand)
                ],
                any::<bool>(),
                any::<bool>(),
                0..pieces,
                prop_oneof![Just(Blocked::Loses), Just(Blocked::MostOnBoard)],
                prop::option::of(4u16..60),
                prop::option::of(1u8..5),
            )
        })
        .prop_map(
            |(
                (rows, columns, pieces),
                placement,
                second_removal,
                optional,
                chain,
                win_at,
                blocked,
                ncd,
                fpd,
            )| Options {
                rows,
                columns,
                pieces,
                placement,
                second_removal,
                second_removal_optional: optional,
                chain_jumps: chain,
                win_at,
                blocked,
                no_capture_draw: ncd,
                few_pieces_draw: fpd,
            },
        )
}

/// Random rules and a random legal-looking position under them (any placement of pieces).
fn rules_and_position() -> impl Strategy<Value = (Rules, String)> {
    options().prop_flat_map(|o| {
        let squares = usize::from(o.rows) * usize::from(o.columns);
        (
            Just(o),
            prop::collection::vec(0u8..3, squares),
            any::<bool>(),
            0u8..=16,
            0u8..=16,
            0u16..70,
        )
            .prop_map(|(o, mut cells, black_to_move, wh, bh, plies)| {
                // Trim each side to at most `pieces` on the board, then fill hands up to the rest.
                for colour in 1..=2u8 {
                    let mut seen = 0;
                    for c in cells.iter_mut().filter(|c| **c == colour) {
                        seen += 1;
                        if seen > o.pieces {
                            *c = 0;
                        }
                    }
                }
                let on = |colour: u8| cells.iter().filter(|&&c| c == colour).count() as u8;
                let white_hand = wh.min(o.pieces - on(1));
                let black_hand = bh.min(o.pieces - on(2));
                let r = RefPos {
                    rows: o.rows.into(),
                    cols: o.columns.into(),
                    cells,
                    side: usize::from(black_to_move),
                    hand: [white_hand.into(), black_hand.into()],
                    plies: plies.into(),
                };
                (
                    Rules::new(o).expect("generated options are valid"),
                    r.to_notation(),
                )
            })
    })
}

fn compare(rules: &Rules, position: &Position, reference: &RefPos) -> Vec<(String, RefPos)> {
    let o = rules.options();
    assert_eq!(position.to_string(), reference.to_notation());
    let mut engine: Vec<String> = position
        .legal_actions(rules)
        .iter()
        .map(|a| a.to_string())
        .collect();
    let expected = reference.legal(o);
    let mut reference_texts: Vec<String> = expected.iter().map(|(t, _)| t.clone()).collect();
    let engine_len = engine.len();
    engine.sort();
    reference_texts.sort();
    assert_eq!(engine, reference_texts, "rules {rules} position {position}");
    engine.dedup();
    assert_eq!(engine.len(), engine_len, "duplicate actions in {position}");
    assert_eq!(
        position.count_legal_actions(rules),
        engine_len as u64,
        "bulk count in {position}"
    );
    let outcome = position.outcome(rules);
    let ref_outcome = reference.outcome(o);
    assert_eq!(
        outcome.map(|x| (x.winner.map(|c| c.index()), x.reason.as_str())),
        ref_outcome.map(|x| (x.winner, x.reason)),
        "outcome of {position} under {rules}"
    );
    expected
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn random_positions_match_the_reference((rules, text) in rules_and_position()) {
        let position = Position::parse(&text, &rules).expect("generated positions are valid");
        let reference = RefPos::parse(&text);
        let expected = compare(&rules, &position, &reference);
        // Every action leads to the same position in both.
        for (action_text, after) in expected {
            let next = position.play(&rules, action_text.parse().unwrap()).unwrap();
            prop_assert_eq!(next.to_string(), after.to_notation());
        }
        // The bulk count of the last two plies (placements counted without being played) is
        // the sum of the children's counts.
        let children: u64 = position
            .legal_actions(&rules)
            .iter()
            .map(|&a| position.play(&rules, a).unwrap().count_legal_actions(&rules))
            .sum();
        prop_assert_eq!(perft(&position, &rules, 2), children, "perft 2 of {} under {}", position, rules);
    }

    #[test]
    fn random_games_match_the_reference(o in options(), choices in prop::collection::vec(any::<u32>(), 120)) {
        let rules = Rules::new(o).unwrap();
        let mut position = Position::new(&rules);
        let mut reference = RefPos::parse(&position.to_string());
        for choice in choices {
            let expected = compare(&rules, &position, &reference);
            if expected.is_empty() {
                break;
            }
            // Prefer captures now and then, so that games reach their ends.
            let captures: Vec<usize> = (0..expected.len()).filter(|&i| expected[i].0.contains('x')).collect();
            let index = if !captures.is_empty() && choice % 3 == 0 {
                captures[(choice / 3) as usize % captures.len()]
            } else {
                choice as usize % expected.len()
            };
            let (text, after) = &expected[index];
            position = position.play(&rules, text.parse().unwrap()).unwrap();
            reference = after.clone();
        }
    }
}
