//! Who is at a game's table: this node's viewers (players and watchers) with their outboxes,
//! what the other nodes sharing the store told of theirs (docs/scaling.md "Presence"), and who
//! is gone since when (the abandonment claim's count). The crowd joins and drops viewers, sends
//! them the game's messages, and tells the other nodes of this node's viewers.

use std::collections::HashMap;
use std::net::IpAddr;

use serde_json::Value;
use yote_rules::Color;

use crate::config::Config;
use crate::model::{Code, Event, Live, Player, Role};
use crate::protocol::outbox::{CLOSE_TRY_AGAIN_LATER, Outbound, Outbox};
use crate::protocol::{ServerMessage, StateView, ViewExtras};
use crate::store::Change;
use crate::store::base::NodePresence;

use super::abandon::{Abandoned, Absence};
use super::command::Services;
use super::referee::{self, Refusal, refuse};

/// How often a node tells the others who is connected to a game through it, while anyone is:
/// a presence lost in transit heals within this.
pub const PRESENCE_HEARTBEAT_MS: i64 = 60_000;
/// A node's presence not heard again for this long is forgotten (a node that died): two and a
/// half heartbeats, so that one lost heartbeat never makes a connected player look gone.
pub const PRESENCE_EXPIRES_MS: i64 = 150_000;

/// One connection to the game.
pub struct Viewer {
    pub role: Role,
    pub address: IpAddr,
    pub out: Outbox,
}

/// What the last `presence` message said: each side online, and the watchers.
type Presence = (bool, bool, usize);

/// Connections per seat and watchers, here and on every node.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Open connections per seat (a local table's connections count for both).
    pub connected: [usize; 2],
    pub watchers: usize,
}

impl Counts {
    pub fn online(&self) -> [bool; 2] {
        [self.connected[0] > 0, self.connected[1] > 0]
    }
}

/// The game's viewers on this node and the other nodes' counts.
pub struct Crowd {
    game: String,
    viewers: HashMap<u64, Viewer>,
    /// Other nodes' connections to this game (white seat, black seat, watchers) and when each
    /// node last told them (server ms).
    remote: HashMap<u64, ([u32; 3], i64)>,
    /// This node's connections as last told to the other nodes, and when.
    announced: Option<[u32; 3]>,
    announced_at: i64,
    /// The presence last sent to everyone.
    presence_sent: Option<Presence>,
    /// A watcher count is waiting to be sent (at most one an interval).
    pub presence_due: bool,
    /// Since when each side has had no connection.
    absence: Absence,
}

impl Crowd {
    pub fn new(game: String, now: i64) -> Crowd {
        Crowd {
            game,
            viewers: HashMap::new(),
            remote: HashMap::new(),
            announced: None,
            announced_at: now,
            presence_sent: None,
            presence_due: false,
            // A game loaded from the store has nobody connected yet.
            absence: Absence::loaded(now),
        }
    }

    /// A viewer says hello: it joins with the role its secret gives (a secret that holds no
    /// seat is told so, and watches), unless `cap` connections from its address are here
    /// already; it is sent the events after `version` it missed. Its role, if it joined.
    #[allow(clippy::too_many_arguments)]
    pub fn hello(
        &mut self,
        live: &Live,
        viewer: u64,
        address: IpAddr,
        id: Option<Value>,
        secret: Option<&str>,
        version: Option<u64>,
        out: Outbox,
        cap: usize,
    ) -> Option<Role> {
        if self.sockets_from(address, viewer) >= cap {
            let reason = format!(
                "too many connections to this game from your address (limit {cap}): try again later"
            );
            let _ = out.try_send(Outbound::Close(CLOSE_TRY_AGAIN_LATER, reason));
            return None;
        }
        let role = match secret {
            None => Role::Watcher,
            Some(s) => referee::role_for(live, s).unwrap_or_else(|| {
                let r = refuse(
                    Code::BadSecret,
                    "this secret holds no seat of the game: you are watching",
                );
                let _ = out.try_send(Outbound::Text(refusal_text(id, r)));
                Role::Watcher
            }),
        };
        self.join(viewer, Viewer { role, address, out });
        if let Some(events) = version.and_then(|v| live.events_since(v)) {
            for (version, event) in &events {
                let text = ServerMessage::Event {
                    version: *version,
                    event,
                }
                .text();
                self.send_to(viewer, text);
            }
        }
        Some(role)
    }

    /// Sends the new events from `first_version` on, then each viewer's state.
    pub fn broadcast(&mut self, live: &Live, first_version: u64, extras: &ViewExtras) {
        let new = live.events_since(first_version - 1).unwrap_or_default();
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
        let actions_from = live.game.ply().saturating_sub(new_actions);
        // One state per kind of viewer.
        let mut states: HashMap<Option<&'static str>, String> = HashMap::new();
        for (viewer, role) in self.roles() {
            for e in &events {
                self.send_to(viewer, e.clone());
            }
            let state = states
                .entry(role.name())
                .or_insert_with(|| {
                    let view = StateView::of(live, role, extras, actions_from);
                    ServerMessage::State(Box::new(view)).text()
                })
                .clone();
            self.send_to(viewer, state);
        }
    }

    /// Sends the players (not the watchers) a message.
    pub fn send_to_players(&mut self, text: &str) {
        for (viewer, role) in self.roles() {
            if matches!(role, Role::Seat(_)) {
                self.send_to(viewer, text.to_owned());
            }
        }
    }

    /// Sends the player at `side` (not the other, not the watchers) a message.
    pub fn send_to_seat(&mut self, side: Color, text: &str) {
        for (viewer, role) in self.roles() {
            if matches!(role, Role::Seat(s) if s == side) {
                self.send_to(viewer, text.to_owned());
            }
        }
    }

    // ---- Who is gone ----

    /// The side that has left while the other is here, if any.
    pub fn abandoned(&self, live: &Live, turn_since: i64, config: &Config) -> Option<Abandoned> {
        self.absence.abandoned(live, turn_since, config)
    }

    /// When who is gone needs the task (a claim opening).
    pub fn absence_wakes_at(&self, live: &Live, turn_since: i64, config: &Config) -> Option<i64> {
        self.absence.wake_at(live, turn_since, config)
    }

    /// Whether the claim has just become possible (told once).
    pub fn claim_opens(&mut self, live: &Live, turn_since: i64, now: i64, config: &Config) -> bool {
        self.absence.tell_now(live, turn_since, now, config)
    }

    /// Who is connected now, for the abandonment claims.
    pub fn update_gone(&mut self, now: i64) {
        self.absence.update(self.counts().online(), now);
    }

    // ---- The other nodes ----

    /// Asks the other nodes who is connected to this game through them.
    pub fn ask_others(&self, services: &Services) {
        if let Some(node) = services.node {
            let game = self.game.clone();
            services.store.tell(Change::Query { node, game });
        }
    }

    /// Tells the other nodes this node's connections, if they changed (or `always`).
    pub fn announce(&mut self, services: &Services, always: bool) {
        let Some(node) = services.node else {
            return;
        };
        if let Some(counts) = self.announcement(always, services.now()) {
            let game = self.game.clone();
            services.store.tell(Change::Presence { node, game, counts });
        }
    }

    /// The heartbeat, and other nodes' presence forgotten once it expired: whether the counts
    /// changed.
    pub fn tick(&mut self, services: &Services) -> bool {
        if services.node.is_none() {
            return false;
        }
        let now = services.now();
        if self.heartbeat_due(now) {
            self.announce(services, true);
        }
        self.expire(now)
    }

    /// Before a claim is judged: who is connected through the other nodes, as they stored it,
    /// read now. A notification lost with a listening session (docs/scaling.md) must never
    /// make a connected player look gone; when the store cannot say, nobody is claimed against.
    pub async fn confirm_absence(&mut self, services: &Services) -> Result<(), Refusal> {
        let Some(node) = services.node else {
            return Ok(());
        };
        let nodes = match services.store.presence_elsewhere(&self.game, node).await {
            Ok(nodes) => nodes,
            Err(e) => {
                tracing::warn!(game = %self.game, error = %e, "cannot read who is connected elsewhere");
                return Err(refuse(
                    Code::CannotClaim,
                    "who is connected cannot be checked just now: try again in a moment",
                )
                .arg("reason", "unsure"));
            }
        };
        let now = services.now();
        self.replace_remote(&nodes, now);
        self.update_gone(now);
        self.absence.confirm(&nodes, now, PRESENCE_EXPIRES_MS);
        Ok(())
    }

    pub fn join(&mut self, id: u64, viewer: Viewer) {
        self.viewers.insert(id, viewer);
    }

    pub fn leave(&mut self, id: u64) {
        self.viewers.remove(&id);
    }

    pub fn is_empty(&self) -> bool {
        self.viewers.is_empty()
    }

    pub fn role(&self, id: u64) -> Option<Role> {
        self.viewers.get(&id).map(|v| v.role)
    }

    pub fn address(&self, id: u64) -> Option<IpAddr> {
        self.viewers.get(&id).map(|v| v.address)
    }

    /// The address of a player connected here, if any.
    pub fn player_address(&self) -> Option<IpAddr> {
        self.viewers
            .values()
            .find(|v| v.role != Role::Watcher)
            .map(|v| v.address)
    }

    /// Connections from `address` other than `id`.
    pub fn sockets_from(&self, address: IpAddr, id: u64) -> usize {
        let same = |(v, w): &(&u64, &Viewer)| **v != id && w.address == address;
        self.viewers.iter().filter(same).count()
    }

    /// Each viewer and its role.
    pub fn roles(&self) -> Vec<(u64, Role)> {
        self.viewers.iter().map(|(k, v)| (*k, v.role)).collect()
    }

    /// This node's own connections: white's seat, black's seat, watchers.
    pub fn local(&self) -> [u32; 3] {
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

    /// This node's connections and those other nodes told of.
    pub fn counts(&self) -> Counts {
        let mut total = Counts::default();
        let remote = self.remote.values().map(|(counts, _)| counts);
        for counts in std::iter::once(&self.local()).chain(remote) {
            total.connected[0] += counts[0] as usize;
            total.connected[1] += counts[1] as usize;
            total.watchers += counts[2] as usize;
        }
        total
    }

    /// What to tell the other nodes of this node's connections: the counts if they changed
    /// since last told (or `always`).
    pub fn announcement(&mut self, always: bool, now: i64) -> Option<[u32; 3]> {
        let counts = self.local();
        if !always && self.announced.unwrap_or([0; 3]) == counts {
            return None;
        }
        self.announced = Some(counts);
        self.announced_at = now;
        Some(counts)
    }

    /// When presence needs the task: the next heartbeat while anyone is connected here, or the
    /// moment another node's presence expires.
    pub fn wake_at(&self) -> Option<i64> {
        let heartbeat =
            (self.local() != [0; 3]).then_some(self.announced_at + PRESENCE_HEARTBEAT_MS);
        let expiry = self
            .remote
            .values()
            .map(|(_, seen)| seen + PRESENCE_EXPIRES_MS)
            .min();
        heartbeat.into_iter().chain(expiry).min()
    }

    /// Whether the heartbeat is due.
    pub fn heartbeat_due(&self, now: i64) -> bool {
        self.local() != [0; 3] && now >= self.announced_at + PRESENCE_HEARTBEAT_MS
    }

    /// Forgets other nodes' presence not heard again in time; whether any was.
    pub fn expire(&mut self, now: i64) -> bool {
        let count = self.remote.len();
        self.remote
            .retain(|_, (_, seen)| now < *seen + PRESENCE_EXPIRES_MS);
        self.remote.len() != count
    }

    /// Another node's connections to this game.
    pub fn remote(&mut self, node: u64, counts: [u32; 3], now: i64) {
        if counts == [0; 3] {
            self.remote.remove(&node);
        } else {
            self.remote.insert(node, (counts, now));
        }
    }

    /// What the other nodes stored of their connections (read at a claim) replaces what this
    /// node heard of them; counts not told again within the expiry are left out.
    pub fn replace_remote(&mut self, nodes: &[NodePresence], now: i64) {
        self.remote = nodes
            .iter()
            .filter(|n| now < n.told_at + PRESENCE_EXPIRES_MS && n.counts != [0; 3])
            .map(|n| (n.node, (n.counts, n.told_at)))
            .collect();
    }

    /// The `presence` message to send everyone, unless it is what they last heard.
    pub fn presence(&mut self, players: &[Player; 2]) -> Option<ServerMessage<'static>> {
        let counts = self.counts();
        let side = |c: Color| match players[c.index()] {
            Player::Computer { .. } => true,
            _ => counts.connected[c.index()] > 0,
        };
        let presence = (side(Color::White), side(Color::Black), counts.watchers);
        if self.presence_sent == Some(presence) {
            return None;
        }
        self.presence_sent = Some(presence);
        Some(ServerMessage::Presence {
            white: presence.0,
            black: presence.1,
            watchers: presence.2,
        })
    }

    /// Sends one viewer a message. A connection that cannot keep up (or has gone) stops
    /// receiving: it may reconnect and resume.
    pub fn send_to(&mut self, id: u64, text: String) {
        let full = match self.viewers.get(&id) {
            Some(v) => v.out.try_send(Outbound::Text(text)).is_err(),
            None => false,
        };
        if full {
            tracing::warn!(game = %self.game, viewer = id, "dropping a slow connection");
            self.viewers.remove(&id);
        }
    }

    pub fn send_all(&mut self, text: &str) {
        let ids: Vec<u64> = self.viewers.keys().copied().collect();
        for v in ids {
            self.send_to(v, text.to_owned());
        }
    }
}

/// A refusal as sent to the client that made the request `id`.
pub fn refusal_text(id: Option<Value>, r: Refusal) -> String {
    metrics::counter!("yote_refusals_total", "code" => r.code.as_str()).increment(1);
    ServerMessage::Error {
        id,
        code: r.code,
        message: r.message,
        args: r.args,
    }
    .text()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::outbox::{OutboxReader, outbox};

    fn viewer(role: Role, address: &str) -> (Viewer, OutboxReader) {
        let (out, rx) = outbox(2);
        let address = address.parse().unwrap();
        (Viewer { role, address, out }, rx)
    }

    #[test]
    fn counts_add_this_node_and_the_others() {
        let mut crowd = Crowd::new("g".into(), 0);
        let (w, _w) = viewer(Role::Seat(Color::White), "10.0.0.1");
        let (x, _x) = viewer(Role::Watcher, "10.0.0.1");
        let (b, _b) = viewer(Role::Both, "10.0.0.2");
        crowd.join(1, w);
        crowd.join(2, x);
        crowd.join(3, b);
        assert_eq!(crowd.local(), [2, 1, 1]);
        assert_eq!(crowd.sockets_from("10.0.0.1".parse().unwrap(), 1), 1);
        crowd.remote(9, [0, 2, 5], 1_000);
        let counts = crowd.counts();
        assert_eq!((counts.connected, counts.watchers), ([2, 3], 6));
        // A node not heard again within the expiry is forgotten.
        assert_eq!(crowd.wake_at(), Some(PRESENCE_HEARTBEAT_MS));
        assert!(!crowd.expire(1_000 + PRESENCE_EXPIRES_MS - 1));
        assert!(crowd.expire(1_000 + PRESENCE_EXPIRES_MS));
        assert_eq!(crowd.counts().connected, [2, 1]);
        crowd.remote(9, [1, 0, 0], 2_000);
        crowd.remote(9, [0, 0, 0], 3_000);
        assert_eq!(crowd.counts().connected, [2, 1]);
    }

    #[test]
    fn announcements_and_presence_are_sent_when_they_change() {
        let mut crowd = Crowd::new("g".into(), 0);
        assert_eq!(crowd.announcement(false, 5), None);
        assert_eq!(crowd.announcement(true, 5), Some([0, 0, 0]));
        let (w, _w) = viewer(Role::Seat(Color::White), "10.0.0.1");
        crowd.join(1, w);
        assert_eq!(crowd.announcement(false, 6), Some([1, 0, 0]));
        assert!(!crowd.heartbeat_due(6 + PRESENCE_HEARTBEAT_MS - 1));
        assert!(crowd.heartbeat_due(6 + PRESENCE_HEARTBEAT_MS));
        let players = [Player::Human, Player::Human];
        assert!(crowd.presence(&players).is_some());
        assert!(crowd.presence(&players).is_none(), "said once");
        crowd.leave(1);
        assert!(crowd.presence(&players).is_some());
        assert!(crowd.is_empty());
    }

    #[test]
    fn a_viewer_that_cannot_keep_up_is_dropped() {
        let mut crowd = Crowd::new("g".into(), 0);
        let (w, mut rx) = viewer(Role::Watcher, "10.0.0.1");
        crowd.join(1, w);
        crowd.send_all("a");
        crowd.send_all("b");
        assert!(!crowd.is_empty());
        crowd.send_all("c");
        assert!(crowd.is_empty(), "its outbox of 2 was full");
        assert!(matches!(rx.try_recv(), Some(Outbound::Text(t)) if t == "a"));
    }
}
