//! The Yoté site as a library: the pages, the HTTP API, live play over WebSocket, durable games
//! in a store (SQLite), the computer opponent, records. The `yote` binary (crate `yote-cli`)
//! serves it.
//!
//! [`app`] builds the whole site as an axum `Router`; `main` and the tests serve it alike.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use std::sync::Arc;
//! use axum::body::Body;
//! use axum::http::{Request, StatusCode};
//! use tower::ServiceExt;
//! use yote_server::{AppState, Config, SqliteStore};
//!
//! let dir = tempfile::tempdir()?;
//! let url = format!("sqlite:{}", dir.path().join("yote.db").display());
//! let store = SqliteStore::open(&url).await?;
//! let state = AppState::new(Config::default(), Arc::new(store)).await?;
//! let request = Request::get("/api/games/NoSuchGame12").body(Body::empty())?;
//! let response = yote_server::app(state).oneshot(request).await?;
//! assert_eq!(response.status(), StatusCode::NOT_FOUND);
//! // A real server: yote_server::serve(listener, state, shutdown_signal).
//! # Ok(()) }
//! ```

mod api;
mod config;
mod error;
mod game;
mod model;
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
use axum::http::{HeaderName, HeaderValue, header};
use axum::serve::ListenerExt;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;

pub use config::Config;
pub use error::Error;
pub use game::InviteInfo;
pub use model::{Event, Side};
pub use pool::Pool;
pub use state::AppState;
pub use store::{SqliteStore, Store, StoreError};
pub use ws::decode_client_message;

/// The largest HTTP request body accepted.
pub const MAX_BODY_BYTES: usize = 16 * 1024;

/// The policy every answer carries: scripts and everything else only from the site itself (no
/// inline script), no framing, no plugins. Inline styles stay allowed: the board's drag image is
/// positioned through its `style`.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; \
    object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// Security headers on every answer.
fn security_headers<S: Clone + Send + Sync + 'static>(router: Router<S>) -> Router<S> {
    let headers = [
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        // Paths can hold seat secrets (continue links): never send them to another site.
        (header::REFERRER_POLICY, "no-referrer"),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            "same-origin",
        ),
    ];
    headers.into_iter().fold(router, |router, (name, value)| {
        router.layer(SetResponseHeaderLayer::overriding(
            name,
            HeaderValue::from_static(value),
        ))
    })
}

/// The whole site: API, game WebSocket and the pages.
pub fn app(state: AppState) -> Router {
    let router = Router::new()
        .merge(api::router())
        .merge(ws::router())
        // The site's pages.
        .merge(site::router());
    security_headers(router)
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
