//! The site's pages. Their routes join the server's in [`crate::app`].

use axum::Router;

use crate::state::AppState;

/// The pages' routes.
pub fn router() -> Router<AppState> {
    Router::new()
}
