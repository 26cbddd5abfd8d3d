//! `/{lang}/analysis`: a finished game (`?game=<id>`, its record fetched from the API) or a
//! pasted record, analysed in the page by the engine in WebAssembly, and the position editor
//! (`/{lang}/editor` opens the same page at the editor). The page's script is
//! `web/analysis.js`; it gets its messages (`analysis-js-*`) as JSON, as the game page does.

use askama::Template;
use axum::extract::Path;
use axum::http::HeaderMap;
use axum::response::Response;
use yote_rules::Preset;

use super::i18n::{Lang, Tr};
use super::pages::{Chrome, HasLang, script_json};
use super::{in_lang, render};

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

impl Analysis {
    pub fn new(tr: Tr, editor: bool) -> Analysis {
        let data = serde_json::json!({
            "lang": tr.lang.code(),
            "editor": editor,
            "messages": tr.client_messages("analysis-js-"),
        });
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

pub async fn analysis(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(Analysis::new(Tr::new(lang), false))
    })
}

pub async fn editor(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(Analysis::new(Tr::new(lang), true))
    })
}
