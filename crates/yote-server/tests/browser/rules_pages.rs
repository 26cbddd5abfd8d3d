//! The rules page's diagrams, the variant pages' rule-changes tables, and "Ndar-Kepp" when a
//! real game ends with a blocked player.

use serde_json::{Value, json};
use yote_rules::{EndReason, Position, Rules};

use crate::OVERFLOW_CHECK;
use crate::harness::*;

/// The diagrams the rules page shows, in its order (src/site/diagram.rs).
const FIGURES: [&str; 6] = ["start", "place", "step", "capture", "blocked", "chain"];

/// Every diagram of the page: (figure id, accessible name, caption, svg left, svg right, svg width).
const FIGURE_FACTS: &str = r#"
return [...document.querySelectorAll('figure.diagram')].map((f) => {
  const svg = f.querySelector('svg[role=img]');
  const r = svg ? svg.getBoundingClientRect() : {left: 0, right: 0, width: 0};
  return [f.id, svg ? svg.getAttribute('aria-label') : '', f.querySelector('figcaption').textContent,
          Math.round(r.left), Math.round(r.right), Math.round(r.width)];
});
"#;

/// Checks the rules page's diagrams at phone size in `lang`: all six, each named in words and
/// captioned, none wider than the screen, nothing on the page sticking out.
async fn check_diagrams(c: &fantoccini::Client, lang: &str, alt_word: &str) -> Vec<Value> {
    let facts = js(c, FIGURE_FACTS).await;
    let facts = facts.as_array().expect("a list").clone();
    let ids: Vec<&str> = facts.iter().map(|f| f[0].as_str().unwrap()).collect();
    let expected: Vec<String> = FIGURES.iter().map(|n| format!("fig-{n}")).collect();
    assert_eq!(ids, expected, "{lang}: the diagrams, in order");
    let mut labels = vec![];
    for f in &facts {
        let (label, caption) = (f[1].as_str().unwrap(), f[2].as_str().unwrap());
        assert!(
            label.starts_with(alt_word) && label.len() > 40,
            "{lang}: {} is named in words: {label:?}",
            f[0]
        );
        assert!(caption.len() > 20, "{lang}: {} has a caption", f[0]);
        assert!(!caption.contains("rules-fig-"), "{lang}: {caption}");
        let (left, right, width) = (f[3].as_i64(), f[4].as_i64(), f[5].as_i64());
        assert!(
            left >= Some(0) && right <= Some(360) && width >= Some(150),
            "{lang}: {} fits the phone: {f}",
            f[0]
        );
        labels.push(label.to_owned());
    }
    labels.sort();
    labels.dedup();
    assert_eq!(labels.len(), FIGURES.len(), "{lang}: every name differs");
    let bad = js(c, OVERFLOW_CHECK).await;
    assert_eq!(bad, json!([]), "/{lang}/rules at 360 px");
    facts
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_page_shows_its_diagrams_on_a_phone_in_english_and_french() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/en/")).await.expect("open");
    // Reach the rules page as a player would: the navigation's link.
    click(&c, "nav a[href='/en/rules']").await;
    until(&c, "location.pathname === '/en/rules'", "the rules page").await;
    check_diagrams(&c, "en", "Diagram:").await;
    // The jump with its second removal: one jumped piece and one second piece marked, one arrow.
    let capture = js(
        &c,
        "const f = document.getElementById('fig-capture'); \
         return [f.querySelectorAll('.d-jumped').length, f.querySelectorAll('.d-removed').length, f.querySelectorAll('.d-arrow').length];",
    )
    .await;
    assert_eq!(capture, json!([1, 1, 1]), "the capture diagram");
    let chain = js(
        &c,
        "const f = document.getElementById('fig-chain'); \
         return [f.closest('section').id, f.querySelectorAll('.d-jumped').length, f.querySelectorAll('.d-arrow').length];",
    )
    .await;
    assert_eq!(chain, json!(["opt-chain_jumps", 2, 2]), "the chain diagram");
    // The blocked player's section says the word, and its diagram shows the walled-in pieces.
    let ndar = js(
        &c,
        "return [document.getElementById('ndar-kepp').textContent, \
                 document.getElementById('fig-blocked').querySelectorAll('.d-mark').length];",
    )
    .await;
    assert!(ndar[0].as_str().unwrap().contains("Ndar-Kepp"), "{ndar}");
    assert_eq!(ndar[1], 4, "the four walled-in pebbles are ringed");
    js(
        &c,
        "document.getElementById('fig-place').scrollIntoView({block: 'start'}); return 0;",
    )
    .await;
    screenshot(&c, "phone-rules-diagrams").await;
    for name in ["capture", "chain"] {
        js(
            &c,
            &format!("document.getElementById('fig-{name}').scrollIntoView({{block: 'start'}}); return 0;"),
        )
        .await;
        screenshot(&c, &format!("phone-rules-diagram-{name}")).await;
    }

    // The same page in French, through the language switch.
    click(&c, ".langs summary").await;
    click(&c, ".langs a[data-lang='fr']").await;
    until(
        &c,
        "location.pathname === '/fr/rules'",
        "the French rules page",
    )
    .await;
    let facts = check_diagrams(&c, "fr", "Schéma :").await;
    let caption = facts[4][2].as_str().unwrap();
    assert!(caption.starts_with("Ndar-Kepp"), "{caption}");
    js(
        &c,
        "document.getElementById('ndar-kepp').scrollIntoView({block: 'start'}); return 0;",
    )
    .await;
    screenshot(&c, "phone-fr-rules-diagrams").await;

    // At desktop width the place and step diagrams stand side by side.
    let d = h.browser(1280, 900).await;
    d.goto(&h.url("/en/rules")).await.expect("open");
    let tops = js(
        &d,
        "document.getElementById('fig-place').scrollIntoView({block: 'center'});          return ['fig-place', 'fig-step'].map((id) => Math.round(document.getElementById(id).getBoundingClientRect().top));",
    )
    .await;
    assert_eq!(tops[0], tops[1], "place and step side by side: {tops}");
    let bad = js(&d, OVERFLOW_CHECK).await;
    assert_eq!(bad, json!([]), "/en/rules at 1280 px");
    screenshot(&d, "rules-diagrams-desktop").await;
    h.finish().await;
}

/// The rows of the rule-changes table on the page shown: (aspect, standard, rule set).
const TABLE_ROWS: &str = r#"
return [...document.querySelectorAll('table.changes tbody tr')].map((tr) =>
  [tr.querySelector('th').textContent, tr.querySelectorAll('td')[0].textContent, tr.querySelectorAll('td')[1].textContent]);
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_variant_tables_follow_their_sources_without_contradiction() {
    let mut h = Harness::start().await;
    let c = h.browser(1280, 900).await;
    c.goto(&h.url("/en/variants")).await.expect("open");
    click(&c, "a[href='/en/variants/six-by-six']").await;
    until(
        &c,
        "location.pathname === '/en/variants/six-by-six'",
        "the 6×6 page",
    )
    .await;
    // The source page's four rows: board, pieces and empty squares, moves, end of the game.
    let rows = js(&c, TABLE_ROWS).await;
    let aspects: Vec<&str> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r[0].as_str().unwrap())
        .collect();
    assert_eq!(
        aspects,
        [
            "Board",
            "Pieces and empty squares",
            "Place, step and jump",
            "End of the game"
        ],
        "{rows}"
    );
    assert!(rows[0][1].as_str().unwrap().contains("30"), "{rows}");
    assert!(rows[0][2].as_str().unwrap().contains("36"), "{rows}");
    assert!(
        rows[1][2]
            .as_str()
            .unwrap()
            .contains("12 squares stand empty")
    );
    assert!(
        rows[1][1]
            .as_str()
            .unwrap()
            .contains("6 squares stand empty")
    );
    let source = js(
        &c,
        "return document.querySelector('.table-source').textContent;",
    )
    .await;
    assert!(source.as_str().unwrap().starts_with("Source"), "{source}");
    js(
        &c,
        "document.querySelector('table.changes').scrollIntoView({block: 'center'}); return 0;",
    )
    .await;
    screenshot(&c, "variant-six-by-six-table").await;

    // Bodogemu: the blocked player passes, and no row says the rest is as in the standard game.
    c.goto(&h.url("/en/variants/bodogemu")).await.expect("open");
    let rows = js(&c, TABLE_ROWS).await;
    let rows = rows.as_array().unwrap();
    let blocked: Vec<&Value> = rows.iter().filter(|r| r[0] == "Blocked player").collect();
    assert_eq!(blocked.len(), 1, "{rows:?}");
    let (standard, bodogemu) = (
        blocked[0][1].as_str().unwrap(),
        blocked[0][2].as_str().unwrap(),
    );
    assert!(standard.contains("loses"), "{standard}");
    assert!(
        bodogemu.contains("passes") && !bodogemu.contains("loses"),
        "{bodogemu}"
    );
    for r in rows {
        let text = r[2].as_str().unwrap().to_lowercase();
        assert!(
            !text.contains("as in the standard game") && !text.contains("same as the standard"),
            "a Bodogemu row defers to the standard game: {r}"
        );
    }
    let aspects: Vec<&str> = rows.iter().map(|r| r[0].as_str().unwrap()).collect();
    for aspect in [
        "Second piece taken after a capture",
        "Jumps per turn",
        "Winning",
        "Draws",
    ] {
        assert!(aspects.contains(&aspect), "{aspect} in {aspects:?}");
    }
    screenshot(&c, "variant-bodogemu-table").await;
    h.finish().await;
}

/// A shortest line of placements under `rules` after which the player to move is blocked
/// (every hand empty, no step, no jump): a depth-first search with the rules crate.
fn placements_to_a_blocked_end(rules: &Rules) -> Vec<String> {
    fn search(p: &Position, rules: &Rules, depth: u32, line: &mut Vec<String>) -> bool {
        if let Some(outcome) = p.outcome(rules) {
            return outcome.reason == EndReason::Blocked;
        }
        if depth == 0 {
            return false;
        }
        for action in p.legal_actions(rules) {
            if action.kind() != yote_rules::ActionKind::Place {
                continue;
            }
            let next = p.play(rules, action).expect("a legal action");
            line.push(action.to_string());
            if search(&next, rules, depth - 1, line) {
                return true;
            }
            line.pop();
        }
        false
    }
    let start = Position::new(rules);
    let mut line = vec![];
    for depth in 1..=10 {
        if search(&start, rules, depth, &mut line) {
            return line;
        }
    }
    panic!("no blocked end within 10 placements");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ndar_kepp_is_said_when_a_real_game_ends_with_a_blocked_player() {
    // 3×3 with 4 pieces each: 8 pieces leave one empty square, so a player can be walled in.
    let rules_string = "standard,rows=3,columns=3,pieces=4";
    let rules: Rules = rules_string.parse().expect("rules");
    let line = placements_to_a_blocked_end(&rules);
    assert_eq!(line.len(), 8, "every piece placed: {line:?}");

    let mut h = Harness::start().await;
    let http = yote_testkit::http_client();
    let (game, white, black, _) = yote_testkit::seated_table(&http, &h.base, rules_string).await;
    let addr = h
        .base
        .trim_start_matches("http://")
        .parse()
        .expect("address");
    let mut w = yote_testkit::Client::connect(addr, &game, Some(&white)).await;
    let mut b = yote_testkit::Client::connect(addr, &game, Some(&black)).await;
    w.hello(json!({})).await;
    b.hello(json!({})).await;
    for (ply, action) in line.iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut w } else { &mut b };
        let ack = mover.act(ply, action).await;
        assert_eq!(ack["type"], "ack", "{action}: {ack}");
    }
    let over = w.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["reason"], "blocked", "{over}");

    // A watcher on a phone opens the game page: the banner says Ndar-Kepp and what it means.
    let c = h.browser(360, 740).await;
    c.goto(&h.url(&format!("/en/games/{game}")))
        .await
        .expect("open the game");
    until(
        &c,
        "!document.getElementById('banner').hidden",
        "the game-over banner",
    )
    .await;
    let reason = js(
        &c,
        "return document.getElementById('banner-reason').textContent;",
    )
    .await;
    let reason = reason.as_str().unwrap();
    assert!(
        reason.starts_with("Ndar-Kepp!") && reason.contains("blocked on all sides"),
        "{reason}"
    );
    assert!(
        reason.contains("White"),
        "the blocked side is named: {reason}"
    );
    let bad = js(&c, OVERFLOW_CHECK).await;
    assert_eq!(bad, json!([]), "the game page at 360 px");
    screenshot(&c, "ndar-kepp").await;
    // The same end in Polish.
    c.goto(&h.url(&format!("/pl/games/{game}")))
        .await
        .expect("open the game");
    until(
        &c,
        "!document.getElementById('banner').hidden",
        "the Polish banner",
    )
    .await;
    let reason = js(
        &c,
        "return document.getElementById('banner-reason').textContent;",
    )
    .await;
    assert!(
        reason.as_str().unwrap().starts_with("Ndar-Kepp!"),
        "{reason}"
    );
    w.close().await;
    b.close().await;
    h.finish().await;
}
