//! Any text: the record parser never panics, and a record it accepts replays to a game.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data)
        && let Ok(record) = yote_server::record::parse(text)
    {
        assert!(!record.result().is_empty());
    }
});
