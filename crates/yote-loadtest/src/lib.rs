//! The load and fault generator behind `yote loadtest`: many concurrent games over real
//! WebSockets against a server on this machine. It speaks to the site only over HTTP and
//! WebSocket, as players do, so the site does not depend on it.
//!
//! Each friend game is a table created through the API, its guest seat taken through the invite,
//! and one WebSocket per seat; the player to move waits its turn's share of the rate, picks a
//! random legal action from its `state`, sends it, and times the round trip to its `ack`. Computer
//! games have one socket, and time the computer's replies. A finished game is replaced by a new one
//! in the same slot, so the load stays level until the run ends.

use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hdrhistogram::Histogram;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio::time::sleep;

pub mod client;
use client::{GameSocket, Incoming};

/// What to run.
#[derive(Debug, Clone)]
pub struct Config {
    /// The servers' origins, such as `http://127.0.0.1:8080`; loopback only. With several (nodes
    /// on one database), the two seats of each friend game are on different nodes.
    pub servers: Vec<String>,
    /// The pid of the server process, to read its memory.
    pub server_pid: Option<u32>,
    pub friend_games: usize,
    pub computer_games: usize,
    pub level: String,
    pub rules: String,
    /// Actions a second in each game.
    pub rate: f64,
    /// How long to play once every game is connected.
    pub duration: Duration,
    /// New games set up a second while ramping up.
    pub ramp: f64,
    pub seed: u64,
    /// Games against the computer played from another address ([`FLOOD_ADDRESS`]) as fast as the
    /// server answers, at `flood_level`, new ones created as fast as it lets: one client trying
    /// to keep the computer to itself.
    pub flood_games: usize,
    pub flood_level: String,
    /// Friend games under a real-time clock (`initial_s`, `increment_s`), in which one side stops
    /// answering after a few actions and loses on time: the run measures how late the server
    /// ends each game after the flag falls.
    pub clock: Option<(u32, u32)>,
}

/// The flooding client's own address (all of 127.0.0.0/8 is this machine).
pub const FLOOD_ADDRESS: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));

/// What the flooding client got.
#[derive(Debug, Clone)]
pub struct FloodReport {
    pub games: usize,
    pub level: String,
    pub computer_replies: u64,
    pub refused: u64,
    pub errors: BTreeMap<String, u64>,
}

/// What a run measured.
#[derive(Debug)]
pub struct Report {
    pub friend_games: usize,
    pub computer_games: usize,
    pub sockets: usize,
    pub actions: u64,
    pub seconds: f64,
    pub games_finished: u64,
    pub errors: BTreeMap<String, u64>,
    pub round_trip: Histogram<u64>,
    /// From a player's `act` to the opponent's `state` with that action (across nodes when there
    /// are several).
    pub seen_by_opponent: Histogram<u64>,
    pub nodes: usize,
    pub computer_reply: Histogram<u64>,
    pub computer_over_budget: u64,
    pub computer_budget_ms: u64,
    pub memory: Option<Memory>,
    pub reconnects: u64,
    /// Acknowledged actions found again in the server's games after the run.
    pub verified_actions: u64,
    pub flood: Option<FloodReport>,
    /// Timed games only: how late (µs) after its flag fell each game lost on time was ended,
    /// by the server's own clock (the `server_ms` of the final state) ...
    pub flag_late_server: Histogram<u64>,
    /// ... and as the player whose flag fell saw it (the final state's arrival).
    pub flag_late_seen: Histogram<u64>,
    /// Timed games aborted (a first action not made in time: none is expected).
    pub aborted: u64,
}

/// The server's resident memory before the run and with every player connected.
#[derive(Debug, Clone, Copy)]
pub struct Memory {
    pub baseline_kb: u64,
    pub loaded_kb: u64,
    pub players: usize,
}

impl Memory {
    pub fn per_player_kb(&self) -> f64 {
        self.loaded_kb.saturating_sub(self.baseline_kb) as f64 / self.players.max(1) as f64
    }
}

impl Report {
    pub fn error_count(&self) -> u64 {
        self.errors.values().sum()
    }
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |h: &Histogram<u64>, q: f64| h.value_at_quantile(q) as f64 / 1000.0;
        writeln!(
            f,
            "games: {} friend + {} computer, {} sockets, {:.0} s of play",
            self.friend_games, self.computer_games, self.sockets, self.seconds
        )?;
        writeln!(
            f,
            "actions: {} ({:.1} a second), games finished: {}, errors: {}",
            self.actions,
            self.actions as f64 / self.seconds.max(1e-9),
            self.games_finished,
            self.error_count()
        )?;
        for (code, n) in &self.errors {
            writeln!(f, "  error {code}: {n}")?;
        }
        writeln!(
            f,
            "reconnects: {}, acknowledged actions found in the server afterwards: {}",
            self.reconnects, self.verified_actions
        )?;
        if !self.round_trip.is_empty() {
            let h = &self.round_trip;
            writeln!(
                f,
                "round trip (act to ack): p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                ms(h, 0.5),
                ms(h, 0.9),
                ms(h, 0.99),
                h.max() as f64 / 1000.0
            )?;
        }
        if !self.seen_by_opponent.is_empty() {
            let h = &self.seen_by_opponent;
            writeln!(
                f,
                "{} (act to the opponent's state): p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                if self.nodes > 1 {
                    format!("seen across {} nodes", self.nodes)
                } else {
                    "seen by the opponent".to_owned()
                },
                ms(h, 0.5),
                ms(h, 0.9),
                ms(h, 0.99),
                h.max() as f64 / 1000.0
            )?;
        }
        if !self.computer_reply.is_empty() {
            let h = &self.computer_reply;
            writeln!(
                f,
                "computer replies: {}, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms, over budget ({} ms + 100 ms): {}",
                h.len(),
                ms(h, 0.5),
                ms(h, 0.99),
                h.max() as f64 / 1000.0,
                self.computer_budget_ms,
                self.computer_over_budget
            )?;
        }
        if let Some(flood) = &self.flood {
            writeln!(
                f,
                "flood from {FLOOD_ADDRESS}: {} {} games at once, {} computer replies, {} new games refused (computer-busy), other errors: {}",
                flood.games,
                flood.level,
                flood.computer_replies,
                flood.refused,
                flood.errors.values().sum::<u64>()
            )?;
        }
        if !self.flag_late_server.is_empty() {
            let (server, seen) = (&self.flag_late_server, &self.flag_late_seen);
            writeln!(
                f,
                "lost on time: {}, ended after the flag fell by (server clock) p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; as seen by the player p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; aborted: {}",
                server.len(),
                ms(server, 0.5),
                ms(server, 0.99),
                server.max() as f64 / 1000.0,
                ms(seen, 0.5),
                ms(seen, 0.99),
                seen.max() as f64 / 1000.0,
                self.aborted
            )?;
        }
        if let Some(m) = self.memory {
            writeln!(
                f,
                "server memory: {:.1} MB resident with {} players connected (baseline {:.1} MB): {:.1} KB per player",
                m.loaded_kb as f64 / 1024.0,
                m.players,
                m.baseline_kb as f64 / 1024.0,
                m.per_player_kb()
            )?;
        }
        Ok(())
    }
}

/// The most a level may think, as the levels promise (beginner to medium 0.3 s, hard 1 s, master 3 s).
fn level_budget_ms(level: &str) -> u64 {
    match level {
        "hard" => 1000,
        "master" => 3000,
        _ => 300,
    }
}

/// Refuses any server that is not on this machine.
pub fn check_loopback(server: &str) -> Result<(String, SocketAddr), String> {
    let rest = server
        .strip_prefix("http://")
        .ok_or_else(|| format!("--server {server}: expected http://HOST:PORT"))?;
    let authority = rest.trim_end_matches('/');
    let addr: SocketAddr = authority
        .replace("localhost", "127.0.0.1")
        .parse()
        .map_err(|_| format!("--server {server}: expected http://IP:PORT on this machine, like http://127.0.0.1:8080"))?;
    let loopback = match addr.ip() {
        IpAddr::V4(ip) => ip.is_loopback(),
        IpAddr::V6(ip) => ip.is_loopback(),
    };
    if !loopback {
        return Err(format!(
            "--server {server}: load is only ever sent to this machine (127.0.0.0/8 or [::1])"
        ));
    }
    Ok((format!("http://{addr}"), addr))
}

/// Resident memory of a process, in KB.
pub fn resident_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[derive(Default)]
struct Shared {
    actions: u64,
    games_finished: u64,
    errors: BTreeMap<String, u64>,
    computer_over_budget: u64,
    reconnects: u64,
    aborted: u64,
    /// Every game played, with the actions the server acknowledged, by ply.
    games: Vec<(String, Acked)>,
}

struct Stats {
    shared: Mutex<Shared>,
    round_trip: Mutex<Histogram<u64>>,
    seen_by_opponent: Mutex<Histogram<u64>>,
    computer_reply: Mutex<Histogram<u64>>,
    flag_late_server: Mutex<Histogram<u64>>,
    flag_late_seen: Mutex<Histogram<u64>>,
}

impl Stats {
    fn error(&self, code: &str) {
        *self
            .shared
            .lock()
            .unwrap()
            .errors
            .entry(code.to_owned())
            .or_default() += 1;
    }
}

/// A game's acknowledged actions by ply, shared by both of its seats.
type Acked = Arc<Mutex<BTreeMap<u64, String>>>;

/// When each ply's action was sent, shared by both seats of a game.
type Sent = Arc<Mutex<BTreeMap<u64, Instant>>>;

/// One seat of one game, as a client keeps it across reconnects.
#[derive(Clone)]
struct Seat {
    /// The node (index in `Config::servers`) this seat connects to.
    node: usize,
    game: String,
    secret: String,
    /// The last version seen, for `hello` after a reconnect.
    version: Option<u64>,
    acked: Acked,
    sent: Sent,
}

struct Run {
    origins: Vec<String>,
    /// The servers' addresses, by node.
    addrs: Vec<SocketAddr>,
    /// The address this run's connections come from (the system's choice when `None`).
    local: Option<IpAddr>,
    http: reqwest::Client,
    config: Config,
    stats: Stats,
    /// Once set, every game stops at its next message.
    stop_at: Mutex<Option<Instant>>,
}

impl Run {
    fn stopping(&self) -> bool {
        self.stop_at
            .lock()
            .unwrap()
            .is_some_and(|t| Instant::now() >= t)
    }

    async fn post(&self, node: usize, path: &str, body: Value) -> Result<Value, String> {
        let response = self
            .http
            .post(format!("{}{path}", self.origins[node]))
            .json(&body)
            .send()
            .await
            .map_err(|e| format!("http: {e}"))?;
        let status = response.status();
        let value: Value = response
            .json()
            .await
            .map_err(|e| format!("http body: {e}"))?;
        if !status.is_success() {
            let code = value["error"]["code"].as_str().unwrap_or("http").to_owned();
            return Err(code);
        }
        Ok(value)
    }

    /// Sets up one friend game: the table and the guest seat, the guest on the next node.
    async fn friend_game(&self, index: usize) -> Result<(Seat, Seat), String> {
        let host = index % self.origins.len();
        let guest_node = (host + 1) % self.origins.len();
        let table = self
            .post(
                host,
                "/api/tables",
                match self.config.clock {
                    Some((initial_s, increment_s)) => json!({
                        "rules": self.config.rules, "opponent": "friend", "white": "creator",
                        "clock": {"initial_s": initial_s, "increment_s": increment_s},
                    }),
                    None => {
                        json!({"rules": self.config.rules, "opponent": "friend", "white": "creator"})
                    }
                },
            )
            .await?;
        let invite = table["invite_url"].as_str().ok_or("no invite_url")?;
        let token = invite.rsplit('/').next().unwrap_or_default();
        let guest = self
            .post(guest_node, &format!("/api/invites/{token}"), json!({}))
            .await?;
        let white = self.seat(host, &table)?;
        let black = Seat {
            node: guest_node,
            secret: guest["secret"].as_str().unwrap_or_default().to_owned(),
            ..white.clone()
        };
        Ok((white, black))
    }

    /// The creator's seat of a table just made, registered for the final check.
    fn seat(&self, node: usize, table: &Value) -> Result<Seat, String> {
        let game = table["game"].as_str().ok_or("no game id")?.to_owned();
        let acked = Arc::new(Mutex::new(BTreeMap::new()));
        self.stats
            .shared
            .lock()
            .unwrap()
            .games
            .push((game.clone(), acked.clone()));
        Ok(Seat {
            node,
            game,
            secret: table["secret"].as_str().unwrap_or_default().to_owned(),
            version: None,
            acked,
            sent: Arc::new(Mutex::new(BTreeMap::new())),
        })
    }

    async fn computer_game(&self, index: usize) -> Result<Seat, String> {
        let node = index % self.origins.len();
        let table = self
            .post(
                node,
                "/api/tables",
                json!({"rules": self.config.rules, "opponent": "computer", "level": self.config.level, "white": "creator"}),
            )
            .await?;
        self.seat(node, &table)
    }

    /// Opens (or reopens) a seat's socket and says hello, with the last version seen if any.
    async fn connect(&self, seat: &Seat) -> Result<GameSocket, String> {
        let mut socket =
            GameSocket::connect(self.addrs[seat.node], &seat.game, None, self.local).await?;
        let hello = match seat.version {
            Some(v) => json!({"type": "hello", "secret": seat.secret, "version": v}),
            None => json!({"type": "hello", "secret": seat.secret}),
        };
        socket.send(&hello).await?;
        Ok(socket)
    }

    /// Reconnects after a dropped connection, backing off up to the end of the run.
    async fn reconnect(&self, seat: &Seat) -> Option<GameSocket> {
        let mut wait = Duration::from_millis(50);
        while !self.stopping() {
            sleep(wait).await;
            if let Ok(socket) = self.connect(seat).await {
                self.stats.shared.lock().unwrap().reconnects += 1;
                return Some(socket);
            }
            wait = (wait * 2).min(Duration::from_secs(2));
        }
        None
    }

    /// Plays one seat until its game ends or the run stops, reconnecting by itself when the
    /// connection drops. Returns whether the game finished.
    /// In a timed game the seat stops answering from ply `stall_at` on, and its clock runs out.
    async fn play_seat(
        &self,
        mut seat: Seat,
        seed: u64,
        computer: bool,
        stall_at: Option<u64>,
    ) -> bool {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let pace = Duration::from_secs_f64(1.0 / self.config.rate.max(1e-6));
        let mut next_id: u64 = seed % 1000 * 1_000_000;
        // The act awaiting its ack: id, when sent, the message (resent after a reconnect).
        let mut pending: Option<(u64, Instant, Value)> = None;
        let mut acted_at_ply: Option<u64> = None;
        let mut waiting_for_computer: Option<Instant> = None;
        // On this seat's turn in a timed game: when its flag falls (server clock, Unix ms).
        let mut flag_at: Option<i64> = None;
        let budget = Duration::from_millis(level_budget_ms(&self.config.level) + 100);
        let mut socket = match self.connect(&seat).await {
            Ok(s) => s,
            Err(_) => match self.reconnect(&seat).await {
                Some(s) => s,
                None => return false,
            },
        };
        loop {
            if self.stopping() {
                socket.close().await;
                return false;
            }
            let value = match socket.next_within(Duration::from_millis(500)).await {
                Incoming::Json(value, _) => value,
                Incoming::TimedOut | Incoming::Other(_) => continue,
                Incoming::NotJson(_) => {
                    self.stats.error("bad-json-from-server");
                    continue;
                }
                Incoming::Closed => {
                    // The server went away: come back, say where we were, resend what was unanswered.
                    let Some(s) = self.reconnect(&seat).await else {
                        return false;
                    };
                    socket = s;
                    if let Some((_, _, message)) = &pending {
                        // A failure shows at the next read, which comes back again.
                        let _ = socket.send(message).await;
                    }
                    continue;
                }
            };
            if let Some(v) = value["version"].as_u64()
                && value["type"] != "ack"
            {
                seat.version = Some(v);
            }
            match value["type"].as_str() {
                Some("ack") => {
                    if let Some((id, sent, message)) = &pending
                        && value["id"].as_u64() == Some(*id)
                    {
                        let micros = sent.elapsed().as_micros() as u64;
                        self.stats
                            .round_trip
                            .lock()
                            .unwrap()
                            .saturating_record(micros.max(1));
                        self.stats.shared.lock().unwrap().actions += 1;
                        if let (Some(ply), Some(action)) =
                            (message["ply"].as_u64(), message["action"].as_str())
                        {
                            seat.acked.lock().unwrap().insert(ply, action.to_owned());
                        }
                        pending = None;
                        if computer {
                            waiting_for_computer = Some(Instant::now());
                        }
                    }
                }
                Some("error") => {
                    self.stats.error(value["code"].as_str().unwrap_or("error"));
                    pending = None;
                }
                Some("state") => {
                    if value["status"] == "over" {
                        if let Some(flag) = flag_at {
                            self.flag_fell(&value, flag);
                        }
                        socket.close().await;
                        return true;
                    }
                    let mine = value["legal_actions"]
                        .as_array()
                        .is_some_and(|legal| !legal.is_empty());
                    let clock = &value["clock"];
                    flag_at = match (clock["running"].as_str(), clock["server_ms"].as_i64()) {
                        (Some(side), Some(at)) if mine => clock[format!("{side}_ms").as_str()]
                            .as_i64()
                            .map(|left| at + left),
                        _ => None,
                    };
                    let Some(legal) = value["legal_actions"].as_array() else {
                        continue;
                    };
                    if !legal.is_empty()
                        && let Some(p) = value["ply"].as_u64().and_then(|p| p.checked_sub(1))
                        && let Some(sent) = seat.sent.lock().unwrap().remove(&p)
                    {
                        // The opponent's action of the last ply, now seen here.
                        self.stats
                            .seen_by_opponent
                            .lock()
                            .unwrap()
                            .saturating_record((sent.elapsed().as_micros() as u64).max(1));
                    }
                    let ply = value["ply"].as_u64().unwrap_or(0);
                    if legal.is_empty() || pending.is_some() || acted_at_ply == Some(ply) {
                        continue;
                    }
                    if stall_at.is_some_and(|stall| ply >= stall) {
                        // Gone quiet: the clock runs out while the socket stays open.
                        continue;
                    }
                    if let Some(asked) = waiting_for_computer.take() {
                        let waited = asked.elapsed();
                        self.stats
                            .computer_reply
                            .lock()
                            .unwrap()
                            .saturating_record(waited.as_micros() as u64);
                        if waited > budget {
                            self.stats.shared.lock().unwrap().computer_over_budget += 1;
                        }
                    }
                    let action = legal
                        .choose(&mut rng)
                        .and_then(Value::as_str)
                        .unwrap_or("--")
                        .to_owned();
                    // Think for a share of the pace, jittered so that games do not move in step.
                    sleep(pace.mul_f64(rng.random_range(0.5..1.5))).await;
                    next_id += 1;
                    let message =
                        json!({"type": "act", "id": next_id, "ply": ply, "action": action});
                    acted_at_ply = Some(ply);
                    if !computer {
                        seat.sent.lock().unwrap().insert(ply, Instant::now());
                    }
                    let sent = socket.send(&message).await;
                    pending = Some((next_id, Instant::now(), message));
                    if sent.is_err() {
                        // The next read sees the dropped connection and resends.
                        continue;
                    }
                }
                _ => {}
            }
        }
    }

    /// The game ended while this seat's clock ran: how late after `flag` (server ms) it ended.
    fn flag_fell(&self, over: &Value, flag: i64) {
        match over["outcome"]["reason"].as_str() {
            Some("time") => {
                let seen_us = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_micros() as i64);
                let server_ms = over["clock"]["server_ms"].as_i64().unwrap_or(flag);
                let late = |us: i64| (us.max(1)) as u64;
                self.stats
                    .flag_late_server
                    .lock()
                    .unwrap()
                    .saturating_record(late((server_ms - flag) * 1000));
                self.stats
                    .flag_late_seen
                    .lock()
                    .unwrap()
                    .saturating_record(late(seen_us - flag * 1000));
            }
            Some("aborted") => self.stats.shared.lock().unwrap().aborted += 1,
            _ => {}
        }
    }

    /// Keeps one game slot busy until the run stops: a game, then another when it ends.
    async fn slot(self: Arc<Self>, index: usize, computer: bool) {
        let mut round = 0u64;
        while !self.stopping() {
            round += 1;
            let seed = self.config.seed ^ ((index as u64) << 20) ^ round;
            if computer {
                match self.computer_game(index).await {
                    Ok(seat) => {
                        if self.play_seat(seat, seed, true, None).await {
                            self.stats.shared.lock().unwrap().games_finished += 1;
                        }
                    }
                    Err(code) => {
                        self.stats.error(&code);
                        sleep(Duration::from_millis(500)).await;
                    }
                }
            } else {
                match self.friend_game(index).await {
                    Ok((white, black)) => {
                        // Timed games: the side to move at a ply between 2 and 15 stops answering.
                        let stall_at = self.config.clock.map(|_| 2 + seed % 14);
                        let (a, b) = tokio::join!(
                            self.play_seat(white, seed, false, stall_at),
                            self.play_seat(black, !seed, false, stall_at)
                        );
                        if a || b {
                            self.stats.shared.lock().unwrap().games_finished += 1;
                        }
                    }
                    Err(code) => {
                        self.stats.error(&code);
                        sleep(Duration::from_millis(500)).await;
                    }
                }
            }
        }
    }
}

/// Runs the load and reports. With a spawned server and `kill_after`, the server is killed with
/// SIGKILL that long into the run and started again on the same port and database; the clients
/// reconnect by themselves, and every acknowledged action is looked for in the server afterwards.
pub async fn run(
    config: Config,
    mut spawned: Option<SpawnedServer>,
    kill_after: Option<Duration>,
) -> Result<Report, String> {
    if config.servers.is_empty() {
        return Err("no server to load".to_owned());
    }
    let mut origins = Vec::new();
    let mut addrs = Vec::new();
    for server in &config.servers {
        let (origin, addr) = check_loopback(server)?;
        origins.push(origin);
        addrs.push(addr);
    }
    let server_pid = |spawned: &Option<SpawnedServer>| {
        spawned
            .as_ref()
            .and_then(|s| s.child.id())
            .or(config.server_pid)
    };
    let baseline_kb = server_pid(&spawned).and_then(resident_kb);
    let new_histogram =
        || Histogram::<u64>::new_with_bounds(1, 60_000_000, 3).expect("valid bounds");
    let new_run = |local: Option<IpAddr>, config: Config| -> Result<Arc<Run>, String> {
        Ok(Arc::new(Run {
            origins: origins.clone(),
            addrs: addrs.clone(),
            local,
            http: reqwest::Client::builder()
                .pool_max_idle_per_host(64)
                .local_address(local)
                .build()
                .map_err(|e| e.to_string())?,
            stats: Stats {
                shared: Mutex::new(Shared::default()),
                round_trip: Mutex::new(new_histogram()),
                seen_by_opponent: Mutex::new(new_histogram()),
                computer_reply: Mutex::new(new_histogram()),
                flag_late_server: Mutex::new(new_histogram()),
                flag_late_seen: Mutex::new(new_histogram()),
            },
            stop_at: Mutex::new(None),
            config,
        }))
    };
    let run = new_run(None, config.clone())?;
    let flood = if config.flood_games > 0 {
        let flood = new_run(
            Some(FLOOD_ADDRESS),
            Config {
                friend_games: 0,
                computer_games: config.flood_games,
                level: config.flood_level.clone(),
                rate: 1000.0,
                ..config.clone()
            },
        )?;
        Some(flood)
    } else {
        None
    };
    let ramp_gap = Duration::from_secs_f64(1.0 / config.ramp.max(1.0));
    let mut tasks = Vec::new();
    let total = config.friend_games + config.computer_games;
    for index in 0..total {
        let computer = index >= config.friend_games;
        tasks.push(tokio::spawn(run.clone().slot(index, computer)));
        sleep(ramp_gap).await;
    }
    let mut flood_tasks = Vec::new();
    if let Some(flood) = &flood {
        for index in 0..config.flood_games {
            flood_tasks.push(tokio::spawn(flood.clone().slot(1_000_000 + index, true)));
        }
    }
    // Let the last games connect, then measure from here.
    sleep(Duration::from_secs(2)).await;
    let actions_before = run.stats.shared.lock().unwrap().actions;
    run.stats.round_trip.lock().unwrap().reset();
    run.stats.seen_by_opponent.lock().unwrap().reset();
    run.stats.computer_reply.lock().unwrap().reset();
    run.stats.flag_late_server.lock().unwrap().reset();
    run.stats.flag_late_seen.lock().unwrap().reset();
    let started = Instant::now();
    let stop_at = started + config.duration;
    *run.stop_at.lock().unwrap() = Some(stop_at);
    if let Some(flood) = &flood {
        *flood.stop_at.lock().unwrap() = Some(stop_at);
    }
    let mut loaded_kb = None;
    let half = started + config.duration / 2;
    if let (Some(server), Some(after)) = (spawned.as_mut(), kill_after) {
        let kill_at = started + after;
        if kill_at > half {
            tokio::time::sleep_until(half.into()).await;
            loaded_kb = server.child.id().and_then(resident_kb);
        }
        tokio::time::sleep_until(kill_at.into()).await;
        server.kill_and_restart().await?;
    }
    if loaded_kb.is_none() {
        tokio::time::sleep_until(half.max(Instant::now()).into()).await;
        loaded_kb = server_pid(&spawned).and_then(resident_kb);
    }
    for task in tasks.into_iter().chain(flood_tasks) {
        let _ = task.await;
    }
    let flood = flood.map(|flood| {
        let mut shared = flood.stats.shared.lock().unwrap();
        let refused = shared.errors.remove("computer-busy").unwrap_or(0);
        FloodReport {
            games: config.flood_games,
            level: config.flood_level.clone(),
            computer_replies: flood.stats.computer_reply.lock().unwrap().len(),
            refused,
            errors: std::mem::take(&mut shared.errors),
        }
    });
    let seconds = started
        .elapsed()
        .as_secs_f64()
        .min(config.duration.as_secs_f64())
        .max(1e-3);
    let mut shared = std::mem::take(&mut *run.stats.shared.lock().unwrap());
    let verified_actions = verify(&run, &shared.games, &mut shared.errors).await;
    let memory = match (baseline_kb, loaded_kb) {
        (Some(baseline_kb), Some(loaded_kb)) => Some(Memory {
            baseline_kb,
            loaded_kb,
            players: config.friend_games * 2 + config.computer_games,
        }),
        _ => None,
    };
    Ok(Report {
        friend_games: config.friend_games,
        computer_games: config.computer_games,
        sockets: config.friend_games * 2 + config.computer_games,
        actions: shared.actions - actions_before,
        seconds,
        games_finished: shared.games_finished,
        errors: shared.errors,
        round_trip: run.stats.round_trip.lock().unwrap().clone(),
        seen_by_opponent: run.stats.seen_by_opponent.lock().unwrap().clone(),
        nodes: config.servers.len(),
        computer_reply: run.stats.computer_reply.lock().unwrap().clone(),
        computer_over_budget: shared.computer_over_budget,
        computer_budget_ms: level_budget_ms(&config.level),
        memory,
        reconnects: shared.reconnects,
        verified_actions,
        flood,
        flag_late_server: run.stats.flag_late_server.lock().unwrap().clone(),
        flag_late_seen: run.stats.flag_late_seen.lock().unwrap().clone(),
        aborted: shared.aborted,
    })
}

/// Looks for every acknowledged action in the server's record of its game; a missing or different
/// one counts as the error `lost-action`.
async fn verify(run: &Run, games: &[(String, Acked)], errors: &mut BTreeMap<String, u64>) -> u64 {
    let mut verified = 0;
    for (game, acked) in games {
        let acked = acked.lock().unwrap().clone();
        if acked.is_empty() {
            continue;
        }
        let state: Option<Value> = match run
            .http
            .get(format!("{}/api/games/{game}", run.origins[0]))
            .send()
            .await
        {
            Ok(r) if r.status().is_success() => r.json().await.ok(),
            _ => None,
        };
        let Some(state) = state else {
            *errors
                .entry("unknown-game-afterwards".to_owned())
                .or_default() += 1;
            continue;
        };
        let played: Vec<&str> = state["actions"]
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        for (ply, action) in acked {
            if played.get(ply as usize) == Some(&action.as_str()) {
                verified += 1;
            } else {
                *errors.entry("lost-action".to_owned()).or_default() += 1;
            }
        }
    }
    verified
}

/// A server started for the run: `yote serve` on a free loopback port with a fresh database.
pub struct SpawnedServer {
    pub child: tokio::process::Child,
    pub origin: String,
    /// The `yote` binary that serves.
    exe: PathBuf,
    port: u16,
    database: PathBuf,
    extra: Vec<String>,
    _dir: tempfile::TempDir,
}

impl SpawnedServer {
    /// Starts `exe serve` (the `yote` binary) with the `extra` arguments.
    pub async fn start(exe: PathBuf, extra: &[String]) -> Result<SpawnedServer, String> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("no free port: {e}"))?
            .port();
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let database = dir.path().join("load.db");
        let child = spawn_server(&exe, port, &database, extra).await?;
        Ok(SpawnedServer {
            child,
            exe,
            origin: format!("http://127.0.0.1:{port}"),
            port,
            database,
            extra: extra.to_vec(),
            _dir: dir,
        })
    }

    /// SIGKILL, then the same command on the same port and database.
    pub async fn kill_and_restart(&mut self) -> Result<(), String> {
        self.child
            .start_kill()
            .map_err(|e| format!("cannot kill the server: {e}"))?;
        let _ = self.child.wait().await;
        eprintln!("server killed (SIGKILL); starting it again on the same database");
        self.child = spawn_server(&self.exe, self.port, &self.database, &self.extra).await?;
        Ok(())
    }
}

async fn spawn_server(
    exe: &std::path::Path,
    port: u16,
    database: &std::path::Path,
    extra: &[String],
) -> Result<tokio::process::Child, String> {
    let child = tokio::process::Command::new(exe)
        .arg("serve")
        .arg("--listen")
        .arg(format!("127.0.0.1:{port}"))
        .arg("--database")
        .arg(format!("sqlite:{}", database.display()))
        .args(extra)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    for _ in 0..400 {
        if TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
            return Ok(child);
        }
        sleep(Duration::from_millis(25)).await;
    }
    Err("the server did not start listening within 10 s".to_owned())
}
