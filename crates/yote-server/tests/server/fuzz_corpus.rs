//! Replays the committed fuzz corpus of the server's parsers (fuzz/corpus/<target>/) with the
//! fuzz targets' checks: no panic, and every refusal says what was wrong.

use std::fs;
use std::path::Path;

fn corpus(target: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| String::from_utf8(fs::read(entry.unwrap().path()).unwrap()).ok())
        .collect()
}

#[test]
fn record_corpus() {
    let inputs = corpus("record");
    assert!(!inputs.is_empty());
    let mut parsed = 0;
    for text in inputs {
        match yote_server::record::parse(&text) {
            Ok(record) => {
                assert!(!record.result().is_empty());
                parsed += 1;
            }
            Err(e) => assert!(!e.message.is_empty()),
        }
    }
    assert!(parsed >= 1, "the corpus holds at least one valid record");
}

#[test]
fn ws_message_corpus() {
    let inputs = corpus("ws_message");
    assert!(inputs.len() >= 3);
    for text in inputs {
        if let Err((code, message)) = yote_server::decode_client_message(&text) {
            assert!(!code.is_empty() && !message.is_empty());
        }
    }
}
