//! A transfer code carries the lessons' and the practice's stars (docs/learn.md, docs/protocol.md
//! §4.1): over the real server, the browser that uses the code is given the stars the other
//! browser sent; a progress that does not read is refused with what is wrong and makes no code;
//! on SQLite and PostgreSQL alike, two browsers using one code at once, through two stores, get
//! the player and the stars once.

use futures_util::future::join_all;
use serde_json::{Value, json};
use yote_server::Store;
use yote_server::lobby_store::*;
use yote_testkit::{TestServer, http_client, new_player};

use super::lobby::{as_player, json_of};
use super::store_conformance::{Engine, conformance, postgres, sqlite};
use super::store_privacy::player;

conformance!(two_browsers_using_one_code_at_once_get_the_player_and_its_stars_once);

const NOW: i64 = 1_800_000_000_000;

#[tokio::test]
async fn a_transfer_code_brings_the_stars_and_a_forged_progress_is_refused() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, _) = new_player(&http, &origin).await;
    let make = |body: Value| {
        as_player(http.post(server.url("/api/player/transfer")), &ada)
            .json(&body)
            .send()
    };
    let claim = |code: String| {
        http.post(server.url("/api/player/claim"))
            .json(&json!({ "code": code }))
            .send()
    };

    // What does not read is refused, saying what, and makes no code.
    for (body, said) in [
        (json!({"progress": {"learn": {"jump-1": 7}}}), "7 stars"),
        (
            json!({"progress": {"learn": {"../x": 3}}}),
            "not an exercise",
        ),
        (
            json!({"progress": {"learn": {"jump-1": "3"}}}),
            "invalid type",
        ),
        (json!({"progress": {"chess": {}}}), "unknown field"),
        (json!({"progress": [], "more": 1}), "unknown field"),
    ] {
        let (status, body) = json_of(make(body).await.unwrap()).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (400, Some("malformed")),
            "{body}"
        );
        let message = body["error"]["message"].as_str().unwrap_or("");
        assert!(message.contains(said), "{message} lacks {said}");
    }

    // A code made with stars brings them to the browser that uses it, once.
    let stars = json!({"learn": {"jump-1": 3, "hand-or-board-2": 1}, "practice": {"hold-5": 2}});
    let (status, made) = json_of(make(json!({ "progress": stars })).await.unwrap()).await;
    assert_eq!(status, 200, "{made}");
    let code = made["code"].as_str().unwrap().to_owned();
    let (status, body) = json_of(claim(code.clone()).await.unwrap()).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["progress"], stars);
    assert!(body["player"]["name"].is_string(), "{body}");
    let (status, _) = json_of(claim(code).await.unwrap()).await;
    assert_eq!(status, 404);

    // A code made without a body, as before, brings none.
    let r = as_player(http.post(server.url("/api/player/transfer")), &ada)
        .send()
        .await
        .unwrap();
    let (status, made) = json_of(r).await;
    assert_eq!(status, 200);
    let (status, body) = json_of(
        claim(made["code"].as_str().unwrap().to_owned())
            .await
            .unwrap(),
    )
    .await;
    assert_eq!((status, &body["progress"]), (200, &Value::Null));
}

async fn two_browsers_using_one_code_at_once_get_the_player_and_its_stars_once(e: Engine) {
    let store: &dyn Store = &*e.store;
    player(store, "ada", "Ada-1", "10.0.0.1", NOW).await;
    let progress = r#"{"learn":{"jump-1":3},"practice":{}}"#;
    store
        .make_transfer_code("ada", "code-ada", NOW + 600_000, Some(progress))
        .await
        .unwrap();
    let both = join_all([
        e.store.use_transfer_code("code-ada", "token-1", NOW),
        e.other.use_transfer_code("code-ada", "token-2", NOW),
    ])
    .await;
    let used: Vec<(PlayerRow, Option<String>)> =
        both.into_iter().filter_map(|r| r.unwrap()).collect();
    assert_eq!(used.len(), 1, "the code is used once");
    assert_eq!(used[0].0.id, "ada");
    assert_eq!(used[0].1.as_deref(), Some(progress));
    assert_eq!(
        store
            .use_transfer_code("code-ada", "token-3", NOW)
            .await
            .unwrap(),
        None
    );
}
