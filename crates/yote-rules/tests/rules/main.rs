//! The yote-rules crate's tests, in one binary (one link, and its tests run in parallel).

mod actions;
#[path = "../checks/mod.rs"]
mod checks;
#[path = "../common/mod.rs"]
mod common;
mod fuzz_corpus;
mod perft;
mod properties;
mod reference;
