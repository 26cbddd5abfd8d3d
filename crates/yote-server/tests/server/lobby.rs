//! The lobby over the real server, real HTTP and real WebSockets (docs/protocol.md §4): players
//! without accounts, quick-pairing tiles paired in waves, the seat of a paired game, ratings at
//! its end, the computer offered to a lone seeker, and what the lobby refuses.

use std::time::Duration;

use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use yote_testkit::{Client, TestServer, http_client, new_player, set_cookie, test_config};

/// A request as the browser of the player whose cookie token is `token` sends it.
pub(crate) fn as_player(request: reqwest::RequestBuilder, token: &str) -> reqwest::RequestBuilder {
    request.header("cookie", format!("yote_player={token}"))
}

pub(crate) async fn json_of(response: reqwest::Response) -> (u16, Value) {
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

/// Takes the seat of a paired game for the player `token`: the seat cookie's secret and side.
pub(crate) async fn take_seat(server: &TestServer, token: &str, game: &str) -> (String, String) {
    let http = http_client();
    let url = server.url(&format!("/api/lobby/games/{game}/seat"));
    let r = as_player(http.post(url), token).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let cookie = set_cookie(&r).expect("a seat cookie");
    let secret = cookie["yote_seat=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let body: Value = r.json().await.unwrap();
    (secret, body["seat"].as_str().unwrap().to_owned())
}

/// Waits up to 20 s for the message of type `kind`, pinging the server as a page does.
pub(crate) async fn wait_for(client: &mut Client, kind: &str) -> Value {
    wait_until(client, kind, |_| true).await
}

/// Waits up to 20 s for the message of type `kind` that passes `pred`.
async fn wait_until(client: &mut Client, kind: &str, pred: impl Fn(&Value) -> bool) -> Value {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while tokio::time::Instant::now() < deadline {
        client.send(json!({"type": "ping"})).await;
        let wait = tokio::time::Instant::now() + Duration::from_secs(2);
        while let Some(m) = client
            .try_recv_within(wait - tokio::time::Instant::now())
            .await
            .expect("the lobby's socket stays open")
        {
            if m["type"] == kind && pred(&m) {
                return m;
            }
            if tokio::time::Instant::now() >= wait {
                break;
            }
        }
    }
    panic!("no {kind} message within 20 s: {:?}", client.seen);
}

#[tokio::test]
async fn two_players_on_one_tile_are_paired_into_one_rated_game_and_rated_at_its_end() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, ada_player) = new_player(&http, &origin).await;
    let (bo, _) = new_player(&http, &origin).await;
    assert_eq!(ada_player["rating"], 1500);
    assert_eq!(ada_player["provisional"], true);
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    let mut b = Client::lobby(server.addr, Some(&bo), None).await;
    let welcome = a.next_of("welcome").await;
    assert_eq!(welcome["player"]["name"], ada_player["name"]);
    assert_eq!(welcome["tiles"].as_array().unwrap().len(), 6);
    b.next_of("welcome").await;
    a.send(json!({"type": "seek", "tile": "5+3"})).await;
    assert_eq!(a.next_of("seeking").await["tile"], "5+3");
    b.send(json!({"type": "seek", "tile": "5+3"})).await;
    b.next_of("seeking").await;
    let game = wait_for(&mut a, "paired").await["game"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(wait_for(&mut b, "paired").await["game"], game.as_str());

    // Each player takes their own seat; a third browser cannot.
    let (a_secret, a_side) = take_seat(&server, &ada, &game).await;
    let (b_secret, b_side) = take_seat(&server, &bo, &game).await;
    assert_ne!(a_side, b_side);
    let (carl, _) = new_player(&http, &origin).await;
    let url = server.url(&format!("/api/lobby/games/{game}/seat"));
    let (status, body) = json_of(as_player(http.post(&url), &carl).send().await.unwrap()).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("not-your-seat"))
    );
    let (status, body) = json_of(http.post(&url).send().await.unwrap()).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("no-player"))
    );

    // The game: the tile's clock, both seats held, names and provisional ratings shown.
    let (white, black) = if a_side == "white" {
        ((a_secret, &ada), (b_secret, &bo))
    } else {
        ((b_secret, &bo), (a_secret, &ada))
    };
    let mut w = server.ws(&game, Some(&white.0)).await;
    let mut k = server.ws(&game, Some(&black.0)).await;
    let state = w.hello(json!({})).await;
    assert_eq!(state["you"]["seat"], "white");
    assert_eq!(
        state["you"]["talk"], "phrases",
        "strangers have the phrases only"
    );
    assert_eq!(state["clock"]["initial_ms"], 300_000, "{}", state["clock"]);
    assert_eq!(k.hello(json!({})).await["you"]["seat"], "black");
    let (_, players) = server.get_json(&format!("/api/games/{game}/players")).await;
    assert_eq!(players["rated"], true);
    assert_eq!(players["white"]["rating"], 1500);
    assert_eq!(players["white"]["provisional"], true);
    assert_eq!(players["white"]["change"], Value::Null);

    // Two actions, then Black resigns: White wins a rated game.
    assert_eq!(w.act(0, "@a1").await["type"], "ack");
    assert_eq!(k.act(1, "@e5").await["type"], "ack");
    let resigned = k.request(json!({"type": "resign", "id": "r"})).await;
    assert_eq!(resigned["type"], "ack", "{resigned}");
    let mut players = Value::Null;
    for _ in 0..50 {
        players = server
            .get_json(&format!("/api/games/{game}/players"))
            .await
            .1;
        if players["white"]["change"].is_number() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let gain = players["white"]["change"].as_i64().expect("White's change");
    let loss = players["black"]["change"].as_i64().expect("Black's change");
    assert!(gain > 0 && loss < 0 && gain == -loss, "{players}");
    // The winner's rating, on any page that asks: higher, one game, still provisional.
    let r = as_player(http.get(server.url("/api/player")), white.1)
        .send()
        .await
        .unwrap();
    let (_, me) = json_of(r).await;
    assert_eq!(me["player"]["rating"], 1500 + gain, "{me}");
    assert_eq!(me["player"]["games"], 1);
    assert_eq!(me["player"]["provisional"], true);
    // The winner's page: the rating, and the game with the rating after it.
    let name = me["player"]["name"].as_str().unwrap();
    let page = http
        .get(server.url(&format!("/en/players/{}", name.to_lowercase())))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    let page = page.text().await.unwrap();
    assert!(page.contains(&format!("<h1>{name}</h1>")), "{page}");
    assert!(page.contains(&format!("{}?", 1500 + gain)), "{page}");
    assert!(
        page.contains(&format!("{} (+{gain})", 1500 + gain)),
        "{page}"
    );
    assert!(page.contains(&format!("/en/games/{game}")), "{page}");
    // The game's record names both players with their ratings as it began and their changes.
    let (record, parsed) = server.record(&game).await;
    assert_eq!(parsed.tag("White"), Some(name), "{record}");
    assert_eq!(
        parsed.tag("Black"),
        players["black"]["name"].as_str(),
        "{record}"
    );
    assert!(!record.contains("Guest"), "{record}");
    assert_eq!(parsed.tag("WhiteElo"), Some("1500"), "{record}");
    assert_eq!(
        parsed.tag("WhiteRatingDiff"),
        Some(format!("+{gain}").as_str()),
        "{record}"
    );
    assert_eq!(
        parsed.tag("BlackRatingDiff"),
        Some(format!("{loss}").as_str()),
        "{record}"
    );
    let missing = http
        .get(server.url("/en/players/Nobody-000"))
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), 404);
}

#[tokio::test]
async fn a_lone_seeker_is_offered_the_computer_after_a_wave_and_a_seek_ends_with_its_socket() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, _) = new_player(&http, &origin).await;
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    a.next_of("welcome").await;
    a.send(json!({"type": "seek", "tile": "3+2"})).await;
    a.next_of("seeking").await;
    let offer = wait_for(&mut a, "offer").await;
    assert_eq!(offer["level"], "medium", "a new player's rating is 1500");
    // Her socket closes: her seek goes with it, and the next seeker waits alone.
    a.close().await;
    let (bo, _) = new_player(&http, &origin).await;
    let mut b = Client::lobby(server.addr, Some(&bo), None).await;
    b.next_of("welcome").await;
    b.send(json!({"type": "seek", "tile": "3+2"})).await;
    b.next_of("seeking").await;
    assert_eq!(wait_for(&mut b, "offer").await["type"], "offer");
    // Someone who only watches the lobby sees one seeker at 3+2 (counted after the wave).
    let mut watcher = Client::lobby(server.addr, None, None).await;
    let welcome = watcher.next_of("welcome").await;
    assert_eq!(welcome["counts"]["seekers"]["3+2"], 1, "{welcome}");
    // Cancelled, the seek leaves the pool, and the watcher is told.
    b.send(json!({"type": "cancel"})).await;
    b.next_of("cancelled").await;
    wait_until(&mut watcher, "counts", |m| {
        m["counts"]["seekers"]["3+2"] == 0
    })
    .await;
}

#[tokio::test]
async fn the_lobby_refuses_what_it_cannot_do_and_a_forged_cookie_is_nobody() {
    let mut config = test_config();
    config.seeks_per_address = 2;
    // Waves often, so that any two seekers who could be paired are, before the third comes.
    config.lobby_wave = std::time::Duration::from_millis(50);
    let server = TestServer::start_with(config).await;
    let http = http_client();
    let origin = server.url("");

    // A cookie the server never gave is nobody: no player, and seeking needs one.
    let forged = "A".repeat(43);
    let r = as_player(http.get(server.url("/api/player")), &forged)
        .send()
        .await
        .unwrap();
    assert_eq!(json_of(r).await.1, json!({"player": null}));
    let mut nobody = Client::lobby(server.addr, Some(&forged), None).await;
    assert_eq!(nobody.next_of("welcome").await["player"], Value::Null);
    nobody.send(json!({"type": "seek", "tile": "5+3"})).await;
    assert_eq!(nobody.next_of("error").await["code"], "no-player");
    nobody.send_text("{\"type\": \"seek\"".into()).await;
    assert_eq!(nobody.next_of("error").await["code"], "malformed");
    nobody.send(json!({"type": "dance"})).await;
    assert_eq!(nobody.next_of("error").await["code"], "malformed");

    let (ada, ada_player) = new_player(&http, &origin).await;
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    a.next_of("welcome").await;
    a.send(json!({"type": "seek", "tile": "4+4"})).await;
    let error = a.next_of("error").await;
    assert_eq!(
        (error["code"].as_str(), error["args"]["tile"].as_str()),
        (Some("bad-tile"), Some("4+4"))
    );

    // Names: checked, unique whatever the case, and kept as given.
    let rename = |token: &str, name: &str| {
        as_player(http.post(server.url("/api/player/name")), token).json(&json!({"name": name}))
    };
    for (name, reason) in [
        ("Al", "length"),
        ("<b>bold</b>", "characters"),
        ("yote_admin", "refused"),
    ] {
        let (status, body) = json_of(rename(&ada, name).send().await.unwrap()).await;
        assert_eq!(status, 400, "{name}");
        assert_eq!(body["error"]["code"], "bad-name");
        assert_eq!(body["error"]["args"]["reason"], reason, "{name}");
    }
    let (status, body) = json_of(rename(&ada, "Aïssatou").send().await.unwrap()).await;
    assert_eq!(
        (status, body["player"]["name"].as_str()),
        (200, Some("Aïssatou"))
    );
    let (bo, _) = new_player(&http, &origin).await;
    let (status, body) = json_of(rename(&bo, "AÏSSATOU").send().await.unwrap()).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("name-taken"))
    );
    assert_ne!(ada_player["name"], "Aïssatou");

    // A transfer code moves Ada to another browser once; a wrong code is nobody's.
    let (status, made) = json_of(
        as_player(http.post(server.url("/api/player/transfer")), &ada)
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 200);
    let code = made["code"].as_str().unwrap().to_owned();
    assert_eq!(made["link"], format!("/transfer/{}", code.replace('-', "")));
    let claim = |code: &str| {
        http.post(server.url("/api/player/claim"))
            .json(&json!({"code": code}))
    };
    let (status, body) = json_of(claim("ABCD-2345").send().await.unwrap()).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("bad-transfer-code"))
    );
    let r = claim(&code.to_lowercase()).send().await.unwrap();
    let cookie = yote_testkit::set_cookie_named(&r, "yote_player").expect("a player cookie");
    let (status, body) = json_of(r).await;
    assert_eq!(
        (status, body["player"]["name"].as_str()),
        (200, Some("Aïssatou"))
    );
    let token = cookie["yote_player=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    assert_ne!(token, ada, "the new browser has a token of its own");
    let r = as_player(http.get(server.url("/api/player")), &token)
        .send()
        .await
        .unwrap();
    assert_eq!(json_of(r).await.1["player"]["name"], "Aïssatou");
    let (status, body) = json_of(claim(&code).send().await.unwrap()).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("bad-transfer-code"))
    );

    // Seeks from one address are capped (2 here). The two seek different tiles: on one tile a
    // wave could pair them before the third comes, and the third would then be let in.
    let mut sockets = vec![];
    for (i, tile) in ["1d", "3+2"].into_iter().enumerate() {
        let (token, _) = new_player(&http, &origin).await;
        let mut s = Client::lobby(server.addr, Some(&token), None).await;
        s.next_of("welcome").await;
        s.send(json!({"type": "seek", "tile": tile})).await;
        let answer = s.until("seeking", |_| true).await;
        assert_eq!(answer["tile"], tile, "seek {i}");
        sockets.push(s);
    }
    let (token, _) = new_player(&http, &origin).await;
    let mut third = Client::lobby(server.addr, Some(&token), None).await;
    third.next_of("welcome").await;
    third.send(json!({"type": "seek", "tile": "5+3"})).await;
    let error = third.next_of("error").await;
    assert_eq!(error["code"], "too-many-seeks");
    assert_eq!(error["args"]["limit"], 2);
}

/// The lobby's socket is served by the game socket's connection loop: a binary frame is
/// answered `malformed`, a message over 4 KiB closes it with 1009, and so does a frame far over
/// the WebSocket layer's own limit (refused before it is read whole), with the same reason.
#[tokio::test]
async fn the_lobby_socket_keeps_the_game_socket_s_limits() {
    let server = TestServer::start().await;
    let mut lobby = Client::lobby(server.addr, None, None).await;
    lobby.next_of("welcome").await;
    lobby.send_binary(vec![1, 2, 3]).await;
    assert_eq!(lobby.next_of("error").await["code"], "malformed");
    lobby.send(json!({"type": "ping"})).await;
    lobby.next_of("pong").await;
    for size in [5_000, 1 << 20] {
        let mut lobby = Client::lobby(server.addr, None, None).await;
        lobby.next_of("welcome").await;
        lobby.send_text("x".repeat(size)).await;
        let closed = loop {
            match lobby.next_raw().await {
                Some(Message::Close(Some(frame))) => break frame,
                Some(Message::Text(_)) => continue,
                other => panic!("expected a close frame, got {other:?}"),
            }
        };
        assert_eq!(u16::from(closed.code), 1009, "{size}");
        assert!(
            closed.reason.contains("too large"),
            "{size}: {}",
            closed.reason
        );
    }
}

#[tokio::test]
async fn a_custom_seek_waits_in_the_open_seeks_until_one_player_takes_it() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, ada_player) = new_player(&http, &origin).await;
    let (bo, _) = new_player(&http, &origin).await;
    let (carl, _) = new_player(&http, &origin).await;
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    a.next_of("welcome").await;
    // What a custom seek refuses: rules that are not a rule set, no clock.
    a.send(json!({"type": "seek", "tile": "custom", "rules": "dance", "clock": {"days": 1}}))
        .await;
    assert_eq!(a.next_of("error").await["code"], "bad-rules");
    a.send(json!({"type": "seek", "tile": "custom", "rules": "beart"}))
        .await;
    assert_eq!(a.next_of("error").await["code"], "bad-clock");
    let clock = json!({"initial_s": 600, "increment_s": 5});
    a.send(json!({"type": "seek", "tile": "custom", "rules": "beart", "clock": clock}))
        .await;
    let seeking = a.next_of("seeking").await;
    assert_eq!(
        (seeking["tile"].as_str(), seeking["rules"].as_str()),
        (Some("custom"), Some("beart"))
    );
    // Another player sees it on offer (with the counts, after a wave's refresh).
    let mut b = Client::lobby(server.addr, Some(&bo), None).await;
    let counts = wait_until(&mut b, "counts", |m| {
        m["counts"]["open"]
            .as_array()
            .is_some_and(|o| !o.is_empty())
    })
    .await;
    let open = &counts["counts"]["open"][0];
    assert_eq!(open["name"], ada_player["name"]);
    assert_eq!(
        (open["rules"].as_str(), &open["clock"]),
        (Some("beart"), &clock)
    );
    let id = open["seek"].as_str().unwrap().to_owned();
    // Her own seek is not hers to take; Bo takes it; Carl comes too late.
    a.send(json!({"type": "accept", "seek": id})).await;
    assert_eq!(a.next_of("error").await["code"], "own-seek");
    b.send(json!({"type": "accept", "seek": id})).await;
    let game = b.next_of("paired").await["game"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(wait_for(&mut a, "paired").await["game"], game.as_str());
    let mut c = Client::lobby(server.addr, Some(&carl), None).await;
    c.next_of("welcome").await;
    c.send(json!({"type": "accept", "seek": id})).await;
    assert_eq!(c.next_of("error").await["code"], "seek-gone");
    // The game has the seek's rules and clock, and both seats are taken.
    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["rules"], "beart");
    assert_eq!(state["clock"]["initial_ms"], 600_000);
    let (_, players) = server.get_json(&format!("/api/games/{game}/players")).await;
    assert_eq!(players["rules"], "beart");
    let names = [
        players["white"]["name"].clone(),
        players["black"]["name"].clone(),
    ];
    assert!(names.contains(&ada_player["name"]), "{players}");
}

#[tokio::test]
async fn two_players_of_one_address_play_three_rated_games_a_day_then_unrated_ones() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, _) = new_player(&http, &origin).await;
    let (bo, _) = new_player(&http, &origin).await;
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    let mut b = Client::lobby(server.addr, Some(&bo), None).await;
    a.next_of("welcome").await;
    b.next_of("welcome").await;
    let mut rated = vec![];
    for _ in 0..4 {
        a.send(json!({"type": "seek", "tile": "3+2"})).await;
        b.send(json!({"type": "seek", "tile": "3+2"})).await;
        let game = wait_for(&mut a, "paired").await["game"]
            .as_str()
            .unwrap()
            .to_owned();
        assert_eq!(wait_for(&mut b, "paired").await["game"], game.as_str());
        let (_, players) = server.get_json(&format!("/api/games/{game}/players")).await;
        rated.push(players["rated"].as_bool().unwrap());
    }
    assert_eq!(
        rated,
        [true, true, true, false],
        "both seekers come from 127.0.0.1"
    );
}

/// 300 players behind one address (a school's Wi-Fi, a mobile carrier's shared address) stay in
/// the lobby for a minute, each sending the page's ping every 10 s, and a hundred of them seek
/// in the same second and cancel: no socket is cut off, every ping is answered
/// (docs/reliability.md "What 300 players behind one address can do").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_hundred_players_behind_one_address_stay_in_the_lobby_for_a_minute() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let mut clients = Vec::new();
    for _ in 0..300 {
        let (token, _) = new_player(&http, &origin).await;
        let mut client = Client::lobby(server.addr, Some(&token), None).await;
        client.next_of("welcome").await;
        clients.push(client);
    }
    let start = tokio::time::Instant::now() + Duration::from_millis(500);
    let seek_at = start + Duration::from_secs(30);
    let tasks = clients.into_iter().enumerate().map(|(i, mut client)| {
        tokio::spawn(async move {
            // The pages opened over a few seconds: their pings are spread over the 10 s.
            let first = start + Duration::from_millis(i as u64 * 10_000 / 300);
            let mut pongs = 0;
            for round in 0..6 {
                let at = first + Duration::from_secs(10 * round);
                if i < 100 && round == 3 {
                    tokio::time::sleep_until(seek_at).await;
                    client
                        .send(
                            json!({"type": "seek", "tile": "custom", "rules": "standard",
                                     "clock": {"days": 1}}),
                        )
                        .await;
                    client.until("seeking", |_| true).await;
                    client.send(json!({"type": "cancel"})).await;
                }
                tokio::time::sleep_until(at).await;
                client.send(json!({"type": "ping"})).await;
                loop {
                    let m = client
                        .try_recv_within(Duration::from_secs(5))
                        .await
                        .unwrap_or_else(|e| panic!("player {i}, round {round}: {e}"))
                        .unwrap_or_else(|| panic!("player {i}, round {round}: no pong in 5 s"));
                    if m["type"] == "pong" {
                        pongs += 1;
                        break;
                    }
                    assert_ne!(m["type"], "error", "player {i}: {m}");
                }
            }
            pongs
        })
    });
    for (i, pongs) in futures_util::future::join_all(tasks)
        .await
        .into_iter()
        .enumerate()
    {
        assert_eq!(pongs.unwrap(), 6, "player {i}");
    }
}

/// One client opening socket after socket, each within its own budget, is stopped at its
/// address's: the sockets past it are closed with `1008` and a reason that says so.
#[tokio::test]
async fn many_sockets_from_one_address_share_the_address_s_budget() {
    let server = TestServer::start().await;
    let mut sockets = Vec::new();
    for _ in 0..30 {
        let mut client = Client::lobby(server.addr, None, None).await;
        client.next_of("welcome").await;
        sockets.push(client);
    }
    // 30 sockets × 20 pings: each within its own burst of 40, together over the address's 400.
    for client in &mut sockets {
        for _ in 0..20 {
            client.send(json!({"type": "ping"})).await;
        }
    }
    // The last socket's pings come after 580 others: its address's budget is spent.
    let mut last = sockets.pop().unwrap();
    let frame = loop {
        match last.next_raw().await {
            Some(Message::Close(Some(frame))) => break frame,
            Some(_) => continue,
            None => panic!("closed without a frame"),
        }
    };
    assert_eq!(u16::from(frame.code), 1008);
    assert!(frame.reason.contains("from your address"), "{frame:?}");
}

/// The lobby's count is the people on its page: a player with two tabs counts once, a browser
/// without a player counts too, and one closing its page is no longer counted.
#[tokio::test]
async fn the_lobby_counts_the_people_on_its_page_each_player_once() {
    let server = TestServer::start().await;
    let http = http_client();
    let (ada, _) = new_player(&http, &server.url("")).await;
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    let second_tab = Client::lobby(server.addr, Some(&ada), None).await;
    let newcomer = Client::lobby(server.addr, None, None).await;
    a.until("counts", |m| m["counts"]["players"] == 2).await;
    newcomer.close().await;
    a.until("counts", |m| m["counts"]["players"] == 1).await;
    second_tab.close().await;
    let bo = Client::lobby(server.addr, None, None).await;
    a.until("counts", |m| m["counts"]["players"] == 2).await;
    bo.close().await;
}
