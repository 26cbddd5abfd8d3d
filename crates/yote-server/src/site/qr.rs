//! `GET /qr.svg?text=…`: a QR code of a link of this site, so that a friend across the table can
//! take the seat with a phone's camera, or a class open its arena.

use std::sync::Arc;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};
use serde::Deserialize;

use crate::config::Config;
use crate::i18n::Lang;

/// The longest text encoded. An invite link is about 70 characters (origin, `/invite/`, a
/// 22-character token); 512 leaves room for a long host name and keeps the work per request
/// small (a QR code of 512 bytes is version 19 at level M, a few hundred microseconds).
pub const MAX_TEXT: usize = 512;

#[derive(Deserialize)]
pub struct QrQuery {
    text: String,
}

/// Only this site's invitation, transfer, arena and Swiss links are encoded, so that the
/// endpoint lends the site's name to no other address: `{origin}/invite/{token}`,
/// `{origin}/{lang}/invite/{token}`, `{origin}/transfer/{code}`,
/// `{origin}/{lang}/tournaments/{id}` or `{origin}/{lang}/swiss/{id}`, where the origin is the
/// site's own (`config`, and the request's `Host`) and the token, code or id could be one.
fn allowed(text: &str, config: &Config, host: Option<&str>) -> bool {
    let Some(after_scheme) = text.find("://").map(|i| i + 3) else {
        return false;
    };
    let Some(path_at) = text[after_scheme..].find('/') else {
        return false;
    };
    let (origin, path) = text.split_at(after_scheme + path_at);
    if !config.is_own_origin(origin, host) {
        return false;
    }
    let parts: Vec<&str> = path[1..].split('/').collect();
    let token = match parts.as_slice() {
        ["invite", token] => token,
        [lang, "invite", token] if Lang::from_code(lang).is_some() => token,
        ["transfer", code] => code,
        [lang, "tournaments" | "swiss", id] if Lang::from_code(lang).is_some() => id,
        _ => return false,
    };
    crate::model::secret::plausible(token)
}

pub async fn svg(
    State(config): State<Arc<Config>>,
    headers: HeaderMap,
    q: Result<Query<QrQuery>, QueryRejection>,
) -> Response {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    // An image: a query without one `text` is refused as a text that is not allowed is.
    let q = q.map(|Query(q)| q).unwrap_or(QrQuery {
        text: String::new(),
    });
    if q.text.len() > MAX_TEXT || !allowed(&q.text, &config, host) {
        return (
            StatusCode::BAD_REQUEST,
            "text: an invitation or transfer link of this site (its own address, /invite/ and a \
             token, or /transfer/ and a code), at most 512 characters",
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
    use crate::config::Config;

    #[test]
    fn only_this_site_s_invitation_links_are_encoded() {
        let local = Config::default();
        let host = Some("127.0.0.1:8080");
        for ok in [
            "http://127.0.0.1:8080/invite/abcDEF123",
            "https://127.0.0.1:8080/invite/x",
            "http://127.0.0.1:8080/pl/invite/abcDEF123",
            "http://127.0.0.1:8080/transfer/ABCD2345",
            "http://127.0.0.1:8080/fr/tournaments/k3Zp9QwB7xTa",
            "http://127.0.0.1:8080/wo/swiss/k3Zp9QwB7xTa",
        ] {
            assert!(allowed(ok, &local, host), "{ok}");
        }
        for bad in [
            "https://evil.example/invite/login",
            "http://127.0.0.1:8081/invite/abc",
            "http://127.0.0.1:8080@evil.example/invite/abc",
            "http://127.0.0.1:8080/invite/",
            "http://127.0.0.1:8080/invite/a b",
            "http://127.0.0.1:8080/invite/abc?x=1",
            "http://127.0.0.1:8080/invite/abc/",
            "http://127.0.0.1:8080/xx/invite/abc",
            "http://127.0.0.1:8080/en/rules",
            "http://127.0.0.1:8080/tournaments/k3Zp9QwB7xTa",
            "http://127.0.0.1:8080/xx/tournaments/k3Zp9QwB7xTa",
            "http://127.0.0.1:8080/en/tournaments/",
            "http://127.0.0.1:8080/swiss/k3Zp9QwB7xTa",
            "http://127.0.0.1:8080/en/swiss/k3Zp9QwB7xTa/trf",
            "http://127.0.0.1:8080",
            "javascript:alert(1)",
        ] {
            assert!(!allowed(bad, &local, host), "{bad}");
        }
        assert!(!allowed("http://127.0.0.1:8080/invite/abc", &local, None));
        let public = Config {
            public_origin: Some("https://yote.example".into()),
            ..Config::default()
        };
        assert!(allowed(
            "https://yote.example/invite/abc",
            &public,
            Some("10.0.0.1:8080")
        ));
        assert!(!allowed(
            "http://yote.example/invite/abc",
            &public,
            Some("yote.example")
        ));
        assert!(!allowed(
            "https://10.0.0.1:8080/invite/abc",
            &public,
            Some("10.0.0.1:8080")
        ));
    }
}
