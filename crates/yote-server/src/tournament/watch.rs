//! The arenas' pages kept live on this node: each arena socket watches one arena, and once a
//! second this node replays each arena watched here (once, whatever the number of its
//! watchers) and sends each watcher its view (its own line and game, the page of the standings
//! it reads) when that view has changed since the last one it was sent. The director may run
//! on another node: what it stored is read back here, so a page never depends on which node
//! pairs its arena.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::protocol::outbox::{Outbound, Outbox};

use super::arenas::{ArenaState, Arenas};
use super::messages::ArenaOut;
use super::views::ArenaPage;

/// How often the arenas watched here are read again: a game made by the director (which looks
/// once a second) reaches its players' pages within about two seconds.
pub const TICK: Duration = Duration::from_secs(1);

/// One socket watching an arena.
struct Watcher {
    /// The reader's player id, if the browser has a player.
    player: Option<String>,
    /// The page of the standings it reads.
    page: usize,
    out: Outbox,
    /// A hash of the last view sent (0: none yet).
    last: u64,
}

/// The sockets watching arenas on this node, by arena then by connection.
#[derive(Default)]
pub struct Watchers(Mutex<HashMap<String, HashMap<u64, Watcher>>>);

impl Watchers {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, HashMap<u64, Watcher>>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Socket `conn` watches `arena` as `player`, sent its messages through `out`.
    pub fn add(&self, arena: &str, conn: u64, player: Option<String>, out: Outbox) {
        let watcher = Watcher {
            player,
            page: 1,
            out,
            last: 0,
        };
        self.lock()
            .entry(arena.to_owned())
            .or_default()
            .insert(conn, watcher);
    }

    /// Socket `conn` has closed.
    pub fn remove(&self, arena: &str, conn: u64) {
        let mut all = self.lock();
        if let Some(watchers) = all.get_mut(arena) {
            watchers.remove(&conn);
            if watchers.is_empty() {
                all.remove(arena);
            }
        }
    }

    /// Socket `conn` now reads page `page` of the standings.
    pub fn set_page(&self, arena: &str, conn: u64, page: usize) {
        if let Some(w) = self.lock().get_mut(arena).and_then(|w| w.get_mut(&conn)) {
            w.page = page;
        }
    }

    /// The arenas watched on this node.
    fn watched(&self) -> Vec<String> {
        self.lock().keys().cloned().collect()
    }

    /// The sockets open on arenas on this node.
    pub fn count(&self) -> usize {
        self.lock().values().map(HashMap::len).sum()
    }

    /// Sends each watcher of `arena` its view of `state` if it changed since the last one it
    /// was sent; `conn`'s whatever it was (a page asked for, a socket just opened).
    pub fn send(&self, arena: &str, state: &ArenaState, now: i64, conn: Option<u64>) {
        let mut all = self.lock();
        let Some(watchers) = all.get_mut(arena) else {
            return;
        };
        let standings = state.replayed.arena.standings();
        for (id, w) in watchers.iter_mut() {
            if conn.is_some_and(|c| c != *id) {
                continue;
            }
            let page = ArenaPage::with(state, &standings, w.player.as_deref(), w.page);
            let text = ArenaOut::Arena {
                now: 0,
                page: &page,
            }
            .text();
            let mut hasher = DefaultHasher::new();
            text.hash(&mut hasher);
            let hash = hasher.finish() | 1;
            if hash == w.last && conn.is_none() {
                continue;
            }
            let message = ArenaOut::Arena { now, page: &page }.text();
            // A reader too slow to take it gets the next change instead (the outbox is full).
            if w.out.try_send(Outbound::Text(message)).is_ok() {
                w.last = hash;
            }
        }
    }
}

/// Starts this node's loop that keeps the arenas' pages live, for the sockets in `watchers`;
/// it ends with `arenas`.
pub fn spawn(arenas: &Arc<Arenas>, watchers: &Arc<Watchers>) {
    let arenas = Arc::downgrade(arenas);
    let watchers = Arc::clone(watchers);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let Some(arenas) = arenas.upgrade() else {
                return;
            };
            for id in watchers.watched() {
                match arenas.state(&id).await {
                    Ok(state) => watchers.send(&id, &state, arenas.now(), None),
                    Err(e) => {
                        tracing::warn!(arena = %id, error = %e, "cannot read a watched arena")
                    }
                }
            }
        }
    });
}
