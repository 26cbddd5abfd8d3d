//! The game socket's connection loop driven in memory: no TCP, no HTTP upgrade, the real game behind it.

use std::sync::Arc;
use std::time::Duration;

use futures_util::{sink, stream};
use serde::Serialize;
use serde_json::Value;
use tokio::sync::mpsc;
use yote_rules::{Color, Rules};

use super::*;
use crate::config::Config;
use crate::game::tables::NewTable;
use crate::model::Opponent;
use crate::protocol::ClientMessage;
use crate::protocol::outbox::{CLOSE_GOING_AWAY, CLOSE_POLICY, CLOSE_TOO_LARGE};
use crate::store::SqliteStore;
use axum::extract::ws::Message;

/// A client's end of a socket the server's loop serves in memory.
struct Memory {
    to_server: mpsc::UnboundedSender<Message>,
    from_server: mpsc::UnboundedReceiver<Message>,
    _dir: tempfile::TempDir,
}

/// A close frame as [`Memory::next`] gives it: its code and reason.
#[derive(Serialize)]
struct Closed<'a> {
    close: u16,
    reason: &'a str,
}

/// The hello of the seat `secret` holds.
fn hello(secret: &str) -> String {
    let hello = ClientMessage::Hello {
        version: None,
        secret: Some(secret.to_owned()),
    };
    serde_json::to_string(&hello).unwrap()
}

impl Memory {
    fn send(&self, text: &str) {
        self.to_server
            .send(Message::Text(text.to_owned().into()))
            .unwrap();
    }

    /// The next message: a JSON text, or `{"close": code}`.
    async fn next(&mut self) -> Value {
        let wait = Duration::from_secs(5);
        let message = tokio::time::timeout(wait, self.from_server.recv())
            .await
            .expect("an answer in time")
            .expect("the socket is open");
        match message {
            Message::Text(text) => serde_json::from_str(text.as_str()).unwrap(),
            Message::Close(Some(frame)) => serde_json::to_value(Closed {
                close: frame.code,
                reason: frame.reason.as_str(),
            })
            .unwrap(),
            other => panic!("unexpected {other:?}"),
        }
    }
}

/// A server on a fresh database with a friend table whose creator has White; the loop of one
/// socket to it, and the creator's secret.
async fn open(config: Config) -> (Memory, String) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("yote.db").display());
    let store = Arc::new(SqliteStore::open(&url).await.unwrap());
    let state = AppState::new(config, store).await.unwrap();
    let address: IpAddr = "127.0.0.1".parse().unwrap();
    let new = NewTable {
        rules: Rules::standard(),
        opponent: Opponent::Friend,
        creator: Color::White,
        clock: None,
        takebacks: crate::model::Takebacks::Unrated,
        rated: false,
    };
    let created = state.tables.create(address, new).await.unwrap();
    let (to_server, server_in) = mpsc::unbounded_channel::<Message>();
    let (server_out, from_server) = mpsc::unbounded_channel::<Message>();
    let sink = Box::pin(sink::unfold(server_out, |tx, m: Message| async move {
        tx.send(m).map_err(|_| "the client has gone")?;
        Ok::<_, &str>(tx)
    }));
    let stream = Box::pin(stream::unfold(server_in, |mut rx| async move {
        rx.recv().await.map(|m| (Ok::<_, String>(m), rx))
    }));
    let limits = Limits::of(&state.config, state.stopping.subscribe());
    let budget = state.budgets.get(address, &created.id, None);
    let endpoint = GameSocket::new(state, created.id, None, address, None);
    let loop_ = crate::socket::serve((sink, stream), endpoint, limits, budget);
    tokio::spawn(loop_);
    let memory = Memory {
        to_server,
        from_server,
        _dir: dir,
    };
    (memory, created.secret)
}

#[tokio::test]
async fn hello_first_then_requests_each_answered() {
    let (mut client, secret) = open(Config::default()).await;
    client.send(r#"{"type": "offer_draw", "id": 1}"#);
    let refused = client.next().await;
    assert_eq!(
        (refused["code"].as_str(), &refused["id"]),
        (Some("hello-required"), &Value::from(1))
    );
    client.send("{");
    assert_eq!(client.next().await["code"], "malformed");
    client
        .to_server
        .send(Message::Binary(vec![1, 2].into()))
        .unwrap();
    assert_eq!(client.next().await["code"], "malformed");
    client.send(&hello(&secret));
    let state = client.next().await;
    assert_eq!(state["type"], "state");
    assert_eq!(state["you"]["seat"], "white");
    assert_eq!(state["status"], "waiting");
    client.send(r#"{"type": "act", "id": "a", "ply": 0, "action": "@a1"}"#);
    let mut answer = client.next().await;
    while answer["type"] == "presence" {
        answer = client.next().await;
    }
    assert_eq!(answer["code"], "waiting-for-opponent");
    assert_eq!(answer["id"], "a");
    client.send(r#"{"type": "dance"}"#);
    assert_eq!(client.next().await["code"], "unknown-type");
}

#[tokio::test]
async fn a_message_over_the_size_limit_closes_the_socket() {
    let (mut client, _) = open(Config::default()).await;
    client.send(&"x".repeat(5000));
    let closed = client.next().await;
    assert_eq!(closed["close"], CLOSE_TOO_LARGE);
    assert!(closed["reason"].as_str().unwrap().contains("4096"));
}

#[tokio::test]
async fn a_flood_closes_the_socket() {
    let config = Config {
        messages_per_second: 1.0,
        message_burst: 3.0,
        ..Config::default()
    };
    let (mut client, _) = open(config).await;
    for _ in 0..4 {
        client.send(r#"{"type": "abort"}"#);
    }
    for _ in 0..3 {
        assert_eq!(client.next().await["code"], "hello-required");
    }
    assert_eq!(client.next().await["close"], CLOSE_POLICY);
}

#[tokio::test]
async fn a_socket_that_never_says_hello_is_closed() {
    let config = Config {
        hello_timeout: Duration::from_millis(50),
        ..Config::default()
    };
    let (mut client, _) = open(config).await;
    let closed = client.next().await;
    assert_eq!(closed["close"], CLOSE_POLICY);
    assert!(closed["reason"].as_str().unwrap().contains("no hello"));
}

#[tokio::test]
async fn a_ping_is_answered_at_once_even_before_the_hello() {
    let (mut client, _) = open(Config::default()).await;
    client.send(r#"{"type": "ping"}"#);
    let pong: Value = serde_json::from_str(r#"{"type": "pong"}"#).unwrap();
    assert_eq!(client.next().await, pong);
}

impl Memory {
    /// The next frame as it is, whatever its kind.
    async fn frame(&mut self) -> Message {
        let wait = Duration::from_secs(5);
        tokio::time::timeout(wait, self.from_server.recv())
            .await
            .expect("a frame in time")
            .expect("the socket is open")
    }
}

fn heartbeat() -> Config {
    Config {
        heartbeat_ping_after: Duration::from_millis(100),
        heartbeat_timeout: Duration::from_millis(400),
        ..Config::default()
    }
}

#[tokio::test]
async fn a_quiet_socket_is_pinged_and_a_silent_one_dropped() {
    let (mut client, secret) = open(heartbeat()).await;
    client.send(&hello(&secret));
    assert_eq!(client.next().await["type"], "state");
    let started = tokio::time::Instant::now();
    // Nothing more from the client: a ping frame after the quiet time, then the close.
    loop {
        match client.frame().await {
            Message::Ping(_) => break,
            Message::Text(_) => {} // presence
            other => panic!("expected a ping, got {other:?}"),
        }
    }
    assert!(started.elapsed() >= Duration::from_millis(90));
    let closed = client.next().await;
    assert!(started.elapsed() >= Duration::from_millis(390));
    assert_eq!(closed["close"], CLOSE_GOING_AWAY);
    assert_eq!(closed["reason"], "no answer for 0.4 s: reconnect");
}

#[tokio::test]
async fn a_socket_that_answers_its_pings_stays() {
    let (mut client, secret) = open(heartbeat()).await;
    client.send(&hello(&secret));
    assert_eq!(client.next().await["type"], "state");
    let started = tokio::time::Instant::now();
    let mut pings = 0;
    // Three times the timeout, answering each ping as a browser does.
    while started.elapsed() < Duration::from_millis(1200) {
        match client.frame().await {
            Message::Ping(bytes) => {
                pings += 1;
                client.to_server.send(Message::Pong(bytes)).unwrap();
            }
            Message::Text(_) => {}
            other => panic!("the socket stays open, got {other:?}"),
        }
    }
    assert!(pings >= 3, "{pings} pings");
    client.send(r#"{"type": "ping"}"#);
    loop {
        if client.next().await["type"] == "pong" {
            break;
        }
    }
}

#[test]
fn client_messages_become_requests() {
    assert_eq!(
        request_of(ClientMessage::Hello {
            version: None,
            secret: None
        }),
        None
    );
    assert_eq!(
        request_of(ClientMessage::Act {
            ply: 4,
            action: "@a1".into()
        }),
        Some(Request::Act {
            ply: 4,
            action: "@a1".into()
        })
    );
}
