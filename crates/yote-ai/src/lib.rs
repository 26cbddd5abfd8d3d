//! The computer player.
//!
//! The public surface the server relies on: [`Level`], [`choose_action`], [`should_accept_draw`]
//! and [`should_offer_draw`].
//!
//! ```
//! use yote_ai::{Level, choose_action};
//! use yote_rules::{Position, Rules};
//!
//! let rules = Rules::standard();
//! let start = Position::new(&rules);
//! let action = choose_action(&rules, &start, Level::Beginner, 7).expect("the game is not over");
//! assert!(start.is_legal(&rules, action));
//! ```

use std::fmt;
use std::str::FromStr;

use yote_rules::{Action, Color, Position, Removal, Rules};

/// The computer's strength, from gentle to merciless.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Master,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    /// The name used in the API, URLs and the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Master => "master",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level '{}': expected beginner, easy, medium, hard or master",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

/// The action the computer plays at `level` in `position`; `None` when the game is over.
/// Deterministic for a given `seed`.
pub fn choose_action(
    rules: &Rules,
    position: &Position,
    level: Level,
    seed: u64,
) -> Option<Action> {
    let _ = level;
    let actions = position.legal_actions(rules);
    // Greedy: the jump that takes the most, else a pseudo-random action.
    let gain = |a: &Action| u32::from(a.jump_count()) + u32::from(a.removal() != Removal::None);
    let best = actions.iter().copied().max_by_key(gain)?;
    if gain(&best) > 0 {
        return Some(best);
    }
    let mut x = seed ^ 0x9e37_79b9_7f4a_7c15;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    Some(actions[(x % actions.len() as u64) as usize])
}

/// Whether the computer, playing `computer`, accepts a draw offered in `position`.
pub fn should_accept_draw(
    rules: &Rules,
    position: &Position,
    computer: Color,
    level: Level,
) -> bool {
    let _ = (rules, level);
    position.count(computer) <= position.count(!computer)
}

/// Whether the computer, playing `computer`, offers a draw in `position`.
pub fn should_offer_draw(
    rules: &Rules,
    position: &Position,
    computer: Color,
    level: Level,
) -> bool {
    let _ = (rules, position, computer, level);
    false
}
