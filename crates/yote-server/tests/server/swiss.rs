//! Swiss tournaments over the real server and real HTTP (docs/tournaments.md "Swiss on the
//! site", docs/protocol.md §4.7): a director and six players through three rounds on real
//! boards, one of them added by name, one joining late, one withdrawing; results reported by
//! both players and set when they agree, or by the director; the standings and the TRF file;
//! and what a tournament refuses (no director's key, a forged one, a round before the last is
//! complete, a result on another's board).

use reqwest::Method;
use serde_json::{Value, json};
use yote_testkit::{TestServer, http_client, new_player};

use super::arenas::call;

/// A request as the director (their key in its header) and, if given, as player `token`.
pub(crate) async fn direct(
    server: &TestServer,
    method: Method,
    path: &str,
    key: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let mut request = http_client()
        .request(method, server.url(path))
        .header("x-yote-director", key);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let r = request.send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

/// A new player of the site: their token.
pub(crate) async fn pupil(server: &TestServer) -> String {
    new_player(&http_client(), &server.url("")).await.0
}

pub(crate) async fn view(server: &TestServer, id: &str, token: &str) -> Value {
    let (status, page) = call(
        server,
        Method::GET,
        &format!("/api/swiss/{id}"),
        Some(token),
        None,
    )
    .await;
    assert_eq!(status, 200, "{page}");
    page
}

/// The board of round `round` where number `n` plays, and whether they have white.
fn board_of(page: &Value, round: i64, n: i64) -> Option<(i64, bool)> {
    page["boards"].as_array().unwrap().iter().find_map(|b| {
        (b["round"] == round && (b["white"] == n || b["black"] == n))
            .then(|| (b["board"].as_i64().unwrap(), b["white"] == n))
    })
}

#[tokio::test]
async fn a_director_and_six_players_play_three_rounds_on_real_boards() {
    let server = TestServer::start().await;
    let teacher = pupil(&server).await;
    let (status, made) = call(
        &server,
        Method::POST,
        "/api/swiss",
        Some(&teacher),
        Some(json!({"name": "Class 5B", "rounds": 3})),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_str().unwrap().to_owned();
    let key = made["director_key"].as_str().unwrap().to_owned();

    // Five pupils join with their phones; one without a phone is added by name.
    let mut pupils = Vec::new();
    for _ in 0..5 {
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
        pupils.push(token);
    }
    let (status, again) = call(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/join"),
        Some(&pupils[0]),
        None,
    )
    .await;
    assert_eq!(
        (status, again["error"]["code"].as_str()),
        (400, Some("swiss-joined")),
        "{again}"
    );
    let (status, added) = direct(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/players"),
        &key,
        Some(json!({"name": "Awa"})),
    )
    .await;
    assert_eq!(status, 200, "{added}");
    // Without the key, or with a forged one, the director's powers are refused.
    let (status, refused) = call(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/rounds"),
        Some(&pupils[0]),
        None,
    )
    .await;
    assert_eq!(
        (status, refused["error"]["code"].as_str()),
        (403, Some("not-director")),
        "{refused}"
    );
    let (status, _) = direct(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/rounds"),
        "forged",
        None,
    )
    .await;
    assert_eq!(status, 403);

    // Round 1: six players, three boards.
    let (status, paired) = direct(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/rounds"),
        &key,
        None,
    )
    .await;
    assert_eq!(
        (status, paired["round"].as_i64()),
        (200, Some(1)),
        "{paired}"
    );
    let page = view(&server, &id, &pupils[0]).await;
    assert_eq!(page["boards"].as_array().unwrap().len(), 3, "{page}");
    assert_eq!(page["director"], false);
    // Round 2 waits for round 1's results.
    let (status, open) = direct(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/rounds"),
        &key,
        None,
    )
    .await;
    assert_eq!(
        (status, open["error"]["code"].as_str()),
        (400, Some("swiss-round-open")),
        "{open}"
    );

    // Each pupil with a phone reports their own board; White wins everywhere. A board both
    // players report is set; the director sets the board of the pupil without a phone.
    for token in &pupils {
        let page = view(&server, &id, token).await;
        let me = page["you"].as_i64().unwrap();
        let (board, white) = board_of(&page, 1, me).unwrap();
        let result = "1-0";
        let (status, answer) = call(
            &server,
            Method::POST,
            &format!("/api/swiss/{id}/results"),
            Some(token),
            Some(json!({"round": 1, "board": board, "result": result})),
        )
        .await;
        assert_eq!(status, 200, "{answer}");
        let _ = white;
    }
    let page = view(&server, &id, &teacher).await;
    let awa = page["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Awa")
        .unwrap()["number"]
        .as_i64()
        .unwrap();
    let (board, _) = board_of(&page, 1, awa).unwrap();
    let (status, set) = direct(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/results"),
        &key,
        Some(json!({"round": 1, "board": board, "result": "1-0"})),
    )
    .await;
    assert_eq!(
        (status, set["result"].as_str()),
        (200, Some("1-0")),
        "{set}"
    );
    // A pupil may not report another board.
    let page = view(&server, &id, &pupils[0]).await;
    let me = page["you"].as_i64().unwrap();
    let (mine, _) = board_of(&page, 1, me).unwrap();
    let other = (1..=3).find(|b| *b != mine).unwrap();
    let (status, refused) = call(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/results"),
        Some(&pupils[0]),
        Some(json!({"round": 1, "board": other, "result": "0-1"})),
    )
    .await;
    assert_eq!(
        (status, refused["error"]["code"].as_str()),
        (400, Some("swiss-not-your-board")),
        "{refused}"
    );
    let page = view(&server, &id, &teacher).await;
    assert!(
        page["boards"]
            .as_array()
            .unwrap()
            .iter()
            .all(|b| b["result"] == "1-0"),
        "{page}"
    );
    assert_eq!(page["round_complete"], true);

    // A late pupil joins, one withdraws: round 2 pairs six again, and the leaders meet.
    let late = pupil(&server).await;
    let (status, _) = call(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/join"),
        Some(&late),
        None,
    )
    .await;
    assert_eq!(status, 200);
    let (status, _) = call(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/withdraw"),
        Some(&pupils[4]),
        Some(json!({})),
    )
    .await;
    assert_eq!(status, 204);
    let (status, _) = direct(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/rounds"),
        &key,
        None,
    )
    .await;
    assert_eq!(status, 200);
    let page = view(&server, &id, &teacher).await;
    let round2: Vec<&Value> = page["boards"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["round"] == 2)
        .collect();
    assert_eq!(round2.len(), 3, "{page}");
    let withdrawn = view(&server, &id, &pupils[4]).await["you"]
        .as_i64()
        .unwrap();
    assert!(
        board_of(&page, 2, withdrawn).is_none(),
        "a withdrawn player is not paired"
    );
    let winners: Vec<i64> = page["boards"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["round"] == 1)
        .map(|b| b["white"].as_i64().unwrap())
        .collect();
    let top = &round2[0];
    assert!(
        winners.contains(&top["white"].as_i64().unwrap())
            && winners.contains(&top["black"].as_i64().unwrap()),
        "{page}"
    );

    // The director sets round 2, then pairs and sets round 3; the standings and the file.
    for b in &round2 {
        let (status, _) = direct(
            &server,
            Method::POST,
            &format!("/api/swiss/{id}/results"),
            &key,
            Some(json!({"round": 2, "board": b["board"], "result": "1/2"})),
        )
        .await;
        assert_eq!(status, 200);
    }
    let (status, _) = direct(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/rounds"),
        &key,
        None,
    )
    .await;
    assert_eq!(status, 200);
    let page = view(&server, &id, &teacher).await;
    for b in page["boards"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["round"] == 3 && !b["black"].is_null())
    {
        let (status, _) = direct(
            &server,
            Method::POST,
            &format!("/api/swiss/{id}/results"),
            &key,
            Some(json!({"round": 3, "board": b["board"], "result": "0-1"})),
        )
        .await;
        assert_eq!(status, 200);
    }
    let page = view(&server, &id, &teacher).await;
    assert_eq!(page["over"], true, "{page}");
    let (status, over) = direct(
        &server,
        Method::POST,
        &format!("/api/swiss/{id}/rounds"),
        &key,
        None,
    )
    .await;
    assert_eq!(
        (status, over["error"]["code"].as_str()),
        (400, Some("swiss-over")),
        "{over}"
    );
    let standings = page["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 7);
    let points: Vec<f64> = standings
        .iter()
        .map(|s| s["points"].as_str().unwrap().parse().unwrap())
        .collect();
    assert!(points.windows(2).all(|w| w[0] >= w[1]), "{points:?}");
    let trf = http_client()
        .get(server.url(&format!("/api/swiss/{id}/trf")))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(
        trf.lines().filter(|l| l.starts_with("001")).count(),
        7,
        "{trf}"
    );
    assert!(trf.contains("XXR 3"), "{trf}");
    // The file re-pairs as it was paired.
    let t = yote_tournament::swiss::trf::parse(&trf).unwrap();
    let (differences, rounds) = yote_tournament::swiss::check::check(&t);
    assert_eq!(
        (differences.len(), rounds),
        (0, 3),
        "{differences:?}\n{trf}"
    );
}
