//! The engine protocol (docs/engine-protocol.md) as a state machine: a command line in, the lines
//! to answer out, and the long work (a search) handed back as a [`Job`] for the caller to run on
//! a thread of its own. No I/O and no threads here, so the protocol is tested without processes;
//! `yote engine` wires it to stdin and stdout.
//!
//! ```
//! use yote_ai::protocol::{Session, Step};
//! use std::sync::atomic::AtomicBool;
//!
//! let mut session = Session::new();
//! assert!(matches!(session.handle("isready"), Step::Reply(lines) if lines == ["readyok"]));
//! let Step::Start(job) = session.handle("go nodes 500") else { panic!("a search starts") };
//! let last = job.run(&AtomicBool::new(false), &mut |_info| {});
//! assert!(last.starts_with("bestaction "));
//! session.job_done();
//! ```

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use yote_rules::{Action, Position, Rules, perft};

use crate::level::Level;
use crate::limits::{Limit, Limits};
use crate::search::{SearchOptions, search};
use crate::tt::Tt;

/// The longest a search started with explicit limits may run before it stops by itself.
const EXPLICIT_LIMITS_CAP: Duration = Duration::from_secs(3600);
pub const DEFAULT_HASH_MB: usize = 64;
pub const MAX_HASH_MB: usize = 4096;
pub const MAX_THREADS: usize = 64;
/// The deepest `perft` the protocol accepts (deeper counts take hours).
pub const MAX_PERFT_DEPTH: u32 = 8;

/// The option a `setoption` line names (`name NAME value …`).
fn option_name(rest: &str) -> Option<&str> {
    let rest = rest.strip_prefix("name ")?;
    Some(
        rest.split_once(" value")
            .map_or(rest, |(name, _)| name)
            .trim(),
    )
}

/// What the caller does after a command.
#[derive(Debug)]
pub enum Step {
    /// Write these lines (perhaps none).
    Reply(Vec<String>),
    /// Run this job on a thread of its own; `isready`, `stop` and `quit` are answered meanwhile.
    Start(Job),
    /// Stop the running job, if any, and write its last line.
    Stop,
    /// Load the endgame tables found in this folder (`setoption name tablebases value DIR`:
    /// each rule set's folder under it, docs/tablebases.md), then write what was loaded or
    /// what could not be; the searches of the levels that know the tables use them.
    LoadTables(String),
    /// Stop the running job, if any, write its last line, and leave.
    Quit,
}

/// Long work started by a command: a search under its limits, or a perft count.
pub struct Job(Work);

enum Work {
    Search {
        rules: Rules,
        history: Vec<Position>,
        options: SearchOptions,
        tt: Arc<Tt>,
    },
    Perft {
        rules: Rules,
        position: Position,
        depth: u32,
    },
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            Work::Search { rules, options, .. } => f
                .debug_struct("Search")
                .field("rules", rules)
                .field("options", options)
                .finish_non_exhaustive(),
            Work::Perft { rules, depth, .. } => f
                .debug_struct("Perft")
                .field("rules", rules)
                .field("depth", depth)
                .finish_non_exhaustive(),
        }
    }
}

impl Job {
    /// Runs until done or until `stop` is set; each progress line goes to `info`. Returns the last
    /// line (`bestaction …` or the perft count), which ends the job.
    pub fn run(self, stop: &AtomicBool, info: &mut dyn FnMut(String)) -> String {
        match self.0 {
            Work::Search {
                rules,
                history,
                options,
                tt,
            } => run_search(&rules, &history, &options, &tt, stop, info),
            Work::Perft {
                rules,
                position,
                depth,
            } => match stoppable_perft(&position, &rules, depth, stop) {
                Some(count) => count.to_string(),
                None => "error: perft: stopped before the count was done".to_owned(),
            },
        }
    }
}

/// Perft that looks at `stop` between subtrees of depth 4 (a few milliseconds each); `None` when
/// stopped.
fn stoppable_perft(
    position: &Position,
    rules: &Rules,
    depth: u32,
    stop: &AtomicBool,
) -> Option<u64> {
    if depth <= 4 {
        return Some(perft(position, rules, depth));
    }
    if stop.load(std::sync::atomic::Ordering::Relaxed) {
        return None;
    }
    let mut total = 0;
    for action in position.legal_actions(rules) {
        let mut child = *position;
        child.play_unchecked(action);
        total += stoppable_perft(&child, rules, depth - 1, stop)?;
    }
    Some(total)
}

fn run_search(
    rules: &Rules,
    history: &[Position],
    options: &SearchOptions,
    tt: &Tt,
    stop: &AtomicBool,
    info: &mut dyn FnMut(String),
) -> String {
    {
        let result = search(rules, history, options, tt, stop, &mut |i| {
            let pv: Vec<String> = i.pv.iter().map(Action::to_string).collect();
            info(format!(
                "info depth {} score {} nodes {} nps {} time {} pv {}",
                i.depth,
                i.score,
                i.nodes,
                i.nps(),
                i.time.as_millis(),
                pv.join(" ")
            ));
        });
        let best = result
            .action
            .map_or_else(|| "none".to_owned(), |a| a.to_string());
        format!("bestaction {best}")
    }
}

/// One engine protocol session: the rules, the position and the options set so far.
pub struct Session {
    rules: Rules,
    start: Position,
    actions: Vec<Action>,
    /// The positions from `start` through each action: the last is the current one.
    history: Vec<Position>,
    level: Level,
    threads: usize,
    hash_mb: usize,
    tt: Arc<Tt>,
    /// A job was started and has not ended.
    busy: bool,
}

impl Default for Session {
    fn default() -> Session {
        Session::new()
    }
}

impl Session {
    /// A session on the standard rules' empty board, at the strongest level.
    pub fn new() -> Session {
        let rules = Rules::standard();
        let start = Position::new(&rules);
        Session {
            rules,
            start,
            actions: Vec::new(),
            history: vec![start],
            level: Level::Master,
            threads: 1,
            hash_mb: DEFAULT_HASH_MB,
            tt: Arc::new(Tt::new(DEFAULT_HASH_MB)),
            busy: false,
        }
    }

    /// Whether a job is running.
    pub fn busy(&self) -> bool {
        self.busy
    }

    /// The running job has ended and its last line was written.
    pub fn job_done(&mut self) {
        self.busy = false;
    }

    /// Takes one input line.
    pub fn handle(&mut self, line: &str) -> Step {
        let line = line.trim();
        if line.is_empty() {
            return Step::Reply(Vec::new());
        }
        let (word, rest) = line
            .split_once(char::is_whitespace)
            .map_or((line, ""), |(w, r)| (w, r.trim()));
        match word {
            "quit" => Step::Quit,
            // A search may have just ended by itself: then there is nothing to stop, and no
            // error either (the answer would depend on timing).
            "stop" => Step::Stop,
            "isready" => Step::Reply(vec!["readyok".to_owned()]),
            _ if self.busy => Step::Reply(vec![format!(
                "error: {word}: a search is running; send stop first"
            )]),
            "go" | "perft" => {
                let job = if word == "go" {
                    self.go(rest)
                } else {
                    self.perft(rest)
                };
                match job {
                    Ok(job) => {
                        self.busy = true;
                        Step::Start(job)
                    }
                    Err(e) => Step::Reply(vec![format!("error: {e}")]),
                }
            }
            "setoption" if option_name(rest) == Some("tablebases") => {
                match rest.split_once(" value ").map(|(_, dir)| dir.trim()) {
                    Some(dir) if !dir.is_empty() => Step::LoadTables(dir.to_owned()),
                    _ => Step::Reply(vec![
                        "error: setoption: tablebases: expected a folder, 'setoption name tablebases value DIR'"
                            .to_owned(),
                    ]),
                }
            }
            _ => Step::Reply(self.command(word, rest)),
        }
    }

    /// Runs a command that needs no running search; returns the lines to write.
    fn command(&mut self, word: &str, rest: &str) -> Vec<String> {
        let result = match word {
            "yote" => Ok(self.identify()),
            "setoption" => self.set_option(rest).map(|()| Vec::new()),
            "newgame" => {
                self.tt.clear();
                Ok(Vec::new())
            }
            "rules" => self.set_rules(rest).map(|()| Vec::new()),
            "position" => self.set_position(rest).map(|()| Vec::new()),
            "moves" => Ok(vec![self.moves()]),
            _ => Err(format!("unknown command '{word}'")),
        };
        result.unwrap_or_else(|e| vec![format!("error: {e}")])
    }

    fn identify(&self) -> Vec<String> {
        let levels: Vec<String> = Level::ALL.iter().map(|l| format!("var {l}")).collect();
        vec![
            "id name Yote".to_owned(),
            format!("id version {}", env!("CARGO_PKG_VERSION")),
            format!(
                "option name level type combo default {} {}",
                Level::Master,
                levels.join(" ")
            ),
            format!("option name threads type spin default 1 min 1 max {MAX_THREADS}"),
            format!("option name hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"),
            "option name tablebases type string default <empty>".to_owned(),
            "yoteok".to_owned(),
        ]
    }

    fn set_option(&mut self, rest: &str) -> Result<(), String> {
        let usage = "setoption: expected 'setoption name NAME value VALUE'";
        let rest = rest.strip_prefix("name ").ok_or(usage)?;
        let (name, value) = rest.split_once(" value ").ok_or(usage)?;
        let (name, value) = (name.trim(), value.trim());
        let number = |max: usize| {
            value
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=max).contains(n))
                .ok_or_else(|| {
                    format!(
                        "setoption: {name} must be a whole number from 1 to {max}, not '{value}'"
                    )
                })
        };
        match name {
            "level" => self.level = value.parse().map_err(|e| format!("setoption: {e}"))?,
            "threads" => self.threads = number(MAX_THREADS)?,
            "hash" => {
                let mb = number(MAX_HASH_MB)?;
                if mb != self.hash_mb {
                    // Free the old table first, so that the new one can use its memory.
                    self.tt = Arc::new(Tt::new(1));
                    self.hash_mb = 1;
                    let tt = Tt::try_new(mb).map_err(|e| {
                        format!("setoption: cannot allocate {mb} MB for the hash table ({e}); it is now 1 MB")
                    })?;
                    self.tt = Arc::new(tt);
                    self.hash_mb = mb;
                }
            }
            _ => {
                return Err(format!(
                    "setoption: unknown option '{name}': expected level, threads, hash or tablebases"
                ));
            }
        }
        Ok(())
    }

    fn set_rules(&mut self, rest: &str) -> Result<(), String> {
        if rest.is_empty() {
            return Err("rules: expected a rules string, such as 'rules standard'".into());
        }
        let rules: Rules = rest.parse().map_err(|e| format!("rules: {e}"))?;
        self.rules = rules;
        self.start = Position::new(&rules);
        self.actions.clear();
        self.history = vec![self.start];
        Ok(())
    }

    fn set_position(&mut self, rest: &str) -> Result<(), String> {
        let (setup, actions) = match rest.split_once(" actions") {
            Some((s, a)) => (s.trim(), Some(a.trim())),
            None if rest.trim() == "actions" || rest.starts_with("actions ") => ("", Some(rest)),
            None => (rest.trim(), None),
        };
        let start = match setup {
            "" => {
                return Err(
                    "position: expected 'position startpos' or 'position POS', then optionally 'actions A1 A2 ...'"
                        .into(),
                );
            }
            "startpos" => Position::new(&self.rules),
            text => Position::parse(text, &self.rules).map_err(|e| format!("position: {e}"))?,
        };
        let mut history = vec![start];
        let mut played = Vec::new();
        for (i, text) in actions.unwrap_or("").split_whitespace().enumerate() {
            let action: Action = text
                .parse()
                .map_err(|e| format!("position: action {} '{text}': {e}", i + 1))?;
            let next = history[history.len() - 1]
                .play(&self.rules, action)
                .map_err(|e| format!("position: action {} '{text}': {}", i + 1, e.reason))?;
            history.push(next);
            played.push(action);
        }
        self.start = start;
        self.actions = played;
        self.history = history;
        Ok(())
    }

    fn current(&self) -> Position {
        self.history[self.history.len() - 1]
    }

    fn moves(&self) -> String {
        let actions = self.current().legal_actions(&self.rules);
        let texts: Vec<String> = actions.iter().map(Action::to_string).collect();
        texts.join(" ")
    }

    fn perft(&self, rest: &str) -> Result<Job, String> {
        let depth: u32 = rest
            .parse()
            .ok()
            .filter(|d| *d <= MAX_PERFT_DEPTH)
            .ok_or_else(|| {
                format!("perft: expected a depth from 0 to {MAX_PERFT_DEPTH}, not '{rest}'")
            })?;
        Ok(Job(Work::Perft {
            rules: self.rules,
            position: self.current(),
            depth,
        }))
    }

    fn go(&mut self, rest: &str) -> Result<Job, String> {
        let position = self.current();
        if let Some(outcome) = position.outcome(&self.rules) {
            return Err(format!("go: the game is over: {outcome}"));
        }
        let mut words = rest.split_whitespace();
        let mut level = self.level;
        let mut limits = Limits::capped(EXPLICIT_LIMITS_CAP);
        let mut explicit = false;
        while let Some(word) = words.next() {
            let value = words
                .next()
                .ok_or_else(|| format!("go: {word} needs a value"))?;
            let number = |what: &str| {
                value.parse::<u64>().ok().filter(|n| *n > 0).ok_or_else(|| {
                    format!("go: {what} must be a whole number above 0, not '{value}'")
                })
            };
            match word {
                "movetime" => {
                    limits = limits.with(Limit::Time(Duration::from_millis(number("movetime")?)));
                    explicit = true;
                }
                "nodes" => {
                    limits = limits.with(Limit::Nodes(number("nodes")?));
                    explicit = true;
                }
                "depth" => {
                    let depth = number("depth")?.min(u64::from(crate::limits::MAX_DEPTH));
                    limits = limits.with(Limit::Depth(depth as u32));
                    explicit = true;
                }
                "level" => level = value.parse().map_err(|e| format!("go: {e}"))?,
                _ => {
                    return Err(format!(
                        "go: unknown parameter '{word}': expected movetime, nodes, depth or level"
                    ));
                }
            }
        }
        let seed = crate::zobrist::hash(&position) ^ self.actions.len() as u64;
        let mut options = level.recipe(seed);
        if explicit {
            options.limits = limits;
        }
        options.threads = self.threads;
        Ok(Job(Work::Search {
            rules: self.rules,
            history: self.history.clone(),
            options,
            tt: Arc::clone(&self.tt),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(session: &mut Session, line: &str) -> Vec<String> {
        match session.handle(line) {
            Step::Reply(lines) => lines,
            other => panic!("{line}: expected a reply, got {other:?}"),
        }
    }

    /// Runs the job `line` starts to its end; its last line.
    fn run(session: &mut Session, line: &str) -> String {
        let Step::Start(job) = session.handle(line) else {
            panic!("{line}: expected a job");
        };
        let last = job.run(&AtomicBool::new(false), &mut |_| {});
        session.job_done();
        last
    }

    #[test]
    fn a_deep_perft_runs_as_a_job_and_stops_when_told() {
        let mut session = Session::new();
        let Step::Start(job) = session.handle("perft 8") else {
            panic!("perft starts a job");
        };
        assert_eq!(reply(&mut session, "isready"), ["readyok"]);
        assert!(matches!(session.handle("stop"), Step::Stop));
        let last = job.run(&AtomicBool::new(true), &mut |_| {});
        assert_eq!(last, "error: perft: stopped before the count was done");
        session.job_done();
        assert!(!session.busy());
    }

    #[test]
    fn identifies_itself_and_answers_isready() {
        let mut session = Session::new();
        let lines = reply(&mut session, "yote");
        assert_eq!(lines.first().map(String::as_str), Some("id name Yote"));
        assert_eq!(lines.last().map(String::as_str), Some("yoteok"));
        assert_eq!(reply(&mut session, "isready"), ["readyok"]);
    }

    #[test]
    fn a_running_search_refuses_other_commands_but_answers_isready() {
        let mut session = Session::new();
        let Step::Start(job) = session.handle("go nodes 1000") else {
            panic!("go starts a search");
        };
        assert!(session.busy());
        assert_eq!(
            reply(&mut session, "moves"),
            ["error: moves: a search is running; send stop first"]
        );
        assert_eq!(reply(&mut session, "isready"), ["readyok"]);
        assert!(matches!(session.handle("stop"), Step::Stop));
        let mut infos = Vec::new();
        let last = job.run(&AtomicBool::new(false), &mut |line| infos.push(line));
        assert!(
            infos.iter().all(|l| l.starts_with("info depth ")),
            "{infos:?}"
        );
        let best: Action = last
            .strip_prefix("bestaction ")
            .expect("a bestaction line")
            .parse()
            .expect("an action");
        assert!(Position::new(&Rules::standard()).is_legal(&Rules::standard(), best));
        session.job_done();
        assert!(!reply(&mut session, "moves")[0].is_empty());
    }

    #[test]
    fn a_stopped_search_still_names_an_action() {
        let mut session = Session::new();
        let Step::Start(job) = session.handle("go movetime 60000") else {
            panic!("go starts a search");
        };
        let last = job.run(&AtomicBool::new(true), &mut |_| {});
        assert!(last.starts_with("bestaction "), "{last}");
    }

    #[test]
    fn position_then_moves_and_perft() {
        let mut session = Session::new();
        assert!(reply(&mut session, "position startpos actions @a1 @b2").is_empty());
        let moves = reply(&mut session, "moves");
        // 28 empty squares to place on, and the piece on a1 steps to a2 or b1.
        assert_eq!(moves[0].split(' ').count(), 30);
        assert!(moves[0].ends_with("a1-a2 a1-b1"), "{moves:?}");
        assert_eq!(run(&mut session, "perft 1"), "30");
        assert_eq!(
            run(&mut session, "perft 3"),
            perft(&session.current(), &session.rules, 3).to_string()
        );
        assert_eq!(
            reply(&mut session, "perft 9"),
            ["error: perft: expected a depth from 0 to 8, not '9'"]
        );
    }

    #[test]
    fn bad_input_names_what_was_wrong() {
        let mut session = Session::new();
        assert_eq!(
            reply(&mut session, "jump"),
            ["error: unknown command 'jump'"]
        );
        assert_eq!(
            reply(&mut session, "go nodes 0"),
            ["error: go: nodes must be a whole number above 0, not '0'"]
        );
        assert_eq!(
            reply(&mut session, "setoption name hash value 0"),
            ["error: setoption: hash must be a whole number from 1 to 4096, not '0'"]
        );
        assert_eq!(
            reply(&mut session, "setoption name tablebases value "),
            [
                "error: setoption: tablebases: expected a folder, 'setoption name tablebases value DIR'"
            ]
        );
        assert!(matches!(
            session.handle("setoption name tablebases value /data/my tables"),
            Step::LoadTables(dir) if dir == "/data/my tables"
        ));
        assert_eq!(
            reply(&mut session, "position startpos actions @a1 @a1"),
            ["error: position: action 2 '@a1': a1 is not empty"]
        );
        assert!(!session.busy());
    }
}
