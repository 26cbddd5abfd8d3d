//! Errors as data: a stable code and named details for each error of the crate, so that a
//! program (the site, in any language) can say what went wrong without parsing the English
//! `Display` text, which stays as it is for the command line.

use crate::action::ParseActionError;
use crate::game::GameError;
use crate::position::IllegalReason;
use crate::rules::{OPTION_NAMES, RulesError};

/// The value of one named detail of an error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Detail {
    Number(i64),
    Text(String),
}

impl From<u8> for Detail {
    fn from(n: u8) -> Detail {
        Detail::Number(n.into())
    }
}

impl From<&str> for Detail {
    fn from(s: &str) -> Detail {
        Detail::Text(s.to_owned())
    }
}

impl From<String> for Detail {
    fn from(s: String) -> Detail {
        Detail::Text(s)
    }
}

/// Named details, in a stable order.
pub type Details = Vec<(&'static str, Detail)>;

/// What values an option takes, as details: `expected` is `range` (`min`, `max`),
/// `off-or-range` (`off`, or `min` to `max`) or `words` (`allowed`, comma-separated).
fn expected(option: &str) -> Details {
    let range = |kind: &str, min: u8, max: u16| {
        vec![
            ("expected", Detail::from(kind)),
            ("min", Detail::from(min)),
            ("max", Detail::Number(max.into())),
        ]
    };
    let words = |allowed: &str| {
        vec![
            ("expected", Detail::from("words")),
            ("allowed", Detail::from(allowed)),
        ]
    };
    match option {
        "rows" | "columns" => range("range", 3, 8),
        "pieces" => range("range", 1, 16),
        // At most `pieces - 1`, and pieces are at most 16.
        "win_at" => range("range", 0, 15),
        "no_capture_draw" => range("off-or-range", 1, 9999),
        "few_pieces_draw" => range("off-or-range", 1, 16),
        "placement" => words("free, hand-first"),
        "second_removal" => words("board, board-or-hand, board-then-hand"),
        "blocked" => words("loses, most-on-board"),
        _ => words("true, false"),
    }
}

impl RulesError {
    /// A stable name for what is wrong, e.g. `bad-value`.
    pub fn code(&self) -> &'static str {
        match self {
            RulesError::Empty => "empty",
            RulesError::UnknownPreset(_) => "unknown-preset",
            RulesError::MissingValue(_) => "missing-value",
            RulesError::UnknownOption(_) => "unknown-option",
            RulesError::BadValue { .. } => "bad-value",
            RulesError::Repeated(_) => "repeated",
            RulesError::TooManyPieces { .. } => "too-many-pieces",
            RulesError::WinAtTooHigh { .. } => "win-at-too-high",
        }
    }

    /// The error's details by name (the option, the value given, what it takes...).
    pub fn details(&self) -> Details {
        match self {
            RulesError::Empty => vec![],
            RulesError::UnknownPreset(name) => vec![
                ("preset", name.as_str().into()),
                (
                    "allowed",
                    "standard, hand-capture, six-by-six, bodogemu, beart".into(),
                ),
            ],
            RulesError::MissingValue(part) => vec![("part", part.as_str().into())],
            RulesError::UnknownOption(name) => vec![
                ("option", name.as_str().into()),
                ("allowed", OPTION_NAMES.join(", ").into()),
            ],
            RulesError::BadValue { option, value, .. } => {
                let mut d = vec![
                    ("option", (*option).into()),
                    ("value", value.as_str().into()),
                ];
                d.extend(expected(option));
                d
            }
            RulesError::Repeated(option) => vec![("option", (*option).into())],
            RulesError::TooManyPieces {
                pieces,
                rows,
                columns,
            } => vec![
                ("pieces", (*pieces).into()),
                ("rows", (*rows).into()),
                ("columns", (*columns).into()),
                (
                    "squares",
                    Detail::Number(i64::from(*rows) * i64::from(*columns)),
                ),
                (
                    "max",
                    Detail::Number(i64::from(*rows) * i64::from(*columns) / 2),
                ),
            ],
            RulesError::WinAtTooHigh { win_at, pieces } => {
                vec![("win_at", (*win_at).into()), ("pieces", (*pieces).into())]
            }
        }
    }
}

impl IllegalReason {
    /// A stable name for why the action cannot be played, e.g. `occupied`.
    pub fn code(&self) -> &'static str {
        match self {
            IllegalReason::GameOver(_) => "game-over",
            IllegalReason::OffBoard(_) => "off-board",
            IllegalReason::EmptyHand => "empty-hand",
            IllegalReason::Occupied(_) => "occupied",
            IllegalReason::NotYourPiece(_) => "not-your-piece",
            IllegalReason::NotAdjacent => "not-adjacent",
            IllegalReason::MustPlaceOrJump => "must-place-or-jump",
            IllegalReason::NothingToJump(_) => "nothing-to-jump",
            IllegalReason::NoChains => "no-chains",
            IllegalReason::BadRemoval => "bad-removal",
            IllegalReason::PassNotAllowed => "pass-not-allowed",
            IllegalReason::PassRequired => "pass-required",
            IllegalReason::NotLegal => "not-legal",
        }
    }

    /// The square the reason names, if any.
    pub fn details(&self) -> Details {
        match self {
            IllegalReason::OffBoard(sq)
            | IllegalReason::Occupied(sq)
            | IllegalReason::NotYourPiece(sq)
            | IllegalReason::NothingToJump(sq) => vec![("square", sq.to_string().into())],
            _ => vec![],
        }
    }
}

impl ParseActionError {
    /// Always `bad-notation`; the text given is the detail.
    pub fn code(&self) -> &'static str {
        "bad-notation"
    }

    pub fn details(&self) -> Details {
        vec![("text", self.text.as_str().into())]
    }
}

impl GameError {
    /// `bad-notation`, the reason an action is illegal, or `game-over`.
    pub fn code(&self) -> &'static str {
        match self {
            GameError::Parse(e) => e.code(),
            GameError::Illegal(e) => e.reason.code(),
            GameError::Over(_) => "game-over",
        }
    }

    pub fn details(&self) -> Details {
        match self {
            GameError::Parse(e) => e.details(),
            GameError::Illegal(e) => {
                let mut d = vec![("action", e.action.to_string().into())];
                d.extend(e.reason.details());
                d
            }
            GameError::Over(_) => vec![],
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Rules;

    #[test]
    fn a_bad_rules_string_names_the_option_the_value_and_the_range() {
        let e = "standard,rows=9".parse::<Rules>().unwrap_err();
        assert_eq!(e.code(), "bad-value");
        assert_eq!(
            e.to_string(),
            "bad value '9' for rows: expected a number from 3 to 8"
        );
        let d = e.details();
        assert!(d.contains(&("option", "rows".into())));
        assert!(d.contains(&("value", "9".into())));
        assert!(d.contains(&("min", 3u8.into())));
        assert!(d.contains(&("max", 8u8.into())));
        let e = "standard,rows=3,columns=3".parse::<Rules>().unwrap_err();
        assert_eq!(e.code(), "too-many-pieces");
        assert!(e.details().contains(&("max", 4u8.into())));
    }
}
