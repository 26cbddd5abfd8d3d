//! The players a player has muted (docs/moderation.md "Mute"): kept with the player, so that
//! every browser they join hides the same people's words. The statements are the same on both
//! engines, so one macro writes both.

use async_trait::async_trait;

use super::error::StoreError;

/// What a mute did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Muted {
    /// The player is muted now.
    Added,
    /// The player was muted already: nothing changed.
    Already,
    /// The muting player has muted as many players as they may (`cap`): nothing changed.
    Full,
}

/// The players a player has muted.
#[async_trait]
pub trait MuteStore: Send + Sync {
    /// `player` mutes `other`, unless they have muted `cap` players already: the count and
    /// the write are one step, so that requests at once never pass the cap.
    async fn mute(
        &self,
        player: &str,
        other: &str,
        now: i64,
        cap: i64,
    ) -> Result<Muted, StoreError>;

    /// `player` hears `other` again; whether they had muted them.
    async fn unmute(&self, player: &str, other: &str) -> Result<bool, StoreError>;

    /// The names of the players `player` has muted, the first muted first (a forgotten
    /// player is no longer among them: forgetting drops the mutes on them too).
    async fn mutes(&self, player: &str) -> Result<Vec<String>, StoreError>;
}

/// The mutes' statements on one engine: `$store` has a `pool` field and `exclusive`, the
/// transaction in which a count and its write are one step (SQLite's `BEGIN IMMEDIATE`,
/// PostgreSQL's advisory lock of what is counted).
macro_rules! mute_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::mutes::MuteStore for $store {
            async fn mute(
                &self,
                player: &str,
                other: &str,
                now: i64,
                cap: i64,
            ) -> Result<$crate::store::mutes::Muted, $crate::store::error::StoreError> {
                use $crate::store::mutes::Muted;
                // Two mutes of one player at once count one after the other.
                let mut tx = self.exclusive(&format!("mutes:{player}")).await?;
                let already: bool = sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM mutes WHERE player = $1 AND muted = $2)",
                )
                .bind(player)
                .bind(other)
                .fetch_one(&mut *tx)
                .await?;
                if already {
                    return Ok(Muted::Already);
                }
                let added = sqlx::query(
                    "INSERT INTO mutes (player, muted, created_at)
                     SELECT $1, $2, $3
                     WHERE (SELECT count(*) FROM mutes WHERE player = $1) < $4",
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
                    Muted::Added
                } else {
                    Muted::Full
                })
            }

            async fn unmute(
                &self,
                player: &str,
                other: &str,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let gone = sqlx::query("DELETE FROM mutes WHERE player = $1 AND muted = $2")
                    .bind(player)
                    .bind(other)
                    .execute(&self.pool)
                    .await?
                    .rows_affected();
                Ok(gone == 1)
            }

            async fn mutes(
                &self,
                player: &str,
            ) -> Result<Vec<String>, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT p.name FROM mutes m JOIN players p ON p.id = m.muted
                     WHERE m.player = $1 ORDER BY m.created_at, p.name",
                )
                .bind(player)
                .fetch_all(&self.pool)
                .await?)
            }
        }
    };
}
pub(crate) use mute_store;
