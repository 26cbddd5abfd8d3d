//! The listening session that hears what the other nodes sharing the database store and tell
//! (`LISTEN/NOTIFY` on one channel, docs/scaling.md), and the queue of what this node tells them.

use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgListener, PgPool, PgPoolOptions};
use tokio::sync::{Notify, broadcast, mpsc};

use super::shared::{ACQUIRE, CHANNEL, now_ms};
use crate::store::base::Change;
use crate::store::error::StoreError;

/// Waits before the listening session is opened again after it was lost: the first try at once
/// would mostly meet the same fault (a database restarting); then up to 5 s between tries.
const LISTEN_RETRY: [Duration; 3] = [
    Duration::from_millis(500),
    Duration::from_secs(1),
    Duration::from_secs(5),
];

/// The `application_name` of a serving node's listening session. The nodes count each other's
/// sessions by it (`PgStore::other_nodes_serving`), and an operator tells them from the pool's.
pub(super) const NODE_LISTENER: &str = "yote-listener";
/// The `application_name` of a `yote worker`'s listening session (a worker runs no clock).
pub(super) const WORKER_LISTENER: &str = "yote-worker";

/// Who listens: the session's `application_name`, and where its backend's pid is kept (so that
/// a node does not count itself among the others).
#[derive(Debug, Clone)]
pub(super) struct Listener {
    pub name: &'static str,
    pub pid: Arc<AtomicI32>,
}

/// A session of its own listening on [`CHANNEL`].
pub(super) async fn listen(
    options: &PgConnectOptions,
    who: &Listener,
) -> Result<PgListener, StoreError> {
    let pool = PgPoolOptions::new()
        .max_connections(1)
        .acquire_timeout(ACQUIRE)
        .connect_with(options.clone().application_name(who.name))
        .await?;
    let mut listener = PgListener::connect_with(&pool).await?;
    listener.listen(CHANNEL).await?;
    let pid: i32 = sqlx::query_scalar("SELECT pg_backend_pid()")
        .fetch_one(&mut listener)
        .await?;
    who.pid.store(pid, Ordering::Relaxed);
    Ok(listener)
}

/// Passes on each notification as a [`Change`]. When the session is lost, notifications sent
/// meanwhile are lost with it: once a new session listens again, `Change::Missed` tells the
/// server to look for newer versions of every game it holds (replay by version), so nothing
/// stored meanwhile stays unseen.
pub(super) async fn relay(
    mut listener: PgListener,
    options: PgConnectOptions,
    who: Listener,
    shown: String,
    changes: broadcast::Sender<Change>,
    stop: Arc<Notify>,
) {
    loop {
        let next = tokio::select! {
            () = stop.notified() => return,
            next = listener.try_recv() => next,
        };
        match next {
            Ok(Some(notification)) => {
                if let Some(change) = parse_change(notification.payload()) {
                    let _ = changes.send(change);
                }
            }
            // The session is gone (`Ok(None)`), or failed: open a new one, then catch up.
            Ok(None) | Err(_) => {
                tracing::warn!(database = %shown, "lost the listening session; reopening it");
                let mut waits = LISTEN_RETRY
                    .iter()
                    .chain(std::iter::repeat(&LISTEN_RETRY[2]));
                listener = loop {
                    let wait = *waits.next().expect("endless");
                    tokio::select! {
                        () = stop.notified() => return,
                        () = tokio::time::sleep(wait) => {}
                    }
                    match listen(&options, &who).await {
                        Ok(l) => break l,
                        Err(e) => {
                            tracing::warn!(database = %shown, error = %e, "cannot listen yet")
                        }
                    }
                };
                tracing::info!(database = %shown, "listening again; catching up on every game in memory");
                let _ = changes.send(Change::Missed);
            }
        }
    }
}

/// A notification's text as a [`Change`]: `<game> <version>`, `p <node> <game> <white> <black>
/// <watchers>`, `q <node> <game>` or `c <node> <game>` (game ids never hold a space; see [`change_text`]).
fn parse_change(text: &str) -> Option<Change> {
    let words: Vec<&str> = text.split(' ').collect();
    match words.as_slice() {
        [game, version] => Some(Change::Stored {
            game: (*game).to_owned(),
            version: version.parse().ok()?,
        }),
        ["p", node, game, white, black, watchers] => Some(Change::Presence {
            node: node.parse().ok()?,
            game: (*game).to_owned(),
            counts: [
                white.parse().ok()?,
                black.parse().ok()?,
                watchers.parse().ok()?,
            ],
        }),
        ["q", node, game] => Some(Change::Query {
            node: node.parse().ok()?,
            game: (*game).to_owned(),
        }),
        ["c", node, game] => Some(Change::Chat {
            node: node.parse().ok()?,
            game: (*game).to_owned(),
        }),
        ["j"] => Some(Change::JobQueued),
        ["d", game, ply] => Some(Change::JobDone {
            game: (*game).to_owned(),
            ply: ply.parse().ok()?,
        }),
        _ => None,
    }
}

/// The notification text of a change, as [`parse_change`] reads it.
pub(super) fn change_text(change: &Change) -> String {
    match change {
        Change::Stored { game, version } => format!("{game} {version}"),
        Change::Presence { node, game, counts } => {
            format!("p {node} {game} {} {} {}", counts[0], counts[1], counts[2])
        }
        Change::Query { node, game } => format!("q {node} {game}"),
        Change::Chat { node, game } => format!("c {node} {game}"),
        Change::JobQueued => "j".to_owned(),
        Change::JobDone { game, ply } => format!("d {game} {ply}"),
        Change::Missed => String::new(),
    }
}

/// Sends what this node tells the others, one `NOTIFY` at a time and in order, from the pool.
/// A node's presence is also written to the `presence` table in the same transaction, where a
/// claim reads it even if the notification was lost (docs/scaling.md).
pub(super) async fn tell_all(pool: PgPool, mut queue: mpsc::UnboundedReceiver<Change>) {
    while let Some(change) = queue.recv().await {
        if let Err(e) = tell(&pool, &change).await {
            // Presence is told again within a minute (docs/scaling.md): a lost one heals.
            tracing::warn!(error = %e, "cannot tell the other nodes");
        }
    }
}

/// How long a node's presence row outlives its last telling.
const PRESENCE_KEPT_MS: i64 = 24 * 3600 * 1000;

async fn tell(pool: &PgPool, change: &Change) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    if let Change::Presence { node, game, counts } = change {
        // A seat is seen while connected, and at the moment it leaves.
        sqlx::query(
            "INSERT INTO presence (game_id, node, white, black, watchers, told_at, white_seen, black_seen)
             VALUES ($1, $2, $3, $4, $5, $6,
                     CASE WHEN $3 > 0 THEN $6 END, CASE WHEN $4 > 0 THEN $6 END)
             ON CONFLICT (game_id, node) DO UPDATE SET white = excluded.white,
                 black = excluded.black, watchers = excluded.watchers, told_at = excluded.told_at,
                 white_seen = CASE WHEN excluded.white > 0 OR presence.white > 0
                                   THEN excluded.told_at ELSE presence.white_seen END,
                 black_seen = CASE WHEN excluded.black > 0 OR presence.black > 0
                                   THEN excluded.told_at ELSE presence.black_seen END",
        )
        .bind(game)
        .bind(*node as i64)
        .bind(counts[0] as i32)
        .bind(counts[1] as i32)
        .bind(counts[2] as i32)
        .bind(now_ms())
        .execute(&mut *tx)
        .await?;
        if *counts == [0; 3] {
            // A table left: rows nobody has told of for a day go (a claim looks back at most
            // its window, 3 minutes, plus the expiry).
            sqlx::query("DELETE FROM presence WHERE told_at < $1")
                .bind(now_ms() - PRESENCE_KEPT_MS)
                .execute(&mut *tx)
                .await?;
        }
    }
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(change_text(change))
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

#[cfg(test)]
mod tests {
    use super::{Change, change_text, parse_change};

    #[test]
    fn changes_read_back_from_their_text() {
        for change in [
            Change::Stored {
                game: "k3Zp9QwB7xTa".into(),
                version: 42,
            },
            Change::Presence {
                node: 7,
                game: "k3Zp9QwB7xTa".into(),
                counts: [1, 0, 3],
            },
            Change::Query {
                node: u64::MAX,
                game: "k3Zp9QwB7xTa".into(),
            },
            Change::JobQueued,
            Change::JobDone {
                game: "k3Zp9QwB7xTa".into(),
                ply: 12,
            },
        ] {
            assert_eq!(parse_change(&change_text(&change)), Some(change));
        }
        for bad in ["", "game", "a b c", "p 1 g 1 1", "q x g", "g -1"] {
            assert_eq!(parse_change(bad), None, "{bad}");
        }
    }
}
