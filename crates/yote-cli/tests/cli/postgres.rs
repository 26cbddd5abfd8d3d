//! `yote serve --database postgres://…` as an operator runs it, on a throwaway PostgreSQL server
//! (`yote_testkit::TempPostgres`): a friend game over real WebSockets, the server killed with
//! SIGKILL mid-game and started again losing no acknowledged action, the game played to its
//! end; a second node on the same database serving it.

use std::time::{Duration, Instant};

use serde_json::json;
use yote_testkit::*;

fn start(url: &str) -> ServerProcess {
    ServerProcess::start_url(
        env!("CARGO_BIN_EXE_yote"),
        url,
        &[],
        "info,yote_server=debug",
    )
}

#[tokio::test]
async fn a_friend_game_on_postgres_survives_a_sigkill() {
    let url = TempPostgres::shared().database();
    let http = http_client();
    let first = start(&url);
    assert!(
        first.log_text().contains("listening"),
        "{}",
        first.log_text()
    );

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
    let mut watcher = Client::connect(first.addr, &game, None).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    watcher.hello(json!({})).await;
    for (ply, action) in ["@a1", "@f5", "@b2", "@e4"].into_iter().enumerate() {
        let player = if ply.is_multiple_of(2) {
            &mut white
        } else {
            &mut black
        };
        let ack = player.act(ply, action).await;
        assert_eq!(ack["type"], "ack", "{ack}");
    }
    let offered = white.request(json!({"type": "offer_draw"})).await;
    assert_eq!(offered["type"], "ack");
    let version = offered["version"].as_u64().unwrap();
    // The watcher saw every action as it was played.
    let seen = watcher.until("state", |s| s["version"] == version).await;
    assert_eq!(seen["draw_offer"], "white", "{seen}");

    // SIGKILL: nothing is flushed, nothing is said to the database.
    let mut first = first;
    first.child.kill().unwrap();
    first.child.wait().unwrap();
    drop((white, black, watcher));

    // Started again on the same database (its predecessor's lock goes with its session).
    let started = Instant::now();
    let second = start(&url);
    assert!(started.elapsed() < Duration::from_secs(15));
    let state = second.state(&game).await;
    assert_eq!(state["version"], version, "{state}");
    assert_eq!(state["actions"], json!(["@a1", "@f5", "@b2", "@e4"]));
    assert_eq!(state["draw_offer"], "white");
    assert_eq!(state["status"], "playing");

    // The players come back, play on, and the game ends.
    let mut white = Client::connect(second.addr, &game, Some(&white_secret)).await;
    let mut black = Client::connect(second.addr, &game, Some(&black_secret)).await;
    assert_eq!(
        white.hello(json!({"version": version})).await["you"]["seat"],
        "white"
    );
    assert_eq!(
        black.hello(json!({"version": version})).await["you"]["seat"],
        "black"
    );
    let declined = black.request(json!({"type": "decline_draw"})).await;
    assert_eq!(declined["type"], "ack", "{declined}");
    assert_eq!(white.act(4, "@f1").await["type"], "ack");
    assert_eq!(black.act(5, "@c3").await["type"], "ack");
    // A resend of an action stored before the kill is acknowledged as a duplicate, once.
    let again = white.act(0, "@a1").await;
    assert_eq!(again["duplicate"], true, "{again}");
    assert_eq!(
        black.request(json!({"type": "resign"})).await["type"],
        "ack"
    );
    let state = second.state(&game).await;
    assert_eq!(state["outcome"]["reason"], "resignation", "{state}");
    assert_eq!(
        state["actions"],
        json!(["@a1", "@f5", "@b2", "@e4", "@f1", "@c3"])
    );

    // A second node on the same database serves the same game (docs/scaling.md).
    let other = start(&url);
    let state = other.state(&game).await;
    assert_eq!(state["outcome"]["reason"], "resignation");
    assert_eq!(state["ply"], 6);
    drop(other);

    // Killed once more, the finished game is all there for the next one.
    drop(second);
    let third = start(&url);
    let state = third.state(&game).await;
    assert_eq!(state["outcome"]["reason"], "resignation");
    assert_eq!(state["ply"], 6);
}

/// `YOTE_DATABASE` picks the database as `--database` does; an unreachable one stops the
/// server at once with a clear message that hides the password.
#[test]
fn yote_database_picks_postgres_and_an_unreachable_one_is_said_clearly() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_yote"))
        .env("YOTE_BUILD_TABLEBASES", "false")
        .args(["serve", "--listen", "127.0.0.1:0"])
        .env(
            "YOTE_DATABASE",
            format!("postgres://yote:hunter2@127.0.0.1:{port}/yote"),
        )
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("cannot reach the PostgreSQL database"),
        "{said}"
    );
    assert!(said.contains("yote:***@127.0.0.1"), "{said}");
    assert!(!said.contains("hunter2"), "{said}");
}
