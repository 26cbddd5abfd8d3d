//! How a page goes out: in the language of its path or the visitor's, with the language kept in
//! a cookie, or as the "page not found" page.

use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};

use super::pages::{HasLang, NotFound, Refused, error_text};
use crate::error::Error;
use crate::i18n::{Lang, Tr};

/// The language for a page without a prefix: the one last chosen on this site (the `yote_lang`
/// cookie), else the browser's preference.
pub fn negotiated(headers: &HeaderMap) -> Lang {
    let chosen = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|pair| pair.trim().strip_prefix("yote_lang="))
        .and_then(Lang::from_code);
    chosen.unwrap_or_else(|| {
        Lang::negotiate(
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok()),
        )
    })
}

/// A page in an unknown language prefix, or another unknown page.
pub fn not_found(lang: Lang) -> Response {
    let page = NotFound::new(Tr::new(lang));
    (StatusCode::NOT_FOUND, render(page)).into_response()
}

/// The refusal of a plain form, as a page in the visitor's language with the error's status:
/// the error's words (as the page's script would say them) and a link back to `back`.
pub fn refused(headers: &HeaderMap, e: &Error, back: &str) -> Response {
    let tr = Tr::new(negotiated(headers));
    let (status, code) = e.status_and_code();
    let message = error_text(&tr, code, &e.args());
    let mut response = render_only(Refused::new(tr, message, back.to_owned()));
    if response.status().is_success() {
        *response.status_mut() = status;
    }
    response
}

/// A rendered page; it remembers the page's language for later pages without a prefix (the game
/// and invite links that players share).
pub fn render(page: impl askama::Template + HasLang) -> Response {
    let cookie = format!(
        "yote_lang={}; Path=/; Max-Age=31536000; SameSite=Lax",
        page.lang().code()
    );
    let mut response = render_only(page);
    if response.status().is_success()
        && let Ok(cookie) = header::HeaderValue::from_str(&cookie)
    {
        response.headers_mut().append(header::SET_COOKIE, cookie);
    }
    response
}

/// A rendered page that sets no cookie at all.
pub fn render_only(page: impl askama::Template) -> Response {
    match page.render() {
        Ok(html) => ([(header::CACHE_CONTROL, "no-cache")], Html(html)).into_response(),
        Err(e) => {
            tracing::error!("template error: {e}");
            (StatusCode::INTERNAL_SERVER_ERROR, "internal error").into_response()
        }
    }
}

/// Renders `page` in the language of a `/{lang}/…` path, or a 404 page in the visitor's language
/// when the prefix is not a language of the site.
pub fn in_lang(code: &str, headers: &HeaderMap, page: impl FnOnce(Lang) -> Response) -> Response {
    match Lang::from_code(code) {
        Some(lang) => page(lang),
        None => not_found(negotiated(headers)),
    }
}
