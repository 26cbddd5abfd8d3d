//! Fair play in a real browser: a continue link followed from another site asks before it
//! moves a seat, and the analysis of a game opens only when the game has ended.

use serde_json::json;

use crate::create_table;
use crate::harness::*;

/// Whether the game page shows this browser playing `side` (its panel at the bottom, "You").
fn plays(side: &str) -> String {
    format!(
        "document.getElementById('game').getAttribute('aria-busy') === 'false' && \
         document.getElementById('player-bottom').dataset.side === '{side}' && \
         document.getElementById('player-bottom').textContent.includes('You')"
    )
}

/// Follows `link` from a page of another site (the same server under another host name), as a
/// link in a mail or a chat would be followed.
async fn follow_from_elsewhere(c: &fantoccini::Client, h: &Harness, link: &str) {
    let elsewhere = h.base.replace("127.0.0.1", "localhost");
    c.goto(&format!("{elsewhere}/en/rules"))
        .await
        .expect("another site");
    js(
        c,
        &format!(
            "const a = document.createElement('a'); a.id = 'elsewhere'; a.href = '{link}'; \
             a.textContent = 'a link'; document.body.prepend(a); return true;"
        ),
    )
    .await;
    click(c, "#elsewhere").await;
    until(
        c,
        &format!("location.href === '{link}' && document.readyState === 'complete'"),
        "the continue link's page",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_continue_link_from_another_site_asks_before_it_replaces_a_seat() {
    let mut h = Harness::start().await;
    let a = h.browser(1280, 900).await;
    let id = create_table(&a, &h, "mode=friend&rules=standard").await;
    until(&a, &plays("white"), "White's game page").await;
    // Black's seat is taken elsewhere; its continue link reaches White's browser.
    let invite = js(&a, "return document.getElementById('invite-link').value;").await;
    let token = invite
        .as_str()
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap()
        .to_owned();
    let black = yote_testkit::post_json(
        &yote_testkit::http_client(),
        &h.url(&format!("/api/invites/{token}")),
        json!({}),
    )
    .await;
    let link = h.url(&format!(
        "/games/{id}/continue/{}",
        black["secret"].as_str().expect("Black's secret")
    ));
    follow_from_elsewhere(&a, &h, &link).await;
    let page = js(
        &a,
        "return [document.getElementById('continue-question')?.textContent, \
                 document.getElementById('continue-replaces')?.textContent];",
    )
    .await;
    assert_eq!(
        page[0], "Continue this game as Black on this device?",
        "{page}"
    );
    let replaces = page[1].as_str().unwrap_or_default();
    assert!(
        replaces.contains("already plays White") && replaces.contains("no longer White"),
        "{page}"
    );
    screenshot(&a, "continue-link-asks").await;
    // (a) Back, without confirming: this browser still plays White.
    a.back().await.expect("back");
    until(&a, "location.hostname === 'localhost'", "the other site").await;
    a.goto(&h.url(&format!("/games/{id}")))
        .await
        .expect("the game");
    until(&a, &plays("white"), "White's game page, still").await;
    // (b) Confirmed on the site's page: this browser plays Black.
    follow_from_elsewhere(&a, &h, &link).await;
    click(&a, "#continue-confirm").await;
    until(
        &a,
        &format!("location.pathname === '/games/{id}'"),
        "the game page",
    )
    .await;
    until(&a, &plays("black"), "Black's game page").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_progress_shows_its_moves_and_is_analysed_once_it_has_ended() {
    let mut h = Harness::start().await;
    let (a, b, id) = crate::friends_at_a_table_sized(&mut h, "standard", (1280, 900)).await;
    click(&a, "button.hand[data-hand='white']").await;
    click(&a, "#sq-c3").await;
    wait_actions(&b, 1).await;
    // Black, during the game, at the analysis of it: the moves, the notice, the way back, and
    // no evaluation, no engine, no best action.
    let analysis = h.url(&format!("/en/analysis?game={id}"));
    b.goto(&analysis).await.expect("the analysis page");
    until(&b, "document.readyState === 'complete'", "the page").await;
    let page = js(
        &b,
        "return [document.getElementById('an-live')?.textContent, \
                 [...document.querySelectorAll('#an-moves li')].map(li => li.textContent), \
                 document.getElementById('an-live-back')?.getAttribute('href'), \
                 ['an-run', 'an-best', 'an-graph', 'an-paste', 'an-edit-here'].filter(id => document.getElementById(id)), \
                 performance.getEntriesByType('resource').some(r => r.name.endsWith('.wasm') || r.name.includes('engine'))];",
    )
    .await;
    let notice = page[0].as_str().unwrap_or_default();
    assert!(
        notice.contains("still being played") && notice.contains("its analysis opens when it ends"),
        "{page}"
    );
    assert_eq!(page[1], json!(["1. @c3"]), "{page}");
    assert_eq!(page[2], json!(format!("/en/games/{id}")), "{page}");
    assert_eq!(page[3], json!([]), "nothing of the analysis: {page}");
    assert_eq!(page[4], json!(false), "no engine: {page}");
    screenshot(&b, "analysis-of-a-game-in-progress").await;
    // White resigns: the same address analyses the game.
    click(&a, "#resign").await;
    click(&a, "#resign").await;
    until(
        &a,
        "!document.getElementById('analyse').hidden",
        "the Analyse link",
    )
    .await;
    b.goto(&analysis).await.expect("the analysis page again");
    until(
        &b,
        "document.querySelectorAll('#an-moves button').length === 1",
        "the game on the analysis page",
    )
    .await;
    assert_eq!(
        js(&b, "return document.getElementById('an-live');").await,
        json!(null)
    );
    click(&b, "#an-run").await;
    until(
        &b,
        "document.getElementById('an-progress').dataset.done === 'true'",
        "the analysis",
    )
    .await;
    click(&b, "#an-first").await;
    until(
        &b,
        "document.getElementById('an-best').textContent.startsWith('Best line: ')",
        "the best line at the start",
    )
    .await;
    h.finish().await;
}
