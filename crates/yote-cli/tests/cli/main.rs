//! The `yote` binary from outside: its commands, and real `yote serve` processes (on SQLite, on a
//! throwaway PostgreSQL, behind nginx, killed and restarted), one module per subject. One test
//! binary, so that what the tests share is compiled once.

mod ai_commands;
mod arena_load;
mod arena_nodes;
mod backup;
mod caps;
mod cli_rules;
mod clocks_restart;
mod engine_protocol;
mod fair_nodes;
mod loadtest;
mod lobby_nodes;
mod moderate;
mod nodes;
mod postgres;
mod previous_release;
mod proxy;
mod push_nodes;
mod puzzles;
mod restart;
mod serve;
mod swiss;
mod swiss_nodes;
mod tablebase;
mod words;
mod workers;
