//! `yote worker`: only the computer's search pool, taking its searches from the jobs table of a
//! PostgreSQL database that `yote serve` nodes share (docs/scaling.md). No HTTP.

use std::sync::Arc;

use clap::Args;

use yote_server::{Change, PgStore, Store, jobs};

#[derive(Debug, Args)]
pub struct WorkerArgs {
    /// The PostgreSQL database the nodes share: `postgres://USER:PASSWORD@HOST:PORT/DATABASE`.
    #[arg(long, env = "YOTE_DATABASE")]
    pub database: String,
    /// Searches run at once (one a core is the most that helps: a search keeps its core busy).
    #[arg(long, env = "YOTE_AI_THREADS", default_value_t = default_threads())]
    pub threads: usize,
    /// The endgame tables' folder, as `yote serve --tablebases`.
    #[arg(long, env = "YOTE_TABLEBASES", default_value = crate::tablebase::DEFAULT_DIR)]
    pub tablebases: std::path::PathBuf,
    /// Logs as lines of text, or as one JSON object a line.
    #[arg(long, env = "YOTE_LOG_FORMAT", value_enum, default_value_t = crate::serve::LogFormat::Text)]
    pub log_format: crate::serve::LogFormat,
}

fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs the workers until SIGTERM or Ctrl-C.
pub fn run(args: &WorkerArgs) -> Result<(), String> {
    crate::serve::init_logs(args.log_format);
    crate::serve::load_tablebases(&args.tablebases);
    if !(args.database.starts_with("postgres://") || args.database.starts_with("postgresql://")) {
        return Err(format!(
            "--database {}: a worker takes its searches from a PostgreSQL database that the nodes share (postgres://…); with SQLite, the server searches on its own",
            yote_server::database_shown(&args.database)
        ));
    }
    if !(1..=1024).contains(&args.threads) {
        return Err(format!(
            "--threads: expected 1 to 1024, not {}",
            args.threads
        ));
    }
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start: {e}"))?;
    runtime.block_on(async {
        let store = PgStore::open_worker(&args.database).await.map_err(|e| {
            format!(
                "--database {}: {e}",
                yote_server::database_shown(&args.database)
            )
        })?;
        let queue = store.jobs();
        let wake = jobs::spawn_workers(&queue, args.threads, "worker");
        let mut changes = store
            .changes()
            .expect("a PostgreSQL store tells its changes");
        let relay = Arc::clone(&wake);
        tokio::spawn(async move {
            use tokio::sync::broadcast::error::RecvError;
            loop {
                match changes.recv().await {
                    Ok(Change::JobQueued) | Ok(Change::Missed) | Err(RecvError::Lagged(_)) => {
                        relay.notify_one()
                    }
                    Ok(_) => {}
                    Err(RecvError::Closed) => return,
                }
            }
        });
        tracing::info!(
            threads = args.threads,
            "worker ready: taking the computer's searches"
        );
        crate::serve::shutdown_signal().await;
        // The searches under way go back to the queue at once, not after their lease.
        match queue.give_back(&jobs::threads_prefix("worker")).await {
            Ok(n) => tracing::info!(jobs = n, "stopping: searches under way given back"),
            Err(e) => {
                tracing::warn!(error = %e, "stopping: cannot give back the searches under way")
            }
        }
        store.close().await;
        Ok(())
    })
}
