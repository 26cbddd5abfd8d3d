//! The server's figures for an operator: `GET /metrics` in Prometheus's text format, served
//! on a listen address of its own (`yote serve --metrics-listen`) so that it is never public
//! by accident. docs/deploy.md lists every figure and what it tells.
//!
//! Figures are recorded where they happen with the `metrics` crate's macros (a no-op until a
//! recorder is installed); the gauges of what is open now are read when the page is asked for.

use std::sync::OnceLock;

use axum::Router;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::state::AppState;

/// Buckets of the latencies, in seconds: a commit is a few milliseconds, a search up to a few
/// seconds, a notification across nodes tens of milliseconds.
const SECONDS: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// Installs the process's recorder (once) and answers its handle.
pub fn install() -> Result<PrometheusHandle, String> {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    if let Some(handle) = HANDLE.get() {
        return Ok(handle.clone());
    }
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &SECONDS)
        .map_err(|e| e.to_string())?
        .install_recorder()
        .map_err(|e| format!("cannot record metrics: {e}"))?;
    Ok(HANDLE.get_or_init(|| handle).clone())
}

/// `GET /metrics` for `state`'s server.
pub fn router(state: AppState, handle: PrometheusHandle) -> Router {
    Router::new()
        .route("/metrics", get(render))
        .with_state((state, handle))
}

async fn render(State((state, handle)): State<(AppState, PrometheusHandle)>) -> impl IntoResponse {
    metrics::gauge!("yote_connections_open").set(state.connections.total() as f64);
    metrics::gauge!("yote_games_live").set(state.games.live_count() as f64);
    metrics::gauge!("yote_computer_queue").set(state.pool.waiting() as f64);
    if let Some((size, idle)) = state.store.pool_stats() {
        metrics::gauge!("yote_db_connections", "state" => "idle").set(idle as f64);
        metrics::gauge!("yote_db_connections", "state" => "busy")
            .set((size as usize).saturating_sub(idle) as f64);
    }
    handle.run_upkeep();
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        handle.render(),
    )
}

/// Describes every figure once (the `# HELP` lines).
pub fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram};
    describe_gauge!(
        "yote_connections_open",
        "Open HTTP and WebSocket connections"
    );
    describe_gauge!("yote_sockets_open", "Open game WebSockets");
    describe_gauge!("yote_lobby_sockets_open", "Open lobby WebSockets");
    describe_gauge!(
        "yote_games_live",
        "Games in memory (someone connected, or a clock or the computer running)"
    );
    describe_gauge!(
        "yote_computer_queue",
        "Searches for the computer waiting for a thread of this server"
    );
    describe_gauge!(
        "yote_db_connections",
        "The database pool's connections, idle or busy"
    );
    describe_counter!(
        "yote_actions_total",
        "Actions stored (players' and the computer's)"
    );
    describe_counter!("yote_games_ended_total", "Games ended, by reason");
    describe_counter!(
        "yote_flags_total",
        "Flags fallen: games ended on time by this server's timer"
    );
    describe_counter!(
        "yote_refusals_total",
        "Messages and requests refused, by error code"
    );
    describe_histogram!(
        "yote_commit_seconds",
        "Time to store a game's events (the commit before an ack)"
    );
    describe_histogram!(
        "yote_computer_wait_seconds",
        "Time a search for the computer waited for a thread"
    );
    describe_histogram!(
        "yote_search_seconds",
        "Time the computer searched, by level"
    );
    describe_histogram!(
        "yote_notify_lag_seconds",
        "From an action stored by another node to this node applying it"
    );
}
