//! `yote serve` as an operator runs it: SIGTERM with a request half sent, logs at `trace`.

use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::json;
use tokio::io::AsyncWriteExt;
use yote_testkit::*;

fn sigterm(server: &ServerProcess) {
    let status = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .expect("kill");
    assert!(status.success());
}

/// Waits for the process to exit; its status, or a panic after `within`.
fn wait_exit(server: &mut ServerProcess, within: Duration) -> std::process::ExitStatus {
    let deadline = Instant::now() + within;
    loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            return status;
        }
        assert!(
            Instant::now() < deadline,
            "the server did not exit within {within:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[tokio::test]
async fn sigterm_with_a_request_half_sent_exits_within_the_grace() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        &dir.path().join("yote.db"),
        &["--shutdown-grace", "1"],
        "info",
    );
    // A request whose headers stop half way, and a WebSocket in a game.
    let mut half = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    half.write_all(b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Le")
        .await
        .unwrap();
    let table = server
        .create(json!({"rules": TINY_RULES, "opponent": "friend"}))
        .await;
    let game = table["game"].as_str().unwrap();
    let secret = table["secret"].as_str().unwrap();
    let mut client = Client::connect(server.addr, game, Some(secret)).await;
    client.hello(json!({})).await;
    let started = Instant::now();
    sigterm(&server);
    let status = wait_exit(&mut server, Duration::from_secs(6));
    assert!(status.success(), "{status:?}");
    assert!(started.elapsed() < Duration::from_secs(4));
    let log = server.log_text();
    assert!(log.contains("stopped"), "{log}");
    drop(half);
}

#[tokio::test]
async fn no_seat_secret_reaches_the_log_even_at_trace() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        &dir.path().join("yote.db"),
        &["--shutdown-grace", "1"],
        "trace",
    );
    let http = http_client();
    let (game, white, black, token) = seated_table(&http, &server.url(""), TINY_RULES).await;
    // The secrets travel every way they can: cookie, hello, continue link.
    let mut w = Client::connect(server.addr, &game, Some(&white)).await;
    let mut b = Client::connect(server.addr, &game, None).await;
    w.hello(json!({})).await;
    b.hello(json!({"secret": black})).await;
    for (ply, action) in TINY_GAME.iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut w } else { &mut b };
        assert_eq!(mover.act(ply, action).await["type"], "ack");
    }
    let link = server.url(&format!("/games/{game}/continue/{white}"));
    assert_eq!(http.get(&link).send().await.unwrap().status(), 200);
    let response = http
        .post(&link)
        .header("origin", server.url(""))
        .send()
        .await
        .unwrap();
    assert!(response.status().is_redirection(), "{}", response.status());
    w.close().await;
    b.close().await;
    sigterm(&server);
    wait_exit(&mut server, Duration::from_secs(6));
    let log = server.log_text();
    // The log is at trace (the server's own trace lines are there)...
    assert!(log.contains("TRACE"), "the log is not at trace level");
    assert!(log.lines().count() > 50, "{log}");
    // ...and holds neither secret, nor the invite token.
    for secret in [&white, &black, &token] {
        assert!(!log.contains(secret.as_str()), "a secret is in the log");
    }
}

/// `--log-format json`: one JSON object a line, each request's span with its route and client.
#[tokio::test]
async fn logs_as_json_name_each_requests_route_and_client() {
    let dir = tempfile::tempdir().unwrap();
    let server = ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        &dir.path().join("yote.db"),
        &["--log-format", "json"],
        "info,tower_http=debug",
    );
    let http = http_client();
    let game = server.create(json!({"opponent": "friend"})).await["game"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut ws = Client::connect(server.addr, &game, None).await;
    ws.hello(json!({})).await;
    ws.close().await;
    let _ = http.get(server.url("/api/ping")).send().await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let lines: Vec<serde_json::Value> = server
        .log_text()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(
        lines
            .iter()
            .all(|l| l["level"].is_string() && l["timestamp"].is_string())
    );
    let ping = lines
        .iter()
        .find(|l| l["span"]["route"] == "/api/ping")
        .expect("a line about the ping");
    assert_eq!(ping["span"]["client"], "127.0.0.1", "{ping}");
    assert_eq!(ping["span"]["method"], "GET", "{ping}");
}

/// `yote serve` on `database` that must refuse to start: its stderr.
fn refused_start(database: &std::path::Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_yote"))
        .env("YOTE_BUILD_TABLEBASES", "false")
        .args(["serve", "--listen", "127.0.0.1:0", "--database"])
        .arg(format!("sqlite:{}", database.display()))
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    String::from_utf8(out.stderr).unwrap()
}

#[tokio::test]
async fn a_second_server_on_the_same_database_refuses_to_start() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("yote.db");
    let first = ServerProcess::start(env!("CARGO_BIN_EXE_yote"), &database, &[], "info");
    let err = refused_start(&database);
    assert!(
        err.contains("another server holds the database") && err.contains("yote.db"),
        "{err}"
    );
    // The first one serves on, undisturbed.
    first
        .create(json!({"rules": TINY_RULES, "opponent": "friend"}))
        .await;
}

#[tokio::test]
async fn a_damaged_database_is_refused_at_start_with_how_to_recover() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("yote.db");
    let mut server = ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        &database,
        &["--tables-per-minute", "1000"],
        "info",
    );
    for _ in 0..200 {
        server
            .create(json!({"rules": "standard", "opponent": "local"}))
            .await;
    }
    sigterm(&server);
    assert!(wait_exit(&mut server, Duration::from_secs(6)).success());
    // A clean stop leaves everything in the main file (no write-ahead log to replay).
    assert!(
        !dir.path().join("yote.db-wal").exists()
            || std::fs::metadata(dir.path().join("yote.db-wal"))
                .unwrap()
                .len()
                == 0
    );
    let mut bytes = std::fs::read(&database).unwrap();
    assert!(bytes.len() > 8 * 4096, "{} bytes", bytes.len());
    // Garbage over the middle of the file, as a failing disk leaves it.
    let middle = bytes.len() / 2;
    for b in &mut bytes[middle - 2048..middle + 2048] {
        *b = 0xA5;
    }
    std::fs::write(&database, bytes).unwrap();
    let err = refused_start(&database);
    assert!(err.contains("is damaged"), "{err}");
    assert!(err.contains(".recover"), "{err}");
}

#[tokio::test]
async fn a_read_only_database_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("yote.db");
    drop(ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        &database,
        &[],
        "info",
    ));
    // Read-only even for root: the immutable attribute.
    let status = Command::new("chattr")
        .arg("+i")
        .arg(&database)
        .status()
        .unwrap();
    assert!(status.success(), "chattr +i");
    let err = refused_start(&database);
    Command::new("chattr")
        .arg("-i")
        .arg(&database)
        .status()
        .unwrap();
    assert!(err.contains("is read-only"), "{err}");
}
