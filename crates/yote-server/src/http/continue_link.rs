//! The continue link, `/games/{id}/continue/{secret}` (docs/protocol.md §1), which carries a seat
//! to another device, and only with the player's word on a page of this site.
//!
//! Opening it is a GET, which any page, mail or chat preview can make a browser do: it sets
//! nothing and answers a page that asks (and says so when this browser already holds the other
//! seat, which continuing replaces). The page's form POSTs to the same path, and only a POST
//! from the site's own page sets the seat cookie.

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use axum_extra::extract::CookieJar;

use crate::config::Config;
use crate::error::Error;
use crate::http::extract::Path;
use crate::http::parts::{SEAT_COOKIE, seat_cookie};
use crate::i18n::Lang;
use crate::model::Table;
use crate::model::secret;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}/continue/{secret}", get(ask).post(confirm))
        .route("/{lang}/games/{id}/continue/{secret}", get(in_lang))
}

/// The table of game `id` and the seat `given` holds there; `bad-secret` when it holds none.
async fn seat(state: &AppState, id: &str, given: &str) -> Result<(Table, &'static str), Error> {
    if !secret::plausible(id) {
        return Err(Error::UnknownGame(id.chars().take(40).collect()));
    }
    let table = state
        .store
        .load_table(id)
        .await?
        .ok_or_else(|| Error::UnknownGame(id.to_owned()))?;
    let seat = secret::seat_of(&table, given).ok_or(Error::BadSecret)?;
    Ok((table, seat))
}

/// `GET`: the page that asks, in the visitor's language; straight to the game when this browser
/// already holds that seat.
async fn ask(
    State(state): State<AppState>,
    Path((id, given)): Path<(String, String)>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Response, Error> {
    let (table, seat) = seat(&state, &id, &given).await?;
    let cookie = jar.get(SEAT_COOKIE).map(|c| c.value().to_owned());
    if cookie.as_deref().is_some_and(|c| secret::same(c, &given)) {
        return Ok(Redirect::to(&format!("/games/{id}")).into_response());
    }
    let held = cookie.and_then(|c| secret::seat_of(&table, &c));
    let lang = crate::site::negotiated(&headers);
    Ok(crate::site::continue_page(lang, &id, &given, seat, held))
}

/// `GET /{lang}/games/{id}/continue/{secret}` (the page's language switch): the same page in
/// that language. The seat cookie reaches only `/games/{id}/…`, so the page itself is there.
async fn in_lang(Path((code, id, given)): Path<(String, String, String)>) -> Response {
    let back = Redirect::to(&format!("/games/{id}/continue/{given}"));
    match Lang::from_code(&code) {
        Some(lang) => (
            [(
                header::SET_COOKIE,
                format!(
                    "yote_lang={}; Path=/; Max-Age=31536000; SameSite=Lax",
                    lang.code()
                ),
            )],
            back,
        )
            .into_response(),
        None => back.into_response(),
    }
}

/// Whether a request comes from a page of the site itself: the browser says so in
/// `Sec-Fetch-Site`, or names the site as its `Origin`, and says nothing else. A request that
/// says neither is not taken for the site's.
fn from_own_page(headers: &HeaderMap, config: &Config) -> bool {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let site = headers
        .get("sec-fetch-site")
        .map(|v| v.as_bytes() == b"same-origin");
    let origin = headers.get(header::ORIGIN).map(|v| match v.to_str() {
        Ok("null") => site == Some(true),
        Ok(origin) => config.is_own_origin(origin, host),
        Err(_) => false,
    });
    match (site, origin) {
        (None, None) => false,
        (site, origin) => site != Some(false) && origin != Some(false),
    }
}

/// `POST` (the page's button): the seat cookie, and to the game.
async fn confirm(
    State(state): State<AppState>,
    Path((id, given)): Path<(String, String)>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Response, Error> {
    let (_, seat) = seat(&state, &id, &given).await?;
    if !from_own_page(&headers, &state.config) {
        tracing::info!(game = %id, "a continue link not confirmed on the site refused");
        return Err(Error::UnconfirmedSeat);
    }
    tracing::info!(game = %id, seat, "seat continued on another device");
    let jar = jar.add(seat_cookie(&state, &id, &given));
    Ok((jar, Redirect::to(&format!("/games/{id}"))).into_response())
}

#[cfg(test)]
mod tests {
    use super::from_own_page;
    use crate::config::Config;
    use axum::http::{HeaderMap, HeaderValue};

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        map.insert("host", HeaderValue::from_static("127.0.0.1:8080"));
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn only_the_site_s_own_pages_confirm() {
        let config = Config::default();
        let own = "http://127.0.0.1:8080";
        for ok in [
            vec![("origin", own), ("sec-fetch-site", "same-origin")],
            vec![("origin", own)],
            vec![("sec-fetch-site", "same-origin")],
            vec![("origin", "null"), ("sec-fetch-site", "same-origin")],
        ] {
            assert!(from_own_page(&headers(&ok), &config), "{ok:?}");
        }
        for bad in [
            vec![],
            vec![("origin", "http://evil.example")],
            vec![("origin", "null")],
            vec![("sec-fetch-site", "cross-site")],
            vec![("sec-fetch-site", "same-site")],
            vec![("sec-fetch-site", "none")],
            vec![("origin", own), ("sec-fetch-site", "cross-site")],
            vec![
                ("origin", "http://evil.example"),
                ("sec-fetch-site", "same-origin"),
            ],
        ] {
            assert!(!from_own_page(&headers(&bad), &config), "{bad:?}");
        }
    }
}
