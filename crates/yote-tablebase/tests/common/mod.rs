//! An exact solver that knows nothing of tables: a memoised search of the whole game from a
//! position (the counter rises with every ply without capture and captures shrink the material,
//! so the positions it visits never repeat).

use std::collections::HashMap;

use yote_rules::{Position, Rules};

/// The game's result for the side to move: 1 a win, 0 a draw, -1 a loss.
pub fn solve(rules: &Rules, position: &Position, memo: &mut HashMap<Position, i8>) -> i8 {
    if let Some(o) = position.outcome(rules) {
        return match o.winner {
            None => 0,
            Some(c) if c == position.side_to_move() => 1,
            Some(_) => -1,
        };
    }
    if let Some(&v) = memo.get(position) {
        return v;
    }
    let mut best = -1;
    for action in position.legal_actions(rules) {
        let mut child = *position;
        child.play_unchecked(action);
        best = best.max(-solve(rules, &child, memo));
        if best == 1 {
            break;
        }
    }
    memo.insert(*position, best);
    best
}
