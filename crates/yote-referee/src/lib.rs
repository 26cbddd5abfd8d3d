//! What a table answers to a player's action, in one place for the server and the page: the
//! server's referee (crates/yote-server, `game::referee`) asks [`act`] for every action a
//! socket sends, and the engine module (crates/yote-wasm) asks it for every action of a game
//! played offline in the page, so that both refuse the same actions with the same
//! [`Code`]s, sentences and details (docs/protocol.md "Error codes").
//!
//! Pure: the game as it stands in, a verdict out. The server adds what only it has (the
//! clocks, draw offers, the events it stores); the page adds what only it has (the computer in
//! a worker, the puzzles' lines).

mod code;

pub use code::{Code, Status};

use yote_rules::{
    Action, Color, Detail, Details, EndReason, IllegalReason, Outcome, ParseActionError, Position,
    Rules,
};

/// The most plies a game lasts, whatever its options (`no_capture_draw=off` included): then it
/// is a draw (`ply-limit`). Real games end within a few hundred plies; 2,000 leaves room for
/// the longest legal ones under a no-capture rule while bounding what one game stores. The
/// server's default (`Config::max_plies`) and the page's offline games.
pub const MAX_PLIES: usize = 2000;

/// Where a table stands when an action arrives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage<'a> {
    /// The other seat is still free.
    Waiting,
    Playing,
    /// Over: its result (`1-0`) and the name of its end (`resignation`), as the wire says them.
    Over {
        result: &'a str,
        end: &'a str,
    },
}

/// The game at a table, as far as an action needs it.
#[derive(Debug, Clone, Copy)]
pub struct Table<'a> {
    pub rules: &'a Rules,
    /// The position now.
    pub position: &'a Position,
    /// The actions played so far, and the side that played each.
    pub actions: &'a [Action],
    pub movers: &'a [Color],
    pub stage: Stage<'a>,
    /// At this many plies the game is a draw (`ply-limit`): [`MAX_PLIES`] unless configured.
    pub max_plies: usize,
}

/// What the referee allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The asker's own action at `ply` was played already (a resend): acknowledge it again.
    Duplicate { ply: usize },
    /// Play `action` at `ply` for `mover`: the position after it, and the end it makes (by the
    /// rules, or at the ply limit).
    Play {
        ply: usize,
        mover: Color,
        action: Action,
        after: Position,
        outcome: Option<Outcome>,
    },
}

/// Why a request is refused: nothing changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// The action names a ply already played.
    StalePly {
        ply: usize,
        played: Action,
        game_ply: usize,
    },
    FuturePly {
        ply: usize,
        game_ply: usize,
    },
    GameOver {
        result: String,
        end: String,
    },
    WaitingForOpponent,
    NotYourTurn {
        side: Color,
    },
    BadNotation {
        text: String,
        error: ParseActionError,
    },
    IllegalAction {
        action: Action,
        reason: IllegalReason,
    },
    TooLateToAbort,
}

impl Refused {
    pub fn code(&self) -> Code {
        match self {
            Refused::StalePly { .. } => Code::StalePly,
            Refused::FuturePly { .. } => Code::FuturePly,
            Refused::GameOver { .. } => Code::GameOver,
            Refused::WaitingForOpponent => Code::WaitingForOpponent,
            Refused::NotYourTurn { .. } => Code::NotYourTurn,
            Refused::BadNotation { .. } => Code::BadNotation,
            Refused::IllegalAction { .. } => Code::IllegalAction,
            Refused::TooLateToAbort => Code::TooLateToAbort,
        }
    }

    /// The sentence the wire's `message` carries (the page says it from the code and details).
    pub fn message(&self) -> String {
        match self {
            Refused::StalePly {
                ply,
                played,
                game_ply,
            } => format!("ply {ply} was already played ({played}); the game is at ply {game_ply}"),
            Refused::FuturePly { ply, game_ply } => {
                format!("ply {ply} is ahead of the game, which is at ply {game_ply}")
            }
            Refused::GameOver { result, end } => format!("the game is over ({result}, {end})"),
            Refused::WaitingForOpponent => {
                "the other seat is still free: send the invite link to a friend".into()
            }
            Refused::NotYourTurn { side } => format!("it is {}'s turn", side.name()),
            Refused::BadNotation { text, error } => format!("{text}: {error}"),
            Refused::IllegalAction { action, reason } => format!("{action}: {reason}"),
            Refused::TooLateToAbort => {
                "both sides have played: resign or offer a draw instead".into()
            }
        }
    }

    /// The details by name (the wire's `args`).
    pub fn details(&self) -> Details {
        let n = |v: usize| Detail::Number(i64::try_from(v).unwrap_or(i64::MAX));
        match self {
            Refused::StalePly {
                ply,
                played,
                game_ply,
            } => vec![
                ("ply", n(*ply)),
                ("played", played.to_string().into()),
                ("game_ply", n(*game_ply)),
            ],
            Refused::FuturePly { ply, game_ply } => {
                vec![("ply", n(*ply)), ("game_ply", n(*game_ply))]
            }
            Refused::GameOver { result, end } => vec![
                ("result", result.as_str().into()),
                ("end", end.as_str().into()),
            ],
            Refused::NotYourTurn { side } => vec![("side", side.name().into())],
            Refused::BadNotation { error, .. } => with_reason(error.code(), error.details(), None),
            Refused::IllegalAction { action, reason } => {
                with_reason(reason.code(), reason.details(), Some(action))
            }
            Refused::WaitingForOpponent | Refused::TooLateToAbort => vec![],
        }
    }
}

fn with_reason(reason: &str, details: Details, action: Option<&Action>) -> Details {
    let mut out = vec![("reason", Detail::from(reason))];
    out.extend(details);
    if let Some(action) = action {
        out.push(("action", action.to_string().into()));
    }
    out
}

/// Refused unless the game is being played (over, or waiting for its second player).
pub fn must_be_live(stage: Stage) -> Result<(), Refused> {
    match stage {
        Stage::Playing => Ok(()),
        Stage::Over { result, end } => Err(Refused::GameOver {
            result: result.into(),
            end: end.into(),
        }),
        Stage::Waiting => Err(Refused::WaitingForOpponent),
    }
}

/// An abort: refused once the game is over, or once both sides have acted.
pub fn abort(stage: Stage, both_have_acted: bool) -> Result<(), Refused> {
    if let Stage::Over { .. } = stage {
        must_be_live(stage)?;
    }
    if both_have_acted {
        return Err(Refused::TooLateToAbort);
    }
    Ok(())
}

/// An action `text` meant for `ply` from an asker who holds the sides `holds` answers true
/// for (one seat, both at a table on one device, none for a watcher).
///
/// In this order: a ply already played is a duplicate (the asker's own action again) or stale;
/// a ply ahead is refused; then the game must be live, the side to move the asker's, the text
/// an action and the action legal.
pub fn act(
    table: &Table,
    holds: impl Fn(Color) -> bool,
    ply: usize,
    text: &str,
) -> Result<Verdict, Refused> {
    let game_ply = table.actions.len();
    let parsed: Result<Action, _> = text.parse();
    if ply < game_ply {
        let played = table.actions[ply];
        if parsed.as_ref().ok() == Some(&played) && holds(table.movers[ply]) {
            return Ok(Verdict::Duplicate { ply });
        }
        return Err(Refused::StalePly {
            ply,
            played,
            game_ply,
        });
    }
    if ply > game_ply {
        return Err(Refused::FuturePly { ply, game_ply });
    }
    must_be_live(table.stage)?;
    let mover = table.position.side_to_move();
    if !holds(mover) {
        return Err(Refused::NotYourTurn { side: mover });
    }
    let action = parsed.map_err(|error| Refused::BadNotation {
        text: text.to_owned(),
        error,
    })?;
    let (after, outcome) =
        play(table, action).map_err(|reason| Refused::IllegalAction { action, reason })?;
    Ok(Verdict::Play {
        ply,
        mover,
        action,
        after,
        outcome,
    })
}

/// `action` played in the table's position: the position after it and the end it makes (the
/// rules' verdict, else a draw at the ply limit), or why it is illegal.
pub fn play(table: &Table, action: Action) -> Result<(Position, Option<Outcome>), IllegalReason> {
    let after = table
        .position
        .play(table.rules, action)
        .map_err(|e| e.reason)?;
    let outcome = after.outcome(table.rules).or_else(|| {
        (table.actions.len() + 1 >= table.max_plies).then(|| Outcome::draw(EndReason::PlyLimit))
    });
    Ok((after, outcome))
}

#[cfg(test)]
mod tests;
