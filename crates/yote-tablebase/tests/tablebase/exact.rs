//! Small tables checked position by position, at every value of the no-capture counter,
//! against an exact solver that knows nothing of tables (`common::solve`).

use crate::common;

use std::collections::HashMap;

use common::solve;
use yote_rules::{Color, Position, Rules, Setup};
use yote_tablebase::{Tablebase, Value};

fn sign(v: Value) -> i8 {
    match v {
        Value::Win(_) => 1,
        Value::Draw => 0,
        Value::Loss(_) => -1,
    }
}

/// Every position of every table, at every counter, against the solver.
fn check(rules_string: &str, pieces: u8) {
    let rules: Rules = rules_string.parse().expect("rules");
    let tables = Tablebase::build(&rules, pieces, &mut |_| {}).expect("tables");
    let limit = tables.limit();
    let mut memo = HashMap::new();
    let mut checked = 0u64;
    let mut decided = 0u64;
    for table in tables.tables() {
        let index =
            yote_tablebase::MaterialIndex::new(tables.geometry(), table.mover(), table.other());
        for i in 0..table.len() {
            let (mover, other, canonical) = index.position(tables.geometry(), i);
            if !canonical {
                continue;
            }
            let stored = Value::decode(table.values()[i as usize]).expect("a value");
            for counter in 0..limit {
                let position = Position::from_setup(
                    Setup {
                        rows: rules.rows(),
                        columns: rules.columns(),
                        white: mover,
                        black: other,
                        side_to_move: Color::White,
                        white_hand: 0,
                        black_hand: 0,
                        plies_since_capture: counter,
                    },
                    &rules,
                )
                .expect("a position");
                let exact = solve(&rules, &position, &mut memo);
                let probed = tables.probe(&position).expect("in the tables");
                assert_eq!(
                    sign(probed),
                    exact,
                    "{rules_string}: {position} is {probed:?} in the table ({stored:?} at counter 0)"
                );
                checked += 1;
                decided += u64::from(exact != 0);
            }
        }
    }
    // The check means something only if the tables hold wins and losses, and draws.
    assert!(
        decided > 0 && decided < checked,
        "{rules_string}: {decided} of {checked}"
    );
    assert_eq!(tables.check_consistency().map(|n| n > 0), Ok(true));
}

#[test]
fn standard_on_a_small_board_matches_the_exact_solver() {
    check("standard,rows=4,columns=4,pieces=4,no_capture_draw=16", 5);
}

#[test]
fn chains_optional_removal_and_passes_match_the_exact_solver() {
    // Bodogemu: chains, an optional second removal, win at 0, the blocked player passes, and
    // the few-pieces draw.
    check("bodogemu,rows=4,columns=4,pieces=4,no_capture_draw=14", 4);
    check(
        "bodogemu,rows=3,columns=4,pieces=3,few_pieces_draw=off,no_capture_draw=12",
        4,
    );
}

#[test]
fn hand_first_and_win_at_zero_match_the_exact_solver() {
    check("beart,rows=4,columns=4,pieces=4,no_capture_draw=14", 4);
}

#[test]
fn a_rectangular_board_matches_the_exact_solver() {
    check(
        "hand-capture,rows=3,columns=5,pieces=4,no_capture_draw=18",
        5,
    );
}
