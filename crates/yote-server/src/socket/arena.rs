//! An arena's WebSocket, `/arenas/{id}/ws` (docs/protocol.md §4.7): the arena as its reader
//! sees it, sent when the socket opens and again whenever it changes (`tournament::watch`), so
//! that a player's page shows the standings move and goes to their next game as soon as the
//! director makes it. Joining, pausing and withdrawing stay requests
//! (`POST /api/arenas/{id}/…`); this socket only reads.

use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Extension, State};
use axum::response::Response;
use axum::routing::get;
use axum_extra::extract::CookieJar;
use futures_util::StreamExt;

use crate::client_address::ClientAddr;
use crate::error::Error;
use crate::http::extract::Path;
use crate::http::players;
use crate::limits::{ConnectionSlot, Slot};
use crate::protocol::outbox::{Outbound, Outbox};
use crate::state::AppState;
use crate::tournament::messages::{ArenaIn, ArenaOut};

use super::{Endpoint, Limits};

pub fn router() -> Router<AppState> {
    Router::new().route("/arenas/{id}/ws", get(upgrade))
}

static NEXT_CONN: AtomicU64 = AtomicU64::new(1);

/// Upgrades to an arena's socket; an arena that does not exist is `arena-not-found` (404)
/// before any upgrade.
async fn upgrade(
    ws: WebSocketUpgrade,
    State(state): State<AppState>,
    Path(id): Path<String>,
    jar: CookieJar,
    connection_slot: Option<Extension<ConnectionSlot>>,
    ClientAddr(address): ClientAddr,
) -> Result<Response, Error> {
    state.arenas.row(&id).await?;
    let player = players::current(&state, &jar).await?.map(|p| p.id);
    let config = std::sync::Arc::clone(&state.config);
    Ok(super::upgrade(ws, &config).on_upgrade(move |socket| {
        let slot = connection_slot.and_then(|Extension(s)| s.take());
        let limits = Limits::of(&state.config, state.stopping.subscribe());
        let holder = player.as_ref().map(|p| format!("player:{p}"));
        let budget = state.budgets.get(address, "arena", holder);
        let endpoint = ArenaSocket {
            state,
            arena: id,
            conn: NEXT_CONN.fetch_add(1, Ordering::Relaxed),
            player,
            _address: address,
            _slot: slot,
        };
        super::serve(socket.split(), endpoint, limits, budget)
    }))
}

/// An error message for the arena page's client.
fn error_text(e: &Error) -> String {
    let (_, code) = e.status_and_code();
    metrics::counter!("yote_refusals_total", "code" => code).increment(1);
    ArenaOut::Error {
        code,
        message: e.to_string(),
        args: e.args(),
    }
    .text()
}

/// One socket on an arena.
struct ArenaSocket {
    state: AppState,
    arena: String,
    conn: u64,
    player: Option<String>,
    _address: IpAddr,
    /// The HTTP connection's place in the count, kept while the socket lives.
    _slot: Option<Slot>,
}

impl ArenaSocket {
    /// Sends this socket the arena as it is now, whatever it was sent before.
    async fn send_now(&self, out: &Outbox) {
        let arenas = &self.state.arenas;
        match arenas.state(&self.arena).await {
            Ok(state) => {
                self.state
                    .arena_watchers
                    .send(&self.arena, &state, arenas.now(), Some(self.conn))
            }
            Err(e) => {
                let _ = out.try_send(Outbound::Text(error_text(&e)));
            }
        }
    }
}

impl Endpoint for ArenaSocket {
    type In = ArenaIn;
    const GAUGE: &'static str = "yote_arena_sockets_open";
    /// An arena sends at most one state a second: 16 is many seconds behind, and a reader that
    /// far behind gets the next change instead.
    const OUTBOX: usize = 16;

    async fn opened(&mut self, out: &Outbox) {
        self.state
            .arena_watchers
            .add(&self.arena, self.conn, self.player.clone(), out.clone());
        self.send_now(out).await;
    }

    fn decode(&self, text: &str) -> Result<ArenaIn, String> {
        serde_json::from_str::<ArenaIn>(text).map_err(|e| {
            error_text(&Error::bad(
                "malformed",
                format!("{e}: send {{\"type\": \"page\", \"page\": 2}} or {{\"type\": \"ping\"}}"),
            ))
        })
    }

    async fn handle(&mut self, message: ArenaIn, out: &Outbox) {
        match message {
            ArenaIn::Ping => {
                let _ = out.try_send(Outbound::Text(ArenaOut::Pong.text()));
            }
            ArenaIn::Page { page } => {
                self.state
                    .arena_watchers
                    .set_page(&self.arena, self.conn, page);
                self.send_now(out).await;
            }
        }
    }

    fn malformed(&self, message: &str) -> String {
        error_text(&Error::bad("malformed", message.to_owned()))
    }

    fn awaiting_hello(&self) -> bool {
        false
    }

    async fn closed(self) {
        self.state.arena_watchers.remove(&self.arena, self.conn);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `type` an arena's client may send, and every one the server sends, as
    /// docs/protocol.md §4.7 lists them.
    #[test]
    fn docs_protocol_lists_every_arena_message_and_no_other() {
        let doc = include_str!("../../../../docs/protocol.md");
        let start = doc.find("### 4.7").expect("the arena socket's section");
        let rows: Vec<(String, String)> = doc[start..]
            .lines()
            .skip_while(|l| !l.starts_with("| type"))
            .skip(2)
            .take_while(|l| l.starts_with('|'))
            .map(|l| {
                let cells: Vec<&str> = l.split('|').map(str::trim).collect();
                (cells[1].trim_matches('`').to_owned(), cells[2].to_owned())
            })
            .collect();
        let of = |direction: &str| -> Vec<String> {
            rows.iter()
                .filter(|(_, d)| d == direction)
                .map(|(t, _)| t.clone())
                .collect()
        };
        assert_eq!(of("client"), ["page", "ping"]);
        assert_eq!(of("server"), ["arena", "pong", "error"]);
        for message in [r#"{"type": "page", "page": 2}"#, r#"{"type": "ping"}"#] {
            assert!(
                serde_json::from_str::<ArenaIn>(message).is_ok(),
                "{message}"
            );
        }
        for refused in [
            r#"{"type": "page"}"#,
            r#"{"type": "page", "page": -1}"#,
            r#"{"type": "join"}"#,
        ] {
            assert!(
                serde_json::from_str::<ArenaIn>(refused).is_err(),
                "{refused}"
            );
        }
        let sent = [
            ArenaOut::Pong,
            ArenaOut::Error {
                code: "malformed",
                message: String::new(),
                args: Default::default(),
            },
        ];
        let kinds: Vec<String> = sent
            .iter()
            .map(|m| {
                // A new message must be added here (and to the docs): the match is exhaustive.
                match m {
                    ArenaOut::Arena { .. } | ArenaOut::Pong | ArenaOut::Error { .. } => {}
                }
                let value: serde_json::Value = serde_json::from_str(&m.text()).unwrap();
                value["type"].as_str().unwrap().to_owned()
            })
            .collect();
        assert_eq!(kinds, ["pong", "error"]);
    }
}
