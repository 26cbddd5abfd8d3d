//! The rows of arenas, their events and their games, as the store reads and writes them
//! (`super::arenas`).

/// An arena as it is made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewArena {
    pub id: String,
    pub name: String,
    /// Its rules string.
    pub rules: String,
    /// Its real-time clock.
    pub initial_s: i64,
    pub increment_s: i64,
    pub rated: bool,
    /// When it begins and ends (Unix ms).
    pub starts_at: i64,
    pub ends_at: i64,
    /// The player who made it, and when (Unix ms).
    pub created_by: String,
    pub created_at: i64,
    /// Its entry code's digest (`tournament::arenas::entry_code_digest`), for an arena only
    /// those who know the code may join.
    pub entry_code: Option<String>,
    /// The site's schedule that made it (`Config::arena_schedule`), for one of the site's own.
    pub schedule: Option<String>,
}

/// An arena as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArenaRow {
    pub arena: NewArena,
    /// The name of the player who made it, as it is now.
    pub creator_name: String,
    /// The node directing it, and until when (Unix ms) unless it renews its lease.
    pub director: Option<i64>,
    pub lease_until: i64,
    /// Its time is over and every game of it is counted.
    pub finished: bool,
    /// The players who have joined it.
    pub players: i64,
}

/// What a player did in an arena.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArenaEventKind {
    Join,
    Withdraw,
    Pause,
    Resume,
}

impl ArenaEventKind {
    pub fn name(self) -> &'static str {
        match self {
            ArenaEventKind::Join => "join",
            ArenaEventKind::Withdraw => "withdraw",
            ArenaEventKind::Pause => "pause",
            ArenaEventKind::Resume => "resume",
        }
    }

    pub fn from_name(name: &str) -> Option<ArenaEventKind> {
        [
            ArenaEventKind::Join,
            ArenaEventKind::Withdraw,
            ArenaEventKind::Pause,
            ArenaEventKind::Resume,
        ]
        .into_iter()
        .find(|k| k.name() == name)
    }
}

/// One of an arena's events, with its player's name as it is now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArenaEventRow {
    /// Its place among the arena's events and its games' ends.
    pub seq: i64,
    pub kind: ArenaEventKind,
    pub player: String,
    pub name: String,
    /// The player's rating when they joined (a join's only).
    pub rating: Option<i64>,
    /// When (Unix ms).
    pub at: i64,
}

/// One of a player's own arena events, for the file of their data (docs/privacy.md).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerArenaEvent {
    pub arena: String,
    pub arena_name: String,
    pub kind: ArenaEventKind,
    pub rating: Option<i64>,
    pub at: i64,
}

/// One of an arena's games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArenaGameRow {
    pub game: String,
    pub white: String,
    pub black: String,
    /// When its director made it (Unix ms).
    pub started_at: i64,
    /// Once the director has seen it end: how (`won-white`, `won-black`, `draw`,
    /// `no-start-white`, `no-start-black`), its plies, and its place among the arena's events.
    pub ending: Option<String>,
    pub plies: Option<i64>,
    pub seq: Option<i64>,
    /// Whether White and Black went berserk (known once its end is counted).
    pub berserk: [bool; 2],
}
