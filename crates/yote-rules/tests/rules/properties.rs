//! Invariants over random games under every preset, and parsers that never panic.

use proptest::prelude::*;
use yote_rules::{Action, ActionKind, Color, Position, Preset, Removal, Rules, RulesError, Setup};

fn preset() -> impl Strategy<Value = Rules> {
    prop::sample::select(Preset::ALL.to_vec()).prop_map(Preset::rules)
}

/// The positions of a seeded random game (captures preferred half the time), with the actions.
fn random_game(rules: &Rules, choices: &[u32]) -> Vec<(Position, Action, Position)> {
    let mut position = Position::new(rules);
    let mut steps = Vec::new();
    for &choice in choices {
        let actions = position.legal_actions(rules);
        if actions.is_empty() {
            break;
        }
        let captures: Vec<Action> = actions.iter().copied().filter(|a| a.is_capture()).collect();
        let action = if !captures.is_empty() && choice % 2 == 0 {
            captures[(choice / 2) as usize % captures.len()]
        } else {
            actions[choice as usize % actions.len()]
        };
        let next = position.play(rules, action).unwrap();
        steps.push((position, action, next));
        position = next;
    }
    steps
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn counts_never_grow_and_captures_take_jumped_plus_at_most_one(
        rules in preset(),
        choices in prop::collection::vec(any::<u32>(), 150),
    ) {
        for (before, action, after) in random_game(&rules, &choices) {
            let mover = before.side_to_move();
            for c in Color::ALL {
                prop_assert!(after.count(c) <= before.count(c));
            }
            prop_assert_eq!(after.count(mover), before.count(mover));
            let lost = before.count(!mover) - after.count(!mover);
            if action.kind() == ActionKind::Jump {
                let second = u32::from(action.removal() != Removal::None);
                prop_assert_eq!(lost, u32::from(action.jump_count()) + second);
                for sq in action.jumped() {
                    prop_assert_eq!(before.piece_at(sq), Some(!mover));
                    prop_assert_eq!(after.piece_at(sq), None);
                }
                prop_assert_eq!(after.plies_since_capture(), 0);
            } else {
                prop_assert_eq!(lost, 0);
                prop_assert_eq!(after.plies_since_capture(), before.plies_since_capture() + 1);
            }
            prop_assert_eq!(after.side_to_move(), !mover);
        }
    }

    #[test]
    fn notation_round_trips_and_legal_lists_are_sound(
        rules in preset(),
        choices in prop::collection::vec(any::<u32>(), 150),
    ) {
        for (before, _, _) in random_game(&rules, &choices) {
            let text = before.to_string();
            prop_assert_eq!(Position::parse(&text, &rules).unwrap(), before);
            let setup: Setup = text.parse().unwrap();
            prop_assert_eq!(setup.to_string(), text);
            let actions = before.legal_actions(&rules);
            let mut unique = actions.clone();
            unique.sort_by_key(|a| a.to_string());
            unique.dedup();
            prop_assert_eq!(unique.len(), actions.len());
            for action in actions {
                let written = action.to_string();
                prop_assert_eq!(written.parse::<Action>().unwrap(), action);
                prop_assert!(before.play(&rules, action).is_ok());
            }
        }
    }

    #[test]
    fn position_parser_never_panics(text in "\\PC{0,40}") {
        let _ = text.parse::<Setup>();
        let _ = Position::parse(&text, &Rules::standard());
    }

    #[test]
    fn position_parser_never_panics_on_near_misses(text in "[WB0-9/ wb-]{0,40}") {
        if let Ok(setup) = text.parse::<Setup>() {
            // What parses prints back exactly.
            prop_assert_eq!(setup.to_string(), text.clone());
        }
        for preset in Preset::ALL {
            let _ = Position::parse(&text, &preset.rules());
        }
    }

    #[test]
    fn rules_parser_never_panics(text in "\\PC{0,60}") {
        let _ = text.parse::<Rules>();
    }

    #[test]
    fn rules_parser_never_panics_on_near_misses(
        parts in prop::collection::vec(
            prop_oneof![
                Just("standard".to_owned()),
                Just("bodogemu".to_owned()),
                "(rows|columns|pieces|win_at|no_capture_draw|few_pieces_draw)=[0-9a-z]{0,6}",
                "(placement|second_removal|blocked|chain_jumps|second_removal_optional)=[a-z-]{0,16}",
                "[a-z_=,]{0,12}",
            ],
            0..6,
        )
    ) {
        let text = parts.join(",");
        if let Ok(rules) = text.parse::<Rules>() {
            // Whatever parses names rules that print and parse back to themselves.
            prop_assert_eq!(rules.to_rules_string().parse::<Rules>().unwrap(), rules);
            prop_assert_eq!(rules.to_full_string().parse::<Rules>().unwrap(), rules);
        }
    }

    #[test]
    fn action_parser_never_panics(text in "[@a-i0-9x/h-]{0,24}") {
        if let Ok(action) = text.parse::<Action>() {
            prop_assert_eq!(action.to_string(), text);
        }
    }
}

#[test]
fn rules_strings() {
    let r: Rules = "bodogemu,chain_jumps=false,win_at=1".parse().unwrap();
    assert!(!r.options().chain_jumps);
    assert_eq!(r.options().win_at, 1);
    assert_eq!(r.to_rules_string(), "bodogemu,chain_jumps=false,win_at=1");
    assert_eq!(
        "standard,rows=6"
            .parse::<Rules>()
            .unwrap()
            .to_rules_string(),
        "six-by-six"
    );
    assert_eq!(Rules::standard().to_rules_string(), "standard");
    for preset in Preset::ALL {
        assert_eq!(preset.rules().to_rules_string(), preset.name());
        assert_eq!(preset.rules().preset(), Some(preset));
    }
    let errors = [
        (
            "",
            "empty rules string: expected a preset name such as 'standard'",
        ),
        (
            "classic",
            "unknown preset 'classic': expected one of standard, hand-capture, six-by-six, bodogemu, beart",
        ),
        (
            "standard,rows",
            "'rows' has no value: expected option=value, like win_at=0",
        ),
        (
            "standard,colour=red",
            "unknown option 'colour': expected one of rows, columns, pieces, placement, second_removal, second_removal_optional, chain_jumps, win_at, blocked, no_capture_draw, few_pieces_draw",
        ),
        (
            "standard,rows=9",
            "bad value '9' for rows: expected a number from 3 to 8",
        ),
        (
            "standard,rows=-1",
            "bad value '-1' for rows: expected a number from 3 to 8",
        ),
        (
            "standard,chain_jumps=yes",
            "bad value 'yes' for chain_jumps: expected true or false",
        ),
        (
            "standard,no_capture_draw=0",
            "bad value '0' for no_capture_draw: expected off or a number of plies from 1 to 9999",
        ),
        ("standard,win_at=1,win_at=0", "option win_at is given twice"),
        (
            "beart,pieces=13",
            "pieces=13 is too many for a 5×5 board: 2 × pieces must be at most 25",
        ),
        (
            "standard,pieces=3,win_at=3",
            "win_at=3 must be below pieces (3)",
        ),
    ];
    for (text, message) in errors {
        assert_eq!(
            text.parse::<Rules>().unwrap_err().to_string(),
            message,
            "{text}"
        );
    }
    assert!(matches!(
        "standard,rows=9".parse::<Rules>(),
        Err(RulesError::BadValue { option: "rows", .. })
    ));
}

#[test]
fn position_errors_name_the_field() {
    let standard = Rules::standard();
    let errors = [
        (
            "6/6/6/6/6 w 12 12",
            "a position has 5 fields separated by single spaces (board, side, white hand, black hand, plies since capture), found 4",
        ),
        (
            "6/6/6/6/6  w 12 12 0",
            "a position has 5 fields separated by single spaces (board, side, white hand, black hand, plies since capture), found 6",
        ),
        (
            "6/6/6/6/6 x 12 12 0",
            "bad side-to-move field 'x': expected w or b",
        ),
        (
            "6/6/6/6/6 w twelve 12 0",
            "bad white hand field 'twelve': expected a number of pieces from 0 to 16",
        ),
        (
            "6/6/6/6/6 w 12 17 0",
            "bad black hand field '17': expected a number of pieces from 0 to 16",
        ),
        (
            "6/6/6/6/6 w 12 12 -1",
            "bad plies-since-capture field '-1': expected a number from 0 to 65535",
        ),
        (
            "6/6/6/6/6 w 12 12 70000",
            "bad plies-since-capture field '70000': expected a number from 0 to 65535",
        ),
        (
            "6/6/6/6/5X w 12 12 0",
            "bad board field: rank 5 from the top has 'X': expected W, B or a digit 1-8",
        ),
        (
            "6/6/6/6/33 w 12 12 0",
            "bad board field: rank 5 from the top has two digits in a row: write their sum (6, not 33)",
        ),
        (
            "6/6/6/5/6 w 12 12 0",
            "bad board field: rank 4 from the top has 5 squares, the first has 6",
        ),
        (
            "6/6//6/6 w 12 12 0",
            "bad board field: rank 3 from the top is empty",
        ),
        (
            "8W/6/6/6/6 w 12 12 0",
            "bad board field: rank 1 from the top has more than 8 squares",
        ),
        (
            "6/6/6/6/6/6/6/6/6 w 12 12 0",
            "bad board field: 9 ranks: a board has at most 8",
        ),
        (
            "6/6/6/6/6/6 w 12 12 0",
            "the board is 6×6 (rows×columns) but the rules play on 5×6",
        ),
        (
            "WWWWWW/6/6/6/6 w 7 12 0",
            "white has 13 pieces on the board and in hand, more than the 12 the rules give",
        ),
    ];
    for (text, message) in errors {
        assert_eq!(
            Position::parse(text, &standard).unwrap_err().to_string(),
            message,
            "{text}"
        );
    }
}

#[test]
fn action_errors_say_what_was_expected() {
    let errors = [
        (
            "",
            "'' is not an action: expected @c3 (place), c3-c4 (step), c3xc5 or c3xc5xe5 (jump, then /e2 or /h for the second removal) or -- (pass)",
        ),
        (
            "@z9",
            "'@z9' is not an action: the square after @ is not a square like c3",
        ),
        (
            "c3-",
            "'c3-' is not an action: the square after - is not a square like c4",
        ),
        (
            "c3xd4",
            "'c3xd4' is not an action: each jump lands two squares away in a straight line (c3xc5, c3xe3)",
        ),
        (
            "c3xc5/q",
            "'c3xc5/q' is not an action: the second removal after / must be a square like e2 or h for the hand",
        ),
    ];
    for (text, message) in errors {
        assert_eq!(
            text.parse::<Action>().unwrap_err().to_string(),
            message,
            "{text}"
        );
    }
}
