//! Games against the computer, played to their end.

use serde_json::json;
use yote_testkit::*;

/// Plays the first legal action each turn until the game ends; answers the final state.
async fn play_out(client: &mut Client, mut state: serde_json::Value) -> serde_json::Value {
    let mut saw_thinking = false;
    loop {
        if state["status"] == "over" {
            assert!(
                saw_thinking || state["ply"] == 0,
                "the computer was never seen thinking"
            );
            return state;
        }
        if let Some(actions) = state.get("legal_actions") {
            let ply = state["ply"].as_u64().unwrap() as usize;
            let action = actions[0].as_str().unwrap().to_owned();
            let ack = client.act(ply, &action).await;
            assert_eq!(ack["type"], "ack", "{ack}");
        }
        loop {
            let m = client.recv().await;
            if m["type"] == "thinking" && m["thinking"] == true {
                saw_thinking = true;
            }
            if m["type"] == "state" {
                state = m;
                break;
            }
        }
    }
}

#[tokio::test]
async fn a_game_against_the_computer_to_its_end() {
    let server = TestServer::start().await;
    let (game, secret, mut me, state) = server
        .computer_table(json!({"rules": "standard,rows=3,columns=4,pieces=3", "level": "beginner"}))
        .await;
    assert_eq!(state["players"]["black"]["kind"], "computer");
    assert_eq!(state["players"]["black"]["level"], "beginner");
    assert_eq!(state["players"]["black"]["connected"], true);
    let end = play_out(&mut me, state).await;
    assert!(end["outcome"]["reason"].is_string(), "{end}");
    assert!(end["ply"].as_u64().unwrap() >= 2);

    let (_, parsed) = server.record(&game).await;
    assert_eq!(parsed.tag("Black"), Some("Computer (beginner)"));
    assert_eq!(parsed.result(), end["outcome"]["result"].as_str().unwrap());
    assert_eq!(parsed.game.ply() as u64, end["ply"].as_u64().unwrap());

    // A rematch against the computer starts at once, colours swapped: the computer opens.
    let ack = me.request(json!({"type": "rematch"})).await;
    let next = ack["game"].as_str().unwrap();
    let mut me2 = server.ws(next, Some(&secret)).await;
    let state = me2.hello(json!({})).await;
    assert_eq!(state["you"]["seat"], "black");
    let state = if state["ply"] == 0 {
        me2.until("state", |s| s["ply"] == 1).await
    } else {
        state
    };
    assert_eq!(state["actions"].as_array().unwrap().len(), 1);
    assert!(state.get("legal_actions").is_some());
}

#[tokio::test]
async fn the_computer_answers_a_draw_offer() {
    let server = TestServer::start().await;
    let (_, _, mut me, state) = server
        .computer_table(json!({"rules": "standard", "white": "creator"}))
        .await;
    assert_eq!(state["you"]["seat"], "white");
    assert_eq!(me.act(0, "@a1").await["type"], "ack");
    me.until("state", |s| s["ply"] == 2).await;
    assert_eq!(
        me.request(json!({"type": "offer_draw"})).await["type"],
        "ack"
    );
    // The computer decides through the AI crate: either answer is a valid end to this test.
    let answer = me
        .until("event", |e| {
            let kind = &e["event"]["kind"];
            *kind == "draw_declined" || *kind == "game_over"
        })
        .await;
    if answer["event"]["kind"] == "game_over" {
        assert_eq!(answer["event"]["outcome"]["reason"], "agreement");
    } else {
        assert_eq!(answer["event"]["side"], "black");
    }
    let refused = me.request(json!({"type": "offer_draw"})).await;
    assert_eq!(refused["type"], "error");
}

#[tokio::test]
async fn the_computer_opens_when_it_has_white() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"rules": "standard", "opponent": "computer", "white": "opponent", "level": "easy"}))
        .await;
    assert_eq!(table["seat"], "black");
    let game = table["game"].as_str().unwrap();
    // Nobody is connected: the computer plays anyway, and its action is stored.
    let mut state = server.get_json(&format!("/api/games/{game}")).await.1;
    for _ in 0..100 {
        if state["ply"] == 1 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        state = server.get_json(&format!("/api/games/{game}")).await.1;
    }
    assert_eq!(state["ply"], 1, "{state}");
    assert_eq!(state["to_move"], "black");
}

/// While the computer weighs a draw offer (its pool busy with another game's long search), the
/// game still answers: the offer is acknowledged and the state served with the offer open.
#[tokio::test]
async fn a_draw_offer_to_the_computer_does_not_freeze_its_game() {
    let server = TestServer::start().await; // one computer thread
    // A master game where the computer opens: its search holds the only thread.
    let (_, _, mut busy, state) = server
        .computer_table(json!({"level": "master", "white": "opponent"}))
        .await;
    if state["thinking"] != true {
        busy.until("thinking", |m| m["thinking"] == true).await;
    }
    let (game, _, mut me, state) = server
        .computer_table(json!({"rules": "standard", "level": "beginner"}))
        .await;
    assert_eq!(state["to_move"], "white");
    let ack = me.request(json!({"type": "offer_draw", "id": 1})).await;
    assert_eq!(ack["type"], "ack", "{ack}");
    let started = std::time::Instant::now();
    let (status, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(status, 200);
    assert_eq!(state["draw_offer"], "white", "{state}");
    assert!(started.elapsed() < std::time::Duration::from_millis(500));
    // The answer comes once the thread is free.
    let answered = me.until("state", |s| s["draw_offer"].is_null()).await;
    assert!(
        answered["status"] == "over" || answered["status"] == "playing",
        "{answered}"
    );
}

fn client_from(address: &str) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(Some(address.parse().unwrap()))
        .build()
        .unwrap()
}

async fn create_from(
    http: &reqwest::Client,
    server: &TestServer,
    body: serde_json::Value,
) -> (u16, serde_json::Value) {
    post(http, &server.url("/api/tables"), body).await
}

#[tokio::test]
async fn one_address_has_a_cap_of_live_computer_games_and_others_play_on() {
    let server = TestServer::start_with(yote_server::Config {
        computer_games_per_address: 2,
        ..test_config()
    })
    .await;
    let flood = client_from("127.0.0.2");
    let body = json!({"opponent": "computer", "level": "beginner"});
    for _ in 0..2 {
        assert_eq!(create_from(&flood, &server, body.clone()).await.0, 201);
    }
    let (status, refused) = create_from(&flood, &server, body.clone()).await;
    assert_eq!(status, 503);
    assert_eq!(refused["error"]["code"], "computer-busy", "{refused}");
    assert!(
        refused["error"]["message"]
            .as_str()
            .unwrap()
            .contains("from your address"),
        "{refused}"
    );
    // A friend table from that address is still fine, and so is the computer for another one.
    let friend = json!({"opponent": "friend"});
    assert_eq!(create_from(&flood, &server, friend).await.0, 201);
    let (_, _, mut me, state) = server
        .computer_table(json!({"rules": "standard,rows=3,columns=4,pieces=3", "level": "beginner"}))
        .await;
    let end = play_out(&mut me, state).await;
    assert!(end["outcome"]["reason"].is_string(), "{end}");
}

#[tokio::test]
async fn a_full_computer_queue_refuses_new_computer_games_at_once() {
    let server = TestServer::start_with(yote_server::Config {
        computer_waiting_per_thread: 1,
        ..test_config() // one computer thread
    })
    .await;
    let flood = client_from("127.0.0.2");
    // Master opens each game: one search runs, the next waits, and the queue is full.
    let body = json!({"opponent": "computer", "level": "master", "white": "opponent"});
    let mut refused = None;
    for _ in 0..4 {
        let (status, answer) = create_from(&flood, &server, body.clone()).await;
        if status != 201 {
            refused = Some((status, answer));
            break;
        }
    }
    let (status, answer) = refused.expect("the queue fills");
    assert_eq!(status, 503);
    assert_eq!(answer["error"]["code"], "computer-busy", "{answer}");
    assert!(
        answer["error"]["message"]
            .as_str()
            .unwrap()
            .contains("busy"),
        "{answer}"
    );
}

#[tokio::test]
async fn rematches_count_against_the_tables_limit() {
    let server = TestServer::start_with(yote_server::Config {
        tables_per_minute: 3,
        ..test_config()
    })
    .await;
    let table = server
        .create(json!({"rules": TINY_RULES, "opponent": "local"}))
        .await;
    let secret = table["secret"].as_str().unwrap().to_owned();
    let mut game = table["game"].as_str().unwrap().to_owned();
    let mut answers = Vec::new();
    for _ in 0..3 {
        let mut me = server.ws(&game, Some(&secret)).await;
        me.hello(json!({})).await;
        for (ply, action) in TINY_GAME.iter().enumerate() {
            assert_eq!(me.act(ply, action).await["type"], "ack");
        }
        let answer = me.request(json!({"type": "rematch", "id": 9})).await;
        if answer["type"] == "ack" {
            game = answer["game"].as_str().unwrap().to_owned();
        }
        answers.push(answer);
    }
    assert_eq!(answers[0]["type"], "ack", "{answers:?}");
    assert_eq!(answers[1]["type"], "ack", "{answers:?}");
    assert_eq!(answers[2]["code"], "too-many-tables", "{answers:?}");
}
