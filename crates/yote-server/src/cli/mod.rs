//! The `yote` command line: one binary, one subcommand per tool.

mod bench;
mod engine;
mod loadtest;
mod matches;
mod play;
mod serve;

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use yote_rules::{Position, Rules, divide, perft};

/// Yoté: the West African capture game.
#[derive(Debug, Parser)]
#[command(name = "yote", version, about, args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// With no subcommand, `yote` serves the site.
    #[command(flatten)]
    pub serve: serve::ServeArgs,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the site (the default).
    Serve(serve::ServeArgs),
    /// Print every legal action of a position, one a line.
    Moves(MovesArgs),
    /// Count the action sequences of a given length (checks the rules engine and measures it).
    Perft(PerftArgs),
    /// Search a fixed set of positions: the node signature and the node rate.
    Bench(bench::BenchArgs),
    /// Play two engines against each other and print the score and Elo difference.
    Match(matches::MatchArgs),
    /// Play the computer in the terminal.
    Play(play::PlayArgs),
    /// Speak the engine protocol on stdin/stdout (see docs/engine-protocol.md).
    Engine,
    /// Load a server on this machine with many concurrent games over WebSockets, and report.
    Loadtest(loadtest::LoadtestArgs),
}

#[derive(Debug, Args)]
pub struct MovesArgs {
    /// Rules string: a preset, optionally followed by ,option=value overrides.
    #[arg(long, default_value = "standard")]
    pub rules: String,
    /// Position in the notation, e.g. "6/6/6/6/6 w 12 12 0".
    #[arg(long)]
    pub position: String,
}

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Rules string: a preset, optionally followed by ,option=value overrides.
    #[arg(long, default_value = "standard")]
    pub rules: String,
    /// Position in the notation; the empty board of the rules when absent.
    #[arg(long)]
    pub position: Option<String>,
    /// Number of plies.
    #[arg(long)]
    pub depth: u32,
    /// One line per first action with its count, before the total.
    #[arg(long)]
    pub divide: bool,
    /// Print the time taken and the node rate on stderr.
    #[arg(long)]
    pub time: bool,
}

/// A one-line error for stderr, with exit status 2.
struct Failure(String);

fn parse_rules(text: &str) -> Result<Rules, Failure> {
    text.parse().map_err(|e| Failure(format!("--rules: {e}")))
}

fn parse_position(text: &str, rules: &Rules) -> Result<Position, Failure> {
    Position::parse(text, rules).map_err(|e| Failure(format!("--position: {e}")))
}

fn run_moves(args: &MovesArgs, out: &mut impl Write) -> Result<(), Failure> {
    let rules = parse_rules(&args.rules)?;
    let position = parse_position(&args.position, &rules)?;
    for action in position.legal_actions(&rules) {
        writeln!(out, "{action}").map_err(io_failure)?;
    }
    Ok(())
}

fn run_perft(args: &PerftArgs, out: &mut impl Write) -> Result<(), Failure> {
    let rules = parse_rules(&args.rules)?;
    let position = match &args.position {
        Some(text) => parse_position(text, &rules)?,
        None => Position::new(&rules),
    };
    let started = Instant::now();
    let total = if args.divide {
        let lines = divide(&position, &rules, args.depth);
        for (action, count) in &lines {
            writeln!(out, "{action}: {count}").map_err(io_failure)?;
        }
        if args.depth == 0 {
            1
        } else {
            lines.iter().map(|(_, n)| n).sum()
        }
    } else {
        perft(&position, &rules, args.depth)
    };
    let elapsed = started.elapsed();
    writeln!(out, "{total}").map_err(io_failure)?;
    if args.time {
        let secs = elapsed.as_secs_f64();
        eprintln!(
            "{total} nodes in {secs:.3} s: {:.1} M nodes/s",
            total as f64 / secs.max(1e-9) / 1e6
        );
    }
    Ok(())
}

fn io_failure(e: io::Error) -> Failure {
    Failure(format!("cannot write the output: {e}"))
}

/// Parses the arguments, runs the subcommand, and maps failures to exit status 2.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("bad arguments");
            eprintln!("{}", first.trim());
            return ExitCode::from(2);
        }
    };
    // The server logs to stdout from many threads: it must not run under the stdout lock.
    let command = match &cli.command {
        None => return finish(serve::run(&cli.serve).map_err(Failure)),
        Some(Command::Serve(args)) => return finish(serve::run(args).map_err(Failure)),
        Some(command) => command,
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match command {
        Command::Serve(_) => Ok(()),
        Command::Moves(args) => run_moves(args, &mut out),
        Command::Perft(args) => run_perft(args, &mut out),
        Command::Bench(args) => bench::run(args, &mut out).map_err(Failure),
        Command::Match(args) => matches::run(args, &mut out).map_err(Failure),
        Command::Engine => engine::run(io::BufReader::new(io::stdin()), &mut out).map_err(Failure),
        Command::Play(args) => play::run(args, &mut io::stdin().lock(), &mut out).map_err(Failure),
        Command::Loadtest(args) => match loadtest::run(args) {
            Ok(true) => Ok(()),
            Ok(false) => return ExitCode::FAILURE,
            Err(message) => Err(Failure(message)),
        },
    };
    finish(result.and_then(|()| out.flush().map_err(io_failure)))
}

fn finish(result: Result<(), Failure>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
