//! The task's side that faces its viewers: a hello and the seat it takes, who is present here
//! and on other nodes, the claim that opens when a player has gone, and the states and events
//! each viewer is sent.

use std::collections::HashMap;
use std::net::IpAddr;

use serde_json::{Value, json};

use crate::model::{Code, Event, Role};
use crate::protocol::{ServerMessage, StateView, ViewExtras};
use crate::store::Change;

use super::command::Command;
use super::crowd::{PRESENCE_EXPIRES_MS, Viewer};
use super::referee::{self, Refusal, refuse};
use super::task::{GameTask, error_text};
use super::{abandon, notify};
use crate::protocol::outbox::{CLOSE_TRY_AGAIN_LATER, Outbound, Outbox};

impl GameTask {
    pub(super) fn hello(
        &mut self,
        viewer: u64,
        address: IpAddr,
        id: Option<Value>,
        secret: Option<String>,
        version: Option<u64>,
        out: Outbox,
    ) {
        let cap = self.services.config.sockets_per_game_per_address;
        if self.crowd.sockets_from(address, viewer) >= cap {
            let reason = format!(
                "too many connections to this game from your address (limit {cap}): try again later"
            );
            let _ = out.try_send(Outbound::Close(CLOSE_TRY_AGAIN_LATER, reason));
            return;
        }
        let before = self.extras();
        let role = match secret.as_deref() {
            None => Role::Watcher,
            Some(s) => referee::role_for(&self.live, s).unwrap_or_else(|| {
                let r = refuse(
                    Code::BadSecret,
                    "this secret holds no seat of the game: you are watching",
                );
                let _ = out.try_send(Outbound::Text(error_text(id.clone(), r)));
                Role::Watcher
            }),
        };
        self.crowd.join(viewer, Viewer { role, address, out });
        self.update_gone();
        if let Some(events) = version.and_then(|v| self.live.events_since(v)) {
            for (version, event) in &events {
                let text = ServerMessage::Event {
                    version: *version,
                    event,
                }
                .text();
                self.crowd.send_to(viewer, text);
            }
        }
        let state = StateView::of(&self.live, role, &self.extras(), 0);
        self.crowd
            .send_to(viewer, ServerMessage::State(Box::new(state)).text());
        self.presence_changed(&before);
    }

    /// Who is connected now, for the abandonment claims.
    pub(super) fn update_gone(&mut self) {
        let now = self.now();
        self.absence.update(self.crowd.counts().online(), now);
    }

    /// After a viewer came or went: a player's coming and going is told at once; the watcher
    /// count at most once a `presence_interval`, so that a crowd joining costs one message per
    /// viewer per interval, not one per viewer per join.
    pub(super) fn presence_changed(&mut self, before: &ViewExtras) {
        self.announce(false);
        self.update_gone();
        let now = self.crowd.counts();
        if before.connected.map(|c| c > 0) != now.online() {
            self.send_presence();
            // A player came or went in a game that can be claimed: the states say since when.
            let config = &self.services.config;
            if abandon::claim_after_ms(&self.live, config).is_some() && self.live.is_playing() {
                self.broadcast(self.live.version + 1);
            }
        } else if before.watchers != now.watchers && !self.crowd.presence_due {
            self.crowd.presence_due = true;
            let (me, wait) = (self.me.clone(), self.services.config.presence_interval);
            tokio::spawn(async move {
                tokio::time::sleep(wait).await;
                let _ = me.send(Command::FlushPresence);
            });
        }
    }

    /// Sends everyone who is online and how many watch, unless that is what they last heard.
    pub(super) fn send_presence(&mut self) {
        if let Some(message) = self.crowd.presence(&self.live.players) {
            self.crowd.send_all(&message.text());
        }
    }

    /// Asks the other nodes who is connected to this game through them.
    pub(super) fn ask_presence(&self) {
        if let Some(node) = self.services.node {
            let game = self.live.table.id.clone();
            self.services.store.tell(Change::Query { node, game });
        }
    }

    /// Before a claim is judged: who is connected through the other nodes, as they stored it,
    /// read now. A notification lost with a listening session (docs/scaling.md) must never
    /// make a connected player look gone; when the store cannot say, nobody is claimed against.
    pub(super) async fn confirm_absence(&mut self) -> Result<(), Refusal> {
        let Some(node) = self.services.node else {
            return Ok(());
        };
        let id = &self.live.table.id;
        let nodes = match self.services.store.presence_elsewhere(id, node).await {
            Ok(nodes) => nodes,
            Err(e) => {
                tracing::warn!(game = %id, error = %e, "cannot read who is connected elsewhere");
                return Err(refuse(
                    Code::CannotClaim,
                    "who is connected cannot be checked just now: try again in a moment",
                )
                .with(json!({"reason": "unsure"})));
            }
        };
        let now = self.now();
        let before = self.extras();
        self.crowd.replace_remote(&nodes, now);
        self.presence_changed(&before);
        self.absence.confirm(&nodes, now, PRESENCE_EXPIRES_MS);
        Ok(())
    }

    /// Tells the other nodes this node's connections, if they changed (or `always`).
    pub(super) fn announce(&mut self, always: bool) {
        let Some(node) = self.services.node else {
            return;
        };
        let now = self.now();
        if let Some(counts) = self.crowd.announcement(always, now) {
            let game = self.live.table.id.clone();
            let change = Change::Presence { node, game, counts };
            self.services.store.tell(change);
        }
    }

    /// The heartbeat, and other nodes' presence forgotten once it expired.
    pub(super) fn tick_presence(&mut self) {
        if self.services.node.is_none() {
            return;
        }
        let now = self.now();
        if self.crowd.heartbeat_due(now) {
            self.announce(true);
        }
        let before = self.extras();
        if self.crowd.expire(now) {
            self.presence_changed(&before);
        }
    }

    /// The claim has become possible: everyone gets a fresh state, once, and the player who
    /// stayed a push notification (once for this absence, whatever the nodes).
    pub(super) fn check_abandoned(&mut self) {
        let (now, config) = (self.now(), &self.services.config);
        if self
            .absence
            .tell_now(&self.live, self.turn_since, now, config)
        {
            self.broadcast(self.live.version + 1);
            if let Some(gone) = self.abandoned() {
                let stayed = !gone.side;
                let notices = notify::claim_open(&self.live, stayed, gone.since);
                self.services.push.send(&self.live.table.id, notices, false);
            }
        }
    }

    /// Sends the new events from `first_version` on, then each viewer's state.
    pub(super) fn broadcast(&mut self, first_version: u64) {
        let new = self
            .live
            .events_since(first_version - 1)
            .unwrap_or_default();
        let events: Vec<String> = new
            .iter()
            .map(|(version, event)| {
                ServerMessage::Event {
                    version: *version,
                    event,
                }
                .text()
            })
            .collect();
        // Viewers have every action before these events: the state carries only the new ones.
        let new_actions = new
            .iter()
            .filter(|(_, e)| matches!(e, Event::Action { .. }))
            .count();
        let actions_from = self.live.game.ply().saturating_sub(new_actions);
        let extras = self.extras();
        // One state per kind of viewer.
        let mut states: HashMap<Option<&'static str>, String> = HashMap::new();
        for (viewer, role) in self.crowd.roles() {
            for e in &events {
                self.crowd.send_to(viewer, e.clone());
            }
            let state = states
                .entry(role.name())
                .or_insert_with(|| {
                    let view = StateView::of(&self.live, role, &extras, actions_from);
                    ServerMessage::State(Box::new(view)).text()
                })
                .clone();
            self.crowd.send_to(viewer, state);
        }
    }
}
