//! Limits that hold across connections, one file per concern:
//!
//! - `rate`: per-key rate limits on `governor`'s keyed limiters: tables a minute per address, and
//!   the WebSocket message budgets per holder and per address in each room;
//! - `computer`: the live games against the computer per address, and the computer's queue;
//! - `connections`: open connections per address and in all;
//! - `shared`: the limits per address that hold across nodes (in the database a store shares,
//!   else in memory): tables a minute, new players, renames and transfer codes an hour.
//!
//! A new table's admission, which uses the first two, is `crate::game::tables`.

mod computer;
mod connections;
mod rate;
mod shared;

pub use computer::{COMPUTER_GAME_IDLE, ComputerBusy, ComputerLoad};
pub use connections::{ConnectionSlot, Connections, Refused, Slot};
pub use rate::{Budget, Budgets, Spent};
pub use shared::SharedLimit;
