//! Arenas on the site (docs/tournaments.md "Arenas on the site"): the rules are
//! `yote_tournament`'s, pure; this part keeps an arena in the store, replays it from its rows
//! and pairs its free players into lobby games.
//!
//! - [`arenas`]: `Arenas`, what requests use: an arena made, listed, read with its standings,
//!   and a player's join, withdrawal and pause;
//! - [`director`]: the loop each node runs, which takes the lease of each arena under way and,
//!   where it directs, counts the games that ended and makes the next ones;
//! - [`replay`]: an arena from its stored rows, and a lobby game's end as the arena counts it;
//! - [`scheduled`]: the site's own arenas, made from its schedule by every node, once each;
//! - [`views`]: an arena as a reader sees it (the API's answer and the socket's state);
//! - [`messages`]: the arena socket's messages as types;
//! - [`watch`]: the sockets watching arenas on this node, sent each change once a second;
//! - [`swiss`], [`swiss_rows`], [`swiss_view`]: Swiss tournaments and round robins (what
//!   requests use, the stored rows as the pairing engine reads them, the reader's view);
//! - [`swiss_director`]: the loop each node runs for the Swiss tournaments played on the site
//!   or whose rounds start by themselves (their games made and counted, their rounds paired).

pub mod arenas;
pub mod director;
pub mod messages;
pub mod replay;
pub mod scheduled;
pub mod swiss;
pub mod swiss_director;
pub mod swiss_rows;
pub mod swiss_view;
pub mod views;
pub mod watch;
