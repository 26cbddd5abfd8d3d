//! The lobby's WebSocket, `/lobby/ws` (docs/protocol.md §4): the counts, a player's seek of a
//! quick-pairing tile, its cancel, and the server's news for the seeker (a game, or the
//! computer offered after a wave waited through). Its own endpoint of the connection loop
//! (`socket::serve`), not the game's: the lobby is no game (the game socket's every message goes
//! to one game's task), and a seek lasts as long as this socket, so that a seek disappears when
//! its player leaves the lobby.

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
use crate::http::players;
use crate::limits::{ConnectionSlot, Slot};
use crate::lobby::messages::{LobbyIn, LobbyOut, TileView};
use crate::lobby::tiles;
use crate::protocol::outbox::{Outbound, Outbox};
use crate::state::AppState;
use crate::store::lobby::{CUSTOM, PlayerRow};
use yote_rules::Rules;

use super::{Endpoint, Limits};

pub fn router() -> Router<AppState> {
    Router::new().route("/lobby/ws", get(upgrade))
}

static NEXT_CONN: AtomicU64 = AtomicU64::new(1);

async fn upgrade(
    ws: WebSocketUpgrade,
    State(state): State<AppState>,
    jar: CookieJar,
    connection_slot: Option<Extension<ConnectionSlot>>,
    ClientAddr(address): ClientAddr,
) -> Result<Response, Error> {
    let player = players::current(&state, &jar).await?;
    let config = std::sync::Arc::clone(&state.config);
    Ok(super::upgrade(ws, &config).on_upgrade(move |socket| {
        let slot = connection_slot.and_then(|Extension(s)| s.take());
        let limits = Limits::of(&state.config, state.stopping.subscribe());
        // A player's budget follows them across their sockets and reconnects.
        let holder = player.as_ref().map(|p| format!("player:{}", p.id));
        let budget = state.budgets.get(address, "lobby", holder);
        let endpoint = LobbySocket {
            state,
            conn: NEXT_CONN.fetch_add(1, Ordering::Relaxed),
            player,
            address,
            _slot: slot,
        };
        super::serve(socket.split(), endpoint, limits, budget)
    }))
}

/// An error message for the lobby's client.
fn error_text(e: &Error) -> String {
    let (_, code) = e.status_and_code();
    metrics::counter!("yote_refusals_total", "code" => code).increment(1);
    LobbyOut::Error {
        code,
        message: e.to_string(),
        args: e.args(),
    }
    .text()
}

/// The tiles as the welcome gives them.
fn tiles_view() -> Vec<TileView> {
    tiles::TILES
        .iter()
        .map(|t| TileView {
            key: t.key,
            clock: t.clock.into(),
        })
        .collect()
}

async fn welcome(
    state: &AppState,
    conn: u64,
    player: Option<&PlayerRow>,
    paired: Option<String>,
) -> Result<String, Error> {
    let player = match player {
        Some(p) => Some(players::player_view(state, p).await?),
        None => None,
    };
    Ok(LobbyOut::Welcome {
        player,
        tiles: tiles_view(),
        counts: state.lobby.counts_for(conn),
        paired,
    }
    .text())
}

/// One lobby socket: its player (if the browser has one) and where it comes from.
struct LobbySocket {
    state: AppState,
    conn: u64,
    player: Option<PlayerRow>,
    address: IpAddr,
    /// The HTTP connection's place in the count, kept while the socket lives.
    _slot: Option<Slot>,
}

impl LobbySocket {
    /// What one client message does; the answer to send.
    async fn answer(&self, message: LobbyIn) -> Result<LobbyOut, Error> {
        let state = &self.state;
        let player = match self.player.as_ref() {
            // A player forgotten since the socket opened (docs/privacy.md) is nobody: no seek
            // under the forgotten name.
            Some(p)
                if !matches!(message, LobbyIn::Ping)
                    && state.store.player_record(&p.id).await?.is_none() =>
            {
                None
            }
            p => p,
        };
        let conn = self.conn;
        let address = self.address;
        match message {
            LobbyIn::Ping => Ok(LobbyOut::Pong),
            LobbyIn::Seek { tile, rules, clock } if tile == CUSTOM => {
                let player = player.ok_or(Error::NoPlayer)?;
                let text = rules.as_deref().unwrap_or(tiles::RULES);
                let rules: Rules = text.parse().map_err(|e| Error::bad_rules(text, &e))?;
                let clock = match clock {
                    Some(clock) => clock.time_control()?,
                    None => {
                        return Err(Error::bad("bad-clock", "a custom seek needs a clock")
                            .with_arg("field", "clock")
                            .with_arg("value", "null")
                            .with_arg("expected", "a clock"));
                    }
                };
                let key = rules.to_rules_string();
                let (glicko, _) = players::rating_for(state, &player.id, &key).await?;
                let address = address.to_string();
                let held = state
                    .lobby
                    .seek_custom(conn, &player.id, rules, clock, glicko, &address)
                    .await?;
                Ok(LobbyOut::Seeking {
                    tile: CUSTOM.to_owned(),
                    rules: Some(key),
                    held: held.map(|h| h.view(state.config.clock.now_ms())),
                })
            }
            LobbyIn::Accept { seek } => {
                let player = player.ok_or(Error::NoPlayer)?;
                if !crate::model::secret::plausible(&seek) {
                    return Err(Error::SeekGone);
                }
                let rating = async |rules: &str| -> Result<crate::model::rating::Glicko, Error> {
                    Ok(players::rating_for(state, &player.id, rules).await?.0)
                };
                let from = address.to_string();
                let game = state.lobby.take(&player.id, &from, &seek, rating).await?;
                Ok(LobbyOut::Paired { game })
            }
            LobbyIn::Seek { tile, .. } => {
                let player = player.ok_or(Error::NoPlayer)?;
                let Some(found) = tiles::tile(&tile) else {
                    let keys: Vec<&str> = tiles::TILES.iter().map(|t| t.key).collect();
                    return Err(Error::bad(
                        "bad-tile",
                        format!(
                            "'{tile}' is not a tile: expected one of {}",
                            keys.join(", ")
                        ),
                    )
                    .with_arg("tile", tile));
                };
                let (glicko, _) = players::rating_of(state, &player.id).await?;
                let address = address.to_string();
                let held = state
                    .lobby
                    .seek(conn, &player.id, &found, glicko, &address)
                    .await?;
                Ok(LobbyOut::Seeking {
                    tile: found.key.to_owned(),
                    rules: None,
                    held: held.map(|h| h.view(state.config.clock.now_ms())),
                })
            }
            LobbyIn::Cancel => {
                let player = player.ok_or(Error::NoPlayer)?;
                state.lobby.cancel(&player.id).await?;
                Ok(LobbyOut::Cancelled)
            }
        }
    }
}

impl Endpoint for LobbySocket {
    type In = LobbyIn;
    const GAUGE: &'static str = "yote_lobby_sockets_open";
    /// The lobby sends a few messages a wave (the counts, a pairing): 64 is many waves behind.
    const OUTBOX: usize = 64;

    async fn opened(&mut self, out: &Outbox) {
        let player = self.player.as_ref();
        // The players kept from this one (docs/moderation.md "Block"): their seeks are hidden.
        let mut kept = Vec::new();
        if let Some(p) = player {
            match self.state.store.kept_apart(&p.id).await {
                Ok(ids) => kept = ids,
                Err(e) => tracing::warn!(error = %e, "cannot read whom a player is kept from"),
            }
        }
        self.state
            .lobby
            .join(self.conn, player.map(|p| p.id.clone()), kept, out.clone());
        // A game the player's seek became while they were away (their socket closed, or its
        // node stopped) comes with the welcome, so that the page goes to it instead of seeking
        // again.
        let mut paired = None;
        if let Some(p) = player {
            match self.state.lobby.pairing_while_away(&p.id).await {
                Ok(game) => paired = game,
                Err(e) => tracing::warn!(error = %e, "cannot look for a pairing made while away"),
            }
        }
        let first = match welcome(&self.state, self.conn, player, paired).await {
            Ok(text) => text,
            Err(e) => error_text(&e),
        };
        let _ = out.try_send(Outbound::Text(first));
    }

    fn decode(&self, text: &str) -> Result<LobbyIn, String> {
        serde_json::from_str::<LobbyIn>(text).map_err(|e| {
            error_text(&Error::bad("malformed", format!(
                "{e}: send {{\"type\": \"seek\", \"tile\": \"5+3\"}}, {{\"type\": \"accept\", \"seek\": …}}, {{\"type\": \"cancel\"}} or {{\"type\": \"ping\"}}"
            )))
        })
    }

    async fn handle(&mut self, message: LobbyIn, out: &Outbox) {
        let text = match self.answer(message).await {
            Ok(answer) => answer.text(),
            Err(e) => error_text(&e),
        };
        let _ = out.try_send(Outbound::Text(text));
    }

    fn malformed(&self, message: &str) -> String {
        error_text(&Error::bad("malformed", message.to_owned()))
    }

    fn awaiting_hello(&self) -> bool {
        false
    }

    async fn closed(self) {
        self.state.lobby.leave(self.conn).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `type` a lobby client may send, and every one the server sends, as docs/protocol.md
    /// §4.2 lists them.
    const CLIENT_TYPES: [&str; 4] = ["seek", "accept", "cancel", "ping"];
    const SERVER_TYPES: [&str; 8] = [
        "welcome",
        "counts",
        "seeking",
        "cancelled",
        "paired",
        "offer",
        "pong",
        "error",
    ];

    #[test]
    fn docs_protocol_lists_every_lobby_message_and_no_other() {
        let doc = include_str!("../../../../docs/protocol.md");
        let start = doc.find("### 4.2").expect("the lobby's section");
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
        assert_eq!(of("client"), CLIENT_TYPES.map(String::from).to_vec());
        assert_eq!(of("server"), SERVER_TYPES.map(String::from).to_vec());
        for kind in CLIENT_TYPES {
            let message = match kind {
                "seek" => r#"{"type": "seek", "tile": "5+3"}"#.to_owned(),
                "accept" => r#"{"type": "accept", "seek": "k3Zp9QwB7xTa"}"#.to_owned(),
                _ => format!(r#"{{"type": "{kind}"}}"#),
            };
            assert!(serde_json::from_str::<LobbyIn>(&message).is_ok(), "{kind}");
        }
        assert!(serde_json::from_str::<LobbyIn>(r#"{"type": "dance"}"#).is_err());
        // A custom seek's clock is a table's, in either shape.
        for clock in [r#"{"initial_s": 600, "increment_s": 5}"#, r#"{"days": 3}"#] {
            let seek = format!(r#"{{"type": "seek", "tile": "custom", "clock": {clock}}}"#);
            match serde_json::from_str::<LobbyIn>(&seek) {
                Ok(LobbyIn::Seek { clock: Some(c), .. }) => assert!(c.time_control().is_ok()),
                other => panic!("{seek}: {other:?}"),
            }
        }
        // Every message the server sends, one of each, says a documented type.
        let held = crate::lobby::messages::HeldView {
            games: 2,
            seconds: 60,
        };
        let sent = [
            LobbyOut::Welcome {
                player: None,
                tiles: tiles_view(),
                counts: None,
                paired: None,
            },
            LobbyOut::Counts {
                counts: Default::default(),
            },
            LobbyOut::Seeking {
                tile: "5+3".to_owned(),
                rules: None,
                held: Some(held),
            },
            LobbyOut::Cancelled,
            LobbyOut::Paired {
                game: "k3Zp9QwB7xTa".to_owned(),
            },
            LobbyOut::Offer { level: "easy" },
            LobbyOut::Pong,
            LobbyOut::Error {
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
                    LobbyOut::Welcome { .. }
                    | LobbyOut::Counts { .. }
                    | LobbyOut::Seeking { .. }
                    | LobbyOut::Cancelled
                    | LobbyOut::Paired { .. }
                    | LobbyOut::Offer { .. }
                    | LobbyOut::Pong
                    | LobbyOut::Error { .. } => {}
                }
                let value: serde_json::Value = serde_json::from_str(&m.text()).unwrap();
                value["type"].as_str().unwrap().to_owned()
            })
            .collect();
        assert_eq!(kinds, SERVER_TYPES.map(String::from).to_vec());
    }

    /// JSON text as a value, to compare a message with.
    fn parsed(text: &str) -> serde_json::Value {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn the_welcome_and_a_seeking_say_what_the_page_reads() {
        let welcome: serde_json::Value = serde_json::from_str(
            &LobbyOut::Welcome {
                player: None,
                tiles: tiles_view(),
                counts: None,
                paired: None,
            }
            .text(),
        )
        .unwrap();
        assert_eq!(welcome["player"], serde_json::Value::Null);
        assert_eq!(welcome["counts"], serde_json::Value::Null);
        assert_eq!(
            welcome["tiles"][0],
            parsed(r#"{"key": "3+2", "initial_s": 180, "increment_s": 2}"#)
        );
        assert_eq!(welcome["tiles"][4], parsed(r#"{"key": "1d", "days": 1}"#));
        let seeking: serde_json::Value = serde_json::from_str(
            &LobbyOut::Seeking {
                tile: "5+3".to_owned(),
                rules: None,
                held: None,
            }
            .text(),
        )
        .unwrap();
        assert_eq!(seeking, parsed(r#"{"type": "seeking", "tile": "5+3"}"#));
    }
}
