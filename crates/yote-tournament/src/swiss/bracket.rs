//! One bracket of a Dutch round paired (see `dutch.rs`): the matching solved over everyone
//! still unpaired, then the rules' order of candidates applied one choice at a time.

use super::criteria::{Brackets, Criteria, Tie};
use super::weight::Weights;

/// The pairing state: the players in ranking order and who is paired with whom.
pub(crate) struct Pairer<'a> {
    pub round: Criteria<'a>,
    pub paired: Vec<Option<usize>>,
    /// The weights of the live players (not yet paired), by sorted position.
    pub weights: Weights,
    pub mates: Vec<Option<usize>>,
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

/// Pair one bracket: the moved-down players still unpaired above `brackets.residents`, and the
/// residents up to `brackets.next`.
pub(crate) fn pair_bracket(pairer: &mut Pairer<'_>, brackets: &Brackets, unplayed_applies: bool) {
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
        let mut best = None;
        for &r in residents.iter().rev() {
            if pairer.paired[r].is_none() && pairer.weights.is_edge(m, r) {
                pairer.set_tie(m, r, Tie::Pick, addend);
                addend += 1;
                best = Some(r);
            }
        }
        // Already with the best it can have: the matching stays optimal, no need to solve.
        if pairer.mate(m) != best {
            pairer.solve();
        }
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
    // S1 all paired down already: no exchange can do better, no need to solve.
    if !remainder[..pairs].iter().all(|&p| higher_end(pairer, p)) {
        pairer.solve();
    }
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
        let mut best = None;
        for &o in remainder.iter().rev() {
            if o <= p || pairer.paired[o].is_some() {
                continue;
            }
            pairer.set_tie(p, o, Tie::Transpose, addend);
            addend += 1;
            if pairer.weights.is_edge(p, o) {
                best = Some(o);
            }
        }
        // Already with the first it can have: the matching stays optimal, no need to solve.
        if pairer.mate(p) != best {
            pairer.solve();
        }
        if let Some(o) = pairer.mate(p) {
            pairer.finalize(p, o);
        }
    }
    let _ = n;
}
