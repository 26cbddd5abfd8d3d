//! Arenas over HTTP (docs/protocol.md §4.6): one made, the list, one read with its standings,
//! the caller's game and, once it is finished, its podium; a player's join, withdrawal and
//! pause. The player is the lobby's (the player cookie); an arena's games are lobby games,
//! whose seats `POST /api/lobby/games/{id}/seat` gives.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Json, Router};
use axum_extra::extract::CookieJar;
use serde::Deserialize;
use yote_rules::Rules;

use crate::client_address::ClientAddr;
use crate::error::Error;
use crate::http::extract::{JsonBody, Path, Query};
use crate::http::players;
use crate::model::{TimeControl, secret};
use crate::protocol::clock::ClockBody;
use crate::state::AppState;
use crate::store::arenas::NewArena;
use crate::tournament::arenas::{
    CODE_CHARS, Entry, MINUTES, Phase, STARTS_IN, entry_code_asked, entry_code_digest,
};
use crate::tournament::views::{ArenaList, ArenaPage, ArenaPlayer, ArenaView};

/// The longest name an arena may have, in characters.
pub const NAME_MAX: usize = 40;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/arenas", get(list).post(create))
        .route("/api/arenas/{id}", get(show))
        .route("/api/arenas/{id}/join", post(join))
        .route("/api/arenas/{id}/withdraw", post(withdraw))
        .route("/api/arenas/{id}/pause", post(pause))
}

/// The body of `POST /api/arenas`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CreateArena {
    /// Absent or empty: named after its clock.
    name: Option<String>,
    /// A rules string or a preset; absent: the standard rules.
    rules: Option<String>,
    /// A real-time clock.
    clock: ClockBody,
    /// How long it lasts.
    minutes: u32,
    /// In how many minutes it begins (absent: now).
    #[serde(default)]
    starts_in: u32,
    /// Whether its games are rated (absent: they are).
    #[serde(default = "rated_by_default")]
    rated: bool,
    /// Its entry code (absent or blank: anyone may join).
    code: Option<String>,
}

/// The body of `POST /api/arenas/{id}/join` (optional): the arena's entry code.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct JoinArena {
    code: Option<String>,
}

fn rated_by_default() -> bool {
    true
}

/// The query of `GET /api/arenas/{id}`: the page of the standings, from 1.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct StandingsQuery {
    page: Option<usize>,
}

/// A clock as an arena's default name shows it: `3+2`, or `30s+0` under a minute.
fn clock_label(initial_s: u32, increment_s: u32) -> String {
    if initial_s.is_multiple_of(60) {
        format!("{}+{increment_s}", initial_s / 60)
    } else {
        format!("{initial_s}s+{increment_s}")
    }
}

/// An arena's name as asked: trimmed, one line, at most `NAME_MAX` characters, no word the
/// site refuses; `bad-arena-name` with the reason otherwise.
fn arena_name(asked: &str, words: &crate::model::words::Words) -> Result<String, Error> {
    name_asked(
        asked,
        words,
        "bad-arena-name",
        "an arena's name",
        0..=NAME_MAX,
    )
}

/// A tournament's name (or a player's the director types) as asked: trimmed, one line, its
/// length in characters within `length`, no word the site refuses; `code` with the reason
/// (`length`, `characters` or `words`) and the `max` otherwise. `what` names it in the
/// message.
pub(crate) fn name_asked(
    asked: &str,
    words: &crate::model::words::Words,
    code: &'static str,
    what: &str,
    length: std::ops::RangeInclusive<usize>,
) -> Result<String, Error> {
    let name = asked.trim();
    let (min, max) = (*length.start(), *length.end());
    let counted = if min == 0 {
        format!("at most {max}")
    } else {
        format!("{min} to {max}")
    };
    let refused = |reason: &'static str| {
        Error::bad(
            code,
            format!("{what} has {counted} characters on one line ({reason})"),
        )
        .with_arg("reason", reason)
        .with_arg("max", max as i64)
    };
    if !length.contains(&name.chars().count()) {
        return Err(refused("length"));
    }
    if name.chars().any(char::is_control) {
        return Err(refused("characters"));
    }
    if words.in_line(name) {
        return Err(refused("words"));
    }
    Ok(name.to_owned())
}

/// An entry code as asked (`None`: none), or `bad-option` with the reason.
pub(crate) fn code_asked(asked: Option<&str>) -> Result<Option<String>, Error> {
    entry_code_asked(asked).map_err(|reason| {
        Error::bad(
            "bad-option",
            format!("code: expected {CODE_CHARS:?} characters on one line ({reason})"),
        )
        .with_arg("option", "code")
        .with_arg("value", reason)
    })
}

/// The player who makes a tournament (an arena, a Swiss) from `address`: this browser's, not
/// banned, within the tournaments an address may make an hour.
pub(crate) async fn maker(
    state: &AppState,
    jar: &CookieJar,
    address: std::net::IpAddr,
) -> Result<crate::store::lobby::PlayerRow, Error> {
    let player = players::current(state, jar).await?.ok_or(Error::NoPlayer)?;
    state
        .lobby
        .not_banned(&player.id, &address.to_string())
        .await?;
    if !state.arenas.made.allow(&*state.store, address).await? {
        return Err(Error::TooManyArenas);
    }
    Ok(player)
}

/// `bad-option` for `option`'s `value`.
pub(crate) fn bad_option(option: &'static str, value: impl ToString, expected: &str) -> Error {
    let value = value.to_string();
    Error::bad(
        "bad-option",
        format!("{option} '{value}': expected {expected}"),
    )
    .with_arg("option", option)
    .with_arg("value", value)
}

/// `POST /api/arenas`: an arena made by this browser's player (`201`, the arena), under the
/// arenas an address may make an hour.
async fn create(
    State(state): State<AppState>,
    ClientAddr(address): ClientAddr,
    jar: CookieJar,
    body: Result<JsonBody<CreateArena>, Error>,
) -> Result<(StatusCode, Json<ArenaView>), Error> {
    let JsonBody(body) = body?;
    let rules_text = body.rules.as_deref().unwrap_or("standard");
    let rules: Rules = rules_text
        .parse()
        .map_err(|e| Error::bad_rules(rules_text, &e))?;
    let (initial_s, increment_s) = match body.clock.time_control()? {
        TimeControl::RealTime {
            initial_s,
            increment_s,
        } => (initial_s, increment_s),
        TimeControl::Correspondence { days } => {
            return Err(bad_option("clock", format!("{days}d"), "a real-time clock"));
        }
    };
    if !MINUTES.contains(&body.minutes) {
        return Err(bad_option("minutes", body.minutes, "10 to 180"));
    }
    if !STARTS_IN.contains(&body.starts_in) {
        return Err(bad_option("starts_in", body.starts_in, "0 to 1440"));
    }
    let name = match arena_name(body.name.as_deref().unwrap_or(""), &state.config.words)? {
        name if name.is_empty() => format!("{} arena", clock_label(initial_s, increment_s)),
        name => name,
    };
    let code = code_asked(body.code.as_deref())?;
    let player = maker(&state, &jar, address).await?;
    let now = state.arenas.now();
    let starts_at = now + i64::from(body.starts_in) * 60_000;
    let id = secret::game_id();
    let arena = NewArena {
        entry_code: code.map(|c| entry_code_digest(&id, &c)),
        schedule: None,
        id,
        name,
        rules: rules.to_rules_string(),
        initial_s: i64::from(initial_s),
        increment_s: i64::from(increment_s),
        rated: body.rated,
        starts_at,
        ends_at: starts_at + i64::from(body.minutes) * 60_000,
        created_by: player.id,
        created_at: now,
    };
    let row = state.arenas.create(&arena).await?;
    let phase = Phase::of(&row, now);
    Ok((StatusCode::CREATED, Json(ArenaView::of(&row, phase))))
}

/// `GET /api/arenas`: the arenas under way and those beginning within a day, the soonest first.
async fn list(State(state): State<AppState>) -> Result<Json<ArenaList>, Error> {
    let arenas = state.arenas.listed().await?;
    Ok(Json(ArenaList {
        arenas: arenas
            .iter()
            .map(|(row, phase)| ArenaView::of(row, *phase))
            .collect(),
    }))
}

/// `GET /api/arenas/{id}?page=N`: the arena, a page of its standings (10 lines), the caller's
/// own line and game, and its podium once finished.
async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<StandingsQuery>,
    jar: CookieJar,
) -> Result<Json<ArenaPage>, Error> {
    let arena = state.arenas.state(&id).await?;
    let me = players::current(&state, &jar).await?;
    let page = query.page.unwrap_or(1);
    Ok(Json(ArenaPage::of(
        &arena,
        me.as_ref().map(|p| p.id.as_str()),
        page,
    )))
}

/// `POST /api/arenas/{id}/join`: this browser's player joins the arena (or comes back to it
/// after a pause or a withdrawal), with their rating for its rules.
async fn join(
    State(state): State<AppState>,
    ClientAddr(address): ClientAddr,
    Path(id): Path<String>,
    jar: CookieJar,
    body: Bytes,
) -> Result<Json<ArenaPlayer>, Error> {
    let asked: JoinArena = if body.iter().all(u8::is_ascii_whitespace) {
        JoinArena::default()
    } else {
        serde_json::from_slice(&body).map_err(|e| Error::bad("malformed", e.to_string()))?
    };
    let player = players::current(&state, &jar)
        .await?
        .ok_or(Error::NoPlayer)?;
    let row = state.arenas.row(&id).await?;
    state
        .lobby
        .not_banned(&player.id, &address.to_string())
        .await?;
    let (glicko, _) = players::rating_for(&state, &player.id, &row.arena.rules).await?;
    let rating = glicko.rating.round().max(0.0) as i64;
    let entry = Entry {
        code: asked.code.as_deref(),
        address,
    };
    let status = state.arenas.join(&id, &player.id, rating, entry).await?;
    Ok(Json(ArenaPlayer { arena: id, status }))
}

/// `POST /api/arenas/{id}/withdraw`: this browser's player leaves the arena.
async fn withdraw(
    State(state): State<AppState>,
    Path(id): Path<String>,
    jar: CookieJar,
) -> Result<Json<ArenaPlayer>, Error> {
    let player = players::current(&state, &jar)
        .await?
        .ok_or(Error::NoPlayer)?;
    let status = state.arenas.withdraw(&id, &player.id).await?;
    Ok(Json(ArenaPlayer { arena: id, status }))
}

/// `POST /api/arenas/{id}/pause`: this browser's player is not paired until they join again.
async fn pause(
    State(state): State<AppState>,
    Path(id): Path<String>,
    jar: CookieJar,
) -> Result<Json<ArenaPlayer>, Error> {
    let player = players::current(&state, &jar)
        .await?
        .ok_or(Error::NoPlayer)?;
    let status = state.arenas.pause(&id, &player.id).await?;
    Ok(Json(ArenaPlayer { arena: id, status }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_default_name_shows_the_clock_and_a_name_is_one_short_line() {
        assert_eq!(clock_label(180, 2), "3+2");
        assert_eq!(clock_label(30, 0), "30s+0");
        let words = crate::model::words::Words::shipped();
        assert_eq!(
            arena_name("  Friday blitz ", &words).unwrap(),
            "Friday blitz"
        );
        assert_eq!(arena_name("", &words).unwrap(), "");
        let reason = |name: &str| match arena_name(name, &words) {
            Err(Error::BadRequest { args, .. }) => args
                .get("reason")
                .and_then(|r| r.as_str().map(str::to_owned)),
            _ => None,
        };
        assert_eq!(reason(&"x".repeat(NAME_MAX + 1)).as_deref(), Some("length"));
        assert_eq!(reason("two\nlines").as_deref(), Some("characters"));
        assert!(arena_name(&"é".repeat(NAME_MAX), &words).is_ok());
    }
}
