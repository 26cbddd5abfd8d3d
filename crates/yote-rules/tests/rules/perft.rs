//! Runs every perft data file in tests/perft/: each figure by the engine, and the small ones
//! (at most 100,000) again by the reference model of tests/common.

use crate::common;

use std::fs;
use std::path::Path;

use common::RefPos;
use yote_rules::{Position, Rules, perft};

struct Entry {
    file: String,
    id: String,
    rules: String,
    position: Option<String>,
    counts: Vec<(u32, u64)>,
}

fn parse_file(path: &Path) -> Vec<Entry> {
    let text = fs::read_to_string(path).unwrap();
    let file = path.file_name().unwrap().to_string_lossy().into_owned();
    let mut entries = Vec::new();
    for block in text.split("\n\n") {
        let mut entry = Entry {
            file: file.clone(),
            id: String::new(),
            rules: String::new(),
            position: None,
            counts: Vec::new(),
        };
        for line in block
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let (key, value) = line
                .split_once(':')
                .unwrap_or_else(|| panic!("{file}: bad line {line}"));
            let value = value.trim();
            match key {
                "id" => entry.id = value.to_owned(),
                "source" => assert!(!value.is_empty(), "{file}: empty source"),
                "rules" => entry.rules = value.to_owned(),
                "position" => entry.position = Some(value.to_owned()),
                k if k.starts_with("perft ") => {
                    entry
                        .counts
                        .push((k[6..].parse().unwrap(), value.parse().unwrap()));
                }
                other => panic!("{file}: unknown key {other}"),
            }
        }
        if !entry.counts.is_empty() {
            assert!(
                !entry.id.is_empty() && !entry.rules.is_empty(),
                "{file}: entry without id or rules"
            );
            entries.push(entry);
        }
    }
    entries
}

fn entries() -> Vec<Entry> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut paths: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    paths.iter().flat_map(|p| parse_file(p)).collect()
}

fn reference_perft(position: &RefPos, rules: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    position
        .legal(rules.options())
        .iter()
        .map(|(_, next)| reference_perft(next, rules, depth - 1))
        .sum()
}

#[test]
fn perft_files() {
    let entries = entries();
    assert!(
        entries.len() >= 22,
        "the data files hold {} entries",
        entries.len()
    );
    let mut checked_by_reference = 0;
    for e in &entries {
        let rules: Rules = e
            .rules
            .parse()
            .unwrap_or_else(|err| panic!("{} {}: {err}", e.file, e.id));
        let position = match &e.position {
            Some(text) => Position::parse(text, &rules)
                .unwrap_or_else(|err| panic!("{} {}: {err}", e.file, e.id)),
            None => Position::new(&rules),
        };
        for &(depth, expected) in &e.counts {
            assert_eq!(
                perft(&position, &rules, depth),
                expected,
                "{} {} depth {depth}",
                e.file,
                e.id
            );
            if expected <= 100_000 {
                let reference = RefPos::parse(&position.to_string());
                assert_eq!(
                    reference_perft(&reference, &rules, depth),
                    expected,
                    "reference model: {} {} depth {depth}",
                    e.file,
                    e.id
                );
                checked_by_reference += 1;
            }
        }
    }
    assert!(checked_by_reference >= 60);
}
