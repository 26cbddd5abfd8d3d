//! An arena on two `yote serve` nodes of one PostgreSQL, its directing node killed with
//! SIGKILL in the middle (docs/tournaments.md "The director and its lease"): the other node takes the lease
//! within its eight seconds and a look, counts the game that ended meanwhile and pairs its
//! players again; every game made is played on and counted, and the standings' points are the
//! games' results.

use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::{Value, json};
use yote_testkit::*;

pub(crate) fn node(url: &str) -> ServerProcess {
    ServerProcess::start_url(
        env!("CARGO_BIN_EXE_yote"),
        url,
        &["--arena-schedule", "none"],
        "info",
    )
}

/// A request to `node` as the player `token`.
async fn call(
    node: &ServerProcess,
    method: Method,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let mut request = http_client()
        .request(method, node.url(path))
        .header("cookie", format!("yote_player={token}"));
    if let Some(body) = body {
        request = request.json(&body);
    }
    let r = request.send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

/// `token`'s seat in `game`, taken through `node`, and its socket there, said hello.
pub(crate) async fn sit(node: &ServerProcess, game: &str, token: &str) -> Client {
    let r = http_client()
        .post(node.url(&format!("/api/lobby/games/{game}/seat")))
        .header("cookie", format!("yote_player={token}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200, "the seat of {game}");
    let cookie = set_cookie(&r).unwrap();
    let secret = cookie
        .split_once('=')
        .unwrap()
        .1
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let mut ws = Client::connect(node.addr, game, Some(&secret)).await;
    ws.hello(json!({})).await;
    ws
}

/// The arena as `token` reads it on `node`, once `pred` holds (`within` at most).
async fn arena_until(
    node: &ServerProcess,
    arena: &str,
    token: &str,
    within: Duration,
    pred: impl Fn(&Value) -> bool,
) -> Value {
    let start = Instant::now();
    let mut last = Value::Null;
    while start.elapsed() < within {
        last = call(
            node,
            Method::GET,
            &format!("/api/arenas/{arena}"),
            token,
            None,
        )
        .await
        .1;
        if pred(&last) {
            return last;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    panic!("the arena never came to it within {within:?}: {last}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_directing_node_killed_another_directs_within_seconds_and_nothing_is_lost() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let mut players = Vec::new();
    for i in 0..4 {
        let via = if i % 2 == 0 { &a } else { &b };
        players.push(new_player(&http_client(), &via.url("")).await.0);
    }
    let body = json!({"name": "Killed node", "clock": {"initial_s": 300, "increment_s": 3},
        "minutes": 30});
    let (status, arena) = call(&a, Method::POST, "/api/arenas", &players[0], Some(body)).await;
    assert_eq!(status, 201, "{arena}");
    let id = arena["id"].as_str().unwrap().to_owned();
    for (i, token) in players.iter().enumerate() {
        let via = if i % 2 == 0 { &a } else { &b };
        let (status, joined) = call(
            via,
            Method::POST,
            &format!("/api/arenas/{id}/join"),
            token,
            None,
        )
        .await;
        assert_eq!(status, 200, "{joined}");
    }

    // Both nodes look each second; one holds the lease and makes the two games.
    let mut seats = Vec::new();
    for token in &players {
        let page = arena_until(&a, &id, token, Duration::from_secs(15), |p| {
            !p["game"].is_null()
        })
        .await;
        let game = page["game"]["game"].as_str().unwrap().to_owned();
        seats.push((
            token.clone(),
            game,
            page["game"]["seat"].as_str().unwrap().to_owned(),
        ));
    }
    let made = format!("arena={id}");
    let directs = |n: &ServerProcess| {
        n.log_text()
            .lines()
            .any(|l| l.contains("arena games made") && l.contains(&made))
    };
    let (director, other) = match (directs(&a), directs(&b)) {
        (true, false) => (a, b),
        (false, true) => (b, a),
        seen => panic!("one node made the games: {seen:?}"),
    };

    // SIGKILL the director. Its players come to the other node.
    let mut director = director;
    director.child.kill().unwrap();
    director.child.wait().unwrap();
    let killed = Instant::now();
    let mut games: Vec<String> = seats.iter().map(|s| s.1.clone()).collect();
    games.sort_unstable();
    games.dedup();
    assert_eq!(games.len(), 2, "{seats:?}");
    let seat_of = |game: &str, side: &str| {
        seats
            .iter()
            .find(|s| s.1 == game && s.2 == side)
            .unwrap()
            .0
            .clone()
    };
    let mut sockets = Vec::new();
    for game in &games {
        let mut white = sit(&other, game, &seat_of(game, "white")).await;
        let mut black = sit(&other, game, &seat_of(game, "black")).await;
        assert_eq!(white.act(0, "@a1").await["type"], "ack", "{game}");
        assert_eq!(black.act(1, "@e5").await["type"], "ack", "{game}");
        sockets.push((white, black));
    }
    // The first game ends on the surviving node: Black resigns.
    let (_, black) = &mut sockets[0];
    let resigned = black.request(json!({"type": "resign", "id": "r"})).await;
    assert_eq!(resigned["type"], "ack", "{resigned}");

    // The surviving node takes the lease (eight seconds at most, then a look), counts that game
    // and pairs its two players again.
    let first_white = seat_of(&games[0], "white");
    let again = arena_until(&other, &id, &first_white, Duration::from_secs(20), |p| {
        p["you"]["games"] == 1 && p["game"]["game"].as_str().is_some_and(|g| g != games[0])
    })
    .await;
    let waited = killed.elapsed();
    eprintln!("paired again {waited:?} after the kill");
    assert!(
        waited <= Duration::from_secs(10),
        "paired again {waited:?} after the kill: {again}"
    );
    assert_eq!(again["you"]["score"], 2, "{again}");
    let third = again["game"]["game"].as_str().unwrap().to_owned();

    // The second game, made by the killed node, and the third, by the survivor, end too.
    let (_, black) = &mut sockets[1];
    assert_eq!(
        black.request(json!({"type": "resign", "id": "r"})).await["type"],
        "ack"
    );
    // Either player of the third game ends it (a resignation before both have acted is a
    // game won, for the arena).
    let mut third_ws = sit(&other, &third, &first_white).await;
    let resigned = third_ws.request(json!({"type": "resign", "id": "r"})).await;
    assert_eq!(resigned["type"], "ack", "{resigned}");

    // Every game made is counted, and the points are the games' results: three decisive
    // games, two points each, as the stored games say.
    let last = arena_until(&other, &id, &players[0], Duration::from_secs(15), |p| {
        p["standings"]
            .as_array()
            .is_some_and(|l| l.iter().map(|s| s["games"].as_i64().unwrap()).sum::<i64>() == 6)
    })
    .await;
    let mut points = 0;
    for game in games.iter().chain([&third]) {
        let state = other.state(game).await;
        assert_eq!(state["status"], "over", "{state}");
        assert!(state["outcome"]["winner"].is_string(), "{state}");
        points += 2;
    }
    let total: i64 = last["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["score"].as_i64().unwrap())
        .sum();
    assert_eq!(total, points, "{last}");
    assert!(
        directs(&other),
        "the survivor made the third game: {}",
        other.log_text()
    );
}
