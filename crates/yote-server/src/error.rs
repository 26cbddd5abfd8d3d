//! The one error type of the HTTP API: a status, a stable code and a sentence for people.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use yote_rules::{Details, RulesError};

use crate::model::{ArgValue, Args};
use crate::protocol::clock::BadClock;
use crate::store::StoreError;

/// The body of every refused request: `{"error": {...}}`.
#[derive(Debug, Serialize)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

/// What a refusal says: its code, a sentence, its arguments, and where to watch the game when
/// the refusal is about a seat of one.
#[derive(Debug, Serialize)]
pub struct ErrorDetail {
    pub code: &'static str,
    pub message: String,
    pub args: Args,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub watch_url: Option<String>,
}

/// An API error. Internal causes are logged, never shown.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{message}")]
    BadRequest {
        code: &'static str,
        message: String,
        /// The details a translated message needs (see docs/protocol.md).
        args: Args,
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
    #[error("no player is called {0}")]
    UnknownPlayer(String),
    #[error("you have muted {0} players, the most one may: hear one again first")]
    TooManyMutes(usize),
    #[error("you have blocked {0} players, the most one may: unblock one first")]
    TooManyBlocks(usize),
    #[error("you cannot play this player: one of you has blocked the other")]
    Blocked,
    #[error("you may not play in the lobby or rated games for now: an operator banned you")]
    Banned,
    #[error("you have made {0} reports this hour, the most one may: try again later")]
    TooManyReports(usize),
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
    #[error("no arena has the id '{0}'")]
    ArenaNotFound(String),
    #[error("this arena is over")]
    ArenaOver,
    #[error("you have not joined this arena")]
    NotInArena,
    #[error("too many arenas made from your address this hour: try again later")]
    TooManyArenas,
    #[error("this arena takes an entry code, and this is not it")]
    BadEntryCode,
    #[error("too many entry codes tried from your address this hour: try again later")]
    TooManyEntryCodes,
    #[error("no tournament has the id '{0}'")]
    SwissNotFound(String),
    #[error("only this tournament's director may do this: open it from the director's link")]
    NotDirector,
    #[error("there is nothing at this address of the API")]
    NotFound,
    #[error("this address of the API does not take this method")]
    MethodNotAllowed,
    #[error("the server could not do this: please try again")]
    Internal(String),
}

impl Error {
    pub fn bad(code: &'static str, message: impl Into<String>) -> Error {
        Error::BadRequest {
            code,
            message: message.into(),
            args: Args::new(),
        }
    }

    /// The same refusal with the argument `name` added.
    pub fn with_arg(mut self, name: &'static str, value: impl Into<ArgValue>) -> Error {
        if let Error::BadRequest { args, .. } = &mut self {
            args.insert(name, value.into());
        }
        self
    }

    /// A `bad-rules` refusal of the rules string `text`: the args say why (`reason`, the
    /// rules error's code) and give its details.
    pub fn bad_rules(text: &str, e: &RulesError) -> Error {
        let mut args = details_args(e.code(), &e.details());
        args.insert("rules", text.into());
        Error::BadRequest {
            code: "bad-rules",
            message: format!("rules '{text}': {e}"),
            args,
        }
    }

    /// The details of the error, by name, for a translated message.
    pub fn args(&self) -> Args {
        let mut args = Args::new();
        match self {
            Error::BadRequest { args: a, .. } => return a.clone(),
            Error::UnknownGame(game) => {
                args.insert("game", game.as_str().into());
            }
            Error::ArenaNotFound(arena) => {
                args.insert("arena", arena.as_str().into());
            }
            Error::SwissNotFound(swiss) => {
                args.insert("swiss", swiss.as_str().into());
            }
            Error::ComputerBusy(busy) => {
                args.insert("reason", busy.code().into());
            }
            Error::BadOrigin(origin) => {
                args.insert("origin", origin.as_str().into());
            }
            Error::TooLarge => {
                args.insert("limit_kib", ArgValue::Number(16));
            }
            Error::TooManyWaitingTables(limit)
            | Error::TooManySeeks(limit)
            | Error::TooManyMutes(limit)
            | Error::TooManyBlocks(limit)
            | Error::TooManyReports(limit) => {
                args.insert("limit", (*limit).into());
            }
            Error::NameTaken(name) | Error::UnknownPlayer(name) => {
                args.insert("name", name.as_str().into());
            }
            Error::Held { games, seconds } => {
                args.insert("games", (*games).into());
                args.insert("minutes", seconds.div_ceil(60).into());
            }
            _ => {}
        }
        args
    }

    /// The error as the body of an HTTP answer.
    pub fn body(&self) -> ErrorBody {
        let (_, code) = self.status_and_code();
        let watch_url = match self {
            Error::SeatTaken { game }
            | Error::GameOver { game }
            | Error::OwnInvite { game }
            | Error::NotYourSeat { game } => Some(format!("/games/{game}")),
            _ => None,
        };
        ErrorBody {
            error: ErrorDetail {
                code,
                message: self.to_string(),
                args: self.args(),
                watch_url,
            },
        }
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
            Error::UnknownPlayer(_) => (StatusCode::NOT_FOUND, "unknown-player"),
            Error::TooManyMutes(_) => (StatusCode::CONFLICT, "too-many-mutes"),
            Error::TooManyBlocks(_) => (StatusCode::CONFLICT, "too-many-blocks"),
            Error::Blocked => (StatusCode::FORBIDDEN, "blocked"),
            Error::Banned => (StatusCode::FORBIDDEN, "banned"),
            Error::TooManyReports(_) => (StatusCode::TOO_MANY_REQUESTS, "too-many-reports"),
            Error::BadTransferCode => (StatusCode::NOT_FOUND, "bad-transfer-code"),
            Error::SeekGone => (StatusCode::CONFLICT, "seek-gone"),
            Error::Held { .. } => (StatusCode::TOO_MANY_REQUESTS, "held"),
            Error::TooManyTransfers => (StatusCode::TOO_MANY_REQUESTS, "too-many-transfers"),
            Error::NotYourSeat { .. } => (StatusCode::FORBIDDEN, "not-your-seat"),
            Error::NotInTables => (StatusCode::NOT_FOUND, "not-in-tables"),
            Error::ArenaNotFound(_) => (StatusCode::NOT_FOUND, "arena-not-found"),
            Error::SwissNotFound(_) => (StatusCode::NOT_FOUND, "swiss-not-found"),
            Error::NotDirector => (StatusCode::FORBIDDEN, "not-director"),
            Error::ArenaOver => (StatusCode::CONFLICT, "arena-over"),
            Error::NotInArena => (StatusCode::CONFLICT, "not-in-arena"),
            Error::TooManyArenas => (StatusCode::TOO_MANY_REQUESTS, "too-many-arenas"),
            Error::BadEntryCode => (StatusCode::FORBIDDEN, "bad-entry-code"),
            Error::TooManyEntryCodes => (StatusCode::TOO_MANY_REQUESTS, "too-many-entry-codes"),
            Error::NotFound => (StatusCode::NOT_FOUND, "not-found"),
            Error::MethodNotAllowed => (StatusCode::METHOD_NOT_ALLOWED, "method-not-allowed"),
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
        let (status, _) = self.status_and_code();
        (status, Json(self.body())).into_response()
    }
}

impl From<BadClock> for Error {
    fn from(bad: BadClock) -> Error {
        let BadClock {
            field,
            value,
            expected,
        } = bad;
        Error::bad(
            "bad-clock",
            format!("clock {field} {value}: expected {expected}"),
        )
        .with_arg("field", field)
        .with_arg("value", value)
        .with_arg("expected", expected)
    }
}

/// `reason` (a rules crate error's code) and its details, as an error's arguments.
pub fn details_args(reason: &str, details: &Details) -> Args {
    let mut args = Args::new();
    args.insert("reason", reason.into());
    for (name, detail) in details {
        args.insert(name, detail.into());
    }
    args
}
