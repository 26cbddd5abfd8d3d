//! `yote match`: two engines play a series of games; the last line is the score and the Elo.

use std::io::Write;
use std::sync::Mutex;
use std::sync::mpsc;
use std::time::Duration;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args;
use yote_ai::{
    Budget, MatchOptions, Pentanomial, Sprt, SummaryLine, Verdict, engine_by_name, play_match,
};
use yote_rules::Rules;

#[derive(Debug, Args)]
pub struct MatchArgs {
    /// Rules string: a preset, optionally followed by ,option=value overrides.
    #[arg(long, default_value = "standard")]
    pub rules: String,
    /// Number of games (openings are played twice, colours swapped).
    #[arg(long, default_value_t = 200)]
    pub games: usize,
    /// Engine A: a level (beginner, easy, medium, hard, master; LEVEL@NODES, LEVEL/no-tables, LEVEL/no-progress),
    /// random, greedy or minimaxN.
    pub a: String,
    /// Engine B, as A.
    pub b: String,
    /// Every level thinks this many milliseconds per move instead of its own limit.
    #[arg(long, conflicts_with = "nodes")]
    pub movetime: Option<u64>,
    /// Every level searches this many nodes per move instead of its own limit.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Multiply the node budgets of the node-limited levels (medium, hard, master) by this, keeping
    /// their ratios: a cheaper stand-in for the real settings in long matches.
    #[arg(long, conflicts_with_all = ["nodes", "movetime"])]
    pub scale: Option<f64>,
    /// Seed of the openings and of the engines' choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random plies that open each pair of games.
    #[arg(long, default_value_t = 4)]
    pub opening_plies: usize,
    /// Games played at once (one thread each).
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Print one line per game as it ends.
    #[arg(long)]
    pub verbose: bool,
    /// Play game pairs until a sequential probability ratio test decides between "A is ELO0
    /// stronger than B" and "A is ELO1 stronger" (logistic Elo, pentanomial statistics), or
    /// --games runs out; prints the LLR after each pair.
    #[arg(long, value_name = "ELO0,ELO1")]
    pub sprt: Option<String>,
    /// With --sprt: the chance of accepting ELO1 when ELO0 holds.
    #[arg(long, default_value_t = 0.05, requires = "sprt")]
    pub alpha: f64,
    /// With --sprt: the chance of accepting ELO0 when ELO1 holds.
    #[arg(long, default_value_t = 0.05, requires = "sprt")]
    pub beta: f64,
    /// Load the endgame tables of the rules from this folder (as the site does from
    /// data/tablebases): `hard` and `master` then use them, `LEVEL/no-tables` does not.
    #[arg(long)]
    pub tablebases: Option<std::path::PathBuf>,
}

/// `--sprt ELO0,ELO1` with `--alpha` and `--beta`.
fn parse_sprt(args: &MatchArgs) -> Result<Option<Sprt>, String> {
    let Some(text) = &args.sprt else {
        return Ok(None);
    };
    let bounds: Vec<f64> = text
        .split(',')
        .map(|p| p.trim().parse::<f64>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("--sprt: {text:?} is not ELO0,ELO1 (two numbers)"))?;
    let [elo0, elo1] = bounds[..] else {
        return Err(format!("--sprt: {text:?} is not ELO0,ELO1 (two numbers)"));
    };
    Sprt::new(elo0, elo1, args.alpha, args.beta)
        .map(Some)
        .map_err(|e| format!("--sprt: {e}"))
}

/// The test's state as games end: each pair's first game, waiting for its second, and the
/// pairs counted.
#[derive(Default)]
struct Pairs {
    waiting: HashMap<usize, f64>,
    counted: Pentanomial,
    verdict: Option<Verdict>,
}

pub fn run(args: &MatchArgs, out: &mut impl Write) -> Result<(), String> {
    let rules: Rules = args.rules.parse().map_err(|e| format!("--rules: {e}"))?;
    if args.games == 0 {
        return Err("--games: must be at least 1".into());
    }
    if args.jobs == 0 {
        return Err("--jobs: must be at least 1".into());
    }
    let sprt = parse_sprt(args)?;
    if let Some(dir) = &args.tablebases {
        let tables = yote_tablebase::files::load(dir, &rules)
            .map_err(|e| format!("--tablebases: {e}"))?
            .ok_or_else(|| {
                format!(
                    "--tablebases: no tables for these rules in {}",
                    yote_tablebase::files::folder(dir, &rules).display()
                )
            })?;
        yote_tablebase::registry::install(tables);
    }
    let budget = match (args.movetime, args.nodes) {
        (Some(0), _) => return Err("--movetime: must be at least 1".into()),
        (_, Some(0)) => return Err("--nodes: must be at least 1".into()),
        (Some(ms), _) => Some(Budget::MoveTime(Duration::from_millis(ms))),
        (_, Some(n)) => Some(Budget::Nodes(n)),
        _ => match args.scale {
            Some(f) if !(f > 0.0 && f <= 100.0) => {
                return Err(format!("--scale: {f} is not between 0 (excluded) and 100"));
            }
            Some(f) => Some(Budget::Scale(f)),
            None => None,
        },
    };
    let a_name = engine_by_name(&args.a, budget)
        .map_err(|e| e.to_string())?
        .name();
    let b_name = engine_by_name(&args.b, budget)
        .map_err(|e| e.to_string())?
        .name();
    let options = MatchOptions {
        rules,
        games: args.games,
        opening_plies: args.opening_plies,
        seed: args.seed,
        jobs: args.jobs,
    };
    let make = |name: &str| engine_by_name(name, budget).expect("checked above");
    let verbose = args.verbose;
    let stop = AtomicBool::new(false);
    let pairs = Mutex::new(Pairs::default());
    if let Some(test) = &sprt {
        let (lower, upper) = test.bounds();
        writeln!(
            out,
            "SPRT: H0 {a_name} is {:+} Elo, H1 {:+} Elo; alpha {}, beta {}; LLR bounds {lower:+.2}, {upper:+.2}",
            test.elo0, test.elo1, test.alpha, test.beta
        )
        .map_err(|e| format!("cannot write the output: {e}"))?;
    }
    // Games end on worker threads; their lines come back here to be written in order of ending.
    let (sender, receiver) = mpsc::channel::<String>();
    let sender = Mutex::new(sender);
    let summary = std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let on_game = |g: &yote_ai::GameResult| {
                if let Some(test) = &sprt {
                    let mut p = pairs.lock().expect("no panics hold it");
                    let pair = g.index / 2;
                    if let Some(first) = p.waiting.remove(&pair) {
                        p.counted.add(first, g.a_score);
                        let llr = test.llr(&p.counted);
                        let line = format!(
                            "pairs {}: LLR {llr:+.2}, pentanomial {}",
                            p.counted.pairs(),
                            p.counted
                        );
                        let _ = sender.lock().expect("no panics hold it").send(line);
                        if p.verdict.is_none() {
                            p.verdict = test.verdict(&p.counted);
                            if p.verdict.is_some() {
                                stop.store(true, Ordering::Relaxed);
                            }
                        }
                    } else {
                        p.waiting.insert(pair, g.a_score);
                    }
                }
                if verbose {
                    let colour = if g.a_white { "white" } else { "black" };
                    let result = match g.a_score {
                        1.0 => "win",
                        0.0 => "loss",
                        _ => "draw",
                    };
                    let moves: Vec<String> = g.actions.iter().map(|a| a.to_string()).collect();
                    let end = g.end.map_or("ply limit".to_owned(), |e| format!("{e:?}"));
                    let line = format!(
                        "game {}: {a_name} ({colour}) {result} in {} plies ({end}): {}",
                        g.index + 1,
                        g.actions.len(),
                        moves.join(" ")
                    );
                    let _ = sender.lock().expect("no panics hold it").send(line);
                }
            };
            let summary = play_match(
                &options,
                &|| make(&args.a),
                &|| make(&args.b),
                &on_game,
                &stop,
            );
            drop(sender);
            summary
        });
        for line in receiver {
            let _ = writeln!(out, "{line}");
            let _ = out.flush();
        }
        worker.join().expect("the match thread does not panic")
    });
    let write = |out: &mut dyn Write, text: String| {
        writeln!(out, "{text}").map_err(|e| format!("cannot write the output: {e}"))
    };
    for (i, name) in [&a_name, &b_name].into_iter().enumerate() {
        let mean = summary.total_time[i].as_secs_f64() * 1000.0 / summary.moves[i].max(1) as f64;
        write(
            out,
            format!(
                "{name}: {} moves, mean {mean:.1} ms, longest {:.1} ms",
                summary.moves[i],
                summary.max_time[i].as_secs_f64() * 1000.0
            ),
        )?;
    }
    let [a_wins, b_wins] = summary.mean_win_plies();
    write(
        out,
        format!(
            "endings: {} of {} games drawn by the no-capture limit ({:.1} %; {a_name} ahead in {}, {b_name} in {}); won and lost games {} plies long on average ({a_name}'s wins {}, {b_name}'s {})",
            summary.no_capture_draws,
            summary.games(),
            100.0 * summary.no_capture_share(),
            summary.no_capture_leads[0],
            summary.no_capture_leads[1],
            summary.mean_decisive_plies().round(),
            a_wins.round(),
            b_wins.round()
        ),
    )?;
    write(
        out,
        SummaryLine {
            a: &a_name,
            b: &b_name,
            summary: &summary,
        }
        .to_string(),
    )?;
    if let Some(test) = &sprt {
        let p = pairs.into_inner().expect("no panics hold it");
        let llr = test.llr(&p.counted);
        let said = match p.verdict {
            Some(Verdict::H1) => format!("H1 accepted: {a_name} is at least {:+} Elo", test.elo1),
            Some(Verdict::H0) => format!("H0 accepted: {a_name} is not {:+} Elo", test.elo1),
            None => "no verdict: --games ran out first".to_owned(),
        };
        write(
            out,
            format!(
                "SPRT({:+}, {:+}): {said}; LLR {llr:+.2} after {} pairs, pentanomial {}",
                test.elo0,
                test.elo1,
                p.counted.pairs(),
                p.counted
            ),
        )?;
    }
    Ok(())
}
