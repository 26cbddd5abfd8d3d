//! The players the browser's player has muted (docs/moderation.md "Mute"): their phrases and
//! chat are hidden from them in every game, on every browser their player is in.
//! `GET /api/player/mutes` lists them; `PUT` and `DELETE /api/player/mutes/{name}` mute a player
//! and hear them again. Each acts on the cookie's own player, never another's.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use axum_extra::extract::CookieJar;
use serde::Serialize;

use crate::error::Error;
use crate::http::extract::Path;
use crate::http::players::{current, other_player};
use crate::state::AppState;
use crate::store::lobby::PlayerRow;
use crate::store::mutes::Muted;

/// The most players one player may mute: more than anyone meets in months of games and chat,
/// and few enough that the list each game page loads stays a few kilobytes (200 names of at
/// most 20 letters). A player who needs more is one to block or report.
pub const MUTES_PER_PLAYER: usize = 200;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/player/mutes", get(list)).route(
        "/api/player/mutes/{name}",
        axum::routing::put(mute).delete(unmute),
    )
}

/// The answer of every mute request: the names muted now, the first muted first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MuteList {
    pub muted: Vec<String>,
}

async fn answer(state: &AppState, player: &PlayerRow) -> Result<Json<MuteList>, Error> {
    Ok(Json(MuteList {
        muted: state.store.mutes(&player.id).await?,
    }))
}

/// `GET /api/player/mutes`: the names this browser's player has muted.
async fn list(State(state): State<AppState>, jar: CookieJar) -> Result<Json<MuteList>, Error> {
    let me = current(&state, &jar).await?.ok_or(Error::NoPlayer)?;
    answer(&state, &me).await
}

/// `PUT /api/player/mutes/{name}`: mutes the player called `name` (again: nothing changes).
async fn mute(
    State(state): State<AppState>,
    jar: CookieJar,
    Path(name): Path<String>,
) -> Result<Json<MuteList>, Error> {
    change(&state, &jar, &name, true).await
}

/// `DELETE /api/player/mutes/{name}`: hears the player called `name` again.
async fn unmute(
    State(state): State<AppState>,
    jar: CookieJar,
    Path(name): Path<String>,
) -> Result<Json<MuteList>, Error> {
    change(&state, &jar, &name, false).await
}

/// The cookie's player mutes the player called `name` (`on`) or hears them again; the list as
/// it is now.
async fn change(
    state: &AppState,
    jar: &CookieJar,
    name: &str,
    on: bool,
) -> Result<Json<MuteList>, Error> {
    let me = current(state, jar).await?.ok_or(Error::NoPlayer)?;
    let other = other_player(state, &me, name, ("own-mute", "you cannot mute yourself")).await?;
    if on {
        let now = state.config.clock.now_ms();
        let cap = MUTES_PER_PLAYER as i64;
        if state.store.mute(&me.id, &other.id, now, cap).await? == Muted::Full {
            return Err(Error::TooManyMutes(MUTES_PER_PLAYER));
        }
    } else {
        state.store.unmute(&me.id, &other.id).await?;
    }
    answer(state, &me).await
}
