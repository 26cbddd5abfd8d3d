//! The players the browser's player has blocked (docs/moderation.md "Block"): neither of the two
//! is paired with the other in the lobby, sees the other's custom seeks or takes them, or takes
//! the seat of the other's rated table, on every browser their player is in.
//! `GET /api/player/blocks` lists them; `PUT` and `DELETE /api/player/blocks/{name}` block a
//! player and unblock them. Each acts on the cookie's own player, never another's.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use axum_extra::extract::CookieJar;
use serde::Serialize;

use crate::error::Error;
use crate::http::extract::Path;
use crate::http::players::{current, other_player};
use crate::state::AppState;
use crate::store::blocks::Blocked;
use crate::store::lobby::PlayerRow;

/// The most players one player may block: as many as one may mute, more than anyone avoids in
/// months of games, and few enough that the list the lobby reads for each of its visitors stays
/// a few kilobytes (200 ids). A player who needs more is one to report.
pub const BLOCKS_PER_PLAYER: usize = 200;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/player/blocks", get(list)).route(
        "/api/player/blocks/{name}",
        axum::routing::put(block).delete(unblock),
    )
}

/// The answer of every block request: the names blocked now, the first blocked first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BlockList {
    pub blocked: Vec<String>,
}

async fn answer(state: &AppState, player: &PlayerRow) -> Result<Json<BlockList>, Error> {
    Ok(Json(BlockList {
        blocked: state.store.blocks(&player.id).await?,
    }))
}

/// `GET /api/player/blocks`: the names this browser's player has blocked.
async fn list(State(state): State<AppState>, jar: CookieJar) -> Result<Json<BlockList>, Error> {
    let me = current(&state, &jar).await?.ok_or(Error::NoPlayer)?;
    answer(&state, &me).await
}

/// `PUT /api/player/blocks/{name}`: blocks the player called `name` (again: nothing changes).
async fn block(
    State(state): State<AppState>,
    jar: CookieJar,
    Path(name): Path<String>,
) -> Result<Json<BlockList>, Error> {
    change(&state, &jar, &name, true).await
}

/// `DELETE /api/player/blocks/{name}`: unblocks the player called `name`.
async fn unblock(
    State(state): State<AppState>,
    jar: CookieJar,
    Path(name): Path<String>,
) -> Result<Json<BlockList>, Error> {
    change(&state, &jar, &name, false).await
}

/// The cookie's player blocks the player called `name` (`on`) or unblocks them; the list as it
/// is now. The lobby's sockets of both players on this node hide or show each other's seeks
/// from their next counts.
async fn change(
    state: &AppState,
    jar: &CookieJar,
    name: &str,
    on: bool,
) -> Result<Json<BlockList>, Error> {
    let me = current(state, jar).await?.ok_or(Error::NoPlayer)?;
    let other = other_player(state, &me, name, ("own-block", "you cannot block yourself")).await?;
    if on {
        let now = state.config.clock.now_ms();
        let cap = BLOCKS_PER_PLAYER as i64;
        if state.store.block(&me.id, &other.id, now, cap).await? == Blocked::Full {
            return Err(Error::TooManyBlocks(BLOCKS_PER_PLAYER));
        }
    } else {
        state.store.unblock(&me.id, &other.id).await?;
    }
    state.lobby.blocks_changed(&[&me.id, &other.id]).await;
    answer(state, &me).await
}
