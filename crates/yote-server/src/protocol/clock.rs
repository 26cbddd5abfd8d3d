//! A clock as a request gives it: the `clock` of a new table (docs/protocol.md §2) and of a
//! custom seek (§4.2), read into a time control or refused by the field at fault.

use std::ops::RangeInclusive;

use serde::Deserialize;
use serde_json::Value;

use crate::config::{CLOCK_DAYS, CLOCK_INCREMENT_S, CLOCK_INITIAL_S};
use crate::model::TimeControl;

/// A `clock` as sent: `{"initial_s", "increment_s"}` (real time, the increment 0 when absent),
/// `{"days"}` (correspondence), or any other JSON, kept to be refused by name.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum ClockBody {
    RealTime(RealTimeBody),
    Correspondence(DaysBody),
    /// Neither shape: refused, naming the faulty field.
    Other(Value),
}

/// A real-time clock: seconds each, and seconds added after each of one's actions.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RealTimeBody {
    pub initial_s: u32,
    #[serde(default)]
    pub increment_s: u32,
}

/// A correspondence clock: days per action.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DaysBody {
    pub days: u32,
}

/// Why a clock is refused (`bad-clock`): the faulty field (`clock` itself when it is no
/// object), the value given as JSON text, and what was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadClock {
    pub field: String,
    pub value: String,
    pub expected: String,
}

fn bad(field: &str, value: &Value, expected: &str) -> BadClock {
    BadClock {
        field: field.to_owned(),
        value: value.to_string(),
        expected: expected.to_owned(),
    }
}

fn whole(range: &RangeInclusive<u32>) -> String {
    format!("a whole number from {} to {}", range.start(), range.end())
}

const DAYS_EXPECTED: &str = "1, 2, 3 or 7";

impl ClockBody {
    /// The time control this clock asks for, or why it is refused.
    pub fn time_control(&self) -> Result<TimeControl, BadClock> {
        match self {
            ClockBody::RealTime(RealTimeBody {
                initial_s,
                increment_s,
            }) => {
                if !CLOCK_INITIAL_S.contains(initial_s) {
                    return Err(bad(
                        "initial_s",
                        &Value::from(*initial_s),
                        &whole(&CLOCK_INITIAL_S),
                    ));
                }
                if !CLOCK_INCREMENT_S.contains(increment_s) {
                    return Err(bad(
                        "increment_s",
                        &Value::from(*increment_s),
                        &whole(&CLOCK_INCREMENT_S),
                    ));
                }
                Ok(TimeControl::RealTime {
                    initial_s: *initial_s,
                    increment_s: *increment_s,
                })
            }
            ClockBody::Correspondence(DaysBody { days }) if CLOCK_DAYS.contains(days) => {
                Ok(TimeControl::Correspondence { days: *days })
            }
            ClockBody::Correspondence(DaysBody { days }) => {
                Err(bad("days", &Value::from(*days), DAYS_EXPECTED))
            }
            ClockBody::Other(value) => Err(fault(value)),
        }
    }
}

/// What is wrong with a clock of neither shape: the first faulty field, as a table's clock is
/// read (an object, only `days` or only `initial_s` and `increment_s`, each a number in range).
fn fault(clock: &Value) -> BadClock {
    let Some(fields) = clock.as_object() else {
        return bad(
            "clock",
            clock,
            "an object: {\"initial_s\", \"increment_s\"} or {\"days\"}",
        );
    };
    let allowed: &[&str] = if fields.contains_key("days") {
        &["days"]
    } else {
        &["initial_s", "increment_s"]
    };
    if let Some((extra, v)) = fields.iter().find(|(k, _)| !allowed.contains(&k.as_str())) {
        return bad(extra, v, &format!("only {}", allowed.join(", ")));
    }
    if let Some(v) = fields.get("days") {
        return bad("days", v, DAYS_EXPECTED);
    }
    let fits = |v: &Value, range: &RangeInclusive<u32>| {
        v.as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .is_some_and(|n| range.contains(&n))
    };
    let initial = fields.get("initial_s").unwrap_or(&Value::Null);
    if !fits(initial, &CLOCK_INITIAL_S) {
        return bad("initial_s", initial, &whole(&CLOCK_INITIAL_S));
    }
    let increment = fields.get("increment_s").unwrap_or(&Value::Null);
    bad("increment_s", increment, &whole(&CLOCK_INCREMENT_S))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Option<TimeControl>, BadClock> {
        let clock: Option<ClockBody> = serde_json::from_str(text).unwrap();
        clock.map(|c| c.time_control()).transpose()
    }

    fn field(text: &str) -> String {
        read(text).unwrap_err().field
    }

    #[test]
    fn every_shape_reads_or_names_its_fault() {
        assert_eq!(read("null"), Ok(None));
        assert_eq!(
            read(r#"{"initial_s": 300, "increment_s": 3}"#),
            Ok(Some(TimeControl::RealTime {
                initial_s: 300,
                increment_s: 3
            }))
        );
        assert_eq!(
            read(r#"{"initial_s": 60}"#),
            Ok(Some(TimeControl::RealTime {
                initial_s: 60,
                increment_s: 0
            }))
        );
        assert_eq!(
            read(r#"{"days": 3}"#),
            Ok(Some(TimeControl::Correspondence { days: 3 }))
        );
        assert_eq!(field("5"), "clock");
        assert_eq!(field(r#"{"days": 5}"#), "days");
        assert_eq!(field(r#"{"days": "1"}"#), "days");
        assert_eq!(field(r#"{"days": 1, "initial_s": 60}"#), "initial_s");
        assert_eq!(field(r#"{"initial_s": 60, "minutes": 1}"#), "minutes");
        assert_eq!(field("{}"), "initial_s");
        assert_eq!(field(r#"{"initial_s": 0}"#), "initial_s");
        assert_eq!(field(r#"{"initial_s": 60.5}"#), "initial_s");
        assert_eq!(
            field(r#"{"initial_s": 60, "increment_s": -1}"#),
            "increment_s"
        );
        assert_eq!(
            field(r#"{"initial_s": 60, "increment_s": null}"#),
            "increment_s"
        );
        assert_eq!(
            read(r#"{"initial_s": 10801}"#),
            Err(BadClock {
                field: "initial_s".into(),
                value: "10801".into(),
                expected: "a whole number from 1 to 10800".into(),
            })
        );
        assert_eq!(read(r#"{"days": "x"}"#).unwrap_err().value, "\"x\"");
    }
}
