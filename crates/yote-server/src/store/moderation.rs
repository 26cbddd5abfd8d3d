//! Reports, silences, bans, retired names and the moderation log (docs/moderation.md): what a
//! player tells the operators about another, and what the operators (`yote moderate`) do. The
//! statements are the same on both engines, so one macro writes both.

use async_trait::async_trait;

use super::error::StoreError;

/// The reasons a report may give.
pub const REASONS: [&str; 6] = ["chat", "leaving", "sandbagging", "abuse", "engine", "other"];

/// A report to file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReport {
    pub reporter: String,
    pub reported: String,
    pub reason: String,
    pub game: Option<String>,
    pub words: String,
    /// The evidence (JSON), copied from the game's chat.
    pub evidence: String,
}

/// The limits a report is counted against, in the same step as its write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReportLimits {
    /// Reports one player may make in the last hour.
    pub per_hour: i64,
    /// Different players who reported one for chat in a day: they are silenced.
    pub silence_after: i64,
}

/// What filing a report did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Filed {
    /// Kept, with its id; `silenced` when it brought the automatic silence.
    Kept { id: i64, silenced: bool },
    /// The reporter has an open report about this player already: nothing changed.
    AlreadyOpen,
    /// The reporter made as many reports this hour as they may: nothing changed.
    TooMany,
}

/// A report as the operators read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportRow {
    pub id: i64,
    pub reporter: String,
    pub reported: String,
    pub reason: String,
    pub game: Option<String>,
    pub words: String,
    pub evidence: String,
    pub created_at: i64,
    pub closed_at: Option<i64>,
    pub closed_by: Option<String>,
    pub note: Option<String>,
}

/// A silence or a ban: of a player (their id) or of an address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sanction {
    /// `silence` or `ban`.
    pub kind: String,
    pub player: Option<String>,
    pub address: Option<String>,
    /// Until when (Unix ms); `None` until lifted.
    pub until: Option<i64>,
}

/// One row of the moderation log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogRow {
    pub at: i64,
    pub operator: String,
    pub action: String,
    pub target: String,
    pub reason: String,
}

const DAY_MS: i64 = 86_400_000;
const HOUR_MS: i64 = 3_600_000;

/// Reports, sanctions and the log.
#[async_trait]
pub trait ModerationStore: Send + Sync {
    /// Files `report`: refused past the reporter's reports of the hour or when they have an
    /// open report about the same player; a chat report that makes `silence_after` different
    /// reporters in a day silences the reported player (logged by operator `auto`). The
    /// counts and the writes are one step.
    async fn file_report(
        &self,
        report: &NewReport,
        now: i64,
        limits: ReportLimits,
    ) -> Result<Filed, StoreError>;

    /// The reports, open ones only unless `all`, the oldest first, with the players' names.
    async fn reports(&self, all: bool) -> Result<Vec<ReportRow>, StoreError>;

    /// One report, with the players' names.
    async fn report(&self, id: i64) -> Result<Option<ReportRow>, StoreError>;

    /// The reports `player` (an id) made, the oldest first, with the players' names.
    async fn reports_by(&self, player: &str) -> Result<Vec<ReportRow>, StoreError>;

    /// Closes an open report with a note; whether it was open.
    async fn close_report(
        &self,
        id: i64,
        operator: &str,
        note: &str,
        now: i64,
    ) -> Result<bool, StoreError>;

    /// Gives a silence or a ban.
    async fn sanction(&self, sanction: &Sanction, now: i64) -> Result<(), StoreError>;

    /// Lifts the silences and bans of a player or an address; how many.
    async fn lift(
        &self,
        player: Option<&str>,
        address: Option<&str>,
        now: i64,
    ) -> Result<u64, StoreError>;

    /// Whether `player` (an id) or `address` is banned now.
    async fn banned(&self, player: &str, address: &str, now: i64) -> Result<bool, StoreError>;

    /// Whether the player at `side` of `game` is silenced now.
    async fn silenced_in(&self, game: &str, side: &str, now: i64) -> Result<bool, StoreError>;

    /// The side `player` (an id) held in `game`, a lobby game or a rated table.
    async fn side_in(&self, game: &str, player: &str) -> Result<Option<String>, StoreError>;

    /// Refuses the name key `key` to anyone from now on.
    async fn retire_name(&self, key: &str, now: i64) -> Result<(), StoreError>;

    /// Whether the name key `key` was retired.
    async fn name_retired(&self, key: &str) -> Result<bool, StoreError>;

    /// Adds a row to the moderation log.
    async fn log_action(&self, row: &LogRow) -> Result<(), StoreError>;

    /// The moderation log, the oldest first.
    async fn moderation_log(&self) -> Result<Vec<LogRow>, StoreError>;
}

/// The report columns with the players' names.
pub(crate) const REPORT_COLUMNS: &str = "r.id, a.name, b.name, r.reason, r.game, r.words, \
     r.evidence, r.created_at, r.closed_at, r.closed_by, r.note \
     FROM reports r JOIN players a ON a.id = r.reporter JOIN players b ON b.id = r.reported";

pub(crate) type ReportTuple = (
    i64,
    String,
    String,
    String,
    Option<String>,
    String,
    String,
    i64,
    Option<i64>,
    Option<String>,
    Option<String>,
);

pub(crate) fn report_row(t: ReportTuple) -> ReportRow {
    ReportRow {
        id: t.0,
        reporter: t.1,
        reported: t.2,
        reason: t.3,
        game: t.4,
        words: t.5,
        evidence: t.6,
        created_at: t.7,
        closed_at: t.8,
        closed_by: t.9,
        note: t.10,
    }
}

pub(crate) const fn day_ms() -> i64 {
    DAY_MS
}

pub(crate) const fn hour_ms() -> i64 {
    HOUR_MS
}

/// The moderation statements on one engine: `$store` has a `pool` field and `exclusive`.
macro_rules! moderation_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::moderation::ModerationStore for $store {
            async fn file_report(
                &self,
                report: &$crate::store::moderation::NewReport,
                now: i64,
                limits: $crate::store::moderation::ReportLimits,
            ) -> Result<$crate::store::moderation::Filed, $crate::store::error::StoreError> {
                use $crate::store::moderation::{Filed, day_ms, hour_ms};
                // Every report counts under one lock: they are few, and both limits (the
                // reporter's, the reported player's) are then read and written in one step.
                let mut tx = self.exclusive("reports").await?;
                let open: bool = sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM reports
                     WHERE reporter = $1 AND reported = $2 AND closed_at IS NULL)",
                )
                .bind(&report.reporter)
                .bind(&report.reported)
                .fetch_one(&mut *tx)
                .await?;
                if open {
                    return Ok(Filed::AlreadyOpen);
                }
                let made: i64 = sqlx::query_scalar(
                    "SELECT count(*) FROM reports WHERE reporter = $1 AND created_at > $2",
                )
                .bind(&report.reporter)
                .bind(now - hour_ms())
                .fetch_one(&mut *tx)
                .await?;
                if made >= limits.per_hour {
                    return Ok(Filed::TooMany);
                }
                let id: i64 = sqlx::query_scalar(
                    "INSERT INTO reports (reporter, reported, reason, game, words, evidence, created_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
                )
                .bind(&report.reporter)
                .bind(&report.reported)
                .bind(&report.reason)
                .bind(&report.game)
                .bind(&report.words)
                .bind(&report.evidence)
                .bind(now)
                .fetch_one(&mut *tx)
                .await?;
                let mut silenced = false;
                if report.reason == "chat" {
                    // Open reports only: once an operator has looked (closed them), they no
                    // longer silence the player again.
                    let reporters: i64 = sqlx::query_scalar(
                        "SELECT count(DISTINCT reporter) FROM reports
                         WHERE reported = $1 AND reason = 'chat' AND created_at > $2
                           AND closed_at IS NULL",
                    )
                    .bind(&report.reported)
                    .bind(now - day_ms())
                    .fetch_one(&mut *tx)
                    .await?;
                    let already: bool = sqlx::query_scalar(
                        "SELECT EXISTS (SELECT 1 FROM sanctions
                         WHERE player = $1 AND kind = 'silence' AND lifted_at IS NULL
                           AND (until_at IS NULL OR until_at > $2))",
                    )
                    .bind(&report.reported)
                    .bind(now)
                    .fetch_one(&mut *tx)
                    .await?;
                    if reporters >= limits.silence_after && !already {
                        sqlx::query(
                            "INSERT INTO sanctions (kind, player, created_at)
                             VALUES ('silence', $1, $2)",
                        )
                        .bind(&report.reported)
                        .bind(now)
                        .execute(&mut *tx)
                        .await?;
                        let name: String =
                            sqlx::query_scalar("SELECT name FROM players WHERE id = $1")
                                .bind(&report.reported)
                                .fetch_one(&mut *tx)
                                .await?;
                        sqlx::query(
                            "INSERT INTO moderation_log (at, operator, action, target, reason)
                             VALUES ($1, 'auto', 'silence', $2, $3)",
                        )
                        .bind(now)
                        .bind(name)
                        .bind(format!(
                            "reported for chat by {reporters} players in a day"
                        ))
                        .execute(&mut *tx)
                        .await?;
                        silenced = true;
                    }
                }
                tx.commit().await?;
                Ok(Filed::Kept { id, silenced })
            }

            async fn reports(
                &self,
                all: bool,
            ) -> Result<Vec<$crate::store::moderation::ReportRow>, $crate::store::error::StoreError>
            {
                use $crate::store::moderation::{REPORT_COLUMNS, ReportTuple, report_row};
                let sql = format!(
                    "SELECT {REPORT_COLUMNS} WHERE $1 OR r.closed_at IS NULL ORDER BY r.id"
                );
                let rows: Vec<ReportTuple> = sqlx::query_as(&sql)
                    .bind(all)
                    .fetch_all(&self.pool)
                    .await?;
                Ok(rows.into_iter().map(report_row).collect())
            }

            async fn report(
                &self,
                id: i64,
            ) -> Result<Option<$crate::store::moderation::ReportRow>, $crate::store::error::StoreError>
            {
                use $crate::store::moderation::{REPORT_COLUMNS, ReportTuple, report_row};
                let sql = format!("SELECT {REPORT_COLUMNS} WHERE r.id = $1");
                let row: Option<ReportTuple> = sqlx::query_as(&sql)
                    .bind(id)
                    .fetch_optional(&self.pool)
                    .await?;
                Ok(row.map(report_row))
            }

            async fn reports_by(
                &self,
                player: &str,
            ) -> Result<Vec<$crate::store::moderation::ReportRow>, $crate::store::error::StoreError>
            {
                use $crate::store::moderation::{REPORT_COLUMNS, ReportTuple, report_row};
                let sql = format!("SELECT {REPORT_COLUMNS} WHERE r.reporter = $1 ORDER BY r.id");
                let rows: Vec<ReportTuple> = sqlx::query_as(&sql)
                    .bind(player)
                    .fetch_all(&self.pool)
                    .await?;
                Ok(rows.into_iter().map(report_row).collect())
            }

            async fn close_report(
                &self,
                id: i64,
                operator: &str,
                note: &str,
                now: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                let done = sqlx::query(
                    "UPDATE reports SET closed_at = $2, closed_by = $3, note = $4
                     WHERE id = $1 AND closed_at IS NULL",
                )
                .bind(id)
                .bind(now)
                .bind(operator)
                .bind(note)
                .execute(&self.pool)
                .await?;
                Ok(done.rows_affected() == 1)
            }

            async fn sanction(
                &self,
                sanction: &$crate::store::moderation::Sanction,
                now: i64,
            ) -> Result<(), $crate::store::error::StoreError> {
                sqlx::query(
                    "INSERT INTO sanctions (kind, player, address, until_at, created_at)
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(&sanction.kind)
                .bind(&sanction.player)
                .bind(&sanction.address)
                .bind(sanction.until)
                .bind(now)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn lift(
                &self,
                player: Option<&str>,
                address: Option<&str>,
                now: i64,
            ) -> Result<u64, $crate::store::error::StoreError> {
                let done = sqlx::query(
                    "UPDATE sanctions SET lifted_at = $3
                     WHERE lifted_at IS NULL AND (player = $1 OR address = $2)",
                )
                .bind(player)
                .bind(address)
                .bind(now)
                .execute(&self.pool)
                .await?;
                Ok(done.rows_affected())
            }

            async fn banned(
                &self,
                player: &str,
                address: &str,
                now: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM sanctions
                     WHERE kind = 'ban' AND lifted_at IS NULL
                       AND (until_at IS NULL OR until_at > $3)
                       AND (player = $1 OR address = $2))",
                )
                .bind(player)
                .bind(address)
                .bind(now)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn silenced_in(
                &self,
                game: &str,
                side: &str,
                now: i64,
            ) -> Result<bool, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM sanctions
                     WHERE kind = 'silence' AND lifted_at IS NULL
                       AND (until_at IS NULL OR until_at > $3)
                       AND player IN (
                           SELECT CASE WHEN $2 = 'white' THEN white ELSE black END
                           FROM lobby_games WHERE game = $1
                           UNION ALL
                           SELECT player FROM rated_tables WHERE game = $1 AND side = $2))",
                )
                .bind(game)
                .bind(side)
                .bind(now)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn side_in(
                &self,
                game: &str,
                player: &str,
            ) -> Result<Option<String>, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT CASE WHEN white = $2 THEN 'white' ELSE 'black' END
                     FROM lobby_games WHERE game = $1 AND (white = $2 OR black = $2)
                     UNION ALL
                     SELECT side FROM rated_tables WHERE game = $1 AND player = $2",
                )
                .bind(game)
                .bind(player)
                .fetch_optional(&self.pool)
                .await?)
            }

            async fn retire_name(
                &self,
                key: &str,
                now: i64,
            ) -> Result<(), $crate::store::error::StoreError> {
                sqlx::query(
                    "INSERT INTO retired_names (name_key, at) VALUES ($1, $2)
                     ON CONFLICT (name_key) DO NOTHING",
                )
                .bind(key)
                .bind(now)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn name_retired(&self, key: &str) -> Result<bool, $crate::store::error::StoreError> {
                Ok(sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM retired_names WHERE name_key = $1)",
                )
                .bind(key)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn log_action(
                &self,
                row: &$crate::store::moderation::LogRow,
            ) -> Result<(), $crate::store::error::StoreError> {
                sqlx::query(
                    "INSERT INTO moderation_log (at, operator, action, target, reason)
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(row.at)
                .bind(&row.operator)
                .bind(&row.action)
                .bind(&row.target)
                .bind(&row.reason)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn moderation_log(
                &self,
            ) -> Result<Vec<$crate::store::moderation::LogRow>, $crate::store::error::StoreError>
            {
                let rows: Vec<(i64, String, String, String, String)> = sqlx::query_as(
                    "SELECT at, operator, action, target, reason FROM moderation_log ORDER BY id",
                )
                .fetch_all(&self.pool)
                .await?;
                Ok(rows
                    .into_iter()
                    .map(|(at, operator, action, target, reason)| {
                        $crate::store::moderation::LogRow {
                            at,
                            operator,
                            action,
                            target,
                            reason,
                        }
                    })
                    .collect())
            }
        }
    };
}
pub(crate) use moderation_store;
