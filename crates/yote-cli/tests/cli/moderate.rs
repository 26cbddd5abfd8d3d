//! `yote moderate` as a real process against the database of real servers (docs/moderation.md
//! "The operators' yote moderate"): a report made through HTTP, with its evidence, read and
//! closed by the operator and logged; and on two nodes sharing one PostgreSQL database, a
//! silence and a ban given by `yote moderate` hold on both nodes at once (the nodes read them
//! at each line and each seek).

use std::net::SocketAddr;
use std::process::{Command, Output};
use std::time::Duration;

use serde_json::{Value, json};
use yote_testkit::*;

fn moderate(database: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yote"))
        .arg("moderate")
        .args(["--database", database])
        .args(args)
        .output()
        .expect("yote moderate runs")
}

/// The command's standard output; panics when it failed.
fn ok(out: Output) -> String {
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "yote moderate failed: {stdout} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// The seat of the lobby game `game` for the player `token` at `addr`: its secret and side.
async fn take_seat(addr: SocketAddr, token: &str, game: &str) -> (String, String) {
    let r = http_client()
        .post(format!("http://{addr}/api/lobby/games/{game}/seat"))
        .header("cookie", format!("yote_player={token}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let cookie = set_cookie(&r).expect("a seat cookie");
    let secret = cookie["yote_seat=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let body: Value = r.json().await.unwrap();
    (secret, body["seat"].as_str().unwrap().to_owned())
}

/// Waits for a message of type `kind`, pinging as a page does; panics after 30 s.
async fn wait_for(client: &mut Client, kind: &str) -> Value {
    let end = tokio::time::Instant::now() + Duration::from_secs(30);
    while tokio::time::Instant::now() < end {
        match client.try_recv_within(Duration::from_secs(1)).await {
            Ok(Some(m)) if m["type"] == kind => return m,
            Ok(Some(_)) => {}
            Ok(None) => client.send(json!({"type": "ping"})).await,
            Err(e) => panic!("the socket closed: {e}"),
        }
    }
    panic!("no {kind} within 30 s: {:?}", client.seen);
}

/// A player in a lobby game: their token, name and game socket (said hello).
struct Seat {
    token: String,
    name: String,
    ws: Client,
}

/// Two new players, Ada on `a` and Bo on `b`, paired in the lobby and seated in their game,
/// each on their own node: (game, Ada, Bo).
async fn pair(a: SocketAddr, b: SocketAddr) -> (String, Seat, Seat) {
    let http = http_client();
    let (ada, ada_player) = new_player(&http, &format!("http://{a}")).await;
    let (bo, bo_player) = new_player(&http, &format!("http://{b}")).await;
    let mut la = Client::lobby(a, Some(&ada), None).await;
    let mut lb = Client::lobby(b, Some(&bo), None).await;
    wait_for(&mut la, "welcome").await;
    wait_for(&mut lb, "welcome").await;
    la.send(json!({"type": "seek", "tile": "5+3"})).await;
    lb.send(json!({"type": "seek", "tile": "5+3"})).await;
    let game = wait_for(&mut la, "paired").await["game"]
        .as_str()
        .unwrap()
        .to_owned();
    let (a_secret, _) = take_seat(a, &ada, &game).await;
    let (b_secret, _) = take_seat(b, &bo, &game).await;
    let mut wa = Client::connect(a, &game, Some(&a_secret)).await;
    let mut wb = Client::connect(b, &game, Some(&b_secret)).await;
    wa.hello(json!({})).await;
    wb.hello(json!({})).await;
    la.close().await;
    lb.close().await;
    let name = |p: &Value| p["name"].as_str().unwrap().to_owned();
    let ada = Seat {
        token: ada,
        name: name(&ada_player),
        ws: wa,
    };
    let bo = Seat {
        token: bo,
        name: name(&bo_player),
        ws: wb,
    };
    (game, ada, bo)
}

async fn say(client: &mut Client, phrase: &str) {
    let answer = client
        .request(json!({"type": "say", "id": phrase, "phrase": phrase}))
        .await;
    assert_eq!(answer["type"], "ack", "{answer}");
}

/// The phrases `client` is sent within `wait`.
async fn phrases_within(client: &mut Client, wait: Duration) -> Vec<String> {
    let end = tokio::time::Instant::now() + wait;
    let mut said = Vec::new();
    while let Ok(Some(m)) = client
        .try_recv_within(end.saturating_duration_since(tokio::time::Instant::now()))
        .await
    {
        if m["type"] == "chat" {
            for l in m["lines"].as_array().unwrap() {
                said.push(l["phrase"].as_str().unwrap_or("").to_owned());
            }
        }
    }
    said
}

#[tokio::test]
async fn a_report_with_its_evidence_is_read_and_closed_by_yote_moderate() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("yote.db");
    let url = format!("sqlite:{}", db.display());
    let server = ServerProcess::start(env!("CARGO_BIN_EXE_yote"), &db, &[], "info");
    let (game, mut ada, mut bo) = pair(server.addr, server.addr).await;
    say(&mut bo.ws, "hello").await;
    say(&mut ada.ws, "good-luck").await;
    let r = http_client()
        .post(server.url("/api/reports"))
        .header("cookie", format!("yote_player={}", ada.token))
        .json(&json!({"player": bo.name, "reason": "chat", "game": game, "words": "rude"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);

    let listed = ok(moderate(&url, &["reports"]));
    assert!(listed.contains("#1 "), "{listed}");
    assert!(
        listed.contains(&format!(
            "{} reported {} for chat in game {game}",
            ada.name, bo.name
        )),
        "{listed}"
    );
    let shown = ok(moderate(&url, &["reports", "show", "1"]));
    assert!(shown.contains("words: rude"), "{shown}");
    assert!(shown.contains("evidence (2 lines"), "{shown}");
    assert!(shown.contains("[phrase hello]"), "{shown}");
    let reported_line = shown
        .lines()
        .find(|l| l.contains("[phrase hello]"))
        .unwrap();
    assert!(reported_line.starts_with('*'), "{shown}");

    // Every action names its operator and its reason: without them nothing is done.
    let refused = moderate(&url, &["reports", "close", "1", "--note", "warned"]);
    assert_eq!(refused.status.code(), Some(2));
    let closed = ok(moderate(
        &url,
        &[
            "reports",
            "close",
            "1",
            "--note",
            "warned",
            "--operator",
            "Awa",
            "--reason",
            "read",
        ],
    ));
    assert!(closed.contains("report #1 closed"), "{closed}");
    assert!(ok(moderate(&url, &["reports"])).contains("no open reports"));
    assert!(ok(moderate(&url, &["reports", "--all"])).contains("closed"));
    let log = ok(moderate(&url, &["log"]));
    assert!(log.contains("\tAwa\tclose-report\t#1\tread"), "{log}");

    // Renamed: a generated name, and the old one refused to anyone.
    let renamed = ok(moderate(
        &url,
        &["rename", &bo.name, "--operator", "Awa", "--reason", "name"],
    ));
    assert!(
        renamed.contains(&format!("{} is now ", bo.name)),
        "{renamed}"
    );
    let r = http_client()
        .post(server.url("/api/player/name"))
        .header("cookie", format!("yote_player={}", ada.token))
        .json(&json!({"name": bo.name}))
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let body: Value = r.json().await.unwrap();
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("name-taken")),
        "{body}"
    );
}

#[tokio::test]
async fn a_silence_and_a_ban_from_yote_moderate_hold_at_once_on_both_nodes() {
    let url = TempPostgres::shared().database();
    let node = || ServerProcess::start_url(env!("CARGO_BIN_EXE_yote"), &url, &[], "info");
    let (a, b) = (node(), node());
    let (_, mut ada, mut bo) = pair(a.addr, b.addr).await;

    // Bo, on node b, is silenced: their next phrase reaches them, never Ada on node a.
    ok(moderate(
        &url,
        &[
            "silence",
            &bo.name,
            "--operator",
            "Awa",
            "--reason",
            "insults",
        ],
    ));
    let given = std::time::Instant::now();
    say(&mut bo.ws, "hello").await;
    assert!(given.elapsed() < Duration::from_secs(1));
    let quiet = Duration::from_millis(1500);
    assert_eq!(phrases_within(&mut bo.ws, quiet).await, vec!["hello"]);
    assert!(phrases_within(&mut ada.ws, quiet).await.is_empty());
    // Ada still speaks to Bo.
    say(&mut ada.ws, "good-luck").await;
    assert_eq!(phrases_within(&mut bo.ws, quiet).await, vec!["good-luck"]);

    // Ada is banned: her next seek is refused on either node, at once.
    ok(moderate(
        &url,
        &[
            "ban",
            &ada.name,
            "--for",
            "1d",
            "--operator",
            "Awa",
            "--reason",
            "abuse",
        ],
    ));
    let given = std::time::Instant::now();
    for addr in [a.addr, b.addr] {
        let mut lobby = Client::lobby(addr, Some(&ada.token), None).await;
        wait_for(&mut lobby, "welcome").await;
        lobby.send(json!({"type": "seek", "tile": "5+3"})).await;
        let error = wait_for(&mut lobby, "error").await;
        assert_eq!(error["code"], "banned", "{error}");
        lobby.close().await;
    }
    assert!(
        given.elapsed() < Duration::from_secs(2),
        "{:?}",
        given.elapsed()
    );

    // Lifted: she seeks again.
    ok(moderate(
        &url,
        &["lift", &ada.name, "--operator", "Awa", "--reason", "appeal"],
    ));
    let mut lobby = Client::lobby(b.addr, Some(&ada.token), None).await;
    wait_for(&mut lobby, "welcome").await;
    lobby.send(json!({"type": "seek", "tile": "5+3"})).await;
    wait_for(&mut lobby, "seeking").await;
    let log = ok(moderate(&url, &["log"]));
    for action in ["\tsilence\t", "\tban\t", "\tlift\t"] {
        assert!(log.contains(action), "{log}");
    }
}
