//! Any text: the action parser never panics, what it accepts prints back exactly, and playing it
//! in the standard start either works or says why.
#![no_main]

use libfuzzer_sys::fuzz_target;
use yote_rules::{Action, Position, Rules};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(action) = text.parse::<Action>() {
        assert_eq!(action.to_string(), text);
        let rules = Rules::standard();
        let start = Position::new(&rules);
        let _ = start.play(&rules, action);
    }
});
