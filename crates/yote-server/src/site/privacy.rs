//! `/{lang}/privacy`: what the site keeps, why and for how long, on the server and in the
//! browser (docs/privacy.md). The periods are the store's own constants, so the page says what
//! the retention sweep does.

use askama::Template;
use axum::extract::Path;
use axum::http::HeaderMap;
use axum::response::Response;

use super::pages::{Chrome, HasLang};
use super::respond::{in_lang, render};
use crate::i18n::{Lang, Tr};
use crate::store::privacy::{
    CLOSED_REPORT_MS, LOGS_MS, PLAYER_ADDRESS_MS, SEEK_MS, SHARED_ADDRESS_MS, TABLE_ADDRESS_MS,
};

const DAY_MS: i64 = 86_400_000;

/// One thing kept: what it is (with its technical name, a cookie or a storage key, if it has
/// one), why, and for how long.
pub struct Kept {
    pub id: &'static str,
    pub name: Option<&'static str>,
    pub what: String,
    pub why: String,
    pub long: String,
}

impl Kept {
    fn new(tr: &Tr, id: &'static str, name: Option<&'static str>, long: String) -> Kept {
        Kept {
            id,
            name,
            what: tr.t(&format!("privacy-{id}-what")),
            why: tr.t(&format!("privacy-{id}-why")),
            long,
        }
    }

    /// A row whose period is its own message.
    fn plain(tr: &Tr, id: &'static str, name: Option<&'static str>) -> Kept {
        let long = tr.t(&format!("privacy-{id}-long"));
        Kept::new(tr, id, name, long)
    }

    /// A row whose period is a number of days.
    fn days(tr: &Tr, id: &'static str, ms: i64) -> Kept {
        let long = tr.tn(&format!("privacy-{id}-long"), "days", ms / DAY_MS);
        Kept::new(tr, id, None, long)
    }
}

#[derive(Template)]
#[template(path = "privacy.html")]
pub struct PrivacyPage {
    pub c: Chrome,
    /// What the server keeps, then what stays in the browser.
    pub server: Vec<Kept>,
    pub device: Vec<Kept>,
}

impl HasLang for PrivacyPage {
    fn lang(&self) -> Lang {
        self.c.tr.lang
    }
}

impl PrivacyPage {
    pub fn new(tr: Tr) -> PrivacyPage {
        let server = vec![
            Kept::plain(&tr, "player-cookie", Some("yote_player")),
            Kept::plain(&tr, "seat-cookies", Some("yote_seat")),
            Kept::plain(&tr, "lang-cookie", Some("yote_lang")),
            Kept::plain(&tr, "name", None),
            Kept::plain(&tr, "ratings", None),
            Kept::plain(&tr, "games", None),
            Kept::days(&tr, "player-address", PLAYER_ADDRESS_MS),
            Kept::days(&tr, "table-address", TABLE_ADDRESS_MS),
            Kept::days(&tr, "shared-address", SHARED_ADDRESS_MS),
            Kept::days(&tr, "seek-address", SEEK_MS),
            Kept::plain(&tr, "limits", None),
            Kept::plain(&tr, "push", None),
            Kept::plain(&tr, "mutes", None),
            Kept::plain(&tr, "blocks", None),
            Kept::days(&tr, "reports", CLOSED_REPORT_MS),
            Kept::plain(&tr, "sanctions", None),
            Kept::plain(&tr, "transfer", None),
            Kept::plain(&tr, "arenas", None),
            Kept::days(&tr, "logs", LOGS_MS),
        ];
        let device = vec![
            Kept::plain(&tr, "recent", Some("yote-games")),
            Kept::plain(&tr, "kept-player", Some("yote-lobby-player")),
            Kept::plain(&tr, "offline", Some("yote-offline-games")),
            Kept::plain(&tr, "puzzles", Some("yote-puzzles")),
            Kept::plain(&tr, "learn", Some("yote-learn")),
            Kept::plain(&tr, "practice", Some("yote-practice")),
            Kept::plain(&tr, "arena-opened", Some("yote-arena-opened")),
            Kept::plain(&tr, "settings", Some("yote-theme, yote-muted")),
            Kept::plain(&tr, "cache", Some("yote-…")),
        ];
        PrivacyPage {
            c: Chrome::new(tr, "/privacy", ""),
            server,
            device,
        }
    }
}

/// `GET /{lang}/privacy`.
pub async fn page(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(PrivacyPage::new(Tr::new(lang)))
    })
}
