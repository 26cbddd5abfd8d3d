//! The search wins at once when it can and does not allow an immediate loss, under every preset.
//! Positions are in the project's notation (board from the top rank, side, hands, counter).

use std::sync::atomic::AtomicBool;

use yote_ai::{Level, Limit, Limits, Score, SearchOptions, Tt, choose_action, search};
use yote_rules::{Action, Color, Position, Rules};

/// (rules, position with White to move and a winning action).
const WIN_IN_ONE: [(&str, &str); 5] = [
    // Black has three pieces: any jump takes two and leaves one (win_at=1).
    ("standard", "6/6/6/B4B/WB4 w 5 0 0"),
    ("hand-capture", "6/6/6/B4B/WB4 w 5 0 0"),
    ("six-by-six", "6/6/6/6/B4B/WB4 w 5 0 0"),
    // win_at=0 and the second removal is optional: a1xc1 must take f2 too.
    ("bodogemu", "6/6/6/5B/WB4 w 5 0 0"),
    // Black's last two pieces: b1 on the board and one in hand.
    ("beart", "5/5/5/5/WB3 w 5 1 0"),
];

/// (rules, position with White to move, where Black threatens to win by jumping c1 from b1).
const LOSS_IN_ONE: [(&str, &str); 5] = [
    ("standard", "4WW/6/6/6/BBW3 w 0 5 0"),
    ("hand-capture", "4WW/6/6/6/BBW3 w 0 5 0"),
    ("six-by-six", "4WW/6/6/6/6/BBW3 w 0 5 0"),
    ("bodogemu", "5W/6/6/6/BBW3 w 0 5 0"),
    ("beart", "4W/5/5/5/BBW2 w 0 5 0"),
];

fn wins_at_once(rules: &Rules, position: &Position, action: Action) -> bool {
    let after = position.play(rules, action).expect("legal");
    after
        .outcome(rules)
        .is_some_and(|o| o.winner == Some(position.side_to_move()))
}

/// Whether the opponent has an action that wins at once after `action`.
fn allows_a_win(rules: &Rules, position: &Position, action: Action) -> bool {
    let after = position.play(rules, action).expect("legal");
    after
        .legal_actions(rules)
        .into_iter()
        .any(|reply| wins_at_once(rules, &after, reply))
}

fn searched(rules: &Rules, position: &Position, depth: u32) -> (Action, Score) {
    let tt = Tt::new(1);
    let stop = AtomicBool::new(false);
    let options = SearchOptions::new(Limits::from(Limit::Depth(depth)));
    let result = search(rules, &[*position], &options, &tt, &stop, &mut |_| {});
    (result.action.unwrap(), result.score)
}

#[test]
fn the_positions_are_what_they_claim() {
    for (name, text) in WIN_IN_ONE {
        let rules: Rules = name.parse().unwrap();
        let p = Position::parse(text, &rules).unwrap();
        let actions = p.legal_actions(&rules);
        assert!(
            actions.iter().any(|&a| wins_at_once(&rules, &p, a)),
            "{name}"
        );
        assert!(
            actions.iter().any(|&a| !wins_at_once(&rules, &p, a)),
            "{name}"
        );
    }
    for (name, text) in LOSS_IN_ONE {
        let rules: Rules = name.parse().unwrap();
        let p = Position::parse(text, &rules).unwrap();
        let actions = p.legal_actions(&rules);
        assert!(
            actions.iter().any(|&a| allows_a_win(&rules, &p, a)),
            "{name}"
        );
        assert!(
            actions.iter().any(|&a| !allows_a_win(&rules, &p, a)),
            "{name}"
        );
    }
}

#[test]
fn the_search_wins_in_one() {
    for (name, text) in WIN_IN_ONE {
        let rules: Rules = name.parse().unwrap();
        let p = Position::parse(text, &rules).unwrap();
        for depth in 1..=4 {
            let (action, score) = searched(&rules, &p, depth);
            assert!(
                wins_at_once(&rules, &p, action),
                "{name} depth {depth}: {action}"
            );
            assert_eq!(score, Score::Win(1), "{name} depth {depth}");
        }
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Master] {
            let action = choose_action(&rules, &p, level, 1).unwrap();
            assert!(wins_at_once(&rules, &p, action), "{name} {level}: {action}");
        }
    }
}

#[test]
fn the_search_avoids_a_loss_in_one() {
    for (name, text) in LOSS_IN_ONE {
        let rules: Rules = name.parse().unwrap();
        let p = Position::parse(text, &rules).unwrap();
        assert_eq!(p.side_to_move(), Color::White);
        for depth in 2..=4 {
            let (action, _) = searched(&rules, &p, depth);
            assert!(
                !allows_a_win(&rules, &p, action),
                "{name} depth {depth}: {action}"
            );
        }
        for level in [Level::Easy, Level::Medium] {
            let action = choose_action(&rules, &p, level, 1).unwrap();
            assert!(
                !allows_a_win(&rules, &p, action),
                "{name} {level}: {action}"
            );
        }
    }
}
