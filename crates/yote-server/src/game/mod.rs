//! Live games as rooms (docs/architecture.md): one task owns each game in memory and applies
//! its commands one at a time, committing every change to the store before anyone hears of it.
//!
//! - [`registry`]: routes commands to the games' tasks, loading a game when needed (parked
//!   games when their timers come near);
//! - [`task`]: the task, the one part that does I/O (inbox, commit, lost races, catch-up from
//!   other nodes, the computer's turns), and [`viewers`], its side facing the viewers (hellos,
//!   presence, abandonment, broadcasts);
//! - [`commit`]: the task's commits, lost races and catch-up with other nodes;
//! - [`referee`]: pure, decides each request: the events to store or the refusal;
//! - [`takeback`]: pure, decides the takeback requests the same way;
//! - [`clock`]: pure, deadlines, the clock view, stamps, the computer's budget, restart grace,
//!   and when a game nobody is at is parked in the store;
//! - [`abandon`]: pure, who is gone and when a claim opens;
//! - [`crowd`]: the viewers and their outboxes, and the other nodes' presence;
//! - [`notify`]: pure, the push notifications a commit makes (whose turn, an offer, the end);
//! - [`talk`]: what the players say to each other (phrases, typed lines), judged purely, then
//!   kept and sent to the players;
//! - [`computer`]: when and how the computer thinks (pool or jobs table);
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
mod notify;
pub mod pool;
mod referee;
mod registry;
pub mod tables;
mod takeback;
mod talk;
mod task;
mod viewers;

pub use clock::PARK_BEYOND_MS;
pub use command::{Command, InviteInfo, Services};
pub use referee::Request;
pub use registry::Registry;
