//! A player's own data (docs/privacy.md): "Download my data" (`GET /api/player/data`, a JSON
//! file) and "Forget me" (`POST /api/player/forget`). Both act on the browser's own player, the
//! one its cookie names, and on nobody else: there is no player to name in the request, and a
//! cookie the database does not know is no player (`no-player`), so nothing changes.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::{get, post};
use axum::{Json, Router};
use axum_extra::extract::CookieJar;
use axum_extra::extract::cookie::Cookie;
use serde::Serialize;

use crate::error::Error;
use crate::http::players::{PLAYER_COOKIE, current};
use crate::state::AppState;
use crate::store::privacy::is_forgotten;

/// What the file says it is, and the version of its format.
pub const DATA_FORMAT: &str = "yote-player-data";
pub const DATA_VERSION: u32 = 1;

/// As many of the player's lobby games as the file holds: all of them, in practice.
const GAMES_IN_FILE: i64 = 100_000;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/player/data", get(data))
        .route("/api/player/forget", post(forget))
}

/// The file "Download my data" gives (docs/privacy.md "Download my data").
#[derive(Debug, Serialize)]
pub struct PlayerData {
    pub format: &'static str,
    pub version: u32,
    /// When the file was made (Unix ms).
    pub exported_at: i64,
    pub player: DataPlayer,
    pub ratings: Vec<DataRating>,
    pub games: Vec<DataGame>,
    /// The names of the players the player has muted (docs/moderation.md).
    pub muted: Vec<String>,
    /// The names of the players the player has blocked (docs/moderation.md).
    pub blocked: Vec<String>,
    /// The reports the player made (docs/moderation.md "Reports"); never the outcome.
    pub reports: Vec<DataReport>,
    /// What the player did in arenas (docs/tournaments.md): each join, withdrawal and pause.
    pub arenas: Vec<DataArenaEvent>,
    /// The Swiss tournaments the player is in (docs/tournaments.md "Swiss on the site").
    pub swiss: Vec<DataSwiss>,
}

/// A Swiss tournament the player is in.
#[derive(Debug, Serialize)]
pub struct DataSwiss {
    pub swiss: String,
    pub name: String,
    /// Their pairing number.
    pub number: i64,
    /// The rating they joined with.
    pub rating: i64,
    /// The last round paired when they left it, if they did.
    pub withdrawn_after: Option<i64>,
}

/// One of the player's arena events.
#[derive(Debug, Serialize)]
pub struct DataArenaEvent {
    pub arena: String,
    pub name: String,
    /// `join`, `withdraw`, `pause` or `resume`.
    pub kind: &'static str,
    /// The rating the player joined with (a join's only).
    pub rating: Option<i64>,
    /// When (Unix ms).
    pub at: i64,
}

/// A report the player made, as they wrote it.
#[derive(Debug, Serialize)]
pub struct DataReport {
    pub player: String,
    pub reason: String,
    pub game: Option<String>,
    pub words: String,
    /// When it was made (Unix ms).
    pub created_at: i64,
}

/// The player's own row.
#[derive(Debug, Serialize)]
pub struct DataPlayer {
    pub name: String,
    /// The address the player was made from, `null` once the retention sweep has cleared it.
    pub address: Option<String>,
    /// When the player was made (Unix ms).
    pub created_at: i64,
}

/// A rating for one rule set, as stored (the history is in `games`).
#[derive(Debug, Serialize)]
pub struct DataRating {
    pub rules: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub provisional: bool,
    /// Rated games counted.
    pub games: i64,
    /// When the last one counted (Unix ms).
    pub rated_at: i64,
}

/// One lobby game (the lobby's pairings, custom seeks, rated friend and computer tables).
#[derive(Debug, Serialize)]
pub struct DataGame {
    pub game: String,
    pub rules: String,
    /// The tile or kind it came from (`5+3`, `custom`, `friend`, `computer`).
    pub tile: String,
    /// The player's side.
    pub side: &'static str,
    /// The opponent's name (`computer:<level>` for the computer), `null` for a forgotten
    /// player.
    pub opponent: Option<String>,
    pub rated: bool,
    /// `won`, `lost`, `drawn`, `aborted` or `playing`.
    pub result: &'static str,
    /// The player's rating as the game began, and its change once the result counted.
    pub rating: f64,
    pub change: Option<f64>,
    /// When it was made (Unix ms).
    pub created_at: i64,
}

/// The answer of `POST /api/player/forget`.
#[derive(Debug, Serialize)]
pub struct Forgotten {
    pub forgotten: bool,
}

/// `GET /api/player/data`: the browser's player's data as a JSON file.
async fn data(State(state): State<AppState>, jar: CookieJar) -> Result<impl IntoResponse, Error> {
    let player = current(&state, &jar).await?.ok_or(Error::NoPlayer)?;
    let record = state
        .store
        .player_record(&player.id)
        .await?
        .ok_or(Error::NoPlayer)?;
    let ratings = state
        .store
        .ratings(&player.id)
        .await?
        .into_iter()
        .map(|r| DataRating {
            rules: r.rules,
            rating: r.glicko.rating,
            deviation: r.glicko.deviation,
            volatility: r.glicko.volatility,
            provisional: r.glicko.provisional(),
            games: r.games,
            rated_at: r.rated_at,
        })
        .collect();
    let games = state
        .store
        .player_games(&player.id, GAMES_IN_FILE)
        .await?
        .into_iter()
        .map(|g| DataGame {
            result: g.result(),
            opponent: (!is_forgotten(&g.opponent)).then(|| g.opponent.clone()),
            game: g.game,
            rules: g.rules,
            tile: g.tile,
            side: g.side,
            rated: g.rated,
            rating: g.rating,
            change: g.change,
            created_at: g.created_at,
        })
        .collect();
    let body = PlayerData {
        format: DATA_FORMAT,
        version: DATA_VERSION,
        exported_at: state.config.clock.now_ms(),
        player: DataPlayer {
            name: record.name,
            address: record.address,
            created_at: record.created_at,
        },
        ratings,
        games,
        muted: state.store.mutes(&player.id).await?,
        blocked: state.store.blocks(&player.id).await?,
        reports: state
            .store
            .reports_by(&player.id)
            .await?
            .into_iter()
            .map(|r| DataReport {
                player: r.reported,
                reason: r.reason,
                game: r.game,
                words: r.words,
                created_at: r.created_at,
            })
            .collect(),
        arenas: state
            .store
            .player_arena_events(&player.id)
            .await?
            .into_iter()
            .map(|e| DataArenaEvent {
                arena: e.arena,
                name: e.arena_name,
                kind: e.kind.name(),
                rating: e.rating,
                at: e.at,
            })
            .collect(),
        swiss: state
            .store
            .player_swiss(&player.id)
            .await?
            .into_iter()
            .map(|s| DataSwiss {
                swiss: s.swiss,
                name: s.name,
                number: s.number,
                rating: s.rating,
                withdrawn_after: s.withdrawn_after,
            })
            .collect(),
    };
    Ok((
        [
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"yote-my-data.json\"",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        Json(body),
    ))
}

/// `POST /api/player/forget`: forgets the browser's player (docs/privacy.md "Forget me") and
/// clears its cookie. Every browser the player joined becomes a newcomer.
async fn forget(
    State(state): State<AppState>,
    jar: CookieJar,
) -> Result<(CookieJar, Json<Forgotten>), Error> {
    let player = current(&state, &jar).await?.ok_or(Error::NoPlayer)?;
    if !state.store.forget_player(&player.id).await? {
        return Err(Error::NoPlayer);
    }
    tracing::info!("a player was forgotten at their request");
    let jar = jar.remove(Cookie::build(PLAYER_COOKIE).path("/"));
    Ok((jar, Json(Forgotten { forgotten: true })))
}
