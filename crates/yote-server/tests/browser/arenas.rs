//! Arenas on phones (docs/tournaments.md "The pages"): an arena made on one phone, joined by
//! its link (and from the list) on three others in other languages, two rounds played by taps
//! (one player going berserk), each phone taken from one game to the next by the arena itself,
//! the standings following, and the podium on every phone once its time is over.

use std::sync::atomic::Ordering;

use fantoccini::Client;
use serde_json::{Value, json};
use yote_server::{Config, ServerClock};

use crate::harness::*;
use crate::lobby::{ON_GAME_PAGE, phone_at, tap_place};

/// The arena's page has its arena from the server (its countdown is written).
const ARENA_DRAWN: &str = "location.pathname.includes('/tournaments/') && \
    document.getElementById('arena-when').textContent !== ''";

/// The side this phone's player has on its game page.
async fn side(c: &Client) -> String {
    let v = js(
        c,
        "return document.getElementById('player-bottom').dataset.side;",
    )
    .await;
    v.as_str().unwrap().to_owned()
}

/// Waits until each phone is on a game page other than the one it was on (`before`), and
/// answers the games, each with its White and Black phone.
async fn on_new_games<'a>(
    phones: &'a [Client],
    before: &[String],
) -> Vec<(String, &'a Client, &'a Client)> {
    let mut seen: Vec<(String, usize, String)> = Vec::new();
    for (i, c) in phones.iter().enumerate() {
        let old = before.get(i).cloned().unwrap_or_default();
        until(
            c,
            &format!(
                "{ON_GAME_PAGE} && location.pathname.split('/').pop() !== {}",
                json!(old)
            ),
            "the phone on its next arena game",
        )
        .await;
        seen.push((game_id(c).await, i, side(c).await));
    }
    let mut games: Vec<String> = seen.iter().map(|s| s.0.clone()).collect();
    games.sort();
    games.dedup();
    assert_eq!(games.len(), 2, "four players, two games: {seen:?}");
    games
        .into_iter()
        .map(|g| {
            let phone = |s: &str| {
                let (_, i, _) = seen
                    .iter()
                    .find(|x| x.0 == g && x.2 == s)
                    .unwrap_or_else(|| panic!("no {s} in {g}: {seen:?}"));
                &phones[*i]
            };
            (g.clone(), phone("white"), phone("black"))
        })
        .collect()
}

/// The arena as the phone's player reads it from the API.
async fn arena_api(c: &Client, id: &str) -> Value {
    js(
        c,
        &format!("const r = await fetch('/api/arenas/{id}'); return await r.json();"),
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_made_on_a_phone_is_joined_by_three_others_played_and_ends_on_a_podium() {
    let (clock, offset) = ServerClock::manual();
    let mut h = Harness::start_with(Config {
        clock,
        ..Config::default()
    })
    .await;

    // The first phone makes the arena from the list's form, by taps: ten minutes, now.
    let maker = phone_at(&mut h, "/en/tournaments").await;
    until(
        &maker,
        "document.getElementById('no-arenas') !== null",
        "the empty list",
    )
    .await;
    find(&maker, "#arena-name")
        .await
        .send_keys("Class 4B")
        .await
        .unwrap();
    // For the class only: an entry code, given to the pupils by word of mouth.
    find(&maker, "#arena-code")
        .await
        .send_keys("Baobab 7")
        .await
        .unwrap();
    js(
        &maker,
        "document.getElementById('arena-minutes').value = '10'; \
         document.getElementById('arena-starts').value = '0';",
    )
    .await;
    tap(&maker, "#arena-submit").await;
    until(&maker, ARENA_DRAWN, "the new arena's page").await;
    let id = js(&maker, "return location.pathname.split('/').pop();").await;
    let id = id.as_str().unwrap().to_owned();
    // Its maker has joined it, alone for now.
    until(
        &maker,
        "document.getElementById('arena-you').textContent.startsWith('You are in place 1 with 0 points.')",
        "the maker's line",
    )
    .await;
    assert!(
        js(
            &maker,
            "return document.getElementById('arena-join').hidden;"
        )
        .await
            == json!(true)
    );
    // The arena's QR code, for the pupils' phones across the room: drawn by the site.
    tap(&maker, "#arena-show-qr").await;
    until(
        &maker,
        "!document.getElementById('arena-qr').hidden && document.getElementById('arena-qr-image').complete && document.getElementById('arena-qr-image').naturalWidth >= 220",
        "the arena's QR code",
    )
    .await;
    // Joined: the entry code's box is gone from the maker's page, to the eye too.
    let shown = js(
        &maker,
        "return getComputedStyle(document.getElementById('arena-code-box')).display;",
    )
    .await;
    assert_eq!(shown, "none");
    screenshot(&maker, "arena-made").await;

    // Two phones come by the link, in French and Arabic; a third finds it in the Wolof list.
    let fr = phone_at(&mut h, &format!("/fr/tournaments/{id}")).await;
    let ar = phone_at(&mut h, &format!("/ar/tournaments/{id}")).await;
    let wo = phone_at(&mut h, "/wo/tournaments").await;
    until(
        &wo,
        "document.querySelector('.arena-item a') !== null",
        "the arena listed",
    )
    .await;
    let listed = js(
        &wo,
        "return document.querySelector('.arena-item').textContent;",
    )
    .await;
    assert!(listed.as_str().unwrap().contains("Class 4B"), "{listed}");
    tap(&wo, ".arena-item a").await;
    for c in [&fr, &ar, &wo] {
        until(c, ARENA_DRAWN, "the arena's page").await;
        until(
            c,
            "!document.getElementById('arena-join').hidden && !document.getElementById('arena-code-box').hidden",
            "the join button and the entry code's box",
        )
        .await;
    }
    // The French pupil mistypes the code first: refused, in French, and still outside.
    find(&fr, "#arena-code")
        .await
        .send_keys("baobab")
        .await
        .unwrap();
    tap(&fr, "#arena-join").await;
    until(
        &fr,
        "!document.getElementById('arena-alert').hidden && document.getElementById('arena-alert').textContent.includes('code')",
        "the refusal",
    )
    .await;
    let alert = js(
        &fr,
        "return document.getElementById('arena-alert').textContent;",
    )
    .await;
    assert!(alert.as_str().unwrap().contains("code d’entrée"), "{alert}");
    screenshot(&fr, "arena-entry-code-fr").await;
    js(&fr, "document.getElementById('arena-code').value = '';").await;
    // The three type it, each their own way, and join together (so that the director pairs
    // the four of them at one look).
    for (c, typed) in [(&fr, "baobab 7"), (&ar, "Baobab 7"), (&wo, " BAOBAB 7")] {
        find(c, "#arena-code").await.send_keys(typed).await.unwrap();
    }
    for c in [&fr, &ar, &wo] {
        tap(c, "#arena-join").await;
    }
    for c in [&fr, &ar, &wo] {
        // Joined: no more code to type, or already taken to a game by the arena.
        until(
            c,
            "!document.getElementById('arena-code-box') || document.getElementById('arena-code-box').hidden",
            "joined: no more code to type",
        )
        .await;
    }
    let lang = js(&ar, "return document.documentElement.dir;").await;
    assert_eq!(lang, "rtl");

    // Round one: the arena takes each phone to its game; White places, Black places, Black
    // resigns (two taps).
    let phones = [maker, fr, ar, wo];
    let round = on_new_games(&phones, &[]).await;
    // One berserk: the first game's White halves their clock before their first action (3+2:
    // a minute and a half, no increment), and both phones mark that clock.
    {
        let (_, white, black) = &round[0];
        until(
            white,
            "!document.getElementById('berserk').hidden",
            "the berserk button",
        )
        .await;
        tap(white, "#berserk").await;
        until(
            white,
            "document.getElementById('berserk').hidden && document.querySelector('#player-bottom .clock.berserk .clock-time')?.textContent === '1:30'",
            "half the clock",
        )
        .await;
        until(
            black,
            "document.querySelector('#player-top .clock.berserk .clock-time')?.textContent === '1:30' && !document.getElementById('berserk').hidden",
            "the opponent's berserk clock, and Black still may",
        )
        .await;
        screenshot(white, "arena-berserk").await;
    }
    for (_, white, black) in &round {
        // The game says which arena it belongs to, and offers no rematch.
        let back = js(white, "return document.getElementById('arena-back').hidden ? '' : document.getElementById('arena-back').textContent;").await;
        assert!(back.as_str().unwrap().contains("Class 4B"), "{back}");
        tap_place(white, "white", "a1").await;
        wait_actions(white, 1).await;
        tap_place(black, "black", "e5").await;
        wait_actions(black, 2).await;
    }
    for (_, _, black) in &round {
        tap(black, "#resign").await;
        tap(black, "#resign").await;
    }
    let (_, first_white, _) = &round[0];
    until(
        first_white,
        "!document.getElementById('banner').hidden",
        "the result",
    )
    .await;
    screenshot(first_white, "arena-game-over").await;
    let banner = js(first_white, "return [document.getElementById('banner-rematch').hidden, document.getElementById('banner-arena').hidden];").await;
    assert_eq!(
        banner,
        json!([true, false]),
        "no rematch, the way back to the arena"
    );
    let firsts: Vec<String> = {
        let mut ids = Vec::new();
        for c in &phones {
            ids.push(game_id(c).await);
        }
        ids
    };

    // Round two: each phone is taken to its next game by itself.
    let round = on_new_games(&phones, &firsts).await;
    for (_, white, black) in &round {
        tap_place(white, "white", "b2").await;
        wait_actions(white, 1).await;
        tap_place(black, "black", "d4").await;
        wait_actions(black, 2).await;
    }
    // The standings so far, on the French phone: two games counted, two under way.
    let standings = arena_api(&phones[1], &id).await;
    assert_eq!(standings["arena"]["status"], "running", "{standings}");
    let scores: Vec<i64> = standings["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["score"].as_i64().unwrap())
        .collect();
    assert_eq!(scores, [2, 2, 0, 0], "{standings}");

    // The arena's ten minutes pass: the games under way end, and no new one is made.
    offset.fetch_add(11 * 60_000, Ordering::SeqCst);
    for (_, _, black) in &round {
        tap(black, "#resign").await;
        tap(black, "#resign").await;
    }

    // Every phone goes back to the arena by the result's button and finds the podium.
    for c in &phones {
        until(c, "!document.getElementById('banner').hidden && !document.getElementById('banner-arena').hidden", "the way back").await;
        tap(c, "#banner-arena").await;
        until(c, ARENA_DRAWN, "the arena's page").await;
        until(
            c,
            "!document.getElementById('arena-podium').hidden && document.querySelectorAll('#podium-list li').length === 3",
            "the podium",
        )
        .await;
    }
    let last = arena_api(&phones[0], &id).await;
    assert_eq!(last["arena"]["status"], "finished", "{last}");
    let lines = last["standings"].as_array().unwrap();
    assert_eq!(lines.len(), 4, "{last}");
    assert!(lines.iter().all(|l| l["games"] == 2), "{last}");
    let total: i64 = lines.iter().map(|l| l["score"].as_i64().unwrap()).sum();
    assert_eq!(
        total, 8,
        "four games won, two points each (the berserk win was too short for its point): {last}"
    );
    // The one berserk game is marked in its player's sheet, on the page as in the API.
    let berserk = lines
        .iter()
        .flat_map(|l| l["sheet"].as_array().unwrap())
        .filter(|g| g["berserk"] == true)
        .count();
    assert_eq!(berserk, 1, "{last}");
    let marks = js(
        &phones[2],
        "return document.querySelectorAll('#standings .points.berserk').length;",
    )
    .await;
    assert_eq!(marks, json!(1), "{last}");
    // The page's podium is the API's, first place first.
    let first = js(
        &phones[2],
        "return document.querySelector('#podium-list li bdi').textContent;",
    )
    .await;
    assert_eq!(first, last["podium"][0]["name"], "{last}");
    // A flame beside each player whose wins count double, as the API says.
    let fires = js(
        &phones[2],
        "return document.querySelectorAll('#standings svg.fire').length;",
    )
    .await;
    let on_fire = lines.iter().filter(|l| l["on_fire"] == true).count();
    assert_eq!(fires, json!(on_fire), "{last}");
    let you = js(
        &phones[2],
        "return document.getElementById('arena-you').textContent;",
    )
    .await;
    let sentences = you.as_str().unwrap().matches('.').count();
    assert_eq!(sentences, 1, "a place, and no status once over: {you}");
    let buttons = js(&phones[2], "return ['arena-join', 'arena-pause', 'arena-withdraw'].map((id) => document.getElementById(id).hidden);").await;
    assert_eq!(
        buttons,
        json!([true, true, true]),
        "nothing to join once over"
    );
    screenshot(&phones[2], "arena-podium-ar").await;
    screenshot(&phones[1], "arena-podium-fr").await;
    let found = crate::audit::audit(&phones[1], "the arena's page").await;
    crate::audit::assert_clean(&found, 1);
    h.finish().await;
}
