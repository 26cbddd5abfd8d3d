//! Replays the committed fuzz corpus (fuzz/corpus/<target>/) through the fuzz targets' checks.

use crate::checks;

use std::fs;
use std::path::Path;

fn replay(target: &str, check: fn(&str)) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut n = 0;
    for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let bytes = fs::read(entry.unwrap().path()).unwrap();
        if let Ok(text) = std::str::from_utf8(&bytes) {
            check(text);
        }
        n += 1;
    }
    n
}

#[test]
fn position_corpus() {
    assert!(replay("position", checks::position) >= 4);
}

#[test]
fn rules_string_corpus() {
    assert!(replay("rules_string", checks::rules_string) >= 5);
}

#[test]
fn action_corpus() {
    assert!(replay("action", checks::action) >= 5);
}
