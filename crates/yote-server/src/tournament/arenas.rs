//! The arenas' part of the server that requests use: an arena made, listed and read with its
//! standings; a player's join, withdrawal and pause, each an event stored in the arena's order.
//! The pairing is the director's (`super::director`).

use std::sync::Arc;
use std::time::Duration;

use yote_tournament::Status;

use crate::config::Config;
use crate::error::Error;
use crate::limits::SharedLimit;
use crate::store::Store;
use crate::store::arenas::{ArenaEventKind, ArenaRow, NewArena};

use super::replay::Replayed;

/// How long an arena lasts, in minutes: from a short one over a lunch break to an evening's.
pub const MINUTES: std::ops::RangeInclusive<u32> = 10..=180;
/// How far ahead an arena may begin, in minutes: now, or up to a day later.
pub const STARTS_IN: std::ops::RangeInclusive<u32> = 0..=1440;
/// How far ahead the list of arenas looks: an arena may be made to start up to a day later.
pub const LISTED_AHEAD_MS: i64 = 24 * 3_600_000;
/// The most arenas the list gives.
pub const LISTED: i64 = 50;
/// An entry code's length, in characters: four at least, so that it is not guessed (with
/// `entry_codes_per_hour`), and short enough to write on a board for a class.
pub const CODE_CHARS: std::ops::RangeInclusive<usize> = 4..=32;

/// An entry code as it is compared: trimmed and in lower case, so that a pupil typing it
/// with a capital, or a phone adding a space, still gets in.
fn code_typed(code: &str) -> String {
    code.trim().to_lowercase()
}

/// The entry code `code` as the arena `arena` keeps it: the SHA-256 of the arena's id and the
/// code as typed, in hex (never the code itself).
pub fn entry_code_digest(arena: &str, code: &str) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(format!("{arena}:{}", code_typed(code)));
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// An entry code as asked when an arena is made: `None` for none (absent or blank), else the
/// code trimmed, of `CODE_CHARS` characters on one line; `Err` with the reason otherwise.
pub fn entry_code_asked(code: Option<&str>) -> Result<Option<String>, &'static str> {
    let Some(code) = code.map(str::trim).filter(|c| !c.is_empty()) else {
        return Ok(None);
    };
    if !CODE_CHARS.contains(&code.chars().count()) {
        return Err("length");
    }
    if code.chars().any(char::is_control) {
        return Err("characters");
    }
    Ok(Some(code.to_owned()))
}

/// What a first join brings to an arena with an entry code: the code typed, if any, and the
/// address it comes from.
#[derive(Debug, Clone, Copy)]
pub struct Entry<'a> {
    pub code: Option<&'a str>,
    pub address: std::net::IpAddr,
}

/// Where an arena is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// It has not begun: players may join already.
    Upcoming,
    /// Its director pairs its free players.
    Running,
    /// Its time is over: no more pairing, the games still being played count when they end.
    Ending,
    /// Every game is counted: the standings are final.
    Finished,
}

impl Phase {
    /// The arena `row`'s phase at `now`.
    pub fn of(row: &ArenaRow, now: i64) -> Phase {
        if row.finished {
            Phase::Finished
        } else if now < row.arena.starts_at {
            Phase::Upcoming
        } else if now < row.arena.ends_at {
            Phase::Running
        } else {
            Phase::Ending
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Phase::Upcoming => "upcoming",
            Phase::Running => "running",
            Phase::Ending => "ending",
            Phase::Finished => "finished",
        }
    }

    /// Whether players may still join, withdraw and pause.
    pub fn open(self) -> bool {
        matches!(self, Phase::Upcoming | Phase::Running)
    }
}

/// An arena as a request reads it: its row, its phase, and its events and games replayed.
pub struct ArenaState {
    pub row: ArenaRow,
    pub phase: Phase,
    pub replayed: Replayed,
}

/// The arenas: shared by the requests and the director.
pub struct Arenas {
    pub(crate) config: Arc<Config>,
    pub(crate) store: Arc<dyn Store>,
    /// This node's id as arenas' leases name it (0 for a store of one server).
    pub(crate) node: i64,
    /// Arenas made per address (`arenas_per_hour`), on every node.
    pub made: SharedLimit,
    /// Entry codes tried per address (`entry_codes_per_hour`), on every node.
    pub codes: SharedLimit,
}

impl Arenas {
    pub fn new(config: Arc<Config>, store: Arc<dyn Store>, node: Option<u64>) -> Arc<Arenas> {
        let hour = Duration::from_secs(3600);
        Arc::new(Arenas {
            made: SharedLimit::new("arenas", config.arenas_per_hour, hour),
            codes: SharedLimit::new("entry-codes", config.entry_codes_per_hour, hour),
            config,
            store,
            node: node.map_or(0, |n| n as i64),
        })
    }

    pub fn now(&self) -> i64 {
        self.config.clock.now_ms()
    }

    /// Stores the new arena `arena`, answered as stored.
    pub async fn create(&self, arena: &NewArena) -> Result<ArenaRow, Error> {
        if !self.store.create_arena(arena).await? {
            return Err(Error::Internal(format!("arena {} not stored", arena.id)));
        }
        tracing::info!(arena = %arena.id, rules = %arena.rules, "arena made");
        self.row(&arena.id).await
    }

    /// The arenas under way and those beginning within a day, the soonest first.
    pub async fn listed(&self) -> Result<Vec<(ArenaRow, Phase)>, Error> {
        let now = self.now();
        let rows = self
            .store
            .open_arenas(now + LISTED_AHEAD_MS, LISTED)
            .await?;
        Ok(rows
            .into_iter()
            .map(|row| {
                let phase = Phase::of(&row, now);
                (row, phase)
            })
            .collect())
    }

    /// The arena `id`, or `arena-not-found`.
    pub async fn row(&self, id: &str) -> Result<ArenaRow, Error> {
        if !crate::model::secret::plausible(id) {
            return Err(Error::ArenaNotFound(id.to_owned()));
        }
        self.store
            .arena(id)
            .await?
            .ok_or_else(|| Error::ArenaNotFound(id.to_owned()))
    }

    /// The arena `id` with its events and games replayed.
    pub async fn state(&self, id: &str) -> Result<ArenaState, Error> {
        let row = self.row(id).await?;
        let events = self.store.arena_events(id).await?;
        let games = self.store.arena_games(id).await?;
        Ok(ArenaState {
            phase: Phase::of(&row, self.now()),
            row,
            replayed: Replayed::of(&events, &games),
        })
    }

    /// `player` joins the arena `id` with their `rating` for its rules (kept from their first
    /// join), or comes back to it after a pause or a withdrawal: their status then. A first
    /// join of an arena with an entry code takes the code (`code`), tried from `address`.
    pub async fn join(
        &self,
        id: &str,
        player: &str,
        rating: i64,
        entry: Entry<'_>,
    ) -> Result<Status, Error> {
        self.act(id, player, ArenaEventKind::Join, Some(rating), Some(entry))
            .await
    }

    /// Whether `entry` opens the arena `row`: its entry code, if it has one, under the limit
    /// of codes tried from the address.
    async fn admit(&self, row: &ArenaRow, entry: Entry<'_>) -> Result<(), Error> {
        let Some(digest) = &row.arena.entry_code else {
            return Ok(());
        };
        if !self.codes.allow(&*self.store, entry.address).await? {
            return Err(Error::TooManyEntryCodes);
        }
        let typed = entry.code.map(|c| entry_code_digest(&row.arena.id, c));
        if typed.as_ref() != Some(digest) {
            return Err(Error::BadEntryCode);
        }
        Ok(())
    }

    /// `player` leaves the arena `id`: not paired again unless they join again.
    pub async fn withdraw(&self, id: &str, player: &str) -> Result<Status, Error> {
        self.act(id, player, ArenaEventKind::Withdraw, None, None)
            .await
    }

    /// `player` is not paired in the arena `id` until they join again.
    pub async fn pause(&self, id: &str, player: &str) -> Result<Status, Error> {
        self.act(id, player, ArenaEventKind::Pause, None, None)
            .await
    }

    /// Stores `player`'s event `kind` in the arena `id` while it is open (a join, or another
    /// event of a player who joined): their status once it is applied. It reads the arena's
    /// row and the player's own last join or withdrawal, never the arena's other rows: a
    /// thousand players leaving at once make a thousand small reads, not a thousand replays.
    async fn act(
        &self,
        id: &str,
        player: &str,
        kind: ArenaEventKind,
        rating: Option<i64>,
        entry: Option<Entry<'_>>,
    ) -> Result<Status, Error> {
        let row = self.row(id).await?;
        if !Phase::of(&row, self.now()).open() {
            return Err(Error::ArenaOver);
        }
        let last = self.store.last_arena_entry(id, player).await?;
        match (kind, last) {
            // A player who joined once comes back without the code.
            (ArenaEventKind::Join, None) => {
                if let Some(entry) = entry {
                    self.admit(&row, entry).await?;
                }
            }
            (ArenaEventKind::Join, Some(_)) => {}
            (_, None) => return Err(Error::NotInArena),
            _ => {}
        }
        self.store
            .add_arena_event(id, kind, player, rating, self.now())
            .await?;
        Ok(status_after(kind, last))
    }
}

/// A player's status once their event `kind` is applied, their own last join or withdrawal
/// before it being `last`, as `yote_tournament::Arena` applies it: a join makes them active,
/// a withdrawal withdrawn, a pause paused and a resume active unless they had withdrawn (the
/// arena's own pauses, after a game never started, never withdraw anyone).
pub fn status_after(kind: ArenaEventKind, last: Option<ArenaEventKind>) -> Status {
    match kind {
        ArenaEventKind::Join => Status::Active,
        ArenaEventKind::Withdraw => Status::Withdrawn,
        _ if last == Some(ArenaEventKind::Withdraw) => Status::Withdrawn,
        ArenaEventKind::Pause => Status::Paused,
        ArenaEventKind::Resume => Status::Active,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_tournament::{Arena, Event, PlayerId};

    /// Every sequence of a player's own events (a join first) gives the status the arena
    /// itself gives them, from their last join or withdrawal alone.
    #[test]
    fn a_players_status_after_their_event_is_the_arenas() {
        use ArenaEventKind::*;
        let kinds = [Join, Withdraw, Pause, Resume];
        let event = |kind, player| match kind {
            Join => Event::Join { player, rating: 0 },
            Withdraw => Event::Withdraw { player },
            Pause => Event::Pause { player },
            Resume => Event::Resume { player },
        };
        for a in kinds {
            for b in kinds {
                for c in kinds {
                    let mut arena = Arena::default();
                    let me = PlayerId(0);
                    let mut last = None;
                    for kind in [Join, a, b, c] {
                        let _ = arena.apply(event(kind, me));
                        assert_eq!(
                            Some(status_after(kind, last)),
                            arena.status(me),
                            "{kind:?} after {last:?} in Join, {a:?}, {b:?}, {c:?}"
                        );
                        if matches!(kind, Join | Withdraw) {
                            last = Some(kind);
                        }
                    }
                }
            }
        }
    }
}
