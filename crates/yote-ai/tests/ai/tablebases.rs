//! The strongest levels answer from the endgame tables once a position is in them: the fastest
//! win, the longest resistance, and a search that reaches the tables below its root.

use yote_ai::{Level, Score, choose_action_in_game, level_search};
use yote_rules::{Color, Position, Preset};
use yote_tablebase::{Tablebase, Value, registry};

#[test]
fn hard_and_master_play_a_table_ending_perfectly_and_medium_does_not_ask_the_tables() {
    let rules = Preset::Beart.rules();
    let tables = Tablebase::build(&rules, 4, &mut |_| {}).expect("tables");
    registry::install(tables.clone());
    // Three against one on Béart's board: White wins in 23 plies, 22 without capture.
    let start = Position::parse("5/5/2B2/5/WWW2 w 0 0 0", &rules).unwrap();
    let line = tables.line(&start, 100).unwrap();
    for level in [Level::Hard, Level::Master] {
        let result = level_search(&rules, &[start], level, 1, None);
        assert_eq!(result.score, Score::TableWin(22), "{level}");
        assert_eq!(result.action, Some(line.actions[0]), "{level}");
        // Both sides at this level: the game is the tables' line, to the capture of the last piece.
        let mut game = vec![start];
        while !game.last().unwrap().is_game_over(&rules) {
            let at = *game.last().unwrap();
            let action = choose_action_in_game(&rules, &game, level, 3, None).unwrap();
            let best = tables.best_action(&at).unwrap();
            assert_eq!(
                tables
                    .rank(&at)
                    .unwrap()
                    .iter()
                    .find(|r| r.action == action)
                    .map(|r| r.value),
                Some(best.value),
                "{level} at ply {}: {action} is not as good as {}",
                game.len() - 1,
                best.action
            );
            game.push(at.play(&rules, action).unwrap());
            assert!(
                game.len() <= 24,
                "{level}: longer than the tables' 23 plies"
            );
        }
        assert_eq!(game.len() - 1, 23, "{level}");
        let outcome = game.last().unwrap().outcome(&rules).unwrap();
        assert_eq!(outcome.winner, Some(Color::White));
    }
    // The loser resists as long as the tables allow: Black to move, lost, plays the longest line.
    let lost = Position::parse("5/5/2B2/5/WWW2 b 0 0 0", &rules).unwrap();
    let result = level_search(&rules, &[lost], Level::Hard, 1, None);
    assert!(
        matches!(result.score, Score::TableLoss(_)),
        "{:?}",
        result.score
    );
    assert_eq!(
        result.action,
        Some(tables.best_action(&lost).unwrap().action)
    );
    // Medium does not know the tables: its score is a search's.
    let medium = level_search(&rules, &[start], Level::Medium, 1, None);
    assert!(
        !matches!(medium.score, Score::TableWin(_)),
        "{:?}",
        medium.score
    );
    registry::remove(&rules);
}

#[test]
fn a_drawn_table_root_is_searched_and_the_search_keeps_to_the_drawing_actions() {
    // Standard rules, 2 against 2: a draw, where 4 of White's 7 actions lose (each steps next to
    // a black piece with an empty hole behind). The root is searched; every position below it
    // is in the tables, so the score is exactly a draw and the action one that keeps it.
    let rules = Preset::Standard.rules();
    let tables = Tablebase::build(&rules, 4, &mut |_| {}).expect("tables");
    let position = Position::parse("6/2B3/6/2W3/1W1B2 w 0 0 0", &rules).unwrap();
    let ranked = tables.rank(&position).unwrap();
    assert_eq!(tables.probe(&position), Some(Value::Draw));
    let losing = ranked
        .iter()
        .filter(|r| matches!(r.value, Value::Loss(_)))
        .count();
    assert_eq!((losing, ranked.len()), (4, 7));
    registry::install(tables);
    for level in [Level::Hard, Level::Master] {
        let result = level_search(&rules, &[position], level, 1, None);
        assert_eq!(result.score, Score::Value(0), "{level}");
        let chosen = ranked
            .iter()
            .find(|r| Some(r.action) == result.action)
            .unwrap();
        assert_eq!(
            chosen.value,
            Value::Draw,
            "{level} played {}",
            chosen.action
        );
    }
    registry::remove(&rules);
}
