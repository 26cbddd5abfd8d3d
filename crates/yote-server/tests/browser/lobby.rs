//! The lobby on phones: two phones that take the same quick-pairing tile are paired into one
//! rated game within seconds, play it, and see their new ratings; a phone that waits alone is
//! offered the computer; the lobby speaks every language.

use serde_json::json;

use crate::budgets::cdp;
use crate::harness::*;

/// A phone (360×740) with a touch screen, on the home page in `lang`, its lobby connected.
pub(crate) async fn phone_in_lobby(h: &mut Harness, lang: &str) -> fantoccini::Client {
    let c = phone_at(h, &format!("/{lang}/")).await;
    until(
        &c,
        "!document.querySelector('[data-tile=\"5+3\"]').disabled",
        "the lobby's tiles",
    )
    .await;
    c
}

/// Whether the page is a game page, drawn, with this phone's player at the bottom.
pub(crate) const ON_GAME_PAGE: &str = "location.pathname.includes('/games/') && \
    document.getElementById('game') && \
    document.getElementById('game').getAttribute('aria-busy') === 'false' && \
    document.getElementById('player-bottom').textContent.includes('·')";

/// A finger places a piece of `side` on `square`: the hand, then the square.
pub(crate) async fn tap_place(c: &fantoccini::Client, side: &str, square: &str) {
    wait_my_turn(c).await;
    tap(c, &format!("button.hand[data-hand='{side}']")).await;
    tap(c, &format!("#sq-{square}")).await;
}

pub(crate) async fn text(c: &fantoccini::Client, id: &str) -> String {
    let v = js(
        c,
        &format!("return document.getElementById('{id}').textContent;"),
    )
    .await;
    v.as_str().unwrap_or_default().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_two_phones_on_one_tile_play_a_rated_game_and_see_their_new_ratings() {
    let mut h = Harness::start().await;
    let a = phone_in_lobby(&mut h, "en").await;
    let b = phone_in_lobby(&mut h, "en").await;
    assert!(text(&a, "lobby-me").await.starts_with("Pick a time"));
    tap(&a, "[data-tile='5+3']").await;
    until(
        &a,
        "document.getElementById('lobby-status').textContent.startsWith('Looking for an opponent at 5+3')",
        "the first phone seeking",
    )
    .await;
    assert!(text(&a, "lobby-me").await.starts_with("You play as "));
    screenshot(&a, "lobby-seeking").await;
    tap(&b, "[data-tile='5+3']").await;
    // A wave every 2 s: both phones are in the game well within the wait.
    until(&a, ON_GAME_PAGE, "the first phone in its game").await;
    until(&b, ON_GAME_PAGE, "the second phone in its game").await;
    let (id_a, id_b) = (game_id(&a).await, game_id(&b).await);
    assert_eq!(id_a, id_b, "one game for both");
    let state = api_state(&a, &id_a).await;
    assert_eq!(
        state["clock"]["initial_ms"], 300_000,
        "the tile's clock: {state}"
    );
    // Each phone shows both names with provisional ratings.
    let names = js(&a, "return [document.getElementById('player-bottom').textContent, document.getElementById('player-top').textContent];").await;
    assert!(names.to_string().contains("1500?"), "{names}");
    let a_side = js(
        &a,
        "return document.getElementById('player-bottom').dataset.side;",
    )
    .await;
    let (white, black) = if a_side == "white" {
        (&a, &b)
    } else {
        (&b, &a)
    };
    // They play a few actions by touch, then Black resigns (two taps).
    for (i, (w, k)) in [("a1", "f5"), ("b2", "e4"), ("c3", "d5")]
        .into_iter()
        .enumerate()
    {
        tap_place(white, "white", w).await;
        wait_actions(white, 2 * i + 1).await;
        tap_place(black, "black", k).await;
        wait_actions(black, 2 * i + 2).await;
    }
    tap(black, "#resign").await;
    tap(black, "#resign").await;
    // The rating changes appear beside the names: the winner up, the loser down.
    until(
        white,
        "(document.getElementById('player-bottom').querySelector('small').dataset.change || '').startsWith('+')",
        "White's rating gain",
    )
    .await;
    until(
        black,
        "(document.getElementById('player-bottom').querySelector('small').dataset.change || '').startsWith('−')",
        "Black's rating loss",
    )
    .await;
    // Under the result, each player reads their new rating: the old one and the change.
    for (c, sign) in [(white, '+'), (black, '−')] {
        let change = js(
            c,
            "return document.getElementById('player-bottom').querySelector('small').dataset.change;",
        )
        .await;
        let change = change.as_str().expect("a change");
        let n: i64 = change
            .trim_start_matches(['+', '−'])
            .parse()
            .expect("a number");
        let after = if sign == '+' { 1500 + n } else { 1500 - n };
        until(
            c,
            &format!(
                "!document.getElementById('banner-rating').hidden && document.getElementById('banner-rating').textContent === {}",
                json!(format!("Your rating: {after}? ({change})"))
            ),
            "the new rating under the result",
        )
        .await;
    }
    screenshot(white, "lobby-rated-game-over").await;
    // Back in the lobby, each phone shows its new rating.
    white.goto(&h.url("/en/")).await.expect("home");
    until(
        white,
        "/You play as .* · 1[6-9][0-9][0-9]\\?/.test(document.getElementById('lobby-me').textContent)",
        "the winner's new rating",
    )
    .await;
    black.goto(&h.url("/en/")).await.expect("home");
    until(
        black,
        "/You play as .* · 1[0-4][0-9][0-9]\\?/.test(document.getElementById('lobby-me').textContent)",
        "the loser's new rating",
    )
    .await;
    // The winner moves to a new phone with a transfer code, and finds the game there.
    white.goto(&h.url("/en/games")).await.expect("my games");
    until(
        white,
        "!document.getElementById('transfer-out').hidden",
        "the transfer section",
    )
    .await;
    tap(white, "#transfer-make").await;
    until(
        white,
        "/^[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(document.getElementById('transfer-code').textContent)",
        "a transfer code",
    )
    .await;
    let code = text(white, "transfer-code").await;
    screenshot(white, "lobby-transfer-code").await;
    let fresh = phone_in_lobby(&mut h, "en").await;
    fresh
        .goto(&h.url("/en/transfer"))
        .await
        .expect("the transfer page");
    find(&fresh, "#transfer-code")
        .await
        .send_keys(&code.to_lowercase())
        .await
        .expect("type");
    tap(&fresh, "#transfer-form button").await;
    until(&fresh, "location.pathname === '/en/games' && document.querySelectorAll('#my-games li').length === 1", "the player's games on the new phone").await;
    let entry = text(&fresh, "my-games").await;
    assert!(
        entry.starts_with("Against ") && entry.contains("Finished: you won"),
        "{entry}"
    );
    tap(&fresh, "#my-games a").await;
    until(&fresh, &format!("location.pathname.endsWith('{id_a}') && document.getElementById('player-bottom').dataset.side === 'white' && !document.getElementById('rematch').hidden"), "White's seat on the new phone (a player may ask for a rematch)").await;
    // A code works once.
    let again = phone_in_lobby(&mut h, "en").await;
    again
        .goto(&h.url("/en/transfer"))
        .await
        .expect("the transfer page");
    find(&again, "#transfer-code")
        .await
        .send_keys(&code)
        .await
        .expect("type");
    tap(&again, "#transfer-form button").await;
    until(
        &again,
        "!document.getElementById('transfer-alert').hidden",
        "the refusal",
    )
    .await;
    assert!(
        text(&again, "transfer-alert")
            .await
            .starts_with("This code is not valid")
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_a_phone_alone_is_offered_the_computer_and_the_lobby_speaks_every_language() {
    let mut h = Harness::start().await;
    let c = phone_in_lobby(&mut h, "en").await;
    tap(&c, "[data-tile='10+5']").await;
    until(
        &c,
        "!document.getElementById('lobby-computer').hidden",
        "the computer offered",
    )
    .await;
    assert_eq!(
        text(&c, "lobby-computer").await,
        "Play the computer (medium)"
    );
    screenshot(&c, "lobby-computer-offered").await;
    tap(&c, "#lobby-computer").await;
    until(
        &c,
        "location.pathname.includes('/games/') && document.getElementById('game').getAttribute('aria-busy') === 'false'",
        "the game against the computer",
    )
    .await;
    let id = game_id(&c).await;
    let state = api_state(&c, &id).await;
    assert_eq!(state["opponent"], "computer");
    assert_eq!(
        state["clock"]["initial_ms"], 600_000,
        "the tile's clock: {state}"
    );
    // The lobby in every language: its own words, no message id left untranslated.
    for (lang, title) in [
        ("en", "Play someone now"),
        ("fr", "Jouer maintenant contre quelqu’un"),
        ("pl", "Zagraj teraz z kimś"),
        ("nb", "Spill mot noen nå"),
    ] {
        c.goto(&h.url(&format!("/{lang}/"))).await.expect("home");
        until(
            &c,
            "document.getElementById('lobby-counts').textContent.length > 0",
            "the lobby's counts",
        )
        .await;
        assert_eq!(text(&c, "lobby-title").await, title);
        let lobby = text(&c, "lobby").await;
        assert!(!lobby.contains("lobby-"), "{lang}: {lobby}");
        assert!(!lobby.contains('{'), "{lang}: {lobby}");
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_a_custom_seek_under_other_rules_is_seen_and_taken_from_the_games_on_offer() {
    let mut h = Harness::start().await;
    let a = phone_in_lobby(&mut h, "en").await;
    let b = phone_in_lobby(&mut h, "en").await;
    assert_eq!(
        text(&b, "open-seeks").await,
        "No game on offer right now. Offer one above: it waits here for a player."
    );
    // The first phone offers a Béart game at 10+5.
    tap(&a, "#lobby-custom summary").await;
    js(
        &a,
        "document.getElementById('custom-rules').value = 'beart'; \
         document.getElementById('custom-clock').value = '10+5'; return true;",
    )
    .await;
    tap(&a, "#custom-form button").await;
    until(
        &a,
        "document.getElementById('lobby-status').textContent.startsWith('Your game is on offer')",
        "the offer made",
    )
    .await;
    // The second phone sees it on offer, with the name, the rules and the clock, and takes it.
    until(
        &b,
        "document.querySelector('#open-seeks button[data-seek]') !== null",
        "the game on offer",
    )
    .await;
    let offered = text(&b, "open-seeks").await;
    // The rule set by its title, not its id.
    assert!(
        offered.contains("Béart’s Yoté on 25 holes · 10 min + 5 s"),
        "{offered}"
    );
    screenshot(&b, "lobby-games-on-offer").await;
    tap(&b, "#open-seeks button[data-seek]").await;
    until(&a, ON_GAME_PAGE, "the first phone in the game").await;
    until(&b, ON_GAME_PAGE, "the second phone in the game").await;
    let (id_a, id_b) = (game_id(&a).await, game_id(&b).await);
    assert_eq!(id_a, id_b);
    let state = api_state(&a, &id_a).await;
    assert_eq!(state["rules"], "beart", "{state}");
    // The game page names it by its title too.
    assert_eq!(
        js(
            &b,
            "const t = document.getElementById('rules-title'); return [t.hidden, t.textContent, document.getElementById('rules-string').hidden];"
        )
        .await,
        json!([false, "Béart’s Yoté on 25 holes", true])
    );
    assert_eq!(state["clock"]["initial_ms"], 600_000, "{state}");
    h.finish().await;
}

/// A phone (360×740) with a touch screen at `path`.
pub(crate) async fn phone_at(h: &mut Harness, path: &str) -> fantoccini::Client {
    let c = h.browser(360, 740).await;
    cdp(
        &c,
        "Emulation.setTouchEmulationEnabled",
        json!({"enabled": true, "maxTouchPoints": 5}),
    )
    .await;
    c.goto(&h.url(path)).await.expect("the page");
    c
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_a_rated_friend_table_is_agreed_by_taking_its_seat_and_rated_at_its_end() {
    let mut h = Harness::start().await;
    // The maker, in French, ticks "Rated game" and makes the table: no player needed before.
    let a = phone_at(&mut h, "/fr/new?mode=friend").await;
    tap(&a, "#rated").await;
    tap(&a, "#create").await;
    until(
        &a,
        "document.getElementById('invite-link') && document.getElementById('invite-link').value !== ''",
        "the invite link",
    )
    .await;
    let invite = js(&a, "return document.getElementById('invite-link').value;").await;
    let invite = invite.as_str().expect("a link").to_owned();
    let id = game_id(&a).await;
    // The friend, in Polish, reads that the game is rated before taking the seat.
    let path = invite
        .replace(&h.base, "")
        .replace("/invite/", "/pl/invite/");
    let b = phone_at(&mut h, &path).await;
    until(
        &b,
        "!document.getElementById('invite-rated').hidden",
        "the rated note",
    )
    .await;
    assert!(
        text(&b, "invite-rated")
            .await
            .starts_with("Ta partia jest rankingowa"),
        "{}",
        text(&b, "invite-rated").await
    );
    screenshot(&b, "invite-rated").await;
    tap(&b, "#take-seat").await;
    until(
        &b,
        &format!("location.pathname.endsWith('/games/{id}')"),
        "the friend's game page",
    )
    .await;
    // Both panels show names (links to the players' pages) and provisional ratings.
    for c in [&a, &b] {
        until(
            c,
            "document.querySelector('#player-top .name a[href*=\"/players/\"]') && document.getElementById('player-top').textContent.includes('1500?')",
            "the opponent's name and rating",
        )
        .await;
    }
    tap_place(&a, "white", "a1").await;
    wait_actions(&b, 1).await;
    tap_place(&b, "black", "f5").await;
    wait_actions(&a, 2).await;
    tap(&b, "#resign").await;
    tap(&b, "#resign").await;
    until(
        &a,
        "(document.getElementById('player-bottom').querySelector('small').dataset.change || '').startsWith('+')",
        "the maker's rating gain",
    )
    .await;
    until(
        &b,
        "(document.getElementById('player-bottom').querySelector('small').dataset.change || '').startsWith('−')",
        "the friend's rating loss",
    )
    .await;
    screenshot(&b, "rated-friend-game-over").await;
    // The friend's name on the maker's phone leads to the friend's page, with the game.
    let href = js(
        &a,
        "return document.querySelector('#player-top .name a').getAttribute('href');",
    )
    .await;
    let href = href.as_str().expect("a link").to_owned();
    assert!(href.starts_with("/fr/players/"), "{href}");
    a.goto(&h.url(&href)).await.expect("the friend's page");
    until(
        &a,
        &format!("document.querySelector('a[href$=\"/games/{id}\"]') !== null"),
        "the game on the friend's page",
    )
    .await;
    let row = js(
        &a,
        &format!(
            "return document.querySelector('a[href$=\"/games/{id}\"]').closest('li').textContent;"
        ),
    )
    .await;
    assert!(row.to_string().contains("ami · classée"), "{row}");
    assert!(row.to_string().contains("Perdue"), "{row}");
    h.finish().await;
}

/// A phone whose player left two lobby games today seeks: the wait before pairing is said in
/// the language's plurals for both numbers ("2 partie", "2 minuty" in Polish), never with a
/// raw placeholder (it once read "…in {$minutes} minutes" in every language with plurals).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_a_held_player_reads_the_wait_in_the_plurals_of_their_language() {
    use std::str::FromStr;
    use yote_server::lobby_store::{NewLobbyGame, START};
    use yote_server::{Event, Opponent, Table};

    let mut h = Harness::start().await;
    let c = phone_in_lobby(&mut h, "pl").await;
    // The first seek makes the page's player; it is cancelled at once.
    tap(&c, "[data-tile='10+5']").await;
    until(
        &c,
        "document.querySelector('[data-tile=\"10+5\"]').getAttribute('aria-pressed') === 'true'",
        "the seek",
    )
    .await;
    tap(&c, "[data-tile='10+5']").await;
    let token = c
        .get_named_cookie("yote_player")
        .await
        .expect("the player's cookie")
        .value()
        .to_owned();
    let store = &h.state.store;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let player = store
        .player_by_token(&yote_server::token_hash(&token), now)
        .await
        .unwrap()
        .expect("the page's player");
    // Two lobby games it left (aborted before acting) in the last minutes.
    for i in 0..2 {
        let other = format!("HeldOpponent{i}");
        let made = store
            .create_player(
                &yote_server::lobby_store::PlayerRow {
                    id: other.clone(),
                    name: format!("Held-{i}"),
                },
                &format!("held-token-{i}"),
                "10.0.0.9",
                now,
            )
            .await
            .unwrap();
        assert!(made);
        let table = Table {
            id: format!("HeldGame{i:04}"),
            rules: yote_rules::Rules::from_str("standard").unwrap(),
            opponent: Opponent::Friend,
            secrets: [Some(format!("held-{i}-w")), Some(format!("held-{i}-b"))],
            invite: None,
            rematch_of: None,
            created_at: now / 1000,
        };
        let created: Event = serde_json::from_value(json!({"kind": "created",
            "rules": "standard", "opponent": "friend",
            "white": {"kind": "human"}, "black": {"kind": "human"}}))
        .unwrap();
        store.create_game(&table, &created).await.unwrap();
        let game = NewLobbyGame {
            table,
            created,
            players: [player.id.clone(), other],
            tile: "10+5".into(),
            rules: "standard".into(),
            rated: true,
            same_address: None,
            ratings: [START, START],
        };
        assert!(store.add_lobby_game(&game, now).await.unwrap());
        store
            .apply_result(&game.table.id, None, Some("white"), now + i)
            .await
            .unwrap();
    }
    c.refresh().await.expect("reload");
    until(
        &c,
        "!document.querySelector('[data-tile=\"10+5\"]').disabled",
        "the lobby's tiles",
    )
    .await;
    tap(&c, "[data-tile='10+5']").await;
    until(
        &c,
        "document.getElementById('lobby-status').textContent.includes('Opuszczono')",
        "the wait said with the seek",
    )
    .await;
    let status = text(&c, "lobby-status").await;
    assert!(status.contains("Opuszczono dziś 2 partie"), "{status}");
    assert!(status.contains("2 minuty"), "{status}");
    assert!(!status.contains('{') && !status.contains('$'), "{status}");
    screenshot(&c, "lobby-held-pl").await;
    h.finish().await;
}

/// A game address that leads nowhere (a link mistyped, a game never made) opens the site's
/// "page not found" on a phone, in the phone's language, with the way home: not a game page
/// with live "Offer a draw" and "Resign" buttons.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_game_address_is_the_page_not_found_on_a_phone() {
    let mut h = Harness::start().await;
    let c = phone_at(&mut h, "/wo/games/NoSuchGame12").await;
    until(&c, "document.querySelector('h1') !== null", "the page").await;
    let shown = js(
        &c,
        "return { h1: document.querySelector('h1').textContent, \
                  resign: document.getElementById('resign') !== null, \
                  board: document.getElementById('board') !== null, \
                  home: document.querySelector('a[href=\"/wo/\"]') !== null };",
    )
    .await;
    assert_eq!(shown["h1"], "Gisuñu xët wi", "{shown}");
    assert_eq!(shown["resign"], false, "{shown}");
    assert_eq!(shown["board"], false, "{shown}");
    assert_eq!(shown["home"], true, "{shown}");
    let title = js(&c, "return document.title;").await;
    assert!(
        title
            .as_str()
            .unwrap()
            .contains(shown["h1"].as_str().unwrap()),
        "{title} {shown}"
    );
    screenshot(&c, "game-unknown-wo").await;
    h.finish().await;
}

/// Two phones of one address whose address has had its 3 rated games of the day are paired
/// into an unrated game: both panels say "non classée" where the ratings would be, and a line
/// under the board says why, in the plural of the language (it once looked rated, with nothing
/// said).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_a_game_made_unrated_says_so_and_why_on_both_phones() {
    use std::str::FromStr;
    use yote_server::lobby_store::{NewLobbyGame, PlayerRow, START};
    use yote_server::{Event, Opponent, Table};

    let mut h = Harness::start().await;
    let store = &h.state.store;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    // Three rated games today between players of this address (the phones' too: 127.0.0.1).
    for i in 0..3 {
        let players = [format!("SameWhite{i}"), format!("SameBlack{i}")];
        for (j, id) in players.iter().enumerate() {
            let row = PlayerRow {
                id: id.clone(),
                name: format!("Same-{i}{j}"),
            };
            assert!(
                store
                    .create_player(&row, &format!("same-token-{i}{j}"), "127.0.0.1", now)
                    .await
                    .unwrap()
            );
        }
        let table = Table {
            id: format!("SameGame{i:04}"),
            rules: yote_rules::Rules::from_str("standard").unwrap(),
            opponent: Opponent::Friend,
            secrets: [Some(format!("same-{i}-w")), Some(format!("same-{i}-b"))],
            invite: None,
            rematch_of: None,
            created_at: now / 1000,
        };
        let created: Event = serde_json::from_value(json!({"kind": "created",
            "rules": "standard", "opponent": "friend", "rated": true,
            "white": {"kind": "human"}, "black": {"kind": "human"}}))
        .unwrap();
        store.create_game(&table, &created).await.unwrap();
        let game = NewLobbyGame {
            table,
            created,
            players,
            tile: "5+3".into(),
            rules: "standard".into(),
            rated: true,
            same_address: Some("127.0.0.1".into()),
            ratings: [START, START],
        };
        assert!(store.add_lobby_game(&game, now).await.unwrap());
    }
    let a = phone_in_lobby(&mut h, "fr").await;
    let b = phone_in_lobby(&mut h, "fr").await;
    // The longest names the site gives, so that the panels are at their widest.
    for (c, name) in [(&a, "Harmattan-999"), (&b, "Harmattan-998")] {
        let named = js(
            c,
            &format!(
                "await fetch('/api/player', {{ method: 'POST', credentials: 'same-origin' }}); \
                 const r = await fetch('/api/player/name', {{ method: 'POST', credentials: 'same-origin', \
                   headers: {{ 'content-type': 'application/json' }}, body: JSON.stringify({{ name: '{name}' }}) }}); \
                 return (await r.json()).player.name;"
            ),
        )
        .await;
        assert_eq!(named, name);
        c.refresh().await.unwrap();
        until(
            c,
            "!document.querySelector('[data-tile=\"5+3\"]').disabled",
            "the lobby's tiles",
        )
        .await;
    }
    tap(&a, "[data-tile='5+3']").await;
    until(
        &a,
        "document.querySelector('[data-tile=\"5+3\"]').getAttribute('aria-pressed') === 'true'",
        "the first phone seeking",
    )
    .await;
    tap(&b, "[data-tile='5+3']").await;
    for c in [&a, &b] {
        until(c, ON_GAME_PAGE, "the phone in its game").await;
        until(
            c,
            "!document.getElementById('unrated-note').hidden",
            "the note saying why the game is unrated",
        )
        .await;
        let shown = js(
            c,
            "return { bottom: document.getElementById('player-bottom').textContent, \
                      top: document.getElementById('player-top').textContent, \
                      note: document.getElementById('unrated-note').textContent, \
                      noteTop: document.getElementById('unrated-note').getBoundingClientRect().top, \
                      height: window.innerHeight };",
        )
        .await;
        for panel in ["bottom", "top"] {
            let text = shown[panel].as_str().unwrap();
            assert!(text.contains("Harmattan-99"), "{shown}");
            assert!(text.contains("· non classée ·"), "{shown}");
            assert!(
                !text.contains("1500"),
                "no rating shown as if rated: {shown}"
            );
        }
        let note = shown["note"].as_str().unwrap();
        assert!(
            note.contains("ses 3 parties classées du jour"),
            "the reason, with the plural: {note}"
        );
        assert!(!note.contains('{') && !note.contains('$'), "{note}");
        screenshot(c, "lobby-unrated-game-fr").await;
        assert!(
            shown["noteTop"].as_f64().unwrap() + 40.0 <= shown["height"].as_f64().unwrap(),
            "the note begins on the first screen: {shown}"
        );
    }
    let id = game_id(&a).await;
    let (_, players) = yote_testkit::get(
        &yote_testkit::http_client(),
        &h.url(&format!("/api/games/{id}/players")),
    )
    .await;
    assert_eq!(players["rated"], false, "{players}");
    assert_eq!(players["unrated"]["reason"], "same-address", "{players}");
    h.finish().await;
}

/// Each panel of a game page: its player's name and what follows it (`{bottom, top}`).
const PANELS: &str = "return { \
    bottom: document.getElementById('player-bottom').textContent, \
    top: document.getElementById('player-top').textContent, \
    bottomName: document.querySelector('#player-bottom .name').textContent.split(' · ')[0], \
    topName: document.querySelector('#player-top .name').textContent.split(' · ')[0] };";

/// Two phones play a lobby game to its end and a rematch: the rematch is a lobby game too,
/// both panels showing both names and the ratings the first game left, rated; its end changes
/// the ratings again (it was once a friend game with no names, no ratings, unrated).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_a_rematch_keeps_both_names_and_ratings_on_both_phones() {
    let mut h = Harness::start().await;
    let a = phone_in_lobby(&mut h, "en").await;
    let b = phone_in_lobby(&mut h, "en").await;
    tap(&a, "[data-tile='3+2']").await;
    until(
        &a,
        "document.querySelector('[data-tile=\"3+2\"]').getAttribute('aria-pressed') === 'true'",
        "the first phone seeking",
    )
    .await;
    tap(&b, "[data-tile='3+2']").await;
    until(&a, ON_GAME_PAGE, "the first phone in its game").await;
    until(&b, ON_GAME_PAGE, "the second phone in its game").await;
    let first = game_id(&a).await;
    let a_side = js(
        &a,
        "return document.getElementById('player-bottom').dataset.side;",
    )
    .await;
    let (white, black) = if a_side == "white" {
        (&a, &b)
    } else {
        (&b, &a)
    };
    let names = js(white, PANELS).await;
    let (white_name, black_name) = (
        names["bottomName"].as_str().unwrap().to_owned(),
        names["topName"].as_str().unwrap().to_owned(),
    );
    tap_place(white, "white", "a1").await;
    wait_actions(black, 1).await;
    tap_place(black, "black", "f5").await;
    wait_actions(white, 2).await;
    tap(black, "#resign").await;
    tap(black, "#resign").await;
    until(
        white,
        "(document.getElementById('player-bottom').querySelector('small').dataset.change || '').startsWith('+')",
        "White's rating gain",
    )
    .await;
    let after = js(
        white,
        &format!(
            "const r = await fetch('/api/games/{first}/players'); const p = await r.json(); \
             return [p.white.rating + p.white.change, p.black.rating + p.black.change];"
        ),
    )
    .await;
    let (winner, loser) = (after[0].as_i64().unwrap(), after[1].as_i64().unwrap());
    assert!(winner > 1500 && loser < 1500, "{after}");
    // White asks for a rematch; Black accepts.
    tap(white, "#banner-rematch").await;
    until(
        black,
        "!document.getElementById('banner-rematch').hidden && document.getElementById('draw-offer').textContent === 'White asks for a rematch.'",
        "the rematch offer",
    )
    .await;
    tap(black, "#banner-rematch").await;
    for c in [white, black] {
        until(
            c,
            &format!("!location.pathname.endsWith('/{first}') && {ON_GAME_PAGE}"),
            "the rematch, its players known",
        )
        .await;
    }
    let second = game_id(white).await;
    assert_eq!(game_id(black).await, second);
    // Colours swapped: the first game's Black plays White. Each phone shows both players, each
    // with the rating the first game left.
    for (c, me, my_rating, them, their_rating, side) in [
        (black, &black_name, loser, &white_name, winner, "white"),
        (white, &white_name, winner, &black_name, loser, "black"),
    ] {
        until(
            c,
            &format!("document.getElementById('player-bottom').dataset.side === '{side}' && document.getElementById('player-top').textContent.includes('{their_rating}?')"),
            "the rematch's panels",
        )
        .await;
        let panels = js(c, PANELS).await;
        assert_eq!(panels["bottomName"], me.as_str(), "{panels}");
        assert_eq!(panels["topName"], them.as_str(), "{panels}");
        assert!(
            panels["bottom"]
                .as_str()
                .unwrap()
                .contains(&format!("{my_rating}?")),
            "{panels}"
        );
        assert!(
            !panels.to_string().contains("unrated"),
            "rated as the first game: {panels}"
        );
        let note = js(c, "return document.getElementById('unrated-note').hidden;").await;
        assert_eq!(note, true);
    }
    screenshot(black, "lobby-rematch-panels").await;
    // The rematch ends: the ratings change again, on both phones.
    tap_place(black, "white", "a1").await;
    wait_actions(white, 1).await;
    tap_place(white, "black", "f5").await;
    wait_actions(black, 2).await;
    tap(white, "#resign").await;
    tap(white, "#resign").await;
    until(
        black,
        "(document.getElementById('player-bottom').querySelector('small').dataset.change || '').startsWith('+')",
        "the rematch's winner's rating gain",
    )
    .await;
    until(
        white,
        "(document.getElementById('player-bottom').querySelector('small').dataset.change || '').startsWith('−')",
        "the rematch's loser's rating loss",
    )
    .await;
    screenshot(white, "lobby-rematch-rated").await;
    h.finish().await;
}

/// The home page the service worker keeps greets the player this phone knew, with the network
/// gone: "You play as …" with their rating, not the newcomer's "Pick a time below".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_the_kept_home_page_greets_a_known_player_with_the_network_gone() {
    let mut h = Harness::start().await;
    let a = phone_in_lobby(&mut h, "en").await;
    tap(&a, "[data-tile='5+3']").await;
    until(
        &a,
        "document.getElementById('lobby-me').textContent.startsWith('You play as ')",
        "a player made by the first seek",
    )
    .await;
    tap(&a, "#lobby-cancel").await;
    let me = text(&a, "lobby-me").await;
    until(
        &a,
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        "the service worker in control",
    )
    .await;
    crate::offline::network_gone(&a, &mut h).await;
    a.goto(&h.url("/en/")).await.expect("home, offline");
    until(
        &a,
        &format!(
            "document.getElementById('lobby-me').textContent === {}",
            json!(me)
        ),
        "the known player greeted offline",
    )
    .await;
    screenshot(&a, "lobby-offline-known-player").await;
    h.finish().await;
}
