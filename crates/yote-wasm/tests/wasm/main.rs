//! The yote-wasm crate's tests, in one binary (one link, and its tests run in parallel).

mod node;
mod tables;
