//! What the PostgreSQL store's parts share: the notification channel, the pool's wait, and the
//! time the jobs are stamped with.

use std::time::Duration;

/// How long a query waits for a free (or new) connection before it counts as failed.
pub const ACQUIRE: Duration = Duration::from_secs(3);
/// The channel every node's appends are announced on (`NOTIFY`), with `<game> <version>`.
pub const CHANNEL: &str = "yote_events";

/// Now, in Unix milliseconds (the jobs' times).
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}
