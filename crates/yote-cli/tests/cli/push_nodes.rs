//! Web Push across `yote serve` nodes on one PostgreSQL database (docs/scaling.md): the nodes
//! share one VAPID key pair, made by whichever started first, and each notice is posted once,
//! not once per node, though each player holds a socket to both nodes and both hold the game.

use std::time::Duration;

use serde_json::{Value, json};
use yote_testkit::*;

fn node(url: &str, push: &PushService, ca: &std::path::Path) -> ServerProcess {
    let host = push.host();
    ServerProcess::start_url(
        env!("CARGO_BIN_EXE_yote"),
        url,
        &[
            "--push-services",
            &host,
            "--push-ca",
            ca.to_str().unwrap(),
            "--push-contact",
            "mailto:ops@yote.test",
        ],
        "info,yote_server=debug",
    )
}

async fn subscribe(node: &ServerProcess, game: &str, secret: &str, body: Value) {
    let response = http_client()
        .post(node.url(&format!("/games/{game}/push")))
        .header("cookie", format!("yote_seat={secret}"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201, "{:?}", response.text().await);
}

#[tokio::test]
async fn each_notice_is_posted_once_whatever_the_nodes() {
    let push = PushService::start().await;
    let dir = tempfile::tempdir().unwrap();
    let ca = dir.path().join("push-ca.pem");
    std::fs::write(&ca, &push.certificate).unwrap();
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url, &push, &ca), node(&url, &push, &ca));
    let http = http_client();
    let key_a = get(&http, &a.url("/api/push")).await.1;
    let key_b = get(&http, &b.url("/api/push")).await.1;
    assert_eq!(key_a, key_b, "one VAPID key pair for the deployment");

    let (game, ws, bs) = a.friend_table(&a, json!({"opponent": "friend"})).await;
    let (white_phone, black_phone) = (push.browser(), push.browser());
    subscribe(&a, &game, &ws, white_phone.subscription("en")).await;
    subscribe(&b, &game, &bs, black_phone.subscription("nb")).await;
    // Each player on both nodes: both nodes hold the game and hear every action.
    let mut white = Client::connect(a.addr, &game, Some(&ws)).await;
    let mut white_b = Client::connect(b.addr, &game, Some(&ws)).await;
    let mut black = Client::connect(b.addr, &game, Some(&bs)).await;
    let mut black_a = Client::connect(a.addr, &game, Some(&bs)).await;
    for c in [&mut white, &mut white_b, &mut black, &mut black_a] {
        c.hello(json!({})).await;
    }
    for (ply, action) in ["@a1", "@f5", "@b2", "@e4"].iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut white } else { &mut black };
        assert_eq!(mover.act(ply, action).await["type"], "ack");
        for c in [&mut white_b, &mut black_a] {
            c.until("state", |s| s["ply"] == ply + 1).await;
        }
    }
    assert_eq!(
        black.request(json!({"type": "offer_draw"})).await["type"],
        "ack"
    );
    white.until("state", |s| s["draw_offer"] == "black").await;
    let answer = white.request(json!({"type": "decline_draw"})).await;
    assert_eq!(answer["type"], "ack", "{answer}");
    let answer = black.request(json!({"type": "resign"})).await;
    assert_eq!(answer["type"], "ack", "{answer}");

    let to_white = push.wait_for(&white_phone, 4).await;
    let to_black = push.wait_for(&black_phone, 3).await;
    // Time for any second post to arrive, had a node sent one.
    tokio::time::sleep(Duration::from_secs(2)).await;
    // Each notice is posted on its own task: in any order.
    let titles = |phone: &Browser| -> Vec<String> {
        let mut titles: Vec<String> = push
            .received_by(phone)
            .iter()
            .map(|r| r.payload["title"].as_str().unwrap().to_owned())
            .collect();
        titles.sort();
        titles
    };
    assert_eq!(
        titles(&white_phone),
        [
            "Yoté: a draw is offered",
            "Yoté: you won",
            "Yoté: your turn",
            "Yoté: your turn"
        ],
        "{to_white:?}"
    );
    assert_eq!(
        titles(&black_phone),
        ["Yoté: din tur", "Yoté: din tur", "Yoté: du tapte"],
        "{to_black:?}"
    );
    assert!(push.refused().is_empty(), "{:?}", push.refused());
}
