//! Games that wait, on each engine (the same statements, in each one's placeholders): those let
//! go from memory until their next timer (docs/reliability.md "Games in memory"), parked only at
//! the version the server that lets them go holds, so that a server that missed a later version
//! never parks a game with a stale deadline (every append unparks it); and the friend tables an
//! address has made that wait for their first action, which are capped.

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

    pub async fn mark_creator(
        pool: &SqlitePool,
        id: &str,
        address: std::net::IpAddr,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET creator = ? WHERE id = ?")
            .bind(address.to_string())
            .bind(id)
            .execute(pool)
            .await?;
        Ok(())
    }

    pub async fn unplayed(
        pool: &SqlitePool,
        address: std::net::IpAddr,
    ) -> Result<usize, StoreError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM games
             WHERE creator = ? AND finished = 0 AND version <= 2 AND opponent = 'friend'",
        )
        .bind(address.to_string())
        .fetch_one(pool)
        .await?;
        Ok(n as usize)
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

    pub async fn mark_creator(
        pool: &PgPool,
        id: &str,
        address: std::net::IpAddr,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET creator = $1 WHERE id = $2")
            .bind(address.to_string())
            .bind(id)
            .execute(pool)
            .await?;
        Ok(())
    }

    pub async fn unplayed(pool: &PgPool, address: std::net::IpAddr) -> Result<usize, StoreError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM games
             WHERE creator = $1 AND NOT finished AND version <= 2 AND opponent = 'friend'",
        )
        .bind(address.to_string())
        .fetch_one(pool)
        .await?;
        Ok(n as usize)
    }
}
