//! The quick-pairing tiles: the standard rules at the time controls most games are played at.
//!
//! A game of Yoté lasts about 29 actions a side (the computer's games: 5,754 replies in 200
//! games, docs/performance.md), so a real-time game at `m`+`i` lasts at most about
//! 2 × (60·m + 29·i) seconds: 3+2 under 8 minutes, 5+3 under 13, 10+5 under 25, 15+10 under 40
//! (a bus ride, a break, an evening). Correspondence at 1 and 3 days a move is for players
//! who meet across time zones or on a phone between other things.

use crate::model::TimeControl;

/// One tile: its key (in the lobby's messages and in `seeks.tile`) and its clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tile {
    pub key: &'static str,
    pub clock: TimeControl,
}

const fn real(key: &'static str, minutes: u32, increment_s: u32) -> Tile {
    Tile {
        key,
        clock: TimeControl::RealTime {
            initial_s: minutes * 60,
            increment_s,
        },
    }
}

/// The tiles, fastest first.
pub const TILES: [Tile; 6] = [
    real("3+2", 3, 2),
    real("5+3", 5, 3),
    real("10+5", 10, 5),
    real("15+10", 15, 10),
    Tile {
        key: "1d",
        clock: TimeControl::Correspondence { days: 1 },
    },
    Tile {
        key: "3d",
        clock: TimeControl::Correspondence { days: 3 },
    },
];

/// The clocks a custom seek may choose from (the lobby's form): the tiles', and the others
/// people play (no increment, a long game, a week a move).
pub const CUSTOM_CLOCKS: [&str; 14] = [
    "1+0", "3+0", "3+2", "5+0", "5+3", "10+0", "10+5", "15+10", "30+0", "30+20", "1d", "2d", "3d",
    "7d",
];

/// The rule set every tile plays, and the key its ratings are kept under.
pub const RULES: &str = "standard";

/// The tile named `key`.
pub fn tile(key: &str) -> Option<Tile> {
    TILES.iter().copied().find(|t| t.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tile_is_a_clock_a_table_may_have() {
        use crate::config::{CLOCK_DAYS, CLOCK_INCREMENT_S, CLOCK_INITIAL_S};
        for t in TILES {
            match t.clock {
                TimeControl::RealTime {
                    initial_s,
                    increment_s,
                } => {
                    assert!(CLOCK_INITIAL_S.contains(&initial_s));
                    assert!(CLOCK_INCREMENT_S.contains(&increment_s));
                }
                TimeControl::Correspondence { days } => assert!(CLOCK_DAYS.contains(&days)),
            }
            assert_eq!(tile(t.key), Some(t));
        }
        assert_eq!(tile("4+4"), None);
        assert!(RULES.parse::<yote_rules::Rules>().is_ok());
    }
}
