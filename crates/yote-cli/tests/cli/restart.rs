//! The `yote` binary killed mid-game (SIGKILL) and started again on the same database: nothing
//! acknowledged is lost, and games go on, the computer's too.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::json;
use yote_testkit::*;

fn start(database: &Path) -> ServerProcess {
    ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        database,
        &[],
        "info,yote_server=debug,tower_http=debug",
    )
}

#[tokio::test]
async fn a_killed_server_restarts_with_every_acknowledged_action() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("data/yote.db");
    let http = http_client();
    let first = start(&database);

    // A friend game two actions in, with a draw offer pending.
    let table = first.create(json!({"opponent": "friend"})).await;
    let game = table["game"].as_str().unwrap().to_owned();
    let white_secret = table["secret"].as_str().unwrap().to_owned();
    let token = invite_token(&table);
    let claimed = post_json(
        &http,
        &first.url(&format!("/api/invites/{token}")),
        json!({}),
    )
    .await;
    let black_secret = claimed["secret"].as_str().unwrap().to_owned();
    let mut white = Client::connect(first.addr, &game, Some(&white_secret)).await;
    let mut black = Client::connect(first.addr, &game, Some(&black_secret)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(black.act(1, "@f5").await["type"], "ack");
    let offered = white.request(json!({"type": "offer_draw"})).await;
    assert_eq!(offered["type"], "ack");
    let version = offered["version"].as_u64().unwrap();

    // A computer game where the computer is thinking (it takes at least 400 ms) at the kill.
    let vs = first
        .create(json!({"opponent": "computer", "level": "beginner"}))
        .await;
    let vs_game = vs["game"].as_str().unwrap().to_owned();
    let mut me = Client::connect(first.addr, &vs_game, Some(vs["secret"].as_str().unwrap())).await;
    me.hello(json!({})).await;
    assert_eq!(me.act(0, "@c3").await["type"], "ack");

    // A link that carries a secret in its path (which the log must not show), opened and
    // confirmed.
    let link = first.url(&format!("/games/{game}/continue/{white_secret}"));
    assert_eq!(http.get(&link).send().await.unwrap().status(), 200);
    let moved = http
        .post(&link)
        .header("origin", first.url(""))
        .send()
        .await
        .unwrap();
    assert_eq!(moved.status(), 303);

    let mut first = first;
    first.child.kill().unwrap(); // SIGKILL
    first.child.wait().unwrap();
    drop((white, black, me));

    // The log tells what happened, and never a seat secret.
    let log = first.log_text();
    assert!(log.contains(&game) && log.contains("seat taken"), "{log}");
    for secret in [&white_secret, &black_secret] {
        assert!(!log.contains(secret.as_str()), "a secret in the log");
    }

    let second = start(&database);
    let state = second.state(&game).await;
    assert_eq!(state["version"], version);
    assert_eq!(state["actions"], json!(["@a1", "@f5"]));
    assert_eq!(state["draw_offer"], "white");
    assert_eq!(state["status"], "playing");

    // The players come back and go on from where they stood.
    let mut black = Client::connect(second.addr, &game, Some(&black_secret)).await;
    let state = black.hello(json!({"version": version - 1})).await;
    assert_eq!(state["you"]["seat"], "black");
    assert_eq!(black.seen.len(), 2, "the missed draw offer, then the state");
    assert_eq!(
        black.request(json!({"type": "accept_draw"})).await["type"],
        "ack"
    );
    let state = second.state(&game).await;
    assert_eq!(state["outcome"]["reason"], "agreement");

    // The computer game resumed by itself: its reply arrives with nobody connected.
    let mut state = second.state(&vs_game).await;
    for _ in 0..100 {
        if state["ply"] == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        state = second.state(&vs_game).await;
    }
    assert_eq!(state["ply"], 2, "{state}");
    assert_eq!(state["actions"][0], "@c3");
}

#[tokio::test]
async fn sigterm_stops_the_server_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = start(&dir.path().join("yote.db"));
    let table = server.create(json!({"opponent": "local"})).await;
    assert_eq!(table["seat"], "both");
    // A connected player does not hold the server up: the connection closes with a reason.
    let mut player = Client::connect(
        server.addr,
        table["game"].as_str().unwrap(),
        Some(table["secret"].as_str().unwrap()),
    )
    .await;
    assert_eq!(player.hello(json!({})).await["you"]["seat"], "both");
    let status = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let mut exited = None;
    for _ in 0..100 {
        if let Some(s) = server.child.try_wait().unwrap() {
            exited = Some(s);
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(exited.expect("the server stopped within 5 s").success());
    loop {
        match player.next_raw().await {
            Some(tokio_tungstenite::tungstenite::Message::Text(_)) => continue,
            Some(tokio_tungstenite::tungstenite::Message::Close(Some(frame))) => {
                assert_eq!(u16::from(frame.code), 1001);
                assert!(frame.reason.contains("restarting"), "{}", frame.reason);
                break;
            }
            other => panic!("expected a close frame, got {other:?}"),
        }
    }
}
