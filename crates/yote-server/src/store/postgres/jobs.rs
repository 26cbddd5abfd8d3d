//! The computer's searches as jobs in a shared PostgreSQL database (docs/scaling.md): asked for
//! once per game and ply whatever the number of nodes holding the game, claimed by whichever
//! worker thread is free (`FOR UPDATE SKIP LOCKED`), taken over by another when its worker dies
//! (the lease runs out), and answered through the database and its notifications.

use std::net::IpAddr;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sqlx::PgPool;

use super::shared::{CHANNEL, now_ms};
use crate::store::error::StoreError;

/// How long a claimed job is its worker's: past this, another worker takes it over. The longest
/// search is `master`'s 3 s; a worker that has not answered in 10 s has died or hangs.
pub const LEASE: Duration = Duration::from_secs(10);
/// Answered jobs are kept this long (an answer a node has not yet read stays readable), then
/// removed by the workers.
const KEEP_ANSWERED_MS: i64 = 10 * 60 * 1000;
/// A job waiting longer than this is no one's any more (its game was left, or the node that
/// asked died with no worker to search): it no longer counts against new games.
pub const STALE_MS: i64 = 10 * 60 * 1000;

/// One search: what the computer needs to choose its action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Search {
    pub rules: String,
    pub position: String,
    pub level: String,
    pub seed: u64,
    /// A cap shorter than the level's own (a clock running low), in ms.
    pub budget_ms: Option<u64>,
}

/// What the search chose.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// `None` when there was nothing to play (the game is over).
    pub action: Option<String>,
    pub offer_draw: bool,
}

/// A job a worker has claimed.
#[derive(Debug, Clone)]
pub struct Job {
    pub game: String,
    pub ply: u64,
    pub search: Search,
}

/// The jobs table of a PostgreSQL database.
#[derive(Debug, Clone)]
pub struct JobQueue {
    pool: PgPool,
}

impl JobQueue {
    pub(crate) fn new(pool: PgPool) -> JobQueue {
        JobQueue { pool }
    }

    /// Asks for the search of `game` at `ply`, unless it was asked for already; wakes the
    /// workers.
    /// `address` is whose search it is (the lanes the workers serve in turn).
    pub async fn submit(
        &self,
        game: &str,
        ply: u64,
        search: &Search,
        address: IpAddr,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let added = sqlx::query(
            "INSERT INTO jobs (game_id, ply, search, created_at, address) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (game_id, ply) DO NOTHING",
        )
        .bind(game)
        .bind(ply as i64)
        .bind(serde_json::to_string(search).expect("a search serialises"))
        .bind(now_ms())
        .bind(address.to_string())
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if added > 0 {
            sqlx::query("SELECT pg_notify($1, 'j')")
                .bind(CHANNEL)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Claims a job nobody holds (or whose lease ran out) for `worker`: addresses in turn, as
    /// the single server's lanes serve them. The address served least recently goes first (one
    /// never served before any other), then its oldest job: an address with many games waiting
    /// gets one search a round like everyone else.
    pub async fn claim(&self, worker: &str) -> Result<Option<Job>, StoreError> {
        let now = now_ms();
        let row: Option<(String, i64, String)> = sqlx::query_as(
            "UPDATE jobs SET claimed_by = $1, claimed_at = $2
             WHERE (game_id, ply) = (
                 SELECT j.game_id, j.ply FROM jobs j
                 LEFT JOIN (SELECT address, max(claimed_at) AS served FROM jobs
                            WHERE claimed_at IS NOT NULL GROUP BY address) s USING (address)
                 WHERE j.answer IS NULL AND (j.claimed_at IS NULL OR j.claimed_at < $3)
                 ORDER BY s.served NULLS FIRST, j.created_at LIMIT 1 FOR UPDATE OF j SKIP LOCKED)
             RETURNING game_id, ply, search",
        )
        .bind(worker)
        .bind(now)
        .bind(now - LEASE.as_millis() as i64)
        .fetch_optional(&self.pool)
        .await?;
        let Some((game, ply, search)) = row else {
            return Ok(None);
        };
        let search = serde_json::from_str(&search)
            .map_err(|e| StoreError::Corrupt(format!("job {game} {ply}: {e}")))?;
        Ok(Some(Job {
            game,
            ply: ply as u64,
            search,
        }))
    }

    /// Stores a job's answer (the first answer counts) and tells the nodes.
    pub async fn finish(&self, job: &Job, answer: &Answer) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "UPDATE jobs SET answer = $1 WHERE game_id = $2 AND ply = $3 AND answer IS NULL",
        )
        .bind(serde_json::to_string(answer).expect("an answer serialises"))
        .bind(&job.game)
        .bind(job.ply as i64)
        .execute(&mut *tx)
        .await?;
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(format!("d {} {}", job.game, job.ply))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The answer of `game`'s search at `ply`, once there is one.
    pub async fn answer(&self, game: &str, ply: u64) -> Result<Option<Answer>, StoreError> {
        let text: Option<Option<String>> =
            sqlx::query_scalar("SELECT answer FROM jobs WHERE game_id = $1 AND ply = $2")
                .bind(game)
                .bind(ply as i64)
                .fetch_optional(&self.pool)
                .await?;
        match text.flatten() {
            Some(t) => Ok(Some(serde_json::from_str(&t).map_err(|e| {
                StoreError::Corrupt(format!("answer of {game} {ply}: {e}"))
            })?)),
            None => Ok(None),
        }
    }

    /// The searches a newcomer's first would wait behind: each address's waiting jobs count
    /// for at most `share` (addresses are served in turn), as [`crate::game::pool::Pool::ahead`]
    /// counts a single server's. Jobs asked for more than [`STALE_MS`] ago are not counted.
    pub async fn ahead(&self, share: usize) -> Result<usize, StoreError> {
        let now = now_ms();
        let n: i64 = sqlx::query_scalar(
            "SELECT coalesce(sum(least(n, $1)), 0)::BIGINT FROM (
                 SELECT count(*) AS n FROM jobs
                 WHERE answer IS NULL AND (claimed_at IS NULL OR claimed_at < $2)
                   AND created_at > $3
                 GROUP BY address) lanes",
        )
        .bind(share as i64)
        .bind(now - LEASE.as_millis() as i64)
        .bind(now - STALE_MS)
        .fetch_one(&self.pool)
        .await?;
        Ok(n.max(0) as usize)
    }

    /// Gives back the unanswered jobs of the worker threads named `<prefix>…` (a worker
    /// stopping): another takes them at once instead of after the lease.
    pub async fn give_back(&self, prefix: &str) -> Result<u64, StoreError> {
        let mut tx = self.pool.begin().await?;
        let n = sqlx::query(
            "UPDATE jobs SET claimed_by = NULL, claimed_at = NULL
             WHERE answer IS NULL AND starts_with(claimed_by, $1)",
        )
        .bind(prefix)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if n > 0 {
            sqlx::query("SELECT pg_notify($1, 'j')")
                .bind(CHANNEL)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(n)
    }

    /// Removes answers older than ten minutes.
    pub async fn prune(&self) -> Result<u64, StoreError> {
        Ok(
            sqlx::query("DELETE FROM jobs WHERE answer IS NOT NULL AND created_at < $1")
                .bind(now_ms() - KEEP_ANSWERED_MS)
                .execute(&self.pool)
                .await?
                .rows_affected(),
        )
    }
}
