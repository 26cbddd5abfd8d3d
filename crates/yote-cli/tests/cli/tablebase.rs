//! `yote tablebase build`, `verify` and `probe` through the real binary, and `yote serve`
//! loading the tables it finds and answering `/api/tablebase` from them.

use std::process::{Command, Output};

use yote_testkit::*;

fn yote(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yote"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

const THREE_AGAINST_ONE: &str = "5/5/2B2/5/WWW2 w 0 0 0";

#[tokio::test]
async fn tables_are_built_checked_probed_and_served_and_a_damaged_one_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let tables = dir.path().join("tables");
    let tables_arg = tables.to_str().unwrap();
    let out = yote(&[
        "tablebase",
        "build",
        "--rules",
        "beart",
        "--pieces",
        "4",
        "--dir",
        tables_arg,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("3-1: 7018 entries, 6435 positions: 6395 wins")),
        "{stdout}"
    );
    assert!(
        stdout.lines().last().unwrap().starts_with("6 tables, "),
        "{stdout}"
    );
    assert!(tables.join("beart").join("3-1.yotetb").is_file());

    let out = yote(&[
        "tablebase",
        "verify",
        "--rules",
        "beart",
        "--dir",
        tables_arg,
        "--samples",
        "200",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("consistent: 24427 positions"),
        "{stdout}"
    );
    assert!(stdout.contains("search agrees: "), "{stdout}");

    let out = yote(&[
        "tablebase",
        "probe",
        "--rules",
        "beart",
        "--dir",
        tables_arg,
        "--position",
        THREE_AGAINST_ONE,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let mut lines = stdout.lines();
    assert_eq!(lines.next(), Some("white wins in 23 plies"));
    assert_eq!(lines.next().unwrap().split(' ').count(), 23);

    // The site loads them and answers from them.
    let server = ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        &dir.path().join("yote.db"),
        &["--tablebases", tables_arg],
        "info",
    );
    let http = http_client();
    let base = server.url("");
    let query = |rules: &str, position: &str| {
        format!(
            "{base}/api/tablebase?rules={rules}&position={}",
            position.replace(' ', "%20")
        )
    };
    let (status, body) = get(&http, &query("beart", THREE_AGAINST_ONE)).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["value"], "win");
    assert_eq!(body["winner"], "w");
    assert_eq!(body["plies"], 23);
    assert_eq!(body["distance"], 22);
    assert_eq!(body["line"].as_array().unwrap().len(), 23);
    assert_eq!(body["pieces"], 4);
    // The counter counts: 98 plies without capture leave too few for the 22 the win needs.
    let (_, body) = get(&http, &query("beart", "5/5/2B2/5/WWW2 w 0 0 98")).await;
    assert_eq!(body["value"], "draw");
    assert!(body["plies"].is_null());
    // Rules without tables here, a position with a hand, bad input.
    let (status, body) = get(&http, &query("standard", "6/6/2B3/2W1B1/2W3 w 0 0 0")).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("not-in-tables"))
    );
    let (status, body) = get(&http, &query("beart", "5/5/2B2/5/WWW2 w 1 0 0")).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("not-in-tables"))
    );
    let (status, body) = get(&http, &query("beart", "5/5/9/5/WWW2 w 0 0 0")).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (400, Some("bad-position"))
    );
    let (status, body) = get(&http, &query("chess", THREE_AGAINST_ONE)).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (400, Some("bad-rules"))
    );
    let log = server.log.lock().unwrap().join("\n");
    assert!(
        log.contains("endgame tables loaded rules=beart pieces=4"),
        "{log}"
    );
    drop(server);

    // One byte of a table changed: the tools say which file and why; the site starts without
    // those tables and says so.
    let file = tables.join("beart").join("2-2.yotetb");
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&file, bytes).unwrap();
    let out = yote(&[
        "tablebase",
        "probe",
        "--rules",
        "beart",
        "--dir",
        tables_arg,
        "--position",
        THREE_AGAINST_ONE,
    ]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("2-2.yotetb: the entries do not match their checksum"),
        "{stderr}"
    );
    let server = ServerProcess::start(
        env!("CARGO_BIN_EXE_yote"),
        &dir.path().join("yote.db"),
        &["--tablebases", tables_arg],
        "info",
    );
    let url = server.url(&format!(
        "/api/tablebase?rules=beart&position={}",
        THREE_AGAINST_ONE.replace(' ', "%20")
    ));
    let (status, _) = get(&http_client(), &url).await;
    assert_eq!(status, 404);
    let log = server.log.lock().unwrap().join("\n");
    assert!(log.contains("endgame tables left out"), "{log}");
}

/// Waits up to `seconds` for `what` in the server's log.
fn until_logged(server: &ServerProcess, what: &str, seconds: u64) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    while !server.log_text().contains(what) {
        assert!(
            std::time::Instant::now() < deadline,
            "no '{what}' in {seconds} s: {}",
            server.log_text()
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
}

/// A site started with no tables (as `cargo run --release` the first time) builds every
/// preset's in the background, each table written as soon as it is solved and used at once;
/// killed in the middle, it goes on at the next start where it stopped, and ends with every
/// preset's tables within the budget, each step in its log.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fresh_site_builds_its_endgame_tables_in_the_background_and_resumes_after_a_kill() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("yote.db");
    let tables = dir.path().join("tables");
    let extra = [
        "--tablebases",
        tables.to_str().unwrap(),
        "--build-tablebases",
        "true",
    ];
    let exe = env!("CARGO_BIN_EXE_yote");
    let mut first = ServerProcess::start(exe, &db, &extra, "info");
    until_logged(&first, "endgame table built rules=standard table=3-2", 120);
    // Used at once: three against two answers from the tables.
    let http = http_client();
    let url = first.url("/api/tablebase?rules=standard&position=6/2W3/1B2B1/5W/5W%20w%200%200%200");
    let (status, body) = get(&http, &url).await;
    assert_eq!(status, 200, "{body}");
    first.child.kill().unwrap(); // SIGKILL, in the middle of the build
    first.child.wait().unwrap();
    let standard = tables.join("standard");
    for file in ["2-2", "3-2", "2-3"] {
        assert!(standard.join(format!("{file}.yotetb")).is_file(), "{file}");
    }

    let second = ServerProcess::start(exe, &db, &extra, "info");
    until_logged(&second, "endgame tables complete rules=beart pieces=7", 600);
    let log = second.log_text();
    assert!(
        log.contains("endgame tables loaded rules=standard"),
        "what was built is read back: {log}"
    );
    assert!(
        !log.contains("endgame table built rules=standard table=2-2 "),
        "what was built is not built again: {log}"
    );
    for (preset, pieces) in yote_tablebase::DEFAULT_TABLES {
        let rules = preset.rules();
        assert!(
            log.contains(&format!(
                "endgame tables complete rules={} pieces={pieces}",
                rules.to_rules_string()
            )),
            "{log}"
        );
        let folder = yote_tablebase::files::folder(&tables, &rules);
        let files: Vec<_> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().metadata().unwrap().len())
            .collect();
        let pairs = yote_tablebase::materials(&rules, pieces).len();
        assert_eq!(files.len(), pairs, "{}", folder.display());
        let bytes: u64 = files.iter().sum();
        assert!(
            bytes <= yote_tablebase::DEFAULT_BUDGET,
            "{bytes} bytes in {}",
            folder.display()
        );
    }
}
