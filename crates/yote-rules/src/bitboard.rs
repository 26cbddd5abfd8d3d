//! Board-wide bit operations. Bit `rank * 8 + file` is a square, so a `u64` holds up to 8×8;
//! [`Position::board`](crate::Position::board) and [`Rules::board_mask`](crate::Rules::board_mask)
//! give boards in this layout. The move generator is built on these, and so can a program that
//! looks at positions (the computer player's evaluation does).

/// Every square of file `a`.
const FILE_A: u64 = 0x0101_0101_0101_0101;
/// Every square of file `h`.
const FILE_H: u64 = FILE_A << 7;

/// The four orthogonal directions, in the order the generator tries them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Dir {
    North = 0,
    East = 1,
    South = 2,
    West = 3,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// The direction straight back.
    pub const fn opposite(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::East => Dir::West,
            Dir::South => Dir::North,
            Dir::West => Dir::East,
        }
    }

    pub(crate) const fn from_bits(bits: u32) -> Dir {
        match bits & 3 {
            0 => Dir::North,
            1 => Dir::East,
            2 => Dir::South,
            _ => Dir::West,
        }
    }

    /// The change of square index one step this way.
    pub(crate) const fn offset(self) -> i8 {
        match self {
            Dir::North => 8,
            Dir::East => 1,
            Dir::South => -8,
            Dir::West => -1,
        }
    }
}

/// The squares of a `rows × columns` board.
pub const fn board_mask(rows: u8, columns: u8) -> u64 {
    let rank: u64 = (1 << columns) - 1;
    let mut mask = 0;
    let mut r = 0;
    while r < rows {
        mask |= rank << (8 * r);
        r += 1;
    }
    mask
}

/// Every square of `b` moved one square in `dir`, dropping those that leave the board `mask`.
#[inline(always)]
pub fn shift(b: u64, dir: Dir, mask: u64) -> u64 {
    match dir {
        Dir::North => (b << 8) & mask,
        // Moving down never leaves the columns of the board, nor enters a row that is not on it.
        Dir::South => b >> 8,
        // A square of the last file would wrap onto file a of the next rank.
        Dir::East => (b << 1) & mask & !FILE_A,
        // A square of file a would wrap onto file h of the rank below.
        Dir::West => (b >> 1) & mask & !FILE_H,
    }
}

/// Iterates over the set bits of `b`, lowest first.
#[inline]
pub fn bits(mut b: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if b == 0 {
            None
        } else {
            let i = b.trailing_zeros();
            b &= b - 1; // clears the lowest set bit
            Some(i)
        }
    })
}

/// The squares next to some square of `b` (up, down, left, right).
#[inline(always)]
pub fn neighbours(b: u64, mask: u64) -> u64 {
    Dir::ALL.iter().fold(0, |acc, &d| acc | shift(b, d, mask))
}

/// The pieces of `them` that a piece of `us` can jump now: an enemy next to one of ours with an
/// empty square straight behind it.
#[inline(always)]
pub fn victims(us: u64, them: u64, empty: u64, mask: u64) -> u64 {
    Dir::ALL.iter().fold(0, |acc, &d| {
        acc | (shift(us, d, mask) & them & shift(empty, d.opposite(), mask))
    })
}

/// The pieces of `us` that can jump now.
#[inline(always)]
pub fn jumpers(us: u64, them: u64, empty: u64, mask: u64) -> u64 {
    Dir::ALL.iter().fold(0, |acc, &d| {
        let over = shift(us, d, mask) & them & shift(empty, d.opposite(), mask);
        acc | shift(over, d.opposite(), mask)
    })
}

/// The number of steps the pieces of `us` have: (piece, direction) pairs with an empty square.
#[inline(always)]
pub fn step_count(us: u64, empty: u64, mask: u64) -> u32 {
    Dir::ALL
        .iter()
        .map(|&d| (shift(us, d, mask) & empty).count_ones())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    const MASK: u64 = board_mask(5, 6);

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

    #[test]
    fn shifts_never_wrap_or_leave_the_board() {
        // a1 and f5, the corners of 5×6.
        let corners = 1 | 1 << (4 * 8 + 5);
        assert_eq!(shift(corners, Dir::West, MASK), 1 << (4 * 8 + 4));
        assert_eq!(shift(corners, Dir::East, MASK), 1 << 1);
        assert_eq!(shift(corners, Dir::North, MASK), 1 << 8);
        assert_eq!(shift(corners, Dir::South, MASK), 1 << (3 * 8 + 5));
        assert_eq!(neighbours(1, MASK), 1 << 1 | 1 << 8);
        assert_eq!(step_count(1, MASK & !1, MASK), 2);
        assert_eq!(bits(corners).collect::<Vec<_>>(), vec![0, 37]);
    }
}
