use std::fmt;
use std::str::FromStr;

/// The largest board side: files `a`..=`h`, ranks `1`..=`8`.
pub const MAX_SIDE: u8 = 8;

/// A square of the board, independent of the board's size.
///
/// Squares are numbered `rank * 8 + file` (both from 0), so that a square keeps its index on every
/// board size and one `u64` holds an 8×8 board. `a1` is 0, `b1` is 1, `a2` is 8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at `file` and `rank` (both from 0), if both are below 8.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < MAX_SIDE && rank < MAX_SIDE {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square with bit index `index` (0..64).
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    #[inline]
    pub(crate) const fn from_index_unchecked(index: u32) -> Square {
        Square(index as u8)
    }

    /// Bit index: `rank * 8 + file`.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Column from the left, from 0 (`a` is 0).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// Row from the bottom, from 0 (rank `1` is 0).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The single-bit board of this square.
    #[inline]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// A string that is not a square name such as `c3`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a square: expected a file a-h and a rank 1-8, like c3",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let bytes = s.as_bytes();
        if bytes.len() == 2
            && (b'a'..=b'h').contains(&bytes[0])
            && (b'1'..=b'8').contains(&bytes[1])
        {
            Ok(Square((bytes[1] - b'1') * 8 + (bytes[0] - b'a')))
        } else {
            Err(ParseSquareError(s.to_owned()))
        }
    }
}
