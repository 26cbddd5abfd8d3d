//! What a game's viewers are told, and when: the state each kind of viewer sees, the events
//! they missed, acknowledgements, presence (at once for a player, at most once an interval for
//! the watchers), the computer thinking, and the claim that opens when a player has gone. A
//! [`Messenger`] borrows, for one command, the game as stored and the crowd it tells; it
//! decides nothing about the game.

use std::net::IpAddr;

use serde_json::Value;

use crate::model::Live;
use crate::protocol::outbox::Outbox;
use crate::protocol::{AckDetail, ServerMessage, StateView, ViewExtras};

use super::abandon::{self, Abandoned};
use super::clock;
use super::command::{Command, Mailbox, Services};
use super::crowd::Crowd;
use super::notify;

/// The game's viewers as one command's answer tells them.
pub(super) struct Messenger<'a> {
    /// The game as stored.
    pub live: &'a Live,
    /// When its turn began.
    pub turn_since: i64,
    pub crowd: &'a mut Crowd,
    /// Whether the computer is thinking.
    pub thinking: bool,
    pub services: &'a Services,
    /// The game's task, for the presence timer.
    pub me: &'a Mailbox,
}

impl Messenger<'_> {
    pub(super) fn abandoned(&self) -> Option<Abandoned> {
        let (live, turn_since) = (self.live, self.turn_since);
        self.crowd
            .abandoned(live, turn_since, &self.services.config)
    }

    /// What a state shows beyond the stored game, read now.
    pub(super) fn extras(&self) -> ViewExtras {
        let counts = self.crowd.counts();
        let now = self.services.now();
        ViewExtras {
            connected: counts.connected,
            watchers: counts.watchers,
            thinking: self.thinking,
            clock: clock::view(self.live, self.turn_since, now, &self.services.config),
            abandoned: self.abandoned().map(|a| a.view(now)),
        }
    }

    pub(super) fn send_thinking(&mut self) {
        let side = self.live.to_move().into();
        let thinking = self.thinking;
        self.crowd
            .send_all(&ServerMessage::Thinking { side, thinking }.text());
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

    /// Sends the new events from `first_version` on, then each viewer's state.
    pub(super) fn broadcast(&mut self, first_version: u64) {
        let extras = self.extras();
        self.crowd.broadcast(self.live, first_version, &extras);
    }

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
        let before = self.extras();
        let live = self.live;
        let joined = self.crowd.hello(
            live,
            viewer,
            address,
            id,
            secret.as_deref(),
            version,
            out,
            cap,
        );
        let Some(role) = joined else {
            return;
        };
        self.crowd.update_gone(self.services.now());
        let state = StateView::of(self.live, role, &self.extras(), 0);
        self.crowd
            .send_to(viewer, ServerMessage::State(Box::new(state)).text());
        self.presence_changed(&before);
    }

    /// After a viewer came or went: a player's coming and going is told at once; the watcher
    /// count at most once a `presence_interval`, so that a crowd joining costs one message per
    /// viewer per interval, not one per viewer per join.
    pub(super) fn presence_changed(&mut self, before: &ViewExtras) {
        self.crowd.announce(self.services, false);
        self.crowd.update_gone(self.services.now());
        let now = self.crowd.counts();
        if before.connected.map(|c| c > 0) != now.online() {
            self.send_presence();
            // A player came or went in a game that can be claimed: the states say since when.
            let (live, config) = (self.live, &self.services.config);
            if abandon::claim_after_ms(live, config).is_some() && live.is_playing() {
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

    /// The heartbeat to the other nodes, and their presence forgotten once it expired.
    pub(super) fn tick_presence(&mut self) {
        let before = self.extras();
        if self.crowd.tick(self.services) {
            self.presence_changed(&before);
        }
    }

    /// The claim has become possible: everyone gets a fresh state, once, and the player who
    /// stayed a push notification (once for this absence, whatever the nodes).
    pub(super) fn check_abandoned(&mut self) {
        let (live, turn_since) = (self.live, self.turn_since);
        let (now, config) = (self.services.now(), &self.services.config);
        if self.crowd.claim_opens(live, turn_since, now, config) {
            self.broadcast(self.live.version + 1);
            if let Some(gone) = self.abandoned() {
                let live = self.live;
                let notices = notify::claim_open(live, !gone.side, gone.since);
                self.services.push.send(&live.table.id, notices, false);
            }
        }
    }
}
