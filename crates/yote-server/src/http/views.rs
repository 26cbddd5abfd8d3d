//! What the HTTP API answers (docs/protocol.md §2, §4 and §5), as types: each serialises to
//! the JSON the pages read.

use serde::Serialize;

use crate::lobby::messages::PlayerView;
use crate::model::TimeControl;

/// A seat's links: the game, the seat's secret, and where to play, watch and carry it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatLinks {
    pub game: String,
    pub secret: String,
    pub game_url: String,
    pub watch_url: String,
    pub continue_url: String,
    pub ws_url: String,
}

impl SeatLinks {
    /// The links of the seat of `game` that `secret` holds.
    pub fn new(game: &str, secret: &str) -> SeatLinks {
        SeatLinks {
            game: game.to_owned(),
            secret: secret.to_owned(),
            game_url: format!("/games/{game}"),
            watch_url: format!("/games/{game}"),
            continue_url: format!("/games/{game}/continue/{secret}"),
            ws_url: format!("/games/{game}/ws"),
        }
    }
}

/// The answer to `POST /api/tables`: the creator's seat (`both` for a local table), the invite
/// (`null` unless a friend is invited), and whether the table is rated.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableCreated {
    #[serde(flatten)]
    pub links: SeatLinks,
    pub seat: &'static str,
    pub invite_url: Option<String>,
    pub rated: bool,
}

/// The answer to `POST /api/invites/{token}`: the seat taken.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatClaimed {
    #[serde(flatten)]
    pub links: SeatLinks,
    pub seat: &'static str,
}

/// The answer to `GET /api/invites/{token}`: the table an invite offers a seat of.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InviteView {
    pub rated: bool,
    pub game: String,
    pub open: bool,
    pub over: bool,
    pub yours: bool,
    pub seat: &'static str,
    pub rules: String,
    pub clock: Option<TimeControl>,
    pub takebacks: bool,
    pub watch_url: String,
    /// Who invites: a rated table's maker, a named player (`null` at an unrated table, whose
    /// maker plays without a name).
    pub host: Option<InviteHost>,
}

/// A rated table's maker as its invite names them: their name and rating for its rules.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InviteHost {
    pub name: String,
    pub rating: i64,
    pub provisional: bool,
}

/// The browser's player (`null` without one): `GET`/`POST /api/player`, a rename, a claim.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerAnswer {
    pub player: Option<PlayerView>,
}

/// `POST /api/player/claim`: the player, as `GET /api/player` answers it, and the progress sent
/// with the code (`null` when none was).
#[derive(Debug, Clone, Serialize)]
pub struct Claimed {
    #[serde(flatten)]
    pub answer: PlayerAnswer,
    pub progress: Option<crate::http::progress::Progress>,
}

/// A transfer code, as shown (`ABCD-EFGH`), when it expires (Unix ms), and its link.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TransferCode {
    pub code: String,
    pub expires_at: i64,
    pub link: String,
}

/// `GET /api/player/games`: the player's lobby games, the newest first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerGames {
    pub games: Vec<PlayerGameView>,
}

/// One of a player's lobby games: the player's seat and rating as it began, the opponent's
/// name, and the rating change once the result is applied (`null` until then).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerGameView {
    pub game: String,
    pub seat: &'static str,
    pub opponent: String,
    pub tile: String,
    pub rated: bool,
    pub finished: bool,
    pub rating: i64,
    pub change: Option<i64>,
}

/// `POST /api/lobby/games/{id}/seat`: the seat of a game the lobby made.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LobbySeat {
    pub game: String,
    pub seat: &'static str,
    pub game_url: String,
}

/// `GET /api/games/{id}/players`: a lobby or rated game's players, or a rated table still
/// waiting for its guest.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum GamePlayers {
    Known(Box<KnownPlayers>),
    Pending(PendingPlayers),
    Unnamed(UnnamedPlayers),
}

/// A game that exists but has no named players (an unrated friend table, a game on one
/// device): `{"named": false}`, so that its page asks without a 404 in the browser's console.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UnnamedPlayers {
    pub named: bool,
}

/// A game's players: which side is the browser's player (`null` for anyone else), the game's
/// tile and rules, and each side.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KnownPlayers {
    pub you: Option<&'static str>,
    pub rated: bool,
    /// Why a game that would have been rated is not (`null` when rated).
    pub unrated: Option<Unrated>,
    pub tile: String,
    pub rules: String,
    pub white: SidePlayer,
    pub black: SidePlayer,
    /// The arena whose game it is (tile `arena`): its page is where its players go back to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arena: Option<ArenaLink>,
    /// The Swiss tournament whose board it is (tile `swiss`): its page, likewise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub swiss: Option<ArenaLink>,
}

/// The arena or Swiss tournament of a game: its id and name.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ArenaLink {
    pub id: String,
    pub name: String,
}

/// Why a lobby game is unrated: `same-address`, its two players came from one address that has
/// had its `games` rated games between its own players today (the only way a lobby game or an
/// agreed rated game is stored unrated).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Unrated {
    pub reason: &'static str,
    pub games: i64,
}

/// A rated table whose guest has not come: `{"pending": true, "rated": true}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PendingPlayers {
    pub pending: bool,
    pub rated: bool,
}

/// One side's player: name, rating as the game began, whether it is provisional, and its
/// change once the result is applied (`null` until then).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SidePlayer {
    pub name: String,
    pub rating: i64,
    pub provisional: bool,
    pub change: Option<i64>,
}

/// `GET /api/push`: the VAPID public key.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PushKey {
    pub key: String,
}

/// `POST /games/{id}/push`: the subscription is kept for this seat, in this language.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Subscribed {
    pub subscribed: bool,
    pub side: &'static str,
    pub lang: &'static str,
}

/// `DELETE /games/{id}/push`: whether a subscription was removed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Unsubscribed {
    pub subscribed: bool,
    pub removed: bool,
}
