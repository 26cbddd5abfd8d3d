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
