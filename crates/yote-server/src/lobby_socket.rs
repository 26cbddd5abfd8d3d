//! The lobby's WebSocket, `/lobby/ws` (docs/protocol.md §4): the counts, a player's seek of a
//! quick-pairing tile, its cancel, and the server's news for the seeker (a game, or the
//! computer offered after a wave waited through). Its own socket, not the game's: the lobby
//! is no game (the game socket's every message goes to one game's task), and a seek lasts as
//! long as this socket, so that a seek disappears when its player leaves the lobby.

use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::Router;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Extension, State};
use axum::response::Response;
use axum::routing::get;
use axum_extra::extract::CookieJar;
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use crate::client_address::ClientAddr;
use crate::error::Error;
use crate::limits::{ConnectionSlot, Slot};
use crate::lobby::tiles;
use crate::model::TimeControl;
use crate::players;
use crate::state::AppState;
use crate::store::lobby::{CUSTOM, PlayerRow};
use crate::ws::{CLOSE_GOING_AWAY, CLOSE_POLICY, CLOSE_TOO_LARGE};
use yote_rules::Rules;

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
    let hard_limit = (state.config.max_message_bytes * 4).max(64 * 1024);
    Ok(ws
        .max_message_size(hard_limit)
        .max_frame_size(hard_limit)
        .read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .on_upgrade(move |socket| {
            let slot = connection_slot.and_then(|Extension(s)| s.take());
            connection(socket, state, player, address, slot)
        }))
}

/// What a lobby client may send.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
enum LobbyMessage {
    Seek {
        tile: String,
        /// A custom seek's rules string and clock (`tile` `custom`).
        #[serde(default)]
        rules: Option<String>,
        #[serde(default)]
        clock: Option<Value>,
    },
    /// Takes the open custom seek `seek` (its player's id, from the counts' `open`).
    Accept {
        seek: String,
    },
    Cancel,
    Ping,
}

/// An error message for the lobby's client.
fn error_text(e: &Error) -> String {
    let (_, code) = e.status_and_code();
    metrics::counter!("yote_refusals_total", "code" => code).increment(1);
    json!({"type": "error", "code": code, "message": e.to_string(), "args": e.args()}).to_string()
}

/// The tiles as the welcome gives them.
fn tiles_view() -> Value {
    tiles::TILES
        .iter()
        .map(|t| match t.clock {
            TimeControl::RealTime {
                initial_s,
                increment_s,
            } => json!({"key": t.key, "initial_s": initial_s, "increment_s": increment_s}),
            TimeControl::Correspondence { days } => json!({"key": t.key, "days": days}),
        })
        .collect()
}

async fn welcome(
    state: &AppState,
    player: Option<&PlayerRow>,
    paired: Option<String>,
) -> Result<String, Error> {
    let player = match player {
        Some(p) => {
            let (glicko, games) = players::rating_of(state, &p.id).await?;
            let mut view = players::rating_view(glicko);
            view["name"] = json!(p.name);
            view["games"] = json!(games);
            view
        }
        None => Value::Null,
    };
    Ok(json!({
        "type": "welcome",
        "player": player,
        "tiles": tiles_view(),
        "counts": state.lobby.counts(),
        "paired": paired,
    })
    .to_string())
}

/// What one client message does; the answer to send, if any.
async fn handle(
    state: &AppState,
    conn: u64,
    player: Option<&PlayerRow>,
    address: IpAddr,
    message: LobbyMessage,
) -> Result<Option<String>, Error> {
    match message {
        LobbyMessage::Ping => Ok(Some(json!({"type": "pong"}).to_string())),
        LobbyMessage::Seek { tile, rules, clock } if tile == CUSTOM => {
            let player = player.ok_or(Error::NoPlayer)?;
            let text = rules.as_deref().unwrap_or(tiles::RULES);
            let rules: Rules = text.parse().map_err(|e| Error::bad_rules(text, &e))?;
            let clock = crate::api::parse_clock(clock.as_ref())?.ok_or_else(|| {
                Error::bad("bad-clock", "a custom seek needs a clock")
                    .with_args(json!({"field": "clock", "value": "null", "expected": "a clock"}))
            })?;
            let key = rules.to_rules_string();
            let (glicko, _) = players::rating_for(state, &player.id, &key).await?;
            let address = address.to_string();
            let held = state
                .lobby
                .seek_custom(conn, &player.id, rules, clock, glicko, &address)
                .await?;
            let mut answer = json!({"type": "seeking", "tile": CUSTOM, "rules": key});
            held_in(&mut answer, held, state);
            Ok(Some(answer.to_string()))
        }
        LobbyMessage::Accept { seek } => {
            let player = player.ok_or(Error::NoPlayer)?;
            if !crate::secret::plausible(&seek) {
                return Err(Error::SeekGone);
            }
            let rating = async |rules: &str| -> Result<crate::rating::Glicko, Error> {
                Ok(players::rating_for(state, &player.id, rules).await?.0)
            };
            let from = address.to_string();
            let game = state.lobby.take(&player.id, &from, &seek, rating).await?;
            Ok(Some(json!({"type": "paired", "game": game}).to_string()))
        }
        LobbyMessage::Seek { tile, .. } => {
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
                .with_args(json!({"tile": tile})));
            };
            let (glicko, _) = players::rating_of(state, &player.id).await?;
            let address = address.to_string();
            let held = state
                .lobby
                .seek(conn, &player.id, &found, glicko, &address)
                .await?;
            let mut answer = json!({"type": "seeking", "tile": found.key});
            held_in(&mut answer, held, state);
            Ok(Some(answer.to_string()))
        }
        LobbyMessage::Cancel => {
            let player = player.ok_or(Error::NoPlayer)?;
            state.lobby.cancel(&player.id).await?;
            Ok(Some(json!({"type": "cancelled"}).to_string()))
        }
    }
}

/// A `seeking` answer says the wait of a player who often leaves games, if they have one.
fn held_in(answer: &mut Value, held: Option<crate::lobby::Held>, state: &AppState) {
    if let Some(held) = held {
        answer["held"] = held.view(state.config.clock.now_ms());
    }
}

/// One lobby socket's life.
async fn connection(
    socket: WebSocket,
    state: AppState,
    player: Option<PlayerRow>,
    address: IpAddr,
    _slot: Option<Slot>,
) {
    let (mut sink, mut stream) = socket.split();
    let conn = NEXT_CONN.fetch_add(1, Ordering::Relaxed);
    let config = std::sync::Arc::clone(&state.config);
    let (out, mut outbox) = mpsc::channel::<String>(64);
    state
        .lobby
        .join(conn, player.as_ref().map(|p| p.id.clone()), out.clone());
    let bucket = state.budgets.get(address, "lobby");
    let mut stopping = state.stopping.subscribe();
    let send = |text: String| Message::Text(text.into());
    let close = |code: u16, reason: String| {
        Message::Close(Some(CloseFrame {
            code,
            reason: reason.into(),
        }))
    };
    // A game the player's seek became while they were away (their socket closed, or its node
    // stopped) comes with the welcome, so that the page goes to it instead of seeking again.
    let mut paired = None;
    if let Some(p) = &player {
        match state.lobby.pairing_while_away(&p.id).await {
            Ok(game) => paired = game,
            Err(e) => tracing::warn!(error = %e, "cannot look for a pairing made while away"),
        }
    }
    let first = match welcome(&state, player.as_ref(), paired).await {
        Ok(text) => text,
        Err(e) => error_text(&e),
    };
    let _ = out.try_send(first);
    let mut heard = tokio::time::Instant::now();
    let mut pinged = false;
    loop {
        let wake = heard
            + if pinged {
                config.heartbeat_timeout
            } else {
                config.heartbeat_ping_after
            };
        tokio::select! {
            next = outbox.recv() => {
                let Some(text) = next else { break };
                match tokio::time::timeout(config.slow_client, sink.send(send(text))).await {
                    Ok(Ok(())) => continue,
                    _ => break,
                }
            }
            message = stream.next() => {
                heard = tokio::time::Instant::now();
                pinged = false;
                let message = match message {
                    Some(Ok(m)) => m,
                    _ => break,
                };
                let size = match &message {
                    Message::Text(t) => t.len(),
                    Message::Binary(b) | Message::Ping(b) | Message::Pong(b) => b.len(),
                    Message::Close(_) => break,
                };
                if size > config.max_message_bytes {
                    let reason = format!("message too large (limit {} bytes)", config.max_message_bytes);
                    let _ = sink.send(close(CLOSE_TOO_LARGE, reason)).await;
                    break;
                }
                if !bucket.take() {
                    let reason = format!("too many messages (limit {} a second)", config.messages_per_second);
                    let _ = sink.send(close(CLOSE_POLICY, reason)).await;
                    break;
                }
                let Message::Text(text) = message else { continue };
                let answer = match serde_json::from_str::<LobbyMessage>(text.as_str()) {
                    Ok(m) => match handle(&state, conn, player.as_ref(), address, m).await {
                        Ok(answer) => answer,
                        Err(e) => Some(error_text(&e)),
                    },
                    Err(e) => Some(error_text(&Error::bad("malformed", format!(
                        "{e}: send {{\"type\": \"seek\", \"tile\": \"5+3\"}}, {{\"type\": \"accept\", \"seek\": …}}, {{\"type\": \"cancel\"}} or {{\"type\": \"ping\"}}"
                    )))),
                };
                if let Some(text) = answer {
                    let _ = out.try_send(text);
                }
            }
            () = tokio::time::sleep_until(wake) => {
                if pinged {
                    let reason = format!("no answer for {} s: reconnect", config.heartbeat_timeout.as_secs());
                    let _ = sink.send(close(CLOSE_GOING_AWAY, reason)).await;
                    break;
                }
                pinged = true;
                let _ = sink.send(Message::Ping(Default::default())).await;
            }
            () = async { drop(stopping.wait_for(|stop| *stop).await) } => {
                let reason = "the server is restarting: reconnect in a moment".to_owned();
                let _ = sink.send(close(CLOSE_GOING_AWAY, reason)).await;
                break;
            }
        }
    }
    state.lobby.leave(conn).await;
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
        let doc = include_str!("../../../docs/protocol.md");
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
            let mut message = json!({"type": kind});
            if kind == "seek" {
                message["tile"] = json!("5+3");
            }
            if kind == "accept" {
                message["seek"] = json!("k3Zp9QwB7xTa");
            }
            assert!(
                serde_json::from_value::<LobbyMessage>(message).is_ok(),
                "{kind}"
            );
        }
        assert!(serde_json::from_value::<LobbyMessage>(json!({"type": "dance"})).is_err());
    }
}
