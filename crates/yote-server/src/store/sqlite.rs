//! The SQLite store.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::Row;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use yote_rules::Rules;

use super::{Store, StoreError};
use crate::game::model::{Event, Opponent, Table};

/// Games in a SQLite file, with the migrations of `migrations/` run at open.
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
}

impl SqliteStore {
    /// Opens (creating if missing, with its folder) the database at `url`, e.g. `sqlite:data/yote.db`.
    pub async fn open(url: &str) -> Result<SqliteStore, StoreError> {
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
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // Every commit reaches the disk before it is acknowledged.
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        sqlx::migrate!("../../migrations").run(&pool).await?;
        Ok(SqliteStore { pool })
    }
}

/// The file path of a `sqlite:` URL, if it names a file.
fn file_of(url: &str) -> Option<&str> {
    let rest = url.strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split('?').next()?;
    (!path.is_empty() && path != ":memory:").then_some(path)
}

fn opponent_from(name: &str, level: Option<&str>) -> Result<Opponent, StoreError> {
    Ok(match name {
        "friend" => Opponent::Friend,
        "local" => Opponent::Local,
        "computer" => Opponent::Computer(
            level
                .unwrap_or("medium")
                .parse()
                .map_err(|e| StoreError::Corrupt(format!("{e}")))?,
        ),
        other => return Err(StoreError::Corrupt(format!("opponent '{other}'"))),
    })
}

fn table_from(row: &sqlx::sqlite::SqliteRow) -> Result<Table, StoreError> {
    let rules: String = row.try_get("rules")?;
    let rules = Rules::from_str(&rules).map_err(|e| StoreError::Corrupt(format!("{e}")))?;
    let opponent: String = row.try_get("opponent")?;
    let level: Option<String> = row.try_get("level")?;
    Ok(Table {
        id: row.try_get("id")?,
        rules,
        opponent: opponent_from(&opponent, level.as_deref())?,
        secrets: [row.try_get("white_secret")?, row.try_get("black_secret")?],
        invite: row.try_get("invite")?,
        rematch_of: row.try_get("rematch_of")?,
        created_at: row.try_get("created_at")?,
    })
}

fn now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

fn to_json(event: &Event) -> String {
    serde_json::to_string(event).expect("events serialise")
}

#[async_trait]
impl Store for SqliteStore {
    async fn create_game(&self, table: &Table, created: &Event) -> Result<(), StoreError> {
        let level = match table.opponent {
            Opponent::Computer(level) => Some(level.name()),
            _ => None,
        };
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO games (id, rules, opponent, level, white_secret, black_secret, invite,
                                rematch_of, created_at, version)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
        )
        .bind(&table.id)
        .bind(table.rules.to_rules_string())
        .bind(table.opponent.name())
        .bind(level)
        .bind(&table.secrets[0])
        .bind(&table.secrets[1])
        .bind(&table.invite)
        .bind(&table.rematch_of)
        .bind(table.created_at)
        .execute(&mut *tx)
        .await?;
        sqlx::query("INSERT INTO events (game_id, version, event, created_at) VALUES (?, 1, ?, ?)")
            .bind(&table.id)
            .bind(to_json(created))
            .bind(now())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn load_table(&self, id: &str) -> Result<Option<Table>, StoreError> {
        let row = sqlx::query("SELECT * FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(table_from).transpose()
    }

    async fn load_game(&self, id: &str) -> Result<Option<(Table, Vec<Event>)>, StoreError> {
        let Some(table) = self.load_table(id).await? else {
            return Ok(None);
        };
        let rows =
            sqlx::query("SELECT version, event FROM events WHERE game_id = ? ORDER BY version")
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
        let mut events = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            let version: i64 = row.try_get("version")?;
            if version != i as i64 + 1 {
                return Err(StoreError::Corrupt(format!(
                    "game {id}: event {version} where {} was expected",
                    i + 1
                )));
            }
            let text: String = row.try_get("event")?;
            events.push(
                serde_json::from_str(&text)
                    .map_err(|e| StoreError::Corrupt(format!("game {id} event {version}: {e}")))?,
            );
        }
        Ok(Some((table, events)))
    }

    async fn append(
        &self,
        id: &str,
        first_version: u64,
        events: &[Event],
        finished: bool,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let at = now();
        for (i, event) in events.iter().enumerate() {
            let version = first_version + i as u64;
            let done = sqlx::query(
                "INSERT INTO events (game_id, version, event, created_at) VALUES (?, ?, ?, ?)
                 ON CONFLICT DO NOTHING",
            )
            .bind(id)
            .bind(version as i64)
            .bind(to_json(event))
            .bind(at)
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() == 0 {
                return Err(StoreError::Conflict(version));
            }
        }
        let last = first_version + events.len() as u64 - 1;
        sqlx::query("UPDATE games SET version = ?, finished = ? WHERE id = ?")
            .bind(last as i64)
            .bind(finished)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn game_for_invite(&self, token: &str) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar("SELECT id FROM games WHERE invite = ?")
            .bind(token)
            .fetch_optional(&self.pool)
            .await?)
    }

    async fn unfinished_computer_games(&self) -> Result<Vec<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT id FROM games WHERE finished = 0 AND opponent = 'computer'")
                .fetch_all(&self.pool)
                .await?,
        )
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
