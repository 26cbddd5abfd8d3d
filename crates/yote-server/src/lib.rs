//! The Yoté site and the `yote` command line: the HTTP API, live play over WebSocket, durable
//! games in SQLite, the computer opponent, records.
//!
//! [`app`] builds the whole site as an axum `Router`; `main` and the tests serve it alike.
//!
//! ```no_run
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! use yote_server::{AppState, Config, SqliteStore};
//! use std::sync::Arc;
//!
//! let store = SqliteStore::open("sqlite:data/yote.db").await?;
//! let state = AppState::new(Config::default(), Arc::new(store)).await?;
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! yote_server::serve(listener, state, std::future::pending()).await?;
//! # Ok(()) }
//! ```

mod api;
pub mod cli;
mod error;
mod game;
mod pool;
pub mod record;
mod secret;
mod site;
mod state;
mod store;
mod ws;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::atomic::Ordering;

use axum::Router;
use axum::extract::{DefaultBodyLimit, MatchedPath, Request};
use axum::serve::ListenerExt;
use tower_http::trace::TraceLayer;

pub use error::Error;
pub use game::InviteInfo;
pub use game::model::{Event, Side};
pub use pool::Pool;
pub use state::{AppState, Config};
pub use store::{SqliteStore, Store, StoreError};

/// The largest HTTP request body accepted.
pub const MAX_BODY_BYTES: usize = 16 * 1024;

/// The whole site: API, game WebSocket and the pages.
pub fn app(state: AppState) -> Router {
    Router::new()
        .merge(api::router())
        .merge(ws::router())
        // The site's pages.
        .merge(site::router())
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(
            // Spans name the route's pattern, never the path: paths can hold seat secrets.
            TraceLayer::new_for_http().make_span_with(|request: &Request| {
                let route = request
                    .extensions()
                    .get::<MatchedPath>()
                    .map_or("(no route)", MatchedPath::as_str);
                tracing::info_span!("http", method = %request.method(), route)
            }),
        )
        .with_state(state)
}

/// Serves the site on `listener` until `shutdown` completes, then finishes the requests in flight.
pub async fn serve(
    listener: tokio::net::TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let stopping = state.stopping.clone();
    let connections = state.connections.clone();
    let shutdown = async move {
        shutdown.await;
        // WebSockets are not requests in flight: close them first, with a reason, and give
        // them a moment to go.
        stopping.send_replace(true);
        for _ in 0..40 {
            if connections.load(Ordering::Relaxed) == 0 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    };
    // Without TCP_NODELAY, the state that follows an ack waits for the client's delayed ACK.
    let listener = listener.tap_io(|tcp| {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::warn!(error = %e, "cannot set TCP_NODELAY");
        }
    });
    axum::serve(
        listener,
        app(state).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await
}
