//! The position notation, parsed into an unchecked [`Setup`].
//!
//! `<board> <side to move: w|b> <white hand> <black hand> <plies since last capture>`, e.g. the
//! standard start `6/6/6/6/6 w 12 12 0`.

use std::fmt;
use std::str::FromStr;

use crate::color::Color;
use crate::square::MAX_SIDE;

/// A position as written, not yet checked against any rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Setup {
    pub rows: u8,
    pub columns: u8,
    /// White's pieces on the board (bit `rank * 8 + file`).
    pub white: u64,
    /// Black's pieces on the board.
    pub black: u64,
    pub side_to_move: Color,
    pub white_hand: u8,
    pub black_hand: u8,
    /// Consecutive plies without a capture.
    pub plies_since_capture: u16,
}

/// What is wrong with a position string: one variant per field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseSetupError {
    /// Not five fields separated by single spaces.
    Fields { found: usize },
    /// The board field.
    Board(BoardError),
    /// The side-to-move field.
    SideToMove(String),
    /// A hand field.
    Hand { color: Color, value: String },
    /// The plies-since-capture field.
    Plies(String),
}

/// What is wrong with the board field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// More than 8 ranks.
    TooManyRanks(usize),
    /// A rank (counted from the top, as written) describes no square.
    EmptyRank { rank: usize },
    /// A character that is not `W`, `B` or a digit 1–8.
    BadChar { rank: usize, ch: char },
    /// Two digits in a row (write their sum).
    AdjacentDigits { rank: usize },
    /// A rank of more than 8 squares.
    TooWide { rank: usize },
    /// A rank whose width differs from the first rank's.
    UnevenRank {
        rank: usize,
        width: u8,
        expected: u8,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::TooManyRanks(n) => write!(f, "{n} ranks: a board has at most 8"),
            BoardError::EmptyRank { rank } => write!(f, "rank {rank} from the top is empty"),
            BoardError::BadChar { rank, ch } => write!(
                f,
                "rank {rank} from the top has '{ch}': expected W, B or a digit 1-8"
            ),
            BoardError::AdjacentDigits { rank } => write!(
                f,
                "rank {rank} from the top has two digits in a row: write their sum (6, not 33)"
            ),
            BoardError::TooWide { rank } => {
                write!(f, "rank {rank} from the top has more than 8 squares")
            }
            BoardError::UnevenRank {
                rank,
                width,
                expected,
            } => write!(
                f,
                "rank {rank} from the top has {width} squares, the first has {expected}"
            ),
        }
    }
}

impl fmt::Display for ParseSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSetupError::Fields { found } => write!(
                f,
                "a position has 5 fields separated by single spaces (board, side, white hand, black hand, plies since capture), found {found}"
            ),
            ParseSetupError::Board(e) => write!(f, "bad board field: {e}"),
            ParseSetupError::SideToMove(s) => {
                write!(f, "bad side-to-move field '{s}': expected w or b")
            }
            ParseSetupError::Hand { color, value } => write!(
                f,
                "bad {color} hand field '{value}': expected a number of pieces from 0 to 16"
            ),
            ParseSetupError::Plies(s) => write!(
                f,
                "bad plies-since-capture field '{s}': expected a number from 0 to 65535"
            ),
        }
    }
}

impl std::error::Error for ParseSetupError {}

fn parse_board(field: &str) -> Result<(u8, u8, u64, u64), BoardError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() > usize::from(MAX_SIDE) {
        return Err(BoardError::TooManyRanks(ranks.len()));
    }
    let rows = ranks.len() as u8;
    let (mut white, mut black) = (0u64, 0u64);
    let mut columns = 0u8;
    for (i, text) in ranks.iter().enumerate() {
        let rank = i + 1;
        // Ranks are written from the top, so the first one written has the highest index.
        let row = rows - 1 - i as u8;
        let mut file = 0u8;
        let mut last_digit = false;
        for ch in text.chars() {
            match ch {
                '1'..='8' => {
                    if last_digit {
                        return Err(BoardError::AdjacentDigits { rank });
                    }
                    last_digit = true;
                    file += ch as u8 - b'0';
                }
                'W' | 'B' => {
                    last_digit = false;
                    if file < MAX_SIDE {
                        let bit = 1u64 << (row * 8 + file);
                        if ch == 'W' {
                            white |= bit;
                        } else {
                            black |= bit;
                        }
                    }
                    file += 1;
                }
                _ => return Err(BoardError::BadChar { rank, ch }),
            }
            if file > MAX_SIDE {
                return Err(BoardError::TooWide { rank });
            }
        }
        if file == 0 {
            return Err(BoardError::EmptyRank { rank });
        }
        if i == 0 {
            columns = file;
        } else if file != columns {
            return Err(BoardError::UnevenRank {
                rank,
                width: file,
                expected: columns,
            });
        }
    }
    Ok((rows, columns, white, black))
}

/// A number in digits only, without leading zeros (so that every position has one spelling).
fn parse_count<T: FromStr>(s: &str) -> Option<T> {
    let canonical = s == "0" || !s.starts_with('0');
    (canonical && !s.is_empty() && s.len() <= 5 && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()
}

impl FromStr for Setup {
    type Err = ParseSetupError;

    fn from_str(s: &str) -> Result<Setup, ParseSetupError> {
        let fields: Vec<&str> = s.split(' ').collect();
        if fields.len() != 5 || fields.iter().any(|f| f.is_empty()) {
            return Err(ParseSetupError::Fields {
                found: fields.len(),
            });
        }
        let (rows, columns, white, black) =
            parse_board(fields[0]).map_err(ParseSetupError::Board)?;
        let side_to_move = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(ParseSetupError::SideToMove(other.to_owned())),
        };
        let hand = |color: Color, value: &str| {
            parse_count::<u8>(value)
                .filter(|&n| n <= 16)
                .ok_or_else(|| ParseSetupError::Hand {
                    color,
                    value: value.to_owned(),
                })
        };
        let white_hand = hand(Color::White, fields[2])?;
        let black_hand = hand(Color::Black, fields[3])?;
        let plies_since_capture = parse_count::<u16>(fields[4])
            .ok_or_else(|| ParseSetupError::Plies(fields[4].to_owned()))?;
        Ok(Setup {
            rows,
            columns,
            white,
            black,
            side_to_move,
            white_hand,
            black_hand,
            plies_since_capture,
        })
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.rows).rev() {
            let mut empty = 0;
            for file in 0..self.columns {
                let bit = 1u64 << (row * 8 + file);
                let ch = if self.white & bit != 0 {
                    'W'
                } else if self.black & bit != 0 {
                    'B'
                } else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                write!(f, "{ch}")?;
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if row > 0 {
                f.write_str("/")?;
            }
        }
        write!(
            f,
            " {} {} {} {}",
            self.side_to_move.letter(),
            self.white_hand,
            self.black_hand,
            self.plies_since_capture
        )
    }
}
