//! `yote serve`: the site.

use std::net::SocketAddr;
use std::sync::Arc;

use clap::Args;

use yote_server::{AppState, Config, SqliteStore};

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "YOTE_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,
    /// Database URL; the folder of a SQLite file is created if missing.
    #[arg(long, env = "YOTE_DATABASE", default_value = "sqlite:data/yote.db")]
    pub database: String,
    /// Mark seat cookies `Secure` (when the site is served over HTTPS).
    #[arg(long, env = "YOTE_SECURE_COOKIES")]
    pub secure_cookies: bool,
    /// New tables one address may create a minute.
    #[arg(long, env = "YOTE_TABLES_PER_MINUTE", default_value_t = Config::default().tables_per_minute)]
    pub tables_per_minute: u32,
}

/// Runs the server until SIGTERM or Ctrl-C.
pub fn run(args: &ServeArgs) -> Result<(), String> {
    init_logs();
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start: {e}"))?;
    runtime.block_on(async {
        let store = SqliteStore::open(&args.database)
            .await
            .map_err(|e| format!("--database {}: {e}", args.database))?;
        let config = Config {
            secure_cookies: args.secure_cookies,
            tables_per_minute: args.tables_per_minute,
            ..Config::default()
        };
        let state = AppState::new(config, Arc::new(store))
            .await
            .map_err(|e| format!("cannot load games: {e}"))?;
        let listener = tokio::net::TcpListener::bind(args.listen)
            .await
            .map_err(|e| format!("--listen {}: {e}", args.listen))?;
        let address = listener.local_addr().map_err(|e| e.to_string())?;
        tracing::info!("listening on http://{address}");
        yote_server::serve(listener, state, shutdown_signal())
            .await
            .map_err(|e| format!("server: {e}"))?;
        tracing::info!("stopped");
        Ok(())
    })
}

fn init_logs() {
    use std::io::IsTerminal;
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,tower_http=info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::stdout().is_terminal())
        .try_init();
}

/// Completes on Ctrl-C or SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    tracing::info!("shutting down");
}
