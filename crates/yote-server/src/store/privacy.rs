//! What the store keeps about people and for how long (docs/privacy.md): a player's own record
//! for "Download my data", "Forget me" in one transaction, and the retention sweep that clears
//! addresses once the limits they serve are past. The statements are the same on both engines,
//! so one macro writes both.

use async_trait::async_trait;

use super::error::StoreError;

const DAY_MS: i64 = 86_400_000;

/// The name every forgotten player has: a chosen name cannot hold a ':' (`lobby::names`), so
/// no player can take it, and the pages show it as "Deleted player" in their language.
pub const FORGOTTEN_NAME: &str = "deleted:";

/// Whether `name` is a forgotten player's.
pub fn is_forgotten(name: &str) -> bool {
    name == FORGOTTEN_NAME
}

/// How long a player's address (`players.address`, written when the player is made) is kept:
/// nothing counts with it, it is there to trace a flood of new players or a refused name back
/// to where it came from, and a month is long enough to notice one.
pub const PLAYER_ADDRESS_MS: i64 = 30 * DAY_MS;
/// How long a lobby game keeps the address both its players shared (`lobby_games.same_address`):
/// the rated games of an address are counted over the last day (docs/reliability.md "Ratings
/// and one address"); one day more covers nodes whose clocks differ.
pub const SHARED_ADDRESS_MS: i64 = 2 * DAY_MS;
/// How long a table keeps the address that made it (`games.creator`) and a rated table the
/// address of its maker (`rated_tables.address`): the friend tables an address has waiting for
/// a first action are capped, and the computer's queue serves addresses in turn; a table
/// unplayed for a month no longer needs to count.
pub const TABLE_ADDRESS_MS: i64 = 30 * DAY_MS;
/// How long a seek may stay: a seek lives minutes (it goes when it is paired and told, taken
/// back, or its node stops); one paired while its player was away waits for their return, at
/// most this long, with its address.
pub const SEEK_MS: i64 = 30 * DAY_MS;
/// How long a used or expired transfer code stays (it works for ten minutes): a day, to
/// answer "this code was used" rather than "unknown" the same day.
pub const TRANSFER_CODE_MS: i64 = DAY_MS;

/// How long a closed report stays (docs/moderation.md "Reports"): long enough to see the same
/// player reported again over a season and what was done the first time, then dropped.
pub const CLOSED_REPORT_MS: i64 = 180 * DAY_MS;

/// How long the server's logs (each request's address) and the database's backups may be kept:
/// not by the server, which writes logs to its standard error and never deletes a backup, but
/// by its operator (docs/deploy.md "Logs and backups"), as long as an address in the database.
pub const LOGS_MS: i64 = PLAYER_ADDRESS_MS;

/// A player's own row, as "Download my data" gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRecord {
    pub name: String,
    /// The address the player was made from, until the sweep clears it.
    pub address: Option<String>,
    /// When the player was made (Unix ms).
    pub created_at: i64,
}

/// What one sweep cleared or removed, row by row.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Swept {
    pub player_addresses: u64,
    pub shared_addresses: u64,
    pub table_addresses: u64,
    pub rated_table_addresses: u64,
    pub seeks: u64,
    pub transfer_codes: u64,
    /// Reports closed longer ago than `CLOSED_REPORT_MS`.
    pub closed_reports: u64,
    /// Ratings a forgotten player's game in play made after they were forgotten.
    pub forgotten_ratings: u64,
}

/// A player's data, their forgetting, and the retention sweep.
#[async_trait]
pub trait PrivacyStore: Send + Sync {
    /// The player's own row; `None` for no such player or a forgotten one.
    async fn player_record(&self, player: &str) -> Result<Option<PlayerRecord>, StoreError>;

    /// Forgets a player in one transaction: their name (freed for anyone), address, ratings,
    /// browsers (every cookie), transfer codes, seek, waiting rated tables and the push
    /// subscriptions of their lobby games' seats go; their games and their lines in Swiss
    /// tournaments stay, the player shown as "Deleted player". Whether there was such a player not yet forgotten.
    async fn forget_player(&self, player: &str) -> Result<bool, StoreError>;

    /// Clears the addresses kept past their time and removes what has no use any more, as
    /// at `now` (Unix ms). Idempotent: several nodes sweeping at once do no harm.
    async fn sweep(&self, now: i64) -> Result<Swept, StoreError>;
}

/// The privacy statements on one engine: `$store` has a `pool` field.
macro_rules! privacy_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::privacy::PrivacyStore for $store {
            async fn player_record(
                &self,
                player: &str,
            ) -> Result<Option<$crate::store::privacy::PlayerRecord>, $crate::store::error::StoreError>
            {
                let row: Option<(String, String, i64)> = sqlx::query_as(
                    "SELECT name, address, created_at FROM players WHERE id = $1 AND name <> $2",
                )
                .bind(player)
                .bind($crate::store::privacy::FORGOTTEN_NAME)
                .fetch_optional(&self.pool)
                .await?;
                Ok(row.map(
                    |(name, address, created_at)| $crate::store::privacy::PlayerRecord {
                        name,
                        address: (!address.is_empty()).then_some(address),
                        created_at,
                    },
                ))
            }

            async fn forget_player(
                &self,
                player: &str,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.pool.begin().await?;
                // The first statement writes: on SQLite it takes the file's one write lock.
                let done = sqlx::query(
                    "UPDATE players SET name = $2, name_key = $2 || id, address = '',
                         name_key_version = $3
                     WHERE id = $1 AND name <> $2 AND id NOT LIKE 'computer-%'",
                )
                .bind(player)
                .bind($crate::store::privacy::FORGOTTEN_NAME)
                .bind($crate::model::name_key::NAME_KEY_VERSION)
                .execute(&mut *tx)
                .await?;
                if done.rows_affected() != 1 {
                    return Ok(false);
                }
                for statement in [
                    // Every browser the player joined: each cookie is nobody's now.
                    "DELETE FROM player_tokens WHERE player = $1",
                    "DELETE FROM transfer_codes WHERE player = $1",
                    "DELETE FROM ratings WHERE player = $1",
                    "DELETE FROM seeks WHERE player = $1",
                    // A rated table still waiting for its guest is a friend table now.
                    "DELETE FROM rated_tables WHERE player = $1",
                    "DELETE FROM push_subscriptions
                     WHERE (side = 'white' AND game IN (SELECT game FROM lobby_games WHERE white = $1))
                        OR (side = 'black' AND game IN (SELECT game FROM lobby_games WHERE black = $1))",
                    // The players they muted, and their place in others' mutes (their name is
                    // no one's now).
                    "DELETE FROM mutes WHERE player = $1 OR muted = $1",
                    // The players they blocked, and the blocks on them.
                    "DELETE FROM blocks WHERE player = $1 OR blocked = $1",
                    // The reports this player made (docs/privacy.md).
                    "DELETE FROM reports WHERE reporter = $1",
                ] {
                    sqlx::query(statement)
                        .bind(player)
                        .execute(&mut *tx)
                        .await?;
                }
                // Their line in Swiss tournaments stays (the others' results need it), under
                // the forgotten name.
                sqlx::query("UPDATE swiss_players SET name = $2 WHERE player = $1")
                    .bind(player)
                    .bind($crate::store::privacy::FORGOTTEN_NAME)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn sweep(
                &self,
                now: i64,
            ) -> Result<$crate::store::privacy::Swept, $crate::store::error::StoreError> {
                use $crate::store::privacy as p;
                let run = |sql: &'static str, before: i64| {
                    let pool = &self.pool;
                    async move {
                        Ok::<u64, $crate::store::error::StoreError>(
                            sqlx::query(sql)
                                .bind(before)
                                .execute(pool)
                                .await?
                                .rows_affected(),
                        )
                    }
                };
                Ok(p::Swept {
                    player_addresses: run(
                        "UPDATE players SET address = '' WHERE address <> '' AND created_at < $1",
                        now - p::PLAYER_ADDRESS_MS,
                    )
                    .await?,
                    shared_addresses: run(
                        "UPDATE lobby_games SET same_address = NULL
                         WHERE same_address IS NOT NULL AND created_at < $1",
                        now - p::SHARED_ADDRESS_MS,
                    )
                    .await?,
                    // A game's `created_at` is in seconds.
                    table_addresses: run(
                        "UPDATE games SET creator = NULL WHERE creator IS NOT NULL AND created_at < $1",
                        (now - p::TABLE_ADDRESS_MS).div_euclid(1000),
                    )
                    .await?,
                    rated_table_addresses: run(
                        "UPDATE rated_tables SET address = '' WHERE address <> '' AND created_at < $1",
                        now - p::TABLE_ADDRESS_MS,
                    )
                    .await?,
                    seeks: run("DELETE FROM seeks WHERE created_at < $1", now - p::SEEK_MS).await?,
                    transfer_codes: run(
                        "DELETE FROM transfer_codes WHERE expires_at < $1",
                        now - p::TRANSFER_CODE_MS,
                    )
                    .await?,
                    closed_reports: run(
                        "DELETE FROM reports WHERE closed_at IS NOT NULL AND closed_at < $1",
                        now - p::CLOSED_REPORT_MS,
                    )
                    .await?,
                    forgotten_ratings: sqlx::query(
                        "DELETE FROM ratings WHERE player IN (SELECT id FROM players WHERE name = $1)",
                    )
                    .bind(p::FORGOTTEN_NAME)
                    .execute(&self.pool)
                    .await?
                    .rows_affected(),
                })
            }
        }
    };
}
pub(crate) use privacy_store;
