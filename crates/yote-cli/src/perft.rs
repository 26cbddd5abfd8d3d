//! `yote perft`: the number of action sequences of a given length (checks the rules engine and
//! measures it).

use std::io::Write;
use std::time::Instant;

use clap::Args;
use yote_rules::{Position, divide, perft};

use crate::args::{Failure, io_failure, parse_position, parse_rules};

/// The deepest count `yote perft` accepts.
pub const MAX_DEPTH: u32 = 20;

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Rules string: a preset, optionally followed by ,option=value overrides.
    #[arg(long, default_value = "standard")]
    pub rules: String,
    /// Position in the notation; the empty board of the rules when absent.
    #[arg(long)]
    pub position: Option<String>,
    /// Number of plies, from 0 to 20 (each ply multiplies the time by about 25: depth 20 would
    /// take longer than anyone waits, and a deeper one could only exhaust memory).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_DEPTH)))]
    pub depth: u32,
    /// One line per first action with its count, before the total.
    #[arg(long)]
    pub divide: bool,
    /// Print the time taken and the node rate on stderr.
    #[arg(long)]
    pub time: bool,
}

pub fn run(args: &PerftArgs, out: &mut impl Write) -> Result<(), Failure> {
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
