//! A table's time control and the clocks stored with its actions.

use serde::{Deserialize, Serialize};

/// A table's time control (docs/protocol.md): absent means unlimited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TimeControl {
    /// Minutes for the game (here seconds) plus seconds added after each of one's actions.
    RealTime { initial_s: u32, increment_s: u32 },
    /// Days per action.
    Correspondence { days: u32 },
}

pub const DAY_MS: i64 = 86_400_000;

impl TimeControl {
    pub fn kind(self) -> &'static str {
        match self {
            TimeControl::RealTime { .. } => "real-time",
            TimeControl::Correspondence { .. } => "correspondence",
        }
    }

    /// Each side's time before its first action.
    pub fn initial_ms(self) -> i64 {
        match self {
            TimeControl::RealTime { initial_s, .. } => i64::from(initial_s) * 1000,
            TimeControl::Correspondence { days } => i64::from(days) * DAY_MS,
        }
    }

    /// The record's `TimeControl` tag: `300+3` (PGN style) or `1/259200` (one action per
    /// 259,200 s, PGN's "moves/seconds").
    pub fn tag(self) -> String {
        match self {
            TimeControl::RealTime {
                initial_s,
                increment_s,
            } => format!("{initial_s}+{increment_s}"),
            TimeControl::Correspondence { days } => format!("1/{}", u64::from(days) * 86_400),
        }
    }

    /// Reads a `TimeControl` tag back (`-` for unlimited gives `None`).
    pub fn from_tag(tag: &str) -> Option<TimeControl> {
        if let Some((i, inc)) = tag.split_once('+') {
            return Some(TimeControl::RealTime {
                initial_s: i.parse().ok()?,
                increment_s: inc.parse().ok()?,
            });
        }
        let (moves, seconds) = tag.split_once('/')?;
        let seconds: u32 = seconds.parse().ok()?;
        (moves == "1" && seconds.is_multiple_of(86_400) && seconds > 0).then_some(
            TimeControl::Correspondence {
                days: seconds / 86_400,
            },
        )
    }
}

/// Each side's remaining time after an action, stored with the action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockStamp {
    pub white_ms: i64,
    pub black_ms: i64,
    /// When the server received the action (its clock, Unix ms): a correspondence deadline is
    /// counted from here after a restart. Absent in actions stored before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_ms: Option<i64>,
}
