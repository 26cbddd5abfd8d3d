//! Offline: the service worker keeps the shell, and with the network cut (DevTools offline, and
//! the server stopped) a game against the computer is played to its end in the page, kept in
//! the browser and replayed after a reload; a game on this device plays too.

use fantoccini::{Client, Locator};
use serde_json::{Value, json};

use crate::harness::*;

/// A small board where a game ends in a few dozen plies.
const RULES: &str = "standard,rows=3,columns=4,pieces=3,win_at=1,no_capture_draw=30";

/// Plays `action` by finger taps: the hand or the piece, then each landing square, then the
/// second piece (or "take none") when asked.
async fn play_by_taps(c: &Client, action: &str, side: &str, enemy: &str) {
    let (from, landings, removal) = crate::squares_of(action);
    match from {
        None => tap(c, &format!("button.hand[data-hand='{side}']")).await,
        Some(from) => tap(c, &format!("#sq-{from}")).await,
    }
    for to in &landings {
        tap(c, &format!("#sq-{to}")).await;
    }
    if js(c, "return !document.getElementById('stop-here').hidden;").await == true {
        tap(c, "#stop-here").await;
    }
    let choosing = js(c, "return document.querySelectorAll('#board .removal, .tray.is-removal').length > 0 || !document.getElementById('take-none').hidden;").await;
    if choosing == true {
        match removal.as_deref() {
            Some("h") => tap(c, &format!("button.hand[data-hand='{enemy}']")).await,
            Some(sq) => tap(c, &format!("#sq-{sq}")).await,
            None => tap(c, "#take-none").await,
        }
    }
}

/// The games kept in this browser (newest first).
async fn kept(c: &Client) -> Vec<Value> {
    let list = js(
        c,
        "return JSON.parse(localStorage.getItem('yote-offline-games') || '[]');",
    )
    .await;
    list.as_array().expect("a list").clone()
}

/// The legal actions after `actions` under `rules`, by the native rules crate.
fn legal_after(rules: &str, actions: &[Value]) -> Vec<yote_rules::Action> {
    let rules: yote_rules::Rules = rules.parse().expect("rules");
    let mut game = yote_rules::Game::new(rules);
    for a in actions {
        let action = a.as_str().expect("text").parse().expect("an action");
        game.play(action).expect("a legal action");
    }
    game.legal_actions()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offline_a_computer_game_is_played_to_its_end_kept_and_replayed() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    // Online: the page registers the service worker, which keeps the shell and takes the page.
    c.goto(&h.url("/en/offline"))
        .await
        .expect("the offline page");
    until(
        &c,
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        "the service worker in control",
    )
    .await;
    // A new service worker (here: registered again) deletes every other release's cache.
    js(
        &c,
        "await caches.open('yote-0123456'); \
         const registration = await navigator.serviceWorker.getRegistration(); \
         await registration.unregister(); return 1;",
    )
    .await;
    c.refresh().await.expect("reload");
    until(
        &c,
        "navigator.serviceWorker.controller !== null",
        "the service worker in control again",
    )
    .await;
    let names = js(&c, "return await caches.keys();").await;
    let names: Vec<&str> = names
        .as_array()
        .expect("names")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(names.len(), 1, "one cache, this release's: {names:?}");
    assert!(
        names[0].starts_with("yote-") && names[0] != "yote-0123456",
        "{names:?}"
    );
    // A game page visited online (its seat in a cookie) is never kept.
    let id = crate::new_local_game(&c, "standard").await;
    c.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("a game page");
    wait_my_turn(&c).await;
    let cached = js(
        &c,
        "const names = await caches.keys(); \
         const cache = await caches.open(names.find((n) => n.startsWith('yote-'))); \
         return { names, urls: (await cache.keys()).map((r) => new URL(r.url).pathname) };",
    )
    .await;
    let urls: Vec<&str> = cached["urls"]
        .as_array()
        .expect("urls")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    for kept_url in ["/fr/offline", "/pl/", "/static/"] {
        assert!(
            urls.iter().any(|u| u.starts_with(kept_url)),
            "{kept_url} kept: {urls:?}"
        );
    }
    assert!(
        urls.iter().any(|u| u.ends_with("/engine/yote.wasm")),
        "the engine kept"
    );
    assert!(
        !urls
            .iter()
            .any(|u| u.starts_with("/api/") || u.contains("/games/")),
        "no game, no API answer kept: {urls:?}"
    );
    // The Polish lobby (the longest words) fits the phone's width.
    c.goto(&h.url("/pl/offline"))
        .await
        .expect("the Polish page");
    until(
        &c,
        "document.getElementById('offline-state').textContent !== ''",
        "the Polish notice",
    )
    .await;
    let width = js(&c, "return document.documentElement.scrollWidth;").await;
    assert!(width.as_f64().expect("a width") <= 360.0, "{width}");
    let state = js(
        &c,
        "return document.getElementById('offline-state').textContent;",
    )
    .await;
    assert_eq!(state, "Połączenie z siecią jest aktywne.");
    screenshot(&c, "phone-offline-lobby-pl").await;
    // The network goes: DevTools offline, and the server itself stops.
    network_gone(&c, &mut h).await;
    c.goto(&h.url(&format!("/en/offline?rules={RULES}")))
        .await
        .expect("the offline page, offline");
    until(
        &c,
        "document.getElementById('offline-state').textContent === 'You are offline.'",
        "the offline notice",
    )
    .await;
    let notice = js(
        &c,
        "return document.getElementById('offline-notice').textContent;",
    )
    .await;
    let notice = notice.as_str().expect("text");
    assert!(
        notice.contains("games with a friend need the network"),
        "{notice}"
    );
    assert!(
        notice.contains("Playing the computer (every level)"),
        "{notice}"
    );
    // The API is not there: the page is the service worker's copy.
    let api = js(
        &c,
        "try { await fetch('/api/games/x'); return 'answered'; } catch { return 'failed'; }",
    )
    .await;
    assert_eq!(api, "failed");
    screenshot(&c, "phone-offline-lobby").await;
    // That game's page, offline: the offline page instead, in the browser's language.
    c.goto(&h.url(&format!("/games/{id}")))
        .await
        .expect("the game page, offline");
    until(
        &c,
        "document.getElementById('offline-state') && document.getElementById('offline-state').textContent === 'You are offline.'",
        "the offline page for a game page",
    )
    .await;
    // The home page, kept from the start, offers the offline games.
    c.goto(&h.url("/")).await.expect("the home page, offline");
    until(
        &c,
        "document.querySelector('[data-offline-offer]') && !document.querySelector('[data-offline-offer]').hidden",
        "the offer to play offline",
    )
    .await;
    let offer = js(
        &c,
        "const o = document.querySelector('[data-offline-offer]'); \
         return [o.textContent, o.querySelector('a').getAttribute('href'), o.getBoundingClientRect().bottom];",
    )
    .await;
    assert!(
        offer[0].as_str().expect("text").contains("Play offline"),
        "{offer}"
    );
    assert_eq!(offer[1], "/en/offline");
    assert!(
        offer[2].as_f64().expect("a number") < 740.0,
        "on the first screen: {offer}"
    );
    screenshot(&c, "phone-offline-home").await;
    c.goto(&h.url(&format!("/en/offline?rules={RULES}")))
        .await
        .expect("back to the offline page");
    until(
        &c,
        "document.getElementById('offline-state').textContent === 'You are offline.'",
        "the offline page again",
    )
    .await;

    // A game against the beginner, by finger taps, to its end.
    find(&c, "#offline-level")
        .await
        .select_by_value("beginner")
        .await
        .expect("the level");
    tap(&c, "#offline-start").await;
    until(&c, "document.body.classList.contains('offline-playing') && document.querySelector('#player-top .who') !== null", "the game on the board").await;
    let name = js(
        &c,
        "return document.querySelector('#player-top .who').textContent;",
    )
    .await;
    assert!(
        name.as_str()
            .expect("text")
            .starts_with("Computer · beginner"),
        "{name}"
    );
    // The tab's your-turn icon is one the service worker keeps: it loads with no network.
    until(
        &c,
        "document.querySelector('#board.movable') !== null",
        "my first turn",
    )
    .await;
    let icon = js(
        &c,
        "const href = document.querySelector('link[rel=\"icon\"]').getAttribute('href'); \
         try { const r = await fetch(href); return [href, r.status]; } catch { return [href, 0]; }",
    )
    .await;
    assert!(
        icon[0]
            .as_str()
            .expect("href")
            .ends_with("/favicon-turn.svg")
            && icon[1] == 200,
        "the your-turn icon, offline: {icon}"
    );
    let mut plays = 0;
    loop {
        until(
            &c,
            "document.querySelector('#board.movable') !== null || !document.getElementById('banner').hidden",
            "my turn or the end",
        )
        .await;
        let game = kept(&c).await.remove(0);
        if !game["outcome"].is_null() {
            break;
        }
        let actions = game["actions"].as_array().expect("actions").clone();
        // The page shows every kept action (the computer's last reply included, its move
        // drawn to the end) before the finger plays from that position.
        until(
            &c,
            &format!(
                "document.querySelectorAll('#moves button').length >= {} && document.querySelector('#board.movable') !== null && !document.getElementById('board').dataset.animating",
                actions.len()
            ),
            "the kept position on the board",
        )
        .await;
        let legal = legal_after(RULES, &actions);
        let action = legal
            .iter()
            .find(|a| a.is_capture())
            .or(legal.first())
            .expect("an action")
            .to_string();
        play_by_taps(&c, &action, "white", "black").await;
        until(
            &c,
            &format!(
                "document.querySelectorAll('#moves button').length > {}",
                actions.len()
            ),
            &format!("my action {action} after {actions:?}"),
        )
        .await;
        if plays == 1 {
            screenshot(&c, "phone-offline-computer-game").await;
        }
        plays += 1;
        assert!(plays < 40, "the game should have ended");
    }
    until(
        &c,
        "!document.getElementById('banner').hidden",
        "the game-over banner",
    )
    .await;
    let game = kept(&c).await.remove(0);
    assert!(game["outcome"]["reason"].is_string(), "{game}");
    assert_eq!(game["level"], "beginner");
    assert_eq!(game["opponent"], "computer");
    let played = game["actions"].as_array().expect("actions").len();
    assert!(played >= 4, "a real game: {game}");
    screenshot(&c, "phone-offline-computer-over").await;

    // A reload, still offline: the game is listed, and replays with the moves and the arrows.
    c.refresh().await.expect("reload");
    until(
        &c,
        "document.querySelectorAll('#offline-games li').length === 1",
        "the kept game listed",
    )
    .await;
    let item = js(
        &c,
        "return document.querySelector('#offline-games li').textContent;",
    )
    .await;
    let item = item.as_str().expect("text");
    assert!(item.contains("Against the computer (beginner)"), "{item}");
    assert!(item.contains("Replay"), "{item}");
    js(
        &c,
        "document.getElementById('offline-kept-title').scrollIntoView(); return 1;",
    )
    .await;
    screenshot(&c, "phone-offline-kept").await;
    tap(&c, "#offline-games li button").await;
    until(
        &c,
        &format!("document.querySelectorAll('#moves button').length === {played}"),
        "the kept game's moves",
    )
    .await;
    tap(&c, "#banner-close").await;
    tap(&c, "#replay-start").await;
    until(
        &c,
        "document.getElementById('replay-at').textContent.startsWith('Move 0 of')",
        "the replay at its start",
    )
    .await;
    let board = find(&c, "#board").await;
    board.send_keys("\u{E014}").await.expect("ArrowRight");
    board.send_keys("\u{E014}").await.expect("ArrowRight");
    until(
        &c,
        "document.getElementById('replay-at').textContent.startsWith('Move 2 of')",
        "two actions replayed",
    )
    .await;
    let pieces = js(
        &c,
        "return document.querySelectorAll('#board .piece').length;",
    )
    .await;
    assert_eq!(pieces, 2, "two pieces placed after two actions");
    screenshot(&c, "phone-offline-replay").await;

    // A game on this device: a few actions by taps, for both sides.
    tap(&c, "#offline-back").await;
    tap(&c, "input[name='offline-opponent'][value='local']").await;
    tap(&c, "#offline-start").await;
    until(
        &c,
        "document.querySelector('#board.movable') !== null",
        "the first player's turn",
    )
    .await;
    for (n, (action, side, enemy)) in [
        ("@a1", "white", "black"),
        ("@d3", "black", "white"),
        ("a1-a2", "white", "black"),
    ]
    .into_iter()
    .enumerate()
    {
        play_by_taps(&c, action, side, enemy).await;
        wait_actions(&c, n + 1).await;
    }
    let game = kept(&c).await.remove(0);
    assert_eq!(game["opponent"], "local");
    assert_eq!(game["actions"], json!(["@a1", "@d3", "a1-a2"]));
    let status = js(&c, "return document.getElementById('status').textContent;").await;
    assert!(
        status.as_str().expect("text").contains("Black"),
        "Black to play: {status}"
    );
    screenshot(&c, "phone-offline-this-device").await;
    assert!(
        c.find(Locator::Css("#download-record:not([hidden])"))
            .await
            .is_err(),
        "no server record to download offline"
    );
    h.finish().await;
}

/// Each level's first answer on the standard board on a phone's CPU (4× slower), timed in the
/// page (printed; the bound is the level's time cap plus a second for the engine's loading and
/// a loaded machine).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offline_every_level_answers_within_its_time_cap() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    // A phone's CPU: four times slower than this machine's (as the first-paint budget's).
    crate::budgets::cdp(&c, "Emulation.setCPUThrottlingRate", json!({"rate": 4})).await;
    for (level, cap_ms) in [
        ("beginner", 300.0),
        ("easy", 300.0),
        ("medium", 300.0),
        ("hard", 1000.0),
        ("master", 2000.0),
    ] {
        c.goto(&h.url("/en/offline"))
            .await
            .expect("the offline page");
        until(
            &c,
            "document.getElementById('offline-state').textContent !== ''",
            "the page",
        )
        .await;
        let select = |css: &'static str, value: &'static str| {
            let c = c.clone();
            async move {
                find(&c, css)
                    .await
                    .select_by_value(value)
                    .await
                    .unwrap_or_else(|e| panic!("{css} {value}: {e}"));
            }
        };
        select("#offline-level", level).await;
        select("#offline-colour", "black").await;
        js(
            &c,
            "window.started = performance.now(); window.answered = null; \
             new MutationObserver(() => { \
               if (window.answered === null && document.querySelectorAll('#moves button').length > 0) window.answered = performance.now(); \
             }).observe(document.getElementById('moves'), { childList: true, subtree: true }); \
             document.getElementById('offline-start').click(); return 1;",
        )
        .await;
        until(
            &c,
            "window.answered !== null",
            "the computer's first action",
        )
        .await;
        let ms = js(&c, "return window.answered - window.started;")
            .await
            .as_f64()
            .expect("a time");
        println!("offline {level}: first action in {ms:.0} ms (cap {cap_ms} ms)");
        assert!(ms < cap_ms + 1000.0, "{level}: {ms} ms");
        let name = js(
            &c,
            "return document.querySelector('#player-top .who').textContent;",
        )
        .await;
        assert!(
            name.as_str()
                .expect("text")
                .starts_with(&format!("Computer · {level}")),
            "{name}"
        );
    }
    screenshot(&c, "phone-offline-master").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn online_the_home_page_asks_whether_the_server_is_there_without_an_error() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/en/")).await.expect("the home page");
    // The page's connection check has been answered.
    until(
        &c,
        "performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/ping'))",
        "the connection check",
    )
    .await;
    // Every request the page made was answered without an error (a 404 shows in red in the
    // console), the check with an empty 204; and the offer to play offline stays hidden.
    let failed = js(
        &c,
        "return performance.getEntriesByType('resource').filter((e) => e.responseStatus >= 400) \
         .map((e) => `${e.responseStatus} ${e.name}`);",
    )
    .await;
    assert_eq!(failed, json!([]), "requests answered with an error");
    let ping = js(
        &c,
        "return performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/ping')).responseStatus;",
    )
    .await;
    assert_eq!(ping, 204);
    assert_eq!(
        js(
            &c,
            "return [...document.querySelectorAll('[data-offline-offer]')].every((o) => o.hidden);"
        )
        .await,
        true
    );
    screenshot(&c, "phone-home-online").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn online_the_offline_page_names_the_levels_as_the_setup_page_does() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    let names = "return [...document.querySelectorAll(SELECT + ' option')].map((o) => o.textContent.trim());";
    c.goto(&h.url("/fr/new?mode=computer"))
        .await
        .expect("the setup page");
    let setup = js(&c, &names.replace("SELECT", "'#level'")).await;
    c.goto(&h.url("/fr/offline"))
        .await
        .expect("the offline page");
    until(&c, "document.getElementById('offline-level')", "the level").await;
    let offline = js(&c, &names.replace("SELECT", "'#offline-level'")).await;
    assert_eq!(offline, setup, "the offline page's levels");
    assert_eq!(offline[2], "Moyen");
    screenshot(&c, "phone-offline-levels").await;
    h.finish().await;
}

/// The actions of a game from the start that reaches a position `want` accepts, played at
/// random with a liking for captures (found by trying seeds in turn: the same game each run).
fn game_reaching(
    rules: &yote_rules::Rules,
    want: impl Fn(&yote_rules::Position) -> bool,
) -> (Vec<String>, yote_rules::Position) {
    for seed in 1..20_000u64 {
        let mut state = seed;
        let mut next = || {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        let mut position = yote_rules::Position::new(rules);
        let mut actions = Vec::new();
        while position.outcome(rules).is_none() && actions.len() < 400 {
            if want(&position) {
                return (actions, position);
            }
            let legal = position.legal_actions(rules);
            let captures: Vec<_> = legal.iter().filter(|a| a.is_capture()).copied().collect();
            let pool = if !captures.is_empty() && next() % 4 != 0 {
                captures
            } else {
                legal
            };
            let action = pool[(next() % pool.len() as u64) as usize];
            position.play_unchecked(action);
            actions.push(action.to_string());
        }
    }
    panic!("no game reaches the position wanted");
}

/// Opens the offline page in French with `actions` kept as a game against `master` (the
/// player White), and resumes it.
async fn resume_master_game(
    c: &Client,
    h: &Harness,
    rules: &yote_rules::Rules,
    actions: &[String],
) {
    let game = json!([{
        "id": "tables0000",
        "rules": "standard",
        "rules_full": rules.to_full_string(),
        "opponent": "computer",
        "level": "master",
        "human": "white",
        "actions": actions,
        "outcome": null,
        "created": 1,
        "updated": 2,
    }]);
    c.goto(&h.url("/fr/offline"))
        .await
        .expect("the offline page");
    js(
        c,
        &format!("localStorage.setItem('yote-offline-games', JSON.stringify({game})); return 1;"),
    )
    .await;
    c.refresh().await.expect("reload");
    until(
        c,
        "document.querySelectorAll('#offline-games li button').length === 1",
        "the kept game",
    )
    .await;
    tap(c, "#offline-games li button").await;
}

/// In an offline game against `master`, the page fetches the endgame tables an ending needs
/// from the site and the computer plays the tables' best action, saying so in French at phone
/// size; an ending whose tables are over the page's budget is said to be played by search.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn online_master_fetches_an_endings_tables_and_plays_them_or_says_they_are_too_large() {
    use yote_rules::Color;
    let rules = yote_rules::Preset::Standard.rules();
    let tables = yote_tablebase::Tablebase::build(&rules, 5, &mut |_| {}).expect("tables");
    let mut h = Harness::start().await;
    yote_tablebase::registry::install(tables.clone());
    let c = h.browser(360, 740).await;

    // Hands empty, five pieces or fewer, Black (the computer) to move, won or lost for it.
    let (actions, position) = game_reaching(&rules, |p| {
        p.hand(Color::White) == 0
            && p.hand(Color::Black) == 0
            && p.count(Color::White) + p.count(Color::Black) == 5
            && p.side_to_move() == Color::Black
            && matches!(
                tables.probe(p),
                Some(yote_tablebase::Value::Win(2..) | yote_tablebase::Value::Loss(2..))
            )
    });
    let bytes: u64 = tables
        .needs(&position)
        .iter()
        .map(|&(m, o)| yote_tablebase::format::file_len(&tables, m, o))
        .sum();
    // Two significant digits, as the page writes them (every 5-piece file is below 1 MB).
    assert!(bytes < 1_000_000, "{bytes}");
    let mb = format!("{:.2}", bytes as f64 / 1e6).replace('.', ",");
    resume_master_game(&c, &h, &rules, &actions).await;
    until(
        &c,
        &format!(
            "JSON.parse(localStorage.getItem('yote-offline-games'))[0].actions.length === {}",
            actions.len() + 1
        ),
        "the computer's action",
    )
    .await;
    assert_eq!(
        note_text(&c).await,
        format!(
            "L’ordinateur connaît parfaitement cette finale\u{a0}: ses tables de finales ({mb} Mo) \
             sont chargées."
        )
    );
    let played = kept(&c).await[0]["actions"][actions.len()]
        .as_str()
        .expect("an action")
        .to_owned();
    let best = tables.best_action(&position).expect("a best action").action;
    assert_eq!(played, best.to_string(), "the tables' best action");
    screenshot(&c, "phone-offline-tables").await;

    // Four pieces against two: 4.8 MB of tables, over the page's 4 MB.
    let (actions, _) = game_reaching(&rules, |p| {
        p.hand(Color::White) == 0
            && p.hand(Color::Black) == 0
            && p.side_to_move() == Color::Black
            && p.plies_since_capture() == 0
            && [(4, 2), (2, 4)].contains(&(p.count(Color::Black), p.count(Color::White)))
    });
    resume_master_game(&c, &h, &rules, &actions).await;
    until(
        &c,
        "!document.getElementById('offline-tables').hidden",
        "the tables' note",
    )
    .await;
    let note = note_text(&c).await;
    assert!(
        note.starts_with("Les tables de finales de cette finale (4,")
            && note.ends_with(
                "Mo) sont trop grandes pour cette page\u{a0}: l’ordinateur la joue en cherchant."
            ),
        "{note}"
    );
    until(
        &c,
        &format!(
            "JSON.parse(localStorage.getItem('yote-offline-games'))[0].actions.length === {}",
            actions.len() + 1
        ),
        "the computer's action by search",
    )
    .await;
    yote_tablebase::registry::remove(&rules);
    h.finish().await;
}

/// The tables' note of the offline page.
async fn note_text(c: &Client) -> String {
    js(
        c,
        "return document.getElementById('offline-tables').textContent;",
    )
    .await
    .as_str()
    .expect("text")
    .to_owned()
}

/// The network goes: DevTools offline for the browser, and the server itself stops.
pub(crate) async fn network_gone(c: &fantoccini::Client, h: &mut Harness) {
    crate::budgets::cdp(c, "Network.enable", json!({})).await;
    crate::budgets::cdp(
        c,
        "Network.emulateNetworkConditions",
        json!({"offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}),
    )
    .await;
    h.stop_server();
}

/// What a table answered to one message: `ok` (an ack), or the refusal's code, sentence and
/// details.
fn answer_of(reply: &Value) -> Value {
    if reply["type"] == "ack" {
        json!("ok")
    } else {
        json!({"code": reply["code"], "message": reply["message"], "args": reply["args"]})
    }
}

/// Runs `messages` through the page's offline game (web/game/local.js, judged by the engine
/// module) of `game` (its fields as offline.js keeps a game), one at a time, and answers each
/// answer as [`answer_of`] does, then the last state's actions, status and outcome.
async fn offline_answers(c: &Client, game: Value, messages: &[Value]) -> (Vec<Value>, Value) {
    let script = format!(
        "const {{ playLocal }} = await import('/static/game/local.js');
         const connection = await import('/static/game/connection.js');
         const game = {game};
         const messages = {messages};
         const errors = [];
         let last = null;
         await playLocal(game, {{ state: (s) => {{ last = s; }}, error: (e) => errors.push(e), other: () => {{}} }},
           {{ changed: () => {{}}, opening: () => {{}} }});
         const settle = () => new Promise((r) => setTimeout(r, 20));
         await settle();
         const answers = [];
         for (const m of messages) {{
           const before = errors.length;
           connection.send(m);
           await settle();
           const e = errors.length > before ? errors[errors.length - 1] : null;
           answers.push(e ? {{ code: e.code, message: e.message, args: e.args }} : 'ok');
         }}
         return {{ answers, end: {{ actions: last.actions, status: last.status, outcome: last.outcome && {{ result: last.outcome.result, reason: last.outcome.reason }} }} }};",
        game = game,
        messages = Value::Array(messages.to_vec()),
    );
    let got = js(c, &script).await;
    (
        got["answers"].as_array().expect("answers").clone(),
        got["end"].clone(),
    )
}

/// The same messages, legal and illegal, sent to a table on the server over its WebSocket and
/// to the page's offline game get the same answers: the same acceptances, refusal codes,
/// sentences and details (one referee, crates/yote-referee, in the server and in the engine
/// module), and the games end alike.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offline_games_answer_every_message_as_the_server_does() {
    let mut h = Harness::start().await;
    let http = yote_testkit::http_client();
    let addr: std::net::SocketAddr = h.base.trim_start_matches("http://").parse().unwrap();
    let act =
        |ply: usize, action: &str| json!({"type": "act", "id": ply, "ply": ply, "action": action});

    // One device, both sides: every refusal of an action, then the game ended and refusing.
    let on_one_device = vec![
        act(0, "@a1"),
        act(0, "@a1"),
        act(0, "@b2"),
        act(4, "@b2"),
        act(1, "zz9"),
        act(1, "@a1"),
        act(1, "a1-a2"),
        act(1, "@b2"),
        json!({"type": "abort", "id": 20}),
        act(2, "a1xa3"),
        act(2, "@c3"),
        json!({"type": "resign", "id": 21, "side": "black"}),
        act(3, "@d4"),
        json!({"type": "abort", "id": 22}),
        json!({"type": "offer_draw", "id": 23}),
        json!({"type": "resign", "id": 24}),
    ];
    let table = yote_testkit::create_table(
        &http,
        &h.base,
        json!({"rules": "standard", "opponent": "local"}),
    )
    .await;
    let id = table["game"].as_str().unwrap();
    let mut both = yote_testkit::Client::connect(addr, id, table["secret"].as_str()).await;
    let state = both.hello(json!({})).await;
    let rules_full = state["rules_full"].clone();
    let mut server = Vec::new();
    for m in &on_one_device {
        server.push(answer_of(&both.request(m.clone()).await));
    }
    let (_, end) = yote_testkit::get(&http, &format!("{}/api/games/{id}", h.base)).await;
    let server_end = json!({"actions": end["actions"], "status": end["status"],
        "outcome": {"result": end["outcome"]["result"], "reason": end["outcome"]["reason"]}});

    let c = h.browser(360, 740).await;
    c.goto(&h.url("/en/offline"))
        .await
        .expect("the offline page");
    let offline_game = |opponent: &str| {
        json!({"id": format!("cross{opponent}"), "rules": "standard", "rules_full": rules_full,
            "opponent": opponent, "human": "white", "level": "beginner", "actions": [],
            "outcome": null, "created": 0, "updated": 0})
    };
    let (page, page_end) = offline_answers(&c, offline_game("local"), &on_one_device).await;
    for (i, m) in on_one_device.iter().enumerate() {
        assert_eq!(page[i], server[i], "the answers to {m}");
    }
    assert_eq!(page_end, server_end, "the game's end");
    // The refusals the script means to meet, so that the comparison covers them.
    let codes: Vec<&str> = server.iter().filter_map(|a| a["code"].as_str()).collect();
    for code in [
        "stale-ply",
        "future-ply",
        "bad-notation",
        "illegal-action",
        "too-late-to-abort",
        "game-over",
    ] {
        assert!(codes.contains(&code), "{code} in {codes:?}");
    }
    assert_eq!(server[1], "ok", "a resent action is acknowledged again");
    assert_eq!(server_end["outcome"]["result"], "1-0");

    // One seat: the other side's turn (the computer's, offline; a friend's on the server).
    let one_seat = vec![act(0, "@a1"), act(0, "@a1"), act(1, "@b1")];
    let (game, white, _black, _) = yote_testkit::seated_table(&http, &h.base, "standard").await;
    let mut seat = yote_testkit::Client::connect(addr, &game, Some(&white)).await;
    seat.hello(json!({})).await;
    let mut server = Vec::new();
    for m in &one_seat {
        server.push(answer_of(&seat.request(m.clone()).await));
    }
    let (page, _) = offline_answers(&c, offline_game("computer"), &one_seat).await;
    assert_eq!(page, server);
    assert_eq!(server[2]["code"], "not-your-turn");
    assert_eq!(server[2]["args"]["side"], "black");
    h.finish().await;
}
