//! The Swiss pages (docs/tournaments.md "Swiss on the site"): `/{lang}/swiss`, the form that
//! makes one, and `/{lang}/swiss/{id}`, a tournament: the reader's board and result buttons,
//! the round's pairings, the standings with tie-breaks, the director's controls for the browser
//! holding the director's key, and a page fit to print. Drawn by `web/swiss.js` from
//! `GET /api/swiss/{id}`, read again every few seconds.

use askama::Template;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use serde::Serialize;

use super::extract::Path;
use super::pages::{Chrome, HasLang, script_json, with_errors};
use super::respond::{negotiated, not_found, render};
use super::script_data::PageData;
use crate::error::Error;
use crate::i18n::{Lang, Tr};
use crate::model::TimeControl;
use crate::state::AppState;
use crate::tournament::swiss::ROUNDS;

use super::tournaments::{CLOCKS, Choice};

/// The times between rounds the form offers, in minutes: a class's short break to a club's
/// evening pause (the API takes 5 s to a week).
pub const GAPS: [i64; 5] = [1, 2, 5, 10, 15];

#[derive(Template)]
#[template(path = "swiss.html")]
pub struct SwissHtml {
    pub c: Chrome,
    pub new: bool,
    pub id: String,
    pub name: String,
    pub rounds: Vec<i64>,
    /// The clocks the form offers (an arena's).
    pub clocks: Vec<Choice>,
    /// The times between rounds the form offers when rounds start by themselves.
    pub gaps: Vec<Choice>,
    pub data: String,
}

impl HasLang for SwissHtml {
    fn lang(&self) -> Lang {
        self.c.tr.lang
    }
}

#[derive(Serialize)]
struct SwissData<'a> {
    id: Option<&'a str>,
    #[serde(flatten)]
    page: PageData,
}

fn page(tr: Tr, id: Option<&str>, name: String) -> SwissHtml {
    let messages = with_errors(&tr, tr.client_messages("swiss-js-"));
    let data = script_json(&SwissData {
        id,
        page: PageData {
            lang: tr.lang.code(),
            messages,
        },
    });
    let path = id.map_or_else(|| "/swiss".to_owned(), |id| format!("/swiss/{id}"));
    let clocks = CLOCKS
        .iter()
        .map(|&(minutes, increment)| Choice {
            value: format!("{minutes}+{increment}"),
            label: super::player_page::clock_text(
                &tr,
                &TimeControl::RealTime {
                    initial_s: minutes * 60,
                    increment_s: increment,
                },
            ),
        })
        .collect();
    let gaps = GAPS
        .iter()
        .map(|&m| Choice {
            value: (m * 60).to_string(),
            label: tr.tn("swiss-gap-after", "minutes", m),
        })
        .collect();
    SwissHtml {
        clocks,
        gaps,
        c: Chrome::new(tr, path, "tournaments"),
        new: id.is_none(),
        id: id.unwrap_or_default().to_owned(),
        name,
        rounds: ROUNDS.collect(),
        data,
    }
}

/// `/{lang}/swiss`: the form that makes a tournament.
pub async fn new(Path(code): Path<String>, headers: HeaderMap) -> Response {
    let Some(lang) = Lang::from_code(&code) else {
        return not_found(negotiated(&headers));
    };
    render(page(Tr::new(lang), None, String::new()))
}

/// `/{lang}/swiss/{id}`: a tournament that does not exist is the page not found.
pub async fn show(
    State(state): State<AppState>,
    Path((code, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let Some(lang) = Lang::from_code(&code) else {
        return not_found(negotiated(&headers));
    };
    let swiss = match state.swiss.read(&id).await {
        Ok(swiss) => swiss,
        Err(Error::SwissNotFound(_)) => return not_found(lang),
        Err(e) => {
            tracing::error!(error = %e, "cannot read a Swiss tournament's page");
            return super::respond::refused(&headers, &e, "/");
        }
    };
    render(page(Tr::new(lang), Some(&id), swiss.row.swiss.name))
}
