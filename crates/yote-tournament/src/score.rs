//! An arena's scoring (docs/tournaments.md "Scoring"), game by game: what one game is worth to
//! one player given the games they played before it. A player's score is the sum over their
//! games in the order they were played, so the same games always give the same score.
//!
//! Lichess's arena scoring, with Yoté's actions counted as plies where lichess counts moves of
//! two plies: a win 2, a draw 1, a loss 0; doubled on fire (after two wins in a row); a berserk
//! win's extra point; nothing for a quick draw, nor for a second draw in a row unless long.

use serde::{Deserialize, Serialize};

use crate::event::{Color, Ending, Game, PlayerId};

/// A win's points, a draw's (each doubled on fire).
pub const WIN_POINTS: u32 = 2;
pub const DRAW_POINTS: u32 = 1;
/// A berserk winner's extra point, never doubled.
pub const BERSERK_BONUS: u32 = 1;
/// A berserk win earns the bonus only if the game lasted this many plies: lichess's 7 moves.
/// Shorter, the opponent may have resigned or lost on time at once (a friend's gift), and a
/// game that short says nothing of the berserk player's risk.
pub const BERSERK_MIN_PLIES: u32 = 14;
/// A draw of fewer plies gives nobody anything: lichess's 10 moves. In Yoté 20 plies are the
/// placing phase barely begun (each side has 12 pieces to place), not a game played out: an
/// agreed draw there is two players sharing points without playing.
pub const EARLY_DRAW_PLIES: u32 = 20;
/// A player's second draw in a row (losses between do not count) gives nothing unless it
/// lasted this many plies: lichess's 30 moves. About the length of a whole game of Yoté (some
/// 29 actions a side, docs/performance.md), so a draw this long was played for, not agreed.
pub const LONG_DRAW_PLIES: u32 = 60;
/// The shortest time a berserk player may be left with: half the base time must be at least
/// this (so the base at least a minute). A game of Yoté lasts about 29 actions a side: 30 s
/// without increment is about a second an action, the quickest pace at which it is still a
/// game of Yoté rather than a race of the clock (lichess forbids berserk where it would leave
/// under about as much).
pub const BERSERK_MIN_TIME_S: u32 = 30;

/// A game from one player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// Why a draw scored nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Void {
    /// Fewer than [`EARLY_DRAW_PLIES`] plies.
    EarlyDraw,
    /// The player's second draw in a row, shorter than [`LONG_DRAW_PLIES`].
    DrawStreak,
}

/// One game in a player's sheet: what it was and what it earned, as the standings show it
/// (lichess's row of digits, with the fire and the berserk mark).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameScore {
    pub opponent: PlayerId,
    /// The side the player held.
    pub color: Color,
    pub outcome: Outcome,
    pub plies: u32,
    /// The points the game earned, bonus included.
    pub points: u32,
    /// Counted double: the player was on fire when it began.
    pub doubled: bool,
    /// The player halved their clock.
    pub berserk: bool,
    /// The berserk point was earned (included in `points`).
    pub berserk_bonus: bool,
    /// Why a draw earned nothing, if it did.
    pub void: Option<Void>,
    /// Lost by never making the first action.
    pub no_start: bool,
}

/// Whether a player whose games so far are `past` (oldest first) is on fire: their last two
/// games were won, so their next one counts double.
pub fn on_fire(past: &[GameScore]) -> bool {
    past.len() >= 2
        && past[past.len() - 2..]
            .iter()
            .all(|g| g.outcome == Outcome::Win)
}

/// Whether a draw now would be a second draw in a row: looking back past the losses, the last
/// game that was not a loss was a draw (early or not). Losses do not break the run, so that
/// losing a game on purpose does not make the next draw count again.
fn after_a_draw(past: &[GameScore]) -> bool {
    past.iter()
        .rev()
        .find(|g| g.outcome != Outcome::Loss)
        .is_some_and(|g| g.outcome == Outcome::Draw)
}

/// `game` from the side of the player who held `color`, scored after their `past` games (oldest
/// first).
pub fn score_game(past: &[GameScore], game: &Game, color: Color) -> GameScore {
    let outcome = match game.ending.winner() {
        Some(winner) if winner == color => Outcome::Win,
        Some(_) => Outcome::Loss,
        None => Outcome::Draw,
    };
    let (plies, berserk) = (game.plies, game.berserk(color));
    let fire = on_fire(past);
    let mut scored = GameScore {
        opponent: game.player(color.other()),
        color,
        outcome,
        plies,
        points: 0,
        doubled: false,
        berserk,
        berserk_bonus: false,
        void: None,
        no_start: game.ending == Ending::NoStart(color),
    };
    let times = |points: u32| if fire { 2 * points } else { points };
    match outcome {
        Outcome::Win => {
            scored.doubled = fire;
            scored.berserk_bonus = berserk && plies >= BERSERK_MIN_PLIES;
            scored.points = times(WIN_POINTS)
                + if scored.berserk_bonus {
                    BERSERK_BONUS
                } else {
                    0
                };
        }
        Outcome::Draw if plies < EARLY_DRAW_PLIES => scored.void = Some(Void::EarlyDraw),
        Outcome::Draw if fire => {
            scored.doubled = true;
            scored.points = times(DRAW_POINTS);
        }
        Outcome::Draw if after_a_draw(past) && plies < LONG_DRAW_PLIES => {
            scored.void = Some(Void::DrawStreak);
        }
        Outcome::Draw => scored.points = DRAW_POINTS,
        Outcome::Loss => {}
    }
    scored
}

/// Whether an arena at `initial_s`+`increment_s` lets players berserk: when half the base time
/// is at least [`BERSERK_MIN_TIME_S`], that is a base of a minute or more. The increment does
/// not count: a berserk player plays without it ([`berserk_time_ms`]). Correspondence and
/// unlimited games never allow it (they have no clock to halve).
pub fn berserk_allowed(initial_s: u32, _increment_s: u32) -> bool {
    initial_s >= 2 * BERSERK_MIN_TIME_S
}

/// A berserk player's clock: half the base time, in milliseconds, and no increment (as on
/// lichess, so that berserk costs something at every clock).
pub fn berserk_time_ms(initial_s: u32) -> u64 {
    u64::from(initial_s) * 500
}
