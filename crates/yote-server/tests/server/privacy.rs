//! A player's data over real HTTP (docs/privacy.md): "Download my data" gives the player's own
//! file and nobody else's, "Forget me" forgets the cookie's player only (a forged cookie or
//! another site changes nothing), the forgotten player's games name them "deleted:" (shown as
//! "Deleted player") and their page is gone; and the retention sweep clears a player's address
//! once the injected clock has passed its time, keeping the rest.

use std::sync::atomic::Ordering;
use std::time::Duration;

use serde_json::{Value, json};
use yote_server::ServerClock;
use yote_server::store_privacy::PLAYER_ADDRESS_MS;
use yote_testkit::*;

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

/// `GET path` (or `POST` with no body) with the player cookie `token`, if any, and `headers`:
/// the status, the response's headers and the JSON body.
async fn call(
    server: &TestServer,
    post: bool,
    path: &str,
    token: Option<&str>,
    headers: &[(&str, &str)],
) -> (u16, reqwest::header::HeaderMap, Value) {
    let http = http_client();
    let url = server.url(path);
    let mut r = if post { http.post(url) } else { http.get(url) };
    if let Some(token) = token {
        r = r.header("cookie", format!("yote_player={token}"));
    }
    for (name, value) in headers {
        r = r.header(*name, *value);
    }
    let r = r.send().await.unwrap();
    let (status, headers) = (r.status().as_u16(), r.headers().clone());
    (status, headers, r.json().await.unwrap_or(Value::Null))
}

/// Whether `token` is a player the server knows.
async fn known(server: &TestServer, token: &str) -> bool {
    let (_, _, body) = call(server, false, "/api/player", Some(token), &[]).await;
    !body["player"].is_null()
}

/// A rated friend table made by `host` and taken by `guest` through its invite: a lobby game
/// between two players, as on the site. Answers its id.
async fn rated_friend_game(server: &TestServer, host: &str, guest: &str) -> String {
    let http = http_client();
    let r = http
        .post(server.url("/api/tables"))
        .header("cookie", format!("yote_player={host}"))
        .json(&json!({"opponent": "friend", "white": "creator", "rated": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);
    let created: Value = r.json().await.unwrap();
    let invite = created["invite_url"]
        .as_str()
        .unwrap()
        .replace("/invite/", "");
    let r = http
        .post(server.url(&format!("/api/invites/{invite}")))
        .header("cookie", format!("yote_player={guest}"))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    created["game"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_player_downloads_their_data_and_is_forgotten_and_nobody_else_is() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, ada_view) = new_player(&http, &origin).await;
    let (bo, bo_view) = new_player(&http, &origin).await;
    let (ada_name, bo_name) = (
        ada_view["name"].as_str().unwrap().to_owned(),
        bo_view["name"].as_str().unwrap().to_owned(),
    );
    let game = rated_friend_game(&server, &ada, &bo).await;

    // Ada makes an arena for later, joins it and pauses; Bo joins it too.
    let made = http_client()
        .post(server.url("/api/arenas"))
        .header("cookie", format!("yote_player={ada}"))
        .json(
            &serde_json::json!({"name": "Class 4B", "minutes": 30, "starts_in": 60,
            "clock": {"initial_s": 180, "increment_s": 2}}),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(made.status(), 201);
    let arena: Value = made.json().await.unwrap();
    let arena = arena["id"].as_str().unwrap().to_owned();
    for (who, what) in [(&ada, "join"), (&bo, "join"), (&ada, "pause")] {
        let path = format!("/api/arenas/{arena}/{what}");
        let (status, _, body) = call(&server, true, &path, Some(who), &[]).await;
        assert_eq!(status, 200, "{body}");
    }

    // Ada's file: hers, as an attachment, never cached.
    let (status, headers, file) = call(&server, false, "/api/player/data", Some(&ada), &[]).await;
    assert_eq!(status, 200, "{file}");
    let disposition = headers["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment"), "{disposition}");
    assert_eq!(headers["cache-control"], "no-store");
    assert_eq!(file["format"], "yote-player-data");
    assert_eq!(file["version"], 1);
    assert_eq!(file["player"]["name"], ada_name.as_str());
    assert_eq!(file["player"]["address"], "127.0.0.1");
    let games = file["games"].as_array().unwrap();
    assert_eq!(games.len(), 1, "{file}");
    assert_eq!(games[0]["game"], game.as_str());
    assert_eq!(games[0]["side"], "white");
    assert_eq!(games[0]["opponent"], bo_name.as_str());
    assert_eq!(games[0]["rated"], true);
    assert_eq!(games[0]["result"], "playing");
    assert!(file["ratings"].as_array().unwrap().is_empty(), "{file}");
    assert_eq!(
        file["reports"],
        serde_json::json!([]),
        "no report made: {file}"
    );
    assert_eq!(
        file["blocked"],
        serde_json::json!([]),
        "nobody blocked: {file}"
    );
    // Her arena events, and not Bo's.
    let events = file["arenas"].as_array().unwrap();
    let kinds: Vec<&str> = events.iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["join", "pause"], "{file}");
    assert_eq!(events[0]["arena"], arena.as_str());
    assert_eq!(events[0]["name"], "Class 4B");
    assert_eq!(events[0]["rating"], 1500, "{file}");
    assert_eq!(events[1]["rating"], Value::Null, "{file}");
    assert!(!file.to_string().contains(&ada), "never the cookie's token");

    // No cookie, or one the database does not know: nobody's data, and nobody forgotten.
    let forged = "Zq9XbT4mKp2VnR7wYc3LdF8sHj5GaE1u";
    for token in [None, Some(forged), Some("not a token")] {
        let (status, _, body) = call(&server, false, "/api/player/data", token, &[]).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (403, Some("no-player")),
            "{body}"
        );
        let (status, _, body) = call(&server, true, "/api/player/forget", token, &[]).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (403, Some("no-player")),
            "{body}"
        );
    }
    // Another site's page cannot forget her.
    let (status, _, body) = call(
        &server,
        true,
        "/api/player/forget",
        Some(&ada),
        &[("origin", "http://evil.example")],
    )
    .await;
    assert_eq!(status, 403, "{body}");
    assert!(known(&server, &ada).await && known(&server, &bo).await);

    // Her lobby, open on another device, seeks under her name until she is forgotten.
    let mut lobby = Client::lobby(server.addr, Some(&ada), None).await;
    lobby.next_of("welcome").await;

    // Forget me: the cookie is cleared and every request with it is a newcomer's.
    let (status, headers, body) = call(&server, true, "/api/player/forget", Some(&ada), &[]).await;
    assert_eq!((status, &body), (200, &json!({"forgotten": true})));
    let cleared = headers
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap())
        .find(|c| c.starts_with("yote_player="))
        .expect("the player cookie cleared");
    assert_eq!(cookie_value(cleared), "", "{cleared}");
    assert!(
        cleared.contains("Max-Age=0") && cleared.contains("Path=/"),
        "{cleared}"
    );
    assert!(!known(&server, &ada).await);
    let (status, _, _) = call(&server, false, "/api/player/data", Some(&ada), &[]).await;
    assert_eq!(status, 403);
    let (status, _, _) = call(&server, true, "/api/player/forget", Some(&ada), &[]).await;
    assert_eq!(status, 403, "once");
    // The lobby still open is nobody's now: no seek under the forgotten name.
    lobby
        .send(json!({"type": "seek", "tile": "custom", "clock": {"days": 3}}))
        .await;
    assert_eq!(lobby.next_of("error").await["code"], "no-player");

    // Bo is untouched; his game names her as a forgotten player everywhere.
    assert!(known(&server, &bo).await);
    let (_, players) = server.get_json(&format!("/api/games/{game}/players")).await;
    assert_eq!(players["white"]["name"], "deleted:", "{players}");
    assert_eq!(players["black"]["name"], bo_name.as_str());
    let (_, _, list) = call(&server, false, "/api/player/games", Some(&bo), &[]).await;
    assert_eq!(list["games"][0]["opponent"], "deleted:", "{list}");
    let (_, _, file) = call(&server, false, "/api/player/data", Some(&bo), &[]).await;
    assert_eq!(file["games"][0]["opponent"], Value::Null, "{file}");
    let page = http
        .get(server.url(&format!("/en/players/{bo_name}")))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("Deleted player"), "{page}");
    assert!(!page.contains(&ada_name), "her name is gone from his page");
    let french = http
        .get(server.url(&format!("/fr/players/{bo_name}")))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(french.contains("Joueur supprimé"), "translated");
    // The game's record names her as no one either.
    let (record, _) = server.record(&game).await;
    assert!(record.contains("[White \"Deleted player\"]"), "{record}");
    assert!(
        !record.contains(&ada_name) && !record.contains("deleted:"),
        "{record}"
    );
    // Her page is gone, and the forgotten name has no page.
    for name in [ada_name.as_str(), "deleted:"] {
        let r = http
            .get(server.url(&format!("/en/players/{name}")))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 404, "{name}");
    }
    // Her name is free again: a newcomer may take it.
    let (cy, _) = new_player(&http, &origin).await;
    let r = http
        .post(server.url("/api/player/name"))
        .header("cookie", format!("yote_player={cy}"))
        .json(&json!({"name": ada_name}))
        .send()
        .await
        .unwrap();
    let (status, body): (u16, Value) = (r.status().as_u16(), r.json().await.unwrap());
    assert_eq!(
        (status, body["player"]["name"].as_str()),
        (200, Some(ada_name.as_str()))
    );
}

#[tokio::test]
async fn the_sweep_clears_a_players_address_after_its_time_on_the_injected_clock() {
    let (clock, offset) = ServerClock::manual();
    let config = yote_server::Config {
        clock,
        retention_sweep: Duration::from_millis(50),
        ..test_config()
    };
    let server = TestServer::start_with(config).await;
    let http = http_client();
    let (ada, view) = new_player(&http, &server.url("")).await;
    let address = |file: &Value| file["player"]["address"].clone();
    let (_, _, file) = call(&server, false, "/api/player/data", Some(&ada), &[]).await;
    assert_eq!(address(&file), "127.0.0.1");
    // A day short of its time, the sweeps keep it.
    offset.fetch_add(PLAYER_ADDRESS_MS - 86_400_000, Ordering::SeqCst);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (_, _, file) = call(&server, false, "/api/player/data", Some(&ada), &[]).await;
    assert_eq!(address(&file), "127.0.0.1", "kept until its time");
    // Past it, the next sweep clears it; the player, name and cookie stay.
    offset.fetch_add(2 * 86_400_000, Ordering::SeqCst);
    let mut file = Value::Null;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        file = call(&server, false, "/api/player/data", Some(&ada), &[])
            .await
            .2;
        if address(&file).is_null() {
            break;
        }
    }
    assert_eq!(address(&file), Value::Null, "{file}");
    assert_eq!(file["player"]["name"], view["name"]);
    assert!(known(&server, &ada).await);
}
