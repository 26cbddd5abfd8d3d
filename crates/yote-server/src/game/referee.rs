//! The table's rules as a pure function: given the game, who asks, what they ask and the time,
//! [`decide`] answers the events to store or the refusal to send. No I/O, no task, no clock
//! of its own: every rule a player can meet at the table is tested here without a socket.

use yote_referee::{Refused, Stage, Table, Verdict};
use yote_rules::{Action, Color, EndReason, Outcome};

use crate::config::Config;
use crate::error::Error;
use crate::model::secret;
use crate::model::{
    ArgValue, Args, Code, Ending, Event, Live, NoBerserk, Opponent, Player, Role, Side, Status,
};

use super::abandon::Abandoned;
use super::clock;

/// A request from a seated or watching client (every client message but `hello`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    Act {
        ply: usize,
        action: String,
    },
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign {
        side: Option<Side>,
    },
    Abort,
    Rematch,
    /// The opponent has left (docs/protocol.md, `abandoned`): end the game, won.
    ClaimVictory,
    /// The opponent has left: end the game, drawn.
    ClaimDraw,
    /// A preset phrase (docs/protocol.md §3.4): answered by the task's talk, never stored as
    /// an event.
    Say {
        phrase: String,
    },
    /// A typed line (friend games only), as `Say`.
    Chat {
        text: String,
    },
    /// Take back the asker's last action, seen at `ply` (docs/protocol.md "Takebacks"): the
    /// task asks `takeback::decide`.
    OfferTakeback {
        ply: usize,
    },
    AcceptTakeback,
    DeclineTakeback,
    /// Halve one's own clock for one more point on a win (an arena game's, before one's first
    /// action: docs/tournaments.md "Berserk").
    Berserk,
}

impl Request {
    /// Whether it was meant for the ply its sender saw (an action, a takeback offer), so that
    /// it is refused `stale-ply` once another action is stored, rather than decided again.
    pub fn names_a_ply(&self) -> bool {
        matches!(self, Request::Act { .. } | Request::OfferTakeback { .. })
    }

    /// Whether `takeback::decide` answers it rather than [`decide`].
    pub fn is_takeback(&self) -> bool {
        matches!(
            self,
            Request::OfferTakeback { .. } | Request::AcceptTakeback | Request::DeclineTakeback
        )
    }
}

/// A refusal sent to one client: a stable code, a sentence and the details by name (`args`, for
/// a message in the player's language). Nothing changed.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    pub code: Code,
    pub message: String,
    pub args: Args,
}

pub fn refuse(code: Code, message: impl Into<String>) -> Refusal {
    Refusal {
        code,
        message: message.into(),
        args: Args::new(),
    }
}

impl Refusal {
    /// The refusal with the detail `name`.
    pub fn arg(mut self, name: &'static str, value: impl Into<ArgValue>) -> Refusal {
        self.args.insert(name, value.into());
        self
    }

    /// The refusal with these details.
    pub fn with_args(mut self, args: Args) -> Refusal {
        self.args.extend(args);
        self
    }

    /// The store failed: nothing changed.
    pub fn not_saved() -> Refusal {
        refuse(
            Code::Internal,
            "the server could not save this; nothing changed: please try again",
        )
    }
}

/// What the acknowledgement of stored events says of them: the ply of an action, and that it
/// was not stored before (the wire's `ack` adds the rest).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Acked {
    pub ply: Option<usize>,
    pub duplicate: Option<bool>,
}

/// What the referee allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Store these events, then acknowledge with this detail.
    Store { events: Vec<Event>, ack: Acked },
    /// The sender's own action at `ply` was stored already (a resend): acknowledge it again.
    Duplicate { ply: usize },
    /// Both players want a rematch: create its table, then store `RematchCreated`.
    CreateRematch,
}

/// What the referee needs to know beyond the game.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// Now (server ms).
    pub now: i64,
    /// When the current turn began (server ms).
    pub turn_since: i64,
    /// A player gone from the game, as the crowd sees it now.
    pub abandoned: Option<Abandoned>,
    pub config: &'a Config,
}

fn store(events: Vec<Event>) -> Result<Decision, Refusal> {
    Ok(Decision::Store {
        events,
        ack: Acked::default(),
    })
}

/// The seat `role` acts for: its own, or at a local table the side to move.
pub(super) fn side_of(live: &Live, role: Role) -> Result<Color, Refusal> {
    match role {
        Role::Seat(c) => Ok(c),
        Role::Both => Ok(live.to_move()),
        Role::Watcher => Err(refuse(
            Code::NotAPlayer,
            "you are watching this game: only its players can do that",
        )),
    }
}

pub(super) fn must_be_live(live: &Live) -> Result<(), Refusal> {
    yote_referee::must_be_live(stage(live)).map_err(Refusal::from)
}

/// Where the game stands, as the shared referee reads it.
fn stage(live: &Live) -> Stage<'static> {
    match (live.ending, live.status()) {
        (Some(e), _) => Stage::Over {
            result: e.result(),
            end: e.reason_name(),
        },
        (None, Status::Waiting) => Stage::Waiting,
        (None, _) => Stage::Playing,
    }
}

/// The game as the shared referee reads it.
fn table<'a>(live: &'a Live, ctx: &Context) -> Table<'a> {
    Table {
        rules: &live.table.rules,
        position: live.game.position(),
        actions: live.game.actions(),
        movers: &live.movers,
        stage: stage(live),
        max_plies: ctx.config.max_plies,
    }
}

impl From<Refused> for Refusal {
    fn from(r: Refused) -> Refusal {
        let mut args = Args::new();
        for (name, detail) in r.details() {
            args.insert(name, (&detail).into());
        }
        refuse(r.code(), r.message()).with_args(args)
    }
}

/// Referees one request of a viewer whose role is `role`.
pub fn decide(
    live: &Live,
    role: Role,
    request: &Request,
    ctx: &Context,
) -> Result<Decision, Refusal> {
    let side = side_of(live, role)?;
    match request {
        Request::Act { ply, action } => act(live, role, *ply, action, ctx),
        Request::OfferDraw => {
            must_be_live(live)?;
            if role == Role::Both {
                return store(vec![Event::game_over(
                    Outcome::draw(EndReason::Agreement).into(),
                )]);
            }
            let ply = live.game.ply();
            if live.draw_offer.is_some() || live.last_offer_ply[side.index()] == Some(ply) {
                let (reason, message) = match live.draw_offer {
                    Some(c) if c != side => (
                        "opponent-offered",
                        "your opponent has offered a draw: accept or decline it",
                    ),
                    Some(_) => ("offer-open", "your draw offer is still open"),
                    None => (
                        "offered-this-move",
                        "you have already offered a draw at this move",
                    ),
                };
                return Err(refuse(Code::DrawAlreadyOffered, message).arg("reason", reason));
            }
            store(vec![Event::DrawOffered { side: side.into() }])
        }
        Request::AcceptDraw | Request::DeclineDraw => {
            must_be_live(live)?;
            let side = match (role, live.draw_offer) {
                (Role::Both, Some(offered)) => !offered,
                _ => side,
            };
            if live.draw_offer != Some(!side) {
                return Err(refuse(
                    Code::NoDrawOffer,
                    "your opponent has not offered a draw",
                ));
            }
            store(vec![if *request == Request::AcceptDraw {
                Event::game_over(Outcome::draw(EndReason::Agreement).into())
            } else {
                Event::DrawDeclined { side: side.into() }
            }])
        }
        Request::Resign { side: chosen } => {
            must_be_live(live)?;
            let side = match (role, chosen) {
                (Role::Both, Some(s)) => Color::from(*s),
                _ => side,
            };
            let ending = Ending::from(Outcome::win(!side, EndReason::Resignation));
            // Before both sides have acted, resigning is leaving, as an abort is
            // (`lobby::result::counted`): the ending says so.
            store(vec![Event::game_over(if live.both_have_acted() {
                ending
            } else {
                ending.left_by(side)
            })])
        }
        Request::Abort => {
            yote_referee::abort(stage(live), live.both_have_acted())?;
            store(vec![Event::game_over(Ending::aborted_by(side))])
        }
        Request::ClaimVictory | Request::ClaimDraw => {
            must_be_live(live)?;
            let Some(gone) = ctx.abandoned.filter(|a| a.side != side) else {
                return Err(refuse(
                    Code::CannotClaim,
                    "your opponent is here: there is nothing to claim",
                )
                .arg("reason", "opponent-here"));
            };
            if ctx.now < gone.claimable_at {
                let wait = ((gone.claimable_at - ctx.now) as u64).div_ceil(1000);
                return Err(refuse(
                    Code::CannotClaim,
                    format!("your opponent may still come back: wait {wait} s"),
                )
                .arg("reason", "too-early")
                .arg("wait_s", wait));
            }
            let outcome = if *request == Request::ClaimVictory {
                Outcome::win(!gone.side, EndReason::Abandoned)
            } else {
                Outcome::draw(EndReason::Abandoned)
            };
            store(vec![Event::game_over(
                Ending::from(outcome).left_by(gone.side),
            )])
        }
        Request::Rematch => rematch(live, side),
        Request::Berserk => {
            must_be_live(live)?;
            live.may_berserk(side).map_err(|why| {
                let message = match why {
                    NoBerserk::NotAllowed => {
                        "berserk is only for arena games whose clock allows it"
                    }
                    NoBerserk::Moved => "berserk is only before your first action",
                    NoBerserk::Already => "you have already gone berserk in this game",
                };
                refuse(Code::NoBerserk, message).arg("reason", why.reason())
            })?;
            store(vec![Event::Berserk { side: side.into() }])
        }
        // The task answers what the players say before the referee is asked, and asks
        // `takeback::decide` for takebacks.
        Request::Say { .. } | Request::Chat { .. } => Err(refuse(
            Code::NoChat,
            "what players say is not a game action",
        )),
        Request::OfferTakeback { .. } | Request::AcceptTakeback | Request::DeclineTakeback => {
            Err(refuse(
                Code::Internal,
                "a takeback is answered by the task's takeback room",
            ))
        }
    }
}

fn act(
    live: &Live,
    role: Role,
    ply: usize,
    text: &str,
    ctx: &Context,
) -> Result<Decision, Refusal> {
    match yote_referee::act(&table(live, ctx), |c| role.holds(c), ply, text)? {
        Verdict::Duplicate { ply } => Ok(Decision::Duplicate { ply }),
        Verdict::Play {
            ply,
            mover,
            action,
            outcome,
            ..
        } => Ok(Decision::Store {
            events: events_of(live, mover, action, outcome, ctx),
            ack: Acked {
                ply: Some(ply),
                duplicate: Some(false),
            },
        }),
    }
}

/// The events of an action by `mover` that the shared referee allowed: a decline of the
/// opponent's pending offer, the action with its clock stamp, and the end it makes.
fn events_of(
    live: &Live,
    mover: Color,
    action: Action,
    outcome: Option<Outcome>,
    ctx: &Context,
) -> Vec<Event> {
    let mut events = Vec::with_capacity(3);
    if live.draw_offer == Some(!mover) {
        events.push(Event::DrawDeclined { side: mover.into() });
    }
    events.push(Event::Action {
        ply: live.game.ply(),
        side: mover.into(),
        action,
        clock: clock::stamp(live, mover, ctx.turn_since, ctx.now, ctx.config),
    });
    if let Some(outcome) = outcome {
        events.push(Event::game_over(outcome.into()));
    }
    events
}

/// The events of an action by `mover` (the computer's), or why it is illegal.
pub fn action_events(
    live: &Live,
    mover: Color,
    action: Action,
    ctx: &Context,
) -> Result<Vec<Event>, yote_rules::IllegalReason> {
    let (_, outcome) = yote_referee::play(&table(live, ctx), action)?;
    Ok(events_of(live, mover, action, outcome, ctx))
}

fn rematch(live: &Live, side: Color) -> Result<Decision, Refusal> {
    if live.ending.is_none() {
        return Err(
            refuse(Code::NoRematch, "a rematch can follow only a finished game")
                .arg("reason", "not-over"),
        );
    }
    if live.players.contains(&Player::Open) {
        return Err(refuse(
            Code::NoRematch,
            "nobody took the other seat: create a new table instead",
        )
        .arg("reason", "no-opponent"));
    }
    if let Some(game) = &live.rematch_game {
        return Err(refuse(
            Code::NoRematch,
            format!("the rematch already exists: /games/{game}"),
        )
        .arg("reason", "exists")
        .arg("game", game));
    }
    let both_agree = match live.table.opponent {
        Opponent::Friend => live.rematch_offer == Some(!side),
        _ => true,
    };
    if both_agree {
        return Ok(Decision::CreateRematch);
    }
    if live.rematch_offer == Some(side) {
        return Err(
            refuse(Code::NoRematch, "you have already asked for a rematch").arg("reason", "asked"),
        );
    }
    store(vec![Event::RematchOffered { side: side.into() }])
}

/// The computer's action for the turn `turn` (`Live::turn_key`), if it still fits the game: its
/// events, with a draw offer when the search made one (and it has not just declined one).
/// `None` when the game moved on meanwhile (an action, a takeback); `Some(Err)` when the action
/// is not legal (an error to log, never to store).
pub fn computer_action(
    live: &Live,
    turn: u64,
    action: Action,
    offer_draw: bool,
    ctx: &Context,
) -> Option<Result<Vec<Event>, yote_rules::IllegalReason>> {
    if turn != live.turn_key() || live.computer_to_move().is_none() {
        return None;
    }
    let side = live.to_move();
    Some(action_events(live, side, action, ctx).map(|mut events| {
        if offer_draw && live.draw_offer.is_none() && events.len() == 1 {
            events.push(Event::DrawOffered { side: side.into() });
        }
        events
    }))
}

/// The computer's answer to `side`'s draw offer made at `ply`; `None` if the game moved on
/// while it considered it.
pub fn computer_draw_answer(live: &Live, side: Color, ply: usize, accept: bool) -> Option<Event> {
    if live.draw_offer != Some(side) || live.game.ply() != ply {
        return None;
    }
    Some(if accept {
        Event::game_over(Outcome::draw(EndReason::Agreement).into())
    } else {
        Event::DrawDeclined {
            side: (!side).into(),
        }
    })
}

/// The end when the clock's deadline has passed: the side loses on time, or the game is
/// aborted if that side never acted.
pub fn out_of_time(deadline: clock::Deadline) -> Event {
    Event::game_over(if deadline.first_action {
        Ending::aborted_by(deadline.side)
    } else {
        Outcome::win(!deadline.side, EndReason::Time).into()
    })
}

/// The seat `secret` holds, if any.
pub fn role_for(live: &Live, secret: &str) -> Option<Role> {
    let matches: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|c| {
            live.players[c.index()] == Player::Human
                && live.table.secrets[c.index()]
                    .as_deref()
                    .is_some_and(|s| secret::same(secret, s))
        })
        .collect();
    match matches.as_slice() {
        [c] => Some(Role::Seat(*c)),
        [_, _] => Some(Role::Both),
        _ => None,
    }
}

/// Taking the open seat through the invite link: the side and its secret, or why not. `host`
/// is the secret from the invite creator's cookie, if it came with the request.
pub fn claim_seat(live: &Live, host: Option<&str>) -> Result<(Color, String), Error> {
    let id = live.table.id.clone();
    if live.ending.is_some() {
        return Err(Error::GameOver { game: id });
    }
    // The creator opening their own link would give away their seat's cookie.
    if host.is_some_and(|s| role_for(live, s).is_some()) {
        return Err(Error::OwnInvite { game: id });
    }
    let Some(i) = live.players.iter().position(|p| *p == Player::Open) else {
        return Err(Error::SeatTaken { game: id });
    };
    let secret = live.table.secrets[i]
        .clone()
        .ok_or_else(|| Error::Internal(format!("game {id}: an open seat without a secret")))?;
    Ok((Color::ALL[i], secret))
}

/// A rematch asked in a tournament's game (`tile`: an arena's or a Swiss's): the tournament
/// pairs its players again itself.
pub fn no_tournament_rematch(tile: &str) -> Refusal {
    if tile == crate::store::lobby::SWISS {
        refuse(
            Code::NoRematch,
            "a tournament's game has no rematch: its next round pairs you again",
        )
        .arg("reason", "swiss")
    } else {
        refuse(
            Code::NoRematch,
            "an arena's game has no rematch: the arena pairs you again",
        )
        .arg("reason", "arena")
    }
}

/// Why a rematch could not be created, as its asker is told.
pub fn rematch_refusal(e: Error) -> Refusal {
    match e {
        Error::TooManyTables => refuse(
            Code::TooManyTables,
            "too many tables created from your address: wait a minute",
        ),
        Error::ComputerBusy(busy) => {
            refuse(Code::ComputerBusy, busy.message()).arg("reason", busy.code())
        }
        e => {
            tracing::error!(error = %e, "cannot create a rematch");
            refuse(
                Code::Internal,
                "the server could not create the rematch: try again",
            )
        }
    }
}

#[cfg(test)]
#[path = "referee_tests.rs"]
mod tests;
