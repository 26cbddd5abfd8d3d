//! The lobby's players on both engines: players, ratings, the games the lobby made and their
//! results (`PlayerStore`). The statements are the same on both (numbered placeholders,
//! `ON CONFLICT`, `RETURNING`), so one macro writes both.

/// The players' statements on one engine: `$store` (with a `pool` field), its pool's database,
/// what locks a rating row being read to be written, and what skips the wave's row when
/// another node holds it (PostgreSQL's `FOR UPDATE` and `FOR UPDATE SKIP LOCKED`; SQLite has
/// one writer, and neither). The name keys made again are in `name_keys.rs`.
macro_rules! player_store {
    ($store:ty, $db:ty, $for_update:literal, $skip_locked:literal) => {
        impl $store {
            /// Records `game` with its players and ratings (with its table and first event when
            /// `tables`), rated unless its players' address has had its rated games of the day,
            /// counted in the same step: whether it is rated, `None` if it is recorded already.
            async fn record_lobby_game(
                &self,
                game: &$crate::store::lobby::NewLobbyGame,
                tables: bool,
                now: i64,
            ) -> Result<Option<bool>, $crate::store::error::StoreError> {
                // Only a game between players of one address counts before it writes.
                let mut tx = match &game.same_address {
                    Some(address) => {
                        self.exclusive(&format!("rated-same-address:{address}"))
                            .await?
                    }
                    None => self.pool.begin().await?,
                };
                let mut game = game.clone();
                Self::settle_same_address(&mut *tx, std::slice::from_mut(&mut game), now).await?;
                match Self::insert_lobby_games(&mut *tx, std::slice::from_ref(&game), tables, now)
                    .await
                {
                    Ok(()) => {
                        tx.commit().await?;
                        Ok(Some(game.rated))
                    }
                    Err($crate::store::error::StoreError::Database(sqlx::Error::Database(e)))
                        if e.is_unique_violation() =>
                    {
                        Ok(None)
                    }
                    Err(e) => Err(e),
                }
            }
        }

        #[async_trait::async_trait]
        impl $crate::store::lobby::PlayerStore for $store {
            async fn player_by_token(
                &self,
                token_hash: &str,
                now: i64,
            ) -> Result<Option<$crate::store::lobby::PlayerRow>, $crate::store::error::StoreError> {
                let row: Option<(String, String)> = sqlx::query_as(
                    "UPDATE players SET seen_at = $1
                     WHERE id = (SELECT player FROM player_tokens WHERE token_hash = $2)
                     RETURNING id, name",
                )
                .bind(now)
                .bind(token_hash)
                .fetch_optional(&self.pool)
                .await?;
                Ok(row.map(|(id, name)| $crate::store::lobby::PlayerRow { id, name }))
            }

            async fn player_by_id(
                &self,
                id: &str,
            ) -> Result<Option<$crate::store::lobby::PlayerRow>, $crate::store::error::StoreError> {
                let row: Option<(String, String)> =
                    sqlx::query_as("SELECT id, name FROM players WHERE id = $1")
                        .bind(id)
                        .fetch_optional(&self.pool)
                        .await?;
                Ok(row.map(|(id, name)| $crate::store::lobby::PlayerRow { id, name }))
            }

            async fn create_player(
                &self,
                player: &$crate::store::lobby::PlayerRow,
                token_hash: &str,
                address: &str,
                now: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.pool.begin().await?;
                let done = sqlx::query(
                    // Never a name an operator took from a player (docs/moderation.md).
                    "INSERT INTO players
                         (id, name, name_key, name_key_version, address, created_at, seen_at)
                     SELECT $1, $2, $3, $6, $4, $5, $5
                     WHERE NOT EXISTS (SELECT 1 FROM retired_names WHERE name_key = $3)
                     ON CONFLICT DO NOTHING",
                )
                .bind(&player.id)
                .bind(&player.name)
                .bind($crate::model::name_key::name_key(&player.name))
                .bind(address)
                .bind(now)
                .bind($crate::model::name_key::NAME_KEY_VERSION)
                .execute(&mut *tx)
                .await?;
                if done.rows_affected() != 1 {
                    return Ok(false);
                }
                sqlx::query(
                    "INSERT INTO player_tokens (token_hash, player, created_at) VALUES ($1, $2, $3)",
                )
                .bind(token_hash)
                .bind(&player.id)
                .bind(now)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn make_transfer_code(
                &self,
                player: &str,
                code_hash: &str,
                expires_at: i64,
                progress: Option<&str>,
            ) -> Result<(), $crate::store::error::StoreError> {
                // Used and expired codes go as new ones come.
                sqlx::query("DELETE FROM transfer_codes WHERE used OR expires_at < $1")
                    .bind(expires_at - 3_600_000)
                    .execute(&self.pool)
                    .await?;
                sqlx::query(
                    "INSERT INTO transfer_codes (code_hash, player, expires_at, progress)
                     VALUES ($1, $2, $3, $4)",
                )
                .bind(code_hash)
                .bind(player)
                .bind(expires_at)
                .bind(progress)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn use_transfer_code(
                &self,
                code_hash: &str,
                token_hash: &str,
                now: i64,
            ) -> Result<
                Option<($crate::store::lobby::PlayerRow, Option<String>)>,
                $crate::store::error::StoreError,
            > {
                let mut tx = self.pool.begin().await?;
                let used: Option<(String, Option<String>)> = sqlx::query_as(
                    "UPDATE transfer_codes SET used = TRUE
                     WHERE code_hash = $1 AND NOT used AND expires_at > $2
                     RETURNING player, progress",
                )
                .bind(code_hash)
                .bind(now)
                .fetch_optional(&mut *tx)
                .await?;
                let Some((player, progress)) = used else {
                    return Ok(None);
                };
                // Used once: the progress goes with it.
                sqlx::query("UPDATE transfer_codes SET progress = NULL WHERE code_hash = $1")
                    .bind(code_hash)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query(
                    "INSERT INTO player_tokens (token_hash, player, created_at) VALUES ($1, $2, $3)
                     ON CONFLICT (token_hash) DO UPDATE SET player = excluded.player",
                )
                .bind(token_hash)
                .bind(&player)
                .bind(now)
                .execute(&mut *tx)
                .await?;
                let name: String = sqlx::query_scalar("SELECT name FROM players WHERE id = $1")
                    .bind(&player)
                    .fetch_one(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(Some(($crate::store::lobby::PlayerRow { id: player, name }, progress)))
            }

            async fn player_by_name(
                &self,
                name: &str,
            ) -> Result<Option<$crate::store::lobby::PlayerRow>, $crate::store::error::StoreError> {
                // The name as written first: a player who kept a name that reads as another's
                // (docs/site.md "Names") is found by it too.
                let row: Option<(String, String)> = sqlx::query_as(
                    "SELECT id, name FROM players WHERE name = $1 OR name_key = $2
                     ORDER BY CASE WHEN name = $1 THEN 0 ELSE 1 END LIMIT 1",
                )
                .bind(name)
                .bind($crate::model::name_key::name_key(name))
                .fetch_optional(&self.pool)
                .await?;
                Ok(row.map(|(id, name)| $crate::store::lobby::PlayerRow { id, name }))
            }

            async fn player_games(
                &self,
                player: &str,
                limit: i64,
            ) -> Result<Vec<$crate::store::lobby::PlayerGame>, $crate::store::error::StoreError> {
                use sqlx::Row as _;
                // The game's first event (its clock) and its ending, the last `game_over` of
                // its events (a rematch's events may follow it).
                let rows = sqlx::query(
                    "SELECT l.game, l.white, w.name AS white_name, b.name AS black_name, l.tile,
                            l.rules, l.rated, g.finished, l.white_rating, l.black_rating,
                            l.white_deviation, l.black_deviation, l.white_change,
                            l.black_change, l.created_at, l.rated_at,
                            (SELECT e.event FROM events e WHERE e.game_id = l.game
                                 AND e.version = 1) AS created,
                            (SELECT e.event FROM events e WHERE e.game_id = l.game
                                 AND e.event LIKE '{\"kind\":\"game_over\"%'
                                 ORDER BY e.version DESC LIMIT 1) AS ended
                     FROM lobby_games l JOIN games g ON g.id = l.game
                         JOIN players w ON w.id = l.white JOIN players b ON b.id = l.black
                     WHERE l.white = $1 OR l.black = $1
                     ORDER BY l.created_at DESC, l.game LIMIT $2",
                )
                .bind(player)
                .bind(limit)
                .fetch_all(&self.pool)
                .await?;
                let mut games = Vec::with_capacity(rows.len());
                for r in rows {
                    let white = r.try_get::<String, _>("white")? == player;
                    let (me, them) = if white { ("white", "black") } else { ("black", "white") };
                    let game: String = r.try_get("game")?;
                    let event = |column: &str| -> Result<Option<$crate::model::Event>, $crate::store::error::StoreError> {
                        let text: Option<String> = r.try_get(column)?;
                        text.map(|t| serde_json::from_str(&t)).transpose().map_err(|e| {
                            $crate::store::error::StoreError::Corrupt(format!("game {game}: {e}"))
                        })
                    };
                    let clock = match event("created")? {
                        Some($crate::model::Event::Created { clock, .. }) => clock,
                        _ => None,
                    };
                    let ending = match event("ended")? {
                        Some($crate::model::Event::GameOver { outcome }) => Some(outcome),
                        _ => None,
                    };
                    let rated_at: Option<i64> = r.try_get("rated_at")?;
                    games.push($crate::store::lobby::PlayerGame {
                        side: me,
                        opponent: r.try_get(if white { "black_name" } else { "white_name" })?,
                        opponent_glicko: $crate::model::rating::Glicko {
                            rating: r.try_get(format!("{them}_rating").as_str())?,
                            deviation: r.try_get(format!("{them}_deviation").as_str())?,
                            volatility: $crate::model::rating::START.volatility,
                        },
                        tile: r.try_get("tile")?,
                        rules: r.try_get("rules")?,
                        rated: r.try_get("rated")?,
                        finished: r.try_get("finished")?,
                        result_applied: rated_at.is_some(),
                        rating: r.try_get(format!("{me}_rating").as_str())?,
                        change: r.try_get(format!("{me}_change").as_str())?,
                        created_at: r.try_get("created_at")?,
                        clock,
                        ending,
                        game,
                    });
                }
                Ok(games)
            }

            async fn rename_player(
                &self,
                id: &str,
                name: &str,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let done = sqlx::query(
                    "UPDATE players SET name = $1, name_key = $2, name_key_version = $4
                     WHERE id = $3
                       AND NOT EXISTS (SELECT 1 FROM players WHERE name_key = $2 AND id <> $3)
                       AND NOT EXISTS (SELECT 1 FROM retired_names WHERE name_key = $2)",
                )
                .bind(name)
                .bind($crate::model::name_key::name_key(name))
                .bind(id)
                .bind($crate::model::name_key::NAME_KEY_VERSION)
                .execute(&self.pool)
                .await;
                match done {
                    Ok(done) => Ok(done.rows_affected() == 1),
                    // Two renames at once to one name, or to two that read as one: the unique
                    // index on the key refuses the second.
                    Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(false),
                    Err(e) => Err(e.into()),
                }
            }

            async fn ratings(
                &self,
                player: &str,
            ) -> Result<Vec<$crate::store::lobby::RatingRow>, $crate::store::error::StoreError> {
                let rows: Vec<(String, f64, f64, f64, i64, i64)> = sqlx::query_as(
                    "SELECT rules, rating, deviation, volatility, games, rated_at FROM ratings
                     WHERE player = $1 ORDER BY rules",
                )
                .bind(player)
                .fetch_all(&self.pool)
                .await?;
                Ok(rows
                    .into_iter()
                    .map(|(rules, rating, deviation, volatility, games, rated_at)| {
                        $crate::store::lobby::RatingRow {
                            rules,
                            glicko: $crate::model::rating::Glicko {
                                rating,
                                deviation,
                                volatility,
                            },
                            games,
                            rated_at,
                        }
                    })
                    .collect())
            }

            async fn lobby_game(
                &self,
                game: &str,
            ) -> Result<Option<$crate::store::lobby::LobbyGameRow>, $crate::store::error::StoreError>
            {
                type Row = (
                    String,
                    String,
                    String,
                    String,
                    bool,
                    (f64, f64, f64, f64),
                    (Option<f64>, Option<f64>),
                    String,
                    String,
                );
                let found = sqlx::query(
                    "SELECT l.white, l.black, w.name AS white_name, b.name AS black_name, l.rated,
                            l.white_rating, l.black_rating, l.white_deviation, l.black_deviation,
                            l.white_change, l.black_change, l.tile, l.rules, l.same_address
                     FROM lobby_games l JOIN players w ON w.id = l.white
                         JOIN players b ON b.id = l.black
                     WHERE l.game = $1",
                )
                .bind(game)
                .fetch_optional(&self.pool)
                .await?;
                let Some(r) = found else { return Ok(None) };
                use sqlx::Row as _;
                let row: Row = (
                    r.try_get("white")?,
                    r.try_get("black")?,
                    r.try_get("white_name")?,
                    r.try_get("black_name")?,
                    r.try_get("rated")?,
                    (
                        r.try_get("white_rating")?,
                        r.try_get("black_rating")?,
                        r.try_get("white_deviation")?,
                        r.try_get("black_deviation")?,
                    ),
                    (r.try_get("white_change")?, r.try_get("black_change")?),
                    r.try_get("tile")?,
                    r.try_get("rules")?,
                );
                let glicko = |rating, deviation| $crate::model::rating::Glicko {
                    rating,
                    deviation,
                    volatility: $crate::model::rating::START.volatility,
                };
                let (white, black, white_name, black_name, rated, r4, changes, tile, rules) = row;
                Ok(Some($crate::store::lobby::LobbyGameRow {
                    players: [white, black],
                    names: [white_name, black_name],
                    rated,
                    ratings: [glicko(r4.0, r4.2), glicko(r4.1, r4.3)],
                    changes: [changes.0, changes.1],
                    tile,
                    rules,
                    same_address: r.try_get("same_address")?,
                }))
            }

            async fn lobby_games_to_rate(
                &self,
                limit: i64,
            ) -> Result<Vec<String>, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT l.game FROM lobby_games l JOIN games g ON g.id = l.game
                     WHERE l.rated_at IS NULL AND g.finished ORDER BY l.game LIMIT $1",
                )
                .bind(limit)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn apply_result(
                &self,
                game: &str,
                white_score: Option<f64>,
                left: Option<&str>,
                now: i64,
            ) -> Result<(), $crate::store::error::StoreError> {
                use $crate::model::rating::{Glicko, START, computer, computer_level, rate_game};
                let mut tx = self.pool.begin().await?;
                // Claiming the row first makes the result count once, whichever node gets here.
                let claimed: Option<(String, String, bool, String)> = sqlx::query_as(
                    "UPDATE lobby_games SET rated_at = $1,
                         left_by = CASE $3 WHEN 'white' THEN white WHEN 'black' THEN black END
                     WHERE game = $2 AND rated_at IS NULL
                     RETURNING white, black, rated, rules",
                )
                .bind(now)
                .bind(game)
                .bind(left)
                .fetch_optional(&mut *tx)
                .await?;
                let Some((white, black, rated, rules)) = claimed else {
                    return Ok(());
                };
                let Some(score) = white_score.filter(|_| rated) else {
                    tx.commit().await?;
                    return Ok(());
                };
                let mut before = [START; 2];
                for (i, player) in [&white, &black].into_iter().enumerate() {
                    if let Some(level) = computer_level(player) {
                        before[i] = computer(level);
                        continue;
                    }
                    let row: Option<(f64, f64, f64, i64)> = sqlx::query_as(concat!(
                        "SELECT rating, deviation, volatility, rated_at FROM ratings
                         WHERE player = $1 AND rules = $2",
                        $for_update
                    ))
                    .bind(player)
                    .bind(&rules)
                    .fetch_optional(&mut *tx)
                    .await?;
                    if let Some((rating, deviation, volatility, at)) = row {
                        let days = (now - at).max(0) as f64 / 86_400_000.0;
                        before[i] = Glicko {
                            rating,
                            deviation,
                            volatility,
                        }
                        .aged(days);
                    }
                }
                let (mut w, mut b) = rate_game(before[0], before[1], score);
                for (player, after, was) in [(&white, &mut w, before[0]), (&black, &mut b, before[1])] {
                    if computer_level(player).is_some() {
                        *after = was;
                        continue;
                    }
                    sqlx::query(
                        "INSERT INTO ratings (player, rules, rating, deviation, volatility, games,
                             rated_at)
                         VALUES ($1, $2, $3, $4, $5, 1, $6)
                         ON CONFLICT (player, rules) DO UPDATE SET rating = excluded.rating,
                             deviation = excluded.deviation, volatility = excluded.volatility,
                             games = ratings.games + 1, rated_at = excluded.rated_at",
                    )
                    .bind(player)
                    .bind(&rules)
                    .bind(after.rating)
                    .bind(after.deviation)
                    .bind(after.volatility)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                }
                sqlx::query(
                    "UPDATE lobby_games SET white_change = $1, black_change = $2, white_rating = $3,
                         black_rating = $4, white_deviation = $5, black_deviation = $6
                     WHERE game = $7",
                )
                .bind(w.rating - before[0].rating)
                .bind(b.rating - before[1].rating)
                .bind(before[0].rating)
                .bind(before[1].rating)
                .bind(before[0].deviation)
                .bind(before[1].deviation)
                .bind(game)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(())
            }
            async fn quits(
                &self,
                player: &str,
                since: i64,
            ) -> Result<$crate::store::lobby::Quits, $crate::store::error::StoreError> {
                let (count, last_at): (i64, Option<i64>) = sqlx::query_as(
                    "SELECT count(*), max(rated_at) FROM lobby_games
                     WHERE left_by = $1 AND rated_at >= $2 AND tile NOT IN ('friend', 'computer')",
                )
                .bind(player)
                .bind(since)
                .fetch_one(&self.pool)
                .await?;
                Ok($crate::store::lobby::Quits { count, last_at })
            }

            async fn make_rated_table(
                &self,
                game: &str,
                table: &$crate::store::lobby::RatedTable,
                now: i64,
            ) -> Result<(), $crate::store::error::StoreError> {
                sqlx::query(
                    "INSERT INTO rated_tables (game, player, side, address, created_at)
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(game)
                .bind(&table.player)
                .bind(&table.side)
                .bind(&table.address)
                .bind(now)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn rated_table(
                &self,
                game: &str,
            ) -> Result<Option<$crate::store::lobby::RatedTable>, $crate::store::error::StoreError>
            {
                let row: Option<(String, String, String)> = sqlx::query_as(
                    "SELECT player, side, address FROM rated_tables WHERE game = $1",
                )
                .bind(game)
                .fetch_optional(&self.pool)
                .await?;
                Ok(row.map(|(player, side, address)| $crate::store::lobby::RatedTable {
                    player,
                    side,
                    address,
                }))
            }

            async fn add_lobby_game(
                &self,
                game: &$crate::store::lobby::NewLobbyGame,
                now: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                Ok(self.record_lobby_game(game, false, now).await?.is_some())
            }

            async fn create_lobby_game(
                &self,
                game: &$crate::store::lobby::NewLobbyGame,
                now: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let rated = self.record_lobby_game(game, true, now).await?;
                rated.ok_or_else(|| {
                    $crate::store::error::StoreError::Corrupt(format!(
                        "game {} is stored already",
                        game.table.id
                    ))
                })
            }
        }
    };
}
pub(crate) use player_store;
