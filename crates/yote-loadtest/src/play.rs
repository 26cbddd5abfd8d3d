//! The players: each game slot sets up games through the API and plays their seats over
//! [`GameSocket`]s, reconnecting by themselves, and counts what it sees in [`Stats`].

use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hdrhistogram::Histogram;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use tokio::time::sleep;

use crate::client::{GameSocket, Incoming};
use crate::config::{Config, level_budget_ms};

/// A run's counts.
#[derive(Default)]
pub(crate) struct Shared {
    pub(crate) actions: u64,
    pub(crate) games_finished: u64,
    pub(crate) errors: BTreeMap<String, u64>,
    pub(crate) computer_over_budget: u64,
    pub(crate) reconnects: u64,
    pub(crate) aborted: u64,
    /// Every game played, with the actions the server acknowledged, by ply.
    pub(crate) games: Vec<(String, Acked)>,
}

/// A run's counts and timings, shared by all its games.
pub(crate) struct Stats {
    pub(crate) shared: Mutex<Shared>,
    pub(crate) round_trip: Mutex<Histogram<u64>>,
    pub(crate) seen_by_opponent: Mutex<Histogram<u64>>,
    pub(crate) computer_reply: Mutex<Histogram<u64>>,
    pub(crate) flag_late_server: Mutex<Histogram<u64>>,
    pub(crate) flag_late_seen: Mutex<Histogram<u64>>,
    /// From a dropped connection to a new socket that has said hello (µs).
    pub(crate) back_after: Mutex<Histogram<u64>>,
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
pub(crate) type Acked = Arc<Mutex<BTreeMap<u64, String>>>;

/// When each ply's action was sent, shared by both seats of a game.
type Sent = Arc<Mutex<BTreeMap<u64, Instant>>>;

/// One seat of one game, as a client keeps it across reconnects.
#[derive(Clone)]
struct Seat {
    /// The node (index in `Config::servers`) this seat connects to.
    node: usize,
    game: String,
    secret: String,
    /// The address this seat's connections come from (the system's choice when `None`).
    from: Option<IpAddr>,
    /// The last version seen, for `hello` after a reconnect.
    version: Option<u64>,
    acked: Acked,
    sent: Sent,
}

/// Where a run's games come from.
#[derive(Clone, Copy)]
pub(crate) enum Addresses {
    /// One client: every game from this address (the flooding client).
    One(IpAddr),
    /// People: each seat of each game from a loopback address of its own, as players come from
    /// their own phones, so that no per-address limit of the server sees more than one player.
    PerSeat,
}

/// The most game slots a run with addresses of their own may have: two addresses a slot in
/// 127.3.0.0/16, host parts 1 to 250 of each /24.
pub const MAX_SLOTS: usize = 256 * 250 / 2;

/// The address of seat `seat` (0 or 1) of game slot `index`, in 127.3.0.0/16 (the lobby's
/// seekers are in 127.2.0.0/16, the waiting tables in 127.1.0.0/16).
fn own_address(index: usize, seat: usize) -> IpAddr {
    let n = index * 2 + seat;
    IpAddr::V4(std::net::Ipv4Addr::new(
        127,
        3,
        (n / 250) as u8,
        (n % 250 + 1) as u8,
    ))
}

/// One set of players (the run's, or the flooding client's) and what they measured.
pub(crate) struct Run {
    pub(crate) origins: Vec<String>,
    /// The servers' addresses, by node.
    pub(crate) addrs: Vec<SocketAddr>,
    /// Where this run's connections come from.
    pub(crate) from: Addresses,
    /// HTTP from `from`'s one address (or the system's choice), and for the final check.
    pub(crate) http: reqwest::Client,
    pub(crate) config: Config,
    pub(crate) stats: Stats,
    /// Once set, every game stops at its next message.
    pub(crate) stop_at: Mutex<Option<Instant>>,
}

impl Run {
    fn stopping(&self) -> bool {
        self.stop_at
            .lock()
            .unwrap()
            .is_some_and(|t| Instant::now() >= t)
    }

    /// The address seat `seat` of game slot `index` comes from, and an HTTP client for it.
    fn client(
        &self,
        index: usize,
        seat: usize,
    ) -> Result<(Option<IpAddr>, reqwest::Client), String> {
        match self.from {
            Addresses::One(address) => Ok((Some(address), self.http.clone())),
            Addresses::PerSeat => {
                let address = own_address(index, seat);
                let http = reqwest::Client::builder()
                    .local_address(address)
                    .build()
                    .map_err(|e| format!("http client: {e}"))?;
                Ok((Some(address), http))
            }
        }
    }

    async fn post(
        &self,
        http: &reqwest::Client,
        node: usize,
        path: &str,
        body: Value,
    ) -> Result<Value, String> {
        let response = http
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
        let (host_from, host_http) = self.client(index, 0)?;
        let (guest_from, guest_http) = self.client(index, 1)?;
        let table = self
            .post(
                &host_http,
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
            .post(
                &guest_http,
                guest_node,
                &format!("/api/invites/{token}"),
                json!({}),
            )
            .await?;
        let white = self.seat(host, host_from, &table)?;
        let black = Seat {
            node: guest_node,
            from: guest_from,
            secret: guest["secret"].as_str().unwrap_or_default().to_owned(),
            ..white.clone()
        };
        Ok((white, black))
    }

    /// The creator's seat of a table just made, registered for the final check.
    fn seat(&self, node: usize, from: Option<IpAddr>, table: &Value) -> Result<Seat, String> {
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
            from,
            game,
            secret: table["secret"].as_str().unwrap_or_default().to_owned(),
            version: None,
            acked,
            sent: Arc::new(Mutex::new(BTreeMap::new())),
        })
    }

    async fn computer_game(&self, index: usize) -> Result<Seat, String> {
        let node = index % self.origins.len();
        let (from, http) = self.client(index, 0)?;
        let table = self
            .post(
                &http,
                node,
                "/api/tables",
                json!({"rules": self.config.rules, "opponent": "computer", "level": self.config.level, "white": "creator"}),
            )
            .await?;
        self.seat(node, from, &table)
    }

    /// Opens (or reopens) a seat's socket and says hello, with the last version seen if any.
    async fn connect(&self, seat: &Seat) -> Result<GameSocket, String> {
        let mut socket =
            GameSocket::connect(self.addrs[seat.node], &seat.game, None, seat.from).await?;
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
        let dropped = Instant::now();
        while !self.stopping() {
            sleep(wait).await;
            if let Ok(socket) = self.connect(seat).await {
                self.stats.shared.lock().unwrap().reconnects += 1;
                let back = dropped.elapsed().as_micros() as u64;
                self.stats
                    .back_after
                    .lock()
                    .unwrap()
                    .saturating_record(back);
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
    pub(crate) async fn slot(self: Arc<Self>, index: usize, computer: bool) {
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
