//! The HTTP API's handlers (docs/protocol.md §1–2), one module a concern; the pages are
//! `crate::site`'s, the sockets `crate::socket`'s, and `crate::routes` puts them together.
//!
//! - [`api`]: tables made, games read and played over HTTP;
//! - [`agreed`]: games rated by agreement (a friend's or the computer's table);
//! - [`arenas`]: arenas made, listed and read, and a player's join, withdrawal and pause;
//! - [`players`]: the lobby's players, their names, transfer codes and pages' data;
//! - [`privacy`]: a player's data downloaded, and the player forgotten;
//! - [`mutes`]: the players a player has muted;
//! - [`blocks`]: the players a player has blocked;
//! - [`reports`]: a player reports another to the operators;
//! - [`continue_link`]: a seat carried to another device;
//! - [`push`]: Web Push subscriptions;
//! - [`tablebase`]: the endgame tables' answers;
//! - [`health`]: the health and readiness checks;
//! - [`guard`]: the checks on every request (body size, origin);
//! - [`extract`]: the extractors whose refusals are the documented JSON error;
//! - [`parts`]: what the handlers share (the seat cookie);
//! - [`views`]: what the API answers, as types.

pub mod agreed;
pub mod api;
pub mod arenas;
pub mod blocks;
pub mod continue_link;
#[cfg(test)]
mod docs_tests;
pub mod extract;
pub mod guard;
pub mod health;
pub mod mutes;
pub mod parts;
pub mod players;
pub mod privacy;
pub mod progress;
pub mod push;
pub mod reports;
pub mod swiss;
pub mod tablebase;
pub mod views;
