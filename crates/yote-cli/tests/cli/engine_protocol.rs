//! The engine protocol through the real binary: a child process with pipes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use yote_rules::{Action, Game, Rules};

/// A running `yote engine`.
struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl EngineProcess {
    fn start() -> EngineProcess {
        let mut command = Command::new(env!("CARGO_BIN_EXE_yote"));
        command.arg("engine");
        EngineProcess::spawn(command)
    }

    /// `yote engine` with at most `kb` KiB of address space (`ulimit -v`).
    fn start_with_memory_limit(kb: u64) -> EngineProcess {
        let mut command = Command::new("bash");
        command.args([
            "-c",
            &format!("ulimit -v {kb} && exec \"$0\" engine"),
            env!("CARGO_BIN_EXE_yote"),
        ]);
        EngineProcess::spawn(command)
    }

    fn spawn(mut command: Command) -> EngineProcess {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        EngineProcess {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, command: &str) {
        writeln!(self.stdin, "{command}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn line(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(20))
            .expect("the engine answers")
    }

    /// Sends `command` and checks the exact answer lines.
    fn expect(&mut self, command: &str, answer: &[&str]) {
        self.send(command);
        for expected in answer {
            assert_eq!(self.line(), *expected, "answer to '{command}'");
        }
    }

    /// Sends a command that must not answer, proven by a following `isready`.
    fn silent(&mut self, command: &str) {
        self.expect(command, &[]);
        self.expect("isready", &["readyok"]);
    }

    /// Reads `info` lines until `bestaction`; returns (the info lines, the action text).
    fn until_best(&self) -> (Vec<String>, String) {
        let mut infos = Vec::new();
        loop {
            let line = self.line();
            if let Some(best) = line.strip_prefix("bestaction ") {
                return (infos, best.to_owned());
            }
            assert!(line.starts_with("info depth "), "unexpected line '{line}'");
            infos.push(line);
        }
    }

    fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().unwrap();
        assert!(status.success());
    }
}

/// Checks that an `info` line has every field in order, with numbers where numbers belong.
fn check_info(line: &str) {
    let words: Vec<&str> = line.split(' ').collect();
    assert_eq!(words[0..2], ["info", "depth"], "{line}");
    words[2].parse::<u32>().expect("depth");
    assert_eq!(words[3], "score", "{line}");
    let mut i = 4;
    if words[i] == "win" || words[i] == "loss" {
        i += 1;
    }
    words[i].parse::<i32>().expect("score");
    for (offset, name) in ["nodes", "nps", "time"].iter().enumerate() {
        assert_eq!(words[i + 1 + 2 * offset], *name, "{line}");
        words[i + 2 + 2 * offset].parse::<u64>().expect("a number");
    }
    assert_eq!(words[i + 7], "pv", "{line}");
    assert!(words.len() > i + 8, "a pv has at least one action: {line}");
}

#[test]
fn a_script_of_commands_gets_exact_answers() {
    let mut e = EngineProcess::start();
    e.expect(
        "yote",
        &[
            "id name Yote",
            &format!("id version {}", env!("CARGO_PKG_VERSION")),
            "option name level type combo default master var beginner var easy var medium var hard var master",
            "option name threads type spin default 1 min 1 max 64",
            "option name hash type spin default 64 min 1 max 4096",
            "option name tablebases type string default <empty>",
            "yoteok",
        ],
    );
    e.expect("isready", &["readyok"]);
    e.silent("setoption name level value easy");
    e.silent("setoption name threads value 2");
    e.silent("setoption name hash value 8");
    e.silent("newgame");
    e.expect("perft 3", &["27180"]);
    e.silent("position startpos actions @c3 @c4 @a1");
    e.expect(
        "moves",
        &["@b1 @c1 @d1 @e1 @f1 @a2 @b2 @c2 @d2 @e2 @f2 @a3 @b3 @d3 @e3 @f3 @a4 @b4 @d4 @e4 @f4 @a5 @b5 @c5 @d5 @e5 @f5 c4-c5 c4-d4 c4-b4 c4xc2/a1"],
    );
    // Errors: one line each, and nothing changes.
    e.expect(
        "position startpos actions @c3 c3-c4",
        &["error: position: action 2 'c3-c4': there is no piece of yours on c3"],
    );
    e.expect(
        "position startpos actions @c3 @d4 zz",
        &["error: position: action 3 'zz': 'zz' is not an action: expected @c3 (place), c3-c4 (step), c3xc5 or c3xc5xe5 (jump, then /e2 or /h for the second removal) or -- (pass)"],
    );
    e.expect(
        "position 6/6/6 w 12 12 0",
        &["error: position: the board is 3×6 (rows×columns) but the rules play on 5×6"],
    );
    e.expect("position", &["error: position: expected 'position startpos' or 'position POS', then optionally 'actions A1 A2 ...'"]);
    e.expect(
        "rules standard,rows=9",
        &["error: rules: bad value '9' for rows: expected a number from 3 to 8"],
    );
    e.expect(
        "rules",
        &["error: rules: expected a rules string, such as 'rules standard'"],
    );
    e.expect(
        "setoption name colour value red",
        &["error: setoption: unknown option 'colour': expected level, threads, hash or tablebases"],
    );
    e.expect(
        "setoption name hash value lots",
        &["error: setoption: hash must be a whole number from 1 to 4096, not 'lots'"],
    );
    e.expect(
        "setoption level easy",
        &["error: setoption: expected 'setoption name NAME value VALUE'"],
    );
    e.expect("go depth", &["error: go: depth needs a value"]);
    e.expect(
        "go nodes -5",
        &["error: go: nodes must be a whole number above 0, not '-5'"],
    );
    e.expect("go level grandmaster", &["error: go: unknown level 'grandmaster': expected beginner, easy, medium, hard or master"]);
    e.expect(
        "go ponder 1",
        &["error: go: unknown parameter 'ponder': expected movetime, nodes, depth or level"],
    );
    e.expect(
        "perft x",
        &["error: perft: expected a depth from 0 to 8, not 'x'"],
    );
    e.expect("fly", &["error: unknown command 'fly'"]);
    e.expect("moves", &["@b1 @c1 @d1 @e1 @f1 @a2 @b2 @c2 @d2 @e2 @f2 @a3 @b3 @d3 @e3 @f3 @a4 @b4 @d4 @e4 @f4 @a5 @b5 @c5 @d5 @e5 @f5 c4-c5 c4-d4 c4-b4 c4xc2/a1"]);
    // A search: info lines, then the best action, which here takes the capture.
    e.send("go depth 3");
    let (infos, best) = e.until_best();
    assert_eq!(infos.len(), 3);
    infos.iter().for_each(|l| check_info(l));
    assert_eq!(best, "c4xc2/a1");
    // Other rules, and a position written out.
    e.silent("rules beart");
    e.expect("perft 2", &["600"]);
    e.silent("position 4W/5/5/5/BBW2 w 0 5 0");
    e.expect("moves", &["c1-c2 c1-d1 e5-e4 e5-d5"]);
    e.send("go depth 2 level master");
    let (_, best) = e.until_best();
    assert!(best == "c1-d1" || best == "c1-c2", "{best}");
    // A finished game has nothing to search.
    e.silent("position 5/5/5/5/BB3 w 0 0 0");
    e.expect("moves", &[""]);
    e.expect(
        "go",
        &["error: go: the game is over: black wins (captured-out)"],
    );
    e.quit();
}

#[test]
fn a_deep_perft_answers_isready_and_stops() {
    let mut e = EngineProcess::start();
    e.send("perft 8");
    e.expect("isready", &["readyok"]);
    e.expect(
        "moves",
        &["error: moves: a search is running; send stop first"],
    );
    let started = Instant::now();
    e.expect("stop", &["error: perft: stopped before the count was done"]);
    assert!(started.elapsed() < Duration::from_secs(2));
    e.expect("perft 2", &["870"]);
    e.send("perft 8");
    e.quit();
}

#[test]
fn a_hash_table_that_does_not_fit_is_an_error_line() {
    // 1.5 GiB of address space: the default table fits, 3,000 MB does not.
    let mut e = EngineProcess::start_with_memory_limit(1_536 * 1024);
    e.expect("isready", &["readyok"]);
    e.send("setoption name hash value 3000");
    let line = e.line();
    assert!(
        line.starts_with("error: setoption: cannot allocate 3000 MB for the hash table"),
        "{line}"
    );
    e.expect("isready", &["readyok"]);
    e.send("go nodes 2000");
    let (_, best) = e.until_best();
    assert!(best.parse::<Action>().is_ok(), "{best}");
    e.quit();
}

#[test]
fn stop_ends_a_long_search_with_its_best_action() {
    let mut e = EngineProcess::start();
    e.silent("position 1BB2W/W3B1/W1BBBW/2B2W/BWWBBB w 5 1 26");
    e.send("go depth 60");
    std::thread::sleep(Duration::from_millis(300));
    let started = Instant::now();
    e.send("stop");
    let (infos, best) = e.until_best();
    assert!(started.elapsed() < Duration::from_secs(2));
    infos.iter().for_each(|l| check_info(l));
    let rules = Rules::standard();
    let position =
        yote_rules::Position::parse("1BB2W/W3B1/W1BBBW/2B2W/BWWBBB w 5 1 26", &rules).unwrap();
    assert!(position.is_legal(&rules, best.parse::<Action>().unwrap()));
    // The engine still answers, with its state as before.
    e.expect("isready", &["readyok"]);
    e.expect(
        "perft 1",
        &[&position.count_legal_actions(&rules).to_string()],
    );
    e.quit();
}

#[test]
fn two_engines_play_a_whole_game_through_the_protocol() {
    for rules_text in ["standard", "bodogemu"] {
        let rules: Rules = rules_text.parse().unwrap();
        let mut engines = [EngineProcess::start(), EngineProcess::start()];
        for (i, e) in engines.iter_mut().enumerate() {
            e.expect("yote", &[]);
            while e.line() != "yoteok" {}
            e.silent(&format!("rules {rules_text}"));
            e.silent(&format!(
                "setoption name level value {}",
                ["medium", "easy"][i]
            ));
            e.silent("newgame");
        }
        let mut game = Game::new(rules);
        let mut played: Vec<String> = Vec::new();
        while game.outcome().is_none() {
            let mover = game.ply() % 2;
            let e = &mut engines[mover];
            let mut command = "position startpos".to_owned();
            if !played.is_empty() {
                command.push_str(" actions ");
                command.push_str(&played.join(" "));
            }
            e.silent(&command);
            e.send("go nodes 4000");
            let (_, best) = e.until_best();
            game.play_notation(&best).unwrap_or_else(|err| {
                panic!("{rules_text}: {best} refused after {played:?}: {err}")
            });
            played.push(best);
            assert!(played.len() <= 1000, "the game ends");
        }
        for e in engines {
            e.quit();
        }
    }
}

/// `setoption name tablebases value DIR` loads the tables `yote tablebase build` wrote, and
/// `master` then plays an ending from them: a win the search alone does not see at depth 1 is
/// scored from the tables and played by their best action. A folder without tables is an
/// error line, and the engine goes on.
#[test]
fn the_tablebases_option_loads_the_tables_and_an_ending_is_played_from_them() {
    let dir = tempfile::tempdir().unwrap();
    let built = std::process::Command::new(env!("CARGO_BIN_EXE_yote"))
        .args([
            "tablebase",
            "build",
            "--rules",
            "standard",
            "--pieces",
            "5",
            "--dir",
        ])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(built.status.success(), "{built:?}");
    // Three against two, a win in 7 plies by c4-d4 only (web/learn/practice.txt).
    let position = "position 6/2W3/1B2B1/5W/5W w 0 0 0";
    let mut e = EngineProcess::start();
    e.silent("rules standard");
    e.silent(position);
    e.send("go depth 1");
    let (without, _) = e.until_best();
    assert!(!without.iter().any(|l| l.contains("tbwin")), "{without:?}");
    let empty = tempfile::tempdir().unwrap();
    e.send(&format!(
        "setoption name tablebases value {}",
        empty.path().display()
    ));
    let said = e.line();
    assert!(
        said.starts_with("error: setoption: tablebases: no tables in"),
        "{said}"
    );
    e.expect(
        &format!("setoption name tablebases value {}", dir.path().display()),
        &["info string tablebases standard pieces 5 tables 3 megabytes 0.81"],
    );
    e.silent(position);
    e.send("go depth 1");
    let (with, best) = e.until_best();
    assert!(
        with.iter().any(|l| l.contains("score tbwin")),
        "scored from the tables: {with:?}"
    );
    assert_eq!(best, "c4-d4");
    e.quit();
}
