//! A lobby game's rematch over the real server, on both engines: the same two players, colours
//! swapped, their names and their ratings as they stand after the first game, rated as the
//! first game was; at its end, its result changes both ratings (it was once a plain friend
//! game, without names or ratings, that counted for nothing).

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use yote_server::{AppState, PgStore, SqliteStore, Store};
use yote_testkit::{Client, TempPostgres, http_client, new_player, set_cookie, test_config};

use crate::lobby::wait_for;

/// The seat of the lobby game `game` for the player `token`: the seat's secret and side.
async fn seat(origin: &str, token: &str, game: &str) -> (String, String) {
    let r = http_client()
        .post(format!("{origin}/api/lobby/games/{game}/seat"))
        .header("cookie", format!("yote_player={token}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let cookie = set_cookie(&r).expect("a seat cookie");
    let secret = cookie["yote_seat=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let body: Value = r.json().await.unwrap();
    (secret, body["seat"].as_str().unwrap().to_owned())
}

async fn get(origin: &str, path: &str, token: Option<&str>) -> Value {
    let mut request = http_client().get(format!("{origin}{path}"));
    if let Some(token) = token {
        request = request.header("cookie", format!("yote_player={token}"));
    }
    let r = request.send().await.unwrap();
    assert_eq!(r.status(), 200, "{path}");
    r.json().await.unwrap()
}

/// The players of `game` once its result is applied (both changes known).
async fn rated_players(origin: &str, game: &str) -> Value {
    for _ in 0..100 {
        let players = get(origin, &format!("/api/games/{game}/players"), None).await;
        if players["white"]["change"].is_number() && players["black"]["change"].is_number() {
            return players;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the result of {game} was never applied");
}

/// Two plies, then `loser` resigns.
async fn play_and_resign(white: &mut Client, black: &mut Client, loser: &str) {
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(black.act(1, "@e5").await["type"], "ack");
    let resigning = if loser == "white" { white } else { black };
    let resigned = resigning
        .request(json!({"type": "resign", "id": "r"}))
        .await;
    assert_eq!(resigned["type"], "ack", "{resigned}");
}

async fn a_lobby_games_rematch_keeps_its_players_and_is_rated(store: Arc<dyn Store>) {
    let state = AppState::new(test_config(), store).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(yote_server::serve(listener, state, std::future::pending()));
    let origin = format!("http://{addr}");
    let http = http_client();
    let (ada, ada_player) = new_player(&http, &origin).await;
    let (bo, bo_player) = new_player(&http, &origin).await;
    let mut a = Client::lobby(addr, Some(&ada), None).await;
    let mut b = Client::lobby(addr, Some(&bo), None).await;
    a.next_of("welcome").await;
    b.next_of("welcome").await;
    a.send(json!({"type": "seek", "tile": "5+3"})).await;
    a.next_of("seeking").await;
    b.send(json!({"type": "seek", "tile": "5+3"})).await;
    let first = wait_for(&mut a, "paired").await["game"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(wait_for(&mut b, "paired").await["game"], first.as_str());
    let (a_secret, a_side) = seat(&origin, &ada, &first).await;
    let (b_secret, _) = seat(&origin, &bo, &first).await;
    // Ada's seat as White or Black: the tokens and secrets by side.
    let (mut by_side, names) = if a_side == "white" {
        (
            [(&ada, a_secret), (&bo, b_secret)],
            [&ada_player, &bo_player],
        )
    } else {
        (
            [(&bo, b_secret), (&ada, a_secret)],
            [&bo_player, &ada_player],
        )
    };
    let mut w = Client::connect(addr, &first, Some(&by_side[0].1)).await;
    let mut k = Client::connect(addr, &first, Some(&by_side[1].1)).await;
    w.hello(json!({})).await;
    k.hello(json!({})).await;
    play_and_resign(&mut w, &mut k, "black").await;
    let players = rated_players(&origin, &first).await;
    assert_eq!(players["rated"], true, "{players}");
    let winner_after = 1500 + players["white"]["change"].as_i64().unwrap();
    let loser_after = 1500 + players["black"]["change"].as_i64().unwrap();
    assert!(winner_after > 1500 && loser_after < 1500, "{players}");

    // White asks for a rematch, Black accepts: the rematch's players are the same, swapped.
    assert_eq!(w.request(json!({"type": "rematch"})).await["type"], "ack");
    let made = k.request(json!({"type": "rematch"})).await;
    let second = made["game"].as_str().expect("the rematch").to_owned();
    let players = get(&origin, &format!("/api/games/{second}/players"), None).await;
    assert_eq!(players["white"]["name"], names[1]["name"], "{players}");
    assert_eq!(players["black"]["name"], names[0]["name"], "{players}");
    assert_eq!(players["white"]["rating"], loser_after, "{players}");
    assert_eq!(players["black"]["rating"], winner_after, "{players}");
    assert_eq!(
        players["rated"], true,
        "rated as the first game was (two rated games of one address today): {players}"
    );
    assert_eq!(players["tile"], "5+3", "{players}");
    // Each player's page takes their seat in it, as in any lobby game.
    let (new_white_secret, side) = seat(&origin, by_side[1].0, &second).await;
    assert_eq!(side, "white");
    assert_eq!(
        new_white_secret, by_side[1].1,
        "each player keeps their secret"
    );
    let (_, side) = seat(&origin, by_side[0].0, &second).await;
    assert_eq!(side, "black");
    let listed = get(&origin, "/api/player/games", Some(by_side[0].0)).await;
    assert!(
        listed.to_string().contains(&second),
        "the rematch is among the player's games: {listed}"
    );

    // The first game's winner, Black now, loses the rematch: both ratings change again.
    by_side.swap(0, 1);
    let mut w = Client::connect(addr, &second, Some(&by_side[0].1)).await;
    let mut k = Client::connect(addr, &second, Some(&by_side[1].1)).await;
    assert_eq!(w.hello(json!({})).await["you"]["seat"], "white");
    k.hello(json!({})).await;
    play_and_resign(&mut w, &mut k, "black").await;
    let players = rated_players(&origin, &second).await;
    let gain = players["white"]["change"].as_i64().unwrap();
    let loss = players["black"]["change"].as_i64().unwrap();
    assert!(gain > 0 && loss < 0, "{players}");
    let now_white = get(&origin, "/api/player", Some(by_side[0].0)).await;
    assert_eq!(now_white["player"]["games"], 2, "{now_white}");
    let rating = now_white["player"]["rating"].as_i64().unwrap();
    assert!(
        (rating - (loser_after + gain)).abs() <= 1,
        "{now_white} {players}"
    );
    let now_black = get(&origin, "/api/player", Some(by_side[1].0)).await;
    assert_eq!(now_black["player"]["games"], 2, "{now_black}");
    let rating = now_black["player"]["rating"].as_i64().unwrap();
    assert!(
        (rating - (winner_after + loss)).abs() <= 1,
        "{now_black} {players}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_games_rematch_keeps_its_players_and_is_rated_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("yote.db").display());
    let store = Arc::new(SqliteStore::open(&url).await.unwrap());
    a_lobby_games_rematch_keeps_its_players_and_is_rated(store).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_games_rematch_keeps_its_players_and_is_rated_on_postgres() {
    let url = TempPostgres::shared().database();
    let store = Arc::new(PgStore::open(&url).await.unwrap());
    a_lobby_games_rematch_keeps_its_players_and_is_rated(store).await;
}
