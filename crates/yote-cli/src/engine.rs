//! `yote engine`: the engine protocol ([`yote_ai::protocol`]) on stdin/stdout.
//!
//! One thread reads commands; a job (a search) runs on another; both feed one channel that this
//! thread drains, so every line is written here, in order.

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use yote_ai::protocol::{Job, Session, Step};

enum Event {
    /// A line from the input (`None`: the input ended).
    Command(Option<String>),
    /// A line for the output, from the job.
    Output(String),
    /// The job's last line: written, and the job is over.
    JobDone(String),
}

struct Running {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
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
    Driver {
        session: Session::new(),
        running: None,
        events: sender,
    }
    .serve(&receiver, out)
}

/// `setoption name tablebases value DIR`: the tables of each rule set under `dir` loaded for
/// the searches (yote_tablebase::registry), a line said for each, or the error that kept them
/// out.
fn load_tables(dir: &std::path::Path) -> Vec<String> {
    let sets = match yote_tablebase::files::load_all(dir) {
        Ok(sets) => sets,
        Err(e) => return vec![format!("error: setoption: tablebases: {e}")],
    };
    if sets.is_empty() {
        return vec![format!(
            "error: setoption: tablebases: no tables in {} (build them with `yote tablebase build`)",
            dir.display()
        )];
    }
    sets.into_iter()
        .map(|set| match set {
            Ok(tables) => {
                let bytes: u64 = tables.tables().map(|t| t.len()).sum();
                let line = format!(
                    "info string tablebases {} pieces {} tables {} megabytes {:.2}",
                    tables.rules().to_rules_string(),
                    tables.complete_pieces(),
                    tables.tables().count(),
                    bytes as f64 / 1e6
                );
                yote_tablebase::registry::install(tables);
                line
            }
            Err(e) => format!("error: setoption: tablebases: {e}"),
        })
        .collect()
}

fn write_line(out: &mut impl Write, line: &str) -> Result<(), String> {
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write the output: {e}"))
}

struct Driver {
    session: Session,
    running: Option<Running>,
    events: Sender<Event>,
}

impl Driver {
    fn serve(&mut self, events: &Receiver<Event>, out: &mut impl Write) -> Result<(), String> {
        // Commands that arrived while waiting for a stopped job to end.
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
                    Ok(Event::JobDone(line)) => {
                        self.join();
                        write_line(out, &line)?;
                        continue;
                    }
                    Err(_) => return Ok(()),
                },
            };
            let Some(line) = command else {
                // The input ended: let a running job finish, then leave.
                self.wait(events, out, &mut pending, false)?;
                return Ok(());
            };
            match self.session.handle(&line) {
                Step::Reply(lines) => {
                    for line in lines {
                        write_line(out, &line)?;
                    }
                }
                Step::Start(job) => self.start(job),
                Step::LoadTables(dir) => {
                    for line in load_tables(std::path::Path::new(&dir)) {
                        write_line(out, &line)?;
                    }
                }
                Step::Stop => self.wait(events, out, &mut pending, true)?,
                Step::Quit => {
                    self.wait(events, out, &mut pending, true)?;
                    return Ok(());
                }
            }
        }
    }

    fn start(&mut self, job: Job) {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let events = self.events.clone();
        let thread = std::thread::spawn(move || {
            let last = job.run(&flag, &mut |line| {
                let _ = events.send(Event::Output(line));
            });
            let _ = events.send(Event::JobDone(last));
        });
        self.running = Some(Running { stop, thread });
    }

    /// Waits for the running job (stopping it first if `stop`), writing its lines and keeping
    /// the commands that come meanwhile.
    fn wait(
        &mut self,
        events: &Receiver<Event>,
        out: &mut impl Write,
        pending: &mut VecDeque<Option<String>>,
        stop: bool,
    ) -> Result<(), String> {
        let Some(running) = &self.running else {
            return Ok(());
        };
        if stop {
            running.stop.store(true, Ordering::Relaxed);
        }
        loop {
            match events.recv() {
                Ok(Event::Output(line)) => write_line(out, &line)?,
                Ok(Event::Command(c)) => pending.push_back(c),
                Ok(Event::JobDone(line)) => {
                    self.join();
                    return write_line(out, &line);
                }
                Err(_) => break,
            }
        }
        self.join();
        Ok(())
    }

    fn join(&mut self) {
        if let Some(running) = self.running.take() {
            let _ = running.thread.join();
        }
        self.session.job_done();
    }
}
