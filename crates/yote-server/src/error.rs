//! The one error type of the HTTP API: a status, a stable code and a sentence for people.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};
use yote_rules::{Detail, Details, RulesError};

use crate::store::StoreError;

/// An API error. Internal causes are logged, never shown.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{message}")]
    BadRequest {
        code: &'static str,
        message: String,
        /// The details a translated message needs (see docs/protocol.md).
        args: Map<String, Value>,
    },
    #[error("no game has the id '{0}'")]
    UnknownGame(String),
    #[error("this invite link is not valid")]
    UnknownInvite,
    #[error("this link does not hold a seat of the game")]
    BadSecret,
    #[error("this game has no rematch")]
    NoRematch,
    #[error("the seat has been taken: the link now shows the game to watchers")]
    SeatTaken { game: String },
    #[error("this game has ended: its seat can no longer be taken")]
    GameOver { game: String },
    #[error("this is your own invitation: send the link to your friend")]
    OwnInvite { game: String },
    #[error("the request body is too large (limit 16 KiB)")]
    TooLarge,
    #[error("too many tables created from your address: wait a minute")]
    TooManyTables,
    #[error(
        "{0} tables made from your address are still waiting for their first move: play or cancel one first"
    )]
    TooManyWaitingTables(usize),
    #[error("{}", .0.message())]
    ComputerBusy(crate::limits::ComputerBusy),
    #[error("the request body did not arrive in time")]
    BodyTimeout,
    #[error("requests from another site are refused (origin {0})")]
    BadOrigin(String),
    #[error(
        "a continue link moves a seat only when confirmed on this site: open the link and press its button"
    )]
    UnconfirmedSeat,
    #[error("{0} seeks from your address are already waiting: wait for a game or cancel one")]
    TooManySeeks(usize),
    #[error("too many new players from your address this hour: keep the one you have")]
    TooManyPlayers,
    #[error("too many name changes from your address this hour: try again later")]
    TooManyRenames,
    #[error("another player is called {0}: choose another name")]
    NameTaken(String),
    #[error("this browser has no player yet: open the lobby first")]
    NoPlayer,
    #[error("this seek is no longer open: another player took it, or its player left")]
    SeekGone,
    /// The lobby games left in the last day, and the wait in seconds.
    #[error("you left {games} lobby games today: you can be paired again in {seconds} s")]
    Held { games: i64, seconds: u64 },
    #[error("this transfer code is not valid: it may have expired or been used; make a new one")]
    BadTransferCode,
    #[error("too many transfer codes from your address this hour: try again later")]
    TooManyTransfers,
    #[error("this game's seats are not yours: you can watch it")]
    NotYourSeat { game: String },
    #[error("the endgame tables of this site do not hold this position")]
    NotInTables,
    #[error("the server could not do this: please try again")]
    Internal(String),
}

impl Error {
    pub fn bad(code: &'static str, message: impl Into<String>) -> Error {
        Error::BadRequest {
            code,
            message: message.into(),
            args: Map::new(),
        }
    }

    /// The same refusal with these `args` (a JSON object) added.
    pub fn with_args(mut self, extra: Value) -> Error {
        if let (Error::BadRequest { args, .. }, Value::Object(extra)) = (&mut self, extra) {
            args.extend(extra);
        }
        self
    }

    /// A `bad-rules` refusal of the rules string `text`: the args say why (`reason`, the
    /// rules error's code) and give its details.
    pub fn bad_rules(text: &str, e: &RulesError) -> Error {
        let mut args = details_json(e.code(), &e.details());
        args.insert("rules".into(), json!(text));
        Error::BadRequest {
            code: "bad-rules",
            message: format!("rules '{text}': {e}"),
            args,
        }
    }

    /// The details of the error, by name, for a translated message.
    pub fn args(&self) -> Map<String, Value> {
        let mut args = Map::new();
        match self {
            Error::BadRequest { args: a, .. } => return a.clone(),
            Error::UnknownGame(game) => {
                args.insert("game".into(), json!(game));
            }
            Error::ComputerBusy(busy) => {
                args.insert("reason".into(), json!(busy.code()));
            }
            Error::BadOrigin(origin) => {
                args.insert("origin".into(), json!(origin));
            }
            Error::TooLarge => {
                args.insert("limit_kib".into(), json!(16));
            }
            Error::TooManyWaitingTables(limit) | Error::TooManySeeks(limit) => {
                args.insert("limit".into(), json!(limit));
            }
            Error::NameTaken(name) => {
                args.insert("name".into(), json!(name));
            }
            Error::Held { games, seconds } => {
                args.insert("games".into(), json!(games));
                args.insert("minutes".into(), json!(seconds.div_ceil(60)));
            }
            _ => {}
        }
        args
    }

    /// The HTTP status and the code of the error (the lobby's socket sends the code too).
    pub fn status_and_code(&self) -> (StatusCode, &'static str) {
        match self {
            Error::BadRequest { code, .. } => (StatusCode::BAD_REQUEST, code),
            Error::UnknownGame(_) => (StatusCode::NOT_FOUND, "unknown-game"),
            Error::UnknownInvite => (StatusCode::NOT_FOUND, "unknown-invite"),
            Error::BadSecret => (StatusCode::NOT_FOUND, "bad-secret"),
            Error::NoRematch => (StatusCode::NOT_FOUND, "no-rematch"),
            Error::SeatTaken { .. } => (StatusCode::CONFLICT, "seat-taken"),
            Error::GameOver { .. } => (StatusCode::CONFLICT, "game-over"),
            Error::OwnInvite { .. } => (StatusCode::CONFLICT, "own-invite"),
            Error::TooLarge => (StatusCode::PAYLOAD_TOO_LARGE, "too-large"),
            Error::TooManyTables => (StatusCode::TOO_MANY_REQUESTS, "too-many-tables"),
            Error::TooManyWaitingTables(_) => {
                (StatusCode::TOO_MANY_REQUESTS, "too-many-waiting-tables")
            }
            Error::BadOrigin(_) => (StatusCode::FORBIDDEN, "bad-origin"),
            Error::UnconfirmedSeat => (StatusCode::FORBIDDEN, "unconfirmed-seat"),
            Error::BodyTimeout => (StatusCode::REQUEST_TIMEOUT, "body-timeout"),
            Error::ComputerBusy(_) => (StatusCode::SERVICE_UNAVAILABLE, "computer-busy"),
            Error::TooManySeeks(_) => (StatusCode::TOO_MANY_REQUESTS, "too-many-seeks"),
            Error::TooManyPlayers => (StatusCode::TOO_MANY_REQUESTS, "too-many-players"),
            Error::TooManyRenames => (StatusCode::TOO_MANY_REQUESTS, "too-many-renames"),
            Error::NameTaken(_) => (StatusCode::CONFLICT, "name-taken"),
            Error::NoPlayer => (StatusCode::FORBIDDEN, "no-player"),
            Error::BadTransferCode => (StatusCode::NOT_FOUND, "bad-transfer-code"),
            Error::SeekGone => (StatusCode::CONFLICT, "seek-gone"),
            Error::Held { .. } => (StatusCode::TOO_MANY_REQUESTS, "held"),
            Error::TooManyTransfers => (StatusCode::TOO_MANY_REQUESTS, "too-many-transfers"),
            Error::NotYourSeat { .. } => (StatusCode::FORBIDDEN, "not-your-seat"),
            Error::NotInTables => (StatusCode::NOT_FOUND, "not-in-tables"),
            Error::Internal(_) => (StatusCode::INTERNAL_SERVER_ERROR, "internal"),
        }
    }
}

impl From<StoreError> for Error {
    fn from(e: StoreError) -> Error {
        Error::Internal(e.to_string())
    }
}

impl IntoResponse for Error {
    fn into_response(self) -> Response {
        if let Error::Internal(cause) = &self {
            tracing::error!(%cause, "internal error");
        }
        let (status, code) = self.status_and_code();
        let mut body =
            json!({"error": {"code": code, "message": self.to_string(), "args": self.args()}});
        if let Error::SeatTaken { game }
        | Error::GameOver { game }
        | Error::OwnInvite { game }
        | Error::NotYourSeat { game } = &self
        {
            body["error"]["watch_url"] = json!(format!("/games/{game}"));
        }
        (status, Json(body)).into_response()
    }
}

/// `reason` (a rules crate error's code) and its details as a JSON object.
pub fn details_json(reason: &str, details: &Details) -> Map<String, Value> {
    let mut args = Map::new();
    args.insert("reason".into(), json!(reason));
    for (name, detail) in details {
        let value = match detail {
            Detail::Number(n) => json!(n),
            Detail::Text(t) => json!(t),
        };
        args.insert((*name).into(), value);
    }
    args
}
