//! The committed puzzle packs (web/puzzles/), re-verified on a sample, and `yote puzzles
//! generate` and `verify` through the real binary, a damaged pack refused by name.

use std::collections::HashSet;
use std::process::{Command, Output};

use yote_ai::Tt;
use yote_ai::puzzle::{self, PUZZLE_HASH_MB, Puzzle, Theme, VERIFY_DEPTH};
use yote_rules::{Preset, Rules};

fn yote(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yote"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

fn pack_path(preset: Preset) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../web/puzzles")
        .join(format!("{}.txt", preset.name()))
}

fn pack(preset: Preset) -> (Rules, Vec<Puzzle>, String) {
    let rules = preset.rules();
    let text = std::fs::read_to_string(pack_path(preset)).expect("every preset has a pack");
    let puzzles = puzzle::read_pack(&text, &rules).unwrap_or_else(|e| panic!("{preset:?}: {e}"));
    (rules, puzzles, text)
}

#[test]
fn every_preset_has_its_pack_with_the_command_that_made_it() {
    for preset in Preset::ALL {
        let (rules, puzzles, text) = pack(preset);
        let least = if preset == Preset::Standard {
            1000
        } else {
            100
        };
        assert!(puzzles.len() >= least, "{preset:?}: {}", puzzles.len());
        assert!(
            text.starts_with(&format!(
                "# yote puzzles generate --rules {} ",
                preset.name()
            )),
            "{preset:?}"
        );
        let ids: HashSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), puzzles.len(), "{preset:?}: ids are unique");
        for p in &puzzles {
            // The line ends on the solver's action, and is legal (Puzzle::parse plays it).
            assert_eq!(p.line.len() % 2, 1, "{}", p.id);
            assert!(!p.position.is_game_over(&rules), "{}", p.id);
            assert!((900..3000).contains(&p.rating), "{}: {}", p.id, p.rating);
        }
        // The themes a pack must offer to be worth choosing from.
        let standard_themes = [
            Theme::DoubleCapture,
            Theme::SecondPiece,
            Theme::Quiet,
            Theme::Long,
        ];
        if preset == Preset::Standard {
            for theme in standard_themes {
                assert!(
                    puzzles.iter().filter(|p| p.themes.contains(&theme)).count() >= 10,
                    "{theme:?}"
                );
            }
        }
    }
}

#[test]
fn a_sample_of_every_pack_is_the_only_decisive_win_at_the_verification_depth() {
    let tt = Tt::new(PUZZLE_HASH_MB);
    for preset in Preset::ALL {
        let (rules, puzzles, _) = pack(preset);
        // Every 25th puzzle: 40 of the standard pack, 4 or more of each other.
        for p in puzzles.iter().step_by(25) {
            puzzle::verify(&rules, p, VERIFY_DEPTH, &tt)
                .unwrap_or_else(|e| panic!("{preset:?}: {e}"));
        }
    }
}

#[test]
fn a_puzzle_whose_answer_is_changed_fails_its_verification() {
    let tt = Tt::new(PUZZLE_HASH_MB);
    let (rules, puzzles, _) = pack(Preset::Standard);
    let p = &puzzles[0];
    let other = p
        .position
        .legal_actions(&rules)
        .into_iter()
        .find(|a| *a != p.line[0])
        .expect("another action");
    let changed = Puzzle {
        line: vec![other],
        ..p.clone()
    };
    let error = puzzle::verify(&rules, &changed, VERIFY_DEPTH, &tt).unwrap_err();
    assert!(
        error.starts_with(&format!("{}: action 1 ({other})", p.id)),
        "{error}"
    );
    assert!(
        error.ends_with(&format!(
            "is not the answer: the only decisive win at depths 6 and 7 is {}",
            p.line[0]
        )),
        "{error}"
    );
}

#[test]
fn puzzles_are_generated_and_verified_through_the_binary_and_a_damaged_pack_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pack.txt");
    let out = yote(&[
        "puzzles",
        "generate",
        "--rules",
        "standard",
        "--count",
        "3",
        "--seed",
        "5",
        "--depth",
        "5",
        "--out",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let written = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = written.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(lines.len(), 3, "{written}");
    assert!(
        text(&out.stderr).contains("3 puzzles from "),
        "{}",
        text(&out.stderr)
    );

    let out = yote(&["puzzles", "verify", "--depth", "5", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stdout));
    assert!(
        text(&out.stdout).starts_with("3 of 3 puzzles verified at depth 5"),
        "{}",
        text(&out.stdout)
    );

    // The first puzzle's answer replaced by another legal action of its position.
    let rules = Rules::standard();
    let first = Puzzle::parse(lines[0], &rules).unwrap();
    let other = first
        .position
        .legal_actions(&rules)
        .into_iter()
        .find(|a| *a != first.line[0])
        .unwrap();
    let damaged = Puzzle {
        line: vec![other],
        ..first.clone()
    };
    let text_damaged = written.replacen(lines[0], &damaged.to_string(), 1);
    std::fs::write(&file, text_damaged).unwrap();
    let out = yote(&["puzzles", "verify", "--depth", "5", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(&format!("{}: action 1 ({other})", first.id)),
        "{stdout}"
    );
    assert!(stdout.contains("2 of 3 puzzles verified"), "{stdout}");
    assert_eq!(text(&out.stderr).trim(), "error: 1 puzzles failed");

    // A line that is not a puzzle: named with its line number.
    std::fs::write(&file, "# a comment\nnot a puzzle\n").unwrap();
    let out = yote(&["puzzles", "verify", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("line 2: 1 fields, expected 5"),
        "{}",
        text(&out.stderr)
    );
}
