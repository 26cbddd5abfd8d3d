//! Swiss tournaments and round robins on the site (docs/tournaments.md "Swiss on the site"),
//! what requests use: a tournament made (its director's key returned once, kept as a digest),
//! read with its rounds and standings, joined; the director's powers (a player added by name,
//! a withdrawal, a bye, the next round paired, a result set or corrected); a player's own
//! result reported, set once both players of a board agree.
//!
//! The pairing is `yote_tournament`'s, from the stored rows (`swiss_rows`), so that any node
//! pairs the same round from the same rows, and the store pairs each round once.

use std::sync::Arc;

use yote_tournament::swiss::tiebreak::{Row, System, standings_by};
use yote_tournament::swiss::{Tournament, pair_next_round, trf};

use crate::config::Config;
use crate::error::Error;
use crate::store::Store;
use crate::store::swiss::{
    NewSwiss, Reporter, SwissBoardRow, SwissByeRow, SwissPlayerRow, SwissRow,
};

use super::swiss_rows::{
    RESULTS, boards_of, initial_numbers, robin_round, robin_rounds, round_complete, tournament,
};

/// A Swiss's rounds: one to fifteen, from a class's afternoon to a club's season.
pub const ROUNDS: std::ops::RangeInclusive<i64> = 1..=15;
/// The most players a tournament takes: a school's classes together. The pairing of 100
/// players takes well under a tenth of a second a round (docs/tournaments.md), of 200 under
/// a second, so a director's click is answered at once.
pub const PLAYERS_MAX: i64 = 200;
/// A round robin's players at most: 20 make 19 rounds, 38 when double.
pub const ROBIN_MAX: i64 = 20;
/// The time between a round's last result and the next round when rounds start by
/// themselves, in seconds: from 5 (a class's bell, or a test) to a week (a club's round a
/// week).
pub const ROUND_GAP_S: std::ops::RangeInclusive<i64> = 5..=604_800;
/// The byes a player may ask for: half a point, a full point (when the regulations give one),
/// or none.
pub const BYES: [&str; 3] = ["H", "F", "Z"];

/// The director's key `key` of tournament `id` as kept: SHA-256 of the id and the key, hex.
pub fn director_digest(id: &str, key: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(format!("{id}:director:{key}"))
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Everything stored of tournament `id` in `store` (`None`: no such tournament).
pub async fn read_swiss(
    store: &dyn Store,
    id: &str,
) -> Result<Option<SwissState>, crate::store::error::StoreError> {
    let Some(row) = store.swiss(id).await? else {
        return Ok(None);
    };
    Ok(Some(SwissState {
        players: store.swiss_players(id).await?,
        byes: store.swiss_byes(id).await?,
        boards: store.swiss_boards(id).await?,
        row,
    }))
}

/// The TRF-16 file of tournament `id` in `store`, as `GET /api/swiss/{id}/trf` gives it
/// (`yote swiss export`); `None`: no such tournament.
pub async fn swiss_trf(store: &dyn Store, id: &str) -> Result<Option<String>, String> {
    Ok(read_swiss(store, id)
        .await
        .map_err(|e| e.to_string())?
        .map(|state| state.trf()))
}

/// Everything stored of a tournament.
#[derive(Debug, Clone)]
pub struct SwissState {
    pub row: SwissRow,
    pub players: Vec<SwissPlayerRow>,
    pub byes: Vec<SwissByeRow>,
    pub boards: Vec<SwissBoardRow>,
}

impl SwissState {
    /// The tournament as the engine reads it.
    pub fn tournament(&self) -> Tournament {
        tournament(&self.row, &self.players, &self.byes, &self.boards)
    }

    pub fn robin(&self) -> bool {
        self.row.swiss.system != "swiss"
    }

    /// The standings, best first, with the tie-breaks of the tournament's system.
    pub fn standings(&self) -> Vec<Row> {
        let system = if self.robin() {
            System::RoundRobin
        } else {
            System::Swiss
        };
        standings_by(&self.tournament(), system)
    }

    /// The TRF-16 file of the tournament.
    pub fn trf(&self) -> String {
        trf::write(&self.tournament())
    }

    /// Whether the key `key` is the director's.
    pub fn is_director(&self, key: Option<&str>) -> bool {
        use subtle::ConstantTimeEq;
        key.is_some_and(|key| {
            let digest = director_digest(&self.row.swiss.id, key);
            bool::from(
                digest
                    .as_bytes()
                    .ct_eq(self.row.swiss.director_key.as_bytes()),
            )
        })
    }

    /// The player of the site `player`'s number in the tournament.
    pub fn number_of(&self, player: &str) -> Option<i64> {
        self.players
            .iter()
            .find(|p| p.player.as_deref() == Some(player))
            .map(|p| p.number)
    }

    /// The rounds planned: a Swiss's as made, a round robin's from its players.
    pub fn planned_rounds(&self) -> i64 {
        if self.robin() {
            i64::from(robin_rounds(
                self.players.len() as u32,
                self.row.swiss.system == "robin2",
            ))
        } else {
            self.row.swiss.rounds
        }
    }

    /// Whether the last round is paired and every result is in.
    pub fn over(&self) -> bool {
        self.row.round > 0
            && self.row.round >= self.planned_rounds()
            && round_complete(&self.row, &self.boards)
    }
}

/// The Swiss tournaments of the site.
pub struct SwissTables {
    pub(crate) config: Arc<Config>,
    pub(crate) store: Arc<dyn Store>,
    /// This node's id as the tournaments' leases name it (0 for a store of one server).
    pub(crate) node: i64,
}

impl SwissTables {
    pub fn new(config: Arc<Config>, store: Arc<dyn Store>, node: Option<u64>) -> Arc<SwissTables> {
        Arc::new(SwissTables {
            config,
            store,
            node: node.map_or(0, |n| n as i64),
        })
    }

    pub fn now(&self) -> i64 {
        self.config.clock.now_ms()
    }

    pub async fn create(&self, swiss: &NewSwiss) -> Result<(), Error> {
        Ok(self.store.create_swiss(swiss).await?)
    }

    /// Everything stored of tournament `id`.
    pub async fn read(&self, id: &str) -> Result<SwissState, Error> {
        read_swiss(&*self.store, id)
            .await?
            .ok_or_else(|| Error::SwissNotFound(id.to_owned()))
    }

    /// Adds a player (one of the site's, or a name the director typed): their number.
    pub async fn join(
        &self,
        state: &SwissState,
        player: Option<&str>,
        name: &str,
        rating: i64,
    ) -> Result<i64, Error> {
        if state.row.finished || state.over() {
            return Err(Error::bad("swiss-over", "this tournament is over"));
        }
        if state.robin() && state.row.round > 0 {
            return Err(Error::bad(
                "swiss-started",
                "a round robin takes no one once begun",
            ));
        }
        if player.is_none() && !state.row.swiss.on_boards {
            return Err(Error::bad(
                "swiss-on-site-names",
                "a tournament played on the site takes players who join from their own phone",
            ));
        }
        if state.row.players >= PLAYERS_MAX {
            return Err(Error::bad(
                "swiss-full",
                format!("a tournament takes {PLAYERS_MAX} players at most"),
            )
            .with_arg("max", PLAYERS_MAX));
        }
        if let Some(player) = player
            && state.number_of(player).is_some()
        {
            return Err(Error::bad(
                "swiss-joined",
                "you are in this tournament already",
            ));
        }
        self.store
            .join_swiss(&state.row.swiss.id, player, name, rating)
            .await?
            .ok_or_else(|| Error::bad("swiss-joined", "you are in this tournament already"))
    }

    /// Withdraws player `number` from the rounds not paired yet.
    pub async fn withdraw(&self, state: &SwissState, number: i64) -> Result<(), Error> {
        if !self
            .store
            .withdraw_swiss(&state.row.swiss.id, number)
            .await?
        {
            return Err(Error::bad(
                "swiss-no-player",
                "no such player in this tournament, or withdrawn",
            ));
        }
        Ok(())
    }

    /// Asks a bye of `kind` for player `number` in the next round.
    pub async fn bye(&self, state: &SwissState, number: i64, kind: &str) -> Result<(), Error> {
        if !BYES.contains(&kind) {
            return Err(
                Error::bad("bad-option", format!("bye '{kind}': expected H, F or Z"))
                    .with_arg("option", "bye")
                    .with_arg("value", kind),
            );
        }
        if !state
            .players
            .iter()
            .any(|p| p.number == number && p.withdrawn_after.is_none())
        {
            return Err(Error::bad(
                "swiss-no-player",
                "no such player in this tournament, or withdrawn",
            ));
        }
        let round = state.row.round + 1;
        if !self
            .store
            .ask_swiss_bye(&state.row.swiss.id, round, number, kind)
            .await?
        {
            return Err(Error::bad("swiss-over", "this tournament is over"));
        }
        Ok(())
    }

    /// Pairs the next round: the round paired.
    pub async fn next_round(&self, state: &SwissState) -> Result<i64, Error> {
        let row = &state.row;
        if !round_complete(row, &state.boards) {
            return Err(Error::bad(
                "swiss-round-open",
                "every result of this round must be in before the next",
            ));
        }
        let round = row.round + 1;
        let active = state
            .players
            .iter()
            .filter(|p| p.withdrawn_after.is_none())
            .count() as i64;
        if active < 2 {
            return Err(Error::bad(
                "swiss-too-few",
                "a round needs two players at least",
            ));
        }
        let renumber = if round == 1 {
            initial_numbers(&state.players)
        } else {
            Vec::new()
        };
        let mut renumbered = state.clone();
        for p in &mut renumbered.players {
            if let Some((_, new)) = renumber.iter().find(|(old, _)| *old == p.number) {
                p.number = *new;
            }
        }
        for b in &mut renumbered.byes {
            if let Some((_, new)) = renumber.iter().find(|(old, _)| *old == b.number) {
                b.number = *new;
            }
        }
        let pairing = if state.robin() {
            if state.players.len() as i64 > ROBIN_MAX {
                return Err(Error::bad(
                    "swiss-full",
                    format!("a round robin takes {ROBIN_MAX} players at most"),
                )
                .with_arg("max", ROBIN_MAX));
            }
            if state.planned_rounds() < round {
                return Err(Error::bad("swiss-over", "this tournament is over"));
            }
            robin_round(state.players.len() as u32, round as u32)
        } else {
            if round > row.swiss.rounds {
                return Err(Error::bad("swiss-over", "this tournament is over"));
            }
            pair_next_round(&renumbered.tournament())
                .map_err(|e| Error::bad("swiss-no-pairing", e.to_string()))?
        };
        let mut boards = boards_of(round, &pairing);
        // In a round robin, a withdrawn player's games are lost by forfeit.
        for board in &mut boards {
            let out = |n: i64| {
                renumbered
                    .players
                    .iter()
                    .any(|p| p.number == n && p.withdrawn_after.is_some())
            };
            if let Some(black) = board.black {
                board.result = match (out(board.white), out(black)) {
                    (true, false) => Some("-+".into()),
                    (false, true) => Some("+-".into()),
                    _ => None,
                };
            }
        }
        if !self
            .store
            .pair_swiss_round(&row.swiss.id, round, &renumber, &boards)
            .await?
        {
            return Err(Error::bad("swiss-paired", "this round is paired already"));
        }
        Ok(round)
    }

    /// `who` reports the result of board `board` of round `round`.
    pub async fn report(
        &self,
        state: &SwissState,
        round: i64,
        board: i64,
        who: Reporter,
        result: &str,
    ) -> Result<SwissBoardRow, Error> {
        if !RESULTS.contains(&result) {
            return Err(Error::bad(
                "bad-option",
                format!("result '{result}': expected one of {RESULTS:?}"),
            )
            .with_arg("option", "result")
            .with_arg("value", result));
        }
        if who != Reporter::Director && !state.row.swiss.on_boards {
            return Err(Error::bad(
                "swiss-on-site-result",
                "a game played on the site gives its own result",
            ));
        }
        if who != Reporter::Director && round != state.row.round {
            return Err(Error::bad(
                "swiss-not-this-round",
                "only the round being played takes the players' results",
            ));
        }
        self.store
            .report_swiss_result(&state.row.swiss.id, round, board, who, result)
            .await?
            .ok_or_else(|| {
                Error::bad(
                    "swiss-result-set",
                    "this board's result is set: the director may correct it",
                )
            })
    }
}
