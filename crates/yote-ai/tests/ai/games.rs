//! Every level plays whole games under every preset: no illegal action, no panic, and the
//! awkward endings (game over, pass only, chains) answered at once.

use yote_ai::{Budget, Level, choose_action, engine_by_name, opening, play_game};
use yote_rules::{Action, Position, Preset, Rules};

const PRESETS: [&str; 5] = [
    "standard",
    "hand-capture",
    "six-by-six",
    "bodogemu",
    "beart",
];

/// Levels above medium play at a small node budget here, so that the test stays fast; their
/// recipes otherwise differ only in their budgets.
fn budget(level: Level) -> Option<Budget> {
    (level >= Level::Hard).then_some(Budget::Nodes(3_000))
}

#[test]
fn every_level_finishes_games_under_every_preset() {
    for (p, name) in PRESETS.iter().enumerate() {
        let rules: Rules = name.parse().unwrap();
        for (i, level) in Level::ALL.into_iter().enumerate() {
            let below = Level::ALL[i.saturating_sub(1)];
            let mut engines = [
                engine_by_name(level.name(), budget(level)).unwrap(),
                engine_by_name(below.name(), budget(below)).unwrap(),
            ];
            let open = opening(&rules, 11, p * 5 + i, 2);
            // play_game checks every action with the rules and panics on an illegal one.
            let game = play_game(&rules, &mut engines, i % 2 == 0, &open, 99 + i as u64, 0);
            let mut position = Position::new(&rules);
            for &a in &game.actions {
                position = position.play(&rules, a).unwrap();
            }
            assert!(
                position.is_game_over(&rules) || game.actions.len() >= yote_ai::MAX_GAME_PLIES,
                "{name}, {level}: the game stopped before its end"
            );
        }
    }
}

#[test]
fn a_finished_game_gets_no_action() {
    let rules = Rules::standard();
    // Black has one piece left: White has won.
    let over = Position::parse("6/6/6/6/WB4 b 5 0 0", &rules).unwrap();
    assert!(over.is_game_over(&rules));
    for level in Level::ALL {
        assert_eq!(choose_action(&rules, &over, level, 1), None);
    }
}

#[test]
fn a_blocked_player_passes_under_most_on_board() {
    let rules = Preset::Bodogemu.rules();
    // White's a1 is walled in by Black's a2 and b1 (nothing to jump: a3 and c1 are full), and
    // White has nothing in hand: its only action is the pass.
    let position = Position::parse("6/6/B5/B5/WBB3 w 0 6 0", &rules).unwrap();
    assert_eq!(position.legal_actions(&rules), vec![Action::PASS]);
    for level in Level::ALL {
        assert_eq!(
            choose_action(&rules, &position, level, 3),
            Some(Action::PASS)
        );
    }
}

#[test]
fn chains_are_played_under_bodogemu() {
    let rules = Preset::Bodogemu.rules();
    // White a1 can jump b1 then d1 (landing c1, e1), then take the last black piece on f5.
    let position = Position::parse("5B/6/6/6/WB1B2 w 3 0 0", &rules).unwrap();
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Master] {
        let action = choose_action(&rules, &position, level, 5).unwrap();
        let after = position.play(&rules, action).unwrap();
        let outcome = after.outcome(&rules).expect("the chain wins at once");
        assert_eq!(
            outcome.winner,
            Some(yote_rules::Color::White),
            "{level}: {action}"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_action() {
    let rules = Rules::standard();
    let position = Position::parse("2B3/W5/W1BBBW/2B3/6 w 9 7 14", &rules).unwrap();
    for level in Level::ALL {
        let a = choose_action(&rules, &position, level, 42);
        assert_eq!(a, choose_action(&rules, &position, level, 42), "{level}");
    }
}
