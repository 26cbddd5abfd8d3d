//! The yote-ai crate's tests, in one binary (one link, and its tests run in parallel).

mod bench;
mod draws;
mod games;
mod limits;
mod tablebases;
mod tactics;
