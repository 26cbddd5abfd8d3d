//! `yote bench`: the search's node signature and speed.

use std::io::Write;

use clap::Args;

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Search every bench position this many plies deeper (negative: shallower); 0 gives the
    /// signature.
    #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
    pub depth_offset: i32,
}

/// Prints one line per position, then `N nodes X nps`.
pub fn run(args: &BenchArgs, out: &mut impl Write) -> Result<(), String> {
    let report = yote_ai::bench(args.depth_offset);
    let write = |out: &mut dyn Write, text: String| {
        writeln!(out, "{text}").map_err(|e| format!("cannot write the output: {e}"))
    };
    for ((rules, position, depth), nodes) in yote_ai::BENCH_POSITIONS.iter().zip(&report.nodes) {
        let depth = (*depth as i32 + args.depth_offset).max(1);
        write(
            out,
            format!("{rules} \"{position}\" depth {depth}: {nodes} nodes"),
        )?;
    }
    write(
        out,
        format!(
            "{} nodes {} nps ({:.3} s)",
            report.total_nodes,
            report.nps(),
            report.time.as_secs_f64()
        ),
    )
}
