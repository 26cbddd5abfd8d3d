//! A refusal's arguments (docs/protocol.md §2): the details its translated message receives,
//! by name. Which names a refusal carries differs from code to code, so they are a map; each
//! value is typed, a number or a text (or null, where a detail is known to be missing).

use std::collections::BTreeMap;

use serde::Serialize;
use yote_rules::Detail;

/// A refusal's arguments by name.
pub type Args = BTreeMap<&'static str, ArgValue>;

/// One of a refusal's arguments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum ArgValue {
    Number(i64),
    Text(String),
    /// A detail the refusal names but does not have (`stale-ply`'s `played` when nothing was
    /// played at that ply): `null`.
    Null,
}

impl ArgValue {
    /// The text, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            ArgValue::Text(t) => Some(t),
            _ => None,
        }
    }
}

impl From<i64> for ArgValue {
    fn from(n: i64) -> ArgValue {
        ArgValue::Number(n)
    }
}

impl From<u64> for ArgValue {
    fn from(n: u64) -> ArgValue {
        ArgValue::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<u32> for ArgValue {
    fn from(n: u32) -> ArgValue {
        ArgValue::Number(i64::from(n))
    }
}

impl From<u8> for ArgValue {
    fn from(n: u8) -> ArgValue {
        ArgValue::Number(i64::from(n))
    }
}

impl From<usize> for ArgValue {
    fn from(n: usize) -> ArgValue {
        ArgValue::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<&str> for ArgValue {
    fn from(t: &str) -> ArgValue {
        ArgValue::Text(t.to_owned())
    }
}

impl From<&String> for ArgValue {
    fn from(t: &String) -> ArgValue {
        ArgValue::Text(t.clone())
    }
}

impl From<String> for ArgValue {
    fn from(t: String) -> ArgValue {
        ArgValue::Text(t)
    }
}

impl<T: Into<ArgValue>> From<Option<T>> for ArgValue {
    fn from(value: Option<T>) -> ArgValue {
        value.map_or(ArgValue::Null, Into::into)
    }
}

impl From<&Detail> for ArgValue {
    fn from(detail: &Detail) -> ArgValue {
        match detail {
            Detail::Number(n) => ArgValue::Number(*n),
            Detail::Text(t) => ArgValue::Text(t.clone()),
        }
    }
}

impl PartialEq<&str> for ArgValue {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == Some(*other)
    }
}

impl PartialEq<i64> for ArgValue {
    fn eq(&self, other: &i64) -> bool {
        *self == ArgValue::Number(*other)
    }
}
