//! Limits that hold across connections, one file per concern:
//!
//! - `rate`: per-key rate limits on `governor`'s keyed limiters: tables a minute per address, and
//!   the WebSocket message budget per address and game;
//! - `computer`: the live games against the computer per address, and the computer's queue;
//! - `connections`: open connections per address and in all;
//! - `tables`: `admit_new_table`, the limits on a new table (in the database when it is shared).

mod computer;
mod connections;
mod rate;
mod tables;

pub use computer::{ComputerBusy, ComputerLoad};
pub use connections::{ConnectionSlot, Connections, Refused, Slot};
pub use rate::{Budgets, RateLimiter};
pub use tables::{NewTableRefused, admit_new_table};
