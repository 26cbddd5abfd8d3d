//! The game page's modules (`web/game.js`, `web/game/*.js`) import each other without cycles,
//! and every name imported is exported (`game_imports.test.mjs`, in Node.js).

use std::process::Command;

#[test]
fn the_game_page_modules_import_each_other_without_cycles() {
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/game_imports.test.mjs");
    let output = Command::new("node")
        .arg("--test")
        .arg(script)
        .env_remove("YOTE_WEB")
        .output()
        .expect("node runs (Node.js 18 or later is needed)");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "node failed:\n{stdout}\n{stderr}");
    assert!(
        stdout.contains("the game page's modules import each other without cycles"),
        "{stdout}"
    );
}
