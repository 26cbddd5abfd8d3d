//! The arena socket's messages as types (docs/protocol.md §4.7): what a client may send
//! ([`ArenaIn`], unknown fields refused) and everything the server sends ([`ArenaOut`]).

use serde::{Deserialize, Serialize};

use crate::model::Args;

use super::views::ArenaPage;

/// What an arena page's client may send.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ArenaIn {
    /// Shows page `page` of the standings (from 1), answered at once with the arena's state.
    Page {
        page: usize,
    },
    Ping,
}

/// Everything the server sends on an arena's socket.
#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ArenaOut<'a> {
    /// The arena as this reader sees it, with the fields of `GET /api/arenas/{id}`'s answer:
    /// sent when the socket opens, when a page is asked for, and whenever it changes. `now` is
    /// the server's clock (Unix ms), for the countdowns.
    Arena {
        now: i64,
        #[serde(flatten)]
        page: &'a ArenaPage,
    },
    Pong,
    Error {
        code: &'static str,
        message: String,
        args: Args,
    },
}

impl ArenaOut<'_> {
    /// The message as the JSON text sent.
    pub fn text(&self) -> String {
        serde_json::to_string(self).expect("an arena message serialises")
    }
}
