//! What the Dutch rules read off a player's past rounds (C.04.3 article 1): the score, the
//! colour difference and preference, the floats of the last two rounds, and whether the
//! pairing-allocated bye may go to them.

use std::collections::HashSet;

use super::model::{Colour, Entrant, Outcome, Tournament};

/// How much a player wants a colour (C.04.3 1.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    /// No game played yet.
    None,
    /// Colour difference 0: the other colour than last time.
    Mild,
    /// Colour difference ±1.
    Strong,
    /// Colour difference beyond ±1, or the same colour in the last two games.
    Absolute,
}

/// A float, in one past round (1.4): paired with a lower score (down), a higher (up), or
/// scoring more than a loss without playing (down).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Float {
    Down,
    Up,
    None,
}

/// A player to pair, as the rules see them.
#[derive(Clone, Debug)]
pub(crate) struct Player {
    pub number: u32,
    /// The score, in half points.
    pub score: u32,
    /// Opponents met over the board (forfeits do not count).
    pub met: HashSet<u32>,
    /// The colours of the games played, the first first.
    pub colours: Vec<Colour>,
    /// |whites - blacks| over the games played.
    pub imbalance: u32,
    pub preference: Option<Colour>,
    pub strength: Strength,
    /// The colour of the last two games played, when they were the same.
    pub repeated: Option<Colour>,
    /// The float of the last round and of the round before it.
    pub floats: [Float; 2],
    /// Whether the pairing-allocated bye may go to this player (C.04.3 3.4 / C.04.1): not to one
    /// who has had it, nor to one who scored a win's points without playing.
    pub bye_eligible: bool,
    pub games_played: u32,
}

impl Player {
    pub fn absolute(&self) -> bool {
        self.strength == Strength::Absolute
    }

    /// An absolute preference from the colour difference alone (beyond ±1).
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    /// A strong or absolute preference.
    pub fn strong_or_absolute(&self) -> bool {
        self.strength >= Strength::Strong
    }
}

/// The scores of every player after each round: `scores[number][r]` is the score (half points)
/// before round `r + 1`.
fn scores_before(
    tournament: &Tournament,
    rounds: usize,
) -> std::collections::HashMap<u32, Vec<u32>> {
    tournament
        .entrants
        .iter()
        .map(|entrant| {
            let mut running = 0;
            let mut before = Vec::with_capacity(rounds + 1);
            for round in 0..=rounds {
                before.push(running);
                running += entrant
                    .rounds
                    .get(round)
                    .map_or(0, |r| r.outcome.half_points());
            }
            (entrant.number, before)
        })
        .collect()
}

/// The players of the tournament as the pairing of the next round sees them (scores after
/// `rounds` rounds), including those who will not be paired.
pub(crate) fn players(tournament: &Tournament, rounds: usize) -> Vec<Player> {
    let before = scores_before(tournament, rounds);
    tournament
        .entrants
        .iter()
        .map(|entrant| player(entrant, rounds, &before))
        .collect()
}

fn player(
    entrant: &Entrant,
    rounds: usize,
    before: &std::collections::HashMap<u32, Vec<u32>>,
) -> Player {
    let past = &entrant.rounds[..entrant.rounds.len().min(rounds)];
    let mut colours = Vec::new();
    let mut met = HashSet::new();
    let mut bye_eligible = true;
    for round in past {
        if round.outcome.played() {
            if let Some(colour) = round.colour {
                colours.push(colour);
            }
            if let Some(opponent) = round.opponent {
                met.insert(opponent);
            }
        } else if round.outcome.half_points() >= 2 || round.outcome == Outcome::PairingBye {
            bye_eligible = false;
        }
    }
    let whites = colours.iter().filter(|&&c| c == Colour::White).count() as i64;
    let blacks = colours.len() as i64 - whites;
    let imbalance = (whites - blacks).unsigned_abs() as u32;
    let lower = if whites > blacks {
        Colour::Black
    } else {
        Colour::White
    };
    let last = colours.last().copied();
    let repeated = match colours.as_slice() {
        [.., a, b] if a == b => Some(*b),
        _ => None,
    };
    let preference = if imbalance > 1 {
        Some(lower)
    } else if let Some(colour) = repeated {
        Some(colour.other())
    } else if imbalance > 0 {
        Some(lower)
    } else {
        last.map(Colour::other)
    };
    let strength = if imbalance > 1 || repeated.is_some() {
        Strength::Absolute
    } else if imbalance > 0 {
        Strength::Strong
    } else if last.is_some() {
        Strength::Mild
    } else {
        Strength::None
    };
    let float = |back: usize| -> Float {
        if rounds < back {
            return Float::None;
        }
        let index = rounds - back;
        let round = entrant
            .rounds
            .get(index)
            .unwrap_or(&super::model::Round::ABSENT);
        if round.outcome.played() {
            let mine = before[&entrant.number][index];
            let theirs = round
                .opponent
                .and_then(|o| before.get(&o))
                .map_or(mine, |s| s[index]);
            if mine > theirs {
                Float::Down
            } else if mine < theirs {
                Float::Up
            } else {
                Float::None
            }
        } else if round.outcome.half_points() > 0 {
            Float::Down
        } else {
            Float::None
        }
    };
    Player {
        number: entrant.number,
        score: before[&entrant.number][rounds],
        met,
        games_played: colours.len() as u32,
        colours,
        imbalance,
        preference,
        strength,
        repeated,
        floats: [float(1), float(2)],
        bye_eligible,
    }
}
