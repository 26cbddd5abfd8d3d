//! An arena with an entry code over the real server (docs/tournaments.md "Entry codes"): its
//! first join takes the code, as people type it; a wrong or missing one is refused and changes
//! nothing; a player who joined once comes back without it; the code is never given back; an
//! address tries only so many, counted in one step however many requests come at once.

use reqwest::Method;
use serde_json::{Value, json};
use yote_server::Config;
use yote_server::store_arenas::ArenaStore;
use yote_testkit::{TestServer, http_client, new_player, test_config};

use crate::arenas::call;

async fn coded_arena(server: &TestServer, maker: &str, code: &str) -> String {
    let body = json!({"name": "Class 4B", "clock": {"initial_s": 180, "increment_s": 2},
        "minutes": 10, "code": code});
    let (status, arena) = call(server, Method::POST, "/api/arenas", Some(maker), Some(body)).await;
    assert_eq!(status, 201, "{arena}");
    assert_eq!(arena["entry_code"], true, "{arena}");
    arena["id"].as_str().unwrap().to_owned()
}

async fn join(server: &TestServer, arena: &str, token: &str, code: Option<&str>) -> (u16, Value) {
    let body = code.map(|c| json!({ "code": c }));
    let path = format!("/api/arenas/{arena}/join");
    call(server, Method::POST, &path, Some(token), body).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_with_an_entry_code_lets_in_only_those_who_know_it() {
    let server = TestServer::start().await;
    let http = http_client();
    let origin = server.url("");
    let (ada, _) = new_player(&http, &origin).await;
    let (bo, _) = new_player(&http, &origin).await;

    // A code too short is refused, and no arena is made.
    let body = json!({"clock": {"initial_s": 180, "increment_s": 2}, "minutes": 10,
        "code": "abc"});
    let (status, refused) =
        call(&server, Method::POST, "/api/arenas", Some(&ada), Some(body)).await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["error"]["code"], "bad-option", "{refused}");
    assert_eq!(refused["error"]["args"]["option"], "code", "{refused}");
    let (_, list) = call(&server, Method::GET, "/api/arenas", None, None).await;
    assert_eq!(list["arenas"], json!([]), "{list}");

    let arena = coded_arena(&server, &ada, "Kwq 4417").await;
    // Without the code, or with another, Bo stays out, and the arena does not change.
    for code in [None, Some("kwq 4418"), Some("")] {
        let (status, refused) = join(&server, &arena, &bo, code).await;
        assert_eq!(status, 403, "{code:?}: {refused}");
        assert_eq!(refused["error"]["code"], "bad-entry-code", "{refused}");
    }
    let (_, page) = call(
        &server,
        Method::GET,
        &format!("/api/arenas/{arena}"),
        Some(&bo),
        None,
    )
    .await;
    assert_eq!(page["arena"]["players"], 0, "{page}");
    assert_eq!(page["you"], Value::Null, "{page}");
    // A body that is not one is malformed.
    let path = format!("/api/arenas/{arena}/join");
    let (status, malformed) = call(
        &server,
        Method::POST,
        &path,
        Some(&bo),
        Some(json!({"code": "kwq 4417", "pin": 1})),
    )
    .await;
    assert_eq!(
        (status, &malformed["error"]["code"]),
        (400, &json!("malformed")),
        "{malformed}"
    );

    // As a phone types it: a capital less, a space more.
    let (status, joined) = join(&server, &arena, &bo, Some("  KWQ 4417 ")).await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["status"], "active", "{joined}");
    // Once in, a withdrawal and a return need no code.
    let path = format!("/api/arenas/{arena}/withdraw");
    assert_eq!(
        call(&server, Method::POST, &path, Some(&bo), None).await.0,
        200
    );
    let (status, back) = join(&server, &arena, &bo, None).await;
    assert_eq!((status, &back["status"]), (200, &json!("active")), "{back}");

    // The code is nowhere to be read: not in the list, the arena, or the store.
    let (_, list) = call(&server, Method::GET, "/api/arenas", None, None).await;
    let (_, page) = call(
        &server,
        Method::GET,
        &format!("/api/arenas/{arena}"),
        Some(&ada),
        None,
    )
    .await;
    for text in [list.to_string(), page.to_string()] {
        assert!(!text.to_lowercase().contains("kwq"), "{text}");
    }
    let row = server.store.arena(&arena).await.unwrap().unwrap();
    let kept = row.arena.entry_code.unwrap();
    assert_eq!(kept.len(), 64, "a SHA-256 in hex: {kept}");
    assert!(!kept.contains("kwq"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_tries_only_so_many_entry_codes_even_all_at_once() {
    let server = TestServer::start_with(Config {
        entry_codes_per_hour: 3,
        ..test_config()
    })
    .await;
    let http = http_client();
    let origin = server.url("");
    let (ada, _) = new_player(&http, &origin).await;
    let arena = coded_arena(&server, &ada, "mango").await;
    let mut guessers = Vec::new();
    for _ in 0..8 {
        guessers.push(new_player(&http, &origin).await.0);
    }
    // Eight wrong codes at once from one address: three are judged, the rest are over.
    let tries = guessers.iter().enumerate().map(|(i, token)| {
        let (server, arena) = (&server, arena.as_str());
        async move { join(server, arena, token, Some(&format!("guess {i}"))).await }
    });
    let answers = futures_util::future::join_all(tries).await;
    let mut statuses: Vec<u16> = answers.iter().map(|(s, _)| *s).collect();
    statuses.sort_unstable();
    assert_eq!(
        statuses,
        [403, 403, 403, 429, 429, 429, 429, 429],
        "{answers:?}"
    );
    // Over the limit, even the right code waits: guessing cannot tell it apart.
    let (status, over) = join(&server, &arena, &guessers[0], Some("mango")).await;
    assert_eq!(status, 429, "{over}");
    assert_eq!(over["error"]["code"], "too-many-entry-codes", "{over}");
    // Ada, who made it, joins as anyone: with the code (she never joined).
    let (_, page) = call(
        &server,
        Method::GET,
        &format!("/api/arenas/{arena}"),
        None,
        None,
    )
    .await;
    assert_eq!(page["arena"]["players"], 0, "{page}");
}
