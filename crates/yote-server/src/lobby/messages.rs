//! The lobby socket's messages as types (docs/protocol.md §4.2): what a client may send
//! ([`LobbyIn`], unknown fields refused) and everything the server sends ([`LobbyOut`]), each
//! serialised to the same JSON the page reads.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::model::Args;
use crate::model::TimeControl;
use crate::model::rating::{Glicko, START};
use crate::protocol::clock::ClockBody;
use crate::store::lobby::LobbyCounts;

use super::tiles;

/// What a lobby client may send.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum LobbyIn {
    Seek {
        tile: String,
        /// A custom seek's rules string and clock (`tile` `custom`).
        #[serde(default)]
        rules: Option<String>,
        #[serde(default)]
        clock: Option<ClockBody>,
    },
    /// Takes the open custom seek `seek` (its player's id, from the counts' `open`).
    Accept {
        seek: String,
    },
    Cancel,
    Ping,
}

/// Everything the server sends on the lobby's socket.
#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum LobbyOut {
    /// The first message: the browser's player (or `null`), the tiles, the counts, and a game
    /// the player's seek became while they were away.
    Welcome {
        player: Option<PlayerView>,
        tiles: Vec<TileView>,
        /// `null` until this node has read the counts once.
        counts: Option<CountsView>,
        paired: Option<String>,
    },
    Counts {
        counts: CountsView,
    },
    /// A seek is in the pool (`rules` for a custom seek), with the wait of a player who often
    /// leaves games.
    Seeking {
        tile: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        rules: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        held: Option<HeldView>,
    },
    Cancelled,
    Paired {
        game: String,
    },
    /// The computer offered at this level after a wave waited through.
    Offer {
        level: &'static str,
    },
    Pong,
    Error {
        code: &'static str,
        message: String,
        /// The error's arguments, for the page's translated text: their names depend on the code.
        args: Args,
    },
}

impl LobbyOut {
    /// The message as the socket sends it.
    pub fn text(&self) -> String {
        serde_json::to_string(self).expect("a lobby message serialises")
    }
}

/// A player as the lobby shows them: name, rating, whether it is provisional, games played.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    pub name: String,
    pub rating: i64,
    pub provisional: bool,
    pub games: i64,
}

/// A quick-pairing tile: its key and its clock.
#[derive(Debug, Clone, Serialize)]
pub struct TileView {
    pub key: &'static str,
    #[serde(flatten)]
    pub clock: TileClock,
}

#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum TileClock {
    RealTime { initial_s: u32, increment_s: u32 },
    Correspondence { days: u32 },
}

impl From<TimeControl> for TileClock {
    fn from(clock: TimeControl) -> TileClock {
        match clock {
            TimeControl::RealTime {
                initial_s,
                increment_s,
            } => TileClock::RealTime {
                initial_s,
                increment_s,
            },
            TimeControl::Correspondence { days } => TileClock::Correspondence { days },
        }
    }
}

/// The lobby's counts: players and games, seekers per tile, the open custom seeks.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct CountsView {
    pub players: i64,
    pub games: i64,
    /// Seekers by tile key, every tile named.
    pub seekers: BTreeMap<&'static str, i64>,
    pub open: Vec<OpenSeekView>,
}

/// An open custom seek, as the counts list it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OpenSeekView {
    /// The seeker's player id, which `accept` names.
    pub seek: String,
    pub name: String,
    pub rating: i64,
    pub provisional: bool,
    pub rules: String,
    /// The clock as the seek stored it (the table's clock object).
    pub clock: Value,
}

/// A player's wait before pairing after leaving lobby games: how many they left, seconds left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct HeldView {
    pub games: i64,
    pub seconds: u64,
}

impl CountsView {
    /// The counts as the store reads them, as the lobby's messages give them.
    pub fn of(counts: &LobbyCounts) -> CountsView {
        let seekers = tiles::TILES
            .iter()
            .map(|t| {
                let n = counts
                    .tiles
                    .iter()
                    .find(|(k, _)| k == t.key)
                    .map_or(0, |(_, n)| *n);
                (t.key, n)
            })
            .collect();
        let open = counts
            .open
            .iter()
            .map(|s| {
                let glicko = Glicko {
                    rating: s.rating,
                    deviation: s.deviation,
                    volatility: START.volatility,
                };
                OpenSeekView {
                    seek: s.player.clone(),
                    name: s.name.clone(),
                    rating: s.rating.round() as i64,
                    provisional: glicko.provisional(),
                    rules: s.rules.clone(),
                    // Stored as the table's clock object; an unreadable one shows as none.
                    clock: serde_json::from_str(&s.clock).unwrap_or_default(),
                }
            })
            .collect();
        CountsView {
            players: counts.players,
            games: counts.games,
            seekers,
            open,
        }
    }
}
