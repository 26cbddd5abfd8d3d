//! The analysis page's pure modules (`web/analysis/record.js`, `judge.js`) in Node.js: a record
//! written by this crate's `record` module is read back with the same actions, and the marks
//! hold at their thresholds (`analysis_js.test.mjs`).

use std::process::Command;

use yote_rules::{Game, Rules};
use yote_server::record::Record;

#[test]
fn the_analysis_modules_read_server_records_and_mark_at_their_thresholds() {
    let rules: Rules = "standard".parse().expect("rules");
    let mut game = Game::new(rules);
    let actions = ["@c3", "@e5", "@a1", "@c2", "c3xc1/e5", "@d4"];
    for a in actions {
        game.play_notation(a).expect("legal");
    }
    let record = Record {
        tags: [
            ("Event", "Yote game"),
            ("Rules", "standard"),
            ("White", "Guest"),
            ("Black", "Computer (medium)"),
            ("Result", "*"),
            ("Termination", "unterminated"),
        ]
        .iter()
        .map(|(n, v)| ((*n).to_owned(), (*v).to_owned()))
        .collect(),
        game,
        clocks: vec![
            Some(299_000),
            Some(298_500),
            None,
            Some(1_000),
            Some(900),
            Some(100),
        ],
    };
    let text = record.to_string();
    assert!(text.contains("{[%clk 0:04:59.0]}"), "{text}");
    let given = serde_json::json!({ "record": text, "actions": actions });
    let file = std::env::temp_dir().join(format!("yote-analysis-js-{}.json", std::process::id()));
    std::fs::write(&file, given.to_string()).expect("write");
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/analysis_js.test.mjs");
    let output = Command::new("node")
        .arg(script)
        .arg(&file)
        .output()
        .expect("node runs (Node.js 18 or later is needed)");
    let _ = std::fs::remove_file(&file);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "node failed:\n{stdout}\n{stderr}");
    assert!(stdout.contains("all checks passed"), "{stdout}");
}
