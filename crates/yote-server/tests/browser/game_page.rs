//! The game page as a player meets it: moves that animate, the marks a capture leaves, the tools
//! under the board (turn it, keep the game, a picture), the invitation's share and QR code, the
//! watcher count, the replay's arrow keys, a draw on one device, dark mode, and a capture that
//! buzzes a player's phone but never a watcher's.

use serde_json::json;

use crate::budgets::cdp;
use crate::harness::*;
use crate::{friends_at_a_table_sized, local_game_page, play_by_clicks, play_to_a_capture};

/// Records every class that appears in the game's part of the page (new elements, and classes
/// set on existing ones), so a test sees an animation that is over by the time it looks.
const RECORD_CLASSES: &str = r#"
window.seenClasses = new Set();
new MutationObserver((changes) => {
  for (const m of changes) {
    for (const n of m.addedNodes) if (n.classList) n.classList.forEach((c) => window.seenClasses.add(c));
    if (m.type === 'attributes' && m.target.classList) m.target.classList.forEach((c) => window.seenClasses.add(c));
  }
}).observe(document.getElementById('game'), { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
return true;
"#;

async fn seen_classes(c: &fantoccini::Client) -> Vec<String> {
    let v = js(
        c,
        "const s = [...window.seenClasses]; window.seenClasses.clear(); return s;",
    )
    .await;
    v.as_array()
        .expect("a list")
        .iter()
        .map(|x| x.as_str().expect("a class").to_owned())
        .collect()
}

/// The three plies of a capture under `hand-capture`: White places, Black places next to it,
/// White jumps over it and takes the second piece from Black's hand.
async fn play_a_capture(c: &fantoccini::Client) -> Vec<Vec<String>> {
    let mut seen = vec![];
    for (n, (action, side, enemy)) in [
        ("@c3", "white", "black"),
        ("@d3", "black", "white"),
        ("c3xe3/h", "white", "black"),
    ]
    .into_iter()
    .enumerate()
    {
        play_by_clicks(c, action, side, enemy).await;
        wait_actions(c, n + 1).await;
        // Long enough for the slowest animation (a jump, then the fade).
        tokio::time::sleep(std::time::Duration::from_millis(900)).await;
        seen.push(seen_classes(c).await);
    }
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_animate_and_a_capture_leaves_its_marks_unless_motion_is_reduced() {
    let mut h = Harness::start().await;
    let (c, _) = local_game_page(&mut h, (360, 740), "en", "hand-capture").await;
    js(&c, RECORD_CLASSES).await;
    let seen = play_a_capture(&c).await;
    assert!(
        seen[0].contains(&"giving".to_owned()),
        "the hand gives a piece: {seen:?}"
    );
    for class in ["taken", "leaving", "losing"] {
        assert!(
            seen[2].contains(&class.to_owned()),
            "{class} in the capture: {:?}",
            seen[2]
        );
    }
    // After the animation: a cross where the jumped piece stood, Black's hand marked, the piece
    // on its landing square.
    let marks = js(
        &c,
        "return [[...document.querySelectorAll('#board .taken-mark')].map(m => m.dataset.square), \
         document.querySelector(\"button.hand[data-hand='black']\").classList.contains('took-from'), \
         document.querySelectorAll('#board .leaving, #board .taken').length, \
         document.querySelector(\"button.hand[data-hand='black'] .count\").textContent];",
    )
    .await;
    assert_eq!(marks, json!([["d3"], true, 0, "10"]));
    screenshot(&c, "phone-capture-marks").await;
    // Black's reply: the marks of White's capture go (they belong to the last action only).
    play_by_clicks(&c, "@a1", "black", "white").await;
    wait_actions(&c, 4).await;
    let left = js(
        &c,
        "return [document.querySelectorAll('#board .taken-mark').length, \
         document.querySelector(\"button.hand[data-hand='black']\").classList.contains('took-from')];",
    )
    .await;
    assert_eq!(left, json!([0, false]));

    // The same capture for a player who asks for reduced motion: nothing moves, the marks stay.
    let (r, _) = local_game_page(&mut h, (360, 740), "en", "hand-capture").await;
    cdp(
        &r,
        "Emulation.setEmulatedMedia",
        json!({"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]}),
    )
    .await;
    r.refresh().await.expect("reload");
    wait_my_turn(&r).await;
    js(&r, RECORD_CLASSES).await;
    let seen = play_a_capture(&r).await;
    for class in ["giving", "taken", "leaving", "losing"] {
        assert!(
            !seen.iter().flatten().any(|c| c == class),
            "{class} with reduced motion: {seen:?}"
        );
    }
    let marks = js(
        &r,
        "return [...document.querySelectorAll('#board .taken-mark')].map(m => m.dataset.square);",
    )
    .await;
    assert_eq!(marks, json!(["d3"]));
    screenshot(&r, "phone-capture-reduced-motion").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_invitation_shares_with_a_qr_code_and_the_page_counts_its_watchers() {
    let mut h = Harness::start().await;
    let a = h.browser(360, 740).await;
    let id = crate::create_table(&a, &h, "mode=friend&rules=standard").await;
    until(
        &a,
        "document.getElementById('invite-link').value !== ''",
        "the invite link",
    )
    .await;
    // Share where the phone can (this Chromium has no share sheet: the button stays hidden).
    let share = js(
        &a,
        "return [document.getElementById('share-link').hidden, typeof navigator.share === 'function'];",
    )
    .await;
    assert_eq!(share[0], json!(share[1] != json!(true)), "{share}");
    click(&a, "#show-qr").await;
    until(
        &a,
        "document.getElementById('qr-image').complete && document.getElementById('qr-image').naturalWidth >= 200",
        "the QR code",
    )
    .await;
    let qr = js(
        &a,
        "const img = document.getElementById('qr-image'); const r = img.getBoundingClientRect(); \
         return [new URL(img.src).searchParams.get('text') === document.getElementById('invite-link').value, \
                 document.getElementById('show-qr').getAttribute('aria-expanded'), r.width, r.bottom <= innerHeight * 2];",
    )
    .await;
    assert_eq!(qr, json!([true, "true", 220, true]));
    screenshot(&a, "phone-invite-qr").await;
    // Anything but an invitation of this site is refused.
    let refused = js(
        &a,
        "const r = await fetch('/qr.svg?text=' + encodeURIComponent('https://elsewhere.example/phish')); return r.status;",
    )
    .await;
    assert_eq!(refused, 400);
    // Two watchers arrive: the page counts them.
    let w1 = h.browser(360, 740).await;
    w1.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("watch");
    let w2 = h.browser(360, 740).await;
    w2.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("watch");
    until(
        &a,
        "document.getElementById('watchers').textContent === '2 watching'",
        "two watchers counted",
    )
    .await;
    drop(w2);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_turns_round_and_a_finished_game_replays_with_the_arrows_and_can_be_kept() {
    let mut h = Harness::start().await;
    let (a, b, id) = friends_at_a_table_sized(&mut h, "standard", (1280, 800)).await;
    // The first action can only be a placement: the prompt says so.
    let prompt = js(&a, "return document.getElementById('status').textContent;").await;
    assert_eq!(
        prompt,
        "Your turn. Drag a piece from your hand to an empty square, or click the hand and then a square."
    );
    // Selecting the hand: its Cancel button is on the first screen at 1280×800.
    click(&a, "button.hand[data-hand='white']").await;
    let cancel = js(
        &a,
        "const r = document.getElementById('cancel').getBoundingClientRect(); return [r.height > 0, r.bottom <= innerHeight];",
    )
    .await;
    assert_eq!(cancel, json!([true, true]), "Cancel on the first screen");
    screenshot(&a, "desktop-1280x800-hand-selected").await;
    click(&a, "#sq-c3").await;
    wait_my_turn(&b).await;
    play_by_clicks(&b, "@d4", "black", "white").await;
    wait_actions(&a, 2).await;
    // A mouse player sees no keyboard cursor; a key shows it.
    let cursor = js(
        &a,
        "return document.querySelectorAll('#board .cursor').length;",
    )
    .await;
    assert_eq!(cursor, 0, "no keyboard cursor for a mouse player");
    // Black sees the board from its side; turned round, from White's.
    let bottom = "return document.getElementById('player-bottom').dataset.side;";
    assert_eq!(js(&b, bottom).await, "black");
    let a1 = "const r = document.getElementById('sq-a1').getBoundingClientRect(); return r.top;";
    let before = js(&b, a1).await.as_f64().expect("a position");
    click(&b, "#flip").await;
    assert_eq!(js(&b, bottom).await, "white");
    let after = js(&b, a1).await.as_f64().expect("a position");
    assert!(after > before, "a1 goes to the bottom: {before} -> {after}");
    assert_eq!(
        js(
            &b,
            "return document.getElementById('flip').getAttribute('aria-pressed');"
        )
        .await,
        "true"
    );
    screenshot(&b, "flipped-for-black").await;
    // White resigns: the game is over, and the arrows replay it.
    click(&a, "#resign").await;
    click(&a, "#resign").await;
    until(&a, "!document.getElementById('banner').hidden", "the end").await;
    let replay = "return document.getElementById('replay-at').textContent;";
    a.active_element()
        .await
        .expect("focus")
        .send_keys("\u{E012}")
        .await
        .expect("left arrow");
    assert_eq!(js(&a, replay).await, "Move 1 of 2");
    a.active_element()
        .await
        .expect("focus")
        .send_keys("\u{E011}")
        .await
        .expect("Home");
    assert_eq!(js(&a, replay).await, "Move 0 of 2");
    a.active_element()
        .await
        .expect("focus")
        .send_keys("\u{E014}")
        .await
        .expect("right arrow");
    assert_eq!(js(&a, replay).await, "Move 1 of 2");
    // The record to keep: the link downloads the game's record.
    let record = js(
        &a,
        "const link = document.getElementById('download-record'); const r = await fetch(link.href); \
         return [link.hidden, link.getAttribute('download'), r.status, await r.text()];",
    )
    .await;
    assert_eq!(record[0], false);
    assert_eq!(record[1], format!("yote-{id}.txt"));
    assert_eq!(record[2], 200);
    let text = record[3].as_str().expect("text");
    assert!(text.contains("@c3") && text.contains("@d4"), "{text}");
    // A picture of the board: a PNG made in the page, saved as a file.
    js(
        &a,
        "window.pictures = []; const make = URL.createObjectURL; \
         URL.createObjectURL = (b) => { if (b.type === 'image/png') window.pictures.push(b); return make(b); }; return true;",
    )
    .await;
    click(&a, "#picture").await;
    until(&a, "window.pictures.length === 1", "the picture").await;
    let picture = js(
        &a,
        "const b = window.pictures[0]; \
         const data = await new Promise((ok) => { const r = new FileReader(); r.onload = () => ok(r.result); r.readAsDataURL(b); }); \
         const img = new Image(); img.src = data; await img.decode(); \
         const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight; \
         const g = c.getContext('2d'); g.drawImage(img, 0, 0); \
         const px = (x, y) => [...g.getImageData(x, y, 1, 1).data.slice(0, 3)]; \
         return [b.size, img.naturalWidth, img.naturalHeight, px(400, 30)];",
    )
    .await;
    assert!(picture[0].as_u64().expect("a size") > 5_000, "{picture}");
    assert_eq!(picture[1], 800);
    // The board's wood (the frame's colour), not a blank or black image.
    let wood = picture[3].as_array().expect("a pixel");
    let (r, g, bl) = (
        wood[0].as_i64().unwrap(),
        wood[1].as_i64().unwrap(),
        wood[2].as_i64().unwrap(),
    );
    assert!(
        (r - 0xc7).abs() < 30 && (g - 0x9a).abs() < 30 && (bl - 0x63).abs() < 30,
        "{picture}"
    );
    screenshot(&a, "replay-arrow-keys").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_one_device_a_draw_is_agreed_and_the_counter_shows_near_the_limit() {
    let mut h = Harness::start().await;
    let (c, id) = local_game_page(&mut h, (360, 740), "en", "standard,no_capture_draw=24").await;
    let counter = "return document.getElementById('counter').hidden;";
    assert_eq!(js(&c, counter).await, true, "no counter at the start");
    // An untimed game shows no clock.
    let clocks = js(
        &c,
        "return [...document.querySelectorAll('.player .clock')].map(e => e.getBoundingClientRect().width);",
    )
    .await;
    assert_eq!(clocks, json!([0, 0]), "no clock in an untimed game");
    // Four plies without capture: 24 - 4 = 20 left, the counter shows under the status.
    for (n, (action, side, enemy)) in [
        ("@a1", "white", "black"),
        ("@f5", "black", "white"),
        ("@a2", "white", "black"),
        ("@f4", "black", "white"),
    ]
    .into_iter()
    .enumerate()
    {
        if n == 3 {
            assert_eq!(
                js(&c, counter).await,
                true,
                "no counter 21 plies from the limit"
            );
        }
        play_by_clicks(&c, action, side, enemy).await;
        wait_actions(&c, n + 1).await;
    }
    assert_eq!(
        js(&c, counter).await,
        false,
        "the counter 20 plies from the limit"
    );
    assert_eq!(
        js(&c, "return document.getElementById('counter').textContent;").await,
        "Plies without capture: 4 / 24"
    );
    // A draw on one device: one button, a second click to confirm.
    let offer = "return document.getElementById('offer-draw').textContent;";
    assert_eq!(js(&c, offer).await, "Agree a draw");
    click(&c, "#offer-draw").await;
    assert_eq!(js(&c, offer).await, "Click again: the game ends in a draw");
    assert_eq!(api_state(&c, &id).await["status"], "playing");
    screenshot(&c, "phone-local-draw-confirm").await;
    click(&c, "#offer-draw").await;
    until(&c, "!document.getElementById('banner').hidden", "the end").await;
    let state = api_state(&c, &id).await;
    assert_eq!(state["outcome"]["reason"], "agreement", "{state}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dark_mode_follows_the_system() {
    let mut h = Harness::start().await;
    let (c, _) = local_game_page(&mut h, (360, 740), "fr", "standard").await;
    cdp(
        &c,
        "Emulation.setEmulatedMedia",
        json!({"features": [{"name": "prefers-color-scheme", "value": "dark"}]}),
    )
    .await;
    let luminance = "const [r, g, b] = getComputedStyle(document.documentElement).backgroundColor.match(/\\d+/g).map(Number); \
                     return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;";
    let dark = js(&c, luminance).await.as_f64().expect("a number");
    assert!(dark < 0.2, "a dark page: {dark}");
    screenshot(&c, "phone-fr-game-dark").await;
    c.goto(&h.url("/fr/")).await.expect("home");
    let dark = js(&c, luminance).await.as_f64().expect("a number");
    assert!(dark < 0.2, "a dark home page: {dark}");
    screenshot(&c, "phone-fr-home-dark").await;
    cdp(
        &c,
        "Emulation.setEmulatedMedia",
        json!({"features": [{"name": "prefers-color-scheme", "value": "light"}]}),
    )
    .await;
    let light = js(&c, luminance).await.as_f64().expect("a number");
    assert!(light > 0.8, "a light page: {light}");
    h.finish().await;
}

/// A move the server refuses is explained in the page's language, with the server's details
/// (the square), never in the server's English.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_move_is_explained_in_french() {
    let mut h = Harness::start().await;
    let (c, id) = local_game_page(&mut h, (360, 740), "fr", "standard").await;
    // The next action leaves the page changed into a step from an empty square (as a stale or
    // tampered page would send it); the server's answer is what the player reads.
    js(
        &c,
        "window.refusals = []; const send = WebSocket.prototype.send; \
         WebSocket.prototype.send = function (d) { const m = JSON.parse(d); \
           if (m.type === 'act') m.action = 'a1-a2'; return send.call(this, JSON.stringify(m)); }; \
         return true;",
    )
    .await;
    play_by_clicks(&c, "@c3", "white", "black").await;
    until(
        &c,
        "document.getElementById('status').textContent.startsWith('Coup refusé')",
        "the refusal",
    )
    .await;
    let status = js(&c, "return document.getElementById('status').textContent;").await;
    assert_eq!(
        status, "Coup refusé : Vous n’avez pas de pièce sur a1.",
        "the refusal in French with its square"
    );
    screenshot(&c, "phone-fr-refused-move").await;
    // Nothing was played, and the page can still play.
    assert_eq!(api_state(&c, &id).await["ply"], 0);
    h.finish().await;
}

/// "My games" lists the games this browser plays in, the one waiting for this player first; a
/// watcher's browser lists none; the list holds no secret.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn my_games_lists_this_browsers_games_the_ones_waiting_for_you_first() {
    let mut h = Harness::start().await;
    let (a, b, id) = friends_at_a_table_sized(&mut h, "standard", (360, 740)).await;
    // A second game of White's: on this device, finished by resignation.
    a.goto(&h.url("/en/")).await.expect("home");
    let local = crate::new_local_game(&a, "standard").await;
    a.goto(&h.url(&format!("/en/games/{local}")))
        .await
        .expect("the local game");
    wait_my_turn(&a).await;
    click(&a, "#resign").await;
    click(&a, "#resign").await;
    until(&a, "!document.getElementById('banner').hidden", "the end").await;
    let list = "await new Promise((ok) => { const s = document.getElementById('my-games-status'); \
                const done = () => !s.textContent.endsWith('…'); if (done()) ok(); \
                else new MutationObserver(() => done() && ok()).observe(s, { childList: true, subtree: true, characterData: true }); }); \
                return [document.title, document.getElementById('my-games-status').textContent, \
                [...document.querySelectorAll('#my-games li')].map(li => [li.className, li.querySelector('a').getAttribute('href'), li.querySelector('.what').textContent])];";
    a.goto(&h.url("/en/games")).await.expect("my games");
    let shown = js(&a, list).await;
    assert_eq!(
        shown,
        json!([
            "(1) My games · Yoté",
            "One game is waiting for your move.",
            [
                ["my-game mine", format!("/en/games/{id}"), "Your move"],
                [
                    "my-game",
                    format!("/en/games/{local}"),
                    "Finished: Black won"
                ]
            ]
        ])
    );
    screenshot(&a, "phone-my-games").await;
    // White plays: now the friend game waits for Black, in Black's browser.
    a.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("the game");
    wait_my_turn(&a).await;
    play_by_clicks(&a, "@c3", "white", "black").await;
    wait_actions(&a, 1).await;
    a.goto(&h.url("/en/games")).await.expect("my games");
    assert_eq!(js(&a, list).await[2][0][2], "Your opponent’s move");
    b.goto(&h.url("/fr/games")).await.expect("mes parties");
    let shown = js(&b, list).await;
    assert_eq!(shown[1], "Une partie attend votre coup.");
    assert_eq!(shown[2][0][2], "À vous de jouer");
    // What the browser keeps: game ids and seats, no secret.
    let kept = js(&b, "return localStorage.getItem('yote-games');").await;
    let kept: serde_json::Value =
        serde_json::from_str(kept.as_str().expect("a list")).expect("JSON");
    assert_eq!(kept[0]["id"], json!(id));
    assert_eq!(kept[0]["seat"], "black");
    let keys: Vec<&String> = kept[0].as_object().expect("an entry").keys().collect();
    assert_eq!(keys, ["id", "seat", "seen"]);
    // A watcher's browser lists nothing.
    let w = h.browser(360, 740).await;
    w.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("watch");
    until(
        &w,
        "document.getElementById('game').getAttribute('aria-busy') === 'false'",
        "the game",
    )
    .await;
    w.goto(&h.url("/en/games")).await.expect("my games");
    assert_eq!(
        js(&w, list).await[1],
        "No game yet in this browser. Start one, and it will be listed here."
    );
    h.finish().await;
}

/// A friend who leaves: the one who stays is told at once, and offered "Claim the victory" (or a
/// draw) on the first screen when the wait is over; the game ends as abandoned.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_left_alone_claims_the_victory_at_phone_size() {
    let mut h = Harness::start_with(yote_server::Config {
        abandon_after: std::time::Duration::from_secs(2),
        ..yote_server::Config::default()
    })
    .await;
    let (a, b, id) = friends_at_a_table_sized(&mut h, "standard", (360, 740)).await;
    play_by_clicks(&a, "@c3", "white", "black").await;
    wait_actions(&b, 1).await;
    // Black closes the browser: its socket closes.
    b.close().await.expect("close Black's browser");
    until(
        &a,
        "document.getElementById('draw-offer').textContent.startsWith('Your opponent has left the game. If they')",
        "told that the opponent left",
    )
    .await;
    assert_eq!(
        js(
            &a,
            "return document.getElementById('claim-victory').hidden;"
        )
        .await,
        true,
        "no claim before the wait is over"
    );
    // The claim shows, and the page brings it on screen (on the next frame).
    until(
        &a,
        "!document.getElementById('claim-victory').hidden && \
         document.getElementById('claim-victory').getBoundingClientRect().bottom <= innerHeight",
        "the claim, on screen",
    )
    .await;
    let place = js(
        &a,
        "const r = document.getElementById('claim-victory').getBoundingClientRect(); \
         return [r.bottom <= innerHeight, document.getElementById('claim-draw').hidden, \
         document.getElementById('draw-offer').textContent];",
    )
    .await;
    assert_eq!(
        place,
        json!([
            true,
            false,
            "Your opponent has left the game. Claim the victory, or call it a draw."
        ])
    );
    screenshot(&a, "phone-claim-victory").await;
    click(&a, "#claim-victory").await;
    until(&a, "!document.getElementById('banner').hidden", "the end").await;
    let state = api_state(&a, &id).await;
    assert_eq!(state["outcome"]["reason"], "abandoned", "{state}");
    assert_eq!(state["outcome"]["winner"], "white");
    assert_eq!(
        js(
            &a,
            "return document.getElementById('banner-reason').textContent;"
        )
        .await,
        "Black left the game."
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_a_capture_buzzes_the_players_phone_and_never_a_watchers() {
    let mut h = Harness::start().await;
    let (c, id) = local_game_page(&mut h, (360, 740), "en", "standard").await;
    let w = h.browser(360, 740).await;
    w.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("the game, watched");
    until(
        &w,
        "document.querySelector('#sq-c3') !== null",
        "the watched board",
    )
    .await;
    let record = "navigator.vibrate = (ms) => { (window.buzzed = window.buzzed || []).push(ms); return true; }; return 1;";
    js(&c, record).await;
    js(&w, record).await;
    // Black jumps c3 from c4: a capture.
    play_to_a_capture(&c).await;
    wait_actions(&w, 4).await;
    until(
        &c,
        "document.body.dataset.lastSound === 'capture'",
        "the capture's sound",
    )
    .await;
    until(
        &w,
        "document.body.dataset.lastSound === 'capture'",
        "the watcher's sound",
    )
    .await;
    assert_eq!(
        js(&c, "return window.buzzed || [];").await,
        json!([40]),
        "the player's phone"
    );
    assert_eq!(
        js(&w, "return window.buzzed || [];").await,
        json!([]),
        "the watcher's phone"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_the_end_banner_offers_the_analysis_beside_the_rematch() {
    let mut h = Harness::start().await;
    let (c, id) = local_game_page(&mut h, (360, 740), "fr", "standard").await;
    click(&c, "button.hand[data-hand='white']").await;
    click(&c, "#sq-c3").await;
    wait_actions(&c, 1).await;
    click(&c, "#resign").await;
    click(&c, "#resign").await;
    until(
        &c,
        "!document.getElementById('banner').hidden",
        "the end banner",
    )
    .await;
    let link = js(
        &c,
        "const a = document.getElementById('banner-analyse'); const r = a.getBoundingClientRect(); \
         return [a.hidden, a.href, a.textContent.trim(), r.top >= 0 && r.bottom <= innerHeight];",
    )
    .await;
    assert_eq!(link[0], false, "shown: {link}");
    assert!(
        link[1]
            .as_str()
            .unwrap()
            .ends_with(&format!("/fr/analysis?game={id}")),
        "{link}"
    );
    assert_eq!(link[3], true, "on the first screen: {link}");
    screenshot(&c, "phone-end-banner").await;
    click(&c, "#banner-analyse").await;
    until(
        &c,
        "location.pathname === '/fr/analysis'",
        "the analysis page",
    )
    .await;
    h.finish().await;
}
