//! The games in memory by id: routes each command to its game's task, loading the game from
//! the store and starting its task when needed; the task leaves the map when it goes idle.

use std::sync::Arc;

use tokio::sync::oneshot;

use crate::error::Error;
use crate::model::Live;
use crate::model::secret;
use crate::protocol::StateView;
use crate::store::Change;

use super::clock::{self, PARK_BEYOND_MS};
use super::command::{self, Claimed, Command, InviteInfo, LiveMap, Services};
use super::task::GameTask;

/// The live games by id.
pub struct Registry {
    services: Services,
    live: LiveMap,
    /// When this server started (its clock, Unix ms).
    started_at: i64,
}

impl Registry {
    pub fn new(services: Services) -> Registry {
        Registry {
            started_at: services.now(),
            services,
            live: LiveMap::default(),
        }
    }

    /// Sends a command to the game's task, loading the game from the store first if needed.
    pub async fn send(&self, id: &str, command: Command) -> Result<(), Error> {
        if !secret::plausible(id) {
            return Err(Error::UnknownGame(id.chars().take(40).collect()));
        }
        let mut command = command;
        loop {
            {
                let live = self.live.lock().expect("registry lock");
                if let Some(tx) = live.get(id) {
                    match tx.send(command) {
                        Ok(()) => return Ok(()),
                        Err(c) => command = c,
                    }
                }
            }
            let Some((table, events)) = self.services.store.load_game(id).await? else {
                return Err(Error::UnknownGame(id.to_owned()));
            };
            let mut game = Live::replay(table, &events)
                .map_err(|e| Error::Internal(format!("game {id}: {}", e.0)))?;
            let turn_since = self.turn_of_loaded(id, &mut game).await?;
            let mut live = self.live.lock().expect("registry lock");
            if live.get(id).is_some_and(|tx| !tx.is_closed()) {
                continue; // loaded meanwhile by another request
            }
            let (tx, rx) = command::mailbox();
            live.insert(id.to_owned(), tx.clone());
            drop(live);
            // Another node may have stored a version between the load and now, and told it
            // while no task here could hear: the task's first command reads what it missed.
            if self.services.node.is_some() {
                let _ = tx.send(Command::Catchup {
                    version: Some(game.version + 1),
                });
            }
            tracing::debug!(game = %id, version = game.version, "game loaded");
            let task = GameTask::new(
                game,
                turn_since,
                self.services.clone(),
                Arc::clone(&self.live),
                tx,
            );
            tokio::spawn(task.run(rx));
        }
    }

    /// When the turn of a timed game just loaded began (docs/reliability.md "Games in
    /// memory"). A game parked by a server that let it go keeps the turn it counted. Otherwise
    /// the game was in a server's memory while its clock ran: if another node serves the store,
    /// there, and the turn began when its last action was stored; if not, the server restarted.
    /// So does a parked game whose timer fell before this server started with no node running.
    async fn turn_of_loaded(&self, id: &str, game: &mut Live) -> Result<i64, Error> {
        let now = self.services.now();
        if game.control.is_none() || !game.is_playing() {
            return Ok(now);
        }
        let store = &self.services.store;
        let config = &self.services.config;
        let parked = store.parked(id).await?;
        let fell_unrun =
            |turn: i64| clock::deadline(game, turn, config).is_some_and(|d| d.at < self.started_at);
        if let Some(turn) = parked
            && !fell_unrun(turn)
        {
            return Ok(turn);
        }
        // Only then does it matter whether another node serves (one query fewer a load).
        let elsewhere = store.other_nodes_serving().await?;
        Ok(match parked {
            Some(turn) if elsewhere => turn,
            _ => {
                let grace = config.restart_grace.as_millis() as i64;
                clock::resumed(game, now, grace, elsewhere)
            }
        })
    }

    /// Loads the parked games whose timer falls within [`PARK_BEYOND_MS`]: called every
    /// `Config::park_poll`, so that each is in memory before its timer falls (several chances each).
    pub async fn wake_due(&self) {
        let before = self.services.now() + PARK_BEYOND_MS;
        let due = match self.services.store.games_due(before).await {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the parked games that are due");
                return;
            }
        };
        for id in due {
            let held = self.live.lock().expect("registry lock").contains_key(&id);
            if !held && let Err(e) = self.wake(&id).await {
                tracing::error!(game = %id, error = %e, "cannot load a parked game");
            }
        }
    }

    /// Passes on what another node told (docs/scaling.md) to the game it is about, if that game
    /// is in memory here: a game loaded later reads the store anyway.
    pub fn changed(&self, change: Change) {
        let own = |node: u64| self.services.node == Some(node);
        let (game, command) = match change {
            Change::Stored { game, version } => (
                game,
                Command::Catchup {
                    version: Some(version),
                },
            ),
            Change::Presence { node, game, counts } if !own(node) => {
                (game, Command::RemotePresence { node, counts })
            }
            Change::Query { node, game } if !own(node) => (game, Command::PresenceQuery),
            Change::JobDone { game, ply } => (game, Command::JobDone { turn: ply }),
            Change::Chat { node, game } if !own(node) => (game, Command::ChatElsewhere),
            Change::Missed => {
                let live = self.live.lock().expect("registry lock");
                for tx in live.values() {
                    let _ = tx.send(Command::Catchup { version: None });
                }
                return;
            }
            _ => return,
        };
        let live = self.live.lock().expect("registry lock");
        if let Some(tx) = live.get(&game) {
            let _ = tx.send(command);
        }
    }

    /// Loads a game and lets the computer think if it is its turn.
    pub async fn wake(&self, id: &str) -> Result<(), Error> {
        self.send(id, Command::Wake).await
    }

    async fn ask<T>(
        &self,
        id: &str,
        make: impl FnOnce(oneshot::Sender<T>) -> Command,
    ) -> Result<T, Error> {
        let (tx, rx) = oneshot::channel();
        self.send(id, make(tx)).await?;
        rx.await
            .map_err(|_| Error::Internal(format!("game {id} stopped")))
    }

    /// The state as a watcher sees it; `None` for an unknown game.
    pub async fn watcher_state(&self, id: &str) -> Result<Option<StateView>, Error> {
        match self.ask(id, |reply| Command::State { reply }).await {
            Ok(v) => Ok(Some(v)),
            Err(Error::UnknownGame(_)) => Ok(None),
            Err(e) => Err(e),
        }
    }

    pub async fn record(&self, id: &str) -> Result<crate::model::record::Record, Error> {
        self.ask(id, |reply| Command::Record { reply }).await
    }

    pub async fn claim(&self, id: &str, host: Option<String>) -> Result<Claimed, Error> {
        self.ask(id, |reply| Command::Claim { host, reply }).await?
    }

    pub async fn invite(&self, id: &str, host: Option<String>) -> Result<InviteInfo, Error> {
        self.ask(id, |reply| Command::Invite { host, reply }).await
    }

    /// The number of games in memory.
    pub fn live_count(&self) -> usize {
        self.live.lock().expect("registry lock").len()
    }
}
