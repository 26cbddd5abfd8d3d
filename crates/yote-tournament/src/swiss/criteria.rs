//! The Dutch rules' criteria as the weight of one pair (see `dutch.rs`): where each sits in a
//! weight vector (`Layout`), the small weights that choose among equal pairings (`Tie`), and
//! what a round's pairing knows of its players (`Criteria`).

use super::model::Colour;
use super::player::{Float, Player};

/// Where each criterion sits in a weight vector; `groups` is the number of distinct scores.
pub(crate) struct Layout {
    pub groups: usize,
}

impl Layout {
    pub const VALID: usize = 0;
    pub const BYE: usize = 1;
    pub const IN_BRACKET: usize = 2;
    pub fn psd(&self, group: usize) -> usize {
        3 + group
    }
    pub fn in_next(&self) -> usize {
        3 + self.groups
    }
    pub fn next_psd(&self, group: usize) -> usize {
        4 + self.groups + group
    }
    pub fn unplayed(&self) -> usize {
        4 + 2 * self.groups
    }
    pub fn colour(&self, which: usize) -> usize {
        5 + 2 * self.groups + which
    }
    pub fn float(&self, which: usize) -> usize {
        9 + 2 * self.groups + which
    }
    pub fn float_scores(&self, which: usize, group: usize) -> usize {
        13 + 2 * self.groups + which * self.groups + group
    }
    pub fn tie(&self, which: Tie) -> usize {
        13 + 6 * self.groups + which as usize
    }
    pub fn width(&self) -> usize {
        13 + 6 * self.groups + Tie::COUNT
    }
}

/// The small weights that choose among equally good pairings, highest first.
#[derive(Clone, Copy)]
pub(crate) enum Tie {
    /// Moved-down players already chosen to be paired.
    Fixed,
    /// The moved-down player being tried.
    Test,
    /// A moved-down player's opponent: the highest resident.
    Pick,
    /// Pairs whose higher player is in the remainder's S1 (the fewest exchanges).
    Exchanges,
    /// Minus the bracket numbers of the pairs' higher players (the smallest difference).
    Numbers,
    /// The remainder's player being tried for an exchange.
    Exchange,
    /// A remainder S1 player's opponent: the first of S2 (transpositions).
    Transpose,
}

impl Tie {
    pub const COUNT: usize = 7;
}

/// What the weights need to know of the round.
pub(crate) struct Criteria<'a> {
    pub players: Vec<&'a Player>,
    pub layout: Layout,
    /// The score group (0 the highest) of each player.
    pub group: Vec<usize>,
    /// The last round: topscorers (more than half the points) may break C.3.
    pub last_round: bool,
    pub half_rounds: u32,
    /// The lowest score the bye can go to, when the number of players is odd.
    pub bye_score: Option<u32>,
    /// The rank of a player of the bye's score by games played (more games, lower).
    pub unplayed_rank: Vec<i64>,
    pub rounds: usize,
}

impl Criteria<'_> {
    pub fn topscorer(&self, p: usize) -> bool {
        self.last_round && self.players[p].score > self.half_rounds
    }

    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (self.players[a], self.players[b]);
        !pa.met.contains(&pb.number)
            && (!pa.absolute()
                || !pb.absolute()
                || pa.preference != pb.preference
                || self.topscorer(a)
                || self.topscorer(b))
    }

    pub fn bye_candidate(&self, p: usize) -> bool {
        let player = self.players[p];
        player.bye_eligible && self.bye_score.is_none_or(|score| player.score <= score)
    }

    /// The weight of pairing `hi` with `lo` (hi ranked higher), with the bracket made of the
    /// players `bracket_from..next_from` (sorted positions) and the next scoregroup up to
    /// `next_to`; `None` when they may not meet.
    pub fn edge(
        &self,
        hi: usize,
        lo: usize,
        brackets: &Brackets,
        unplayed_applies: bool,
    ) -> Option<Vec<i64>> {
        if !self.compatible(hi, lo) {
            return None;
        }
        let l = &self.layout;
        let mut w = vec![0i64; l.width()];
        let (h, o) = (self.players[hi], self.players[lo]);
        w[Layout::VALID] = 1;
        w[Layout::BYE] = i64::from(!self.bye_candidate(hi)) + i64::from(!self.bye_candidate(lo));
        let in_bracket = brackets.in_bracket(lo);
        let in_next = brackets.in_next(lo);
        if in_bracket {
            w[Layout::IN_BRACKET] = 1;
            w[l.psd(self.group[hi])] = 1;
        }
        if in_next {
            w[l.in_next()] = 1;
            w[l.next_psd(self.group[hi])] = 1;
        }
        if unplayed_applies && let Some(bye) = self.bye_score {
            for p in [hi, lo] {
                if self.players[p].score == bye {
                    w[l.unplayed()] += self.unplayed_rank[p];
                }
            }
        }
        if !in_bracket {
            return Some(w);
        }
        let same = h.preference.is_some() && h.preference == o.preference;
        // C.10: a topscorer (or opponent) given a colour difference beyond ±2.
        w[l.colour(0)] = i64::from(!(same && h.absolute_imbalance() && o.absolute_imbalance()));
        // C.11: a topscorer (or opponent) given the same colour three times running.
        let three = same && h.absolute() && o.absolute() && {
            if h.imbalance == o.imbalance {
                o.repeated.is_some() && o.repeated == h.repeated
            } else {
                let loser = if o.imbalance > h.imbalance { h } else { o };
                loser.repeated == o.preference.map(Colour::other)
            }
        };
        w[l.colour(1)] = i64::from(!three);
        // C.12: a player not given their colour preference.
        w[l.colour(2)] = i64::from(!same);
        // C.13: a player not given their strong colour preference.
        let strong = same
            && h.strong_or_absolute()
            && o.strong_or_absolute()
            && !(h.absolute() && o.absolute());
        w[l.colour(3)] = i64::from(!strong);
        // C.14–C.21: floats repeated from the last round and the one before, and their scores.
        for back in 0..2 {
            if self.rounds <= back {
                continue;
            }
            let higher = h.score > o.score;
            let down = i64::from(o.floats[back] == Float::Down)
                + i64::from(!higher && h.floats[back] == Float::Down);
            w[l.float(2 * back)] = down;
            let up_again = higher && o.floats[back] == Float::Up;
            w[l.float(2 * back + 1)] = i64::from(!up_again);
            if o.floats[back] == Float::Down {
                w[l.float_scores(2 * back, self.group[lo])] += 1;
            }
            if h.floats[back] == Float::Down {
                w[l.float_scores(2 * back, self.group[hi])] += 1;
            }
            if !up_again {
                w[l.float_scores(2 * back + 1, self.group[hi])] += 1;
            }
        }
        Some(w)
    }
}

/// The players of the bracket being paired and of the next scoregroup, as sorted positions.
pub(crate) struct Brackets {
    /// Moved-down players: unpaired, above `residents`.
    pub residents: usize,
    pub next: usize,
    pub end: usize,
}

impl Brackets {
    pub fn in_bracket(&self, p: usize) -> bool {
        p < self.next
    }
    pub fn in_next(&self, p: usize) -> bool {
        (self.next..self.end).contains(&p)
    }
}
