//! The listening session that hears what the other nodes sharing the database store and tell
//! (`LISTEN/NOTIFY` on one channel, docs/scaling.md), and the queue of what this node tells them.

use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgListener, PgPool, PgPoolOptions};
use tokio::sync::{Notify, broadcast, mpsc};

use super::shared::{ACQUIRE, CHANNEL};
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
/// <watchers>` or `q <node> <game>` (game ids never hold a space; see [`change_text`]).
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
        Change::JobQueued => "j".to_owned(),
        Change::JobDone { game, ply } => format!("d {game} {ply}"),
        Change::Missed => String::new(),
    }
}

/// Sends what this node tells the others, one `NOTIFY` at a time and in order, from the pool.
pub(super) async fn tell_all(pool: PgPool, mut queue: mpsc::UnboundedReceiver<String>) {
    while let Some(text) = queue.recv().await {
        if let Err(e) = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(&text)
            .execute(&pool)
            .await
        {
            // Presence is told again within a minute (docs/scaling.md): a lost one heals.
            tracing::warn!(error = %e, "cannot tell the other nodes");
        }
    }
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
