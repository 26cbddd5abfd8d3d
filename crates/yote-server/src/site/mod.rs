//! The pages people see: home, table setup, game, rules and one page per preset, in ten
//! languages, plus the embedded scripts and styles they load.
//!
//! [`router`] holds no state of its own, so it merges into any application router.

mod analysis;
mod daily;
mod diagram;
mod extract;
mod learn;
#[cfg(test)]
mod learn_check;
mod pages;
#[cfg(test)]
mod pages_tests;
mod player_page;
#[cfg(test)]
mod practice_check;
mod privacy;
mod qr;
mod respond;
mod rules_pages;
mod script_data;
mod setup;
mod swiss_page;
mod tournaments;
mod translations;

pub use respond::{negotiated, refused};

use extract::{Path, Query};
use respond::{in_lang, not_found, render};

use crate::assets;
use crate::i18n::{Lang, Tr};
use crate::state::AppState;

use axum::Router;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use serde::Deserialize;
use yote_rules::Preset;

/// The site's pages and assets.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(root))
        .route("/sw.js", get(assets::service_worker))
        .route("/{lang}", get(lang_root))
        .route("/{lang}/", get(home))
        .route("/{lang}/new", get(setup))
        .route("/{lang}/offline", get(offline))
        .route("/{lang}/puzzles", get(puzzles))
        .route("/{lang}/learn", get(learn))
        .route("/{lang}/practice", get(practice))
        .route("/{lang}/tournaments", get(tournaments::list))
        .route("/{lang}/tournaments/{id}", get(tournaments::arena))
        .route("/{lang}/swiss", get(swiss_page::new))
        .route("/{lang}/swiss/{id}", get(swiss_page::show))
        .route("/games/{id}", get(game_default))
        .route("/{lang}/games", get(my_games))
        .route("/{lang}/games/{id}", get(game))
        .route("/invite/{token}", get(invite_default))
        .route("/transfer/{code}", get(transfer_default))
        .route("/{lang}/transfer", get(transfer))
        .route("/{lang}/invite/{token}", get(invite))
        .route("/{lang}/privacy", get(privacy::page))
        .route("/{lang}/rules", get(rules))
        .route("/{lang}/variants", get(variants))
        .route("/{lang}/variants/{name}", get(variant))
        .route("/{lang}/editor", get(analysis::editor))
        .route("/{lang}/translations", get(translations::page))
        .route("/{lang}/manifest.webmanifest", get(translations::manifest))
        .route("/locales/{lang}/{file}", get(translations::file))
        .fallback(fallback)
}

/// The static files, this release's from the binary and earlier releases' from the database.
pub fn static_files<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    std::sync::Arc<dyn crate::store::Store>: axum::extract::FromRef<S>,
{
    Router::new().route("/static/{*file}", get(assets::serve))
}

/// A player's page, which reads the store: their ratings and last lobby games.
pub fn player_page<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    std::sync::Arc<dyn crate::store::Store>: axum::extract::FromRef<S>,
{
    Router::new().route("/{lang}/players/{name}", get(player_page::player))
}

/// The analysis page, which reads the store: a game still being played is not analysed.
pub fn analysis_page<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    std::sync::Arc<dyn crate::store::Store>: axum::extract::FromRef<S>,
{
    Router::new().route("/{lang}/analysis", get(analysis::analysis))
}

/// The page a continue link opens (`crate::http::continue_link`): it asks before the seat of `game`
/// that `secret` holds (`seat`) comes to this browser, and says so when that replaces the other
/// seat (`held`). It sets no cookie, and no copy of it is kept: it holds a seat's secret.
pub fn continue_page(
    lang: Lang,
    game: &str,
    secret: &str,
    seat: &str,
    held: Option<&str>,
) -> Response {
    let page = pages::Continue::new(Tr::new(lang), game, secret, seat, held);
    let mut response = respond::render_only(page);
    response.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-store"),
    );
    response
}

/// The QR code of an invitation link, which must be this site's: it reads the public origin.
pub fn qr_code<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    std::sync::Arc<crate::config::Config>: axum::extract::FromRef<S>,
{
    Router::new().route("/qr.svg", get(qr::svg))
}

/// A path the site does not have: with a trailing slash (`/en/rules/`), the same path without
/// it; else the "page not found" page in the visitor's language.
async fn fallback(uri: axum::http::Uri, headers: HeaderMap) -> Response {
    let path = uri.path();
    if path.len() > 1 && path.ends_with('/') {
        let trimmed = path.trim_end_matches('/');
        let query = uri.query().map_or(String::new(), |q| format!("?{q}"));
        return Redirect::permanent(&format!("{trimmed}{query}")).into_response();
    }
    not_found(negotiated(&headers))
}

/// `/` sends the visitor to their language's home page.
async fn root(headers: HeaderMap) -> Redirect {
    Redirect::to(&format!("/{}/", negotiated(&headers).code()))
}

async fn lang_root(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        Redirect::permanent(&format!("/{}/", lang.code())).into_response()
    })
}

async fn home(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(pages::Home::new(Tr::new(lang)))
    })
}

/// The setup form's query: `?mode=friend|computer|local&rules=…`.
#[derive(Debug, Deserialize, Default)]
struct SetupQuery {
    mode: Option<String>,
    rules: Option<String>,
}

async fn setup(
    Path(code): Path<String>,
    Query(query): Query<SetupQuery>,
    headers: HeaderMap,
) -> Response {
    in_lang(&code, &headers, |lang| {
        render(setup::Setup::new(
            Tr::new(lang),
            query.mode.as_deref(),
            query.rules.as_deref(),
        ))
    })
}

/// Games in the browser, with or without a connection.
async fn offline(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(pages::Offline::new(Tr::new(lang)))
    })
}

async fn puzzles(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(pages::Puzzles::new(Tr::new(lang)))
    })
}

async fn learn(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(learn::Learn::new(Tr::new(lang), learn::Course::Learn))
    })
}

async fn practice(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(learn::Learn::new(Tr::new(lang), learn::Course::Practice))
    })
}

/// The game page at the link players share, `/games/{id}`, in the visitor's language; the
/// "page not found" page for a game that does not exist.
async fn game_default(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    let lang = negotiated(&headers);
    if !game_exists(&state, &id).await {
        return not_found(lang);
    }
    render(pages::Game::new(Tr::new(lang), &id))
}

async fn game(
    State(state): State<AppState>,
    Path((code, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    if let Some(lang) = Lang::from_code(&code)
        && !game_exists(&state, &id).await
    {
        return not_found(lang);
    }
    in_lang(&code, &headers, |lang| {
        render(pages::Game::new(Tr::new(lang), &id))
    })
}

/// Whether the game `id` is stored. A store that cannot answer is taken to say yes: the page
/// then says what it meets, as it does for a game lost later.
async fn game_exists(state: &AppState, id: &str) -> bool {
    if !crate::model::secret::plausible(id) {
        return false;
    }
    match state.store.load_table(id).await {
        Ok(table) => table.is_some(),
        Err(e) => {
            tracing::warn!(game = %id, error = %e, "cannot tell whether a game exists");
            true
        }
    }
}

/// The invite link, `/invite/{token}`: the table and a button that takes the seat.
async fn invite_default(Path(token): Path<String>, headers: HeaderMap) -> Response {
    render(pages::Invite::new(Tr::new(negotiated(&headers)), &token))
}

/// A transfer link (from a QR code): the claim page in the visitor's language, the code filled.
async fn transfer_default(Path(code): Path<String>, headers: HeaderMap) -> Redirect {
    let code: String = code
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(16)
        .collect();
    let lang = negotiated(&headers).code();
    Redirect::to(&format!("/{lang}/transfer?code={code}"))
}

#[derive(Debug, Deserialize, Default)]
struct TransferQuery {
    code: Option<String>,
}

async fn transfer(
    Path(lang_code): Path<String>,
    Query(query): Query<TransferQuery>,
    headers: HeaderMap,
) -> Response {
    in_lang(&lang_code, &headers, |lang| {
        render(pages::Transfer::new(Tr::new(lang), query.code.as_deref()))
    })
}

async fn invite(Path((code, token)): Path<(String, String)>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(pages::Invite::new(Tr::new(lang), &token))
    })
}

async fn rules(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(rules_pages::RulesPage::new(Tr::new(lang)))
    })
}

async fn my_games(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(pages::MyGames::new(Tr::new(lang)))
    })
}

async fn variants(Path(code): Path<String>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| {
        render(rules_pages::Variants::new(Tr::new(lang)))
    })
}

async fn variant(Path((code, name)): Path<(String, String)>, headers: HeaderMap) -> Response {
    in_lang(&code, &headers, |lang| match Preset::from_name(&name) {
        Some(preset) => render(rules_pages::Variant::new(Tr::new(lang), preset)),
        None => not_found(lang),
    })
}

#[cfg(test)]
mod tests {
    use axum::body::Body;
    use axum::http::{Request, StatusCode, header};
    use tower::ServiceExt;

    /// The server's state on a new database holding one game, `TestGame0001`, for the tests
    /// of the pages (the folder holds the database while the test runs).
    pub(super) async fn state_with_a_game() -> (
        tempfile::TempDir,
        std::sync::Arc<dyn crate::store::Store>,
        crate::state::AppState,
    ) {
        let dir = tempfile::tempdir().expect("a folder");
        let url = format!("sqlite:{}", dir.path().join("yote.db").display());
        let store: std::sync::Arc<dyn crate::store::Store> = std::sync::Arc::new(
            crate::store::SqliteStore::open(&url)
                .await
                .expect("a database"),
        );
        let table = crate::model::testing::table(crate::model::Opponent::Friend);
        let (_, created) = crate::model::Live::create(
            table.clone(),
            [crate::model::Player::Human, crate::model::Player::Open],
            crate::model::Setup::default(),
        );
        store.create_game(&table, &created).await.expect("a game");
        let state = crate::state::AppState::new(crate::config::Config::default(), store.clone())
            .await
            .expect("the server's state");
        (dir, store, state)
    }

    async fn get(
        path: &str,
        headers: &[(header::HeaderName, &str)],
    ) -> (StatusCode, String, String) {
        let mut request = Request::get(path);
        for (name, value) in headers {
            request = request.header(name, *value);
        }
        let (_dir, _, state) = state_with_a_game().await;
        let response = super::router()
            .with_state(state)
            .oneshot(request.body(Body::empty()).expect("a request"))
            .await
            .expect("an answer");
        let status = response.status();
        let location = response
            .headers()
            .get(header::LOCATION)
            .map(|v| v.to_str().expect("ascii").to_owned())
            .unwrap_or_default();
        let body = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .expect("a body");
        (
            status,
            location,
            String::from_utf8_lossy(&body).into_owned(),
        )
    }

    #[tokio::test]
    async fn the_root_redirects_to_the_best_language() {
        let (status, location, _) = get("/", &[(header::ACCEPT_LANGUAGE, "pl-PL,en;q=0.5")]).await;
        assert_eq!((status, location.as_str()), (StatusCode::SEE_OTHER, "/pl/"));
        let (_, location, _) = get("/", &[]).await;
        assert_eq!(location, "/en/");
        // A language chosen on the site wins over the browser's.
        let (_, location, _) = get(
            "/",
            &[
                (header::ACCEPT_LANGUAGE, "fr"),
                (header::COOKIE, "a=b; yote_lang=nb"),
            ],
        )
        .await;
        assert_eq!(location, "/nb/");
    }

    /// The translations page lists every language's files, which are served as text; nothing
    /// else of the folder (or outside it) is.
    #[tokio::test]
    async fn the_locale_files_are_served_as_text_and_nothing_else() {
        let (status, _, page) = get("/fr/translations", &[]).await;
        assert_eq!(status, StatusCode::OK);
        for lang in super::Lang::ALL {
            let href = format!("/locales/{}/GLOSSARY.md", lang.code());
            assert!(page.contains(&href), "{href}");
        }
        let (status, _, glossary) = get("/locales/wo/GLOSSARY.md", &[]).await;
        assert_eq!(status, StatusCode::OK);
        assert!(glossary.contains("## Terms"), "{glossary}");
        let (status, _, messages) = get("/locales/ar/game.ftl", &[]).await;
        assert_eq!(status, StatusCode::OK);
        assert!(messages.contains("game-watchers = "));
        for path in [
            "/locales/xx/game.ftl",
            "/locales/fr/nothing.ftl",
            "/locales/fr/..%2F..%2FCargo.toml",
            "/locales/fr/README.txt",
            "/locales/fr/.GLOSSARY.md",
        ] {
            let (status, _, body) = get(path, &[(header::ACCEPT_LANGUAGE, "fr")]).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
            // The 404 page in the folder's language, else the visitor's.
            let expected = if path.starts_with("/locales/xx/") {
                "Page introuvable"
            } else {
                "<html lang=\"fr\""
            };
            assert!(body.contains(expected), "{path}");
        }
    }

    #[tokio::test]
    async fn unknown_languages_and_rule_sets_are_404_pages() {
        let (status, _, body) = get("/it/rules", &[(header::ACCEPT_LANGUAGE, "fr")]).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(body.contains("Page introuvable"), "a French 404 page");
        let (status, _, _) = get("/en/variants/chess", &[]).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        // A game that does not exist is not a game page with live buttons.
        for path in [
            "/en/games/NoSuchGame12",
            "/games/NoSuchGame12",
            "/fr/games/no-such",
        ] {
            let (status, _, body) = get(path, &[(header::ACCEPT_LANGUAGE, "fr")]).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
            assert!(!body.contains("id=\"resign\""), "{path}");
        }
    }

    #[tokio::test]
    async fn pages_render_in_their_language_with_the_footer() {
        let footer = format!(
            "v{} · {}",
            crate::assets::release::VERSION,
            crate::assets::release::COMMIT
        );
        for (path, text) in [
            ("/fr/", "Jouer au yoté en ligne"),
            ("/pl/rules", "Zasady gry Yoté"),
            ("/nb/variants/six-by-six", "Yoté på 6×6-brett"),
            ("/en/games/TestGame0001", "Yoté game"),
            ("/en/invite/xyz", "You are invited"),
            ("/wo/learn", "Jàng Yoté"),
            ("/en/practice", "Practice against the computer"),
        ] {
            let (status, _, body) = get(path, &[]).await;
            assert_eq!(status, StatusCode::OK, "{path}");
            assert!(body.contains(text), "{path} lacks {text}");
            assert!(body.contains(&footer), "{path} lacks the footer");
            assert!(
                body.contains("href=\"#main\""),
                "{path} lacks the skip link"
            );
        }
    }

    #[tokio::test]
    async fn the_setup_page_reads_a_rules_string_and_says_when_it_cannot() {
        let (_, _, body) = get("/en/new?rules=hand-capture,rows=6", &[]).await;
        assert!(
            body.contains(
                "<output id=\"rules-string\" for=\"preset\">hand-capture,rows=6</output>"
            )
        );
        let (status, _, body) = get("/en/new?rules=standard,rowz=3", &[]).await;
        assert_eq!(status, StatusCode::OK);
        assert!(body.contains("could not be read"), "the error is shown");
        assert!(body.contains("rowz"), "the error names the bad part");
    }
}
