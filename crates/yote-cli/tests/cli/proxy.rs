//! Nodes behind a real nginx (Debian's, started by the test as docs/deploy.md configures it):
//! the client's address comes from the forwarding headers of the trusted proxy only, and every
//! per-address limit counts it. Clients are told apart by their loopback addresses (127.0.0.x).

use std::net::IpAddr;

use serde_json::{Value, json};
use yote_testkit::*;

fn ip(text: &str) -> IpAddr {
    text.parse().unwrap()
}

/// A node whose log has every request's span (route and client).
fn node(dir: &tempfile::TempDir, extra: &[&str]) -> ServerProcess {
    ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        &dir.path().join("yote.db"),
        extra,
        "info,tower_http=debug",
    )
}

async fn new_table(http: &reqwest::Client, base: &str, headers: &[(&str, &str)]) -> (u16, Value) {
    let mut request = http
        .post(format!("{base}/api/tables"))
        .json(&json!({"opponent": "friend"}));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

#[tokio::test]
async fn behind_nginx_each_client_has_its_own_limits_and_a_forged_header_buys_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let yote = node(
        &dir,
        &["--trusted-proxies", "127.0.0.1", "--tables-per-minute", "2"],
    );
    let nginx = Nginx::start(&[yote.addr]);
    let (alice, bob) = (
        http_client_from(ip("127.0.0.2")),
        http_client_from(ip("127.0.0.3")),
    );
    // Alice's two tables a minute, then a refusal.
    for _ in 0..2 {
        assert_eq!(new_table(&alice, &nginx.url(""), &[]).await.0, 201);
    }
    let (status, refused) = new_table(&alice, &nginx.url(""), &[]).await;
    assert_eq!(
        (status, refused["error"]["code"].as_str()),
        (429, Some("too-many-tables"))
    );
    // Naming another address does not help: nginx appends the one it saw, which is read.
    let forged = [("x-forwarded-for", "198.51.100.7")];
    assert_eq!(new_table(&alice, &nginx.url(""), &forged).await.0, 429);
    // Bob, through the same nginx, has his own.
    assert_eq!(new_table(&bob, &nginx.url(""), &[]).await.0, 201);

    // Carol reaches the node directly, past the proxy, and forges the headers: they are not
    // read (she is not a trusted proxy), so she is 127.0.0.4 with her own two tables, and
    // Bob's share is untouched.
    let carol = http_client_from(ip("127.0.0.4"));
    let forged = [
        ("x-forwarded-for", "127.0.0.3"),
        ("forwarded", "for=127.0.0.3"),
    ];
    for _ in 0..2 {
        assert_eq!(new_table(&carol, &yote.url(""), &forged).await.0, 201);
    }
    assert_eq!(new_table(&carol, &yote.url(""), &forged).await.0, 429);
    assert_eq!(new_table(&bob, &nginx.url(""), &[]).await.0, 201);
    assert_eq!(new_table(&bob, &nginx.url(""), &[]).await.0, 429);
    // The log names each request's client as the limits counted it, never a forged one.
    let log = yote.log_text();
    for client in ["client=127.0.0.2", "client=127.0.0.3", "client=127.0.0.4"] {
        assert!(log.contains(client), "{client} in {log}");
    }
    assert!(!log.contains("198.51.100.7"), "{log}");
}

#[tokio::test]
async fn twenty_games_against_the_computer_from_twenty_addresses_through_nginx_all_play() {
    let dir = tempfile::tempdir().unwrap();
    // Ten live computer games per address: nginx's one address could hold ten.
    let yote = node(
        &dir,
        &[
            "--trusted-proxies",
            "127.0.0.1",
            "--computer-games-per-address",
            "10",
        ],
    );
    let nginx = Nginx::start(&[yote.addr]);
    let mut players = Vec::new();
    for n in 10..30 {
        let local = ip(&format!("127.0.0.{n}"));
        let http = http_client_from(local);
        let body = json!({"opponent": "computer", "level": "easy", "white": "creator"});
        let (status, table) = post(&http, &nginx.url("/api/tables"), body).await;
        assert_eq!(status, 201, "player {n}: {table}");
        let game = table["game"].as_str().unwrap().to_owned();
        let secret = table["secret"].as_str().unwrap().to_owned();
        let mut ws = Client::connect_from(nginx.addr, &game, None, Some(local)).await;
        ws.hello(json!({"secret": secret})).await;
        players.push(ws);
    }
    // Everyone plays at once; the computer answers each.
    for (i, ws) in players.iter_mut().enumerate() {
        let square = ["@a1", "@b2", "@c3", "@d4"][i % 4];
        assert_eq!(ws.act(0, square).await["type"], "ack");
    }
    for ws in &mut players {
        let state = ws.until("state", |s| s["ply"] == 2).await;
        assert_eq!(state["to_move"], "white");
    }

    // The same through a node that does not trust nginx: every player is nginx's address, and
    // the eleventh game is refused.
    let dir = tempfile::tempdir().unwrap();
    let blind = node(&dir, &["--computer-games-per-address", "10"]);
    let nginx = Nginx::start(&[blind.addr]);
    let mut refused = None;
    for n in 10..21 {
        let http = http_client_from(ip(&format!("127.0.0.{n}")));
        let body = json!({"opponent": "computer", "level": "easy", "white": "creator"});
        let (status, answer) = post(&http, &nginx.url("/api/tables"), body).await;
        if status != 201 {
            let error = &answer["error"];
            refused = Some((n, error["code"].clone(), error["args"]["reason"].clone()));
            break;
        }
    }
    assert_eq!(
        refused,
        Some((20, json!("computer-busy"), json!("address"))),
        "the eleventh game, refused for its address's share"
    );
}

#[tokio::test]
async fn behind_nginx_open_sockets_are_counted_for_each_client() {
    let dir = tempfile::tempdir().unwrap();
    let yote = node(
        &dir,
        &[
            "--trusted-proxies",
            "127.0.0.1",
            "--connections-per-address",
            "2",
        ],
    );
    let nginx = Nginx::start(&[yote.addr]);
    let game = yote.create(json!({"opponent": "friend"})).await["game"]
        .as_str()
        .unwrap()
        .to_owned();
    let (alice, bob) = (ip("127.0.0.2"), ip("127.0.0.3"));
    let mut open = Vec::new();
    for _ in 0..2 {
        let mut ws = Client::connect_from(nginx.addr, &game, None, Some(alice)).await;
        ws.hello(json!({})).await;
        open.push(ws);
    }
    // Alice's third socket is refused for her address; Bob's first is not.
    let third =
        yote_loadtest::client::GameSocket::connect(nginx.addr, &game, None, Some(alice)).await;
    let refused = third.err().expect("a third socket from Alice is refused");
    assert!(refused.contains("503"), "{refused}");
    let mut ws = Client::connect_from(nginx.addr, &game, None, Some(bob)).await;
    ws.hello(json!({})).await;
    // A socket closed gives its place back.
    open.pop().unwrap().close().await;
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let mut again = Client::connect_from(nginx.addr, &game, None, Some(alice)).await;
    again.hello(json!({})).await;
}
