//! What the players say to each other (docs/protocol.md §3.4), over the real server and real
//! WebSockets: phrases and typed lines between the two players of a friend table, nothing for
//! watchers, the lines again after a reconnect, and every refusal.

use std::time::Duration;

use serde_json::{Value, json};
use yote_testkit::{Client, TestServer};

/// Drains what `client` receives for a moment: the types it was sent.
async fn types_within(client: &mut Client, wait: Duration) -> Vec<String> {
    let mut kinds = Vec::new();
    let until = tokio::time::Instant::now() + wait;
    while let Some(m) = client
        .try_recv_within(until.saturating_duration_since(tokio::time::Instant::now()))
        .await
        .expect("the socket stays open")
    {
        kinds.push(m["type"].as_str().unwrap_or_default().to_owned());
    }
    kinds
}

fn code(answer: &Value) -> (&str, Option<&str>) {
    (
        answer["code"].as_str().unwrap_or("(not an error)"),
        answer["args"]["reason"].as_str(),
    )
}

#[tokio::test]
async fn the_players_talk_in_their_own_languages_and_watchers_hear_nothing() {
    let server = TestServer::start().await;
    let (game, white, black) = server.seated_table("standard").await;
    let mut w = server.ws(&game, Some(&white)).await;
    let mut k = server.ws(&game, Some(&black)).await;
    let mut watcher = server.ws(&game, None).await;
    let state = w.hello(json!({})).await;
    assert_eq!(
        state["you"]["talk"], "lines",
        "a friend table has typed lines"
    );
    let version = state["version"].clone();
    k.hello(json!({})).await;
    assert_eq!(watcher.hello(json!({})).await["you"], Value::Null);

    // A phrase travels as its id; both players get it.
    let ack = w
        .request(json!({"type": "say", "id": "s1", "phrase": "good-luck"}))
        .await;
    assert_eq!(ack["type"], "ack", "{ack}");
    for c in [&mut w, &mut k] {
        let chat = c.next_of("chat").await;
        assert_eq!(chat["history"], false);
        assert_eq!(chat["lines"][0]["side"], "white");
        assert_eq!(chat["lines"][0]["phrase"], "good-luck");
        assert!(chat["lines"][0].get("text").is_none());
    }
    // A typed line is text, kept as sent (trimmed), markup included.
    let line = "  <b>Bonne chance</b> à toi !  ";
    let ack = k
        .request(json!({"type": "chat", "id": "c1", "text": line}))
        .await;
    assert_eq!(ack["type"], "ack", "{ack}");
    let chat = w.next_of("chat").await;
    assert_eq!(chat["lines"][0]["text"], "<b>Bonne chance</b> à toi !");
    assert_eq!(chat["lines"][0]["side"], "black");

    // What is refused, and why.
    let again = w
        .request(json!({"type": "say", "id": "s2", "phrase": "good-luck"}))
        .await;
    assert_eq!(code(&again), ("phrase-used", None));
    let unknown = w
        .request(json!({"type": "say", "id": "s3", "phrase": "gg-ez"}))
        .await;
    assert_eq!(code(&unknown), ("bad-phrase", None));
    assert_eq!(unknown["args"]["phrase"], "gg-ez");
    let long = w
        .request(json!({"type": "chat", "id": "c2", "text": "é".repeat(141)}))
        .await;
    assert_eq!(code(&long), ("bad-chat", Some("length")));
    assert_eq!(long["args"]["max"], 140);
    let empty = w
        .request(json!({"type": "chat", "id": "c3", "text": " \t "}))
        .await;
    assert_eq!(code(&empty), ("bad-chat", Some("empty")));
    let ok = w
        .request(json!({"type": "chat", "id": "c4", "text": "merci"}))
        .await;
    assert_eq!(ok["type"], "ack");
    let flood = w
        .request(json!({"type": "chat", "id": "c5", "text": "merci merci"}))
        .await;
    assert_eq!(code(&flood), ("chat-too-fast", None));
    let heard = watcher
        .request(json!({"type": "say", "id": "w1", "phrase": "hello"}))
        .await;
    assert_eq!(code(&heard), ("no-chat", Some("watcher")));
    // The watcher was sent no line at all.
    let kinds = types_within(&mut watcher, Duration::from_millis(300)).await;
    assert!(
        !watcher.seen.iter().any(|m| m.contains("\"chat\"")) && !kinds.contains(&"chat".into()),
        "{:?}",
        watcher.seen
    );

    // A player back on another socket gets the whole talk first.
    let mut k2 = server.ws(&game, Some(&black)).await;
    k2.hello(json!({})).await;
    let history = k2.next_of("chat").await;
    assert_eq!(history["history"], true);
    let lines = history["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 3, "{history}");
    assert_eq!(lines[2]["text"], "merci");
    // It is not part of the record.
    let (record, _) = server.record(&game).await;
    assert!(!record.contains("merci") && !record.contains("good-luck"));
    // No game changed: the talk is no event.
    let (_, state) = server.get_json(&format!("/api/games/{game}")).await;
    assert_eq!(state["version"], version, "{state}");
}

#[tokio::test]
async fn nobody_talks_to_the_computer_or_across_one_device() {
    let server = TestServer::start().await;
    let (_, _, mut c, state) = server.computer_table(json!({})).await;
    assert_eq!(state["you"]["talk"], Value::Null);
    let answer = c
        .request(json!({"type": "say", "id": 1, "phrase": "hello"}))
        .await;
    assert_eq!(code(&answer), ("no-chat", Some("computer")));
    let table = server.create(json!({"opponent": "local"})).await;
    let game = table["game"].as_str().unwrap();
    let mut local = server.ws(game, table["secret"].as_str()).await;
    local.hello(json!({})).await;
    let answer = local
        .request(json!({"type": "chat", "id": 1, "text": "hi"}))
        .await;
    assert_eq!(code(&answer), ("no-chat", Some("one-device")));
    // The guest seat still free: nobody to talk to yet.
    let table = server.create(json!({"opponent": "friend"})).await;
    let game = table["game"].as_str().unwrap();
    let mut host = server.ws(game, table["secret"].as_str()).await;
    host.hello(json!({})).await;
    let answer = host
        .request(json!({"type": "say", "id": 1, "phrase": "hello"}))
        .await;
    assert_eq!(code(&answer), ("no-chat", Some("no-opponent")));
}

#[tokio::test]
async fn a_line_holds_no_line_or_paragraph_separator_and_no_bidi_override() {
    let server = TestServer::start().await;
    let (game, white, black) = server.seated_table("standard").await;
    let mut w = server.ws(&game, Some(&white)).await;
    let mut k = server.ws(&game, Some(&black)).await;
    w.hello(json!({})).await;
    k.hello(json!({})).await;
    // Each is refused before it is kept: no line reaches the other player, so no wait between.
    for (i, sneaky) in [
        "one\u{2028}two",
        "one\u{2029}two",
        "gg \u{202E}pw",
        "a\u{202A}b",
        "a\u{202D}b",
        "a\u{2066}b\u{2069}",
        "a\u{2067}b",
        "a\u{2068}b",
    ]
    .iter()
    .enumerate()
    {
        let answer = w
            .request(json!({"type": "chat", "id": format!("x{i}"), "text": sneaky}))
            .await;
        assert_eq!(
            code(&answer),
            ("bad-chat", Some("characters")),
            "{sneaky:?}: {answer}"
        );
    }
    // A right-to-left mark stays: it reorders nothing, and Arabic text needs it.
    let ok = w
        .request(json!({"type": "chat", "id": "ok", "text": "شكرا\u{200F}!"}))
        .await;
    assert_eq!(ok["type"], "ack", "{ok}");
    let chat = k.next_of("chat").await;
    assert_eq!(chat["lines"][0]["text"], "شكرا\u{200F}!", "{chat}");
    assert!(
        !k.seen
            .iter()
            .any(|m| m.contains('\u{2028}') || m.contains("\\u2028")),
        "{:?}",
        k.seen
    );
}
