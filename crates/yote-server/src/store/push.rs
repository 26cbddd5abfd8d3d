//! Web Push on both engines (docs/protocol.md §5): the deployment's VAPID key pair, the seats'
//! subscriptions, and the notices claimed before they are sent. The statements are the same on
//! both engines, so one macro writes both.

use async_trait::async_trait;

use super::error::StoreError;

/// A browser's push subscription for a seat of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushSubscription {
    pub endpoint: String,
    pub game: String,
    /// `"white"` or `"black"`.
    pub side: String,
    /// The browser's P-256 public key and its authentication secret (base64url, as the
    /// browser gives them).
    pub p256dh: String,
    pub auth: String,
    /// The language its notices are written in.
    pub lang: String,
}

/// Web Push's rows.
#[async_trait]
pub trait PushStore: Send + Sync {
    /// The deployment's VAPID key pair (private, public; base64url): `made` is kept if there is
    /// none yet, else the one kept first is answered (two nodes starting at once agree).
    async fn vapid_keys(
        &self,
        made: (&str, &str),
        now: i64,
    ) -> Result<(String, String), StoreError>;

    /// Keeps a subscription (a browser asking again for the same game replaces its row), unless
    /// its seat already has `cap` others: whether it is kept. The count and the write are one
    /// step (store/mod.rs "Caps").
    async fn add_subscription(
        &self,
        s: &PushSubscription,
        now: i64,
        cap: usize,
    ) -> Result<bool, StoreError>;

    /// Removes a browser's subscription for a game; whether there was one.
    async fn remove_subscription(&self, game: &str, endpoint: &str) -> Result<bool, StoreError>;

    /// Removes an endpoint the push service no longer knows, from every game.
    async fn remove_endpoint(&self, endpoint: &str) -> Result<(), StoreError>;

    /// The subscriptions of `game`'s seats.
    async fn subscriptions(&self, game: &str) -> Result<Vec<PushSubscription>, StoreError>;

    /// Claims the notice `notice` of `game`: true for the first to claim it only.
    async fn claim_notice(&self, game: &str, notice: &str, now: i64) -> Result<bool, StoreError>;

    /// A game has ended and its last notices are sent: its subscriptions and claims go.
    async fn forget_push(&self, game: &str) -> Result<(), StoreError>;
}

/// Web Push's statements on one engine: `$store` has a `pool` field.
macro_rules! push_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::push::PushStore for $store {
            async fn vapid_keys(
                &self,
                made: (&str, &str),
                now: i64,
            ) -> Result<(String, String), $crate::store::error::StoreError> {
                sqlx::query(
                    "INSERT INTO push_keys (id, private_key, public_key, created_at)
                     VALUES (1, $1, $2, $3) ON CONFLICT DO NOTHING",
                )
                .bind(made.0)
                .bind(made.1)
                .bind(now)
                .execute(&self.pool)
                .await?;
                Ok(
                    sqlx::query_as("SELECT private_key, public_key FROM push_keys WHERE id = 1")
                        .fetch_one(&self.pool)
                        .await?,
                )
            }

            async fn add_subscription(
                &self,
                s: &$crate::store::push::PushSubscription,
                now: i64,
                cap: usize,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.exclusive(&format!("push:{}:{}", s.game, s.side)).await?;
                let others: i64 = sqlx::query_scalar(
                    "SELECT count(*) FROM push_subscriptions
                     WHERE game = $1 AND side = $2 AND endpoint <> $3",
                )
                .bind(&s.game)
                .bind(&s.side)
                .bind(&s.endpoint)
                .fetch_one(&mut *tx)
                .await?;
                if others >= cap as i64 {
                    return Ok(false);
                }
                sqlx::query(
                    "INSERT INTO push_subscriptions
                     (endpoint, game, side, p256dh, auth, lang, created_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)
                     ON CONFLICT (game, endpoint) DO UPDATE SET side = $3, p256dh = $4,
                     auth = $5, lang = $6, created_at = $7",
                )
                .bind(&s.endpoint)
                .bind(&s.game)
                .bind(&s.side)
                .bind(&s.p256dh)
                .bind(&s.auth)
                .bind(&s.lang)
                .bind(now)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn remove_subscription(
                &self,
                game: &str,
                endpoint: &str,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let done =
                    sqlx::query("DELETE FROM push_subscriptions WHERE game = $1 AND endpoint = $2")
                        .bind(game)
                        .bind(endpoint)
                        .execute(&self.pool)
                        .await?;
                Ok(done.rows_affected() > 0)
            }

            async fn remove_endpoint(
                &self,
                endpoint: &str,
            ) -> Result<(), $crate::store::error::StoreError> {
                sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1")
                    .bind(endpoint)
                    .execute(&self.pool)
                    .await?;
                Ok(())
            }

            async fn subscriptions(
                &self,
                game: &str,
            ) -> Result<Vec<$crate::store::push::PushSubscription>, $crate::store::error::StoreError>
            {
                let rows: Vec<(String, String, String, String, String, String)> =
                    sqlx::query_as(
                        "SELECT endpoint, game, side, p256dh, auth, lang FROM push_subscriptions
                         WHERE game = $1 ORDER BY created_at, endpoint",
                    )
                    .bind(game)
                    .fetch_all(&self.pool)
                    .await?;
                Ok(rows
                    .into_iter()
                    .map(|(endpoint, game, side, p256dh, auth, lang)| {
                        $crate::store::push::PushSubscription {
                            endpoint,
                            game,
                            side,
                            p256dh,
                            auth,
                            lang,
                        }
                    })
                    .collect())
            }

            async fn claim_notice(
                &self,
                game: &str,
                notice: &str,
                now: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let done = sqlx::query(
                    "INSERT INTO push_sent (game, notice, at) VALUES ($1, $2, $3)
                     ON CONFLICT DO NOTHING",
                )
                .bind(game)
                .bind(notice)
                .bind(now)
                .execute(&self.pool)
                .await?;
                Ok(done.rows_affected() == 1)
            }

            async fn forget_push(&self, game: &str) -> Result<(), $crate::store::error::StoreError> {
                sqlx::query("DELETE FROM push_subscriptions WHERE game = $1")
                    .bind(game)
                    .execute(&self.pool)
                    .await?;
                sqlx::query("DELETE FROM push_sent WHERE game = $1")
                    .bind(game)
                    .execute(&self.pool)
                    .await?;
                Ok(())
            }
        }
    };
}
pub(crate) use push_store;
