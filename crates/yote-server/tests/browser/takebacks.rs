//! Takebacks on phones (docs/protocol.md §3.5): at a friend table a request is declined, asked
//! again and accepted, with the board and the list of moves following; against the computer
//! the move goes at once.

use serde_json::json;

use crate::budgets::cdp;
use crate::harness::*;

/// Whether the board shows a piece on `square`.
async fn piece_on(c: &fantoccini::Client, square: &str) -> bool {
    js(
        c,
        &format!(
            "return document.querySelectorAll('#board .pieces [data-square=\"{square}\"]').length > 0;"
        ),
    )
    .await
        == json!(true)
}

/// Touch input for the phone in `c`.
pub(crate) async fn touch(c: &fantoccini::Client) {
    cdp(
        c,
        "Emulation.setTouchEmulationEnabled",
        json!({"enabled": true, "maxTouchPoints": 5}),
    )
    .await;
}

/// Places a piece of `side` on `square` with two taps, and waits for `n` actions on the page.
pub(crate) async fn place(c: &fantoccini::Client, side: &str, square: &str, n: usize) {
    wait_my_turn(c).await;
    tap(c, &format!("button.hand[data-hand='{side}']")).await;
    tap(c, &format!("#sq-{square}")).await;
    wait_actions(c, n).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takebacks_two_phones_a_request_declined_then_asked_again_and_accepted() {
    let mut h = Harness::start().await;
    let (a, b, id) = crate::friends_at_a_table_sized(&mut h, "standard", (360, 740)).await;
    for c in [&a, &b] {
        touch(c).await;
    }
    a.goto(&h.url(&format!("/fr/games/{id}")))
        .await
        .expect("French page");
    b.goto(&h.url(&format!("/pl/games/{id}")))
        .await
        .expect("Polish page");
    place(&a, "white", "a1", 1).await;
    assert!(
        js(&a, "return document.getElementById('takeback').hidden;").await == json!(false),
        "a player who has moved may ask"
    );
    place(&b, "black", "f5", 2).await;
    place(&a, "white", "b2", 3).await;
    wait_actions(&b, 3).await;

    // White slipped: it asks; Black, reading Polish, declines.
    tap(&a, "#takeback").await;
    until(
        &b,
        "!document.getElementById('decline-takeback').hidden && document.getElementById('draw-offer').textContent.includes('Przeciwnik prosi o cofnięcie')",
        "the request, in Polish",
    )
    .await;
    until(
        &a,
        "document.getElementById('draw-offer').textContent.includes('Vous avez demandé à reprendre')",
        "the asker's own note, in French",
    )
    .await;
    screenshot(&b, "takeback-asked-polish").await;
    tap(&b, "#decline-takeback").await;
    until(
        &a,
        "document.getElementById('status').textContent.includes('refusée')",
        "the refusal said",
    )
    .await;
    assert!(piece_on(&a, "b2").await, "nothing was taken back");

    // Asked again; accepted this time: the move leaves both boards and both lists.
    until(
        &a,
        "!document.getElementById('takeback').hidden",
        "the button back",
    )
    .await;
    tap(&a, "#takeback").await;
    until(
        &b,
        "!document.getElementById('accept-takeback').hidden",
        "the request again",
    )
    .await;
    tap(&b, "#accept-takeback").await;
    for c in [&a, &b] {
        wait_actions(c, 2).await;
        assert!(!piece_on(c, "b2").await, "the piece taken back");
        assert!(piece_on(c, "a1").await && piece_on(c, "f5").await);
        assert!(js(c, "return document.getElementById('offer-box').hidden;").await == json!(true));
    }
    until(
        &a,
        "document.getElementById('status').textContent.includes('Un coup a été repris')",
        "the takeback said",
    )
    .await;
    screenshot(&a, "takeback-taken-french").await;
    // White plays another move in its place; the record holds what stands.
    place(&a, "white", "c3", 3).await;
    let state = api_state(&a, &id).await;
    assert_eq!(state["actions"], json!(["@a1", "@f5", "@c3"]));
    h.finish().await;
}

/// White places on `square` with two taps, and the computer answers: two actions on the page.
pub(crate) async fn place_and_answered(c: &fantoccini::Client, square: &str) {
    wait_my_turn(c).await;
    tap(c, "button.hand[data-hand='white']").await;
    tap(c, &format!("#sq-{square}")).await;
    wait_actions(c, 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takebacks_against_the_computer_the_move_goes_at_once() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    touch(&c).await;
    let id = crate::create_table(&c, &h, "mode=computer&rules=standard&level=beginner").await;
    // The computer answers at once: the list of moves may go from none to two in one state,
    // so the page is waited on for both.
    place_and_answered(&c, "a1").await;
    // The player takes back its move and the answer with it.
    wait_my_turn(&c).await;
    tap(&c, "#takeback").await;
    wait_actions(&c, 0).await;
    assert!(!piece_on(&c, "a1").await);
    until(
        &c,
        "document.getElementById('takeback').hidden",
        "nothing more to take back",
    )
    .await;
    place_and_answered(&c, "c3").await;
    let state = api_state(&c, &id).await;
    assert_eq!(state["actions"][0], "@c3");
    assert_eq!(state["ply"], 2);
    screenshot(&c, "takeback-computer").await;
    h.finish().await;
}
