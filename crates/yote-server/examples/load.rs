//! Measures the server under many simultaneous games: a real server on a temporary SQLite file,
//! local tables played over WebSocket, each action committed before its ack.
//!
//! `cargo run --release -p yote-server --example load -- [GAMES] [PLIES]` (defaults 50 and 40)
//! prints the actions per second and the ack latency (median and 99th percentile).

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use yote_server::{AppState, Config, SqliteStore};

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().map_or(50, |a| a.parse().expect("GAMES"));
    let plies: usize = args.next().map_or(40, |a| a.parse().expect("PLIES"));

    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("load.db").display());
    let store = SqliteStore::open(&url).await.unwrap();
    let config = Config {
        // One connection here plays both sides as fast as it can: far beyond a person's pace.
        tables_per_minute: u32::MAX,
        messages_per_second: 1e6,
        message_burst: 1e6,
        ..Config::default()
    };
    let state = AppState::new(config, Arc::new(store)).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(yote_server::serve(listener, state, std::future::pending()));

    let http = reqwest::Client::new();
    let mut tables = Vec::with_capacity(games);
    for _ in 0..games {
        let table: Value = http
            .post(format!("http://{addr}/api/tables"))
            .json(&json!({"opponent": "local"}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        tables.push(table);
    }

    let started = Instant::now();
    let players: Vec<_> = tables
        .into_iter()
        .map(|table| tokio::spawn(play(addr, table, plies)))
        .collect();
    let mut latencies = Vec::new();
    for p in players {
        latencies.extend(p.await.unwrap());
    }
    let elapsed = started.elapsed();
    latencies.sort();
    let pick = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    println!(
        "{games} games, {} actions in {:.2} s: {:.0} actions/s; ack latency median {:.1} ms, p99 {:.1} ms",
        latencies.len(),
        elapsed.as_secs_f64(),
        latencies.len() as f64 / elapsed.as_secs_f64(),
        pick(0.5).as_secs_f64() * 1e3,
        pick(0.99).as_secs_f64() * 1e3,
    );
}

/// Plays the first legal action until `plies` or the end; answers each action's ack latency.
async fn play(addr: std::net::SocketAddr, table: Value, plies: usize) -> Vec<Duration> {
    let game = table["game"].as_str().unwrap();
    let mut request = format!("ws://{addr}/games/{game}/ws")
        .into_client_request()
        .unwrap();
    let cookie = format!("yote_seat={}", table["secret"].as_str().unwrap());
    request
        .headers_mut()
        .insert("cookie", cookie.parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    ws.send(Message::text(json!({"type": "hello"}).to_string()))
        .await
        .unwrap();
    let mut latencies = Vec::new();
    let mut sent: Option<Instant> = None;
    while let Some(Ok(Message::Text(text))) = ws.next().await {
        let m: Value = serde_json::from_str(&text).unwrap();
        if m["type"] == "ack" {
            latencies.push(sent.take().unwrap().elapsed());
        }
        if m["type"] != "state" {
            continue;
        }
        let ply = m["ply"].as_u64().unwrap() as usize;
        let Some(actions) = m.get("legal_actions").and_then(Value::as_array) else {
            break;
        };
        if ply >= plies || sent.is_some() {
            if ply >= plies {
                break;
            }
            continue;
        }
        let action = &actions[(ply * 7) % actions.len()];
        sent = Some(Instant::now());
        let act = json!({"type": "act", "ply": ply, "action": action});
        ws.send(Message::text(act.to_string())).await.unwrap();
    }
    latencies
}
