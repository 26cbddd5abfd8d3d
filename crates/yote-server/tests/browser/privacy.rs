//! A player's own data on a phone (docs/privacy.md): "Download my data" and "Forget me" on "My
//! games", by touch at 360×740; afterwards the cookie is gone, the old game names the player
//! "Deleted player", and the lobby greets the phone as a newcomer. And the privacy page in every
//! language, linked from every page's footer and from "My games".

use serde_json::Value;

use crate::harness::*;
use crate::lobby::{phone_at, tap_place, text};
use crate::{OTHER_LANGS, OVERFLOW_CHECK};

/// The file "Download my data" links to, fetched from the page as the link would fetch it:
/// its `Content-Disposition` and its JSON.
const DOWNLOAD: &str = r#"
const done = arguments[arguments.length - 1];
const link = document.getElementById('data-download');
fetch(link.href, { credentials: 'same-origin' })
  .then(async (r) => done({ status: r.status, disposition: r.headers.get('content-disposition'), download: link.getAttribute('download'), body: await r.json() }))
  .catch((e) => done({ error: String(e) }));
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_a_player_downloads_their_data_then_is_forgotten_and_becomes_a_newcomer() {
    let mut h = Harness::start().await;
    // Ada makes a rated table for a friend: her phone has a player from then on.
    let a = phone_at(&mut h, "/en/new?mode=friend").await;
    tap(&a, "#rated").await;
    tap(&a, "#create").await;
    until(
        &a,
        "document.getElementById('invite-link') && document.getElementById('invite-link').value !== ''",
        "the invite link",
    )
    .await;
    let invite = js(&a, "return document.getElementById('invite-link').value;").await;
    let invite = invite.as_str().expect("a link").replace(&h.base, "");
    let id = game_id(&a).await;
    // Bo takes the seat on his phone, and they each place a piece.
    let b = phone_at(&mut h, &invite).await;
    tap(&b, "#take-seat").await;
    until(
        &b,
        &format!("location.pathname.endsWith('/games/{id}')"),
        "Bo's game page",
    )
    .await;
    for c in [&a, &b] {
        until(
            c,
            "document.querySelector('#player-top .name a[href*=\"/players/\"]')",
            "the opponent's name",
        )
        .await;
    }
    tap_place(&a, "white", "a1").await;
    wait_actions(&b, 1).await;
    tap_place(&b, "black", "f5").await;
    wait_actions(&a, 2).await;
    let ada = js(
        &a,
        "return fetch('/api/player').then((r) => r.json()).then((b) => b.player.name);",
    )
    .await;
    let ada = ada.as_str().expect("Ada's name").to_owned();
    let bo = js(
        &b,
        "return fetch('/api/player').then((r) => r.json()).then((b) => b.player.name);",
    )
    .await;
    let bo = bo.as_str().expect("Bo's name").to_owned();

    // "My games": the game, and her data.
    a.goto(&h.url("/en/games")).await.expect("My games");
    until(
        &a,
        "!document.getElementById('your-data').hidden",
        "the data section",
    )
    .await;
    until(
        &a,
        &format!("document.querySelector('#my-games a[href$=\"/games/{id}\"]')"),
        "the game in the list",
    )
    .await;
    screenshot(&a, "phone-your-data").await;
    let file = a
        .execute_async(DOWNLOAD, vec![])
        .await
        .expect("the download");
    assert_eq!(file["status"], 200, "{file}");
    assert_eq!(file["download"], "yote-my-data.json");
    assert!(
        file["disposition"]
            .as_str()
            .is_some_and(|d| d.starts_with("attachment")),
        "{file}"
    );
    let body = &file["body"];
    assert_eq!(body["player"]["name"], ada.as_str(), "{body}");
    assert_eq!(body["games"][0]["game"], id.as_str(), "{body}");
    assert_eq!(body["games"][0]["opponent"], bo.as_str(), "{body}");
    assert_eq!(body["games"][0]["result"], "playing", "{body}");

    // "Forget me", by touch: asked once more, then done.
    tap(&a, "#forget-ask").await;
    until(
        &a,
        "!document.getElementById('forget-confirm').hidden",
        "the confirmation",
    )
    .await;
    assert!(
        text(&a, "forget-confirm").await.contains("Deleted player"),
        "the confirmation says what stays"
    );
    screenshot(&a, "phone-forget-confirm").await;
    // "Cancel" changes nothing.
    tap(&a, "#forget-no").await;
    until(
        &a,
        "document.getElementById('forget-confirm').hidden",
        "the confirmation closed",
    )
    .await;
    let still = js(
        &a,
        "return fetch('/api/player').then((r) => r.json()).then((b) => b.player && b.player.name);",
    )
    .await;
    assert_eq!(still, ada.as_str());
    tap(&a, "#forget-ask").await;
    until(
        &a,
        "!document.getElementById('forget-confirm').hidden",
        "the confirmation",
    )
    .await;
    tap(&a, "#forget-yes").await;
    until(
        &a,
        "!document.getElementById('forgotten').hidden",
        "the forgotten notice",
    )
    .await;
    assert_eq!(
        text(&a, "forgotten").await,
        "Your player is forgotten. This browser is new to the site."
    );
    screenshot(&a, "phone-forgotten").await;
    let cookies = a.get_all_cookies().await.expect("the cookies");
    assert!(
        cookies.iter().all(|c| c.name() != "yote_player"),
        "the player cookie is gone: {cookies:?}"
    );
    let kept = js(&a, "return localStorage.getItem('yote-lobby-player');").await;
    assert_eq!(
        kept,
        Value::Null,
        "nothing of her name stays in the browser"
    );
    assert!(js(&a, "return document.getElementById('your-data').hidden;").await == true);

    // The old game, on Bo's phone and in a fresh watcher's: "Deleted player", no link.
    b.refresh().await.expect("reload");
    until(
        &b,
        "document.getElementById('player-top').textContent.includes('Deleted player')",
        "Deleted player on Bo's phone",
    )
    .await;
    let links = js(
        &b,
        "return document.querySelectorAll('#player-top .name a').length;",
    )
    .await;
    assert_eq!(links, 0, "no page to link to");
    let w = phone_at(&mut h, &format!("/fr/games/{id}")).await;
    until(
        &w,
        "document.body.textContent.includes('Joueur supprimé')",
        "Deleted player in French",
    )
    .await;
    assert!(
        !js(&w, "return document.body.textContent;")
            .await
            .as_str()
            .unwrap()
            .contains(&ada),
        "her name is nowhere on the game page"
    );
    screenshot(&w, "phone-deleted-player-game").await;
    // Bo's "My games" says whom he played.
    b.goto(&h.url("/en/games")).await.expect("Bo's games");
    until(
        &b,
        "document.getElementById('my-games').textContent.includes('Against a deleted player')",
        "Bo's list",
    )
    .await;

    // The lobby greets her phone as a newcomer.
    a.goto(&h.url("/en/")).await.expect("home");
    until(
        &a,
        "document.getElementById('lobby-me').textContent.startsWith('Pick a time below')",
        "the newcomer's greeting",
    )
    .await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_the_privacy_page_is_in_every_language_and_linked_from_the_footer_and_my_games() {
    let mut h = Harness::start().await;
    let c = phone_at(&mut h, "/en/").await;
    let link = js(
        &c,
        "const a = document.querySelector('footer a[href=\"/en/privacy\"]'); return a && a.textContent;",
    )
    .await;
    assert_eq!(link, "Privacy: what this site keeps");
    tap(&c, "footer a[href=\"/en/privacy\"]").await;
    until(
        &c,
        "location.pathname === '/en/privacy'",
        "the privacy page",
    )
    .await;
    let page = js(&c, "return document.querySelector('main').textContent;").await;
    let page = page.as_str().unwrap();
    for said in [
        "yote_player",
        "yote-lobby-player",
        "30 days, then cleared.",
        "2 days, then cleared.",
        "Deleted player",
    ] {
        assert!(page.contains(said), "{said}");
    }
    screenshot(&c, "phone-privacy").await;
    let mut titles = vec![];
    for lang in std::iter::once("en").chain(OTHER_LANGS) {
        c.goto(&h.url(&format!("/{lang}/games")))
            .await
            .expect("My games");
        let href = js(
            &c,
            "return document.getElementById('privacy-link').getAttribute('href');",
        )
        .await;
        assert_eq!(href, format!("/{lang}/privacy").as_str());
        tap(&c, "#privacy-link").await;
        until(
            &c,
            &format!("location.pathname === '/{lang}/privacy'"),
            "the privacy page",
        )
        .await;
        let seen = js(
            &c,
            "return { lang: document.documentElement.lang, dir: document.documentElement.dir, title: document.querySelector('h1').textContent, kept: document.querySelectorAll('.kept').length, footer: !!document.querySelector(`footer a[href='/${document.documentElement.lang}/privacy']`) };",
        )
        .await;
        assert_eq!(seen["lang"], lang);
        assert_eq!(seen["dir"], if lang == "ar" { "rtl" } else { "ltr" });
        // One row for each thing kept (site::privacy), the lessons' stars among them.
        assert_eq!(seen["kept"], 28, "{seen}");
        assert_eq!(seen["footer"], true);
        let overflow = js(&c, OVERFLOW_CHECK).await;
        assert_eq!(overflow, serde_json::json!([]), "{lang}: {overflow}");
        titles.push(seen["title"].as_str().unwrap().to_owned());
        if lang == "ar" {
            screenshot(&c, "phone-privacy-ar").await;
        }
    }
    // Each language its own title (none left in English).
    let mut distinct = titles.clone();
    distinct.sort();
    distinct.dedup();
    assert!(distinct.len() >= 9, "{titles:?}");
    h.finish().await;
}
