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

mod assets;
mod client_address;
mod config;
mod error;
mod game;
mod http;
mod i18n;
mod limits;
mod lobby;
mod model;
mod net;
mod protocol;
mod push;
mod routes;
mod site;
mod socket;
mod state;
mod store;
mod telemetry;
mod tournament;

pub use client_address::{ClientAddr, TrustedProxies};
pub use config::Config;
pub use error::Error;
pub use game::InviteInfo;
pub use game::pool::Pool;
pub use http::guard::MAX_BODY_BYTES;
pub use http::players::token_hash;
pub use model::clock::{Clock, ServerClock, SystemClock};
pub use model::record;
pub use model::words::Words;
pub use model::{Event, Opponent, Player, Side, Table};
pub use net::serve;
pub use routes::{CONTENT_SECURITY_POLICY, app};
pub use state::AppState;
pub use tournament::swiss::swiss_trf;
pub use yote_tournament::schedule::Schedule as ArenaSchedule;
/// `GET /metrics` (docs/deploy.md).
pub mod metrics {
    pub use crate::telemetry::{describe, install, router};
}
/// The computer's searches as jobs in a shared PostgreSQL database, and the workers that run
/// them (`yote worker`, docs/scaling.md).
pub mod jobs {
    pub use crate::game::computer::{choose, run, seed_for, spawn_workers, threads_prefix, work};
    pub use crate::store::jobs::*;
}
/// The check that keeps every language whole (`yote i18n`, docs/site.md "Translations").
pub mod languages {
    pub use crate::i18n::check::{Report, check};
}
/// Web Push's rows (subscriptions, notices claimed), for the tests.
pub mod store_push {
    pub use crate::store::push::*;
}
/// What the store keeps about people and for how long (docs/privacy.md), for the tests.
pub mod store_privacy {
    pub use crate::store::privacy::*;
}
/// The players each player has muted (docs/moderation.md), for the tests.
pub mod store_mutes {
    pub use crate::store::mutes::*;
}
/// The players each player has blocked (docs/moderation.md), for the tests.
pub mod store_blocks {
    pub use crate::store::blocks::*;
}
/// Reports, silences, bans and the moderation log (docs/moderation.md), for the tests and
/// `yote moderate`.
pub mod store_moderation {
    pub use crate::lobby::names::generate as generated_name;
    pub use crate::model::name_key::name_key;
    pub use crate::store::moderation::*;
}
/// Arenas' rows (docs/tournaments.md "Arenas on the site"), for the store's tests.
pub mod store_arenas {
    pub use crate::store::arenas::*;
}
/// Swiss tournaments' rows (docs/tournaments.md "Swiss on the site"), for the store's tests.
pub mod store_swiss {
    pub use crate::store::swiss::*;
}
/// Swiss tournaments played on the site: their rows, for the store's tests.
pub mod store_swiss_play {
    pub use crate::store::swiss_play::*;
}
/// The lobby's storage and ratings, for the store's tests and tools.
pub mod lobby_store {
    pub use crate::model::rating::{Glicko, START};
    pub use crate::store::lobby::*;
}
pub use socket::game::decode_client_message;
pub use store::{
    Change, NodePresence, PgStore, SqliteStore, Store, StoreError, backup_sqlite,
    open as open_store, open_beside as open_store_beside, url_shown as database_shown,
};
