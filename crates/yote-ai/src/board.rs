//! Board-wide bit tricks the evaluation and move ordering need. Bit `rank * 8 + file` is a square.

/// Every square of file `a`.
const FILE_A: u64 = 0x0101_0101_0101_0101;
/// Every square of file `h`.
const FILE_H: u64 = FILE_A << 7;

/// One orthogonal direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dir {
    North,
    East,
    South,
    West,
}

impl Dir {
    pub(crate) const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    pub(crate) const fn opposite(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::East => Dir::West,
            Dir::South => Dir::North,
            Dir::West => Dir::East,
        }
    }
}

/// Every square of `b` moved one square in `dir`, dropping those that leave the board `mask`.
#[inline(always)]
pub(crate) fn shift(b: u64, dir: Dir, mask: u64) -> u64 {
    match dir {
        Dir::North => (b << 8) & mask,
        Dir::South => b >> 8,
        // A square of the last file would wrap onto file a of the next rank.
        Dir::East => (b << 1) & mask & !FILE_A,
        // A square of file a would wrap onto file h of the rank below.
        Dir::West => (b >> 1) & mask & !FILE_H,
    }
}

/// The squares next to some square of `b` (up, down, left, right).
#[inline(always)]
pub(crate) fn neighbours(b: u64, mask: u64) -> u64 {
    Dir::ALL.iter().fold(0, |acc, &d| acc | shift(b, d, mask))
}

/// The pieces of `them` that a piece of `us` can jump now: an enemy next to one of ours with an
/// empty square straight behind it.
#[inline(always)]
pub(crate) fn victims(us: u64, them: u64, empty: u64, mask: u64) -> u64 {
    Dir::ALL.iter().fold(0, |acc, &d| {
        acc | (shift(us, d, mask) & them & shift(empty, d.opposite(), mask))
    })
}

/// The pieces of `us` that can jump now.
#[inline(always)]
pub(crate) fn jumpers(us: u64, them: u64, empty: u64, mask: u64) -> u64 {
    Dir::ALL.iter().fold(0, |acc, &d| {
        let over = shift(us, d, mask) & them & shift(empty, d.opposite(), mask);
        acc | shift(over, d.opposite(), mask)
    })
}

/// The number of steps the pieces of `us` have: (piece, direction) pairs with an empty square.
#[inline(always)]
pub(crate) fn step_count(us: u64, empty: u64, mask: u64) -> u32 {
    Dir::ALL
        .iter()
        .map(|&d| (shift(us, d, mask) & empty).count_ones())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    // 5×6 board mask: six files on five ranks.
    const MASK: u64 = 0x3f | 0x3f << 8 | 0x3f << 16 | 0x3f << 24 | 0x3f << 32;

    #[test]
    fn victims_need_an_empty_square_behind() {
        let us = 1 << 0; // a1
        let them = 1 << 1; // b1
        let empty = MASK & !(us | them);
        assert_eq!(victims(us, them, empty, MASK), them);
        assert_eq!(jumpers(us, them, empty, MASK), us);
        // c1 filled: nothing to jump.
        assert_eq!(victims(us, them, empty & !(1 << 2), MASK), 0);
        // f1 cannot jump west-to-east off the board.
        assert_eq!(victims(1 << 4, 1 << 5, MASK & !(3 << 4), MASK), 0);
    }
}
