//! Every tunable constant of the engine, in one place, each with what it weighs.
//!
//! Scores are in hundredths of a piece: one piece of the count is [`PIECE`].

/// One piece of a player's count (on the board or in hand).
pub const PIECE: i32 = 100;
/// A piece still in hand, beyond its material: it can be placed anywhere, at the right moment.
pub const HAND: i32 = 6;
/// One of our pieces that the opponent could jump on their next turn (a threat we may parry).
pub const THREAT_ONE: i32 = 35;
/// Two or more of our pieces exposed to a jump: one move rarely parries them all.
pub const THREAT_MANY: i32 = 110;
/// We (to move) have a jump available.
pub const ATTACK: i32 = 20;
/// Each step our pieces can take, minus the opponent's.
pub const MOBILITY: i32 = 2;
/// Being the side to move.
pub const TEMPO: i32 = 8;
/// For each piece the opponent is fewer than [`FINISH_RANGE`] away from losing (count − win_at).
pub const FINISH: i32 = 25;
/// How close to `win_at` a count must be before [`FINISH`] counts.
pub const FINISH_RANGE: i32 = 4;
/// For each step of closeness between the side ahead's pieces and the other side's, once the
/// side ahead has placed all its pieces (`EvalParams::progress`).
pub const PROGRESS: i32 = 3;
/// Closeness counts from this many steps away (a piece next to a hunter scores this many).
pub const PROGRESS_RANGE: i32 = 4;
/// In the last this-many plies before the no-capture draw, the score fades towards the draw,
/// so that a winning side captures rather than shuffles. (Over the whole limit, 120, it cost
/// `hard` strength: docs/strength.md "Experiments that were not kept".)
pub const FADE_PLIES: i32 = 40;

/// Move ordering: the transposition table's action.
pub const ORDER_TT: i32 = 1_000_000;
/// Move ordering: a jump, plus [`ORDER_PER_JUMP`] per jump of a chain.
pub const ORDER_JUMP: i32 = 100_000;
/// Move ordering: each jump of a chain.
pub const ORDER_PER_JUMP: i32 = 10_000;
/// Move ordering: removing a piece that could jump one of ours.
pub const ORDER_REMOVE_JUMPER: i32 = 500;
/// Move ordering: removing a piece next to one of ours.
pub const ORDER_REMOVE_CONTACT: i32 = 100;
/// Move ordering: removing a piece from the hand.
pub const ORDER_REMOVE_HAND: i32 = 150;
/// Move ordering: the first killer action of the ply (second gets one less).
pub const ORDER_KILLER: i32 = 90_000;

/// Late-move reductions: from this depth on ...
pub const LMR_MIN_DEPTH: i32 = 3;
/// ... actions after this many are searched one ply shallower first (two when much later).
pub const LMR_MIN_INDEX: usize = 3;
/// Actions after this many are reduced by two plies.
pub const LMR_DEEP_INDEX: usize = 12;
/// Quiescence: at most this many plies of captures past the horizon.
pub const QS_MAX_DEPTH: i32 = 8;
/// Quiescence: at most this many second-removal choices tried per jump path.
pub const QS_REMOVALS: usize = 3;
/// Time: no new iteration once this fraction (percent) of the soft move time is spent.
pub const SOFT_TIME_PERCENT: u32 = 50;

/// Draws: the computer accepts an offered draw when its search score is below this ...
pub const ACCEPT_DRAW_BELOW: i32 = -40;
/// ... or when it is not ahead by this much and the no-capture counter is past three quarters.
pub const ACCEPT_DRAW_STALE_BELOW: i32 = 60;
/// Draws: the computer offers a draw when its score is within this of level, the game has gone
/// half the no-capture limit without a capture, and it is not ahead.
pub const OFFER_DRAW_WITHIN: i32 = 20;
/// Draws: nodes of the search behind a draw decision.
pub const DRAW_SEARCH_NODES: u64 = 20_000;
