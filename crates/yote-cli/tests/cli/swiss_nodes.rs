//! A Swiss tournament played on the site on two `yote serve` nodes of one PostgreSQL, its
//! directing node killed with SIGKILL in the middle of round 1 (docs/tournaments.md "Swiss on
//! the site"): the other node takes the lease within its eight seconds and a look, sets the
//! results of the games that ended, starts round 2 by itself and makes its games; the
//! tournament finishes with the last of them, every game counted once.

use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::{Value, json};
use yote_testkit::*;

use super::arena_nodes::{node, sit};

/// A request to `node` as the player `token`, with the director's `key` if given.
async fn call(
    node: &ServerProcess,
    method: Method,
    path: &str,
    token: &str,
    key: Option<&str>,
) -> (u16, Value) {
    let mut request = http_client()
        .request(method, node.url(path))
        .header("cookie", format!("yote_player={token}"));
    if let Some(key) = key {
        request = request.header("x-yote-director", key);
    }
    let r = request.send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

/// The tournament as `token` reads it on `node`, once `pred` holds (`within` at most).
async fn swiss_until(
    node: &ServerProcess,
    id: &str,
    token: &str,
    within: Duration,
    pred: impl Fn(&Value) -> bool,
) -> Value {
    let start = Instant::now();
    let mut last = Value::Null;
    while start.elapsed() < within {
        last = call(node, Method::GET, &format!("/api/swiss/{id}"), token, None)
            .await
            .1;
        if pred(&last) {
            return last;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    panic!("the tournament never came to it within {within:?}: {last}");
}

/// The games of round `round`'s boards, once all are made.
fn games(page: &Value, round: i64) -> Option<Vec<(String, i64, i64)>> {
    page["boards"]
        .as_array()?
        .iter()
        .filter(|b| b["round"] == round && b["black"].is_i64())
        .map(|b| {
            Some((
                b["game"].as_str()?.to_owned(),
                b["white"].as_i64()?,
                b["black"].as_i64()?,
            ))
        })
        .collect()
}

/// Plays `game` on `node` to its end: White places, Black places and resigns.
async fn play(node: &ServerProcess, game: &str, white: &str, black: &str) {
    let mut w = sit(node, game, white).await;
    let mut b = sit(node, game, black).await;
    assert_eq!(w.act(0, "@a1").await["type"], "ack", "{game}");
    assert_eq!(b.act(1, "@e5").await["type"], "ack", "{game}");
    let resigned = b.request(json!({"type": "resign", "id": "r"})).await;
    assert_eq!(resigned["type"], "ack", "{resigned}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_directing_node_killed_the_other_counts_the_games_and_starts_the_next_round() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let mut players = Vec::new();
    for i in 0..4 {
        let via = if i % 2 == 0 { &a } else { &b };
        players.push(new_player(&http_client(), &via.url("")).await.0);
    }
    let made = http_client()
        .post(a.url("/api/swiss"))
        .header("cookie", format!("yote_player={}", players[0]))
        .json(
            &json!({"name": "Two nodes", "rounds": 2, "on_boards": false,
            "clock": {"initial_s": 300, "increment_s": 3}, "round_gap_s": 5}),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(made.status(), 201);
    let made: Value = made.json().await.unwrap();
    let id = made["id"].as_str().unwrap().to_owned();
    let key = made["director_key"].as_str().unwrap().to_owned();
    for (i, token) in players.iter().enumerate() {
        let via = if i % 2 == 0 { &a } else { &b };
        let (status, joined) = call(
            via,
            Method::POST,
            &format!("/api/swiss/{id}/join"),
            token,
            None,
        )
        .await;
        assert_eq!(status, 200, "{joined}");
    }
    let (status, paired) = call(
        &b,
        Method::POST,
        &format!("/api/swiss/{id}/rounds"),
        &players[0],
        Some(&key),
    )
    .await;
    assert_eq!(status, 200, "{paired}");
    // Pairing numbers are given at the start: each player's from their own view.
    let mut token_of = Vec::new();
    for token in &players {
        let (_, page) = call(&a, Method::GET, &format!("/api/swiss/{id}"), token, None).await;
        token_of.push((page["you"].as_i64().unwrap(), token.clone()));
    }
    let token = |n: i64| token_of.iter().find(|(m, _)| *m == n).unwrap().1.clone();

    // One node holds the lease and makes round 1's two games.
    let page = swiss_until(&a, &id, &players[0], Duration::from_secs(15), |p| {
        games(p, 1).is_some_and(|g| g.len() == 2)
    })
    .await;
    let round1 = games(&page, 1).unwrap();
    let made = format!("swiss={id}");
    let directs = |n: &ServerProcess| {
        n.log_text()
            .lines()
            .any(|l| l.contains("Swiss games made") && l.contains(&made))
    };
    let (director, other) = match (directs(&a), directs(&b)) {
        (true, false) => (a, b),
        (false, true) => (b, a),
        seen => panic!("one node made the games: {seen:?}"),
    };

    // SIGKILL the director; round 1 is played on the other node.
    let mut director = director;
    director.child.kill().unwrap();
    director.child.wait().unwrap();
    let killed = Instant::now();
    for (game, white, black) in &round1 {
        play(&other, game, &token(*white), &token(*black)).await;
    }

    // The survivor takes the lease, sets both results, and 5 s after the round is complete
    // pairs round 2 by itself and makes its games.
    let page = swiss_until(&other, &id, &players[0], Duration::from_secs(30), |p| {
        p["round"] == 2 && games(p, 2).is_some_and(|g| g.len() == 2)
    })
    .await;
    eprintln!("round 2 made {:?} after the kill", killed.elapsed());
    let results: Vec<&Value> = page["boards"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["round"] == 1)
        .map(|b| &b["result"])
        .collect();
    assert_eq!(results, [&json!("1-0"), &json!("1-0")], "{page}");
    assert!(directs(&other), "the survivor made round 2's games");

    for (game, white, black) in games(&page, 2).unwrap() {
        play(&other, &game, &token(white), &token(black)).await;
    }
    let last = swiss_until(&other, &id, &players[0], Duration::from_secs(15), |p| {
        p["over"] == true
    })
    .await;
    let total: f64 = last["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["points"].as_str().unwrap().parse::<f64>().unwrap())
        .sum();
    assert_eq!(total, 4.0, "four games, a point each: {last}");
    for (game, ..) in round1.iter().chain(&games(&last, 2).unwrap()) {
        let state = other.state(game).await;
        assert_eq!(state["status"], "over", "{state}");
        assert_eq!(state["outcome"]["winner"], "white", "{state}");
    }
}
