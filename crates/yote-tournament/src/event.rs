//! What happens in an arena, as the server stores it: players join, withdraw, pause and come
//! back, games start and end. An arena is these events applied in the order they happened
//! (`crate::arena::Arena`), so whoever has them (the server, the load generator reading the
//! stored games) gets the same standings.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A player, by the server's account id. Ties that nothing else breaks are broken by the order
/// of joining, never by this number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub i64);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// How an arena game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// This side won (on the board, on time, by resignation: the arena does not tell them
    /// apart).
    Won(Color),
    Draw,
    /// This side never made its first action: it lost, the other side won, and the player is
    /// paused ([`Notice::Paused`]).
    NoStart(Color),
}

impl Ending {
    /// The winning side, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Won(side) => Some(side),
            Ending::Draw => None,
            Ending::NoStart(side) => Some(side.other()),
        }
    }
}

/// A finished arena game, as far as the arena's scoring needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Game {
    pub white: PlayerId,
    pub black: PlayerId,
    pub ending: Ending,
    /// The actions played (plies: each side's action counts one).
    pub plies: u32,
    /// Whether each side halved its clock before its first action.
    pub white_berserk: bool,
    pub black_berserk: bool,
}

impl Game {
    /// The side `player` held, if they played this game.
    pub fn side_of(&self, player: PlayerId) -> Option<Color> {
        if player == self.white {
            Some(Color::White)
        } else if player == self.black {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn player(&self, side: Color) -> PlayerId {
        match side {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    pub fn berserk(&self, side: Color) -> bool {
        match side {
            Color::White => self.white_berserk,
            Color::Black => self.black_berserk,
        }
    }
}

/// One thing that happened in an arena.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Event {
    /// A player enters the arena, at 0 points, whenever it is (late joins are welcome), with
    /// their rating then: the arena keeps this first rating for its pairing and its tie-break.
    /// A player already in it who joins again (after a withdrawal or a pause) is paired again,
    /// their points kept; the rating given again is not read.
    Join { player: PlayerId, rating: u32 },
    /// The player leaves: never paired again unless they join again; their points stay in the
    /// standings.
    Withdraw { player: PlayerId },
    /// The player is not paired until they resume (or join again); their points are kept.
    Pause { player: PlayerId },
    /// A paused player is paired again. A withdrawn player must join again instead.
    Resume { player: PlayerId },
    /// A game of the arena began: both players are busy until it ends.
    Start { white: PlayerId, black: PlayerId },
    /// A game of the arena ended: scored for both, both free again. It needs no `Start` before
    /// it, so the finished games alone give the standings.
    Finish(Game),
}

/// What applying an event changed that the server should tell someone about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Notice {
    /// The player is paused now, for `reason`: they come back with [`Event::Resume`].
    Paused {
        player: PlayerId,
        reason: PauseReason,
    },
}

/// Why the arena paused a player by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PauseReason {
    /// They never made their first action in their last game (`Ending::NoStart`): someone who
    /// is not at the board should not be paired again and again.
    NoStart,
}

/// Why an event could not be applied: nothing changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Refused {
    /// The player never joined this arena.
    UnknownPlayer { player: PlayerId },
    /// A game's two sides are the same player.
    SamePlayer { player: PlayerId },
    /// A game started for a player who is still in another.
    AlreadyPlaying { player: PlayerId },
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::UnknownPlayer { player } => write!(f, "player {player} is not in the arena"),
            Refused::SamePlayer { player } => {
                write!(f, "player {player} cannot play against themself")
            }
            Refused::AlreadyPlaying { player } => {
                write!(f, "player {player} is already in a game")
            }
        }
    }
}

impl std::error::Error for Refused {}
