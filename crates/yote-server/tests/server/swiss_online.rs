//! A Swiss tournament played on the site (docs/tournaments.md "Swiss on the site"), over the
//! real server, real HTTP and real WebSockets: the director pairs round 1 and the server makes
//! each board's game, a rated lobby game of the tournament's clock that names its tournament;
//! a game played to its end sets its board's result, a game nobody starts is lost by forfeit
//! by the absent player, who is withdrawn; round 2 starts by itself the set time after round 1
//! is complete, and the tournament finishes with its last game. And what such a tournament
//! refuses: no clock, rated real boards, a gap out of range, a player typed by name, a result
//! reported by a player.

use std::sync::atomic::Ordering;

use reqwest::Method;
use serde_json::{Value, json};
use yote_server::{Config, ServerClock};
use yote_testkit::{TestServer, test_config};

use super::arenas::{call, sit, until_over};
use super::swiss::{direct, pupil, view};

/// Reads the tournament as `token` until `pred` holds (10 s at most).
async fn view_until(
    server: &TestServer,
    id: &str,
    token: &str,
    pred: impl Fn(&Value) -> bool,
) -> Value {
    let mut last = Value::Null;
    for _ in 0..100 {
        last = view(server, id, token).await;
        if pred(&last) {
            return last;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the tournament never came to it: {last}");
}

/// The boards of round `round`.
fn boards(page: &Value, round: i64) -> Vec<Value> {
    page["boards"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["round"] == round)
        .cloned()
        .collect()
}

#[tokio::test]
async fn a_tournament_on_the_site_refuses_what_it_cannot_do() {
    let server = TestServer::start().await;
    let teacher = pupil(&server).await;
    let refused = |body: Value| {
        let (server, teacher) = (&server, &teacher);
        async move {
            let (status, answer) = call(
                server,
                Method::POST,
                "/api/swiss",
                Some(teacher),
                Some(body),
            )
            .await;
            assert_eq!(status, 400, "{answer}");
            answer["error"].clone()
        }
    };
    let error = refused(json!({"name": "No clock", "on_boards": false})).await;
    assert_eq!(
        (&error["code"], &error["args"]["option"]),
        (&json!("bad-option"), &json!("clock")),
        "{error}"
    );
    let error = refused(json!({"name": "Rated boards", "rated": true})).await;
    assert_eq!(error["args"]["option"], "rated", "{error}");
    let error = refused(json!({"name": "Quick", "on_boards": false,
        "clock": {"initial_s": 300, "increment_s": 3}, "round_gap_s": 2}))
    .await;
    assert_eq!(
        (&error["args"]["option"], &error["args"]["value"]),
        (&json!("round_gap_s"), &json!("2")),
        "{error}"
    );
    let error = refused(json!({"name": "Post", "on_boards": false, "clock": {"days": 2}})).await;
    assert_eq!(error["args"]["option"], "clock", "{error}");

    // Made on the site: a name typed by the director has no phone to play on.
    let (status, made) = call(
        &server,
        Method::POST,
        "/api/swiss",
        Some(&teacher),
        Some(json!({"name": "Online", "on_boards": false,
            "clock": {"initial_s": 300, "increment_s": 3}})),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let (id, key) = (
        made["id"].as_str().unwrap(),
        made["director_key"].as_str().unwrap(),
    );
    let (status, answer) = direct(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/players"),
        key,
        Some(json!({"name": "Awa"})),
    )
    .await;
    assert_eq!(
        (status, &answer["error"]["code"]),
        (400, &json!("swiss-on-site-names")),
        "{answer}"
    );
    let page = view(&server, id, &teacher).await;
    assert_eq!(
        (&page["on_boards"], &page["rated"]),
        (&json!(false), &json!(true)),
        "{page}"
    );
    assert_eq!(
        page["clock"],
        json!({"initial_s": 300, "increment_s": 3}),
        "{page}"
    );
    assert_eq!(page["players"], json!([]), "nobody added: {page}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn round_one_is_played_on_the_site_and_round_two_starts_by_itself() {
    let (clock, offset) = ServerClock::manual();
    let config = Config {
        clock,
        ..test_config()
    };
    let first_action = config.first_action.as_millis() as i64;
    let server = TestServer::start_with(config).await;
    let teacher = pupil(&server).await;
    let (status, made) = call(
        &server,
        Method::POST,
        "/api/swiss",
        Some(&teacher),
        Some(
            json!({"name": "Club night", "rounds": 2, "on_boards": false,
            "clock": {"initial_s": 300, "increment_s": 3}, "round_gap_s": 60}),
        ),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_str().unwrap().to_owned();
    let key = made["director_key"].as_str().unwrap().to_owned();
    let mut players = Vec::new();
    for _ in 0..4 {
        let token = pupil(&server).await;
        let (status, joined) = call(
            &server,
            Method::POST,
            &format!("/api/swiss/{id}/join"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(status, 200, "{joined}");
        players.push(token);
    }
    let (status, paired) = direct(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/rounds"),
        &key,
        None,
    )
    .await;
    assert_eq!((status, &paired["round"]), (200, &json!(1)), "{paired}");

    // Within seconds each board has its game: a rated lobby game named for the tournament.
    let page = view_until(&server, &id, &teacher, |p| {
        boards(p, 1).iter().all(|b| b["game"].is_string())
    })
    .await;
    let round1 = boards(&page, 1);
    assert_eq!(round1.len(), 2, "{page}");
    // Each player's pairing number, given at the start (by rating, then name).
    let mut number_of = Vec::new();
    for token in &players {
        number_of.push((
            view(&server, &id, token).await["you"].clone(),
            token.clone(),
        ));
    }
    let token = |n: &Value| number_of.iter().find(|(m, _)| m == n).unwrap().1.clone();
    for b in &round1 {
        let game = b["game"].as_str().unwrap();
        let (_, about) = server.get_json(&format!("/api/games/{game}/players")).await;
        assert_eq!(
            (&about["tile"], &about["rated"]),
            (&json!("swiss"), &json!(true)),
            "{about}"
        );
        assert_eq!(
            about["swiss"],
            json!({"id": id, "name": "Club night"}),
            "{about}"
        );
    }

    // A player may not report a game the site plays.
    let (status, answer) = call(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/results"),
        Some(&token(&round1[0]["white"])),
        Some(json!({"round": 1, "board": 1, "result": "1-0"})),
    )
    .await;
    assert_eq!(
        (status, &answer["error"]["code"]),
        (400, &json!("swiss-on-site-result")),
        "{answer}"
    );

    // Board 1 is played: White places, Black places and resigns. Board 2: nobody comes.
    let game1 = round1[0]["game"].as_str().unwrap().to_owned();
    let game2 = round1[1]["game"].as_str().unwrap().to_owned();
    let mut white = sit(&server, &game1, &token(&round1[0]["white"])).await;
    let mut black = sit(&server, &game1, &token(&round1[0]["black"])).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(black.act(1, "@e5").await["type"], "ack");
    assert_eq!(
        black.request(json!({"type": "resign", "id": "r"})).await["type"],
        "ack"
    );
    let page = view_until(&server, &id, &teacher, |p| {
        boards(p, 1)[0]["result"] == "1-0"
    })
    .await;
    assert_eq!(page["round_complete"], false, "{page}");

    // A rematch of a tournament's game is refused: the next round pairs them again.
    let rematch = white.request(json!({"type": "rematch", "id": "m"})).await;
    assert_eq!(rematch["code"], "no-rematch", "{rematch}");
    assert_eq!(rematch["args"]["reason"], "swiss", "{rematch}");

    offset.fetch_add(first_action + 1_000, Ordering::SeqCst);
    let over = until_over(&server, &game2).await;
    assert_eq!(over["outcome"]["reason"], "aborted", "{over}");
    let page = view_until(&server, &id, &teacher, |p| p["round_complete"] == true).await;
    let absent = round1[1]["white"].clone();
    assert_eq!(
        boards(&page, 1)[1]["result"],
        "-+",
        "White never came: {page}"
    );
    let withdrawn = page["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["number"] == absent)
        .unwrap();
    assert_eq!(withdrawn["withdrawn"], true, "{page}");

    // Round 2 starts by itself 60 s after round 1 was complete, not before.
    let page = view_until(&server, &id, &teacher, |p| p["next_round_at"].is_i64()).await;
    assert_eq!(page["round"], 1, "{page}");
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    assert_eq!(view(&server, &id, &teacher).await["round"], 1, "too soon");
    offset.fetch_add(61_000, Ordering::SeqCst);
    let page = view_until(&server, &id, &teacher, |p| {
        p["round"] == 2
            && boards(p, 2)
                .iter()
                .all(|b| b["black"].is_null() || b["game"].is_string())
    })
    .await;
    let round2 = boards(&page, 2);
    // Three players left: one board and the bye, the absent player in neither.
    assert_eq!(round2.len(), 2, "{page}");
    assert!(
        round2
            .iter()
            .all(|b| b["white"] != absent && b["black"] != absent),
        "{page}"
    );
    let board = round2.iter().find(|b| b["black"].is_i64()).unwrap();
    let game3 = board["game"].as_str().unwrap();
    let mut white = sit(&server, game3, &token(&board["white"])).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(
        white.request(json!({"type": "resign", "id": "r"})).await["type"],
        "ack"
    );

    // The last game counted, the tournament is over and its standings add up: 2 points a
    // round, the bye's included.
    let page = view_until(&server, &id, &teacher, |p| p["over"] == true).await;
    let total: f64 = page["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["points"].as_str().unwrap().parse::<f64>().unwrap())
        .sum();
    assert_eq!(total, 4.0, "{page}");
    assert_eq!(page["next_round_at"], Value::Null, "{page}");
}
