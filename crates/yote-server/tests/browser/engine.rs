//! The engine in WebAssembly in Chromium (web/engine/engine.js and worker.js, loaded from the
//! served site) against the native crates, and hints drawn in games against the computer.

use std::time::Duration;

use serde_json::json;
use yote_ai::{Limit, Limits, SearchOptions, Tt, search};
use yote_rules::{Position, Rules, perft};

use crate::harness::*;
use crate::{create_table, friends_at_a_table_sized, play_by_clicks};

/// Perft figures above this are left to the native and Node.js tests (the machine is shared).
const MAX_PERFT_IN_BROWSER: u64 = 2_000_000;
/// Nodes per search: as in crates/yote-wasm/tests/wasm/node.rs.
const SEARCH_NODES: u64 = 20_000;

/// An entry of a perft data file: rules, position (empty: the start) and (depth, count)s.
type Entry = (String, String, Vec<(u32, u64)>);

/// Every entry of the rules crate's perft data files.
fn perft_entries() -> Vec<Entry> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../yote-rules/tests/perft");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .expect("the perft data")
        .map(|e| e.expect("an entry").path())
        .collect();
    paths.sort();
    let mut entries = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path).expect("a data file");
        for block in text.split("\n\n") {
            let (mut rules, mut position, mut counts) = (String::new(), String::new(), Vec::new());
            for line in block.lines().filter(|l| !l.starts_with('#')) {
                let Some((key, value)) = line.split_once(':') else {
                    continue;
                };
                let value = value.trim();
                match key {
                    "rules" => rules = value.to_owned(),
                    "position" => position = value.to_owned(),
                    k if k.starts_with("perft ") => counts.push((
                        k[6..].parse().expect("a depth"),
                        value.parse().expect("a count"),
                    )),
                    _ => {}
                }
            }
            if !counts.is_empty() {
                entries.push((rules, position, counts));
            }
        }
    }
    entries
}

/// Loads engine.js from the site in the page `c` shows, as `window.engine` (the module itself)
/// and `window.worker` (a worker).
async fn load_engine(c: &fantoccini::Client) {
    let loaded = js(
        c,
        "const m = await import('/static/engine/engine.js'); \
         window.engine = await m.loadEngine(); window.worker = m.startWorker(); return true;",
    )
    .await;
    assert_eq!(loaded, json!(true));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_in_chromium_answers_as_native() {
    let mut h = Harness::start().await;
    let c = h.browser(1280, 900).await;
    c.goto(&h.url("/en/rules")).await.expect("open");
    let served = js(
        &c,
        "const r = await fetch('/static/engine/yote.wasm', {headers: {'Accept-Encoding': 'br, gzip'}}); \
         return [r.headers.get('content-type'), (await r.arrayBuffer()).byteLength];",
    )
    .await;
    assert_eq!(served[0], "application/wasm", "{served}");
    load_engine(&c).await;
    // The module comes compressed, within its budget of 150 KB.
    let sizes = js(
        &c,
        "const e = performance.getEntriesByType('resource').find(r => r.name.endsWith('/engine/yote.wasm')); \
         return [e.encodedBodySize, e.decodedBodySize];",
    )
    .await;
    let (wire, raw) = (
        sizes[0].as_u64().expect("a size"),
        sizes[1].as_u64().expect("a size"),
    );
    println!("yote.wasm: {wire} bytes on the wire, {raw} decoded");
    assert!(wire * 2 < raw && wire <= 150 * 1024, "yote.wasm: {sizes}");
    let entries = perft_entries();
    assert!(entries.len() >= 22, "{} perft entries", entries.len());
    let mut checked = 0;
    for (rules_text, position_text, counts) in &entries {
        let rules: Rules = rules_text.parse().expect("rules");
        let position = if position_text.is_empty() {
            Position::new(&rules)
        } else {
            Position::parse(position_text, &rules).expect("a position")
        };
        let depths: Vec<(u32, u64)> = counts
            .iter()
            .copied()
            .filter(|&(_, n)| n <= MAX_PERFT_IN_BROWSER)
            .collect();
        let answer = js(
            &c,
            &format!(
                "const [r, p, depths] = {}; \
                 return {{ legal: engine.legal(r, p), perft: depths.map(([d]) => engine.perft(r, p, d)), \
                           search: engine.search(r, [p], {{ nodes: {SEARCH_NODES}, hash: 16 }}) }};",
                json!([rules_text, position.to_string(), depths])
            ),
        )
        .await;
        let legal: Vec<String> = position
            .legal_actions(&rules)
            .iter()
            .map(|a| a.to_string())
            .collect();
        assert_eq!(answer["legal"], json!(legal), "{rules_text} {position}");
        for (k, &(depth, count)) in depths.iter().enumerate() {
            assert_eq!(perft(&position, &rules, depth), count);
            assert_eq!(
                answer["perft"][k],
                json!(count),
                "{rules_text} {position} perft {depth}"
            );
            checked += 1;
        }
        let limits = Limits::capped(Duration::from_secs(60)).with(Limit::Nodes(SEARCH_NODES));
        let native = search(
            &rules,
            &[position],
            &SearchOptions::new(limits),
            &Tt::new(16),
            &Default::default(),
            &mut |_| {},
        );
        let s = &answer["search"];
        let what = format!("search of {rules_text} {position}");
        assert_eq!(
            s["action"],
            json!(native.action.map(|a| a.to_string())),
            "{what}"
        );
        assert_eq!(s["nodes"], json!(native.nodes), "{what}");
        assert_eq!(s["score"], json!(native.score.to_string()), "{what}");
        assert_eq!(s["depth"], json!(native.depth), "{what}");
        let pv: Vec<String> = native.pv.iter().map(|a| a.to_string()).collect();
        assert_eq!(s["pv"], json!(pv), "{what}");
    }
    assert!(checked > 60, "{checked} perft figures");
    // The same search in the worker, and the bench signature there.
    let start = Position::new(&Rules::standard()).to_string();
    let in_worker = js(
        &c,
        &format!(
            "const s = await worker.search('standard', ['{start}'], {{ nodes: {SEARCH_NODES} }}); \
             const b = await worker.bench(0); return [s.action, s.nodes, b.total, b.timeMs];"
        ),
    )
    .await;
    let native = yote_ai::bench(0);
    let first = js(
        &c,
        &format!("return engine.search('standard', [''], {{ nodes: {SEARCH_NODES} }});"),
    )
    .await;
    assert_eq!(in_worker[0], first["action"], "{in_worker}");
    assert_eq!(in_worker[1], first["nodes"], "{in_worker}");
    assert_eq!(
        in_worker[2],
        json!(native.total_nodes),
        "the bench signature in the worker"
    );
    // Refusals come back as errors, in the page and from the worker.
    let refused = js(
        &c,
        "let a = ''; try { engine.play('standard', '', 'c3-c4'); } catch (e) { a = e.message; } \
         let b = ''; try { await worker.legal('no-such-rules', ''); } catch (e) { b = e.message; } \
         return [a, b];",
    )
    .await;
    assert!(
        refused[0].as_str().expect("text").starts_with("play:"),
        "{refused}"
    );
    assert!(
        refused[1].as_str().expect("text").starts_with("rules:"),
        "{refused}"
    );
    // Speed, for docs/performance.md: perft(6) of the benchmark rules, and the bench.
    let timing = js(
        &c,
        "const r = 'standard,second_removal_optional=true'; const t = performance.now(); \
         const n = engine.perft(r, '', 6); return [n, performance.now() - t, engine.bench(0).timeMs];",
    )
    .await;
    assert_eq!(timing[0], json!(853_638_356u64));
    println!(
        "chromium: perft 6 in {:.0} ms, bench in {} ms (native bench {} ms)",
        timing[1].as_f64().unwrap_or(0.0),
        timing[2],
        native.time.as_millis()
    );
    js(&c, "document.body.insertAdjacentHTML('afterbegin', '<p id=\"engine-check\" style=\"font-size:2rem\">engine: all equal</p>'); return true;").await;
    screenshot(&c, "engine-in-chromium").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_is_drawn_against_the_computer_at_phone_size() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    let id = create_table(&c, &h, "mode=computer&rules=standard").await;
    wait_my_turn(&c).await;
    // The engine is not loaded with the page: only when a hint is asked for.
    let early = js(
        &c,
        "return performance.getEntriesByType('resource').some(r => r.name.includes('/engine/'));",
    )
    .await;
    assert_eq!(early, json!(false), "the engine loads only on request");
    until(
        &c,
        "!document.getElementById('hint').hidden && !document.getElementById('hint').disabled",
        "the Hint button",
    )
    .await;
    let label = js(&c, "return document.getElementById('hint').textContent;").await;
    assert_eq!(label, "Hint");
    let state = api_state(&c, &id).await;
    let ply = state["ply"].clone();
    click(&c, "#hint").await;
    until(
        &c,
        "document.querySelector('#board .hint-layer[data-hint]') !== null",
        "the hint on the board",
    )
    .await;
    let hint = js(
        &c,
        "const g = document.querySelector('#board .hint-layer'); \
         return [g.dataset.hint, g.querySelectorAll('circle').length, \
                 performance.getEntriesByType('resource').some(r => r.name.endsWith('/engine/engine.js'))];",
    )
    .await;
    let action = hint[0].as_str().expect("an action").to_owned();
    let rules: Rules = state["rules_full"]
        .as_str()
        .or(state["rules"].as_str())
        .expect("the rules")
        .parse()
        .expect("rules");
    let position = Position::parse(state["position"].as_str().expect("a position"), &rules)
        .expect("the position");
    let legal: Vec<String> = position
        .legal_actions(&rules)
        .iter()
        .map(|a| a.to_string())
        .collect();
    assert!(legal.contains(&action), "{action} is not among {legal:?}");
    assert!(
        hint[1].as_u64().expect("a count") >= 1,
        "rings drawn: {hint}"
    );
    assert_eq!(
        hint[2],
        json!(true),
        "the engine was loaded on request: {hint}"
    );
    // Said in words, for everyone and for screen readers.
    until(
        &c,
        "document.getElementById('live').textContent.startsWith('Hint: ')",
        "the hint announced",
    )
    .await;
    let status = js(&c, "return document.getElementById('status').textContent;").await;
    assert!(
        status.as_str().expect("text").contains("Hint: "),
        "{status}"
    );
    assert_eq!(
        api_state(&c, &id).await["ply"],
        ply,
        "asking for a hint plays nothing"
    );
    // The Hint button is on the first screen of a phone, next to the board.
    let visible = js(
        &c,
        "const r = document.getElementById('hint').getBoundingClientRect(); \
         return r.width > 0 && r.right <= document.documentElement.clientWidth;",
    )
    .await;
    assert_eq!(visible, json!(true));
    js(
        &c,
        "document.getElementById('board').scrollIntoView({block: 'start'}); return true;",
    )
    .await;
    screenshot(&c, "phone-hint").await;
    // Playing the suggestion clears it.
    play_by_clicks(&c, &action, "white", "black").await;
    until(
        &c,
        "document.querySelector('#board .hint-layer[data-hint]') === null",
        "the hint gone after the action",
    )
    .await;
    let (a, b, _) = friends_at_a_table_sized(&mut h, "standard", (360, 740)).await;
    for (who, page) in [("first", &a), ("second", &b)] {
        let hidden = js(page, "return document.getElementById('hint').hidden;").await;
        assert_eq!(hidden, json!(true), "no Hint button for the {who} friend");
    }
    h.finish().await;
}
