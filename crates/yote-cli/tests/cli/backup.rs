//! `yote backup` while a game is being played: the copy holds every action acknowledged before
//! the backup began, and serves as a database.

use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use serde_json::json;
use yote_testkit::*;

fn backup(database: &std::path::Path, dest: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_yote"))
        .arg("backup")
        .arg(dest)
        .arg("--database")
        .arg(format!("sqlite:{}", database.display()))
        .output()
        .unwrap()
}

#[tokio::test]
async fn a_backup_taken_mid_play_holds_every_acknowledged_action() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("yote.db");
    let server = ServerProcess::start(env!("CARGO_BIN_EXE_yote"), &db, &[], "info");
    let http = http_client();
    let (game, white, black, _) = seated_table(&http, &server.url(""), "standard").await;
    let mut w = Client::connect(server.addr, &game, Some(&white)).await;
    let mut b = Client::connect(server.addr, &game, Some(&black)).await;
    w.hello(json!({})).await;
    b.hello(json!({})).await;
    // The players place their 24 pieces, one square after another, without a pause.
    let acked = Arc::new(AtomicUsize::new(0));
    let count = Arc::clone(&acked);
    let squares: Vec<String> = (0..24)
        .map(|i| format!("@{}{}", (b'a' + (i % 6) as u8) as char, i / 6 + 1))
        .collect();
    let played = squares.clone();
    let players = tokio::spawn(async move {
        for (ply, action) in played.iter().enumerate() {
            let mover = if ply % 2 == 0 { &mut w } else { &mut b };
            let answer = mover.act(ply, action).await;
            assert_eq!(answer["type"], "ack", "{answer}");
            count.store(ply + 1, Ordering::SeqCst);
            tokio::time::sleep(Duration::from_millis(15)).await;
        }
    });
    while acked.load(Ordering::SeqCst) < 6 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let before = acked.load(Ordering::SeqCst);
    let copy = dir.path().join("copy.db");
    let (db2, copy2) = (db.clone(), copy.clone());
    let out = tokio::task::spawn_blocking(move || backup(&db2, &copy2))
        .await
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("bytes in"), "{stdout}");
    players.await.unwrap();
    assert!(before < 24, "the backup was taken while the game went on");

    // A server on the copy finds the game with every action acknowledged before the backup.
    let restored = ServerProcess::start(env!("CARGO_BIN_EXE_yote"), &copy, &[], "info");
    let state = restored.state(&game).await;
    let ply = state["ply"].as_u64().unwrap() as usize;
    assert!(
        ply >= before,
        "{ply} actions in the copy, {before} acknowledged before it"
    );
    let actions: Vec<String> = state["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(actions, squares[..ply], "the copy's actions are the game's");
    eprintln!("{stdout}{before} acknowledged before the backup, {ply} in it");

    // A backup never overwrites a file, and a PostgreSQL database is pointed to pg_dump.
    let again = backup(&db, &copy);
    assert_eq!(again.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));
    let pg = Command::new(env!("CARGO_BIN_EXE_yote"))
        .args(["backup", "x.db", "--database", "postgres://u@127.0.0.1/y"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&pg.stderr).contains("pg_dump"));
}
