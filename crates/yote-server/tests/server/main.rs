//! The server from outside: the real server on a fresh database, driven over HTTP and WebSockets
//! (and the front end's pure modules in Node.js), one module per subject. One test binary, so
//! that the server's stack is compiled once for all of them; the browser tests are `tests/browser`.

mod abandon;
mod analysis_js;
mod arena_berserk;
mod arena_entry;
mod arena_site;
mod arena_socket;
mod arenas;
mod bad_input;
mod blocks;
mod clocks;
mod compression;
mod computer_game;
mod connections;
mod disk_full;
mod error_args;
mod framework_errors;
mod friend_game;
mod fuzz_corpus;
mod game_imports;
mod live_analysis;
mod lobby;
mod lobby_agreed_and_held;
mod lobby_free_aborts;
mod lobby_rematch;
mod moderation;
mod module_graph;
mod mutes;
mod names;
mod privacy;
mod push;
mod record;
mod resume;
mod security;
mod store_arenas;
mod store_blocks;
mod store_conformance;
mod store_moderation;
mod store_mutes;
mod store_privacy;
mod store_swiss;
mod tablebase_files;
mod takebacks;
mod talk;
mod transfer_progress;
