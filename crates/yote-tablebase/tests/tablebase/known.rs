//! Known positions of the presets' boards: their value, distance and line, the no-capture
//! counter turning a long win into a draw (checked by the exact solver too), and the files.

use crate::common;

use std::collections::HashMap;

use common::solve;
use yote_rules::{Position, Preset, Rules};
use yote_tablebase::format::FormatError;
use yote_tablebase::{Tablebase, Value, registry};

fn at_counter(text: &str, counter: u16, rules: &Rules) -> Position {
    let mut setup = Position::parse(text, rules).expect("position").to_setup();
    setup.plies_since_capture = counter;
    Position::from_setup(setup, rules).expect("position")
}

#[test]
fn two_against_two_far_apart_is_a_draw_and_a_jump_that_takes_both_wins_at_once() {
    let rules = Preset::Standard.rules();
    let tables = Tablebase::build(&rules, 4, &mut |_| {}).expect("tables");
    let far = Position::parse("4BB/6/6/6/WW4 w 0 0 0", &rules).unwrap();
    assert_eq!(tables.probe(&far), Some(Value::Draw));
    assert_eq!(tables.line(&far, 100).unwrap().actions, vec![]);
    let jump = Position::parse("6/6/2B3/2W1B1/2W3 w 0 0 0", &rules).unwrap();
    assert_eq!(tables.probe(&jump), Some(Value::Win(0)));
    let best = tables.best_action(&jump).unwrap();
    assert_eq!(best.action.to_string(), "c2xc4/e2");
    assert!(best.ends_game);
    // Black to move in the same position loses nothing at once, and the tables say so.
    let black = Position::parse("6/6/2B3/2W1B1/2W3 b 0 0 0", &rules).unwrap();
    assert!(tables.probe(&black).is_some());
    // Hands not empty, or more pieces than built: not in the tables.
    let hand = Position::parse("6/6/2B3/2W1B1/2W3 w 1 0 0", &rules).unwrap();
    assert_eq!(tables.probe(&hand), None);
    let five = Position::parse("6/6/2B3/2W1B1/2WW2 w 0 0 0", &rules).unwrap();
    assert_eq!(tables.probe(&five), None);
}

/// Béart's 25 holes, all captured to lose: three against one is a win in 23 plies, 22 of them
/// without capture, so it is a win up to the counter at 97 and a draw from 98 on.
#[test]
fn three_against_one_wins_in_23_plies_and_the_counter_makes_it_a_draw_from_98() {
    let rules = Preset::Beart.rules();
    let tables = Tablebase::build(&rules, 4, &mut |_| {}).expect("tables");
    let text = "5/5/2B2/5/WWW2 w 0 0 0";
    let position = Position::parse(text, &rules).unwrap();
    assert_eq!(tables.probe(&position), Some(Value::Win(22)));
    let line = tables.line(&position, 200).unwrap();
    assert_eq!(line.actions.len(), 23);
    // The line is legal, and ends with White's capture of the last black piece.
    let mut at = position;
    for &a in &line.actions {
        at = at.play(&rules, a).expect("a legal line");
    }
    let outcome = at.outcome(&rules).expect("the game is over");
    assert_eq!(outcome.winner, Some(yote_rules::Color::White));
    let mut memo = HashMap::new();
    for (counter, expected, exact) in [(97, Value::Win(22), 1), (98, Value::Draw, 0)] {
        let p = at_counter(text, counter, &rules);
        assert_eq!(tables.probe(&p), Some(expected), "counter {counter}");
        assert_eq!(
            solve(&rules, &p, &mut memo),
            exact,
            "the exact solver at {counter}"
        );
    }
}

#[test]
fn a_table_survives_its_file_and_a_damaged_or_foreign_file_is_refused() {
    let rules = Preset::Standard.rules();
    let tables = Tablebase::build(&rules, 4, &mut |_| {}).expect("tables");
    let table = tables.table(2, 2).expect("2-2");
    let bytes = table.to_bytes(&tables);
    let mut read = Tablebase::empty(&rules).unwrap();
    assert_eq!(read.load(&bytes), Ok((2, 2)));
    assert_eq!(read.table(2, 2).unwrap().values(), table.values());
    // One entry changed.
    let mut damaged = bytes.clone();
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    assert_eq!(read.load(&damaged), Err(FormatError::Checksum));
    // Cut short, or longer than its entries.
    assert_eq!(
        read.load(&bytes[..bytes.len() - 1]),
        Err(FormatError::Truncated)
    );
    let mut long = bytes.clone();
    long.push(0);
    assert_eq!(read.load(&long), Err(FormatError::Trailing));
    // Another rule set's table.
    let mut other = Tablebase::empty(&Preset::HandCapture.rules()).unwrap();
    assert!(matches!(other.load(&bytes), Err(FormatError::Rules { .. })));
    // Not a table, or a later version.
    assert_eq!(read.load(b"hello"), Err(FormatError::NotATable));
    let mut later = bytes.clone();
    later[6] = 2;
    assert_eq!(read.load(&later), Err(FormatError::Version(2)));
}

#[test]
fn rules_without_a_no_capture_limit_cannot_have_tables() {
    let rules: Rules = "standard,no_capture_draw=off".parse().unwrap();
    let e = Tablebase::build(&rules, 4, &mut |_| {}).unwrap_err();
    assert!(e.to_string().contains("no no-capture draw"), "{e}");
    let long: Rules = "standard,no_capture_draw=200".parse().unwrap();
    assert!(Tablebase::build(&long, 4, &mut |_| {}).is_err());
}

#[test]
fn built_tables_agree_with_search_on_random_positions() {
    let rules = Preset::Standard.rules();
    let tables = Tablebase::build(&rules, 5, &mut |_| {}).expect("tables");
    let report = tables.check_by_search(300, 7, 5).expect("search agrees");
    assert!(
        report.wins > 50 && report.losses > 0 && report.draws > 10,
        "{report:?}"
    );
    assert!(tables.check_consistency().unwrap() > 700_000);
}

#[test]
fn the_tables_a_position_needs_can_be_fetched_one_file_at_a_time() {
    let rules = Preset::Standard.rules();
    let tables = Tablebase::build(&rules, 5, &mut |_| {}).expect("tables");
    // Three against two, White to move: its own table, Black's answer after a step (2-3), and
    // after a capture (1-3 has lost: the game is over, no table).
    let position = Position::parse("W5/6/W5/1B4/3W1B w 0 0 0", &rules).unwrap();
    let needs = tables.needs(&position);
    assert_eq!(needs, vec![(3, 2), (2, 3)]);
    // Every file is as long as announced before it is fetched.
    for table in tables.tables() {
        let len = yote_tablebase::format::file_len(&tables, table.mover(), table.other());
        assert_eq!(len, table.to_bytes(&tables).len() as u64);
    }
    // A hand not empty, or a finished game: no table.
    let start = Position::new(&rules);
    assert!(tables.needs(&start).is_empty());

    // The page's tables: the first file alone answers the value but not the best action (a
    // child's table is missing), both files answer both, as the whole set does.
    registry::remove(&rules);
    let bytes = |m, o| tables.table(m, o).unwrap().to_bytes(&tables);
    assert_eq!(registry::load_file(&rules, &bytes(3, 2)), Ok((3, 2)));
    let partial = registry::for_rules(&rules).unwrap();
    assert_eq!(partial.probe(&position), tables.probe(&position));
    assert_eq!(partial.best_action(&position), None);
    assert_eq!(registry::load_file(&rules, &bytes(2, 3)), Ok((2, 3)));
    let both = registry::for_rules(&rules).unwrap();
    assert_eq!(both.tables().count(), 2);
    assert_eq!(both.best_action(&position), tables.best_action(&position));
    // A damaged file is refused and leaves the loaded ones.
    let mut damaged = bytes(2, 2);
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    assert_eq!(
        registry::load_file(&rules, &damaged),
        Err(FormatError::Checksum)
    );
    assert_eq!(registry::for_rules(&rules).unwrap().tables().count(), 2);
    let no_limit: Rules = "standard,no_capture_draw=off".parse().unwrap();
    assert_eq!(
        registry::load_file(&no_limit, &bytes(2, 2)),
        Err(FormatError::NoLimit)
    );
    registry::remove(&rules);
}

/// The tables a site builds by itself fit the budget, each preset with the most pieces that
/// do: one more piece is over it.
#[test]
fn the_default_tables_are_the_most_pieces_within_the_budget() {
    use yote_tablebase::{DEFAULT_BUDGET, DEFAULT_TABLES, MaterialIndex, materials};
    for (preset, pieces) in DEFAULT_TABLES {
        let rules = preset.rules();
        let geometry = yote_tablebase::Geometry::new(&rules);
        let bytes = |n: u8| -> u64 {
            materials(&rules, n)
                .into_iter()
                .map(|(m, o)| MaterialIndex::new(&geometry, m, o).len())
                .sum()
        };
        assert!(
            bytes(pieces) <= DEFAULT_BUDGET,
            "{preset:?}: {}",
            bytes(pieces)
        );
        assert!(
            bytes(pieces + 1) > DEFAULT_BUDGET,
            "{preset:?}: {}",
            bytes(pieces + 1)
        );
    }
}

/// A build cut short and taken up again, from the files written so far, makes the tables a
/// whole build makes.
#[test]
fn a_build_cut_short_goes_on_from_its_files_to_the_same_tables() {
    let rules = Preset::Beart.rules();
    let whole = Tablebase::build(&rules, 5, &mut |_| {}).expect("tables");
    let dir = std::env::temp_dir().join(format!("yote-tables-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // Two steps, then stopped: the files of what was made.
    let mut steps = 0;
    let mut first = Tablebase::empty(&rules).unwrap();
    while steps < 2 && first.build_next(5).unwrap().is_some() {
        steps += 1;
    }
    yote_tablebase::files::save(&dir, &first).unwrap();
    let mut seen = Vec::new();
    let resumed = yote_tablebase::files::build_missing(&dir, &rules, 5, &mut |_, reports| {
        seen.extend(reports.iter().map(|r| (r.mover, r.other)));
    })
    .unwrap();
    assert!(
        !seen.contains(&(1, 1)),
        "the tables read back are not built again: {seen:?}"
    );
    assert_eq!(resumed.tables().count(), whole.tables().count());
    for table in whole.tables() {
        let again = resumed
            .table(table.mover(), table.other())
            .expect("every table");
        assert!(
            table.values() == again.values(),
            "{}-{}",
            table.mover(),
            table.other()
        );
    }
    // Read back from its files, the same again.
    let read = yote_tablebase::files::load(&dir, &rules).unwrap().unwrap();
    assert_eq!(read.tables().count(), whole.tables().count());
    std::fs::remove_dir_all(&dir).unwrap();
}
