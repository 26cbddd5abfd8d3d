//! The players' name keys made again after the way of making them changed (`rekey_names`), on
//! both engines: the same statements, so one macro writes both, as `lobby_players.rs` does.

/// `rekey_names` on one engine: `$store` (with a `pool` field), and the statement, if any, that
/// keeps other nodes from writing players while their name keys are made again.
macro_rules! name_key_store {
    ($store:ty, $lock_players:expr) => {
        impl $store {
            /// Makes again the name keys of an earlier way (`name_key_version`, older than
            /// `NAME_KEY_VERSION`): each player, the first made first, takes the new key of
            /// their name; one whose new key another player holds already keeps their name,
            /// under the key plus `#` and their id (docs/site.md "Names"). Answers how many
            /// keys were made; nothing to do is one quick read.
            pub(crate) async fn rekey_names(
                &self,
            ) -> Result<usize, $crate::store::error::StoreError> {
                use $crate::model::name_key::{NAME_KEY_VERSION, name_key};
                let stale: bool = sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM players WHERE name_key_version < $1)",
                )
                .bind(NAME_KEY_VERSION)
                .fetch_one(&self.pool)
                .await?;
                if !stale {
                    return Ok(0);
                }
                let mut tx = self.pool.begin().await?;
                let lock: Option<&str> = $lock_players;
                if let Some(lock) = lock {
                    sqlx::query(lock).execute(&mut *tx).await?;
                }
                // The old keys out of the way first (a new key may be another player's old
                // one); on SQLite this write takes the database's one writer's lock.
                sqlx::query("UPDATE players SET name_key = '#' || id WHERE name_key_version < $1")
                    .bind(NAME_KEY_VERSION)
                    .execute(&mut *tx)
                    .await?;
                let held: Vec<String> =
                    sqlx::query_scalar("SELECT name_key FROM players WHERE name_key_version >= $1")
                        .bind(NAME_KEY_VERSION)
                        .fetch_all(&mut *tx)
                        .await?;
                let mut held: std::collections::HashSet<String> = held.into_iter().collect();
                let stale: Vec<(String, String)> = sqlx::query_as(
                    "SELECT id, name FROM players WHERE name_key_version < $1
                     ORDER BY created_at, id",
                )
                .bind(NAME_KEY_VERSION)
                .fetch_all(&mut *tx)
                .await?;
                for (id, name) in &stale {
                    let mut key = name_key(name);
                    if held.contains(&key) {
                        key = format!("{key}#{id}");
                    }
                    sqlx::query(
                        "UPDATE players SET name_key = $1, name_key_version = $2 WHERE id = $3",
                    )
                    .bind(&key)
                    .bind(NAME_KEY_VERSION)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                    held.insert(key);
                }
                tx.commit().await?;
                Ok(stale.len())
            }
        }
    };
}

pub(crate) use name_key_store;
