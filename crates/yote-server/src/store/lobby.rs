//! The lobby's storage (docs/site.md "The lobby"): players, their ratings, the seeks of the
//! quick-pairing tiles and the games the lobby made. The statements are the same on both
//! engines (numbered placeholders, `ON CONFLICT`, `RETURNING`), so one macro writes both
//! implementations.
//!
//! One pairing wave at a time, whatever the number of nodes: a wave starts by moving the one
//! row of `lobby_waves` forward if the last wave is old enough. On PostgreSQL a second node's
//! UPDATE waits for the first wave's transaction, then finds the row moved and does nothing; on
//! SQLite the file has one writer. The wave's games, their first events and the seeks' `game`
//! are written in that same transaction: a node killed mid-wave leaves every seek as it was.

use async_trait::async_trait;

use crate::model::{Event, Table};
use crate::rating::Glicko;

use super::error::StoreError;

/// A player as the store keeps them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    pub id: String,
    pub name: String,
}

/// A seek, as a wave reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeekRow {
    pub player: String,
    pub tile: String,
    pub rating: f64,
    pub deviation: f64,
    pub since: i64,
}

/// One game a wave makes: its table and first event, and who holds which seat.
#[derive(Debug, Clone)]
pub struct NewLobbyGame {
    pub table: Table,
    pub created: Event,
    /// White's and Black's player ids.
    pub players: [String; 2],
    pub tile: String,
    pub rules: String,
    pub rated: bool,
    /// Each side's rating and deviation as the game starts.
    pub ratings: [Glicko; 2],
}

/// What a wave decides from its seeks: the games, and the players who waited through it.
#[derive(Debug, Clone, Default)]
pub struct WavePlan {
    pub games: Vec<NewLobbyGame>,
    pub waited: Vec<String>,
}

/// The planner a wave calls, inside its transaction, with the live seeks.
pub type Planner = dyn Fn(Vec<SeekRow>) -> WavePlan + Send + Sync;

/// What a node has to tell one of its seekers.
#[derive(Debug, Clone, PartialEq)]
pub enum Delivery {
    /// The player's seek became this game.
    Paired { player: String, game: String },
    /// The player waited through a wave: the computer may be offered at this rating.
    Waited { player: String, rating: f64 },
}

/// A game the lobby made, with its players' names and ratings.
#[derive(Debug, Clone, PartialEq)]
pub struct LobbyGameRow {
    pub players: [String; 2],
    pub names: [String; 2],
    pub rated: bool,
    pub ratings: [Glicko; 2],
    /// Each side's rating change once the result is applied.
    pub changes: [Option<f64>; 2],
    pub tile: String,
    pub rules: String,
}

/// The lobby's live counts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LobbyCounts {
    /// Players seen in the lobby in the last minute.
    pub players: i64,
    /// Timed games under way (at least one action, not finished).
    pub games: i64,
    /// Seekers per tile.
    pub tiles: Vec<(String, i64)>,
}

/// A player's rating for one rule set, with its number of games and its last game's time.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingRow {
    pub rules: String,
    pub glicko: Glicko,
    pub games: i64,
    pub rated_at: i64,
}

#[async_trait]
pub trait LobbyStore: Send + Sync {
    /// The player whose cookie hashes to `token_hash`, marked seen at `now`.
    async fn player_by_token(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<PlayerRow>, StoreError>;

    /// Stores a new player; `false` if the name is taken.
    async fn create_player(
        &self,
        player: &PlayerRow,
        token_hash: &str,
        address: &str,
        now: i64,
    ) -> Result<bool, StoreError>;

    /// Renames a player; `false` if another player has the name.
    async fn rename_player(&self, id: &str, name: &str) -> Result<bool, StoreError>;

    /// A player's ratings, one per rule set they have played rated games of.
    async fn ratings(&self, player: &str) -> Result<Vec<RatingRow>, StoreError>;

    /// Puts a player's seek in the pool (replacing their earlier one), held by `node`.
    async fn seek(&self, seek: &SeekRow, address: &str, node: i64) -> Result<(), StoreError>;

    /// Takes a player's seek out of the pool (not once it is paired).
    async fn unseek(&self, player: &str) -> Result<(), StoreError>;

    /// The seeks waiting from `address`, on every node.
    async fn seeks_from(&self, address: &str) -> Result<i64, StoreError>;

    /// Says that `node` is alive at `now`: its seeks stay in the pools.
    async fn node_alive(&self, node: i64, now: i64) -> Result<(), StoreError>;

    /// Runs a wave if none ran in the last `every_ms` and no other node's is under way: forgets
    /// the seeks of nodes not alive since `stale_before`, asks `plan` what to do with the others, and stores its games, all in one
    /// transaction. The number of games made, or `None` when it was not time.
    async fn wave(
        &self,
        now: i64,
        every_ms: i64,
        stale_before: i64,
        plan: &Planner,
    ) -> Result<Option<usize>, StoreError>;

    /// What `node`'s seekers must be told (seeks paired, waves waited through), each once.
    async fn deliveries(&self, node: i64) -> Result<Vec<Delivery>, StoreError>;

    /// The game a player's seek became while they were away, taken once.
    async fn take_pairing(&self, player: &str) -> Result<Option<String>, StoreError>;

    /// The lobby's counts at `now`.
    async fn lobby_counts(&self, now: i64) -> Result<LobbyCounts, StoreError>;

    /// The lobby's record of `game`, if the lobby made it.
    async fn lobby_game(&self, game: &str) -> Result<Option<LobbyGameRow>, StoreError>;

    /// Lobby games that are over and whose result is not applied yet, at most `limit`.
    async fn lobby_games_to_rate(&self, limit: i64) -> Result<Vec<String>, StoreError>;

    /// Applies a lobby game's result once: `white_score` (1, 0.5, 0), or `None` for a game
    /// that counts for nothing (aborted before its second ply). Both ratings are read as they
    /// are at `now` (aged by the days without a game), and the game keeps each side's change.
    async fn apply_result(
        &self,
        game: &str,
        white_score: Option<f64>,
        now: i64,
    ) -> Result<(), StoreError>;
}

/// The lobby's statements on one engine: `$store` (with a `pool` field), its pool's database,
/// what locks a rating row being read to be written, and what skips the wave's row when
/// another node holds it (PostgreSQL's `FOR UPDATE` and `FOR UPDATE SKIP LOCKED`; SQLite has
/// one writer, and neither).
macro_rules! lobby_store {
    ($store:ty, $db:ty, $for_update:literal, $skip_locked:literal) => {
        #[async_trait::async_trait]
        impl $crate::store::lobby::LobbyStore for $store {
            async fn player_by_token(
                &self,
                token_hash: &str,
                now: i64,
            ) -> Result<Option<$crate::store::lobby::PlayerRow>, $crate::store::StoreError> {
                let row: Option<(String, String)> = sqlx::query_as(
                    "UPDATE players SET seen_at = $1 WHERE token_hash = $2 RETURNING id, name",
                )
                .bind(now)
                .bind(token_hash)
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
            ) -> Result<bool, $crate::store::StoreError> {
                let done = sqlx::query(
                    "INSERT INTO players (id, token_hash, name, name_key, address, created_at, seen_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT DO NOTHING",
                )
                .bind(&player.id)
                .bind(token_hash)
                .bind(&player.name)
                .bind(player.name.to_lowercase())
                .bind(address)
                .bind(now)
                .execute(&self.pool)
                .await?;
                Ok(done.rows_affected() == 1)
            }

            async fn rename_player(
                &self,
                id: &str,
                name: &str,
            ) -> Result<bool, $crate::store::StoreError> {
                let done = sqlx::query(
                    "UPDATE players SET name = $1, name_key = $2 WHERE id = $3
                       AND NOT EXISTS (SELECT 1 FROM players WHERE name_key = $2 AND id <> $3)",
                )
                .bind(name)
                .bind(name.to_lowercase())
                .bind(id)
                .execute(&self.pool)
                .await;
                match done {
                    Ok(done) => Ok(done.rows_affected() == 1),
                    // Two renames to one name at once: the unique index refuses the second.
                    Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(false),
                    Err(e) => Err(e.into()),
                }
            }

            async fn ratings(
                &self,
                player: &str,
            ) -> Result<Vec<$crate::store::lobby::RatingRow>, $crate::store::StoreError> {
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
                            glicko: $crate::rating::Glicko {
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

            async fn seek(
                &self,
                seek: &$crate::store::lobby::SeekRow,
                address: &str,
                node: i64,
            ) -> Result<(), $crate::store::StoreError> {
                // A paired seek stays until its player is told of the game.
                sqlx::query(
                    "INSERT INTO seeks (player, tile, rating, deviation, address, node, created_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)
                     ON CONFLICT (player) DO UPDATE SET tile = excluded.tile,
                         rating = excluded.rating, deviation = excluded.deviation,
                         address = excluded.address, node = excluded.node,
                         created_at = CASE WHEN seeks.tile = excluded.tile
                             THEN seeks.created_at ELSE excluded.created_at END,
                         waves = CASE WHEN seeks.tile = excluded.tile THEN seeks.waves ELSE 0 END
                     WHERE seeks.game IS NULL",
                )
                .bind(&seek.player)
                .bind(&seek.tile)
                .bind(seek.rating)
                .bind(seek.deviation)
                .bind(address)
                .bind(node)
                .bind(seek.since)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn unseek(&self, player: &str) -> Result<(), $crate::store::StoreError> {
                sqlx::query("DELETE FROM seeks WHERE player = $1 AND game IS NULL")
                    .bind(player)
                    .execute(&self.pool)
                    .await?;
                Ok(())
            }

            async fn seeks_from(&self, address: &str) -> Result<i64, $crate::store::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT count(*) FROM seeks WHERE address = $1 AND game IS NULL",
                )
                .bind(address)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn node_alive(
                &self,
                node: i64,
                now: i64,
            ) -> Result<(), $crate::store::StoreError> {
                sqlx::query(
                    "INSERT INTO lobby_nodes (node, seen_at) VALUES ($1, $2)
                     ON CONFLICT (node) DO UPDATE SET seen_at = excluded.seen_at",
                )
                .bind(node)
                .bind(now)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn wave(
                &self,
                now: i64,
                every_ms: i64,
                stale_before: i64,
                plan: &$crate::store::lobby::Planner,
            ) -> Result<Option<usize>, $crate::store::StoreError> {
                let mut tx = self.pool.begin().await?;
                // The wave's row, if it is time and no other node holds it (that node's wave
                // is under way: this one waits for the next turn instead of its end).
                let due = sqlx::query(concat!(
                    "UPDATE lobby_waves SET at = $1 WHERE id = (SELECT id FROM lobby_waves
                     WHERE id = 1 AND at <= $2",
                    $skip_locked,
                    ")"
                ))
                .bind(now)
                .bind(now - every_ms)
                .execute(&mut *tx)
                .await?;
                if due.rows_affected() == 0 {
                    return Ok(None);
                }
                // The seeks of nodes that stopped (no sign of life since `stale_before`) go.
                sqlx::query(
                    "DELETE FROM seeks WHERE game IS NULL AND node NOT IN
                         (SELECT node FROM lobby_nodes WHERE seen_at >= $1)",
                )
                .bind(stale_before)
                .execute(&mut *tx)
                .await?;
                let rows: Vec<(String, String, f64, f64, i64)> = sqlx::query_as(
                    "SELECT player, tile, rating, deviation, created_at FROM seeks
                     WHERE game IS NULL ORDER BY created_at, player",
                )
                .fetch_all(&mut *tx)
                .await?;
                let seeks = rows
                    .into_iter()
                    .map(|(player, tile, rating, deviation, since)| {
                        $crate::store::lobby::SeekRow {
                            player,
                            tile,
                            rating,
                            deviation,
                            since,
                        }
                    })
                    .collect();
                let decided = plan(seeks);
                // A few statements per hundred games, not per game: a wave of a busy lobby
                // holds its row for milliseconds.
                for chunk in decided.games.chunks(100) {
                    let mut games: sqlx::QueryBuilder<$db> = sqlx::QueryBuilder::new(
                        "INSERT INTO games (id, rules, opponent, white_secret, black_secret,
                             created_at, version, timed) ",
                    );
                    games.push_values(chunk, |mut row, g| {
                        row.push_bind(&g.table.id)
                            .push_bind(g.table.rules.to_rules_string())
                            .push_bind(g.table.opponent.name())
                            .push_bind(&g.table.secrets[0])
                            .push_bind(&g.table.secrets[1])
                            .push_bind(g.table.created_at)
                            .push_bind(1_i64)
                            .push_bind(matches!(
                                g.created,
                                $crate::model::Event::Created { clock: Some(_), .. }
                            ));
                    });
                    games.build().execute(&mut *tx).await?;
                    let mut events: sqlx::QueryBuilder<$db> = sqlx::QueryBuilder::new(
                        "INSERT INTO events (game_id, version, event, created_at) ",
                    );
                    events.push_values(chunk, |mut row, g| {
                        row.push_bind(&g.table.id)
                            .push_bind(1_i64)
                            .push_bind(serde_json::to_string(&g.created).expect("events serialise"))
                            .push_bind(now.div_euclid(1000));
                    });
                    events.build().execute(&mut *tx).await?;
                    let mut lobby: sqlx::QueryBuilder<$db> = sqlx::QueryBuilder::new(
                        "INSERT INTO lobby_games (game, white, black, rules, tile, rated,
                             white_rating, black_rating, white_deviation, black_deviation,
                             created_at) ",
                    );
                    lobby.push_values(chunk, |mut row, g| {
                        row.push_bind(&g.table.id)
                            .push_bind(&g.players[0])
                            .push_bind(&g.players[1])
                            .push_bind(&g.rules)
                            .push_bind(&g.tile)
                            .push_bind(g.rated)
                            .push_bind(g.ratings[0].rating)
                            .push_bind(g.ratings[1].rating)
                            .push_bind(g.ratings[0].deviation)
                            .push_bind(g.ratings[1].deviation)
                            .push_bind(now);
                    });
                    lobby.build().execute(&mut *tx).await?;
                    // Each seek becomes its game; a seek already gone or paired would leave the
                    // count short, and the whole wave is undone.
                    let mut seeks: sqlx::QueryBuilder<$db> =
                        sqlx::QueryBuilder::new("UPDATE seeks SET game = CASE player");
                    for g in chunk {
                        for player in &g.players {
                            seeks.push(" WHEN ").push_bind(player);
                            seeks.push(" THEN ").push_bind(&g.table.id);
                        }
                    }
                    seeks.push(" END WHERE game IS NULL AND player IN (");
                    let mut list = seeks.separated(", ");
                    for g in chunk {
                        for player in &g.players {
                            list.push_bind(player);
                        }
                    }
                    seeks.push(")");
                    let taken = seeks.build().execute(&mut *tx).await?.rows_affected();
                    if taken != 2 * chunk.len() as u64 {
                        return Err($crate::store::StoreError::Corrupt(format!(
                            "the wave paired {} seekers, of whom {taken} had an open seek",
                            2 * chunk.len()
                        )));
                    }
                }
                for chunk in decided.waited.chunks(500) {
                    let mut waited: sqlx::QueryBuilder<$db> = sqlx::QueryBuilder::new(
                        "UPDATE seeks SET waves = waves + 1 WHERE game IS NULL AND player IN (",
                    );
                    let mut list = waited.separated(", ");
                    for player in chunk {
                        list.push_bind(player);
                    }
                    waited.push(")");
                    waited.build().execute(&mut *tx).await?;
                }
                tx.commit().await?;
                Ok(Some(decided.games.len()))
            }

            async fn deliveries(
                &self,
                node: i64,
            ) -> Result<Vec<$crate::store::lobby::Delivery>, $crate::store::StoreError> {
                use $crate::store::lobby::Delivery;
                let paired: Vec<(String, String)> = sqlx::query_as(
                    "DELETE FROM seeks WHERE node = $1 AND game IS NOT NULL RETURNING player, game",
                )
                .bind(node)
                .fetch_all(&self.pool)
                .await?;
                let waited: Vec<(String, f64)> = sqlx::query_as(
                    "UPDATE seeks SET offered = TRUE
                     WHERE node = $1 AND game IS NULL AND waves > 0 AND NOT offered
                     RETURNING player, rating",
                )
                .bind(node)
                .fetch_all(&self.pool)
                .await?;
                Ok(paired
                    .into_iter()
                    .map(|(player, game)| Delivery::Paired { player, game })
                    .chain(
                        waited
                            .into_iter()
                            .map(|(player, rating)| Delivery::Waited { player, rating }),
                    )
                    .collect())
            }

            async fn take_pairing(
                &self,
                player: &str,
            ) -> Result<Option<String>, $crate::store::StoreError> {
                Ok(sqlx::query_scalar(
                    "DELETE FROM seeks WHERE player = $1 AND game IS NOT NULL RETURNING game",
                )
                .bind(player)
                .fetch_optional(&self.pool)
                .await?)
            }

            async fn lobby_counts(
                &self,
                now: i64,
            ) -> Result<$crate::store::lobby::LobbyCounts, $crate::store::StoreError> {
                let players: i64 =
                    sqlx::query_scalar("SELECT count(*) FROM players WHERE seen_at > $1")
                        .bind(now - 60_000)
                        .fetch_one(&self.pool)
                        .await?;
                let games: i64 = sqlx::query_scalar(
                    "SELECT count(*) FROM games WHERE NOT finished AND timed AND version > 1",
                )
                .fetch_one(&self.pool)
                .await?;
                let tiles: Vec<(String, i64)> = sqlx::query_as(
                    "SELECT tile, count(*) FROM seeks WHERE game IS NULL GROUP BY tile ORDER BY tile",
                )
                .fetch_all(&self.pool)
                .await?;
                Ok($crate::store::lobby::LobbyCounts {
                    players,
                    games,
                    tiles,
                })
            }

            async fn lobby_game(
                &self,
                game: &str,
            ) -> Result<Option<$crate::store::lobby::LobbyGameRow>, $crate::store::StoreError>
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
                            l.white_change, l.black_change, l.tile, l.rules
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
                let glicko = |rating, deviation| $crate::rating::Glicko {
                    rating,
                    deviation,
                    volatility: $crate::rating::START.volatility,
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
                }))
            }

            async fn lobby_games_to_rate(
                &self,
                limit: i64,
            ) -> Result<Vec<String>, $crate::store::StoreError> {
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
                now: i64,
            ) -> Result<(), $crate::store::StoreError> {
                use $crate::rating::{Glicko, START, rate_game};
                let mut tx = self.pool.begin().await?;
                // Claiming the row first makes the result count once, whichever node gets here.
                let claimed: Option<(String, String, bool, String)> = sqlx::query_as(
                    "UPDATE lobby_games SET rated_at = $1 WHERE game = $2 AND rated_at IS NULL
                     RETURNING white, black, rated, rules",
                )
                .bind(now)
                .bind(game)
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
                let (w, b) = rate_game(before[0], before[1], score);
                for (player, after) in [(&white, w), (&black, b)] {
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
        }
    };
}
pub(crate) use lobby_store;
