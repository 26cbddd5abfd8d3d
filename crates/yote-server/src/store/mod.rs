//! Where games are kept: the `Store` trait (`base`) and its two engines, SQLite for one server
//! and PostgreSQL for several nodes sharing one database.
//!
//! # Caps
//!
//! A cap that counts rows (an address's seeks, a seat's push subscriptions, an address's
//! waiting tables, the rated games of players sharing an address) counts and writes in one
//! transaction that each engine begins with `exclusive(key)`: SQLite's `BEGIN IMMEDIATE` takes
//! the file's one write lock before the count; PostgreSQL's takes the advisory lock of `key`,
//! which every node counting the same thing takes too. Requests sent at the same moment, to one
//! node or several, are counted one after the other: never more than the cap.

mod arena_rows;
pub mod arenas;
pub(crate) mod base;
pub mod blocks;
pub mod chat;
pub(crate) mod error;
mod games;
pub mod lobby;
mod lobby_players;
mod lobby_seeks;
pub mod moderation;
pub mod mutes;
mod name_keys;
mod postgres;
pub mod privacy;
pub mod push;
mod sqlite;
pub mod swiss;
pub mod swiss_play;

use std::sync::Arc;

pub use base::{Change, NodePresence, Store};
pub use error::StoreError;
pub use postgres::{PgStore, jobs};
pub use sqlite::{SqliteStore, backup as backup_sqlite};

/// Opens the store at `url` for a tool beside a running server (`yote moderate`): on SQLite
/// without the file's lock that keeps a second server off it (`SqliteStore::open_beside`).
pub async fn open_beside(url: &str) -> Result<Arc<dyn Store>, StoreError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Arc::new(PgStore::open(url).await?))
    } else {
        Ok(Arc::new(SqliteStore::open_beside(url).await?))
    }
}

/// Opens the store a `--database` URL names: PostgreSQL for `postgres://` and `postgresql://`,
/// SQLite for anything else (`sqlite:data/yote.db`).
pub async fn open(url: &str) -> Result<Arc<dyn Store>, StoreError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Arc::new(PgStore::open(url).await?))
    } else {
        Ok(Arc::new(SqliteStore::open(url).await?))
    }
}

impl dyn Store {
    /// The computer's searches as jobs in the database, for a store shared by several servers
    /// (docs/scaling.md); `None`: each server searches on its own pool.
    pub fn jobs(&self) -> Option<jobs::JobQueue> {
        self.postgres_pool().map(jobs::JobQueue::new)
    }
}

/// A database URL as logs and errors may show it (a PostgreSQL password hidden).
pub fn url_shown(url: &str) -> String {
    PgStore::url_shown(url)
}
