//! Live games as rooms (docs/architecture.md): one task owns each game in memory and applies
//! its commands one at a time, committing every change to the store before anyone hears of it.
//!
//! - [`registry`]: routes commands to the games' tasks, loading a game when needed (parked
//!   games when their timers come near);
//! - [`task`]: the task, which routes: it takes each command from its inbox, hands it to the
//!   part that owns its concern, and tells the viewers what came of it. Each part owns its
//!   state behind a narrow interface, as lila's round does:
//!   - [`commit`]: the write path (`Writer`), the one owner of the game as stored and of when
//!     its turn began: commits, lost races, what other nodes stored, parking;
//!   - [`crowd`]: the viewers (`Crowd`) and their outboxes, the other nodes' presence, who is
//!     gone since when, hellos and broadcasts;
//!   - [`messenger`]: what the viewers are told (`Messenger`): states, events, acks,
//!     presence, the computer thinking, a claim opening;
//!   - [`talk`]: what the players said (`Talk`), judged purely, kept, told to other nodes;
//!   - [`computer`]: when and how the computer thinks (`Thinker`; pool or jobs table);
//! - [`referee`]: pure, decides each request: the events to store or the refusal;
//! - [`takeback`]: pure, decides the takeback requests the same way;
//! - [`clock`]: pure, deadlines, the clock view, stamps, the computer's budget, restart grace,
//!   and when a game nobody is at is parked in the store;
//! - [`abandon`]: pure, who is gone and when a claim opens;
//! - [`notify`]: pure, the push notifications a commit makes (whose turn, an offer, the end);
//! - [`command`]: what the rest of the server sends a game's task, and what a task needs;
//! - [`figures`]: what the task counts for the metrics;
//! - [`tables`]: new tables, their admission and their building; [`pool`]: the threads the
//!   computer searches on.

mod abandon;
mod clock;
mod command;
mod commit;
pub mod computer;
mod crowd;
mod figures;
mod messenger;
mod notify;
pub mod pool;
mod referee;
mod registry;
pub mod tables;
mod takeback;
mod talk;
mod task;

pub use clock::PARK_BEYOND_MS;
pub use command::{Command, InviteInfo, Services};
pub use referee::Request;
pub use registry::Registry;
