//! Engines behind one trait, so that any two can play each other: `random`, `greedy`, the
//! `minimax4` baseline and the five levels.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use yote_rules::{Action, Position, Removal, Rules};

use crate::eval::{EvalParams, evaluate};
use crate::level::Level;
use crate::limits::Limit;
use crate::score::WIN;
use crate::search::{SearchOptions, search};
use crate::tt::Tt;
use crate::zobrist::splitmix64;

/// A player of Yoté.
pub trait Engine: Send {
    /// The name `yote match` prints.
    fn name(&self) -> String;

    /// Forgets what it learnt in the previous game.
    fn new_game(&mut self) {}

    /// The action to play after the game `history` (oldest first, the current position last);
    /// `None` only when the game is over. Deterministic for a given `seed` (levels under a
    /// time-only limit excepted).
    fn choose(&mut self, rules: &Rules, history: &[Position], seed: u64) -> Option<Action>;
}

/// Plays a uniformly random legal action.
pub struct RandomEngine;

impl Engine for RandomEngine {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, rules: &Rules, history: &[Position], seed: u64) -> Option<Action> {
        let actions = history.last()?.legal_actions(rules);
        let mut state = seed;
        let n = actions.len() as u64;
        (n > 0).then(|| actions[(splitmix64(&mut state) % n) as usize])
    }
}

/// Takes the jump that captures most, else plays a random action.
pub struct GreedyEngine;

impl Engine for GreedyEngine {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, rules: &Rules, history: &[Position], seed: u64) -> Option<Action> {
        let actions = history.last()?.legal_actions(rules);
        let gain = |a: &Action| u32::from(a.jump_count()) + u32::from(a.removal() != Removal::None);
        let best = actions.iter().copied().max_by_key(gain)?;
        if gain(&best) > 0 {
            return Some(best);
        }
        RandomEngine.choose(rules, history, seed)
    }
}

/// The baseline: full-width minimax to a fixed depth with an evaluation that counts pieces,
/// nothing more (no quiescence, no table, no reductions). Alpha-beta finds exactly the action
/// plain minimax would (the first best one in its order); the seed shuffles the order of the
/// root's actions, so ties are broken at random.
pub struct MinimaxEngine {
    pub depth: u32,
}

impl MinimaxEngine {
    fn minimax(
        &self,
        rules: &Rules,
        position: &Position,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
    ) -> i32 {
        if let Some(outcome) = position.outcome(rules) {
            return match outcome.winner {
                None => 0,
                Some(c) if c == position.side_to_move() => WIN - ply,
                Some(_) => ply - WIN,
            };
        }
        if depth == 0 {
            return evaluate(rules, position, &EvalParams::MATERIAL);
        }
        let mut best = -WIN - 1;
        for action in position.legal_actions(rules) {
            let mut child = *position;
            child.play_unchecked(action);
            let score = -self.minimax(rules, &child, depth - 1, -beta, -alpha, ply + 1);
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

impl Engine for MinimaxEngine {
    fn name(&self) -> String {
        format!("minimax{}", self.depth)
    }

    fn choose(&mut self, rules: &Rules, history: &[Position], seed: u64) -> Option<Action> {
        let root = history.last()?;
        let mut actions = root.legal_actions(rules);
        // Fisher-Yates with the seed.
        let mut state = seed;
        for i in (1..actions.len()).rev() {
            let j = (splitmix64(&mut state) % (i as u64 + 1)) as usize;
            actions.swap(i, j);
        }
        let mut best: Option<(Action, i32)> = None;
        for action in actions {
            let mut child = *root;
            child.play_unchecked(action);
            let alpha = best.map_or(-WIN - 1, |(_, s)| s);
            let score = -self.minimax(
                rules,
                &child,
                self.depth.saturating_sub(1),
                -WIN - 1,
                -alpha,
                1,
            );
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((action, score));
            }
        }
        best.map(|(a, _)| a)
    }
}

/// The alpha-beta engine with given search options, keeping its table between moves of a game.
pub struct SearchEngine {
    name: String,
    options: SearchOptions,
    tt: Tt,
}

impl SearchEngine {
    pub fn new(
        name: impl Into<String>,
        options: SearchOptions,
        hash_megabytes: usize,
    ) -> SearchEngine {
        SearchEngine {
            name: name.into(),
            options,
            tt: Tt::new(hash_megabytes),
        }
    }

    /// A level's recipe (its seed is replaced move by move).
    pub fn level(level: Level) -> SearchEngine {
        SearchEngine::new(level.name(), level.recipe(0), level.hash_megabytes())
    }
}

impl Engine for SearchEngine {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self) {
        self.tt.clear();
    }

    fn choose(&mut self, rules: &Rules, history: &[Position], seed: u64) -> Option<Action> {
        history.last()?;
        let options = SearchOptions {
            seed,
            ..self.options
        };
        let stop = AtomicBool::new(false);
        search(rules, history, &options, &self.tt, &stop, &mut |_| {}).action
    }
}

/// A budget that replaces the engines' own in `yote match`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Budget {
    /// Each search engine thinks this long per move (its hard cap still applies).
    MoveTime(Duration),
    /// Each search engine searches this many nodes per move.
    Nodes(u64),
    /// Each node-limited level's budget times this (at least 100 nodes).
    Scale(f64),
}

/// A name that is no engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownEngine(pub String);

impl fmt::Display for UnknownEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown engine '{}': expected a level (beginner, easy, medium, hard, master), \
             a level with its own node budget (master@4000000), either without the tables (master/no-tables) or without the progress term (master/no-progress, master/no-tables/no-progress), random, greedy or minimaxN \
             (N from 1 to 6)",
            self.0
        )
    }
}

impl std::error::Error for UnknownEngine {}

/// The engine called `name`: a level, a level with its own node budget (`LEVEL@NODES`), either
/// without the endgame tables (`…/no-tables`: `hard` and `master` use them when loaded) or the
/// evaluation's progress term (`…/no-progress`, after `/no-tables` when both are given: the
/// evaluation before that term, kept for the matches that measure it),
/// `random`, `greedy` or `minimaxN`. A `budget` replaces a level's node or time limit (its other
/// traits stay; `Scale` multiplies the `@NODES` budget too); the other engines ignore it.
pub fn engine_by_name(
    name: &str,
    budget: Option<Budget>,
) -> Result<Box<dyn Engine>, UnknownEngine> {
    let (name_core, no_progress) = match name.strip_suffix("/no-progress") {
        Some(core) => (core, true),
        None => (name, false),
    };
    let (core, no_tables) = match name_core.strip_suffix("/no-tables") {
        Some(core) => (core, true),
        None => (name_core, false),
    };
    let (level_name, nodes) = match core.split_once('@') {
        Some((level, nodes)) => match nodes.parse::<u64>() {
            Ok(n) if n > 0 => (level, Some(n)),
            _ => return Err(UnknownEngine(name.to_owned())),
        },
        None => (core, None),
    };
    if let Ok(level) = level_name.parse::<Level>() {
        let mut engine = SearchEngine::level(level);
        if no_tables {
            engine.name = name.to_owned();
            engine.options.tablebases = false;
        }
        if no_progress {
            engine.name = name.to_owned();
            engine.options.eval.progress = 0;
        }
        if let Some(n) = nodes {
            engine.name = name.to_owned();
            engine.options.limits.depth = None;
            engine.options.limits = engine.options.limits.with(Limit::Nodes(n));
        }
        match budget {
            Some(Budget::Nodes(n)) => {
                engine.options.limits.depth = None;
                engine.options.limits.movetime = None;
                engine.options.limits = engine.options.limits.with(Limit::Nodes(n));
            }
            Some(Budget::MoveTime(t)) => {
                engine.options.limits.depth = None;
                engine.options.limits.nodes = None;
                engine.options.limits = engine.options.limits.with(Limit::Time(t));
            }
            Some(Budget::Scale(f)) => {
                let limits = &mut engine.options.limits;
                limits.nodes = limits.nodes.map(|n| ((n as f64 * f) as u64).max(100));
            }
            None => {}
        }
        return Ok(Box::new(engine));
    }
    if no_tables || no_progress {
        return Err(UnknownEngine(name.to_owned()));
    }
    match name {
        "random" => return Ok(Box::new(RandomEngine)),
        "greedy" => return Ok(Box::new(GreedyEngine)),
        _ => {}
    }
    if let Some(depth) = name
        .strip_prefix("minimax")
        .and_then(|d| d.parse::<u32>().ok())
        && (1..=6).contains(&depth)
    {
        return Ok(Box::new(MinimaxEngine { depth }));
    }
    Err(UnknownEngine(name.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_without_the_progress_term_is_an_engine_of_its_own() {
        for name in [
            "hard/no-progress",
            "master@40000/no-progress",
            "master/no-tables/no-progress",
        ] {
            let engine = engine_by_name(name, None).expect(name);
            assert_eq!(engine.name(), name);
        }
        for name in ["random/no-progress", "hard/no-progress/no-tables"] {
            assert!(engine_by_name(name, None).is_err(), "{name}");
        }
        // Its evaluation is the one before the term: it plays otherwise where the term counts.
        let rules = Rules::standard();
        let played = |name: &str| {
            let mut engine = engine_by_name(name, Some(Budget::Nodes(20_000))).expect(name);
            let hunting = Position::parse("4BB/6/6/W5/WW4 w 0 0 0", &rules).expect("a position");
            engine.choose(&rules, &[hunting], 1)
        };
        assert_ne!(played("hard"), played("hard/no-progress"));
    }
}
