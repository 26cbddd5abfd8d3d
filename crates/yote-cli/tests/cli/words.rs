//! The word lists as an operator edits them (docs/moderation.md "Word lists"): `yote serve
//! --words DIR` refuses the folder's words in names and chat lines, in place of the shipped
//! list of each language it holds, and stops at start, naming the file and line, when a list
//! cannot be read.

use std::process::Command;

use serde_json::{Value, json};
use yote_testkit::*;

/// `POST /api/player/name` as the player of `token`: the status and the body.
async fn rename(server: &ServerProcess, token: &str, name: &str) -> (u16, Value) {
    let r = http_client()
        .post(server.url("/api/player/name"))
        .header("cookie", format!("yote_player={token}"))
        .json(&json!({ "name": name }))
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap())
}

#[tokio::test]
async fn an_operators_list_refuses_its_words_in_names_and_chat_in_place_of_the_shipped_one() {
    let dir = tempfile::tempdir().unwrap();
    let words = dir.path().join("words");
    std::fs::create_dir(&words).unwrap();
    std::fs::write(words.join("wo.txt"), "# ours\nxaj bu\nbaaxul*\n").unwrap();
    let words_arg = words.to_str().unwrap();
    let server = ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        &dir.path().join("yote.db"),
        &["--words", words_arg],
        "info",
    );

    let (token, player) = new_player(&http_client(), &server.url("")).await;
    let (status, refused) = rename(&server, &token, "Baaxulna_7").await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["error"]["code"], "bad-name");
    assert_eq!(refused["error"]["args"]["reason"], "refused");
    let unchanged: Value = http_client()
        .get(server.url("/api/player"))
        .header("cookie", format!("yote_player={token}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(unchanged["player"]["name"], player["name"], "the name kept");
    // The shipped Wolof list is replaced; the other languages keep theirs.
    assert_eq!(rename(&server, &token, "Saaysaay").await.0, 200);
    assert_eq!(rename(&server, &token, "Big_Shithead").await.0, 400);

    let (game, white, black) = server
        .friend_table(&server, json!({"rules": TINY_RULES, "opponent": "friend"}))
        .await;
    let mut w = Client::connect(server.addr, &game, Some(&white)).await;
    let mut b = Client::connect(server.addr, &game, Some(&black)).await;
    w.hello(json!({})).await;
    b.hello(json!({})).await;
    let answer = w
        .request(json!({"type": "chat", "id": "c1", "text": "XAJ  bu !"}))
        .await;
    assert_eq!(answer["code"], "bad-chat", "{answer}");
    assert_eq!(answer["args"]["reason"], "words", "{answer}");
    let ok = w
        .request(json!({"type": "chat", "id": "c2", "text": "bu baax na, xaj"}))
        .await;
    assert_eq!(ok["type"], "ack", "{ok}");
    // The opponent hears the line said, and never the refused one.
    let heard = b.next_of("chat").await;
    assert_eq!(heard["lines"][0]["text"], "bu baax na, xaj", "{heard}");
    assert_eq!(heard["lines"].as_array().unwrap().len(), 1, "{heard}");
}

#[test]
fn a_list_that_cannot_be_read_stops_the_start_naming_the_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let words = dir.path().join("words");
    std::fs::create_dir(&words).unwrap();
    std::fs::write(words.join("fr.txt"), "connard*\nfils de*\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_yote"))
        .env("YOTE_BUILD_TABLEBASES", "false")
        .args(["serve", "--listen", "127.0.0.1:0", "--words"])
        .arg(&words)
        .arg("--database")
        .arg(format!("sqlite:{}", dir.path().join("yote.db").display()))
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("--words") && said.contains("fr.txt") && said.contains("line 2"),
        "{said}"
    );
    assert!(
        !dir.path().join("yote.db").exists(),
        "nothing started: {said}"
    );
}
