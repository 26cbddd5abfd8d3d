//! Arenas over the real server, real HTTP and real WebSockets (docs/tournaments.md "Arenas on
//! the site", docs/protocol.md §4.6): players join, the director pairs them within seconds,
//! their games are played as lobby games and scored into the standings, and the pairing goes
//! on; a player who never makes their first action loses, is paused and comes back by joining
//! again; once its time is over the arena pairs no more and finishes when its last game ends;
//! and what an arena refuses.

use std::sync::atomic::Ordering;
use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};
use yote_server::{Config, ServerClock};
use yote_testkit::{Client, TestServer, http_client, new_player, set_cookie, test_config};

/// A request to the server as the player `token` (none: a browser without a player).
pub(crate) async fn call(
    server: &TestServer,
    method: Method,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let mut request = http_client().request(method, server.url(path));
    if let Some(token) = token {
        request = request.header("cookie", format!("yote_player={token}"));
    }
    if let Some(body) = body {
        request = request.json(&body);
    }
    let r = request.send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

async fn read_arena(server: &TestServer, arena: &str, token: &str) -> Value {
    let (status, page) = call(
        server,
        Method::GET,
        &format!("/api/arenas/{arena}"),
        Some(token),
        None,
    )
    .await;
    assert_eq!(status, 200, "{page}");
    page
}

/// Reads the arena as `token` until `pred` holds (10 s at most).
pub(crate) async fn page_until(
    server: &TestServer,
    arena: &str,
    token: &str,
    pred: impl Fn(&Value) -> bool,
) -> Value {
    let mut last = Value::Null;
    for _ in 0..100 {
        last = read_arena(server, arena, token).await;
        if pred(&last) {
            return last;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the arena never came to it: {last}");
}

pub(crate) async fn new_arena(server: &TestServer, token: &str, name: &str) -> String {
    let body = json!({"name": name, "clock": {"initial_s": 180, "increment_s": 2},
        "minutes": 10});
    let (status, arena) = call(server, Method::POST, "/api/arenas", Some(token), Some(body)).await;
    assert_eq!(status, 201, "{arena}");
    assert_eq!(arena["status"], "running", "{arena}");
    assert_eq!(arena["name"], name);
    arena["id"].as_str().unwrap().to_owned()
}

pub(crate) async fn join(server: &TestServer, arena: &str, token: &str) {
    let path = format!("/api/arenas/{arena}/join");
    let (status, joined) = call(server, Method::POST, &path, Some(token), None).await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["status"], "active", "{joined}");
}

/// The player `token`'s seat of the lobby game `game`, at its table: the socket, said hello.
pub(crate) async fn sit(server: &TestServer, game: &str, token: &str) -> Client {
    let r = http_client()
        .post(server.url(&format!("/api/lobby/games/{game}/seat")))
        .header("cookie", format!("yote_player={token}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let cookie = set_cookie(&r).unwrap();
    let secret = cookie.split_once('=').unwrap().1.split(';').next().unwrap();
    let mut ws = server.ws(game, Some(secret)).await;
    ws.hello(json!({})).await;
    ws
}

/// Connects a watcher to `game` until it says the game is over (its timers read when it is
/// asked: the test's clock jumped).
pub(crate) async fn until_over(server: &TestServer, game: &str) -> Value {
    let mut state = Value::Null;
    for _ in 0..50 {
        let mut watcher = server.ws(game, None).await;
        state = watcher.hello(json!({})).await;
        if state["status"] == "over" {
            return state;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{game} is not over: {state}");
}

fn line<'a>(page: &'a Value, name: &str) -> &'a Value {
    page["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == name)
        .unwrap_or_else(|| panic!("no line for {name}: {page}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_are_paired_play_and_score_and_the_pairing_goes_on() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let mut players = Vec::new();
    for _ in 0..4 {
        let (token, player) = new_player(&http, &origin).await;
        players.push((token, player["name"].as_str().unwrap().to_owned()));
    }
    let arena = new_arena(&server, &players[0].0, "Friday blitz").await;
    let (_, list) = call(&server, Method::GET, "/api/arenas", None, None).await;
    assert_eq!(list["arenas"][0]["id"], arena.as_str(), "{list}");
    for (token, _) in &players {
        join(&server, &arena, token).await;
    }

    // Within a few seconds every player has a game: two games, each one White and one Black.
    let mut seats = Vec::new();
    for (token, name) in &players {
        let page = page_until(&server, &arena, token, |p| !p["game"].is_null()).await;
        assert_eq!(page["you"]["name"], name.as_str(), "{page}");
        assert_eq!(page["you"]["playing"], true, "{page}");
        let game = page["game"]["game"].as_str().unwrap().to_owned();
        let seat = page["game"]["seat"].as_str().unwrap().to_owned();
        seats.push((token.clone(), name.clone(), game, seat));
    }
    let mut games: Vec<&str> = seats.iter().map(|s| s.2.as_str()).collect();
    games.sort_unstable();
    games.dedup();
    assert_eq!(games.len(), 2, "{seats:?}");
    for game in &games {
        let mut sides: Vec<&str> = seats
            .iter()
            .filter(|s| s.2 == *game)
            .map(|s| s.3.as_str())
            .collect();
        sides.sort_unstable();
        assert_eq!(sides, ["black", "white"], "{seats:?}");
        let (_, players) = server.get_json(&format!("/api/games/{game}/players")).await;
        assert_eq!(players["tile"], "arena", "{players}");
        assert_eq!(players["rated"], true, "{players}");
    }

    // Each game: White places, Black places, then Black resigns.
    for game in &games {
        let seat = |side: &str| {
            seats
                .iter()
                .find(|s| s.2 == *game && s.3 == side)
                .unwrap()
                .0
                .clone()
        };
        let mut white = sit(&server, game, &seat("white")).await;
        let mut black = sit(&server, game, &seat("black")).await;
        assert_eq!(white.act(0, "@a1").await["type"], "ack");
        assert_eq!(black.act(1, "@e5").await["type"], "ack");
        let resigned = black.request(json!({"type": "resign", "id": "r"})).await;
        assert_eq!(resigned["type"], "ack", "{resigned}");
    }

    // Each winner has 2 points, each loser none.
    let token = &players[0].0;
    let page = page_until(&server, &arena, token, |p| {
        p["standings"]
            .as_array()
            .is_some_and(|l| l.iter().all(|s| s["games"] == 1))
    })
    .await;
    for (_, name, _, seat) in &seats {
        let line = line(&page, name);
        let (score, outcome) = if seat == "white" {
            (2, "win")
        } else {
            (0, "loss")
        };
        assert_eq!(line["score"], score, "{page}");
        assert_eq!(line["sheet"][0]["outcome"], outcome, "{page}");
        assert_eq!(line["sheet"][0]["points"], score, "{page}");
    }
    let ranks: Vec<i64> = page["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["rank"].as_i64().unwrap())
        .collect();
    assert_eq!(ranks, [1, 2, 3, 4], "{page}");
    assert_eq!(
        page["standings"][0]["score"], 2,
        "the winners first: {page}"
    );
    assert_eq!(page["podium"], Value::Null, "not finished: {page}");

    // The pairing goes on: every player is in a new game.
    for (token, _, first, _) in &seats {
        let page = page_until(&server, &arena, token, |p| {
            p["game"]["game"]
                .as_str()
                .is_some_and(|g| g != first.as_str())
        })
        .await;
        assert_eq!(page["you"]["games"], 1, "{page}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_never_starts_loses_is_paused_and_the_arena_ends_with_its_last_game() {
    let (clock, offset) = ServerClock::manual();
    let config = Config {
        clock,
        ..test_config()
    };
    let first_action = config.first_action.as_millis() as i64;
    let server = TestServer::start_with(config).await;
    let http = http_client();
    let origin = server.url("");
    let (ada, ada_player) = new_player(&http, &origin).await;
    let (bo, bo_player) = new_player(&http, &origin).await;
    let ada_name = ada_player["name"].as_str().unwrap();
    let bo_name = bo_player["name"].as_str().unwrap();
    let arena = new_arena(&server, &ada, "Evening arena").await;
    join(&server, &arena, &ada).await;
    join(&server, &arena, &bo).await;
    let page = page_until(&server, &arena, &ada, |p| !p["game"].is_null()).await;
    let first = page["game"]["game"].as_str().unwrap().to_owned();
    let (absent, present) = if page["game"]["seat"] == "white" {
        ((&ada, ada_name), (&bo, bo_name))
    } else {
        ((&bo, bo_name), (&ada, ada_name))
    };

    // Nobody comes: White's first action's time runs out, the game is aborted.
    offset.fetch_add(first_action + 1_000, Ordering::SeqCst);
    let over = until_over(&server, &first).await;
    assert_eq!(over["outcome"]["reason"], "aborted", "{over}");
    let page = page_until(&server, &arena, absent.0, |p| p["you"]["games"] == 1).await;
    let (lost, won) = (line(&page, absent.1), line(&page, present.1));
    assert_eq!(lost["score"], 0, "{page}");
    assert_eq!(lost["status"], "paused", "{page}");
    assert_eq!(lost["sheet"][0]["no_start"], true, "{page}");
    assert_eq!(won["score"], 2, "{page}");
    assert_eq!(won["sheet"][0]["outcome"], "win", "{page}");
    // Paused, the absent player is not paired: the other waits alone.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(
        read_arena(&server, &arena, present.0).await["game"],
        Value::Null
    );

    // Joining again brings them back, and they are paired again.
    join(&server, &arena, absent.0).await;
    let page = page_until(&server, &arena, present.0, |p| !p["game"].is_null()).await;
    let second = page["game"]["game"].as_str().unwrap().to_owned();
    assert_ne!(second, first);

    // The arena's time runs out while the second game is under way: no more pairing, and it
    // finishes when that game ends (nobody plays it either).
    offset.fetch_add(600_000, Ordering::SeqCst);
    let page = page_until(&server, &arena, present.0, |p| {
        p["arena"]["status"] == "ending"
    })
    .await;
    assert_eq!(page["podium"], Value::Null);
    let (status, refused) = call(
        &server,
        Method::POST,
        &format!("/api/arenas/{arena}/join"),
        Some(present.0.as_str()),
        None,
    )
    .await;
    assert_eq!(
        (status, &refused["error"]["code"]),
        (409, &json!("arena-over"))
    );
    until_over(&server, &second).await;
    let page = page_until(&server, &arena, present.0, |p| {
        p["arena"]["status"] == "finished"
    })
    .await;
    let podium = page["podium"].as_array().expect("a podium");
    assert_eq!(podium.len(), 2, "{page}");
    assert!(podium.iter().all(|l| l["games"] == 2), "{page}");
    assert_eq!(page["game"], Value::Null);
}

#[tokio::test]
async fn an_arena_refuses_what_it_cannot_do() {
    let server = TestServer::start().await;
    let http = http_client();
    let (token, _) = new_player(&http, &server.url("")).await;
    let clock = json!({"initial_s": 180, "increment_s": 2});
    let refused = |body: Value, who: Option<&str>| {
        let server = &server;
        let who = who.map(str::to_owned);
        async move {
            let (status, answer) = call(
                server,
                Method::POST,
                "/api/arenas",
                who.as_deref(),
                Some(body),
            )
            .await;
            (status, answer["error"].clone())
        }
    };
    let ok = json!({"clock": clock, "minutes": 30});
    let (status, error) = refused(ok.clone(), None).await;
    assert_eq!((status, error["code"].as_str()), (403, Some("no-player")));
    let (status, error) = refused(json!({"clock": clock, "minutes": 5}), Some(&token)).await;
    assert_eq!((status, error["code"].as_str()), (400, Some("bad-option")));
    assert_eq!(error["args"]["option"], "minutes", "{error}");
    let (_, error) = refused(json!({"clock": {"days": 1}, "minutes": 30}), Some(&token)).await;
    assert_eq!(error["args"]["option"], "clock", "{error}");
    let (_, error) = refused(
        json!({"clock": clock, "minutes": 30, "starts_in": 1441}),
        Some(&token),
    )
    .await;
    assert_eq!(error["args"]["option"], "starts_in", "{error}");
    let (_, error) = refused(
        json!({"clock": clock, "minutes": 30, "name": "x".repeat(41)}),
        Some(&token),
    )
    .await;
    assert_eq!(error["code"], "bad-arena-name", "{error}");
    assert_eq!(error["args"]["reason"], "length", "{error}");
    let (_, error) = refused(
        json!({"clock": clock, "minutes": 30, "rules": "standard,rows=9"}),
        Some(&token),
    )
    .await;
    assert_eq!(error["code"], "bad-rules", "{error}");
    let (status, error) = refused(
        json!({"clock": clock, "minutes": 30, "colour": "white"}),
        Some(&token),
    )
    .await;
    assert_eq!((status, error["code"].as_str()), (400, Some("malformed")));

    // An arena starting later: listed as upcoming, joined already, named after its clock.
    let later = json!({"clock": clock, "minutes": 30, "starts_in": 60, "rated": false});
    let (status, arena) = call(
        &server,
        Method::POST,
        "/api/arenas",
        Some(&token),
        Some(later),
    )
    .await;
    assert_eq!(status, 201, "{arena}");
    assert_eq!(
        (&arena["status"], &arena["name"], &arena["rated"]),
        (&json!("upcoming"), &json!("3+2 arena"), &json!(false))
    );
    let id = arena["id"].as_str().unwrap();
    let path = |what: &str| format!("/api/arenas/{id}/{what}");
    let (status, error) = call(&server, Method::POST, &path("pause"), Some(&token), None).await;
    assert_eq!(
        (status, &error["error"]["code"]),
        (409, &json!("not-in-arena"))
    );
    join(&server, id, &token).await;
    let (_, paused) = call(&server, Method::POST, &path("pause"), Some(&token), None).await;
    assert_eq!(paused["status"], "paused", "{paused}");
    let (_, gone) = call(&server, Method::POST, &path("withdraw"), Some(&token), None).await;
    assert_eq!(gone["status"], "withdrawn", "{gone}");
    let page = read_arena(&server, id, &token).await;
    assert_eq!(page["you"]["status"], "withdrawn", "{page}");
    assert_eq!((&page["page"], &page["pages"]), (&json!(1), &json!(1)));

    let (status, error) = server.get_json("/api/arenas/NoSuchArena1").await;
    assert_eq!(status, 404);
    assert_eq!(error["error"]["code"], "arena-not-found");
    assert_eq!(error["error"]["args"]["arena"], "NoSuchArena1");
}
