//! A game position's answer from the tables: each action's value, the best action, and the
//! line to the end of the game.

use yote_rules::{Action, Color, Position};

use crate::table::Tablebase;
use crate::value::Value;

/// An action and what it leads to, for the side that plays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ranked {
    pub action: Action,
    /// The value for the player of the action, after it (the game's end counts as a win or a
    /// loss at distance 0).
    pub value: Value,
    /// The action's own distance: 0 when it captures or ends the game, else one more than the
    /// position it leads to.
    pub distance: u8,
    /// Whether the action ends the game at once.
    pub ends_game: bool,
}

impl Ranked {
    /// Better actions sort first: wins (ending the game, then shorter), draws, then losses
    /// (longer first).
    fn key(&self) -> (u8, i32) {
        match self.value {
            Value::Win(_) if self.ends_game => (0, 0),
            Value::Win(n) => (1, i32::from(self.distance) * 256 + i32::from(n)),
            Value::Draw => (2, 0),
            Value::Loss(n) => (3, -(i32::from(self.distance) * 256 + i32::from(n))),
        }
    }
}

/// The rest of a game in the tables, best play on both sides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The value for the side to move at the start.
    pub value: Value,
    /// The actions to the game's end (empty for a draw).
    pub actions: Vec<Action>,
}

impl Tablebase {
    /// Every legal action of `position`, best first, if the tables hold the position and every
    /// position its actions lead to.
    pub fn rank(&self, position: &Position) -> Option<Vec<Ranked>> {
        let rules = &self.rules;
        self.probe(position)?;
        let mut out: Vec<Ranked> = position
            .legal_actions(rules)
            .into_iter()
            .map(|action| -> Option<Ranked> {
                let mut child = *position;
                child.play_unchecked(action);
                let capture = action.is_capture();
                if let Some(outcome) = child.outcome(rules) {
                    let value = match outcome.winner {
                        None => Value::Draw,
                        Some(c) if c == position.side_to_move() => Value::Win(0),
                        Some(_) => Value::Loss(0),
                    };
                    return Some(Ranked {
                        action,
                        value,
                        distance: u8::from(!capture),
                        ends_game: true,
                    });
                }
                // Tables fetched one by one (the engine in the page) may lack a child's.
                let value = self.probe(&child)?.flip();
                let distance = match value {
                    _ if capture => 0,
                    Value::Win(n) | Value::Loss(n) => n.saturating_add(1),
                    Value::Draw => 0,
                };
                Some(Ranked {
                    action,
                    value,
                    distance,
                    ends_game: false,
                })
            })
            .collect::<Option<_>>()?;
        out.sort_by_key(Ranked::key);
        Some(out)
    }

    /// The materials (mover, other) of the tables that [`Tablebase::rank`] reads for
    /// `position`: its own and those of the positions its actions lead to, the game's end left
    /// out; empty when no table could hold it (a hand not empty, too many pieces). The engine in
    /// the page fetches these and no others.
    pub fn needs(&self, position: &Position) -> Vec<(u8, u8)> {
        let rules = &self.rules;
        let pieces = position.count(Color::White) + position.count(Color::Black);
        if position.hand(Color::White) != 0
            || position.hand(Color::Black) != 0
            || pieces > u32::from(crate::table::MAX_PIECES)
            || position.is_game_over(rules)
        {
            return Vec::new();
        }
        let material = |p: &Position| {
            let side = p.side_to_move();
            (p.count(side) as u8, p.count(!side) as u8)
        };
        let mut out = vec![material(position)];
        for action in position.legal_actions(rules) {
            let mut child = *position;
            child.play_unchecked(action);
            let m = material(&child);
            if !child.is_game_over(rules) && !out.contains(&m) {
                out.push(m);
            }
        }
        out
    }

    /// The best action of `position` by the tables: the fastest win, else a draw, else the
    /// longest resistance.
    pub fn best_action(&self, position: &Position) -> Option<Ranked> {
        self.rank(position)?.into_iter().next()
    }

    /// The line from `position` to the end of the game, best play on both sides (at most
    /// `max_plies` long), if the tables hold the position.
    pub fn line(&self, position: &Position, max_plies: usize) -> Option<Line> {
        let value = self.probe(position)?;
        let mut actions = Vec::new();
        if value != Value::Draw {
            let mut at = *position;
            while actions.len() < max_plies && !at.is_game_over(&self.rules) {
                let Some(best) = self.best_action(&at) else {
                    break;
                };
                at.play_unchecked(best.action);
                actions.push(best.action);
            }
        }
        Some(Line { value, actions })
    }
}
