//! The Yoté site and the `yote` command line.

pub mod cli;
pub mod loadtest;
