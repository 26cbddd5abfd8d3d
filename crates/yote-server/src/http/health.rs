//! Health checks for the load balancer and the service manager: `/healthz` (the process
//! answers) and `/readyz` (it can serve games: the database answers, and the server is not
//! draining for a stop). Neither says anything a visitor could not know.

use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;

use crate::state::AppState;

/// How long the database has to answer the readiness check: a load balancer polls every few
/// seconds, and a database slower than this is as good as down for a player.
const DATABASE_WITHIN: Duration = Duration::from_secs(2);

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
}

async fn healthz() -> impl IntoResponse {
    (
        StatusCode::OK,
        [(header::CACHE_CONTROL, "no-store")],
        "ok\n",
    )
}

async fn readyz(State(state): State<AppState>) -> impl IntoResponse {
    let answer = |status, text: String| (status, [(header::CACHE_CONTROL, "no-store")], text);
    if *state.stopping.borrow() {
        return answer(
            StatusCode::SERVICE_UNAVAILABLE,
            "draining: the server is stopping\n".into(),
        );
    }
    // The database's own words go to the log only: they may name hosts and users.
    let problem = match tokio::time::timeout(DATABASE_WITHIN, state.store.ping()).await {
        Ok(Ok(())) => return answer(StatusCode::OK, "ready\n".into()),
        Ok(Err(e)) => e.to_string(),
        Err(_) => format!("no answer within {} s", DATABASE_WITHIN.as_secs()),
    };
    tracing::warn!(problem, "not ready: the database");
    answer(
        StatusCode::SERVICE_UNAVAILABLE,
        "database: not answering\n".into(),
    )
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use axum::body::Body;
    use axum::http::Request;
    use tower::ServiceExt;

    use super::*;
    use crate::config::Config;
    use crate::store::{SqliteStore, Store};

    async fn get(state: &AppState, path: &str) -> (StatusCode, String) {
        let request = Request::get(path).body(Body::empty()).unwrap();
        let response = crate::routes::app(state.clone())
            .oneshot(request)
            .await
            .unwrap();
        let status = response.status();
        let body = axum::body::to_bytes(response.into_body(), 1024)
            .await
            .unwrap();
        (status, String::from_utf8(body.to_vec()).unwrap())
    }

    #[tokio::test]
    async fn ready_until_the_server_drains_or_the_database_goes() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite:{}", dir.path().join("yote.db").display());
        let store = Arc::new(SqliteStore::open(&url).await.unwrap());
        let state = AppState::new(Config::default(), store.clone())
            .await
            .unwrap();
        assert_eq!(
            get(&state, "/healthz").await,
            (StatusCode::OK, "ok\n".into())
        );
        assert_eq!(
            get(&state, "/readyz").await,
            (StatusCode::OK, "ready\n".into())
        );
        // The database closed under the server: alive, not ready.
        store.close().await;
        let (status, body) = get(&state, "/readyz").await;
        assert_eq!(
            (status, body.as_str()),
            (StatusCode::SERVICE_UNAVAILABLE, "database: not answering\n")
        );
        assert_eq!(get(&state, "/healthz").await.0, StatusCode::OK);
        // Draining for a stop.
        state.stopping.send_replace(true);
        let (status, body) = get(&state, "/readyz").await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
        assert!(body.starts_with("draining"), "{body}");
    }
}
