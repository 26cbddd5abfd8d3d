//! The checks each fuzz target makes on one input, shared by the fuzz targets (fuzz/) and by
//! tests/rules/fuzz_corpus.rs, which replays the committed corpus in every test run.

use yote_rules::{Action, Position, Preset, Rules, Setup};

/// The position parser never panics; what it accepts prints back exactly, and every listed
/// action plays.
pub fn position(text: &str) {
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
}

/// The rules-string parser never panics; accepted rules print and parse back to themselves.
pub fn rules_string(text: &str) {
    if let Ok(rules) = text.parse::<Rules>() {
        assert_eq!(rules.to_rules_string().parse::<Rules>(), Ok(rules));
        assert_eq!(rules.to_full_string().parse::<Rules>(), Ok(rules));
    }
}

/// The action parser never panics; what it accepts prints back exactly, and playing it in the
/// standard start either works or says why.
pub fn action(text: &str) {
    if let Ok(action) = text.parse::<Action>() {
        assert_eq!(action.to_string(), text);
        let rules = Rules::standard();
        let start = Position::new(&rules);
        if let Err(e) = start.play(&rules, action) {
            assert_eq!(e.position, start);
            assert!(!e.to_string().is_empty());
        }
    }
}
