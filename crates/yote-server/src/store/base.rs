//! The store's contract: the `Store` trait every database implements, its errors, and what
//! servers sharing a database tell each other.

use async_trait::async_trait;

use crate::model::{Event, Table};

use super::error::StoreError;

/// A game's events from its stored rows (version, JSON), in order from version `first`. A gap
/// in the versions or a row that does not read is `Corrupt`. Both stores read their events
/// through this.
pub(crate) fn events_from_rows(
    id: &str,
    first: u64,
    rows: Vec<(i64, String)>,
) -> Result<Vec<Event>, StoreError> {
    let mut events = Vec::with_capacity(rows.len());
    for (i, (version, text)) in rows.into_iter().enumerate() {
        let expected = first as i64 + i as i64;
        if version != expected {
            return Err(StoreError::Corrupt(format!(
                "game {id}: event {version} where {expected} was expected"
            )));
        }
        events.push(
            serde_json::from_str(&text)
                .map_err(|e| StoreError::Corrupt(format!("game {id} event {version}: {e}")))?,
        );
    }
    Ok(events)
}

/// What the servers sharing a store tell each other (PostgreSQL's `LISTEN/NOTIFY`,
/// docs/scaling.md).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// Version `version` of game `game` is stored (it may be the last of several).
    Stored { game: String, version: u64 },
    /// Node `node` holds these connections to `game`: white's seat, black's seat, watchers.
    Presence {
        node: u64,
        game: String,
        counts: [u32; 3],
    },
    /// Node `node` has just loaded `game` and asks who is connected to it elsewhere.
    Query { node: u64, game: String },
    /// A search was asked for (the workers may claim it).
    JobQueued,
    /// The search of `game` at `ply` has its answer.
    JobDone { game: String, ply: u64 },
    /// Node `node` kept a new line of `game`'s chat: the other nodes' players of that game
    /// read it from the store.
    Chat { node: u64, game: String },
    /// The store may have missed changes (its listening session was lost and is back): every
    /// game in memory must look for newer versions.
    Missed,
}

/// One node's connections to a game, as it last told them (docs/scaling.md "Presence").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NodePresence {
    pub node: u64,
    /// White seat, black seat, watchers.
    pub counts: [u32; 3],
    /// When it told them (Unix ms).
    pub told_at: i64,
    /// When each seat was last connected through it: while connected, and as it left.
    pub seen: [Option<i64>; 2],
}

/// The games' storage. Every method commits before it returns.
#[async_trait]
pub trait Store:
    super::lobby::LobbyStore
    + super::chat::ChatStore
    + super::push::PushStore
    + super::privacy::PrivacyStore
    + super::mutes::MuteStore
    + super::blocks::BlockStore
    + super::moderation::ModerationStore
    + super::arenas::ArenaStore
    + super::swiss::SwissStore
    + super::swiss_play::SwissPlayStore
    + Send
    + Sync
    + 'static
{
    /// Stores a new game with its first event (version 1).
    async fn create_game(&self, table: &Table, created: &Event) -> Result<(), StoreError>;

    /// The table of a game.
    async fn load_table(&self, id: &str) -> Result<Option<Table>, StoreError>;

    /// A game's table and all its events, in order.
    async fn load_game(&self, id: &str) -> Result<Option<(Table, Vec<Event>)>, StoreError>;

    /// A game's events after `version`, in order (empty when there are none or no such game).
    async fn events_after(&self, id: &str, version: u64) -> Result<Vec<Event>, StoreError>;

    /// What other servers on the same database store, for a store they share; `None` for a
    /// store only this server uses (SQLite, whose file is locked).
    fn changes(&self) -> Option<tokio::sync::broadcast::Receiver<Change>> {
        None
    }

    /// Tells the other servers a `Presence` or a `Query` (nothing for a store of one server).
    fn tell(&self, _change: Change) {}

    /// What the other servers sharing the store last told of their connections to `game`, as
    /// the store keeps it; empty for a store of one server.
    async fn presence_elsewhere(
        &self,
        _game: &str,
        _node: u64,
    ) -> Result<Vec<NodePresence>, StoreError> {
        Ok(Vec::new())
    }

    /// Counts one more of the limit `name` for `key` (an address) in the current window of
    /// `window_s` seconds, for every server sharing the store, and answers the count so far in
    /// that window; `None` for a store of one server, which counts in memory
    /// (`limits::SharedLimit`).
    async fn count_hit(
        &self,
        _name: &str,
        _key: &str,
        _window_s: i64,
    ) -> Result<Option<u32>, StoreError> {
        Ok(None)
    }

    /// Records that `address` starts the computer game `id`, unless it already has `cap` live
    /// ones (unfinished, and started or played within `idle_s` seconds) on any server sharing
    /// the store: whether it may. `None` for a store of one server (which counts in memory).
    async fn admit_computer_game(
        &self,
        _address: std::net::IpAddr,
        _id: &str,
        _cap: usize,
        _idle_s: i64,
    ) -> Result<Option<bool>, StoreError> {
        Ok(None)
    }

    /// The PostgreSQL pool of a store shared by several servers, where the computer's searches
    /// are jobs (docs/scaling.md; `store::jobs`); `None`: each server searches on its own pool.
    fn postgres_pool(&self) -> Option<sqlx::PgPool> {
        None
    }

    /// Appends events numbered from `first_version`, all or none; `finished` marks the game over.
    async fn append(
        &self,
        id: &str,
        first_version: u64,
        events: &[Event],
        finished: bool,
    ) -> Result<(), StoreError>;

    /// The game an invite token belongs to.
    async fn game_for_invite(&self, token: &str) -> Result<Option<String>, StoreError>;

    /// The unfinished games the server loads at start: those against the computer (it thinks
    /// again if it is its turn) and the timed ones a server held last or whose timer falls
    /// before `due_before` (Unix ms); the others wait parked (see [`Store::park`]).
    async fn games_to_resume(&self, due_before: i64) -> Result<Vec<String>, StoreError>;

    /// Lets the game `id` go from memory until `wake_at` (Unix ms, its clock's deadline), its
    /// turn having begun at `turn_since`, unless a version after `version` is stored: whether
    /// it was parked. Every append unparks the game.
    async fn park(
        &self,
        id: &str,
        version: u64,
        wake_at: i64,
        turn_since: i64,
    ) -> Result<bool, StoreError>;

    /// When the turn of the game `id` began, if it is parked.
    async fn parked(&self, id: &str) -> Result<Option<i64>, StoreError>;

    /// The unfinished games parked until before `before` (Unix ms), the soonest first.
    async fn games_due(&self, before: i64) -> Result<Vec<String>, StoreError>;

    /// Stores a new friend table made from `address` with its first event, as
    /// [`Store::create_game`], unless the address has `cap` friend tables waiting (not finished,
    /// no action yet): whether it is stored. The count and the write are one step
    /// (store/mod.rs "Caps").
    async fn create_friend_table(
        &self,
        table: &Table,
        created: &Event,
        address: std::net::IpAddr,
        cap: usize,
    ) -> Result<bool, StoreError>;

    /// Keeps `files` (path, bytes) as the static files of `release`, once, and forgets those
    /// of all but the `keep` releases stored last: a page of an earlier release still finds its
    /// scripts after an upgrade.
    async fn keep_release(
        &self,
        release: &str,
        files: &[(String, Vec<u8>)],
        keep: usize,
    ) -> Result<(), StoreError>;

    /// A static file of `release`, as [`Store::keep_release`] stored it.
    async fn release_file(&self, release: &str, path: &str) -> Result<Option<Vec<u8>>, StoreError>;

    /// The connection pool: (open connections, idle ones), for the metrics.
    fn pool_stats(&self) -> Option<(u32, usize)> {
        None
    }

    /// Whether the database answers (a trivial query), for the readiness check.
    async fn ping(&self) -> Result<(), StoreError>;

    /// Whether another server is serving from this store now (its listening session is open):
    /// a game it holds has its clock running there. Always `false` for a store of one server.
    async fn other_nodes_serving(&self) -> Result<bool, StoreError> {
        Ok(false)
    }

    /// Finishes pending writes and closes the database (the server is stopping).
    async fn close(&self) {}
}
