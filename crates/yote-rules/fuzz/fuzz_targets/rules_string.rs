//! Fuzz target: see `tests/checks/mod.rs` for what is checked.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[allow(dead_code)]
#[path = "../../tests/checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        checks::rules_string(text);
    }
});
