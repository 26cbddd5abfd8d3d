//! Games let go from memory until their next timer (docs/reliability.md "Games in memory"), on
//! each engine: the same statements, in each one's placeholders. A game is parked only at the
//! version the server that lets it go holds, so a server that missed a later version never
//! parks the game with a stale deadline; every append unparks it.

/// SQLite's statements.
pub(super) mod sqlite {
    use sqlx::SqlitePool;

    use crate::store::error::StoreError;

    pub async fn park(
        pool: &SqlitePool,
        id: &str,
        version: u64,
        wake_at: i64,
        turn_since: i64,
    ) -> Result<bool, StoreError> {
        let parked = sqlx::query(
            "UPDATE games SET wake_at = ?, turn_since = ? WHERE id = ? AND version = ?",
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

    pub async fn parked(pool: &SqlitePool, id: &str) -> Result<Option<i64>, StoreError> {
        let turn: Option<Option<i64>> =
            sqlx::query_scalar("SELECT turn_since FROM games WHERE id = ? AND wake_at IS NOT NULL")
                .bind(id)
                .fetch_optional(pool)
                .await?;
        Ok(turn.flatten())
    }

    pub async fn due(pool: &SqlitePool, before: i64) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE finished = 0 AND wake_at < ? ORDER BY wake_at",
        )
        .bind(before)
        .fetch_all(pool)
        .await?)
    }

    pub async fn to_resume(pool: &SqlitePool, before: i64) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE finished = 0 AND opponent = 'computer'
             UNION SELECT id FROM games WHERE finished = 0 AND timed = 1
                 AND (wake_at IS NULL OR wake_at < ?) ORDER BY id",
        )
        .bind(before)
        .fetch_all(pool)
        .await?)
    }
}

/// PostgreSQL's statements.
pub(super) mod postgres {
    use sqlx::PgPool;

    use crate::store::error::StoreError;

    pub async fn park(
        pool: &PgPool,
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

    pub async fn parked(pool: &PgPool, id: &str) -> Result<Option<i64>, StoreError> {
        let turn: Option<Option<i64>> = sqlx::query_scalar(
            "SELECT turn_since FROM games WHERE id = $1 AND wake_at IS NOT NULL",
        )
        .bind(id)
        .fetch_optional(pool)
        .await?;
        Ok(turn.flatten())
    }

    pub async fn due(pool: &PgPool, before: i64) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE NOT finished AND wake_at < $1 ORDER BY wake_at",
        )
        .bind(before)
        .fetch_all(pool)
        .await?)
    }

    pub async fn to_resume(pool: &PgPool, before: i64) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE NOT finished AND opponent = 'computer'
             UNION SELECT id FROM games WHERE NOT finished AND timed
                 AND (wake_at IS NULL OR wake_at < $1) ORDER BY id",
        )
        .bind(before)
        .fetch_all(pool)
        .await?)
    }
}
