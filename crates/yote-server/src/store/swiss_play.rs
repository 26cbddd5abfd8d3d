//! Swiss tournaments played on the site (docs/tournaments.md "Swiss on the site"): the lease
//! of the node that directs one (as an arena's), each board's lobby game made once, a game's
//! end set as its board's result once, and the moment a round is seen complete, from which a
//! round that starts by itself is timed.
//!
//! Every check-then-write is one statement or one transaction: the lease is one conditional
//! `UPDATE`; a round's games are stored under the tournament's lock, only by the node holding
//! the lease and only on boards still without a game; a result is set only where none is.

use async_trait::async_trait;

use super::error::StoreError;
use super::lobby::NewLobbyGame;

/// A board's game that is over and whose result is not set yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissGameOver {
    pub round: i64,
    pub board: i64,
    pub game: String,
}

#[async_trait]
pub trait SwissPlayStore {
    /// The tournaments the directors' loop looks at: not finished, begun, and either played
    /// on the site with a board of the last round paired still without a result, or with
    /// rounds that start by themselves.
    async fn swiss_under_way(&self) -> Result<Vec<String>, StoreError>;

    /// Takes or keeps the lease of tournament `id` for `node` until `until`, unless another
    /// node holds it past `now`: whether `node` directs it. One statement.
    async fn take_swiss_lease(
        &self,
        id: &str,
        node: i64,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError>;

    /// Stores the games `games` (each with its board) of round `round` of `id` in one
    /// transaction, if `node` still directs it at `now`, `round` is its last round paired,
    /// and none of the boards has a game yet: whether they are stored (all, or none).
    async fn start_swiss_games(
        &self,
        id: &str,
        node: i64,
        now: i64,
        round: i64,
        games: &[(i64, NewLobbyGame)],
    ) -> Result<bool, StoreError>;

    /// The boards of `id` whose game is over and whose result is not set.
    async fn swiss_games_over(&self, id: &str) -> Result<Vec<SwissGameOver>, StoreError>;

    /// Sets the result of a board from its game's end, unless one is set (the director's
    /// correction stays); `absent`: the number of a player who never started their game,
    /// withdrawn from the rounds after, in the same transaction. Whether it was set.
    async fn end_swiss_game(
        &self,
        id: &str,
        over: &SwissGameOver,
        result: &str,
        absent: Option<i64>,
    ) -> Result<bool, StoreError>;

    /// Notes that round `round` of `id`, its last paired, is complete at `at`, once.
    async fn swiss_round_done(&self, id: &str, round: i64, at: i64) -> Result<bool, StoreError>;

    /// The tournament a game is a board of.
    async fn swiss_of_game(&self, game: &str) -> Result<Option<String>, StoreError>;
}

/// The statements on one engine: `$store` has a `pool` field, `exclusive` (store/mod.rs
/// "Caps") and the lobby's `insert_lobby_games`; `$db` is its pool's database.
macro_rules! swiss_play_store {
    ($store:ty, $db:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::swiss_play::SwissPlayStore for $store {
            async fn swiss_under_way(
                &self,
            ) -> Result<Vec<String>, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT s.id FROM swiss s WHERE NOT s.finished AND s.round > 0
                       AND (s.round_gap_s IS NOT NULL
                         OR (NOT s.on_boards AND EXISTS (SELECT 1 FROM swiss_boards b
                               WHERE b.swiss = s.id AND b.round = s.round
                                 AND b.black IS NOT NULL AND b.result IS NULL)))
                     ORDER BY s.created_at, s.id",
                )
                .fetch_all(&self.pool)
                .await?)
            }

            async fn take_swiss_lease(
                &self,
                id: &str,
                node: i64,
                now: i64,
                until: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let taken = sqlx::query(
                    "UPDATE swiss SET director = $2, lease_until = $3
                     WHERE id = $1 AND NOT finished
                       AND (director = $2 OR director IS NULL OR lease_until < $4)",
                )
                .bind(id)
                .bind(node)
                .bind(until)
                .bind(now)
                .execute(&self.pool)
                .await?
                .rows_affected();
                Ok(taken == 1)
            }

            async fn start_swiss_games(
                &self,
                id: &str,
                node: i64,
                now: i64,
                round: i64,
                games: &[(i64, $crate::store::lobby::NewLobbyGame)],
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.exclusive(&format!("swiss:{id}")).await?;
                let directs: bool = sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM swiss WHERE id = $1 AND director = $2
                         AND lease_until >= $3 AND round = $4 AND NOT finished)",
                )
                .bind(id)
                .bind(node)
                .bind(now)
                .bind(round)
                .fetch_one(&mut *tx)
                .await?;
                if !directs {
                    return Ok(false);
                }
                for (board, game) in games {
                    let set = sqlx::query(
                        "UPDATE swiss_boards SET game = $4
                         WHERE swiss = $1 AND round = $2 AND board = $3 AND game IS NULL
                           AND result IS NULL",
                    )
                    .bind(id)
                    .bind(round)
                    .bind(board)
                    .bind(&game.table.id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
                    if set != 1 {
                        return Ok(false);
                    }
                }
                let games: Vec<_> = games.iter().map(|(_, g)| g.clone()).collect();
                Self::insert_lobby_games(&mut *tx, &games, true, now).await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn swiss_games_over(
                &self,
                id: &str,
            ) -> Result<
                Vec<$crate::store::swiss_play::SwissGameOver>,
                $crate::store::error::StoreError,
            > {
                use sqlx::Row as _;
                let rows = sqlx::query(
                    "SELECT b.round, b.board, b.game FROM swiss_boards b
                       JOIN games g ON g.id = b.game
                     WHERE b.swiss = $1 AND b.result IS NULL AND g.finished
                     ORDER BY b.round, b.board",
                )
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
                rows.iter()
                    .map(|r| {
                        Ok($crate::store::swiss_play::SwissGameOver {
                            round: r.try_get("round")?,
                            board: r.try_get("board")?,
                            game: r.try_get("game")?,
                        })
                    })
                    .collect()
            }

            async fn end_swiss_game(
                &self,
                id: &str,
                over: &$crate::store::swiss_play::SwissGameOver,
                result: &str,
                absent: Option<i64>,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.pool.begin().await?;
                let set = sqlx::query(
                    "UPDATE swiss_boards SET result = $5
                     WHERE swiss = $1 AND round = $2 AND board = $3 AND game = $4
                       AND result IS NULL",
                )
                .bind(id)
                .bind(over.round)
                .bind(over.board)
                .bind(&over.game)
                .bind(result)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if set != 1 {
                    return Ok(false);
                }
                if let Some(number) = absent {
                    sqlx::query(
                        "UPDATE swiss_players SET withdrawn_after = $3
                         WHERE swiss = $1 AND number = $2 AND withdrawn_after IS NULL",
                    )
                    .bind(id)
                    .bind(number)
                    .bind(over.round)
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
                Ok(true)
            }

            async fn swiss_round_done(
                &self,
                id: &str,
                round: i64,
                at: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                Ok(sqlx::query(
                    "UPDATE swiss SET round_done_at = $3
                     WHERE id = $1 AND round = $2 AND round_done_at IS NULL",
                )
                .bind(id)
                .bind(round)
                .bind(at)
                .execute(&self.pool)
                .await?
                .rows_affected()
                    == 1)
            }

            async fn swiss_of_game(
                &self,
                game: &str,
            ) -> Result<Option<String>, $crate::store::error::StoreError> {
                Ok(
                    sqlx::query_scalar("SELECT swiss FROM swiss_boards WHERE game = $1")
                        .bind(game)
                        .fetch_optional(&self.pool)
                        .await?,
                )
            }
        }
    };
}

pub(crate) use swiss_play_store;
