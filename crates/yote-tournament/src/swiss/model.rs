//! A Swiss tournament's data: its players, their rounds and results, as TRF-16 records them.

/// A side of the board, as TRF writes it: `w` or `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// What a player's round says, as TRF-16's result codes do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A game played: `1`, `=`, `0` (or `W`, `D`, `L` when it is not rated).
    Win,
    Draw,
    Loss,
    /// A game not played: `+` (the opponent did not come) and `-`.
    ForfeitWin,
    ForfeitLoss,
    /// The pairing-allocated bye (`U`): a win's points, no opponent, no colour.
    PairingBye,
    /// A bye asked for in advance: `F` a full point, `H` half, `Z` nothing.
    FullBye,
    HalfBye,
    ZeroBye,
    /// Not paired, not there (a blank round, or a late entry's rounds before it).
    Absent,
}

impl Outcome {
    /// The points in half points: a win 2, a draw 1 (the standard 1, ½, 0).
    pub fn half_points(self) -> u32 {
        match self {
            Outcome::Win | Outcome::ForfeitWin | Outcome::PairingBye | Outcome::FullBye => 2,
            Outcome::Draw | Outcome::HalfBye => 1,
            Outcome::Loss | Outcome::ForfeitLoss | Outcome::ZeroBye | Outcome::Absent => 0,
        }
    }

    /// Whether a game was played over the board (not a forfeit, not a bye).
    pub fn played(self) -> bool {
        matches!(self, Outcome::Win | Outcome::Draw | Outcome::Loss)
    }
}

/// One round of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Round {
    /// The opponent's pairing number; `None` for a bye or an absence.
    pub opponent: Option<u32>,
    /// The colour played (or that would have been played, for a forfeit).
    pub colour: Option<Colour>,
    pub outcome: Outcome,
}

impl Round {
    pub const ABSENT: Round = Round {
        opponent: None,
        colour: None,
        outcome: Outcome::Absent,
    };
}

/// A player of the tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// The pairing number, from 1, in the order of the initial ranking list.
    pub number: u32,
    pub name: String,
    pub rating: u32,
    /// The rounds so far, the first first. A round past the ones paired (one more than the
    /// others have) is a bye or an absence already known for the round to pair.
    pub rounds: Vec<Round>,
}

impl Entrant {
    pub fn new(number: u32, name: impl Into<String>, rating: u32) -> Entrant {
        Entrant {
            number,
            name: name.into(),
            rating,
            rounds: Vec::new(),
        }
    }

    /// The score in half points.
    pub fn half_points(&self) -> u32 {
        self.rounds
            .iter()
            .map(|round| round.outcome.half_points())
            .sum()
    }
}

/// A Swiss tournament: its players and their rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub name: String,
    /// The number of rounds planned (TRF's `XXR`).
    pub rounds: u32,
    /// The colour of pairing number 1 in round 1 (`XXC white1` or `black1`); when no file
    /// says, the colours of the first round played tell it.
    pub initial_colour: Option<Colour>,
    pub entrants: Vec<Entrant>,
}

impl Tournament {
    /// The rounds already paired: the last round in which a game was paired or a
    /// pairing-allocated bye given.
    pub fn paired_rounds(&self) -> usize {
        self.entrants
            .iter()
            .flat_map(|entrant| entrant.rounds.iter().enumerate())
            .filter(|(_, round)| round.opponent.is_some() || round.outcome == Outcome::PairingBye)
            .map(|(index, _)| index + 1)
            .max()
            .unwrap_or(0)
    }

    /// The colour pairing number 1 had, or would have had, in round 1: as the file says, or
    /// from the first round with a colour, the best-placed player with one giving it (reversed
    /// when their pairing number is even), or white.
    pub fn initial_colour(&self) -> Colour {
        if let Some(colour) = self.initial_colour {
            return colour;
        }
        let rounds = self.paired_rounds();
        let mut by_number: Vec<&Entrant> = self.entrants.iter().collect();
        by_number.sort_by_key(|entrant| entrant.number);
        for round in 0..rounds {
            for entrant in &by_number {
                let Some(played) = entrant.rounds.get(round) else {
                    continue;
                };
                if let (Some(colour), Some(_)) = (played.colour, played.opponent) {
                    return if entrant.number % 2 == 1 {
                        colour
                    } else {
                        colour.other()
                    };
                }
            }
        }
        Colour::White
    }

    pub fn entrant(&self, number: u32) -> Option<&Entrant> {
        self.entrants
            .iter()
            .find(|entrant| entrant.number == number)
    }
}
