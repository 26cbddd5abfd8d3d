//! How the site is translated, for the people who would correct it: the translations page
//! (`/{lang}/translations`, each language's glossary and message files), the files themselves
//! as plain text (`/locales/{lang}/{file}`), and the web app manifest in each language.

use askama::Template;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::extract::Path;
use super::pages::{Chrome, HasLang, has_lang};
use super::respond::{in_lang, negotiated, not_found, render};
use crate::i18n::{Lang, Tr, ftl_file_names, locale_file};

/// One language on the translations page.
pub struct LangFiles {
    pub code: &'static str,
    pub name: &'static str,
    pub dir: &'static str,
    pub first_version: bool,
    /// The message files' names (`game.ftl`…).
    pub files: Vec<String>,
}

#[derive(Template)]
#[template(path = "translations.html")]
pub struct Translations {
    pub c: Chrome,
    pub langs: Vec<LangFiles>,
}

has_lang!(Translations);

impl Translations {
    pub fn new(tr: Tr) -> Translations {
        let langs = Lang::ALL
            .iter()
            .map(|l| LangFiles {
                code: l.code(),
                name: l.native_name(),
                dir: l.dir(),
                first_version: l.first_version(),
                files: ftl_file_names(*l)
                    .iter()
                    .map(|f| f.rsplit('/').next().unwrap_or(f).to_owned())
                    .collect(),
            })
            .collect();
        Translations {
            c: Chrome::new(tr, "/translations", ""),
            langs,
        }
    }
}

pub(super) async fn page(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(Translations::new(Tr::new(lang)))
    })
}

/// A language's glossary or message file, as UTF-8 text; for any other name, the "page not
/// found" page in that language (or the visitor's).
pub(super) async fn file(
    Path((code, name)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let known = Lang::from_code(&code).is_some()
        && (name == "GLOSSARY.md" || name.ends_with(".ftl"))
        && !name.contains('/')
        && !name.starts_with('.');
    match known
        .then(|| locale_file(&format!("{code}/{name}")))
        .flatten()
    {
        Some(text) => (
            [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("text/plain; charset=utf-8"),
                ),
                (
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("public, max-age=3600"),
                ),
            ],
            text,
        )
            .into_response(),
        None => not_found(Lang::from_code(&code).unwrap_or_else(|| negotiated(&headers))),
    }
}

/// A web app manifest (the W3C "Web Application Manifest" members this site sets).
#[derive(Serialize)]
struct Manifest {
    name: &'static str,
    short_name: &'static str,
    description: String,
    lang: &'static str,
    dir: &'static str,
    id: &'static str,
    start_url: String,
    scope: &'static str,
    display: &'static str,
    background_color: &'static str,
    theme_color: &'static str,
    icons: [ManifestIcon; 4],
}

/// One of the manifest's icons.
#[derive(Serialize)]
struct ManifestIcon {
    src: &'static str,
    sizes: &'static str,
    #[serde(rename = "type")]
    kind: &'static str,
    purpose: &'static str,
}

/// The web app manifest in the page's language: its name, description, direction and start
/// page (`/{lang}/`). The `id` is the same in every language: one installed app.
pub(super) async fn manifest(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        let tr = Tr::new(lang);
        let icon = |src, sizes, kind, purpose| ManifestIcon {
            src,
            sizes,
            kind,
            purpose,
        };
        let body = Manifest {
            name: "Yoté",
            short_name: "Yoté",
            description: tr.t("site-description"),
            lang: lang.code(),
            dir: lang.dir(),
            id: "/",
            start_url: format!("/{}/", lang.code()),
            scope: "/",
            display: "standalone",
            background_color: "#f7f1e6",
            theme_color: "#fffdf8",
            icons: [
                icon("/static/icon-192.png", "192x192", "image/png", "any"),
                icon("/static/icon-512.png", "512x512", "image/png", "any"),
                icon(
                    "/static/icon-maskable-512.png",
                    "512x512",
                    "image/png",
                    "maskable",
                ),
                icon("/static/favicon.svg", "any", "image/svg+xml", "any"),
            ],
        };
        (
            [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/manifest+json"),
                ),
                (
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("public, max-age=3600"),
                ),
            ],
            serde_json::to_string(&body).expect("the manifest serialises"),
        )
            .into_response()
    })
}
