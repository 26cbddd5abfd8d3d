//! The commands a game's task takes, what it answers, and the services it needs.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use serde_json::Value;
use tokio::sync::{mpsc, oneshot};
use yote_rules::{Action, Color};

use crate::config::Config;
use crate::error::Error;
use crate::game::pool::Pool;
use crate::game::tables::Tables;
use crate::model::{Live, Player, TimeControl};
use crate::protocol::StateView;
use crate::protocol::outbox::Outbox;
use crate::push::Push;
use crate::store::Store;

use super::referee::Request;

/// A seat taken through an invite link.
#[derive(Debug, Clone)]
pub struct Claimed {
    pub game: String,
    pub side: Color,
    pub secret: String,
}

/// What an invite link leads to.
#[derive(Debug, Clone)]
pub struct InviteInfo {
    pub game: String,
    pub open: bool,
    /// The game has ended (or was aborted): its seat can no longer be taken.
    pub over: bool,
    /// `secret` (the creator's, from their invite cookie) holds a seat of the game.
    pub yours: bool,
    pub side: Color,
    pub rules: String,
    /// The time control (`None`: unlimited).
    pub clock: Option<TimeControl>,
    /// Whether the game allows takebacks.
    pub takebacks: bool,
}

impl InviteInfo {
    /// What the invite page of `live` shows the holder of `host` (the creator's secret).
    pub fn of(live: &Live, host: Option<&str>) -> InviteInfo {
        let side = live.guest_side.unwrap_or(Color::Black);
        InviteInfo {
            game: live.table.id.clone(),
            open: live.players[side.index()] == Player::Open,
            over: live.ending.is_some(),
            yours: host.is_some_and(|s| super::referee::role_for(live, s).is_some()),
            side,
            rules: live.table.rules.to_rules_string(),
            clock: live.control,
            takebacks: live.allows_takebacks(),
        }
    }
}

/// Commands to a game's task.
pub enum Command {
    /// A connection said hello (perhaps again): who it is and what it has seen.
    Hello {
        viewer: u64,
        /// The connection's address, for the cap on sockets per game and address.
        address: IpAddr,
        id: Option<Value>,
        secret: Option<String>,
        version: Option<u64>,
        out: Outbox,
    },
    Request {
        viewer: u64,
        id: Option<Value>,
        request: Request,
    },
    Leave {
        viewer: u64,
    },
    Claim {
        /// The secret of the invite's creator, when the invite cookie came with the request.
        host: Option<String>,
        reply: oneshot::Sender<Result<Claimed, Error>>,
    },
    Invite {
        host: Option<String>,
        reply: oneshot::Sender<InviteInfo>,
    },
    State {
        reply: oneshot::Sender<StateView>,
    },
    Record {
        reply: oneshot::Sender<crate::model::record::Record>,
    },
    /// Load the game (and let the computer think if it is its turn).
    Wake,
    /// Another node kept a line of the game's chat.
    ChatElsewhere,
    /// The computer's answer for the turn `turn` (`Live::turn_key`).
    ComputerAction {
        turn: u64,
        action: Option<Action>,
        offer_draw: bool,
    },
    /// Time to tell everyone the watcher count, if it changed (sent at most once an interval).
    FlushPresence,
    /// Another node stored versions up to `version` (`None`: it may have; look and ask who is
    /// connected again).
    Catchup {
        version: Option<u64>,
    },
    /// Another node's connections to this game.
    RemotePresence {
        node: u64,
        counts: [u32; 3],
    },
    /// Another node has just loaded this game and asks who is connected here.
    PresenceQuery,
    /// The search asked for at the turn `turn` (`Live::turn_key`) has its answer in the jobs
    /// table.
    JobDone {
        turn: u64,
    },
    /// The computer's answer to `side`'s draw offer, made at `ply`.
    ComputerDrawAnswer {
        side: Color,
        ply: usize,
        accept: bool,
    },
}

/// What a game's task needs from the rest of the server.
#[derive(Clone)]
pub struct Services {
    pub config: Arc<Config>,
    pub store: Arc<dyn Store>,
    pub pool: Pool,
    /// New tables (rematches) and the computer's load per address.
    pub tables: Tables,
    /// This node's id among the servers sharing the store (`None`: the store is this server's
    /// alone).
    pub node: Option<u64>,
    /// The push notifications' sender.
    pub push: Push,
}

impl Services {
    /// Now on the server's clock (Unix ms).
    pub fn now(&self) -> i64 {
        self.config.clock.now_ms()
    }
}

/// The games in memory by id, each the inbox of its task.
pub type LiveMap = Arc<Mutex<HashMap<String, Mailbox>>>;

/// The way into a game task's inbox. Commands travel boxed: the channel keeps its slots in
/// blocks of 32 from the start, and a block of boxes is 256 bytes where one of commands
/// would be 32 times a command's size, in every game in memory (docs/performance.md "Memory
/// per player").
#[derive(Clone)]
pub struct Mailbox(mpsc::UnboundedSender<Box<Command>>);

/// A game task's inbox, read by its task alone.
pub struct Inbox(mpsc::UnboundedReceiver<Box<Command>>);

/// A new game task's mailbox and inbox.
pub fn mailbox() -> (Mailbox, Inbox) {
    let (tx, rx) = mpsc::unbounded_channel();
    (Mailbox(tx), Inbox(rx))
}

impl Mailbox {
    /// Posts a command; gives it back when the task has ended.
    pub fn send(&self, command: Command) -> Result<(), Command> {
        self.0.send(Box::new(command)).map_err(|e| *e.0)
    }

    pub fn is_closed(&self) -> bool {
        self.0.is_closed()
    }

    pub fn same_channel(&self, other: &Mailbox) -> bool {
        self.0.same_channel(&other.0)
    }
}

impl Inbox {
    /// The next command; `None` once every mailbox is gone.
    pub async fn recv(&mut self) -> Option<Command> {
        self.0.recv().await.map(|command| *command)
    }

    /// A command already waiting, if any.
    pub fn try_recv(&mut self) -> Option<Command> {
        self.0.try_recv().ok().map(|command| *command)
    }
}

/// A task idle for long enough leaves the map (and memory), unless a command slipped into its
/// `inbox` meanwhile: that command, to handle. Senders send under the map's lock, so nothing is
/// sent to a task that has left.
pub fn leave(registry: &LiveMap, id: &str, me: &Mailbox, inbox: &mut Inbox) -> Option<Command> {
    let mut live = registry.lock().expect("registry lock");
    if let Some(c) = inbox.try_recv() {
        return Some(c);
    }
    if live.get(id).is_some_and(|tx| tx.same_channel(me)) {
        live.remove(id);
    }
    tracing::debug!(game = %id, "game unloaded");
    None
}
