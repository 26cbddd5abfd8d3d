//! The game WebSocket's messages (docs/protocol.md §3) as types: what a client sends
//! ([`ClientMessage`]) and what the server sends ([`ServerMessage`], with the [`StateView`] of a
//! game). Every message is a JSON object whose `type` names its kind; nothing else in the server
//! writes or reads these messages by hand.

pub mod clock;
pub mod outbox;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use yote_rules::Color;

use crate::model::{Args, Code, EndingView, Event, Live, Player, Role, Side, Status};

/// A message from a client. An `id` (a string or a number) may come with any of them and is
/// echoed in the answer; it is read apart (see [`decode`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first message on a socket, and again after a reconnect: who it is (a seat's secret,
    /// else the seat cookie) and the last version it has seen.
    Hello {
        #[serde(default)]
        version: Option<u64>,
        #[serde(default)]
        secret: Option<String>,
    },
    Act {
        ply: u64,
        action: String,
    },
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign {
        #[serde(default)]
        side: Option<Side>,
    },
    Abort,
    Rematch,
    /// The opponent has left (`abandoned` in the state): end the game, won.
    ClaimVictory,
    /// The opponent has left: end the game, drawn.
    ClaimDraw,
    /// A preset phrase to the opponent, by its id (shown in each reader's language).
    Say {
        #[serde(default)]
        phrase: String,
    },
    /// A typed line to the opponent (friend games only).
    Chat {
        #[serde(default)]
        text: String,
    },
    /// Take back one's last action (and the reply since), seen at `ply`.
    OfferTakeback {
        ply: u64,
    },
    AcceptTakeback,
    DeclineTakeback,
    /// Halve one's own clock for one more point on a win (an arena game, before one's first
    /// action: docs/tournaments.md "Berserk").
    Berserk,
    /// Is the connection alive: answered at once with a `pong`, before or after the hello.
    Ping,
}

impl ClientMessage {
    /// Every `type` a client may send, in the order docs/protocol.md lists them.
    pub const TYPES: [&'static str; 17] = [
        "hello",
        "act",
        "offer_draw",
        "accept_draw",
        "decline_draw",
        "resign",
        "abort",
        "rematch",
        "claim_victory",
        "claim_draw",
        "say",
        "chat",
        "offer_takeback",
        "accept_takeback",
        "decline_takeback",
        "berserk",
        "ping",
    ];
}

/// Why a client's text is not a message: the error `code` and a sentence.
pub type DecodeError = (Code, String);

/// Decodes one text message into its `id` and content, or says what is wrong with it (the error's
/// code: `malformed` or `unknown-type`). Never panics, whatever the text.
pub fn decode(text: &str) -> (Option<Value>, Result<ClientMessage, DecodeError>) {
    let mut value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return (None, Err((Code::Malformed, format!("not JSON: {e}")))),
    };
    let Value::Object(map) = &mut value else {
        let message = "a message must be a JSON object".to_owned();
        return (None, Err((Code::Malformed, message)));
    };
    let id = map.remove("id").filter(|v| v.is_string() || v.is_number());
    let kind = match map.get("type") {
        None => {
            let message = "the message has no \"type\"".to_owned();
            return (id, Err((Code::Malformed, message)));
        }
        Some(Value::String(kind)) => kind.clone(),
        Some(_) => {
            return (
                id,
                Err((Code::Malformed, "\"type\" must be a string".into())),
            );
        }
    };
    if !ClientMessage::TYPES.contains(&kind.as_str()) {
        let shown: String = kind.chars().take(40).collect();
        let message = format!(
            "unknown message type '{shown}': expected one of {} (see docs/protocol.md)",
            ClientMessage::TYPES.join(", ")
        );
        return (id, Err((Code::UnknownType, message)));
    }
    // A field given as null is a field not given.
    map.retain(|_, v| !v.is_null());
    let message = serde_json::from_value(value).map_err(|e| {
        (
            Code::Malformed,
            format!("\"{kind}\": {e} (see docs/protocol.md)"),
        )
    });
    (id, message)
}

/// A message from the server.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage<'a> {
    /// The game as this viewer sees it.
    State(Box<StateView>),
    /// A stored event, sent before the state it leads to.
    Event { version: u64, event: &'a Event },
    /// The request `id` was stored (or was already: `duplicate`).
    Ack {
        id: Option<Value>,
        version: u64,
        #[serde(flatten)]
        detail: AckDetail,
    },
    /// The request `id` was refused: nothing changed.
    Error {
        id: Option<Value>,
        code: Code,
        message: String,
        /// The details by name, for a message in the player's language.
        args: Args,
    },
    /// Who is online, and how many watch.
    Presence {
        white: bool,
        black: bool,
        watchers: usize,
    },
    /// The computer started or stopped thinking.
    Thinking { side: Side, thinking: bool },
    /// Lines of the players' chat (to the players only): all of them after a hello, then each
    /// new one.
    Chat {
        lines: Vec<ChatLineView>,
        /// Every line so far (after a hello), rather than new ones.
        history: bool,
    },
    /// The answer to a `ping`.
    Pong,
}

/// A line of the players' chat as the players are sent it.
#[derive(Debug, Clone, Serialize)]
pub struct ChatLineView {
    pub side: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phrase: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    pub at: i64,
}

#[cfg(test)]
impl ServerMessage<'_> {
    /// Every `type` the server sends, in the order docs/protocol.md lists them.
    pub const TYPES: [&'static str; 8] = [
        "state", "event", "ack", "error", "presence", "thinking", "chat", "pong",
    ];

    /// This message's `type`.
    pub fn kind(&self) -> &'static str {
        match self {
            ServerMessage::State(_) => "state",
            ServerMessage::Event { .. } => "event",
            ServerMessage::Ack { .. } => "ack",
            ServerMessage::Error { .. } => "error",
            ServerMessage::Presence { .. } => "presence",
            ServerMessage::Thinking { .. } => "thinking",
            ServerMessage::Chat { .. } => "chat",
            ServerMessage::Pong => "pong",
        }
    }
}

impl ServerMessage<'_> {
    /// The message as sent on the socket.
    pub fn text(&self) -> String {
        serde_json::to_string(self).expect("a server message serialises")
    }
}

/// What an `ack` says beyond its id and version.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct AckDetail {
    /// The ply of an action.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ply: Option<usize>,
    /// Whether the action had been stored before (a resend).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duplicate: Option<bool>,
    /// The rematch's id.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
}

/// A value for each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PerSide<T> {
    pub white: T,
    pub black: T,
}

/// The `state` message: a game as one viewer sees it (docs/protocol.md).
#[derive(Debug, Clone, Serialize)]
pub struct StateView {
    pub version: u64,
    pub game: String,
    pub status: Status,
    pub rules: String,
    pub rules_full: String,
    pub opponent: &'static str,
    pub board: BoardView,
    pub position: String,
    pub hands: PerSide<u8>,
    pub counts: PerSide<u32>,
    pub captures: PerSide<u32>,
    pub to_move: Side,
    pub ply: usize,
    pub last_action: Option<LastAction>,
    /// The ply of `actions[0]`: 0 when all are there, else the viewer has the ones before.
    pub actions_from: usize,
    pub actions: Vec<String>,
    pub no_capture: NoCapture,
    pub draw_offer: Option<Side>,
    /// Takebacks at this table (docs/protocol.md "Takebacks").
    pub takeback: TakebackView,
    pub outcome: Option<EndingView>,
    pub players: PerSide<PlayerView>,
    pub watchers: usize,
    pub thinking: bool,
    pub can_abort: bool,
    pub rematch: RematchView,
    pub rematch_of: Option<String>,
    pub you: Option<YouView>,
    pub clock: Option<ClockView>,
    /// Berserk in an arena game (docs/tournaments.md); `null` where nobody may go berserk.
    pub berserk: Option<BerserkView>,
    pub abandoned: Option<AbandonedView>,
    /// The actions the viewer may make now (only to the player whose turn it is).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal_actions: Option<Vec<String>>,
}

/// What a state shows beyond the stored game: connections and the computer's thinking.
#[derive(Debug, Clone, Default)]
pub struct ViewExtras {
    /// Open connections per seat (a local table's connections count for both).
    pub connected: [usize; 2],
    pub watchers: usize,
    pub thinking: bool,
    /// The clocks as read now (docs/protocol.md), `None` for an unlimited game.
    pub clock: Option<ClockView>,
    /// A player gone from a game in play (docs/protocol.md), `None` when both are here.
    pub abandoned: Option<AbandonedView>,
}

impl StateView {
    /// The game `live` as a viewer whose role is `role` sees it, with the actions from ply
    /// `actions_from` on (0: all of them; after an action, only the new ones, so that the cost
    /// of a state does not grow with the game).
    pub fn of(live: &Live, role: Role, extras: &ViewExtras, actions_from: usize) -> StateView {
        let position = live.game.position();
        let rules = &live.table.rules;
        let (rows, columns) = (rules.rows(), rules.columns());
        let squares = (0..rows)
            .rev()
            .map(|rank| {
                (0..columns)
                    .map(|file| {
                        let sq = yote_rules::Square::new(file, rank).expect("on the board");
                        position.piece_at(sq).map(|c| c.name())
                    })
                    .collect()
            })
            .collect();
        fn per_side<T>(f: impl Fn(Color) -> T) -> PerSide<T> {
            PerSide {
                white: f(Color::White),
                black: f(Color::Black),
            }
        }
        let pieces = u32::from(rules.pieces());
        let ply = live.game.ply();
        let last_action = live.game.actions().last().map(|a| LastAction {
            ply: ply - 1,
            side: live.movers.last().map(|&c| c.into()),
            action: a.to_string(),
        });
        let player = |c: Color| {
            let player = live.players[c.index()];
            let connected = match player {
                Player::Computer { .. } => true,
                Player::Open => false,
                Player::Human => extras.connected[c.index()] > 0,
            };
            PlayerView { player, connected }
        };
        let you = role.name().map(|seat| {
            let side = match role {
                Role::Seat(c) => c,
                _ => Color::White,
            };
            let secret = live.table.secrets[side.index()].as_deref().unwrap_or("");
            let invite = match (&live.table.invite, live.status()) {
                (Some(token), Status::Waiting) => Some(format!("/invite/{token}")),
                _ => None,
            };
            // What this player may say (docs/protocol.md §3.4): typed lines at a friend
            // table, phrases in a lobby game, nothing without a person opposite.
            let talk = match role {
                Role::Seat(c) if live.players[(!c).index()] == Player::Human => {
                    Some(if live.table.invite.is_some() {
                        "lines"
                    } else {
                        "phrases"
                    })
                }
                _ => None,
            };
            YouView {
                seat,
                continue_url: format!("/games/{}/continue/{secret}", live.table.id),
                invite,
                talk,
            }
        });
        let from = actions_from.min(ply);
        let legal_actions = (live.is_playing() && role.holds(live.to_move())).then(|| {
            let legal = live.game.legal_actions();
            legal.iter().map(|a| a.to_string()).collect()
        });
        StateView {
            version: live.version,
            game: live.table.id.clone(),
            status: live.status(),
            rules: rules.to_rules_string(),
            rules_full: rules.to_full_string(),
            opponent: live.table.opponent.name(),
            board: BoardView {
                rows,
                columns,
                squares,
            },
            position: position.to_string(),
            hands: per_side(|c| position.hand(c)),
            counts: per_side(|c| position.count(c)),
            captures: per_side(|c| pieces - position.count(!c)),
            to_move: position.side_to_move().into(),
            ply,
            last_action,
            actions_from: from,
            actions: live.game.actions()[from..]
                .iter()
                .map(|a| a.to_string())
                .collect(),
            no_capture: NoCapture {
                plies: position.plies_since_capture(),
                limit: rules.options().no_capture_draw,
            },
            draw_offer: live.draw_offer.map(Into::into),
            takeback: TakebackView {
                allowed: live.allows_takebacks(),
                rule: live.takebacks.name(),
                rated: live.rated,
                offered_by: live.takeback_offer.map(Into::into),
            },
            outcome: live.ending.map(|e| e.view()),
            players: per_side(player),
            watchers: extras.watchers,
            thinking: extras.thinking,
            can_abort: live.can_abort(),
            rematch: RematchView {
                offered_by: live.rematch_offer.map(Into::into),
                game: live.rematch_game.clone(),
            },
            rematch_of: live.table.rematch_of.clone(),
            you,
            clock: extras.clock.clone(),
            berserk: live.berserkable.then(|| BerserkView {
                white: live.berserk[0],
                black: live.berserk[1],
                available: match role {
                    Role::Seat(c) => live.ending.is_none() && live.may_berserk(c).is_ok(),
                    _ => false,
                },
            }),
            abandoned: extras.abandoned.clone(),
            legal_actions,
        }
    }

    /// The state as a JSON value (the HTTP API's answer).
    pub fn to_value(&self) -> Value {
        let mut value = serde_json::to_value(self).expect("a state serialises");
        value["type"] = Value::from("state");
        value
    }
}

/// Takebacks at a table, in states.
#[derive(Debug, Clone, Serialize)]
pub struct TakebackView {
    /// Whether a player may ask for one in this game.
    pub allowed: bool,
    /// The table's choice: `never`, `unrated` or `always`.
    pub rule: &'static str,
    /// Whether the game is rated.
    pub rated: bool,
    /// The side whose request waits for an answer.
    pub offered_by: Option<Side>,
}

/// Berserk in an arena game's state: who went berserk, and whether the viewer may now.
#[derive(Debug, Clone, Serialize)]
pub struct BerserkView {
    pub white: bool,
    pub black: bool,
    /// The viewer's seat may go berserk now (before its first action).
    pub available: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct BoardView {
    pub rows: u8,
    pub columns: u8,
    /// From the top rank down: each square's piece.
    pub squares: Vec<Vec<Option<&'static str>>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct LastAction {
    pub ply: usize,
    pub side: Option<Side>,
    pub action: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct NoCapture {
    pub plies: u16,
    pub limit: Option<u16>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    #[serde(flatten)]
    pub player: Player,
    pub connected: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct RematchView {
    pub offered_by: Option<Side>,
    pub game: Option<String>,
}

/// The viewer's own seat.
#[derive(Debug, Clone, Serialize)]
pub struct YouView {
    /// `white`, `black` or `both` (a local table).
    pub seat: &'static str,
    /// The link that gives this seat back on another device.
    #[serde(rename = "continue")]
    pub continue_url: String,
    /// The invite link, while the other seat is free.
    pub invite: Option<String>,
    /// What this player may say to the opponent: `lines` (phrases and typed lines, a friend
    /// table), `phrases` (a lobby game), or `null` (no person opposite).
    pub talk: Option<&'static str>,
}

/// The clocks as read at `server_ms` (docs/protocol.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClockView {
    pub kind: &'static str,
    pub initial_ms: i64,
    pub white_ms: i64,
    pub black_ms: i64,
    pub running: Option<Side>,
    pub server_ms: i64,
    pub first_action: Option<FirstAction>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub increment_ms: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub days: Option<u32>,
}

/// The wait for a side's first action, which aborts the game when it runs out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FirstAction {
    pub side: Side,
    pub deadline_ms: i64,
    pub left_ms: i64,
}

/// A player gone from a game in play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AbandonedView {
    pub side: Side,
    pub since_ms: i64,
    pub claimable_at_ms: i64,
    pub claimable: bool,
}

#[cfg(test)]
mod tests;
