//! `yote`: the Yoté command line, one binary with one module per subcommand. Each module parses
//! its arguments and calls a library: the site ([`yote_server`]), the rules ([`yote_rules`]), the
//! computer player and its engine protocol ([`yote_ai`]), the load generator ([`yote_loadtest`]).

mod args;
mod backup;
mod bench;
mod engine;
mod loadtest;
mod matches;
mod moderate;
mod moves;
mod perft;
mod play;
mod puzzles;
mod serve;
mod swiss;
mod tablebase;
mod worker;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use args::{Failure, io_failure};

/// Thousands of small, short-lived buffers a second (messages, states): an allocator made for that.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Yoté: the West African capture game.
#[derive(Debug, Parser)]
#[command(name = "yote", version, about, args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// With no subcommand, `yote` serves the site.
    #[command(flatten)]
    serve: serve::ServeArgs,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the site (the default).
    Serve(serve::ServeArgs),
    /// Print every legal action of a position, one a line.
    Moves(moves::MovesArgs),
    /// Count the action sequences of a given length (checks the rules engine and measures it).
    Perft(perft::PerftArgs),
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
    /// Run only the computer's searches, for the nodes sharing a PostgreSQL database.
    Worker(worker::WorkerArgs),
    /// Copy a live SQLite database to a new file, consistently, without stopping play.
    Backup(backup::BackupArgs),
    /// Check that every language is whole: each message, placeholder, plural form and glossary
    /// word (docs/site.md "Translations"); exit status 1 when something is wrong.
    I18n,
    /// Build, check and ask the endgame tables (docs/tablebases.md).
    Tablebase(tablebase::TablebaseArgs),
    /// Mine puzzles from the computer's games and verify a pack (docs/puzzles.md).
    Puzzles(puzzles::PuzzlesArgs),
    /// The operators' tools: reports, rename, silence, ban, lift, log (docs/moderation.md).
    Moderate(moderate::ModerateArgs),
    /// Swiss tournaments and round robins: the FIDE Dutch pairing of a TRF-16 file's next round,
    /// its standings with tie-breaks, Berger tables (docs/tournaments.md).
    Swiss(swiss::SwissArgs),
}

/// Parses the arguments, runs the subcommand, and maps failures to exit status 2.
fn main() -> ExitCode {
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
        Some(Command::Worker(args)) => return finish(worker::run(args).map_err(Failure)),
        Some(Command::Backup(args)) => return finish(backup::run(args).map_err(Failure)),
        Some(Command::Moderate(args)) => return finish(moderate::run(args).map_err(Failure)),
        Some(command) => command,
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match command {
        Command::Serve(_) | Command::Worker(_) | Command::Backup(_) | Command::Moderate(_) => {
            Ok(())
        }
        Command::Moves(args) => moves::run(args, &mut out),
        Command::Perft(args) => perft::run(args, &mut out),
        Command::Bench(args) => bench::run(args, &mut out).map_err(Failure),
        Command::Match(args) => matches::run(args, &mut out).map_err(Failure),
        Command::Engine => engine::run(io::BufReader::new(io::stdin()), &mut out).map_err(Failure),
        Command::Tablebase(args) => tablebase::run(args, &mut out),
        Command::Puzzles(args) => puzzles::run(args, &mut out),
        Command::Swiss(args) => swiss::run(args, &mut out),
        Command::Play(args) => play::run(args, &mut io::stdin().lock(), &mut out).map_err(Failure),
        Command::I18n => {
            let report = yote_server::languages::check();
            if let Err(e) = write!(out, "{report}").and_then(|()| out.flush()) {
                return finish(Err(io_failure(e)));
            }
            if !report.problems.is_empty() {
                return ExitCode::FAILURE;
            }
            Ok(())
        }
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
