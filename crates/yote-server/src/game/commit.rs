//! A game's task commits: stores events and applies them, loses a race for a version to
//! another writer gracefully, and catches up with what other nodes stored (docs/scaling.md).

use serde_json::Value;

use crate::model::{Code, Event, Live};
use crate::protocol::{AckDetail, ServerMessage};
use crate::store::StoreError;

use super::referee::{Refusal, refuse};
use super::task::{Ack, GameTask};
use super::{figures, notify};

impl GameTask {
    /// Stores `events` and applies them; nothing changes if the store fails.
    pub(super) async fn commit(&mut self, events: Vec<Event>) -> Result<u64, Refusal> {
        let mut next = self.live.clone();
        for e in &events {
            next.apply(e.clone()).map_err(|e| {
                tracing::error!(game = %self.live.table.id, error = %e.0, "an event does not apply");
                refuse(Code::Internal, "the server could not apply this; nothing changed")
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
                return Err(Refusal::not_saved());
            }
        }
        let notices = notify::after_commit(&self.live, &next, first, &events);
        let ended = finished && self.live.ending.is_none();
        self.services.push.send(id, notices, ended);
        let now = self.now();
        self.take(next, now);
        tracing::info!(game = %self.live.table.id, version = self.live.version, "stored");
        Ok(first)
    }

    /// Makes `next` the game; a new turn began at `turn_since` if the turn changed.
    pub(super) fn take(&mut self, next: Live, turn_since: i64) {
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

    /// Another writer stored `version` first: takes the game as stored, sends the viewers what
    /// they missed, and answers as if the action came late (`stale-ply`).
    pub(super) async fn lost_race(&mut self, version: u64, events: &[Event]) -> Refusal {
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
            Code::StalePly,
            format!("another action was stored first; the game is at ply {game_ply}"),
        )
        .with(serde_json::json!({"ply": ply, "played": played, "game_ply": game_ply}))
    }

    /// Tells `viewer` its request `id` is stored, at the game's version.
    pub(super) fn send_ack(&mut self, viewer: u64, id: Option<Value>, detail: AckDetail) {
        let version = self.live.version;
        let text = ServerMessage::Ack {
            id,
            version,
            detail,
        }
        .text();
        self.crowd.send_to(viewer, text);
    }

    /// Commits, answers the sender, tells everyone, and lets the computer think.
    pub(super) async fn commit_and_tell(
        &mut self,
        events: Vec<Event>,
        ack: Option<Ack>,
    ) -> Result<(), Refusal> {
        let first = self.commit(events).await?;
        if let Some((viewer, id, detail)) = ack {
            self.send_ack(viewer, id, detail);
        }
        self.broadcast(first);
        self.maybe_think();
        Ok(())
    }

    /// Another node stored versions this task has not seen: reads them from the store (replay
    /// by version), applies them and tells this node's viewers. The node that stored an action
    /// answers its sender; this one shows it, and asks for the computer's search if it is the
    /// computer's turn (a job asked for once, whoever asks).
    pub(super) async fn catch_up(&mut self, version: Option<u64>) {
        if version.is_some_and(|v| v <= self.live.version) {
            return;
        }
        if version.is_none() {
            // The listening session was lost: presence told meanwhile is lost too.
            self.ask_presence();
        }
        self.take_stored().await;
    }

    /// Reads the events stored after this task's version (by another node, or by the writer
    /// that won a race), applies them, tells this node's viewers, and lets the computer think.
    pub(super) async fn take_stored(&mut self) {
        let id = self.live.table.id.clone();
        let store = &self.services.store;
        let events = match store.events_after(&id, self.live.version).await {
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
        // The turn began when the other node received the action, as its stamp says.
        let now = self.now();
        let stamped = next.turn_at;
        if let Some(at) = stamped {
            let lag = (now - at).max(0) as f64 / 1000.0;
            metrics::histogram!("yote_notify_lag_seconds").record(lag);
        }
        self.take(next, stamped.map_or(now, |at| at.min(now)));
        tracing::debug!(game = %id, from = before + 1, to = self.live.version, "caught up");
        self.broadcast(before + 1);
        // The computer's turn: its search is a job asked for once, so asking here too costs
        // nothing and covers a node that stored the action and died (docs/scaling.md).
        self.maybe_think();
    }
}
