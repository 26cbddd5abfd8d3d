//! A game as the server keeps it: the table (who sits where), the stored events, and the live
//! state rebuilt from them. Pure data: no I/O, no tasks.
//!
//! - [`live`]: the table, the events, the sides and players, and [`Live`], a game replayed;
//! - [`time`]: a table's time control and the clocks stored with its actions;
//! - the refusal codes and a game's status, as enums, are the `yote-referee` crate's (shared
//!   with the engine module); [`args`], a refusal's arguments;
//! - [`rating`]: Glicko-2 and the rating pools; [`record`]: a game's record (moves and
//!   headers) written and read;
//! - [`secret`]: random identifiers and seat secrets; [`clock`]: where the server reads the
//!   time of day;
//! - [`ending`]: how a game ended;
//! - [`takebacks`]: when a table allows takebacks; [`undo`], a game taken back; [`berserk`],
//!   an arena player halving their clock;
//! - [`name_key`]: a player's name as people read it, the key two names that read as one share.

mod args;
mod berserk;
pub mod clock;
mod ending;
mod live;
pub mod name_key;
pub mod rating;
pub mod record;
pub mod secret;
mod side;
mod takebacks;
#[cfg(test)]
pub(crate) mod testing;
mod time;
mod undo;
pub mod words;

pub use args::{ArgValue, Args};
pub use berserk::NoBerserk;
pub use ending::{Ending, EndingView};
pub use live::*;
pub use takebacks::Takebacks;
#[cfg(test)]
pub use time::DAY_MS;
pub use time::{ClockStamp, TimeControl};
pub use yote_referee::{Code, Status};
