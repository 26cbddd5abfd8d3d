//! The lobby (docs/site.md "The lobby", docs/protocol.md §4): players without accounts, the
//! quick-pairing tiles, pairing waves and ratings.
//!
//! The seeks live in the store, so that every node sees every pool: a node keeps only its own
//! sockets. Every `lobby_wave` a node says it is alive (every few seconds), runs a wave if no
//! node has run one in that time (the store makes sure of it), applies the results of finished
//! lobby games, and sends its sockets the counts when they change; four times a second it tells
//! its own seekers what the store says they must be told (a game, or a wave waited through).

pub mod messages;
pub mod names;
pub mod pairing;
pub mod result;
pub mod tiles;
mod wave;

pub use wave::new_game;
use wave::plan_wave;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use yote_rules::Rules;

use crate::config::Config;
use crate::limits::SharedLimit;
use crate::model::rating::{Glicko, START};
use crate::model::{Live, TimeControl};
use crate::protocol::outbox::{Outbound, Outbox};
use crate::store::lobby::{CUSTOM, Delivery, SeekRow};
use crate::store::{Store, StoreError};
use messages::{CountsView, HeldView, LobbyOut};

/// The seeks of a node not heard from for this long are gone (the node stopped): three of its
/// signs of life missed.
const SEEK_STALE: Duration = Duration::from_secs(20);
/// How often a node says it is alive.
const ALIVE_EVERY: Duration = Duration::from_secs(5);
/// How often a node with seekers looks for their news (a game, a wave waited through).
const DELIVER_EVERY: Duration = Duration::from_millis(250);
/// Finished lobby games whose results one pass applies, at most.
const RESULTS_A_PASS: i64 = 50;

/// How far back the games a player left count (docs/reliability.md "Leaving lobby games").
const QUITS_COUNT_FOR_MS: i64 = 86_400_000;

/// A player's wait before pairing after leaving lobby games: how many they left in the last
/// day, and until when (Unix ms) they wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Held {
    pub games: i64,
    pub until: i64,
}

impl Held {
    /// The wait as the lobby's messages and errors give it.
    pub fn view(&self, now: i64) -> HeldView {
        HeldView {
            games: self.games,
            seconds: ((self.until - now).max(0) as u64).div_ceil(1000),
        }
    }
}

/// One lobby socket of this node.
struct Conn {
    player: Option<String>,
    out: Outbox,
    /// The tile this socket's player seeks, if any.
    seeking: Option<String>,
    /// The players kept from this socket's player (docs/moderation.md "Block"): their custom
    /// seeks are not shown to it.
    kept: Vec<String>,
}

impl Conn {
    /// The counts as this socket's player sees them: without the seeks of players kept from
    /// them.
    fn counts(&self, counts: &CountsView) -> Option<CountsView> {
        if !counts.open.iter().any(|s| self.kept.contains(&s.seek)) {
            return None;
        }
        let mut mine = counts.clone();
        mine.open.retain(|s| !self.kept.contains(&s.seek));
        Some(mine)
    }
}

/// The lobby's part of the server: shared by the lobby socket's connections and its loop.
pub struct Lobby {
    config: Arc<Config>,
    store: Arc<dyn Store>,
    /// This node's id in `seeks.node` (0 for a store of one server).
    node: i64,
    conns: Mutex<HashMap<u64, Conn>>,
    /// The counts as last read (none before the first read).
    counts: Mutex<Option<CountsView>>,
    /// New players per address (`players_per_hour`), on every node.
    pub new_players: SharedLimit,
    /// Renames per address (`renames_per_hour`), on every node.
    pub renames: SharedLimit,
    /// Transfer codes made and tried per address (`transfers_per_hour`), on every node.
    pub transfers: SharedLimit,
}

impl Lobby {
    pub fn new(config: Arc<Config>, store: Arc<dyn Store>, node: Option<u64>) -> Arc<Lobby> {
        let hour = Duration::from_secs(3600);
        Arc::new(Lobby {
            new_players: SharedLimit::new("players", config.players_per_hour, hour),
            renames: SharedLimit::new("renames", config.renames_per_hour, hour),
            transfers: SharedLimit::new("transfers", config.transfers_per_hour, hour),
            config,
            store,
            node: node.map_or(0, |n| n as i64),
            conns: Mutex::new(HashMap::new()),
            counts: Mutex::new(None),
        })
    }

    fn now(&self) -> i64 {
        self.config.clock.now_ms()
    }

    /// The lobby's three loops, each on its own so that none holds up another; they end when
    /// the last handle on the lobby goes. One says the node is alive and runs the waves; one
    /// applies results and sends the counts; one tells this node's seekers what the store says
    /// they must be told, four times a second.
    pub fn spawn(lobby: &Arc<Lobby>) {
        let weak = Arc::downgrade(lobby);
        let every = lobby.config.lobby_wave;
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut last_alive: Option<(tokio::time::Instant, i64)> = None;
            loop {
                tick.tick().await;
                let Some(lobby) = weak.upgrade() else { return };
                // Every few seconds, and as soon as the visitors here are more or fewer.
                let visitors = lobby.visitors();
                if last_alive.is_none_or(|(t, v)| t.elapsed() >= ALIVE_EVERY || v != visitors) {
                    last_alive = Some((tokio::time::Instant::now(), visitors));
                    let now = lobby.now();
                    if let Err(e) = lobby.store.node_alive(lobby.node, now, visitors).await {
                        tracing::warn!(error = %e, "cannot tell the lobby this node is alive");
                    }
                }
                if let Err(e) = lobby.wave().await {
                    tracing::warn!(error = %e, "the lobby's wave failed; the next one retries");
                }
            }
        });
        let weak = Arc::downgrade(lobby);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let Some(lobby) = weak.upgrade() else { return };
                if let Err(e) = lobby.apply_results().await {
                    tracing::warn!(error = %e, "cannot apply lobby games' results yet");
                }
                lobby.refresh_counts().await;
            }
        });
        let weak = Arc::downgrade(lobby);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(DELIVER_EVERY);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let Some(lobby) = weak.upgrade() else { return };
                if lobby.local_seekers().is_empty() {
                    continue;
                }
                let told = match lobby.store.deliveries(lobby.node).await {
                    Ok(list) => lobby.deliver(list),
                    Err(e) => {
                        tracing::warn!(error = %e, "cannot read the lobby's pairings");
                        continue;
                    }
                };
                if !told.is_empty()
                    && let Err(e) = lobby.store.delivered(&told).await
                {
                    tracing::warn!(error = %e, "cannot mark the lobby's pairings told");
                }
            }
        });
    }

    /// The people on the lobby's page on this node: each player once, however many of their
    /// tabs are open, and each socket without a player (a browser that has never played).
    fn visitors(&self) -> i64 {
        let conns = self.conns.lock().expect("lobby lock");
        let mut players: Vec<&str> = conns.values().filter_map(|c| c.player.as_deref()).collect();
        let anonymous = conns.len() - players.len();
        players.sort_unstable();
        players.dedup();
        (players.len() + anonymous) as i64
    }

    fn local_seekers(&self) -> Vec<String> {
        let conns = self.conns.lock().expect("lobby lock");
        let mut players: Vec<String> = conns
            .values()
            .filter(|c| c.seeking.is_some())
            .filter_map(|c| c.player.clone())
            .collect();
        players.sort_unstable();
        players.dedup();
        players
    }

    /// One wave, if it is time (on whichever node).
    async fn wave(&self) -> Result<(), StoreError> {
        let now = self.now();
        let every = self.config.lobby_wave.as_millis() as i64;
        let stale = now - SEEK_STALE.as_millis() as i64;
        let planner = move |seeks: Vec<SeekRow>| plan_wave(&seeks, now);
        let started = std::time::Instant::now();
        if let Some(games) = self.store.wave(now, every, stale, &planner).await?
            && games > 0
        {
            let ms = started.elapsed().as_millis() as u64;
            metrics::counter!("yote_lobby_games_total").increment(games as u64);
            metrics::histogram!("yote_lobby_wave_seconds").record(started.elapsed());
            tracing::info!(games, ms, "a lobby wave paired seekers");
        }
        Ok(())
    }

    /// Applies the results of the lobby games that are over, with the side that left each.
    async fn apply_results(&self) -> Result<(), StoreError> {
        for game in self.store.lobby_games_to_rate(RESULTS_A_PASS).await? {
            let Some((table, events)) = self.store.load_game(&game).await? else {
                continue;
            };
            let (score, left) = match Live::replay(table, &events) {
                Ok(live) => {
                    let counted = result::counted(&live);
                    (
                        counted.and_then(|c| c.white_score),
                        counted.and_then(|c| c.left).map(|c| c.name()),
                    )
                }
                Err(e) => {
                    tracing::error!(%game, error = %e.0, "a lobby game does not replay: unrated");
                    (None, None)
                }
            };
            self.store
                .apply_result(&game, score, left, self.now())
                .await?;
        }
        Ok(())
    }

    /// Refuses a banned player or address (docs/moderation.md "Ban"): read from the store at
    /// each seek, so that a ban given on any node holds at the next one.
    pub async fn not_banned(&self, player: &str, address: &str) -> Result<(), crate::error::Error> {
        if self.store.banned(player, address, self.now()).await? {
            return Err(crate::error::Error::Banned);
        }
        Ok(())
    }

    /// Whether `player` waits before pairing for the lobby games they left lately, and until
    /// when (`pairing::hold_after`).
    pub async fn held(&self, player: &str) -> Result<Option<Held>, StoreError> {
        let now = self.now();
        let quits = self.store.quits(player, now - QUITS_COUNT_FOR_MS).await?;
        let until = quits.last_at.unwrap_or(0) + pairing::hold_after(quits.count);
        Ok((until > now).then_some(Held {
            games: quits.count,
            until,
        }))
    }

    /// Reads the counts and sends them to this node's sockets if they changed.
    async fn refresh_counts(&self) {
        let counts = match self.store.lobby_counts(self.now()).await {
            Ok(counts) => CountsView::of(&counts),
            Err(e) => {
                tracing::warn!(error = %e, "cannot count the lobby");
                return;
            }
        };
        let changed = {
            let mut last = self.counts.lock().expect("lobby lock");
            let changed = last.as_ref() != Some(&counts);
            *last = Some(counts.clone());
            changed
        };
        if changed {
            let text = LobbyOut::Counts {
                counts: counts.clone(),
            }
            .text();
            for conn in self.conns.lock().expect("lobby lock").values() {
                let text = match conn.counts(&counts) {
                    Some(counts) => LobbyOut::Counts { counts }.text(),
                    None => text.clone(),
                };
                let _ = conn.out.try_send(Outbound::Text(text));
            }
        }
    }

    /// One of `players` blocked or unblocked the other: their sockets here read again whom they
    /// are kept from, and get the counts as they see them now.
    pub async fn blocks_changed(&self, players: &[&str]) {
        for &player in players {
            let here = self
                .conns
                .lock()
                .expect("lobby lock")
                .values()
                .any(|c| c.player.as_deref() == Some(player));
            if !here {
                continue;
            }
            let kept = match self.store.kept_apart(player).await {
                Ok(kept) => kept,
                Err(e) => {
                    tracing::warn!(error = %e, "cannot read whom a player is kept from");
                    continue;
                }
            };
            let counts = self.counts();
            for conn in self.conns.lock().expect("lobby lock").values_mut() {
                if conn.player.as_deref() != Some(player) {
                    continue;
                }
                conn.kept = kept.clone();
                if let Some(all) = &counts {
                    let counts = conn.counts(all).unwrap_or_else(|| all.clone());
                    let text = LobbyOut::Counts { counts }.text();
                    let _ = conn.out.try_send(Outbound::Text(text));
                }
            }
        }
    }

    /// Tells this node's seekers what the store says they must be told; answers the players
    /// told of their games (a player whose sockets here are gone is told on their return).
    fn deliver(&self, list: Vec<Delivery>) -> Vec<String> {
        let mut told = Vec::new();
        let mut conns = self.conns.lock().expect("lobby lock");
        for delivery in list {
            let (player, text) = match &delivery {
                Delivery::Paired { player, game } => {
                    let game = game.clone();
                    (player, LobbyOut::Paired { game }.text())
                }
                Delivery::Waited { player, rating } => {
                    let level = pairing::level_for(*rating).name();
                    (player, LobbyOut::Offer { level }.text())
                }
            };
            let paired = matches!(delivery, Delivery::Paired { .. });
            let mut reached = false;
            for conn in conns.values_mut() {
                if conn.player.as_deref() == Some(player.as_str()) {
                    if paired {
                        conn.seeking = None;
                    }
                    reached |= conn.out.try_send(Outbound::Text(text.clone())).is_ok();
                }
            }
            if paired && reached {
                told.push(player.clone());
            }
        }
        told
    }

    /// The counts as last read.
    pub fn counts(&self) -> Option<CountsView> {
        self.counts.lock().expect("lobby lock").clone()
    }

    /// The counts as last read, as the socket `conn` sees them (for a new socket).
    pub fn counts_for(&self, conn: u64) -> Option<CountsView> {
        let all = self.counts()?;
        let conns = self.conns.lock().expect("lobby lock");
        Some(match conns.get(&conn).and_then(|c| c.counts(&all)) {
            Some(mine) => mine,
            None => all,
        })
    }

    /// A lobby socket of this node opens, for `player` if the browser has one, who is kept
    /// from the players `kept` (docs/moderation.md "Block").
    pub fn join(&self, conn: u64, player: Option<String>, kept: Vec<String>, out: Outbox) {
        let entry = Conn {
            player,
            out,
            seeking: None,
            kept,
        };
        self.conns.lock().expect("lobby lock").insert(conn, entry);
    }

    /// A lobby socket closes: its seek goes with it unless another socket of the player's on
    /// this node seeks the same tile.
    pub async fn leave(&self, conn: u64) {
        let gone = self.conns.lock().expect("lobby lock").remove(&conn);
        if let Some(Conn {
            player: Some(player),
            seeking: Some(_),
            ..
        }) = gone
            && !self.local_seekers().contains(&player)
            && let Err(e) = self.store.unseek(&player).await
        {
            tracing::warn!(error = %e, "cannot take a closed socket's seek out of the pool");
        }
    }

    /// The seek of `player` at `tile` from `address`, with their `rating`; it is not paired
    /// before the wait of a player who often leaves games ends.
    async fn new_seek(
        &self,
        player: &str,
        tile: &str,
        rating: Glicko,
        address: &str,
    ) -> Result<(SeekRow, Option<Held>), crate::error::Error> {
        self.not_banned(player, address).await?;
        let held = self.held(player).await?;
        let seek = SeekRow {
            player: player.to_owned(),
            tile: tile.to_owned(),
            rating: rating.rating,
            deviation: rating.deviation,
            since: self.now(),
            address: address.to_owned(),
            same_address_rated: 0,
            not_before: held.map_or(0, |h| h.until),
            blocks: Vec::new(),
        };
        Ok((seek, held))
    }

    /// The socket `conn`'s player seeks `tile` from `address`, with their `rating`; the wait
    /// before they may be paired, if they often leave games.
    pub async fn seek(
        &self,
        conn: u64,
        player: &str,
        tile: &tiles::Tile,
        rating: Glicko,
        address: &str,
    ) -> Result<Option<Held>, crate::error::Error> {
        let (seek, held) = self.new_seek(player, tile.key, rating, address).await?;
        let cap = self.config.seeks_per_address;
        if !self.store.seek(&seek, self.node, cap as i64).await? {
            return Err(crate::error::Error::TooManySeeks(cap));
        }
        self.mark_seeking(conn, player, Some(tile.key));
        Ok(held)
    }

    /// The socket `conn`'s player makes a custom seek: `rules` at `clock`, with their rating
    /// for those rules; it waits in the open seeks until another player takes it.
    pub async fn seek_custom(
        &self,
        conn: u64,
        player: &str,
        rules: Rules,
        clock: TimeControl,
        rating: Glicko,
        address: &str,
    ) -> Result<Option<Held>, crate::error::Error> {
        let (seek, held) = self.new_seek(player, CUSTOM, rating, address).await?;
        let clock_json = serde_json::to_string(&clock).expect("a clock serialises");
        let cap = self.config.seeks_per_address;
        let rules = rules.to_rules_string();
        if !self
            .store
            .seek_custom(&seek, &rules, &clock_json, self.node, cap as i64)
            .await?
        {
            return Err(crate::error::Error::TooManySeeks(cap));
        }
        self.mark_seeking(conn, player, Some(CUSTOM));
        Ok(held)
    }

    /// The player `taker` (from `taker_address`; their rating for the seek's rules from
    /// `rating_for`) takes the open seek of `seeker`: the game, with colours drawn at random; `SeekGone` when another
    /// player took it first or its player left.
    pub async fn take(
        &self,
        taker: &str,
        taker_address: &str,
        seeker: &str,
        rating_for: impl AsyncFnOnce(&str) -> Result<Glicko, crate::error::Error>,
    ) -> Result<String, crate::error::Error> {
        use crate::error::Error;
        if taker == seeker {
            return Err(Error::bad(
                "own-seek",
                "this is your own seek: wait for another player",
            ));
        }
        if self.store.blocked_between(taker, seeker).await? {
            return Err(Error::Blocked);
        }
        self.not_banned(taker, taker_address).await?;
        if let Some(held) = self.held(taker).await? {
            let HeldView { games, seconds } = held.view(self.now());
            return Err(Error::Held { games, seconds });
        }
        let open = self.store.open_seek(seeker).await?.ok_or(Error::SeekGone)?;
        let rules: Rules = open.rules.parse().map_err(|_| Error::SeekGone)?;
        let clock: TimeControl = serde_json::from_str(&open.clock).map_err(|_| Error::SeekGone)?;
        let mine = rating_for(&open.rules).await?;
        let theirs = Glicko {
            rating: open.rating,
            deviation: open.deviation,
            volatility: START.volatility,
        };
        let (a, b) = ((seeker.to_owned(), theirs), (taker.to_owned(), mine));
        let players = if rand::random::<bool>() {
            [a, b]
        } else {
            [b, a]
        };
        let mut game = new_game(players, CUSTOM, rules, clock, self.now());
        if open.address == taker_address {
            // The store makes it unrated past the address's rated games of the day.
            game.same_address = Some(open.address.clone());
        }
        if !self
            .store
            .take_seek(seeker, taker, &game, self.now())
            .await?
        {
            return Err(Error::SeekGone);
        }
        self.mark_seeking(0, taker, None);
        Ok(game.table.id)
    }

    /// Marks what the sockets of `player` here (and the socket `conn`) seek.
    fn mark_seeking(&self, conn: u64, player: &str, tile: Option<&str>) {
        let mut conns = self.conns.lock().expect("lobby lock");
        for (id, c) in conns.iter_mut() {
            if *id == conn || c.player.as_deref() == Some(player) {
                c.seeking = tile.map(str::to_owned);
            }
        }
    }

    /// The socket `conn`'s player stops seeking (on every socket of theirs here).
    pub async fn cancel(&self, player: &str) -> Result<(), crate::error::Error> {
        for c in self.conns.lock().expect("lobby lock").values_mut() {
            if c.player.as_deref() == Some(player) {
                c.seeking = None;
            }
        }
        self.store.unseek(player).await?;
        Ok(())
    }

    /// The game a player's seek became while they were away (their socket closed or their
    /// node stopped), if any: told once.
    pub async fn pairing_while_away(&self, player: &str) -> Result<Option<String>, StoreError> {
        self.store.take_pairing(player).await
    }
}
