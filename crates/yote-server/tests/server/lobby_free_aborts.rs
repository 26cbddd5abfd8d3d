//! Over the real server, real HTTP and real WebSockets: a lobby game that ends before both
//! sides have acted, however it ends (an abort, a resignation, a flag), is never rated and
//! counts as leaving for the side that ended it (docs/reliability.md "Leaving lobby games",
//! "Cheats tried and closed").

use std::sync::atomic::Ordering;
use std::time::Duration;

use serde_json::{Value, json};
use yote_server::{Config, ServerClock};
use yote_testkit::{Client, TestServer, http_client, new_player, set_cookie, test_config};

use crate::lobby_agreed_and_held::wait_for;

/// A player of a lobby game at its table: their socket and their side.
struct Seat {
    ws: Client,
    side: String,
}

/// The seat of the lobby game `game` for `player`, joined over a WebSocket.
async fn sit(server: &TestServer, game: &str, player: &str) -> Seat {
    let r = http_client()
        .post(server.url(&format!("/api/lobby/games/{game}/seat")))
        .header("cookie", format!("yote_player={player}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let cookie = set_cookie(&r).unwrap();
    let secret = cookie.split_once('=').unwrap().1.split(';').next().unwrap();
    let mut ws = server.ws(game, Some(secret)).await;
    let state = ws.hello(json!({})).await;
    let side = state["you"]["seat"].as_str().unwrap().to_owned();
    Seat { ws, side }
}

/// Pairs the two lobby players at 3+2: the game and both seats, Ada's first.
async fn pair(
    server: &TestServer,
    (a, ada): (&mut Client, &str),
    (b, bo): (&mut Client, &str),
) -> (String, Seat, Seat) {
    a.send(json!({"type": "seek", "tile": "3+2"})).await;
    b.send(json!({"type": "seek", "tile": "3+2"})).await;
    let game = wait_for(a, "paired").await["game"]
        .as_str()
        .unwrap()
        .to_owned();
    wait_for(b, "paired").await;
    let ada_seat = sit(server, &game, ada).await;
    let bo_seat = sit(server, &game, bo).await;
    (game, ada_seat, bo_seat)
}

/// Seeks until the lobby says Ada waits (the results are applied within a few waves), then
/// checks she left two games.
async fn assert_held_for_two(a: &mut Client, wave: Duration) {
    let mut held = Value::Null;
    for _ in 0..20 {
        tokio::time::sleep(wave).await;
        a.send(json!({"type": "seek", "tile": "10+5"})).await;
        held = wait_for(a, "seeking").await["held"].clone();
        a.send(json!({"type": "cancel"})).await;
        wait_for(a, "cancelled").await;
        if !held.is_null() {
            break;
        }
    }
    assert_eq!(held["games"], 2, "two games left, so a wait: {held}");
}

/// Neither player's rating moved for `game`.
async fn assert_unrated(server: &TestServer, game: &str) {
    let (_, players) = server.get_json(&format!("/api/games/{game}/players")).await;
    for side in ["white", "black"] {
        let change = &players[side]["change"];
        assert!(
            change.is_null() || change == 0,
            "a game ended before both sides acted is not rated: {players}"
        );
    }
}

#[tokio::test]
async fn resigning_before_both_sides_have_acted_is_leaving_and_is_not_rated() {
    let config = test_config();
    let wave = config.lobby_wave;
    let server = TestServer::start_with(config).await;
    let http = http_client();
    let origin = server.url("");
    let (ada, _) = new_player(&http, &origin).await;
    let (bo, _) = new_player(&http, &origin).await;
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    let mut b = Client::lobby(server.addr, Some(&bo), None).await;
    a.next_of("welcome").await;
    b.next_of("welcome").await;
    let mut games = Vec::new();
    for round in 0..2 {
        let (game, mut mine, mut theirs) = pair(&server, (&mut a, &ada), (&mut b, &bo)).await;
        // In the second game, the opponent acts first when it is White: one ply is not both.
        if round == 1 && theirs.side == "white" {
            assert_eq!(theirs.ws.act(0, "@a1").await["type"], "ack");
        }
        let resigned = mine.ws.request(json!({"type": "resign", "id": "r"})).await;
        assert_eq!(resigned["type"], "ack", "{resigned}");
        let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
        assert_eq!(state["outcome"]["reason"], "resignation", "{state}");
        assert_eq!(
            state["outcome"]["left"], mine.side,
            "a resignation before both sides acted says who left: {state}"
        );
        games.push(game);
    }
    assert_held_for_two(&mut a, wave).await;
    for game in &games {
        assert_unrated(&server, game).await;
    }
    // Bo, who stayed, waits for nothing.
    b.send(json!({"type": "seek", "tile": "10+5"})).await;
    assert_eq!(wait_for(&mut b, "seeking").await["held"], Value::Null);
}

#[tokio::test]
async fn flagging_before_both_sides_have_acted_is_leaving_and_is_not_rated() {
    let (clock, offset) = ServerClock::manual();
    let config = Config {
        clock,
        ..test_config()
    };
    let wave = config.lobby_wave;
    let first_action = config.first_action.as_millis() as i64;
    let server = TestServer::start_with(config).await;
    let http = http_client();
    let origin = server.url("");
    let (ada, _) = new_player(&http, &origin).await;
    let (bo, _) = new_player(&http, &origin).await;
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    let mut b = Client::lobby(server.addr, Some(&bo), None).await;
    a.next_of("welcome").await;
    b.next_of("welcome").await;
    let mut games = Vec::new();
    for _ in 0..2 {
        let (game, mine, mut theirs) = pair(&server, (&mut a, &ada), (&mut b, &bo)).await;
        // Ada's clock runs before she has acted: at once as White, after Bo's first as Black.
        if theirs.side == "white" {
            assert_eq!(theirs.ws.act(0, "@a1").await["type"], "ack");
        }
        let side = mine.side.clone();
        drop((mine, theirs));
        offset.fetch_add(first_action + 1_000, Ordering::SeqCst);
        let mut state = Value::Null;
        for _ in 0..50 {
            let mut watcher = server.ws(&game, None).await;
            state = watcher.hello(json!({})).await;
            if state["status"] == "over" {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert_eq!(state["status"], "over", "{state}");
        assert_eq!(state["outcome"]["left"], side.as_str(), "{state}");
        games.push(game);
        // The node's sign of life (every 5 s) is read on the clock that jumped: until the next
        // one, its seeks look stale and a wave drops them. Wait for it before seeking again.
        tokio::time::sleep(Duration::from_secs(6)).await;
    }
    assert_held_for_two(&mut a, wave).await;
    for game in &games {
        assert_unrated(&server, game).await;
    }
}
