//! Every code a game socket's client may be refused with (docs/protocol.md "Error codes"), and a
//! game's status: enums the compiler checks, serialised to the same strings the wire always had.
//! The server's refusals and the offline games of the page (through the engine module) use
//! these same codes.

use std::fmt;

use serde::Serialize;

/// Why a message was refused; nothing changed. The page reads the code (and the refusal's
/// `args`) to say it in the player's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Code {
    /// Not JSON, not an object, a field missing or of the wrong kind, a binary frame.
    Malformed,
    UnknownType,
    HelloRequired,
    /// The server failed (the store, a task gone): nothing changed, try again.
    Internal,
    BadSecret,
    NotAPlayer,
    WaitingForOpponent,
    GameOver,
    NotYourTurn,
    /// The action names a ply already played (or lost a race with another node's write).
    StalePly,
    FuturePly,
    BadNotation,
    IllegalAction,
    DrawAlreadyOffered,
    NoDrawOffer,
    TooLateToAbort,
    CannotClaim,
    NoRematch,
    TooManyTables,
    ComputerBusy,
    NoTakeback,
    NoTakebackRequest,
    TakebackAlreadyAsked,
    NoChat,
    BadPhrase,
    PhraseUsed,
    BadChat,
    ChatTooFast,
    ChatFull,
    /// A berserk the game does not allow now (an arena game's, before one's first action).
    NoBerserk,
}

impl Code {
    /// Every code, in the order of the docs' table.
    pub const ALL: [Code; 30] = [
        Code::Malformed,
        Code::UnknownType,
        Code::HelloRequired,
        Code::Internal,
        Code::BadSecret,
        Code::NotAPlayer,
        Code::WaitingForOpponent,
        Code::GameOver,
        Code::NotYourTurn,
        Code::StalePly,
        Code::FuturePly,
        Code::BadNotation,
        Code::IllegalAction,
        Code::DrawAlreadyOffered,
        Code::NoDrawOffer,
        Code::TooLateToAbort,
        Code::CannotClaim,
        Code::NoRematch,
        Code::TooManyTables,
        Code::ComputerBusy,
        Code::NoTakeback,
        Code::NoTakebackRequest,
        Code::TakebackAlreadyAsked,
        Code::NoChat,
        Code::BadPhrase,
        Code::PhraseUsed,
        Code::BadChat,
        Code::ChatTooFast,
        Code::ChatFull,
        Code::NoBerserk,
    ];

    /// The code as the wire says it (`stale-ply`).
    pub fn as_str(self) -> &'static str {
        match self {
            Code::Malformed => "malformed",
            Code::UnknownType => "unknown-type",
            Code::HelloRequired => "hello-required",
            Code::Internal => "internal",
            Code::BadSecret => "bad-secret",
            Code::NotAPlayer => "not-a-player",
            Code::WaitingForOpponent => "waiting-for-opponent",
            Code::GameOver => "game-over",
            Code::NotYourTurn => "not-your-turn",
            Code::StalePly => "stale-ply",
            Code::FuturePly => "future-ply",
            Code::BadNotation => "bad-notation",
            Code::IllegalAction => "illegal-action",
            Code::DrawAlreadyOffered => "draw-already-offered",
            Code::NoDrawOffer => "no-draw-offer",
            Code::TooLateToAbort => "too-late-to-abort",
            Code::CannotClaim => "cannot-claim",
            Code::NoRematch => "no-rematch",
            Code::TooManyTables => "too-many-tables",
            Code::ComputerBusy => "computer-busy",
            Code::NoTakeback => "no-takeback",
            Code::NoTakebackRequest => "no-takeback-request",
            Code::TakebackAlreadyAsked => "takeback-already-asked",
            Code::NoChat => "no-chat",
            Code::BadPhrase => "bad-phrase",
            Code::PhraseUsed => "phrase-used",
            Code::BadChat => "bad-chat",
            Code::ChatTooFast => "chat-too-fast",
            Code::ChatFull => "chat-full",
            Code::NoBerserk => "no-berserk",
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A code reads as its wire string in comparisons (`refusal.code == "stale-ply"` in tests).
impl PartialEq<&str> for Code {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// Where a game stands: waiting for its second player, being played, or over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Waiting,
    Playing,
    Over,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Playing => "playing",
            Status::Over => "over",
        }
    }
}

impl PartialEq<&str> for Status {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_serialises_to_its_wire_string_once() {
        let mut seen = std::collections::BTreeSet::new();
        for code in Code::ALL {
            let json = serde_json::to_value(code).unwrap();
            assert_eq!(json, code.as_str(), "{code:?}");
            assert!(seen.insert(code.as_str()), "{code:?} twice");
        }
        for status in [Status::Waiting, Status::Playing, Status::Over] {
            assert_eq!(serde_json::to_value(status).unwrap(), status.as_str());
        }
    }
}
