//! The lobby's pools on both engines: seeks, waves, the news for seekers and the counts
//! (`SeekStore`); see docs/scaling.md "The lobby across nodes".

/// The pools' statements on one engine: `$store` (with a `pool` field), its pool's database,
/// what locks a rating row being read to be written, and what skips the wave's row when
/// another node holds it (PostgreSQL's `FOR UPDATE` and `FOR UPDATE SKIP LOCKED`; SQLite has
/// one writer, and neither).
macro_rules! seek_store {
    ($store:ty, $db:ty, $for_update:literal, $skip_locked:literal) => {
        impl $store {
            /// Makes unrated each game of `games` between two players of one address that has
            /// had its rated games of the day (`SAME_ADDRESS_RATED_A_DAY` in the day before
            /// `now`), counting the games stored and those before it in `games`. Each such
            /// address stays locked until the transaction of `conn` ends, so that the count
            /// and the games' rows are one step on every node (store/mod.rs "Caps").
            pub(crate) async fn settle_same_address(
                conn: &mut <$db as sqlx::Database>::Connection,
                games: &mut [$crate::store::lobby::NewLobbyGame],
                now: i64,
            ) -> Result<(), $crate::store::error::StoreError> {
                use $crate::model::rating::SAME_ADDRESS_RATED_A_DAY;
                let mut counted: Vec<(String, i64)> = Vec::new();
                for game in games.iter_mut().filter(|g| g.rated) {
                    let Some(address) = game.same_address.clone() else {
                        continue;
                    };
                    let i = match counted.iter().position(|(a, _)| *a == address) {
                        Some(i) => i,
                        None => {
                            let key = format!("rated-same-address:{address}");
                            Self::lock_key(&mut *conn, &key).await?;
                            // A game aborted before both sides acted (its result applied,
                            // no rating changed) was never rated: it does not count.
                            let n: i64 = sqlx::query_scalar(
                                "SELECT count(*) FROM lobby_games
                                 WHERE same_address = $1 AND rated AND created_at > $2
                                   AND (rated_at IS NULL OR white_change IS NOT NULL)",
                            )
                            .bind(&address)
                            .bind(now - 86_400_000)
                            .fetch_one(&mut *conn)
                            .await?;
                            counted.push((address, n));
                            counted.len() - 1
                        }
                    };
                    if counted[i].1 >= SAME_ADDRESS_RATED_A_DAY {
                        game.set_rated(false);
                    } else {
                        counted[i].1 += 1;
                    }
                }
                Ok(())
            }

            /// The seeks waiting from the address of `seek`, on every node, but for its
            /// player's own (which a new seek replaces).
            async fn seeks_of_others(
                conn: &mut <$db as sqlx::Database>::Connection,
                seek: &$crate::store::lobby::SeekRow,
            ) -> Result<i64, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT count(*) FROM seeks WHERE address = $1 AND game IS NULL
                         AND player <> $2",
                )
                .bind(&seek.address)
                .bind(&seek.player)
                .fetch_one(&mut *conn)
                .await?)
            }

            /// Stores games of the lobby, a few statements per hundred games, not per game (a
            /// wave of a busy lobby holds its row for milliseconds): their tables and first
            /// events when `tables` is set (the table is new), and their rows in `lobby_games`.
            async fn insert_lobby_games(
                conn: &mut <$db as sqlx::Database>::Connection,
                all: &[$crate::store::lobby::NewLobbyGame],
                tables: bool,
                now: i64,
            ) -> Result<(), $crate::store::error::StoreError> {
                for chunk in all.chunks(100) {
                    if tables {
                        let mut games: sqlx::QueryBuilder<$db> = sqlx::QueryBuilder::new(
                            "INSERT INTO games (id, rules, opponent, level, white_secret,
                                 black_secret, rematch_of, created_at, version, timed) ",
                        );
                        games.push_values(chunk, |mut row, g| {
                            let level = match g.table.opponent {
                                $crate::model::Opponent::Computer(level) => Some(level.name()),
                                _ => None,
                            };
                            row.push_bind(&g.table.id)
                                .push_bind(g.table.rules.to_rules_string())
                                .push_bind(g.table.opponent.name())
                                .push_bind(level)
                                .push_bind(&g.table.secrets[0])
                                .push_bind(&g.table.secrets[1])
                                .push_bind(&g.table.rematch_of)
                                .push_bind(g.table.created_at)
                                .push_bind(1_i64)
                                .push_bind(matches!(
                                    g.created,
                                    $crate::model::Event::Created { clock: Some(_), .. }
                                ));
                        });
                        games.build().execute(&mut *conn).await?;
                        let mut events: sqlx::QueryBuilder<$db> = sqlx::QueryBuilder::new(
                            "INSERT INTO events (game_id, version, event, created_at) ",
                        );
                        events.push_values(chunk, |mut row, g| {
                            row.push_bind(&g.table.id)
                                .push_bind(1_i64)
                                .push_bind(
                                    serde_json::to_string(&g.created).expect("events serialise"),
                                )
                                .push_bind(now.div_euclid(1000));
                        });
                        events.build().execute(&mut *conn).await?;
                    }
                    let mut lobby: sqlx::QueryBuilder<$db> = sqlx::QueryBuilder::new(
                        "INSERT INTO lobby_games (game, white, black, rules, tile, rated,
                             same_address, white_rating, black_rating, white_deviation,
                             black_deviation, created_at) ",
                    );
                    lobby.push_values(chunk, |mut row, g| {
                        row.push_bind(&g.table.id)
                            .push_bind(&g.players[0])
                            .push_bind(&g.players[1])
                            .push_bind(&g.rules)
                            .push_bind(&g.tile)
                            .push_bind(g.rated)
                            .push_bind(&g.same_address)
                            .push_bind(g.ratings[0].rating)
                            .push_bind(g.ratings[1].rating)
                            .push_bind(g.ratings[0].deviation)
                            .push_bind(g.ratings[1].deviation)
                            .push_bind(now);
                    });
                    lobby.build().execute(&mut *conn).await?;
                }
                Ok(())
            }
        }

        #[async_trait::async_trait]
        impl $crate::store::lobby::SeekStore for $store {
            async fn seek(
                &self,
                seek: &$crate::store::lobby::SeekRow,
                node: i64,
                cap: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.exclusive(&format!("seeks:{}", seek.address)).await?;
                if Self::seeks_of_others(&mut *tx, seek).await? >= cap {
                    return Ok(false);
                }
                // A paired seek stays until its player is told of the game.
                sqlx::query(
                    "INSERT INTO seeks (player, tile, rating, deviation, address, node, created_at,
                         not_before)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                     ON CONFLICT (player) DO UPDATE SET tile = excluded.tile,
                         rating = excluded.rating, deviation = excluded.deviation,
                         address = excluded.address, node = excluded.node,
                         not_before = excluded.not_before,
                         created_at = CASE WHEN seeks.tile = excluded.tile
                             THEN seeks.created_at ELSE excluded.created_at END,
                         waves = CASE WHEN seeks.tile = excluded.tile THEN seeks.waves ELSE 0 END
                     WHERE seeks.game IS NULL",
                )
                .bind(&seek.player)
                .bind(&seek.tile)
                .bind(seek.rating)
                .bind(seek.deviation)
                .bind(&seek.address)
                .bind(node)
                .bind(seek.since)
                .bind(seek.not_before)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn seek_custom(
                &self,
                seek: &$crate::store::lobby::SeekRow,
                rules: &str,
                clock: &str,
                node: i64,
                cap: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.exclusive(&format!("seeks:{}", seek.address)).await?;
                if Self::seeks_of_others(&mut *tx, seek).await? >= cap {
                    return Ok(false);
                }
                sqlx::query(
                    "INSERT INTO seeks (player, tile, rating, deviation, address, node, created_at,
                         rules, clock, not_before)
                     VALUES ($1, 'custom', $2, $3, $4, $5, $6, $7, $8, $9)
                     ON CONFLICT (player) DO UPDATE SET tile = excluded.tile,
                         rating = excluded.rating, deviation = excluded.deviation,
                         address = excluded.address, node = excluded.node,
                         not_before = excluded.not_before,
                         created_at = excluded.created_at, rules = excluded.rules,
                         clock = excluded.clock, waves = 0, offered = FALSE
                     WHERE seeks.game IS NULL",
                )
                .bind(&seek.player)
                .bind(seek.rating)
                .bind(seek.deviation)
                .bind(&seek.address)
                .bind(node)
                .bind(seek.since)
                .bind(rules)
                .bind(clock)
                .bind(seek.not_before)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn open_seek(
                &self,
                player: &str,
            ) -> Result<Option<$crate::store::lobby::OpenSeek>, $crate::store::error::StoreError> {
                let row: Option<(String, String, f64, f64, String, Option<String>, String)> =
                    sqlx::query_as(
                        "SELECT s.player, p.name, s.rating, s.deviation, s.rules, s.clock, s.address
                         FROM seeks s JOIN players p ON p.id = s.player
                         WHERE s.player = $1 AND s.game IS NULL AND s.tile = 'custom'",
                    )
                    .bind(player)
                    .fetch_optional(&self.pool)
                    .await?;
                Ok(row.map(|(player, name, rating, deviation, rules, clock, address)| {
                    $crate::store::lobby::OpenSeek {
                        player,
                        name,
                        rating,
                        deviation,
                        rules,
                        clock: clock.unwrap_or_default(),
                        address,
                    }
                }))
            }

            async fn take_seek(
                &self,
                seeker: &str,
                taker: &str,
                game: &$crate::store::lobby::NewLobbyGame,
                now: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let mut tx = self.pool.begin().await?;
                let taken = sqlx::query(
                    "UPDATE seeks SET game = $1
                     WHERE player = $2 AND game IS NULL AND tile = 'custom' AND not_before <= $3",
                )
                .bind(&game.table.id)
                .bind(seeker)
                .bind(now)
                .execute(&mut *tx)
                .await?;
                if taken.rows_affected() != 1 {
                    return Ok(false);
                }
                let mut game = game.clone();
                Self::settle_same_address(&mut *tx, std::slice::from_mut(&mut game), now).await?;
                sqlx::query("DELETE FROM seeks WHERE player = $1 AND game IS NULL")
                    .bind(taker)
                    .execute(&mut *tx)
                    .await?;
                Self::insert_lobby_games(&mut *tx, std::slice::from_ref(&game), true, now).await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn unseek(&self, player: &str) -> Result<(), $crate::store::error::StoreError> {
                sqlx::query("DELETE FROM seeks WHERE player = $1 AND game IS NULL")
                    .bind(player)
                    .execute(&self.pool)
                    .await?;
                Ok(())
            }

            async fn node_alive(
                &self,
                node: i64,
                now: i64,
                visitors: i64,
            ) -> Result<(), $crate::store::error::StoreError> {
                sqlx::query(
                    "INSERT INTO lobby_nodes (node, seen_at, visitors) VALUES ($1, $2, $3)
                     ON CONFLICT (node) DO UPDATE
                     SET seen_at = excluded.seen_at, visitors = excluded.visitors",
                )
                .bind(node)
                .bind(now)
                .bind(visitors)
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
            ) -> Result<Option<usize>, $crate::store::error::StoreError> {
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
                // A game its player never came back to has long been aborted: its seek goes.
                sqlx::query("DELETE FROM seeks WHERE game IS NOT NULL AND created_at < $1")
                    .bind(now - 86_400_000)
                    .execute(&mut *tx)
                    .await?;
                let rows: Vec<(String, String, f64, f64, i64, String, i64)> = sqlx::query_as(
                    "SELECT s.player, s.tile, s.rating, s.deviation, s.created_at, s.address,
                         (SELECT count(*) FROM lobby_games l WHERE l.same_address = s.address
                             AND l.rated AND l.created_at > $1
                             AND (l.rated_at IS NULL OR l.white_change IS NOT NULL))
                     FROM seeks s WHERE s.game IS NULL AND s.tile <> 'custom'
                         AND s.not_before <= $2
                     ORDER BY s.created_at, s.player",
                )
                .bind(now - 86_400_000)
                .bind(now)
                .fetch_all(&mut *tx)
                .await?;
                // The blocks between two of these seekers, either way: the pairs the wave skips.
                let blocks: Vec<(String, String)> = sqlx::query_as(
                    "SELECT b.player, b.blocked FROM blocks b
                     JOIN seeks s ON s.player = b.player
                     JOIN seeks t ON t.player = b.blocked
                     WHERE s.game IS NULL AND s.tile <> 'custom' AND s.not_before <= $1
                       AND t.game IS NULL AND t.tile = s.tile AND t.not_before <= $1",
                )
                .bind(now)
                .fetch_all(&mut *tx)
                .await?;
                let kept = |player: &str| -> Vec<String> {
                    blocks
                        .iter()
                        .filter_map(|(a, b)| {
                            if a == player {
                                Some(b.clone())
                            } else if b == player {
                                Some(a.clone())
                            } else {
                                None
                            }
                        })
                        .collect()
                };
                let seeks = rows
                    .into_iter()
                    .map(|(player, tile, rating, deviation, since, address, same)| {
                        $crate::store::lobby::SeekRow {
                            blocks: kept(&player),
                            player,
                            tile,
                            rating,
                            deviation,
                            since,
                            address,
                            same_address_rated: same,
                            not_before: 0,
                        }
                    })
                    .collect();
                let mut decided = plan(seeks);
                Self::settle_same_address(&mut *tx, &mut decided.games, now).await?;
                Self::insert_lobby_games(&mut *tx, &decided.games, true, now).await?;
                for chunk in decided.games.chunks(100) {
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
                        return Err($crate::store::error::StoreError::Corrupt(format!(
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
            ) -> Result<Vec<$crate::store::lobby::Delivery>, $crate::store::error::StoreError> {
                use $crate::store::lobby::Delivery;
                let paired: Vec<(String, String)> = sqlx::query_as(
                    "SELECT player, game FROM seeks WHERE node = $1 AND game IS NOT NULL",
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

            async fn delivered(
                &self,
                players: &[String],
            ) -> Result<(), $crate::store::error::StoreError> {
                for chunk in players.chunks(500) {
                    let mut done: sqlx::QueryBuilder<$db> = sqlx::QueryBuilder::new(
                        "DELETE FROM seeks WHERE game IS NOT NULL AND player IN (",
                    );
                    let mut list = done.separated(", ");
                    for player in chunk {
                        list.push_bind(player);
                    }
                    done.push(")");
                    done.build().execute(&self.pool).await?;
                }
                Ok(())
            }

            async fn take_pairing(
                &self,
                player: &str,
            ) -> Result<Option<String>, $crate::store::error::StoreError> {
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
            ) -> Result<$crate::store::lobby::LobbyCounts, $crate::store::error::StoreError> {
                // As a number whatever the engine makes of a sum (PostgreSQL's is a NUMERIC).
                let players: i64 = sqlx::query_scalar(
                    "SELECT CAST(COALESCE(SUM(visitors), 0) AS BIGINT) FROM lobby_nodes
                     WHERE seen_at > $1",
                )
                .bind(now - $crate::store::lobby::NODE_GONE_MS)
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
                let open: Vec<(String, String, f64, f64, String, Option<String>, String)> = sqlx::query_as(
                    "SELECT s.player, p.name, s.rating, s.deviation, s.rules, s.clock, s.address
                     FROM seeks s JOIN players p ON p.id = s.player
                     WHERE s.game IS NULL AND s.tile = 'custom' AND s.not_before <= $1
                     ORDER BY s.created_at, s.player LIMIT 50",
                )
                .bind(now)
                .fetch_all(&self.pool)
                .await?;
                let open = open
                    .into_iter()
                    .map(|(player, name, rating, deviation, rules, clock, address)| {
                        $crate::store::lobby::OpenSeek {
                            player,
                            name,
                            rating,
                            deviation,
                            rules,
                            clock: clock.unwrap_or_default(),
                            address,
                        }
                    })
                    .collect();
                Ok($crate::store::lobby::LobbyCounts {
                    players,
                    games,
                    tiles,
                    open,
                })
            }
        }
    };
}
pub(crate) use seek_store;
