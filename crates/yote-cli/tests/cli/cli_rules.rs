//! `yote moves` and `yote perft` through the real binary.

use std::process::{Command, Output};

fn yote(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yote"))
        .args(args)
        .output()
        .expect("the yote binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn moves_lists_every_legal_action() {
    let out = yote(&[
        "moves",
        "--rules",
        "standard",
        "--position",
        "2W3/B5/6/5B/4BW w 0 2 0",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let mut lines: Vec<&str> = text.lines().collect();
    lines.sort();
    assert_eq!(
        lines,
        [
            "c5-b5", "c5-c4", "c5-d5", "f1xd1/a4", "f1xd1/f2", "f1xf3/a4", "f1xf3/e1"
        ]
    );
}

#[test]
fn moves_of_a_finished_game_is_empty() {
    let out = yote(&[
        "moves",
        "--rules",
        "standard",
        "--position",
        "6/6/6/6/W5 b 0 1 0",
    ]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "");
}

#[test]
fn perft_prints_the_total_last() {
    let out = yote(&["perft", "--rules", "standard", "--depth", "3"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "27180\n");

    let out = yote(&[
        "perft",
        "--rules",
        "standard,second_removal_optional=true",
        "--depth",
        "4",
        "--divide",
    ]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 31);
    assert_eq!(*lines.last().unwrap(), "827952");
    let sum: u64 = lines[..30]
        .iter()
        .map(|l| {
            let (action, count) = l.split_once(": ").unwrap();
            assert!(action.starts_with('@'), "{l}");
            count.parse::<u64>().unwrap()
        })
        .sum();
    assert_eq!(sum, 827_952);

    let out = yote(&[
        "perft",
        "--rules",
        "beart",
        "--position",
        "4B/5/1W2B/B1B2/W2B1 w 0 1 4",
        "--depth",
        "2",
    ]);
    assert_eq!(stdout(&out), "184\n");
}

#[test]
fn bad_arguments_give_one_line_and_status_2() {
    let cases: [(&[&str], &str); 7] = [
        (
            &["perft", "--rules", "standard,rows=9", "--depth", "2"],
            "error: --rules: bad value '9' for rows: expected a number from 3 to 8\n",
        ),
        (
            &[
                "moves",
                "--rules",
                "standard",
                "--position",
                "6/6/6/6 w 12 12 0",
            ],
            "error: --position: the board is 4×6 (rows×columns) but the rules play on 5×6\n",
        ),
        (
            &[
                "moves",
                "--rules",
                "standard",
                "--position",
                "6/6/6/6/6 w 12 12",
            ],
            "error: --position: a position has 5 fields separated by single spaces (board, side, white hand, black hand, plies since capture), found 4\n",
        ),
        (&["perft", "--depth", "x"], ""),
        (
            &["perft", "--depth", "4294967295"],
            "error: invalid value '4294967295' for '--depth <DEPTH>': 4294967295 is not in 0..=20\n",
        ),
        (
            &["perft", "--depth", "21"],
            "error: invalid value '21' for '--depth <DEPTH>': 21 is not in 0..=20\n",
        ),
        (&["frobnicate"], ""),
    ];
    for (args, expected) in cases {
        let out = yote(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{err}");
        if !expected.is_empty() {
            assert_eq!(err, expected);
        }
        assert_eq!(stdout(&out), "");
    }
}
