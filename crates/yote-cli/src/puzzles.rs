//! `yote puzzles`: mine puzzles from the computer's games, and verify a pack (docs/puzzles.md).

use std::collections::HashSet;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use clap::{Args, Subcommand};
use yote_ai::Tt;
use yote_ai::puzzle::{self, PUZZLE_HASH_MB, Puzzle, VERIFY_DEPTH};
use yote_rules::Rules;

use crate::args::{Failure, io_failure, parse_rules};

#[derive(Debug, Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    pub command: PuzzlesCommand,
}

#[derive(Debug, Subcommand)]
pub enum PuzzlesCommand {
    /// Play the computer against itself and write the positions where exactly one action wins
    /// decisively, with their lines and themes (a pack, one puzzle a line).
    Generate {
        /// Rules string: a preset, optionally followed by ,option=value overrides.
        #[arg(long, default_value = "standard")]
        rules: String,
        /// How many puzzles to write.
        #[arg(long, default_value_t = 100)]
        count: usize,
        /// The games' randomness: the same seed writes the same pack.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The depth each action is searched to (plies, with the jumps that follow).
        #[arg(long, default_value_t = VERIFY_DEPTH, value_parser = clap::value_parser!(u32).range(2..=12))]
        depth: u32,
        /// Games played at once.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// The pack's file (standard output when left out).
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Check every puzzle of a pack: each of the solver's actions must be the only decisive win
    /// of its position at the depth.
    Verify {
        #[arg(long, default_value = "standard")]
        rules: String,
        #[arg(long, default_value_t = VERIFY_DEPTH, value_parser = clap::value_parser!(u32).range(2..=12))]
        depth: u32,
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// The pack.
        file: PathBuf,
    },
}

pub fn run(args: &PuzzlesArgs, out: &mut dyn Write) -> Result<(), Failure> {
    match &args.command {
        PuzzlesCommand::Generate {
            rules,
            count,
            seed,
            depth,
            jobs,
            out: file,
        } => {
            let rules_parsed = parse_rules(rules)?;
            let started = Instant::now();
            let (puzzles, games) = generate(&rules_parsed, *count, *seed, *depth, *jobs);
            let mut text = format!(
                "# yote puzzles generate --rules {rules} --count {count} --seed {seed} --depth {depth}\n\
                 # id\tposition\tline\tthemes\trating\n"
            );
            for p in &puzzles {
                text.push_str(&format!("{p}\n"));
            }
            match file {
                Some(path) => std::fs::write(path, &text)
                    .map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?,
                None => out.write_all(text.as_bytes()).map_err(io_failure)?,
            }
            eprintln!(
                "{} puzzles from {games} games in {:.1} s",
                puzzles.len(),
                started.elapsed().as_secs_f64()
            );
            Ok(())
        }
        PuzzlesCommand::Verify {
            rules,
            depth,
            jobs,
            file,
        } => {
            let rules = parse_rules(rules)?;
            let text = std::fs::read_to_string(file)
                .map_err(|e| Failure(format!("cannot read {}: {e}", file.display())))?;
            let puzzles = puzzle::read_pack(&text, &rules)
                .map_err(|e| Failure(format!("{}: {e}", file.display())))?;
            let started = Instant::now();
            let failures = verify_all(&rules, &puzzles, *depth, *jobs);
            for f in &failures {
                writeln!(out, "{f}").map_err(io_failure)?;
            }
            writeln!(
                out,
                "{} of {} puzzles verified at depth {depth} in {:.1} s",
                puzzles.len() - failures.len(),
                puzzles.len(),
                started.elapsed().as_secs_f64()
            )
            .map_err(io_failure)?;
            if failures.is_empty() {
                Ok(())
            } else {
                Err(Failure(format!("{} puzzles failed", failures.len())))
            }
        }
    }
}

/// `count` puzzles (fewer if the games run out), from games taken in order, so that the pack
/// does not depend on `jobs`; a position found twice is kept once.
fn generate(rules: &Rules, count: usize, seed: u64, depth: u32, jobs: usize) -> (Vec<Puzzle>, u64) {
    const BATCH: u64 = 16;
    const MAX_GAMES: u64 = 100_000;
    let mut puzzles = Vec::new();
    let mut seen = HashSet::new();
    let mut games = 0;
    while puzzles.len() < count && games < MAX_GAMES {
        let next = AtomicUsize::new(0);
        let results: Mutex<Vec<(u64, Vec<Puzzle>)>> = Mutex::new(Vec::new());
        std::thread::scope(|scope| {
            for _ in 0..jobs.max(1) {
                scope.spawn(|| {
                    let tt = Tt::new(PUZZLE_HASH_MB);
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed) as u64;
                        if i >= BATCH {
                            break;
                        }
                        let found = puzzle::mine_game(rules, seed, games + i, depth, &tt);
                        results.lock().expect("results").push((games + i, found));
                    }
                });
            }
        });
        let mut results = results.into_inner().expect("results");
        results.sort_by_key(|(g, _)| *g);
        for (_, found) in results {
            for p in found {
                if puzzles.len() < count && seen.insert(p.id.clone()) {
                    puzzles.push(p);
                }
            }
        }
        games += BATCH;
        eprintln!("{games} games: {} puzzles", puzzles.len());
    }
    (puzzles, games)
}

/// The failures of `puzzles` at `depth`, in the pack's order.
fn verify_all(rules: &Rules, puzzles: &[Puzzle], depth: u32, jobs: usize) -> Vec<String> {
    let next = AtomicUsize::new(0);
    let failures: Mutex<Vec<(usize, String)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| {
                let tt = Tt::new(PUZZLE_HASH_MB);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(p) = puzzles.get(i) else { break };
                    if let Err(e) = puzzle::verify(rules, p, depth, &tt) {
                        failures.lock().expect("failures").push((i, e));
                    }
                }
            });
        }
    });
    let mut failures = failures.into_inner().expect("failures");
    failures.sort();
    failures.into_iter().map(|(_, e)| e).collect()
}
