//! A whole game between two people through an invite link, watched by a third.

use serde_json::json;
use yote_testkit::*;

#[tokio::test]
async fn a_friend_game_through_the_invite_link_with_a_watcher() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"rules": TINY_RULES, "opponent": "friend", "white": "creator"}))
        .await;
    assert_eq!(table["seat"], "white");
    let game = table["game"].as_str().unwrap().to_owned();
    let white_secret = table["secret"].as_str().unwrap().to_owned();
    assert!(white_secret.len() >= 22);
    let invite = table["invite_url"].as_str().unwrap().to_owned();
    let token = invite.strip_prefix("/invite/").unwrap().to_owned();

    // Opening the invite (as a link previewer would) leaves the seat free.
    let (status, info) = server.get_json(&format!("/api/invites/{token}")).await;
    assert_eq!(status, 200);
    assert_eq!(info["open"], true);
    assert_eq!(info["seat"], "black");
    assert_eq!(info["game"], game.as_str());

    // A watcher and the creator (by cookie) connect while the table waits.
    let mut watcher = server.ws(&game, None).await;
    let state = watcher.hello(json!({})).await;
    assert_eq!(state["status"], "waiting");
    assert!(state["you"].is_null());
    assert!(state.get("legal_actions").is_none());

    let mut white = server.ws(&game, Some(&white_secret)).await;
    let state = white.hello(json!({})).await;
    assert_eq!(state["you"]["seat"], "white");
    assert_eq!(state["you"]["invite"], invite.as_str());
    assert_eq!(state["players"]["black"]["kind"], "open");
    assert!(
        state.get("legal_actions").is_none(),
        "nobody acts while waiting"
    );
    let refused = white.act(0, "@a1").await;
    assert_eq!(refused["code"], "waiting-for-opponent");

    // The friend takes the seat; the link then shows the game to watchers.
    let claim = server
        .http
        .post(server.url(&format!("/api/invites/{token}")))
        .send()
        .await
        .unwrap();
    assert_eq!(claim.status(), 200);
    let cookie = set_cookie(&claim).unwrap();
    assert!(cookie.contains(&format!("Path=/games/{game}")), "{cookie}");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    let claimed: serde_json::Value = claim.json().await.unwrap();
    assert_eq!(claimed["seat"], "black");
    let black_secret = claimed["secret"].as_str().unwrap().to_owned();
    assert!(cookie.contains(&black_secret));
    assert_ne!(black_secret, white_secret);

    let again = server
        .http
        .post(server.url(&format!("/api/invites/{token}")))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 409);
    let body: serde_json::Value = again.json().await.unwrap();
    assert_eq!(body["error"]["code"], "seat-taken");
    let (_, info) = server.get_json(&format!("/api/invites/{token}")).await;
    assert_eq!(info["open"], false);

    let joined = white
        .until("event", |e| e["event"]["kind"] == "joined")
        .await;
    assert_eq!(joined["event"]["side"], "black");
    let state = white.next_of("state").await;
    assert_eq!(state["status"], "playing");
    assert!(
        state["legal_actions"]
            .as_array()
            .unwrap()
            .contains(&json!("@a1"))
    );

    // The guest connects with the secret in hello; White sees them arrive.
    let mut black = server.ws(&game, None).await;
    let state = black.hello(json!({"secret": black_secret})).await;
    assert_eq!(state["you"]["seat"], "black");
    assert!(state.get("legal_actions").is_none(), "not Black's turn");
    let presence = white.until("presence", |p| p["black"] == true).await;
    assert_eq!(presence["white"], true);

    // The game: White places, Black places beside it, White jumps and wins.
    let ack = white.act(0, TINY_GAME[0]).await;
    assert_eq!(ack["type"], "ack", "{ack}");
    assert_eq!(ack["ply"], 0);
    assert_eq!(ack["duplicate"], false);
    let state = black.until("state", |s| s["ply"] == 1).await;
    assert_eq!(state["to_move"], "black");
    assert_eq!(state["last_action"]["action"], "@a1");
    assert!(
        state["legal_actions"]
            .as_array()
            .unwrap()
            .contains(&json!("@b1"))
    );
    assert_eq!(state["board"]["squares"][2][0], "white");

    let refused = white.act(1, "@c3").await;
    assert_eq!(refused["code"], "not-your-turn");

    assert_eq!(black.act(1, TINY_GAME[1]).await["type"], "ack");
    white.until("state", |s| s["ply"] == 2).await;
    let ack = white.act(2, TINY_GAME[2]).await;
    assert_eq!(ack["type"], "ack");

    for client in [&mut white, &mut black, &mut watcher] {
        let over = client
            .until("event", |e| e["event"]["kind"] == "game_over")
            .await;
        assert_eq!(over["event"]["outcome"]["result"], "1-0");
        assert_eq!(over["event"]["outcome"]["reason"], "captured-out");
        let state = client.next_of("state").await;
        assert_eq!(state["status"], "over");
        assert_eq!(state["actions"], json!(TINY_GAME));
        assert_eq!(state["captures"]["white"], 1);
        assert_eq!(state["outcome"]["winner"], "white");
        assert!(state.get("legal_actions").is_none());
    }
    // The watcher saw every action and never a seat secret.
    let watched = watcher.seen.join("\n");
    assert!(watched.contains("\"a1xc1\""));
    assert!(!watched.contains(&white_secret) && !watched.contains(&black_secret));

    // The record reads back.
    let (text, parsed) = server.record(&game).await;
    assert_eq!(parsed.result(), "1-0");
    assert_eq!(parsed.tag("Termination"), Some("captured-out"));
    assert_eq!(parsed.tag("Game"), Some(game.as_str()));
    let actions: Vec<String> = parsed
        .game
        .actions()
        .iter()
        .map(|a| a.to_string())
        .collect();
    assert_eq!(actions, TINY_GAME);
    assert_eq!(parsed.to_string(), text);

    // A rematch: both ask, colours swap, each keeps their seat through the rematch link.
    let ack = black.request(json!({"type": "rematch"})).await;
    assert_eq!(ack["type"], "ack");
    white
        .until("event", |e| e["event"]["kind"] == "rematch_offered")
        .await;
    let ack = white.request(json!({"type": "rematch"})).await;
    let next = ack["game"].as_str().unwrap().to_owned();
    let created = black
        .until("event", |e| e["event"]["kind"] == "rematch_created")
        .await;
    assert_eq!(created["event"]["game"], next.as_str());

    let follow = server
        .http
        .get(server.url(&format!("/games/{game}/rematch")))
        .header("cookie", format!("yote_seat={black_secret}"))
        .send()
        .await
        .unwrap();
    assert_eq!(follow.status(), 303);
    assert_eq!(
        follow.headers()["location"],
        format!("/games/{next}").as_str()
    );
    let cookie = set_cookie(&follow).unwrap();
    assert!(cookie.contains(&format!("Path=/games/{next}")) && cookie.contains(&black_secret));

    let mut black2 = server.ws(&next, Some(&black_secret)).await;
    let state = black2.hello(json!({})).await;
    assert_eq!(state["you"]["seat"], "white", "colours swap");
    assert_eq!(state["rematch_of"], game.as_str());
    assert_eq!(state["status"], "playing");
    assert!(state["legal_actions"].as_array().is_some());
    let mut white2 = server.ws(&next, Some(&white_secret)).await;
    assert_eq!(white2.hello(json!({})).await["you"]["seat"], "black");
}

#[tokio::test]
async fn an_invite_works_as_a_plain_form_post() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"opponent": "friend", "white": "opponent"}))
        .await;
    assert_eq!(table["seat"], "black");
    let game = table["game"].as_str().unwrap();
    let invite = table["invite_url"].as_str().unwrap();
    let url = server.url(&invite.replace("/invite/", "/api/invites/"));
    let first = server
        .http
        .post(&url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body("")
        .send()
        .await
        .unwrap();
    assert_eq!(first.status(), 303);
    assert_eq!(
        first.headers()["location"],
        format!("/games/{game}").as_str()
    );
    let cookie = set_cookie(&first).unwrap();
    let secret = cookie
        .strip_prefix("yote_seat=")
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let mut guest = server.ws(game, Some(&secret)).await;
    let state = guest.hello(json!({})).await;
    assert_eq!(state["you"]["seat"], "white");
    assert_eq!(state["status"], "playing");

    // Later visitors are sent to the watch page, without a seat.
    let second = server
        .http
        .post(&url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body("")
        .send()
        .await
        .unwrap();
    assert_eq!(second.status(), 303);
    assert!(set_cookie(&second).is_none());
}

#[tokio::test]
async fn a_local_table_plays_both_sides_on_one_connection() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"rules": TINY_RULES, "opponent": "local"}))
        .await;
    assert_eq!(table["seat"], "both");
    assert!(table["invite_url"].is_null());
    let game = table["game"].as_str().unwrap();
    let mut device = server
        .ws(game, Some(table["secret"].as_str().unwrap()))
        .await;
    let mut state = device.hello(json!({})).await;
    assert_eq!(state["you"]["seat"], "both");
    assert_eq!(state["players"]["white"]["connected"], true);
    assert_eq!(state["players"]["black"]["connected"], true);
    for (ply, action) in TINY_GAME.iter().enumerate() {
        assert_eq!(state["ply"], ply);
        let legal = state["legal_actions"].as_array().unwrap();
        assert!(legal.contains(&json!(action)), "{action} in {legal:?}");
        assert_eq!(device.act(ply, action).await["type"], "ack");
        state = device.next_of("state").await;
    }
    assert_eq!(state["outcome"]["result"], "1-0");

    // A draw offered at a local table is agreed at once.
    let table = server.create(json!({"opponent": "local"})).await;
    let game = table["game"].as_str().unwrap();
    let mut device = server
        .ws(game, Some(table["secret"].as_str().unwrap()))
        .await;
    device.hello(json!({})).await;
    assert_eq!(
        device.request(json!({"type": "offer_draw"})).await["type"],
        "ack"
    );
    let state = device.until("state", |s| s["status"] == "over").await;
    assert_eq!(state["outcome"]["reason"], "agreement");
    assert_eq!(state["outcome"]["result"], "1/2-1/2");
}

/// A player whose connection goes silent (a phone that lost its network without closing
/// anything) is dropped by the heartbeat, and the opponent sees them leave.
#[tokio::test]
async fn a_silent_connection_is_dropped_and_the_opponent_sees_the_player_leave() {
    let config = yote_server::Config {
        heartbeat_ping_after: std::time::Duration::from_millis(200),
        heartbeat_timeout: std::time::Duration::from_millis(800),
        ..test_config()
    };
    let server = TestServer::start_with(config).await;
    let (game, white_secret, black_secret) = server.seated_table(TINY_RULES).await;
    let mut white = server.ws(&game, None).await;
    white.hello(json!({"secret": white_secret})).await;
    let mut black = server.ws(&game, None).await;
    black.hello(json!({"secret": black_secret})).await;
    black
        .until("presence", |p| p["white"] == true && p["black"] == true)
        .await;
    // White's socket stays open but is no longer read, so its pings go unanswered; Black
    // keeps reading, so the ping frames Black gets are answered.
    let started = std::time::Instant::now();
    let gone = black.until("presence", |p| p["white"] == false).await;
    assert_eq!(gone["black"], true, "{gone}");
    let waited = started.elapsed();
    assert!(
        waited >= std::time::Duration::from_millis(700),
        "dropped after {waited:?}"
    );
    let state = black.request(json!({"type": "offer_draw", "id": 1})).await;
    assert_eq!(state["type"], "ack", "Black plays on: {state}");
    drop(white);
}
