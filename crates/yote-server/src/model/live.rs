//! A game's table, its stored events and the live state rebuilt from them.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};
use yote_ai::Level;
use yote_rules::{Action, Color, Game, Rules};

use super::ending::Ending;
pub use super::side::Side;
use super::takebacks::Takebacks;
use super::time::{ClockStamp, TimeControl};
use yote_referee::Status;

/// Events kept in memory per live game for resuming viewers.
pub const EVENT_WINDOW: usize = 200;

/// How many events' room the window grows by when full, not doubled: a game of 33 events holds
/// 40 slots, not 64, in every game in memory (docs/performance.md "Memory per player"). Events
/// come a few a minute, so copying the window every eight costs nothing that shows.
const EVENT_GROWTH: usize = 8;

/// Who the creator plays against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    Friend,
    Computer(Level),
    Local,
}

impl Opponent {
    pub fn name(self) -> &'static str {
        match self {
            Opponent::Friend => "friend",
            Opponent::Computer(_) => "computer",
            Opponent::Local => "local",
        }
    }
}

/// Who holds a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Player {
    /// A person (holding the seat's secret).
    Human,
    /// The computer at a level.
    Computer {
        #[serde(with = "level_name")]
        level: Level,
    },
    /// A friend seat nobody has taken yet.
    Open,
}

/// An action as stored and sent: its notation.
mod action_text {
    use serde::{Deserialize, Deserializer, Serializer};
    use yote_rules::Action;

    pub fn serialize<S: Serializer>(action: &Action, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(action)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        let text = std::borrow::Cow::<str>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

mod level_name {
    use serde::{Deserialize, Deserializer, Serializer};
    use yote_ai::Level;

    pub fn serialize<S: Serializer>(level: &Level, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(level.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        let name = String::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// The fixed facts of a game, stored once when it is created.
#[derive(Debug, Clone)]
pub struct Table {
    pub id: String,
    pub rules: Rules,
    pub opponent: Opponent,
    /// The secret of each seat (`None` for the computer's seat). At a local table both are equal.
    pub secrets: [Option<String>; 2],
    /// The invite token of a friend table created by the API (none for rematches).
    pub invite: Option<String>,
    pub rematch_of: Option<String>,
    /// Unix seconds.
    pub created_at: i64,
}

impl Table {
    /// The computer's side, if it plays.
    pub fn computer_side(&self) -> Option<Color> {
        match self.opponent {
            Opponent::Computer(_) => Color::ALL
                .into_iter()
                .find(|c| self.secrets[c.index()].is_none()),
            _ => None,
        }
    }
}

/// A stored change to a game. Versions count them from 1 (`Created`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    Created {
        rules: String,
        opponent: String,
        white: Player,
        black: Player,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<TimeControl>,
        /// When takebacks are allowed; games made before there were any have none.
        #[serde(default, skip_serializing_if = "Takebacks::is_never")]
        takebacks: Takebacks,
        /// The game counts for its players' ratings (docs/site.md "Rated by agreement").
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        rated: bool,
        /// Each player may go berserk before their first action (an arena game whose clock
        /// allows it: docs/tournaments.md "Berserk").
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        berserkable: bool,
    },
    Joined {
        side: Side,
    },
    Action {
        ply: usize,
        side: Side,
        /// Stored in notation, as it always was.
        #[serde(with = "action_text")]
        action: Action,
        /// The clocks once the action was received (timed games only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<ClockStamp>,
    },
    DrawOffered {
        side: Side,
    },
    DrawDeclined {
        side: Side,
    },
    GameOver {
        outcome: Ending,
    },
    RematchOffered {
        side: Side,
    },
    RematchCreated {
        game: String,
    },
    /// `side` asks to take back its last action (and the reply played since).
    TakebackOffered {
        side: Side,
    },
    /// `side` declined its opponent's request.
    TakebackDeclined {
        side: Side,
    },
    /// The actions from ply `to_ply` on are taken back. The clocks are as they stood when it
    /// was agreed (timed games): the time spent is not given back.
    TakenBack {
        to_ply: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<ClockStamp>,
    },
    /// `side` went berserk: half its base time, and no increment (docs/tournaments.md).
    Berserk {
        side: Side,
    },
}

impl Event {
    pub fn game_over(ending: Ending) -> Event {
        Event::GameOver { outcome: ending }
    }
}

/// Who a connection is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Seat(Color),
    /// Both seats of a local table.
    Both,
    Watcher,
}

impl Role {
    pub fn holds(self, side: Color) -> bool {
        match self {
            Role::Seat(c) => c == side,
            Role::Both => true,
            Role::Watcher => false,
        }
    }

    pub fn name(self) -> Option<&'static str> {
        match self {
            Role::Seat(c) => Some(c.name()),
            Role::Both => Some("both"),
            Role::Watcher => None,
        }
    }
}

/// A game rebuilt from its events.
#[derive(Debug, Clone)]
pub struct Live {
    pub table: Table,
    pub game: Game,
    pub players: [Player; 2],
    /// The number of the last event.
    pub version: u64,
    /// The last events, for resuming viewers: `(version, event)`.
    pub recent: VecDeque<(u64, Event)>,
    pub draw_offer: Option<Color>,
    /// The ply of each side's last draw offer.
    pub last_offer_ply: [Option<usize>; 2],
    pub ending: Option<Ending>,
    pub rematch_offer: Option<Color>,
    pub rematch_game: Option<String>,
    /// The side of each action, in order.
    pub movers: Vec<Color>,
    /// The seat left open for a friend when the game was created.
    pub guest_side: Option<Color>,
    /// The time control; `None` for an unlimited game.
    pub control: Option<TimeControl>,
    /// Each side's remaining time (ms) as of the last action (timed games).
    pub remaining: [i64; 2],
    /// The remaining time after each action (`None` for untimed actions), for the record.
    pub stamps: Vec<Option<ClockStamp>>,
    /// When the clocks were last stamped (an action or a takeback, server ms), if ever.
    pub turn_at: Option<i64>,
    /// When takebacks are allowed at this table.
    pub takebacks: Takebacks,
    /// The game counts for its players' ratings.
    pub rated: bool,
    /// The side whose takeback request waits for an answer.
    pub takeback_offer: Option<Color>,
    /// Each side's requests its opponent declined.
    pub takebacks_declined: [u8; 2],
    /// How many takebacks the game has had: with the ply, it names a turn that never comes
    /// again (the computer's searches are keyed by it).
    pub taken_back: u32,
    /// The players may go berserk (an arena game whose clock allows it).
    pub berserkable: bool,
    /// Each side went berserk.
    pub berserk: [bool; 2],
}

/// A new game's options beyond its table: its clock, its takebacks, whether it is rated, and
/// whether its players may go berserk.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Setup {
    pub clock: Option<TimeControl>,
    pub takebacks: Takebacks,
    pub rated: bool,
    pub berserkable: bool,
}

/// A stored event that does not fit the game: the database holds something this server did not write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError(pub String);

impl Live {
    /// A new game's state and its first event.
    pub fn create(table: Table, players: [Player; 2], setup: Setup) -> (Live, Event) {
        let created = Event::Created {
            rules: table.rules.to_rules_string(),
            opponent: table.opponent.name().to_owned(),
            white: players[0],
            black: players[1],
            clock: setup.clock,
            takebacks: setup.takebacks,
            rated: setup.rated,
            berserkable: setup.berserkable,
        };
        let live = Live::replay(table, std::slice::from_ref(&created)).expect("a fresh game");
        (live, created)
    }

    /// Rebuilds a game from all its events.
    pub fn replay(table: Table, events: &[Event]) -> Result<Live, ReplayError> {
        let Some(Event::Created {
            white,
            black,
            clock,
            takebacks,
            rated,
            berserkable,
            ..
        }) = events.first()
        else {
            return Err(ReplayError("the first event is not 'created'".into()));
        };
        let mut live = Live {
            game: Game::new(table.rules),
            players: [*white, *black],
            table,
            version: 1,
            recent: VecDeque::from([(1, events[0].clone())]),
            draw_offer: None,
            last_offer_ply: [None; 2],
            ending: None,
            rematch_offer: None,
            rematch_game: None,
            movers: Vec::new(),
            guest_side: Color::ALL
                .into_iter()
                .find(|c| [*white, *black][c.index()] == Player::Open),
            control: *clock,
            remaining: [clock.map_or(0, |c| c.initial_ms()); 2],
            stamps: Vec::new(),
            turn_at: None,
            takebacks: *takebacks,
            rated: *rated,
            takeback_offer: None,
            takebacks_declined: [0; 2],
            taken_back: 0,
            berserkable: *berserkable,
            berserk: [false; 2],
        };
        for event in &events[1..] {
            live.apply(event.clone())?;
        }
        Ok(live)
    }

    /// Applies a stored (or about to be stored) event.
    pub fn apply(&mut self, event: Event) -> Result<(), ReplayError> {
        match &event {
            Event::Created { .. } => return Err(ReplayError("a second 'created' event".into())),
            Event::Joined { side } => self.players[Color::from(*side).index()] = Player::Human,
            Event::Action {
                ply,
                side,
                action,
                clock,
            } => {
                if *ply != self.game.ply() {
                    return Err(ReplayError(format!("action at ply {ply}")));
                }
                let action = *action;
                let mover = self.game.position().side_to_move();
                self.game
                    .play(action)
                    .map_err(|e| ReplayError(format!("action {action}: {e}")))?;
                self.movers.push(mover);
                self.stamps.push(*clock);
                if let Some(c) = clock {
                    self.remaining = [c.white_ms, c.black_ms];
                    self.turn_at = c.at_ms.or(self.turn_at);
                }
                // A new action lapses a takeback request.
                self.takeback_offer = None;
                if self.draw_offer == Some(!Color::from(*side)) {
                    // The action declines the opponent's offer (the event says so too).
                    self.draw_offer = None;
                }
                if let Some(o) = self.game.outcome() {
                    self.ending = Some(o.into());
                }
            }
            Event::DrawOffered { side } => {
                let c = Color::from(*side);
                self.draw_offer = Some(c);
                self.last_offer_ply[c.index()] = Some(self.game.ply());
            }
            Event::DrawDeclined { .. } => self.draw_offer = None,
            Event::GameOver { outcome } => {
                self.ending = Some(*outcome);
                self.draw_offer = None;
                self.takeback_offer = None;
            }
            Event::RematchOffered { side } => self.rematch_offer = Some(Color::from(*side)),
            Event::RematchCreated { game } => self.rematch_game = Some(game.clone()),
            Event::TakebackOffered { side } => self.takeback_offer = Some(Color::from(*side)),
            Event::TakebackDeclined { side } => {
                let asker = !Color::from(*side);
                self.takeback_offer = None;
                self.takebacks_declined[asker.index()] += 1;
            }
            Event::TakenBack { to_ply, clock } => self.take_back(*to_ply, *clock)?,
            Event::Berserk { side } => self.go_berserk(Color::from(*side))?,
        }
        self.version += 1;
        if self.recent.len() >= EVENT_WINDOW {
            self.recent.pop_front();
        } else if self.recent.len() == self.recent.capacity() {
            self.recent.reserve_exact(EVENT_GROWTH);
        }
        self.recent.push_back((self.version, event));
        Ok(())
    }

    /// Events after `version`, if all are still in memory.
    pub fn events_since(&self, version: u64) -> Option<Vec<(u64, Event)>> {
        if version > self.version {
            return None;
        }
        let first = self.recent.front().map_or(self.version + 1, |(v, _)| *v);
        if version + 1 < first {
            return None;
        }
        Some(
            self.recent
                .iter()
                .filter(|(v, _)| *v > version)
                .cloned()
                .collect(),
        )
    }

    pub fn status(&self) -> Status {
        if self.ending.is_some() {
            Status::Over
        } else if self.players.contains(&Player::Open) {
            Status::Waiting
        } else {
            Status::Playing
        }
    }

    pub fn is_playing(&self) -> bool {
        self.status() == Status::Playing
    }

    pub fn to_move(&self) -> Color {
        self.game.position().side_to_move()
    }

    /// Whether `side` has made an action.
    pub fn has_moved(&self, side: Color) -> bool {
        self.movers.contains(&side)
    }

    /// The computer's turn now, with its level.
    pub fn computer_to_move(&self) -> Option<Level> {
        if !self.is_playing() {
            return None;
        }
        match self.players[self.to_move().index()] {
            Player::Computer { level } => Some(level),
            _ => None,
        }
    }
}
