//! Two phones at a friend table talk: a phrase sent from a French page reads in Polish on the
//! other, a typed line goes across as text, and a player mutes the other for the rest of the
//! game (docs/protocol.md §3.4).

use serde_json::json;

use crate::budgets::cdp;
use crate::harness::*;

async fn lines(c: &fantoccini::Client) -> String {
    let v = js(
        c,
        "return document.getElementById('talk-lines').textContent;",
    )
    .await;
    v.as_str().unwrap_or_default().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn talk_two_phones_read_each_phrase_in_their_own_language_and_one_mutes_the_other() {
    let mut h = Harness::start().await;
    let (a, b, id) = crate::friends_at_a_table_sized(&mut h, "standard", (360, 740)).await;
    for c in [&a, &b] {
        cdp(
            c,
            "Emulation.setTouchEmulationEnabled",
            json!({"enabled": true, "maxTouchPoints": 5}),
        )
        .await;
    }
    // The maker reads French, the guest Polish.
    a.goto(&h.url(&format!("/fr/games/{id}")))
        .await
        .expect("French page");
    b.goto(&h.url(&format!("/pl/games/{id}")))
        .await
        .expect("Polish page");
    for c in [&a, &b] {
        until(
            c,
            "!document.getElementById('talk').hidden",
            "the talk card",
        )
        .await;
    }
    tap(&a, "[data-phrase='good-luck']").await;
    until(
        &b,
        "document.getElementById('talk-lines').textContent.includes('Powodzenia!')",
        "the phrase in Polish",
    )
    .await;
    until(
        &a,
        "document.getElementById('talk-lines').textContent.includes('Bonne chance !')",
        "the phrase in French",
    )
    .await;
    assert!(
        js(
            &a,
            "return document.querySelector(\"[data-phrase='good-luck']\").disabled;"
        )
        .await
            == json!(true),
        "a phrase is said once"
    );
    // A typed line goes across as text, markup and all.
    find(&b, "#talk-text")
        .await
        .send_keys("<i>Dziękuję</i>, wzajemnie")
        .await
        .expect("type");
    tap(&b, "#talk-form button").await;
    until(
        &a,
        "document.getElementById('talk-lines').textContent.includes('<i>Dziękuję</i>, wzajemnie')",
        "the typed line",
    )
    .await;
    assert_eq!(
        js(
            &a,
            "return document.querySelectorAll('#talk-lines i').length;"
        )
        .await,
        json!(0),
        "text, never markup"
    );
    screenshot(&a, "talk-french").await;
    screenshot(&b, "talk-polish").await;
    // The maker mutes the guest: the guest's lines go, the maker's own stay, and the next
    // phrase from the guest is not shown, even after a reload.
    tap(&a, "#talk-mute").await;
    until(
        &a,
        "!document.getElementById('talk-muted').hidden",
        "the muted note",
    )
    .await;
    let shown = lines(&a).await;
    assert!(
        shown.contains("Bonne chance !") && !shown.contains("wzajemnie"),
        "{shown}"
    );
    tap(&b, "[data-phrase='have-fun']").await;
    until(
        &b,
        "document.getElementById('talk-lines').textContent.includes('Miłej gry!')",
        "the guest's phrase",
    )
    .await;
    a.refresh().await.expect("reload");
    until(&a, "!document.getElementById('talk').hidden && document.getElementById('talk-lines').textContent.includes('Bonne chance !')", "the talk after a reload").await;
    let shown = lines(&a).await;
    assert!(
        !shown.contains("Amusez-vous bien") && !shown.contains("wzajemnie"),
        "{shown}"
    );
    tap(&a, "#talk-mute").await;
    until(
        &a,
        "document.getElementById('talk-lines').textContent.includes('Amusez-vous bien !')",
        "the guest heard again",
    )
    .await;
    h.finish().await;
}
