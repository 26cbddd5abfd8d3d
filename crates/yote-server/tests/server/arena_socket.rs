//! An arena's socket over the real server (docs/protocol.md §4.7): the arena as its reader sees
//! it at once, again at each change (a join, a game made, a game scored), a page of the
//! standings when asked; a malformed message refused with the socket kept; an arena that does
//! not exist refused before any upgrade. And an arena's game as its page sees it: the arena it
//! belongs to, and no rematch.

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};
use yote_testkit::{Client, TestServer, http_client, new_player};

use crate::arenas::{call, sit};

/// The next `arena` message on the arena socket `ws` that passes `pred`.
async fn state_until(ws: &mut Client, pred: impl Fn(&Value) -> bool) -> Value {
    ws.until("arena", pred).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arenas_socket_follows_it_and_brings_each_player_their_next_game() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, ada_player) = new_player(&http, &origin).await;
    let (bo, _) = new_player(&http, &origin).await;
    let ada_name = ada_player["name"].as_str().unwrap().to_owned();
    let body = json!({"name": "Lunch arena", "clock": {"initial_s": 180, "increment_s": 2},
        "minutes": 10});
    let (status, arena) = call(&server, Method::POST, "/api/arenas", Some(&ada), Some(body)).await;
    assert_eq!(status, 201, "{arena}");
    let id = arena["id"].as_str().unwrap().to_owned();

    // An arena that does not exist: refused before the upgrade.
    let refused = Client::try_arena(server.addr, "NoSuchArena1", Some(&ada)).await;
    assert!(
        refused.is_err_and(|e| e.contains("404")),
        "a 404 before the upgrade"
    );

    // The socket opens with the arena as Ada sees it: not joined, nobody in it yet.
    let mut watch = Client::try_arena(server.addr, &id, Some(&ada))
        .await
        .unwrap();
    let page = watch.next_of("arena").await;
    assert!(page["now"].as_i64().unwrap() > 0, "{page}");
    assert_eq!(page["arena"]["name"], "Lunch arena", "{page}");
    assert_eq!(page["arena"]["status"], "running", "{page}");
    assert_eq!(page["you"], Value::Null, "{page}");
    assert_eq!(page["standings"], json!([]), "{page}");
    // A watcher without a player sees the same arena, with no line of its own.
    let mut guest = Client::try_arena(server.addr, &id, None).await.unwrap();
    assert_eq!(guest.next_of("arena").await["you"], Value::Null);

    // A malformed message is refused, and the socket stays.
    watch.send(json!({"type": "dance"})).await;
    let error = watch.next_of("error").await;
    assert_eq!(error["code"], "malformed", "{error}");
    watch.send(json!({"type": "ping"})).await;
    watch.next_of("pong").await;

    // Ada joins by a request: her socket hears it without asking.
    let path = format!("/api/arenas/{id}/join");
    assert_eq!(
        call(&server, Method::POST, &path, Some(&ada), None).await.0,
        200
    );
    let page = state_until(&mut watch, |a| !a["you"].is_null()).await;
    assert_eq!(page["you"]["name"], ada_name.as_str(), "{page}");
    assert_eq!(page["you"]["status"], "active", "{page}");
    assert_eq!(page["game"], Value::Null, "alone, she waits: {page}");

    // Bo joins: the director pairs them, and Ada's socket brings her game.
    assert_eq!(
        call(&server, Method::POST, &path, Some(&bo), None).await.0,
        200
    );
    let page = state_until(&mut watch, |a| !a["game"].is_null()).await;
    let game = page["game"]["game"].as_str().unwrap().to_owned();
    let ada_seat = page["game"]["seat"].as_str().unwrap().to_owned();
    assert_eq!(page["game"]["game_url"], format!("/games/{game}"), "{page}");
    // The standings say who plays, and the game to watch.
    let line = &page["standings"][0];
    assert_eq!(
        (&line["playing"], &line["game"]),
        (&json!(true), &json!(game)),
        "{page}"
    );
    // The guest's view changed too.
    let seen = state_until(&mut guest, |a| {
        a["standings"].as_array().is_some_and(|l| l.len() == 2)
    })
    .await;
    assert_eq!(seen["game"], Value::Null, "{seen}");

    // The game's page learns its arena.
    let (_, players) = server.get_json(&format!("/api/games/{game}/players")).await;
    assert_eq!(
        players["arena"],
        json!({"id": id, "name": "Lunch arena"}),
        "{players}"
    );

    // Ada plays, then resigns: the socket brings her score, then her next game.
    let (mut ada_ws, mut bo_ws) = (
        sit(&server, &game, &ada).await,
        sit(&server, &game, &bo).await,
    );
    let (white, black) = if ada_seat == "white" {
        (&mut ada_ws, &mut bo_ws)
    } else {
        (&mut bo_ws, &mut ada_ws)
    };
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(black.act(1, "@e5").await["type"], "ack");
    let resigned = ada_ws.request(json!({"type": "resign", "id": "r"})).await;
    assert_eq!(resigned["type"], "ack", "{resigned}");

    // No rematch in an arena: the arena pairs them again.
    let refused = ada_ws.request(json!({"type": "rematch", "id": "m"})).await;
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(refused["code"], "no-rematch", "{refused}");
    assert_eq!(refused["args"]["reason"], "arena", "{refused}");

    // Her loss is counted, and the director pairs them again at once.
    let next = state_until(&mut watch, |a| {
        a["you"]["games"] == 1 && a["game"]["game"].as_str().is_some_and(|g| g != game)
    })
    .await;
    assert_eq!(next["you"]["score"], 0, "{next}");
    assert_eq!(next["you"]["sheet"][0]["outcome"], "loss", "{next}");
    assert_eq!(next["you"]["playing"], true, "{next}");

    // A page asked for is answered at once, clamped to the pages there are.
    watch.send(json!({"type": "page", "page": 7})).await;
    let asked = watch.recv_within(Duration::from_secs(5)).await;
    assert_eq!(asked["type"], "arena", "{asked}");
    assert_eq!((&asked["page"], &asked["pages"]), (&json!(1), &json!(1)));
}
