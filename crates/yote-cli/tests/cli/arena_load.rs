//! `yote loadtest --arena N` through the real binary: an arena made through the API, its
//! players paired again and again by the server's director, on one node (SQLite) and on two
//! nodes of one PostgreSQL database; the report's waits, games and errors, and its standings
//! found equal to the games the server stored.

use yote_testkit::{ServerProcess, TempPostgres};

use crate::loadtest::{figure, succeeded, yote};

/// Small boards: each game ends within a few plies, so that each player plays several.
const SMALL: &str = "standard,rows=3,columns=4,pieces=3,win_at=0";

/// What every arena run must show: games played, waits measured, no error, the standings
/// equal to the stored games, for `players` players.
fn sound(report: &str, players: usize) {
    eprintln!("{report}");
    assert!(figure(report, "games:") >= players as u64, "{report}");
    assert!(figure(report, "played to their end,") > 0, "{report}");
    assert!(
        figure(report, "(a game's end to the next one's arrival): p50") > 0,
        "{report}"
    );
    assert!(report.contains(&format!("({players} players)")), "{report}");
    assert_eq!(figure(report, "errors:"), 0, "{report}");
    assert!(
        report.contains(&format!(
            "standings equal to the stored games: yes ({players} players, "
        )),
        "{report}"
    );
}

/// `yote loadtest` bringing 8 players into an arena of small boards for `seconds`, with the
/// servers (or `--spawn`) and the other arguments of `extra`.
fn arena_run(seconds: &str, extra: &[&str]) -> std::process::Output {
    let mut args = vec![
        "loadtest",
        "--arena",
        "8",
        "--duration",
        seconds,
        "--rules",
        SMALL,
    ];
    args.extend(["--rate", "8", "--ramp", "50"]);
    args.extend(extra);
    yote(&args)
}

#[test]
fn an_arena_under_load_pairs_its_players_again_and_its_standings_equal_the_stored_games() {
    let out = arena_run("20", &["--spawn"]);
    let report = succeeded(&out);
    sound(&report, 8);
    assert!(
        report.contains("8 players on 1 node(s), 8 joined"),
        "{report}"
    );
    assert!(report.contains("180+2 rated"), "{report}");
}

#[test]
fn an_arena_on_two_nodes_of_one_database() {
    let url = TempPostgres::shared().database();
    let node = || ServerProcess::start_url(env!("CARGO_BIN_EXE_yote"), &url, &[], "info");
    let (a, b) = (node(), node());
    let (a_url, b_url) = (a.url(""), b.url(""));
    let out = arena_run("15", &["--server", &a_url, "--server", &b_url, "--casual"]);
    let report = succeeded(&out);
    sound(&report, 8);
    assert!(report.contains("8 players on 2 node(s)"), "{report}");
    assert!(report.contains("casual"), "{report}");
}

#[test]
fn an_arena_needs_two_players() {
    let out = yote(&["loadtest", "--server", "http://127.0.0.1:9", "--arena", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: --arena 1: from 2 to 64000 players (each has a loopback address of its own)\n"
    );
}
