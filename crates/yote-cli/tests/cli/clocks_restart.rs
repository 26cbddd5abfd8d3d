//! Clocks across a SIGKILL and restart: the downtime is never charged, the side to move gets its
//! time at the last stored action plus the restart grace (10 s), and the clocks run on.

use std::path::Path;
use std::time::Duration;

use serde_json::json;
use yote_testkit::*;

fn start(database: &Path) -> ServerProcess {
    ServerProcess::start(env!("CARGO_BIN_EXE_yote"), database, &[], "info")
}

/// A friend game with an `initial_s`-second clock, both seats taken and `@a1 @f5 @b1` played:
/// Black's clock runs. (game, White's and Black's secrets and sockets).
async fn to_blacks_clock(
    server: &ServerProcess,
    initial_s: u32,
) -> (String, String, String, Client, Client) {
    let table = server
        .create(json!({"opponent": "friend", "clock": {"initial_s": initial_s, "increment_s": 0}}))
        .await;
    let game = table["game"].as_str().unwrap().to_owned();
    let white_secret = table["secret"].as_str().unwrap().to_owned();
    let token = invite_token(&table);
    let claimed = post_json(
        &http_client(),
        &server.url(&format!("/api/invites/{token}")),
        json!({}),
    )
    .await;
    let black_secret = claimed["secret"].as_str().unwrap().to_owned();
    let mut white = Client::connect(server.addr, &game, Some(&white_secret)).await;
    let mut black = Client::connect(server.addr, &game, Some(&black_secret)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(black.act(1, "@f5").await["type"], "ack");
    assert_eq!(white.act(2, "@b1").await["type"], "ack");
    (game, white_secret, black_secret, white, black)
}

#[tokio::test]
async fn nobody_loses_on_time_because_the_server_was_down() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("data/yote.db");
    let first = start(&database);
    let (game, white_secret, black_secret, white, mut black) = to_blacks_clock(&first, 3).await;
    let before = black.until("state", |s| s["ply"] == 3).await;
    assert_eq!(before["clock"]["running"], "black");
    let white_ms = before["clock"]["white_ms"].as_i64().unwrap();
    assert!(white_ms > 2_500, "{before}");

    // Killed with Black's clock running; down for longer than Black's three seconds.
    let mut first = first;
    first.child.kill().unwrap(); // SIGKILL
    first.child.wait().unwrap();
    drop((white, black));
    tokio::time::sleep(Duration::from_secs(4)).await;

    let second = start(&database);
    let state = second.state(&game).await;
    assert_eq!(state["status"], "playing", "{state}");
    assert_eq!(state["clock"]["running"], "black");
    let black_ms = state["clock"]["black_ms"].as_i64().unwrap();
    assert!(
        (12_000..=13_000).contains(&black_ms),
        "Black has its 3 s back plus the 10 s grace: {black_ms}"
    );
    assert_eq!(
        state["clock"]["white_ms"].as_i64().unwrap(),
        white_ms,
        "White's time is as stored"
    );

    // The players come back; Black plays; White's clock runs on and its flag falls on time.
    let mut white = Client::connect(second.addr, &game, Some(&white_secret)).await;
    let mut black = Client::connect(second.addr, &game, Some(&black_secret)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    assert_eq!(black.act(3, "@e5").await["type"], "ack");
    let over = white.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["reason"], "time", "{over}");
    assert_eq!(over["outcome"]["winner"], "black");
    let over = black.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["reason"], "time");
}

#[tokio::test]
async fn a_timed_game_nobody_comes_back_to_ends_on_time_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("data/yote.db");
    let first = start(&database);
    let (game, _, _, white, black) = to_blacks_clock(&first, 1).await;
    let mut first = first;
    first.child.kill().unwrap(); // SIGKILL, Black's clock running
    first.child.wait().unwrap();
    drop((white, black));

    // Nobody comes back. Black's second plus the 10 s grace run out on the server's own timer:
    // asked afterwards, the game is over (a game only loaded by the question would be playing).
    // (Asked first at 12 s and until 20 s: a game loaded by the first question would have 11 s
    // from then.)
    let second = start(&database);
    let started = std::time::Instant::now();
    tokio::time::sleep(Duration::from_secs(12)).await;
    let mut state = second.state(&game).await;
    while state["status"] != "over" && started.elapsed() < Duration::from_secs(20) {
        tokio::time::sleep(Duration::from_millis(500)).await;
        state = second.state(&game).await;
    }
    assert_eq!(state["status"], "over", "{state}");
    assert_eq!(state["outcome"]["reason"], "time");
    assert_eq!(state["outcome"]["winner"], "white");
    assert!(
        second
            .log_text()
            .contains("resumed unfinished computer and timed games"),
        "{}",
        second.log_text()
    );
}
