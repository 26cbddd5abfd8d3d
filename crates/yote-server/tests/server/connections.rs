//! A hostile client's connections, tried against the real server: silent and dripping
//! connections, bodies that never come, sockets that never say hello or only ping, requests from
//! another site's pages. Each is cut or refused with a clear answer, and everyone else plays on.

use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use yote_server::Config;
use yote_testkit::*;

/// The attacker's own address (all of 127.0.0.0/8 is this machine).
const ATTACKER: &str = "127.0.0.2";

async fn connect_from(from: &str, to: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::new(from.parse::<IpAddr>().unwrap(), 0))
        .unwrap();
    socket.connect(to).await.expect("connect")
}

/// Everything the server sends until it closes the connection (or `within` passes: then panics).
async fn read_to_close(stream: &mut TcpStream, within: Duration) -> String {
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    let deadline = Instant::now() + within;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return String::from_utf8_lossy(&seen).into_owned(),
            Ok(Ok(n)) => seen.extend_from_slice(&buf[..n]),
            Err(_) => panic!(
                "the server kept the connection open past {within:?}; it sent {:?}",
                String::from_utf8_lossy(&seen)
            ),
        }
    }
}

/// Plays the tiny game to its end between two sockets of a new table; answers the final state.
async fn play_tiny_game(server: &TestServer) -> Value {
    let (game, white, black) = server.seated_table(TINY_RULES).await;
    let mut w = server.ws(&game, Some(&white)).await;
    let mut b = server.ws(&game, Some(&black)).await;
    w.hello(json!({})).await;
    b.hello(json!({})).await;
    for (ply, action) in TINY_GAME.iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut w } else { &mut b };
        let ack = mover.act(ply, action).await;
        assert_eq!(ack["type"], "ack", "{ack}");
    }
    w.until("state", |s| s["status"] == "over").await
}

#[tokio::test]
async fn one_address_holding_its_cap_of_silent_and_dripping_connections_keeps_nobody_else_out() {
    let server = TestServer::start_with(Config {
        connections_per_address: 20,
        header_timeout: Duration::from_secs(60),
        ..test_config()
    })
    .await;
    let mut held = Vec::new();
    for _ in 0..10 {
        held.push(connect_from(ATTACKER, server.addr).await);
    }
    // Ten more drip a request's headers, a byte at a time.
    let mut drippers = Vec::new();
    for _ in 0..10 {
        let mut stream = connect_from(ATTACKER, server.addr).await;
        drippers.push(tokio::spawn(async move {
            for byte in b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
                .iter()
                .cycle()
            {
                if stream.write_all(&[*byte]).await.is_err() {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    // The attacker's next connection is refused at once, with a reason.
    let mut refused = connect_from(ATTACKER, server.addr).await;
    let answer = read_to_close(&mut refused, Duration::from_secs(5)).await;
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(answer.contains("too-many-connections"), "{answer}");
    // Meanwhile a player from another address creates a table and plays a whole game.
    let end = play_tiny_game(&server).await;
    assert_eq!(end["outcome"]["result"], "1-0", "{end}");
    for d in drippers {
        d.abort();
    }
    drop(held);
}

#[tokio::test]
async fn when_the_server_is_full_a_new_connection_is_told_so() {
    let server = TestServer::start_with(Config {
        max_connections: 5,
        header_timeout: Duration::from_secs(60),
        ..test_config()
    })
    .await;
    let mut held = Vec::new();
    for _ in 0..5 {
        held.push(connect_from(ATTACKER, server.addr).await);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut refused = connect_from("127.0.0.3", server.addr).await;
    let answer = read_to_close(&mut refused, Duration::from_secs(5)).await;
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(answer.contains("server-full"), "{answer}");
    // Once the attacker lets go, the site answers again.
    drop(held);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (status, _) = server.get_json("/api/games/NoSuchGame12").await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn silent_dripping_and_idle_connections_are_closed_after_the_header_timeout() {
    let server = TestServer::start_with(Config {
        header_timeout: Duration::from_secs(1),
        ..test_config()
    })
    .await;
    // Never a byte.
    let mut silent = connect_from(ATTACKER, server.addr).await;
    let started = Instant::now();
    read_to_close(&mut silent, Duration::from_secs(5)).await;
    assert!(started.elapsed() >= Duration::from_millis(900));
    // Headers a byte at a time, never finished.
    let mut drip = connect_from(ATTACKER, server.addr).await;
    let dripping = tokio::spawn(async move {
        for byte in b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ".iter().cycle() {
            if drip.write_all(&[*byte]).await.is_err() {
                return Instant::now();
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        unreachable!()
    });
    let cut = tokio::time::timeout(Duration::from_secs(8), dripping)
        .await
        .expect("a dripping client is cut")
        .unwrap();
    assert!(cut.duration_since(started) < Duration::from_secs(8));
    // One request answered, then idle on keep-alive.
    let mut idle = connect_from(ATTACKER, server.addr).await;
    idle.write_all(b"GET /api/games/NoSuchGame12 HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let answer = read_to_close(&mut idle, Duration::from_secs(5)).await;
    assert!(answer.starts_with("HTTP/1.1 404"), "{answer}");
}

#[tokio::test]
async fn a_body_that_never_comes_is_cut() {
    let server = TestServer::start_with(Config {
        body_timeout: Duration::from_secs(1),
        ..test_config()
    })
    .await;
    let mut stream = connect_from(ATTACKER, server.addr).await;
    stream
        .write_all(
            b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
              Content-Length: 10000\r\n\r\n{\"opp",
        )
        .await
        .unwrap();
    let answer = read_to_close(&mut stream, Duration::from_secs(5)).await;
    assert!(
        answer.starts_with("HTTP/1.1 408") && answer.contains("body-timeout"),
        "{answer}"
    );
    // A body announced far over the limit is refused without waiting for it.
    let mut huge = connect_from(ATTACKER, server.addr).await;
    huge.write_all(
        b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
          Content-Length: 1000000000\r\n\r\n{",
    )
    .await
    .unwrap();
    let answer = read_to_close(&mut huge, Duration::from_secs(5)).await;
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
}

#[tokio::test]
async fn a_socket_that_never_says_hello_is_closed_with_a_reason() {
    let server = TestServer::start_with(Config {
        hello_timeout: Duration::from_millis(500),
        ..test_config()
    })
    .await;
    let (game, _, _) = server.seated_table(TINY_RULES).await;
    let mut client = server.ws(&game, None).await;
    match client.next_raw().await {
        Some(Message::Close(Some(frame))) => {
            assert_eq!(u16::from(frame.code), 1008);
            assert!(frame.reason.contains("no hello within 0.5 s"), "{frame:?}");
        }
        other => panic!("expected a close frame, got {other:?}"),
    }
}

#[tokio::test]
async fn pings_count_against_the_message_limit() {
    let server = TestServer::start().await;
    let (game, _, _) = server.seated_table(TINY_RULES).await;
    let request = format!("ws://{}/games/{game}/ws", server.addr)
        .into_client_request()
        .unwrap();
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    ws.send(Message::text(json!({"type": "hello"}).to_string()))
        .await
        .unwrap();
    for _ in 0..200 {
        if ws.send(Message::Ping(vec![1, 2, 3].into())).await.is_err() {
            break;
        }
    }
    let closed = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(message) = ws.next().await {
            match message {
                Ok(Message::Close(Some(frame))) => return Some(frame),
                Ok(_) => continue,
                Err(_) => return None,
            }
        }
        None
    })
    .await
    .expect("the flood of pings is cut");
    let frame = closed.expect("a close frame with a reason");
    assert_eq!(u16::from(frame.code), 1008);
    assert!(frame.reason.contains("too many messages"), "{frame:?}");
}

#[tokio::test]
async fn pages_of_another_site_cannot_open_a_socket_or_take_a_seat() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"rules": TINY_RULES, "opponent": "friend", "white": "creator"}))
        .await;
    let game = table["game"].as_str().unwrap();
    let secret = table["secret"].as_str().unwrap();
    let token = table["invite_url"]
        .as_str()
        .unwrap()
        .strip_prefix("/invite/")
        .unwrap();
    // A WebSocket from another origin, carrying the seat cookie.
    let mut request = format!("ws://{}/games/{game}/ws", server.addr)
        .into_client_request()
        .unwrap();
    let headers = request.headers_mut();
    headers.insert("origin", "http://games.evil.example".parse().unwrap());
    headers.insert("cookie", format!("yote_seat={secret}").parse().unwrap());
    match tokio_tungstenite::connect_async(request).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 403);
            let body = String::from_utf8_lossy(response.body().as_deref().unwrap_or_default())
                .into_owned();
            assert!(body.contains("bad-origin"), "{body}");
        }
        other => panic!("expected 403, got {other:?}"),
    }
    // Taking the seat through a form on another site.
    let response = server
        .http
        .post(server.url(&format!("/api/invites/{token}")))
        .header("origin", "http://games.evil.example")
        .header("content-type", "application/x-www-form-urlencoded")
        .body("")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 403);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], "bad-origin");
    // A page that hides its origin is refused too, unless the browser says it is the site's own.
    for (origin, fetch_site, status) in [("null", "cross-site", 403), ("null", "same-site", 403)] {
        let response = server
            .http
            .post(server.url(&format!("/api/invites/{token}")))
            .header("origin", origin)
            .header("sec-fetch-site", fetch_site)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), status, "{origin} {fetch_site}");
    }
    // The seat is still open; the site's own page takes it.
    let response = server
        .http
        .post(server.url(&format!("/api/invites/{token}")))
        .header("origin", format!("http://{}", server.addr))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    // The same-origin socket opens.
    let mut request = format!("ws://{}/games/{game}/ws", server.addr)
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert("origin", format!("http://{}", server.addr).parse().unwrap());
    assert!(tokio_tungstenite::connect_async(request).await.is_ok());
}
