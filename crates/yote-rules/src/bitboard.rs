//! Board-wide bit operations. Bit `rank * 8 + file` is a square, so a `u64` holds up to 8×8.

/// Every square of file `a`.
const FILE_A: u64 = 0x0101_0101_0101_0101;
/// Every square of file `h`.
const FILE_H: u64 = FILE_A << 7;

/// The four orthogonal directions, in the order the generator tries them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Dir {
    North = 0,
    East = 1,
    South = 2,
    West = 3,
}

impl Dir {
    pub(crate) const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

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
pub(crate) const fn board_mask(rows: u8, columns: u8) -> u64 {
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
pub(crate) fn shift(b: u64, dir: Dir, mask: u64) -> u64 {
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
pub(crate) fn bits(mut b: u64) -> impl Iterator<Item = u32> {
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
