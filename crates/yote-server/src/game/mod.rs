//! Live games: one task owns each game in memory and applies its commands one at a time,
//! committing every change to the store before anyone hears of it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use serde_json::{Value, json};
use tokio::sync::{mpsc, oneshot};
use yote_rules::{Action, Color, EndReason, Outcome};

use crate::config::Config;
use crate::error::{Error, details_json};
use crate::limits::{ComputerLoad, RateLimiter};
use crate::model::{
    ClockStamp, Ending, Event, Live, Opponent, Player, Role, Side, Table, TimeControl, ViewExtras,
};
use crate::pool::Pool;
use crate::secret;
use crate::store::{Change, Store, jobs};

/// How often a node tells the others who is connected to a game through it, while anyone is
/// (docs/scaling.md): a presence lost in transit heals within this.
const PRESENCE_HEARTBEAT_MS: i64 = 60_000;
/// A node's presence not heard again for this long is forgotten (a node that died): two and a
/// half heartbeats, so that one lost heartbeat never makes a connected player look gone.
const PRESENCE_EXPIRES_MS: i64 = 150_000;

/// Asks for a search in the jobs table and waits for its answer: woken by the answer's
/// notification, and looking at least once a second (a notification may be lost). Gives up when
/// the game's task has ended.
async fn wait_for_job(
    queue: &jobs::JobQueue,
    game: &str,
    ply: u64,
    search: &jobs::Search,
    wake: &tokio::sync::Notify,
    task: &mpsc::UnboundedSender<Command>,
) -> Option<jobs::Answer> {
    let mut submitted = false;
    while !task.is_closed() {
        if !submitted {
            match queue.submit(game, ply, search).await {
                Ok(()) => submitted = true,
                Err(e) => tracing::warn!(game, error = %e, "cannot ask for the computer's search"),
            }
        }
        if submitted {
            match queue.answer(game, ply).await {
                Ok(Some(answer)) => return Some(answer),
                Ok(None) => {}
                Err(e) => tracing::warn!(game, error = %e, "cannot read the computer's answer"),
            }
        }
        let _ = tokio::time::timeout(std::time::Duration::from_secs(1), wake.notified()).await;
    }
    None
}

/// What the game task sends to one connection.
#[derive(Debug)]
pub enum Outbound {
    Text(String),
    /// Close the connection with a code and a reason.
    Close(u16, String),
}

/// Close code for a socket refused for now (try again later).
pub const CLOSE_TRY_AGAIN_LATER: u16 = 1013;

/// The sending half of a connection's outbox.
pub type Outbox = mpsc::Sender<Outbound>;

/// A request from a connected client, already parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    Act {
        ply: usize,
        action: String,
    },
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign {
        side: Option<Side>,
    },
    Abort,
    Rematch,
    /// The opponent has left (docs/protocol.md, `abandoned`): end the game, won or drawn.
    ClaimVictory,
    ClaimDraw,
}

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
        reply: oneshot::Sender<Value>,
    },
    Record {
        reply: oneshot::Sender<String>,
    },
    /// Load the game (and let the computer think if it is its turn).
    Wake,
    ComputerAction {
        ply: usize,
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
    /// The search asked for at `ply` has its answer in the jobs table.
    JobDone {
        ply: u64,
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
    pub table_limiter: Arc<RateLimiter>,
    pub computer: Arc<ComputerLoad>,
    /// This node's id among the servers sharing the store (`None`: the store is this server's
    /// alone).
    pub node: Option<u64>,
}

/// The games in memory by id, each the inbox of its task.
type LiveMap = Arc<Mutex<HashMap<String, mpsc::UnboundedSender<Command>>>>;

/// The live games by id.
pub struct Registry {
    services: Services,
    live: LiveMap,
}

impl Registry {
    pub fn new(services: Services) -> Registry {
        Registry {
            services,
            live: LiveMap::default(),
        }
    }

    /// Sends a command to the game's task, loading the game from the store first if needed.
    pub async fn send(&self, id: &str, command: Command) -> Result<(), Error> {
        if !secret::plausible(id) {
            return Err(Error::UnknownGame(id.chars().take(40).collect()));
        }
        let mut command = command;
        loop {
            {
                let live = self.live.lock().expect("registry lock");
                if let Some(tx) = live.get(id) {
                    match tx.send(command) {
                        Ok(()) => return Ok(()),
                        Err(mpsc::error::SendError(c)) => command = c,
                    }
                }
            }
            let Some((table, events)) = self.services.store.load_game(id).await? else {
                return Err(Error::UnknownGame(id.to_owned()));
            };
            let mut game = Live::replay(table, &events)
                .map_err(|e| Error::Internal(format!("game {id}: {}", e.0)))?;
            // A timed game in play stays in memory while its clock runs, so loading one means
            // the server restarted (docs/reliability.md).
            let now = self.services.config.clock.now_ms();
            let grace = self.services.config.restart_grace.as_millis() as i64;
            let turn_since = match game.control {
                // Real time: the side to move gets its time at the last stored action back,
                // plus a grace to reconnect.
                Some(TimeControl::RealTime { .. })
                    if game.is_playing() && game.has_moved(game.to_move()) =>
                {
                    game.remaining[game.to_move().index()] += grace;
                    now
                }
                // Correspondence: the deadline stays where the last action put it (a restart
                // is nothing against days), unless it passed while the server was down: then
                // the side to move has the grace from now.
                Some(control @ TimeControl::Correspondence { .. }) if game.is_playing() => {
                    let side = game.to_move();
                    let window = if game.has_moved(side) {
                        game.remaining[side.index()]
                    } else {
                        control.initial_ms()
                    };
                    match game.stamps.iter().rev().flatten().find_map(|s| s.at_ms) {
                        Some(at) => at.max(now + grace - window).min(now),
                        None => now,
                    }
                }
                _ => now,
            };
            let mut live = self.live.lock().expect("registry lock");
            if live.get(id).is_some_and(|tx| !tx.is_closed()) {
                continue; // loaded meanwhile by another request
            }
            let (tx, rx) = mpsc::unbounded_channel();
            live.insert(id.to_owned(), tx.clone());
            drop(live);
            tracing::debug!(game = %id, version = game.version, "game loaded");
            let task = GameTask {
                live: game,
                services: self.services.clone(),
                registry: Arc::clone(&self.live),
                viewers: HashMap::new(),
                thinking: false,
                me: tx,
                presence_sent: None,
                presence_due: false,
                turn_since,
                // A game loaded from the store has nobody connected yet.
                gone_since: [Some(turn_since); 2],
                abandon_told: None,
                remote: HashMap::new(),
                announced: None,
                announced_at: turn_since,
                job_done: Arc::new(tokio::sync::Notify::new()),
            };
            tokio::spawn(task.run(rx));
        }
    }

    /// Passes on what another node told (docs/scaling.md) to the game it is about, if that game
    /// is in memory here: a game loaded later reads the store anyway.
    pub fn changed(&self, change: Change) {
        let own = |node: u64| self.services.node == Some(node);
        let (game, command) = match change {
            Change::Stored { game, version } => (
                game,
                Command::Catchup {
                    version: Some(version),
                },
            ),
            Change::Presence { node, game, counts } if !own(node) => {
                (game, Command::RemotePresence { node, counts })
            }
            Change::Query { node, game } if !own(node) => (game, Command::PresenceQuery),
            Change::JobDone { game, ply } => (game, Command::JobDone { ply }),
            Change::Missed => {
                let live = self.live.lock().expect("registry lock");
                for tx in live.values() {
                    let _ = tx.send(Command::Catchup { version: None });
                }
                return;
            }
            _ => return,
        };
        let live = self.live.lock().expect("registry lock");
        if let Some(tx) = live.get(&game) {
            let _ = tx.send(command);
        }
    }

    /// Loads a game and lets the computer think if it is its turn.
    pub async fn wake(&self, id: &str) -> Result<(), Error> {
        self.send(id, Command::Wake).await
    }

    async fn ask<T>(
        &self,
        id: &str,
        make: impl FnOnce(oneshot::Sender<T>) -> Command,
    ) -> Result<T, Error> {
        let (tx, rx) = oneshot::channel();
        self.send(id, make(tx)).await?;
        rx.await
            .map_err(|_| Error::Internal(format!("game {id} stopped")))
    }

    /// The state as a watcher sees it; `None` for an unknown game.
    pub async fn watcher_state(&self, id: &str) -> Result<Option<Value>, Error> {
        match self.ask(id, |reply| Command::State { reply }).await {
            Ok(v) => Ok(Some(v)),
            Err(Error::UnknownGame(_)) => Ok(None),
            Err(e) => Err(e),
        }
    }

    pub async fn record(&self, id: &str) -> Result<String, Error> {
        self.ask(id, |reply| Command::Record { reply }).await
    }

    pub async fn claim(&self, id: &str, host: Option<String>) -> Result<Claimed, Error> {
        self.ask(id, |reply| Command::Claim { host, reply }).await?
    }

    pub async fn invite(&self, id: &str, host: Option<String>) -> Result<InviteInfo, Error> {
        self.ask(id, |reply| Command::Invite { host, reply }).await
    }

    /// The number of games in memory.
    pub fn live_count(&self) -> usize {
        self.live.lock().expect("registry lock").len()
    }
}

struct Viewer {
    role: Role,
    address: IpAddr,
    out: Outbox,
}

/// What the last `presence` message said: each side online, and the watchers.
type Presence = (bool, bool, usize);

/// A refusal sent to one client: a stable code, a sentence and the details by name (`args`, for
/// a message in the player's language).
struct Refusal {
    code: &'static str,
    message: String,
    args: Value,
}

fn refuse(code: &'static str, message: impl Into<String>) -> Refusal {
    Refusal {
        code,
        message: message.into(),
        args: json!({}),
    }
}

impl Refusal {
    /// The refusal with these details (a JSON object).
    fn with(mut self, args: Value) -> Refusal {
        self.args = args;
        self
    }
}

struct GameTask {
    live: Live,
    services: Services,
    /// The registry's map, to leave it when idle.
    registry: LiveMap,
    viewers: HashMap<u64, Viewer>,
    thinking: bool,
    /// This task's own inbox, for the computer's answers.
    me: mpsc::UnboundedSender<Command>,
    /// The presence last sent to everyone.
    presence_sent: Option<Presence>,
    /// A `FlushPresence` is on its way.
    presence_due: bool,
    /// When the current turn began (server clock, Unix ms): the game was loaded, the seat was
    /// taken or the last action was stored.
    turn_since: i64,
    /// Since when (server ms) each side has had no connection, while the game is played.
    gone_since: [Option<i64>; 2],
    /// The claim moment already told to everyone (so that it is told once).
    abandon_told: Option<i64>,
    /// Other nodes' connections to this game (white seat, black seat, watchers) and when each
    /// node last told them (server ms).
    remote: HashMap<u64, ([u32; 3], i64)>,
    /// This node's connections as last told to the other nodes, and when.
    announced: Option<[u32; 3]>,
    announced_at: i64,
    /// Wakes the wait for the computer's answer from the jobs table.
    job_done: Arc<tokio::sync::Notify>,
}

impl GameTask {
    async fn run(mut self, mut inbox: mpsc::UnboundedReceiver<Command>) {
        let id = self.live.table.id.clone();
        if let Some(node) = self.services.node {
            // Who is connected to this game through other nodes?
            self.services.store.tell(Change::Query {
                node,
                game: id.clone(),
            });
        }
        self.maybe_think();
        loop {
            let deadline = self
                .clock_deadline()
                .map(|(_, at, _)| at)
                .into_iter()
                .chain(self.abandon_wake())
                .chain(self.presence_wake())
                .min();
            let idle = self.viewers.is_empty() && !self.thinking && deadline.is_none();
            let command = if let Some(at) = deadline {
                // A running clock keeps the game in memory; its timer wakes the task when the
                // flag falls (at least once a minute, should the clock be moved by hand).
                let wait = (at - self.now()).clamp(0, 60_000) as u64;
                match tokio::time::timeout(std::time::Duration::from_millis(wait), inbox.recv())
                    .await
                {
                    Ok(c) => c,
                    Err(_) => {
                        self.check_clock().await;
                        self.tick_presence();
                        self.check_abandoned();
                        continue;
                    }
                }
            } else if idle {
                match tokio::time::timeout(self.services.config.idle_game, inbox.recv()).await {
                    Ok(c) => c,
                    Err(_) => {
                        // Leave memory unless a command slipped in: senders send under this lock.
                        let mut live = self.registry.lock().expect("registry lock");
                        match inbox.try_recv() {
                            Ok(c) => Some(c),
                            Err(_) => {
                                if live.get(&id).is_some_and(|tx| tx.same_channel(&self.me)) {
                                    live.remove(&id);
                                }
                                tracing::debug!(game = %id, "game unloaded");
                                return;
                            }
                        }
                    }
                }
            } else {
                inbox.recv().await
            };
            match command {
                Some(c) => {
                    self.check_clock().await;
                    self.handle(c).await;
                }
                None => return,
            }
        }
    }

    fn now(&self) -> i64 {
        self.services.config.clock.now_ms()
    }

    /// This node's own connections to the game: white's seat, black's seat, watchers.
    fn local_counts(&self) -> [u32; 3] {
        let mut counts = [0; 3];
        for v in self.viewers.values() {
            match v.role {
                Role::Watcher => counts[2] += 1,
                role => {
                    for c in Color::ALL {
                        if role.holds(c) {
                            counts[c.index()] += 1;
                        }
                    }
                }
            }
        }
        counts
    }

    /// Tells the other nodes this node's connections, if they changed (or `always`).
    fn announce(&mut self, always: bool) {
        let Some(node) = self.services.node else {
            return;
        };
        let counts = self.local_counts();
        if !always && self.announced.unwrap_or([0; 3]) == counts {
            return;
        }
        self.announced = Some(counts);
        self.announced_at = self.now();
        self.services.store.tell(Change::Presence {
            node,
            game: self.live.table.id.clone(),
            counts,
        });
    }

    /// When the task must wake for presence: the next heartbeat while anyone is connected here,
    /// or the moment another node's presence expires.
    fn presence_wake(&self) -> Option<i64> {
        self.services.node?;
        let heartbeat =
            (self.local_counts() != [0; 3]).then_some(self.announced_at + PRESENCE_HEARTBEAT_MS);
        let expiry = self
            .remote
            .values()
            .map(|(_, seen)| seen + PRESENCE_EXPIRES_MS)
            .min();
        heartbeat.into_iter().chain(expiry).min()
    }

    /// The heartbeat, and other nodes' presence forgotten once it expired.
    fn tick_presence(&mut self) {
        if self.services.node.is_none() {
            return;
        }
        let now = self.now();
        if self.local_counts() != [0; 3] && now >= self.announced_at + PRESENCE_HEARTBEAT_MS {
            self.announce(true);
        }
        let before = self.extras();
        let count = self.remote.len();
        self.remote
            .retain(|_, (_, seen)| now < *seen + PRESENCE_EXPIRES_MS);
        if self.remote.len() != count {
            self.presence_changed(&before);
        }
    }

    /// Another node's connections to this game.
    fn remote_presence(&mut self, node: u64, counts: [u32; 3]) {
        let before = self.extras();
        if counts == [0; 3] {
            self.remote.remove(&node);
        } else {
            self.remote.insert(node, (counts, self.now()));
        }
        self.presence_changed(&before);
    }

    /// Another node stored versions this task has not seen: reads them from the store (replay
    /// by version), applies them and tells this node's viewers. The node that stored an action
    /// answers its sender; this one shows it, and asks for the computer's search if it is the
    /// computer's turn (a job asked for once, whoever asks).
    async fn catch_up(&mut self, version: Option<u64>) {
        if version.is_some_and(|v| v <= self.live.version) {
            return;
        }
        if version.is_none() {
            // The listening session was lost: presence told meanwhile is lost too.
            if let Some(node) = self.services.node {
                self.services.store.tell(Change::Query {
                    node,
                    game: self.live.table.id.clone(),
                });
            }
        }
        self.take_stored().await;
    }

    /// Reads the events stored after this task's version (by another node, or by the writer
    /// that won a race), applies them, tells this node's viewers, and lets the computer think.
    async fn take_stored(&mut self) {
        let id = self.live.table.id.clone();
        let events = match self
            .services
            .store
            .events_after(&id, self.live.version)
            .await
        {
            Ok(events) => events,
            Err(e) => {
                tracing::error!(game = %id, error = %e, "cannot read what another node stored");
                return;
            }
        };
        if events.is_empty() {
            return;
        }
        let before = self.live.version;
        let mut next = self.live.clone();
        for e in events {
            if let Err(e) = next.apply(e) {
                tracing::error!(game = %id, error = %e.0, "another node's event does not apply");
                return;
            }
        }
        let turn_changed =
            next.game.ply() != self.live.game.ply() || next.status() != self.live.status();
        self.live = next;
        if turn_changed {
            // The turn began when the other node received the action, as its stamp says.
            let stamped = self
                .live
                .stamps
                .last()
                .copied()
                .flatten()
                .and_then(|s| s.at_ms);
            self.turn_since = stamped.map_or(self.now(), |at| at.min(self.now()));
        }
        if self.live.ending.is_some() {
            self.services.computer.release(&id);
        }
        tracing::debug!(game = %id, from = before + 1, to = self.live.version, "caught up");
        self.broadcast(before + 1);
        // The computer's turn: its search is a job asked for once, so asking here too costs
        // nothing and covers a node that stored the action and died (docs/scaling.md).
        self.maybe_think();
    }

    /// How long a player may be gone before the opponent may claim the game (docs/reliability.md);
    /// `None` where nobody can claim: a correspondence game (its clock decides), a game against
    /// the computer or on one device.
    fn abandon_after_ms(&self) -> Option<i64> {
        if self.live.players != [Player::Human, Player::Human]
            || self.live.table.opponent == Opponent::Local
        {
            return None;
        }
        match self.live.control {
            None => Some(self.services.config.abandon_after.as_millis() as i64),
            Some(TimeControl::RealTime { initial_s, .. }) => {
                Some((i64::from(initial_s) * 100 + 15_000).clamp(20_000, 180_000))
            }
            Some(TimeControl::Correspondence { .. }) => None,
        }
    }

    /// The side that has left a game in play while the other is here: (side, since, the moment
    /// the other may claim the game).
    fn abandoned(&self) -> Option<(Color, i64, i64)> {
        let after = self.abandon_after_ms()?;
        if !self.live.is_playing() {
            return None;
        }
        let present = |c: Color| self.gone_since[c.index()].is_none();
        // Counted from the later of the leaving and the start of the turn (a seat just taken, or
        // the last action): the one who stayed is never told of an absence older than the game.
        Color::ALL.into_iter().find_map(|c| {
            let since = self.gone_since[c.index()]?.max(self.turn_since);
            present(!c).then_some((c, since, since + after))
        })
    }

    /// When the task must wake to tell the player who stayed that the game can be claimed.
    fn abandon_wake(&self) -> Option<i64> {
        let (_, _, at) = self.abandoned()?;
        (self.abandon_told != Some(at)).then_some(at)
    }

    /// The claim has become possible: everyone gets a fresh state, once.
    fn check_abandoned(&mut self) {
        if let Some((_, _, at)) = self.abandoned()
            && self.now() >= at
            && self.abandon_told != Some(at)
        {
            self.abandon_told = Some(at);
            self.broadcast(self.live.version + 1);
        }
    }

    /// The abandonment as states show it (docs/protocol.md).
    fn abandoned_view(&self) -> Option<Value> {
        let (side, since, at) = self.abandoned()?;
        Some(json!({
            "side": side.name(),
            "since_ms": since,
            "claimable_at_ms": at,
            "claimable": self.now() >= at,
        }))
    }

    /// Who is connected now, for the abandonment claims.
    fn update_gone(&mut self) {
        let now = self.now();
        let extras = self.extras();
        for c in Color::ALL {
            let here = extras.connected[c.index()] > 0;
            let slot = &mut self.gone_since[c.index()];
            match (here, *slot) {
                (true, _) => *slot = None,
                (false, None) => *slot = Some(now),
                (false, Some(_)) => {}
            }
        }
    }

    /// What the clock waits for: the side to move, the moment (server ms) it runs out, and
    /// whether that aborts the game (a first action not made) rather than loses it.
    fn clock_deadline(&self) -> Option<(Color, i64, bool)> {
        let control = self.live.control?;
        if !self.live.is_playing() {
            return None;
        }
        let side = self.live.to_move();
        if !self.live.has_moved(side) {
            let wait = match control {
                TimeControl::RealTime { .. } => {
                    self.services.config.first_action.as_millis() as i64
                }
                TimeControl::Correspondence { .. } => control.initial_ms(),
            };
            return Some((side, self.turn_since + wait, true));
        }
        Some((
            side,
            self.turn_since + self.live.remaining[side.index()],
            false,
        ))
    }

    /// Ends the game when the side to move has run out of time: it loses, or the game is
    /// aborted if that side never acted.
    async fn check_clock(&mut self) {
        let Some((side, at, abort)) = self.clock_deadline() else {
            return;
        };
        if self.now() < at {
            return;
        }
        let ending = if abort {
            Ending::ABORTED
        } else {
            Outcome::win(!side, EndReason::Time).into()
        };
        tracing::info!(game = %self.live.table.id, side = side.name(), abort, "out of time");
        if let Err(r) = self
            .commit_and_tell(vec![Event::game_over(ending)], None)
            .await
            // Another node's timer stored the end first: the game is reloaded with it, once.
            && r.code != "stale-ply"
        {
            tracing::error!(game = %self.live.table.id, error = %r.message, "the end on time was not stored");
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        }
    }

    /// The clocks as read now, for states (docs/protocol.md); `None` for an unlimited game.
    fn clock_view(&self) -> Option<Value> {
        let control = self.live.control?;
        let now = self.now();
        let mut ms = self.live.remaining;
        let deadline = self.clock_deadline();
        let running = deadline.filter(|d| !d.2).map(|d| d.0);
        if let Some(side) = running {
            ms[side.index()] = (ms[side.index()] - (now - self.turn_since)).max(0);
        }
        if let Some(Ending {
            winner: Some(w),
            reason: Some(EndReason::Time),
        }) = self.live.ending
        {
            ms[(!w).index()] = 0;
        }
        let mut view = json!({
            "kind": control.kind(),
            "initial_ms": control.initial_ms(),
            "white_ms": ms[0],
            "black_ms": ms[1],
            "running": running.map(|c| c.name()),
            "server_ms": now,
            "first_action": deadline.filter(|d| d.2).map(|(side, at, _)| json!({
                "side": side.name(),
                "deadline_ms": at,
                "left_ms": (at - now).max(0),
            })),
        });
        match control {
            TimeControl::RealTime { increment_s, .. } => {
                view["increment_ms"] = json!(i64::from(increment_s) * 1000);
            }
            TimeControl::Correspondence { days } => view["days"] = json!(days),
        }
        Some(view)
    }

    /// The clocks once `mover`'s action is received now: the time since its turn began, less
    /// the lag allowance, comes off its clock, and the increment is added (from its second
    /// action on: the clocks start with each side's first action). Correspondence: each action
    /// gives the days per action again.
    fn stamp_for(&self, mover: Color) -> Option<ClockStamp> {
        let control = self.live.control?;
        let mut ms = self.live.remaining;
        match control {
            TimeControl::RealTime { increment_s, .. } => {
                if self.live.has_moved(mover) {
                    let lag = self.services.config.lag_allowance.as_millis() as i64;
                    let used = (self.now() - self.turn_since - lag).max(0);
                    let i = mover.index();
                    ms[i] = (ms[i] - used).max(0) + i64::from(increment_s) * 1000;
                }
            }
            TimeControl::Correspondence { .. } => ms = [control.initial_ms(); 2],
        }
        Some(ClockStamp {
            white_ms: ms[0],
            black_ms: ms[1],
            at_ms: Some(self.now()),
        })
    }

    /// The computer's search budget: its level's cap, within a twentieth of its remaining time
    /// (or of its time for a first action) so that it never loses on time.
    fn computer_budget(&self) -> Option<std::time::Duration> {
        let (_, at, _) = self.clock_deadline()?;
        let left = (at - self.now()).max(0);
        Some(std::time::Duration::from_millis((left / 20).max(10) as u64))
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Hello {
                viewer,
                address,
                id,
                secret,
                version,
                out,
            } => self.hello(viewer, address, id, secret, version, out),
            Command::FlushPresence => {
                self.presence_due = false;
                self.send_presence();
            }
            Command::Request {
                viewer,
                id,
                request,
            } => {
                let Some(role) = self.viewers.get(&viewer).map(|v| v.role) else {
                    return;
                };
                if let Err(r) = self.request(viewer, role, id.clone(), request).await {
                    self.send_to(viewer, error_message(&id, &r));
                }
            }
            Command::Leave { viewer } => {
                let before = self.extras();
                self.viewers.remove(&viewer);
                self.presence_changed(&before);
            }
            Command::Claim { host, reply } => {
                let result = self.claim(host.as_deref()).await;
                let _ = reply.send(result);
            }
            Command::Invite { host, reply } => {
                let side = self.live.guest_side.unwrap_or(Color::Black);
                let _ = reply.send(InviteInfo {
                    game: self.live.table.id.clone(),
                    open: self.live.players[side.index()] == Player::Open,
                    over: self.live.ending.is_some(),
                    yours: host.is_some_and(|s| self.role_for(&s).is_some()),
                    side,
                    rules: self.live.table.rules.to_rules_string(),
                    clock: self.live.control,
                });
            }
            Command::State { reply } => {
                let _ = reply.send(self.live.state(Role::Watcher, &self.extras(), 0));
            }
            Command::Record { reply } => {
                let _ = reply.send(self.live.record());
            }
            Command::Wake => self.maybe_think(),
            Command::Catchup { version } => self.catch_up(version).await,
            Command::RemotePresence { node, counts } => self.remote_presence(node, counts),
            Command::PresenceQuery => self.announce(true),
            Command::JobDone { ply } => {
                if ply == self.live.game.ply() as u64 {
                    self.job_done.notify_one();
                }
            }
            Command::ComputerAction {
                ply,
                action,
                offer_draw,
            } => self.computer_action(ply, action, offer_draw).await,
            Command::ComputerDrawAnswer { side, ply, accept } => {
                self.computer_draw_answer(side, ply, accept).await;
            }
        }
    }

    /// Ends the game in a draw or declines, unless the game moved on while the computer
    /// considered the offer.
    async fn computer_draw_answer(&mut self, side: Color, ply: usize, accept: bool) {
        if self.live.draw_offer != Some(side) || self.live.game.ply() != ply {
            return;
        }
        let event = if accept {
            Event::game_over(Outcome::draw(EndReason::Agreement).into())
        } else {
            Event::DrawDeclined {
                side: (!side).into(),
            }
        };
        if let Err(r) = self.commit_and_tell(vec![event], None).await {
            tracing::warn!(game = %self.live.table.id, reason = %r.message, "the computer's draw answer was not stored");
        }
    }

    fn extras(&self) -> ViewExtras {
        let mut extras = ViewExtras {
            thinking: self.thinking,
            clock: self.clock_view(),
            abandoned: self.abandoned_view(),
            ..ViewExtras::default()
        };
        // This node's connections and those other nodes told of.
        let remote = self.remote.values().map(|(counts, _)| counts);
        for counts in std::iter::once(&self.local_counts()).chain(remote) {
            extras.connected[0] += counts[0] as usize;
            extras.connected[1] += counts[1] as usize;
            extras.watchers += counts[2] as usize;
        }
        extras
    }

    fn role_for(&self, secret: &str) -> Option<Role> {
        let table = &self.live.table;
        let matches: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|c| {
                self.live.players[c.index()] == Player::Human
                    && table.secrets[c.index()]
                        .as_deref()
                        .is_some_and(|s| secret::same(secret, s))
            })
            .collect();
        match matches.as_slice() {
            [c] => Some(Role::Seat(*c)),
            [_, _] => Some(Role::Both),
            _ => None,
        }
    }

    fn hello(
        &mut self,
        viewer: u64,
        address: IpAddr,
        id: Option<Value>,
        secret: Option<String>,
        version: Option<u64>,
        out: Outbox,
    ) {
        let cap = self.services.config.sockets_per_game_per_address;
        let same_address = self
            .viewers
            .iter()
            .filter(|(v, w)| **v != viewer && w.address == address)
            .count();
        if same_address >= cap {
            let reason = format!(
                "too many connections to this game from your address (limit {cap}): try again later"
            );
            let _ = out.try_send(Outbound::Close(CLOSE_TRY_AGAIN_LATER, reason));
            return;
        }
        let before = self.extras();
        let role = match secret.as_deref() {
            None => Role::Watcher,
            Some(s) => match self.role_for(s) {
                Some(role) => role,
                None => {
                    let r = refuse(
                        "bad-secret",
                        "this secret holds no seat of the game: you are watching",
                    );
                    let _ = out.try_send(Outbound::Text(error_message(&id, &r)));
                    Role::Watcher
                }
            },
        };
        self.viewers.insert(viewer, Viewer { role, address, out });
        self.update_gone();
        if let Some(events) = version.and_then(|v| self.live.events_since(v)) {
            for (v, e) in events {
                self.send_to(viewer, event_message(v, &e));
            }
        }
        let state = self.live.state(role, &self.extras(), 0).to_string();
        self.send_to(viewer, state);
        self.presence_changed(&before);
    }

    /// After a viewer came or went: a player's coming and going is told at once; the watcher
    /// count at most once a `presence_interval`, so that a crowd joining costs one message per
    /// viewer per interval, not one per viewer per join.
    fn presence_changed(&mut self, before: &ViewExtras) {
        self.announce(false);
        self.update_gone();
        let now = self.extras();
        let online = |e: &ViewExtras, c: Color| e.connected[c.index()] > 0;
        if Color::ALL
            .iter()
            .any(|&c| online(before, c) != online(&now, c))
        {
            self.send_presence();
            // A player came or went in a game that can be claimed: the states say since when.
            if self.abandon_after_ms().is_some() && self.live.is_playing() {
                self.broadcast(self.live.version + 1);
            }
        } else if before.watchers != now.watchers && !self.presence_due {
            self.presence_due = true;
            let (me, wait) = (self.me.clone(), self.services.config.presence_interval);
            tokio::spawn(async move {
                tokio::time::sleep(wait).await;
                let _ = me.send(Command::FlushPresence);
            });
        }
    }

    /// Sends everyone who is online and how many watch, unless that is what they last heard.
    fn send_presence(&mut self) {
        let now = self.extras();
        let side = |c: Color| match self.live.players[c.index()] {
            Player::Computer { .. } => true,
            _ => now.connected[c.index()] > 0,
        };
        let presence = (side(Color::White), side(Color::Black), now.watchers);
        if self.presence_sent == Some(presence) {
            return;
        }
        self.presence_sent = Some(presence);
        let message = json!({
            "type": "presence",
            "white": presence.0,
            "black": presence.1,
            "watchers": presence.2,
        })
        .to_string();
        self.send_all(&message);
    }

    fn send_to(&mut self, viewer: u64, text: String) {
        let full = match self.viewers.get(&viewer) {
            Some(v) => v.out.try_send(Outbound::Text(text)).is_err(),
            None => false,
        };
        if full {
            // A connection that cannot keep up (or has gone) stops receiving.
            tracing::warn!(game = %self.live.table.id, viewer, "dropping a slow connection");
            self.viewers.remove(&viewer);
        }
    }

    fn send_all(&mut self, text: &str) {
        let ids: Vec<u64> = self.viewers.keys().copied().collect();
        for v in ids {
            self.send_to(v, text.to_owned());
        }
    }

    /// Sends the new events, then each viewer's state.
    fn broadcast(&mut self, first_version: u64) {
        let new = self
            .live
            .events_since(first_version - 1)
            .unwrap_or_default();
        let events: Vec<String> = new.iter().map(|(v, e)| event_message(*v, e)).collect();
        // Viewers have every action before these events: the state carries only the new ones.
        let new_actions = new
            .iter()
            .filter(|(_, e)| matches!(e, Event::Action { .. }))
            .count();
        let actions_from = self.live.game.ply().saturating_sub(new_actions);
        let extras = self.extras();
        let mut states: HashMap<RoleKey, String> = HashMap::new();
        let viewers: Vec<(u64, Role)> = self.viewers.iter().map(|(k, v)| (*k, v.role)).collect();
        for (viewer, role) in viewers {
            for e in &events {
                self.send_to(viewer, e.clone());
            }
            let state = states
                .entry(RoleKey::from(role))
                .or_insert_with(|| self.live.state(role, &extras, actions_from).to_string())
                .clone();
            self.send_to(viewer, state);
        }
    }

    /// Stores `events` and applies them; nothing changes if the store fails.
    async fn commit(&mut self, events: Vec<Event>) -> Result<u64, Refusal> {
        let mut next = self.live.clone();
        for e in &events {
            next.apply(e.clone()).map_err(|e| {
                tracing::error!(game = %self.live.table.id, error = %e.0, "an event does not apply");
                refuse("internal", "the server could not apply this; nothing changed")
            })?;
        }
        let first = self.live.version + 1;
        if let Err(e) = self
            .services
            .store
            .append(&self.live.table.id, first, &events, next.ending.is_some())
            .await
        {
            if let crate::store::StoreError::Conflict(version) = e {
                return Err(self.lost_race(version, &events).await);
            }
            tracing::error!(game = %self.live.table.id, error = %e, "cannot store events");
            return Err(refuse(
                "internal",
                "the server could not save this; nothing changed: please try again",
            ));
        }
        let turn_changed =
            next.game.ply() != self.live.game.ply() || next.status() != self.live.status();
        self.live = next;
        if turn_changed {
            self.turn_since = self.now();
        }
        if self.live.ending.is_some() {
            self.services.computer.release(&self.live.table.id);
        }
        tracing::info!(game = %self.live.table.id, version = self.live.version, "stored");
        Ok(first)
    }

    /// Another writer stored `version` first: takes the game as stored, sends the viewers what
    /// they missed, and answers as if the action came late (`stale-ply`).
    async fn lost_race(&mut self, version: u64, events: &[Event]) -> Refusal {
        tracing::warn!(game = %self.live.table.id, version, "another writer stored this version first; reloading");
        self.take_stored().await;
        let game_ply = self.live.game.ply();
        let ply = events
            .iter()
            .find_map(|e| match e {
                Event::Action { ply, .. } => Some(*ply),
                _ => None,
            })
            .unwrap_or(game_ply);
        let played = self.live.game.actions().get(ply).map(|a| a.to_string());
        refuse(
            "stale-ply",
            format!("another action was stored first; the game is at ply {game_ply}"),
        )
        .with(json!({"ply": ply, "played": played, "game_ply": game_ply}))
    }

    /// Commits, answers the sender, tells everyone, and lets the computer think.
    async fn commit_and_tell(
        &mut self,
        events: Vec<Event>,
        ack: Option<(u64, Option<Value>, Value)>,
    ) -> Result<(), Refusal> {
        let first = self.commit(events).await?;
        if let Some((viewer, id, mut extra)) = ack {
            extra["type"] = json!("ack");
            extra["id"] = id.unwrap_or(Value::Null);
            extra["version"] = json!(self.live.version);
            self.send_to(viewer, extra.to_string());
        }
        self.broadcast(first);
        self.maybe_think();
        Ok(())
    }

    fn side_of(&self, role: Role) -> Result<Color, Refusal> {
        match role {
            Role::Seat(c) => Ok(c),
            Role::Both => Ok(self.live.to_move()),
            Role::Watcher => Err(refuse(
                "not-a-player",
                "you are watching this game: only its players can do that",
            )),
        }
    }

    fn must_be_live(&self) -> Result<(), Refusal> {
        if let Some(e) = self.live.ending {
            return Err(refuse(
                "game-over",
                format!("the game is over ({}, {})", e.result(), e.reason_name()),
            )
            .with(json!({"result": e.result(), "end": e.reason_name()})));
        }
        if self.live.status() == "waiting" {
            return Err(refuse(
                "waiting-for-opponent",
                "the other seat is still free: send the invite link to a friend",
            ));
        }
        Ok(())
    }

    async fn request(
        &mut self,
        viewer: u64,
        role: Role,
        id: Option<Value>,
        request: Request,
    ) -> Result<(), Refusal> {
        let mut side = self.side_of(role)?;
        let ack = |extra: Value| Some((viewer, id.clone(), extra));
        match request {
            Request::Act { ply, action } => {
                let game_ply = self.live.game.ply();
                let parsed: Result<Action, _> = action.parse();
                if ply < game_ply {
                    let played = self.live.game.actions()[ply];
                    let mover = self.live.movers[ply];
                    if parsed.as_ref().ok() == Some(&played) && role.holds(mover) {
                        self.send_to(
                            viewer,
                            json!({"type": "ack", "id": id, "version": self.live.version,
                                   "ply": ply, "duplicate": true})
                            .to_string(),
                        );
                        return Ok(());
                    }
                    return Err(refuse(
                        "stale-ply",
                        format!(
                            "ply {ply} was already played ({played}); the game is at ply {game_ply}"
                        ),
                    )
                    .with(
                        json!({"ply": ply, "played": played.to_string(), "game_ply": game_ply}),
                    ));
                }
                if ply > game_ply {
                    return Err(refuse(
                        "future-ply",
                        format!("ply {ply} is ahead of the game, which is at ply {game_ply}"),
                    )
                    .with(json!({"ply": ply, "game_ply": game_ply})));
                }
                self.must_be_live()?;
                let mover = self.live.to_move();
                if !role.holds(mover) {
                    return Err(
                        refuse("not-your-turn", format!("it is {}'s turn", mover.name()))
                            .with(json!({"side": mover.name()})),
                    );
                }
                let action = parsed.map_err(|e| {
                    refuse("bad-notation", format!("{action}: {e}"))
                        .with(Value::Object(details_json(e.code(), &e.details())))
                })?;
                if let Err(e) = self
                    .live
                    .game
                    .position()
                    .play(&self.live.table.rules, action)
                {
                    let mut args = details_json(e.reason.code(), &e.reason.details());
                    args.insert("action".into(), json!(action.to_string()));
                    return Err(refuse("illegal-action", format!("{action}: {}", e.reason))
                        .with(Value::Object(args)));
                }
                let events = self.action_events(mover, action);
                self.commit_and_tell(events, ack(json!({"ply": ply, "duplicate": false})))
                    .await
            }
            Request::OfferDraw => {
                self.must_be_live()?;
                if role == Role::Both {
                    let events = vec![Event::game_over(Outcome::draw(EndReason::Agreement).into())];
                    return self.commit_and_tell(events, ack(json!({}))).await;
                }
                let ply = self.live.game.ply();
                if self.live.draw_offer.is_some()
                    || self.live.last_offer_ply[side.index()] == Some(ply)
                {
                    let (reason, message) = match self.live.draw_offer {
                        Some(c) if c != side => (
                            "opponent-offered",
                            "your opponent has offered a draw: accept or decline it",
                        ),
                        Some(_) => ("offer-open", "your draw offer is still open"),
                        None => (
                            "offered-this-move",
                            "you have already offered a draw at this move",
                        ),
                    };
                    return Err(
                        refuse("draw-already-offered", message).with(json!({"reason": reason}))
                    );
                }
                self.commit_and_tell(
                    vec![Event::DrawOffered { side: side.into() }],
                    ack(json!({})),
                )
                .await?;
                if let Opponent::Computer(level) = self.live.table.opponent {
                    // The answer is computed on the pool and comes back as a command: the game
                    // goes on answering meanwhile.
                    let (rules, position, computer) =
                        (self.live.table.rules, *self.live.game.position(), !side);
                    let answer = self.services.pool.run(move || {
                        yote_ai::should_accept_draw(&rules, &position, computer, level)
                    });
                    let (me, ply) = (self.me.clone(), self.live.game.ply());
                    tokio::spawn(async move {
                        let accept = answer.await.unwrap_or(false);
                        let _ = me.send(Command::ComputerDrawAnswer { side, ply, accept });
                    });
                }
                Ok(())
            }
            Request::AcceptDraw | Request::DeclineDraw => {
                self.must_be_live()?;
                if role == Role::Both {
                    side = self.live.draw_offer.map_or(side, |c| !c);
                }
                if self.live.draw_offer != Some(!side) {
                    return Err(refuse(
                        "no-draw-offer",
                        "your opponent has not offered a draw",
                    ));
                }
                let event = if request == Request::AcceptDraw {
                    Event::game_over(Outcome::draw(EndReason::Agreement).into())
                } else {
                    Event::DrawDeclined { side: side.into() }
                };
                self.commit_and_tell(vec![event], ack(json!({}))).await
            }
            Request::Resign { side: chosen } => {
                self.must_be_live()?;
                if role == Role::Both
                    && let Some(s) = chosen
                {
                    side = s.into();
                }
                let event = Event::game_over(Outcome::win(!side, EndReason::Resignation).into());
                self.commit_and_tell(vec![event], ack(json!({}))).await
            }
            Request::Abort => {
                if self.live.ending.is_some() {
                    self.must_be_live()?;
                }
                if !self.live.can_abort() {
                    return Err(refuse(
                        "too-late-to-abort",
                        "both sides have played: resign or offer a draw instead",
                    ));
                }
                self.commit_and_tell(vec![Event::game_over(Ending::ABORTED)], ack(json!({})))
                    .await
            }
            Request::ClaimVictory | Request::ClaimDraw => {
                self.must_be_live()?;
                let Some((gone, _, at)) = self.abandoned().filter(|a| a.0 != side) else {
                    return Err(refuse(
                        "cannot-claim",
                        "your opponent is here: there is nothing to claim",
                    )
                    .with(json!({"reason": "opponent-here"})));
                };
                if self.now() < at {
                    let wait = ((at - self.now()) as u64).div_ceil(1000);
                    return Err(refuse(
                        "cannot-claim",
                        format!("your opponent may still come back: wait {wait} s"),
                    )
                    .with(json!({"reason": "too-early", "wait_s": wait})));
                }
                let outcome = if request == Request::ClaimVictory {
                    Outcome::win(!gone, EndReason::Abandoned)
                } else {
                    Outcome::draw(EndReason::Abandoned)
                };
                tracing::info!(game = %self.live.table.id, gone = gone.name(), "abandoned game claimed");
                self.commit_and_tell(vec![Event::game_over(outcome.into())], ack(json!({})))
                    .await
            }
            Request::Rematch => {
                if self.live.ending.is_none() {
                    return Err(
                        refuse("no-rematch", "a rematch can follow only a finished game")
                            .with(json!({"reason": "not-over"})),
                    );
                }
                if self.live.players.contains(&Player::Open) {
                    return Err(refuse(
                        "no-rematch",
                        "nobody took the other seat: create a new table instead",
                    )
                    .with(json!({"reason": "no-opponent"})));
                }
                if let Some(game) = &self.live.rematch_game {
                    return Err(refuse(
                        "no-rematch",
                        format!("the rematch already exists: /games/{game}"),
                    )
                    .with(json!({"reason": "exists", "game": game})));
                }
                let both_agree = match self.live.table.opponent {
                    Opponent::Friend => self.live.rematch_offer == Some(!side),
                    _ => true,
                };
                if !both_agree {
                    if self.live.rematch_offer == Some(side) {
                        return Err(refuse("no-rematch", "you have already asked for a rematch")
                            .with(json!({"reason": "asked"})));
                    }
                    return self
                        .commit_and_tell(
                            vec![Event::RematchOffered { side: side.into() }],
                            ack(json!({})),
                        )
                        .await;
                }
                let address = self
                    .viewers
                    .get(&viewer)
                    .map_or(crate::pool::NO_ADDRESS, |v| v.address);
                let new_id = secret::game_id();
                let computer = matches!(self.live.table.opponent, Opponent::Computer(_))
                    .then(|| (new_id.as_str(), self.services.pool.ahead()));
                let admitted = crate::limits::admit_new_table(
                    &*self.services.store,
                    &self.services.config,
                    &self.services.table_limiter,
                    &self.services.computer,
                    address,
                    computer,
                )
                .await;
                match admitted {
                    Ok(()) => {}
                    Err(crate::limits::NewTableRefused::TooManyTables) => {
                        return Err(refuse(
                            "too-many-tables",
                            "too many tables created from your address: wait a minute",
                        ));
                    }
                    Err(crate::limits::NewTableRefused::Computer(busy)) => {
                        return Err(refuse("computer-busy", busy.message())
                            .with(json!({"reason": busy.code()})));
                    }
                    Err(crate::limits::NewTableRefused::Store(e)) => {
                        tracing::error!(error = %e, "cannot count the new table");
                        return Err(refuse(
                            "internal",
                            "the server could not save this; nothing changed: please try again",
                        ));
                    }
                }
                let new_id = self.create_rematch(new_id).await?;
                self.commit_and_tell(
                    vec![Event::RematchCreated {
                        game: new_id.clone(),
                    }],
                    ack(json!({"game": new_id})),
                )
                .await?;
                // The rematch loads (and the computer thinks, if it has White) when its players
                // connect to it.
                Ok(())
            }
        }
    }

    /// The events of an action by `mover`: a decline of the opponent's pending offer, the
    /// action, and the end of the game if it ends it.
    fn action_events(&self, mover: Color, action: Action) -> Vec<Event> {
        let mut events = Vec::with_capacity(3);
        if self.live.draw_offer == Some(!mover) {
            events.push(Event::DrawDeclined { side: mover.into() });
        }
        events.push(Event::Action {
            ply: self.live.game.ply(),
            side: mover.into(),
            action: action.to_string(),
            clock: self.stamp_for(mover),
        });
        let mut game = self.live.game.clone();
        match game.play(action) {
            Ok(Some(outcome)) => events.push(Event::game_over(outcome.into())),
            Ok(None) if game.ply() >= self.services.config.max_plies => {
                events.push(Event::game_over(Outcome::draw(EndReason::PlyLimit).into()));
            }
            _ => {}
        }
        events
    }

    /// Stores the rematch: same rules and opponent, colours swapped, each player keeping
    /// their secret.
    async fn create_rematch(&mut self, id: String) -> Result<String, Refusal> {
        let old = &self.live.table;
        let table = Table {
            id,
            rules: old.rules,
            opponent: old.opponent,
            secrets: [old.secrets[1].clone(), old.secrets[0].clone()],
            invite: None,
            rematch_of: Some(old.id.clone()),
            created_at: time::OffsetDateTime::now_utc().unix_timestamp(),
        };
        let players = [self.live.players[1], self.live.players[0]];
        let (_, created) = Live::create(table.clone(), players, self.live.control);
        if let Err(e) = self.services.store.create_game(&table, &created).await {
            tracing::error!(game = %old.id, error = %e, "cannot store a rematch");
            return Err(refuse(
                "internal",
                "the server could not create the rematch: try again",
            ));
        }
        Ok(table.id)
    }

    async fn claim(&mut self, host: Option<&str>) -> Result<Claimed, Error> {
        let id = self.live.table.id.clone();
        if self.live.ending.is_some() {
            return Err(Error::GameOver { game: id });
        }
        // The creator opening their own link would give away their seat's cookie.
        if host.is_some_and(|s| self.role_for(s).is_some()) {
            return Err(Error::OwnInvite { game: id });
        }
        let Some(i) = self.live.players.iter().position(|p| *p == Player::Open) else {
            return Err(Error::SeatTaken { game: id });
        };
        let side = Color::ALL[i];
        let secret = self.live.table.secrets[i]
            .clone()
            .ok_or_else(|| Error::Internal(format!("game {id}: an open seat without a secret")))?;
        self.commit_and_tell(vec![Event::Joined { side: side.into() }], None)
            .await
            .map_err(|r| Error::Internal(r.message))?;
        Ok(Claimed {
            game: id,
            side,
            secret,
        })
    }

    /// Starts the computer's search when it is its turn.
    fn maybe_think(&mut self) {
        let Some(level) = self.live.computer_to_move() else {
            return;
        };
        if self.thinking {
            return;
        }
        self.thinking = true;
        let side = self.live.to_move();
        self.send_all(
            &json!({"type": "thinking", "side": side.name(), "thinking": true}).to_string(),
        );
        let rules = self.live.table.rules;
        let position = *self.live.game.position();
        let ply = self.live.game.ply();
        let seed = seed_for(&self.live.table.id, ply);
        let budget = self.computer_budget();
        // The search waits in the lane of the address that created the game (else of whoever
        // plays it), so that the computer's turns are shared out fairly between addresses.
        let address = self
            .services
            .computer
            .touch(&self.live.table.id)
            .or_else(|| {
                self.viewers
                    .values()
                    .find(|v| v.role != Role::Watcher)
                    .map(|v| v.address)
            })
            .unwrap_or(crate::pool::NO_ADDRESS);
        let min = budget.map_or(self.services.config.ai_min_think, |b| {
            b.min(self.services.config.ai_min_think)
        });
        let me = self.me.clone();
        if let Some(queue) = self.services.store.jobs() {
            // Several nodes: the search is a job in the database, asked for once whichever
            // nodes hold the game, and searched by whichever worker is free (docs/scaling.md).
            let search = jobs::Search {
                rules: rules.to_rules_string(),
                position: position.to_string(),
                level: level.name().to_owned(),
                seed,
                budget_ms: budget.map(|b| b.as_millis() as u64),
            };
            let (game, wake) = (self.live.table.id.clone(), Arc::clone(&self.job_done));
            tokio::spawn(async move {
                let started = Instant::now();
                let answer = wait_for_job(&queue, &game, ply as u64, &search, &wake, &me).await;
                tokio::time::sleep_until((started + min).into()).await;
                if let Some(answer) = answer {
                    let _ = me.send(Command::ComputerAction {
                        ply,
                        action: answer.action.and_then(|a| a.parse().ok()),
                        offer_draw: answer.offer_draw,
                    });
                }
            });
            return;
        }
        let answer = self.services.pool.run_for(address, move || {
            jobs::choose(&rules, &position, level, seed, budget)
        });
        tokio::spawn(async move {
            let started = Instant::now();
            let answer = answer.await.ok().flatten();
            tokio::time::sleep_until((started + min).into()).await;
            let _ = me.send(Command::ComputerAction {
                ply,
                action: answer.map(|a| a.0),
                offer_draw: answer.is_some_and(|a| a.1),
            });
        });
    }

    async fn computer_action(&mut self, ply: usize, action: Option<Action>, offer_draw: bool) {
        self.thinking = false;
        let side = self.live.to_move();
        self.send_all(
            &json!({"type": "thinking", "side": side.name(), "thinking": false}).to_string(),
        );
        if ply != self.live.game.ply() || self.live.computer_to_move().is_none() {
            // The game moved on while the computer thought (a resignation, an abort; or, with
            // several nodes, another node stored this answer): think again if it is its turn.
            self.maybe_think();
            return;
        }
        let Some(action) = action else {
            tracing::error!(game = %self.live.table.id, ply, "the computer found no action");
            return;
        };
        if self
            .live
            .game
            .position()
            .play(&self.live.table.rules, action)
            .is_err()
        {
            tracing::error!(game = %self.live.table.id, ply, %action, "the computer chose an illegal action");
            return;
        }
        let mut events = self.action_events(side, action);
        // The computer offers a draw with its action when the AI crate says so (and it has not
        // just declined one).
        if offer_draw && self.live.draw_offer.is_none() && events.len() == 1 {
            events.push(Event::DrawOffered { side: side.into() });
        }
        if let Err(r) = self.commit_and_tell(events, None).await {
            tracing::error!(game = %self.live.table.id, ply, error = %r.message, "the computer's action was not stored");
            // Try again later rather than leave the game stuck.
            let me = self.me.clone();
            tokio::spawn(async move {
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                let _ = me.send(Command::Wake);
            });
        }
    }
}

/// One state per kind of viewer is rendered per broadcast.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum RoleKey {
    White,
    Black,
    Both,
    Watcher,
}

impl From<Role> for RoleKey {
    fn from(r: Role) -> RoleKey {
        match r {
            Role::Seat(Color::White) => RoleKey::White,
            Role::Seat(Color::Black) => RoleKey::Black,
            Role::Both => RoleKey::Both,
            Role::Watcher => RoleKey::Watcher,
        }
    }
}

/// A deterministic seed per game and ply, so a resumed game searches as it would have.
fn seed_for(id: &str, ply: usize) -> u64 {
    // FNV-1a over the id, then mixed with the ply.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in id.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    h ^ (ply as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

fn event_message(version: u64, event: &Event) -> String {
    json!({"type": "event", "version": version, "event": event}).to_string()
}

fn error_message(id: &Option<Value>, r: &Refusal) -> String {
    json!({"type": "error", "id": id, "code": r.code, "message": r.message, "args": r.args})
        .to_string()
}

/// An error for a client, outside any game (the connection layer's checks).
pub fn client_error(id: &Option<Value>, code: &'static str, message: &str) -> String {
    error_message(id, &refuse(code, message))
}
