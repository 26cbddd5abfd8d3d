//! What a socket's other side (a game's task, the lobby) sends down one connection, and the close
//! codes the sockets use. A leaf: the game and the lobby write to outboxes without knowing the
//! connection loop.

use tokio::sync::mpsc;

/// One thing to write to a connection.
#[derive(Debug)]
pub enum Outbound {
    Text(String),
    /// A WebSocket ping frame: is the client still there.
    Ping,
    /// Close the connection with a code and a reason.
    Close(u16, String),
}

/// The sending half of a connection's outbox. What it carries travels boxed: the channel keeps
/// its slots in blocks of 32 from the start, and a block of boxes is 256 bytes where one of
/// [`Outbound`]s would be a KiB, in every open socket (docs/performance.md "Memory per player").
#[derive(Debug, Clone)]
pub struct Outbox(mpsc::Sender<Box<Outbound>>);

/// The receiving half, read by the connection's writer alone.
#[derive(Debug)]
pub struct OutboxReader(mpsc::Receiver<Box<Outbound>>);

/// A connection's outbox, holding at most `capacity` messages not yet written.
pub fn outbox(capacity: usize) -> (Outbox, OutboxReader) {
    let (tx, rx) = mpsc::channel(capacity);
    (Outbox(tx), OutboxReader(rx))
}

impl Outbox {
    /// Queues a message, waiting for room; gives it back when the connection has gone.
    pub async fn send(&self, message: Outbound) -> Result<(), Outbound> {
        self.0.send(Box::new(message)).await.map_err(|e| *e.0)
    }

    /// Queues a message if there is room; gives it back when the outbox is full (a client that
    /// reads slowly) or the connection has gone.
    pub fn try_send(&self, message: Outbound) -> Result<(), Outbound> {
        self.0
            .try_send(Box::new(message))
            .map_err(|e| *e.into_inner())
    }
}

impl OutboxReader {
    /// The next message to write; `None` once every outbox is gone.
    pub async fn recv(&mut self) -> Option<Outbound> {
        self.0.recv().await.map(|message| *message)
    }

    /// A message already queued, if any.
    #[cfg(test)]
    pub fn try_recv(&mut self) -> Option<Outbound> {
        self.0.try_recv().ok().map(|message| *message)
    }
}

/// Close code when the server stops, or the client has gone silent.
pub const CLOSE_GOING_AWAY: u16 = 1001;
/// Close code for a flood or a socket that breaks the protocol's rules (policy violation).
pub const CLOSE_POLICY: u16 = 1008;
/// Close code for a message over the size limit.
pub const CLOSE_TOO_LARGE: u16 = 1009;
/// Close code for a socket refused for now (try again later).
pub const CLOSE_TRY_AGAIN_LATER: u16 = 1013;
