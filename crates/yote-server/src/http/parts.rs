//! What the HTTP handlers of several modules share: the seat cookie.

use axum_extra::extract::cookie::{Cookie, SameSite};

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
