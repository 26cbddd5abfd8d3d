//! The PostgreSQL store.

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::{Postgres, QueryBuilder};
use tokio::sync::{Notify, broadcast, mpsc};

use super::base::{Change, NodePresence, Store};
use super::error::StoreError;
use super::games::{now, to_json};
use connect::{connect_options, transient, url_shown};
use listen::{Listener, NODE_LISTENER, WORKER_LISTENER, change_text, listen, relay, tell_all};
use shared::{ACQUIRE, CHANNEL};

mod connect;
pub mod jobs;
mod listen;
mod shared;
use crate::model::{Event, Table};

/// Connections in the pool: each append holds one for a transaction of a few milliseconds, so a
/// handful serves hundreds of games; more would only take slots from the operator's
/// `max_connections` (100 by default) that other nodes will need.
const CONNECTIONS: u32 = 8;
/// How long `open` keeps trying to reach the server (a server started beside the site may take
/// a few seconds to accept connections).
const CONNECT_FOR: Duration = Duration::from_secs(5);
/// Waits between the tries of an append that lost its connection: three tries within about a
/// second, then the player is told that nothing was saved.
const RETRIES: [Duration; 2] = [Duration::from_millis(200), Duration::from_millis(800)];
/// Changes waiting for the server to take them: a node that falls this far behind is told it
/// missed changes (`Change::Missed`) and catches up from the events table instead.
const CHANGES_BUFFER: usize = 4096;

/// Games in a PostgreSQL database, with the migrations of `migrations/postgres/` run at open.
///
/// Every append is one transaction of one multi-row INSERT and one UPDATE. The primary key
/// `(game_id, version)` of `events` is the guarantee that two writers never both store version
/// n of a game: the second INSERT waits for the first transaction, then finds the row and stores
/// nothing, and `append` answers [`StoreError::Conflict`].
#[derive(Debug, Clone)]
pub struct PgStore {
    pool: PgPool,
    /// What the other nodes store, from the listening session.
    changes: broadcast::Sender<Change>,
    /// What this node tells the others, in order.
    teller: mpsc::UnboundedSender<Change>,
    /// Stops the listening session when the last handle goes.
    listening: Arc<Listening>,
    /// This process's listening session (its name and backend pid).
    listener: Listener,
}

#[derive(Debug)]
struct Listening {
    stop: Arc<Notify>,
}

impl Drop for Listening {
    fn drop(&mut self) {
        self.stop.notify_one();
    }
}

impl PgStore {
    /// The computer's searches as jobs in this database (`yote worker`).
    pub fn jobs(&self) -> jobs::JobQueue {
        jobs::JobQueue::new(self.pool.clone())
    }

    /// Connects to the database at `url` (`postgres://user:password@host:port/database`), runs
    /// the migrations, and listens for what other nodes store (docs/scaling.md): several servers
    /// may share one database.
    pub async fn open(url: &str) -> Result<PgStore, StoreError> {
        PgStore::open_as(url, NODE_LISTENER).await
    }

    /// Opens the store for a `yote worker`: as [`PgStore::open`], but its listening session is
    /// not counted as a serving node's.
    pub async fn open_worker(url: &str) -> Result<PgStore, StoreError> {
        PgStore::open_as(url, WORKER_LISTENER).await
    }

    async fn open_as(url: &str, name: &'static str) -> Result<PgStore, StoreError> {
        let options = connect_options(url)?;
        let shown = url_shown(url);
        let started = Instant::now();
        let pool = loop {
            let tried = PgPoolOptions::new()
                .max_connections(CONNECTIONS)
                .acquire_timeout(ACQUIRE)
                .connect_with(options.clone())
                .await;
            match tried {
                Ok(pool) => break pool,
                Err(e) if transient(&e) && started.elapsed() < CONNECT_FOR => {
                    tokio::time::sleep(Duration::from_millis(250)).await;
                }
                Err(e) => {
                    return Err(StoreError::Unreachable {
                        url: shown,
                        cause: e.to_string(),
                    });
                }
            }
        };
        let read_only: String =
            sqlx::query_scalar("SELECT current_setting('transaction_read_only')")
                .fetch_one(&pool)
                .await?;
        if read_only == "on" {
            return Err(StoreError::ReadOnlyServer(shown));
        }
        sqlx::migrate!("../../migrations/postgres")
            .run(&pool)
            .await?;
        let (changes, _) = broadcast::channel(CHANGES_BUFFER);
        let who = Listener {
            name,
            pid: Arc::new(AtomicI32::new(0)),
        };
        let listener = listen(&options, &who).await?;
        let stop = Arc::new(Notify::new());
        tokio::spawn(relay(
            listener,
            options,
            who.clone(),
            shown,
            changes.clone(),
            Arc::clone(&stop),
        ));
        let (teller, queue) = mpsc::unbounded_channel();
        tokio::spawn(tell_all(pool.clone(), queue));
        let store = PgStore {
            pool,
            changes,
            teller,
            listening: Arc::new(Listening { stop }),
            listener: who,
        };
        store.rekey_names().await?;
        Ok(store)
    }

    /// A `postgres://` URL with its password hidden, for logs and error messages.
    pub fn url_shown(url: &str) -> String {
        url_shown(url)
    }
}

impl PgStore {
    /// A transaction for one count-then-write under a cap (store/mod.rs "Caps"): it holds the
    /// advisory lock of `key` (what is counted: an address's seeks, a seat's subscriptions)
    /// until it ends, so that every node counting the same thing waits for it, and a count and
    /// the write that follows it are one step.
    pub(crate) async fn exclusive(
        &self,
        key: &str,
    ) -> Result<sqlx::Transaction<'static, Postgres>, StoreError> {
        let mut tx = self.pool.begin().await?;
        Self::lock_key(&mut tx, key).await?;
        Ok(tx)
    }

    /// Takes the advisory lock of `key` in the transaction of `conn`, until it ends.
    pub(crate) async fn lock_key(
        conn: &mut sqlx::PgConnection,
        key: &str,
    ) -> Result<(), StoreError> {
        sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
            .bind(key)
            .execute(&mut *conn)
            .await?;
        Ok(())
    }

    /// One try at an append: all the events and the game's version in one transaction.
    async fn append_once(
        &self,
        id: &str,
        first_version: u64,
        events: &[String],
        finished: bool,
    ) -> Result<(), StoreError> {
        let at = now();
        let mut tx = self.pool.begin().await?;
        let mut insert = QueryBuilder::<Postgres>::new(
            "INSERT INTO events (game_id, version, event, created_at) ",
        );
        insert.push_values(events.iter().enumerate(), |mut b, (i, e)| {
            b.push_bind(id)
                .push_bind((first_version + i as u64) as i64)
                .push_bind(e.as_str())
                .push_bind(at);
        });
        insert.push(" ON CONFLICT (game_id, version) DO NOTHING");
        let inserted = insert.build().execute(&mut *tx).await?.rows_affected();
        if inserted != events.len() as u64 {
            tx.rollback().await?;
            let last = first_version + events.len() as u64 - 1;
            let taken: Option<i64> = sqlx::query_scalar(
                "SELECT min(version) FROM events WHERE game_id = $1 AND version BETWEEN $2 AND $3",
            )
            .bind(id)
            .bind(first_version as i64)
            .bind(last as i64)
            .fetch_one(&self.pool)
            .await?;
            return Err(StoreError::Conflict(
                taken.map_or(first_version, |v| v as u64),
            ));
        }
        let last = first_version + events.len() as u64 - 1;
        sqlx::query(
            "UPDATE games SET version = $1, finished = $2, wake_at = NULL, turn_since = NULL
             WHERE id = $3",
        )
        .bind(last as i64)
        .bind(finished)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        // Delivered to every listening node when (and only if) the transaction commits.
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(change_text(&Change::Stored {
                game: id.to_owned(),
                version: last,
            }))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Whether exactly `events` are stored from `first_version` on: after a lost connection, a
    /// commit may have gone through without its answer arriving.
    async fn stored_already(
        &self,
        id: &str,
        first_version: u64,
        events: &[String],
    ) -> Result<bool, StoreError> {
        let stored: Vec<String> = sqlx::query_scalar(
            "SELECT event FROM events WHERE game_id = $1 AND version >= $2 ORDER BY version LIMIT $3",
        )
        .bind(id)
        .bind(first_version as i64)
        .bind(events.len() as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(stored == events)
    }
}

/// A game's statements (`super::games`), in PostgreSQL's words.
mod games {
    crate::store::games::game_statements!(
        sqlx::PgPool,
        sqlx::PgConnection,
        "NOT finished",
        "timed"
    );
}

super::lobby_players::player_store!(
    PgStore,
    sqlx::Postgres,
    " FOR UPDATE",
    " FOR UPDATE SKIP LOCKED"
);
super::name_keys::name_key_store!(
    PgStore,
    Some("LOCK TABLE players IN SHARE ROW EXCLUSIVE MODE")
);
super::lobby_seeks::seek_store!(
    PgStore,
    sqlx::Postgres,
    " FOR UPDATE",
    " FOR UPDATE SKIP LOCKED"
);

super::chat::chat_store!(PgStore);
super::push::push_store!(PgStore);
super::privacy::privacy_store!(PgStore);
super::mutes::mute_store!(PgStore);
super::blocks::block_store!(PgStore);
super::moderation::moderation_store!(PgStore);
super::arenas::arena_store!(PgStore, sqlx::Postgres);
super::swiss::swiss_store!(PgStore, sqlx::Postgres);
super::swiss_play::swiss_play_store!(PgStore, sqlx::Postgres);

#[async_trait]
impl Store for PgStore {
    async fn create_game(&self, table: &Table, created: &Event) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        games::insert_game(&mut tx, table, created).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn load_table(&self, id: &str) -> Result<Option<Table>, StoreError> {
        games::table(&self.pool, id).await
    }

    async fn load_game(&self, id: &str) -> Result<Option<(Table, Vec<Event>)>, StoreError> {
        let Some(table) = games::table(&self.pool, id).await? else {
            return Ok(None);
        };
        Ok(Some((table, games::events_after(&self.pool, id, 0).await?)))
    }

    fn changes(&self) -> Option<broadcast::Receiver<Change>> {
        Some(self.changes.subscribe())
    }

    fn tell(&self, change: Change) {
        let _ = self.teller.send(change);
    }

    async fn presence_elsewhere(
        &self,
        game: &str,
        node: u64,
    ) -> Result<Vec<NodePresence>, StoreError> {
        type Row = (i64, i32, i32, i32, i64, Option<i64>, Option<i64>);
        let rows: Vec<Row> = sqlx::query_as(
            "SELECT node, white, black, watchers, told_at, white_seen, black_seen
             FROM presence WHERE game_id = $1 AND node <> $2",
        )
        .bind(game)
        .bind(node as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(node, w, b, x, told_at, ws, bs)| NodePresence {
                node: node as u64,
                counts: [w as u32, b as u32, x as u32],
                told_at,
                seen: [ws, bs],
            })
            .collect())
    }

    async fn count_hit(
        &self,
        name: &str,
        key: &str,
        window_s: i64,
    ) -> Result<Option<u32>, StoreError> {
        let now = now();
        let window = now - now.rem_euclid(window_s.max(1));
        let n: i32 = sqlx::query_scalar(
            "INSERT INTO limit_counts (name, key, window_start, n) VALUES ($1, $2, $3, 1)
             ON CONFLICT (name, key, window_start) DO UPDATE SET n = limit_counts.n + 1
             RETURNING n",
        )
        .bind(name)
        .bind(key)
        .bind(window)
        .fetch_one(&self.pool)
        .await?;
        if n == 1 {
            // The first count of this key in this window: the limit's old windows go.
            sqlx::query("DELETE FROM limit_counts WHERE name = $1 AND window_start < $2")
                .bind(name)
                .bind(window - window_s)
                .execute(&self.pool)
                .await?;
        }
        Ok(Some(n.max(0) as u32))
    }

    async fn admit_computer_game(
        &self,
        address: std::net::IpAddr,
        id: &str,
        cap: usize,
        idle_s: i64,
    ) -> Result<Option<bool>, StoreError> {
        let address = address.to_string();
        let since = now() - idle_s;
        let mut tx = self.pool.begin().await?;
        // One admission at a time per address, on every node.
        sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))")
            .bind(&address)
            .execute(&mut *tx)
            .await?;
        let live: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM computer_claims c LEFT JOIN games g ON g.id = c.game_id
             WHERE c.address = $1 AND (g.id IS NULL OR NOT g.finished)
               AND (c.created_at > $2 OR EXISTS (
                   SELECT 1 FROM events e
                   WHERE e.game_id = c.game_id AND e.version = g.version AND e.created_at > $2))",
        )
        .bind(&address)
        .bind(since)
        .fetch_one(&mut *tx)
        .await?;
        if live as usize >= cap {
            tx.rollback().await?;
            return Ok(Some(false));
        }
        sqlx::query(
            "INSERT INTO computer_claims (game_id, address, created_at) VALUES ($1, $2, $3)
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(id)
        .bind(&address)
        .bind(now())
        .execute(&mut *tx)
        .await?;
        // Claims of games long over or idle leave (a day: far past any claim that could count).
        sqlx::query("DELETE FROM computer_claims WHERE address = $1 AND created_at < $2")
            .bind(&address)
            .bind(now() - 86_400)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(true))
    }

    fn postgres_pool(&self) -> Option<PgPool> {
        Some(self.pool.clone())
    }

    async fn events_after(&self, id: &str, version: u64) -> Result<Vec<Event>, StoreError> {
        games::events_after(&self.pool, id, version).await
    }

    async fn append(
        &self,
        id: &str,
        first_version: u64,
        events: &[Event],
        finished: bool,
    ) -> Result<(), StoreError> {
        if events.is_empty() {
            return Ok(());
        }
        let events: Vec<String> = events.iter().map(to_json).collect();
        let mut retried = false;
        let mut waits = RETRIES.iter();
        loop {
            match self.append_once(id, first_version, &events, finished).await {
                Ok(()) => return Ok(()),
                Err(StoreError::Conflict(v))
                    if retried && self.stored_already(id, first_version, &events).await? =>
                {
                    tracing::info!(game = %id, version = v, "the append had gone through before the connection was lost");
                    return Ok(());
                }
                Err(StoreError::Database(e)) if transient(&e) => match waits.next() {
                    Some(wait) => {
                        tracing::warn!(game = %id, error = %e, "database connection lost; trying again");
                        retried = true;
                        tokio::time::sleep(*wait).await;
                    }
                    None => return Err(StoreError::Database(e)),
                },
                Err(e) => return Err(e),
            }
        }
    }

    async fn game_for_invite(&self, token: &str) -> Result<Option<String>, StoreError> {
        games::game_for_invite(&self.pool, token).await
    }

    async fn keep_release(
        &self,
        release: &str,
        files: &[(String, Vec<u8>)],
        keep: usize,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let known: Option<i32> =
            sqlx::query_scalar("SELECT 1 FROM release_files WHERE release = $1 LIMIT 1")
                .bind(release)
                .fetch_optional(&mut *tx)
                .await?;
        if known.is_none() {
            let now = (time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64;
            for (path, body) in files {
                sqlx::query(
                    "INSERT INTO release_files (release, path, body, stored_at) VALUES ($1, $2, $3, $4)",
                )
                .bind(release)
                .bind(path)
                .bind(body)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
        }
        sqlx::query(
            "DELETE FROM release_files WHERE release NOT IN (
                 SELECT release FROM release_files GROUP BY release
                 ORDER BY MAX(stored_at) DESC, release LIMIT $1)",
        )
        .bind(keep as i64)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn release_file(&self, release: &str, path: &str) -> Result<Option<Vec<u8>>, StoreError> {
        games::release_file(&self.pool, release, path).await
    }

    fn pool_stats(&self) -> Option<(u32, usize)> {
        Some((self.pool.size(), self.pool.num_idle()))
    }

    async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn other_nodes_serving(&self) -> Result<bool, StoreError> {
        let others: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM pg_stat_activity
             WHERE application_name = $1 AND datname = current_database() AND pid <> $2",
        )
        .bind(NODE_LISTENER)
        .bind(self.listener.pid.load(Ordering::Relaxed))
        .fetch_one(&self.pool)
        .await?;
        Ok(others > 0)
    }

    async fn games_to_resume(&self, due_before: i64) -> Result<Vec<String>, StoreError> {
        games::to_resume(&self.pool, due_before).await
    }

    async fn park(&self, id: &str, version: u64, wake: i64, turn: i64) -> Result<bool, StoreError> {
        games::park(&self.pool, id, version, wake, turn).await
    }

    async fn parked(&self, id: &str) -> Result<Option<i64>, StoreError> {
        games::parked(&self.pool, id).await
    }

    async fn games_due(&self, before: i64) -> Result<Vec<String>, StoreError> {
        games::due(&self.pool, before).await
    }

    async fn create_friend_table(
        &self,
        table: &Table,
        created: &Event,
        address: IpAddr,
        cap: usize,
    ) -> Result<bool, StoreError> {
        let mut tx = self.exclusive(&format!("tables:{address}")).await?;
        if games::unplayed(&mut tx, address).await? >= cap {
            return Ok(false);
        }
        games::insert_game(&mut tx, table, created).await?;
        games::mark_creator(&mut tx, &table.id, address).await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn close(&self) {
        self.listening.stop.notify_one();
        self.pool.close().await;
    }
}
