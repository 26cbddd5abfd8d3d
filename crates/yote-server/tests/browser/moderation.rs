//! What a player can do about another (docs/moderation.md): mute them from the game's talk on a
//! phone, their words hidden in this game and every other, still after a reload, and heard
//! again from their page; block them from their page, after which two phones seeking one tile
//! stay apart.

use serde_json::json;

use crate::harness::*;

/// Two phones at a rated friend table (both players named): the first, English, the second,
/// French. Answers them, the game's id and the second player's name.
async fn named_players(
    h: &mut Harness,
) -> (fantoccini::Client, fantoccini::Client, String, String) {
    let (a, b, id, invite) = crate::polish::rated_table_on_phones(h, "en", false).await;
    crate::take_the_seat(&b, &invite, &id).await;
    b.goto(&h.url(&format!("/fr/games/{id}")))
        .await
        .expect("the French game page");
    a.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("the English game page");
    for c in [&a, &b] {
        until(
            c,
            "document.querySelectorAll('.player .name a[href*=\"/players/\"]').length === 2",
            "both players named",
        )
        .await;
    }
    let name = js(
        &b,
        "return fetch('/api/player').then(r => r.json()).then(j => j.player.name);",
    )
    .await;
    let name = name.as_str().expect("a name").to_owned();
    (a, b, id, name)
}

/// What the first phone shows of the talk: its lines, the words under the board, the mute
/// button's label and state, and the note.
const TALK: &str = "return { lines: document.getElementById('talk-lines').textContent, \
    last: document.getElementById('talk-last').hidden ? '' : document.getElementById('talk-last').textContent, \
    button: document.getElementById('talk-mute').textContent, \
    pressed: document.getElementById('talk-mute').getAttribute('aria-pressed'), \
    note: document.getElementById('talk-muted').hidden ? '' : document.getElementById('talk-muted').textContent };";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moderation_a_player_mutes_another_in_every_game_from_the_talk_and_hears_them_again() {
    let mut h = Harness::start().await;
    let (a, b, id, name) = named_players(&mut h).await;
    tap(&b, "#phrases [data-phrase='good-luck']").await;
    until(
        &a,
        "document.getElementById('talk-lines').textContent.includes('Good luck')",
        "the opponent's words",
    )
    .await;
    let talk = js(&a, TALK).await;
    assert_eq!(
        talk["button"],
        json!(format!("Mute {name} in every game")),
        "{talk}"
    );

    // Muted: their words go, from the talk and from under the board.
    tap(&a, "#talk-mute").await;
    until(
        &a,
        "document.getElementById('talk-mute').getAttribute('aria-pressed') === 'true'",
        "the mute",
    )
    .await;
    let talk = js(&a, TALK).await;
    screenshot(&a, "phone-muted-in-every-game").await;
    assert!(
        !talk["lines"].as_str().unwrap().contains("Good luck"),
        "{talk}"
    );
    assert_eq!(talk["last"], "", "{talk}");
    assert_eq!(
        talk["button"],
        json!(format!("Hear {name} again")),
        "{talk}"
    );
    assert!(
        talk["note"].as_str().unwrap().contains("in every game"),
        "{talk}"
    );
    // What they say next is not shown either; the mute is the player's, kept by the server.
    tap(&b, "#phrases [data-phrase='have-fun']").await;
    until(
        &b,
        "document.getElementById('talk-lines').textContent.includes('Amusez-vous bien')",
        "the second phrase said",
    )
    .await;
    a.refresh().await.expect("reload");
    until(
        &a,
        "document.getElementById('talk-mute').getAttribute('aria-pressed') === 'true'",
        "still muted after a reload",
    )
    .await;
    let talk = js(&a, TALK).await;
    assert!(
        !talk["lines"].as_str().unwrap().contains("Have fun")
            && !talk["lines"].as_str().unwrap().contains("Good luck"),
        "{talk}"
    );
    let (status, list) = {
        let r = js(
            &a,
            "return fetch('/api/player/mutes').then(async r => [r.status, await r.json()]);",
        )
        .await;
        (r[0].clone(), r[1].clone())
    };
    assert_eq!((status, list), (json!(200), json!({"muted": [name]})));

    // Their page says so, and hears them again.
    a.goto(&h.url(&format!("/en/players/{name}")))
        .await
        .expect("their page");
    until(
        &a,
        "!document.getElementById('player-actions').hidden",
        "the mute on their page",
    )
    .await;
    let button = js(&a, "return [document.getElementById('player-mute').textContent, document.getElementById('player-mute').getAttribute('aria-pressed')];").await;
    assert_eq!(button, json!([format!("Hear {name} again"), "true"]));
    tap(&a, "#player-mute").await;
    until(
        &a,
        "document.getElementById('player-mute').getAttribute('aria-pressed') === 'false'",
        "heard again",
    )
    .await;
    let said = js(
        &a,
        "return document.getElementById('player-mute-note').textContent;",
    )
    .await;
    assert_eq!(said, json!(format!("You hear {name} again.")));
    screenshot(&a, "phone-player-page-heard-again").await;
    // Back at the game, their words are there.
    a.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("the game again");
    until(
        &a,
        "document.getElementById('talk-lines').textContent.includes('Have fun')",
        "their words again",
    )
    .await;
    // One's own page has no mute.
    b.goto(&h.url(&format!("/fr/players/{name}")))
        .await
        .expect("one's own page");
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let own = js(
        &b,
        "return document.getElementById('player-actions').hidden;",
    )
    .await;
    assert_eq!(own, true, "no mute on one's own page");
    h.finish().await;
}

/// This phone's player, made now if the browser has none: their name.
async fn player_name(c: &fantoccini::Client) -> String {
    let name = js(
        c,
        "return fetch('/api/player', {method: 'POST', credentials: 'same-origin'}).then(r => r.json()).then(j => j.player.name);",
    )
    .await;
    name.as_str().expect("a name").to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moderation_a_player_blocks_another_from_their_page_and_the_lobby_keeps_them_apart() {
    let mut h = Harness::start().await;
    let a = crate::lobby::phone_in_lobby(&mut h, "en").await;
    let b = crate::lobby::phone_in_lobby(&mut h, "en").await;
    player_name(&a).await;
    let name = player_name(&b).await;

    // Blocked from their page, with a sentence saying what it does.
    a.goto(&h.url(&format!("/en/players/{name}")))
        .await
        .expect("their page");
    until(
        &a,
        "!document.getElementById('player-actions').hidden",
        "the buttons on their page",
    )
    .await;
    let what = js(
        &a,
        "return [document.getElementById('player-block').textContent, document.getElementById('player-block-what').textContent];",
    )
    .await;
    assert_eq!(what[0], json!(format!("Block {name}")), "{what}");
    assert!(
        what[1]
            .as_str()
            .unwrap()
            .contains("the lobby never pairs you"),
        "{what}"
    );
    tap(&a, "#player-block").await;
    until(
        &a,
        "document.getElementById('player-block').getAttribute('aria-pressed') === 'true'",
        "the block",
    )
    .await;
    let said = js(
        &a,
        "return [document.getElementById('player-block').textContent, document.getElementById('player-mute-note').textContent];",
    )
    .await;
    assert_eq!(
        said,
        json!([
            format!("Unblock {name}"),
            format!("{name} is blocked, on each of your devices.")
        ])
    );
    screenshot(&a, "phone-player-page-blocked").await;

    // Both seek one tile: each waits alone and is offered the computer, not the other.
    a.goto(&h.url("/en/")).await.expect("the lobby");
    until(
        &a,
        "!document.querySelector('[data-tile=\"5+3\"]').disabled",
        "the lobby's tiles",
    )
    .await;
    tap(&a, "[data-tile='5+3']").await;
    tap(&b, "[data-tile='5+3']").await;
    for c in [&a, &b] {
        until(
            c,
            "!document.getElementById('lobby-computer').hidden",
            "waiting through a wave, the computer offered",
        )
        .await;
    }
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    for c in [&a, &b] {
        let seeking = js(
            c,
            "return [location.pathname, document.getElementById('lobby-status').textContent];",
        )
        .await;
        assert_eq!(seeking[0], "/en/", "still in the lobby: {seeking}");
        assert!(
            seeking[1]
                .as_str()
                .unwrap()
                .starts_with("Looking for an opponent at 5+3"),
            "{seeking}"
        );
    }
    screenshot(&b, "phone-lobby-blocked-apart").await;
    h.finish().await;
}

/// A player reports the other from the game's talk on a French phone: the form (the chat as
/// the reason, chosen first, and a few words), then the sentence saying what happens next; the
/// report is kept for the operators with the phrase said as its evidence.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moderation_a_player_reports_the_other_from_the_talk_and_is_told_what_happens_next() {
    let mut h = Harness::start().await;
    let (a, b, id, _) = named_players(&mut h).await;
    let reported = js(
        &a,
        "return fetch('/api/player').then(r => r.json()).then(j => j.player.name);",
    )
    .await;
    let reported = reported.as_str().expect("a name").to_owned();
    tap(&a, "#phrases [data-phrase='good-luck']").await;
    until(
        &b,
        "document.getElementById('talk-lines').textContent.includes('Bonne chance')",
        "the opponent's words",
    )
    .await;
    tap(&b, ".report-open").await;
    until(
        &b,
        "!document.querySelector('.report-form').hidden",
        "the report form",
    )
    .await;
    let form = js(
        &b,
        "return { title: document.querySelector('.report-title').textContent, \
                  reason: document.querySelector('.report-form select').value };",
    )
    .await;
    assert_eq!(
        form,
        json!({"title": format!("Signaler {reported} aux responsables du site"), "reason": "chat"})
    );
    find(&b, ".report-form textarea")
        .await
        .send_keys("Il se moque de moi")
        .await
        .expect("the words typed");
    screenshot(&b, "phone-report-form-fr").await;
    tap(&b, ".report-form button[type='submit']").await;
    until(
        &b,
        "document.querySelector('.report-note').textContent.startsWith('Merci.')",
        "the sentence saying what happens next",
    )
    .await;
    let note = js(
        &b,
        "return { note: document.querySelector('.report-note').textContent, \
                  formHidden: document.querySelector('.report-form').hidden };",
    )
    .await;
    screenshot(&b, "phone-report-sent-fr").await;
    assert_eq!(
        note,
        json!({"note": format!("Merci. Un responsable lira votre signalement sur {reported} ; on ne vous dira pas ce qu’il décide."), "formHidden": true})
    );
    let kept = h.state.store.reports(false).await.expect("the reports");
    assert_eq!(kept.len(), 1, "{kept:?}");
    let report = &kept[0];
    assert_eq!(
        report.reported, reported,
        "the report names whom: {report:?}"
    );
    assert_eq!(
        (
            report.reason.as_str(),
            report.game.as_deref(),
            report.words.as_str()
        ),
        ("chat", Some(id.as_str()), "Il se moque de moi")
    );
    assert!(report.evidence.contains("good-luck"), "{report:?}");
    h.finish().await;
}
