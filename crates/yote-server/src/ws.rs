//! The game WebSocket: `/games/{id}/ws`. This layer checks size and rate, parses messages and
//! passes them to the game's task; docs/protocol.md §3 describes the messages.

use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::ws::{CloseFrame, Message, WebSocketUpgrade};
use axum::extract::{Extension, Path, State};
use axum::response::Response;
use axum::routing::get;
use axum_extra::extract::CookieJar;
use futures_util::{Sink, SinkExt, Stream, StreamExt};
use serde_json::Value;
use tokio::sync::mpsc;
use tracing::Instrument;

use crate::client_address::ClientAddr;
use crate::error::Error;
use crate::game::{Command, Outbound, Request};
use crate::http_parts::SEAT_COOKIE;
use crate::limits::{ConnectionSlot, Slot};
use crate::protocol::{self, ClientMessage, ServerMessage};
use crate::state::AppState;

/// Close code for a message over the size limit.
pub const CLOSE_TOO_LARGE: u16 = 1009;
/// Close code when the server stops.
pub const CLOSE_GOING_AWAY: u16 = 1001;
/// Close code for a flood or a socket that breaks the protocol's rules (policy violation).
pub const CLOSE_POLICY: u16 = 1008;

pub fn router() -> Router<AppState> {
    Router::new().route("/games/{id}/ws", get(upgrade))
}

async fn upgrade(
    ws: WebSocketUpgrade,
    Path(id): Path<String>,
    State(state): State<AppState>,
    jar: CookieJar,
    connection_slot: Option<Extension<ConnectionSlot>>,
    ClientAddr(address): ClientAddr,
) -> Result<Response, Error> {
    // Loads the game, or answers 404 before the upgrade.
    state.games.wake(&id).await?;
    let secret = jar.get(SEAT_COOKIE).map(|c| c.value().to_owned());
    // Frames far over our limit are cut by the WebSocket layer itself; ours closes with a reason.
    let hard_limit = (state.config.max_message_bytes * 4).max(64 * 1024);
    Ok(ws
        .max_message_size(hard_limit)
        .max_frame_size(hard_limit)
        // Small buffers: messages are a few KiB at most, and thousands of sockets stay open.
        .read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .on_upgrade(move |socket| {
            // The socket keeps the HTTP connection's place in the count.
            let slot = connection_slot.and_then(|Extension(s)| s.take());
            // Whatever the socket logs names its game and client (never its secret).
            let span = tracing::info_span!("socket", game = %id, client = %address);
            connection(socket.split(), state, id, secret, address, slot).instrument(span)
        }))
}

/// Decodes one text message from a client: `Ok(type)` when it is a well-formed message of a known
/// type, else the refusal's error code and message (for fuzzing and tools; never panics).
pub fn decode_client_message(text: &str) -> Result<&'static str, (&'static str, String)> {
    protocol::decode(text).1.map(|message| match message {
        ClientMessage::Hello { .. } => "hello",
        _ => "request",
    })
}

/// An error for a client, outside any game (the connection layer's checks).
fn client_error(id: Option<Value>, code: &'static str, message: &str) -> String {
    metrics::counter!("yote_refusals_total", "code" => code).increment(1);
    let message = message.to_owned();
    let args = Value::Object(Default::default());
    ServerMessage::Error {
        id,
        code,
        message,
        args,
    }
    .text()
}

static NEXT_VIEWER: AtomicU64 = AtomicU64::new(1);

/// Counts a socket out of `yote_sockets_open` when its loop ends, however it ends.
struct OpenSocket;

impl Drop for OpenSocket {
    fn drop(&mut self) {
        metrics::gauge!("yote_sockets_open").decrement(1);
    }
}

/// One socket's life, from its first frame to its close: generic over the socket's two halves,
/// so that the loop can be driven in memory by a test.
async fn connection<Si, St, E>(
    (mut sink, mut stream): (Si, St),
    state: AppState,
    id: String,
    cookie_secret: Option<String>,
    address: IpAddr,
    _slot: Option<Slot>,
) where
    Si: Sink<Message> + Unpin + Send + 'static,
    St: Stream<Item = Result<Message, E>> + Unpin,
    E: std::fmt::Display,
{
    let viewer = NEXT_VIEWER.fetch_add(1, Ordering::Relaxed);
    metrics::gauge!("yote_sockets_open").increment(1);
    let _open = OpenSocket;
    let (out, mut outbox) = mpsc::channel::<Outbound>(1024);
    let slow_client = state.config.slow_client;
    let mut writer = tokio::spawn(async move {
        while let Some(message) = outbox.recv().await {
            let (frame, last) = match message {
                Outbound::Text(text) => (Message::Text(text.into()), false),
                Outbound::Ping => (Message::Ping(Default::default()), false),
                Outbound::Close(code, reason) => {
                    let frame = CloseFrame {
                        code,
                        reason: reason.into(),
                    };
                    (Message::Close(Some(frame)), true)
                }
            };
            // A client that stops reading holds no buffers here for long: past the limit, the
            // connection is dropped (and the client may reconnect and resume).
            match tokio::time::timeout(slow_client, sink.send(frame)).await {
                Ok(Ok(())) if !last => {}
                _ => return,
            }
        }
    });
    let mut writer_done = false;
    let config = &state.config;
    let bucket = state.budgets.get(address, &id);
    let mut said_hello = false;
    let reply = |text: String| {
        let out = out.clone();
        async move {
            let _ = out.send(Outbound::Text(text)).await;
        }
    };
    let mut stopping = state.stopping.subscribe();
    let hello_deadline = tokio::time::Instant::now() + config.hello_timeout;
    // The heartbeat (docs/reliability.md): a quiet connection is pinged, a silent one dropped.
    let mut heard = tokio::time::Instant::now();
    let mut pinged = false;
    loop {
        let wake = heard
            + if pinged {
                config.heartbeat_timeout
            } else {
                config.heartbeat_ping_after
            };
        let message = tokio::select! {
            m = stream.next() => m,
            () = tokio::time::sleep_until(wake) => {
                if !pinged {
                    pinged = true;
                    let _ = out.try_send(Outbound::Ping);
                    continue;
                }
                let silent = config.heartbeat_timeout.as_secs_f64();
                tracing::debug!(game = %id, viewer, "silent connection dropped");
                let reason = format!("no answer for {silent} s: reconnect");
                let _ = out.try_send(Outbound::Close(CLOSE_GOING_AWAY, reason));
                break;
            }
            () = tokio::time::sleep_until(hello_deadline), if !said_hello => {
                let reason = format!(
                    "no hello within {} s: send {{\"type\": \"hello\"}} first",
                    config.hello_timeout.as_secs_f64()
                );
                let _ = out.send(Outbound::Close(CLOSE_POLICY, reason)).await;
                break;
            }
            _ = &mut writer => {
                writer_done = true;
                break;
            }
            () = async { drop(stopping.wait_for(|stop| *stop).await) } => {
                let reason = "the server is restarting: reconnect in a moment".to_owned();
                let _ = out.send(Outbound::Close(CLOSE_GOING_AWAY, reason)).await;
                break;
            }
        };
        heard = tokio::time::Instant::now();
        pinged = false;
        let message = match message {
            Some(Ok(message)) => message,
            Some(Err(e)) => {
                // Frames far over the limit are refused by the WebSocket layer before we see them.
                let text = e.to_string();
                if text.contains("Space limit") || text.contains("too long") {
                    let reason = format!(
                        "message too large (limit {} bytes)",
                        config.max_message_bytes
                    );
                    let _ = out.send(Outbound::Close(CLOSE_TOO_LARGE, reason)).await;
                }
                break;
            }
            None => break,
        };
        let size = match &message {
            Message::Text(text) => text.len(),
            Message::Binary(bytes) => bytes.len(),
            Message::Close(_) => break,
            // Pings and pongs cost the server as much as messages: they count against the same
            // budget (the WebSocket layer answers pings by itself).
            Message::Ping(bytes) | Message::Pong(bytes) => bytes.len(),
        };
        if size > config.max_message_bytes {
            let reason = format!(
                "message too large (limit {} bytes)",
                config.max_message_bytes
            );
            let _ = out.send(Outbound::Close(CLOSE_TOO_LARGE, reason)).await;
            break;
        }
        if !bucket.take() {
            let reason = format!(
                "too many messages (limit {} a second)",
                config.messages_per_second
            );
            let _ = out.send(Outbound::Close(CLOSE_POLICY, reason)).await;
            break;
        }
        if matches!(message, Message::Ping(_) | Message::Pong(_)) {
            continue;
        }
        let Message::Text(text) = message else {
            reply(client_error(
                None,
                "malformed",
                "binary frames are not accepted: send JSON text",
            ))
            .await;
            continue;
        };
        let (msg_id, incoming) = protocol::decode(text.as_str());
        let command = match incoming {
            Ok(ClientMessage::Ping) => {
                reply(ServerMessage::Pong.text()).await;
                continue;
            }
            Err((code, message)) => {
                tracing::trace!(game = %id, viewer, code, "refused message");
                reply(client_error(msg_id, code, &message)).await;
                continue;
            }
            Ok(ClientMessage::Hello { version, secret }) => {
                // Never the secret a hello may carry.
                tracing::trace!(game = %id, viewer, ?version, "hello");
                said_hello = true;
                Command::Hello {
                    viewer,
                    address,
                    id: msg_id,
                    secret: secret.or_else(|| cookie_secret.clone()),
                    version,
                    out: out.clone(),
                }
            }
            Ok(_) if !said_hello => {
                reply(client_error(
                    msg_id,
                    "hello-required",
                    "send {\"type\": \"hello\"} first",
                ))
                .await;
                continue;
            }
            Ok(message) => {
                let request = Request::from_message(message).expect("not a hello");
                tracing::trace!(game = %id, viewer, ?request);
                Command::Request {
                    viewer,
                    id: msg_id,
                    request,
                }
            }
        };
        if let Err(e) = state.games.send(&id, command).await {
            tracing::error!(game = %id, error = %e, "cannot reach the game");
            reply(client_error(
                None,
                "internal",
                "the game is not available: try again",
            ))
            .await;
        }
    }
    if said_hello {
        let _ = state.games.send(&id, Command::Leave { viewer }).await;
    }
    drop(out);
    // Let the writer flush a close frame; it ends once the game has let go of the outbox.
    if !writer_done {
        let _ = tokio::time::timeout(Duration::from_secs(2), writer).await;
    }
}

#[cfg(test)]
#[path = "ws_tests.rs"]
mod tests;
