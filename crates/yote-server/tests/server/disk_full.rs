//! A full disk (SQLite's page limit, so nothing is mounted): honest errors while it lasts, no
//! change to any game, and the server back to normal by itself once there is room again.

use std::time::{Duration, Instant};

use serde_json::json;
use yote_testkit::*;

#[tokio::test]
async fn a_full_disk_gives_honest_errors_and_the_server_recovers_by_itself() {
    let server = TestServer::start_with(yote_server::Config {
        tables_per_minute: 100_000,
        ..test_config()
    })
    .await;
    let table = server
        .create(json!({"rules": "standard", "opponent": "local"}))
        .await;
    let game = table["game"].as_str().unwrap().to_owned();
    let mut me = server.ws(&game, table["secret"].as_str()).await;
    me.hello(json!({})).await;
    assert_eq!(me.act(0, "@a1").await["type"], "ack");
    // The disk fills up: new tables take what room is left, then are refused.
    server.store.limit_pages(Some(0)).await.unwrap();
    let mut full = false;
    for _ in 0..5000 {
        let (status, body) = server.try_create(json!({"opponent": "local"})).await;
        if status != 201 {
            assert_eq!(status, 500);
            assert_eq!(body["error"]["code"], "internal", "{body}");
            full = true;
            break;
        }
    }
    assert!(full, "the page limit fills up");
    let mut refused = None;
    let squares = [
        "b1", "c1", "d1", "e1", "f1", "a2", "b2", "c2", "d2", "e2", "f2",
    ];
    for (i, sq) in squares.iter().enumerate() {
        let answer = me.act(i + 1, &format!("@{sq}")).await;
        if answer["type"] == "error" {
            refused = Some((i + 1, answer));
            break;
        }
    }
    let (ply, answer) = refused.expect("a full disk refuses an action");
    assert_eq!(answer["code"], "internal", "{answer}");
    assert!(
        answer["message"]
            .as_str()
            .unwrap()
            .contains("nothing changed"),
        "{answer}"
    );
    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["ply"], ply, "the refused action changed nothing");
    // Several writers at once, each refused, on every connection of the store's pool.
    let attempts = (0..16).map(|_| {
        server
            .http
            .post(server.url("/api/tables"))
            .json(&json!({"opponent": "local"}))
            .send()
    });
    for response in futures_util::future::join_all(attempts).await {
        assert_eq!(response.unwrap().status(), 500);
    }
    // Room again: the very next writes go through at once.
    server.store.limit_pages(None).await.unwrap();
    let started = Instant::now();
    assert_eq!(me.act(ply, "@f5").await["type"], "ack");
    let other = server
        .create(json!({"rules": "standard", "opponent": "local"}))
        .await;
    let mut second = server
        .ws(other["game"].as_str().unwrap(), other["secret"].as_str())
        .await;
    second.hello(json!({})).await;
    assert_eq!(second.act(0, "@c3").await["type"], "ack");
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "writes waited {:?} after the disk had room again",
        started.elapsed()
    );
    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["ply"], ply + 1);
}
