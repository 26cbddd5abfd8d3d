//! The game page on a phone with a touch screen (360×740, a finger): a board a screen reader
//! reads square by square, words for a finger ("tap", not "click"), tools that look like
//! buttons, players' panels that keep the hand and the pieces taken on one line, the invitation
//! above the board, and a hint that gives way to "Thinking…".

use serde_json::{Value, json};

use crate::budgets::cdp;
use crate::harness::*;
use crate::{create_table, new_local_game};

/// A touch phone on the `lang` page of a new table for two on this device with `rules`, at
/// White's first turn: (the browser, the game id).
async fn touch_local_game(
    h: &mut Harness,
    lang: &str,
    rules: &str,
) -> (fantoccini::Client, String) {
    let c = touch_phone(h, 360, 740).await;
    c.goto(&h.url(&format!("/{lang}/"))).await.expect("open");
    let id = new_local_game(&c, rules).await;
    c.goto(&h.url(&format!("/{lang}/games/{id}")))
        .await
        .expect("open the game");
    wait_my_turn(&c).await;
    (c, id)
}

/// A finger places a piece of `side` on `square`: the hand, then the square.
async fn tap_place(c: &fantoccini::Client, side: &str, square: &str) {
    tap(c, &format!("button.hand[data-hand='{side}']")).await;
    tap(c, &format!("#sq-{square}")).await;
}

async fn status(c: &fantoccini::Client) -> String {
    let s = js(c, "return document.getElementById('status').textContent;").await;
    s.as_str().expect("a status").to_owned()
}

/// A screen reader finds the board as rows named "Row 5"… "Row 1" (not their squares' names run
/// together), each of grid cells that say the square, then what is on it: "c3, White piece".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_a_screen_reader_reads_the_board_row_by_row() {
    let mut h = Harness::start().await;
    let (c, _) = touch_local_game(&mut h, "en", "standard").await;
    tap_place(&c, "white", "c3").await;
    wait_actions(&c, 1).await;
    tap_place(&c, "black", "d4").await;
    wait_actions(&c, 2).await;
    cdp(&c, "Accessibility.enable", json!({})).await;
    let tree = cdp(&c, "Accessibility.getFullAXTree", json!({})).await;
    let nodes = tree["nodes"].as_array().expect("the accessibility tree");
    let by_id = |id: &Value| {
        nodes
            .iter()
            .find(|n| &n["nodeId"] == id)
            .expect("a node of the tree")
    };
    let role = |n: &Value| n["role"]["value"].as_str().unwrap_or("").to_owned();
    let name = |n: &Value| n["name"]["value"].as_str().unwrap_or("").to_owned();
    let grid = nodes
        .iter()
        .find(|n| role(n) == "grid" && name(n) == "Board")
        .expect("the board, a grid");
    let rows: Vec<&Value> = grid["childIds"]
        .as_array()
        .expect("the rows")
        .iter()
        .map(by_id)
        .collect();
    let row_names: Vec<(String, String)> = rows.iter().map(|r| (role(r), name(r))).collect();
    assert_eq!(
        row_names,
        (1..=5)
            .rev()
            .map(|n| ("row".to_owned(), format!("Row {n}")))
            .collect::<Vec<_>>(),
        "the grid's rows"
    );
    let mut labels = vec![];
    for (row, rank) in rows.iter().zip((1..=5).rev()) {
        let cells: Vec<&Value> = row["childIds"]
            .as_array()
            .expect("the cells")
            .iter()
            .map(by_id)
            .collect();
        assert_eq!(cells.len(), 6, "Row {rank}");
        for (cell, file) in cells.iter().zip('a'..='f') {
            assert_eq!(role(cell), "gridcell");
            let label = name(cell);
            let (square, what) = label.split_once(", ").expect("a square, then its content");
            assert_eq!(square, format!("{file}{rank}"), "{label}");
            assert!(
                ["empty", "White piece", "Black piece"].contains(&what),
                "{label}"
            );
            labels.push(label);
        }
    }
    assert!(labels.contains(&"c3, White piece".to_owned()), "{labels:?}");
    assert!(labels.contains(&"d4, Black piece".to_owned()), "{labels:?}");
    assert!(labels.contains(&"a1, empty".to_owned()), "{labels:?}");
    screenshot(&c, "phone-board-for-screen-readers").await;
    h.finish().await;
}

/// A touch screen is told to tap, never to click: the prompts (the combined one names the hand)
/// and the second step of resigning and of a draw on one device, in every language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_a_touch_screen_is_told_to_tap() {
    let mut h = Harness::start().await;
    let (c, id) = touch_local_game(&mut h, "en", "standard").await;
    assert_eq!(
        status(&c).await,
        "White to move. Drag a piece from the hand to an empty square, or tap the hand and then a square."
    );
    tap_place(&c, "white", "c3").await;
    wait_actions(&c, 1).await;
    tap_place(&c, "black", "a5").await;
    wait_actions(&c, 2).await;
    // White may place or move: the prompt says both, the hand included.
    assert_eq!(
        status(&c).await,
        "White to move. Drag a piece from the hand or on the board to a square, or tap the hand or a piece and then a square."
    );
    tap(&c, "#resign").await;
    assert_eq!(
        js(&c, "return document.getElementById('resign').textContent;").await,
        "Tap again to resign"
    );
    tap(&c, "#offer-draw").await;
    assert_eq!(
        js(
            &c,
            "return document.getElementById('offer-draw').textContent;"
        )
        .await,
        "Tap again: the game ends in a draw"
    );
    js(
        &c,
        "document.getElementById('status').scrollIntoView({block: 'start'}); return 1;",
    )
    .await;
    screenshot(&c, "phone-tap-again").await;
    for (lang, resign, prompt) in [
        (
            "fr",
            "Touchez encore pour abandonner",
            "touchez la main ou une pièce",
        ),
        (
            "pl",
            "Dotknij ponownie, aby się poddać",
            "dotknij ręki lub pionka",
        ),
        (
            "nb",
            "Trykk igjen for å gi opp",
            "trykk på hånden eller en brikke",
        ),
    ] {
        c.goto(&h.url(&format!("/{lang}/games/{id}")))
            .await
            .expect("open the game");
        wait_my_turn(&c).await;
        let said = status(&c).await;
        assert!(said.contains(prompt), "{lang}: {said}");
        tap(&c, "#resign").await;
        assert_eq!(
            js(&c, "return document.getElementById('resign').textContent;").await,
            resign,
            "{lang}"
        );
    }
    assert_eq!(api_state(&c, &id).await["status"], "playing");
    h.finish().await;
}

/// The tools under the board (turn it, sound, save the game, picture) look like buttons, in light
/// and dark mode: an edge or a ground that stands out from the page, and a finger's height.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_the_tools_under_the_board_look_like_buttons_in_light_and_dark() {
    let mut h = Harness::start().await;
    let (c, _) = touch_local_game(&mut h, "en", "standard").await;
    for scheme in ["light", "dark"] {
        cdp(
            &c,
            "Emulation.setEmulatedMedia",
            json!({"features": [{"name": "prefers-color-scheme", "value": scheme}]}),
        )
        .await;
        let tools = js(
            &c,
            "const page = getComputedStyle(document.documentElement).backgroundColor; \
             const clear = (c) => c === 'rgba(0, 0, 0, 0)' || c === 'transparent'; \
             return ['flip', 'mute', 'download-record', 'picture'].map((id) => { \
               const b = document.getElementById(id); const s = getComputedStyle(b); \
               const edge = parseFloat(s.borderTopWidth) > 0 && !clear(s.borderTopColor) && s.borderTopColor !== page; \
               const ground = !clear(s.backgroundColor) && s.backgroundColor !== page; \
               return [id, edge || ground, b.getBoundingClientRect().height >= 44]; });",
        )
        .await;
        assert_eq!(
            tools,
            json!([
                ["flip", true, true],
                ["mute", true, true],
                ["download-record", true, true],
                ["picture", true, true]
            ]),
            "{scheme}"
        );
        js(
            &c,
            "document.getElementById('tools').scrollIntoView({block: 'center'}); return 1;",
        )
        .await;
        screenshot(&c, &format!("phone-tools-{scheme}")).await;
    }
    h.finish().await;
}

/// The places of a panel's name, hand and captures, and whether the hand and captures stay
/// inside it: `[[name top, name bottom, hand top, captures top, inside], …]` for both panels.
/// Layout offsets, not screen rectangles: a hand that gives a piece shrinks for a moment.
const PANEL_PLACES: &str = "return ['player-top', 'player-bottom'].map((id) => { \
  const p = document.getElementById(id); const [who, hand, caps] = ['.who', '.tray.hand', '.tray.captures'].map((e) => p.querySelector(e)); \
  const box = p.getBoundingClientRect(); \
  return [who.offsetTop, who.offsetTop + who.offsetHeight, hand.offsetTop, caps.offsetTop, \
          hand.getBoundingClientRect().left >= box.left && caps.getBoundingClientRect().right <= box.right + 0.5]; });";

/// Both panels: the hand and the captures on one line, under the name, inside the panel.
async fn check_panels(c: &fantoccini::Client, when: &str) {
    let places = js(c, PANEL_PLACES).await;
    for panel in places.as_array().expect("two panels") {
        let n = |i: usize| panel[i].as_i64().expect("a place");
        assert_eq!(
            n(2),
            n(3),
            "{when}: the hand and the captures on one line: {places}"
        );
        assert!(n(1) <= n(2), "{when}: the name above them: {places}");
        assert_eq!(panel[4], true, "{when}: inside the panel: {places}");
    }
}

/// On a phone, a player's panel keeps its shape whatever the counts: the name on a line, the
/// hand and the pieces taken together on the next one, never split.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_a_players_hand_and_captures_share_a_line() {
    let mut h = Harness::start().await;
    let (c, _) =
        touch_local_game(&mut h, "en", "standard,rows=3,columns=4,pieces=4,win_at=2").await;
    check_panels(&c, "4 in hand").await;
    screenshot(&c, "phone-panels-start").await;
    for (n, (side, square)) in [
        ("white", "a1"),
        ("black", "d3"),
        ("white", "a3"),
        ("black", "d1"),
    ]
    .into_iter()
    .enumerate()
    {
        tap_place(&c, side, square).await;
        wait_actions(&c, n + 1).await;
        check_panels(&c, &format!("after {} placements", n + 1)).await;
    }
    screenshot(&c, "phone-panels-small-counts").await;
    // A standard table: 12 pieces in hand.
    let (s, _) = touch_local_game(&mut h, "en", "standard").await;
    check_panels(&s, "12 in hand").await;
    screenshot(&s, "phone-panels-twelve").await;
    h.finish().await;
}

/// Whether the element `id` is wholly inside the window.
fn in_view(id: &str) -> String {
    format!(
        "(() => {{ const r = document.getElementById('{id}').getBoundingClientRect(); \
         return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }})()"
    )
}

/// On a phone, a new table for a friend shows its invitation (link, Copy, QR code) first, above
/// the board, on the first screen; once the friend has taken the seat, the card goes and the
/// board is in view, even if the page was scrolled down meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_the_invitation_comes_first_and_the_board_once_the_friend_sits() {
    let mut h = Harness::start().await;
    let a = touch_phone(&mut h, 360, 740).await;
    let id = create_table(&a, &h, "mode=friend&rules=standard").await;
    until(
        &a,
        "document.getElementById('invite-link').value !== ''",
        "the invite link",
    )
    .await;
    let first = js(
        &a,
        &format!(
            "return [{}, window.scrollY, document.getElementById('invite').getBoundingClientRect().bottom \
             <= document.getElementById('board').getBoundingClientRect().top];",
            in_view("invite")
        ),
    )
    .await;
    assert_eq!(
        first,
        json!([true, 0, true]),
        "the card on the first screen, above the board"
    );
    screenshot(&a, "phone-invitation-first").await;
    // The player looks further down the page while the friend opens the link.
    js(
        &a,
        "window.scrollTo(0, document.documentElement.scrollHeight); return 1;",
    )
    .await;
    assert_eq!(
        js(&a, &format!("return {};", in_view("board"))).await,
        false,
        "the board is out of view before the friend comes"
    );
    let invite = js(&a, "return document.getElementById('invite-link').value;").await;
    let b = h.browser(360, 740).await;
    crate::take_the_seat(&b, invite.as_str().expect("a link"), &id).await;
    until(
        &a,
        &format!(
            "document.getElementById('invite').hidden && {}",
            in_view("board")
        ),
        "the card gone and the board in view",
    )
    .await;
    wait_my_turn(&a).await;
    screenshot(&a, "phone-invitation-taken-board-in-view").await;
    h.finish().await;
}

/// After a hint and the player's action, the status line says "Thinking…" while the computer
/// thinks: the hint's words go as soon as the player acts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_the_hint_gives_way_to_thinking_once_the_player_acts() {
    let mut h = Harness::start().await;
    let c = touch_phone(&mut h, 360, 740).await;
    create_table(&c, &h, "mode=computer&rules=standard").await;
    wait_my_turn(&c).await;
    until(
        &c,
        "!document.getElementById('hint').hidden && !document.getElementById('hint').disabled",
        "the Hint button",
    )
    .await;
    tap(&c, "#hint").await;
    until(
        &c,
        "document.querySelector('#board .hint-layer[data-hint]') !== null \
         && document.getElementById('status').textContent.startsWith('Hint: ')",
        "the hint, on the board and in words",
    )
    .await;
    screenshot(&c, "phone-hint-said").await;
    // Every text of the status line from now on.
    js(
        &c,
        "window.statuses = []; const s = document.getElementById('status'); \
         new MutationObserver(() => window.statuses.push(s.textContent)) \
           .observe(s, {subtree: true, childList: true, characterData: true}); return 1;",
    )
    .await;
    // The player does something else than the hint says: a piece on a corner.
    let hinted = js(
        &c,
        "return document.querySelector('#board .hint-layer').dataset.hint;",
    )
    .await;
    let corner = if hinted == "@a1" { "f5" } else { "a1" };
    tap_place(&c, "white", corner).await;
    wait_actions(&c, 2).await;
    let statuses = js(&c, "return window.statuses;").await;
    let statuses: Vec<&str> = statuses
        .as_array()
        .expect("texts")
        .iter()
        .map(|s| s.as_str().expect("a text"))
        .collect();
    assert!(
        statuses.contains(&"Thinking…"),
        "the status said the computer was thinking: {statuses:?}"
    );
    assert!(
        !statuses.iter().any(|s| s.starts_with("Hint: ")),
        "the hint stayed after the player's action: {statuses:?}"
    );
    let now = status(&c).await;
    assert!(now.starts_with("Your turn."), "{now}");
    screenshot(&c, "phone-hint-after-the-action").await;
    h.finish().await;
}

/// A game aborted before both players have moved says who ended it, and offers no analysis
/// (there is nothing to analyse), on both phones.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_an_aborted_game_says_who_ended_it_and_offers_no_analysis() {
    let mut h = Harness::start().await;
    let (a, b, _) = crate::friends_at_a_table_sized(&mut h, "standard", (360, 740)).await;
    tap_place(&a, "white", "c3").await;
    wait_actions(&b, 1).await;
    until(
        &b,
        "!document.getElementById('abort').hidden",
        "Abort offered to Black, who has not moved",
    )
    .await;
    tap(&b, "#abort").await;
    for c in [&a, &b] {
        until(
            c,
            "!document.getElementById('banner').hidden",
            "the end's banner",
        )
        .await;
        let shown = js(
            c,
            "return [document.getElementById('banner-title').textContent, \
             document.getElementById('banner-reason').textContent, \
             document.getElementById('banner-analyse').hidden, document.getElementById('analyse').hidden];",
        )
        .await;
        assert_eq!(
            shown,
            json!([
                "Game aborted",
                "Black ended the game before both players had moved: it does not count.",
                true,
                true
            ])
        );
    }
    screenshot(&a, "phone-aborted-says-who").await;
    h.finish().await;
}
