//! Several `yote serve` nodes on one PostgreSQL database (docs/scaling.md), as an operator runs
//! them: real processes, real WebSockets, a throwaway PostgreSQL (`yote_testkit::TempPostgres`).
//! A friend game with its players and a watcher on different nodes played to its end; two nodes
//! receiving actions for the same ply at once; the node of a game killed with SIGKILL and its
//! clients playing on through the other; notifications lost while a node's listening session
//! was down, recovered by version.

use serde_json::{Value, json};
use yote_testkit::*;

fn node(url: &str) -> ServerProcess {
    ServerProcess::start_url(
        env!("CARGO_BIN_EXE_yote"),
        url,
        &[],
        "info,yote_server=debug",
    )
}

fn actions(state: &Value) -> Vec<String> {
    state["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn players_and_a_watcher_on_different_nodes_play_a_game_to_its_end() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let (game, ws, bs) = a.friend_table(&a, json!({"opponent": "friend"})).await;
    let mut white = Client::connect(a.addr, &game, Some(&ws)).await;
    let mut black = Client::connect(b.addr, &game, Some(&bs)).await;
    let mut watcher = Client::connect(b.addr, &game, None).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    watcher.hello(json!({})).await;
    // Presence crosses nodes: White, on A, hears that Black (on B) is here and one watches.
    white
        .until("presence", |p| p["black"] == true && p["watchers"] == 1)
        .await;
    let line = ["@a1", "@f5", "@b2", "@e4", "@c3", "@d1"];
    for (ply, action) in line.iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 {
            (&mut white, &mut black)
        } else {
            (&mut black, &mut white)
        };
        assert_eq!(mover.act(ply, action).await["type"], "ack");
        // The player on the other node sees it at once, and may answer.
        let seen = other.until("state", |s| s["ply"] == ply + 1).await;
        assert_eq!(actions(&seen).last().unwrap(), action, "{seen}");
    }
    let seen = watcher.until("state", |s| s["ply"] == 6).await;
    assert_eq!(actions(&seen), line);
    // The game ends on one node; both players and the watcher see the end.
    assert_eq!(
        black.request(json!({"type": "resign"})).await["type"],
        "ack"
    );
    for client in [&mut white, &mut watcher] {
        let over = client.until("state", |s| s["status"] == "over").await;
        assert_eq!(over["outcome"]["reason"], "resignation", "{over}");
        assert_eq!(over["outcome"]["winner"], "white");
    }
    assert_eq!(
        a.state(&game).await["outcome"],
        b.state(&game).await["outcome"]
    );
}

#[tokio::test]
async fn two_nodes_receiving_the_same_ply_at_once_store_exactly_one() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let (game, ws, bs) = a.friend_table(&a, json!({"opponent": "friend"})).await;
    // Each player holds a socket to each node (a phone that switched networks, say).
    let mut white_a = Client::connect(a.addr, &game, Some(&ws)).await;
    let mut white_b = Client::connect(b.addr, &game, Some(&ws)).await;
    let mut black_a = Client::connect(a.addr, &game, Some(&bs)).await;
    let mut black_b = Client::connect(b.addr, &game, Some(&bs)).await;
    for c in [&mut white_a, &mut white_b, &mut black_a, &mut black_b] {
        c.hello(json!({})).await;
    }
    let squares = ["a1", "b1", "c1", "d1", "e1", "f1", "a2", "b2", "c2", "d2"];
    for ply in 0..10usize {
        let (x, y, o1, o2) = if ply % 2 == 0 {
            (&mut white_a, &mut white_b, &mut black_a, &mut black_b)
        } else {
            (&mut black_a, &mut black_b, &mut white_a, &mut white_b)
        };
        // Two different actions for the same ply, sent to the two nodes at the same moment.
        let one = format!("@{}", squares[ply]);
        let two = format!(
            "@{}",
            squares[(ply + 5) % 10].replace('1', "5").replace('2', "4")
        );
        let (p, q) = tokio::join!(x.act(ply, &one), y.act(ply, &two));
        let acks = [&p, &q].iter().filter(|m| m["type"] == "ack").count();
        assert_eq!(acks, 1, "exactly one is stored: {p} / {q}");
        let (won, lost) = if p["type"] == "ack" {
            (&one, &q)
        } else {
            (&two, &p)
        };
        assert_eq!(lost["type"], "error", "{lost}");
        assert_eq!(
            lost["code"], "stale-ply",
            "the other is told clearly: {lost}"
        );
        assert_eq!(&lost["args"]["played"], won, "{lost}");
        // The opponent sees the stored one through either node, and both nodes agree.
        for c in [o1, o2] {
            let s = c.until("state", |s| s["ply"] == ply + 1).await;
            assert_eq!(actions(&s).last().unwrap(), won, "{s}");
        }
        for n in [&a, &b] {
            let s = n.state(&game).await;
            assert_eq!(s["ply"], ply + 1, "{s}");
            assert_eq!(actions(&s).last().unwrap(), won, "{s}");
        }
    }
    assert_eq!(
        actions(&a.state(&game).await),
        actions(&b.state(&game).await)
    );
}

#[tokio::test]
async fn a_killed_node_loses_nothing_and_its_players_play_on_through_the_other() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let (game, ws, bs) = a.friend_table(&a, json!({"opponent": "friend"})).await;
    let mut white = Client::connect(a.addr, &game, Some(&ws)).await;
    let mut black = Client::connect(a.addr, &game, Some(&bs)).await;
    let mut watcher = Client::connect(b.addr, &game, None).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    watcher.hello(json!({})).await;
    for (ply, action) in ["@a1", "@f5", "@b2", "@e4"].iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut white } else { &mut black };
        assert_eq!(mover.act(ply, action).await["type"], "ack");
    }
    let version = watcher.until("state", |s| s["ply"] == 4).await["version"]
        .as_u64()
        .unwrap();

    // SIGKILL the node both players are on; they reconnect to B, saying what they have seen.
    let mut a = a;
    a.child.kill().unwrap();
    a.child.wait().unwrap();
    drop((white, black));
    let mut white = Client::connect(b.addr, &game, Some(&ws)).await;
    let mut black = Client::connect(b.addr, &game, Some(&bs)).await;
    let state = white.hello(json!({"version": version})).await;
    assert_eq!(
        state["ply"], 4,
        "every acknowledged action is there: {state}"
    );
    assert_eq!(state["you"]["seat"], "white");
    black.hello(json!({"version": version})).await;
    assert_eq!(white.act(4, "@c3").await["type"], "ack");
    assert_eq!(black.act(5, "@d4").await["type"], "ack");
    let seen = watcher.until("state", |s| s["ply"] == 6).await;
    assert_eq!(actions(&seen), ["@a1", "@f5", "@b2", "@e4", "@c3", "@d4"]);
    assert_eq!(
        white.request(json!({"type": "resign"})).await["type"],
        "ack"
    );
    let over = watcher.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["winner"], "black");
}

#[tokio::test]
async fn actions_stored_while_a_node_was_not_listening_reach_its_players_by_version() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let (game, ws, bs) = a.friend_table(&a, json!({"opponent": "friend"})).await;
    let mut white = Client::connect(a.addr, &game, Some(&ws)).await;
    let mut black = Client::connect(b.addr, &game, Some(&bs)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    black.until("state", |s| s["ply"] == 1).await;

    // The database ends both nodes' listening sessions; they come back after half a second.
    let admin = sqlx::PgPool::connect(&url).await.unwrap();
    let ended: Vec<bool> = sqlx::query_scalar(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'yote-listener' AND datname = current_database()",
    )
    .fetch_all(&admin)
    .await
    .unwrap();
    assert_eq!(ended, [true, true]);
    // Meanwhile Black plays on B and White on A: neither node hears the other's notification.
    assert_eq!(black.act(1, "@f5").await["type"], "ack");
    let seen = white.until("state", |s| s["ply"] == 2).await;
    assert_eq!(actions(&seen), ["@a1", "@f5"]);
    assert_eq!(white.act(2, "@b1").await["type"], "ack");
    let seen = black.until("state", |s| s["ply"] == 3).await;
    assert_eq!(actions(&seen), ["@a1", "@f5", "@b1"]);
    assert!(
        b.log_text().contains("catching up on every game in memory"),
        "{}",
        b.log_text()
    );
}

#[tokio::test]
async fn an_answer_to_an_action_a_node_has_not_heard_of_is_taken_not_refused() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let (game, ws, bs) = a.friend_table(&a, json!({"opponent": "friend"})).await;
    let mut white = Client::connect(a.addr, &game, Some(&ws)).await;
    let mut black = Client::connect(b.addr, &game, Some(&bs)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    // Neither node hears the other for half a second.
    let admin = sqlx::PgPool::connect(&url).await.unwrap();
    let _: Vec<bool> = sqlx::query_scalar(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'yote-listener' AND datname = current_database()",
    )
    .fetch_all(&admin)
    .await
    .unwrap();
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    // Black answers at once through B, which holds the game at ply 0: B reads the store
    // instead of calling ply 1 ahead of the game.
    let answer = black.act(1, "@f5").await;
    assert_eq!(answer["type"], "ack", "{answer}");
    let seen = white.until("state", |s| s["ply"] == 2).await;
    assert_eq!(actions(&seen), ["@a1", "@f5"]);
    // A ply still ahead of what is stored is refused, and says where the game is.
    let ahead = black.act(5, "@f4").await;
    assert_eq!(ahead["code"], "future-ply", "{ahead}");
    assert_eq!(ahead["args"]["game_ply"], 2, "{ahead}");
}

#[tokio::test]
async fn a_flag_falls_once_when_both_nodes_hold_the_game() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let clock = json!({"opponent": "friend", "clock": {"initial_s": 2, "increment_s": 0}});
    let (game, ws, bs) = a.friend_table(&b, clock).await;
    let mut white = Client::connect(a.addr, &game, Some(&ws)).await;
    let mut black = Client::connect(b.addr, &game, Some(&bs)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(black.act(1, "@f5").await["type"], "ack");
    assert_eq!(white.act(2, "@b1").await["type"], "ack");
    // Black lets its 2 s run out: both nodes' timers fall at the same moment.
    for client in [&mut white, &mut black] {
        let over = client.until("state", |s| s["status"] == "over").await;
        assert_eq!(over["outcome"]["reason"], "time", "{over}");
        assert_eq!(over["outcome"]["winner"], "white");
    }
    let db = sqlx::PgPool::connect(&url).await.unwrap();
    let ends: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM events WHERE game_id = $1 AND event LIKE '%\"game_over\"%'",
    )
    .bind(&game)
    .fetch_one(&db)
    .await
    .unwrap();
    assert_eq!(ends, 1, "one end stored");
    for n in [&a, &b] {
        assert!(
            !n.log_text().contains("the end on time was not stored"),
            "{}",
            n.log_text()
        );
    }
}

fn node_with(url: &str, extra: &[&str]) -> ServerProcess {
    ServerProcess::start_url(env!("CARGO_BIN_EXE_yote"), url, extra, "info")
}

/// Waits until the current minute has at least 10 s left: the table count is per minute's
/// window, and a test must not straddle two.
async fn clear_of_a_minute_boundary() {
    loop {
        let s = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        if s % 60 < 50 {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    }
}

#[tokio::test]
async fn the_limits_per_address_hold_across_nodes() {
    let url = TempPostgres::shared().database();
    let http = http_client();
    // Four new tables a minute per address: two through each node, then the fifth is refused
    // on either, though neither node has seen more than two.
    let (a, b) = (
        node_with(&url, &["--tables-per-minute", "4"]),
        node_with(&url, &["--tables-per-minute", "4"]),
    );
    clear_of_a_minute_boundary().await;
    for n in [&a, &b, &a, &b] {
        let (status, body) =
            post(&http, &n.url("/api/tables"), json!({"opponent": "friend"})).await;
        assert_eq!(status, 201, "{body}");
    }
    for n in [&a, &b] {
        let (status, body) =
            post(&http, &n.url("/api/tables"), json!({"opponent": "friend"})).await;
        assert_eq!(status, 429, "{body}");
        assert_eq!(body["error"]["code"], "too-many-tables", "{body}");
    }

    // Ten live games against the computer per address, counted in the database.
    let ten = [
        "--tables-per-minute",
        "1000",
        "--computer-games-per-address",
        "10",
    ];
    let (c, d) = (node_with(&url, &ten), node_with(&url, &ten));
    let computer = json!({"opponent": "computer", "level": "beginner", "white": "creator"});
    for i in 0..10 {
        let n = if i % 2 == 0 { &c } else { &d };
        let (status, body) = post(&http, &n.url("/api/tables"), computer.clone()).await;
        assert_eq!(status, 201, "game {i}: {body}");
    }
    for n in [&c, &d] {
        let (status, body) = post(&http, &n.url("/api/tables"), computer.clone()).await;
        assert_eq!(status, 503, "{body}");
        assert_eq!(body["error"]["code"], "computer-busy", "{body}");
        assert_eq!(body["error"]["args"]["reason"], "address", "{body}");
    }
    // Friend tables are not the computer's: still admitted.
    let (status, _) = post(&http, &c.url("/api/tables"), json!({"opponent": "friend"})).await;
    assert_eq!(status, 201);
}

#[test]
fn yote_loadtest_given_two_nodes_times_actions_seen_across_them() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_yote"))
        .args(["loadtest", "--games", "6", "--rate", "4", "--duration", "3"])
        .args(["--server", &a.url(""), "--server", &b.url("")])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{report}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(report.contains("errors: 0"), "{report}");
    assert!(
        report.contains("seen across 2 nodes (act to the opponent's state): p50"),
        "{report}"
    );
    assert!(
        report.contains("6 friend + 0 computer, 12 sockets"),
        "{report}"
    );
    // The tables were made through both nodes (each game's guest joined through the other).
    for n in [&a, &b] {
        assert!(n.log_text().contains("table created"), "{}", n.log_text());
    }
}

/// One node of two behind nginx restarted during a load, as an upgrade does it (SIGTERM, then
/// the new binary on the same address): no acknowledged action is lost, and the players whose
/// sockets it closed are back through the other node within moments.
#[tokio::test]
async fn a_node_restarted_behind_nginx_during_a_load_loses_no_acknowledged_action() {
    let url = TempPostgres::shared().database();
    // All the load comes from 127.0.0.1, through nginx.
    let flags = [
        "--trusted-proxies",
        "127.0.0.1",
        "--tables-per-minute",
        "1000000",
        "--connections-per-address",
        "1000000",
        "--shutdown-grace",
        "2",
    ];
    let a = node_with(&url, &flags);
    let b = node_with(&url, &flags);
    let nginx = Nginx::start(&[a.addr, b.addr]);
    let server = nginx.url("");
    let load = std::thread::spawn(move || {
        std::process::Command::new(env!("CARGO_BIN_EXE_yote"))
            .args(["loadtest", "--server", &server, "--games", "20"])
            .args(["--duration", "10", "--rate", "2"])
            .output()
            .unwrap()
    });
    // Two seconds of warm-up, three of play, then node A is upgraded.
    tokio::time::sleep(std::time::Duration::from_secs(5)).await;
    let mut a = a;
    let address = a.addr.to_string();
    let pid = a.child.id().to_string();
    std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap();
    let stopped = a.child.wait().unwrap();
    assert!(stopped.success(), "{stopped:?}\n{}", a.log_text());
    let a2 = ServerProcess::start_on(env!("CARGO_BIN_EXE_yote"), &url, &address, &flags, "info");
    let out = load.join().unwrap();
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{report}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Every acknowledged action is in the database (a missing one is the error `lost-action`),
    // and the players of node A came back.
    assert!(report.contains("errors: 0"), "{report}");
    assert!(!report.contains("lost-action"), "{report}");
    assert!(
        report.contains("back after a dropped connection"),
        "{report}"
    );
    let reconnects: u64 = report
        .split("reconnects: ")
        .nth(1)
        .and_then(|r| r.split(',').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    assert!(reconnects > 0, "{report}");
    eprintln!("{report}");
    drop((a2, b, nginx));
}
