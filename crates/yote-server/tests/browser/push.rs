//! Notifications on a phone (docs/site.md "Notifications"), as far as Chromium runs without a
//! real push service: the game page offers them to a player of a game against another person
//! (and not to a watcher); the service worker shows a push delivered through the DevTools
//! protocol (`ServiceWorker.deliverPushMessage`), in the player's language, unless the game's
//! page is in front; and the notification's link opens the game as the player, with no secret
//! in it (the seat cookie makes the page theirs).

use serde_json::{Value, json};

use crate::budgets::cdp;
use crate::harness::*;

/// The notifications the service worker shows now: title, body, tag and link.
async fn shown(c: &fantoccini::Client) -> Value {
    js(
        c,
        "const registration = await navigator.serviceWorker.ready; \
         const shown = await registration.getNotifications(); \
         return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data && n.data.url }));",
    )
    .await
}

/// Delivers `payload` to the page's service worker as a push service would, through the
/// DevTools protocol; answers whether a registration took it. The registration's id is not
/// given to pages: a fresh profile's first registrations have the first ids, tried in turn.
async fn deliver(c: &fantoccini::Client, origin: &str, payload: &Value) {
    cdp(c, "ServiceWorker.enable", json!({})).await;
    let mut last = String::new();
    for id in 0..16 {
        let params = json!({
            "origin": origin,
            "registrationId": id.to_string(),
            "data": payload.to_string(),
        });
        match crate::budgets::try_cdp(c, "ServiceWorker.deliverPushMessage", params).await {
            Ok(_) => return,
            Err(e) => last = e.to_string(),
        }
    }
    panic!("no service worker registration of {origin} took the push: {last}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn push_a_players_phone_shows_the_notice_in_its_language_and_its_link_opens_the_game() {
    let mut h = Harness::start().await;
    let (a, b, id) = crate::friends_at_a_table_sized(&mut h, "standard", (360, 740)).await;
    let origin = h.base.trim_end_matches('/').to_owned();
    cdp(
        &b,
        "Browser.grantPermissions",
        json!({"origin": origin, "permissions": ["notifications"]}),
    )
    .await;
    b.goto(&h.url(&format!("/fr/games/{id}")))
        .await
        .expect("the French game page");
    until(
        &b,
        "!document.getElementById('notify').hidden",
        "the notifications button",
    )
    .await;
    let label = js(
        &b,
        "return document.getElementById('notify-toggle').textContent;",
    )
    .await;
    assert_eq!(label, "Me prévenir");
    js(
        &b,
        "document.getElementById('notify').scrollIntoView({block: 'center'}); return 1;",
    )
    .await;
    screenshot(&b, "push-offer-phone").await;
    // Headless Chromium has no push service: the browser's subscription never comes. Meanwhile
    // the page says it is turning them on; then that this browser cannot receive them here (a
    // private window says the same), the button ready again, and nothing kept for the seat.
    tap(&b, "#notify-toggle").await;
    until(
        &b,
        "document.getElementById('notify-toggle').disabled \
         && document.getElementById('notify-help').textContent === 'Activation…'",
        "the button busy and the wait said while the browser subscribes",
    )
    .await;
    screenshot(&b, "push-turning-on-phone").await;
    let failed = "Ce navigateur ne peut pas recevoir de notifications ici : fenêtre de navigation privée, ou navigateur sans service de notifications. Vos parties restent dans « Mes parties ».";
    until(
        &b,
        &format!("document.getElementById('notify-help').textContent === '{failed}' && !document.getElementById('notify-toggle').disabled"),
        "the failure told",
    )
    .await;
    assert!(h.state.store.subscriptions(&id).await.unwrap().is_empty());
    screenshot(&b, "push-after-tap-phone").await;
    // A watcher has no seat to be told of.
    let w = h.browser(360, 740).await;
    w.goto(&h.url(&format!("/games/{id}")))
        .await
        .expect("watch");
    until(&w, "document.getElementById('moves') !== null", "the page").await;
    wait_actions(&w, 0).await;
    assert_eq!(
        js(&w, "return document.getElementById('notify').hidden;").await,
        json!(true)
    );

    // The page in front: a push for its own game shows nothing (the page says it already).
    // The worker must be installed; a page opened while it was still installing is not always
    // under it (one run in a few here), and is once loaded again.
    js(&b, "await navigator.serviceWorker.ready; return 1;").await;
    if js(&b, "return navigator.serviceWorker.controller === null;").await == json!(true) {
        b.refresh().await.expect("reload");
        until(
            &b,
            "document.getElementById('moves') !== null",
            "the page again",
        )
        .await;
    }
    until(
        &b,
        "navigator.serviceWorker.controller !== null",
        "the service worker in control",
    )
    .await;
    let payload = json!({
        "title": "Yoté : à vous de jouer",
        "body": "Votre adversaire a joué @a1.",
        "url": format!("/fr/games/{id}"),
        "tag": format!("yote-{id}"),
        "kind": "turn",
    });
    deliver(&b, &origin, &payload).await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(
        shown(&b).await,
        json!([]),
        "nothing shown over the game's own page"
    );

    // The player goes to the home page: the same push is shown. (A push that comes while the
    // browser still counts the game's page as in front is not: it is delivered again, as the
    // next notice would come, until the home page is the one in front.)
    b.goto(&h.url("/fr/")).await.expect("home");
    until(
        &b,
        "navigator.serviceWorker.controller !== null && document.visibilityState === 'visible'",
        "the worker",
    )
    .await;
    let mut tries = 0;
    while shown(&b).await.as_array().is_none_or(|n| n.is_empty()) {
        if tries == 10 {
            let why = js(
                &b,
                "const r = await navigator.serviceWorker.getRegistrations(); \
                 const w = r[0] && r[0].active; \
                 return [Notification.permission, r.length, w && w.state, location.pathname];",
            )
            .await;
            panic!(
                "no notification over the home page: permission, registrations, worker, page: {why}"
            );
        }
        tries += 1;
        deliver(&b, &origin, &payload).await;
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    }
    let notices = shown(&b).await;
    assert_eq!(
        notices,
        json!([{
            "title": "Yoté : à vous de jouer",
            "body": "Votre adversaire a joué @a1.",
            "tag": format!("yote-{id}"),
            "url": format!("/fr/games/{id}"),
        }])
    );
    // A deadline's day and time are written by the phone in its own zone and the notice's
    // language, as the game page writes a deadline, and the newest notice of a game replaces
    // the older.
    let deadline = 1_900_000_000_000_i64;
    let warning = json!({
        "title": "Yoté : votre temps s’écoule",
        "body": "Il vous reste 3 heures pour jouer, jusqu’à {deadline}.",
        "url": format!("/fr/games/{id}"),
        "tag": format!("yote-{id}"),
        "kind": "deadline",
        "lang": "fr",
        "deadline": deadline,
    });
    let written = js(
        &b,
        &format!(
            "return new Intl.DateTimeFormat('fr', {{ weekday: 'short', day: 'numeric', month: 'short', \
             hour: '2-digit', minute: '2-digit' }}).format(new Date({deadline}));"
        ),
    )
    .await;
    let expected = format!(
        "Il vous reste 3 heures pour jouer, jusqu’à {}.",
        written.as_str().unwrap()
    );
    let mut tries = 0;
    while shown(&b).await[0]["body"] != expected.as_str() {
        assert!(tries < 10, "the deadline notice: {}", shown(&b).await);
        tries += 1;
        deliver(&b, &origin, &warning).await;
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    }
    assert_eq!(
        shown(&b).await.as_array().unwrap().len(),
        1,
        "one notice a game"
    );

    // Its link, opened in this browser, is the player's game: no secret needed (a watcher's
    // page has no controls and no notifications button).
    let url = notices[0]["url"].as_str().unwrap();
    assert!(!url.contains('?') && !url.contains('#'), "{url}");
    b.goto(&h.url(url)).await.expect("the notification's link");
    until(
        &b,
        "document.getElementById('controls') && !document.getElementById('controls').hidden \
         && !document.getElementById('notify').hidden",
        "the game page, as its player",
    )
    .await;
    drop(a);
    h.finish().await;
}
