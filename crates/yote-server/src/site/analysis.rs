//! `/{lang}/analysis`: a finished game (`?game=<id>`, its record fetched from the API) or a
//! pasted record, analysed in the page by the engine in WebAssembly, and the position editor
//! (`/{lang}/editor` opens the same page at the editor). The page's script is
//! `web/analysis.js`; it gets its messages (`analysis-js-*`) as JSON, as the game page does.
//!
//! A game still being played is not analysed (as on lichess): its address answers its moves so
//! far, a notice and the way back to the game, with no engine, no script and no import, for
//! players and watchers alike; the same address analyses it once it has ended.

use std::sync::Arc;

use askama::Template;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use yote_rules::{Color, Preset};

use super::extract::{Path, Query};
use super::pages::{Chrome, HasLang, script_json};
use super::respond::{in_lang, negotiated, not_found, render};
use crate::i18n::{Lang, Tr};
use crate::model::Live;
use crate::store::Store;

#[derive(Template)]
#[template(path = "analysis.html")]
pub struct Analysis {
    pub c: Chrome,
    pub data: String,
    /// The presets offered by the editor: (name, title).
    pub presets: Vec<(&'static str, String)>,
}

impl HasLang for Analysis {
    fn lang(&self) -> Lang {
        self.c.tr.lang
    }
}

/// What the analysis page's script reads: the language, whether the page is the position
/// editor, and the messages.
#[derive(Serialize)]
struct AnalysisData {
    lang: &'static str,
    editor: bool,
    messages: super::script_data::Messages,
}

impl Analysis {
    pub fn new(tr: Tr, editor: bool) -> Analysis {
        let data = AnalysisData {
            lang: tr.lang.code(),
            editor,
            messages: tr.client_messages("analysis-js-"),
        };
        let presets = Preset::ALL
            .iter()
            .map(|p| (p.name(), tr.t(&format!("v-{}-title", p.name()))))
            .collect();
        let here = if editor { "/editor" } else { "/analysis" };
        Analysis {
            c: Chrome::new(tr, here, ""),
            data: script_json(&data),
            presets,
        }
    }
}

/// The page of a game still being played: its moves, numbered as the analysis numbers them.
#[derive(Template)]
#[template(path = "analysis_live.html")]
pub struct InProgress {
    pub c: Chrome,
    /// The game page, after the language prefix.
    pub game_path: String,
    pub moves: Vec<String>,
}

impl HasLang for InProgress {
    fn lang(&self) -> Lang {
        self.c.tr.lang
    }
}

impl InProgress {
    fn new(tr: Tr, game: &str, live: &Live) -> InProgress {
        let black_first = live.movers.first() == Some(&Color::Black);
        let moves = live
            .game
            .actions()
            .iter()
            .zip(&live.movers)
            .enumerate()
            .map(|(i, (action, mover))| {
                let turn = (i + usize::from(black_first)) / 2 + 1;
                let dots = if *mover == Color::Black { ".." } else { "" };
                format!("{turn}.{dots} {action}")
            })
            .collect();
        InProgress {
            c: Chrome::new(tr, format!("/analysis?game={game}"), ""),
            game_path: format!("/games/{game}"),
            moves,
        }
    }
}

#[derive(Default, Deserialize)]
pub struct AnalysisQuery {
    game: Option<String>,
}

/// The game `id` when the site has it and it has not ended.
async fn in_progress(store: &dyn Store, id: &str) -> Result<Option<Live>, String> {
    if !crate::model::secret::plausible(id) {
        return Ok(None);
    }
    let Some((table, events)) = store.load_game(id).await.map_err(|e| e.to_string())? else {
        return Ok(None);
    };
    let live = Live::replay(table, &events).map_err(|e| e.0)?;
    Ok(live.ending.is_none().then_some(live))
}

pub async fn analysis(
    State(store): State<Arc<dyn Store>>,
    Path(code): Path<String>,
    Query(query): Query<AnalysisQuery>,
    headers: HeaderMap,
) -> Response {
    let Some(lang) = Lang::from_code(&code) else {
        return not_found(negotiated(&headers));
    };
    if let Some(id) = query.game.as_deref() {
        match in_progress(store.as_ref(), id).await {
            Ok(Some(live)) => return render(InProgress::new(Tr::new(lang), id, &live)),
            Ok(None) => {}
            // Not known to have ended: no analysis.
            Err(cause) => {
                tracing::error!(%cause, "cannot read a game for its analysis");
                return (StatusCode::INTERNAL_SERVER_ERROR, "internal error").into_response();
            }
        }
    }
    render(Analysis::new(Tr::new(lang), false))
}

pub async fn editor(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(Analysis::new(Tr::new(lang), true))
    })
}

#[cfg(test)]
mod tests {
    use axum::body::Body;
    use axum::http::{Request, StatusCode};
    use tower::ServiceExt;

    async fn page(path: &str) -> (StatusCode, String) {
        let (_dir, store, state) = super::super::tests::state_with_a_game().await;
        let response = super::super::router()
            .with_state(state)
            .merge(super::super::analysis_page().with_state(store))
            .oneshot(Request::get(path).body(Body::empty()).expect("a request"))
            .await
            .expect("an answer");
        let status = response.status();
        let body = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .expect("a body");
        (status, String::from_utf8_lossy(&body).into_owned())
    }

    #[tokio::test]
    async fn the_analysis_page_and_the_editor_render_in_every_language() {
        for (lang, title) in [
            ("en", "Analysis"),
            ("fr", "Analyse"),
            ("nb", "Analyse"),
            ("pl", "Analiza"),
        ] {
            let (status, body) = page(&format!("/{lang}/analysis")).await;
            assert_eq!(status, StatusCode::OK, "{lang}");
            assert!(body.contains(&format!("<h1>{title}</h1>")), "{lang}");
            assert!(body.contains("\"editor\":false"), "{lang}");
            assert!(body.contains("/analysis.js\""), "the page's script");
            assert!(body.contains("/analysis.css\""), "the page's styles");
            // Every preset is offered by the editor.
            for preset in yote_rules::Preset::ALL {
                assert!(
                    body.contains(&format!("<option value=\"{}\">", preset.name())),
                    "{lang}: {}",
                    preset.name()
                );
            }
            let (status, body) = page(&format!("/{lang}/editor")).await;
            assert_eq!(status, StatusCode::OK, "{lang}");
            assert!(body.contains("\"editor\":true"), "{lang}");
        }
        let (status, _) = page("/it/analysis").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }

    #[tokio::test]
    async fn the_game_page_links_to_the_analysis() {
        let (_, body) = page("/fr/games/TestGame0001").await;
        assert!(
            body.contains("id=\"analyse\" href=\"/fr/analysis\" hidden>Analyser la partie</a>"),
            "the hidden link of the game page"
        );
    }
}
