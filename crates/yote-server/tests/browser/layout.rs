//! Where the game's parts sit on a screen: on a phone held upright the game's actions (take
//! back, draw, resign) and the opponent's last words right under the board, each answer where
//! the finger tapped; on a phone turned sideways and on a laptop the whole board on the screen
//! with the players' panels, the turn and the actions beside it.

use serde_json::{Value, json};

use crate::budgets::cdp;
use crate::harness::*;
use crate::new_local_game;
use crate::takebacks::{place, touch};

/// The element's box as `[top, bottom, left, right]`, and whether it is wholly on the screen.
async fn placed(c: &fantoccini::Client, css: &str) -> (Vec<f64>, bool) {
    let v = js(
        c,
        &format!(
            "const r = document.querySelector(\"{css}\").getBoundingClientRect(); \
             return [[r.top, r.bottom, r.left, r.right], \
                     r.height > 0 && r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.left >= 0 && r.right <= innerWidth + 0.5];"
        ),
    )
    .await;
    let rect = v[0]
        .as_array()
        .expect("a box")
        .iter()
        .map(|n| n.as_f64().expect("a number"))
        .collect();
    (rect, v[1] == json!(true))
}

/// Two phones at a friend table. On the first screen, without scrolling: the board, the turn,
/// and the game's actions right under them. A takeback asked is answered beside the button
/// tapped; a phrase from the opponent shows under the board, and a tap on it opens the talk.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn layout_phone_the_games_actions_and_the_opponents_words_are_under_the_board() {
    let mut h = Harness::start().await;
    let (a, b, id) = crate::friends_at_a_table_sized(&mut h, "standard", (360, 740)).await;
    for c in [&a, &b] {
        touch(c).await;
    }
    a.goto(&h.url(&format!("/fr/games/{id}")))
        .await
        .expect("French page");
    b.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("English page");
    // Two turns each: past them, the turn's line says whose turn it is and no more.
    place(&a, "white", "a1", 1).await;
    place(&b, "black", "f5", 2).await;
    place(&a, "white", "b2", 3).await;
    place(&b, "black", "e5", 4).await;
    wait_actions(&a, 4).await;
    assert_eq!(
        js(&a, "return document.getElementById('status').textContent;").await,
        json!("À vous.")
    );
    js(&a, "window.scrollTo(0, 0); return 1;").await;
    let (board, board_seen) = placed(&a, "#board").await;
    let (_, status_seen) = placed(&a, "#status").await;
    let (resign, resign_seen) = placed(&a, "#resign").await;
    let (_, takeback_seen) = placed(&a, "#takeback").await;
    let (_, draw_seen) = placed(&a, "#offer-draw").await;
    screenshot(&a, "phone-game-actions-under-the-board").await;
    assert!(
        board_seen && status_seen,
        "the board and the turn on the first screen"
    );
    assert!(
        resign_seen && takeback_seen && draw_seen,
        "take back, offer a draw and resign on the first screen, under the board: {resign:?} (board {board:?})"
    );
    let (tools, _) = placed(&a, "#tools").await;
    assert!(
        resign[0] > board[1] && resign[1] < tools[0],
        "the actions between the board and the tools: {resign:?} after {board:?}, before {tools:?}"
    );

    // A takeback: the answer ("asked") shows right above the button tapped, on the screen.
    tap(&a, "#takeback").await;
    until(
        &a,
        "!document.getElementById('offer-box').hidden && document.getElementById('draw-offer').textContent !== ''",
        "the request said",
    )
    .await;
    let (offer, offer_seen) = placed(&a, "#offer-box").await;
    let (controls, _) = placed(&a, "#controls").await;
    assert!(offer_seen, "the request's word on the screen: {offer:?}");
    assert!(
        (controls[0] - offer[1]).abs() < 40.0,
        "the request's word beside the buttons: {offer:?} then {controls:?}"
    );
    // The opponent's buttons to answer it come on the screen, under the board.
    until(
        &b,
        "!document.getElementById('accept-takeback').hidden",
        "the request to answer",
    )
    .await;
    let (accept, accept_seen) = placed(&b, "#accept-takeback").await;
    screenshot(&b, "phone-takeback-to-answer-under-the-board").await;
    assert!(
        accept_seen,
        "the answer's buttons on the first screen: {accept:?}"
    );
    tap(&b, "#decline-takeback").await;

    // A phrase from the opponent: their words under the board, without scrolling.
    assert_eq!(
        js(&a, "return document.getElementById('talk-last').hidden;").await,
        json!(true),
        "nothing said yet"
    );
    tap(&b, "#phrases [data-phrase='good-luck']").await;
    until(
        &a,
        "!document.getElementById('talk-last').hidden",
        "the opponent's words near the board",
    )
    .await;
    js(&a, "window.scrollTo(0, 0); return 1;").await;
    let last = js(
        &a,
        "return document.getElementById('talk-last').textContent;",
    )
    .await;
    let last = last.as_str().expect("a text");
    assert!(
        last.contains("Bonne chance"),
        "the phrase in the reader's language: {last}"
    );
    let (_, last_seen) = placed(&a, "#talk-last").await;
    screenshot(&a, "phone-opponents-words-under-the-board").await;
    assert!(last_seen, "the opponent's words on the first screen");
    // A tap on them opens the talk, its lines on the screen.
    tap(&a, "#talk-last").await;
    until(
        &a,
        "(() => { const r = document.getElementById('talk-lines').getBoundingClientRect(); \
         return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; })()",
        "the talk in view",
    )
    .await;
    // A player's own words are not repeated under the board.
    tap(&a, "#phrases [data-phrase='you-too']").await;
    until(
        &b,
        "document.getElementById('talk-lines').textContent.includes('You too')",
        "the answer arrives",
    )
    .await;
    let mine = js(
        &a,
        "return document.getElementById('talk-last').textContent;",
    )
    .await;
    assert!(
        mine.as_str().expect("a text").contains("Bonne chance"),
        "still the opponent's words: {mine}"
    );
    h.finish().await;
}

/// The whole board and what a player needs beside it: on a phone turned sideways (740×360)
/// and on a laptop (1280×800), the board fits the screen's height, with the players' panels,
/// the turn and the game's actions beside it, not below.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn layout_a_phone_turned_sideways_and_a_laptop_see_the_board_whole_with_the_panels_beside_it()
{
    let mut h = Harness::start().await;
    let phone = h.browser(740, 360).await;
    cdp(
        &phone,
        "Emulation.setDeviceMetricsOverride",
        json!({"width": 740, "height": 360, "deviceScaleFactor": 1, "mobile": true,
               "screenOrientation": {"type": "landscapePrimary", "angle": 90}}),
    )
    .await;
    touch(&phone).await;
    let laptop = h.browser(1280, 800).await;
    for (c, name) in [(&phone, "landscape-phone"), (&laptop, "laptop")] {
        c.goto(&h.url("/en/")).await.expect("open");
        let id = new_local_game(c, "standard").await;
        c.goto(&h.url(&format!("/en/games/{id}")))
            .await
            .expect("open the game");
        wait_my_turn(c).await;
        // The player brings the board into view (on a phone sideways, the site's bar goes
        // above the screen).
        js(
            c,
            "document.getElementById('board').scrollIntoView({block: 'nearest'}); return 1;",
        )
        .await;
        let (board, board_seen) = placed(c, "#board").await;
        let (top, top_seen) = placed(c, "#player-top").await;
        let (bottom, bottom_seen) = placed(c, "#player-bottom").await;
        let (status, status_seen) = placed(c, "#status").await;
        let (resign, resign_seen) = placed(c, "#resign").await;
        let inner: Value = js(c, "return [innerWidth, innerHeight];").await;
        screenshot(c, &format!("{name}-board-whole-panels-beside")).await;
        assert!(
            board_seen,
            "{name}: the whole board on the screen: {board:?} in {inner}"
        );
        assert!(
            top_seen && bottom_seen && status_seen && resign_seen,
            "{name}: the panels, the turn and the actions on the screen with the board: \
             {top:?} {bottom:?} {status:?} {resign:?} in {inner}"
        );
        for (what, r) in [
            ("top panel", &top),
            ("bottom panel", &bottom),
            ("turn", &status),
        ] {
            assert!(
                r[2] >= board[3] - 0.5,
                "{name}: the {what} beside the board: {r:?}, board {board:?}"
            );
        }
        let height = board[1] - board[0];
        let tall: f64 = inner[1].as_f64().expect("a height");
        assert!(
            height > tall * 0.6,
            "{name}: the board is the page's main thing: {height} of {tall}"
        );
    }
    h.finish().await;
}
