//! Abandoned games (docs/reliability.md "Abandoned games"): a player whose connections have all
//! been gone for the timeout lets the opponent claim the victory or a draw; before it, the
//! claim is refused with the time left; watchers see who is gone; a player who comes back in
//! time cancels it.

use std::time::Duration;

use serde_json::{Value, json};
use yote_server::Config;
use yote_testkit::*;

/// The timeout of an untimed game in these tests: long enough to see the claim refused first.
const GONE: Duration = Duration::from_millis(1500);

async fn server() -> TestServer {
    TestServer::start_with(Config {
        abandon_after: GONE,
        ..Config::default()
    })
    .await
}

/// A friend table, both seats taken, White's first action played: (game, white, black secrets).
async fn friends(server: &TestServer) -> (String, String, String) {
    let table = server
        .create(json!({"rules": "standard", "opponent": "friend", "white": "creator"}))
        .await;
    let token = invite_token(&table).to_owned();
    let claimed = post_json(
        &server.http,
        &server.url(&format!("/api/invites/{token}")),
        json!({}),
    )
    .await;
    (
        table["game"].as_str().unwrap().to_owned(),
        table["secret"].as_str().unwrap().to_owned(),
        claimed["secret"].as_str().unwrap().to_owned(),
    )
}

fn claimable(s: &Value) -> bool {
    s["abandoned"]["claimable"] == true
}

#[tokio::test]
async fn a_player_who_stays_away_loses_when_the_opponent_claims_the_victory() {
    let server = server().await;
    let (game, ws, bs) = friends(&server).await;
    let mut white = server.ws(&game, Some(&ws)).await;
    let opened = white.hello(json!({})).await;
    assert_eq!(
        opened["abandoned"]["side"], "black",
        "Black has not come yet: {opened}"
    );
    assert!(!claimable(&opened));
    let black = {
        let mut black = server.ws(&game, Some(&bs)).await;
        let state = black.hello(json!({})).await;
        assert_eq!(state["abandoned"], Value::Null, "both are here: {state}");
        black
    };
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    let mut watcher = server.ws(&game, None).await;
    watcher.hello(json!({})).await;
    // Black leaves: the others see who is gone, not yet claimable.
    black.close().await;
    let state = white
        .until("state", |s| s["abandoned"]["side"] == "black")
        .await;
    assert!(!claimable(&state), "{state}");
    // Too early: refused, with the seconds left, and nothing changes.
    let early = white
        .request(json!({"type": "claim_victory", "id": 1}))
        .await;
    assert_eq!(early["type"], "error");
    assert_eq!(early["code"], "cannot-claim");
    assert_eq!(early["args"]["reason"], "too-early");
    assert!(early["args"]["wait_s"].as_u64().unwrap() >= 1, "{early}");
    // The timeout passes: a fresh state tells everyone, on time and unasked.
    let state = white.until("state", claimable).await;
    assert_eq!(state["abandoned"]["side"], "black");
    let seen = watcher.until("state", claimable).await;
    assert_eq!(seen["abandoned"]["side"], "black");
    assert_eq!(
        white
            .request(json!({"type": "claim_victory", "id": 2}))
            .await["type"],
        "ack"
    );
    let over = watcher.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["winner"], "white");
    assert_eq!(over["outcome"]["reason"], "abandoned");
    assert_eq!(over["abandoned"], Value::Null, "nothing left to claim");
    let (text, _) = server.record(&game).await;
    assert!(text.contains("abandoned"), "{text}");
}

#[tokio::test]
async fn a_draw_can_be_called_and_a_player_back_in_time_cancels_the_claim() {
    let server = server().await;
    let (game, ws, bs) = friends(&server).await;
    let mut white = server.ws(&game, Some(&ws)).await;
    let mut black = server.ws(&game, Some(&bs)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    // The player who is here has nothing to claim; the one who left cannot claim either.
    let here = white.request(json!({"type": "claim_draw", "id": 1})).await;
    assert_eq!(here["args"]["reason"], "opponent-here", "{here}");
    // Black goes and comes back before the timeout: nothing to claim.
    black.close().await;
    white
        .until("state", |s| s["abandoned"]["side"] == "black")
        .await;
    let mut black = server.ws(&game, Some(&bs)).await;
    let back = black.hello(json!({})).await;
    assert_eq!(back["abandoned"], Value::Null, "{back}");
    tokio::time::sleep(GONE + Duration::from_millis(300)).await;
    let late = white
        .request(json!({"type": "claim_victory", "id": 2}))
        .await;
    assert_eq!(late["args"]["reason"], "opponent-here", "{late}");
    // Black goes for good: White calls it a draw.
    black.close().await;
    white.until("state", claimable).await;
    assert_eq!(
        white.request(json!({"type": "claim_draw", "id": 3})).await["type"],
        "ack"
    );
    let over = white.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["winner"], Value::Null);
    assert_eq!(over["outcome"]["reason"], "abandoned");
}

#[tokio::test]
async fn nobody_can_claim_a_game_against_the_computer_or_on_one_device() {
    let server = server().await;
    for opponent in ["computer", "local"] {
        let table = server
            .create(json!({"rules": "standard", "opponent": opponent, "white": "creator"}))
            .await;
        let game = table["game"].as_str().unwrap();
        let mut me = server.ws(game, table["secret"].as_str()).await;
        let state = me.hello(json!({})).await;
        assert_eq!(state["abandoned"], Value::Null, "{opponent}: {state}");
        let claim = me.request(json!({"type": "claim_victory", "id": 1})).await;
        assert_eq!(claim["code"], "cannot-claim", "{opponent}: {claim}");
    }
}
