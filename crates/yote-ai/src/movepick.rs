//! Move ordering: the transposition table's action first, then jumps (longer chains first, the
//! second removal that hurts most first), killers, and quiet actions by history.

use yote_rules::{Action, ActionKind, Position, Removal, Rules};

use crate::tune;
use yote_rules::bitboard::{jumpers, neighbours};

/// How often a quiet action caused a cut-off, by (start square or 64 for a place, end square).
pub struct History {
    table: Box<[[i32; 64]; 65]>,
}

impl History {
    pub fn new() -> History {
        History {
            table: Box::new([[0; 64]; 65]),
        }
    }

    #[inline]
    fn index(action: Action) -> Option<(usize, usize)> {
        let to = usize::from(action.to()?.index());
        let from = action.from().map_or(64, |sq| usize::from(sq.index()));
        Some((from, to))
    }

    #[inline]
    pub fn get(&self, action: Action) -> i32 {
        Self::index(action).map_or(0, |(f, t)| self.table[f][t])
    }

    /// Rewards a quiet action that caused a cut-off at `depth`.
    #[inline]
    pub fn reward(&mut self, action: Action, depth: i32) {
        if let Some((f, t)) = Self::index(action) {
            let cell = &mut self.table[f][t];
            *cell += depth * depth;
            if *cell > 50_000 {
                // Keep every entry well under the killer score.
                for row in self.table.iter_mut() {
                    for v in row.iter_mut() {
                        *v /= 2;
                    }
                }
            }
        }
    }
}

impl Default for History {
    fn default() -> History {
        History::new()
    }
}

/// What the ordering needs to know about the position, computed once per node.
pub struct OrderContext {
    /// Enemy pieces that could jump one of ours now.
    their_jumpers: u64,
    /// Enemy pieces next to one of ours.
    contact: u64,
}

impl OrderContext {
    pub fn new(rules: &Rules, position: &Position) -> OrderContext {
        let mask = rules.board_mask();
        let us_c = position.side_to_move();
        let us = position.board(us_c);
        let them = position.board(!us_c);
        let empty = mask & !(us | them);
        OrderContext {
            their_jumpers: jumpers(them, us, empty, mask),
            contact: neighbours(us, mask) & them,
        }
    }

    /// How much taking the second piece this way is worth, for ordering.
    #[inline]
    pub fn removal_value(&self, removal: Removal) -> i32 {
        match removal {
            Removal::None => 0,
            Removal::Hand => tune::ORDER_REMOVE_HAND,
            Removal::Board(sq) => {
                let bit = sq.bit();
                let mut v = 1;
                if self.their_jumpers & bit != 0 {
                    v += tune::ORDER_REMOVE_JUMPER;
                }
                if self.contact & bit != 0 {
                    v += tune::ORDER_REMOVE_CONTACT;
                }
                v
            }
        }
    }

    /// The ordering score of a jump (without the table's or killers' bonuses).
    #[inline]
    pub fn jump_score(&self, action: Action) -> i32 {
        tune::ORDER_JUMP
            + tune::ORDER_PER_JUMP * i32::from(action.jump_count())
            + self.removal_value(action.removal())
    }
}

/// Fills `order` with one (ordering score, index into `actions`) per action.
pub fn score_actions(
    ctx: &OrderContext,
    actions: &[Action],
    tt_action: Option<u16>,
    killers: &[Option<Action>; 2],
    history: &History,
    order: &mut Vec<(i32, u16)>,
) {
    order.clear();
    for (i, &a) in actions.iter().enumerate() {
        let s = if tt_action == Some(i as u16) {
            tune::ORDER_TT
        } else if a.kind() == ActionKind::Jump {
            ctx.jump_score(a)
        } else if killers[0] == Some(a) {
            tune::ORDER_KILLER
        } else if killers[1] == Some(a) {
            tune::ORDER_KILLER - 1
        } else {
            history.get(a)
        };
        order.push((s, i as u16));
    }
}

/// Swaps the best-scored entry of `order[from..]` into place `from` and returns its action
/// index (a lazy selection sort: most nodes cut off after a few actions). Ties keep the
/// generator's order.
#[inline]
pub fn pick(order: &mut [(i32, u16)], from: usize) -> u16 {
    let mut best = from;
    for i in from + 1..order.len() {
        if order[i].0 > order[best].0 {
            best = i;
        }
    }
    order.swap(from, best);
    order[from].1
}
