//! The players a player has blocked (docs/moderation.md "Block"): kept with the player, so that
//! on every browser they join neither of the two meets the other: no lobby pairing between
//! them, no custom seek of one shown to the other or taken by them, no seat of one's rated
//! table taken by the other. A block works both ways: the blocked player is kept from the
//! blocker as the blocker is from them. The statements are the same on both engines, so one
//! macro writes both.

use async_trait::async_trait;

use super::error::StoreError;

/// What a block did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blocked {
    /// The player is blocked now.
    Added,
    /// The player was blocked already: nothing changed.
    Already,
    /// The blocking player has blocked as many players as they may (`cap`): nothing changed.
    Full,
}

/// The players a player has blocked.
#[async_trait]
pub trait BlockStore: Send + Sync {
    /// `player` blocks `other`, unless they have blocked `cap` players already: the count and
    /// the write are one step, so that requests at once never pass the cap.
    async fn block(
        &self,
        player: &str,
        other: &str,
        now: i64,
        cap: i64,
    ) -> Result<Blocked, StoreError>;

    /// `player` unblocks `other`; whether they had blocked them.
    async fn unblock(&self, player: &str, other: &str) -> Result<bool, StoreError>;

    /// The names of the players `player` has blocked, the first blocked first (a forgotten
    /// player is no longer among them: forgetting drops the blocks on them too).
    async fn blocks(&self, player: &str) -> Result<Vec<String>, StoreError>;

    /// Whether `a` has blocked `b` or `b` has blocked `a`.
    async fn blocked_between(&self, a: &str, b: &str) -> Result<bool, StoreError>;

    /// The ids of the players kept from `player`: those they blocked and those who blocked
    /// them.
    async fn kept_apart(&self, player: &str) -> Result<Vec<String>, StoreError>;
}

/// The blocks' statements on one engine: `$store` has a `pool` field and `exclusive`, the
/// transaction in which a count and its write are one step (SQLite's `BEGIN IMMEDIATE`,
/// PostgreSQL's advisory lock of what is counted).
macro_rules! block_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::blocks::BlockStore for $store {
            async fn block(
                &self,
                player: &str,
                other: &str,
                now: i64,
                cap: i64,
            ) -> Result<$crate::store::blocks::Blocked, $crate::store::error::StoreError> {
                use $crate::store::blocks::Blocked;
                // Two blocks by one player at once count one after the other.
                let mut tx = self.exclusive(&format!("blocks:{player}")).await?;
                let already: bool = sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM blocks WHERE player = $1 AND blocked = $2)",
                )
                .bind(player)
                .bind(other)
                .fetch_one(&mut *tx)
                .await?;
                if already {
                    return Ok(Blocked::Already);
                }
                let added = sqlx::query(
                    "INSERT INTO blocks (player, blocked, created_at)
                     SELECT $1, $2, $3
                     WHERE (SELECT count(*) FROM blocks WHERE player = $1) < $4",
                )
                .bind(player)
                .bind(other)
                .bind(now)
                .bind(cap)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                tx.commit().await?;
                Ok(if added == 1 {
                    Blocked::Added
                } else {
                    Blocked::Full
                })
            }

            async fn unblock(
                &self,
                player: &str,
                other: &str,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let gone = sqlx::query("DELETE FROM blocks WHERE player = $1 AND blocked = $2")
                    .bind(player)
                    .bind(other)
                    .execute(&self.pool)
                    .await?
                    .rows_affected();
                Ok(gone == 1)
            }

            async fn blocks(
                &self,
                player: &str,
            ) -> Result<Vec<String>, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT p.name FROM blocks b JOIN players p ON p.id = b.blocked
                     WHERE b.player = $1 ORDER BY b.created_at, p.name",
                )
                .bind(player)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn blocked_between(
                &self,
                a: &str,
                b: &str,
            ) -> Result<bool, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM blocks
                     WHERE (player = $1 AND blocked = $2) OR (player = $2 AND blocked = $1))",
                )
                .bind(a)
                .bind(b)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn kept_apart(
                &self,
                player: &str,
            ) -> Result<Vec<String>, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT blocked FROM blocks WHERE player = $1
                     UNION SELECT player FROM blocks WHERE blocked = $1",
                )
                .bind(player)
                .fetch_all(&self.pool)
                .await?)
            }
        }
    };
}
pub(crate) use block_store;
