//! The five levels and the fixed recipe behind each: limits, evaluation and deliberate
//! weaknesses. The recipes were chosen by the matches recorded in `docs/strength.md`.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::eval::EvalParams;
use crate::limits::{Limit, Limits};
use crate::search::SearchOptions;

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

    /// The longest this level ever thinks about one move.
    pub const fn time_cap(self) -> Duration {
        match self {
            Level::Beginner | Level::Easy | Level::Medium => Duration::from_millis(300),
            Level::Hard => Duration::from_millis(1000),
            Level::Master => Duration::from_millis(3000),
        }
    }

    /// The transposition table size this level uses, in MB.
    pub const fn hash_megabytes(self) -> usize {
        match self {
            Level::Beginner | Level::Easy => 1,
            Level::Medium => 4,
            Level::Hard => 16,
            Level::Master => 64,
        }
    }

    /// How this level searches, with `seed` driving its randomness.
    pub fn recipe(self, seed: u64) -> SearchOptions {
        let cap = Limits::capped(self.time_cap());
        let full = SearchOptions::new(cap);
        let options = match self {
            // Looks one action ahead, does not see what it leaves exposed, overlooks a third of
            // its jumps and picks among near-equal actions at random.
            Level::Beginner => SearchOptions {
                limits: cap.with(Limit::Depth(1)),
                eval: EvalParams::CARELESS,
                quiescence: false,
                noise: 60,
                miss_jumps_percent: 35,
                ..full
            },
            // Two plies and the jumps that follow, with some randomness.
            Level::Easy => SearchOptions {
                limits: cap.with(Limit::Depth(2)),
                noise: 40,
                ..full
            },
            Level::Medium => SearchOptions {
                limits: cap.with(Limit::Nodes(MEDIUM_NODES)),
                noise: 10,
                ..full
            },
            // The two strongest know the endgame tables, when loaded.
            Level::Hard => SearchOptions {
                limits: cap.with(Limit::Nodes(HARD_NODES)),
                tablebases: true,
                ..full
            },
            Level::Master => SearchOptions {
                limits: cap.with(Limit::Nodes(MASTER_NODES)),
                tablebases: true,
                ..full
            },
        };
        SearchOptions { seed, ..options }
    }
}

/// Node budget of `medium`.
pub const MEDIUM_NODES: u64 = 5_000;
/// Node budget of `hard`.
pub const HARD_NODES: u64 = 50_000;
/// Node budget of `master` (its 3 s cap ends the search first on a slow machine).
pub const MASTER_NODES: u64 = 4_000_000;

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
