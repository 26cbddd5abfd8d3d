//! Arenas (docs/tournaments.md "Arenas on the site"): an arena's row, its players' joins,
//! withdrawals and pauses in the order they happened, and its games, which are lobby games
//! (their seats, results and ratings are the lobby's). The statements are the same on both
//! engines, so one macro writes both.
//!
//! One node directs an arena at a time: it holds the arena's lease (`director`, `lease_until`)
//! and renews it with one conditional `UPDATE` whose count of rows says whether it still
//! directs. Its games are stored in one transaction that checks the lease again and that none of
//! their players is in another arena game, each player's advisory lock taken on PostgreSQL
//! (SQLite has one writer): a game is never half made, nor made twice for one player.

use async_trait::async_trait;

use super::error::StoreError;
use super::lobby::NewLobbyGame;

pub use super::arena_rows::{
    ArenaEventKind, ArenaEventRow, ArenaGameRow, ArenaRow, NewArena, PlayerArenaEvent,
};

/// Arenas, their events and their games.
#[async_trait]
pub trait ArenaStore: Send + Sync {
    /// Stores a new arena, unless one of the same schedule begins at the same time: whether
    /// it is stored.
    async fn create_arena(&self, arena: &NewArena) -> Result<bool, StoreError>;

    /// The arena `id`.
    async fn arena(&self, id: &str) -> Result<Option<ArenaRow>, StoreError>;

    /// The arenas not finished that begin before `before` (Unix ms), the soonest first, at
    /// most `limit`.
    async fn open_arenas(&self, before: i64, limit: i64) -> Result<Vec<ArenaRow>, StoreError>;

    /// The arena whose game `game` is, if it is an arena's.
    async fn arena_of_game(&self, game: &str) -> Result<Option<String>, StoreError>;

    /// The ids of the arenas begun by `now` and not finished: those a director tends.
    async fn arenas_under_way(&self, now: i64) -> Result<Vec<String>, StoreError>;

    /// Takes or keeps the lease of arena `arena` for `node` until `until`, unless another node
    /// holds it past `now`: whether `node` directs the arena. One statement, so that of nodes
    /// asking at once exactly one gets it.
    async fn take_lease(
        &self,
        arena: &str,
        node: i64,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError>;

    /// Adds `player`'s `kind` of event to `arena` at `at` (with their `rating` for a join): its
    /// place in the arena's order.
    async fn add_arena_event(
        &self,
        arena: &str,
        kind: ArenaEventKind,
        player: &str,
        rating: Option<i64>,
        at: i64,
    ) -> Result<i64, StoreError>;

    /// An arena's events, in their order.
    async fn arena_events(&self, arena: &str) -> Result<Vec<ArenaEventRow>, StoreError>;

    /// `player`'s own last join or withdrawal in `arena` (`None`: they never joined it): what
    /// their pauses and resumes leave as it was.
    async fn last_arena_entry(
        &self,
        arena: &str,
        player: &str,
    ) -> Result<Option<ArenaEventKind>, StoreError>;

    /// An arena's games, in the order they were made.
    async fn arena_games(&self, arena: &str) -> Result<Vec<ArenaGameRow>, StoreError>;

    /// `player`'s own events in every arena (joins, withdrawals, pauses), the oldest first.
    async fn player_arena_events(&self, player: &str) -> Result<Vec<PlayerArenaEvent>, StoreError>;

    /// The players of `players` in a game of another arena than `arena` whose end is not
    /// counted yet.
    async fn busy_elsewhere(
        &self,
        arena: &str,
        players: &[String],
    ) -> Result<Vec<String>, StoreError>;

    /// Stores the games `games` of `arena` (their tables, first events and lobby rows, and
    /// their arena rows) in one transaction, if `node` still directs the arena at `now`, its
    /// time is not over, and none of their players is in an arena game whose end is not
    /// counted: whether they are stored (all of them, or none).
    async fn start_arena_games(
        &self,
        arena: &str,
        node: i64,
        now: i64,
        games: &[NewLobbyGame],
    ) -> Result<bool, StoreError>;

    /// The games of `arena` that are over and whose end is not counted yet.
    async fn arena_games_over(&self, arena: &str) -> Result<Vec<String>, StoreError>;

    /// Counts the end of `game` of `arena` (`ending` as [`ArenaGameRow::ending`], its plies,
    /// whether White and Black went berserk), once, at the next place in the arena's order:
    /// whether it was not counted before.
    async fn end_arena_game(
        &self,
        arena: &str,
        game: &str,
        ending: &str,
        plies: i64,
        berserk: [bool; 2],
    ) -> Result<bool, StoreError>;

    /// Marks `arena` finished if its time is over at `now` and every game's end is counted:
    /// whether it is finished now.
    async fn finish_arena(&self, arena: &str, now: i64) -> Result<bool, StoreError>;
}

/// The columns of an arena's row (`ArenaRow`), from `arenas a` joined to its maker `p`.
pub(crate) const ARENA_SELECT: &str = "SELECT a.id, a.name, a.rules, a.initial_s, a.increment_s,
        a.rated, a.starts_at, a.ends_at, a.created_by, p.name AS creator_name, a.created_at,
        a.entry_code, a.schedule,
        a.director, a.lease_until, a.finished,
        (SELECT count(DISTINCT e.player) FROM arena_events e WHERE e.arena = a.id) AS players
    FROM arenas a JOIN players p ON p.id = a.created_by";

/// The arenas' statements on one engine: `$store` has a `pool` field, `exclusive` and
/// `lock_key` (store/mod.rs "Caps"), and the lobby's `insert_lobby_games` (`lobby_seeks.rs`);
/// `$db` is its pool's database.
macro_rules! arena_store {
    ($store:ty, $db:ty) => {
        impl $store {
            /// An arena from its row (`ARENA_SELECT`'s columns).
            fn arena_from(
                r: &<$db as sqlx::Database>::Row,
            ) -> Result<$crate::store::arenas::ArenaRow, $crate::store::error::StoreError> {
                use sqlx::Row as _;
                Ok($crate::store::arenas::ArenaRow {
                    arena: $crate::store::arenas::NewArena {
                        id: r.try_get("id")?,
                        name: r.try_get("name")?,
                        rules: r.try_get("rules")?,
                        initial_s: r.try_get("initial_s")?,
                        increment_s: r.try_get("increment_s")?,
                        rated: r.try_get("rated")?,
                        starts_at: r.try_get("starts_at")?,
                        ends_at: r.try_get("ends_at")?,
                        created_by: r.try_get("created_by")?,
                        created_at: r.try_get("created_at")?,
                        entry_code: r.try_get("entry_code")?,
                        schedule: r.try_get("schedule")?,
                    },
                    creator_name: r.try_get("creator_name")?,
                    director: r.try_get("director")?,
                    lease_until: r.try_get("lease_until")?,
                    finished: r.try_get("finished")?,
                    players: r.try_get("players")?,
                })
            }

            /// The next place in the order of `arena`'s events, in the transaction of `conn`
            /// (which then holds the arena's row until it ends).
            async fn next_arena_seq(
                conn: &mut <$db as sqlx::Database>::Connection,
                arena: &str,
            ) -> Result<Option<i64>, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "UPDATE arenas SET seq = seq + 1 WHERE id = $1 RETURNING seq",
                )
                .bind(arena)
                .fetch_optional(&mut *conn)
                .await?)
            }
        }

        #[async_trait::async_trait]
        impl $crate::store::arenas::ArenaStore for $store {
            async fn create_arena(
                &self,
                arena: &$crate::store::arenas::NewArena,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let made = sqlx::query(
                    "INSERT INTO arenas (id, name, rules, initial_s, increment_s, rated,
                         starts_at, ends_at, created_by, created_at, entry_code, schedule)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
                     ON CONFLICT DO NOTHING",
                )
                .bind(&arena.id)
                .bind(&arena.name)
                .bind(&arena.rules)
                .bind(arena.initial_s)
                .bind(arena.increment_s)
                .bind(arena.rated)
                .bind(arena.starts_at)
                .bind(arena.ends_at)
                .bind(&arena.created_by)
                .bind(arena.created_at)
                .bind(&arena.entry_code)
                .bind(&arena.schedule)
                .execute(&self.pool)
                .await?
                .rows_affected();
                Ok(made == 1)
            }

            async fn arena(
                &self,
                id: &str,
            ) -> Result<Option<$crate::store::arenas::ArenaRow>, $crate::store::error::StoreError>
            {
                let sql = format!("{} WHERE a.id = $1", $crate::store::arenas::ARENA_SELECT);
                let row = sqlx::query(&sql).bind(id).fetch_optional(&self.pool).await?;
                row.as_ref().map(Self::arena_from).transpose()
            }

            async fn arena_of_game(
                &self,
                game: &str,
            ) -> Result<Option<String>, $crate::store::error::StoreError> {
                Ok(
                    sqlx::query_scalar("SELECT arena FROM arena_games WHERE game = $1")
                        .bind(game)
                        .fetch_optional(&self.pool)
                        .await?,
                )
            }

            async fn open_arenas(
                &self,
                before: i64,
                limit: i64,
            ) -> Result<Vec<$crate::store::arenas::ArenaRow>, $crate::store::error::StoreError>
            {
                let sql = format!(
                    "{} WHERE NOT a.finished AND a.starts_at < $1
                     ORDER BY a.starts_at, a.id LIMIT $2",
                    $crate::store::arenas::ARENA_SELECT
                );
                let rows = sqlx::query(&sql)
                    .bind(before)
                    .bind(limit)
                    .fetch_all(&self.pool)
                    .await?;
                rows.iter().map(Self::arena_from).collect()
            }

            async fn arenas_under_way(
                &self,
                now: i64,
            ) -> Result<Vec<String>, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT id FROM arenas WHERE NOT finished AND starts_at <= $1
                     ORDER BY starts_at, id",
                )
                .bind(now)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn take_lease(
                &self,
                arena: &str,
                node: i64,
                now: i64,
                until: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let taken = sqlx::query(
                    "UPDATE arenas SET director = $2, lease_until = $3
                     WHERE id = $1 AND NOT finished
                       AND (director = $2 OR director IS NULL OR lease_until < $4)",
                )
                .bind(arena)
                .bind(node)
                .bind(until)
                .bind(now)
                .execute(&self.pool)
                .await?
                .rows_affected();
                Ok(taken == 1)
            }

            async fn add_arena_event(
                &self,
                arena: &str,
                kind: $crate::store::arenas::ArenaEventKind,
                player: &str,
                rating: Option<i64>,
                at: i64,
            ) -> Result<i64, $crate::store::error::StoreError> {
                let mut tx = self.pool.begin().await?;
                let Some(seq) = Self::next_arena_seq(&mut *tx, arena).await? else {
                    return Err($crate::store::error::StoreError::Corrupt(format!(
                        "no arena {arena}"
                    )));
                };
                sqlx::query(
                    "INSERT INTO arena_events (arena, seq, kind, player, rating, at)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(arena)
                .bind(seq)
                .bind(kind.name())
                .bind(player)
                .bind(rating)
                .bind(at)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(seq)
            }

            async fn player_arena_events(
                &self,
                player: &str,
            ) -> Result<
                Vec<$crate::store::arenas::PlayerArenaEvent>,
                $crate::store::error::StoreError,
            > {
                let rows: Vec<(String, String, String, Option<i64>, i64)> = sqlx::query_as(
                    "SELECT e.arena, a.name, e.kind, e.rating, e.at
                     FROM arena_events e JOIN arenas a ON a.id = e.arena
                     WHERE e.player = $1 ORDER BY e.at, e.arena, e.seq",
                )
                .bind(player)
                .fetch_all(&self.pool)
                .await?;
                rows.into_iter()
                    .map(|(arena, arena_name, kind, rating, at)| {
                        let kind = $crate::store::arenas::ArenaEventKind::from_name(&kind)
                            .ok_or_else(|| {
                                $crate::store::error::StoreError::Corrupt(format!(
                                    "arena {arena}: event kind '{kind}'"
                                ))
                            })?;
                        Ok($crate::store::arenas::PlayerArenaEvent {
                            arena,
                            arena_name,
                            kind,
                            rating,
                            at,
                        })
                    })
                    .collect()
            }

            async fn arena_events(
                &self,
                arena: &str,
            ) -> Result<Vec<$crate::store::arenas::ArenaEventRow>, $crate::store::error::StoreError>
            {
                let rows: Vec<(i64, String, String, String, Option<i64>, i64)> = sqlx::query_as(
                    "SELECT e.seq, e.kind, e.player, p.name, e.rating, e.at
                     FROM arena_events e JOIN players p ON p.id = e.player
                     WHERE e.arena = $1 ORDER BY e.seq",
                )
                .bind(arena)
                .fetch_all(&self.pool)
                .await?;
                rows.into_iter()
                    .map(|(seq, kind, player, name, rating, at)| {
                        let kind = $crate::store::arenas::ArenaEventKind::from_name(&kind)
                            .ok_or_else(|| {
                                $crate::store::error::StoreError::Corrupt(format!(
                                    "arena {arena} event {seq}: kind '{kind}'"
                                ))
                            })?;
                        Ok($crate::store::arenas::ArenaEventRow {
                            seq,
                            kind,
                            player,
                            name,
                            rating,
                            at,
                        })
                    })
                    .collect()
            }

            async fn last_arena_entry(
                &self,
                arena: &str,
                player: &str,
            ) -> Result<Option<$crate::store::arenas::ArenaEventKind>, $crate::store::error::StoreError>
            {
                let kind: Option<String> = sqlx::query_scalar(
                    "SELECT kind FROM arena_events
                     WHERE arena = $1 AND player = $2 AND kind IN ('join', 'withdraw')
                     ORDER BY seq DESC LIMIT 1",
                )
                .bind(arena)
                .bind(player)
                .fetch_optional(&self.pool)
                .await?;
                kind.map(|k| {
                    $crate::store::arenas::ArenaEventKind::from_name(&k).ok_or_else(|| {
                        $crate::store::error::StoreError::Corrupt(format!("arena event kind '{k}'"))
                    })
                })
                .transpose()
            }

            async fn arena_games(
                &self,
                arena: &str,
            ) -> Result<Vec<$crate::store::arenas::ArenaGameRow>, $crate::store::error::StoreError>
            {
                type Row = (
                    String,
                    String,
                    String,
                    i64,
                    Option<String>,
                    Option<i64>,
                    Option<i64>,
                    i64,
                );
                let rows: Vec<Row> = sqlx::query_as(
                    "SELECT game, white, black, started_at, ending, plies, seq, berserk
                     FROM arena_games WHERE arena = $1 ORDER BY started_at, game",
                )
                .bind(arena)
                .fetch_all(&self.pool)
                .await?;
                Ok(rows
                    .into_iter()
                    .map(
                        |(game, white, black, started_at, ending, plies, seq, berserk)| {
                            $crate::store::arenas::ArenaGameRow {
                                game,
                                white,
                                black,
                                started_at,
                                ending,
                                plies,
                                seq,
                                berserk: [berserk & 1 != 0, berserk & 2 != 0],
                            }
                        },
                    )
                    .collect())
            }

            async fn busy_elsewhere(
                &self,
                arena: &str,
                players: &[String],
            ) -> Result<Vec<String>, $crate::store::error::StoreError> {
                if players.is_empty() {
                    return Ok(Vec::new());
                }
                let busy: Vec<String> = sqlx::query_scalar(
                    "SELECT white FROM arena_games WHERE ending IS NULL AND arena <> $1
                     UNION SELECT black FROM arena_games WHERE ending IS NULL AND arena <> $1",
                )
                .bind(arena)
                .fetch_all(&self.pool)
                .await?;
                Ok(busy.into_iter().filter(|p| players.contains(p)).collect())
            }

            async fn start_arena_games(
                &self,
                arena: &str,
                node: i64,
                now: i64,
                games: &[$crate::store::lobby::NewLobbyGame],
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.exclusive(&format!("arena:{arena}")).await?;
                let directs: bool = sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM arenas WHERE id = $1 AND director = $2
                         AND lease_until >= $3 AND ends_at > $3 AND NOT finished)",
                )
                .bind(arena)
                .bind(node)
                .bind(now)
                .fetch_one(&mut *tx)
                .await?;
                if !directs {
                    return Ok(false);
                }
                // Each player's lock, in one order on every node, so that two arenas pairing
                // one player at once do it one after the other.
                let mut players: Vec<&str> = games
                    .iter()
                    .flat_map(|g| g.players.iter().map(String::as_str))
                    .collect();
                players.sort_unstable();
                players.dedup();
                for player in &players {
                    Self::lock_key(&mut *tx, &format!("arena-player:{player}")).await?;
                    let busy: bool = sqlx::query_scalar(
                        "SELECT EXISTS (SELECT 1 FROM arena_games WHERE ending IS NULL
                             AND (white = $1 OR black = $1))",
                    )
                    .bind(*player)
                    .fetch_one(&mut *tx)
                    .await?;
                    if busy {
                        return Ok(false);
                    }
                }
                Self::insert_lobby_games(&mut *tx, games, true, now).await?;
                for game in games {
                    sqlx::query(
                        "INSERT INTO arena_games (game, arena, white, black, started_at)
                         VALUES ($1, $2, $3, $4, $5)",
                    )
                    .bind(&game.table.id)
                    .bind(arena)
                    .bind(&game.players[0])
                    .bind(&game.players[1])
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
                Ok(true)
            }

            async fn arena_games_over(
                &self,
                arena: &str,
            ) -> Result<Vec<String>, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT a.game FROM arena_games a JOIN games g ON g.id = a.game
                     WHERE a.arena = $1 AND a.ending IS NULL AND g.finished
                     ORDER BY a.started_at, a.game",
                )
                .bind(arena)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn end_arena_game(
                &self,
                arena: &str,
                game: &str,
                ending: &str,
                plies: i64,
                berserk: [bool; 2],
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.pool.begin().await?;
                let Some(seq) = Self::next_arena_seq(&mut *tx, arena).await? else {
                    return Ok(false);
                };
                let done = sqlx::query(
                    "UPDATE arena_games SET ending = $3, plies = $4, seq = $5, berserk = $6
                     WHERE game = $2 AND arena = $1 AND ending IS NULL",
                )
                .bind(arena)
                .bind(game)
                .bind(ending)
                .bind(plies)
                .bind(seq)
                .bind(i64::from(berserk[0]) | i64::from(berserk[1]) << 1)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if done != 1 {
                    return Ok(false);
                }
                tx.commit().await?;
                Ok(true)
            }

            async fn finish_arena(
                &self,
                arena: &str,
                now: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let done = sqlx::query(
                    "UPDATE arenas SET finished = TRUE
                     WHERE id = $1 AND NOT finished AND ends_at <= $2
                       AND NOT EXISTS (SELECT 1 FROM arena_games
                                       WHERE arena = $1 AND ending IS NULL)",
                )
                .bind(arena)
                .bind(now)
                .execute(&self.pool)
                .await?
                .rows_affected();
                Ok(done == 1)
            }
        }
    };
}
pub(crate) use arena_store;
