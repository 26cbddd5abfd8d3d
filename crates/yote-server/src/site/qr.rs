//! `GET /qr.svg?text=…`: a QR code of a link of this site, so that a friend across the table can
//! take the seat with a phone's camera.

use axum::extract::Query;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};
use serde::Deserialize;

/// The longest text encoded. An invite link is about 80 characters (origin, `/invite/`, a
/// 43-character token); 512 leaves room for a long host name and keeps the work per request
/// small (a QR code of 512 bytes is version 19 at level M, a few hundred microseconds).
pub const MAX_TEXT: usize = 512;

#[derive(Deserialize)]
pub struct QrQuery {
    text: String,
}

/// Only links to this site's invitations are encoded: the endpoint is no general QR service.
fn allowed(text: &str) -> bool {
    let Some(rest) = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"))
    else {
        return false;
    };
    let Some((_host, path)) = rest.split_once('/') else {
        return false;
    };
    path.strip_prefix("invite/").is_some_and(|token| {
        !token.is_empty()
            && token
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    })
}

pub async fn svg(Query(q): Query<QrQuery>) -> Response {
    if q.text.len() > MAX_TEXT || !allowed(&q.text) {
        return (
            StatusCode::BAD_REQUEST,
            "text: an invitation link of this site, at most 512 characters",
        )
            .into_response();
    }
    let Ok(code) = QrCode::with_error_correction_level(q.text.as_bytes(), EcLevel::M) else {
        return (StatusCode::BAD_REQUEST, "text: too long for a QR code").into_response();
    };
    let image = code
        .render::<svg::Color<'_>>()
        .min_dimensions(220, 220)
        .quiet_zone(true)
        .dark_color(svg::Color("#2a2018"))
        .light_color(svg::Color("#ffffff"))
        .build();
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        image,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::allowed;

    #[test]
    fn only_invitation_links_are_encoded() {
        assert!(allowed("https://yote.example/invite/abcDEF123_-"));
        assert!(allowed("http://127.0.0.1:8080/invite/x"));
        assert!(!allowed("https://evil.example/phish"));
        assert!(!allowed("https://yote.example/invite/"));
        assert!(!allowed("https://yote.example/invite/a b"));
        assert!(!allowed("javascript:alert(1)"));
        assert!(!allowed("https://yote.example"));
    }
}
