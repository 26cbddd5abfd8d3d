//! Checks on every request before it is routed.
//!
//! Bodies: one announced over the limit is refused before a byte of it is read.
//!
//! Cross-origin requests: a page on another site (a sibling subdomain, say) whose requests carry
//! the seat cookie must not act for the player. Every request that changes something (any method
//! but GET and HEAD) and every WebSocket upgrade must come from the site's own origin when the
//! browser names one. Requests with no `Origin` (programs, not pages) pass: the seat secret is
//! what guards them.

use axum::extract::{Request, State};
use axum::http::{Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::Error;
use crate::state::AppState;

/// The largest HTTP request body accepted.
pub const MAX_BODY_BYTES: usize = 16 * 1024;

/// Refuses, with 413 `too-large`, a request whose announced body is over the limit, without
/// waiting for the body.
pub async fn body_length(request: Request, next: Next) -> Response {
    let announced = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if announced.is_some_and(|n| n > MAX_BODY_BYTES as u64) {
        return Error::TooLarge.into_response();
    }
    next.run(request).await
}

/// Refuses, with 403 `bad-origin`, a state-changing request or a WebSocket upgrade sent by a page
/// of another origin.
pub async fn origin(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let changes = !matches!(*request.method(), Method::GET | Method::HEAD)
        || request.headers().contains_key(header::UPGRADE);
    if changes && let Some(origin) = request.headers().get(header::ORIGIN) {
        let origin = origin.to_str().unwrap_or("(not text)");
        // A browser hides the origin (`null`) under some referrer policies; it still says in
        // `Sec-Fetch-Site` whether the request came from the site's own pages.
        let own_page = request
            .headers()
            .get("sec-fetch-site")
            .is_some_and(|v| v == "same-origin");
        let host = request
            .headers()
            .get(header::HOST)
            .and_then(|h| h.to_str().ok());
        let allowed = (origin == "null" && own_page) || state.config.is_own_origin(origin, host);
        if !allowed {
            tracing::info!(origin, "cross-origin request refused");
            return Error::BadOrigin(origin.chars().take(100).collect()).into_response();
        }
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use crate::config::Config;

    #[test]
    fn the_origin_must_name_the_host_or_the_public_origin() {
        let local = Config::default();
        let host = Some("127.0.0.1:8080");
        assert!(local.is_own_origin("http://127.0.0.1:8080", host));
        assert!(!local.is_own_origin("http://evil.example", host));
        assert!(!local.is_own_origin("null", host));
        assert!(!local.is_own_origin("http://127.0.0.1:8081", host));
        assert!(!local.is_own_origin("http://127.0.0.1:8080", None));
        let public = Config {
            public_origin: Some("https://yote.example".into()),
            ..Config::default()
        };
        assert!(public.is_own_origin("https://yote.example", Some("10.1.1.1:8080")));
        assert!(!public.is_own_origin("https://games.yote.example", Some("yote.example")));
    }
}
