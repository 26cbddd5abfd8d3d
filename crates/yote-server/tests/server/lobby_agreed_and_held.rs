//! Over the real server, real HTTP and real WebSockets: friend and computer games rated when
//! the players agree at the table (docs/site.md "Rated by agreement"), and the wait before
//! pairing of a player who leaves lobby games (docs/reliability.md "Leaving lobby games").

use std::time::Duration;

use serde_json::{Value, json};
use yote_testkit::{
    Client, TestServer, http_client, new_player, set_cookie, set_cookie_named, test_config,
};

fn cookie_value(cookie: &str) -> String {
    cookie
        .split_once('=')
        .unwrap()
        .1
        .split(';')
        .next()
        .unwrap()
        .to_owned()
}

async fn json_of(response: reqwest::Response) -> (u16, Value) {
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

/// The players of `game` once its result is applied (the server does so within seconds).
async fn rated_players(server: &TestServer, game: &str) -> Value {
    for _ in 0..50 {
        let (_, players) = server.get_json(&format!("/api/games/{game}/players")).await;
        if players["white"]["change"].is_number() {
            return players;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    panic!("the result of {game} was not applied");
}

#[tokio::test]
async fn a_rated_friend_table_is_rated_once_the_friend_takes_the_seat() {
    let server = TestServer::start().await;
    let http = http_client();
    // The creator has no player yet: asking for a rated table makes one.
    let r = http
        .post(server.url("/api/tables"))
        .json(&json!({"opponent": "friend", "white": "creator", "rated": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);
    let host = cookie_value(&set_cookie_named(&r, "yote_player").expect("a player cookie"));
    let host_seat = cookie_value(&set_cookie(&r).unwrap());
    let (_, created) = json_of(r).await;
    assert_eq!(created["rated"], true);
    let game = created["game"].as_str().unwrap().to_owned();
    let invite = created["invite_url"]
        .as_str()
        .unwrap()
        .replace("/invite/", "");
    // Not a lobby game until the friend comes; the invite says it is rated.
    let (status, pending) = server.get_json(&format!("/api/games/{game}/players")).await;
    assert_eq!(
        (status, pending["pending"].as_bool()),
        (200, Some(true)),
        "{pending}"
    );
    let (_, info) = server.get_json(&format!("/api/invites/{invite}")).await;
    assert_eq!(info["rated"], true, "{info}");
    assert_eq!(
        info["takebacks"], false,
        "no takebacks in a rated game: {info}"
    );
    // The creator's own player, from another browser (no host cookie), is not their own guest.
    let claim = server.url(&format!("/api/invites/{invite}"));
    let r = http
        .post(&claim)
        .header("cookie", format!("yote_player={host}"))
        .send()
        .await
        .unwrap();
    let (status, body) = json_of(r).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("own-invite"))
    );
    // The friend has no player either: taking the seat makes one, and agrees.
    let r = http.post(&claim).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let guest = cookie_value(&set_cookie_named(&r, "yote_player").expect("a player cookie"));
    let guest_seat = cookie_value(&set_cookie(&r).unwrap());
    assert_ne!(guest, host);
    let (status, players) = server.get_json(&format!("/api/games/{game}/players")).await;
    assert_eq!(status, 200);
    assert_eq!(
        (players["rated"].as_bool(), players["tile"].as_str()),
        (Some(true), Some("friend"))
    );
    assert_eq!(players["white"]["rating"], 1500);

    let mut w = server.ws(&game, Some(&host_seat)).await;
    let mut k = server.ws(&game, Some(&guest_seat)).await;
    assert_eq!(w.hello(json!({})).await["you"]["seat"], "white");
    assert_eq!(k.hello(json!({})).await["you"]["seat"], "black");
    assert_eq!(w.act(0, "@a1").await["type"], "ack");
    assert_eq!(k.act(1, "@e5").await["type"], "ack");
    assert_eq!(
        w.request(json!({"type": "resign", "id": "r"})).await["type"],
        "ack"
    );
    let players = rated_players(&server, &game).await;
    let (loss, gain) = (
        players["white"]["change"].as_i64().unwrap(),
        players["black"]["change"].as_i64().unwrap(),
    );
    assert!(gain > 0 && loss == -gain, "{players}");
    // The guest's rating moved, and the game is on the guest's list.
    let r = http
        .get(server.url("/api/player/games"))
        .header("cookie", format!("yote_player={guest}"))
        .send()
        .await
        .unwrap();
    let (_, list) = json_of(r).await;
    assert_eq!(list["games"][0]["game"], game.as_str());
    assert_eq!(list["games"][0]["change"], gain);
}

#[tokio::test]
async fn a_rated_game_against_the_computer_moves_only_the_players_rating() {
    let server = TestServer::start().await;
    let http = http_client();
    let (me, _) = new_player(&http, &server.url("")).await;
    let r = http
        .post(server.url("/api/tables"))
        .header("cookie", format!("yote_player={me}"))
        .json(
            &json!({"opponent": "computer", "level": "medium", "white": "creator", "rated": true}),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);
    assert!(
        set_cookie_named(&r, "yote_player").is_none(),
        "the browser keeps its player"
    );
    let seat = cookie_value(&set_cookie(&r).unwrap());
    let (_, created) = json_of(r).await;
    let game = created["game"].as_str().unwrap().to_owned();
    let (_, players) = server.get_json(&format!("/api/games/{game}/players")).await;
    assert_eq!(players["black"]["name"], "computer:medium");
    assert_eq!(
        (
            players["black"]["rating"].as_i64(),
            players["black"]["provisional"].as_bool()
        ),
        (Some(1550), Some(false))
    );
    let mut w = server.ws(&game, Some(&seat)).await;
    w.hello(json!({})).await;
    assert_eq!(w.act(0, "@a1").await["type"], "ack");
    // The computer answers; then the player resigns.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
        if state["ply"].as_u64() >= Some(2) {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the computer did not answer: {state}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(
        w.request(json!({"type": "resign", "id": "r"})).await["type"],
        "ack"
    );
    let players = rated_players(&server, &game).await;
    assert!(
        players["white"]["change"].as_i64().unwrap() < 0,
        "{players}"
    );
    assert_eq!(
        players["black"]["change"], 0,
        "the computer's rating is fixed"
    );
    let (_, again) = server.get_json(&format!("/api/games/{game}/players")).await;
    assert_eq!(again["black"]["rating"], 1550);

    // A game on one device is never rated.
    let r = http
        .post(server.url("/api/tables"))
        .json(&json!({"opponent": "local", "rated": true}))
        .send()
        .await
        .unwrap();
    let (status, body) = json_of(r).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (400, Some("bad-option")),
        "{body}"
    );
    assert_eq!(body["error"]["args"]["option"], "rated");
}

/// Pairs `a` and `b` at 3+2 and has the player `leaver` abort the game before acting.
async fn pair_and_abort(server: &TestServer, a: &mut Client, b: &mut Client, leaver: &str) {
    a.send(json!({"type": "seek", "tile": "3+2"})).await;
    b.send(json!({"type": "seek", "tile": "3+2"})).await;
    let game = wait_for(a, "paired").await["game"]
        .as_str()
        .unwrap()
        .to_owned();
    wait_for(b, "paired").await;
    let http = http_client();
    let r = http
        .post(server.url(&format!("/api/lobby/games/{game}/seat")))
        .header("cookie", format!("yote_player={leaver}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let seat = cookie_value(&set_cookie(&r).unwrap());
    let mut ws = server.ws(&game, Some(&seat)).await;
    ws.hello(json!({})).await;
    let aborted = ws.request(json!({"type": "abort", "id": "x"})).await;
    assert_eq!(aborted["type"], "ack", "{aborted}");
    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["outcome"]["reason"], "aborted", "{state}");
    assert!(
        state["outcome"]["left"].is_string(),
        "the abort says who left: {state}"
    );
}

/// Waits up to 20 s for the lobby message of type `kind`, pinging as a page does.
pub(crate) async fn wait_for(client: &mut Client, kind: &str) -> Value {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while tokio::time::Instant::now() < deadline {
        client.send(json!({"type": "ping"})).await;
        let wait = tokio::time::Instant::now() + Duration::from_secs(1);
        while let Some(m) = client
            .try_recv_within(wait.saturating_duration_since(tokio::time::Instant::now()))
            .await
            .expect("the lobby's socket stays open")
        {
            if m["type"] == kind {
                return m;
            }
        }
    }
    panic!("no {kind} message within 20 s: {:?}", client.seen);
}

#[tokio::test]
async fn a_player_who_left_two_lobby_games_today_waits_before_the_next_pairing() {
    let config = test_config();
    let wave = config.lobby_wave;
    let server = TestServer::start_with(config).await;
    let http = http_client();
    let origin = server.url("");
    let (ada, _) = new_player(&http, &origin).await;
    let (bo, _) = new_player(&http, &origin).await;
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    let mut b = Client::lobby(server.addr, Some(&bo), None).await;
    a.next_of("welcome").await;
    b.next_of("welcome").await;
    // The first game left is forgiven: no wait.
    pair_and_abort(&server, &mut a, &mut b, &ada).await;
    tokio::time::sleep(wave * 2).await;
    a.send(json!({"type": "seek", "tile": "10+5"})).await;
    let seeking = wait_for(&mut a, "seeking").await;
    assert_eq!(seeking["held"], Value::Null, "{seeking}");
    a.send(json!({"type": "cancel"})).await;
    wait_for(&mut a, "cancelled").await;
    // The second is not: two minutes, said with the seek, and no pairing meanwhile.
    pair_and_abort(&server, &mut a, &mut b, &ada).await;
    let mut held = Value::Null;
    for _ in 0..20 {
        tokio::time::sleep(wave).await;
        a.send(json!({"type": "seek", "tile": "10+5"})).await;
        held = wait_for(&mut a, "seeking").await["held"].clone();
        if !held.is_null() {
            break;
        }
    }
    assert_eq!(held["games"], 2, "{held}");
    let seconds = held["seconds"].as_u64().unwrap();
    assert!((100..=120).contains(&seconds), "{held}");
    let seen_before = a.seen.len();
    b.send(json!({"type": "seek", "tile": "10+5"})).await;
    wait_for(&mut b, "seeking").await;
    // Bo waits through a wave alone (and is offered the computer): Ada is not paired.
    let offer = wait_for(&mut b, "offer").await;
    assert_eq!(offer["type"], "offer");
    assert!(
        !a.seen[seen_before..]
            .iter()
            .any(|m| m.contains("\"paired\"")),
        "a held player is not paired: {:?}",
        &a.seen[seen_before..]
    );
    // Taking a game on offer is refused too, with the wait.
    b.send(json!({"type": "cancel"})).await;
    b.send(json!({"type": "seek", "tile": "custom", "rules": "standard", "clock": {"initial_s": 300, "increment_s": 3}})).await;
    wait_for(&mut b, "seeking").await;
    let bo_id = wait_for_open(&mut a).await;
    a.send(json!({"type": "accept", "seek": bo_id})).await;
    let refused = wait_for(&mut a, "error").await;
    assert_eq!(refused["code"], "held", "{refused}");
    assert_eq!(refused["args"]["games"], 2, "{refused}");
    assert!(
        refused["args"]["minutes"].as_u64().unwrap() <= 2,
        "{refused}"
    );
    // Bo, who stayed, is paired as ever once another player comes.
    let (carl, _) = new_player(&http, &origin).await;
    let mut c = Client::lobby(server.addr, Some(&carl), None).await;
    c.next_of("welcome").await;
    c.send(json!({"type": "accept", "seek": bo_id})).await;
    let game = wait_for(&mut c, "paired").await;
    assert!(game["game"].is_string());
}

/// The seek id of the first game on offer, from the lobby's counts.
async fn wait_for_open(client: &mut Client) -> String {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while tokio::time::Instant::now() < deadline {
        client.send(json!({"type": "ping"})).await;
        let wait = tokio::time::Instant::now() + Duration::from_secs(1);
        while let Some(m) = client
            .try_recv_within(wait.saturating_duration_since(tokio::time::Instant::now()))
            .await
            .expect("the lobby's socket stays open")
        {
            if m["type"] == "counts"
                && let Some(seek) = m["counts"]["open"][0]["seek"].as_str()
            {
                return seek.to_owned();
            }
        }
    }
    panic!("no game on offer within 20 s");
}

/// A game without named players (an unrated friend table) answers `{"named": false}`, not a
/// 404 its page would log in the browser's console at every visit; an address that is no game
/// is still `unknown-game`.
#[tokio::test]
async fn an_unrated_table_has_no_named_players_and_no_game_is_unknown() {
    let server = TestServer::start().await;
    let r = http_client()
        .post(server.url("/api/tables"))
        .json(&json!({"opponent": "friend", "white": "creator"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);
    let (_, created) = json_of(r).await;
    let game = created["game"].as_str().unwrap().to_owned();
    let (status, players) = server.get_json(&format!("/api/games/{game}/players")).await;
    assert_eq!((status, players), (200, json!({"named": false})));
    // Its invite says that moves may be taken back (an unrated table's default).
    let invite = created["invite_url"]
        .as_str()
        .unwrap()
        .replace("/invite/", "");
    let (_, info) = server.get_json(&format!("/api/invites/{invite}")).await;
    assert_eq!(
        (info["rated"].as_bool(), info["takebacks"].as_bool()),
        (Some(false), Some(true)),
        "{info}"
    );
    let unknown = format!("{}x", &game[..game.len() - 1]);
    let unknown = if unknown == game {
        format!("{}y", &game[..game.len() - 1])
    } else {
        unknown
    };
    let (status, refused) = server
        .get_json(&format!("/api/games/{unknown}/players"))
        .await;
    assert_eq!(
        (status, refused["error"]["code"].as_str()),
        (404, Some("unknown-game")),
        "{refused}"
    );
}
