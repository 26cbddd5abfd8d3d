//! A game's write path: the one owner of the game as stored ([`Live`]) and of when its turn
//! began. It stores events at the next version and applies them, loses a race for a version to
//! another writer gracefully (the game as stored is read back), reads what other nodes stored,
//! and parks the game when it leaves memory (docs/scaling.md). It tells nobody: its answers say
//! which versions are new, and the task tells the viewers.

use crate::model::{Code, Event, Live};
use crate::store::StoreError;

use super::command::Services;
use super::referee::{Refusal, refuse};
use super::{figures, notify};

/// A game's write path.
pub(super) struct Writer {
    live: Live,
    /// When the current turn began (server clock, Unix ms): the game was loaded, the seat was
    /// taken or the last action was stored.
    turn_since: i64,
    services: Services,
}

/// Events that were not stored: why, and the first of the versions another writer stored
/// meanwhile, read back now (the viewers have not been told of them).
pub(super) struct Unstored {
    pub refusal: Refusal,
    pub caught_up: Option<u64>,
}

impl Writer {
    pub(super) fn new(live: Live, turn_since: i64, services: Services) -> Writer {
        Writer {
            live,
            turn_since,
            services,
        }
    }

    /// The game as stored.
    pub(super) fn live(&self) -> &Live {
        &self.live
    }

    /// When the current turn began.
    pub(super) fn turn_since(&self) -> i64 {
        self.turn_since
    }

    /// Stores `events` and applies them, and sends the push notices they make; nothing changes
    /// if the store fails. The first new version.
    pub(super) async fn commit(&mut self, events: Vec<Event>) -> Result<u64, Unstored> {
        let refused = |refusal| Unstored {
            refusal,
            caught_up: None,
        };
        let mut next = self.live.clone();
        for e in &events {
            next.apply(e.clone()).map_err(|e| {
                tracing::error!(game = %self.live.table.id, error = %e.0, "an event does not apply");
                refused(refuse(
                    Code::Internal,
                    "the server could not apply this; nothing changed",
                ))
            })?;
        }
        let first = self.live.version + 1;
        let finished = next.ending.is_some();
        let id = &self.live.table.id;
        let started = std::time::Instant::now();
        match self
            .services
            .store
            .append(id, first, &events, finished)
            .await
        {
            Ok(()) => {
                metrics::histogram!("yote_commit_seconds").record(started.elapsed());
                figures::stored(&events);
            }
            Err(StoreError::Conflict(version)) => {
                return Err(self.lost_race(version, &events).await);
            }
            Err(e) => {
                tracing::error!(game = %id, error = %e, "cannot store events");
                return Err(refused(Refusal::not_saved()));
            }
        }
        let notices = notify::after_commit(&self.live, &next, first, &events);
        let ended = finished && self.live.ending.is_none();
        self.services.push.send(id, notices, ended);
        let now = self.services.now();
        self.take(next, now);
        tracing::info!(game = %self.live.table.id, version = self.live.version, "stored");
        Ok(first)
    }

    /// Makes `next` the game; a new turn began at `turn_since` if the turn changed.
    fn take(&mut self, next: Live, turn_since: i64) {
        let turn_changed =
            next.game.ply() != self.live.game.ply() || next.status() != self.live.status();
        self.live = next;
        if turn_changed {
            self.turn_since = turn_since;
        }
        if self.live.ending.is_some() {
            self.services.tables.computer_ended(&self.live.table.id);
        }
    }

    /// Another writer stored `version` first: takes the game as stored, and answers as if the
    /// action came late (`stale-ply`).
    async fn lost_race(&mut self, version: u64, events: &[Event]) -> Unstored {
        tracing::warn!(game = %self.live.table.id, version, "another writer stored this version first; reloading");
        let caught_up = self.take_stored().await;
        let game_ply = self.live.game.ply();
        let ply = events
            .iter()
            .find_map(|e| match e {
                Event::Action { ply, .. } => Some(*ply),
                _ => None,
            })
            .unwrap_or(game_ply);
        let played = self.live.game.actions().get(ply).map(|a| a.to_string());
        let refusal = refuse(
            Code::StalePly,
            format!("another action was stored first; the game is at ply {game_ply}"),
        )
        .arg("ply", ply)
        .arg("played", played)
        .arg("game_ply", game_ply);
        Unstored { refusal, caught_up }
    }

    /// Reads the events stored after this version (by another node, or by the writer that won
    /// a race) and applies them: the first new version, if there is any.
    pub(super) async fn take_stored(&mut self) -> Option<u64> {
        let id = self.live.table.id.clone();
        let store = &self.services.store;
        let events = match store.events_after(&id, self.live.version).await {
            Ok(events) => events,
            Err(e) => {
                tracing::error!(game = %id, error = %e, "cannot read what another node stored");
                return None;
            }
        };
        if events.is_empty() {
            return None;
        }
        let before = self.live.version;
        let mut next = self.live.clone();
        for e in events {
            if let Err(e) = next.apply(e) {
                tracing::error!(game = %id, error = %e.0, "another node's event does not apply");
                return None;
            }
        }
        // The turn began when the other node received the action, as its stamp says.
        let now = self.services.now();
        let stamped = next.turn_at;
        if let Some(at) = stamped {
            let lag = (now - at).max(0) as f64 / 1000.0;
            metrics::histogram!("yote_notify_lag_seconds").record(lag);
        }
        self.take(next, stamped.map_or(now, |at| at.min(now)));
        tracing::debug!(game = %id, from = before + 1, to = self.live.version, "caught up");
        Some(before + 1)
    }

    /// Parks the game until `wake_at` in the store, so that it may leave memory: `Ok` when it
    /// may. It may not when the store fails, nor when a later version is stored: that is read
    /// back, and its first version is the error's.
    pub(super) async fn park(&mut self, wake_at: Option<i64>) -> Result<(), Option<u64>> {
        let (Some(at), id) = (wake_at, &self.live.table.id) else {
            return Ok(());
        };
        let store = &self.services.store;
        match store.park(id, self.live.version, at, self.turn_since).await {
            Ok(true) => Ok(()),
            Ok(false) => Err(self.take_stored().await),
            Err(e) => {
                tracing::warn!(game = %id, error = %e, "cannot park the game; it stays in memory");
                Err(None)
            }
        }
    }
}
