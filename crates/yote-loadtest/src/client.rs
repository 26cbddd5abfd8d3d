//! One player's WebSocket to a game (docs/protocol.md), as a program opens it: the load
//! generator's players and the integration tests' player (`yote_testkit::Client`) both use it.
//!
//! It sends what a program sends and no more: the seat cookie when given, and no `Origin` (the
//! server lets upgrades that name no origin through, as they come from programs, not pages).

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use tokio::net::{TcpSocket, TcpStream};
pub use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// An open WebSocket to one game.
pub struct GameSocket {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

/// What the next message was, pings and pongs aside.
#[derive(Debug)]
pub enum Incoming {
    /// A text message, parsed, and its text as sent.
    Json(Value, String),
    /// A text message that is not JSON.
    NotJson(String),
    /// Any other frame: a close frame, binary.
    Other(Message),
    /// The connection is closed, or broken.
    Closed,
    /// Nothing came within the wait.
    TimedOut,
}

/// No frame came within the wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimedOut;

fn failed(e: impl std::fmt::Display) -> String {
    format!("ws-connect: {e}")
}

impl GameSocket {
    /// Opens `ws://{server}/games/{game}/ws`, with the seat cookie `yote_seat={secret}` when
    /// `cookie` is given, from the address `local` when given (the system's choice otherwise).
    /// Errors read `ws-connect: …`.
    pub async fn connect(
        server: SocketAddr,
        game: &str,
        cookie: Option<&str>,
        local: Option<IpAddr>,
    ) -> Result<GameSocket, String> {
        let cookie = cookie.map(|secret| format!("yote_seat={secret}"));
        GameSocket::open(
            server,
            &format!("/games/{game}/ws"),
            cookie.as_deref(),
            local,
        )
        .await
    }

    /// Opens `ws://{server}{path}` (the lobby's socket, `/lobby/ws`, say) with `cookie` as the
    /// `Cookie` header when given, from the address `local` when given.
    pub async fn open(
        server: SocketAddr,
        path: &str,
        cookie: Option<&str>,
        local: Option<IpAddr>,
    ) -> Result<GameSocket, String> {
        let mut request = format!("ws://{server}{path}")
            .into_client_request()
            .map_err(failed)?;
        if let Some(cookie) = cookie {
            request
                .headers_mut()
                .insert("cookie", cookie.parse().map_err(failed)?);
        }
        let stream = match local {
            None => TcpStream::connect(server).await,
            Some(local) => {
                let tcp = if server.is_ipv4() {
                    TcpSocket::new_v4()
                } else {
                    TcpSocket::new_v6()
                }
                .map_err(failed)?;
                tcp.bind(SocketAddr::new(local, 0)).map_err(failed)?;
                tcp.connect(server).await
            }
        }
        .map_err(failed)?;
        // Small buffers: thousands of sockets share the load generator's process.
        let config = WebSocketConfig::default()
            .read_buffer_size(4 * 1024)
            .write_buffer_size(0);
        let (ws, _) = tokio_tungstenite::client_async_with_config(
            request,
            MaybeTlsStream::Plain(stream),
            Some(config),
        )
        .await
        .map_err(failed)?;
        Ok(GameSocket { ws })
    }

    /// Sends a message as JSON text. Errors read `ws-send: …`.
    pub async fn send(&mut self, message: &Value) -> Result<(), String> {
        self.send_text(message.to_string()).await
    }

    /// Sends `text` as it is, JSON or not. Errors read `ws-send: …`.
    pub async fn send_text(&mut self, text: String) -> Result<(), String> {
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| format!("ws-send: {e}"))
    }

    /// Sends `bytes` as a binary frame (which the site refuses: its messages are JSON text).
    /// Errors read `ws-send: …`.
    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), String> {
        self.ws
            .send(Message::binary(bytes))
            .await
            .map_err(|e| format!("ws-send: {e}"))
    }

    /// The next frame of any kind within `wait`: `Ok(None)` when the connection is closed or
    /// broken.
    pub async fn next_frame_within(&mut self, wait: Duration) -> Result<Option<Message>, TimedOut> {
        match tokio::time::timeout(wait, self.ws.next()).await {
            Err(_) => Err(TimedOut),
            Ok(frame) => Ok(frame.and_then(Result::ok)),
        }
    }

    /// The next message, skipping pings and pongs, waiting at most `wait` for each frame.
    pub async fn next_within(&mut self, wait: Duration) -> Incoming {
        loop {
            return match self.next_frame_within(wait).await {
                Err(TimedOut) => Incoming::TimedOut,
                Ok(None) => Incoming::Closed,
                Ok(Some(Message::Ping(_) | Message::Pong(_))) => continue,
                Ok(Some(Message::Text(text))) => match serde_json::from_str(&text) {
                    Ok(value) => Incoming::Json(value, text.to_string()),
                    Err(_) => Incoming::NotJson(text.to_string()),
                },
                Ok(Some(other)) => Incoming::Other(other),
            };
        }
    }

    /// Closes the connection, politely if it is still open.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// The answer's body and the cookies it sets (`name=value`), or `{what} {status} {code}`.
pub async fn answer(
    request: reqwest::RequestBuilder,
    what: &str,
) -> Result<(Value, Vec<String>), String> {
    let response = request
        .send()
        .await
        .map_err(|e| format!("{what} http: {e}"))?;
    let status = response.status();
    let cookies = response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .map(|v| v.split(';').next().unwrap_or_default().to_owned())
        .collect();
    let body: Value = response
        .json()
        .await
        .map_err(|e| format!("{what} http body: {e}"))?;
    if !status.is_success() {
        let code = body["error"]["code"].as_str().unwrap_or("?");
        return Err(format!("{what} {} {code}", status.as_u16()));
    }
    Ok((body, cookies))
}
