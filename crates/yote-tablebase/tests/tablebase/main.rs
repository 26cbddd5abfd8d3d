//! The yote-tablebase crate's tests, in one binary (one link, and its tests run in parallel).

#[path = "../common/mod.rs"]
mod common;
mod exact;
mod known;
