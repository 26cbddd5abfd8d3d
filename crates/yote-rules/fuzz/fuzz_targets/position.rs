//! Any text: the position parser never panics, and what it accepts prints back exactly and
//! plays without panicking.
#![no_main]

use libfuzzer_sys::fuzz_target;
use yote_rules::{Position, Preset, Setup};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(setup) = text.parse::<Setup>() {
        assert_eq!(setup.to_string(), text);
    }
    for preset in Preset::ALL {
        let rules = preset.rules();
        if let Ok(position) = Position::parse(text, &rules) {
            let actions = position.legal_actions(&rules);
            assert_eq!(position.count_legal_actions(&rules), actions.len() as u64);
            for action in actions {
                position.play(&rules, action).expect("listed actions play");
            }
        }
    }
});
