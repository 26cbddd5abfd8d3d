//! Swiss tournaments and round robins over HTTP (docs/protocol.md §4.7): one made, read, its
//! TRF-16 file; a player's join, withdrawal and bye; the director's powers (players added by
//! name, withdrawals and byes for anyone, the next round paired, results set or corrected),
//! each request bearing the director's key in the `x-yote-director` header; and a player's
//! own result, set once the two players of the board agree.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::{get, post};
use axum::{Json, Router};
use axum_extra::extract::CookieJar;
use serde::{Deserialize, Serialize};
use yote_rules::Rules;

use crate::client_address::ClientAddr;
use crate::error::Error;
use crate::http::arenas::{bad_option, code_asked, maker, name_asked};
use crate::http::extract::{JsonBody, Path};
use crate::http::players;
use crate::model::{TimeControl, secret};
use crate::protocol::clock::ClockBody;
use crate::state::AppState;
use crate::store::swiss::{NewSwiss, Reporter, SwissClock};
use crate::tournament::arenas::entry_code_digest;
use crate::tournament::swiss::{ROUND_GAP_S, ROUNDS, SwissState, director_digest};
use crate::tournament::swiss_view::SwissView;

/// The header bearing the director's key.
pub const DIRECTOR_HEADER: &str = "x-yote-director";
/// The longest name a tournament, or a player the director types, may have, in characters.
pub const NAME_MAX: usize = 40;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/swiss", post(create))
        .route("/api/swiss/{id}", get(show))
        .route("/api/swiss/{id}/trf", get(trf))
        .route("/api/swiss/{id}/join", post(join))
        .route("/api/swiss/{id}/players", post(add))
        .route("/api/swiss/{id}/withdraw", post(withdraw))
        .route("/api/swiss/{id}/bye", post(bye))
        .route("/api/swiss/{id}/rounds", post(next_round))
        .route("/api/swiss/{id}/results", post(result))
}

/// The body of `POST /api/swiss`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CreateSwiss {
    name: String,
    /// `swiss` (absent), `robin` or `robin2`.
    system: Option<String>,
    /// A Swiss's rounds (absent: 5); a round robin's follow from its players.
    rounds: Option<i64>,
    /// A rules string or a preset; absent: the standard rules.
    rules: Option<String>,
    /// Its entry code (absent or blank: anyone with the link may join).
    code: Option<String>,
    /// Played on real boards in the room (absent: `true`), or on the site (`false`).
    on_boards: Option<bool>,
    /// A real-time clock: each game's on the site, where one is needed; on real boards, the
    /// clock the players set, shown on the page (absent: none).
    clock: Option<ClockBody>,
    /// Whether its games on the site are rated in the lobby's pools (absent: they are on the
    /// site; real boards are never rated).
    rated: Option<bool>,
    /// The next round starts this many seconds after the last result of the round before
    /// (absent: the director starts each).
    round_gap_s: Option<i64>,
}

/// The answer to `POST /api/swiss`: the director's key, given this once.
#[derive(Debug, Serialize)]
pub(crate) struct Created {
    id: String,
    director_key: String,
}

/// The body of `POST /api/swiss/{id}/join` (optional).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct JoinSwiss {
    code: Option<String>,
}

/// The body of `POST /api/swiss/{id}/players` (the director): a player by name.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct AddPlayer {
    name: String,
}

/// The body of `withdraw` and `bye`: the player (absent: the caller), and for a bye its kind.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ForPlayer {
    number: Option<i64>,
    kind: Option<String>,
}

/// The body of `POST /api/swiss/{id}/results`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ReportResult {
    round: i64,
    board: i64,
    /// `1-0`, `0-1`, `1/2`, `+-` or `-+`.
    result: String,
}

#[derive(Debug, Serialize)]
pub(crate) struct Numbered {
    number: i64,
}

#[derive(Debug, Serialize)]
pub(crate) struct Paired {
    round: i64,
}

#[cfg(test)]
impl Created {
    pub(crate) fn example() -> Created {
        Created {
            id: "Sw1ssCl4ss5B".into(),
            director_key: "k".into(),
        }
    }
}

#[cfg(test)]
impl Numbered {
    pub(crate) fn example() -> Numbered {
        Numbered { number: 1 }
    }
}

#[cfg(test)]
impl Paired {
    pub(crate) fn example() -> Paired {
        Paired { round: 1 }
    }
}

/// A name as asked: trimmed, one line, 1 to `NAME_MAX` characters, no word the site refuses.
fn name(asked: &str, words: &crate::model::words::Words) -> Result<String, Error> {
    name_asked(asked, words, "bad-swiss-name", "a name", 1..=NAME_MAX)
}

fn director_key(headers: &HeaderMap) -> Option<&str> {
    headers.get(DIRECTOR_HEADER).and_then(|v| v.to_str().ok())
}

/// The tournament, and whether the caller directs it; `not-director` when `must` and not.
async fn read(
    state: &AppState,
    id: &str,
    headers: &HeaderMap,
    must: bool,
) -> Result<(SwissState, bool), Error> {
    let swiss = state.swiss.read(id).await?;
    let director = swiss.is_director(director_key(headers));
    if must && !director {
        return Err(Error::NotDirector);
    }
    Ok((swiss, director))
}

/// `POST /api/swiss`: a tournament made by this browser's player, who directs it (`201`, its
/// id and the director's key), under the tournaments an address may make an hour.
async fn create(
    State(state): State<AppState>,
    ClientAddr(address): ClientAddr,
    jar: CookieJar,
    body: Result<JsonBody<CreateSwiss>, Error>,
) -> Result<(StatusCode, Json<Created>), Error> {
    let JsonBody(body) = body?;
    let rules_text = body.rules.as_deref().unwrap_or("standard");
    let rules: Rules = rules_text
        .parse()
        .map_err(|e| Error::bad_rules(rules_text, &e))?;
    let system = body.system.as_deref().unwrap_or("swiss");
    if !["swiss", "robin", "robin2"].contains(&system) {
        return Err(bad_option("system", system, "swiss, robin or robin2"));
    }
    let rounds = body.rounds.unwrap_or(5);
    if !ROUNDS.contains(&rounds) {
        return Err(bad_option("rounds", rounds, "1 to 15"));
    }
    let on_boards = body.on_boards.unwrap_or(true);
    let clock = match body
        .clock
        .as_ref()
        .map(ClockBody::time_control)
        .transpose()?
    {
        None if !on_boards => {
            return Err(bad_option(
                "clock",
                "none",
                "a real-time clock for games on the site",
            ));
        }
        None => None,
        Some(TimeControl::RealTime {
            initial_s,
            increment_s,
        }) => Some(SwissClock {
            initial_s: i64::from(initial_s),
            increment_s: i64::from(increment_s),
        }),
        Some(TimeControl::Correspondence { days }) => {
            return Err(bad_option("clock", format!("{days}d"), "a real-time clock"));
        }
    };
    let rated = match (on_boards, body.rated) {
        (true, Some(true)) => {
            return Err(bad_option("rated", true, "false for games on real boards"));
        }
        (true, _) => false,
        (false, rated) => rated.unwrap_or(true),
    };
    if let Some(gap) = body.round_gap_s
        && !ROUND_GAP_S.contains(&gap)
    {
        return Err(bad_option(
            "round_gap_s",
            gap,
            &format!("{} to {}", ROUND_GAP_S.start(), ROUND_GAP_S.end()),
        ));
    }
    let title = name(&body.name, &state.config.words)?;
    let code = code_asked(body.code.as_deref())?;
    let player = maker(&state, &jar, address).await?;
    let id = secret::game_id();
    let key = secret::game_id() + &secret::game_id();
    let swiss = NewSwiss {
        director_key: director_digest(&id, &key),
        entry_code: code.map(|c| entry_code_digest(&id, &c)),
        name: title,
        system: system.to_owned(),
        rounds,
        rules: rules.to_rules_string(),
        on_boards,
        clock,
        rated,
        round_gap_s: body.round_gap_s,
        created_by: player.id,
        created_at: state.swiss.now(),
        initial_white: rand::random::<bool>(),
        id,
    };
    state.swiss.create(&swiss).await?;
    Ok((
        StatusCode::CREATED,
        Json(Created {
            id: swiss.id,
            director_key: key,
        }),
    ))
}

/// `GET /api/swiss/{id}`: the tournament as the caller sees it.
async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<SwissView>, Error> {
    let (swiss, director) = read(&state, &id, &headers, false).await?;
    let me = players::current(&state, &jar).await?;
    Ok(Json(SwissView::of(
        &swiss,
        me.as_ref().map(|p| p.id.as_str()),
        director,
    )))
}

/// `GET /api/swiss/{id}/trf`: the tournament's TRF-16 file.
async fn trf(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<impl IntoResponse, Error> {
    let swiss = state.swiss.read(&id).await?;
    Ok((
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        swiss.trf(),
    ))
}

/// `POST /api/swiss/{id}/join`: this browser's player joins, with their rating for the rules.
async fn join(
    State(state): State<AppState>,
    ClientAddr(address): ClientAddr,
    Path(id): Path<String>,
    jar: CookieJar,
    body: axum::body::Bytes,
) -> Result<Json<Numbered>, Error> {
    let asked: JoinSwiss = if body.iter().all(u8::is_ascii_whitespace) {
        JoinSwiss::default()
    } else {
        serde_json::from_slice(&body).map_err(|e| Error::bad("malformed", e.to_string()))?
    };
    let player = players::current(&state, &jar)
        .await?
        .ok_or(Error::NoPlayer)?;
    state
        .lobby
        .not_banned(&player.id, &address.to_string())
        .await?;
    let swiss = state.swiss.read(&id).await?;
    if let Some(digest) = &swiss.row.swiss.entry_code {
        if !state.arenas.codes.allow(&*state.store, address).await? {
            return Err(Error::TooManyEntryCodes);
        }
        let typed = asked.code.as_deref().unwrap_or("");
        if entry_code_digest(&id, typed) != *digest {
            return Err(Error::BadEntryCode);
        }
    }
    let (glicko, _) = players::rating_for(&state, &player.id, &swiss.row.swiss.rules).await?;
    let rating = glicko.rating.round().max(0.0) as i64;
    let number = state
        .swiss
        .join(&swiss, Some(&player.id), &player.name, rating)
        .await?;
    Ok(Json(Numbered { number }))
}

/// `POST /api/swiss/{id}/players` (the director): a player added by name, for a pupil without
/// a phone, or one who comes late.
async fn add(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<JsonBody<AddPlayer>, Error>,
) -> Result<Json<Numbered>, Error> {
    let JsonBody(body) = body?;
    let (swiss, _) = read(&state, &id, &headers, true).await?;
    let typed = name(&body.name, &state.config.words)?;
    let number = state.swiss.join(&swiss, None, &typed, 0).await?;
    Ok(Json(Numbered { number }))
}

/// The player a request is for: `number` if the director sends it, else the caller's own.
async fn whom(
    state: &AppState,
    swiss: &SwissState,
    director: bool,
    number: Option<i64>,
    jar: &CookieJar,
) -> Result<i64, Error> {
    let me = players::current(state, jar).await?;
    let mine = me.as_ref().and_then(|p| swiss.number_of(&p.id));
    match (number, mine) {
        (Some(number), _) if director => Ok(number),
        (Some(number), Some(mine)) if number == mine => Ok(mine),
        (None, Some(mine)) => Ok(mine),
        (Some(_), _) => Err(Error::NotDirector),
        (None, None) => Err(Error::bad("swiss-not-in", "you are not in this tournament")),
    }
}

/// The tournament a `withdraw` or `bye` request is for, the player it is for (`number` for the
/// director, else the caller's own), and whether the caller directs it.
async fn for_player(
    state: &AppState,
    id: &str,
    headers: &HeaderMap,
    jar: &CookieJar,
    body: &ForPlayer,
) -> Result<(SwissState, i64, bool), Error> {
    let (swiss, director) = read(state, id, headers, false).await?;
    let number = whom(state, &swiss, director, body.number, jar).await?;
    Ok((swiss, number, director))
}

/// `POST /api/swiss/{id}/withdraw`: the caller (or, for the director, player `number`) plays
/// no more rounds.
async fn withdraw(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    jar: CookieJar,
    body: Result<JsonBody<ForPlayer>, Error>,
) -> Result<StatusCode, Error> {
    let JsonBody(body) = body?;
    let (swiss, number, _) = for_player(&state, &id, &headers, &jar, &body).await?;
    state.swiss.withdraw(&swiss, number).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/swiss/{id}/bye`: a bye (`kind` `H`, `F` or `Z`) for the next round, for the
/// caller (or, for the director, player `number`); a full point only the director gives.
async fn bye(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    jar: CookieJar,
    body: Result<JsonBody<ForPlayer>, Error>,
) -> Result<StatusCode, Error> {
    let JsonBody(body) = body?;
    let (swiss, number, director) = for_player(&state, &id, &headers, &jar, &body).await?;
    let kind = body.kind.as_deref().unwrap_or("H");
    if kind == "F" && !director {
        return Err(Error::NotDirector);
    }
    state.swiss.bye(&swiss, number, kind).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/swiss/{id}/rounds` (the director): the next round paired.
async fn next_round(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Paired>, Error> {
    let (swiss, _) = read(&state, &id, &headers, true).await?;
    let round = state.swiss.next_round(&swiss).await?;
    Ok(Json(Paired { round }))
}

/// `POST /api/swiss/{id}/results`: a board's result, set by the director, or reported by one
/// of its players (set once the other reports the same).
async fn result(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    jar: CookieJar,
    body: Result<JsonBody<ReportResult>, Error>,
) -> Result<Json<crate::tournament::swiss_view::SwissBoardView>, Error> {
    let JsonBody(body) = body?;
    let (swiss, director) = read(&state, &id, &headers, false).await?;
    let who = if director {
        Reporter::Director
    } else {
        let me = players::current(&state, &jar)
            .await?
            .ok_or(Error::NoPlayer)?;
        let mine = swiss.number_of(&me.id);
        let board = swiss
            .boards
            .iter()
            .find(|b| b.round == body.round && b.board == body.board);
        match (board, mine) {
            (Some(b), Some(n)) if b.white == n => Reporter::White,
            (Some(b), Some(n)) if b.black == Some(n) => Reporter::Black,
            _ => {
                return Err(Error::bad(
                    "swiss-not-your-board",
                    "only the director or the board's players report its result",
                ));
            }
        }
    };
    let b = state
        .swiss
        .report(&swiss, body.round, body.board, who, &body.result)
        .await?;
    Ok(Json(crate::tournament::swiss_view::SwissBoardView::of(&b)))
}
