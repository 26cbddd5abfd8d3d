//! A game is analysed only once it has ended (as lichess does): while it is played, the
//! analysis page shows its moves and no engine, for players and watchers alike. The record of
//! the moves stays available as it is.

use serde_json::json;
use yote_testkit::{TINY_RULES, TestServer};

/// The analysis page of `game` in English: status and body.
async fn analysis_page(server: &TestServer, game: &str, cookie: Option<&str>) -> (u16, String) {
    let mut request = server
        .http
        .get(server.url(&format!("/en/analysis?game={game}")));
    if let Some(secret) = cookie {
        request = request.header("cookie", format!("yote_seat={secret}"));
    }
    let response = request.send().await.unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

#[tokio::test]
async fn a_game_in_progress_opens_to_analysis_only_once_it_has_ended() {
    let server = TestServer::start().await;
    let (game, white, _black) = server.seated_table(TINY_RULES).await;
    let mut w = server.ws(&game, Some(&white)).await;
    w.hello(json!({})).await;
    assert_eq!(w.act(0, "@a1").await["type"], "ack");
    // While the game goes on: the moves, a notice and the way back, and no engine at all.
    for cookie in [None, Some(white.as_str())] {
        let (status, page) = analysis_page(&server, &game, cookie).await;
        assert_eq!(status, 200);
        assert!(page.contains("id=\"an-live\""), "{page}");
        assert!(
            page.contains("its analysis opens when it ends"),
            "the notice: {page}"
        );
        assert!(page.contains("1. @a1"), "the moves so far: {page}");
        assert!(
            page.contains(&format!("href=\"/en/games/{game}\"")),
            "the way back to the game: {page}"
        );
        assert!(!page.contains("analysis.js"), "no analysis script: {page}");
        assert!(!page.contains("analysis-data"), "{page}");
        assert!(!page.contains("an-run"), "no Analyse button: {page}");
        assert!(!page.contains("an-paste"), "no import: {page}");
    }
    // The plain record of the moves is served as it always was.
    let (text, record) = server.record(&game).await;
    assert!(text.contains("@a1"), "{text}");
    assert_eq!(record.result(), "*");
    // Once it has ended, the same address analyses it.
    assert_eq!(w.request(json!({"type": "resign"})).await["type"], "ack");
    let (status, page) = analysis_page(&server, &game, None).await;
    assert_eq!(status, 200);
    assert!(!page.contains("id=\"an-live\""), "{page}");
    assert!(page.contains("analysis.js"), "{page}");
    assert!(page.contains("id=\"an-run\""), "{page}");
    // An address without a game, or with a game the site does not have, is the page as ever.
    for path in [
        "/en/analysis",
        "/en/analysis?game=NoSuchGame12",
        "/en/editor",
    ] {
        let response = server.http.get(server.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert!(
            response.text().await.unwrap().contains("analysis.js"),
            "{path}"
        );
    }
}
