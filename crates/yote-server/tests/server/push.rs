//! Web Push (docs/protocol.md §5) against a push service on 127.0.0.1 written for the test
//! (`yote_testkit::PushService`): it checks each post's VAPID signature and decrypts its payload
//! with the subscription's private key. A seat's subscription hears of its turn, an offer and
//! the end, in its own language, with the game's link and never a secret; a 410 removes the
//! subscription; a correspondence clock running out is told once, a restart included; a
//! takeback request and an abandoned game's claim are told to the player who stays; bad
//! subscriptions are refused with what was wrong, and change nothing.

use std::sync::atomic::Ordering;
use std::time::Duration;

use serde_json::{Value, json};
use yote_server::{Config, ServerClock};
use yote_testkit::{Browser, PushService, TINY_GAME, TINY_RULES, TestServer, test_config};

async fn server_for(push: &PushService, config: Config) -> TestServer {
    TestServer::start_with(Config {
        push_services: vec![push.host()],
        push_roots: vec![push.certificate.clone().into_bytes()],
        push_contact: Some("mailto:ops@yote.test".into()),
        ..config
    })
    .await
}

/// Posts `body` to `/games/{game}/push` with the seat cookie `secret`: the status and body.
async fn subscribe(
    server: &TestServer,
    game: &str,
    secret: Option<&str>,
    body: Value,
) -> (u16, Value) {
    let mut request = server
        .http
        .post(server.url(&format!("/games/{game}/push")))
        .json(&body);
    if let Some(secret) = secret {
        request = request.header("cookie", format!("yote_seat={secret}"));
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    // An error comes as `{"error": {code, message, args}}`.
    (status, body.get("error").cloned().unwrap_or(body))
}

async fn subscribed(server: &TestServer, game: &str, secret: &str, browser: &Browser, lang: &str) {
    let (status, body) = subscribe(server, game, Some(secret), browser.subscription(lang)).await;
    assert_eq!(status, 201, "{body}");
}

/// The store's subscriptions of `game`, once they are `n` (waits up to 10 s: removal happens
/// after the post's answer).
async fn subscriptions_become(server: &TestServer, game: &str, n: usize) {
    use yote_server::store_push::PushStore;
    for _ in 0..500 {
        if server.store.subscriptions(game).await.unwrap().len() == n {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("{game} never had {n} subscriptions");
}

#[tokio::test]
async fn each_seat_hears_of_its_turn_an_offer_and_the_end_in_its_own_language() {
    let push = PushService::start().await;
    let server = server_for(&push, test_config()).await;
    let (game, white, black) = server.seated_table(TINY_RULES).await;
    let (wb, bb) = (push.browser(), push.browser());
    subscribed(&server, &game, &white, &wb, "pl").await;
    subscribed(&server, &game, &black, &bb, "fr").await;
    let (_, key) = server.get_json("/api/push").await;
    let key = key["key"].as_str().unwrap().to_owned();

    let mut w = server.ws(&game, Some(&white)).await;
    let mut k = server.ws(&game, Some(&black)).await;
    w.hello(json!({})).await;
    k.hello(json!({})).await;
    w.act(0, TINY_GAME[0]).await;
    let got = push.wait_for(&bb, 1).await;
    let turn = &got[0];
    assert_eq!(
        turn.payload["title"], "Yoté : à vous de jouer",
        "{:?}",
        turn.payload
    );
    assert_eq!(turn.payload["body"], "Votre adversaire a joué @a1.");
    assert_eq!(turn.payload["url"], format!("/fr/games/{game}"));
    assert_eq!(
        turn.vapid_key, key,
        "signed with the key pages subscribe with"
    );
    assert_eq!(turn.subject, "mailto:ops@yote.test");
    assert_eq!(turn.ttl, 12 * 3600);
    let text = turn.payload.to_string();
    assert!(
        !text.contains(&white) && !text.contains(&black),
        "no secret in {text}"
    );
    assert!(
        push.received_by(&wb).is_empty(),
        "the mover is not told of its own action"
    );

    k.request(json!({"type": "offer_draw"})).await;
    let got = push.wait_for(&wb, 1).await;
    assert_eq!(got[0].payload["title"], "Yoté: propozycja remisu");
    w.request(json!({"type": "decline_draw"})).await;
    k.act(1, TINY_GAME[1]).await;
    let got = push.wait_for(&wb, 2).await;
    assert_eq!(got[1].payload["title"], "Yoté: twój ruch");
    assert_eq!(got[1].payload["body"], "Przeciwnik zagrał @b1.");

    // White's capture wins: both hear how it ended, and the subscriptions go with the game.
    w.act(2, TINY_GAME[2]).await;
    let got = push.wait_for(&bb, 2).await;
    assert_eq!(got[1].payload["title"], "Yoté : vous avez perdu");
    let got = push.wait_for(&wb, 3).await;
    assert_eq!(got[2].payload["title"], "Yoté: wygrana!");
    subscriptions_become(&server, &game, 0).await;
    assert!(push.refused().is_empty(), "{:?}", push.refused());
    assert_eq!(
        push.received().len(),
        5,
        "one post per notice: {:?}",
        push.received()
    );
    let (status, body) = subscribe(&server, &game, Some(&black), bb.subscription("fr")).await;
    assert_eq!(
        (status, body["args"]["reason"].as_str()),
        (400, Some("over")),
        "{body}"
    );
}

#[tokio::test]
async fn a_subscription_the_push_service_says_is_gone_is_removed() {
    let push = PushService::start().await;
    let server = server_for(&push, test_config()).await;
    let (game, white, black) = server.seated_table("standard").await;
    let gone = push.browser();
    subscribed(&server, &game, &black, &gone, "en").await;
    push.gone(&gone);
    let mut w = server.ws(&game, Some(&white)).await;
    w.hello(json!({})).await;
    w.act(0, "@a1").await;
    let got = push.wait_for(&gone, 1).await;
    assert_eq!(got[0].status, 410);
    assert_eq!(got[0].payload["title"], "Yoté: your turn");
    subscriptions_become(&server, &game, 0).await;
}

#[tokio::test]
async fn a_correspondence_player_is_told_once_that_their_time_runs_out() {
    let push = PushService::start().await;
    let (clock, offset) = ServerClock::manual();
    let server = server_for(
        &push,
        Config {
            clock: clock.clone(),
            ..test_config()
        },
    )
    .await;
    let table = server
        .create(json!({"rules": "standard", "opponent": "friend", "white": "creator", "clock": {"days": 1}}))
        .await;
    let game = table["game"].as_str().unwrap().to_owned();
    let white = table["secret"].as_str().unwrap().to_owned();
    let token = yote_testkit::invite_token(&table).to_owned();
    let claimed = yote_testkit::post_json(
        &server.http,
        &server.url(&format!("/api/invites/{token}")),
        json!({}),
    )
    .await;
    let black = claimed["secret"].as_str().unwrap().to_owned();
    let phone = push.browser();
    subscribed(&server, &game, &black, &phone, "pl").await;
    let mut w = server.ws(&game, Some(&white)).await;
    w.hello(json!({})).await;
    w.act(0, "@a1").await;
    push.wait_for(&phone, 1).await;
    w.close().await;
    // Twenty hours on, nothing more; past twenty-one (three hours left), one notice.
    offset.fetch_add(20 * 3_600_000, Ordering::SeqCst);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(push.received_by(&phone).len(), 1);
    offset.fetch_add(3_600_000 + 60_000, Ordering::SeqCst);
    let got = push.wait_for(&phone, 2).await;
    assert_eq!(got[1].payload["title"], "Yoté: kończy ci się czas");
    // The deadline's day and time are written by the phone, in its time zone (docs/protocol.md
    // §5): the body holds `{deadline}` and the payload the time it stands for.
    let body = got[1].payload["body"].as_str().unwrap();
    assert!(body.starts_with("Zostały ci 3 godziny"), "{body}");
    assert!(body.contains("{deadline}"), "{body}");
    assert_eq!(got[1].payload["lang"], "pl");
    let deadline = got[1].payload["deadline"].as_i64().expect("the deadline");
    let left = deadline - clock.now_ms();
    assert!(
        (2 * 3_600_000..3 * 3_600_000).contains(&left),
        "{left} ms left"
    );
    // A restart reloads the game: the notice was claimed, and is not sent again.
    let server = server
        .restart_with(Config {
            push_services: vec![push.host()],
            push_roots: vec![push.certificate.clone().into_bytes()],
            clock,
            ..test_config()
        })
        .await;
    let mut watcher = server.ws(&game, None).await;
    watcher.hello(json!({})).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        push.received_by(&phone).len(),
        2,
        "{:?}",
        push.received_by(&phone)
    );
}

#[tokio::test]
async fn bad_subscriptions_are_refused_with_what_was_wrong_and_change_nothing() {
    use yote_server::store_push::PushStore;
    let push = PushService::start().await;
    let server = server_for(&push, test_config()).await;
    let (game, _white, black) = server.seated_table("standard").await;
    let browser = push.browser();
    let good = browser.subscription("en");
    let with = |path: &str, value: Value| {
        let mut body = good.clone();
        let mut at = &mut body;
        let parts: Vec<&str> = path.split('.').collect();
        for p in &parts[..parts.len() - 1] {
            at = &mut at[*p];
        }
        at[parts[parts.len() - 1]] = value;
        body
    };
    let endpoint = browser.endpoint.clone();
    let cases = [
        (
            with("endpoint", json!(endpoint.replace("https://", "http://"))),
            "endpoint-not-https",
        ),
        (
            with("endpoint", json!("https://push.example.com/x")),
            "endpoint-unknown-service",
        ),
        (with("endpoint", json!("not a url")), "endpoint-malformed"),
        (with("keys.p256dh", json!("AAAA")), "bad-key"),
        (with("keys.auth", json!("c2hvcnQ")), "bad-auth"),
    ];
    for (body, reason) in cases {
        let (status, answer) = subscribe(&server, &game, Some(&black), body).await;
        assert_eq!(status, 400, "{answer}");
        assert_eq!(answer["code"], "bad-subscription");
        assert_eq!(answer["args"]["reason"], reason, "{answer}");
    }
    let (status, answer) = subscribe(&server, &game, None, good.clone()).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (403, Some("not-your-seat"))
    );
    let (status, answer) = subscribe(&server, &game, Some("forged-secret"), good.clone()).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (403, Some("not-your-seat"))
    );
    let (status, answer) = subscribe(&server, &game, Some(&black), json!({"endpoint": 3})).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (400, Some("malformed")),
        "{answer}"
    );
    // A game on one device has nobody to wait for.
    let local = server
        .create(json!({"rules": "standard", "opponent": "local"}))
        .await;
    let (id, secret) = (
        local["game"].as_str().unwrap(),
        local["secret"].as_str().unwrap(),
    );
    let (status, answer) = subscribe(&server, id, Some(secret), good.clone()).await;
    assert_eq!(
        (status, answer["args"]["reason"].as_str()),
        (400, Some("local"))
    );
    // Another site's page cannot subscribe a seat.
    let response = server
        .http
        .post(server.url(&format!("/games/{game}/push")))
        .header("cookie", format!("yote_seat={black}"))
        .header("origin", "https://evil.example")
        .json(&good)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 403);
    assert!(server.store.subscriptions(&game).await.unwrap().is_empty());
    // Five browsers for a seat, not a sixth.
    for _ in 0..5 {
        subscribed(&server, &game, &black, &push.browser(), "en").await;
    }
    let (status, answer) = subscribe(
        &server,
        &game,
        Some(&black),
        push.browser().subscription("en"),
    )
    .await;
    assert_eq!(
        (status, answer["args"]["reason"].as_str()),
        (400, Some("too-many")),
        "{answer}"
    );
    assert_eq!(server.store.subscriptions(&game).await.unwrap().len(), 5);
    // Turning one off: DELETE with its endpoint.
    let one = server.store.subscriptions(&game).await.unwrap()[0]
        .endpoint
        .clone();
    let response = server
        .http
        .delete(server.url(&format!("/games/{game}/push")))
        .header("cookie", format!("yote_seat={black}"))
        .json(&json!({"endpoint": one}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(server.store.subscriptions(&game).await.unwrap().len(), 4);
}

#[tokio::test]
async fn the_player_who_stays_hears_of_a_takeback_request_and_of_the_claim_once() {
    let push = PushService::start().await;
    let server = server_for(
        &push,
        Config {
            abandon_after: Duration::from_millis(1500),
            ..test_config()
        },
    )
    .await;
    let (game, white, black) = server.seated_table("standard").await;
    let phone = push.browser();
    subscribed(&server, &game, &white, &phone, "nb").await;
    let mut w = server.ws(&game, Some(&white)).await;
    let mut k = server.ws(&game, Some(&black)).await;
    w.hello(json!({})).await;
    k.hello(json!({})).await;
    w.act(0, "@a1").await;
    k.act(1, "@f5").await;
    let got = push.wait_for(&phone, 1).await;
    assert_eq!(got[0].payload["title"], "Yoté: din tur");
    let asked = k.request(json!({"type": "offer_takeback", "ply": 2})).await;
    assert_eq!(asked["type"], "ack", "{asked}");
    let got = push.wait_for(&phone, 2).await;
    assert_eq!(
        got[1].payload["title"],
        "Yoté: ønske om å ta tilbake et trekk"
    );
    // Black goes; once the wait is over White, still here, may claim, and is told so once.
    k.close().await;
    w.until("state", |s| s["abandoned"]["claimable"] == true)
        .await;
    let got = push.wait_for(&phone, 3).await;
    assert_eq!(got[2].payload["title"], "Yoté: motstanderen din har gått");
    assert_eq!(
        got[2].payload["body"],
        "Du kan kreve partiet, eller vente videre."
    );
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert_eq!(push.received_by(&phone).len(), 3);
}
