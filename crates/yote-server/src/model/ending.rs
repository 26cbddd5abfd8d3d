//! How a game ended, as the server keeps it in the `game_over` event and as states show it.

use serde::{Deserialize, Serialize};
use yote_rules::{Color, EndReason};

use super::side::Side;

/// How a game ended, as the server sees it: a rules outcome, or an abort. Stored in the
/// `game_over` event as its JSON has always been (the view's fields: `result`, `winner`,
/// `reason`, `left`), read back into this type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "EndingView", try_from = "EndingView")]
pub struct Ending {
    pub winner: Option<Color>,
    /// `None` for an aborted game.
    pub reason: Option<EndReason>,
    /// The side that left the game, when one did: it aborted the game (asked to, or let its
    /// first action's time run out) or abandoned it (its opponent claimed the game).
    pub left: Option<Color>,
}

impl Ending {
    /// An abort whose side is not known (the records from before sides were kept).
    pub const ABORTED: Ending = Ending {
        winner: None,
        reason: None,
        left: None,
    };

    /// The game aborted by `side`.
    pub fn aborted_by(side: Color) -> Ending {
        Ending {
            left: Some(side),
            ..Ending::ABORTED
        }
    }

    /// This ending, with `side` as the side that left.
    pub fn left_by(self, side: Color) -> Ending {
        Ending {
            left: Some(side),
            ..self
        }
    }

    pub fn result(&self) -> &'static str {
        match (self.reason, self.winner) {
            (None, _) => "*",
            (_, Some(Color::White)) => "1-0",
            (_, Some(Color::Black)) => "0-1",
            (_, None) => "1/2-1/2",
        }
    }

    pub fn reason_name(&self) -> &'static str {
        self.reason.map_or("aborted", |r| r.as_str())
    }

    pub fn view(&self) -> EndingView {
        EndingView {
            result: self.result().to_owned(),
            winner: self.winner.map(Side::from),
            reason: self.reason_name().to_owned(),
            left: self.left.map(Side::from),
        }
    }
}

impl TryFrom<EndingView> for Ending {
    type Error = String;

    fn try_from(v: EndingView) -> Result<Ending, String> {
        let reason = if v.reason == "aborted" {
            None
        } else {
            Some(
                EndReason::from_name(&v.reason)
                    .ok_or_else(|| format!("no such end of a game: '{}'", v.reason))?,
            )
        };
        Ok(Ending {
            winner: v.winner.map(Color::from),
            reason,
            left: v.left.map(Color::from),
        })
    }
}

impl From<Ending> for EndingView {
    fn from(ending: Ending) -> EndingView {
        ending.view()
    }
}

impl From<yote_rules::Outcome> for Ending {
    fn from(o: yote_rules::Outcome) -> Ending {
        Ending {
            winner: o.winner,
            reason: Some(o.reason),
            left: None,
        }
    }
}

/// The outcome as states show it, and as the `game_over` event's JSON writes an [`Ending`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndingView {
    pub result: String,
    pub winner: Option<Side>,
    pub reason: String,
    /// The side that left (aborted or abandoned the game), when one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left: Option<Side>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Event;

    /// The `game_over` event stores an ending as its JSON always was, and reads it back.
    #[test]
    fn a_stored_ending_keeps_its_json() {
        let stored = |text: &str| serde_json::from_str::<serde_json::Value>(text).unwrap();
        let resigned = Event::game_over(Ending {
            winner: Some(Color::White),
            reason: Some(EndReason::Resignation),
            left: None,
        });
        let json = serde_json::to_value(&resigned).unwrap();
        let expected = r#"{"kind": "game_over", "outcome":
            {"result": "1-0", "winner": "white", "reason": "resignation"}}"#;
        assert_eq!(json, stored(expected));
        assert_eq!(serde_json::from_value::<Event>(json).unwrap(), resigned);
        let aborted = Event::game_over(Ending::aborted_by(Color::Black));
        let json = serde_json::to_value(&aborted).unwrap();
        let expected = r#"{"kind": "game_over", "outcome":
            {"result": "*", "winner": null, "reason": "aborted", "left": "black"}}"#;
        assert_eq!(json, stored(expected));
        assert_eq!(serde_json::from_value::<Event>(json).unwrap(), aborted);
        let unknown = r#"{"kind": "game_over", "outcome":
            {"result": "1-0", "winner": "white", "reason": "tired"}}"#;
        assert!(serde_json::from_str::<Event>(unknown).is_err());
    }
}
