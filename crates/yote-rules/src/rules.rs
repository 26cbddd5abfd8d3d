//! The table's rule options, the named presets and the rules string.

use std::fmt;
use std::str::FromStr;

use crate::bitboard;

/// When a player may step: any turn, or only once their hand is empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Placement {
    /// Any turn may place, step or jump.
    Free,
    /// While a player has pieces in hand they may only place or jump.
    HandFirst,
}

/// Where the second captured piece comes from after a jump.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SecondRemoval {
    /// Any other enemy piece on the board; none when there is none.
    Board,
    /// Any other enemy piece on the board or one from the enemy's hand.
    BoardOrHand,
    /// From the board; from the hand only when no other enemy piece is on the board.
    BoardThenHand,
}

/// What happens to a player with no legal action on their turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Blocked {
    /// The blocked player loses.
    Loses,
    /// The blocked player passes; if both are blocked, more pieces on the board wins.
    MostOnBoard,
}

/// The rule options as plain, unchecked data. Turn them into [`Rules`] with [`Rules::new`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Options {
    pub rows: u8,
    pub columns: u8,
    pub pieces: u8,
    pub placement: Placement,
    pub second_removal: SecondRemoval,
    pub second_removal_optional: bool,
    pub chain_jumps: bool,
    pub win_at: u8,
    pub blocked: Blocked,
    /// Draw after this many consecutive plies without a capture.
    pub no_capture_draw: Option<u16>,
    /// Draw when both counts are at most this and neither side can jump.
    pub few_pieces_draw: Option<u8>,
}

/// A named rule set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Preset {
    Standard,
    HandCapture,
    SixBySix,
    Bodogemu,
    Beart,
}

impl Preset {
    /// Every preset, in the order of the rules reference.
    pub const ALL: [Preset; 5] = [
        Preset::Standard,
        Preset::HandCapture,
        Preset::SixBySix,
        Preset::Bodogemu,
        Preset::Beart,
    ];

    /// The name used in rules strings, URLs and records.
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Standard => "standard",
            Preset::HandCapture => "hand-capture",
            Preset::SixBySix => "six-by-six",
            Preset::Bodogemu => "bodogemu",
            Preset::Beart => "beart",
        }
    }

    /// The preset with this name.
    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The preset's options.
    pub const fn options(self) -> Options {
        let standard = Options {
            rows: 5,
            columns: 6,
            pieces: 12,
            placement: Placement::Free,
            second_removal: SecondRemoval::Board,
            second_removal_optional: false,
            chain_jumps: false,
            win_at: 1,
            blocked: Blocked::Loses,
            no_capture_draw: Some(120),
            few_pieces_draw: None,
        };
        match self {
            Preset::Standard => standard,
            Preset::HandCapture => Options {
                second_removal: SecondRemoval::BoardOrHand,
                ..standard
            },
            Preset::SixBySix => Options {
                rows: 6,
                ..standard
            },
            Preset::Bodogemu => Options {
                second_removal_optional: true,
                chain_jumps: true,
                win_at: 0,
                blocked: Blocked::MostOnBoard,
                few_pieces_draw: Some(3),
                ..standard
            },
            Preset::Beart => Options {
                rows: 5,
                columns: 5,
                placement: Placement::HandFirst,
                second_removal: SecondRemoval::BoardOrHand,
                win_at: 0,
                ..standard
            },
        }
    }

    /// The preset's rules (presets are always valid).
    pub fn rules(self) -> Rules {
        Rules::new(self.options()).expect("presets are valid")
    }
}

/// The names of the options, in the order of the rules reference (and of printed rules strings).
pub const OPTION_NAMES: [&str; 11] = [
    "rows",
    "columns",
    "pieces",
    "placement",
    "second_removal",
    "second_removal_optional",
    "chain_jumps",
    "win_at",
    "blocked",
    "no_capture_draw",
    "few_pieces_draw",
];

/// Validated rule options, with the tables the move generator reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    options: Options,
    /// One bit per square of the board (bit `rank * 8 + file`).
    board_mask: u64,
}

/// What is wrong with a rules string or a set of options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesError {
    /// The string was empty.
    Empty,
    /// The first part is not a preset name.
    UnknownPreset(String),
    /// An override is not of the form `name=value`.
    MissingValue(String),
    /// An override names no option.
    UnknownOption(String),
    /// An option's value is not one it takes.
    BadValue {
        option: &'static str,
        value: String,
        expected: &'static str,
    },
    /// The same option is overridden twice.
    Repeated(&'static str),
    /// `2 × pieces` exceeds the number of squares.
    TooManyPieces { pieces: u8, rows: u8, columns: u8 },
    /// `win_at` must be below `pieces`.
    WinAtTooHigh { win_at: u8, pieces: u8 },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Empty => {
                f.write_str("empty rules string: expected a preset name such as 'standard'")
            }
            RulesError::UnknownPreset(name) => write!(
                f,
                "unknown preset '{name}': expected one of standard, hand-capture, six-by-six, bodogemu, beart"
            ),
            RulesError::MissingValue(part) => {
                write!(
                    f,
                    "'{part}' has no value: expected option=value, like win_at=0"
                )
            }
            RulesError::UnknownOption(name) => write!(
                f,
                "unknown option '{name}': expected one of {}",
                OPTION_NAMES.join(", ")
            ),
            RulesError::BadValue {
                option,
                value,
                expected,
            } => {
                write!(f, "bad value '{value}' for {option}: expected {expected}")
            }
            RulesError::Repeated(option) => write!(f, "option {option} is given twice"),
            RulesError::TooManyPieces {
                pieces,
                rows,
                columns,
            } => write!(
                f,
                "pieces={pieces} is too many for a {rows}×{columns} board: 2 × pieces must be at most {}",
                u16::from(*rows) * u16::from(*columns)
            ),
            RulesError::WinAtTooHigh { win_at, pieces } => {
                write!(f, "win_at={win_at} must be below pieces ({pieces})")
            }
        }
    }
}

impl std::error::Error for RulesError {}

const NO_CAPTURE_MAX: u16 = 9999;

impl Rules {
    /// Checks `options` and builds the rules.
    pub fn new(options: Options) -> Result<Rules, RulesError> {
        let bad =
            |option: &'static str, value: String, expected: &'static str| RulesError::BadValue {
                option,
                value,
                expected,
            };
        if !(3..=8).contains(&options.rows) {
            return Err(bad(
                "rows",
                options.rows.to_string(),
                "a number from 3 to 8",
            ));
        }
        if !(3..=8).contains(&options.columns) {
            return Err(bad(
                "columns",
                options.columns.to_string(),
                "a number from 3 to 8",
            ));
        }
        if !(1..=16).contains(&options.pieces) {
            return Err(bad(
                "pieces",
                options.pieces.to_string(),
                "a number from 1 to 16",
            ));
        }
        if let Some(n) = options.no_capture_draw
            && !(1..=NO_CAPTURE_MAX).contains(&n)
        {
            return Err(bad(
                "no_capture_draw",
                n.to_string(),
                "off or a number of plies from 1 to 9999",
            ));
        }
        if let Some(k) = options.few_pieces_draw
            && !(1..=16).contains(&k)
        {
            return Err(bad(
                "few_pieces_draw",
                k.to_string(),
                "off or a number from 1 to 16",
            ));
        }
        if 2 * u16::from(options.pieces) > u16::from(options.rows) * u16::from(options.columns) {
            return Err(RulesError::TooManyPieces {
                pieces: options.pieces,
                rows: options.rows,
                columns: options.columns,
            });
        }
        if options.win_at >= options.pieces {
            return Err(RulesError::WinAtTooHigh {
                win_at: options.win_at,
                pieces: options.pieces,
            });
        }
        Ok(Rules {
            options,
            board_mask: bitboard::board_mask(options.rows, options.columns),
        })
    }

    /// The standard game: 5×6, 12 pieces, second piece from the board.
    pub fn standard() -> Rules {
        Preset::Standard.rules()
    }

    /// The options these rules were built from.
    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn rows(&self) -> u8 {
        self.options.rows
    }

    pub fn columns(&self) -> u8 {
        self.options.columns
    }

    pub fn pieces(&self) -> u8 {
        self.options.pieces
    }

    /// One bit per square of the board.
    #[inline]
    pub fn board_mask(&self) -> u64 {
        self.board_mask
    }

    /// The shortest rules string naming every option: the preset with the fewest overrides.
    pub fn to_rules_string(&self) -> String {
        let mut best: Option<String> = None;
        for preset in Preset::ALL {
            let s = write_overrides(preset, &preset.options(), &self.options, false);
            if best.as_ref().is_none_or(|b| s.len() < b.len()) {
                best = Some(s);
            }
        }
        best.expect("there are presets")
    }

    /// The rules string that spells out every option (for records).
    pub fn to_full_string(&self) -> String {
        write_overrides(
            Preset::Standard,
            &Preset::Standard.options(),
            &self.options,
            true,
        )
    }

    /// The preset these rules equal, if any.
    pub fn preset(&self) -> Option<Preset> {
        Preset::ALL
            .into_iter()
            .find(|p| p.options() == self.options)
    }
}

impl Options {
    /// Every option's value as written in a rules string, in [`OPTION_NAMES`] order.
    pub fn values(&self) -> [String; 11] {
        option_values(self)
    }
}

fn option_values(o: &Options) -> [String; 11] {
    let word = |b: bool| if b { "true" } else { "false" }.to_owned();
    [
        o.rows.to_string(),
        o.columns.to_string(),
        o.pieces.to_string(),
        match o.placement {
            Placement::Free => "free",
            Placement::HandFirst => "hand-first",
        }
        .to_owned(),
        match o.second_removal {
            SecondRemoval::Board => "board",
            SecondRemoval::BoardOrHand => "board-or-hand",
            SecondRemoval::BoardThenHand => "board-then-hand",
        }
        .to_owned(),
        word(o.second_removal_optional),
        word(o.chain_jumps),
        o.win_at.to_string(),
        match o.blocked {
            Blocked::Loses => "loses",
            Blocked::MostOnBoard => "most-on-board",
        }
        .to_owned(),
        o.no_capture_draw
            .map_or("off".to_owned(), |n| n.to_string()),
        o.few_pieces_draw
            .map_or("off".to_owned(), |k| k.to_string()),
    ]
}

fn write_overrides(preset: Preset, base: &Options, options: &Options, all: bool) -> String {
    let mut s = preset.name().to_owned();
    let base = option_values(base);
    let values = option_values(options);
    for ((name, b), v) in OPTION_NAMES.iter().zip(&base).zip(&values) {
        if all || b != v {
            s.push(',');
            s.push_str(name);
            s.push('=');
            s.push_str(v);
        }
    }
    s
}

fn parse_number<T: FromStr>(
    option: &'static str,
    value: &str,
    expected: &'static str,
) -> Result<T, RulesError> {
    // Digits only: no sign, no spaces.
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(RulesError::BadValue {
            option,
            value: value.to_owned(),
            expected,
        });
    }
    value.parse().map_err(|_| RulesError::BadValue {
        option,
        value: value.to_owned(),
        expected,
    })
}

fn parse_word<T: Copy>(
    option: &'static str,
    value: &str,
    words: &[(&str, T)],
    expected: &'static str,
) -> Result<T, RulesError> {
    words
        .iter()
        .find(|(w, _)| *w == value)
        .map(|(_, t)| *t)
        .ok_or_else(|| RulesError::BadValue {
            option,
            value: value.to_owned(),
            expected,
        })
}

fn apply_override(o: &mut Options, name: &'static str, value: &str) -> Result<(), RulesError> {
    const BOOL: &str = "true or false";
    let bools = [("true", true), ("false", false)];
    match name {
        "rows" => o.rows = parse_number(name, value, "a number from 3 to 8")?,
        "columns" => o.columns = parse_number(name, value, "a number from 3 to 8")?,
        "pieces" => o.pieces = parse_number(name, value, "a number from 1 to 16")?,
        "placement" => {
            o.placement = parse_word(
                name,
                value,
                &[
                    ("free", Placement::Free),
                    ("hand-first", Placement::HandFirst),
                ],
                "free or hand-first",
            )?
        }
        "second_removal" => {
            o.second_removal = parse_word(
                name,
                value,
                &[
                    ("board", SecondRemoval::Board),
                    ("board-or-hand", SecondRemoval::BoardOrHand),
                    ("board-then-hand", SecondRemoval::BoardThenHand),
                ],
                "board, board-or-hand or board-then-hand",
            )?
        }
        "second_removal_optional" => {
            o.second_removal_optional = parse_word(name, value, &bools, BOOL)?
        }
        "chain_jumps" => o.chain_jumps = parse_word(name, value, &bools, BOOL)?,
        "win_at" => o.win_at = parse_number(name, value, "a number from 0 to pieces-1")?,
        "blocked" => {
            o.blocked = parse_word(
                name,
                value,
                &[
                    ("loses", Blocked::Loses),
                    ("most-on-board", Blocked::MostOnBoard),
                ],
                "loses or most-on-board",
            )?
        }
        "no_capture_draw" => {
            o.no_capture_draw = if value == "off" {
                None
            } else {
                Some(parse_number(
                    name,
                    value,
                    "off or a number of plies from 1 to 9999",
                )?)
            }
        }
        "few_pieces_draw" => {
            o.few_pieces_draw = if value == "off" {
                None
            } else {
                Some(parse_number(name, value, "off or a number from 1 to 16")?)
            }
        }
        _ => unreachable!("option names come from OPTION_NAMES"),
    }
    Ok(())
}

impl FromStr for Rules {
    type Err = RulesError;

    /// Parses `preset[,option=value]…`.
    fn from_str(s: &str) -> Result<Rules, RulesError> {
        if s.is_empty() {
            return Err(RulesError::Empty);
        }
        let mut parts = s.split(',');
        let preset_name = parts.next().unwrap_or_default();
        let preset = Preset::from_name(preset_name)
            .ok_or_else(|| RulesError::UnknownPreset(preset_name.to_owned()))?;
        let mut options = preset.options();
        let mut seen = [false; OPTION_NAMES.len()];
        for part in parts {
            let (name, value) = part
                .split_once('=')
                .ok_or_else(|| RulesError::MissingValue(part.to_owned()))?;
            let index = OPTION_NAMES
                .iter()
                .position(|n| *n == name)
                .ok_or_else(|| RulesError::UnknownOption(name.to_owned()))?;
            let name = OPTION_NAMES[index];
            if std::mem::replace(&mut seen[index], true) {
                return Err(RulesError::Repeated(name));
            }
            apply_override(&mut options, name, value)?;
        }
        Rules::new(options)
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_rules_string())
    }
}
