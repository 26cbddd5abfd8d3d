//! The game WebSocket, `/games/{id}/ws`: the game's endpoint of the connection loop
//! (`socket::serve`, which checks size, budget and silence). It decodes the game's messages
//! (docs/protocol.md §3), asks for a `hello` first, and passes them to the game's task.

use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Extension, State};
use axum::response::Response;
use axum::routing::get;
use axum_extra::extract::CookieJar;
use futures_util::StreamExt;
use serde_json::Value;
use tracing::Instrument;

use crate::client_address::ClientAddr;
use crate::error::Error;
use crate::game::{Command, Request};
use crate::http::extract::Path;
use crate::http::parts::SEAT_COOKIE;
use crate::limits::{ConnectionSlot, Slot};
use crate::model::{Args, Code};
use crate::protocol::outbox::{Outbound, Outbox};
use crate::protocol::{self, ClientMessage, ServerMessage};
use crate::state::AppState;

use super::{Endpoint, Limits};

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
    let config = std::sync::Arc::clone(&state.config);
    Ok(super::upgrade(ws, &config).on_upgrade(move |socket| {
        // The socket keeps the HTTP connection's place in the count.
        let slot = connection_slot.and_then(|Extension(s)| s.take());
        // Whatever the socket logs names its game and client (never its secret).
        let span = tracing::info_span!("socket", game = %id, client = %address);
        let limits = Limits::of(&state.config, state.stopping.subscribe());
        // A seat's budget (its secret's) follows it across its sockets and reconnects.
        let holder = secret.as_ref().map(|s| format!("seat:{s}"));
        let budget = state.budgets.get(address, &id, holder);
        let endpoint = GameSocket::new(state, id, secret, address, slot);
        super::serve(socket.split(), endpoint, limits, budget).instrument(span)
    }))
}

/// Decodes one text message from a client: `Ok(type)` when it is a well-formed message of a known
/// type, else the refusal's error code and message (for fuzzing and tools; never panics).
pub fn decode_client_message(text: &str) -> Result<&'static str, (&'static str, String)> {
    let (_, message) = protocol::decode(text);
    match message {
        Ok(ClientMessage::Hello { .. }) => Ok("hello"),
        Ok(_) => Ok("request"),
        Err((code, message)) => Err((code.as_str(), message)),
    }
}

/// An error for a client, outside any game (the connection layer's checks).
fn client_error(id: Option<Value>, code: Code, message: &str) -> String {
    metrics::counter!("yote_refusals_total", "code" => code.as_str()).increment(1);
    let message = message.to_owned();
    let args = Args::new();
    ServerMessage::Error {
        id,
        code,
        message,
        args,
    }
    .text()
}

/// The request a client message makes; `None` for a `hello` or a `ping` (the connection
/// answers those). The one place the wire's messages meet the referee's requests.
fn request_of(message: ClientMessage) -> Option<Request> {
    Some(match message {
        ClientMessage::Hello { .. } | ClientMessage::Ping => return None,
        ClientMessage::Act { ply, action } => Request::Act {
            ply: usize::try_from(ply).unwrap_or(usize::MAX),
            action,
        },
        ClientMessage::OfferDraw => Request::OfferDraw,
        ClientMessage::AcceptDraw => Request::AcceptDraw,
        ClientMessage::DeclineDraw => Request::DeclineDraw,
        ClientMessage::Resign { side } => Request::Resign { side },
        ClientMessage::Abort => Request::Abort,
        ClientMessage::Rematch => Request::Rematch,
        ClientMessage::ClaimVictory => Request::ClaimVictory,
        ClientMessage::ClaimDraw => Request::ClaimDraw,
        ClientMessage::Say { phrase } => Request::Say { phrase },
        ClientMessage::Chat { text } => Request::Chat { text },
        ClientMessage::OfferTakeback { ply } => Request::OfferTakeback {
            ply: usize::try_from(ply).unwrap_or(usize::MAX),
        },
        ClientMessage::AcceptTakeback => Request::AcceptTakeback,
        ClientMessage::DeclineTakeback => Request::DeclineTakeback,
        ClientMessage::Berserk => Request::Berserk,
    })
}

static NEXT_VIEWER: AtomicU64 = AtomicU64::new(1);

/// One game socket: a viewer of one game, which says hello first.
struct GameSocket {
    state: AppState,
    game: String,
    viewer: u64,
    cookie_secret: Option<String>,
    address: IpAddr,
    said_hello: bool,
    /// The HTTP connection's place in the count, kept while the socket lives.
    _slot: Option<Slot>,
}

impl GameSocket {
    fn new(
        state: AppState,
        game: String,
        cookie_secret: Option<String>,
        address: IpAddr,
        slot: Option<Slot>,
    ) -> GameSocket {
        GameSocket {
            state,
            game,
            viewer: NEXT_VIEWER.fetch_add(1, Ordering::Relaxed),
            cookie_secret,
            address,
            said_hello: false,
            _slot: slot,
        }
    }
}

/// A decoded message, with the id it came with (answers name it).
type Decoded = (Option<Value>, ClientMessage);

impl Endpoint for GameSocket {
    type In = Decoded;
    const GAUGE: &'static str = "yote_sockets_open";
    /// A game's events come in bursts (an action, its state, the clocks, the chat); 1,024 is far
    /// more than a client that reads keeps waiting, and a slow one is dropped before it fills.
    const OUTBOX: usize = 1024;

    async fn opened(&mut self, _out: &Outbox) {}

    fn decode(&self, text: &str) -> Result<Decoded, String> {
        let (id, message) = protocol::decode(text);
        match message {
            Ok(message) => Ok((id, message)),
            Err((code, message)) => {
                tracing::trace!(game = %self.game, viewer = self.viewer, %code, "refused message");
                Err(client_error(id, code, &message))
            }
        }
    }

    async fn handle(&mut self, (msg_id, message): Decoded, out: &Outbox) {
        let viewer = self.viewer;
        let command = match message {
            ClientMessage::Ping => {
                let _ = out.send(Outbound::Text(ServerMessage::Pong.text())).await;
                return;
            }
            ClientMessage::Hello { version, secret } => {
                // Never the secret a hello may carry.
                tracing::trace!(game = %self.game, viewer, ?version, "hello");
                self.said_hello = true;
                Command::Hello {
                    viewer,
                    address: self.address,
                    id: msg_id,
                    secret: secret.or_else(|| self.cookie_secret.clone()),
                    version,
                    out: out.clone(),
                }
            }
            _ if !self.said_hello => {
                let refusal = client_error(
                    msg_id,
                    Code::HelloRequired,
                    "send {\"type\": \"hello\"} first",
                );
                let _ = out.send(Outbound::Text(refusal)).await;
                return;
            }
            message => {
                let request = request_of(message).expect("not a hello");
                tracing::trace!(game = %self.game, viewer, ?request);
                Command::Request {
                    viewer,
                    id: msg_id,
                    request,
                }
            }
        };
        if let Err(e) = self.state.games.send(&self.game, command).await {
            tracing::error!(game = %self.game, error = %e, "cannot reach the game");
            let refusal =
                client_error(None, Code::Internal, "the game is not available: try again");
            let _ = out.send(Outbound::Text(refusal)).await;
        }
    }

    fn malformed(&self, message: &str) -> String {
        client_error(None, Code::Malformed, message)
    }

    fn awaiting_hello(&self) -> bool {
        !self.said_hello
    }

    async fn closed(self) {
        if self.said_hello {
            let leave = Command::Leave {
                viewer: self.viewer,
            };
            let _ = self.state.games.send(&self.game, leave).await;
        }
    }
}

#[cfg(test)]
#[path = "game_tests.rs"]
mod tests;
