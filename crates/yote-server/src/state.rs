//! The shared state of the server: a `Clone` struct of `Arc`s, given to every handler.

use std::sync::Arc;

use crate::config::Config;
use crate::game::pool::Pool;
use crate::game::tables::Tables;
use crate::game::{Registry, Services};
use crate::limits::{Budgets, Connections};
use crate::lobby::Lobby;
use crate::push::Push;
use crate::store::Store;
use crate::tournament::arenas::Arenas;

/// Everything handlers share. Cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub store: Arc<dyn Store>,
    pub games: Arc<Registry>,
    pub pool: Pool,
    /// New tables: their admission and building.
    pub tables: Tables,
    /// Set when the server stops: open WebSockets close with a reason.
    pub stopping: Arc<tokio::sync::watch::Sender<bool>>,
    /// Open connections (HTTP and WebSocket), per address and in all.
    pub connections: Arc<Connections>,
    /// WebSocket message budgets per holder and per address, in each game and the lobby.
    pub budgets: Arc<Budgets>,
    /// The lobby: this node's lobby sockets, its waves and ratings.
    pub lobby: Arc<Lobby>,
    /// Web Push: the VAPID keys and the sender.
    pub push: Push,
    /// The arenas (docs/tournaments.md "Arenas on the site"), directed by this node's loop.
    pub arenas: Arc<Arenas>,
    /// Swiss tournaments and round robins (docs/tournaments.md "Swiss on the site").
    pub swiss: Arc<crate::tournament::swiss::SwissTables>,
    /// The sockets watching arenas on this node (`tournament::watch`).
    pub arena_watchers: Arc<crate::tournament::watch::Watchers>,
}

impl AppState {
    /// The state over `store`; unfinished computer games start thinking again, and the clocks of
    /// unfinished timed games run again.
    pub async fn new(
        config: Config,
        store: Arc<dyn Store>,
    ) -> Result<AppState, crate::store::StoreError> {
        let pool = Pool::new(config.ai_threads);
        let config = Arc::new(config);
        let connections = Connections::new(config.connections_per_address, config.max_connections);
        let budgets = Arc::new(Budgets::new(
            config.messages_per_second,
            config.message_burst,
            config.address_messages_per_second,
            config.address_message_burst,
        ));
        let tables = Tables::new(Arc::clone(&config), Arc::clone(&store), pool.clone());
        let node = store.changes().map(|_| rand::random::<u64>());
        let lobby = Lobby::new(Arc::clone(&config), Arc::clone(&store), node);
        Lobby::spawn(&lobby);
        let push = Push::start(Arc::clone(&config), Arc::clone(&store)).await?;
        let games = Arc::new(Registry::new(Services {
            config: Arc::clone(&config),
            store: Arc::clone(&store),
            pool: pool.clone(),
            tables: tables.clone(),
            node,
            push: push.clone(),
        }));
        let arenas = Arenas::new(Arc::clone(&config), Arc::clone(&store), node);
        crate::tournament::director::spawn(&arenas, &games);
        let arena_watchers = Arc::new(crate::tournament::watch::Watchers::default());
        crate::tournament::watch::spawn(&arenas, &arena_watchers);
        let swiss = crate::tournament::swiss::SwissTables::new(
            Arc::clone(&config),
            Arc::clone(&store),
            node,
        );
        crate::tournament::swiss_director::spawn(&swiss, &games);
        let state = AppState {
            games,
            swiss,
            arenas,
            arena_watchers,
            tables,
            config,
            store,
            pool,
            stopping: Arc::new(tokio::sync::watch::Sender::new(false)),
            connections,
            budgets,
            lobby,
            push,
        };
        crate::assets::keep_this_release(state.store.as_ref()).await;
        if let Some(mut changes) = state.store.changes() {
            // What the other nodes store and who is connected through them (docs/scaling.md).
            let games = Arc::clone(&state.games);
            // This node's own search threads take their searches from the jobs table.
            let wake = match state.store.jobs() {
                Some(queue) => {
                    crate::game::computer::spawn_workers(&queue, state.config.ai_threads, "serve")
                }
                None => Arc::new(tokio::sync::Notify::new()),
            };
            tokio::spawn(async move {
                use tokio::sync::broadcast::error::RecvError;
                loop {
                    match changes.recv().await {
                        Ok(crate::store::Change::JobQueued) => wake.notify_one(),
                        Ok(change) => games.changed(change),
                        // Fell behind: look at every game in memory, as after a lost session.
                        Err(RecvError::Lagged(_)) => games.changed(crate::store::Change::Missed),
                        Err(RecvError::Closed) => return,
                    }
                }
            });
        }
        let due_before = state.config.clock.now_ms() + crate::game::PARK_BEYOND_MS;
        let unfinished = state.store.games_to_resume(due_before).await?;
        for id in &unfinished {
            if let Err(e) = state.games.wake(id).await {
                tracing::error!(game = %id, error = %e, "cannot resume a game");
            }
        }
        if !unfinished.is_empty() {
            tracing::info!(
                games = unfinished.len(),
                "resumed unfinished computer and timed games"
            );
        }
        // Parked games come back to memory before their timers fall.
        let (games, poll) = (Arc::downgrade(&state.games), state.config.park_poll);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(poll);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            every.tick().await;
            loop {
                every.tick().await;
                let Some(games) = games.upgrade() else { return };
                games.wake_due().await;
            }
        });
        spawn_sweep(&state);
        Ok(state)
    }

    /// What an invite token leads to; `None` for an unknown token.
    pub async fn invite(
        &self,
        token: &str,
    ) -> Result<Option<crate::game::InviteInfo>, crate::error::Error> {
        if !crate::model::secret::plausible(token) {
            return Ok(None);
        }
        match self.store.game_for_invite(token).await? {
            Some(game) => Ok(Some(self.games.invite(&game, None).await?)),
            None => Ok(None),
        }
    }

    /// The state of a game as a watcher sees it (the `state` message of docs/protocol.md).
    pub async fn game_state(
        &self,
        id: &str,
    ) -> Result<Option<serde_json::Value>, crate::error::Error> {
        let view = self.games.watcher_state(id).await?;
        Ok(view.map(|v| v.to_value()))
    }
}

/// Handlers that need only the store (the static files of earlier releases) take it alone.
impl axum::extract::FromRef<AppState> for Arc<dyn Store> {
    fn from_ref(state: &AppState) -> Arc<dyn Store> {
        Arc::clone(&state.store)
    }
}

/// Handlers that need only the configuration (the QR code, which reads the public origin).
impl axum::extract::FromRef<AppState> for Arc<Config> {
    fn from_ref(state: &AppState) -> Arc<Config> {
        Arc::clone(&state.config)
    }
}

/// The retention sweep (docs/privacy.md), on every node: at start, then every
/// `Config::retention_sweep`, on the server's clock. Each statement is idempotent, so nodes
/// sweeping the same database at once do no harm. It ends when the server's state goes.
fn spawn_sweep(state: &AppState) {
    let store = Arc::downgrade(&state.store);
    let (clock, every) = (state.config.clock.clone(), state.config.retention_sweep);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let Some(store) = store.upgrade() else { return };
            match store.sweep(clock.now_ms()).await {
                Ok(swept) if swept != crate::store::privacy::Swept::default() => {
                    tracing::info!(?swept, "retention sweep")
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(error = %e, "the retention sweep failed; the next one retries")
                }
            }
        }
    });
}
