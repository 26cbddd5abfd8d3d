//! The pairing of an arena's free players (docs/tournaments.md "Pairing"): neighbours by rank,
//! no rematch of a last game when another pairing avoids it, the colours each player had less.

use serde::{Deserialize, Serialize};

use crate::event::{Color, PlayerId};

/// A game to start: who plays White, who plays Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pairing {
    pub white: PlayerId,
    pub black: PlayerId,
}

/// A free player as the pairing sees them (the caller ranks them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate {
    pub player: PlayerId,
    /// The opponent of their last game.
    pub last_opponent: Option<PlayerId>,
    /// The side they held in their last game.
    pub last_color: Option<Color>,
    /// The games they played as White, as Black.
    pub whites: u32,
    pub blacks: u32,
}

/// How many tries the search for a pairing without rematches makes before it settles for the
/// rank-order pairing that keeps rematches last: far more than it needs when one exists (it
/// then finds it in about one try a pair), bounded so that a crowd with none cannot stall its
/// caller.
const SEARCH_BUDGET: u32 = 100_000;

/// The games for the free players `ranked`, best first.
///
/// With an odd number the last one waits (an arena gives no bye). The others are paired as the
/// ranking goes: the best free player with the next one, and so on, except that two players
/// whose last game was against each other are not paired again while some pairing of everyone
/// avoids it (the first such pairing in rank order: the best player with the nearest they may
/// meet); when none does (two players left, who just played), the rank-order pairing that
/// takes a non-rematch wherever it can. The pairs come best first, with the colours `colours`
/// gives.
pub fn pair(ranked: &[Candidate]) -> Vec<Pairing> {
    let n = ranked.len() - ranked.len() % 2;
    let players = &ranked[..n];
    let pairs = without_rematch(players).unwrap_or_else(|| rematches_last(players));
    pairs
        .into_iter()
        .enumerate()
        .map(|(k, (a, b))| colours(&players[a], &players[b], k))
        .collect()
}

/// Whether `a` and `b` met in the last game of either.
fn rematch(a: &Candidate, b: &Candidate) -> bool {
    a.last_opponent == Some(b.player) || b.last_opponent == Some(a.player)
}

/// The first pairing of everyone in rank order without a rematch, if the search finds one
/// within its budget: each time the best unpaired player with the nearest allowed partner,
/// going back to the next partner when the rest cannot be paired. A branch is dropped as soon
/// as some unpaired player has nobody left they may meet (one who just played several of the
/// others), so that such a player's partner is kept for them early rather than found missing
/// at the end.
fn without_rematch(players: &[Candidate]) -> Option<Vec<(usize, usize)>> {
    let n = players.len();
    let conflicts: Vec<usize> = (0..n)
        .map(|i| {
            (0..n)
                .filter(|&j| j != i && rematch(&players[i], &players[j]))
                .count()
        })
        .collect();
    // The players who may run out of partners, most constrained first.
    let mut constrained: Vec<usize> = (0..n).filter(|&i| conflicts[i] > 0).collect();
    constrained.sort_by_key(|&i| std::cmp::Reverse(conflicts[i]));
    let mut search = Search {
        players,
        conflicts,
        constrained,
        used: vec![false; n],
        left: n,
        pairs: Vec::with_capacity(n / 2),
        tries: SEARCH_BUDGET,
    };
    search.run().then_some(search.pairs)
}

/// The state of [`without_rematch`]'s search.
struct Search<'a> {
    players: &'a [Candidate],
    /// How many of the players each one just played (either's last game).
    conflicts: Vec<usize>,
    constrained: Vec<usize>,
    used: Vec<bool>,
    /// The players not paired yet.
    left: usize,
    pairs: Vec<(usize, usize)>,
    tries: u32,
}

impl Search<'_> {
    fn allowed(&self, i: usize, j: usize) -> bool {
        i != j && !self.used[j] && !rematch(&self.players[i], &self.players[j])
    }

    /// Whether every unpaired player still has someone unpaired they may meet. One who just
    /// played fewer players than the others left always has.
    fn everyone_has_a_partner(&self) -> bool {
        self.constrained
            .iter()
            .take_while(|&&i| self.conflicts[i] + 1 >= self.left)
            .filter(|&&i| !self.used[i])
            .all(|&i| (0..self.players.len()).any(|j| self.allowed(i, j)))
    }

    fn run(&mut self) -> bool {
        let Some(first) = self.used.iter().position(|u| !u) else {
            return true;
        };
        self.used[first] = true;
        for second in first + 1..self.players.len() {
            if !self.allowed(first, second) {
                continue;
            }
            if self.tries == 0 {
                break;
            }
            self.tries -= 1;
            self.used[second] = true;
            self.left -= 2;
            self.pairs.push((first, second));
            if self.everyone_has_a_partner() && self.run() {
                return true;
            }
            self.pairs.pop();
            self.left += 2;
            self.used[second] = false;
        }
        self.used[first] = false;
        false
    }
}

/// Each time the best unpaired player with the nearest one they did not just play, else the
/// nearest.
fn rematches_last(players: &[Candidate]) -> Vec<(usize, usize)> {
    let mut used = vec![false; players.len()];
    let mut pairs = Vec::with_capacity(players.len() / 2);
    while let Some(first) = used.iter().position(|u| !u) {
        used[first] = true;
        let mut rest = (first + 1..players.len()).filter(|&i| !used[i]);
        let nearest = rest.clone().next();
        let second = rest
            .find(|&i| !rematch(&players[first], &players[i]))
            .or(nearest)
            .expect("an even number of players");
        used[second] = true;
        pairs.push((first, second));
    }
    pairs
}

/// The colours of the `k`th pair (counted from 0, best first), `a` ranked above `b`: White to
/// the one who had White less often (fewer Whites than Blacks, by more); if even, to the one
/// who had Black in their last game while the other did not; else to `a` in the first, third…
/// pair and to `b` in the others, so that the colours alternate down the ranking.
fn colours(a: &Candidate, b: &Candidate, k: usize) -> Pairing {
    let balance = |c: &Candidate| i64::from(c.whites) - i64::from(c.blacks);
    let a_white = match balance(a).cmp(&balance(b)) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal if a.last_color == b.last_color => k.is_multiple_of(2),
        std::cmp::Ordering::Equal => {
            a.last_color == Some(Color::Black) || b.last_color == Some(Color::White)
        }
    };
    if a_white {
        Pairing {
            white: a.player,
            black: b.player,
        }
    } else {
        Pairing {
            white: b.player,
            black: a.player,
        }
    }
}
