//! `yote engine`: the engine protocol on stdin/stdout (see docs/engine-protocol.md).
//!
//! One thread reads commands; the search runs on another; both feed one channel that this
//! thread drains, so every line is written here, in order.

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use yote_ai::{Level, Limit, Limits, SearchOptions, Tt, search};
use yote_rules::{Action, Position, Rules, perft};

/// The longest a search started with explicit limits may run before it stops by itself.
const EXPLICIT_LIMITS_CAP: Duration = Duration::from_secs(3600);
const DEFAULT_HASH_MB: usize = 64;
const MAX_HASH_MB: usize = 4096;
const MAX_THREADS: usize = 64;
/// The deepest `perft` the protocol accepts (deeper counts take hours).
const MAX_PERFT_DEPTH: u32 = 8;

enum Event {
    /// A line from the input (`None`: the input ended).
    Command(Option<String>),
    /// A line for the output, from the search.
    Output(String),
    /// The search's last line (`bestaction …`): written, and the search is over.
    SearchDone(String),
}

struct Search {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

struct Engine {
    rules: Rules,
    start: Position,
    actions: Vec<Action>,
    /// The positions from `start` through each action: the last is the current one.
    history: Vec<Position>,
    level: Level,
    threads: usize,
    hash_mb: usize,
    tt: Arc<Tt>,
    search: Option<Search>,
    events: Sender<Event>,
}

/// Runs the protocol until `quit` or the end of `input`.
pub fn run(input: impl BufRead + Send + 'static, out: &mut impl Write) -> Result<(), String> {
    let (sender, receiver) = mpsc::channel();
    let reader = sender.clone();
    std::thread::spawn(move || {
        for line in input.lines() {
            match line {
                Ok(line) => {
                    if reader.send(Event::Command(Some(line))).is_err() {
                        return;
                    }
                }
                Err(_) => break,
            }
        }
        let _ = reader.send(Event::Command(None));
    });
    let rules = Rules::standard();
    let start = Position::new(&rules);
    let mut engine = Engine {
        rules,
        start,
        actions: Vec::new(),
        history: vec![start],
        level: Level::Master,
        threads: 1,
        hash_mb: DEFAULT_HASH_MB,
        tt: Arc::new(Tt::new(DEFAULT_HASH_MB)),
        search: None,
        events: sender,
    };
    engine.serve(&receiver, out)
}

fn write_line(out: &mut impl Write, line: &str) -> Result<(), String> {
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write the output: {e}"))
}

impl Engine {
    fn serve(&mut self, events: &Receiver<Event>, out: &mut impl Write) -> Result<(), String> {
        // Commands that arrived while waiting for a stopped search to end.
        let mut pending: VecDeque<Option<String>> = VecDeque::new();
        loop {
            let command = match pending.pop_front() {
                Some(c) => c,
                None => match events.recv() {
                    Ok(Event::Command(c)) => c,
                    Ok(Event::Output(line)) => {
                        write_line(out, &line)?;
                        continue;
                    }
                    Ok(Event::SearchDone(line)) => {
                        self.join_search();
                        write_line(out, &line)?;
                        continue;
                    }
                    Err(_) => return Ok(()),
                },
            };
            let Some(line) = command else {
                // The input ended: let a running search finish, then leave.
                self.wait_search(events, out, &mut pending, false)?;
                return Ok(());
            };
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let (word, rest) = line
                .split_once(char::is_whitespace)
                .map_or((line, ""), |(w, r)| (w, r.trim()));
            match word {
                "quit" => {
                    self.wait_search(events, out, &mut pending, true)?;
                    return Ok(());
                }
                // A search may have just ended by itself: then there is nothing to stop, and no
                // error either (the answer would depend on timing).
                "stop" => self.wait_search(events, out, &mut pending, true)?,
                "isready" => write_line(out, "readyok")?,
                _ if self.search.is_some() => write_line(
                    out,
                    &format!("error: {word}: a search is running; send stop first"),
                )?,
                _ => {
                    let answer = self.command(word, rest);
                    for line in answer {
                        write_line(out, &line)?;
                    }
                }
            }
        }
    }

    /// Waits for the running search (stopping it first if `stop`), writing its lines and
    /// keeping the commands that come meanwhile.
    fn wait_search(
        &mut self,
        events: &Receiver<Event>,
        out: &mut impl Write,
        pending: &mut VecDeque<Option<String>>,
        stop: bool,
    ) -> Result<(), String> {
        let Some(search) = &self.search else {
            return Ok(());
        };
        if stop {
            search.stop.store(true, Ordering::Relaxed);
        }
        loop {
            match events.recv() {
                Ok(Event::Output(line)) => write_line(out, &line)?,
                Ok(Event::Command(c)) => pending.push_back(c),
                Ok(Event::SearchDone(line)) => {
                    self.join_search();
                    return write_line(out, &line);
                }
                Err(_) => break,
            }
        }
        self.join_search();
        Ok(())
    }

    fn join_search(&mut self) {
        if let Some(search) = self.search.take() {
            let _ = search.thread.join();
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
            "go" => self.go(rest).map(|()| Vec::new()),
            "moves" => Ok(vec![self.moves()]),
            "perft" => self.perft(rest).map(|n| vec![n.to_string()]),
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
                    self.hash_mb = mb;
                    self.tt = Arc::new(Tt::new(mb));
                }
            }
            _ => {
                return Err(format!(
                    "setoption: unknown option '{name}': expected level, threads or hash"
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

    fn perft(&self, rest: &str) -> Result<u64, String> {
        let depth: u32 = rest
            .parse()
            .ok()
            .filter(|d| *d <= MAX_PERFT_DEPTH)
            .ok_or_else(|| {
                format!("perft: expected a depth from 0 to {MAX_PERFT_DEPTH}, not '{rest}'")
            })?;
        Ok(perft(&self.current(), &self.rules, depth))
    }

    fn go(&mut self, rest: &str) -> Result<(), String> {
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
                    let depth = number("depth")?.min(u64::from(yote_ai::MAX_DEPTH));
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
        let seed = yote_ai::hash(&position) ^ self.actions.len() as u64;
        let mut options = level.recipe(seed);
        if explicit {
            options.limits = limits;
        }
        options.threads = self.threads;
        let stop = Arc::new(AtomicBool::new(false));
        let events = self.events.clone();
        let rules = self.rules;
        let history = self.history.clone();
        let tt = Arc::clone(&self.tt);
        let flag = Arc::clone(&stop);
        let thread = std::thread::spawn(move || {
            run_search(&rules, &history, &options, &tt, &flag, &events);
        });
        self.search = Some(Search { stop, thread });
        Ok(())
    }
}

fn run_search(
    rules: &Rules,
    history: &[Position],
    options: &SearchOptions,
    tt: &Tt,
    stop: &AtomicBool,
    events: &Sender<Event>,
) {
    let result = search(rules, history, options, tt, stop, &mut |info| {
        let pv: Vec<String> = info.pv.iter().map(Action::to_string).collect();
        let _ = events.send(Event::Output(format!(
            "info depth {} score {} nodes {} nps {} time {} pv {}",
            info.depth,
            info.score,
            info.nodes,
            info.nps(),
            info.time.as_millis(),
            pv.join(" ")
        )));
    });
    let best = result
        .action
        .map_or_else(|| "none".to_owned(), |a| a.to_string());
    let _ = events.send(Event::SearchDone(format!("bestaction {best}")));
}
