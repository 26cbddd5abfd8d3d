//! Actions and their notation: `@c3`, `c3-c4`, `c3xc5xe5/e2`, `c3xc5/h`, `--`.

use std::fmt;
use std::str::FromStr;

use crate::bitboard::Dir;
use crate::square::Square;

/// The most jumps one chain can hold: each captures one of at most 16 enemy pieces.
pub const MAX_JUMPS: u8 = 16;

/// Where the second captured piece of a jump comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Removal {
    /// No second piece: none was available, or it was declined where that is allowed.
    None,
    /// An enemy piece on this square.
    Board(Square),
    /// One piece from the enemy's hand.
    Hand,
}

/// What kind of action this is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ActionKind {
    Place,
    Step,
    Jump,
    Pass,
}

const REMOVAL_NONE: u8 = 0xff;
const REMOVAL_HAND: u8 = 0xfe;

/// One turn: a place, a step, a jump (or chain of jumps) with its second removal, or a pass.
///
/// A small `Copy` value. A chain is stored as its start square and one direction (2 bits) per
/// jump, so the jumped and landing squares follow from it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Action {
    kind: ActionKind,
    from: u8,
    to: u8,
    jumps: u8,
    removal: u8,
    /// Jump `i` goes in direction `(dirs >> 2i) & 3`.
    dirs: u32,
}

impl Action {
    /// The pass, `--`: the only action of a blocked player under `blocked=most-on-board`.
    pub const PASS: Action = Action {
        kind: ActionKind::Pass,
        from: 0,
        to: 0,
        jumps: 0,
        removal: REMOVAL_NONE,
        dirs: 0,
    };

    /// Put a piece from the hand on `to`.
    pub const fn place(to: Square) -> Action {
        Action {
            kind: ActionKind::Place,
            to: to.index(),
            ..Action::PASS
        }
    }

    /// Move the piece on `from` to `to`.
    pub const fn step(from: Square, to: Square) -> Action {
        Action {
            kind: ActionKind::Step,
            from: from.index(),
            to: to.index(),
            ..Action::PASS
        }
    }

    /// A jump from `from` through `landings` (one square per jump, each two squares away in a
    /// straight line), then `removal`. `None` if a landing is not two squares from the last one,
    /// or if there are no landings or more than [`MAX_JUMPS`].
    pub fn jump(from: Square, landings: &[Square], removal: Removal) -> Option<Action> {
        if landings.is_empty() || landings.len() > usize::from(MAX_JUMPS) {
            return None;
        }
        let mut dirs = 0u32;
        let mut at = from;
        for (i, &land) in landings.iter().enumerate() {
            let dir = jump_dir(at, land)?;
            dirs |= (dir as u32) << (2 * i);
            at = land;
        }
        Some(Action {
            kind: ActionKind::Jump,
            from: from.index(),
            to: at.index(),
            jumps: landings.len() as u8,
            removal: encode_removal(removal),
            dirs,
        })
    }

    /// Builds a jump from already checked parts (the generator's path).
    #[inline]
    pub(crate) fn jump_unchecked(from: u32, to: u32, jumps: u8, dirs: u32, removal: u8) -> Action {
        Action {
            kind: ActionKind::Jump,
            from: from as u8,
            to: to as u8,
            jumps,
            removal,
            dirs,
        }
    }

    pub const fn kind(self) -> ActionKind {
        self.kind
    }

    /// The square a step or jump starts from.
    pub fn from(self) -> Option<Square> {
        matches!(self.kind, ActionKind::Step | ActionKind::Jump)
            .then(|| Square::from_index_unchecked(self.from.into()))
    }

    /// The square a place fills or where a step or jump (chain) ends.
    pub fn to(self) -> Option<Square> {
        (self.kind != ActionKind::Pass).then(|| Square::from_index_unchecked(self.to.into()))
    }

    /// True for a jump.
    pub const fn is_capture(self) -> bool {
        matches!(self.kind, ActionKind::Jump)
    }

    /// The number of jumps (0 unless a jump).
    pub const fn jump_count(self) -> u8 {
        self.jumps
    }

    /// The second removal of a jump (`Removal::None` for other actions).
    pub fn removal(self) -> Removal {
        decode_removal(self.removal)
    }

    /// The same action with another second removal (a jump's other choices).
    pub fn with_removal(self, removal: Removal) -> Action {
        Action {
            removal: encode_removal(removal),
            ..self
        }
    }

    #[inline]
    pub(crate) fn raw_removal(self) -> u8 {
        self.removal
    }

    #[inline]
    pub(crate) fn raw_from(self) -> u8 {
        self.from
    }

    #[inline]
    pub(crate) fn raw_to(self) -> u8 {
        self.to
    }

    /// The squares a jump lands on, in order (the last one is [`Action::to`]).
    pub fn landings(self) -> impl Iterator<Item = Square> {
        self.path().map(|(_, land)| land)
    }

    /// The squares of the pieces jumped over, in order.
    pub fn jumped(self) -> impl Iterator<Item = Square> {
        self.path().map(|(over, _)| over)
    }

    /// `(jumped, landing)` for each jump of the chain.
    fn path(self) -> impl Iterator<Item = (Square, Square)> {
        let mut at = i16::from(self.from);
        (0..self.jumps).map(move |i| {
            let d = i16::from(Dir::from_bits(self.dirs >> (2 * i)).offset());
            let over = at + d;
            at = over + d;
            (
                Square::from_index_unchecked(over as u32),
                Square::from_index_unchecked(at as u32),
            )
        })
    }

    /// Bitboard of the jumped squares.
    #[inline]
    pub(crate) fn jumped_mask(self) -> u64 {
        let mut at = i32::from(self.from);
        let mut mask = 0;
        for i in 0..self.jumps {
            let d = i32::from(Dir::from_bits(self.dirs >> (2 * i)).offset());
            mask |= 1u64 << (at + d);
            at += 2 * d;
        }
        mask
    }
}

/// The direction of a jump from `a` to `b`, if `b` is two squares away in a straight line.
fn jump_dir(a: Square, b: Square) -> Option<Dir> {
    let (af, ar, bf, br) = (
        a.file() as i8,
        a.rank() as i8,
        b.file() as i8,
        b.rank() as i8,
    );
    match (bf - af, br - ar) {
        (0, 2) => Some(Dir::North),
        (2, 0) => Some(Dir::East),
        (0, -2) => Some(Dir::South),
        (-2, 0) => Some(Dir::West),
        _ => None,
    }
}

pub(crate) const fn removal_board(index: u32) -> u8 {
    index as u8
}
pub(crate) const RAW_REMOVAL_NONE: u8 = REMOVAL_NONE;
pub(crate) const RAW_REMOVAL_HAND: u8 = REMOVAL_HAND;

fn encode_removal(removal: Removal) -> u8 {
    match removal {
        Removal::None => REMOVAL_NONE,
        Removal::Hand => REMOVAL_HAND,
        Removal::Board(sq) => sq.index(),
    }
}

fn decode_removal(raw: u8) -> Removal {
    match raw {
        REMOVAL_NONE => Removal::None,
        REMOVAL_HAND => Removal::Hand,
        sq => Removal::Board(Square::from_index_unchecked(sq.into())),
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ActionKind::Pass => f.write_str("--"),
            ActionKind::Place => write!(f, "@{}", Square::from_index_unchecked(self.to.into())),
            ActionKind::Step => write!(
                f,
                "{}-{}",
                Square::from_index_unchecked(self.from.into()),
                Square::from_index_unchecked(self.to.into())
            ),
            ActionKind::Jump => {
                write!(f, "{}", Square::from_index_unchecked(self.from.into()))?;
                for land in self.landings() {
                    write!(f, "x{land}")?;
                }
                match self.removal() {
                    Removal::None => Ok(()),
                    Removal::Hand => f.write_str("/h"),
                    Removal::Board(sq) => write!(f, "/{sq}"),
                }
            }
        }
    }
}

impl fmt::Debug for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Action({self})")
    }
}

/// Text that is not an action in the notation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseActionError {
    pub text: String,
    pub problem: &'static str,
}

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not an action: {}", self.text, self.problem)
    }
}

impl std::error::Error for ParseActionError {}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        let err = |problem| ParseActionError {
            text: s.to_owned(),
            problem,
        };
        const FORMS: &str = "expected @c3 (place), c3-c4 (step), c3xc5 or c3xc5xe5 (jump, then /e2 or /h for the second removal) or -- (pass)";
        if s == "--" {
            return Ok(Action::PASS);
        }
        if let Some(rest) = s.strip_prefix('@') {
            let to: Square = rest
                .parse()
                .map_err(|_| err("the square after @ is not a square like c3"))?;
            return Ok(Action::place(to));
        }
        if let Some((a, b)) = s.split_once('-') {
            let from: Square = a
                .parse()
                .map_err(|_| err("the square before - is not a square like c3"))?;
            let to: Square = b
                .parse()
                .map_err(|_| err("the square after - is not a square like c4"))?;
            return Ok(Action::step(from, to));
        }
        if !s.contains('x') {
            return Err(err(FORMS));
        }
        let (path, removal) = match s.split_once('/') {
            None => (s, Removal::None),
            Some((path, "h")) => (path, Removal::Hand),
            Some((path, sq)) => (
                path,
                Removal::Board(sq.parse().map_err(|_| {
                    err("the second removal after / must be a square like e2 or h for the hand")
                })?),
            ),
        };
        let mut squares = path.split('x');
        let from: Square = squares
            .next()
            .unwrap_or_default()
            .parse()
            .map_err(|_| err("the jump does not start with a square like c3"))?;
        let mut landings = Vec::new();
        for part in squares {
            landings.push(
                part.parse::<Square>()
                    .map_err(|_| err("each x must be followed by a landing square like c5"))?,
            );
        }
        if landings.len() > usize::from(MAX_JUMPS) {
            return Err(err("a chain has at most 16 jumps"));
        }
        Action::jump(from, &landings, removal).ok_or_else(|| {
            err("each jump lands two squares away in a straight line (c3xc5, c3xe3)")
        })
    }
}
