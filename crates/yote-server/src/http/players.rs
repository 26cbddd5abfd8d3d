//! Players without accounts (docs/protocol.md §4): the player cookie, names, the seat of a
//! game the lobby made, and the names and ratings a lobby game's page shows.
//!
//! A player is a random token in an HttpOnly cookie; the database keeps only its SHA-256, so
//! that a copy of the database holds no cookie. A cookie the database does not know (forged,
//! or from another site's copy) is never anyone's: the browser is given a new player.

use axum::extract::State;
use axum::extract::rejection::JsonRejection;
use axum::routing::{get, post};
use axum::{Json, Router};
use axum_extra::extract::CookieJar;
use axum_extra::extract::cookie::{Cookie, SameSite};
use serde::Deserialize;
use sha2::{Digest, Sha256};

use crate::client_address::ClientAddr;
use crate::error::Error;
use crate::http::extract::{JsonBody, Path};
use crate::http::progress::Progress;
use crate::http::views::{
    ArenaLink, Claimed, GamePlayers, InviteHost, KnownPlayers, LobbySeat, PendingPlayers,
    PlayerAnswer, PlayerGameView, PlayerGames, SidePlayer, TransferCode, UnnamedPlayers, Unrated,
};
use crate::lobby::messages::PlayerView;
use crate::lobby::{names, tiles};
use crate::model::rating::{self, Glicko, START};
use crate::model::secret;
use crate::state::AppState;
use crate::store::lobby::{LobbyGameRow, PlayerRow};

/// The player cookie: a random token, for the whole site.
pub const PLAYER_COOKIE: &str = "yote_player";

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/player", get(show).post(make))
        .route("/api/player/name", post(rename))
        .route("/api/player/transfer", post(transfer))
        .route("/api/player/claim", post(claim))
        .route("/api/player/games", get(games))
        .route("/api/lobby/games/{id}/seat", post(seat))
        .route("/api/games/{id}/players", get(players))
}

/// The database's key for a cookie's token.
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The player called `name`, other than `me`, whom a mute, a block or a report names: a
/// forgotten player or the computer is nobody (`unknown-player`, with `name`); `me` is refused
/// with `own`, its code and message.
pub async fn other_player(
    state: &AppState,
    me: &PlayerRow,
    name: &str,
    own: (&'static str, &str),
) -> Result<PlayerRow, Error> {
    let found = state.store.player_by_name(name).await?;
    let other = found
        .filter(|p| {
            !crate::store::privacy::is_forgotten(&p.name) && !p.name.starts_with("computer:")
        })
        .ok_or_else(|| Error::UnknownPlayer(name.to_owned()))?;
    if other.id == me.id {
        return Err(Error::bad(own.0, own.1));
    }
    Ok(other)
}

/// The browser's player, if its cookie names one.
pub async fn current(state: &AppState, jar: &CookieJar) -> Result<Option<PlayerRow>, Error> {
    let Some(token) = jar.get(PLAYER_COOKIE).map(|c| c.value().to_owned()) else {
        return Ok(None);
    };
    if !secret::plausible(&token) {
        return Ok(None);
    }
    let now = state.config.clock.now_ms();
    Ok(state
        .store
        .player_by_token(&token_hash(&token), now)
        .await?)
}

/// A player's rating for the tiles' rules (a new player's until they have one).
pub async fn rating_of(state: &AppState, player: &str) -> Result<(Glicko, i64), Error> {
    rating_for(state, player, tiles::RULES).await
}

/// A player's rating for the rule set `rules` (a rules string), and their games under it.
pub async fn rating_for(
    state: &AppState,
    player: &str,
    rules: &str,
) -> Result<(Glicko, i64), Error> {
    let now = state.config.clock.now_ms();
    let rows = state.store.ratings(player).await?;
    Ok(rows
        .into_iter()
        .find(|r| r.rules == rules)
        .map(|r| {
            let days = (now - r.rated_at).max(0) as f64 / 86_400_000.0;
            (r.glicko.aged(days), r.games)
        })
        .unwrap_or((START, 0)))
}

/// The maker `player` of a rated table under `rules` (a rules string) as its invite names
/// them (`None` once the player is no more).
pub async fn host(
    state: &AppState,
    player: &str,
    rules: &str,
) -> Result<Option<InviteHost>, Error> {
    let Some(row) = state.store.player_by_id(player).await? else {
        return Ok(None);
    };
    let (glicko, _) = rating_for(state, player, rules).await?;
    Ok(Some(InviteHost {
        name: row.name,
        rating: shown(glicko),
        provisional: glicko.provisional(),
    }))
}

/// A lobby game's record names its players as the site does, with their ratings as the game
/// began (`WhiteElo`, as PGN's), and, once a rated result is applied, each one's change
/// (`WhiteRatingDiff`, as lichess writes it). The computer of a rated game keeps its level.
pub fn name_record(record: &mut crate::model::record::Record, game: &LobbyGameRow) {
    for (i, side) in ["White", "Black"].into_iter().enumerate() {
        if rating::computer_level(&game.players[i]).is_none() {
            // A player who asked to be forgotten is no name (docs/privacy.md).
            let name = if game.names[i] == crate::store::privacy::FORGOTTEN_NAME {
                "Deleted player".to_owned()
            } else {
                game.names[i].clone()
            };
            record.set_tag(side, name, "RulesFull");
        }
        let elo = shown(game.ratings[i]).to_string();
        record.set_tag(&format!("{side}Elo"), elo, side);
        if let Some(change) = game.changes[i].filter(|_| game.rated) {
            let diff = rating::shown_change(game.ratings[i].rating, change);
            let diff = if diff > 0 {
                format!("+{diff}")
            } else {
                diff.to_string()
            };
            record.set_tag(&format!("{side}RatingDiff"), diff, &format!("{side}Elo"));
        }
    }
}

/// A rating as the pages show it: rounded (the page adds "?" when it is provisional).
fn shown(glicko: Glicko) -> i64 {
    glicko.rating.round() as i64
}

/// A player as the lobby and the API show them.
pub async fn player_view(state: &AppState, player: &PlayerRow) -> Result<PlayerView, Error> {
    let (glicko, games) = rating_of(state, &player.id).await?;
    Ok(PlayerView {
        name: player.name.clone(),
        rating: shown(glicko),
        provisional: glicko.provisional(),
        games,
    })
}

/// The answer that names `player`.
async fn player_answer(state: &AppState, player: &PlayerRow) -> Result<PlayerAnswer, Error> {
    Ok(PlayerAnswer {
        player: Some(player_view(state, player).await?),
    })
}

/// `GET /api/player`: the browser's player, or `{"player": null}`.
async fn show(State(state): State<AppState>, jar: CookieJar) -> Result<Json<PlayerAnswer>, Error> {
    match current(&state, &jar).await? {
        Some(player) => Ok(Json(player_answer(&state, &player).await?)),
        None => Ok(Json(PlayerAnswer { player: None })),
    }
}

/// The player cookie holding `token`.
fn player_cookie(state: &AppState, token: String) -> Cookie<'static> {
    Cookie::build((PLAYER_COOKIE, token))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.config.secure_cookies)
        .max_age(time::Duration::days(730))
        .build()
}

/// How long a transfer code lives: time to pick up the other phone and type eight letters.
const TRANSFER_LIFE_MS: i64 = 10 * 60 * 1000;

/// The body of `POST /api/player/transfer`, which may be left out: the progress this browser
/// keeps, carried with the code to the other browser.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Transfer {
    #[serde(default)]
    progress: Option<Progress>,
}

/// `POST /api/player/transfer` (`{"progress"}` optional): a code (and its link) that moves this
/// player to another browser, once, within ten minutes, with the lessons' and the practice's
/// stars of the browser that made it.
async fn transfer(
    State(state): State<AppState>,
    ClientAddr(address): ClientAddr,
    jar: CookieJar,
    body: Result<Option<Json<Transfer>>, JsonRejection>,
) -> Result<Json<TransferCode>, Error> {
    let progress = body?.and_then(|Json(t)| t.progress);
    let progress = progress
        .map(|p| p.checked().map(|p| p.to_json()))
        .transpose()?;
    let player = current(&state, &jar).await?.ok_or(Error::NoPlayer)?;
    if !state.lobby.transfers.allow(&*state.store, address).await? {
        return Err(Error::TooManyTransfers);
    }
    let code = secret::transfer_code();
    let expires_at = state.config.clock.now_ms() + TRANSFER_LIFE_MS;
    state
        .store
        .make_transfer_code(
            &player.id,
            &token_hash(&code),
            expires_at,
            progress.as_deref(),
        )
        .await?;
    let shown = format!("{}-{}", &code[..4], &code[4..]);
    Ok(Json(TransferCode {
        code: shown,
        expires_at,
        link: format!("/transfer/{code}"),
    }))
}

/// The body of `POST /api/player/claim`: a transfer code as typed.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Claim {
    code: String,
}

/// `POST /api/player/claim` `{"code"}`: this browser becomes the code's player, and is given
/// the progress sent with the code.
async fn claim(
    State(state): State<AppState>,
    ClientAddr(address): ClientAddr,
    jar: CookieJar,
    body: Result<JsonBody<Claim>, Error>,
) -> Result<(CookieJar, Json<Claimed>), Error> {
    let JsonBody(body) = body?;
    if !state.lobby.transfers.allow(&*state.store, address).await? {
        return Err(Error::TooManyTransfers);
    }
    let code = secret::transfer_code_typed(&body.code).ok_or(Error::BadTransferCode)?;
    let token = secret::seat_secret();
    let now = state.config.clock.now_ms();
    let (player, progress) = state
        .store
        .use_transfer_code(&token_hash(&code), &token_hash(&token), now)
        .await?
        .ok_or(Error::BadTransferCode)?;
    let answer = player_answer(&state, &player).await?;
    let progress = progress.as_deref().and_then(Progress::from_json);
    Ok((
        jar.add(player_cookie(&state, token)),
        Json(Claimed { answer, progress }),
    ))
}

/// `GET /api/player/games`: this player's lobby games, the newest first (the 50 last).
async fn games(State(state): State<AppState>, jar: CookieJar) -> Result<Json<PlayerGames>, Error> {
    let Some(player) = current(&state, &jar).await? else {
        return Ok(Json(PlayerGames { games: Vec::new() }));
    };
    let games = state.store.player_games(&player.id, 50).await?;
    let games = games
        .into_iter()
        .map(|g| PlayerGameView {
            game: g.game,
            seat: g.side,
            opponent: g.opponent,
            tile: g.tile,
            rated: g.rated,
            finished: g.finished,
            rating: g.rating.round() as i64,
            change: g.change.map(|c| rating::shown_change(g.rating, c)),
        })
        .collect();
    Ok(Json(PlayerGames { games }))
}

/// `POST /api/player`: the browser's player, made (with a generated name) if it has none.
async fn make(
    State(state): State<AppState>,
    ClientAddr(address): ClientAddr,
    jar: CookieJar,
) -> Result<(CookieJar, Json<PlayerAnswer>), Error> {
    let (player, jar) = ensure(&state, address, jar).await?;
    Ok((jar, Json(player_answer(&state, &player).await?)))
}

/// The browser's player, made (with a generated name, under `players_per_hour`) if it has
/// none: the first visit that needs one (a seek, a rated table, its seat) makes it.
pub async fn ensure(
    state: &AppState,
    address: std::net::IpAddr,
    jar: CookieJar,
) -> Result<(PlayerRow, CookieJar), Error> {
    if let Some(player) = current(state, &jar).await? {
        return Ok((player, jar));
    }
    if !state
        .lobby
        .new_players
        .allow(&*state.store, address)
        .await?
    {
        return Err(Error::TooManyPlayers);
    }
    let token = secret::seat_secret();
    let hash = token_hash(&token);
    let now = state.config.clock.now_ms();
    // A generated name may be taken: another number is tried.
    for _ in 0..8 {
        let player = PlayerRow {
            id: secret::game_id(),
            name: names::generate(),
        };
        let address = address.to_string();
        if state
            .store
            .create_player(&player, &hash, &address, now)
            .await?
        {
            let cookie = player_cookie(state, token);
            return Ok((player, jar.add(cookie)));
        }
    }
    Err(Error::Internal("no free generated name in 8 tries".into()))
}

/// The body of `POST /api/player/name`: the new name.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Rename {
    name: String,
}

/// `POST /api/player/name` `{"name"}`: the player's new name.
async fn rename(
    State(state): State<AppState>,
    ClientAddr(address): ClientAddr,
    jar: CookieJar,
    body: Result<JsonBody<Rename>, Error>,
) -> Result<Json<PlayerAnswer>, Error> {
    let JsonBody(body) = body?;
    let player = current(&state, &jar).await?.ok_or(Error::NoPlayer)?;
    let name = names::check(&body.name, &state.config.words).map_err(|problem| {
        Error::bad(
            "bad-name",
            format!(
                "a name has 3 to 20 letters of one script, digits, - or _, starting with a letter ({})",
                problem.code()
            ),
        )
        .with_arg("reason", problem.code())
        .with_arg("min", 3_i64)
        .with_arg("max", 20_i64)
    })?;
    if name == player.name {
        return Ok(Json(player_answer(&state, &player).await?));
    }
    if !state.lobby.renames.allow(&*state.store, address).await? {
        return Err(Error::TooManyRenames);
    }
    if !state.store.rename_player(&player.id, &name).await? {
        return Err(Error::NameTaken(name));
    }
    let renamed = PlayerRow { name, ..player };
    Ok(Json(player_answer(&state, &renamed).await?))
}

/// `POST /api/lobby/games/{id}/seat`: the seat of a game the lobby made for this browser's
/// player, as the game's seat cookie.
async fn seat(
    State(state): State<AppState>,
    Path(id): Path<String>,
    jar: CookieJar,
) -> Result<(CookieJar, Json<LobbySeat>), Error> {
    let player = current(&state, &jar).await?.ok_or(Error::NoPlayer)?;
    if !secret::plausible(&id) {
        return Err(Error::UnknownGame(id));
    }
    let game = state
        .store
        .lobby_game(&id)
        .await?
        .ok_or_else(|| Error::UnknownGame(id.clone()))?;
    let side = game
        .players
        .iter()
        .position(|p| *p == player.id)
        .ok_or(Error::NotYourSeat { game: id.clone() })?;
    let table = state
        .store
        .load_table(&id)
        .await?
        .ok_or_else(|| Error::UnknownGame(id.clone()))?;
    let secret = table.secrets[side].clone().unwrap_or_default();
    let cookie = crate::http::parts::seat_cookie(&state, &id, &secret);
    let color = if side == 0 { "white" } else { "black" };
    Ok((
        jar.add(cookie),
        Json(LobbySeat {
            game_url: format!("/games/{id}"),
            game: id,
            seat: color,
        }),
    ))
}

/// `GET /api/games/{id}/players`: the names and ratings of a lobby game's players, each one's
/// rating change once the result is applied, and which side is this browser's player's
/// (`you`: the page then takes its seat, on any browser the player has joined);
/// `{"pending": true}` for a rated table whose guest has not come; `404 unknown-game` for
/// other games.
async fn players(
    State(state): State<AppState>,
    Path(id): Path<String>,
    jar: CookieJar,
) -> Result<Json<GamePlayers>, Error> {
    if !secret::plausible(&id) {
        return Err(Error::UnknownGame(id));
    }
    let Some(game) = state.store.lobby_game(&id).await? else {
        // A rated table whose guest has not come yet: its players are known once they have.
        if state.store.rated_table(&id).await?.is_some() {
            return Ok(Json(GamePlayers::Pending(PendingPlayers {
                pending: true,
                rated: true,
            })));
        }
        if state.store.load_table(&id).await?.is_some() {
            return Ok(Json(GamePlayers::Unnamed(UnnamedPlayers { named: false })));
        }
        return Err(Error::UnknownGame(id));
    };
    let side = |i: usize| SidePlayer {
        name: game.names[i].clone(),
        rating: shown(game.ratings[i]),
        provisional: game.ratings[i].provisional(),
        change: game.changes[i].map(|c| rating::shown_change(game.ratings[i].rating, c)),
    };
    let me = current(&state, &jar).await?;
    let you = me
        .and_then(|p| game.players.iter().position(|x| *x == p.id))
        .map(|i| if i == 0 { "white" } else { "black" });
    let arena = match game.tile.as_str() {
        crate::tournament::director::ARENA_TILE => match state.store.arena_of_game(&id).await? {
            Some(arena) => state.store.arena(&arena).await?.map(|row| ArenaLink {
                id: row.arena.id,
                name: row.arena.name,
            }),
            None => None,
        },
        _ => None,
    };
    let swiss = match game.tile.as_str() {
        crate::store::lobby::SWISS => match state.store.swiss_of_game(&id).await? {
            Some(swiss) => state.store.swiss(&swiss).await?.map(|row| ArenaLink {
                id: row.swiss.id,
                name: row.swiss.name,
            }),
            None => None,
        },
        _ => None,
    };
    Ok(Json(GamePlayers::Known(Box::new(KnownPlayers {
        you,
        arena,
        swiss,
        rated: game.rated,
        unrated: (!game.rated).then_some(Unrated {
            reason: "same-address",
            games: crate::model::rating::SAME_ADDRESS_RATED_A_DAY,
        }),
        white: side(0),
        black: side(1),
        tile: game.tile.clone(),
        rules: game.rules.clone(),
    }))))
}
