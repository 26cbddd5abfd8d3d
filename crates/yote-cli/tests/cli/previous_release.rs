//! A database written by the previous release (before actions were stored as typed values and
//! the live game was rebuilt as rooms) loads and plays on: `tests/data/previous-release.db`, made
//! by `tests/data/make-previous-release-db.mjs` against that release's `yote serve`, holds a
//! local game, a friend game on a correspondence clock, a game against the computer and a
//! resigned timed game; `previous-release.json` says where each stood.

use std::path::Path;

use serde_json::{Value, json};
use yote_testkit::*;

fn fixture() -> (tempfile::TempDir, std::path::PathBuf, Value) {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("yote.db");
    std::fs::copy(data.join("previous-release.db"), &database).unwrap();
    let text = std::fs::read_to_string(data.join("previous-release.json")).unwrap();
    (dir, database, serde_json::from_str(&text).unwrap())
}

fn s(v: &Value) -> &str {
    v.as_str().unwrap()
}

/// Plays the first legal action of `state` through `player`; answers the new state.
async fn play_on(player: &mut Client, state: &Value) -> Value {
    let ply = state["ply"].as_u64().unwrap() as usize;
    let action = s(&state["legal_actions"][0]).to_owned();
    let ack = player.act(ply, &action).await;
    assert_eq!(ack["type"], "ack", "{ack}");
    assert_eq!(ack["version"], state["version"].as_u64().unwrap() + 1);
    player.until("state", |v| v["ply"] == json!(ply + 1)).await
}

#[tokio::test]
async fn a_database_of_the_previous_release_loads_and_plays_on() {
    let (_dir, database, games) = fixture();
    let server = ServerProcess::start(env!("CARGO_BIN_EXE_yote"), &database, &[], "info");

    // Every game reads back where it stood.
    for (name, game) in games.as_object().unwrap() {
        let state = server.state(s(&game["game"])).await;
        assert_eq!(state["version"], game["version"], "{name}: {state}");
        if let Some(ply) = game.get("ply") {
            assert_eq!(state["ply"], *ply, "{name}");
            assert_eq!(
                state["actions"].as_array().unwrap().len() as u64,
                ply.as_u64().unwrap()
            );
        }
    }

    // The local game plays on from ply 6.
    let local = &games["local"];
    let mut both = Client::connect(server.addr, s(&local["game"]), Some(s(&local["secret"]))).await;
    let state = both.hello(json!({})).await;
    assert_eq!(state["you"]["seat"], "both");
    let next = play_on(&mut both, &state).await;
    assert_eq!(next["ply"], 7);

    // The friend game keeps its rules and its clock; Black, to move, plays.
    let friend = &games["friend"];
    let mut black =
        Client::connect(server.addr, s(&friend["game"]), Some(s(&friend["black"]))).await;
    let state = black.hello(json!({})).await;
    assert_eq!(state["rules"], "standard,chain_jumps=true");
    assert_eq!(state["clock"]["kind"], "correspondence");
    assert_eq!(state["clock"]["days"], 3);
    assert_eq!(state["to_move"], "black");
    play_on(&mut black, &state).await;

    // The computer answers an action in its game.
    let computer = &games["computer"];
    let mut me = Client::connect(
        server.addr,
        s(&computer["game"]),
        Some(s(&computer["secret"])),
    )
    .await;
    let mut state = me.hello(json!({})).await;
    if state["legal_actions"].is_null() {
        state = me.until("state", |v| !v["legal_actions"].is_null()).await;
    }
    let ply = state["ply"].as_u64().unwrap();
    play_on(&mut me, &state).await;
    me.until("state", |v| v["ply"] == json!(ply + 2)).await;

    // The resigned game stays over, and its record says so.
    let resigned = &games["resigned"];
    let state = server.state(s(&resigned["game"])).await;
    assert_eq!(state["status"], "over");
    assert_eq!(state["outcome"]["result"], resigned["result"]);
    let record = http_client()
        .get(server.url(&format!("/api/games/{}/record", s(&resigned["game"]))))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(record.contains("[Result \"0-1\"]"), "{record}");
    assert!(record.contains("[TimeControl \"300+2\"]"), "{record}");
}
