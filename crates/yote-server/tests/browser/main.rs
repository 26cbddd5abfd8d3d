//! The site in a real browser: Chromium driven through chromedriver, against the real server.
//!
//! Needs `chromium` and `chromium-driver` (Debian packages); the tests fail, saying so, when they
//! are missing. Each test leaves a screenshot in `test-artifacts/screenshots/`.

mod analysis;
mod arenas;
mod audit;
mod budgets;
mod clocks;
mod connection;
mod engine;
mod fair_play;
mod game_page;
mod harness;
mod install;
mod languages;
mod layout;
mod learn;
mod lobby;
mod moderation;
mod names;
mod offline;
mod phone;
mod player_page;
mod polish;
mod practice;
mod privacy;
mod push;
mod puzzles;
mod rules_pages;
mod setup_form;
mod swiss;
mod swiss_online;
mod takebacks;
mod talk;

use harness::*;

/// Every page, as paths after the language prefix.
const PAGES: [&str; 10] = [
    "/",
    "/new",
    "/games",
    "/privacy",
    "/rules",
    "/variants/standard",
    "/variants/hand-capture",
    "/variants/six-by-six",
    "/variants/bodogemu",
    "/variants/beart",
];

/// Every language but English.
const OTHER_LANGS: [&str; 9] = ["fr", "wo", "bm", "ar", "es", "pt", "de", "pl", "nb"];

/// Checks that nothing sticks out of the window on the page shown; returns the offenders.
pub(crate) const OVERFLOW_CHECK: &str = r#"
const w = document.documentElement.clientWidth;
const bad = [];
if (document.documentElement.scrollWidth > w + 1) bad.push('page ' + document.documentElement.scrollWidth + ' > ' + w);
for (const el of document.querySelectorAll('body *')) {
  if (el.closest('.visually-hidden, .table-wrap, .moves, .nav, .skip, [hidden], script, .langs ul')) continue;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) continue;
  if (r.right > w + 1 || r.left < -1) bad.push(el.tagName + '.' + el.className + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
}
return bad.slice(0, 10);
"#;

/// The menu's current link (its text), whether the menu scrolls sideways, and whether the link
/// lies wholly within the menu's view.
pub(crate) const MENU_CHECK: &str = r#"
const nav = document.querySelector('.nav');
const here = nav.querySelector('a[aria-current="page"]');
const box = nav.getBoundingClientRect();
const link = here ? here.getBoundingClientRect() : null;
return {
  current: here ? here.textContent : null,
  scrolls: nav.scrollWidth > nav.clientWidth,
  inside: link ? link.left >= box.left - 1 && link.right <= box.right + 1 : null,
};
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn language_switch_works_on_every_page() {
    let mut h = Harness::start().await;
    let c = h.browser(1280, 900).await;
    let commit = env!("YOTE_COMMIT_FOR_TESTS");
    for page in PAGES {
        c.goto(&h.url(&format!("/en{page}"))).await.expect("open");
        let lang = js(&c, "return document.documentElement.lang;").await;
        assert_eq!(lang, "en", "{page}");
        let footer = js(
            &c,
            "return document.querySelector('.foot .version').textContent;",
        )
        .await;
        assert_eq!(footer, format!("v0.1.0 · {commit}"), "{page}");
        let english = js(&c, "return document.querySelector('h1').textContent;").await;
        // Two languages on each page, and back to English: over the ten pages, each language
        // is chosen on two or three of them (every language on every page was 90 page loads).
        let first = PAGES.iter().position(|p| p == &page).expect("a page");
        let targets = [
            OTHER_LANGS[first % OTHER_LANGS.len()],
            OTHER_LANGS[(first + 1) % OTHER_LANGS.len()],
            "en",
        ];
        for target in targets {
            click(&c, ".langs summary").await;
            click(&c, &format!(".langs a[data-lang='{target}']")).await;
            until(
                &c,
                &format!("document.documentElement.lang === '{target}'"),
                target,
            )
            .await;
            let path = c.current_url().await.expect("url").path().to_owned();
            assert_eq!(path, format!("/{target}{page}"));
            let skip = js(
                &c,
                "return document.querySelector('.skip').getAttribute('href');",
            )
            .await;
            assert_eq!(skip, "#main");
            if target != "en" {
                let heading = js(&c, "return document.querySelector('h1').textContent;").await;
                assert_ne!(
                    heading, english,
                    "{page} in {target} still shows the English heading"
                );
            }
        }
    }
    screenshot(&c, "language-switch").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_layout_cuts_nothing_off() {
    let mut h = Harness::start().await;
    // The narrowest phones in use are 320 CSS pixels wide.
    let c = h.browser(320, 640).await;
    for page in PAGES {
        c.goto(&h.url(&format!("/fr{page}"))).await.expect("open");
        let width = js(&c, "return window.innerWidth;").await;
        assert_eq!(width, 320, "the window is phone-sized");
        let bad = js(&c, OVERFLOW_CHECK).await;
        assert_eq!(bad, serde_json::json!([]), "/fr{page} at 320 px");
        // The menu is one line that scrolls sideways: the current page's link is in its view.
        let menu = js(&c, MENU_CHECK).await;
        if let Some(current) = menu["current"].as_str() {
            assert_eq!(
                menu["inside"], true,
                "/fr{page}: {current} is outside the menu: {menu}"
            );
        }
        if page == "/games" {
            // The last link: the menu has to scroll for it (else this check would prove nothing).
            assert_eq!(menu["scrolls"], true, "{menu}");
        }
        let name = format!("phone-fr{}", page.replace('/', "-")).replace("--", "-");
        screenshot(&c, name.trim_end_matches('-')).await;
    }
    // The game page, in the middle of a game at a table on this device.
    let id = new_local_game(&c, "standard").await;
    c.goto(&h.url(&format!("/fr/games/{id}")))
        .await
        .expect("open the game");
    wait_my_turn(&c).await;
    play_to_a_capture(&c).await;
    let board = js(&c, "const r = document.getElementById('board').getBoundingClientRect(); return [Math.round(r.left), Math.round(r.right)];").await;
    let (left, right) = (
        board[0].as_i64().expect("left"),
        board[1].as_i64().expect("right"),
    );
    assert!(
        left >= 0 && right <= 320 && right - left >= 280,
        "the board fills the phone's width: {board}"
    );
    let bad = js(&c, OVERFLOW_CHECK).await;
    assert_eq!(bad, serde_json::json!([]), "the game page at 320 px");
    screenshot(&c, "phone-fr-game").await;
    h.finish().await;
}

/// An action made while the socket is down waits in the outbox, drawn on the board as pending
/// with the status saying so, and goes out once the page has reconnected; the "Reconnecting…"
/// banner does not move the board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_made_while_disconnected_is_sent_after_reconnecting() {
    let mut h = Harness::start().await;
    let (c, id) = local_game_page(&mut h, (360, 740), "en", "standard").await;
    let board_top = "return document.getElementById('board').getBoundingClientRect().top;";
    let top = js(&c, board_top).await;
    h.refuse_sockets(true);
    until(
        &c,
        "!document.getElementById('reconnecting').hidden",
        "the reconnecting banner",
    )
    .await;
    assert_eq!(js(&c, board_top).await, top, "the banner moved the board");
    click(&c, "button.hand[data-hand='white']").await;
    click(&c, "#sq-c3").await;
    until(
        &c,
        "document.getElementById('status').textContent === 'Your action will be sent when the connection is back.'",
        "the action held",
    )
    .await;
    assert_eq!(
        js(
            &c,
            "return document.querySelector('#board .piece.pending')?.dataset.square ?? null;"
        )
        .await,
        "c3",
        "the action waits on the board"
    );
    screenshot(&c, "phone-outbox-while-disconnected").await;
    let state = h
        .state
        .game_state(&id)
        .await
        .expect("the state")
        .expect("the game");
    assert_eq!(state["ply"], 0, "nothing reached the server yet");
    h.refuse_sockets(false);
    wait_actions(&c, 1).await;
    let state = api_state(&c, &id).await;
    assert_eq!(state["actions"], serde_json::json!(["@c3"]), "{state}");
    until(
        &c,
        "document.getElementById('reconnecting').hidden",
        "the banner gone",
    )
    .await;
    screenshot(&c, "phone-outbox-sent").await;
    h.finish().await;
}

/// The tab's title and icon say when it is the player's turn; each action sounds, unless the
/// mute switch (remembered in the browser) is on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tab_says_your_turn_and_actions_sound_unless_muted() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    let id = create_table(
        &c,
        &h,
        "mode=computer&rules=standard,rows=3,columns=4,pieces=3",
    )
    .await;
    wait_my_turn(&c).await;
    let title = js(&c, "return document.title;").await;
    assert!(
        title.as_str().unwrap().starts_with("Your turn · "),
        "{title}"
    );
    let icon = js(
        &c,
        "return document.querySelector('link[rel=icon]').getAttribute('href');",
    )
    .await;
    assert!(icon.as_str().unwrap().contains("favicon-turn"), "{icon}");
    click(&c, "button.hand[data-hand='white']").await;
    click(&c, "#sq-a1").await;
    // The computer answers; then it is the player's turn again, and the actions were heard.
    wait_actions(&c, 2).await;
    wait_my_turn(&c).await;
    assert_eq!(
        js(&c, "return document.body.dataset.lastSound || null;").await,
        "move"
    );
    // Muted: no sound, and it stays muted after a reload.
    click(&c, "#mute").await;
    let pressed = "return document.getElementById('mute').getAttribute('aria-pressed');";
    assert_eq!(js(&c, pressed).await, "true");
    js(&c, "delete document.body.dataset.lastSound; return true;").await;
    let state = api_state(&c, &id).await;
    let rows = state["board"]["squares"]
        .as_array()
        .expect("squares")
        .clone();
    let mut empty = None;
    for (r, row) in rows.iter().enumerate() {
        for (f, v) in row.as_array().unwrap().iter().enumerate() {
            if v.is_null() && empty.is_none() {
                empty = Some(format!("{}{}", (b'a' + f as u8) as char, rows.len() - r));
            }
        }
    }
    let empty = empty.expect("an empty square");
    click(&c, "button.hand[data-hand='white']").await;
    click(&c, &format!("#sq-{empty}")).await;
    wait_actions(&c, 4).await;
    assert_eq!(
        js(&c, "return document.body.dataset.lastSound || null;").await,
        serde_json::Value::Null
    );
    c.refresh().await.expect("reload");
    until(
        &c,
        "document.getElementById('mute').getAttribute('aria-pressed') === 'true'",
        "still muted",
    )
    .await;
    let text = js(&c, "return document.getElementById('mute').textContent;").await;
    assert_eq!(text, "Sound off");
    screenshot(&c, "phone-your-turn-muted").await;
    h.finish().await;
}

/// On a phone, a draw offer shows right under the board with Accept and Decline, on the first
/// screen; a decline is told to the one who offered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_shows_under_the_board_and_a_decline_is_told() {
    let mut h = Harness::start().await;
    let (a, b, _) = friends_at_a_table_sized(&mut h, "standard", (360, 740)).await;
    click(&a, "#offer-draw").await;
    until(
        &b,
        "!document.getElementById('accept-draw').hidden",
        "the offer",
    )
    .await;
    let offer = js(
        &b,
        "return document.getElementById('draw-offer').textContent;",
    )
    .await;
    assert_eq!(offer, "Your opponent offers a draw.");
    let (box_bottom, screen, gap) = {
        let v = js(
            &b,
            "const box = document.getElementById('offer-box').getBoundingClientRect(); \
             const prompt = document.querySelector('.prompt').getBoundingClientRect(); \
             return [box.bottom, window.innerHeight, box.top - prompt.bottom];",
        )
        .await;
        (
            v[0].as_f64().unwrap(),
            v[1].as_f64().unwrap(),
            v[2].as_f64().unwrap(),
        )
    };
    screenshot(&b, "phone-draw-offer").await;
    assert!(
        box_bottom <= screen,
        "the offer is below the fold: {box_bottom} > {screen}"
    );
    // Right after the status line under the board, nothing in between.
    assert!(gap < 30.0, "the offer is {gap} px below the status line");
    assert_eq!(
        js(&b, "return document.getElementById('decline-draw').hidden;").await,
        false
    );
    click(&b, "#decline-draw").await;
    until(
        &a,
        "document.getElementById('status').textContent.includes('Your draw offer was declined.')",
        "the decline, told",
    )
    .await;
    until(
        &b,
        "document.getElementById('offer-box').hidden",
        "the offer gone",
    )
    .await;
    screenshot(&a, "phone-draw-declined").await;
    h.finish().await;
}

/// Navigation: the variants index, a trailing slash, a rematch that keeps the language, and
/// watchers who follow the players to their rematch.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn variants_index_trailing_slash_and_rematches_keep_the_language_and_the_watchers() {
    let mut h = Harness::start().await;
    let (a, b, id) = friends_at_a_table(&mut h, "standard").await;
    // The "Variants" link leads to an index of every rule set.
    let nav = js(
        &a,
        "return [...document.querySelectorAll('.nav a')].map((l) => l.getAttribute('href'));",
    )
    .await;
    assert!(
        nav.as_array().unwrap().iter().any(|l| l == "/en/variants"),
        "{nav}"
    );
    let w = h.browser(1280, 900).await;
    w.goto(&h.url("/fr/variants")).await.expect("open");
    let cards = js(
        &w,
        "return document.querySelectorAll('main .cards a').length;",
    )
    .await;
    assert_eq!(cards, 5, "one card a rule set");
    let title = js(&w, "return document.querySelector('main h1').textContent;").await;
    assert_eq!(title, "Les jeux de règles joués");
    // A trailing slash finds the page.
    w.goto(&h.url("/fr/rules/")).await.expect("open");
    assert_eq!(js(&w, "return location.pathname;").await, "/fr/rules");
    // A French watcher of the game.
    w.goto(&h.url(&format!("/fr/games/{id}")))
        .await
        .expect("watch");
    until(
        &w,
        "document.getElementById('game').getAttribute('aria-busy') === 'false'",
        "the watcher's page",
    )
    .await;
    // White resigns at once; both ask for a rematch.
    click(&a, "#resign").await;
    click(&a, "#resign").await;
    until(
        &b,
        "!document.getElementById('banner').hidden",
        "the game-over banner",
    )
    .await;
    click(&a, "#banner-rematch").await;
    until(&b, "!document.getElementById('banner-rematch').hidden && document.getElementById('draw-offer').textContent !== ''", "the rematch offer").await;
    click(&b, "#banner-rematch").await;
    until(&a, &format!("!location.pathname.endsWith('/{id}') && document.getElementById('game').getAttribute('aria-busy') === 'false'"), "the rematch").await;
    let second = game_id(&a).await;
    assert_ne!(second, id);
    assert_eq!(
        js(&a, "return location.pathname;").await,
        format!("/en/games/{second}"),
        "the rematch keeps the language"
    );
    until(
        &w,
        &format!("location.pathname === '/fr/games/{second}'"),
        "the watcher following",
    )
    .await;
    screenshot(&w, "watcher-follows-rematch").await;
    h.finish().await;
}

/// Counts read as a player says them: Polish plural forms for the pieces in hand, chosen in the
/// page by the number (Fluent's plural variants, picked with `Intl.PluralRules`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn polish_counts_take_their_plural_forms() {
    let mut h = Harness::start().await;
    let c = h.browser(1280, 900).await;
    c.goto(&h.url("/pl/")).await.expect("open");
    let label = "const hand = document.querySelector(\"button.hand[data-hand='white']\"); \
                 return document.getElementById(hand.getAttribute('aria-describedby')).textContent;";
    for (rules, expected) in [
        ("standard", "Ręka, Białe: 12 pionków."),
        (
            "standard,rows=3,columns=4,pieces=3,win_at=1",
            "Ręka, Białe: 3 pionki.",
        ),
    ] {
        let id = new_local_game(&c, rules).await;
        c.goto(&h.url(&format!("/pl/games/{id}")))
            .await
            .expect("open the game");
        wait_my_turn(&c).await;
        let text = js(&c, label).await;
        assert!(
            text.as_str().unwrap().starts_with(expected),
            "{rules}: {text}"
        );
    }
    h.finish().await;
}

/// On a phone, the three ways to play are on the first screen, in every language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ways_to_play_are_on_a_phones_first_screen() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 640).await;
    for lang in ["en", "fr", "wo", "bm", "ar", "es", "pt", "de", "pl", "nb"] {
        c.goto(&h.url(&format!("/{lang}/"))).await.expect("open");
        let bottoms = js(
            &c,
            "return [...document.querySelectorAll('.modes .mode')].map((m) => m.getBoundingClientRect().bottom);",
        )
        .await;
        let bottoms = bottoms.as_array().expect("the modes");
        assert_eq!(bottoms.len(), 3, "/{lang}/");
        // The lobby's tiles come first, and the three other ways to play right after them.
        let tiles = js(
            &c,
            "return [...document.querySelectorAll('.tiles .tile')].map((t) => t.getBoundingClientRect().bottom);",
        )
        .await;
        let tiles = tiles.as_array().expect("the tiles");
        assert_eq!(tiles.len(), 6, "/{lang}/");
        for t in tiles {
            assert!(
                t.as_f64().unwrap() <= bottoms[0].as_f64().unwrap(),
                "/{lang}/: a tile below the ways to play: {tiles:?}"
            );
        }
        for b in bottoms {
            assert!(
                b.as_f64().unwrap() <= 640.0,
                "/{lang}/: a way to play below the fold: {bottoms:?}"
            );
        }
        let first_heading = js(
            &c,
            "return document.querySelector('main h1, main h2').tagName;",
        )
        .await;
        assert_eq!(
            first_heading, "H1",
            "/{lang}/: the page still opens with its heading"
        );
        // One board, not two one above the other: with the puzzle of the day on the page, the
        // decorative board is not drawn on a phone.
        let boards = js(
            &c,
            "return [document.querySelector('.daily-board svg') !== null,              getComputedStyle(document.querySelector('.hero-board')).display];",
        )
        .await;
        assert_eq!(boards, serde_json::json!([true, "none"]), "/{lang}/");
        screenshot(&c, &format!("phone-{lang}-home")).await;
    }
    h.finish().await;
}

/// At phone size, a finger drags a piece from the hand onto the board: it is placed, and the
/// page does not scroll under the finger.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finger_drags_a_piece_from_the_hand_at_phone_size() {
    let mut h = Harness::start().await;
    let (c, id) = local_game_page(&mut h, (360, 740), "en", "standard").await;
    let before = js(&c, "return window.scrollY;").await;
    touch_drag(&c, "button.hand[data-hand='white']", "#sq-c3").await;
    wait_actions(&c, 1).await;
    assert_eq!(
        js(&c, "return window.scrollY;").await,
        before,
        "the page scrolled"
    );
    let state = api_state(&c, &id).await;
    assert_eq!(state["actions"], serde_json::json!(["@c3"]), "{state}");
    // And Black's piece, from the other hand.
    touch_drag(&c, "button.hand[data-hand='black']", "#sq-d4").await;
    wait_actions(&c, 2).await;
    let state = api_state(&c, &id).await;
    assert_eq!(
        state["actions"],
        serde_json::json!(["@c3", "@d4"]),
        "{state}"
    );
    screenshot(&c, "phone-touch-drag-from-hand").await;
    h.finish().await;
}

/// A new browser of `size` on the `lang` page of a new table for two on this device, at the
/// first player's turn: (the browser, the game id).
pub(crate) async fn local_game_page(
    h: &mut Harness,
    size: (u32, u32),
    lang: &str,
    rules: &str,
) -> (fantoccini::Client, String) {
    let c = h.browser(size.0, size.1).await;
    c.goto(&h.url(&format!("/{lang}/"))).await.expect("open");
    let id = new_local_game(&c, rules).await;
    c.goto(&h.url(&format!("/{lang}/games/{id}")))
        .await
        .expect("open the game");
    wait_my_turn(&c).await;
    (c, id)
}

/// Creates a table for two players on this device through the API; returns its id.
/// At a new standard table on this device: three placements, then Black's c4 jumps White's c3
/// (the fourth action, a capture).
pub(crate) async fn play_to_a_capture(c: &fantoccini::Client) {
    for (n, (side, sq)) in [("white", "c3"), ("black", "c4"), ("white", "a1")]
        .into_iter()
        .enumerate()
    {
        click(c, &format!("button.hand[data-hand='{side}']")).await;
        click(c, &format!("#sq-{sq}")).await;
        wait_actions(c, n + 1).await;
    }
    click(c, "#sq-c4").await;
    click(c, "#sq-c2").await;
    until(c, "document.querySelectorAll('#board .removal').length === 1 || document.querySelectorAll('#moves button').length === 4", "the capture").await;
    wait_actions(c, 4).await;
}

pub(crate) async fn new_local_game(c: &fantoccini::Client, rules: &str) -> String {
    let created = js(
        c,
        &format!(
            "const r = await fetch('/api/tables', {{method: 'POST', headers: {{'Content-Type': 'application/json'}}, \
             body: JSON.stringify({{opponent: 'local', rules: '{rules}'}})}}); return await r.json();"
        ),
    )
    .await;
    created["game"].as_str().expect("a game id").to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_page_weighs_at_most_150_kb_on_first_load() {
    let mut h = Harness::start().await;
    let setup = h.browser(1280, 900).await;
    setup.goto(&h.url("/en/rules")).await.expect("open");
    let id = new_local_game(&setup, "standard").await;
    // A fresh browser: nothing cached.
    let c = h.browser(1280, 900).await;
    c.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("open the game");
    until(
        &c,
        "document.querySelectorAll('#board .hole').length === 30",
        "the board",
    )
    .await;
    // Bytes on the wire (Resource Timing's transferSize: headers and the body as sent, so
    // compressed), for the page and everything it loaded; the socket's frames are not counted.
    let load = js(
        &c,
        "const all = [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')]; \
         return { bytes: all.reduce((n, r) => n + r.transferSize, 0), \
                  decoded: all.reduce((n, r) => n + r.decodedBodySize, 0), \
                  files: all.map(r => [new URL(r.name).pathname, r.transferSize, r.encodedBodySize, r.decodedBodySize]) };",
    )
    .await;
    let bytes = load["bytes"].as_u64().expect("a size");
    let decoded = load["decoded"].as_u64().expect("a size");
    println!("game page first load: {bytes} bytes on the wire, {decoded} bytes decoded");
    for file in load["files"].as_array().expect("files") {
        println!("  {file}");
    }
    assert!(
        bytes * 2 < decoded,
        "the page and its scripts come compressed: {bytes} bytes for {decoded}"
    );
    assert!(
        bytes > 10_000,
        "the measure counts the page and its assets: {bytes}"
    );
    assert!(
        bytes <= 150 * 1024,
        "the game page weighs {bytes} bytes on first load"
    );
    screenshot(&c, "game-desktop").await;
    h.finish().await;
}

/// Opens the setup page with `query`, creates the table, and returns the game id.
pub(crate) async fn create_table(c: &fantoccini::Client, h: &Harness, query: &str) -> String {
    c.goto(&h.url(&format!("/en/new?{query}")))
        .await
        .expect("open the setup page");
    click(c, "#create").await;
    until(c, "location.pathname.includes('/games/')", "the game page").await;
    until(
        c,
        "document.getElementById('game').getAttribute('aria-busy') === 'false'",
        "the game's state",
    )
    .await;
    game_id(c).await
}

/// Creates a friend table in `a`, and seats `b` through the invite link. Returns the game id.
async fn friends_at_a_table(
    h: &mut Harness,
    rules: &str,
) -> (fantoccini::Client, fantoccini::Client, String) {
    friends_at_a_table_sized(h, rules, (1280, 900)).await
}

/// [`friends_at_a_table`] with both browsers at `size`.
pub(crate) async fn friends_at_a_table_sized(
    h: &mut Harness,
    rules: &str,
    size: (u32, u32),
) -> (fantoccini::Client, fantoccini::Client, String) {
    let a = h.browser(size.0, size.1).await;
    let b = h.browser(size.0, size.1).await;
    let id = create_table(&a, h, &format!("mode=friend&rules={rules}")).await;
    until(
        &a,
        "document.getElementById('invite-link').value !== ''",
        "the invite link",
    )
    .await;
    let invite = js(&a, "return document.getElementById('invite-link').value;").await;
    let invite = invite.as_str().expect("a link").to_owned();
    assert!(
        invite.starts_with(&h.base) && invite.contains("/invite/"),
        "{invite}"
    );
    take_the_seat(&b, &invite, &id).await;
    wait_my_turn(&a).await;
    (a, b, id)
}

/// The friend in browser `b` follows the invitation link `invite` and takes the seat at game
/// `id`, as a player does.
pub(crate) async fn take_the_seat(b: &fantoccini::Client, invite: &str, id: &str) {
    b.goto(invite).await.expect("open the invite");
    until(
        b,
        "!document.getElementById('invite-facts').hidden",
        "the invitation's details",
    )
    .await;
    click(b, "#take-seat").await;
    until(
        b,
        &format!("location.pathname === '/games/{id}'"),
        "the game page",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn friends_play_a_whole_game_by_link_with_clicks_and_drags() {
    let mut h = Harness::start().await;
    let (a, b, id) =
        friends_at_a_table(&mut h, "standard,rows=3,columns=4,pieces=4,win_at=2").await;
    // 1. White: the hand, then a square (clicks).
    click(&a, "button.hand[data-hand='white']").await;
    until(
        &a,
        "document.querySelectorAll('#board .target').length === 12",
        "12 targets for the hand",
    )
    .await;
    click(&a, "#sq-a1").await;
    wait_actions(&b, 1).await;
    // 2. Black: drags from the hand.
    wait_my_turn(&b).await;
    drag(&b, "button.hand[data-hand='black']", "#sq-b1").await;
    wait_actions(&a, 2).await;
    // 3. White: a click on an empty square places there.
    wait_my_turn(&a).await;
    click(&a, "#sq-d3").await;
    wait_actions(&b, 3).await;
    wait_my_turn(&b).await;
    drag(&b, "button.hand[data-hand='black']", "#sq-b3").await;
    wait_actions(&a, 4).await;
    wait_my_turn(&a).await;
    drag(&a, "button.hand[data-hand='white']", "#sq-d2").await;
    wait_actions(&b, 5).await;
    wait_my_turn(&b).await;
    click(&b, "button.hand[data-hand='black']").await;
    click(&b, "#sq-c3").await;
    wait_actions(&a, 6).await;
    // 7. White steps by clicks: the piece, then the square.
    wait_my_turn(&a).await;
    click(&a, "#sq-d2").await;
    until(
        &a,
        "document.querySelectorAll('#board .selected').length === 1",
        "the selected piece",
    )
    .await;
    click(&a, "#sq-c2").await;
    wait_actions(&b, 7).await;
    // 8. Black steps by dragging.
    wait_my_turn(&b).await;
    drag(&b, "#sq-b3", "#sq-a3").await;
    wait_actions(&a, 8).await;
    // 9. White jumps by dragging a1 over b1 to c1, then chooses the second piece on the board.
    wait_my_turn(&a).await;
    let last = js(
        &a,
        "return document.querySelectorAll('#board .last-to').length;",
    )
    .await;
    assert_eq!(
        last, 2,
        "the last action (a step) is marked on both squares"
    );
    drag(&a, "#sq-a1", "#sq-c1").await;
    until(
        &a,
        "document.querySelectorAll('#board .removal').length === 2",
        "two removal choices",
    )
    .await;
    let take_none = js(&a, "return document.getElementById('take-none').hidden;").await;
    assert_eq!(take_none, true, "the second removal is compulsory here");
    let label = js(
        &a,
        "return document.getElementById('sq-a3').getAttribute('aria-label');",
    )
    .await;
    assert_eq!(label, "a3, Black piece, can be taken");
    click(&a, "#sq-a3").await;
    // The game is over: White has brought Black down to two pieces.
    for (c, title) in [(&a, "You win!"), (&b, "You lose")] {
        until(
            c,
            "!document.getElementById('banner').hidden",
            "the game-over banner",
        )
        .await;
        let shown = js(
            c,
            "return document.getElementById('banner-title').textContent;",
        )
        .await;
        assert_eq!(shown, title);
        let reason = js(
            c,
            "return document.getElementById('banner-reason').textContent;",
        )
        .await;
        assert_eq!(reason, "Black has too few pieces left.");
    }
    let state = api_state(&a, &id).await;
    assert_eq!(
        state["actions"],
        serde_json::json!([
            "@a1", "@b1", "@d3", "@b3", "@d2", "@c3", "d2-c2", "b3-a3", "a1xc1/a3"
        ])
    );
    assert_eq!(state["outcome"]["winner"], "white");
    let taken = js(
        &a,
        "return document.querySelector(\"[data-captures='white'] .count\").textContent;",
    )
    .await;
    assert_eq!(taken, "2");
    screenshot(&a, "friends-winner").await;
    screenshot(&b, "friends-loser").await;
    // The finished game replays step by step.
    click(&a, "#banner-close").await;
    click(&a, "#replay-start").await;
    let pieces = js(
        &a,
        "return document.querySelectorAll('#board .piece').length;",
    )
    .await;
    assert_eq!(pieces, 0, "the start position is empty");
    click(&a, "#replay-forward").await;
    click(&a, "#replay-forward").await;
    let at = js(
        &a,
        "return document.getElementById('replay-at').textContent;",
    )
    .await;
    assert_eq!(at, "Move 2 of 9");
    let pieces = js(
        &a,
        "return document.querySelectorAll('#board .piece').length;",
    )
    .await;
    assert_eq!(pieces, 2);
    screenshot(&a, "friends-replay").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hand_capture_takes_the_second_piece_from_the_hand() {
    let mut h = Harness::start().await;
    let (a, b, id) =
        friends_at_a_table(&mut h, "hand-capture,rows=3,columns=4,pieces=4,win_at=2").await;
    for (n, (c, action)) in [(&a, "a1"), (&b, "b1"), (&a, "d3"), (&b, "b3")]
        .into_iter()
        .enumerate()
    {
        wait_my_turn(c).await;
        let side = if n % 2 == 0 { "white" } else { "black" };
        click(c, &format!("button.hand[data-hand='{side}']")).await;
        click(c, &format!("#sq-{action}")).await;
        wait_actions(c, n + 1).await;
    }
    wait_my_turn(&a).await;
    click(&a, "#sq-a1").await;
    click(&a, "#sq-c1").await;
    // The choice: b3 on the board, or a piece from Black's hand.
    until(
        &a,
        "document.querySelector(\"button.hand[data-hand='black'].is-removal\") !== null",
        "Black's hand offered",
    )
    .await;
    let on_board = js(
        &a,
        "return [...document.querySelectorAll('#board .removal')].length;",
    )
    .await;
    assert_eq!(on_board, 1);
    screenshot(&a, "hand-capture-choice").await;
    click(&a, "button.hand[data-hand='black']").await;
    until(
        &b,
        "!document.getElementById('banner').hidden",
        "the game-over banner",
    )
    .await;
    let state = api_state(&b, &id).await;
    assert_eq!(state["actions"][4], "a1xc1/h");
    assert_eq!(state["hands"]["black"], 1);
    let hand = js(
        &b,
        "return document.querySelector(\"button.hand[data-hand='black'] .count\").textContent;",
    )
    .await;
    assert_eq!(hand, "1");
    screenshot(&b, "hand-capture-over").await;
    h.finish().await;
}

/// Parses `@c3`, `c3-c4`, `c3xc5xe5/e2`: (from, landings, removal).
pub(crate) fn squares_of(action: &str) -> (Option<String>, Vec<String>, Option<String>) {
    if let Some(to) = action.strip_prefix('@') {
        return (None, vec![to.to_owned()], None);
    }
    let (main, removal) = match action.split_once('/') {
        Some((m, r)) => (m, Some(r.to_owned())),
        None => (action, None),
    };
    let parts: Vec<String> = main.split(['-', 'x']).map(str::to_owned).collect();
    (Some(parts[0].clone()), parts[1..].to_vec(), removal)
}

/// Plays `action` on the page with clicks, as a player would.
pub(crate) async fn play_by_clicks(c: &fantoccini::Client, action: &str, side: &str, enemy: &str) {
    play_by(c, action, side, enemy, false).await;
}

/// A click, or a finger's tap when `touch`.
async fn press(c: &fantoccini::Client, css: &str, touch: bool) {
    if touch {
        tap(c, css).await;
    } else {
        click(c, css).await;
    }
}

/// Plays `action` on the page with clicks, or with a finger's taps when `touch`.
pub(crate) async fn play_by(
    c: &fantoccini::Client,
    action: &str,
    side: &str,
    enemy: &str,
    touch: bool,
) {
    let (from, landings, removal) = squares_of(action);
    match from {
        None => {
            press(c, &format!("button.hand[data-hand='{side}']"), touch).await;
            press(c, &format!("#sq-{}", landings[0]), touch).await;
        }
        Some(from) => {
            press(c, &format!("#sq-{from}"), touch).await;
            for to in &landings {
                press(c, &format!("#sq-{to}"), touch).await;
            }
            let stop = js(c, "return !document.getElementById('stop-here').hidden;").await;
            if stop == true {
                press(c, "#stop-here", touch).await;
            }
            let choosing = js(c, "return document.querySelectorAll('#board .removal, .tray.is-removal').length > 0 || !document.getElementById('take-none').hidden;").await;
            if choosing == true {
                match removal.as_deref() {
                    Some("h") => {
                        press(c, &format!("button.hand[data-hand='{enemy}']"), touch).await
                    }
                    Some(sq) => press(c, &format!("#sq-{sq}"), touch).await,
                    None => press(c, "#take-none", touch).await,
                }
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_reaches_its_end() {
    let mut h = Harness::start().await;
    let c = h.browser(1280, 900).await;
    let rules_text = "standard,rows=3,columns=4,pieces=3,win_at=1,no_capture_draw=30";
    let id = create_table(&c, &h, &format!("mode=computer&rules={rules_text}")).await;
    let name = js(
        &c,
        "return document.querySelector('#player-top .who').textContent;",
    )
    .await;
    assert!(
        name.as_str()
            .expect("text")
            .starts_with("Computer · medium"),
        "{name}"
    );
    let rules: yote_rules::Rules = rules_text.parse().expect("rules");
    // Remember every status line shown, to see the computer's "Thinking…" however short.
    js(
        &c,
        "window.statusSeen = new Set(); \
         new MutationObserver(() => { \
           const span = document.querySelector('#status span'); \
           if (span) window.statusSeen.add(span.className + ':' + span.textContent); \
         }).observe(document.getElementById('status'), { childList: true, subtree: true }); \
         return true;",
    )
    .await;
    let mut moves = 0;
    loop {
        until(&c, "document.querySelector('#board.movable') !== null || !document.getElementById('banner').hidden", "my turn or the end").await;
        let state = api_state(&c, &id).await;
        if state["status"] == "over" {
            break;
        }
        let position =
            yote_rules::Position::parse(state["position"].as_str().expect("position"), &rules)
                .expect("a position");
        let actions = position.legal_actions(&rules);
        // Capture when possible, else the first action.
        let action = actions
            .iter()
            .find(|a| a.is_capture())
            .or(actions.first())
            .expect("an action");
        let before = state["actions"].as_array().expect("actions").len();
        play_by_clicks(&c, &action.to_string(), "white", "black").await;
        until(
            &c,
            &format!("document.querySelectorAll('#moves button').length > {before}"),
            "my action",
        )
        .await;
        moves += 1;
        assert!(moves < 40, "the game should have ended");
    }
    until(
        &c,
        "!document.getElementById('banner').hidden",
        "the game-over banner",
    )
    .await;
    let state = api_state(&c, &id).await;
    assert_eq!(state["status"], "over");
    assert!(state["outcome"]["reason"].is_string());
    let seen = js(&c, "return [...window.statusSeen];").await;
    assert!(
        seen.as_array()
            .expect("a list")
            .contains(&serde_json::json!("thinking:Thinking…")),
        "the status said the computer was thinking: {seen}"
    );
    let counter = js(&c, "return document.getElementById('counter').textContent;").await;
    assert!(
        counter
            .as_str()
            .expect("text")
            .starts_with("Plies without capture: "),
        "{counter}"
    );
    assert!(
        counter.as_str().expect("text").ends_with(" / 30"),
        "{counter}"
    );
    screenshot(&c, "computer-game-over").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_setup_form_creates_a_bodogemu_table_where_a_chain_jump_is_played() {
    let mut h = Harness::start().await;
    let c = h.browser(1280, 900).await;
    c.goto(&h.url("/en/new"))
        .await
        .expect("open the setup page");
    click(&c, "input[name='mode'][value='local']").await;
    click(&c, "input[name='preset'][value='bodogemu']").await;
    until(
        &c,
        "document.getElementById('rules-string').textContent === 'bodogemu'",
        "the rules string",
    )
    .await;
    let chain = js(
        &c,
        "return document.getElementById('opt-chain_jumps').checked;",
    )
    .await;
    assert_eq!(chain, true, "the preset fills the options");
    // Changing an option marks it and the rules string follows.
    click(&c, "#advanced > summary").await;
    click(&c, "#opt-second_removal_optional").await;
    until(&c, "document.getElementById('rules-string').textContent === 'bodogemu,second_removal_optional=false'", "the changed rules string").await;
    let marked = js(
        &c,
        "return !document.querySelector('[data-option=second_removal_optional] .changed').hidden;",
    )
    .await;
    assert_eq!(marked, true);
    click(&c, "#opt-second_removal_optional").await;
    until(
        &c,
        "document.getElementById('rules-string').textContent === 'bodogemu'",
        "the rules string back",
    )
    .await;
    screenshot(&c, "setup-bodogemu").await;
    click(&c, "#create").await;
    until(&c, "location.pathname.includes('/games/')", "the game page").await;
    let id = game_id(&c).await;
    for (n, (side, sq)) in [
        ("white", "a1"),
        ("black", "a2"),
        ("white", "f5"),
        ("black", "a4"),
    ]
    .into_iter()
    .enumerate()
    {
        wait_my_turn(&c).await;
        click(&c, &format!("button.hand[data-hand='{side}']")).await;
        click(&c, &format!("#sq-{sq}")).await;
        wait_actions(&c, n + 1).await;
    }
    wait_my_turn(&c).await;
    click(&c, "#sq-a1").await;
    click(&c, "#sq-a3").await;
    // The chain may go on to a5, or stop here.
    until(
        &c,
        "!document.getElementById('stop-here').hidden",
        "the stop-here button",
    )
    .await;
    let next = js(
        &c,
        "return document.getElementById('sq-a5').getAttribute('aria-label');",
    )
    .await;
    assert_eq!(next, "a5, empty, possible move");
    screenshot(&c, "bodogemu-chain").await;
    click(&c, "#sq-a5").await;
    wait_actions(&c, 5).await;
    let state = api_state(&c, &id).await;
    assert_eq!(state["rules"], "bodogemu");
    assert_eq!(state["actions"][4], "a1xa3xa5");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keyboard_alone_plays_actions() {
    use fantoccini::key::Key;
    let mut h = Harness::start().await;
    let c = h.browser(1280, 900).await;
    let id = create_table(&c, &h, "mode=local&rules=standard").await;
    wait_my_turn(&c).await;
    let board = c
        .find(fantoccini::Locator::Css("#board"))
        .await
        .expect("the board");
    // The cursor starts on a1: Enter places there.
    board.send_keys(&(Key::Enter + "")).await.expect("keys");
    wait_actions(&c, 1).await;
    // Black: right, Enter on b1.
    board
        .send_keys(&(Key::Right + &(Key::Enter + "")))
        .await
        .expect("keys");
    wait_actions(&c, 2).await;
    // White: back to a1, Enter selects the piece, Escape cancels, Enter again, up, Enter steps.
    board
        .send_keys(&(Key::Left + &(Key::Enter + "")))
        .await
        .expect("keys");
    until(
        &c,
        "document.querySelectorAll('#board .selected').length === 1",
        "the selected piece",
    )
    .await;
    board.send_keys(&(Key::Escape + "")).await.expect("keys");
    until(
        &c,
        "document.querySelectorAll('#board .selected').length === 0",
        "the selection cancelled",
    )
    .await;
    board
        .send_keys(&(Key::Enter + &(Key::Up + &(Key::Enter + ""))))
        .await
        .expect("keys");
    wait_actions(&c, 3).await;
    // Black: H picks the hand, then a square by arrows.
    board.send_keys("h").await.expect("keys");
    until(
        &c,
        "document.querySelector(\"button.hand[data-hand='black'][aria-pressed='true']\") !== null",
        "the hand selected",
    )
    .await;
    board
        .send_keys(&(Key::Right + &(Key::Right + &(Key::Enter + ""))))
        .await
        .expect("keys");
    wait_actions(&c, 4).await;
    let state = api_state(&c, &id).await;
    assert_eq!(
        state["actions"],
        serde_json::json!(["@a1", "@b1", "a1-a2", "@c2"])
    );
    let cursor = js(
        &c,
        "return document.getElementById('board').getAttribute('aria-activedescendant');",
    )
    .await;
    assert_eq!(cursor, "sq-c2");
    let label = js(
        &c,
        "return document.getElementById('sq-c2').getAttribute('aria-label');",
    )
    .await;
    assert_eq!(label, "c2, Black piece");
    until(
        &c,
        "document.getElementById('live').textContent !== ''",
        "an announcement",
    )
    .await;
    screenshot(&c, "keyboard").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draw_offer_rematch_and_resignation_between_friends() {
    let mut h = Harness::start().await;
    let (a, b, id) = friends_at_a_table(&mut h, "standard").await;
    click(&a, "#sq-c3").await;
    wait_actions(&b, 1).await;
    // White offers a draw; Black sees it and accepts.
    click(&a, "#offer-draw").await;
    until(
        &b,
        "!document.getElementById('accept-draw').hidden",
        "the accept button",
    )
    .await;
    let offer = js(
        &b,
        "return document.getElementById('draw-offer').textContent;",
    )
    .await;
    assert_eq!(offer, "Your opponent offers a draw.");
    click(&b, "#accept-draw").await;
    for c in [&a, &b] {
        until(
            c,
            "!document.getElementById('banner').hidden",
            "the game-over banner",
        )
        .await;
        let title = js(
            c,
            "return document.getElementById('banner-title').textContent;",
        )
        .await;
        assert_eq!(title, "Draw");
        let reason = js(
            c,
            "return document.getElementById('banner-reason').textContent;",
        )
        .await;
        assert_eq!(reason, "Draw agreed.");
    }
    // Both ask for a rematch and land in the new game, colours swapped.
    click(&a, "#banner-rematch").await;
    until(
        &b,
        "document.getElementById('draw-offer').textContent === 'White asks for a rematch.'",
        "the rematch offer",
    )
    .await;
    click(&b, "#banner-rematch").await;
    for c in [&a, &b] {
        until(c, &format!("!location.pathname.endsWith('/{id}') && document.getElementById('game').getAttribute('aria-busy') === 'false'"), "the rematch").await;
    }
    let second = game_id(&b).await;
    assert_ne!(second, id);
    // Black in the first game is White now, and moves first.
    wait_my_turn(&b).await;
    let me = js(
        &b,
        "return document.querySelector('#player-bottom').dataset.side;",
    )
    .await;
    assert_eq!(me, "white");
    click(&b, "#sq-a1").await;
    wait_actions(&a, 1).await;
    // Resigning asks for a second click.
    click(&a, "#resign").await;
    let armed = js(&a, "return document.getElementById('resign').textContent;").await;
    assert_eq!(armed, "Click again to resign");
    click(&a, "#resign").await;
    until(
        &b,
        "!document.getElementById('banner').hidden",
        "the game-over banner",
    )
    .await;
    let title = js(
        &b,
        "return document.getElementById('banner-title').textContent;",
    )
    .await;
    assert_eq!(title, "You win!");
    let reason = js(
        &b,
        "return document.getElementById('banner-reason').textContent;",
    )
    .await;
    assert_eq!(reason, "Black resigned.");
    screenshot(&b, "resignation").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_says_when_the_connection_is_lost() {
    let mut h = Harness::start().await;
    let (c, _) = local_game_page(&mut h, (1280, 900), "en", "standard").await;
    let hidden = js(&c, "return document.getElementById('reconnecting').hidden;").await;
    assert_eq!(hidden, true);
    h.stop_server();
    until(
        &c,
        "!document.getElementById('reconnecting').hidden",
        "the reconnecting banner",
    )
    .await;
    let text = js(
        &c,
        "return document.getElementById('reconnecting').textContent;",
    )
    .await;
    assert_eq!(text, "Connection lost. Reconnecting…");
    screenshot(&c, "reconnecting").await;
    h.finish().await;
}
