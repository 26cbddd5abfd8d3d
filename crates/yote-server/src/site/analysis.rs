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
use super::respond::{in_lang, render};

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

#[cfg(test)]
mod tests {
    use axum::body::Body;
    use axum::http::{Request, StatusCode};
    use tower::ServiceExt;

    async fn page(path: &str) -> (StatusCode, String) {
        let response = super::super::router::<()>()
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
        let (status, _) = page("/de/analysis").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }

    #[tokio::test]
    async fn the_game_page_links_to_the_analysis() {
        let (_, body) = page("/fr/games/abc").await;
        assert!(
            body.contains("id=\"analyse\" href=\"/fr/analysis\" hidden>Analyser la partie</a>"),
            "the hidden link of the game page"
        );
    }
}
