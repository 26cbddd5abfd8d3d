//! Blocks over the real server, real HTTP and real WebSockets (docs/moderation.md "Block",
//! docs/protocol.md §4.1): a player blocks another by name; from then on the lobby never pairs
//! the two (each plays a third player instead), neither sees the other's game on offer nor
//! takes it, and neither takes the seat of the other's rated table.

use serde_json::{Value, json};
use yote_testkit::{Client, TestServer, http_client, new_player};

use super::lobby::wait_for;

/// `method` on `path` as the browser whose player cookie token is `token` sends it.
async fn call(
    server: &TestServer,
    method: reqwest::Method,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let mut r = http_client()
        .request(method, server.url(path))
        .header("cookie", format!("yote_player={token}"));
    if let Some(body) = body {
        r = r.json(&body);
    }
    let r = r.send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

/// Whether a socket was told of a game: a `paired` message among those it received.
fn paired(client: &Client) -> bool {
    client
        .seen
        .iter()
        .any(|m| serde_json::from_str::<Value>(m).is_ok_and(|v| v["type"] == "paired"))
}

fn code(body: &Value) -> &str {
    body["error"]["code"].as_str().unwrap_or("")
}

/// The open seeks' ids in a lobby message's counts.
fn open_ids(message: &Value) -> Vec<String> {
    message["counts"]["open"]
        .as_array()
        .map(|open| {
            open.iter()
                .map(|s| s["seek"].as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn two_players_one_blocked_are_never_paired_nor_shown_each_others_seeks_nor_seated() {
    use reqwest::Method;
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, ada_player) = new_player(&http, &origin).await;
    let (bo, bo_player) = new_player(&http, &origin).await;
    let (carl, _) = new_player(&http, &origin).await;
    let ada_name = ada_player["name"].as_str().unwrap().to_owned();
    let bo_name = bo_player["name"].as_str().unwrap().to_owned();

    // Ada blocks Bo, by name; what is refused changes nothing.
    let path = format!("/api/player/blocks/{bo_name}");
    let (status, list) = call(&server, Method::PUT, &path, &ada, None).await;
    assert_eq!((status, &list), (200, &json!({"blocked": [bo_name]})));
    let (status, again) = call(&server, Method::PUT, &path, &ada, None).await;
    assert_eq!(
        (status, &again),
        (200, &list),
        "a second block changes nothing"
    );
    let own = format!("/api/player/blocks/{ada_name}");
    let (status, body) = call(&server, Method::PUT, &own, &ada, None).await;
    assert_eq!((status, code(&body)), (400, "own-block"), "{body}");
    let nobody = "/api/player/blocks/Nobody-000";
    let (status, body) = call(&server, Method::PUT, nobody, &ada, None).await;
    assert_eq!((status, code(&body)), (404, "unknown-player"), "{body}");
    let (_, theirs) = call(&server, Method::GET, "/api/player/blocks", &bo, None).await;
    assert_eq!(
        theirs,
        json!({"blocked": []}),
        "listed for the blocker only"
    );
    let (_, data) = call(&server, Method::GET, "/api/player/data", &ada, None).await;
    assert_eq!(data["blocked"], json!([bo_name]), "the data file lists it");

    // Bo's game on offer: Carl sees it, Ada does not, and cannot take it.
    let mut b = Client::lobby(server.addr, Some(&bo), None).await;
    b.next_of("welcome").await;
    let clock = json!({"initial_s": 300, "increment_s": 3});
    b.send(json!({"type": "seek", "tile": "custom", "rules": "standard", "clock": clock}))
        .await;
    wait_for(&mut b, "seeking").await;
    let bo_id = {
        let mut c = Client::lobby(server.addr, Some(&carl), None).await;
        let mut seen = open_ids(&c.next_of("welcome").await);
        while seen.is_empty() {
            seen = open_ids(&wait_for(&mut c, "counts").await);
        }
        seen.remove(0)
    };
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    let welcome = a.next_of("welcome").await;
    assert!(welcome["counts"]["open"].is_array(), "{welcome}");
    assert!(
        open_ids(&welcome).is_empty(),
        "Bo's seek is hidden from Ada: {welcome}"
    );
    let mut c = Client::lobby(server.addr, Some(&carl), None).await;
    assert_eq!(open_ids(&c.next_of("welcome").await), vec![bo_id.clone()]);
    a.send(json!({"type": "accept", "seek": bo_id})).await;
    let refused = wait_for(&mut a, "error").await;
    assert_eq!(refused["code"], "blocked", "{refused}");
    b.send(json!({"type": "cancel"})).await;
    wait_for(&mut b, "cancelled").await;

    // Rated tables: neither takes the seat of the other's, whoever made it.
    for (maker, guest) in [(&bo, &ada), (&ada, &bo)] {
        let rated = json!({"opponent": "friend", "white": "creator", "rated": true});
        let (status, made) = call(&server, Method::POST, "/api/tables", maker, Some(rated)).await;
        assert_eq!(status, 201, "{made}");
        let invite = made["invite_url"].as_str().unwrap().replace("/invite/", "");
        let claim = format!("/api/invites/{invite}");
        let (status, body) = call(&server, Method::POST, &claim, guest, None).await;
        assert_eq!((status, code(&body)), (403, "blocked"), "{body}");
        // The invite page's plain form (no script) is told so on a page in French.
        let r = http_client()
            .post(server.url(&claim))
            .header("cookie", format!("yote_player={guest}"))
            .header("accept-language", "fr")
            .header("content-type", "application/x-www-form-urlencoded")
            .body("")
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 403);
        assert!(
            r.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        let page = r.text().await.unwrap();
        assert!(
            page.contains("Vous ne pouvez pas jouer contre ce joueur")
                && page.contains(&format!("href=\"/invite/{invite}\"")),
            "{page}"
        );
        // Carl may.
        let (status, _) = call(&server, Method::POST, &claim, &carl, None).await;
        assert_eq!(status, 200);
    }

    // Both seek one tile: the waves leave them waiting (each is offered the computer).
    for client in [&mut a, &mut b] {
        client.send(json!({"type": "seek", "tile": "5+3"})).await;
        wait_for(client, "seeking").await;
    }
    wait_for(&mut a, "offer").await;
    wait_for(&mut b, "offer").await;
    assert!(!paired(&a) && !paired(&b), "Ada and Bo are not paired");
    // A third seeker is paired with one of them; the other still waits.
    c.send(json!({"type": "seek", "tile": "5+3"})).await;
    let game = wait_for(&mut c, "paired").await["game"]
        .as_str()
        .unwrap()
        .to_owned();
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(20);
    let game_seen = |client: &Client| client.seen.iter().any(|m| m.contains(&game));
    while !game_seen(&a) && !game_seen(&b) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "nobody else was paired"
        );
        for client in [&mut a, &mut b] {
            client.send(json!({"type": "ping"})).await;
            let _ = client
                .try_recv_within(std::time::Duration::from_millis(200))
                .await;
        }
    }
    assert!(
        game_seen(&a) != game_seen(&b),
        "Carl plays exactly one of them"
    );
    let left = if game_seen(&a) { &b } else { &a };
    assert!(
        !paired(left),
        "the other one is not paired: {:?}",
        left.seen
    );
}
