//! When a table allows takebacks (docs/protocol.md §3.5).

use serde::{Deserialize, Serialize};

/// When a table allows takebacks, as lichess's preference of the same name: never, in unrated
/// games only, or always.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Takebacks {
    /// Games made before takebacks existed have none.
    #[default]
    Never,
    Unrated,
    Always,
}

impl Takebacks {
    pub fn is_never(&self) -> bool {
        *self == Takebacks::Never
    }

    pub fn name(self) -> &'static str {
        match self {
            Takebacks::Never => "never",
            Takebacks::Unrated => "unrated",
            Takebacks::Always => "always",
        }
    }

    pub fn from_name(name: &str) -> Option<Takebacks> {
        match name {
            "never" => Some(Takebacks::Never),
            "unrated" => Some(Takebacks::Unrated),
            "always" => Some(Takebacks::Always),
            _ => None,
        }
    }
}
