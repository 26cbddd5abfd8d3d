//! `yote loadtest` through the real binary, against a real server it starts: a short load with
//! friend and computer games, and the fault test (SIGKILL and restart under load).

use std::process::{Command, Output};

pub(crate) fn yote(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yote"))
        .args(args)
        .output()
        .expect("the yote binary runs")
}

/// The report of a run that succeeded (else the report and stderr, in the panic).
pub(crate) fn succeeded(out: &Output) -> String {
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{report}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    report
}

/// The number after `label` in the report.
pub(crate) fn figure(report: &str, label: &str) -> u64 {
    let at = report
        .find(label)
        .unwrap_or_else(|| panic!("no '{label}' in:\n{report}"))
        + label.len();
    report[at..]
        .trim_start()
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no number after '{label}' in:\n{report}"))
}

/// More games than one address may keep waiting for a first action (100) and more computer
/// games than one address may play (10), with the server's own limits: each seat comes from an
/// address of its own, so none of the load is refused.
#[test]
fn games_come_from_addresses_of_their_own_under_the_sites_limits() {
    let out = yote(&[
        "loadtest",
        "--spawn",
        "--games",
        "150",
        "--computer-games",
        "15",
        "--level",
        "beginner",
        "--duration",
        "3",
        "--rate",
        "0.2",
    ]);
    let report = succeeded(&out);
    assert!(
        report.contains("150 friend + 15 computer, 315 sockets"),
        "{report}"
    );
    assert_eq!(figure(&report, "errors:"), 0, "{report}");
}

#[test]
fn short_load_with_friend_and_computer_games() {
    let out = yote(&[
        "loadtest",
        "--spawn",
        "--games",
        "10",
        "--computer-games",
        "2",
        "--level",
        "beginner",
        "--rules",
        "standard,rows=3,columns=4,pieces=3,win_at=0",
        "--duration",
        "4",
        "--rate",
        "5",
    ]);
    let report = succeeded(&out);
    assert!(
        report.contains("10 friend + 2 computer, 22 sockets"),
        "{report}"
    );
    assert_eq!(figure(&report, "errors:"), 0, "{report}");
    assert!(figure(&report, "actions:") > 20, "{report}");
    // Small boards: games end and new ones take their place.
    assert!(figure(&report, "games finished:") > 0, "{report}");
    assert!(report.contains("round trip (act to ack): p50"), "{report}");
    assert!(report.contains("computer replies:"), "{report}");
    assert!(report.contains("KB per player"), "{report}");
}

#[test]
fn killed_server_loses_no_acknowledged_action() {
    let out = yote(&[
        "loadtest",
        "--spawn",
        "--games",
        "10",
        "--duration",
        "6",
        "--rate",
        "4",
        "--kill-after",
        "3",
    ]);
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{report}\n{log}");
    assert!(log.contains("server killed (SIGKILL)"), "{log}");
    assert_eq!(figure(&report, "errors:"), 0, "{report}");
    // Every socket came back by itself, and the games went on after the restart.
    assert!(figure(&report, "reconnects:") >= 20, "{report}");
    assert!(
        figure(&report, "found in the server afterwards:") > 40,
        "{report}"
    );
}

#[test]
fn load_goes_only_to_this_machine() {
    let out = yote(&[
        "loadtest",
        "--server",
        "http://192.0.2.1:8080",
        "--games",
        "1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: --server http://192.0.2.1:8080: load is only ever sent to this machine (127.0.0.0/8 or [::1])\n"
    );
}

#[test]
fn timed_games_end_on_time_and_say_how_late() {
    // 2 s each; one side of each game stops answering after a few actions and loses on time.
    let out = yote(&[
        "loadtest",
        "--spawn",
        "--games",
        "10",
        "--clock",
        "2+0",
        "--rate",
        "8",
        "--duration",
        "5",
    ]);
    let report = succeeded(&out);
    assert_eq!(figure(&report, "errors:"), 0, "{report}");
    assert!(figure(&report, "lost on time:") >= 10, "{report}");
    assert_eq!(figure(&report, "aborted:"), 0, "{report}");
    assert!(
        report.contains("ended after the flag fell by (server clock) p50"),
        "{report}"
    );
}

#[test]
fn a_bad_clock_is_refused() {
    let out = yote(&["loadtest", "--spawn", "--clock", "fast"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("fast: expected seconds+seconds, like 15+0"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A figure of a Prometheus page: the sum of the lines of `name` (every label set).
fn metric(page: &str, name: &str) -> f64 {
    page.lines()
        .filter(|l| !l.starts_with('#'))
        .filter(|l| l.split([' ', '{']).next() == Some(name))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

#[tokio::test]
async fn metrics_read_during_a_load_agree_with_the_load_generator() {
    let dir = tempfile::tempdir().unwrap();
    let server = yote_testkit::ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        &dir.path().join("yote.db"),
        &[
            "--metrics-listen",
            "127.0.0.1:0",
            "--tables-per-minute",
            "1000000",
            "--connections-per-address",
            "1000000",
        ],
        "info",
    );
    let log = server.log_text();
    let metrics_url = log
        .split("metrics on ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no metrics address in {log}"))
        .trim_end_matches('"')
        .to_owned();
    let url = server.url("");
    let load = std::thread::spawn(move || {
        yote(&[
            "loadtest",
            "--server",
            &url,
            "--games",
            "10",
            "--rules",
            "standard,rows=3,columns=4,pieces=3,win_at=0",
            "--duration",
            "4",
            "--rate",
            "5",
        ])
    });
    // During the load: the sockets the load generator holds.
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    let page = reqwest::get(&metrics_url)
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(metric(&page, "yote_sockets_open"), 20.0, "{page}");
    assert!(metric(&page, "yote_games_live") >= 10.0, "{page}");
    let out = load.join().unwrap();
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{report}");
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let page = reqwest::get(&metrics_url)
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    // Every action the load generator had acknowledged (over the whole run, warm-up included)
    // is counted; beyond them only the actions still in flight when it stopped, at most one a
    // game. Its errors are counted too, and the games it saw end.
    let acked = figure(&report, "found in the server afterwards:") as f64;
    let stored = metric(&page, "yote_actions_total");
    assert!(
        (acked..=acked + 10.0).contains(&stored),
        "{stored} stored, {acked} acknowledged\n{report}\n{page}"
    );
    let errors = figure(&report, "errors:") as f64;
    assert_eq!(
        metric(&page, "yote_refusals_total"),
        errors,
        "{report}\n{page}"
    );
    let finished = figure(&report, "games finished:") as f64;
    assert!(
        metric(&page, "yote_games_ended_total") >= finished,
        "{report}\n{page}"
    );
    assert!(
        metric(&page, "yote_commit_seconds_count") >= stored,
        "{page}"
    );
    assert!(page.contains("# HELP yote_commit_seconds"), "{page}");
    assert!(
        page.contains("yote_db_connections{state=\"idle\"}"),
        "{page}"
    );
    eprintln!("{report}{stored} actions counted by the server");
}

/// `--seekers`: players who come to the lobby are each paired into one game, take their seats
/// and play it to its end; the report gives the wait from seek to game.
#[test]
fn seekers_are_paired_play_their_games_and_the_wait_is_reported() {
    let out = yote(&["loadtest", "--spawn", "--seekers", "24", "--ramp", "40"]);
    let report = succeeded(&out);
    assert_eq!(figure(&report, "seekers:"), 24, "{report}");
    assert!(report.contains("24 paired into 12 games"), "{report}");
    assert!(report.contains("24 players saw their game end"), "{report}");
    assert!(report.contains("pairing errors: none"), "{report}");
    assert!(report.contains("seek to game: p50"), "{report}");
}
