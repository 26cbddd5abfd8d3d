//! Web Push's HTTP side (docs/protocol.md §5): the VAPID public key a page subscribes with, and
//! a seat's subscriptions, kept and removed. The seat is the seat cookie's: a subscription
//! never names a secret, and a watcher has none to give.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::get;
use axum::{Json, Router};
use axum_extra::extract::CookieJar;
use serde::Deserialize;

use crate::error::Error;
use crate::http::extract::{JsonBody, Path};
use crate::http::parts::SEAT_COOKIE;
use crate::http::views::{PushKey, Subscribed, Unsubscribed};
use crate::i18n::Lang;
use crate::model::secret;
use crate::model::{Opponent, Table};
use crate::push::subscription::{self, Given};
use crate::state::AppState;
use crate::store::push::PushSubscription;

/// Subscriptions one seat may hold in one game: a player's phone, tablet and computers, and a
/// browser or two more; each notice is posted once to each, so the cap also bounds what one
/// seat can make the server post.
pub const MAX_SUBSCRIPTIONS_PER_SEAT: usize = 5;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/push", get(key)).route(
        "/games/{id}/push",
        axum::routing::post(subscribe).delete(unsubscribe),
    )
}

/// `GET /api/push`: the VAPID public key (the page's `applicationServerKey`).
async fn key(State(state): State<AppState>) -> Json<PushKey> {
    Json(PushKey {
        key: state.push.public_key().to_owned(),
    })
}

fn refuse(reason: &'static str, message: impl Into<String>) -> Error {
    Error::bad("bad-subscription", message).with_arg("reason", reason)
}

/// The game's table and the seat this browser's cookie holds.
async fn seat(state: &AppState, id: &str, jar: &CookieJar) -> Result<(Table, &'static str), Error> {
    let table = state
        .store
        .load_table(id)
        .await?
        .ok_or_else(|| Error::UnknownGame(id.to_owned()))?;
    let side = jar
        .get(SEAT_COOKIE)
        .and_then(|c| secret::seat_of(&table, c.value()))
        .ok_or_else(|| Error::NotYourSeat {
            game: id.to_owned(),
        })?;
    Ok((table, side))
}

/// `POST /games/{id}/push`: keeps this browser's subscription for its seat.
async fn subscribe(
    State(state): State<AppState>,
    Path(id): Path<String>,
    jar: CookieJar,
    headers: HeaderMap,
    body: Result<JsonBody<Given>, Error>,
) -> Result<(StatusCode, Json<Subscribed>), Error> {
    let (table, side) = seat(&state, &id, &jar).await?;
    let JsonBody(given) = body?;
    if table.opponent == Opponent::Local {
        return Err(refuse(
            "local",
            "a game on one device has nobody else to wait for: it sends no notices",
        ));
    }
    let over = state
        .game_state(&id)
        .await?
        .is_some_and(|v| v["status"] == "over");
    if over {
        return Err(refuse(
            "over",
            "this game has ended: it sends no more notices",
        ));
    }
    subscription::check(&given, state.push.services()).map_err(|b| refuse(b.reason, b.message))?;
    let lang = given
        .lang
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_else(|| {
            Lang::negotiate(headers.get("accept-language").and_then(|v| v.to_str().ok()))
        });
    let row = PushSubscription {
        endpoint: given.endpoint,
        game: id,
        side: side.to_owned(),
        p256dh: given.keys.p256dh,
        auth: given.keys.auth,
        lang: lang.code().to_owned(),
    };
    let now = state.config.clock.now_ms();
    if !state
        .store
        .add_subscription(&row, now, MAX_SUBSCRIPTIONS_PER_SEAT)
        .await?
    {
        return Err(refuse(
            "too-many",
            format!(
                "this seat already has {MAX_SUBSCRIPTIONS_PER_SEAT} browsers told of its game: turn one off first"
            ),
        ));
    }
    Ok((
        StatusCode::CREATED,
        Json(Subscribed {
            subscribed: true,
            side,
            lang: lang.code(),
        }),
    ))
}

/// The body of `DELETE /games/{id}/push`: the endpoint of the browser to tell no more.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Endpoint {
    endpoint: String,
}

/// `DELETE /games/{id}/push`: this browser's subscription for the game goes.
async fn unsubscribe(
    State(state): State<AppState>,
    Path(id): Path<String>,
    jar: CookieJar,
    body: Result<JsonBody<Endpoint>, Error>,
) -> Result<Json<Unsubscribed>, Error> {
    seat(&state, &id, &jar).await?;
    let JsonBody(given) = body?;
    let removed = state
        .store
        .remove_subscription(&id, &given.endpoint)
        .await?;
    Ok(Json(Unsubscribed {
        subscribed: false,
        removed,
    }))
}
