//! The SQLite store.

use std::net::IpAddr;
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{QueryBuilder, Sqlite};
use tokio::sync::{mpsc, oneshot};

use super::base::Store;
use super::error::StoreError;
use super::games::{now, to_json};
use crate::model::{Event, Table};

/// Games in a SQLite file, with the migrations of `migrations/sqlite/` run at open.
///
/// Appends from all games go through one writer task that commits them in batches: whatever
/// has queued up while the last batch was being written goes into the next transaction (group
/// commit), so a busy server pays for a transaction per batch, not per action.
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
    writer: mpsc::Sender<Append>,
    /// The database file, locked until this store is closed or dropped: one server per file.
    lock: Arc<std::sync::Mutex<Option<std::fs::File>>>,
}

/// One game's events waiting for the writer.
#[derive(Debug)]
struct Append {
    id: String,
    first_version: u64,
    events: Vec<String>,
    finished: bool,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// The most appends one transaction takes (each binds four values per event and three more).
const BATCH: usize = 256;

impl SqliteStore {
    /// Opens (creating if missing, with its folder) the database at `url`, e.g. `sqlite:data/yote.db`.
    pub async fn open(url: &str) -> Result<SqliteStore, StoreError> {
        SqliteStore::open_with(url, true).await
    }

    /// Opens the database at `url` beside the server that holds it, for a tool's few reads and
    /// writes (`yote moderate`): without the file's lock, which keeps a second server off it.
    /// SQLite's write-ahead log lets both processes in; each write waits for the other's.
    pub async fn open_beside(url: &str) -> Result<SqliteStore, StoreError> {
        SqliteStore::open_with(url, false).await
    }

    async fn open_with(url: &str, hold: bool) -> Result<SqliteStore, StoreError> {
        if let Some(parent) = file_of(url).and_then(|f| Path::new(f).parent())
            && !parent.as_os_str().is_empty()
        {
            std::fs::create_dir_all(parent).map_err(|e| {
                StoreError::Folder(format!(
                    "cannot create the folder {}: {e}",
                    parent.display()
                ))
            })?;
        }
        let lock = match file_of(url) {
            Some(path) if hold => Some(lock_file(path)?),
            _ => None,
        };
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // Every commit is in the write-ahead log before it is acknowledged, so a killed
            // process loses nothing; the log is synced to the disk at checkpoints (an operating
            // system crash or power cut may lose the last moments, never corrupt the file).
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let shown = file_of(url).unwrap_or(url).to_owned();
        let damaged = |found: String| StoreError::Damaged {
            path: shown.clone(),
            found,
        };
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await
            .map_err(|e| match super::error::sqlite_damage(&e) {
                Some(found) => damaged(found),
                None => e.into(),
            })?;
        check_integrity(&pool).await.map_err(damaged)?;
        sqlx::migrate!("../../migrations/sqlite")
            .run(&pool)
            .await
            .map_err(|e| match &e {
                sqlx::migrate::MigrateError::Execute(inner) => {
                    match super::error::sqlite_damage(inner) {
                        Some(found) => damaged(found),
                        None => e.into(),
                    }
                }
                _ => e.into(),
            })?;
        let (writer, queue) = mpsc::channel(4 * BATCH);
        tokio::spawn(write_batches(pool.clone(), queue));
        let store = SqliteStore {
            pool,
            writer,
            lock: Arc::new(std::sync::Mutex::new(lock)),
        };
        store.rekey_names().await?;
        Ok(store)
    }
}

impl SqliteStore {
    /// A transaction for one count-then-write under a cap (store/mod.rs "Caps"): begun
    /// `IMMEDIATE`, it holds the file's one write lock before it counts, so no other write comes
    /// between its count and its write. `_key` names what is counted; the file has one writer
    /// whatever is counted.
    pub(crate) async fn exclusive(
        &self,
        _key: &str,
    ) -> Result<sqlx::Transaction<'static, Sqlite>, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }

    /// Nothing: a transaction that has written holds the file's one write lock already.
    pub(crate) async fn lock_key(
        _conn: &mut sqlx::SqliteConnection,
        _key: &str,
    ) -> Result<(), StoreError> {
        Ok(())
    }
}

/// Copies the SQLite database at `url` to a new file at `dest`, consistently and while a server
/// plays on it: `VACUUM INTO` reads one snapshot of the database (the write-ahead log
/// included), which the server's writes do not disturb and which holds every commit made before
/// it began. The copy is written beside `dest` and renamed into place when complete, so `dest`
/// is never a half copy. Answers the copy's size in bytes.
pub async fn backup(url: &str, dest: &std::path::Path) -> Result<u64, StoreError> {
    let Some(path) = file_of(url) else {
        return Err(StoreError::Folder(format!(
            "{url}: a backup copies a database file (sqlite:PATH); for PostgreSQL use pg_dump \
             (docs/deploy.md)"
        )));
    };
    if !std::path::Path::new(path).exists() {
        return Err(StoreError::Folder(format!("{path}: no such database")));
    }
    if dest.exists() {
        return Err(StoreError::Folder(format!(
            "{}: already exists; a backup never overwrites a file",
            dest.display()
        )));
    }
    let partial = dest.with_extension("partial");
    let _ = std::fs::remove_file(&partial);
    let options = SqliteConnectOptions::from_str(url)?
        .create_if_missing(false)
        .busy_timeout(Duration::from_secs(5));
    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await?;
    let copied = sqlx::query("VACUUM INTO ?")
        .bind(partial.to_string_lossy().into_owned())
        .execute(&pool)
        .await;
    pool.close().await;
    if let Err(e) = copied {
        let _ = std::fs::remove_file(&partial);
        return Err(e.into());
    }
    let cannot = |e: std::io::Error| StoreError::Folder(format!("{}: {e}", dest.display()));
    std::fs::File::open(&partial)
        .and_then(|f| f.sync_all())
        .map_err(cannot)?;
    std::fs::rename(&partial, dest).map_err(cannot)?;
    Ok(std::fs::metadata(dest).map_err(cannot)?.len())
}

/// Opens the database file (creating it empty if missing: SQLite takes an empty file as a new
/// database) and takes an exclusive lock on it, held until the store is dropped. A second server
/// on the same file would keep its own copy of the live games and split them.
fn lock_file(path: &str) -> Result<std::fs::File, StoreError> {
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
                StoreError::ReadOnly {
                    path: path.to_owned(),
                    cause: e.to_string(),
                }
            }
            _ => StoreError::Folder(format!("cannot open {path}: {e}")),
        })?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(StoreError::Locked(path.to_owned())),
        Err(std::fs::TryLockError::Error(e)) => {
            Err(StoreError::Folder(format!("cannot lock {path}: {e}")))
        }
    }
}

/// `PRAGMA quick_check` (every page read, the b-trees' structure checked, without the slower
/// index cross-checks of `integrity_check`): `Err` with what it found when the file is damaged.
async fn check_integrity(pool: &SqlitePool) -> Result<(), String> {
    let rows: Vec<String> = match sqlx::query_scalar("PRAGMA quick_check(5)")
        .fetch_all(pool)
        .await
    {
        Ok(rows) => rows,
        Err(e) => return Err(e.to_string()),
    };
    if rows.len() == 1 && rows[0] == "ok" {
        Ok(())
    } else {
        Err(format!("PRAGMA quick_check: {}", rows.join("; ")))
    }
}

impl SqliteStore {
    /// Caps the file at its current size plus `extra_pages` pages (`None`: lifts the cap), on
    /// every connection: a full disk for the fault tests, without mounting anything.
    #[doc(hidden)]
    pub async fn limit_pages(&self, extra_pages: Option<u64>) -> Result<(), StoreError> {
        let mut held = Vec::new();
        for _ in 0..self.pool.options().get_max_connections() {
            held.push(self.pool.acquire().await?);
        }
        let pages: i64 = sqlx::query_scalar("PRAGMA page_count")
            .fetch_one(&mut *held[0])
            .await?;
        let limit = extra_pages.map_or(i64::from(u32::MAX >> 1), |n| pages + n as i64);
        for conn in &mut held {
            sqlx::query(&format!("PRAGMA max_page_count = {limit}"))
                .execute(&mut **conn)
                .await?;
        }
        Ok(())
    }
}

/// The writer task: takes what is queued, up to [`BATCH`] appends, and commits it at once.
async fn write_batches(pool: SqlitePool, mut queue: mpsc::Receiver<Append>) {
    while let Some(first) = queue.recv().await {
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match queue.try_recv() {
                Ok(append) => batch.push(append),
                Err(_) => break,
            }
        }
        match append_batch(&pool, &batch).await {
            Ok(()) => {
                for append in batch {
                    let _ = append.done.send(Ok(()));
                }
            }
            // A conflict or failure in the batch: each append on its own, so that one game's
            // problem is not another's.
            Err(_) => {
                for append in batch {
                    let result = append_one(&pool, &append).await;
                    let _ = append.done.send(result);
                }
            }
        }
    }
}

/// Every event of the batch in one INSERT, every game's version in one UPDATE, one commit.
async fn append_batch(pool: &SqlitePool, batch: &[Append]) -> Result<(), StoreError> {
    let at = now();
    let mut tx = pool.begin().await?;
    let rows: Vec<(&str, i64, &str)> = batch
        .iter()
        .flat_map(|a| {
            a.events.iter().enumerate().map(move |(i, e)| {
                (
                    a.id.as_str(),
                    (a.first_version + i as u64) as i64,
                    e.as_str(),
                )
            })
        })
        .collect();
    let mut insert =
        QueryBuilder::<Sqlite>::new("INSERT INTO events (game_id, version, event, created_at) ");
    insert.push_values(&rows, |mut b, (id, version, event)| {
        b.push_bind(*id)
            .push_bind(*version)
            .push_bind(*event)
            .push_bind(at);
    });
    insert.push(" ON CONFLICT DO NOTHING");
    let inserted = insert.build().execute(&mut *tx).await?.rows_affected();
    if inserted != rows.len() as u64 {
        tx.rollback().await?;
        return Err(StoreError::Conflict(0));
    }
    let mut update = QueryBuilder::<Sqlite>::new(
        "UPDATE games SET version = v.column2, finished = v.column3, wake_at = NULL, turn_since = NULL FROM (",
    );
    update.push_values(batch, |mut b, a| {
        let last = a.first_version + a.events.len() as u64 - 1;
        b.push_bind(a.id.as_str())
            .push_bind(last as i64)
            .push_bind(a.finished);
    });
    update.push(") AS v WHERE games.id = v.column1");
    update.build().execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

/// One game's events in a transaction of their own; a version already stored is a conflict.
async fn append_one(pool: &SqlitePool, append: &Append) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    let at = now();
    for (i, event) in append.events.iter().enumerate() {
        let version = append.first_version + i as u64;
        let done = sqlx::query(
            "INSERT INTO events (game_id, version, event, created_at) VALUES (?, ?, ?, ?)
             ON CONFLICT DO NOTHING",
        )
        .bind(&append.id)
        .bind(version as i64)
        .bind(event)
        .bind(at)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::Conflict(version));
        }
    }
    let last = append.first_version + append.events.len() as u64 - 1;
    sqlx::query(
        "UPDATE games SET version = ?, finished = ?, wake_at = NULL, turn_since = NULL WHERE id = ?",
    )
        .bind(last as i64)
        .bind(append.finished)
        .bind(&append.id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// The file path of a `sqlite:` URL, if it names a file.
fn file_of(url: &str) -> Option<&str> {
    let rest = url.strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split('?').next()?;
    (!path.is_empty() && path != ":memory:").then_some(path)
}

/// A game's statements (`super::games`), in SQLite's words.
mod games {
    crate::store::games::game_statements!(
        sqlx::SqlitePool,
        sqlx::SqliteConnection,
        "finished = 0",
        "timed = 1"
    );
}

super::lobby_players::player_store!(SqliteStore, sqlx::Sqlite, "", "");
super::name_keys::name_key_store!(SqliteStore, None);
super::lobby_seeks::seek_store!(SqliteStore, sqlx::Sqlite, "", "");
super::chat::chat_store!(SqliteStore);
super::push::push_store!(SqliteStore);
super::privacy::privacy_store!(SqliteStore);
super::mutes::mute_store!(SqliteStore);
super::blocks::block_store!(SqliteStore);
super::moderation::moderation_store!(SqliteStore);
super::arenas::arena_store!(SqliteStore, sqlx::Sqlite);
super::swiss::swiss_store!(SqliteStore, sqlx::Sqlite);
super::swiss_play::swiss_play_store!(SqliteStore, sqlx::Sqlite);

#[async_trait]
impl Store for SqliteStore {
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
        let (done, result) = oneshot::channel();
        let append = Append {
            id: id.to_owned(),
            first_version,
            events: events.iter().map(to_json).collect(),
            finished,
            done,
        };
        self.writer
            .send(append)
            .await
            .map_err(|_| StoreError::Closed)?;
        result.await.map_err(|_| StoreError::Closed)?
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
        // The write lock from the start: a transaction that reads first and then writes fails
        // at once (`database is locked`, no busy wait) when another connection wrote meanwhile,
        // as the lobby's waves and the games' commits do at any moment.
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let known: Option<i64> =
            sqlx::query_scalar("SELECT 1 FROM release_files WHERE release = ? LIMIT 1")
                .bind(release)
                .fetch_optional(&mut *tx)
                .await?;
        if known.is_none() {
            let now = (time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64;
            for (path, body) in files {
                sqlx::query(
                    "INSERT INTO release_files (release, path, body, stored_at) VALUES (?, ?, ?, ?)",
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
                 ORDER BY MAX(stored_at) DESC, release LIMIT ?)",
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
        self.pool.close().await;
        // The file is free for the next server.
        self.lock.lock().expect("lock of the file lock").take();
    }
}

#[cfg(test)]
mod tests {
    use super::file_of;

    #[test]
    fn database_urls_name_their_files() {
        assert_eq!(file_of("sqlite:data/yote.db"), Some("data/yote.db"));
        assert_eq!(file_of("sqlite:///tmp/x.db?mode=rwc"), Some("/tmp/x.db"));
        assert_eq!(file_of("sqlite::memory:"), None);
        assert_eq!(file_of("postgres://x"), None);
    }
}
