//! One player of the arena, as a person on their own phone is: a player of its own
//! (`POST /api/player`, from a loopback address of its own), joined by HTTP, the arena's socket
//! open for the whole run, and each game the arena's socket tells it of played over the game's
//! socket with random legal actions, then back to waiting for the next one.

use std::collections::HashSet;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use tokio::sync::watch;

use crate::client::{GameSocket, Incoming, answer};

/// A player resigns at its turn once its game has this many plies: random play on the standard
/// board would otherwise go on for minutes, and the run measures the waits between games.
pub(super) const MAX_PLIES: u64 = 60;
/// The chance that a player offers a draw with its action, and that its opponent accepts it:
/// some draws, short and long, for the scoring's early draws and draws in a row.
const DRAW_OFFER: f64 = 0.01;
const DRAW_ACCEPT: f64 = 0.5;
/// How often each socket is pinged, as the pages do.
const PING_EVERY: Duration = Duration::from_secs(10);

/// The address of player `i`: one of its own in 127.4.0.0/16 (the lobby's seekers are in
/// 127.2.0.0/16, the game slots in 127.3.0.0/16).
pub(super) fn address(i: usize) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 4, (i / 250) as u8, (i % 250 + 1) as u8))
}

/// The most players a run may have, each with an address of its own.
pub const MAX_PLAYERS: usize = 256 * 250;

/// Where the run is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Phase {
    /// Play every game the arena makes.
    Play,
    /// Withdraw from the arena, resign the game under way at its next turn (and any game made
    /// meanwhile at its first), and wait.
    Stop,
    /// No arena game is in play: close the sockets.
    Done,
}

/// What the run shares with its players.
pub(super) struct Shared {
    pub arena: String,
    /// Each player's thought before an action (jittered by half either way).
    pub pace: Duration,
    pub seed: u64,
    /// The players who have joined (or failed to), and those who have withdrawn (or failed to).
    pub ready: AtomicUsize,
    pub stopped: AtomicUsize,
}

/// A player of the site: its address, its HTTP client from that address and its cookie.
pub(super) struct Entrant {
    pub server: SocketAddr,
    pub origin: String,
    pub from: IpAddr,
    pub http: reqwest::Client,
    /// `yote_player=…`, as the `Cookie` header carries it.
    pub cookie: String,
}

impl Entrant {
    /// Makes a player on `origin` from the address `from`.
    pub async fn make(server: SocketAddr, origin: &str, from: IpAddr) -> Result<Entrant, String> {
        let http = reqwest::Client::builder()
            .local_address(from)
            .build()
            .map_err(|e| format!("http-client {e}"))?;
        let (_, cookies) = answer(http.post(format!("{origin}/api/player")), "player").await?;
        let cookie = cookies
            .into_iter()
            .find(|c| c.starts_with("yote_player="))
            .ok_or("player no-cookie")?;
        Ok(Entrant {
            server,
            origin: origin.to_owned(),
            from,
            http,
            cookie,
        })
    }

    /// `POST {path}` as this player, with `body` when given; `what` names it in errors.
    pub async fn post(
        &self,
        path: &str,
        body: Option<Value>,
        what: &str,
    ) -> Result<(Value, Vec<String>), String> {
        let mut request = self
            .http
            .post(format!("{}{path}", self.origin))
            .header("cookie", &self.cookie);
        if let Some(body) = body {
            request = request.json(&body);
        }
        answer(request, what).await
    }

    /// `GET {path}` as this player.
    pub async fn get(&self, path: &str, what: &str) -> Result<Value, String> {
        let request = self
            .http
            .get(format!("{}{path}", self.origin))
            .header("cookie", &self.cookie);
        Ok(answer(request, what).await?.0)
    }
}

/// What one player saw.
#[derive(Debug, Default)]
pub(super) struct Seen {
    /// From its join to its first game's arrival on the arena's socket.
    pub first_game: Option<Duration>,
    /// From each game's end, as it saw it, to the next game's arrival, before the stop.
    pub between: Vec<Duration>,
    /// The games it saw end.
    pub games: Vec<String>,
    /// Its actions the server acknowledged.
    pub actions: u64,
    /// Each error, `kind detail…`.
    pub errors: Vec<String>,
}

/// A game under way.
struct Table {
    id: String,
    side: String,
    /// The seat's secret, to open the socket again.
    secret: String,
    socket: GameSocket,
    /// The ply this player last chose at, so that a state sent again is not answered twice.
    chose_at: Option<u64>,
    /// What to send at the end of the thought, and when.
    due: Option<(Instant, Vec<Value>)>,
}

/// One player, from its making to the end of the run.
pub(super) struct Player {
    index: usize,
    shared: Arc<Shared>,
    rng: StdRng,
    seen: Seen,
    stopping: bool,
    joined: Instant,
    /// When the last game ended, as this player saw it.
    last_end: Option<Instant>,
    /// Every game it was told of, so that a view naming a game already played (not yet counted
    /// by the arena) starts nothing.
    known: HashSet<String>,
    table: Option<Table>,
    /// A game told of before the last one's end was seen, with when it came.
    next: Option<(String, Instant)>,
    /// When it last joined again after being paused.
    rejoined: Option<Instant>,
}

/// Runs player `index` on `node` (its socket address and origin) until the phase is `Done`;
/// answers the player (if it was made) and what it saw.
pub(super) async fn run(
    index: usize,
    node: (SocketAddr, String),
    shared: Arc<Shared>,
    phase: watch::Receiver<Phase>,
) -> (Option<Entrant>, Seen) {
    let mut player = Player {
        index,
        rng: StdRng::seed_from_u64(shared.seed ^ ((index as u64) << 20)),
        shared,
        seen: Seen::default(),
        stopping: false,
        joined: Instant::now(),
        last_end: None,
        known: HashSet::new(),
        table: None,
        next: None,
        rejoined: None,
    };
    let (entrant, socket) = match player.enter(&node).await {
        Ok(entered) => entered,
        Err(e) => {
            player.seen.errors.push(e);
            player.shared.ready.fetch_add(1, Ordering::SeqCst);
            // Counted as stopped too: the run waits for no withdrawal of it.
            player.shared.stopped.fetch_add(1, Ordering::SeqCst);
            return (None, player.seen);
        }
    };
    player.shared.ready.fetch_add(1, Ordering::SeqCst);
    player.play(&entrant, socket, phase).await;
    (Some(entrant), player.seen)
}

/// What happens next in the game under way.
enum AtTable {
    /// A message of its socket.
    Message(Incoming),
    /// The thought is over: what was chosen is due.
    Due,
}

/// The next thing of the game under way: its next message, or the end of the thought; never,
/// when there is no game.
async fn next_at(table: &mut Option<Table>) -> AtTable {
    let Some(t) = table else {
        return std::future::pending().await;
    };
    let wait = Duration::from_secs(60);
    match t.due.as_ref().map(|(at, _)| *at) {
        Some(at) => tokio::select! {
            incoming = t.socket.next_within(wait) => AtTable::Message(incoming),
            () = tokio::time::sleep_until(at.into()) => AtTable::Due,
        },
        None => AtTable::Message(t.socket.next_within(wait).await),
    }
}

impl Player {
    fn error(&mut self, e: impl Into<String>) {
        self.seen.errors.push(e.into());
    }

    /// Makes the player, joins the arena and opens its socket.
    async fn enter(
        &mut self,
        node: &(SocketAddr, String),
    ) -> Result<(Entrant, GameSocket), String> {
        let entrant = Entrant::make(node.0, &node.1, address(self.index)).await?;
        let arena = &self.shared.arena;
        entrant
            .post(&format!("/api/arenas/{arena}/join"), None, "join")
            .await?;
        let socket = self.arena_socket(&entrant).await?;
        self.joined = Instant::now();
        Ok((entrant, socket))
    }

    async fn arena_socket(&self, entrant: &Entrant) -> Result<GameSocket, String> {
        let path = format!("/arenas/{}/ws", self.shared.arena);
        GameSocket::open(
            entrant.server,
            &path,
            Some(&entrant.cookie),
            Some(entrant.from),
        )
        .await
        .map_err(|e| format!("arena-socket {e}"))
    }

    /// The run's loop: the arena's socket, the game's, the thought, the phase, the pings.
    async fn play(
        &mut self,
        entrant: &Entrant,
        mut arena: GameSocket,
        mut phase: watch::Receiver<Phase>,
    ) {
        let mut ping = tokio::time::interval(PING_EVERY);
        ping.tick().await;
        loop {
            tokio::select! {
                incoming = arena.next_within(Duration::from_secs(60)) => match incoming {
                    Incoming::Json(m, _) => self.on_arena(entrant, &m).await,
                    Incoming::TimedOut => {}
                    Incoming::NotJson(_) => self.error("arena-not-json"),
                    Incoming::Closed | Incoming::Other(_) => {
                        self.error("arena-socket-closed");
                        match self.arena_socket(entrant).await {
                            Ok(socket) => arena = socket,
                            Err(e) => {
                                self.error(e);
                                break;
                            }
                        }
                    }
                },
                next = next_at(&mut self.table) => match next {
                    AtTable::Message(incoming) => self.on_game(entrant, incoming).await,
                    AtTable::Due => self.act().await,
                },
                changed = phase.changed() => {
                    let now = if changed.is_err() { Phase::Done } else { *phase.borrow() };
                    match now {
                        Phase::Play => {}
                        Phase::Stop => self.stop(entrant).await,
                        Phase::Done => break,
                    }
                }
                _ = ping.tick() => {
                    let _ = arena.send(&json!({"type": "ping"})).await;
                    if let Some(table) = &mut self.table {
                        let _ = table.socket.send(&json!({"type": "ping"})).await;
                    }
                }
            }
        }
        arena.close().await;
        if let Some(table) = self.table.take() {
            self.error(format!("game-not-over {}", table.id));
            table.socket.close().await;
        }
        if !self.stopping {
            // Never told to stop (its socket failed): counted, so that the run does not wait.
            self.shared.stopped.fetch_add(1, Ordering::SeqCst);
        }
    }

    /// A message of the arena's socket: a new game to play, or a pause to undo.
    async fn on_arena(&mut self, entrant: &Entrant, m: &Value) {
        match m["type"].as_str() {
            Some("arena") => {}
            Some("error") => {
                self.error(format!("arena-error {}", m["code"]));
                return;
            }
            _ => return,
        }
        if !self.stopping
            && m["you"]["status"] == "paused"
            && self
                .rejoined
                .is_none_or(|t| t.elapsed() > Duration::from_secs(5))
        {
            // The arena paused this player (a game it never started): an error of the run; it
            // joins again to go on.
            self.error("paused-by-the-arena");
            self.rejoined = Some(Instant::now());
            let path = format!("/api/arenas/{}/join", self.shared.arena);
            if let Err(e) = entrant.post(&path, None, "join").await {
                self.error(e);
            }
        }
        let Some(game) = m["game"]["game"].as_str() else {
            return;
        };
        if !self.known.insert(game.to_owned()) {
            return;
        }
        let came = Instant::now();
        if self.table.is_some() {
            self.next = Some((game.to_owned(), came));
        } else {
            self.start(entrant, game.to_owned(), came).await;
        }
    }

    /// Takes the seat of `game`, told of at `came`, and opens its socket.
    async fn start(&mut self, entrant: &Entrant, game: String, came: Instant) {
        if !self.stopping {
            match self.last_end {
                None => self.seen.first_game = Some(came - self.joined),
                Some(end) => self.seen.between.push(came.saturating_duration_since(end)),
            }
        }
        let path = format!("/api/lobby/games/{game}/seat");
        let (body, cookies) = match entrant.post(&path, None, "seat").await {
            Ok(answer) => answer,
            Err(e) => return self.error(e),
        };
        let Some(secret) = cookies.iter().find_map(|c| c.strip_prefix("yote_seat=")) else {
            return self.error("seat no-cookie");
        };
        let mut socket = match GameSocket::connect(
            entrant.server,
            &game,
            Some(secret),
            Some(entrant.from),
        )
        .await
        {
            Ok(socket) => socket,
            Err(e) => return self.error(format!("game-socket {e}")),
        };
        if let Err(e) = socket.send(&json!({"type": "hello"})).await {
            return self.error(format!("game-socket {e}"));
        }
        self.table = Some(Table {
            secret: secret.to_owned(),
            id: game,
            side: body["seat"].as_str().unwrap_or_default().to_owned(),
            socket,
            chose_at: None,
            due: None,
        });
    }

    /// The game's socket closed under it: an error of the run; it opens it again, as the page
    /// does, and plays on.
    async fn reconnect(&mut self, entrant: &Entrant) {
        let Some(table) = &mut self.table else {
            return;
        };
        let e = format!("game-socket-closed {}", table.id);
        let again = GameSocket::connect(
            entrant.server,
            &table.id,
            Some(&table.secret),
            Some(entrant.from),
        )
        .await;
        let opened = match again {
            Ok(mut socket) => match socket.send(&json!({"type": "hello"})).await {
                Ok(()) => {
                    table.socket = socket;
                    // The state after the hello is answered again.
                    table.chose_at = None;
                    table.due = None;
                    true
                }
                Err(_) => false,
            },
            Err(_) => false,
        };
        if !opened {
            self.table = None;
        }
        self.error(e);
    }

    /// A message of the game's socket.
    async fn on_game(&mut self, entrant: &Entrant, incoming: Incoming) {
        let m = match incoming {
            Incoming::Json(m, _) => m,
            Incoming::TimedOut => return,
            Incoming::NotJson(_) => return self.error("game-not-json"),
            Incoming::Closed | Incoming::Other(_) => return self.reconnect(entrant).await,
        };
        match m["type"].as_str() {
            Some("state") => self.on_state(entrant, &m).await,
            Some("ack") if m["ply"].is_u64() => self.seen.actions += 1,
            Some("error") => self.error(format!("game-error {}", m["code"])),
            _ => {}
        }
    }

    async fn on_state(&mut self, entrant: &Entrant, state: &Value) {
        if state["status"] == "over" {
            let Some(table) = self.table.take() else {
                return;
            };
            self.last_end = Some(Instant::now());
            self.seen.games.push(table.id);
            table.socket.close().await;
            if let Some((game, came)) = self.next.take() {
                self.start(entrant, game, came).await;
            }
            return;
        }
        let Some(table) = &mut self.table else {
            return;
        };
        let legal: Vec<&str> = state["legal_actions"]
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let ply = state["ply"].as_u64().unwrap_or(0);
        if legal.is_empty() || table.chose_at == Some(ply) {
            return;
        }
        table.chose_at = Some(ply);
        let offered = state["draw_offer"].as_str();
        let now = Instant::now();
        let theirs = offered.is_some_and(|side| side != table.side);
        table.due = Some(if self.stopping || ply >= MAX_PLIES {
            (now, vec![json!({"type": "resign", "id": "resign"})])
        } else if theirs && self.rng.random_bool(DRAW_ACCEPT) {
            (now, vec![json!({"type": "accept_draw", "id": "accept"})])
        } else {
            let action = legal.choose(&mut self.rng).copied().unwrap_or_default();
            let mut send = Vec::new();
            if offered.is_none() && self.rng.random_bool(DRAW_OFFER) {
                send.push(json!({"type": "offer_draw", "id": "offer"}));
            }
            send.push(json!({"type": "act", "id": ply, "ply": ply, "action": action}));
            let thought = self.shared.pace.mul_f64(self.rng.random_range(0.5..1.5));
            (now + thought, send)
        });
    }

    /// The thought is over: sends what was chosen.
    async fn act(&mut self) {
        let Some(table) = &mut self.table else {
            return;
        };
        let Some((_, send)) = table.due.take() else {
            return;
        };
        for message in send {
            if let Err(e) = table.socket.send(&message).await {
                let e = format!("game-socket {e}");
                self.error(e);
                return;
            }
        }
    }

    /// The run stops: withdraws, and resigns at once if it is this player's turn.
    async fn stop(&mut self, entrant: &Entrant) {
        if self.stopping {
            return;
        }
        self.stopping = true;
        let path = format!("/api/arenas/{}/withdraw", self.shared.arena);
        if let Err(e) = entrant.post(&path, None, "withdraw").await {
            self.error(e);
        }
        self.shared.stopped.fetch_add(1, Ordering::SeqCst);
        if let Some(table) = &mut self.table
            && let Some(due) = &mut table.due
        {
            *due = (
                Instant::now(),
                vec![json!({"type": "resign", "id": "resign"})],
            );
        }
    }
}
