//! What the HTTP handlers of several modules share: a JSON body read with the site's refusals,
//! and the seat cookie.

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum_extra::extract::cookie::{Cookie, SameSite};

use crate::error::Error;
use crate::state::AppState;

/// The name of the seat cookie; its path is the game's (`/games/{id}`).
pub const SEAT_COOKIE: &str = "yote_seat";

/// The seat cookie for a game.
pub fn seat_cookie(state: &AppState, game: &str, secret: &str) -> Cookie<'static> {
    Cookie::build((SEAT_COOKIE, secret.to_owned()))
        .path(format!("/games/{game}"))
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.config.secure_cookies)
        .max_age(time::Duration::days(365))
        .build()
}

/// A JSON body, or the refusal that says what was wrong with it: too large, too slow, malformed.
pub(crate) fn json_body<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, Error> {
    match body {
        Ok(Json(t)) => Ok(t),
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => Err(Error::TooLarge),
        Err(e) if timed_out(&e) => Err(Error::BodyTimeout),
        Err(e) => Err(Error::bad("malformed", e.body_text())),
    }
}

/// Whether the body was cut by the body timeout.
fn timed_out(e: &JsonRejection) -> bool {
    let mut source = std::error::Error::source(e);
    while let Some(cause) = source {
        if cause.is::<tower_http::timeout::TimeoutError>() {
            return true;
        }
        source = cause.source();
    }
    false
}
