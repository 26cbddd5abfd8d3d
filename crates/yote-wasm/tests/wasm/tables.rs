//! The endgame tables in the module's interface: which files a position needs and how long
//! each is, a file loaded from its bytes (a damaged one refused), and the computer at `master`
//! playing the tables' best action once they are loaded.

use yote_rules::{Position, Preset};
use yote_tablebase::{Tablebase, registry};
use yote_wasm::api;

#[test]
fn a_position_names_its_tables_and_master_plays_from_them_once_loaded() {
    let rules = Preset::Standard.rules();
    let tables = Tablebase::build(&rules, 5, &mut |_| {}).expect("tables");
    // Three against two, White to move: White wins in 9 plies.
    let text = "W5/6/W5/1B4/3W1B w 0 0 0";
    let position = Position::parse(text, &rules).unwrap();
    registry::remove(&rules);

    let needs = api::table_needs("standard", text).unwrap();
    let size = |m, o| tables.table(m, o).unwrap().to_bytes(&tables).len();
    assert_eq!(
        needs,
        format!(
            "folder standard\n3-2.yotetb {} missing\n2-3.yotetb {} missing",
            size(3, 2),
            size(2, 3)
        )
    );
    // No table holds the start (hands full), nor a game under rules without the counter.
    assert_eq!(api::table_needs("standard", "").unwrap(), "");
    assert_eq!(
        api::table_needs("standard,no_capture_draw=off", text).unwrap(),
        ""
    );
    assert!(api::table_needs("standard", "nonsense").is_err());

    // Without the tables master searches; its score is no table's.
    let searched = api::level_text("standard", text, "master", 1, 500.0).unwrap();
    assert!(!searched.contains("score tbwin"), "{searched}");

    let mut damaged = tables.table(3, 2).unwrap().to_bytes(&tables);
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    let refused = api::table_load("standard", &damaged).unwrap_err();
    assert!(refused.contains("checksum"), "{refused}");
    assert_eq!(
        api::table_load("standard", &tables.table(3, 2).unwrap().to_bytes(&tables)).unwrap(),
        "3-2.yotetb"
    );
    assert_eq!(
        api::table_load("standard", &tables.table(2, 3).unwrap().to_bytes(&tables)).unwrap(),
        "2-3.yotetb"
    );
    assert_eq!(
        api::table_needs("standard", text).unwrap(),
        format!(
            "folder standard\n3-2.yotetb {} loaded\n2-3.yotetb {} loaded",
            size(3, 2),
            size(2, 3)
        )
    );

    let played = api::level_text("standard", text, "master", 1, 500.0).unwrap();
    let best = tables.best_action(&position).unwrap().action.to_string();
    assert!(played.starts_with(&format!("action {best}\n")), "{played}");
    // The score counts the plies without capture to the win, as the tables do.
    let Some(yote_tablebase::Value::Win(n)) = tables.probe(&position) else {
        panic!("a win")
    };
    assert!(played.contains(&format!("score tbwin {n}\n")), "{played}");
    registry::remove(&rules);
}
