//! `yote moves`: every legal action of a position, one a line.

use std::io::Write;

use clap::Args;

use crate::args::{Failure, io_failure, parse_position, parse_rules};

#[derive(Debug, Args)]
pub struct MovesArgs {
    /// Rules string: a preset, optionally followed by ,option=value overrides.
    #[arg(long, default_value = "standard")]
    pub rules: String,
    /// Position in the notation, e.g. "6/6/6/6/6 w 12 12 0".
    #[arg(long)]
    pub position: String,
}

pub fn run(args: &MovesArgs, out: &mut impl Write) -> Result<(), Failure> {
    let rules = parse_rules(&args.rules)?;
    let position = parse_position(&args.position, &rules)?;
    for action in position.legal_actions(&rules) {
        writeln!(out, "{action}").map_err(io_failure)?;
    }
    Ok(())
}
