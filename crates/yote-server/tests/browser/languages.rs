//! Every language at phone size, as a player of each would meet the site (docs/site.md
//! "Languages"): the pages, a game against the computer to its end, the accessibility audit,
//! and Arabic read right to left with its board as in every other language.

use crate::audit::{assert_clean, audit};
use crate::harness::*;
use fantoccini::Client;
use serde_json::{Value, json};

/// Every language of the site, with its direction.
const LANGS: [(&str, &str); 10] = [
    ("en", "ltr"),
    ("fr", "ltr"),
    ("wo", "ltr"),
    ("bm", "ltr"),
    ("ar", "rtl"),
    ("es", "ltr"),
    ("pt", "ltr"),
    ("de", "ltr"),
    ("pl", "ltr"),
    ("nb", "ltr"),
];

/// The pages without a game, after the language prefix, with a name for the screenshots.
const PAGES: [(&str, &str); 6] = [
    ("/", "home"),
    ("/new?mode=computer", "setup"),
    ("/rules", "rules"),
    ("/variants/hand-capture", "variant"),
    ("/offline", "offline"),
    ("/translations", "translations"),
];

/// Creates a table from the setup page at `setup` by a tap, and places White's first piece on c3
/// by taps (the hand, then the square).
async fn new_game_placing_c3(c: &Client, h: &Harness, setup: &str) {
    c.goto(&h.url(setup)).await.expect("the setup page");
    tap(c, "#create").await;
    until(c, "location.pathname.includes('/games/')", "the game page").await;
    wait_my_turn(c).await;
    tap(c, "button.hand[data-hand='white']").await;
    tap(c, "#sq-c3").await;
}

/// The page's language, direction, first heading, and how far it overflows the screen's width.
async fn page_facts(c: &Client) -> Value {
    until(c, "document.readyState === 'complete'", "the page").await;
    js(
        c,
        "const h1 = document.querySelector('h1');
         return { lang: document.documentElement.lang, dir: document.documentElement.dir,
                  h1: h1 ? h1.textContent.trim() : '',
                  overflow: document.documentElement.scrollWidth - window.innerWidth };",
    )
    .await
}

fn status_text(v: Value) -> String {
    v.as_str().unwrap_or_default().trim().to_owned()
}

/// In each language at 360 px: home, setup, rules, a variant page, the offline page and the
/// translations page, each in its language and direction, none wider than the screen, each
/// audited; then a game against the computer, played by taps and resigned, whose ending is said
/// in the language (never in English).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_language_at_phone_size_from_home_to_a_finished_game() {
    let mut h = Harness::start().await;
    let c = touch_phone(&mut h, 360, 740).await;
    let mut found = vec![];
    let mut audited = 0;
    let mut english: Vec<String> = vec![];
    for (lang, dir) in LANGS {
        let mut headings = vec![];
        for (path, name) in PAGES {
            c.goto(&h.url(&format!("/{lang}{path}")))
                .await
                .expect("open");
            let facts = page_facts(&c).await;
            assert_eq!(facts["lang"], lang, "/{lang}{path}");
            assert_eq!(facts["dir"], dir, "/{lang}{path}");
            assert!(
                facts["overflow"].as_f64().unwrap() <= 0.0,
                "/{lang}{path} is wider than the screen: {facts}"
            );
            let h1 = facts["h1"].as_str().unwrap().to_owned();
            assert!(!h1.is_empty(), "/{lang}{path} has no heading");
            headings.push(h1);
            screenshot(&c, &format!("lang-{lang}-{name}")).await;
            found.extend(audit(&c, &format!("360px /{lang}{path}")).await);
            audited += 1;
        }

        // A game against the computer, to its end.
        new_game_placing_c3(&c, &h, &format!("/{lang}/new?mode=computer&rules=standard")).await;
        wait_actions(&c, 2).await;
        wait_my_turn(&c).await;
        let turn =
            status_text(js(&c, "return document.getElementById('status').textContent;").await);
        tap(&c, "#resign").await;
        tap(&c, "#resign").await;
        let id = game_id(&c).await;
        until(
            &c,
            "!document.getElementById('banner').hidden",
            "the game-over banner",
        )
        .await;
        assert_eq!(api_state(&c, &id).await["status"], "over", "/{lang}");
        let end =
            status_text(js(&c, "return document.getElementById('banner').textContent;").await);
        assert!(!end.is_empty(), "/{lang}: no ending said");
        screenshot(&c, &format!("lang-{lang}-game-over")).await;
        found.extend(audit(&c, &format!("360px /{lang} finished game")).await);
        audited += 1;

        let seen: Vec<String> = headings.into_iter().chain([turn, end]).collect();
        if lang == "en" {
            english = seen;
        } else {
            // Every heading, the turn prompt and the ending differ from the English ones.
            for (ours, theirs) in seen.iter().zip(&english) {
                assert_ne!(ours, theirs, "/{lang} shows English");
            }
        }
    }
    assert_clean(&found, audited);
    h.finish().await;
}

/// Arabic at 320 px: the page mirrors (the brand on the right, the language menu on the left,
/// each player's name on the right of their bar), the board does not (column a on the left,
/// row 1 at the bottom, as in every language), actions stay left to right in the record, and
/// no page is wider than the screen.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn arabic_mirrors_the_page_but_not_the_board() {
    let mut h = Harness::start().await;
    let c = touch_phone(&mut h, 320, 640).await;
    for (path, _) in PAGES {
        c.goto(&h.url(&format!("/ar{path}"))).await.expect("open");
        let facts = page_facts(&c).await;
        assert_eq!(facts["dir"], "rtl", "/ar{path}");
        let bad = js(&c, crate::OVERFLOW_CHECK).await;
        assert_eq!(bad, json!([]), "/ar{path} sticks out of 320 px: {facts}");
    }
    // The menu, one line that scrolls sideways from the right: its last link, the current one,
    // is in its view.
    c.goto(&h.url("/ar/games")).await.expect("open");
    page_facts(&c).await;
    let menu = js(&c, crate::MENU_CHECK).await;
    assert_eq!(menu["inside"], true, "/ar/games: {menu}");
    c.goto(&h.url("/ar/")).await.expect("open");
    let header = js(
        &c,
        "const box = (s) => document.querySelector(s).getBoundingClientRect();
         return { brand: box('.brand').left, langs: box('.langs').left, width: window.innerWidth };",
    )
    .await;
    let half = header["width"].as_f64().unwrap() / 2.0;
    assert!(
        header["brand"].as_f64().unwrap() > half,
        "the brand starts the line, on the right: {header}"
    );
    assert!(
        header["langs"].as_f64().unwrap() < half,
        "the language menu ends it, on the left: {header}"
    );

    // A game on this device: the board as in every language.
    new_game_placing_c3(&c, &h, "/ar/new?mode=local&rules=standard").await;
    wait_actions(&c, 1).await;
    let board = js(
        &c,
        "const box = (s) => document.querySelector(s).getBoundingClientRect();
         const move = document.querySelector('.moves button');
         const name = document.querySelector('#player-bottom .name') || document.querySelector('#player-bottom');
         return { a1: box('#sq-a1').left, f1: box('#sq-f1').left, a5: box('#sq-a5').top,
                  a1top: box('#sq-a1').top, move: move ? move.textContent : null,
                  moveDir: move ? getComputedStyle(move).direction : null,
                  boardDir: getComputedStyle(document.getElementById('board')).direction,
                  name: name.getBoundingClientRect().right, bar: box('#player-bottom').right,
                  overflow: document.documentElement.scrollWidth - window.innerWidth };",
    )
    .await;
    assert!(
        board["a1"].as_f64().unwrap() < board["f1"].as_f64().unwrap(),
        "column a on the left: {board}"
    );
    assert!(
        board["a5"].as_f64().unwrap() < board["a1top"].as_f64().unwrap(),
        "row 1 at the bottom: {board}"
    );
    assert_eq!(board["boardDir"], "ltr", "{board}");
    assert_eq!(board["moveDir"], "ltr", "{board}");
    assert!(
        board["move"].as_str().unwrap_or("").contains("c3"),
        "{board}"
    );
    assert!(
        (board["name"].as_f64().unwrap() - board["bar"].as_f64().unwrap()).abs() < 40.0,
        "the player's name on the right of the bar: {board}"
    );
    assert!(board["overflow"].as_f64().unwrap() <= 0.0, "{board}");
    let bad = js(&c, crate::OVERFLOW_CHECK).await;
    assert_eq!(bad, json!([]), "the Arabic game page sticks out of 320 px");
    screenshot(&c, "lang-ar-320-game").await;
    h.finish().await;
}

/// The manifest of each language: its start page, language and direction.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_language_links_its_own_manifest() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    for (lang, dir) in LANGS {
        c.goto(&h.url(&format!("/{lang}/"))).await.expect("open");
        let manifest = js(
            &c,
            "const r = await fetch(document.querySelector('link[rel=manifest]').href); return await r.json();",
        )
        .await;
        assert_eq!(manifest["lang"], lang);
        assert_eq!(manifest["dir"], dir);
        assert_eq!(manifest["start_url"], format!("/{lang}/"));
    }
    h.finish().await;
}
