//! The site's WebSockets: one connection loop for every kind of socket, each kind a typed
//! message set behind [`Endpoint`] (the game's, `game`; the lobby's, `lobby`; an arena's, `arena`), as lila-ws has one
//! client actor for every socket.
//!
//! The loop owns what every socket shares (docs/reliability.md): the writer and its slow-client
//! limit, the size of a message, the message budget, the heartbeat (a quiet connection pinged, a
//! silent one dropped), the deadline for a `hello` where one is needed, and the close when the
//! server stops. An endpoint only decodes its messages and acts on them.

pub mod arena;
pub mod game;
pub mod lobby;

use std::any::Any;
use std::future::Future;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocketUpgrade};
use futures_util::{Sink, SinkExt, Stream, StreamExt};
use tokio::sync::watch;

use crate::config::Config;
use crate::limits::{Budget, Spent};
use crate::protocol::outbox::{
    CLOSE_GOING_AWAY, CLOSE_POLICY, CLOSE_TOO_LARGE, Outbound, Outbox, outbox,
};

/// One kind of socket: what its client sends, decoded once, and what it does with it.
pub trait Endpoint: Send + 'static {
    /// A client's message, decoded.
    type In: Send;
    /// The gauge of this kind's open sockets (`/metrics`).
    const GAUGE: &'static str;
    /// How many messages may wait for a client that reads slowly before more are dropped.
    const OUTBOX: usize;

    /// The socket is open: a welcome, a place in the lobby…
    fn opened(&mut self, out: &Outbox) -> impl Future<Output = ()> + Send;
    /// Decodes one text message: the message, or the error message (its text) to answer.
    fn decode(&self, text: &str) -> Result<Self::In, String>;
    /// Acts on one decoded message.
    fn handle(&mut self, message: Self::In, out: &Outbox) -> impl Future<Output = ()> + Send;
    /// A `malformed` error message of this kind's set, for what the loop refuses itself (a
    /// binary frame).
    fn malformed(&self, message: &str) -> String;
    /// Whether the socket must still say `hello` (then it is closed at the hello deadline).
    fn awaiting_hello(&self) -> bool;
    /// The socket has closed, however it ended.
    fn closed(self) -> impl Future<Output = ()> + Send;
}

/// What the loop reads of the server: its limits and its stop signal.
pub struct Limits {
    pub max_message_bytes: usize,
    pub messages_per_second: f64,
    pub address_messages_per_second: f64,
    pub slow_client: Duration,
    pub hello_timeout: Duration,
    pub heartbeat_ping_after: Duration,
    pub heartbeat_timeout: Duration,
    pub stopping: watch::Receiver<bool>,
}

impl Limits {
    pub fn of(config: &Config, stopping: watch::Receiver<bool>) -> Limits {
        Limits {
            max_message_bytes: config.max_message_bytes,
            messages_per_second: config.messages_per_second,
            address_messages_per_second: config.address_messages_per_second,
            slow_client: config.slow_client,
            hello_timeout: config.hello_timeout,
            heartbeat_ping_after: config.heartbeat_ping_after,
            heartbeat_timeout: config.heartbeat_timeout,
            stopping,
        }
    }
}

/// The upgrade's settings for every socket: frames far over the limit are cut by the WebSocket
/// layer itself (ours closes with a reason below that), and small buffers, since thousands of
/// sockets stay open. What a client sends often (an action, a hello with its secret, a ping) is
/// under 300 bytes, so a read buffer of [`READ_BUFFER`] holds it whole; a longer message (a chat
/// line) makes the buffer grow to its length. No write buffer: each frame is written at once.
pub fn upgrade(ws: WebSocketUpgrade, config: &Config) -> WebSocketUpgrade {
    let hard_limit = (config.max_message_bytes * 4).max(64 * 1024);
    ws.max_message_size(hard_limit)
        .max_frame_size(hard_limit)
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
}

/// A socket's read buffer, in bytes: 1 KiB, about three times the longest message a client
/// sends often (docs/performance.md "Memory per player": 4 KiB cost 3 KB a player more).
pub const READ_BUFFER: usize = 1024;

/// Counts a socket out of its gauge when its loop ends, however it ends.
struct Open(&'static str);

impl Open {
    fn new(gauge: &'static str) -> Open {
        metrics::gauge!(gauge).increment(1);
        Open(gauge)
    }
}

impl Drop for Open {
    fn drop(&mut self) {
        metrics::gauge!(self.0).decrement(1);
    }
}

/// Whether the WebSocket layer refused a frame for its size (over the hard limit of [`upgrade`]).
fn over_hard_limit<E: 'static>(e: &E) -> bool {
    use tungstenite::error::{CapacityError, Error as WsError};
    let Some(e) = (e as &dyn Any).downcast_ref::<axum::Error>() else {
        return false;
    };
    let inner = std::error::Error::source(e);
    matches!(
        inner.and_then(|e| e.downcast_ref::<WsError>()),
        Some(WsError::Capacity(CapacityError::MessageTooLong { .. }))
    )
}

/// One socket's life, from its first frame to its close: generic over the socket's two halves,
/// so that a test can drive the loop in memory.
pub async fn serve<Si, St, E, P>(
    (mut sink, mut stream): (Si, St),
    mut endpoint: P,
    limits: Limits,
    budget: Budget,
) where
    Si: Sink<Message> + Unpin + Send + 'static,
    St: Stream<Item = Result<Message, E>> + Unpin,
    E: std::fmt::Display + 'static,
    P: Endpoint,
{
    let _open = Open::new(P::GAUGE);
    let (out, mut outbox) = outbox(P::OUTBOX);
    let slow_client = limits.slow_client;
    let mut writer = tokio::spawn(async move {
        while let Some(message) = outbox.recv().await {
            let (frame, last) = match message {
                Outbound::Text(text) => (Message::Text(text.into()), false),
                Outbound::Ping => (Message::Ping(Default::default()), false),
                Outbound::Close(code, reason) => {
                    let frame = CloseFrame {
                        code,
                        reason: reason.into(),
                    };
                    (Message::Close(Some(frame)), true)
                }
            };
            // A client that stops reading holds no buffers here for long: past the limit, the
            // connection is dropped (and the client may reconnect and resume).
            match tokio::time::timeout(slow_client, sink.send(frame)).await {
                Ok(Ok(())) if !last => {}
                _ => return,
            }
        }
    });
    let mut writer_done = false;
    // Whether the server closed with a close frame of its own (a limit, the hello's deadline, a
    // restart): then the client's last frames are read after it (see below).
    let mut closing = false;
    // The endpoint's futures are boxed: they live while a message is handled, not in the
    // socket's task for as long as it stays open (docs/performance.md "Memory per player").
    Box::pin(endpoint.opened(&out)).await;
    let close = |code: u16, reason: String| {
        let out = out.clone();
        async move {
            let _ = out.send(Outbound::Close(code, reason)).await;
        }
    };
    let too_large = || {
        format!(
            "message too large (limit {} bytes)",
            limits.max_message_bytes
        )
    };
    let mut stopping = limits.stopping.clone();
    let hello_deadline = tokio::time::Instant::now() + limits.hello_timeout;
    let mut heard = tokio::time::Instant::now();
    let mut pinged = false;
    loop {
        let wake = heard
            + if pinged {
                limits.heartbeat_timeout
            } else {
                limits.heartbeat_ping_after
            };
        let awaiting_hello = endpoint.awaiting_hello();
        let message = tokio::select! {
            m = stream.next() => m,
            () = tokio::time::sleep_until(wake) => {
                if !pinged {
                    pinged = true;
                    let _ = out.try_send(Outbound::Ping);
                    continue;
                }
                let silent = limits.heartbeat_timeout.as_secs_f64();
                tracing::debug!("silent connection dropped");
                let reason = format!("no answer for {silent} s: reconnect");
                let _ = out.try_send(Outbound::Close(CLOSE_GOING_AWAY, reason));
                break;
            }
            () = tokio::time::sleep_until(hello_deadline), if awaiting_hello => {
                let reason = format!(
                    "no hello within {} s: send {{\"type\": \"hello\"}} first",
                    limits.hello_timeout.as_secs_f64()
                );
                close(CLOSE_POLICY, reason).await;
                closing = true;
                break;
            }
            _ = &mut writer => {
                writer_done = true;
                break;
            }
            () = async { drop(stopping.wait_for(|stop| *stop).await) } => {
                let reason = "the server is restarting: reconnect in a moment".to_owned();
                close(CLOSE_GOING_AWAY, reason).await;
                closing = true;
                break;
            }
        };
        heard = tokio::time::Instant::now();
        pinged = false;
        let message = match message {
            Some(Ok(message)) => message,
            Some(Err(e)) => {
                if over_hard_limit(&e) {
                    close(CLOSE_TOO_LARGE, too_large()).await;
                    closing = true;
                }
                break;
            }
            None => break,
        };
        let size = match &message {
            Message::Text(text) => text.len(),
            Message::Binary(bytes) => bytes.len(),
            Message::Close(_) => break,
            // Pings and pongs cost the server as much as messages: they count against the same
            // budget (the WebSocket layer answers pings by itself).
            Message::Ping(bytes) | Message::Pong(bytes) => bytes.len(),
        };
        if size > limits.max_message_bytes {
            close(CLOSE_TOO_LARGE, too_large()).await;
            closing = true;
            break;
        }
        if let Err(spent) = budget.take() {
            let reason = match spent {
                Spent::Holder => format!(
                    "too many messages (limit {} a second)",
                    limits.messages_per_second
                ),
                Spent::Address => format!(
                    "too many messages from your address (limit {} a second)",
                    limits.address_messages_per_second
                ),
            };
            close(CLOSE_POLICY, reason).await;
            closing = true;
            break;
        }
        let text = match message {
            Message::Text(text) => text,
            Message::Binary(_) => {
                let refusal = endpoint.malformed("binary frames are not accepted: send JSON text");
                let _ = out.send(Outbound::Text(refusal)).await;
                continue;
            }
            _ => continue,
        };
        match endpoint.decode(text.as_str()) {
            Ok(message) => Box::pin(endpoint.handle(message, &out)).await,
            Err(refusal) => {
                let _ = out.send(Outbound::Text(refusal)).await;
            }
        }
    }
    Box::pin(endpoint.closed()).await;
    drop(out);
    // Let the writer flush a close frame; it ends once the other side has let go of the outbox.
    if !writer_done {
        let _ = tokio::time::timeout(CLOSE_WAIT, writer).await;
    }
    // The closing handshake (RFC 6455 §7.1.1): after its close frame the server reads what the
    // client had already sent, until the client's own close, for at most `CLOSE_WAIT`. Closed
    // with those bytes unread, the connection would be reset by the kernel, and the client
    // could lose the close frame and the reason it gives.
    if closing {
        let _ = tokio::time::timeout(CLOSE_WAIT, async {
            while let Some(Ok(message)) = stream.next().await {
                if matches!(message, Message::Close(_)) {
                    break;
                }
            }
        })
        .await;
    }
}

/// How long a closing socket waits for its close frame to be written, then for the client's
/// answer: a client that reads answers within a round trip; one that does not is not waited
/// for longer than this.
const CLOSE_WAIT: Duration = Duration::from_secs(2);
