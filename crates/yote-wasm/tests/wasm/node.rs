//! The WebAssembly module (web/engine/yote.wasm, built by scripts/build-wasm.sh) run in Node.js
//! through web/engine/engine.js, against this crate built natively: the legal actions and
//! perft figures of every entry of the rules crate's perft data files, searches under node
//! limits (action, score, depth, nodes and line), and the bench signature.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use yote_rules::{Position, Rules};
use yote_wasm::api;

/// Perft figures above this are left to the native perft test: each costs Node about 1 s per
/// 700 million lines, and the machine is shared.
const MAX_PERFT_IN_NODE: u64 = 30_000_000;
/// Nodes per search: a few hundred milliseconds in Node, deep enough to use the whole search
/// (table, reductions, quiescence).
const SEARCH_NODES: u64 = 20_000;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

struct Entry {
    id: String,
    rules: String,
    position: String,
    counts: Vec<(u32, u64)>,
}

/// The entries of tests/perft/*.perft in crates/yote-rules (the format that crate's perft test
/// reads: `key: value` lines, entries separated by blank lines).
fn perft_entries() -> Vec<Entry> {
    let dir = root().join("crates/yote-rules/tests/perft");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    let mut entries = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        for block in text.split("\n\n") {
            let mut entry = Entry {
                id: String::new(),
                rules: String::new(),
                position: String::new(),
                counts: Vec::new(),
            };
            for line in block.lines().filter(|l| !l.starts_with('#')) {
                let Some((key, value)) = line.split_once(':') else {
                    continue;
                };
                let value = value.trim().to_owned();
                match key {
                    "id" => entry.id = value,
                    "rules" => entry.rules = value,
                    "position" => entry.position = value,
                    k if k.starts_with("perft ") => entry
                        .counts
                        .push((k[6..].parse().unwrap(), value.parse().unwrap())),
                    _ => {}
                }
            }
            if !entry.counts.is_empty() {
                entries.push(entry);
            }
        }
    }
    entries
}

/// The native answers the module must give: JSON for tests/engine.test.mjs.
pub fn expectations() -> Value {
    let mut cases = Vec::new();
    let mut searches = Vec::new();
    for e in perft_entries() {
        let rules: Rules = e.rules.parse().unwrap();
        let start = if e.position.is_empty() {
            Position::new(&rules)
        } else {
            Position::parse(&e.position, &rules).unwrap()
        };
        // The entry's position and the one after each of its first three actions.
        let mut positions = vec![start];
        positions.extend(
            start
                .legal_actions(&rules)
                .iter()
                .take(3)
                .map(|&a| start.play(&rules, a).unwrap()),
        );
        for (k, position) in positions.iter().enumerate() {
            let text = position.to_string();
            let legal = api::legal(&e.rules, &text).unwrap();
            let perft: Vec<(u32, u64)> = if k == 0 {
                e.counts
                    .iter()
                    .filter(|&&(_, n)| n <= MAX_PERFT_IN_NODE)
                    .map(|&(d, n)| {
                        assert_eq!(api::perft_count(&e.rules, &text, d).unwrap(), n, "{}", e.id);
                        (d, n)
                    })
                    .collect()
            } else {
                (1..=3)
                    .map(|d| (d, api::perft_count(&e.rules, &text, d).unwrap()))
                    .collect()
            };
            cases.push(json!({
                "id": format!("{} #{k}", e.id),
                "rules": e.rules,
                "position": text,
                "legal": legal,
                "outcome": api::outcome(&e.rules, &text).unwrap(),
                "perft": perft,
            }));
        }
        let limits = api::SearchLimits {
            nodes: SEARCH_NODES as f64,
            hash_mb: 16,
            ..Default::default()
        };
        let answer = api::search_text(&e.rules, &start.to_string(), limits).unwrap();
        searches.push(json!({
            "id": e.id,
            "rules": e.rules,
            "history": [start.to_string()],
            "nodes": SEARCH_NODES,
            "answer": without_time(&answer),
        }));
    }
    // A game's search: the history (from the start, an empty line) as the page sends it.
    let rules: Rules = "standard".parse().unwrap();
    let mut position = Position::new(&rules);
    let mut actions = Vec::new();
    let mut lines = vec![String::new()];
    for _ in 0..6 {
        let action = *position.legal_actions(&rules).last().unwrap();
        position = position.play(&rules, action).unwrap();
        actions.push(action.to_string());
        lines.push(position.to_string());
    }
    let limits = api::SearchLimits {
        nodes: SEARCH_NODES as f64,
        hash_mb: 16,
        ..Default::default()
    };
    let game = json!({
        "rules": "standard",
        "actions": actions,
        "current": position.to_string(),
        "nodes": SEARCH_NODES,
        "answer": without_time(&api::search_text("standard", &lines.join("\n"), limits).unwrap()),
    });
    // The site's levels: the same choice as the server's for the same seed (the depth-bounded
    // levels, whose answers do not depend on the machine's speed).
    let mut levels = Vec::new();
    for (level, seed) in [
        ("beginner", 1u64),
        ("beginner", 7),
        ("easy", 3),
        ("easy", 11),
    ] {
        let native =
            yote_ai::choose_action_in_game(&rules, &[position], level.parse().unwrap(), seed, None)
                .map_or_else(|| "-".to_owned(), |a| a.to_string());
        let answer = api::level_text("standard", &position.to_string(), level, seed, 0.0).unwrap();
        assert!(
            answer.starts_with(&format!("action {native}\n")),
            "{answer}"
        );
        levels.push(json!({
            "level": level,
            "seed": seed,
            "position": position.to_string(),
            "action": native,
        }));
    }
    // Ratings: Glickman's worked example at the paper's τ and the site's, and puzzles; the
    // figures as numbers, which JSON carries exactly.
    let example = [
        [1400.0, 30.0, 1.0],
        [1550.0, 100.0, 0.0],
        [1700.0, 300.0, 0.0],
    ];
    let ratings: Vec<Value> = [0.5, 0.0]
        .iter()
        .map(|&tau| {
            json!({
                "player": [1500.0, 200.0, 0.06],
                "games": example,
                "tau": tau,
                "answer": api::rating_after([1500.0, 200.0, 0.06], &example, tau).unwrap(),
            })
        })
        .collect();
    let puzzles: Vec<Value> = [
        (None, 1500.0, true),
        (Some([1620.5, 88.1, 0.0601]), 1800.0, false),
    ]
    .iter()
    .map(|&(player, puzzle, solved)| {
        json!({
            "player": player,
            "puzzle": puzzle,
            "solved": solved,
            "answer": api::puzzle_rating(player, puzzle, solved).unwrap(),
        })
    })
    .collect();
    json!({
        "game": game,
        "cases": cases,
        "searches": searches,
        "levels": levels,
        "bench": yote_ai::bench(0).nodes,
        "ratings": ratings,
        "puzzles": puzzles,
        "rating_start": api::rating_start(),
    })
}

/// A search's answer without its `time_ms` line, which differs from run to run.
fn without_time(answer: &str) -> String {
    answer
        .lines()
        .filter(|l| !l.starts_with("time_ms "))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn native_answers_are_as_documented() {
    assert_eq!(api::legal("standard", "").unwrap().split(' ').count(), 30);
    assert_eq!(
        api::play("standard", "", "@c3").unwrap(),
        "6/6/2W3/6/6 b 11 12 1"
    );
    assert_eq!(api::outcome("standard", "").unwrap(), "");
    assert!(
        api::legal("no-such-rules", "")
            .unwrap_err()
            .starts_with("rules:")
    );
    assert!(api::play("standard", "", "c3-c4").is_err());
    assert!(api::perft_count("standard", "", 9).is_err());
    let answer = api::search_text(
        "standard",
        "",
        api::SearchLimits {
            depth: 3,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(answer.starts_with("action @"), "{answer}");
    assert!(answer.contains("\ndepth 3\n"), "{answer}");
    // Glickman's worked example: 1464.06 ± 151.52, volatility 0.05999.
    let example = [
        [1400.0, 30.0, 1.0],
        [1550.0, 100.0, 0.0],
        [1700.0, 300.0, 0.0],
    ];
    let rated = api::rating_after([1500.0, 200.0, 0.06], &example, 0.5).unwrap();
    assert!((rated[0] - 1464.06).abs() < 0.01, "{rated:?}");
    assert!((rated[1] - 151.52).abs() < 0.01, "{rated:?}");
    assert!((rated[2] - 0.05999).abs() < 0.00001, "{rated:?}");
    // A page's kept rating that is not one is refused, not rated; so is a score past 1.
    assert!(api::puzzle_rating(Some([f64::NAN, 350.0, 0.06]), 1500.0, true).is_err());
    assert!(api::puzzle_rating(Some([1500.0, 0.0, 0.06]), 1500.0, true).is_err());
    assert!(api::rating_after(api::rating_start(), &[[1500.0, 350.0, 2.0]], 0.0).is_err());
    assert!(api::rating_after(api::rating_start(), &[], 0.0).is_err());
}

#[test]
fn the_module_in_node_answers_as_native() {
    let root = root();
    let wasm = root.join("web/engine/yote.wasm");
    assert!(
        wasm.exists(),
        "{} is missing: run scripts/build-wasm.sh",
        wasm.display()
    );
    let expect = std::env::temp_dir().join(format!("yote-wasm-expect-{}.json", std::process::id()));
    std::fs::write(&expect, expectations().to_string()).unwrap();
    let output = Command::new("node")
        .arg(root.join("crates/yote-wasm/tests/engine.test.mjs"))
        .arg(&expect)
        .arg(&wasm)
        .output()
        .expect("node runs (Node.js 18 or later is needed)");
    let _ = std::fs::remove_file(&expect);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    assert!(output.status.success(), "node failed:\n{stdout}\n{stderr}");
    assert!(stdout.contains("all equal"), "{stdout}");
}
