//! Swiss tournaments and round robins on the site (docs/tournaments.md "Swiss on the site"):
//! the tournament's row, its players by pairing number, the byes asked for a round, and each
//! round's boards. The statements are the same on both engines, so one macro writes both.
//!
//! Every check-then-write is one statement or one transaction on the tournament's row: a join
//! takes the next number by incrementing `players` (the row's lock orders joins at once), a
//! round is paired by moving `round` from the last one paired to the next (of two directors
//! pairing at once, one pairs it), and a result both players report is set by the second
//! report's own `UPDATE`.

use async_trait::async_trait;

use super::error::StoreError;

/// A new tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSwiss {
    pub id: String,
    pub name: String,
    /// `swiss`, `robin` or `robin2` (a double round robin).
    pub system: String,
    /// The rounds planned (a round robin's follow from its players at the start).
    pub rounds: i64,
    pub rules: String,
    /// Played on real boards in the room: results are reported, not played on the site.
    pub on_boards: bool,
    /// SHA-256 of the id and the director's key (hex).
    pub director_key: String,
    /// SHA-256 of the id and the entry code, when one is asked.
    pub entry_code: Option<String>,
    pub created_by: String,
    pub created_at: i64,
    /// Player 1's colour in round 1.
    pub initial_white: bool,
    /// The clock (`None`: none, on real boards only; on the site, each game's).
    pub clock: Option<SwissClock>,
    /// Whether its games on the site are rated (in the lobby's pools).
    pub rated: bool,
    /// The next round starts this long after the round before is complete, in seconds
    /// (`None`: the director starts each).
    pub round_gap_s: Option<i64>,
}

/// A tournament's clock: minutes and seconds added a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SwissClock {
    pub initial_s: i64,
    pub increment_s: i64,
}

/// A tournament as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissRow {
    pub swiss: NewSwiss,
    pub players: i64,
    /// The last round paired (0 before the start).
    pub round: i64,
    pub finished: bool,
    /// When the director's loop saw the last round paired complete (`None`: not yet).
    pub round_done_at: Option<i64>,
}

/// A player of a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissPlayerRow {
    pub number: i64,
    /// The site's player, or `None` for a name the director typed.
    pub player: Option<String>,
    pub name: String,
    pub rating: i64,
    /// The last round paired when they joined.
    pub joined_after: i64,
    /// The last round paired when they withdrew.
    pub withdrawn_after: Option<i64>,
}

/// A bye asked for a round: `H` half a point, `F` a full point, `Z` none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissByeRow {
    pub round: i64,
    pub number: i64,
    pub kind: String,
}

/// A board of a round (`black` `None`: the pairing-allocated bye).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissBoardRow {
    pub round: i64,
    pub board: i64,
    pub white: i64,
    pub black: Option<i64>,
    /// `1-0`, `0-1`, `1/2`, `+-`, `-+`.
    pub result: Option<String>,
    pub white_says: Option<String>,
    pub black_says: Option<String>,
    /// Its game on the site (`None`: on a real board, a bye, or not made yet).
    pub game: Option<String>,
}

/// Who reports a board's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reporter {
    White,
    Black,
    /// The director: the result is set at once, and may correct one set before.
    Director,
}

/// Swiss tournaments' rows.
#[async_trait]
pub trait SwissStore: Send + Sync {
    async fn create_swiss(&self, swiss: &NewSwiss) -> Result<(), StoreError>;

    async fn swiss(&self, id: &str) -> Result<Option<SwissRow>, StoreError>;

    /// The players, by number.
    async fn swiss_players(&self, id: &str) -> Result<Vec<SwissPlayerRow>, StoreError>;

    /// The byes asked, by round and number.
    async fn swiss_byes(&self, id: &str) -> Result<Vec<SwissByeRow>, StoreError>;

    /// Every round's boards, by round and board.
    async fn swiss_boards(&self, id: &str) -> Result<Vec<SwissBoardRow>, StoreError>;

    /// Adds a player (`player` `None`: a name the director typed) with the next number, unless
    /// the tournament is finished or `player` is in it already: the number.
    async fn join_swiss(
        &self,
        id: &str,
        player: Option<&str>,
        name: &str,
        rating: i64,
    ) -> Result<Option<i64>, StoreError>;

    /// Withdraws player `number` from the rounds after the last one paired: whether they were
    /// still in.
    async fn withdraw_swiss(&self, id: &str, number: i64) -> Result<bool, StoreError>;

    /// Asks a bye of `kind` for player `number` in `round`, a round not paired yet (asked
    /// again, the new kind replaces the old): whether it is asked.
    async fn ask_swiss_bye(
        &self,
        id: &str,
        round: i64,
        number: i64,
        kind: &str,
    ) -> Result<bool, StoreError>;

    /// Pairs round `round` (the last one paired + 1): its boards stored, the players first
    /// renumbered by `renumber` (old number, new number), all in one transaction: whether it
    /// was paired here (`false`: paired already, or the tournament finished).
    async fn pair_swiss_round(
        &self,
        id: &str,
        round: i64,
        renumber: &[(i64, i64)],
        boards: &[SwissBoardRow],
    ) -> Result<bool, StoreError>;

    /// `who` reports the result of board `board` of round `round`: the board as it is after
    /// (`None`: no such board, or a player's report on a board whose result is set).
    async fn report_swiss_result(
        &self,
        id: &str,
        round: i64,
        board: i64,
        who: Reporter,
        result: &str,
    ) -> Result<Option<SwissBoardRow>, StoreError>;

    /// Marks the tournament finished: whether it was not already.
    async fn finish_swiss(&self, id: &str) -> Result<bool, StoreError>;

    /// The tournaments `player` is in, the oldest first: their data (docs/privacy.md).
    async fn player_swiss(&self, player: &str) -> Result<Vec<PlayerSwiss>, StoreError>;
}

/// A tournament a player is in, as their data shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerSwiss {
    pub swiss: String,
    pub name: String,
    pub number: i64,
    pub rating: i64,
    pub withdrawn_after: Option<i64>,
}

/// The Swiss statements on one engine: `$store` has a `pool` field; `$db` is its database.
macro_rules! swiss_store {
    ($store:ty, $db:ty) => {
        impl $store {
            fn swiss_board_from(
                r: &<$db as sqlx::Database>::Row,
            ) -> Result<$crate::store::swiss::SwissBoardRow, $crate::store::error::StoreError> {
                use sqlx::Row as _;
                Ok($crate::store::swiss::SwissBoardRow {
                    round: r.try_get("round")?,
                    board: r.try_get("board")?,
                    white: r.try_get("white")?,
                    black: r.try_get("black")?,
                    result: r.try_get("result")?,
                    white_says: r.try_get("white_says")?,
                    black_says: r.try_get("black_says")?,
                    game: r.try_get("game")?,
                })
            }
        }

        #[async_trait::async_trait]
        impl $crate::store::swiss::SwissStore for $store {
            async fn create_swiss(
                &self,
                s: &$crate::store::swiss::NewSwiss,
            ) -> Result<(), $crate::store::error::StoreError> {
                sqlx::query(
                    "INSERT INTO swiss (id, name, system, rounds, rules, on_boards, director_key,
                         entry_code, created_by, created_at, initial_white, initial_s,
                         increment_s, rated, round_gap_s)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
                )
                .bind(&s.id)
                .bind(&s.name)
                .bind(&s.system)
                .bind(s.rounds)
                .bind(&s.rules)
                .bind(s.on_boards)
                .bind(&s.director_key)
                .bind(&s.entry_code)
                .bind(&s.created_by)
                .bind(s.created_at)
                .bind(s.initial_white)
                .bind(s.clock.map(|c| c.initial_s))
                .bind(s.clock.map(|c| c.increment_s))
                .bind(s.rated)
                .bind(s.round_gap_s)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn swiss(
                &self,
                id: &str,
            ) -> Result<Option<$crate::store::swiss::SwissRow>, $crate::store::error::StoreError> {
                use sqlx::Row as _;
                let Some(r) = sqlx::query(
                    "SELECT id, name, system, rounds, rules, on_boards, director_key, entry_code,
                         created_by, created_at, initial_white, players, round, finished,
                         initial_s, increment_s, rated, round_gap_s, round_done_at
                     FROM swiss WHERE id = $1",
                )
                .bind(id)
                .fetch_optional(&self.pool)
                .await?
                else {
                    return Ok(None);
                };
                let initial_s: Option<i64> = r.try_get("initial_s")?;
                let increment_s: Option<i64> = r.try_get("increment_s")?;
                Ok(Some($crate::store::swiss::SwissRow {
                    swiss: $crate::store::swiss::NewSwiss {
                        id: r.try_get("id")?,
                        name: r.try_get("name")?,
                        system: r.try_get("system")?,
                        rounds: r.try_get("rounds")?,
                        rules: r.try_get("rules")?,
                        on_boards: r.try_get("on_boards")?,
                        director_key: r.try_get("director_key")?,
                        entry_code: r.try_get("entry_code")?,
                        created_by: r.try_get("created_by")?,
                        created_at: r.try_get("created_at")?,
                        initial_white: r.try_get("initial_white")?,
                        clock: initial_s.map(|initial_s| $crate::store::swiss::SwissClock {
                            initial_s,
                            increment_s: increment_s.unwrap_or(0),
                        }),
                        rated: r.try_get("rated")?,
                        round_gap_s: r.try_get("round_gap_s")?,
                    },
                    players: r.try_get("players")?,
                    round: r.try_get("round")?,
                    finished: r.try_get("finished")?,
                    round_done_at: r.try_get("round_done_at")?,
                }))
            }

            async fn swiss_players(
                &self,
                id: &str,
            ) -> Result<Vec<$crate::store::swiss::SwissPlayerRow>, $crate::store::error::StoreError>
            {
                use sqlx::Row as _;
                let rows = sqlx::query(
                    "SELECT number, player, name, rating, joined_after, withdrawn_after
                     FROM swiss_players WHERE swiss = $1 ORDER BY number",
                )
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
                rows.iter()
                    .map(|r| {
                        Ok($crate::store::swiss::SwissPlayerRow {
                            number: r.try_get("number")?,
                            player: r.try_get("player")?,
                            name: r.try_get("name")?,
                            rating: r.try_get("rating")?,
                            joined_after: r.try_get("joined_after")?,
                            withdrawn_after: r.try_get("withdrawn_after")?,
                        })
                    })
                    .collect()
            }

            async fn swiss_byes(
                &self,
                id: &str,
            ) -> Result<Vec<$crate::store::swiss::SwissByeRow>, $crate::store::error::StoreError> {
                use sqlx::Row as _;
                let rows = sqlx::query(
                    "SELECT round, number, kind FROM swiss_byes WHERE swiss = $1
                     ORDER BY round, number",
                )
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
                rows.iter()
                    .map(|r| {
                        Ok($crate::store::swiss::SwissByeRow {
                            round: r.try_get("round")?,
                            number: r.try_get("number")?,
                            kind: r.try_get("kind")?,
                        })
                    })
                    .collect()
            }

            async fn swiss_boards(
                &self,
                id: &str,
            ) -> Result<Vec<$crate::store::swiss::SwissBoardRow>, $crate::store::error::StoreError>
            {
                let rows = sqlx::query(
                    "SELECT round, board, white, black, result, white_says, black_says, game
                     FROM swiss_boards WHERE swiss = $1 ORDER BY round, board",
                )
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
                rows.iter().map(Self::swiss_board_from).collect()
            }

            async fn join_swiss(
                &self,
                id: &str,
                player: Option<&str>,
                name: &str,
                rating: i64,
            ) -> Result<Option<i64>, $crate::store::error::StoreError> {
                let mut tx = self.pool.begin().await?;
                let taken: Option<(i64, i64)> = sqlx::query_as(
                    "UPDATE swiss SET players = players + 1 WHERE id = $1 AND NOT finished
                     RETURNING players, round",
                )
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
                let Some((number, round)) = taken else {
                    return Ok(None);
                };
                let added = sqlx::query(
                    "INSERT INTO swiss_players (swiss, number, player, name, rating, joined_after)
                     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
                )
                .bind(id)
                .bind(number)
                .bind(player)
                .bind(name)
                .bind(rating)
                .bind(round)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if added == 0 {
                    return Ok(None);
                }
                tx.commit().await?;
                Ok(Some(number))
            }

            async fn withdraw_swiss(
                &self,
                id: &str,
                number: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                Ok(sqlx::query(
                    "UPDATE swiss_players SET withdrawn_after = (SELECT round FROM swiss WHERE id = $1)
                     WHERE swiss = $1 AND number = $2 AND withdrawn_after IS NULL",
                )
                .bind(id)
                .bind(number)
                .execute(&self.pool)
                .await?
                .rows_affected()
                    == 1)
            }

            async fn ask_swiss_bye(
                &self,
                id: &str,
                round: i64,
                number: i64,
                kind: &str,
            ) -> Result<bool, $crate::store::error::StoreError> {
                Ok(sqlx::query(
                    "INSERT INTO swiss_byes (swiss, round, number, kind)
                     SELECT $1, $2, $3, $4 FROM swiss
                     WHERE id = $1 AND round < $2 AND NOT finished
                     ON CONFLICT (swiss, round, number) DO UPDATE SET kind = excluded.kind",
                )
                .bind(id)
                .bind(round)
                .bind(number)
                .bind(kind)
                .execute(&self.pool)
                .await?
                .rows_affected()
                    == 1)
            }

            async fn pair_swiss_round(
                &self,
                id: &str,
                round: i64,
                renumber: &[(i64, i64)],
                boards: &[$crate::store::swiss::SwissBoardRow],
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.pool.begin().await?;
                let moved = sqlx::query(
                    "UPDATE swiss SET round = $2, round_done_at = NULL
                     WHERE id = $1 AND round = $2 - 1 AND NOT finished",
                )
                .bind(id)
                .bind(round)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if moved != 1 {
                    return Ok(false);
                }
                if !renumber.is_empty() {
                    for table in ["swiss_players", "swiss_byes"] {
                        sqlx::query(&format!(
                            "UPDATE {table} SET number = -number WHERE swiss = $1"
                        ))
                        .bind(id)
                        .execute(&mut *tx)
                        .await?;
                        for (old, new) in renumber {
                            sqlx::query(&format!(
                                "UPDATE {table} SET number = $3 WHERE swiss = $1 AND number = $2"
                            ))
                            .bind(id)
                            .bind(-old)
                            .bind(new)
                            .execute(&mut *tx)
                            .await?;
                        }
                    }
                }
                for b in boards {
                    sqlx::query(
                        "INSERT INTO swiss_boards (swiss, round, board, white, black, result)
                         VALUES ($1, $2, $3, $4, $5, $6)",
                    )
                    .bind(id)
                    .bind(round)
                    .bind(b.board)
                    .bind(b.white)
                    .bind(b.black)
                    .bind(&b.result)
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
                Ok(true)
            }

            async fn report_swiss_result(
                &self,
                id: &str,
                round: i64,
                board: i64,
                who: $crate::store::swiss::Reporter,
                result: &str,
            ) -> Result<Option<$crate::store::swiss::SwissBoardRow>, $crate::store::error::StoreError>
            {
                use $crate::store::swiss::Reporter;
                let statement = match who {
                    Reporter::Director => {
                        "UPDATE swiss_boards SET result = $4
                         WHERE swiss = $1 AND round = $2 AND board = $3 AND black IS NOT NULL
                         RETURNING round, board, white, black, result, white_says, black_says, game"
                    }
                    Reporter::White => {
                        "UPDATE swiss_boards SET white_says = $4,
                             result = CASE WHEN black_says = $4 THEN $4 ELSE result END
                         WHERE swiss = $1 AND round = $2 AND board = $3 AND black IS NOT NULL
                             AND result IS NULL
                         RETURNING round, board, white, black, result, white_says, black_says, game"
                    }
                    Reporter::Black => {
                        "UPDATE swiss_boards SET black_says = $4,
                             result = CASE WHEN white_says = $4 THEN $4 ELSE result END
                         WHERE swiss = $1 AND round = $2 AND board = $3 AND black IS NOT NULL
                             AND result IS NULL
                         RETURNING round, board, white, black, result, white_says, black_says, game"
                    }
                };
                let row = sqlx::query(statement)
                    .bind(id)
                    .bind(round)
                    .bind(board)
                    .bind(result)
                    .fetch_optional(&self.pool)
                    .await?;
                row.as_ref().map(Self::swiss_board_from).transpose()
            }

            async fn player_swiss(
                &self,
                player: &str,
            ) -> Result<Vec<$crate::store::swiss::PlayerSwiss>, $crate::store::error::StoreError>
            {
                use sqlx::Row as _;
                let rows = sqlx::query(
                    "SELECT s.id, s.name, p.number, p.rating, p.withdrawn_after
                     FROM swiss_players p JOIN swiss s ON s.id = p.swiss
                     WHERE p.player = $1 ORDER BY s.created_at, s.id",
                )
                .bind(player)
                .fetch_all(&self.pool)
                .await?;
                rows.iter()
                    .map(|r| {
                        Ok($crate::store::swiss::PlayerSwiss {
                            swiss: r.try_get("id")?,
                            name: r.try_get("name")?,
                            number: r.try_get("number")?,
                            rating: r.try_get("rating")?,
                            withdrawn_after: r.try_get("withdrawn_after")?,
                        })
                    })
                    .collect()
            }

            async fn finish_swiss(&self, id: &str) -> Result<bool, $crate::store::error::StoreError> {
                Ok(sqlx::query("UPDATE swiss SET finished = TRUE WHERE id = $1 AND NOT finished")
                    .bind(id)
                    .execute(&self.pool)
                    .await?
                    .rows_affected()
                    == 1)
            }
        }
    };
}

pub(crate) use swiss_store;
