//! The HTTP API (docs/protocol.md §2): tables, invites, game states, records, and the links that
//! carry a seat from one device to another.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use axum::{Json, Router};
use axum_extra::extract::CookieJar;
use axum_extra::extract::cookie::{Cookie, SameSite};
use serde::Deserialize;
use yote_ai::Level;
use yote_rules::{Color, Rules};

use crate::client_address::ClientAddr;
use crate::error::Error;
use crate::game::tables::{Created, NewTable};
use crate::http::extract::{JsonBody, Path, Query};
use crate::http::parts::{SEAT_COOKIE, seat_cookie};
use crate::http::views::{InviteView, SeatClaimed, SeatLinks, TableCreated};
use crate::http::{agreed, players};
use crate::model::secret;
use crate::model::{Opponent, Table, Takebacks};
use crate::protocol::clock::ClockBody;
use crate::state::AppState;

/// The creator's seat secret, sent back only with requests about their own invite, so that
/// opening their own link is recognised (and refused) instead of taking the friend's seat.
pub const HOST_COOKIE: &str = "yote_host";

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/ping", get(ping))
        .route("/api/tables", axum::routing::post(create_table))
        .route("/api/invites/{token}", get(invite).post(claim))
        .route("/api/games/{id}", get(game_state))
        .route("/api/games/{id}/record", get(record))
        .route("/games/{id}/rematch", get(follow_rematch))
}

/// The body of `POST /api/tables`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CreateTable {
    rules: Option<String>,
    opponent: String,
    level: Option<String>,
    white: Option<String>,
    /// The time control; absent or `null`: unlimited.
    clock: Option<ClockBody>,
    /// A rated friend or computer game (docs/site.md "Rated by agreement").
    #[serde(default)]
    rated: bool,
    /// When takebacks are allowed: `never`, `unrated` (the default) or `always`.
    takebacks: Option<String>,
}

/// `GET`/`HEAD /api/ping`: the server is there (`204`, no body, never cached). Pages ask it
/// to tell whether to offer offline play.
async fn ping() -> impl IntoResponse {
    (
        StatusCode::NO_CONTENT,
        [(header::CACHE_CONTROL, "no-store")],
    )
}

async fn create_table(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    body: Result<JsonBody<CreateTable>, Error>,
) -> Result<Response, Error> {
    let JsonBody(request) = body?;
    let clock = request
        .clock
        .as_ref()
        .map(ClockBody::time_control)
        .transpose()?;
    let rules_text = request.rules.as_deref().unwrap_or("standard");
    let rules: Rules = rules_text
        .parse()
        .map_err(|e| Error::bad_rules(rules_text, &e))?;
    let opponent = match request.opponent.as_str() {
        "friend" => Opponent::Friend,
        "local" => Opponent::Local,
        "computer" => {
            let name = request.level.as_deref().unwrap_or("medium");
            let level: Level = name
                .parse()
                .map_err(|e| Error::bad("bad-level", format!("{e}")).with_arg("level", name))?;
            Opponent::Computer(level)
        }
        other => {
            return Err(Error::bad(
                "bad-option",
                format!("opponent '{other}': expected friend, computer or local"),
            )
            .with_arg("option", "opponent")
            .with_arg("value", other));
        }
    };
    let creator = match request.white.as_deref().unwrap_or("creator") {
        "creator" => Color::White,
        "opponent" => Color::Black,
        "random" => {
            if rand::random::<bool>() {
                Color::White
            } else {
                Color::Black
            }
        }
        other => {
            return Err(Error::bad(
                "bad-option",
                format!("white '{other}': expected creator, opponent or random"),
            )
            .with_arg("option", "white")
            .with_arg("value", other));
        }
    };
    if request.rated {
        agreed::check(opponent)?;
        let player = players::current(&state, &jar).await?;
        agreed::not_banned(&state, addr, player.as_ref().map(|p| p.id.as_str())).await?;
    }
    let takebacks = match request.takebacks.as_deref() {
        None if request.rated => Takebacks::Never,
        None => Takebacks::Unrated,
        Some(name) => Takebacks::from_name(name).ok_or_else(|| {
            Error::bad(
                "bad-option",
                format!("takebacks '{name}': expected never, unrated or always"),
            )
            .with_arg("option", "takebacks")
            .with_arg("value", name)
        })?,
    };
    // No takeback in a rated game, whatever the table says (docs/site.md "Rated by agreement").
    if request.rated && !takebacks.is_never() {
        let name = takebacks.name();
        return Err(Error::bad(
            "bad-option",
            format!(
                "takebacks '{name}' conflicts with rated: a rated game has no takebacks (never)"
            ),
        )
        .with_arg("option", "takebacks")
        .with_arg("value", name)
        .with_arg("conflicts_with", "rated"));
    }
    let new = NewTable {
        rules,
        opponent,
        creator,
        clock,
        takebacks,
        rated: request.rated,
    };
    let Created {
        id,
        secret: mine,
        invite,
    } = state.tables.create(addr, new).await?;
    tracing::info!(game = %id, opponent = opponent.name(), rules = %rules.to_rules_string(), "table created");
    let jar = if request.rated {
        agreed::made(&state, addr, jar, &id, rules, opponent, creator).await?
    } else {
        jar
    };
    if matches!(opponent, Opponent::Computer(_)) {
        state.games.wake(&id).await?;
    }
    let body = TableCreated {
        links: SeatLinks::new(&id, &mine),
        seat: if opponent == Opponent::Local {
            "both"
        } else {
            creator.name()
        },
        invite_url: invite.as_ref().map(|t| format!("/invite/{t}")),
        rated: request.rated,
    };
    let mut jar = jar.add(seat_cookie(&state, &id, &mine));
    if let Some(token) = &invite {
        jar = jar.add(
            Cookie::build((HOST_COOKIE, mine.clone()))
                .path(format!("/api/invites/{token}"))
                .http_only(true)
                .same_site(SameSite::Strict)
                .secure(state.config.secure_cookies)
                .max_age(time::Duration::days(30))
                .build(),
        );
    }
    Ok((StatusCode::CREATED, jar, Json(body)).into_response())
}

async fn game_for_invite(state: &AppState, token: &str) -> Result<String, Error> {
    if !secret::plausible(token) {
        return Err(Error::UnknownInvite);
    }
    state
        .store
        .game_for_invite(token)
        .await?
        .ok_or(Error::UnknownInvite)
}

async fn invite(
    State(state): State<AppState>,
    Path(token): Path<String>,
    jar: CookieJar,
) -> Result<Json<InviteView>, Error> {
    let game = game_for_invite(&state, &token).await?;
    let host = jar.get(HOST_COOKIE).map(|c| c.value().to_owned());
    let info = state.games.invite(&game, host).await?;
    let rated = state.store.rated_table(&game).await?;
    let host = match &rated {
        Some(table) => players::host(&state, &table.player, &info.rules).await?,
        None => None,
    };
    Ok(Json(InviteView {
        rated: rated.is_some(),
        host,
        watch_url: format!("/games/{}", info.game),
        game: info.game,
        open: info.open && !info.over,
        over: info.over,
        yours: info.yours,
        seat: info.side.name(),
        rules: info.rules,
        clock: info.clock,
        takebacks: info.takebacks,
    }))
}

/// `POST /api/invites/{token}`: the invite's free seat. From the page's script the answer is
/// JSON; from a plain form (no script) it is a redirect to the game, or a page in the visitor's
/// language that says what was refused.
async fn claim(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    Path(token): Path<String>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Response, Error> {
    let form = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    match take_seat(&state, addr, &token, form, jar).await {
        Err(e) if form => Ok(crate::site::refused(
            &headers,
            &e,
            &format!("/invite/{token}"),
        )),
        answer => answer,
    }
}

async fn take_seat(
    state: &AppState,
    addr: std::net::IpAddr,
    token: &str,
    form: bool,
    jar: CookieJar,
) -> Result<Response, Error> {
    let game = game_for_invite(state, token).await?;
    let host = jar.get(HOST_COOKIE).map(|c| c.value().to_owned());
    // A rated table's guest is a player (made now if the browser has none), never its maker.
    let rated = state.store.rated_table(&game).await?;
    let (guest, jar) = match &rated {
        Some(table) => match agreed::guest(state, addr, jar, &game, table).await {
            Ok((player, jar)) => (Some(player), jar),
            Err(Error::OwnInvite { game }) if form => {
                return Ok(Redirect::to(&format!("/games/{game}")).into_response());
            }
            Err(e) => return Err(e),
        },
        None => (None, jar),
    };
    match state.games.claim(&game, host).await {
        Ok(claimed) => {
            tracing::info!(game = %game, side = claimed.side.name(), "seat taken");
            if let (Some(table), Some(player)) = (&rated, &guest)
                && let Err(e) = agreed::seated(state, addr, &game, table, player).await
            {
                // The seat is taken: the game is played, unrated.
                tracing::warn!(%game, error = %e, "cannot record a rated table's guest: unrated");
            }
            let jar = jar.add(seat_cookie(state, &game, &claimed.secret));
            if form {
                return Ok((jar, Redirect::to(&format!("/games/{game}"))).into_response());
            }
            let body = SeatClaimed {
                links: SeatLinks::new(&game, &claimed.secret),
                seat: claimed.side.name(),
            };
            Ok((jar, Json(body)).into_response())
        }
        // A form has no script to show the refusal: the game page says where things stand.
        Err(Error::SeatTaken { game } | Error::GameOver { game } | Error::OwnInvite { game })
            if form =>
        {
            Ok(Redirect::to(&format!("/games/{game}")).into_response())
        }
        Err(e) => Err(e),
    }
}

async fn game_state(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<serde_json::Value>, Error> {
    match state.game_state(&id).await? {
        Some(v) => Ok(Json(v)),
        None => Err(Error::UnknownGame(id)),
    }
}

async fn record(State(state): State<AppState>, Path(id): Path<String>) -> Result<Response, Error> {
    let mut record = state.games.record(&id).await?;
    if let Some(lobby) = state.store.lobby_game(&id).await? {
        players::name_record(&mut record, &lobby);
    }
    let text = record.to_string();
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

/// Whether `given` is the secret of a seat of `table`.
fn holds_seat(table: &Table, given: &str) -> bool {
    table
        .secrets
        .iter()
        .flatten()
        .fold(false, |found, s| found | secret::same(given, s))
}

/// `GET /games/{id}/rematch[?lang=xx]`: to the rematch's page (in that language), with the seat
/// cookie of the rematch for a player of this game.
async fn follow_rematch(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<std::collections::HashMap<String, String>>,
    jar: CookieJar,
) -> Result<Response, Error> {
    let view = state
        .game_state(&id)
        .await?
        .ok_or_else(|| Error::UnknownGame(id.clone()))?;
    let Some(next) = view["rematch"]["game"].as_str().map(str::to_owned) else {
        return Err(Error::NoRematch);
    };
    let prefix = query
        .get("lang")
        .and_then(|code| crate::i18n::Lang::from_code(code))
        .map_or(String::new(), |lang| format!("/{}", lang.code()));
    let target = Redirect::to(&format!("{prefix}/games/{next}"));
    let given = jar.get(SEAT_COOKIE).map(|c| c.value().to_owned());
    if let Some(given) = given
        && let Some(table) = state.store.load_table(&next).await?
        && holds_seat(&table, &given)
    {
        let jar = jar.add(seat_cookie(&state, &next, &given));
        return Ok((jar, target).into_response());
    }
    Ok(target.into_response())
}
