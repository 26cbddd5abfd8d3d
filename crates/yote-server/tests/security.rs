//! Security headers on every kind of answer, and the seat cookie's attributes.

use serde_json::json;
use yote_testkit::{TINY_RULES, TestServer};

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
        assert_eq!(h["referrer-policy"], "no-referrer", "{path}");
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
