//! `yote swiss` through the real binary: a TRF-16 file's next round paired as the pairing
//! programs print it, its standings, Berger tables, a damaged file refused with its line, and
//! a tournament of a running server exported from its database as its page gives it.

use std::process::{Command, Output};

fn yote(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yote"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// A player line of TRF-16: the pairing number in columns 5-8, the name from 15, the rounds
/// from column 92, ten columns each.
fn player(number: u32, name: &str, rounds: &[&str]) -> String {
    let mut line = format!("{:<91}", format!("001 {number:>4}      {name}"));
    line.push_str(&rounds.join("  "));
    line
}

fn file(lines: &[String]) -> tempfile::NamedTempFile {
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), lines.join("\r\n") + "\r\n").unwrap();
    file
}

#[test]
fn swiss_pair_prints_the_next_round_as_the_pairing_programs_do() {
    // Round 1 of 5: 1-4 1-0, 5-2 0-1, 3-6 ½-½; 7 away for round 2.
    let trf = file(&[
        "012 Club Saturday".into(),
        player(1, "Awa", &["   4 w 1"]),
        player(2, "Bineta", &["   5 b 1"]),
        player(3, "Cheikh", &["   6 w ="]),
        player(4, "Daba", &["   1 b 0"]),
        player(5, "Elhadji", &["   2 w 0"]),
        player(6, "Fatou", &["   3 b ="]),
        player(7, "Gora", &["0000 - H", "0000 - Z"]),
        "XXR 5".into(),
        "XXC white1".into(),
    ]);
    let path = trf.path().to_str().unwrap();
    let out = yote(&["swiss", "pair", path]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // The leaders meet, colours swapped; 3 and 6 have met, so each plays someone on 0.
    assert_eq!(text(&out.stdout), "3\n2 1\n4 3\n6 5\n");

    let out = yote(&["swiss", "standings", path]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let standings = text(&out.stdout);
    let names: Vec<&str> = standings
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().last().unwrap())
        .collect();
    assert_eq!(names[..2], ["Awa", "Bineta"], "{standings}");
    assert_eq!(names.len(), 7, "{standings}");
}

#[test]
fn swiss_berger_prints_a_round_robins_rounds() {
    let out = yote(&["swiss", "berger", "4"]);
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), "1: 1-4 2-3\n2: 4-3 1-2\n3: 2-4 3-1\n");
    let out = yote(&["swiss", "berger", "3", "--double"]);
    assert_eq!(text(&out.stdout).lines().count(), 6);
    assert!(
        text(&out.stdout).starts_with("1: 2-3  bye 1\n"),
        "{}",
        text(&out.stdout)
    );
    let out = yote(&["swiss", "berger", "1"]);
    assert!(!out.status.success());
}

#[test]
fn a_damaged_file_is_refused_with_its_line_and_column() {
    let trf = file(&[
        "012 Damaged".into(),
        player(1, "Awa", &["   2 x 1"]),
        player(2, "Bineta", &["   1 b 0"]),
    ]);
    let out = yote(&["swiss", "pair", trf.path().to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    let error = text(&out.stderr);
    assert!(
        error.contains("line 2: column 92") && error.contains("not a colour"),
        "{error}"
    );

    let out = yote(&["swiss", "pair", "/nonexistent/round.trf"]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("cannot read /nonexistent/round.trf"));

    // Everyone has met: no pairing, and the reason.
    let trf = file(&[
        player(1, "Awa", &["   2 w 1"]),
        player(2, "Bineta", &["   1 b 0"]),
    ]);
    let out = yote(&["swiss", "pair", trf.path().to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("absolute criteria"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn swiss_check_re_pairs_every_round_and_names_the_ones_that_differ() {
    // A tournament played out by the Dutch system itself checks whole.
    let out = yote(&[
        "swiss",
        "simulate",
        "--players",
        "13",
        "--rounds",
        "5",
        "--seed",
        "7",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let played = text(&out.stdout);
    assert_eq!(played.lines().filter(|l| l.starts_with("001")).count(), 13);
    let trf = file(&played.lines().map(str::to_owned).collect::<Vec<_>>());
    let out = yote(&["swiss", "check", trf.path().to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    assert_eq!(
        text(&out.stdout),
        "5 of 5 rounds paired as the Dutch system pairs them\n"
    );

    // Round 1 paired by hand otherwise (1 against 2): that round is named, and the exit fails.
    let trf = file(&[
        player(1, "Awa", &["   2 w 1"]),
        player(2, "Bineta", &["   1 b 0"]),
        player(3, "Cheikh", &["   4 w 1"]),
        player(4, "Daba", &["   3 b 0"]),
        "XXR 3".into(),
        "XXC white1".into(),
    ]);
    let out = yote(&["swiss", "check", trf.path().to_str().unwrap()]);
    assert!(!out.status.success());
    let report = text(&out.stdout);
    assert!(
        report.contains("round 1: the file has 1-2 3-4\n"),
        "{report}"
    );
    assert!(
        report.contains("round 1: the Dutch system pairs 1-3 4-2\n"),
        "{report}"
    );
    assert!(
        text(&out.stderr).contains("1 of 1 rounds differ"),
        "{}",
        text(&out.stderr)
    );
}

/// A request to `server` with the director's `key` (and a player cookie `token`).
async fn post(
    server: &yote_testkit::ServerProcess,
    path: &str,
    token: &str,
    key: Option<&str>,
    body: serde_json::Value,
) -> serde_json::Value {
    let mut request = yote_testkit::http_client()
        .post(server.url(path))
        .header("cookie", format!("yote_player={token}"))
        .json(&body);
    if let Some(key) = key {
        request = request.header("x-yote-director", key);
    }
    let r = request.send().await.unwrap();
    assert!(r.status().is_success(), "{path}: {}", r.status());
    r.json().await.unwrap_or(serde_json::Value::Null)
}

#[tokio::test]
async fn swiss_export_writes_a_site_tournament_as_its_page_gives_it_and_it_checks() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("yote.db");
    let url = format!("sqlite:{}", db.display());
    let server = yote_testkit::ServerProcess::start(env!("CARGO_BIN_EXE_yote"), &db, &[], "info");
    let (token, _) = yote_testkit::new_player(&yote_testkit::http_client(), &server.url("")).await;
    let made = post(
        &server,
        "/api/swiss",
        &token,
        None,
        serde_json::json!({"name": "Club Saturday", "rounds": 3}),
    )
    .await;
    let (id, key) = (
        made["id"].as_str().unwrap(),
        made["director_key"].as_str().unwrap(),
    );
    for name in ["Awa", "Bineta", "Cheikh", "Daba", "Elhadji"] {
        post(
            &server,
            &format!("/api/swiss/{id}/players"),
            &token,
            Some(key),
            serde_json::json!({"name": name}),
        )
        .await;
    }
    for round in 1..=2 {
        post(
            &server,
            &format!("/api/swiss/{id}/rounds"),
            &token,
            Some(key),
            serde_json::json!(null),
        )
        .await;
        for board in 1..=2 {
            let result = if board == 1 { "1-0" } else { "1/2" };
            post(
                &server,
                &format!("/api/swiss/{id}/results"),
                &token,
                Some(key),
                serde_json::json!({"round": round, "board": board, "result": result}),
            )
            .await;
        }
    }
    let page = yote_testkit::http_client()
        .get(server.url(&format!("/api/swiss/{id}/trf")))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();

    // Beside the running server, to a file: the page's file, which re-pairs as it was paired.
    let out = dir.path().join("club.trf");
    let exported = yote(&[
        "swiss",
        "export",
        id,
        "--database",
        &url,
        "--output",
        out.to_str().unwrap(),
    ]);
    assert!(exported.status.success(), "{}", text(&exported.stderr));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), page);
    assert!(
        page.contains("Club Saturday") && page.contains("Elhadji"),
        "{page}"
    );
    let checked = yote(&["swiss", "check", out.to_str().unwrap()]);
    assert!(
        checked.status.success(),
        "{}{}",
        text(&checked.stdout),
        text(&checked.stderr)
    );
    // To the standard output too; an unknown id is said, and fails.
    let printed = yote(&["swiss", "export", id, "--database", &url]);
    assert_eq!(text(&printed.stdout), page);
    let unknown = yote(&["swiss", "export", "NoSuchSwiss1", "--database", &url]);
    assert!(!unknown.status.success());
    assert!(
        text(&unknown.stderr).contains("no tournament NoSuchSwiss1"),
        "{}",
        text(&unknown.stderr)
    );
}
