//! The analysis page (`/{lang}/analysis`, web/analysis.js) and the position editor: a finished
//! game analysed in the page's Web Worker, its graph and marks, the best line at a ply, other
//! actions tried on the board and the way back; the editor refusing an impossible position in
//! the page's language and exploring a valid one, with a finger at phone size.

use serde_json::Value;

use crate::harness::*;
use crate::{local_game_page, play_by_clicks};

/// The game `1. @c3 @e5 2. @a1 @c2?? 3. c3xc1/e5`: Black's second placement puts a piece beside
/// White's with an empty hole behind it, and White's jump takes it and the other black piece: a
/// loss of two pieces for nothing, a blunder by the page's thresholds (150 hundredths of a piece).
const GAME: [&str; 5] = ["@c3", "@e5", "@a1", "@c2", "c3xc1/e5"];

async fn text(c: &fantoccini::Client, css: &str) -> String {
    find(c, css).await.text().await.expect("text")
}

/// Waits until the analysis of every position is done (the progress bar full and said so).
async fn wait_analysis(c: &fantoccini::Client) {
    let started = std::time::Instant::now();
    loop {
        let done = js(
            c,
            "const p = document.getElementById('an-progress'); return p.dataset.done === 'true' && p.value === p.max;",
        )
        .await;
        if done == Value::Bool(true) {
            return;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(60),
            "the analysis did not finish: {}",
            js(
                c,
                "return document.getElementById('an-progress-text').textContent;"
            )
            .await
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_analysed_its_blunder_marked_and_another_line_tried() {
    let mut h = Harness::start().await;
    let (c, id) = local_game_page(&mut h, (1280, 900), "en", "standard").await;
    // No analysis link while the game goes on.
    let shown = js(&c, "return !document.getElementById('analyse').hidden;").await;
    assert_eq!(shown, Value::Bool(false), "no Analyse link during the game");
    for (i, action) in GAME.iter().enumerate() {
        let (side, enemy) = if i % 2 == 0 {
            ("white", "black")
        } else {
            ("black", "white")
        };
        play_by_clicks(&c, action, side, enemy).await;
        wait_actions(&c, i + 1).await;
    }
    // Black resigns on this device: the game is over, and the link appears.
    click(&c, "#resign").await;
    click(&c, "#resign").await;
    until(
        &c,
        "!document.getElementById('analyse').hidden",
        "the Analyse link",
    )
    .await;
    // The engine is not loaded on the game page for that.
    let wasm = js(
        &c,
        "return performance.getEntriesByType('resource').some(r => r.name.endsWith('.wasm'));",
    )
    .await;
    assert_eq!(wasm, Value::Bool(false), "no engine on the game page");
    click(&c, "#analyse").await;
    until(
        &c,
        "location.pathname === '/en/analysis' && document.querySelectorAll('#an-moves button').length === 5",
        "the game on the analysis page",
    )
    .await;
    let url = c.current_url().await.expect("url");
    assert_eq!(url.query(), Some(format!("game={id}").as_str()));
    assert_eq!(text(&c, "#an-at").await, "Ply 5 of 5");

    // Analyse: the progress bar fills, then the graph has a point per position (ply 0 to 5).
    click(&c, "#an-run").await;
    until(
        &c,
        "!document.getElementById('an-progress-box').hidden",
        "the progress bar",
    )
    .await;
    wait_analysis(&c).await;
    let ms = js(
        &c,
        "return document.getElementById('an-progress').dataset.ms;",
    )
    .await;
    println!("analysis of 6 positions: {ms} ms");
    let progress = text(&c, "#an-progress-text").await;
    assert!(
        progress.starts_with("Analysis finished: 6 positions evaluated. 1 blunder"),
        "{progress}"
    );
    let announced = text(&c, "#an-announce").await;
    assert_eq!(announced, progress, "the end is announced");
    let points = js(
        &c,
        "return [...document.querySelectorAll('#an-graph circle.an-pt')].map(p => Number(p.dataset.ply));",
    )
    .await;
    assert_eq!(
        points,
        serde_json::json!([0, 1, 2, 3, 4, 5]),
        "a point per ply"
    );
    // The blunder: Black's @c2 (ply 4), and no other action marked a blunder.
    let marks = js(
        &c,
        "return [...document.querySelectorAll('#an-moves button')].map(b => [b.dataset.ply, b.classList.contains('blunder'), b.textContent]);",
    )
    .await;
    let blunders: Vec<&Value> = marks
        .as_array()
        .expect("moves")
        .iter()
        .filter(|m| m[1] == Value::Bool(true))
        .collect();
    assert_eq!(blunders.len(), 1, "{marks}");
    assert_eq!(blunders[0][0], "4", "{marks}");
    assert_eq!(blunders[0][2], "2... @c2?? (Blunder)", "{marks}");
    let red = js(
        &c,
        "return document.querySelector('#an-graph circle.an-pt.blunder').dataset.ply;",
    )
    .await;
    assert_eq!(red, "4", "the blunder is marked on the graph");
    // The table says the same in words, a row per position.
    click(&c, ".an-table-fold summary").await;
    let rows = js(
        &c,
        "return [...document.querySelectorAll('#an-table tbody tr')].map(r => r.textContent);",
    )
    .await;
    assert_eq!(rows.as_array().expect("rows").len(), 6, "{rows}");
    assert!(rows[4].as_str().expect("row").contains("Blunder"), "{rows}");

    // The best line at ply 4: White's jump that takes both black pieces.
    click(&c, "#an-moves button[data-ply='4']").await;
    until(
        &c,
        "document.getElementById('an-best').dataset.ply === '4'",
        "the best line at ply 4",
    )
    .await;
    let best = text(&c, "#an-best").await;
    assert!(best.starts_with("Best line: c3xc1/e5"), "{best}");
    // And drawn on the board: a ring on c3, an arrow to c1, a dashed ring on e5.
    let mark = js(
        &c,
        "const m = document.querySelector('#an-board .an-best-mark');          return m && [m.querySelectorAll('circle').length, m.querySelector('path').getAttribute('d')];",
    )
    .await;
    assert_eq!(mark, serde_json::json!([2, "M280 280 L280 480"]), "{mark}");
    assert_eq!(text(&c, "#an-at").await, "Ply 4 of 5");
    screenshot(&c, "analysis-game").await;

    // Another action from ply 4: White places on f1 instead of jumping.
    click(&c, "#an-board-f1").await;
    until(
        &c,
        "document.querySelector('#an-board-f1 .piece') !== null && !document.getElementById('an-mainline').hidden",
        "the other line",
    )
    .await;
    let status = text(&c, "#an-status").await;
    assert!(status.contains("Another line from ply 4: @f1"), "{status}");
    // Black answers with a step from the board: select e5, then d5.
    click(&c, "#an-board-e5").await;
    until(
        &c,
        "document.querySelector('#an-board-d5.target') !== null",
        "e5's targets",
    )
    .await;
    click(&c, "#an-board-d5").await;
    until(
        &c,
        "document.querySelector('#an-board-d5 .piece') !== null",
        "the step",
    )
    .await;
    let status = text(&c, "#an-status").await;
    assert!(status.contains("@f1 e5-d5"), "{status}");
    screenshot(&c, "analysis-variation").await;
    // Back to the game's line: ply 4 as it was.
    click(&c, "#an-mainline").await;
    until(
        &c,
        "document.getElementById('an-mainline').hidden",
        "the game's line",
    )
    .await;
    let back = js(
        &c,
        "return [!!document.querySelector('#an-board-f1 .piece'), !!document.querySelector('#an-board-e5 .piece'), \
         !!document.querySelector('#an-board-c2 .piece'), document.querySelector('#an-moves [aria-current=step]').dataset.ply];",
    )
    .await;
    assert_eq!(back, serde_json::json!([false, true, true, "4"]), "{back}");
    // A click on the graph goes to that ply.
    click(&c, "#an-graph rect.an-hit[data-ply='2']").await;
    until(
        &c,
        "document.getElementById('an-at').textContent === 'Ply 2 of 5'",
        "ply 2 from the graph",
    )
    .await;
    // The keyboard: the board is one tab stop, arrows move the focus, Enter places (@b2).
    let tabbable = js(
        &c,
        "return document.querySelectorAll('#an-board [tabindex=\"0\"]').length;",
    )
    .await;
    assert_eq!(tabbable, 1, "one tab stop on the board");
    js(
        &c,
        "document.getElementById('an-board-a1').focus(); return true;",
    )
    .await;
    let keys = c.active_element().await.expect("the focus");
    keys.send_keys("\u{E014}\u{E013}").await.expect("arrows");
    let focused = js(&c, "return document.activeElement.dataset.square;").await;
    assert_eq!(focused, "b2");
    let keys = c.active_element().await.expect("the focus");
    keys.send_keys("\u{E007}").await.expect("enter");
    until(
        &c,
        "document.querySelector('#an-board-b2 .piece') !== null && !document.getElementById('an-mainline').hidden",
        "@b2 from the keyboard",
    )
    .await;
    let focused = js(&c, "return document.activeElement.dataset.square;").await;
    assert_eq!(focused, "b2", "the focus stays on the board");
    screenshot(&c, "analysis-graph-click").await;
    h.finish().await;
}

/// The position editor in French at phone size, its empty standard board drawn.
async fn french_editor_on_a_phone(h: &mut Harness) -> fantoccini::Client {
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/fr/editor")).await.expect("open the editor");
    until(
        &c,
        "document.querySelectorAll('#ed-board .hole').length === 30",
        "the editor's board",
    )
    .await;
    c
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_editor_refuses_an_impossible_position_in_french_and_explores_a_valid_one_on_a_phone() {
    let mut h = Harness::start().await;
    let c = french_editor_on_a_phone(&mut h).await;
    // White pieces on c3 and d3, with the 12 of the hand still there: 14 in all.
    tap(&c, "#ed-board-c3").await;
    tap(&c, "#ed-board-d3").await;
    tap(&c, "#ed-check").await;
    until(
        &c,
        "document.getElementById('ed-error').textContent !== ''",
        "the refusal",
    )
    .await;
    let refusal = text(&c, "#ed-error").await;
    assert_eq!(
        refusal,
        "Les Blancs ont 14 pièces sur le plateau et en main, plus que les 12 que donnent les règles."
    );
    assert!(
        js(&c, "return document.getElementById('an-view').hidden;").await == Value::Bool(true),
        "nothing is explored"
    );
    let invalid = js(
        &c,
        "return document.getElementById('ed-white-hand').getAttribute('aria-invalid');",
    )
    .await;
    assert_eq!(invalid, "true", "White's hand is marked");
    screenshot(&c, "phone-editor-refused").await;
    // An empty count is refused too, and the field marked.
    let quiet = find(&c, "#ed-quiet").await;
    quiet.clear().await.expect("clear");
    tap(&c, "#ed-check").await;
    until(
        &c,
        "document.getElementById('ed-error').textContent.startsWith('Les mains')",
        "the refusal of an empty count",
    )
    .await;
    assert_eq!(
        text(&c, "#ed-error").await,
        "Les mains et les demi-coups depuis la dernière prise sont des nombres entiers à partir de 0."
    );
    let invalid = js(
        &c,
        "return document.getElementById('ed-quiet').getAttribute('aria-invalid');",
    )
    .await;
    assert_eq!(invalid, "true", "the empty field is marked");
    let quiet = find(&c, "#ed-quiet").await;
    quiet.send_keys("0").await.expect("type");
    // 10 in White's hand; a black piece on d4, 11 in Black's hand, Black to move.
    let hand = find(&c, "#ed-white-hand").await;
    hand.clear().await.expect("clear");
    hand.send_keys("10").await.expect("type");
    tap(&c, "#ed-tools input[value='B']").await;
    tap(&c, "#ed-board-d4").await;
    let hand = find(&c, "#ed-black-hand").await;
    hand.clear().await.expect("clear");
    hand.send_keys("11").await.expect("type");
    tap(&c, "input[name='ed-side'][value='b']").await;
    let position = text(&c, "#ed-position").await;
    assert_eq!(position, "6/3B2/2WW2/6/6 b 10 11 0");
    tap(&c, "#ed-check").await;
    until(
        &c,
        "!document.getElementById('an-view').hidden && document.getElementById('ed-error').textContent !== ''",
        "the position explored",
    )
    .await;
    assert_eq!(
        text(&c, "#ed-error").await,
        "La position est valide : explorez-la sur le plateau ci-dessus."
    );
    let invalid = js(
        &c,
        "return document.getElementById('ed-white-hand').hasAttribute('aria-invalid');",
    )
    .await;
    assert_eq!(invalid, Value::Bool(false), "no field marked any more");
    assert_eq!(text(&c, "#an-status").await, "Noirs au trait.");
    let pieces = js(
        &c,
        "return ['c3', 'd3', 'd4'].map(s => !!document.querySelector(`#an-board-${s} .piece`));",
    )
    .await;
    assert_eq!(pieces, serde_json::json!([true, true, true]));
    // Analysed: one point, and the best line shown.
    tap(&c, "#an-run").await;
    wait_analysis(&c).await;
    let points = js(
        &c,
        "return document.querySelectorAll('#an-graph circle.an-pt').length;",
    )
    .await;
    assert_eq!(points, 1);
    until(
        &c,
        "document.getElementById('an-best').textContent.startsWith('Meilleure suite : ')",
        "the best line",
    )
    .await;
    // A finger plays Black's placement on a1, then goes back to the position set up.
    tap(&c, "#an-board-a1").await;
    until(
        &c,
        "document.querySelector('#an-board-a1 .piece') !== null",
        "the placement",
    )
    .await;
    let status = text(&c, "#an-status").await;
    assert!(
        status.starts_with("Blancs au trait. Autre suite depuis le demi-coup 0 : @a1"),
        "{status}"
    );
    screenshot(&c, "phone-editor-explored").await;
    tap(&c, "#an-mainline").await;
    until(
        &c,
        "document.querySelector('#an-board-a1 .piece') === null && document.getElementById('an-mainline').hidden",
        "the position set up again",
    )
    .await;
    // Nothing is wider than the phone's screen.
    let wide = js(
        &c,
        "return document.documentElement.scrollWidth <= window.innerWidth;",
    )
    .await;
    assert_eq!(wide, Value::Bool(true), "the page fits the phone");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pasted_record_is_read_and_an_illegal_action_is_said_in_polish() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/pl/analysis")).await.expect("open");
    let area = find(&c, "#an-record").await;
    area.send_keys("[Rules \"standard\"]\n[Result \"*\"]\n\n1. @c3 @c3 *\n")
        .await
        .expect("type");
    tap(&c, "#an-load").await;
    until(
        &c,
        "document.getElementById('an-record-error').textContent !== ''",
        "the refusal",
    )
    .await;
    assert_eq!(
        text(&c, "#an-record-error").await,
        "Wiersz 4: „@c3” nie może zostać zagrane w półruchu 2."
    );
    let area = find(&c, "#an-record").await;
    area.clear().await.expect("clear");
    area.send_keys(
        "[Rules \"standard,rows=3,columns=3,pieces=3,win_at=2\"]\n[Result \"1-0\"]\n\n\
         1. @a1 {[%clk 0:04:59.0]} @a2 2. a1xa3 1-0\n",
    )
    .await
    .expect("type");
    tap(&c, "#an-load").await;
    until(
        &c,
        "document.querySelectorAll('#an-moves button').length === 3",
        "the pasted game",
    )
    .await;
    assert_eq!(text(&c, "#an-status").await, "Koniec partii: 1-0.");
    tap(&c, "#an-run").await;
    wait_analysis(&c).await;
    let progress = text(&c, "#an-progress-text").await;
    assert!(
        progress.starts_with("Analiza zakończona: oceniono 4 pozycje."),
        "{progress}"
    );
    let blunder = js(
        &c,
        "return document.querySelector('#an-moves button[data-ply=\"2\"]').classList.contains('blunder');",
    )
    .await;
    assert_eq!(
        blunder,
        Value::Bool(true),
        "Black's @a2 gives the game away"
    );
    // A finger on the graph goes to that ply.
    tap(&c, "#an-graph rect.an-hit[data-ply='1']").await;
    until(
        &c,
        "document.getElementById('an-at').textContent === 'Półruch 1 z 3'",
        "ply 1 from the graph",
    )
    .await;
    screenshot(&c, "phone-analysis-pasted").await;
    // "Edit this position" takes ply 1 and its rules into the editor.
    tap(&c, "#an-edit-here").await;
    until(
        &c,
        "!document.getElementById('an-editor').hidden && document.getElementById('ed-position').textContent !== ''",
        "the editor",
    )
    .await;
    assert_eq!(text(&c, "#ed-position").await, "3/3/W2 b 2 3 1");
    let rules = js(&c, "return document.getElementById('ed-rules').value;").await;
    assert_eq!(rules, "standard,rows=3,columns=3,pieces=3,win_at=2");
    let holes = js(
        &c,
        "return document.querySelectorAll('#ed-board .hole').length;",
    )
    .await;
    assert_eq!(holes, 9);
    h.finish().await;
}

/// axe-core (vendored, `vendor/README.md`), as `audit.rs` runs it: the serious and critical
/// violations of the page shown, as readable lines.
async fn serious_violations(c: &fantoccini::Client, what: &str) -> Vec<String> {
    const AXE: &str = include_str!("vendor/axe.min.js");
    let script = format!(
        "if (!window.axe) {{ {AXE}\n }}\n\
         const result = await window.axe.run(document, {{ resultTypes: ['violations'] }});\n\
         return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical') \
           .map(v => v.id + ': ' + v.help + ' at ' + v.nodes.map(n => n.target.join(' ')).join(', '));"
    );
    let found = js(c, &script).await;
    found
        .as_array()
        .into_iter()
        .flatten()
        .map(|v| format!("{what}: {}", v.as_str().unwrap_or("?")))
        .collect()
}

/// The analysis page with a game analysed, and the editor, in English and Polish, at phone and
/// desktop sizes: no serious or critical violation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_analysis_page_and_the_editor_pass_the_accessibility_audit() {
    let mut h = Harness::start().await;
    let mut found = vec![];
    for (w, ht) in [(360, 740), (1280, 900)] {
        let c = h.browser(w, ht).await;
        for lang in ["en", "pl"] {
            c.goto(&h.url(&format!("/{lang}/analysis")))
                .await
                .expect("open");
            found.extend(serious_violations(&c, &format!("{lang} {w}: empty")).await);
            let record = "[Rules \\\"standard\\\"]\\n[Result \\\"*\\\"]\\n\\n1. @c3 @e5 2. @a1 @c2 3. c3xc1/e5 *\\n";
            js(
                &c,
                &format!("document.getElementById('an-record').value = \"{record}\"; return true;"),
            )
            .await;
            click(&c, "#an-load").await;
            until(
                &c,
                "document.querySelectorAll('#an-moves button').length === 5",
                "the game",
            )
            .await;
            click(&c, "#an-run").await;
            wait_analysis(&c).await;
            click(&c, ".an-table-fold summary").await;
            found.extend(serious_violations(&c, &format!("{lang} {w}: analysed")).await);
            c.goto(&h.url(&format!("/{lang}/editor")))
                .await
                .expect("open");
            until(
                &c,
                "document.querySelectorAll('#ed-board .hole').length === 30",
                "the editor",
            )
            .await;
            found.extend(serious_violations(&c, &format!("{lang} {w}: editor")).await);
        }
    }
    // Dark mode (the system's): the analysed page passes too.
    let c = h.browser(1280, 900).await;
    crate::budgets::cdp(
        &c,
        "Emulation.setEmulatedMedia",
        serde_json::json!({"features": [{"name": "prefers-color-scheme", "value": "dark"}]}),
    )
    .await;
    c.goto(&h.url("/en/analysis")).await.expect("open");
    let record =
        "[Rules \\\"standard\\\"]\\n[Result \\\"*\\\"]\\n\\n1. @c3 @e5 2. @a1 @c2 3. c3xc1/e5 *\\n";
    js(
        &c,
        &format!("document.getElementById('an-record').value = \"{record}\"; return true;"),
    )
    .await;
    click(&c, "#an-load").await;
    until(
        &c,
        "document.querySelectorAll('#an-moves button').length === 5",
        "the game",
    )
    .await;
    click(&c, "#an-run").await;
    wait_analysis(&c).await;
    let dark = js(
        &c,
        "return matchMedia('(prefers-color-scheme: dark)').matches;",
    )
    .await;
    assert_eq!(dark, Value::Bool(true), "dark mode is emulated");
    found.extend(serious_violations(&c, "en 1280 dark: analysed").await);
    js(
        &c,
        "document.getElementById('an-best').scrollIntoView(); return true;",
    )
    .await;
    screenshot(&c, "analysis-dark").await;
    assert!(found.is_empty(), "{}", found.join("\n"));
    h.finish().await;
}

/// A 60-ply game of the standard rules, the same every run: at each ply an action picked by a
/// small pseudo-random sequence among the legal ones, the game kept going (an action that would
/// end it is passed over while another is legal).
fn sixty_ply_record() -> String {
    let rules: yote_rules::Rules = "standard".parse().expect("rules");
    let mut game = yote_rules::Game::new(rules);
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut tokens = vec![];
    while game.ply() < 60 {
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "the game goes on");
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let start = (seed >> 33) as usize % legal.len();
        let action = (0..legal.len())
            .map(|k| legal[(start + k) % legal.len()])
            .find(|a| {
                let mut trial = game.clone();
                matches!(trial.play(*a), Ok(None))
            })
            .expect("an action that keeps the game going");
        if game.ply().is_multiple_of(2) {
            tokens.push(format!("{}.", game.ply() / 2 + 1));
        }
        tokens.push(action.to_string());
        game.play(action).expect("legal");
    }
    format!(
        "[Rules \"standard\"]\n[Result \"*\"]\n\n{} *\n",
        tokens.join(" ")
    )
}

/// The budget holds on a slow phone: a 60-ply game pasted at 360×740 with the CPU four times
/// slower (DevTools emulation) is analysed within a minute, a point per ply.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_60_ply_game_is_analysed_within_a_minute_on_a_slow_phone() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/en/analysis")).await.expect("open");
    let record = serde_json::to_string(&sixty_ply_record()).expect("json");
    js(
        &c,
        &format!("document.getElementById('an-record').value = {record}; return true;"),
    )
    .await;
    tap(&c, "#an-load").await;
    until(
        &c,
        "document.querySelectorAll('#an-moves button').length === 60",
        "the 60-ply game",
    )
    .await;
    crate::budgets::cdp(
        &c,
        "Emulation.setCPUThrottlingRate",
        serde_json::json!({ "rate": 4 }),
    )
    .await;
    tap(&c, "#an-run").await;
    wait_analysis(&c).await;
    let ms = js(
        &c,
        "return Number(document.getElementById('an-progress').dataset.ms);",
    )
    .await
    .as_f64()
    .expect("a time");
    println!("60-ply game on a phone with the CPU 4x slower: analysed in {ms} ms");
    assert!(ms < 60_000.0, "the analysis took {ms} ms");
    let points = js(
        &c,
        "return document.querySelectorAll('#an-graph circle.an-pt').length;",
    )
    .await;
    assert_eq!(points, 61, "a point per ply");
    js(
        &c,
        "document.getElementById('an-progress-box').scrollIntoView(); return true;",
    )
    .await;
    screenshot(&c, "phone-analysis-60-plies").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_editor_refuses_to_check_a_position_under_rules_it_cannot_read_on_a_phone() {
    let mut h = Harness::start().await;
    let c = french_editor_on_a_phone(&mut h).await;
    // Rules that cannot be read, typed and left; then "Check and explore".
    js(
        &c,
        "const f = document.getElementById('ed-rules'); f.value = 'standard,rows=99'; \
         f.dispatchEvent(new Event('change')); return 1;",
    )
    .await;
    tap(&c, "#ed-check").await;
    until(
        &c,
        "document.getElementById('ed-error').textContent !== ''",
        "the answer",
    )
    .await;
    // Give a wrong "valid" answer the time to come, then read what stands.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let answer = text(&c, "#ed-error").await;
    assert!(answer.starts_with("Ces règles sont illisibles"), "{answer}");
    assert_eq!(
        js(&c, "return [document.getElementById('ed-rules').getAttribute('aria-invalid'), document.getElementById('an-view').hidden, document.getElementById('ed-rules').value];").await,
        serde_json::json!(["true", true, "standard,rows=99"])
    );
    screenshot(&c, "phone-editor-bad-rules").await;
    h.finish().await;
}

/// The endgame tables answer in the editor, in French, with a finger at phone size: three
/// white pieces against two, hands empty, is a win in 9 plies, said with the perfect line.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_position_says_who_wins_in_how_many_plies_in_french_on_a_phone() {
    let rules = yote_rules::Preset::Standard.rules();
    let tables = yote_tablebase::Tablebase::build(&rules, 5, &mut |_| {}).expect("tables");
    // Installed once this test has the browsers' turn, which the other test that installs tables
    // (and removes them at its end) holds while it runs.
    let mut h = Harness::start().await;
    yote_tablebase::registry::install(tables);
    let c = french_editor_on_a_phone(&mut h).await;
    for square in ["a5", "a3", "d1"] {
        tap(&c, &format!("#ed-board-{square}")).await;
    }
    tap(&c, "#ed-tools input[value='B']").await;
    for square in ["b2", "f1"] {
        tap(&c, &format!("#ed-board-{square}")).await;
    }
    for hand in ["#ed-white-hand", "#ed-black-hand"] {
        let field = find(&c, hand).await;
        field.clear().await.expect("clear");
        field.send_keys("0").await.expect("type");
    }
    assert_eq!(text(&c, "#ed-position").await, "W5/6/W5/1B4/3W1B w 0 0 0");
    tap(&c, "#ed-check").await;
    until(
        &c,
        "!document.getElementById('an-tablebase').hidden",
        "the tables' answer",
    )
    .await;
    assert_eq!(
        text(&c, "#an-tablebase").await,
        "Tables de finales : Les Blancs gagnent en 9 demi-coups. Jeu parfait : \
         d1-c1 f1-f2 a5-b5 f2-f3 b5-b4 f3-f4 a3-a2 b2-b3 b4xb2/f4"
    );
    js(
        &c,
        "document.getElementById('an-tablebase').scrollIntoView({ block: 'center' }); return 1;",
    )
    .await;
    screenshot(&c, "phone-editor-tables").await;
    // One ply on, Black to move: still lost, in 8.
    tap(&c, "#an-board-d1").await;
    until(
        &c,
        "document.getElementById('an-board-c1').classList.contains('target')",
        "c1 offered",
    )
    .await;
    tap(&c, "#an-board-c1").await;
    until(
        &c,
        "document.getElementById('an-tablebase').textContent.includes('en 8 demi-coups')",
        "the tables after d1-c1",
    )
    .await;
    // Back to the position set up: 9 plies again.
    tap(&c, "#an-mainline").await;
    until(
        &c,
        "document.getElementById('an-tablebase').textContent.includes('en 9 demi-coups')",
        "the position set up again",
    )
    .await;
    yote_tablebase::registry::remove(&rules);
    h.finish().await;
}

/// The best line's area as drawn: its text, whether its own font (the sentence's) is a
/// monospace one, and the element holding the notation, with its text and whether its font is.
const BEST_FONTS: &str = "const best = document.getElementById('an-best'); \
    const mono = (e) => /monospace/.test(getComputedStyle(e).fontFamily); \
    const notation = [...best.querySelectorAll('*')].find((e) => /^[@a-z0-9\\-\\/ ]+$/.test(e.textContent)); \
    return { text: best.textContent, sentence: mono(best), \
             notation: notation ? notation.textContent : null, \
             notation_mono: notation ? mono(notation) : null };";

/// Waits for the best line at the position shown and checks its fonts: the Arabic sentence in
/// the page's font (a monospace font breaks the joining of Arabic letters), the notation alone
/// in monospace.
async fn best_line_in_arabic(c: &fantoccini::Client) {
    until(
        c,
        "document.getElementById('an-best').textContent.startsWith('أفضل تسلسل')",
        "the best line",
    )
    .await;
    let fonts = js(c, BEST_FONTS).await;
    assert_eq!(
        fonts["sentence"], false,
        "the sentence in monospace: {fonts}"
    );
    let line = fonts["notation"]
        .as_str()
        .unwrap_or_else(|| panic!("no notation apart: {fonts}"));
    assert!(
        line.starts_with('@') && fonts["text"].as_str().unwrap().contains(line),
        "{fonts}"
    );
    assert_eq!(fonts["notation_mono"], true, "{fonts}");
}

/// On an Arabic phone, the best line of the analysis page and of the position editor sets its
/// sentence in the page's font and only the notation in monospace; "no action" is a sentence
/// alone, without monospace.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_best_line_sets_arabic_words_in_the_text_font_and_only_the_notation_in_monospace() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/ar/analysis")).await.expect("open");
    let area = find(&c, "#an-record").await;
    area.send_keys(
        "[Rules \"standard,rows=3,columns=3,pieces=3,win_at=2\"]\n[Result \"1-0\"]\n\n\
         1. @a1 @a2 2. a1xa3 1-0\n",
    )
    .await
    .expect("type");
    tap(&c, "#an-load").await;
    until(
        &c,
        "document.querySelectorAll('#an-moves button').length === 3",
        "the pasted game",
    )
    .await;
    tap(&c, "#an-first").await;
    best_line_in_arabic(&c).await;
    js(
        &c,
        "document.getElementById('an-best').scrollIntoView({ block: 'center' }); return 1;",
    )
    .await;
    screenshot(&c, "phone-analysis-ar-best").await;
    // The game's end: no action, a sentence alone.
    tap(&c, "#an-last").await;
    until(
        &c,
        "document.getElementById('an-best').textContent.startsWith('لا حركة')",
        "no action at the end",
    )
    .await;
    let fonts = js(&c, BEST_FONTS).await;
    assert_eq!(fonts["sentence"], false, "{fonts}");
    // The editor, from the first position of the game.
    tap(&c, "#an-first").await;
    tap(&c, "#an-edit-here").await;
    until(
        &c,
        "!document.getElementById('an-editor').hidden && document.getElementById('ed-position').textContent !== ''",
        "the editor",
    )
    .await;
    tap(&c, "#ed-check").await;
    until(
        &c,
        "document.getElementById('ed-error').classList.contains('ok')",
        "the position explored",
    )
    .await;
    best_line_in_arabic(&c).await;
    js(
        &c,
        "document.getElementById('an-best').scrollIntoView({ block: 'center' }); return 1;",
    )
    .await;
    screenshot(&c, "phone-editor-ar-best").await;
    h.finish().await;
}

/// What the editor shows: its rules, its preset, its board's part of the position, the hands,
/// the holes of its board, and whether it asks before emptying the board (with what).
const EDITOR: &str = "const p = document.getElementById('ed-position').textContent.split(' '); \
    return { rules: document.getElementById('ed-rules').value, \
             preset: document.getElementById('ed-preset').value, \
             board: p[0], \
             hands: [document.getElementById('ed-white-hand').value, document.getElementById('ed-black-hand').value], \
             holes: document.querySelectorAll('#ed-board .hole').length, \
             asking: !document.getElementById('ed-confirm').hidden, \
             question: document.getElementById('ed-confirm-text').textContent, \
             confirmed: window.confirmCalled === true };";

/// Sets the field `id` (the preset's select or the rules string) to `value`, as a player leaves
/// it.
async fn change(c: &fantoccini::Client, id: &str, value: &str) {
    js(
        c,
        &format!(
            "const f = document.getElementById('{id}'); f.value = {}; \
             f.dispatchEvent(new Event('change')); return 1;",
            serde_json::json!(value)
        ),
    )
    .await;
}

/// Other rules keep the editor's position when their board holds it, as lichess's editor keeps
/// it when the variant changes; rules whose board cannot hold it are asked about in the page,
/// in its language, and the player may keep the board (it was once emptied at any change of the
/// rules, without a word).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_editor_keeps_the_position_under_rules_that_can_hold_it_and_asks_before_emptying_it_on_a_phone()
 {
    let mut h = Harness::start().await;
    let c = crate::lobby::phone_at(&mut h, "/fr/editor").await;
    until(
        &c,
        "document.querySelectorAll('#ed-board .hole').length === 30",
        "the editor's board",
    )
    .await;
    // The page's own question, never the browser's.
    js(
        &c,
        "window.confirm = () => { window.confirmCalled = true; return true; }; return 1;",
    )
    .await;
    // Two white pieces and a black one, taken from the hands (nothing captured yet).
    tap(&c, "#ed-board-c3").await;
    tap(&c, "#ed-board-d3").await;
    tap(&c, "#ed-tools input[value='B']").await;
    tap(&c, "#ed-board-e4").await;
    for (hand, n) in [("#ed-white-hand", "10"), ("#ed-black-hand", "11")] {
        let field = find(&c, hand).await;
        field.clear().await.expect("clear");
        field.send_keys(n).await.expect("type");
    }
    let before = js(&c, EDITOR).await;
    assert_eq!(before["hands"], serde_json::json!(["10", "11"]), "{before}");
    let board = before["board"].as_str().unwrap().to_owned();
    assert!(board.contains('W') && board.contains('B'), "{before}");
    // The second piece from the hand: the same board, the same pieces. All kept.
    change(&c, "ed-preset", "hand-capture").await;
    until(
        &c,
        "document.getElementById('ed-rules').value === 'hand-capture'",
        "the new rules",
    )
    .await;
    let kept = js(&c, EDITOR).await;
    assert_eq!(kept["board"], board.as_str(), "{kept}");
    assert_eq!(kept["hands"], serde_json::json!(["10", "11"]), "{kept}");
    assert_eq!(kept["asking"], false, "{kept}");
    // Fourteen pieces each: the pieces stay, and the hands, which had lost nothing, fill up.
    change(&c, "ed-rules", "standard,pieces=14").await;
    until(
        &c,
        "document.getElementById('ed-white-hand').value === '12'",
        "the fuller hands",
    )
    .await;
    let kept = js(&c, EDITOR).await;
    assert_eq!(kept["board"], board.as_str(), "{kept}");
    assert_eq!(kept["hands"], serde_json::json!(["12", "13"]), "{kept}");
    assert_eq!(kept["preset"], "standard", "{kept}");
    // One piece each cannot hold White's two: the page asks, and the player keeps the board.
    change(&c, "ed-rules", "standard,pieces=1,win_at=0").await;
    until(
        &c,
        "!document.getElementById('ed-confirm').hidden",
        "the question",
    )
    .await;
    let asking = js(&c, EDITOR).await;
    assert_eq!(
        asking["question"],
        "Ces règles donnent aux Blancs moins de pièces qu’ils n’en ont sur le plateau : elles ne peuvent pas toutes rester. Vider le plateau et changer de règles ?",
        "{asking}"
    );
    assert_eq!(
        asking["board"],
        board.as_str(),
        "nothing emptied before the answer"
    );
    tap(&c, "#ed-confirm-no").await;
    until(
        &c,
        "document.getElementById('ed-confirm').hidden",
        "the answer",
    )
    .await;
    let kept = js(&c, EDITOR).await;
    assert_eq!(kept["board"], board.as_str(), "{kept}");
    assert_eq!(
        kept["rules"], "standard,pieces=14",
        "the rules the board has: {kept}"
    );
    assert_eq!(kept["hands"], serde_json::json!(["12", "13"]), "{kept}");
    // A 6×6 board cannot hold a 5×6 position: asked, agreed, emptied.
    change(&c, "ed-preset", "six-by-six").await;
    until(
        &c,
        "!document.getElementById('ed-confirm').hidden",
        "the question",
    )
    .await;
    let asking = js(&c, EDITOR).await;
    assert!(
        asking["question"]
            .as_str()
            .unwrap()
            .starts_with("Ces règles se jouent sur un plateau de 6×6 : "),
        "{asking}"
    );
    assert_eq!(asking["holes"], 30, "{asking}");
    let shown = js(
        &c,
        "const r = document.getElementById('ed-confirm-yes').getBoundingClientRect(); \
         return r.top >= 0 && r.bottom <= innerHeight;",
    )
    .await;
    assert_eq!(shown, true, "the answer's buttons are on the screen");
    let bad = js(&c, crate::OVERFLOW_CHECK).await;
    assert_eq!(bad, serde_json::json!([]), "nothing sticks out at 360 px");
    screenshot(&c, "phone-editor-asks-before-emptying").await;
    tap(&c, "#ed-confirm-yes").await;
    until(
        &c,
        "document.querySelectorAll('#ed-board .hole').length === 36",
        "the 6×6 board",
    )
    .await;
    let emptied = js(&c, EDITOR).await;
    assert_eq!(emptied["rules"], "six-by-six", "{emptied}");
    assert_eq!(emptied["board"], "6/6/6/6/6/6", "{emptied}");
    assert_eq!(
        emptied["hands"],
        serde_json::json!(["12", "12"]),
        "{emptied}"
    );
    assert_eq!(emptied["asking"], false, "{emptied}");
    assert_eq!(
        emptied["confirmed"], false,
        "never window.confirm: {emptied}"
    );
    h.finish().await;
}
