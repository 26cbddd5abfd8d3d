//! A game as the server keeps it: the table (who sits where), the stored events, and the live
//! state rebuilt from them. Pure data: no I/O, no tasks.
//!
//! - [`live`]: the table, the events, the sides and players, and [`Live`], a game replayed;
//! - [`time`]: a table's time control and the clocks stored with its actions;
//! - [`code`]: the refusal codes and a game's status, as enums;
//! - [`takebacks`]: when a table allows takebacks; [`undo`], a game taken back.

mod code;
mod live;
mod takebacks;
mod time;
mod undo;

pub use code::{Code, Status};
pub use live::*;
pub use takebacks::Takebacks;
#[cfg(test)]
pub use time::DAY_MS;
pub use time::{ClockStamp, TimeControl};
