//! Perft: the number of action sequences of a given length, for checking the generator.

use crate::action::Action;
use crate::position::Position;
use crate::rules::Rules;

/// The number of action sequences of length `depth` from `position` (a game that ends on the
/// way contributes nothing below that point).
pub fn perft(position: &Position, rules: &Rules, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_actions(rules),
        2 => position.count_grandchildren(rules),
        _ => {
            let mut buffers: Vec<Vec<Action>> =
                (0..depth).map(|_| Vec::with_capacity(64)).collect();
            perft_inner(position, rules, depth, &mut buffers)
        }
    }
}

fn perft_inner(position: &Position, rules: &Rules, depth: u32, buffers: &mut [Vec<Action>]) -> u64 {
    if depth == 2 {
        return position.count_grandchildren(rules);
    }
    let (actions, rest) = buffers.split_first_mut().expect("one buffer per level");
    position.legal_actions_into(rules, actions);
    let mut total = 0;
    for &action in actions.iter() {
        let mut child = *position;
        child.play_unchecked(action);
        total += perft_inner(&child, rules, depth - 1, rest);
    }
    total
}

/// Perft split by first action: each legal action with the count below it.
pub fn divide(position: &Position, rules: &Rules, depth: u32) -> Vec<(Action, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    position
        .legal_actions(rules)
        .into_iter()
        .map(|action| {
            let mut child = *position;
            child.play_unchecked(action);
            (action, perft(&child, rules, depth - 1))
        })
        .collect()
}
