//! A game's rows on both engines: a new game and its first event, a table and its events read
//! back, an invite's game, a release's files; and the games that wait: those let go from memory
//! until their next timer (docs/reliability.md "Games in memory"), parked only at the version
//! the server that lets them go holds, so that a server that missed a later version never parks
//! a game with a stale deadline (every append unparks it), and the friend tables an address has
//! made that wait for their first action, which are capped.
//!
//! The statements are the same on both engines (numbered placeholders), so one macro writes
//! them, as for every other concern of the store; each engine's file expands it into a module of
//! its own with the few words that differ. What cannot be the same (appending events, keeping a
//! release's files) stays in the engine's file, with the reason beside it.

use std::str::FromStr;

use yote_rules::Rules;

use super::error::StoreError;
use crate::model::{Event, Opponent, Table};

/// Now, in Unix seconds, as the events' rows keep it.
pub(crate) fn now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

/// An event as its row keeps it.
pub(crate) fn to_json(event: &Event) -> String {
    serde_json::to_string(event).expect("events serialise")
}

/// A table's opponent from its row's `opponent` and `level`.
pub(crate) fn opponent_from(name: &str, level: Option<&str>) -> Result<Opponent, StoreError> {
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

/// A table from its row's columns.
pub(crate) fn table_from<R>(row: &R) -> Result<Table, StoreError>
where
    R: sqlx::Row,
    for<'c> &'c str: sqlx::ColumnIndex<R>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
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

/// A game's statements on one engine: its pool, its connection, and how it says "not finished"
/// and "timed" (SQLite's partial indexes name `finished = 0`, and a query uses such an index
/// only when it says the same; PostgreSQL's columns are booleans).
macro_rules! game_statements {
    ($pool:ty, $conn:ty, $unfinished:literal, $timed:literal) => {
        use $crate::model::{Event, Opponent, Table};
        use $crate::store::base::events_from_rows;
        use $crate::store::error::StoreError;
        use $crate::store::games::{now, table_from, to_json};

        /// Inserts a new game and its first event (version 1) in the transaction `tx`.
        pub async fn insert_game(
            tx: &mut $conn,
            table: &Table,
            created: &Event,
        ) -> Result<(), StoreError> {
            let level = match table.opponent {
                Opponent::Computer(level) => Some(level.name()),
                _ => None,
            };
            sqlx::query(
                "INSERT INTO games (id, rules, opponent, level, white_secret, black_secret, invite,
                                    rematch_of, created_at, version, timed)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, $10)",
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
            .bind(matches!(created, Event::Created { clock: Some(_), .. }))
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO events (game_id, version, event, created_at) VALUES ($1, 1, $2, $3)",
            )
            .bind(&table.id)
            .bind(to_json(created))
            .bind(now())
            .execute(&mut *tx)
            .await?;
            Ok(())
        }

        /// The table of game `id`.
        pub async fn table(pool: &$pool, id: &str) -> Result<Option<Table>, StoreError> {
            let row = sqlx::query("SELECT * FROM games WHERE id = $1")
                .bind(id)
                .fetch_optional(pool)
                .await?;
            row.as_ref().map(table_from).transpose()
        }

        /// Game `id`'s events after version `after` (0: all of them), in order.
        pub async fn events_after(
            pool: &$pool,
            id: &str,
            after: u64,
        ) -> Result<Vec<Event>, StoreError> {
            let rows: Vec<(i64, String)> = sqlx::query_as(
                "SELECT version, event FROM events WHERE game_id = $1 AND version > $2
                 ORDER BY version",
            )
            .bind(id)
            .bind(after as i64)
            .fetch_all(pool)
            .await?;
            events_from_rows(id, after + 1, rows)
        }

        /// The game an invite token opens.
        pub async fn game_for_invite(
            pool: &$pool,
            token: &str,
        ) -> Result<Option<String>, StoreError> {
            Ok(sqlx::query_scalar("SELECT id FROM games WHERE invite = $1")
                .bind(token)
                .fetch_optional(pool)
                .await?)
        }

        /// A file of an earlier release.
        pub async fn release_file(
            pool: &$pool,
            release: &str,
            path: &str,
        ) -> Result<Option<Vec<u8>>, StoreError> {
            Ok(sqlx::query_scalar(
                "SELECT body FROM release_files WHERE release = $1 AND path = $2",
            )
            .bind(release)
            .bind(path)
            .fetch_optional(pool)
            .await?)
        }

        /// Parks game `id` until `wake_at` if it is still at `version`.
        pub async fn park(
            pool: &$pool,
            id: &str,
            version: u64,
            wake_at: i64,
            turn_since: i64,
        ) -> Result<bool, StoreError> {
            let parked = sqlx::query(
                "UPDATE games SET wake_at = $1, turn_since = $2 WHERE id = $3 AND version = $4",
            )
            .bind(wake_at)
            .bind(turn_since)
            .bind(id)
            .bind(version as i64)
            .execute(pool)
            .await?
            .rows_affected();
            Ok(parked > 0)
        }

        /// Since when the side to move of a parked game has had the turn.
        pub async fn parked(pool: &$pool, id: &str) -> Result<Option<i64>, StoreError> {
            let turn: Option<Option<i64>> = sqlx::query_scalar(
                "SELECT turn_since FROM games WHERE id = $1 AND wake_at IS NOT NULL",
            )
            .bind(id)
            .fetch_optional(pool)
            .await?;
            Ok(turn.flatten())
        }

        /// The parked games whose timers come before `before`.
        pub async fn due(pool: &$pool, before: i64) -> Result<Vec<String>, StoreError> {
            Ok(sqlx::query_scalar(concat!(
                "SELECT id FROM games WHERE ",
                $unfinished,
                " AND wake_at < $1 ORDER BY wake_at"
            ))
            .bind(before)
            .fetch_all(pool)
            .await?)
        }

        /// The games a server loads at start: the computer's, and the timed ones not parked
        /// beyond `before`.
        pub async fn to_resume(pool: &$pool, before: i64) -> Result<Vec<String>, StoreError> {
            Ok(sqlx::query_scalar(concat!(
                "SELECT id FROM games WHERE ",
                $unfinished,
                " AND opponent = 'computer' UNION SELECT id FROM games WHERE ",
                $unfinished,
                " AND ",
                $timed,
                " AND (wake_at IS NULL OR wake_at < $1) ORDER BY id"
            ))
            .bind(before)
            .fetch_all(pool)
            .await?)
        }

        /// Keeps the address that made table `id`.
        pub async fn mark_creator(
            conn: &mut $conn,
            id: &str,
            address: std::net::IpAddr,
        ) -> Result<(), StoreError> {
            sqlx::query("UPDATE games SET creator = $1 WHERE id = $2")
                .bind(address.to_string())
                .bind(id)
                .execute(&mut *conn)
                .await?;
            Ok(())
        }

        /// The friend tables `address` made that wait for their first action.
        pub async fn unplayed(
            conn: &mut $conn,
            address: std::net::IpAddr,
        ) -> Result<usize, StoreError> {
            let n: i64 = sqlx::query_scalar(concat!(
                "SELECT count(*) FROM games WHERE creator = $1 AND ",
                $unfinished,
                " AND version <= 2 AND opponent = 'friend'"
            ))
            .bind(address.to_string())
            .fetch_one(&mut *conn)
            .await?;
            Ok(n as usize)
        }
    };
}

pub(crate) use game_statements;
