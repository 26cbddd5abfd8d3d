//! Any text: the rules-string parser never panics, and accepted rules print and parse back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use yote_rules::Rules;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(rules) = text.parse::<Rules>() {
        assert_eq!(rules.to_rules_string().parse::<Rules>(), Ok(rules));
        assert_eq!(rules.to_full_string().parse::<Rules>(), Ok(rules));
    }
});
