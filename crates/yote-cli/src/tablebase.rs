//! `yote tablebase`: build the endgame tables of a rule set, check them, and ask them about a
//! position (docs/tablebases.md).

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::{Args, Subcommand};
use yote_rules::Position;
use yote_tablebase::{MAX_PIECES, Tablebase, Value, files};

use crate::args::{Failure, io_failure, parse_position, parse_rules};

/// Where the site looks for tables unless told otherwise.
pub const DEFAULT_DIR: &str = "data/tablebases";

#[derive(Debug, Args)]
pub struct TablebaseArgs {
    #[command(subcommand)]
    pub command: TablebaseCommand,
}

#[derive(Debug, Subcommand)]
pub enum TablebaseCommand {
    /// Solve every position with hands empty and at most N pieces on the board, and write the
    /// tables (one file per material) under DIR/<rules>/.
    Build {
        /// Rules string: a preset, optionally followed by ,option=value overrides.
        #[arg(long, default_value = "standard")]
        rules: String,
        /// The most pieces on the board (both sides), at most 8.
        #[arg(long, value_parser = clap::value_parser!(u8).range(2..=i64::from(MAX_PIECES)))]
        pieces: u8,
        /// The tables' folder.
        #[arg(long, env = "YOTE_TABLEBASES", default_value = DEFAULT_DIR)]
        dir: PathBuf,
    },
    /// Check the tables of a rule set: every position against its actions, and random positions
    /// against a full-width search to the end of the game.
    Verify {
        #[arg(long, default_value = "standard")]
        rules: String,
        #[arg(long, env = "YOTE_TABLEBASES", default_value = DEFAULT_DIR)]
        dir: PathBuf,
        /// Random positions checked by search.
        #[arg(long, default_value_t = 2000)]
        samples: u64,
        /// The longest distance checked by search (each ply more multiplies its time).
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(0..=9))]
        depth: u8,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// What the tables say of a position: its value and the best line to the end.
    Probe {
        #[arg(long, default_value = "standard")]
        rules: String,
        #[arg(long, env = "YOTE_TABLEBASES", default_value = DEFAULT_DIR)]
        dir: PathBuf,
        /// Position in the notation.
        #[arg(long)]
        position: String,
    },
}

fn load(dir: &std::path::Path, rules: &yote_rules::Rules) -> Result<Tablebase, Failure> {
    files::load(dir, rules)
        .map_err(|e| Failure(e.to_string()))?
        .ok_or_else(|| {
            Failure(format!(
                "no tables for these rules in {} (build them with `yote tablebase build`)",
                files::folder(dir, rules).display()
            ))
        })
}

pub fn run(args: &TablebaseArgs, out: &mut impl Write) -> Result<(), Failure> {
    match &args.command {
        TablebaseCommand::Build { rules, pieces, dir } => {
            let rules = parse_rules(rules)?;
            let started = Instant::now();
            let mut lines = Vec::new();
            let tables = Tablebase::build(&rules, *pieces, &mut |r| {
                let line = format!(
                    "{}-{}: {} entries, {}, longest win {} plies without capture, {:.1} s",
                    r.mover,
                    r.other,
                    r.entries,
                    r.census,
                    r.longest.map_or("-".to_owned(), |n| n.to_string()),
                    r.time.as_secs_f64()
                );
                eprintln!("{line}");
                lines.push(line);
            })
            .map_err(|e| Failure(format!("--rules: {e}")))?;
            let written = files::save(dir, &tables).map_err(|e| Failure(e.to_string()))?;
            for line in &lines {
                writeln!(out, "{line}").map_err(io_failure)?;
            }
            let bytes: u64 = written.iter().map(|(_, n)| n).sum();
            writeln!(
                out,
                "{} tables, {:.2} MB, in {} ({:.1} s)",
                written.len(),
                bytes as f64 / 1e6,
                files::folder(dir, &rules).display(),
                started.elapsed().as_secs_f64()
            )
            .map_err(io_failure)?;
        }
        TablebaseCommand::Verify {
            rules,
            dir,
            samples,
            depth,
            seed,
        } => {
            let rules = parse_rules(rules)?;
            let tables = load(dir, &rules)?;
            let started = Instant::now();
            let checked = tables
                .check_consistency()
                .map_err(|m| Failure(format!("inconsistent: {m}")))?;
            writeln!(
                out,
                "consistent: {checked} positions, each the best of its actions ({:.1} s)",
                started.elapsed().as_secs_f64()
            )
            .map_err(io_failure)?;
            let started = Instant::now();
            let report = tables
                .check_by_search(*samples, *seed, *depth)
                .map_err(|m| Failure(format!("search disagrees: {m}")))?;
            writeln!(
                out,
                "search agrees: {} wins, {} losses, {} draws ({} nodes, {:.1} s)",
                report.wins,
                report.losses,
                report.draws,
                report.nodes,
                started.elapsed().as_secs_f64()
            )
            .map_err(io_failure)?;
        }
        TablebaseCommand::Probe {
            rules,
            dir,
            position,
        } => {
            let rules = parse_rules(rules)?;
            let position: Position = parse_position(position, &rules)?;
            let tables = load(dir, &rules)?;
            let Some(line) = tables.line(&position, 1000) else {
                return Err(Failure(
                    "--position: not in the tables (hands must be empty, and the pieces few enough)"
                        .to_owned(),
                ));
            };
            let side = position.side_to_move();
            let text = match line.value {
                Value::Win(_) => format!("{side} wins in {} plies", line.actions.len()),
                Value::Loss(_) => format!("{} wins in {} plies", !side, line.actions.len()),
                Value::Draw => "draw".to_owned(),
            };
            writeln!(out, "{text}").map_err(io_failure)?;
            let actions: Vec<String> = line.actions.iter().map(|a| a.to_string()).collect();
            if !actions.is_empty() {
                writeln!(out, "{}", actions.join(" ")).map_err(io_failure)?;
            }
        }
    }
    Ok(())
}
