//! Reconnecting: missed events are replayed; resent actions apply once.

use serde_json::{Value, json};
use yote_testkit::*;

#[tokio::test]
async fn a_reconnecting_player_receives_the_missed_events() {
    let server = TestServer::start().await;
    let (game, white_secret, black_secret) = server.seated_table("standard").await;
    let mut white = server.ws(&game, Some(&white_secret)).await;
    let mut black = server.ws(&game, Some(&black_secret)).await;
    white.hello(json!({})).await;
    let seen = black.hello(json!({})).await;
    let last_seen = seen["version"].as_u64().unwrap();
    black.close().await;
    let gone = white.until("presence", |p| p["black"] == false).await;
    assert_eq!(gone["white"], true);

    // While Black is away, White acts and offers a draw.
    assert_eq!(white.act(0, "@c3").await["type"], "ack");
    assert_eq!(
        white.request(json!({"type": "offer_draw"})).await["type"],
        "ack"
    );

    let mut black = server.ws(&game, Some(&black_secret)).await;
    black
        .send(json!({"type": "hello", "version": last_seen}))
        .await;
    let first = black.recv().await;
    assert_eq!(first["type"], "event");
    assert_eq!(first["version"], last_seen + 1);
    assert_eq!(first["event"]["kind"], "action");
    assert_eq!(first["event"]["action"], "@c3");
    let second = black.recv().await;
    assert_eq!(second["version"], last_seen + 2);
    assert_eq!(second["event"]["kind"], "draw_offered");
    let state = black.recv().await;
    assert_eq!(state["type"], "state");
    assert_eq!(state["version"], last_seen + 2);
    assert_eq!(state["draw_offer"], "white");
    assert!(state["legal_actions"].as_array().is_some());

    // Black's action declines the pending offer.
    assert_eq!(black.act(1, "@c4").await["type"], "ack");
    let declined = white
        .until("event", |e| e["event"]["kind"] == "draw_declined")
        .await;
    assert_eq!(declined["event"]["side"], "black");
    let state = white.next_of("event").await;
    assert_eq!(state["event"]["kind"], "action");
    assert_eq!(white.next_of("state").await["draw_offer"], Value::Null);

    // A version from the future, or none: only the state.
    let mut late = server.ws(&game, None).await;
    late.send(json!({"type": "hello", "version": 999})).await;
    let m = late.recv().await;
    assert_eq!(m["type"], "state");
    assert_eq!(m["ply"], 2);
}

#[tokio::test]
async fn a_resent_action_is_applied_once_and_a_stale_one_is_refused() {
    let server = TestServer::start().await;
    let (game, white_secret, black_secret) = server.seated_table("standard").await;
    let mut white = server.ws(&game, Some(&white_secret)).await;
    white.hello(json!({})).await;
    let first = white.act(0, "@a1").await;
    assert_eq!(first["type"], "ack");
    assert_eq!(first["duplicate"], false);
    let version = first["version"].as_u64().unwrap();

    // The same action again (as after a reconnect, on a new connection): acknowledged, not replayed.
    let mut again = server.ws(&game, Some(&white_secret)).await;
    again.hello(json!({})).await;
    let resent = again.act(0, "@a1").await;
    assert_eq!(resent["type"], "ack", "{resent}");
    assert_eq!(resent["duplicate"], true);
    assert_eq!(resent["version"], version);

    let stale = again.act(0, "@b2").await;
    assert_eq!(stale["code"], "stale-ply");
    assert!(stale["message"].as_str().unwrap().contains("@a1"));
    let ahead = again.act(5, "@b2").await;
    assert_eq!(ahead["code"], "future-ply");

    // The opponent cannot claim White's action as a resend of theirs.
    let mut black = server.ws(&game, Some(&black_secret)).await;
    black.hello(json!({})).await;
    assert_eq!(black.act(0, "@a1").await["code"], "stale-ply");

    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["ply"], 1);
    assert_eq!(state["actions"], json!(["@a1"]));
    assert_eq!(state["version"], version);
}
