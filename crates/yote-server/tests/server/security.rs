//! Security headers on every kind of answer, and the seat cookie's attributes.

use serde_json::{Value, json};
use yote_testkit::{TINY_RULES, TestServer, set_cookie_named};

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"rules": TINY_RULES, "opponent": "friend"}))
        .await;
    let game = table["game"].as_str().unwrap();
    let paths = [
        "/en/".to_owned(),                   // a page
        format!("/games/{game}"),            // the game page
        format!("/api/games/{game}"),        // the API
        "/api/games/nosuchgame1".to_owned(), // an error
        "/no/such/page".to_owned(),          // not found
    ];
    for path in paths {
        let response = server.http.get(server.url(&path)).send().await.unwrap();
        let h = response.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("script-src 'self'"), "{path}: {csp}");
        assert!(
            !csp.contains("script-src 'self' 'unsafe-inline'"),
            "{path}: {csp}"
        );
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(h["x-frame-options"], "DENY", "{path}");
        assert_eq!(h["referrer-policy"], "same-origin", "{path}");
    }
}

#[tokio::test]
async fn seat_cookie_is_http_only_same_site_and_scoped_to_its_game() {
    let server = TestServer::start().await;
    let response = server
        .http
        .post(server.url("/api/tables"))
        .json(&json!({"rules": TINY_RULES, "opponent": "friend"}))
        .send()
        .await
        .unwrap();
    let cookie = yote_testkit::set_cookie(&response).expect("a seat cookie");
    let body: serde_json::Value = response.json().await.unwrap();
    let game = body["game"].as_str().unwrap();
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    assert!(cookie.contains(&format!("Path=/games/{game}")), "{cookie}");
    // A watcher's view of the game holds no secret.
    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    let secret = body["secret"].as_str().unwrap();
    assert!(!state.to_string().contains(secret));
}

/// What the invite page is told about an invite, with `cookie` if given.
async fn invite_info(server: &TestServer, invite: &str, cookie: Option<&str>) -> Value {
    let mut request = server.http.get(invite);
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    request.send().await.unwrap().json().await.unwrap()
}

/// The value of a `name=value; …` cookie.
fn value_of(cookie: &str) -> &str {
    cookie.split(';').next().unwrap().split_once('=').unwrap().1
}

#[tokio::test]
async fn a_creator_opening_their_own_invite_keeps_their_seat_and_the_friend_still_can_join() {
    let server = TestServer::start().await;
    let response = server
        .http
        .post(server.url("/api/tables"))
        .json(&json!({"rules": TINY_RULES, "opponent": "friend", "white": "creator"}))
        .send()
        .await
        .unwrap();
    let host = set_cookie_named(&response, "yote_host").expect("an invite cookie");
    let table: Value = response.json().await.unwrap();
    let token = table["invite_url"]
        .as_str()
        .unwrap()
        .strip_prefix("/invite/")
        .unwrap();
    assert!(host.contains("HttpOnly"), "{host}");
    assert!(
        host.contains(&format!("Path=/api/invites/{token}")),
        "{host}"
    );
    let cookie = format!("yote_host={}", value_of(&host));
    let invite = server.url(&format!("/api/invites/{token}"));
    // The invite page knows it is the creator's own link.
    let info = invite_info(&server, &invite, Some(&cookie)).await;
    assert_eq!(info["yours"], true, "{info}");
    assert_eq!(info["open"], true, "{info}");
    // Taking the seat is refused, over the API and through the page's form.
    let response = server
        .http
        .post(&invite)
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 409);
    assert!(set_cookie_named(&response, "yote_seat").is_none());
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], "own-invite", "{body}");
    let response = server
        .http
        .post(&invite)
        .header("cookie", &cookie)
        .header("content-type", "application/x-www-form-urlencoded")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 303);
    assert!(set_cookie_named(&response, "yote_seat").is_none());
    // The friend (no cookie) takes it.
    let info = invite_info(&server, &invite, None).await;
    assert_eq!(info["yours"], false, "{info}");
    let response = server.http.post(&invite).send().await.unwrap();
    assert_eq!(response.status(), 200);
    let claimed: Value = response.json().await.unwrap();
    assert_eq!(claimed["seat"], "black");
}

#[tokio::test]
async fn the_seat_of_an_aborted_game_cannot_be_taken() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"rules": TINY_RULES, "opponent": "friend", "white": "creator"}))
        .await;
    let game = table["game"].as_str().unwrap();
    let token = table["invite_url"]
        .as_str()
        .unwrap()
        .strip_prefix("/invite/")
        .unwrap();
    let mut creator = server.ws(game, table["secret"].as_str()).await;
    creator.hello(json!({})).await;
    assert_eq!(
        creator.request(json!({"type": "abort", "id": 1})).await["type"],
        "ack"
    );
    let invite = server.url(&format!("/api/invites/{token}"));
    let info = invite_info(&server, &invite, None).await;
    assert_eq!(
        (info["open"].clone(), info["over"].clone()),
        (json!(false), json!(true)),
        "{info}"
    );
    let response = server.http.post(&invite).send().await.unwrap();
    assert_eq!(response.status(), 409);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], "game-over", "{body}");
    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["players"]["black"]["kind"], "open", "{state}");
}

/// The status and body of `/qr.svg` for `text`.
async fn qr(server: &TestServer, text: &str) -> (u16, String) {
    let response = server
        .http
        .get(server.url("/qr.svg"))
        .query(&[("text", text)])
        .send()
        .await
        .unwrap();
    (
        response.status().as_u16(),
        response.text().await.unwrap_or_default(),
    )
}

#[tokio::test]
async fn the_qr_code_encodes_only_this_site_s_invitation_links() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"rules": TINY_RULES, "opponent": "friend"}))
        .await;
    let token = yote_testkit::invite_token(&table);
    // Another host, another port, another path of this site, or anything else: refused.
    let port = server.addr.port();
    for text in [
        "https://evil.example/invite/login".to_owned(),
        format!("http://evil.example:{port}/invite/{token}"),
        format!("http://127.0.0.1:{}/invite/{token}", port.wrapping_add(1)),
        format!("http://{}@evil.example/invite/{token}", server.addr),
        server.url(&format!("/invite/{token}/../../phish")),
        server.url(&format!("/invite/{token}?next=https://evil.example")),
        server.url(&format!("/it/invite/{token}")),
        server.url("/en/rules"),
        format!("http://evil.example:{port}/transfer/ABCD2345"),
        server.url("/transfer/ABCD-2345/x"),
        "javascript:alert(1)".to_owned(),
    ] {
        let (status, body) = qr(&server, &text).await;
        assert_eq!(status, 400, "{text} was encoded");
        assert!(
            body.contains("invitation or transfer link of this site"),
            "{text}: {body}"
        );
    }
    // This site's invitation, as the game page builds it, and in a language.
    for link in [
        server.url(&format!("/invite/{token}")),
        server.url(&format!("/fr/invite/{token}")),
        server.url("/transfer/ABCD2345"),
    ] {
        let (status, body) = qr(&server, &link).await;
        assert_eq!(status, 200, "{link}: {body}");
        assert!(body.contains("<svg"), "{link}");
    }
}

/// A request of `method` to the continue link `url` from a browser holding the seat cookie
/// `cookie`, with `headers`.
async fn follow(
    server: &TestServer,
    method: reqwest::Method,
    url: &str,
    cookie: Option<&str>,
    headers: &[(&str, &str)],
) -> reqwest::Response {
    let post = method == reqwest::Method::POST;
    let mut request = server
        .http
        .request(method, url)
        .header("accept-language", "en");
    if let Some(secret) = cookie {
        request = request.header("cookie", format!("yote_seat={secret}"));
    }
    if post {
        request = request
            .header("content-type", "application/x-www-form-urlencoded")
            .body("");
    }
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    request.send().await.unwrap()
}

#[tokio::test]
async fn a_continue_link_moves_a_seat_only_when_confirmed_on_a_page_of_the_site() {
    use reqwest::Method;
    let server = TestServer::start().await;
    let (game, white, black) = server.seated_table(TINY_RULES).await;
    let link = server.url(&format!("/games/{game}/continue/{black}"));
    // Opening the link (a GET, which any other site can make a browser do) sets no cookie: a
    // page of the site asks, and says plainly that White's seat here would be replaced.
    let response = follow(&server, Method::GET, &link, Some(&white), &[]).await;
    assert_eq!(response.status(), 200);
    assert!(response.headers().get("set-cookie").is_none());
    assert_eq!(response.headers()["cache-control"], "no-store");
    let page = response.text().await.unwrap();
    assert!(
        page.contains("Continue this game as Black on this device?"),
        "{page}"
    );
    assert!(
        page.contains("This browser already plays White in this game"),
        "{page}"
    );
    assert!(
        page.contains(&format!(
            "method=\"post\" action=\"/games/{game}/continue/{black}\""
        )),
        "{page}"
    );
    // The page's language switch comes back to the page, in that language.
    let french = server.url(&format!("/fr/games/{game}/continue/{black}"));
    let response = follow(&server, Method::GET, &french, Some(&white), &[]).await;
    assert_eq!(response.status(), 303);
    assert_eq!(
        response.headers()["location"],
        format!("/games/{game}/continue/{black}")
    );
    assert!(yote_testkit::set_cookie(&response).is_none());
    // A browser with no seat here is only asked.
    let page = follow(&server, Method::GET, &link, None, &[]).await;
    assert!(page.headers().get("set-cookie").is_none());
    let page = page.text().await.unwrap();
    assert!(page.contains("Continue this game as Black on this device?"));
    assert!(!page.contains("already plays"), "{page}");
    // The seat the browser already holds: straight to the game, nothing set.
    let response = follow(&server, Method::GET, &link, Some(&black), &[]).await;
    assert_eq!(response.status(), 303);
    assert_eq!(response.headers()["location"], format!("/games/{game}"));
    assert!(response.headers().get("set-cookie").is_none());
    // A POST that is not from the site's own page is refused, and White's cookie stays.
    let own = server.url("");
    for headers in [
        vec![("origin", "http://evil.example")],
        vec![
            ("origin", "http://evil.example"),
            ("sec-fetch-site", "cross-site"),
        ],
        vec![("origin", "null"), ("sec-fetch-site", "cross-site")],
        vec![("sec-fetch-site", "same-site")],
        vec![("origin", own.as_str()), ("sec-fetch-site", "cross-site")],
        vec![],
    ] {
        let response = follow(&server, Method::POST, &link, Some(&white), &headers).await;
        assert_eq!(response.status(), 403, "{headers:?}");
        assert!(
            response.headers().get("set-cookie").is_none(),
            "{headers:?}"
        );
        let body: Value = response.json().await.unwrap();
        let code = body["error"]["code"].as_str().unwrap().to_owned();
        assert!(
            ["bad-origin", "unconfirmed-seat"].contains(&code.as_str()),
            "{headers:?}: {body}"
        );
    }
    // The confirmation from the site's page moves the seat to this browser.
    let response = follow(
        &server,
        Method::POST,
        &link,
        Some(&white),
        &[("origin", own.as_str()), ("sec-fetch-site", "same-origin")],
    )
    .await;
    assert_eq!(response.status(), 303);
    assert_eq!(response.headers()["location"], format!("/games/{game}"));
    let cookie = yote_testkit::set_cookie(&response).expect("the seat cookie");
    assert!(
        cookie.starts_with(&format!("yote_seat={black};")),
        "{cookie}"
    );
    assert!(cookie.contains(&format!("Path=/games/{game}")), "{cookie}");
    // A forged secret is the error it always was, both ways.
    let forged = server.url(&format!("/games/{game}/continue/{}", "x".repeat(43)));
    for method in [Method::GET, Method::POST] {
        let response = follow(
            &server,
            method.clone(),
            &forged,
            None,
            &[("origin", own.as_str())],
        )
        .await;
        assert_eq!(response.status(), 404, "{method}");
        assert!(response.headers().get("set-cookie").is_none());
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["code"], "bad-secret", "{method}: {body}");
    }
}
