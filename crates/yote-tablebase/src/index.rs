//! Where a position lives in its table: the board's symmetries and a dense index of the
//! positions of one material (the side to move's pieces, the other side's pieces).
//!
//! An index is `mover_set_id × C(free squares, other pieces) + rank of the other set among the
//! free squares`, where the mover's set is canonical: the smallest (as a bit mask) of its images
//! under the board's symmetries. A position is stored once, under the symmetry that makes
//! (mover set, other set) smallest; the few entries whose other set is not the smallest of its
//! images (mover sets that are their own image) are never read.

use yote_rules::Rules;

/// The board's symmetries as permutations of the bit indices (`rank * 8 + file`).
#[derive(Debug, Clone)]
pub struct Geometry {
    rows: u8,
    columns: u8,
    mask: u64,
    /// The board's squares' bit indices, in increasing order.
    squares: Vec<u8>,
    symmetries: Vec<[u8; 64]>,
}

impl Geometry {
    pub fn new(rules: &Rules) -> Geometry {
        let (rows, columns) = (rules.rows(), rules.columns());
        let mut squares = Vec::new();
        for rank in 0..rows {
            for file in 0..columns {
                squares.push(rank * 8 + file);
            }
        }
        squares.sort_unstable();
        type Map = fn(u8, u8, u8, u8) -> (u8, u8);
        // (file, rank, rows, columns) -> (file, rank)
        let mut maps: Vec<Map> = vec![
            |f, r, _, _| (f, r),
            |f, r, _, c| (c - 1 - f, r),
            |f, r, rw, _| (f, rw - 1 - r),
            |f, r, rw, c| (c - 1 - f, rw - 1 - r),
        ];
        if rows == columns {
            maps.extend::<[Map; 4]>([
                |f, r, _, _| (r, f),
                |f, r, rw, _| (rw - 1 - r, f),
                |f, r, _, c| (r, c - 1 - f),
                |f, r, rw, c| (rw - 1 - r, c - 1 - f),
            ]);
        }
        let symmetries = maps
            .into_iter()
            .map(|map| {
                let mut perm = [0u8; 64];
                for (i, p) in perm.iter_mut().enumerate() {
                    *p = i as u8;
                }
                for &sq in &squares {
                    let (f, r) = map(sq % 8, sq / 8, rows, columns);
                    perm[usize::from(sq)] = r * 8 + f;
                }
                perm
            })
            .collect();
        Geometry {
            rows,
            columns,
            mask: rules.board_mask(),
            squares,
            symmetries,
        }
    }

    pub fn rows(&self) -> u8 {
        self.rows
    }

    pub fn columns(&self) -> u8 {
        self.columns
    }

    /// The number of squares.
    pub fn size(&self) -> u32 {
        self.squares.len() as u32
    }

    /// How many symmetries the board has (4, or 8 when it is square).
    pub fn symmetry_count(&self) -> usize {
        self.symmetries.len()
    }

    /// `set` under symmetry `s`.
    #[inline]
    pub fn transform(&self, mut set: u64, s: usize) -> u64 {
        let perm = &self.symmetries[s];
        let mut out = 0;
        while set != 0 {
            let b = set.trailing_zeros();
            set &= set - 1;
            out |= 1u64 << perm[b as usize];
        }
        out
    }

    /// The position's image that is stored: (mover set, other set), smallest of its images.
    #[inline]
    pub fn canonical(&self, mover: u64, other: u64) -> (u64, u64) {
        let mut best = (mover, other);
        for s in 1..self.symmetries.len() {
            let image = (self.transform(mover, s), self.transform(other, s));
            if image < best {
                best = image;
            }
        }
        best
    }
}

/// C(n, k) for n ≤ 64, k ≤ 16.
struct Binomials([[u64; 17]; 65]);

impl Binomials {
    const fn new() -> Binomials {
        let mut t = [[0u64; 17]; 65];
        let mut n = 0;
        while n <= 64 {
            t[n][0] = 1;
            let mut k = 1;
            while k <= 16 {
                t[n][k] = if n == 0 {
                    0
                } else {
                    t[n - 1][k - 1] + t[n - 1][k]
                };
                k += 1;
            }
            n += 1;
        }
        Binomials(t)
    }
}

static BINOMIALS: Binomials = Binomials::new();

#[inline]
fn binomial(n: u32, k: u32) -> u64 {
    BINOMIALS.0[n as usize][k as usize]
}

fn bits_of(mut x: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (x != 0).then(|| {
            let b = x.trailing_zeros() as usize;
            x &= x - 1;
            b
        })
    })
}

/// The index of one material: `mover` pieces for the side to move, `other` for the other side.
#[derive(Debug, Clone)]
pub struct MaterialIndex {
    mover: u8,
    other: u8,
    /// Canonical mover sets, in increasing order.
    mover_sets: Vec<u64>,
    /// C(free squares, other).
    other_sets: u64,
}

impl MaterialIndex {
    pub fn new(geometry: &Geometry, mover: u8, other: u8) -> MaterialIndex {
        let mut mover_sets = Vec::new();
        let n = geometry.squares.len() as u32;
        let k = u32::from(mover);
        if k <= n {
            // Every k-subset of the n squares, by Gosper's hack over their indices.
            let mut x: u64 = (1u64 << k) - 1;
            while x < 1u64 << n {
                let set = bits_of(x).fold(0u64, |acc, i| acc | 1u64 << geometry.squares[i]);
                if (1..geometry.symmetry_count()).all(|s| geometry.transform(set, s) >= set) {
                    mover_sets.push(set);
                }
                if x == 0 {
                    break;
                }
                let c = x & x.wrapping_neg();
                let r = x + c;
                x = (((r ^ x) >> 2) / c) | r;
            }
        }
        mover_sets.sort_unstable();
        let other_sets = binomial(geometry.size() - u32::from(mover), u32::from(other));
        MaterialIndex {
            mover,
            other,
            mover_sets,
            other_sets,
        }
    }

    /// The side to move's piece count.
    pub fn mover(&self) -> u8 {
        self.mover
    }

    /// The other side's piece count.
    pub fn other(&self) -> u8 {
        self.other
    }

    /// The number of entries.
    pub fn len(&self) -> u64 {
        self.mover_sets.len() as u64 * self.other_sets
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The entry of a position given as (mover set, other set), under any symmetry.
    #[inline]
    pub fn index(&self, geometry: &Geometry, mover: u64, other: u64) -> u64 {
        let (mover, other) = geometry.canonical(mover, other);
        self.index_canonical(geometry, mover, other)
    }

    /// The entry of a position already in its canonical image.
    #[inline]
    pub fn index_canonical(&self, geometry: &Geometry, mover: u64, other: u64) -> u64 {
        let id = self
            .mover_sets
            .binary_search(&mover)
            .expect("a canonical mover set") as u64;
        // The other pieces' positions among the free squares, in increasing order.
        let free = geometry.mask & !mover;
        let mut rank = 0;
        let mut rest = other;
        let mut i = 1;
        while rest != 0 {
            let b = rest.trailing_zeros();
            rest &= rest - 1;
            let below = free & ((1u64 << b) - 1);
            rank += binomial(below.count_ones(), i);
            i += 1;
        }
        id * self.other_sets + rank
    }

    /// The position at `index`: (mover set, other set), and whether it is the canonical image
    /// (entries that are not are never read).
    pub fn position(&self, geometry: &Geometry, index: u64) -> (u64, u64, bool) {
        let mover = self.mover_sets[(index / self.other_sets) as usize];
        let mut rank = index % self.other_sets;
        let free: Vec<u8> = geometry
            .squares
            .iter()
            .copied()
            .filter(|&sq| mover & 1u64 << sq == 0)
            .collect();
        let mut other = 0u64;
        let mut top = free.len() as u32;
        for i in (1..=u32::from(self.other)).rev() {
            // The largest p < top with C(p, i) <= rank.
            let mut p = top - 1;
            while binomial(p, i) > rank {
                p -= 1;
            }
            rank -= binomial(p, i);
            other |= 1u64 << free[p as usize];
            top = p;
        }
        let canonical = geometry.canonical(mover, other) == (mover, other);
        (mover, other, canonical)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_rules::Preset;

    #[test]
    fn every_entry_comes_back_to_its_index() {
        for preset in [Preset::Standard, Preset::Beart] {
            let rules = preset.rules();
            let g = Geometry::new(&rules);
            for (m, o) in [(1, 1), (2, 2), (3, 1), (1, 3)] {
                let index = MaterialIndex::new(&g, m, o);
                let mut canonical = 0;
                for i in 0..index.len() {
                    let (mover, other, is_canonical) = index.position(&g, i);
                    assert_eq!(mover.count_ones(), u32::from(m));
                    assert_eq!(other.count_ones(), u32::from(o));
                    assert_eq!(mover & other, 0);
                    if is_canonical {
                        canonical += 1;
                        assert_eq!(index.index(&g, mover, other), i);
                        for s in 0..g.symmetry_count() {
                            let (tm, to) = (g.transform(mover, s), g.transform(other, s));
                            assert_eq!(index.index(&g, tm, to), i, "symmetry {s}");
                        }
                    }
                }
                // Every position is some entry's image: the canonical entries times the
                // symmetries cover at least all positions.
                let squares = u64::from(g.size());
                let all = (squares - u64::from(m) + 1..=squares).product::<u64>()
                    / (1..=u64::from(m)).product::<u64>()
                    * binomial(g.size() - u32::from(m), u32::from(o));
                assert!(canonical * g.symmetry_count() as u64 >= all);
                assert!(canonical <= all);
            }
        }
    }
}
