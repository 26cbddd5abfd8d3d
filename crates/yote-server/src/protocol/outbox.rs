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

/// The sending half of a connection's outbox.
pub type Outbox = mpsc::Sender<Outbound>;

/// Close code when the server stops, or the client has gone silent.
pub const CLOSE_GOING_AWAY: u16 = 1001;
/// Close code for a flood or a socket that breaks the protocol's rules (policy violation).
pub const CLOSE_POLICY: u16 = 1008;
/// Close code for a message over the size limit.
pub const CLOSE_TOO_LARGE: u16 = 1009;
/// Close code for a socket refused for now (try again later).
pub const CLOSE_TRY_AGAIN_LATER: u16 = 1013;
