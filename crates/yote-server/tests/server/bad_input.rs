//! Every kind of bad input gets a clear error and changes nothing.

use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use yote_server::Config;
use yote_testkit::*;

#[tokio::test]
async fn bad_messages_are_refused_and_the_connection_stays_open() {
    let server = TestServer::start().await;
    let (game, white_secret, _) = server.seated_table("standard").await;
    let mut white = server.ws(&game, Some(&white_secret)).await;

    let before_hello = white
        .request(json!({"type": "act", "ply": 0, "action": "@a1"}))
        .await;
    assert_eq!(before_hello["code"], "hello-required");
    let state = white.hello(json!({})).await;
    let version = state["version"].clone();

    white.send_text("{not json".into()).await;
    let e = white.next_of("error").await;
    assert_eq!(e["code"], "malformed");
    assert!(e["message"].as_str().unwrap().contains("not JSON"));

    let cases = [
        (json!({"type": "dance", "id": 1}), "unknown-type"),
        (json!({"type": "act", "id": 2, "ply": 0}), "malformed"),
        (
            json!({"type": "act", "id": 3, "ply": "zero", "action": "@a1"}),
            "malformed",
        ),
        (
            json!({"type": "act", "id": 4, "ply": 0, "action": "a9"}),
            "bad-notation",
        ),
        (
            json!({"type": "act", "id": 5, "ply": 0, "action": "@h8"}),
            "illegal-action",
        ),
        (
            json!({"type": "act", "id": 6, "ply": 0, "action": "a1-a2"}),
            "illegal-action",
        ),
        (json!({"type": "accept_draw", "id": 7}), "no-draw-offer"),
        (json!({"type": "rematch", "id": 8}), "no-rematch"),
    ];
    for (message, code) in cases {
        let answer = white.request(message.clone()).await;
        assert_eq!(answer["type"], "error", "{message}");
        assert_eq!(answer["code"], code, "{message}: {answer}");
        assert_eq!(answer["id"], message["id"], "the error names the message");
        assert!(!answer["message"].as_str().unwrap().is_empty());
    }
    white.send(json!(["hello"])).await;
    assert_eq!(white.next_of("error").await["code"], "malformed");
    white.send(json!({"id": 9})).await;
    assert_eq!(white.next_of("error").await["code"], "malformed");
    let e = white
        .request(json!({"type": "act", "ply": 0, "action": "@h8"}))
        .await;
    assert!(e["message"].as_str().unwrap().contains("h8"), "{e}");

    // Nothing changed, and the connection still works.
    let state = white.hello(json!({})).await;
    assert_eq!(state["version"], version);
    assert_eq!(state["ply"], 0);
    assert_eq!(white.act(0, "@a1").await["type"], "ack");

    // Out of turn.
    assert_eq!(white.act(1, "@a2").await["code"], "not-your-turn");
}

#[tokio::test]
async fn watchers_and_forged_secrets_cannot_act() {
    let server = TestServer::start().await;
    let (game, white_secret, _) = server.seated_table("standard").await;

    let mut watcher = server.ws(&game, None).await;
    watcher.hello(json!({})).await;
    for kind in ["resign", "abort", "offer_draw", "rematch"] {
        let answer = watcher.request(json!({"type": kind})).await;
        assert_eq!(answer["code"], "not-a-player", "{kind}");
    }
    let answer = watcher.act(0, "@a1").await;
    assert_eq!(answer["code"], "not-a-player");

    // A forged secret, in hello or in the cookie: told so, and seated as a watcher.
    let mut forger = server.ws(&game, None).await;
    forger
        .send(json!({"type": "hello", "secret": "x".repeat(43)}))
        .await;
    let e = forger.recv().await;
    assert_eq!(e["code"], "bad-secret");
    let state = forger.next_of("state").await;
    assert!(state["you"].is_null());
    assert_eq!(forger.act(0, "@a1").await["code"], "not-a-player");

    let almost = format!(
        "{}{}",
        &white_secret[..42],
        if white_secret.ends_with('a') {
            'b'
        } else {
            'a'
        }
    );
    let mut cookie_forger = server.ws(&game, Some(&almost)).await;
    cookie_forger.send(json!({"type": "hello"})).await;
    assert_eq!(cookie_forger.recv().await["code"], "bad-secret");
    assert_eq!(cookie_forger.act(0, "@a1").await["code"], "not-a-player");

    let continue_link = server
        .http
        .get(server.url(&format!("/games/{game}/continue/{almost}")))
        .send()
        .await
        .unwrap();
    assert_eq!(continue_link.status(), 404);
    let good = server
        .http
        .post(server.url(&format!("/games/{game}/continue/{white_secret}")))
        .header("origin", server.url(""))
        .send()
        .await
        .unwrap();
    assert_eq!(good.status(), 303);
    assert!(set_cookie(&good).unwrap().contains(&white_secret));

    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["ply"], 0);
    assert_eq!(state["status"], "playing");
}

#[tokio::test]
async fn unknown_games_and_bad_tables_are_refused_over_http() {
    let server = TestServer::start().await;
    let (status, body) = server.get_json("/api/games/NoSuchGame12").await;
    assert_eq!(status, 404);
    assert_eq!(body["error"]["code"], "unknown-game");
    let (status, _) = server.get_json("/api/games/NoSuchGame12/record").await;
    assert_eq!(status, 404);
    let (status, body) = server.get_json("/api/invites/NoSuchInvite").await;
    assert_eq!(status, 404);
    assert_eq!(body["error"]["code"], "unknown-invite");

    let upgrade =
        tokio_tungstenite::connect_async(format!("ws://{}/games/NoSuchGame12/ws", server.addr))
            .await;
    match upgrade {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 404)
        }
        other => panic!("expected a 404, got {other:?}"),
    }

    let cases = [
        (
            json!({"opponent": "friend", "rules": "standard,rowz=3"}),
            "bad-rules",
            "rowz",
        ),
        (
            json!({"opponent": "friend", "rules": "standard,pieces=16"}),
            "bad-rules",
            "pieces",
        ),
        (
            json!({"opponent": "computer", "level": "godlike"}),
            "bad-level",
            "godlike",
        ),
        (json!({"opponent": "cat"}), "bad-option", "cat"),
        (
            json!({"opponent": "friend", "white": "both"}),
            "bad-option",
            "both",
        ),
        (json!({"rules": "standard"}), "malformed", "opponent"),
    ];
    for (body, code, names) in cases {
        let r = server
            .http
            .post(server.url("/api/tables"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 400, "{body}");
        let answer: Value = r.json().await.unwrap();
        assert_eq!(answer["error"]["code"], code, "{body}: {answer}");
        let message = answer["error"]["message"].as_str().unwrap();
        assert!(message.contains(names), "{body}: {message}");
    }
    let r = server
        .http
        .post(server.url("/api/tables"))
        .header("content-type", "application/json")
        .body("{\"opponent\": ")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);
    let r = server
        .http
        .post(server.url("/api/tables"))
        .header("content-type", "application/json")
        .body(format!(
            "{{\"opponent\": \"friend\", \"rules\": \"{}\"}}",
            "x".repeat(20_000)
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 413);
}

#[tokio::test]
async fn table_creation_is_limited_per_address() {
    let server = TestServer::start_with(Config {
        tables_per_minute: 3,
        ..test_config()
    })
    .await;
    for _ in 0..3 {
        server.create(json!({"opponent": "local"})).await;
    }
    let (status, body) = server.try_create(json!({"opponent": "local"})).await;
    assert_eq!(status, 429);
    assert_eq!(body["error"]["code"], "too-many-tables");
}

async fn close_frame(client: &mut Client) -> (u16, String) {
    loop {
        match client.next_raw().await {
            Some(Message::Close(Some(frame))) => {
                return (frame.code.into(), frame.reason.to_string());
            }
            Some(Message::Text(_)) => continue,
            other => panic!("expected a close frame, got {other:?}"),
        }
    }
}

#[tokio::test]
async fn an_oversized_message_closes_the_connection_with_a_reason() {
    let server = TestServer::start().await;
    let (game, white_secret, _) = server.seated_table("standard").await;
    let mut white = server.ws(&game, Some(&white_secret)).await;
    white.hello(json!({})).await;
    white
        .send(json!({"type": "act", "ply": 0, "action": "x".repeat(5000)}))
        .await;
    let (code, reason) = close_frame(&mut white).await;
    assert_eq!(code, 1009);
    assert!(reason.contains("too large"), "{reason}");
    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["ply"], 0);

    // Far over the limit, the frame is refused before it is even read whole.
    let mut black = server.ws(&game, None).await;
    black.hello(json!({})).await;
    black.send_text("x".repeat(1 << 20)).await;
    let (code, reason) = close_frame(&mut black).await;
    assert_eq!(code, 1009);
    assert!(reason.contains("too large"), "{reason}");
}

#[tokio::test]
async fn a_flood_closes_the_connection_with_a_reason() {
    let server = TestServer::start().await;
    let (game, white_secret, _) = server.seated_table("standard").await;
    let mut white = server.ws(&game, Some(&white_secret)).await;
    white.hello(json!({})).await;
    for _ in 0..100 {
        white.send(json!({"type": "decline_draw"})).await;
    }
    let (code, reason) = close_frame(&mut white).await;
    assert_eq!(code, 1008);
    assert!(reason.contains("too many messages"), "{reason}");
    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["ply"], 0);
    assert!(state["draw_offer"].is_null());
}

#[tokio::test]
async fn abort_resign_and_draws_follow_the_rules() {
    let server = TestServer::start().await;
    let (game, white_secret, black_secret) = server.seated_table("standard").await;
    let mut white = server.ws(&game, Some(&white_secret)).await;
    let mut black = server.ws(&game, Some(&black_secret)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(black.act(1, "@f5").await["type"], "ack");
    assert_eq!(
        white.request(json!({"type": "abort"})).await["code"],
        "too-late-to-abort"
    );

    assert_eq!(
        white.request(json!({"type": "offer_draw"})).await["type"],
        "ack"
    );
    assert_eq!(
        white.request(json!({"type": "offer_draw"})).await["code"],
        "draw-already-offered"
    );
    assert_eq!(
        white.request(json!({"type": "accept_draw"})).await["code"],
        "no-draw-offer"
    );
    assert_eq!(
        black.request(json!({"type": "decline_draw"})).await["type"],
        "ack"
    );
    assert_eq!(
        white.request(json!({"type": "offer_draw"})).await["code"],
        "draw-already-offered"
    );

    assert_eq!(
        black.request(json!({"type": "resign"})).await["type"],
        "ack"
    );
    let over = white
        .until("event", |e| e["event"]["kind"] == "game_over")
        .await;
    assert_eq!(over["event"]["outcome"]["result"], "1-0");
    assert_eq!(over["event"]["outcome"]["reason"], "resignation");
    assert_eq!(white.act(2, "@a2").await["code"], "game-over");
    assert_eq!(
        black.request(json!({"type": "resign"})).await["code"],
        "game-over"
    );

    // A fresh game can be aborted before both have acted.
    let (game, white_secret, _) = server.seated_table("standard").await;
    let mut white = server.ws(&game, Some(&white_secret)).await;
    white.hello(json!({})).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(white.request(json!({"type": "abort"})).await["type"], "ack");
    let state = white.until("state", |s| s["status"] == "over").await;
    assert_eq!(state["outcome"]["result"], "*");
    assert_eq!(state["outcome"]["reason"], "aborted");
    let (_, parsed) = server.record(&game).await;
    assert_eq!(parsed.tag("Termination"), Some("aborted"));
    assert_eq!(parsed.result(), "*");

    // A table aborted before the friend came has no rematch: nobody would sit in it.
    let table = server.create(json!({"opponent": "friend"})).await;
    let mut alone = server
        .ws(
            table["game"].as_str().unwrap(),
            Some(table["secret"].as_str().unwrap()),
        )
        .await;
    alone.hello(json!({})).await;
    assert_eq!(alone.request(json!({"type": "abort"})).await["type"], "ack");
    assert_eq!(
        alone.request(json!({"type": "rematch"})).await["code"],
        "no-rematch"
    );
}

/// A watcher that never reads: once a message has waited `slow_client` for it, the server drops
/// the connection (and with it every buffered message), while the game goes on.
#[tokio::test]
async fn a_client_that_never_reads_is_dropped() {
    let config = yote_server::Config {
        messages_per_second: 1e6,
        message_burst: 1e6,
        address_messages_per_second: 1e6,
        address_message_burst: 1e6,
        slow_client: std::time::Duration::from_millis(200),
        max_plies: 1_000_000,
        ..yote_testkit::test_config()
    };
    let server = TestServer::start_with(config).await;
    // No captures, no draw: the two pieces step back and forth for as long as needed.
    let table = server
        .create(json!({"rules": "standard,rows=3,columns=3,pieces=1,win_at=0,no_capture_draw=off", "opponent": "local"}))
        .await;
    let game = table["game"].as_str().unwrap().to_owned();
    let mut player = server
        .ws(&game, Some(table["secret"].as_str().unwrap()))
        .await;
    player.hello(json!({})).await;
    let mut watcher = server.ws(&game, None).await;
    watcher.send(json!({"type": "hello"})).await;
    // From here on the watcher reads nothing.
    let cycle = ["a1-a2", "c3-c2", "a2-a1", "c2-c3"];
    let mut dropped_at = None;
    for ply in 0..6000 {
        let action = match ply {
            0 => "@a1",
            1 => "@c3",
            n => cycle[(n - 2) % 4],
        };
        assert_eq!(player.act(ply, action).await["type"], "ack", "ply {ply}");
        if ply % 100 == 99 {
            let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
            if state["watchers"] == 0 {
                dropped_at = Some(ply);
                break;
            }
        }
    }
    let dropped_at = dropped_at.expect("the watcher that never reads is dropped");
    assert!(dropped_at > 100, "dropped only once its buffers were full");
    // The game went on for the player.
    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["ply"], dropped_at + 1);
    assert!(state["outcome"].is_null());
}

#[tokio::test]
async fn a_game_ends_at_the_ply_limit_whatever_its_options() {
    let server = TestServer::start_with(Config {
        max_plies: 10,
        ..test_config()
    })
    .await;
    let table = server
        .create(json!({"rules": "standard,rows=3,columns=3,pieces=1,win_at=0,no_capture_draw=off", "opponent": "local"}))
        .await;
    let game = table["game"].as_str().unwrap();
    let mut me = server.ws(game, table["secret"].as_str()).await;
    me.hello(json!({})).await;
    // Both place, then step back and forth, never in reach of each other.
    let cycle = ["a1-a2", "c3-c2", "a2-a1", "c2-c3"];
    let actions: Vec<&str> = ["@a1", "@c3"]
        .into_iter()
        .chain(cycle.iter().copied().cycle())
        .take(10)
        .collect();
    for (ply, action) in actions.iter().enumerate() {
        assert_eq!(me.act(ply, action).await["type"], "ack", "ply {ply}");
    }
    let end = me.until("state", |s| s["status"] == "over").await;
    assert_eq!(end["outcome"]["reason"], "ply-limit", "{end}");
    assert_eq!(end["outcome"]["result"], "1/2-1/2");
    assert_eq!(end["ply"], 10);
    let (_, record) = server.record(game).await;
    assert_eq!(record.tag("Termination"), Some("ply-limit"));
}

#[tokio::test]
async fn states_after_an_action_carry_only_the_new_actions() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"rules": "standard", "opponent": "local"}))
        .await;
    let game = table["game"].as_str().unwrap();
    let mut me = server.ws(game, table["secret"].as_str()).await;
    me.hello(json!({})).await;
    let mut watcher = server.ws(game, None).await;
    watcher.hello(json!({})).await;
    let squares = ["a1", "f5", "b1", "e5", "c1", "d5", "a3", "f3"];
    for (ply, sq) in squares.iter().enumerate() {
        assert_eq!(me.act(ply, &format!("@{sq}")).await["type"], "ack");
    }
    let state = watcher.state_at(9).await;
    assert_eq!(
        state["actions"].as_array().unwrap().len(),
        8,
        "kept by the client"
    );
    // What the server sent: the last action alone.
    let raw: Value = serde_json::from_str(
        watcher
            .seen
            .iter()
            .rev()
            .find(|m| m.contains("\"type\":\"state\""))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(raw["actions_from"], 7, "{raw}");
    assert_eq!(raw["actions"], json!(["@f3"]));
    // A hello and the API give the whole list.
    let (_, full) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(
        (
            full["actions_from"].clone(),
            full["actions"].as_array().unwrap().len()
        ),
        (json!(0), 8)
    );
}

#[tokio::test]
async fn a_reconnect_does_not_reset_the_message_budget() {
    let server = TestServer::start().await;
    let (game, white_secret, _) = server.seated_table("standard").await;
    let mut first = server.ws(&game, Some(&white_secret)).await;
    first.hello(json!({})).await;
    for _ in 0..35 {
        first.send(json!({"type": "decline_draw"})).await;
    }
    for _ in 0..35 {
        first.next_of("error").await;
    }
    first.close().await;
    // The same address and game: the budget goes on where it was.
    let mut second = server.ws(&game, Some(&white_secret)).await;
    for _ in 0..20 {
        second.send(json!({"type": "hello"})).await;
    }
    let (code, reason) = close_frame(&mut second).await;
    assert_eq!(code, 1008);
    assert!(reason.contains("too many messages"), "{reason}");
}

#[tokio::test]
async fn watcher_counts_are_sent_once_an_interval_and_players_at_once() {
    let server = TestServer::start().await;
    let (game, white_secret, black_secret) = server.seated_table("standard").await;
    let mut white = server.ws(&game, Some(&white_secret)).await;
    white.hello(json!({})).await;
    let mut watchers = Vec::new();
    for _ in 0..30 {
        let mut w = server.ws(&game, None).await;
        w.hello(json!({})).await;
        watchers.push(w);
    }
    // The crowd is told in one or two messages, not thirty.
    let mut presences = Vec::new();
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_millis(2500);
    while let Ok(m) = tokio::time::timeout_at(deadline, white.recv()).await {
        if m["type"] == "presence" {
            presences.push(m);
        }
    }
    assert!(
        !presences.is_empty() && presences.len() <= 3,
        "{presences:?}"
    );
    assert_eq!(presences.last().unwrap()["watchers"], 30);
    // A player coming is told at once.
    let started = std::time::Instant::now();
    let mut black = server.ws(&game, Some(&black_secret)).await;
    black.hello(json!({})).await;
    let m = white.next_of("presence").await;
    assert_eq!(m["black"], true, "{m}");
    assert!(started.elapsed() < std::time::Duration::from_millis(500));
}

#[tokio::test]
async fn sockets_to_one_game_from_one_address_are_capped() {
    let server = TestServer::start_with(Config {
        sockets_per_game_per_address: 3,
        ..test_config()
    })
    .await;
    let (game, _, _) = server.seated_table("standard").await;
    let mut open = Vec::new();
    for _ in 0..3 {
        let mut w = server.ws(&game, None).await;
        w.hello(json!({})).await;
        open.push(w);
    }
    let mut fourth = server.ws(&game, None).await;
    fourth.send(json!({"type": "hello"})).await;
    let (code, reason) = close_frame(&mut fourth).await;
    assert_eq!(code, 1013);
    assert!(
        reason.contains("too many connections to this game"),
        "{reason}"
    );
    // Another game from the same address is another count.
    let (other, _, _) = server.seated_table("standard").await;
    let mut w = server.ws(&other, None).await;
    assert_eq!(w.hello(json!({})).await["type"], "state");
}

#[tokio::test]
async fn an_address_keeps_only_so_many_tables_waiting_for_their_first_move() {
    let server = TestServer::start_with(Config {
        unplayed_tables_per_address: 3,
        ..test_config()
    })
    .await;
    let friend = json!({"opponent": "friend"});
    let mut tables = Vec::new();
    for _ in 0..3 {
        tables.push(server.create(friend.clone()).await);
    }
    let (status, refused) = server.try_create(friend.clone()).await;
    assert_eq!(status, 429, "{refused}");
    assert_eq!(
        refused["error"]["code"], "too-many-waiting-tables",
        "{refused}"
    );
    assert_eq!(refused["error"]["args"]["limit"], 3, "{refused}");
    // Games against the computer are counted apart.
    let (status, _) = server
        .try_create(json!({"opponent": "computer", "level": "beginner"}))
        .await;
    assert_eq!(status, 201);
    // Another address is not held back by this one's tables.
    let other = http_client_from("127.0.0.2".parse().unwrap());
    let (status, body) = post(&other, &server.url("/api/tables"), friend.clone()).await;
    assert_eq!(status, 201, "{body}");
    // One table played: one more may be made.
    let game = tables[0]["game"].as_str().unwrap();
    let token = invite_token(&tables[0]).to_owned();
    let claimed = post_json(
        &server.http,
        &server.url(&format!("/api/invites/{token}")),
        json!({}),
    )
    .await;
    let mut white = server.ws(game, tables[0]["secret"].as_str()).await;
    white.hello(json!({})).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert!(claimed["secret"].is_string());
    let (status, body) = server.try_create(friend).await;
    assert_eq!(status, 201, "{body}");
}

#[tokio::test]
async fn a_table_body_with_an_unknown_field_is_refused_and_makes_no_table() {
    // One table may wait per address: had the refused body made one, the next would be refused.
    let server = TestServer::start_with(Config {
        unplayed_tables_per_address: 1,
        ..test_config()
    })
    .await;
    let (status, refused) = server
        .try_create(json!({"opponent": "friend", "colour": "white"}))
        .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["error"]["code"], "malformed", "{refused}");
    let message = refused["error"]["message"].as_str().unwrap();
    assert!(message.contains("unknown field `colour`"), "{message}");
    let (status, made) = server.try_create(json!({"opponent": "friend"})).await;
    assert_eq!(status, 201, "{made}");
    let (status, _) = server.try_create(json!({"opponent": "friend"})).await;
    assert_eq!(status, 429);
}
