use std::fmt;

use crate::color::Color;

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The loser's count fell to `win_at` or below.
    CapturedOut,
    /// The player to move had no legal action (`blocked=loses`).
    Blocked,
    /// Neither player had a legal action (`blocked=most-on-board`): more pieces on the board wins.
    BothBlocked,
    /// Both counts at most `few_pieces_draw` and no jump for either side.
    FewPieces,
    /// `no_capture_draw` consecutive plies without a capture.
    NoCaptureLimit,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// The game reached the most plies the site plays, whatever the options: a draw.
    PlyLimit,
    /// A player's clock ran out: that player loses.
    Time,
    /// A player left a game and stayed away: the opponent claimed the victory or a draw.
    Abandoned,
}

impl EndReason {
    /// A stable identifier: `captured-out`, `blocked`, `both-blocked`, `few-pieces`,
    /// `no-capture-limit`, `resignation`, `agreement`, `ply-limit`, `time`, `abandoned`.
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::CapturedOut => "captured-out",
            EndReason::Blocked => "blocked",
            EndReason::BothBlocked => "both-blocked",
            EndReason::FewPieces => "few-pieces",
            EndReason::NoCaptureLimit => "no-capture-limit",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
            EndReason::PlyLimit => "ply-limit",
            EndReason::Time => "time",
            EndReason::Abandoned => "abandoned",
        }
    }

    /// The reason with this identifier.
    pub fn from_name(s: &str) -> Option<EndReason> {
        [
            EndReason::CapturedOut,
            EndReason::Blocked,
            EndReason::BothBlocked,
            EndReason::FewPieces,
            EndReason::NoCaptureLimit,
            EndReason::Resignation,
            EndReason::Agreement,
            EndReason::PlyLimit,
            EndReason::Time,
            EndReason::Abandoned,
        ]
        .into_iter()
        .find(|r| r.as_str() == s)
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The end of a game: the winner (none for a draw) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: EndReason,
}

impl Outcome {
    pub const fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// The result as in records: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} wins ({})", self.reason),
            None => write!(f, "draw ({})", self.reason),
        }
    }
}
