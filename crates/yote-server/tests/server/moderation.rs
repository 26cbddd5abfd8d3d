//! Reports, silences and bans over the real server, real HTTP and real WebSockets
//! (docs/moderation.md): a report keeps the reported player's lines of a lobby game as its
//! evidence and every refusal changes nothing; a silenced player's phrases reach themselves and
//! not their opponent, then or after a reload; a banned player's next seek is refused.

use std::time::Duration;

use serde_json::{Value, json};
use yote_server::lobby_store::PlayerStore;
use yote_server::store_moderation::ModerationStore;
use yote_server::store_moderation::Sanction;
use yote_testkit::{Client, TestServer, http_client, new_player};

use super::lobby::{take_seat, wait_for};

/// One player of a lobby game: their cookie's token, name, seat secret and game socket.
pub(crate) struct Seat {
    pub token: String,
    pub name: String,
    pub secret: String,
    pub ws: Client,
}

/// A lobby game between two new players, both seated and said hello.
pub(crate) struct Pair {
    pub game: String,
    pub white: Seat,
    pub black: Seat,
}

pub(crate) async fn paired(server: &TestServer) -> Pair {
    let http = http_client();
    let origin = server.url("");
    let (ada, ada_player) = new_player(&http, &origin).await;
    let (bo, bo_player) = new_player(&http, &origin).await;
    let mut a = Client::lobby(server.addr, Some(&ada), None).await;
    let mut b = Client::lobby(server.addr, Some(&bo), None).await;
    a.next_of("welcome").await;
    b.next_of("welcome").await;
    a.send(json!({"type": "seek", "tile": "5+3"})).await;
    a.next_of("seeking").await;
    b.send(json!({"type": "seek", "tile": "5+3"})).await;
    b.next_of("seeking").await;
    let game = wait_for(&mut a, "paired").await["game"]
        .as_str()
        .unwrap()
        .to_owned();
    let (a_secret, a_side) = take_seat(server, &ada, &game).await;
    let (b_secret, _) = take_seat(server, &bo, &game).await;
    let name = |p: &Value| p["name"].as_str().unwrap().to_owned();
    let mut wa = server.ws(&game, Some(&a_secret)).await;
    let mut wb = server.ws(&game, Some(&b_secret)).await;
    wa.hello(json!({})).await;
    wb.hello(json!({})).await;
    let a = Seat {
        token: ada,
        name: name(&ada_player),
        secret: a_secret,
        ws: wa,
    };
    let b = Seat {
        token: bo,
        name: name(&bo_player),
        secret: b_secret,
        ws: wb,
    };
    let (white, black) = if a_side == "white" { (a, b) } else { (b, a) };
    Pair { game, white, black }
}

async fn report(server: &TestServer, token: Option<&str>, body: Value) -> (u16, Value) {
    let mut r = http_client().post(server.url("/api/reports")).json(&body);
    if let Some(token) = token {
        r = r.header("cookie", format!("yote_player={token}"));
    }
    let r = r.send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
}

fn code(body: &Value) -> &str {
    body["error"]["code"].as_str().unwrap_or("")
}

/// Says `phrase` and waits for its ack.
async fn say(client: &mut Client, phrase: &str) {
    let answer = client
        .request(json!({"type": "say", "id": phrase, "phrase": phrase}))
        .await;
    assert_eq!(answer["type"], "ack", "{answer}");
}

/// The phrases of the `chat` messages `client` receives within `wait`.
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
async fn a_report_keeps_the_reported_lines_as_evidence_and_refusals_change_nothing() {
    let server = TestServer::start().await;
    let Pair { game, white, black } = paired(&server).await;
    let (w_token, w_name, mut w) = (white.token, white.name, white.ws);
    let (b_name, mut b) = (black.name, black.ws);
    say(&mut b, "hello").await;
    say(&mut w, "good-luck").await;
    say(&mut b, "have-fun").await;

    let body = json!({"player": b_name.to_uppercase(), "reason": "chat", "game": game,
        "words": "  rude  "});
    let (status, kept) = report(&server, Some(&w_token), body.clone()).await;
    assert_eq!(status, 201, "{kept}");
    assert_eq!(kept["evidence"], 3, "{kept}");
    let reports = server.store.reports(false).await.unwrap();
    assert_eq!(reports.len(), 1);
    let r = &reports[0];
    assert_eq!(
        (r.reporter.as_str(), r.reported.as_str()),
        (w_name.as_str(), b_name.as_str())
    );
    assert_eq!((r.reason.as_str(), r.words.as_str()), ("chat", "rude"));
    let evidence: Vec<Value> = serde_json::from_str(&r.evidence).unwrap();
    let said: Vec<(&str, bool)> = evidence
        .iter()
        .map(|l| {
            (
                l["phrase"].as_str().unwrap(),
                l["reported"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        said,
        vec![("hello", true), ("good-luck", false), ("have-fun", true)]
    );

    // Refused, with nothing kept.
    let cases = [
        (Some(w_token.as_str()), body.clone(), 400, "report-open"),
        (None, body.clone(), 403, "no-player"),
        (
            Some(&w_token),
            json!({"player": w_name, "reason": "chat"}),
            400,
            "own-report",
        ),
        (
            Some(&w_token),
            json!({"player": b_name, "reason": "rude"}),
            400,
            "bad-reason",
        ),
        (
            Some(&w_token),
            json!({"player": "Nobody-000", "reason": "chat"}),
            404,
            "unknown-player",
        ),
        (
            Some(&w_token),
            json!({"player": b_name, "reason": "chat", "game": "nogame"}),
            404,
            "unknown-game",
        ),
        (
            Some(&w_token),
            json!({"player": b_name, "reason": "other", "words": "é".repeat(501)}),
            400,
            "report-too-long",
        ),
    ];
    for (token, body, status, expected) in cases {
        let (got, answer) = report(&server, token, body.clone()).await;
        assert_eq!((got, code(&answer)), (status, expected), "{body} {answer}");
    }
    assert_eq!(server.store.reports(true).await.unwrap().len(), 1);

    // Five reports an hour: the reporter's sixth is refused.
    let http = http_client();
    for i in 0..5 {
        let (_, other) = new_player(&http, &server.url("")).await;
        let (status, answer) = report(
            &server,
            Some(&w_token),
            json!({"player": other["name"], "reason": "other"}),
        )
        .await;
        let expected = if i < 4 {
            (201, "")
        } else {
            (429, "too-many-reports")
        };
        assert_eq!((status, code(&answer)), expected, "report {i}: {answer}");
    }

    // The reporter's data file lists the reports they made.
    let r = http
        .get(server.url("/api/player/data"))
        .header("cookie", format!("yote_player={w_token}"))
        .send()
        .await
        .unwrap();
    let data: Value = r.json().await.unwrap();
    let made = data["reports"].as_array().unwrap();
    assert_eq!(made.len(), 5, "{data}");
    assert_eq!(made[0]["player"], b_name.as_str());
}

#[tokio::test]
async fn a_silenced_player_s_phrases_reach_themselves_only_and_a_banned_player_cannot_seek() {
    let server = TestServer::start().await;
    let Pair { game, white, black } = paired(&server).await;
    let (mut w, w_secret, a_token) = (white.ws, white.secret, white.token);
    let (b_token, b_name, mut b, b_secret) = (black.token, black.name, black.ws, black.secret);
    let bo = server.store.player_by_name(&b_name).await.unwrap().unwrap();
    let now = || {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as i64
    };
    let silence = Sanction {
        kind: "silence".into(),
        player: Some(bo.id.clone()),
        address: None,
        until: None,
    };
    server.store.sanction(&silence, now()).await.unwrap();

    say(&mut b, "hello").await;
    let quiet = Duration::from_millis(1500);
    assert_eq!(
        phrases_within(&mut b, quiet).await,
        vec!["hello"],
        "to themselves"
    );
    assert!(
        phrases_within(&mut w, quiet).await.is_empty(),
        "never to the opponent"
    );
    say(&mut w, "good-luck").await;
    assert_eq!(phrases_within(&mut b, quiet).await, vec!["good-luck"]);

    // After a reload, each side's history: the silenced line is the silenced player's only.
    w.close().await;
    b.close().await;
    for (secret, expected) in [
        (&w_secret, vec!["good-luck"]),
        (&b_secret, vec!["hello", "good-luck"]),
    ] {
        let mut again = server.ws(&game, Some(secret)).await;
        again.hello(json!({})).await;
        let history = again.next_of("chat").await;
        assert_eq!(history["history"], true);
        let said: Vec<&str> = history["lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["phrase"].as_str().unwrap())
            .collect();
        assert_eq!(said, expected);
        again.close().await;
    }

    // A ban: the next seek is refused, and so is taking a custom seek.
    let ban = Sanction {
        kind: "ban".into(),
        player: Some(bo.id.clone()),
        address: None,
        until: Some(now() + 60_000),
    };
    server.store.sanction(&ban, now()).await.unwrap();
    let mut lobby = Client::lobby(server.addr, Some(&b_token), None).await;
    lobby.next_of("welcome").await;
    lobby.send(json!({"type": "seek", "tile": "5+3"})).await;
    let error = lobby.next_of("error").await;
    assert_eq!(error["code"], "banned", "{error}");
    // Rated play too: a rated table against a friend or the computer is refused, and so is
    // the seat of another player's rated table; an unrated table is not.
    let table = |token: &str, body: Value| {
        http_client()
            .post(server.url("/api/tables"))
            .header("cookie", format!("yote_player={token}"))
            .json(&body)
            .send()
    };
    let rated_friend = json!({"opponent": "friend", "white": "creator", "rated": true});
    let rated_computer = json!({"opponent": "computer", "level": "easy", "rated": true});
    for body in [&rated_friend, &rated_computer] {
        let r = table(&b_token, body.clone()).await.unwrap();
        let status = r.status().as_u16();
        let answer: Value = r.json().await.unwrap();
        assert_eq!((status, code(&answer)), (403, "banned"), "{answer}");
    }
    let r = table(&b_token, json!({"opponent": "friend"}))
        .await
        .unwrap();
    assert_eq!(r.status(), 201, "an unrated table is no rated play");
    let made: Value = table(&a_token, rated_friend.clone())
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let invite = made["invite_url"].as_str().unwrap().replace("/invite/", "");
    let r = http_client()
        .post(server.url(&format!("/api/invites/{invite}")))
        .header("cookie", format!("yote_player={b_token}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    let answer: Value = r.json().await.unwrap();
    assert_eq!(code(&answer), "banned", "{answer}");
    assert_eq!(
        server.store.lift(Some(&bo.id), None, now()).await.unwrap(),
        2
    );
    lobby.send(json!({"type": "seek", "tile": "5+3"})).await;
    assert_eq!(lobby.next_of("seeking").await["tile"], "5+3");
}
