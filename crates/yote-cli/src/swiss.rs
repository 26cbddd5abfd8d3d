//! `yote swiss`: pair a Swiss tournament's next round from its TRF-16 file by the FIDE Dutch
//! system, check a file's rounds against it, print its standings with FIDE's tie-breaks, play
//! one out with random results, write a tournament of the site as a file, or print a round
//! robin's Berger tables (docs/tournaments.md "Swiss and round robins").

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Subcommand};
use yote_tournament::swiss::check::check;
use yote_tournament::swiss::tiebreak::{self, System};
use yote_tournament::swiss::{Board, berger_rounds, pair_next_round, simulate, trf};

use crate::args::{Failure, io_failure};

#[derive(Debug, Args)]
pub struct SwissArgs {
    #[command(subcommand)]
    pub command: SwissCommand,
}

#[derive(Debug, Subcommand)]
pub enum SwissCommand {
    /// Pair the next round of the tournament in a TRF-16 file (the results so far; `XXR` the
    /// number of rounds; `XXC white1` or `black1` the colour of player 1 in round 1). Prints
    /// the number of lines, then `WHITE BLACK` a board and `PLAYER 0` for the bye.
    Pair {
        /// The TRF-16 file.
        file: PathBuf,
    },
    /// Re-pair every round of the tournament in a TRF-16 file from the rounds before it and
    /// compare with the pairing it had (FIDE's Free Pairings Checker method): each round that
    /// differs, then a summary; exit status 1 when one does.
    Check {
        /// The TRF-16 file.
        file: PathBuf,
    },
    /// Print the standings of the tournament in a TRF-16 file, with FIDE's tie-breaks.
    Standings {
        /// Break ties as a round robin does (direct encounter, wins, Sonneborn-Berger).
        #[arg(long)]
        round_robin: bool,
        file: PathBuf,
    },
    /// Play a tournament out with random results, paired round by round by the Dutch system,
    /// and print its TRF-16 file (the same seed, the same tournament).
    Simulate {
        /// The number of players (2 to 2000).
        #[arg(long, value_parser = clap::value_parser!(u32).range(2..=2000))]
        players: u32,
        /// The number of rounds (1 to 30).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=30))]
        rounds: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Write the TRF-16 file of a tournament of the site (its id from its address), read from
    /// the database `yote serve` uses: the rounds so far, ready for `yote swiss check` or
    /// another pairing program.
    Export {
        /// The tournament's id: the last part of its page's address.
        id: String,
        /// The database, as `yote serve` names it.
        #[arg(long, env = "YOTE_DATABASE", default_value = "sqlite:data/yote.db")]
        database: String,
        /// The file to write (absent: the standard output).
        #[arg(long, short)]
        output: Option<PathBuf>,
    },
    /// Print a round robin's rounds by FIDE's Berger tables: a line a round, `WHITE-BLACK`
    /// boards, the bye's player after `bye`.
    Berger {
        /// The number of players (2 to 100).
        #[arg(value_parser = clap::value_parser!(u32).range(2..=100))]
        players: u32,
        /// Every pairing twice, the colours swapped the second time.
        #[arg(long)]
        double: bool,
    },
}

fn read(file: &PathBuf) -> Result<yote_tournament::swiss::Tournament, Failure> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| Failure(format!("cannot read {}: {e}", file.display())))?;
    trf::parse(&text).map_err(|e| Failure(format!("{}: {e}", file.display())))
}

/// The TRF-16 file of the site's tournament `id` in `database`.
fn export(id: &str, database: &str) -> Result<String, Failure> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure(format!("cannot start: {e}")))?;
    runtime.block_on(async {
        let store = yote_server::open_store_beside(database)
            .await
            .map_err(|e| {
                Failure(format!(
                    "--database {}: {e}",
                    yote_server::database_shown(database)
                ))
            })?;
        yote_server::swiss_trf(&*store, id)
            .await
            .map_err(Failure)?
            .ok_or_else(|| Failure(format!("no tournament {id} in this database")))
    })
}

pub fn run(args: &SwissArgs, out: &mut dyn Write) -> Result<(), Failure> {
    match &args.command {
        SwissCommand::Export {
            id,
            database,
            output,
        } => {
            let text = export(id, database)?;
            match output {
                Some(file) => std::fs::write(file, text)
                    .map_err(|e| Failure(format!("cannot write {}: {e}", file.display()))),
                None => write!(out, "{text}").map_err(io_failure),
            }
        }
        SwissCommand::Pair { file } => {
            let tournament = read(file)?;
            let pairing = pair_next_round(&tournament).map_err(|e| Failure(e.to_string()))?;
            write!(out, "{}", pairing.to_text()).map_err(io_failure)
        }
        SwissCommand::Check { file } => {
            let tournament = read(file)?;
            let (differences, rounds) = check(&tournament);
            let boards = |boards: &[Board], bye: Option<u32>| {
                let mut text: Vec<String> = boards
                    .iter()
                    .map(|b| format!("{}-{}", b.white, b.black))
                    .collect();
                text.extend(bye.map(|p| format!("bye {p}")));
                text.join(" ")
            };
            for difference in &differences {
                let (recorded, bye) = &difference.recorded;
                let paired = match &difference.paired {
                    Ok((paired, paired_bye)) => boards(paired, *paired_bye),
                    Err(e) => e.to_string(),
                };
                writeln!(
                    out,
                    "round {}: the file has {}",
                    difference.round,
                    boards(recorded, *bye)
                )
                .map_err(io_failure)?;
                writeln!(
                    out,
                    "round {}: the Dutch system pairs {paired}",
                    difference.round
                )
                .map_err(io_failure)?;
            }
            writeln!(
                out,
                "{} of {rounds} rounds paired as the Dutch system pairs them",
                rounds - differences.len()
            )
            .map_err(io_failure)?;
            if differences.is_empty() {
                Ok(())
            } else {
                Err(Failure(format!(
                    "{} of {rounds} rounds differ",
                    differences.len()
                )))
            }
        }
        SwissCommand::Standings { round_robin, file } => {
            let tournament = read(file)?;
            let system = if *round_robin {
                System::RoundRobin
            } else {
                System::Swiss
            };
            let half = tiebreak::half_points_text;
            let quarter = |q: u32| format!("{:.2}", f64::from(q) / 4.0);
            writeln!(out, "rank  no  points  BH-C1  BH  SB  DE  wins  name").map_err(io_failure)?;
            for (rank, row) in tiebreak::standings_by(&tournament, system)
                .iter()
                .enumerate()
            {
                writeln!(
                    out,
                    "{:>4} {:>3} {:>7} {:>6} {:>3} {:>3} {:>3} {:>5}  {}",
                    rank + 1,
                    row.number,
                    half(row.half_points),
                    half(row.buchholz_cut1),
                    half(row.buchholz),
                    quarter(row.sonneborn_berger),
                    half(row.direct),
                    row.wins,
                    row.name
                )
                .map_err(io_failure)?;
            }
            Ok(())
        }
        SwissCommand::Simulate {
            players,
            rounds,
            seed,
        } => {
            let tournament =
                simulate(*players, *rounds, *seed).map_err(|e| Failure(e.to_string()))?;
            write!(out, "{}", trf::write(&tournament)).map_err(io_failure)
        }
        SwissCommand::Berger { players, double } => {
            for (round, played) in berger_rounds(*players, *double).iter().enumerate() {
                let boards: Vec<String> = played
                    .boards
                    .iter()
                    .map(|(w, b)| format!("{w}-{b}"))
                    .collect();
                let bye = played.bye.map(|p| format!("  bye {p}")).unwrap_or_default();
                writeln!(out, "{}: {}{bye}", round + 1, boards.join(" ")).map_err(io_failure)?;
            }
            Ok(())
        }
    }
}
