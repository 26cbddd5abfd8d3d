//! Berserk in an arena game over the real server (docs/tournaments.md "Berserk"): a player
//! halves their clock before their first action, the state says so to both players, a second
//! berserk and one after a first action are refused, a friend game refuses it, and a berserk
//! win of 14 plies earns its extra point in the standings.

use serde_json::{Value, json};
use yote_testkit::{TestServer, http_client, new_player};

use crate::arenas::{join, new_arena, page_until, sit};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_berserk_player_plays_on_half_a_clock_and_wins_one_more_point() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, _) = new_player(&http, &origin).await;
    let (bo, _) = new_player(&http, &origin).await;
    let arena = new_arena(&server, &ada, "Berserk night").await;
    join(&server, &arena, &ada).await;
    join(&server, &arena, &bo).await;
    let page = page_until(&server, &arena, &ada, |p| !p["game"].is_null()).await;
    let game = page["game"]["game"].as_str().unwrap().to_owned();
    let ada_seat = page["game"]["seat"].as_str().unwrap().to_owned();
    let mut ada_ws = sit(&server, &game, &ada).await;
    let mut bo_ws = sit(&server, &game, &bo).await;

    // Before her first action Ada may go berserk; Bo's state says he may too.
    let state = ada_ws.hello(json!({})).await;
    assert_eq!(
        state["berserk"],
        json!({"white": false, "black": false, "available": true}),
        "{state}"
    );
    let gone = ada_ws.request(json!({"type": "berserk", "id": "b"})).await;
    assert_eq!(gone["type"], "ack", "{gone}");
    let seen = bo_ws
        .until("state", |s| s["berserk"][&ada_seat] == true)
        .await;
    assert_eq!(seen["berserk"]["available"], true, "Bo still may: {seen}");
    assert_eq!(seen["clock"][format!("{ada_seat}_ms")], 90_000, "{seen}");
    let bo_seat = if ada_seat == "white" {
        "black"
    } else {
        "white"
    };
    assert_eq!(seen["clock"][format!("{bo_seat}_ms")], 180_000, "{seen}");
    let again = ada_ws.request(json!({"type": "berserk", "id": "b2"})).await;
    assert_eq!(
        (&again["code"], &again["args"]["reason"]),
        (&json!("no-berserk"), &json!("already")),
        "{again}"
    );

    // Fourteen placements: seven each, on the two home ranks.
    let (white, black) = if ada_seat == "white" {
        (&mut ada_ws, &mut bo_ws)
    } else {
        (&mut bo_ws, &mut ada_ws)
    };
    let pairs = ["a", "b", "c", "d", "e", "f"]
        .map(|file| (format!("@{file}1"), format!("@{file}5")))
        .into_iter()
        .chain([("@a2".to_owned(), "@a4".to_owned())]);
    for (i, (w, b)) in pairs.enumerate() {
        assert_eq!(white.act(2 * i, &w).await["type"], "ack", "ply {}", 2 * i);
        assert_eq!(black.act(2 * i + 1, &b).await["type"], "ack");
    }
    // Bo has made his first action: too late for him.
    let late = bo_ws.request(json!({"type": "berserk", "id": "b3"})).await;
    assert_eq!(late["args"]["reason"], "moved", "{late}");
    let resigned = bo_ws.request(json!({"type": "resign", "id": "r"})).await;
    assert_eq!(resigned["type"], "ack", "{resigned}");

    // Ada's win: 2 points and the berserk one.
    let page = page_until(&server, &arena, &ada, |p| p["you"]["games"] == 1).await;
    let sheet = &page["you"]["sheet"][0];
    assert_eq!(
        (
            &sheet["outcome"],
            &sheet["points"],
            &sheet["berserk"],
            &sheet["berserk_bonus"]
        ),
        (&json!("win"), &json!(3), &json!(true), &json!(true)),
        "{page}"
    );
    assert_eq!(page["you"]["score"], 3, "{page}");
    let page = page_until(&server, &arena, &bo, |p| p["you"]["games"] == 1).await;
    assert_eq!(page["you"]["sheet"][0]["berserk"], false, "{page}");

    // A friend game has no berserk: nothing in its state, and the request refused.
    let (friend, white_secret, _) = server.seated_table("standard").await;
    let mut ws = server.ws(&friend, Some(&white_secret)).await;
    let state = ws.hello(json!({})).await;
    assert_eq!(state["berserk"], Value::Null, "{state}");
    let refused = ws.request(json!({"type": "berserk", "id": "f"})).await;
    assert_eq!(
        (&refused["code"], &refused["args"]["reason"]),
        (&json!("no-berserk"), &json!("not-allowed")),
        "{refused}"
    );
}
