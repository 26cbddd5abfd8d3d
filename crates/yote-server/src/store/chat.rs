//! What the two players of a game said to each other (docs/protocol.md §3.4), on both engines:
//! the statements are the same, so one macro writes both.

use async_trait::async_trait;

use super::error::StoreError;

/// One line of a game's chat: a preset phrase (its id) or a typed text, by one side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatLine {
    pub side: String,
    pub phrase: Option<String>,
    pub text: Option<String>,
    /// When it was said (Unix ms).
    pub at: i64,
    /// Said by a silenced player: sent to that player only (docs/moderation.md "Silence").
    pub hidden: bool,
}

/// A game's chat.
#[async_trait]
pub trait ChatStore: Send + Sync {
    /// Keeps a line of `game`'s chat.
    async fn add_chat(&self, game: &str, line: &ChatLine) -> Result<(), StoreError>;

    /// `game`'s chat, in order.
    async fn chat(&self, game: &str) -> Result<Vec<ChatLine>, StoreError>;
}

/// The chat's statements on one engine: `$store` has a `pool` field.
macro_rules! chat_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::chat::ChatStore for $store {
            async fn add_chat(
                &self,
                game: &str,
                line: &$crate::store::chat::ChatLine,
            ) -> Result<(), $crate::store::error::StoreError> {
                sqlx::query(
                    "INSERT INTO game_chat (game, side, phrase, text, at, hidden)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(game)
                .bind(&line.side)
                .bind(&line.phrase)
                .bind(&line.text)
                .bind(line.at)
                .bind(line.hidden)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn chat(
                &self,
                game: &str,
            ) -> Result<Vec<$crate::store::chat::ChatLine>, $crate::store::error::StoreError> {
                let rows: Vec<(String, Option<String>, Option<String>, i64, bool)> = sqlx::query_as(
                    "SELECT side, phrase, text, at, hidden FROM game_chat WHERE game = $1 ORDER BY id",
                )
                .bind(game)
                .fetch_all(&self.pool)
                .await?;
                Ok(rows
                    .into_iter()
                    .map(|(side, phrase, text, at, hidden)| $crate::store::chat::ChatLine {
                        side,
                        phrase,
                        text,
                        at,
                        hidden,
                    })
                    .collect())
            }
        }
    };
}
pub(crate) use chat_store;
