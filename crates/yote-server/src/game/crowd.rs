//! Who is at a game's table: this node's viewers (players and watchers) with their outboxes,
//! and what the other nodes sharing the store told of theirs (docs/scaling.md "Presence").

use std::collections::HashMap;
use std::net::IpAddr;

use yote_rules::Color;

use crate::model::{Player, Role};
use crate::protocol::ServerMessage;
use crate::store::base::NodePresence;

use crate::protocol::outbox::{Outbound, Outbox};

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
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::mpsc;

    fn viewer(role: Role, address: &str) -> (Viewer, mpsc::Receiver<Outbound>) {
        let (out, rx) = mpsc::channel(2);
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
        assert!(matches!(rx.try_recv(), Ok(Outbound::Text(t)) if t == "a"));
    }
}
