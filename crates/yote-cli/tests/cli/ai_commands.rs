//! `yote bench`, `yote match` and `yote play` through the real binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn yote(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_yote"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn match_ends_with_the_score_line() {
    let out = yote(
        &[
            "match", "--rules", "beart", "--games", "6", "easy", "random", "--seed", "3",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let last = stdout.lines().last().unwrap();
    // easy never loses to random play: a +inf Elo, written as such.
    assert_eq!(
        last,
        "easy vs random: +6 =0 -0, score 100.0%, Elo +inf ± inf (95%)"
    );
    assert!(stdout.starts_with("easy: "), "{stdout}");
}

#[test]
fn match_with_a_node_budget_and_verbose_games() {
    let out = yote(
        &[
            "match",
            "--games",
            "2",
            "--nodes",
            "500",
            "--verbose",
            "hard@5000",
            "minimax2",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 6, "{stdout}");
    assert!(lines[0].starts_with("game ") && lines[1].starts_with("game "));
    // Each game says how it ended; then the endings are counted.
    assert!(
        lines[0].contains(" plies (") && lines[1].contains(" plies ("),
        "{stdout}"
    );
    assert!(
        lines[4].starts_with("endings: ")
            && lines[4].contains(" of 2 games drawn by the no-capture limit")
            && lines[4].contains("; hard@5000 ahead in ")
            && lines[4].contains(", minimax2 in ")
            && lines[4].contains(" (hard@5000's wins ")
            && lines[4].ends_with(")"),
        "{stdout}"
    );
    let last = lines[5];
    assert!(last.starts_with("hard@5000 vs minimax2: +"), "{last}");
    assert!(last.ends_with(" (95%)"), "{last}");
}

/// `--sprt`: pairs are played until the test decides. `easy` wins every pair against random
/// play, so SPRT(0, 100) accepts H1 long before the 400 games allowed: the LLR after each pair,
/// then the score line and the verdict.
#[test]
fn match_with_sprt_stops_when_the_test_decides() {
    let out = yote(
        &[
            "match", "--rules", "beart", "--games", "400", "--sprt", "0,100", "--seed", "5",
            "easy", "random",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[0],
        "SPRT: H0 easy is +0 Elo, H1 +100 Elo; alpha 0.05, beta 0.05; LLR bounds -2.94, +2.94"
    );
    let llrs: Vec<f64> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("pairs "))
        .map(|l| {
            let llr = l.split("LLR ").nth(1).unwrap().split(',').next().unwrap();
            llr.parse().unwrap()
        })
        .collect();
    assert!(!llrs.is_empty(), "{stdout}");
    assert!(
        llrs.windows(2).all(|w| w[1] >= w[0]),
        "only won pairs: {llrs:?}"
    );
    assert!(*llrs.last().unwrap() >= 2.94, "{llrs:?}");
    let verdict = lines.last().unwrap();
    assert!(
        verdict.starts_with("SPRT(+0, +100): H1 accepted: easy is at least +100 Elo; LLR +"),
        "{verdict}"
    );
    // Decided as soon as it may (10 pairs): far fewer games than allowed.
    let score = lines[lines.len() - 2];
    let games: usize = score
        .split(": +")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!((20..60).contains(&games), "{score}");
}

#[test]
fn match_refuses_bad_arguments_with_one_line() {
    for (args, message) in [
        (
            vec!["match", "--games", "2", "easy", "wizard"],
            "error: unknown engine 'wizard': expected a level (beginner, easy, medium, hard, master), a level with its own node budget (master@4000000), either without the tables (master/no-tables) or without the progress term (master/no-progress, master/no-tables/no-progress), random, greedy or minimaxN (N from 1 to 6)",
        ),
        (
            vec!["match", "--games", "2", "hard@0", "easy"],
            "error: unknown engine 'hard@0': expected a level (beginner, easy, medium, hard, master), a level with its own node budget (master@4000000), either without the tables (master/no-tables) or without the progress term (master/no-progress, master/no-tables/no-progress), random, greedy or minimaxN (N from 1 to 6)",
        ),
        (
            vec!["match", "--rules", "chess", "easy", "hard"],
            "error: --rules: unknown preset 'chess': expected one of standard, hand-capture, six-by-six, bodogemu, beart",
        ),
        (
            vec!["match", "--games", "0", "easy", "hard"],
            "error: --games: must be at least 1",
        ),
        (
            vec!["match", "--sprt", "5,0", "easy", "hard"],
            "error: --sprt: ELO0 (5) must be below ELO1 (0)",
        ),
        (
            vec!["match", "--sprt", "0", "easy", "hard"],
            "error: --sprt: \"0\" is not ELO0,ELO1 (two numbers)",
        ),
        (
            vec!["match", "--sprt", "0,5", "--alpha", "0.7", "easy", "hard"],
            "error: --sprt: --alpha: 0.7 is not between 0 and 0.5 (excluded)",
        ),
    ] {
        let out = yote(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(text(&out.stderr).trim_end(), message, "{args:?}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn bench_prints_a_line_per_position_then_the_total() {
    let out = yote(&["bench", "--depth-offset", "-4"], "");
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), yote_ai::BENCH_POSITIONS.len() + 1);
    let words: Vec<&str> = lines.last().unwrap().split(' ').collect();
    assert_eq!(words[1], "nodes");
    assert_eq!(words[3], "nps");
    let total: u64 = words[0].parse().unwrap();
    let sum: u64 = lines[..lines.len() - 1]
        .iter()
        .map(|l| l.split(' ').rev().nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(total, sum);
}

#[test]
fn play_draws_the_board_takes_actions_and_refuses_bad_ones() {
    let out = yote(
        &["play", "--rules", "standard", "--level", "beginner"],
        "moves\nc3-c4\n@c3\nquit\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains(" 5  . . . . . .\n"), "{stdout}");
    assert!(stdout.contains("    a b c d e f\n"), "{stdout}");
    assert!(stdout.contains("@a1 @b1 @c1"), "{stdout}");
    assert!(stdout.contains("illegal action c3-c4: "), "{stdout}");
    assert!(stdout.contains(" 3  . . W . . .\n"), "{stdout}");
    assert!(stdout.contains("Computer plays @"), "{stdout}");
    let out = yote(&["play", "--level", "grandmaster"], "");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr).trim_end(),
        "error: --level: unknown level 'grandmaster': expected beginner, easy, medium, hard or master"
    );
}
