//! The arenas' pages (docs/tournaments.md "The pages"): `/{lang}/tournaments`, the arenas under
//! way and those beginning within a day with the form that makes one, and
//! `/{lang}/tournaments/{id}`, an arena: its standings, the reader's line and next game, the
//! podium. The arena's page is drawn by `web/arena.js` from the arena as `GET /api/arenas/{id}`
//! gives it (the first in the page's data, then each change over `/arenas/{id}/ws`).

use askama::Template;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use serde::Serialize;

use super::extract::Path;
use super::pages::{Chrome, HasLang, script_json, with_errors};
use super::player_page::{clock_text, rules_title};
use super::respond::{negotiated, not_found, render};
use super::script_data::PageData;
use crate::error::Error;
use crate::i18n::{Lang, Tr};
use crate::model::TimeControl;
use crate::state::AppState;
use crate::tournament::views::{ArenaPage, ArenaView};

/// The clocks the form offers (minutes + seconds a move), as lichess's arenas offer: from a
/// bullet to a rapid game, each short enough for several games in an hour.
pub const CLOCKS: [(u32, u32); 9] = [
    (1, 0),
    (2, 1),
    (3, 0),
    (3, 2),
    (5, 0),
    (5, 3),
    (10, 0),
    (10, 5),
    (15, 10),
];
/// The durations the form offers, in minutes, within the API's 10 to 180.
pub const DURATIONS: [u32; 9] = [10, 15, 20, 30, 45, 60, 90, 120, 180];
/// When the arena may begin, in minutes from now: at once, or time to share the link.
pub const STARTS: [u32; 7] = [0, 2, 5, 10, 15, 30, 60];

/// An arena of the list.
pub struct ArenaLine {
    pub id: String,
    pub name: String,
    /// The rule set, the clock and whether it is rated, in words.
    pub what: String,
    /// `upcoming`, `running` or `ending`, and where it is in words.
    pub status: &'static str,
    pub when: String,
    pub players: String,
}

/// An option of one of the form's lists: its value and its words.
pub struct Choice {
    pub value: String,
    pub label: String,
}

#[derive(Template)]
#[template(path = "tournaments.html")]
pub struct TournamentsPage {
    pub c: Chrome,
    pub arenas: Vec<ArenaLine>,
    pub clocks: Vec<Choice>,
    pub durations: Vec<Choice>,
    pub starts: Vec<Choice>,
    pub data: String,
}

impl HasLang for TournamentsPage {
    fn lang(&self) -> Lang {
        self.c.tr.lang
    }
}

#[derive(Template)]
#[template(path = "arena.html")]
pub struct ArenaHtml {
    pub c: Chrome,
    pub id: String,
    pub name: String,
    pub what: String,
    pub data: String,
}

impl HasLang for ArenaHtml {
    fn lang(&self) -> Lang {
        self.c.tr.lang
    }
}

/// The arena page's script data: the arena as its reader sees it now, and the server's clock.
#[derive(Serialize)]
struct ArenaData<'a> {
    id: &'a str,
    now: i64,
    arena: &'a ArenaPage,
    #[serde(flatten)]
    page: PageData,
}

/// The rule set, the clock, whether it is rated, and whether it takes an entry code or is one
/// of the site's own, in words.
fn what(tr: &Tr, arena: &ArenaView) -> String {
    let mut parts = vec![
        rules_title(tr, &arena.rules),
        clock_text(tr, &arena.clock),
        tr.t(if arena.rated {
            "tournaments-rated"
        } else {
            "tournaments-casual"
        }),
    ];
    if arena.entry_code {
        parts.push(tr.t("tournaments-entry-code"));
    }
    if arena.site {
        parts.push(tr.t("tournaments-site"));
    }
    parts.join(" · ")
}

/// Whole minutes from `now` to `at`, at least 1.
fn minutes_until(now: i64, at: i64) -> i64 {
    ((at - now) as f64 / 60_000.0).ceil().max(1.0) as i64
}

impl ArenaLine {
    fn new(tr: &Tr, arena: &ArenaView, now: i64) -> ArenaLine {
        let when = match arena.status {
            "upcoming" => tr.tn(
                "tournaments-upcoming",
                "minutes",
                minutes_until(now, arena.starts_at),
            ),
            "running" => tr.tn(
                "tournaments-running",
                "minutes",
                minutes_until(now, arena.ends_at),
            ),
            _ => tr.t("tournaments-ending"),
        };
        ArenaLine {
            id: arena.id.clone(),
            name: arena.name.clone(),
            what: what(tr, arena),
            status: arena.status,
            when,
            players: tr.tn("tournaments-players", "n", arena.players),
        }
    }
}

impl TournamentsPage {
    pub fn new(tr: Tr, arenas: &[ArenaView], now: i64) -> TournamentsPage {
        let arenas = arenas.iter().map(|a| ArenaLine::new(&tr, a, now)).collect();
        let clocks = CLOCKS
            .iter()
            .map(|&(minutes, increment)| Choice {
                value: format!("{minutes}+{increment}"),
                label: clock_text(
                    &tr,
                    &TimeControl::RealTime {
                        initial_s: minutes * 60,
                        increment_s: increment,
                    },
                ),
            })
            .collect();
        let durations = DURATIONS
            .iter()
            .map(|&m| Choice {
                value: m.to_string(),
                label: tr.tn("tournaments-minutes-option", "minutes", i64::from(m)),
            })
            .collect();
        let starts = STARTS
            .iter()
            .map(|&m| Choice {
                value: m.to_string(),
                label: if m == 0 {
                    tr.t("tournaments-starts-now")
                } else {
                    tr.tn("tournaments-starts-in", "minutes", i64::from(m))
                },
            })
            .collect();
        let data = PageData {
            lang: tr.lang.code(),
            messages: with_errors(&tr, tr.client_messages("tournaments-js-")),
        };
        TournamentsPage {
            data: script_json(&data),
            c: Chrome::new(tr, "/tournaments", "tournaments"),
            arenas,
            clocks,
            durations,
            starts,
        }
    }
}

/// `/{lang}/tournaments`.
pub async fn list(
    State(state): State<AppState>,
    Path(code): Path<String>,
    headers: HeaderMap,
) -> Response {
    let Some(lang) = Lang::from_code(&code) else {
        return not_found(negotiated(&headers));
    };
    let now = state.arenas.now();
    let arenas: Vec<ArenaView> = match state.arenas.listed().await {
        Ok(rows) => rows.iter().map(|(r, p)| ArenaView::of(r, *p)).collect(),
        Err(e) => return failed(&headers, &e),
    };
    render(TournamentsPage::new(Tr::new(lang), &arenas, now))
}

/// `/{lang}/tournaments/{id}`: an arena that does not exist is the page not found.
pub async fn arena(
    State(state): State<AppState>,
    Path((code, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let Some(lang) = Lang::from_code(&code) else {
        return not_found(negotiated(&headers));
    };
    let arena = match state.arenas.state(&id).await {
        Ok(arena) => arena,
        Err(Error::ArenaNotFound(_)) => return not_found(lang),
        Err(e) => return failed(&headers, &e),
    };
    // The page is the same for every reader; the reader's own line and game come with the
    // socket's first message.
    let page = ArenaPage::of(&arena, None, 1);
    let tr = Tr::new(lang);
    let messages = with_errors(&tr, tr.client_messages("arena-js-"));
    let data = ArenaData {
        id: &id,
        now: state.arenas.now(),
        arena: &page,
        page: PageData {
            lang: tr.lang.code(),
            messages,
        },
    };
    let data = script_json(&data);
    let what = what(&tr, &page.arena);
    render(ArenaHtml {
        c: Chrome::new(tr, format!("/tournaments/{id}"), "tournaments"),
        id,
        name: page.arena.name.clone(),
        what,
        data,
    })
}

/// A page the store could not read: logged, and said on a page in the visitor's language.
fn failed(headers: &HeaderMap, e: &Error) -> Response {
    tracing::error!(error = %e, "cannot read an arena's page");
    super::respond::refused(headers, e, "/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_forms_choices_are_within_what_the_api_takes() {
        for m in DURATIONS {
            assert!(crate::tournament::arenas::MINUTES.contains(&m), "{m}");
        }
        for m in STARTS {
            assert!(crate::tournament::arenas::STARTS_IN.contains(&m), "{m}");
        }
        assert_eq!(minutes_until(0, 1), 1);
        assert_eq!(minutes_until(0, 60_001), 2);
    }
}
