//! What a player is told by a push notification, and the key that makes it sent once. Pure.

use yote_rules::Color;

/// Why a player is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// The opponent played `action` (in notation): the player's turn.
    YourTurn { action: String },
    /// The opponent offers a draw.
    DrawOffer,
    /// The opponent asks to take back an action.
    Takeback,
    /// The game is over: `"won"`, `"lost"`, `"drawn"` or `"aborted"`, for this player.
    Ended { outcome: &'static str },
    /// The player's correspondence clock has this many whole hours left (at least 1), until
    /// `at_ms` (milliseconds since the epoch).
    Deadline { hours: i64, at_ms: i64 },
    /// The opponent has left, and the player may claim the game.
    ClaimOpen,
}

impl Kind {
    /// The kind's name, in keys and logs.
    pub fn name(&self) -> &'static str {
        match self {
            Kind::YourTurn { .. } => "turn",
            Kind::DrawOffer => "draw",
            Kind::Takeback => "takeback",
            Kind::Ended { .. } => "end",
            Kind::Deadline { .. } => "deadline",
            Kind::ClaimOpen => "claim",
        }
    }
}

/// One notification for one seat of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub side: Color,
    pub kind: Kind,
    /// What it is about, unique in its game for its kind (the version of the event that
    /// made it, the turn of a deadline): with the side and the kind, the notice's key.
    pub about: u64,
}

impl Notice {
    /// The notice's key in its game: a notice is sent by the first node to claim its key.
    pub fn key(&self) -> String {
        format!("{}:{}:{}", self.kind.name(), self.about, self.side.name())
    }
}

/// The outcome of an ended game for `side`.
pub fn outcome(winner: Option<Color>, aborted: bool, side: Color) -> &'static str {
    match (aborted, winner) {
        (true, _) => "aborted",
        (false, Some(w)) if w == side => "won",
        (false, Some(_)) => "lost",
        (false, None) => "drawn",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_differ_by_kind_side_and_what_they_are_about() {
        let n = |side, kind, about| Notice { side, kind, about };
        let turn = n(
            Color::White,
            Kind::YourTurn {
                action: "a1".into(),
            },
            3,
        );
        assert_eq!(turn.key(), "turn:3:white");
        assert_ne!(turn.key(), n(Color::Black, turn.kind.clone(), 3).key());
        assert_ne!(turn.key(), n(Color::White, Kind::DrawOffer, 3).key());
        assert_ne!(turn.key(), n(Color::White, turn.kind.clone(), 4).key());
    }

    #[test]
    fn an_outcome_is_the_players_own() {
        assert_eq!(outcome(Some(Color::White), false, Color::White), "won");
        assert_eq!(outcome(Some(Color::White), false, Color::Black), "lost");
        assert_eq!(outcome(None, false, Color::Black), "drawn");
        assert_eq!(outcome(Some(Color::White), true, Color::White), "aborted");
    }
}
