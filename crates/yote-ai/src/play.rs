//! The computer's decisions in a game, as the server and the engine protocol ask for them: its
//! action at a level, and whether it offers or accepts a draw.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use yote_rules::{Action, Color, Position, Rules};

use crate::level::Level;
use crate::limits::{Limit, Limits};
use crate::score::{Score, SearchResult, WIN};
use crate::search::{SearchOptions, search};
use crate::tt::Tt;
use crate::tune;

/// The action the computer plays at `level` in `position`; `None` when the game is over.
/// Deterministic for a given `seed` (unless the level's time cap cuts the search short); never
/// longer than the level's time cap.
pub fn choose_action(
    rules: &Rules,
    position: &Position,
    level: Level,
    seed: u64,
) -> Option<Action> {
    choose_action_in_game(rules, &[*position], level, seed, None)
}

/// [`choose_action`] after the game `history` (oldest first, the current position last), so
/// that repetitions are seen, and with an optional `deadline` shorter than the level's cap.
pub fn choose_action_in_game(
    rules: &Rules,
    history: &[Position],
    level: Level,
    seed: u64,
    deadline: Option<Duration>,
) -> Option<Action> {
    level_search(rules, history, level, seed, deadline).action
}

/// The search behind [`choose_action_in_game`], whole (its score, depth and line too): the
/// level's recipe, with an optional `deadline` shorter than its cap.
pub fn level_search(
    rules: &Rules,
    history: &[Position],
    level: Level,
    seed: u64,
    deadline: Option<Duration>,
) -> SearchResult {
    let started = crate::clock::Instant::now();
    let mut options = level.recipe(seed);
    if let Some(d) = deadline {
        options.limits.hard_cap = options.limits.hard_cap.min(d);
    }
    let tt = Tt::new(level.hash_megabytes());
    // The table's allocation counts against the cap too.
    options.limits.hard_cap = options.limits.hard_cap.saturating_sub(started.elapsed());
    let stop = AtomicBool::new(false);
    search(rules, history, &options, &tt, &stop, &mut |_| {})
}

/// The computer's view of `position` from `computer`'s side: a short search's score, in
/// hundredths of a piece (forced wins and losses as ±[`WIN`]).
fn draw_view(rules: &Rules, position: &Position, computer: Color) -> Option<i32> {
    if position.is_game_over(rules) {
        return None;
    }
    let limits =
        Limits::capped(Duration::from_millis(200)).with(Limit::Nodes(tune::DRAW_SEARCH_NODES));
    let tt = Tt::new(1);
    let stop = AtomicBool::new(false);
    let result = search(
        rules,
        &[*position],
        &SearchOptions::new(limits),
        &tt,
        &stop,
        &mut |_| {},
    );
    let raw = match result.score {
        Score::Value(v) => v,
        Score::Win(_) | Score::TableWin(_) => WIN,
        Score::Loss(_) | Score::TableLoss(_) => -WIN,
    };
    Some(if position.side_to_move() == computer {
        raw
    } else {
        -raw
    })
}

/// Whether the no-capture counter has run past `percent` of the limit.
fn stale(rules: &Rules, position: &Position, percent: u32) -> bool {
    rules
        .options()
        .no_capture_draw
        .is_some_and(|n| u32::from(position.plies_since_capture()) * 100 >= u32::from(n) * percent)
}

/// Whether the computer, playing `computer`, accepts a draw offered in `position`: when it
/// stands worse, or is not clearly ahead late in a capture-less stretch. A beginner accepts
/// whenever it is not ahead.
pub fn should_accept_draw(
    rules: &Rules,
    position: &Position,
    computer: Color,
    level: Level,
) -> bool {
    let Some(score) = draw_view(rules, position, computer) else {
        return false;
    };
    if level == Level::Beginner {
        return score <= 0;
    }
    score < tune::ACCEPT_DRAW_BELOW
        || (score < tune::ACCEPT_DRAW_STALE_BELOW && stale(rules, position, 75))
}

/// Whether the computer, playing `computer`, offers a draw in `position`: only when the game is
/// level and has gone half the no-capture limit without a capture. It never offers when ahead.
pub fn should_offer_draw(
    rules: &Rules,
    position: &Position,
    computer: Color,
    level: Level,
) -> bool {
    let _ = level;
    if !stale(rules, position, 50) {
        return false;
    }
    draw_view(rules, position, computer).is_some_and(|s| s.abs() <= tune::OFFER_DRAW_WITHIN)
}
