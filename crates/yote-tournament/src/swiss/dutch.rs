//! A round's pairing by the Dutch system (FIDE C.04.3, applied from July 2025).
//!
//! The brackets are paired from the top score down. For each, every player still unpaired
//! (the bracket, the next scoregroup, everyone below) is one vertex of a maximum-weight
//! matching whose weights (`weight.rs`) put the criteria in the rules' order:
//!
//! 1. the absolute criteria as the absence of an edge (C.1 no second meeting, C.3 no two
//!    players of one absolute colour preference, but topscorers in the last round);
//! 2. the completion criterion (C.4): as many pairs as possible among everyone, the bye to an
//!    eligible player (C.2) of the lowest possible score;
//! 3. the quality criteria, on the bracket's pairs: pairs in the bracket (C.5), the scores
//!    paired (C.6, the PSD), pairs and scores in the next bracket (C.7), the bye's unplayed
//!    games (C.9), colours (C.10–C.13), floats repeated and their scores (C.14–C.21).
//!
//! Among the pairings the matching finds equally good, the rules' own order of candidates
//! decides (article 4): the moved-down players paired first, the highest of them first, each
//! with the highest resident it can have; then in the remainder the fewest exchanges, the
//! smallest difference of the exchanged numbers, the lowest of S1 and the highest of S2
//! exchanged first, and each player of S1 with the first of S2 it can have (transpositions).
//! Each such choice is made by giving it a small weight below every criterion and solving
//! again: the criteria's optimum cannot change, only which of the equal pairings is taken.

use std::fmt;

use super::colour::colour_of;
use super::player::{Float, Player, players};
use super::weight::Weights;
use super::{Colour, Tournament};

/// One board of a round: who has white and who has black (pairing numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub white: u32,
    pub black: u32,
}

/// A round's pairing: the boards in FIDE's order (the higher scores first) and the player who
/// gets the pairing-allocated bye, if the number of players is odd.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RoundPairing {
    pub boards: Vec<Board>,
    pub bye: Option<u32>,
}

impl RoundPairing {
    /// As the pairing programs print it: the number of lines, then `WHITE BLACK` a board and
    /// `PLAYER 0` for the bye.
    pub fn to_text(&self) -> String {
        let mut out = format!("{}\n", self.boards.len() + usize::from(self.bye.is_some()));
        for board in &self.boards {
            out.push_str(&format!("{} {}\n", board.white, board.black));
        }
        if let Some(bye) = self.bye {
            out.push_str(&format!("{bye} 0\n"));
        }
        out
    }
}

/// No pairing satisfies the absolute criteria (everyone has met everyone they could meet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoPairing;

impl fmt::Display for NoPairing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("no pairing of this round satisfies the absolute criteria (no two players meet twice, no bye twice, colours)")
    }
}

impl std::error::Error for NoPairing {}

/// Where each criterion sits in a weight vector; `groups` is the number of distinct scores.
struct Layout {
    groups: usize,
}

impl Layout {
    const VALID: usize = 0;
    const BYE: usize = 1;
    const IN_BRACKET: usize = 2;
    fn psd(&self, group: usize) -> usize {
        3 + group
    }
    fn in_next(&self) -> usize {
        3 + self.groups
    }
    fn next_psd(&self, group: usize) -> usize {
        4 + self.groups + group
    }
    fn unplayed(&self) -> usize {
        4 + 2 * self.groups
    }
    fn colour(&self, which: usize) -> usize {
        5 + 2 * self.groups + which
    }
    fn float(&self, which: usize) -> usize {
        9 + 2 * self.groups + which
    }
    fn float_scores(&self, which: usize, group: usize) -> usize {
        13 + 2 * self.groups + which * self.groups + group
    }
    fn tie(&self, which: Tie) -> usize {
        13 + 6 * self.groups + which as usize
    }
    fn width(&self) -> usize {
        13 + 6 * self.groups + Tie::COUNT
    }
}

/// The small weights that choose among equally good pairings, highest first.
#[derive(Clone, Copy)]
enum Tie {
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
    const COUNT: usize = 7;
}

/// What the weights need to know of the round.
struct Round<'a> {
    players: Vec<&'a Player>,
    layout: Layout,
    /// The score group (0 the highest) of each player.
    group: Vec<usize>,
    /// The last round: topscorers (more than half the points) may break C.3.
    last_round: bool,
    half_rounds: u32,
    /// The lowest score the bye can go to, when the number of players is odd.
    bye_score: Option<u32>,
    /// The rank of a player of the bye's score by games played (more games, lower).
    unplayed_rank: Vec<i64>,
    rounds: usize,
}

impl Round<'_> {
    fn topscorer(&self, p: usize) -> bool {
        self.last_round && self.players[p].score > self.half_rounds
    }

    fn compatible(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (self.players[a], self.players[b]);
        !pa.met.contains(&pb.number)
            && (!pa.absolute()
                || !pb.absolute()
                || pa.preference != pb.preference
                || self.topscorer(a)
                || self.topscorer(b))
    }

    fn bye_candidate(&self, p: usize) -> bool {
        let player = self.players[p];
        player.bye_eligible && self.bye_score.is_none_or(|score| player.score <= score)
    }

    /// The weight of pairing `hi` with `lo` (hi ranked higher), with the bracket made of the
    /// players `bracket_from..next_from` (sorted positions) and the next scoregroup up to
    /// `next_to`; `None` when they may not meet.
    fn edge(
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
struct Brackets {
    /// Moved-down players: unpaired, above `residents`.
    residents: usize,
    next: usize,
    end: usize,
}

impl Brackets {
    fn in_bracket(&self, p: usize) -> bool {
        p < self.next
    }
    fn in_next(&self, p: usize) -> bool {
        (self.next..self.end).contains(&p)
    }
}

/// The pairing state: the players in ranking order and who is paired with whom.
struct Pairer<'a> {
    round: Round<'a>,
    paired: Vec<Option<usize>>,
    /// The weights of the live players (not yet paired), by sorted position.
    weights: Weights,
    mates: Vec<Option<usize>>,
}

impl Pairer<'_> {
    fn solve(&mut self) {
        self.mates = self.weights.solve();
    }

    fn set_tie(&mut self, a: usize, b: usize, tie: Tie, value: i64) {
        let at = self.round.layout.tie(tie);
        if self.weights.is_edge(a, b) {
            self.weights.get_mut(a, b)[at] = value;
        }
    }

    fn cut(&mut self, a: usize, b: usize) {
        self.weights.get_mut(a, b).fill(0);
    }

    /// Fix a pair: nothing else may pair either of them.
    fn finalize(&mut self, a: usize, b: usize) {
        for other in 0..self.weights.n {
            if other != a && other != b {
                self.cut(a, other);
                self.cut(b, other);
            }
        }
        self.paired[a] = Some(b);
        self.paired[b] = Some(a);
    }

    fn mate(&self, p: usize) -> Option<usize> {
        self.mates[p]
    }
}

/// Pair the next round of a tournament by the Dutch system.
pub fn pair_next_round(tournament: &Tournament) -> Result<RoundPairing, NoPairing> {
    let rounds = tournament.paired_rounds();
    let all = players(tournament, rounds);
    let mut to_pair: Vec<&Player> = all
        .iter()
        .filter(|player| {
            tournament
                .entrant(player.number)
                .is_some_and(|entrant| entrant.rounds.len() <= rounds)
        })
        .collect();
    to_pair.sort_by(|a, b| b.score.cmp(&a.score).then(a.number.cmp(&b.number)));
    let n = to_pair.len();
    if n == 0 {
        return Ok(RoundPairing::default());
    }
    let mut scores: Vec<u32> = to_pair.iter().map(|p| p.score).collect();
    scores.dedup();
    let group: Vec<usize> = to_pair
        .iter()
        .map(|p| scores.iter().position(|&s| s == p.score).unwrap_or(0))
        .collect();
    let layout = Layout {
        groups: scores.len(),
    };
    let width = layout.width();
    let mut round = Round {
        players: to_pair,
        layout,
        group,
        last_round: rounds as u32 + 1 >= tournament.rounds,
        half_rounds: rounds as u32,
        bye_score: None,
        unplayed_rank: vec![0; n],
        rounds,
    };

    // Can the round be paired at all, and what is the lowest score the bye can go to?
    let mut weights = Weights::new(n, 3);
    for a in 0..n {
        for b in a + 1..n {
            if round.compatible(a, b) {
                let w = weights.get_mut(a, b);
                w[0] = 1;
                w[1] = i64::from(!round.players[a].bye_eligible)
                    + i64::from(!round.players[b].bye_eligible);
                // The players paired score as high as they can: the bye goes to the lowest.
                w[2] = (2 * scores.len() - round.group[a] - round.group[b]) as i64;
            }
        }
    }
    let mates = weights.solve();
    let unmatched: Vec<usize> = (0..n).filter(|&p| mates[p].is_none()).collect();
    match unmatched.as_slice() {
        [] => {}
        [bye] if round.players[*bye].bye_eligible => {
            let score = round.players[*bye].score;
            round.bye_score = Some(score);
            let mut played: Vec<u32> = round
                .players
                .iter()
                .filter(|p| p.score == score)
                .map(|p| p.games_played)
                .collect();
            played.sort_unstable_by(|a, b| b.cmp(a));
            for p in 0..n {
                if round.players[p].score == score {
                    let games = round.players[p].games_played;
                    round.unplayed_rank[p] =
                        played.iter().rposition(|&g| g == games).unwrap_or(0) as i64;
                }
            }
        }
        _ => return Err(NoPairing),
    }
    let top_all_inside = unmatched.is_empty()
        || (0..n)
            .filter(|&p| round.group[p] == 0)
            .all(|p| mates[p].is_none_or(|m| round.group[m] == 0));
    let mut unplayed_applies =
        round.bye_score.is_some_and(|bye| bye >= scores[0]) && top_all_inside;

    let mut pairer = Pairer {
        round,
        paired: vec![None; n],
        weights: Weights::new(n, width),
        mates,
    };
    let mut residents = 0;
    while residents < n {
        let next = (residents..n)
            .find(|&p| pairer.round.group[p] != pairer.round.group[residents])
            .unwrap_or(n);
        let end = (next..n)
            .find(|&p| pairer.round.group[p] != pairer.round.group[next])
            .unwrap_or(n);
        let brackets = Brackets {
            residents,
            next,
            end,
        };
        pair_bracket(&mut pairer, &brackets, unplayed_applies);
        // The bye's unplayed games count in the next bracket when it holds the bye's score and
        // nobody in it (moved down or resident) is paired below it: the bye's own bracket.
        unplayed_applies = next < n
            && pairer
                .round
                .bye_score
                .is_some_and(|bye| bye >= pairer.round.players[next].score)
            && (0..end).filter(|&p| pairer.paired[p].is_none()).all(|p| {
                pairer.mates[p].is_none_or(|m| {
                    pairer.round.players[m].score >= pairer.round.players[next].score
                })
            });
        residents = next;
    }

    let round = &pairer.round;
    let initial = tournament.initial_colour();
    let mut boards = Vec::new();
    let mut bye = None;
    for p in 0..n {
        match pairer.paired[p] {
            Some(q) if p < q => {
                let (hi, lo) = (round.players[p], round.players[q]);
                let white = if colour_of(hi, lo, true, initial) == Colour::White {
                    hi
                } else {
                    lo
                };
                let black = if white.number == hi.number { lo } else { hi };
                boards.push((
                    p,
                    Board {
                        white: white.number,
                        black: black.number,
                    },
                ));
            }
            Some(_) => {}
            None => bye = Some(round.players[p].number),
        }
    }
    // FIDE's order of boards: the higher player's score, the lower's, the higher's rank.
    boards.sort_by(|(a, _), (b, _)| {
        let (pa, pb) = (round.players[*a], round.players[*b]);
        let (la, lb) = (
            round.players[pairer.paired[*a].unwrap_or(*a)],
            round.players[pairer.paired[*b].unwrap_or(*b)],
        );
        pb.score
            .cmp(&pa.score)
            .then(lb.score.cmp(&la.score))
            .then(a.cmp(b))
    });
    Ok(RoundPairing {
        boards: boards.into_iter().map(|(_, board)| board).collect(),
        bye,
    })
}

/// Pair one bracket: the moved-down players still unpaired above `brackets.residents`, and the
/// residents up to `brackets.next`.
fn pair_bracket(pairer: &mut Pairer<'_>, brackets: &Brackets, unplayed_applies: bool) {
    let n = pairer.round.players.len();
    let width = pairer.round.layout.width();
    let mut weights = Weights::new(n, width);
    for a in 0..n {
        if pairer.paired[a].is_some() {
            continue;
        }
        for b in a + 1..n {
            if pairer.paired[b].is_some() {
                continue;
            }
            if let Some(w) = pairer.round.edge(a, b, brackets, unplayed_applies) {
                weights.get_mut(a, b).copy_from_slice(&w);
            }
        }
    }
    pairer.weights = weights;
    pairer.solve();

    let live = |pairer: &Pairer<'_>, p: usize| pairer.paired[p].is_none();
    let residents: Vec<usize> = (brackets.residents..brackets.next)
        .filter(|&p| live(pairer, p))
        .collect();
    let moved_down: Vec<usize> = (0..brackets.residents)
        .filter(|&p| live(pairer, p))
        .collect();
    let with_resident = |pairer: &Pairer<'_>, p: usize| {
        pairer
            .mate(p)
            .is_some_and(|m| (brackets.residents..brackets.next).contains(&m))
    };

    // The moved-down players to pair: the highest first, each if an optimal pairing allows it.
    let mut chosen = Vec::new();
    for &m in &moved_down {
        if !with_resident(pairer, m) {
            for &r in &residents {
                pairer.set_tie(m, r, Tie::Test, 1);
            }
            pairer.solve();
        }
        if with_resident(pairer, m) {
            for &r in &residents {
                pairer.set_tie(m, r, Tie::Fixed, 1);
            }
            chosen.push(m);
        }
    }
    // Their opponents: each the highest resident it can have.
    for &m in &chosen {
        let mut addend = 0;
        for &r in residents.iter().rev() {
            if pairer.paired[r].is_none() && pairer.weights.is_edge(m, r) {
                pairer.set_tie(m, r, Tie::Pick, addend);
                addend += 1;
            }
        }
        pairer.solve();
        if let Some(r) = pairer.mate(m) {
            pairer.finalize(m, r);
        }
    }

    // The remainder: the residents not paired with moved-down players.
    let remainder: Vec<usize> = residents
        .iter()
        .copied()
        .filter(|&p| {
            pairer.paired[p].is_none() && pairer.mate(p).is_none_or(|m| m >= brackets.residents)
        })
        .collect();
    let pairs = remainder
        .iter()
        .filter(|&&p| pairer.mate(p).is_some_and(|m| m < p))
        .count();
    let higher_end =
        |pairer: &Pairer<'_>, p: usize| pairer.mate(p).is_some_and(|m| m > p && m < brackets.next);
    let set_exchange_weights = |pairer: &mut Pairer<'_>| {
        for (i, &p) in remainder.iter().enumerate() {
            for &o in &remainder[i + 1..] {
                pairer.set_tie(p, o, Tie::Exchanges, i64::from(i < pairs));
                pairer.set_tie(p, o, Tie::Numbers, -(i as i64));
            }
        }
    };
    set_exchange_weights(pairer);
    pairer.solve();
    let exchanges = remainder[..pairs]
        .iter()
        .filter(|&&p| !higher_end(pairer, p))
        .count();

    // S1's lowest players moved to S2 first.
    let mut remaining = exchanges;
    for i in (0..pairs).rev() {
        if remaining == 0 {
            break;
        }
        let p = remainder[i];
        if higher_end(pairer, p) {
            for &o in &remainder[i + 1..] {
                pairer.set_tie(p, o, Tie::Exchange, -1);
            }
            pairer.solve();
        }
        let exchanged = !higher_end(pairer, p);
        for &o in &remainder[i + 1..] {
            if exchanged {
                pairer.cut(p, o);
            } else {
                pairer.set_tie(p, o, Tie::Exchange, 0);
            }
        }
        if exchanged {
            remaining -= 1;
        }
    }
    // S2's highest players moved to S1 first.
    let mut remaining = exchanges;
    for i in pairs..remainder.len() {
        if remaining <= 1 {
            break;
        }
        let q = remainder[i];
        let already = higher_end(pairer, q);
        if !already {
            for &o in &remainder[i + 1..] {
                pairer.set_tie(q, o, Tie::Exchange, 1);
            }
            pairer.solve();
        }
        if higher_end(pairer, q) {
            remaining -= 1;
            for &o in &remainder[..i] {
                pairer.cut(q, o);
            }
            for o in brackets.next..brackets.end {
                pairer.cut(q, o);
            }
        }
        if !already {
            for &o in &remainder[i + 1..] {
                pairer.set_tie(q, o, Tie::Exchange, 0);
            }
        }
    }
    // The exchange settled: S1 players pair down, S2 players up, nothing else in the remainder.
    for (i, &p) in remainder.iter().enumerate() {
        for &o in &remainder[i + 1..] {
            if !higher_end(pairer, p) || higher_end(pairer, o) {
                pairer.cut(p, o);
            } else {
                pairer.set_tie(p, o, Tie::Exchanges, 0);
                pairer.set_tie(p, o, Tie::Numbers, 0);
            }
        }
    }
    // Transpositions: each S1 player, in order, with the first S2 player it can have.
    for &p in &remainder {
        if pairer.paired[p].is_some() || !higher_end(pairer, p) {
            continue;
        }
        let mut addend = 0;
        for &o in remainder.iter().rev() {
            if o <= p || pairer.paired[o].is_some() {
                continue;
            }
            pairer.set_tie(p, o, Tie::Transpose, addend);
            addend += 1;
        }
        pairer.solve();
        if let Some(o) = pairer.mate(p) {
            pairer.finalize(p, o);
        }
    }
    let _ = n;
}
