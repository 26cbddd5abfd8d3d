//! The pairing criteria as weights, and the maximum-weight matching that optimises them.
//!
//! Each criterion of the Dutch rules counts something over a round's pairs (pairs made in the
//! bracket, preferences granted, floats not repeated…), and a higher criterion outranks every
//! lower one whatever their counts. So an edge's weight is a vector of counts, one component a
//! criterion (or a criterion and a score group), compared lexicographically: vectors of
//! integers under component-wise sums form an ordered group, which is all the primal-dual
//! blossom algorithm asks of its weights, and a maximum-weight matching then maximises the
//! criteria in their order. Before solving, the components some edge uses are packed into as
//! few 64-bit limbs as their totals allow (`Weights::solve`), so that no field overflows into
//! the one above it however many score groups a round has.

use integer_blossom::{Weight, max_weight_matching};

/// The bits of a 64-bit limb the fields may fill: the rest is headroom for the blossom
/// algorithm's doubled weights and sums of duals.
const LIMB_BITS: u32 = 56;

/// The components of the widest weight used: enough for the rules' criteria and 2 × 11 score
/// groups per score-weighted criterion (see `Layout` in `dutch.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Lex<const K: usize>([i64; K]);

impl<const K: usize> std::ops::Add for Lex<K> {
    type Output = Self;
    fn add(mut self, other: Self) -> Self {
        self += other;
        self
    }
}

impl<const K: usize> std::ops::Sub for Lex<K> {
    type Output = Self;
    fn sub(mut self, other: Self) -> Self {
        self -= other;
        self
    }
}

impl<const K: usize> std::ops::AddAssign for Lex<K> {
    fn add_assign(&mut self, other: Self) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }
}

impl<const K: usize> std::ops::SubAssign for Lex<K> {
    fn sub_assign(&mut self, other: Self) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a -= b;
        }
    }
}

impl<const K: usize> Weight for Lex<K> {
    const ZERO: Self = Lex([0; K]);
    const ONE: Self = {
        let mut one = [0; K];
        one[K - 1] = 1;
        Lex(one)
    };
    fn inf() -> Self {
        let mut inf = [0; K];
        inf[0] = i64::MAX / 4;
        Lex(inf)
    }
    fn double(self) -> Self {
        Lex(self.0.map(|a| a * 2))
    }
    fn half(self) -> Self {
        Lex(self.0.map(|a| a / 2))
    }
}

/// A symmetric matrix of weight vectors, all of one length; an all-zero vector is no edge.
pub(crate) struct Weights {
    pub n: usize,
    pub width: usize,
    cells: Vec<i64>,
}

impl Weights {
    pub fn new(n: usize, width: usize) -> Weights {
        Weights {
            n,
            width,
            cells: vec![0; n * n * width],
        }
    }

    pub fn get(&self, a: usize, b: usize) -> &[i64] {
        let (a, b) = if a < b { (a, b) } else { (b, a) };
        let at = (a * self.n + b) * self.width;
        &self.cells[at..at + self.width]
    }

    pub fn get_mut(&mut self, a: usize, b: usize) -> &mut [i64] {
        let (a, b) = if a < b { (a, b) } else { (b, a) };
        let at = (a * self.n + b) * self.width;
        &mut self.cells[at..at + self.width]
    }

    pub fn is_edge(&self, a: usize, b: usize) -> bool {
        self.get(a, b).iter().any(|&c| c != 0)
    }

    /// The maximum-weight matching: each vertex's mate.
    ///
    /// The vectors are packed before solving: only the components some edge uses (most
    /// criteria concern a score group or two of a round), several to a 64-bit limb, each in a
    /// field wide enough for its total over any matching (at most n/2 edges) with its sign. A
    /// matching's total then compares limb by limb as its vector compares, so the optimum is
    /// the same, on a vector a few limbs long.
    pub fn solve(&self) -> Vec<Option<usize>> {
        let pairs = (self.n / 2).max(1) as u128;
        // (component, field width in bits) in order, then (limb, shift) for each.
        let mut fields = Vec::new();
        for c in 0..self.width {
            let largest = self
                .cells
                .iter()
                .skip(c)
                .step_by(self.width)
                .map(|v| v.unsigned_abs())
                .max();
            if let Some(largest) = largest.filter(|&m| m > 0) {
                let total = u128::from(largest) * pairs;
                fields.push((c, 128 - total.leading_zeros() + 1));
            }
        }
        let mut placed = Vec::with_capacity(fields.len());
        let (mut limb, mut used) = (0usize, 0u32);
        for &(c, bits) in &fields {
            if used + bits > LIMB_BITS && used > 0 {
                limb += 1;
                used = 0;
            }
            assert!(bits <= LIMB_BITS, "a criterion's total needs {bits} bits");
            used += bits;
            placed.push((c, limb, LIMB_BITS - used));
        }
        match limb + 1 {
            0..=2 => self.solve_as::<2>(&placed),
            3..=4 => self.solve_as::<4>(&placed),
            5..=8 => self.solve_as::<8>(&placed),
            9..=16 => self.solve_as::<16>(&placed),
            17..=32 => self.solve_as::<32>(&placed),
            33..=64 => self.solve_as::<64>(&placed),
            limbs => panic!("{limbs} limbs of criteria: more score groups than a tournament has"),
        }
    }

    fn solve_as<const K: usize>(&self, placed: &[(usize, usize, u32)]) -> Vec<Option<usize>> {
        let n = self.n;
        let mut matrix = vec![Lex::<K>::ZERO; n * n];
        for a in 0..n {
            for b in a + 1..n {
                let edge = self.get(a, b);
                let mut cell = [0i64; K];
                for &(c, limb, shift) in placed {
                    cell[limb] += edge[c] << shift;
                }
                matrix[a * n + b] = Lex(cell);
            }
        }
        max_weight_matching(&matrix, n)
    }

    /// The total weight of a matching, to compare two optima.
    #[cfg(test)]
    pub fn total(&self, mates: &[Option<usize>]) -> Vec<i64> {
        let mut total = vec![0; self.width];
        for (a, mate) in mates.iter().enumerate() {
            if let Some(b) = *mate
                && a < b
            {
                for (t, c) in total.iter_mut().zip(self.get(a, b)) {
                    *t += c;
                }
            }
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_higher_component_outweighs_any_count_of_lower_ones() {
        // 0-1 has one pair's worth of the first criterion; 0-2 and 1-3 together have none of
        // it but a thousand of the second. The first criterion wins.
        let mut weights = Weights::new(4, 2);
        weights.get_mut(0, 1).copy_from_slice(&[1, 0]);
        weights.get_mut(0, 2).copy_from_slice(&[0, 1000]);
        weights.get_mut(1, 3).copy_from_slice(&[0, 1000]);
        let mates = weights.solve();
        assert_eq!(mates[0], Some(1));
        assert_eq!(mates[2], None);
        assert_eq!(weights.total(&mates), vec![1, 0]);
    }

    #[test]
    fn ties_on_the_first_component_go_to_the_second() {
        let mut weights = Weights::new(4, 2);
        for (a, b, w) in [(0, 1, 5), (2, 3, 5), (0, 2, 4), (1, 3, 7)] {
            weights.get_mut(a, b).copy_from_slice(&[1, w]);
        }
        let mates = weights.solve();
        assert_eq!(weights.total(&mates), vec![2, 11]);
        assert_eq!(mates[1], Some(3));
    }

    #[test]
    fn negative_and_large_components_keep_their_order_when_packed() {
        // Equal on the first component; the second (negative, as the exchanges' numbers are)
        // decides before a third with counts far larger than any field below it.
        let mut weights = Weights::new(4, 3);
        weights.get_mut(0, 1).copy_from_slice(&[1, -5, 1 << 40]);
        weights.get_mut(2, 3).copy_from_slice(&[1, -5, 1 << 40]);
        weights.get_mut(0, 2).copy_from_slice(&[1, -1, 0]);
        weights.get_mut(1, 3).copy_from_slice(&[1, -2, 0]);
        let mates = weights.solve();
        assert_eq!(weights.total(&mates), vec![2, -3, 0]);
        assert_eq!(mates[0], Some(2));
    }
}
