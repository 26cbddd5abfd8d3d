//! Mutes over the real server and real HTTP (docs/moderation.md "Mute", docs/protocol.md §4.1):
//! a player mutes another by name, the list follows the player to another browser through a
//! transfer code, and what is refused changes nothing: no player, a forged cookie, one's own
//! name, a name nobody has, the computer, another site's page.

use serde_json::{Value, json};
use yote_testkit::{TestServer, http_client, new_player};

/// `method` on `path` as the browser whose player cookie token is `token` sends it.
async fn call(
    server: &TestServer,
    method: reqwest::Method,
    path: &str,
    token: Option<&str>,
    origin: Option<&str>,
) -> (u16, Value) {
    let mut r = http_client().request(method, server.url(path));
    if let Some(token) = token {
        r = r.header("cookie", format!("yote_player={token}"));
    }
    if let Some(origin) = origin {
        r = r.header("origin", origin);
    }
    let r = r.send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

fn code(body: &Value) -> &str {
    body["error"]["code"].as_str().unwrap_or("")
}

#[tokio::test]
async fn a_player_mutes_another_by_name_on_every_browser_and_refusals_change_nothing() {
    use reqwest::Method;
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, _) = new_player(&http, &origin).await;
    let (bo, bo_player) = new_player(&http, &origin).await;
    let bo_name = bo_player["name"].as_str().unwrap().to_owned();
    let path = format!("/api/player/mutes/{bo_name}");

    let (status, list) = call(&server, Method::GET, "/api/player/mutes", Some(&ada), None).await;
    assert_eq!((status, &list), (200, &json!({"muted": []})));
    // By the name as written on a page, whatever the case.
    let shouted = format!("/api/player/mutes/{}", bo_name.to_uppercase());
    let (status, list) = call(&server, Method::PUT, &shouted, Some(&ada), None).await;
    assert_eq!((status, &list), (200, &json!({"muted": [bo_name]})));
    let (status, again) = call(&server, Method::PUT, &path, Some(&ada), None).await;
    assert_eq!(
        (status, again),
        (200, list.clone()),
        "a second mute changes nothing"
    );
    let (_, theirs) = call(&server, Method::GET, "/api/player/mutes", Some(&bo), None).await;
    assert_eq!(theirs, json!({"muted": []}), "one way only");

    // The mutes are the player's: a browser joined with a transfer code has them.
    let r = http
        .post(server.url("/api/player/transfer"))
        .header("cookie", format!("yote_player={ada}"))
        .send()
        .await
        .unwrap();
    let made: Value = r.json().await.unwrap();
    let r = http
        .post(server.url("/api/player/claim"))
        .json(&json!({"code": made["code"]}))
        .send()
        .await
        .unwrap();
    let cookie = yote_testkit::set_cookie_named(&r, "yote_player").expect("a player cookie");
    let phone = cookie["yote_player=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let (_, on_phone) = call(
        &server,
        Method::GET,
        "/api/player/mutes",
        Some(&phone),
        None,
    )
    .await;
    assert_eq!(on_phone, list, "the same list on the other browser");

    // Refused, and nothing changes.
    let refusals = [
        (Method::PUT, path.clone(), None, None, 403, "no-player"),
        (
            Method::PUT,
            path.clone(),
            Some("forged-token"),
            None,
            403,
            "no-player",
        ),
        (
            Method::GET,
            "/api/player/mutes".to_owned(),
            None,
            None,
            403,
            "no-player",
        ),
        (
            Method::DELETE,
            path.clone(),
            Some(ada.as_str()),
            Some("https://elsewhere.example"),
            403,
            "bad-origin",
        ),
        (
            Method::PUT,
            "/api/player/mutes/Nobody-000".to_owned(),
            Some(ada.as_str()),
            None,
            404,
            "unknown-player",
        ),
        (
            Method::PUT,
            "/api/player/mutes/computer:medium".to_owned(),
            Some(ada.as_str()),
            None,
            404,
            "unknown-player",
        ),
    ];
    for (method, at, token, from, status, expected) in refusals {
        let (got, body) = call(&server, method.clone(), &at, token, from).await;
        assert_eq!(
            (got, code(&body)),
            (status, expected),
            "{method} {at}: {body}"
        );
    }
    let (_, me) = call(&server, Method::GET, "/api/player", Some(&ada), None).await;
    let own = format!(
        "/api/player/mutes/{}",
        me["player"]["name"].as_str().unwrap()
    );
    let (status, body) = call(&server, Method::PUT, &own, Some(&ada), None).await;
    assert_eq!((status, code(&body)), (400, "own-mute"), "{body}");
    let (status, body) = call(
        &server,
        Method::PUT,
        "/api/player/mutes/Nobody-000",
        Some(&ada),
        None,
    )
    .await;
    assert_eq!(
        body["error"]["args"]["name"], "Nobody-000",
        "{status} {body}"
    );
    let (_, still) = call(&server, Method::GET, "/api/player/mutes", Some(&ada), None).await;
    assert_eq!(still, list, "nothing changed");

    // Heard again, from the other browser.
    let (status, list) = call(&server, Method::DELETE, &path, Some(&phone), None).await;
    assert_eq!((status, list), (200, json!({"muted": []})));
    let (_, list) = call(&server, Method::DELETE, &path, Some(&ada), None).await;
    assert_eq!(
        list,
        json!({"muted": []}),
        "a second unmute changes nothing"
    );
}
