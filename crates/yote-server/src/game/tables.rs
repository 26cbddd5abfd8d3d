//! New tables: their admission (tables a minute per address, the computer's share per address
//! and its queue: docs/reliability.md) and their building (seats, secrets, invite, first event),
//! for the API's new tables and for rematches alike.

use std::net::IpAddr;
use std::sync::Arc;

use yote_rules::{Color, Rules};

use crate::config::Config;
use crate::error::Error;
use crate::game::pool::Pool;
use crate::game::referee::{self, Refusal};
use crate::limits::{COMPUTER_GAME_IDLE, ComputerBusy, ComputerLoad, SharedLimit};
use crate::model::rating::{self, Glicko};
use crate::model::secret;
use crate::model::{Live, Opponent, Player, Setup, Table, Takebacks, TimeControl};
use crate::store::Store;
use crate::store::lobby::NewLobbyGame;

/// A table as its creator asks for it.
#[derive(Debug, Clone)]
pub struct NewTable {
    pub rules: Rules,
    pub opponent: Opponent,
    /// The creator's side.
    pub creator: Color,
    pub clock: Option<TimeControl>,
    /// When takebacks are allowed (a game on one device always allows them).
    pub takebacks: Takebacks,
    /// Rated by agreement (docs/site.md).
    pub rated: bool,
}

/// A table just stored.
#[derive(Debug, Clone)]
pub struct Created {
    pub id: String,
    /// The creator's seat secret.
    pub secret: String,
    /// The invite token of a friend table.
    pub invite: Option<String>,
}

/// What creating tables needs: the store, the limits, and the computer's queue.
#[derive(Clone)]
pub struct Tables {
    config: Arc<Config>,
    store: Arc<dyn Store>,
    pool: Pool,
    /// Every new game (a table or a rematch) counts here, per address.
    limiter: Arc<SharedLimit>,
    /// The live games against the computer per address, and the computer's queue.
    computer: Arc<ComputerLoad>,
}

impl Tables {
    pub fn new(config: Arc<Config>, store: Arc<dyn Store>, pool: Pool) -> Tables {
        let limiter = Arc::new(SharedLimit::new(
            "tables",
            config.tables_per_minute,
            std::time::Duration::from_secs(60),
        ));
        let computer = Arc::new(ComputerLoad::new(
            config.computer_games_per_address,
            config.computer_waiting_per_thread * config.ai_threads.max(1),
        ));
        Tables {
            config,
            store,
            pool,
            limiter,
            computer,
        }
    }

    /// Admits a new game `id` from `address` (`computer`: a game against the computer): tables
    /// a minute, and for a game against the computer the live games of the address and the
    /// computer's queue. With a store shared by several servers, the per-address counts are the
    /// database's, so that they hold across nodes; else they are this server's, in memory.
    async fn admit(&self, address: IpAddr, id: &str, computer: bool) -> Result<(), Error> {
        let config = &self.config;
        if !self.limiter.allow(&*self.store, address).await? {
            return Err(Error::TooManyTables);
        }
        if !computer {
            return Ok(());
        }
        // With the searches as jobs in a shared database, the queue is the database's.
        let ahead = match self.store.jobs() {
            Some(queue) => queue.ahead(self.pool.share()).await?,
            None => self.pool.ahead(),
        };
        self.computer
            .admit(address, id, ahead)
            .map_err(Error::ComputerBusy)?;
        let idle_s = COMPUTER_GAME_IDLE.as_secs() as i64;
        let cap = config.computer_games_per_address;
        let shared = self
            .store
            .admit_computer_game(address, id, cap, idle_s)
            .await;
        match shared {
            Ok(Some(false)) => {
                self.computer.release(id);
                Err(Error::ComputerBusy(ComputerBusy::Address))
            }
            Ok(_) => Ok(()),
            Err(e) => {
                self.computer.release(id);
                Err(e.into())
            }
        }
    }

    /// Admits and stores a new table from `address`.
    pub async fn create(&self, address: IpAddr, new: NewTable) -> Result<Created, Error> {
        let id = secret::game_id();
        let computer = matches!(new.opponent, Opponent::Computer(_));
        let friend = new.opponent == Opponent::Friend;
        self.admit(address, &id, computer).await?;
        let mine = secret::seat_secret();
        let mut secrets: [Option<String>; 2] = [None, None];
        let mut players = [Player::Human; 2];
        secrets[new.creator.index()] = Some(mine.clone());
        let guest = (!new.creator).index();
        let mut invite = None;
        match new.opponent {
            Opponent::Friend => {
                secrets[guest] = Some(secret::seat_secret());
                players[guest] = Player::Open;
                invite = Some(secret::invite_token());
            }
            Opponent::Computer(level) => players[guest] = Player::Computer { level },
            Opponent::Local => secrets[guest] = Some(mine.clone()),
        }
        let table = Table {
            id: id.clone(),
            rules: new.rules,
            opponent: new.opponent,
            secrets,
            invite: invite.clone(),
            rematch_of: None,
            created_at: self.config.clock.now_ms().div_euclid(1000),
        };
        let setup = Setup {
            clock: new.clock,
            // One person plays both sides: taking back is an undo.
            takebacks: match new.opponent {
                Opponent::Local => Takebacks::Always,
                _ => new.takebacks,
            },
            rated: new.rated,
            ..Setup::default()
        };
        let (_, created) = Live::create(table.clone(), players, setup);
        let cap = self.config.unplayed_tables_per_address;
        if !friend {
            self.store.create_game(&table, &created).await?;
        } else if !self
            .store
            .create_friend_table(&table, &created, address, cap)
            .await?
        {
            return Err(Error::TooManyWaitingTables(cap));
        }
        Ok(Created {
            id,
            secret: mine,
            invite,
        })
    }

    /// Refuses a rematch of the game `id` if it is a tournament's (an arena's or a Swiss's,
    /// docs/tournaments.md): the tournament pairs its players again itself.
    pub async fn rematch_outside_tournaments(&self, id: &str) -> Result<(), Refusal> {
        match self.store.lobby_game(id).await {
            Ok(Some(lobby)) if crate::store::lobby::tournament_tile(&lobby.tile) => {
                Err(referee::no_tournament_rematch(&lobby.tile))
            }
            Ok(_) => Ok(()),
            Err(e) => Err(referee::rematch_refusal(e.into())),
        }
    }

    /// Admits and stores the rematch of the finished game `old`, asked from `address`: same
    /// rules, opponent and clock, colours swapped, each player keeping their secret. The
    /// rematch of a game with players and ratings (the lobby's, or rated by agreement) is one
    /// too: the same players, their ratings as they are now, the same tile, rated as the first
    /// game was (and as the day's rated games of one address still allow).
    pub async fn rematch(&self, old: &Live, address: IpAddr) -> Result<String, Error> {
        let lobby = self.store.lobby_game(&old.table.id).await?;
        // A tournament pairs its players itself: a rematch would be a game outside it.
        if let Some(l) = lobby
            .as_ref()
            .filter(|l| crate::store::lobby::tournament_tile(&l.tile))
        {
            let swiss = l.tile == crate::store::lobby::SWISS;
            return Err(Error::bad(
                "no-rematch",
                if swiss {
                    "a tournament's game has no rematch: its next round pairs you again"
                } else {
                    "an arena's game has no rematch: the arena pairs you again"
                },
            )
            .with_arg("reason", if swiss { "swiss" } else { "arena" }));
        }
        let id = secret::game_id();
        let computer = matches!(old.table.opponent, Opponent::Computer(_));
        self.admit(address, &id, computer).await?;
        let table = Table {
            id,
            rules: old.table.rules,
            opponent: old.table.opponent,
            secrets: [old.table.secrets[1].clone(), old.table.secrets[0].clone()],
            invite: None,
            rematch_of: Some(old.table.id.clone()),
            created_at: self.config.clock.now_ms().div_euclid(1000),
        };
        let players = [old.players[1], old.players[0]];
        let lobby = self.store.lobby_game(&old.table.id).await?;
        // A rematch keeps its table's takebacks; only a game with players may be rated.
        let setup = Setup {
            clock: old.control,
            takebacks: old.takebacks,
            rated: lobby.as_ref().is_some_and(|l| l.rated),
            ..Setup::default()
        };
        let (_, created) = Live::create(table.clone(), players, setup);
        let Some(first) = lobby else {
            self.store.create_game(&table, &created).await?;
            return Ok(table.id);
        };
        let now = self.config.clock.now_ms();
        let [white, black] = [first.players[1].clone(), first.players[0].clone()];
        let ratings = [
            self.rating(&white, &first.rules, now).await?,
            self.rating(&black, &first.rules, now).await?,
        ];
        let game = NewLobbyGame {
            table,
            created,
            players: [white, black],
            tile: first.tile,
            rules: first.rules,
            rated: first.rated,
            same_address: first.same_address,
            ratings,
        };
        self.store.create_lobby_game(&game, now).await?;
        Ok(game.table.id)
    }

    /// `player`'s rating under `rules` as it is at `now` (aged by the days without a game);
    /// the computer's is its level's.
    async fn rating(&self, player: &str, rules: &str, now: i64) -> Result<Glicko, Error> {
        if let Some(level) = rating::computer_level(player) {
            return Ok(rating::computer(level));
        }
        let rows = self.store.ratings(player).await?;
        Ok(rows
            .into_iter()
            .find(|r| r.rules == rules)
            .map_or(rating::START, |r| {
                r.glicko
                    .aged((now - r.rated_at).max(0) as f64 / 86_400_000.0)
            }))
    }

    /// The address that created the computer game `id`, if it is live; marks it active.
    pub fn computer_address(&self, id: &str) -> Option<IpAddr> {
        self.computer.touch(id)
    }

    /// The game `id` ended: it no longer counts among its address's computer games.
    pub fn computer_ended(&self, id: &str) {
        self.computer.release(id);
    }
}
