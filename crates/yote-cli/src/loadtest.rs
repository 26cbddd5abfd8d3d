//! `yote loadtest`: see [`yote_loadtest`].

use std::time::Duration;

use clap::Args;

use yote_loadtest::arena::ArenaConfig;
use yote_loadtest::{self as loadtest, Config, SpawnedServer};

/// An arena's clock unless --clock says otherwise: 3+2, one of lichess's arena clocks, long
/// enough that no player of the run loses on time.
const ARENA_CLOCK: (u32, u32) = (180, 2);

#[derive(Debug, Args)]
pub struct LoadtestArgs {
    /// The server to load, on this machine only (127.0.0.0/8 or [::1]). Given more than once
    /// (nodes on one PostgreSQL database, docs/scaling.md), the two seats of each friend game are
    /// on different nodes and the report says how soon each action is seen across them.
    #[arg(
        long,
        default_value = "http://127.0.0.1:8080",
        conflicts_with = "spawn"
    )]
    pub server: Vec<String>,
    /// Start `yote serve` on a free loopback port with a fresh database, and measure its memory.
    #[arg(long)]
    pub spawn: bool,
    /// The pid of the server given by --server, to measure its memory.
    #[arg(long)]
    pub server_pid: Option<u32>,
    /// Concurrent games between two sockets (friend tables).
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    /// Concurrent games against the computer.
    #[arg(long, default_value_t = 0)]
    pub computer_games: usize,
    /// The computer's level in computer games.
    #[arg(long, default_value = "medium")]
    pub level: String,
    /// Rules string of every game.
    #[arg(long, default_value = "standard")]
    pub rules: String,
    /// Actions a second in each game.
    #[arg(long, default_value_t = 1.0)]
    pub rate: f64,
    /// Seconds of play once every game is set up (with --arena: once every player has joined).
    #[arg(long, default_value_t = 30)]
    pub duration: u64,
    /// New games set up a second while ramping up (with --seekers and --arena: players
    /// arriving a second).
    #[arg(long, default_value_t = 250.0)]
    pub ramp: f64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// With --spawn: kill the server with SIGKILL this many seconds into the run and start it
    /// again on the same database; clients reconnect, and every acknowledged action is checked.
    #[arg(long, requires = "spawn")]
    pub kill_after: Option<u64>,
    /// Games against the computer played at once from another address (127.0.0.2) as fast as
    /// the server answers: one client trying to keep the computer to itself.
    #[arg(long, default_value_t = 0)]
    pub flood_games: usize,
    /// The computer's level in the flooding client's games.
    #[arg(long, default_value = "master")]
    pub flood_level: String,
    /// Friend games under a real-time clock, `INITIAL+INCREMENT` in seconds (`15+0`: 15 s each,
    /// nothing added). In each game the side to move at a ply between 2 and 15
    /// stops answering and loses on time; the run reports how late the server ended each game
    /// after the flag fell. With --arena: the arena's clock (default 180+2), nobody stalling.
    #[arg(long, value_parser = parse_clock)]
    pub clock: Option<(u32, u32)>,
    /// With --spawn, instead of games: this many correspondence tables made, their seats taken
    /// and left with no action; reports the server's memory once they are made, after
    /// --settle seconds, and after a restart, and how long the restart took.
    #[arg(long, requires = "spawn")]
    pub waiting_tables: Option<usize>,
    /// With --waiting-tables: seconds to wait before measuring again (the server lets a game
    /// nobody is at go after 60 s).
    #[arg(long, default_value_t = 70)]
    pub settle: u64,
    /// Instead of games: this many players come to the lobby, each from an address of its own
    /// (spread over the --server nodes when several are given), take a quick-pairing tile
    /// (arriving at --ramp a second) and play the game they are given; reports the time from
    /// seek to game (p50/p99) and every pairing error.
    #[arg(long, conflicts_with = "waiting_tables")]
    pub seekers: Option<usize>,
    /// Instead of games: one arena made through the API (docs/tournaments.md) and this many
    /// players in it, each from an address of its own (spread over the --server nodes when
    /// several are given), joining at --ramp a second. Each plays every game the arena pairs it
    /// into (random legal actions, --rate a second in each game) for --duration seconds once
    /// all have joined; then all withdraw and resign at their turn. Reports the wait between
    /// games (p50/p99/max), the games and every error, and checks the final standings against
    /// the games the server stored; fails when they differ or on any error.
    #[arg(long, conflicts_with_all = ["waiting_tables", "seekers"])]
    pub arena: Option<usize>,
    /// With --arena: its games unrated (rated otherwise).
    #[arg(long, requires = "arena")]
    pub casual: bool,
    /// With --spawn: the `yote` binary that serves (default: this one), to compare two builds.
    #[arg(long, requires = "spawn")]
    pub serve_with: Option<std::path::PathBuf>,
}

/// A free loopback address for the spawned server's metrics.
fn metrics_address() -> Result<String, String> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    Ok(listener
        .local_addr()
        .map_err(|e| e.to_string())?
        .to_string())
}

/// `INITIAL+INCREMENT` in seconds.
fn parse_clock(text: &str) -> Result<(u32, u32), String> {
    let (initial, increment) = text.split_once('+').unwrap_or((text, "0"));
    let number = |t: &str| {
        t.trim()
            .parse::<u32>()
            .map_err(|_| format!("{text}: expected seconds+seconds, like 15+0"))
    };
    Ok((number(initial)?, number(increment)?))
}

/// Runs the load test; `Err` is a one-line message. Returns whether the run had no error.
pub fn run(args: &LoadtestArgs) -> Result<bool, String> {
    let runtime =
        tokio::runtime::Runtime::new().map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async {
        let spawned = if args.spawn {
            // The server runs with the site's limits: each seat of each game comes from an address
            // of its own, as players do. The flooding client alone is one address that makes
            // games as fast as it can, so the tables a minute are lifted for it: what it measures
            // is its share of the computer.
            let mut extra = Vec::new();
            if args.flood_games > 0 {
                extra.extend(["--tables-per-minute".to_owned(), "1000000".to_owned()]);
            }
            if args.waiting_tables.is_some() {
                // The server's own count of the games it holds, from its metrics.
                extra.extend(["--metrics-listen".to_owned(), metrics_address()?]);
            }
            let exe = match &args.serve_with {
                Some(exe) => exe.clone(),
                None => {
                    std::env::current_exe().map_err(|e| format!("cannot find this binary: {e}"))?
                }
            };
            Some(SpawnedServer::start(exe, &extra).await?)
        } else {
            None
        };
        if let Some(tables) = args.waiting_tables {
            let mut server = spawned.ok_or("--waiting-tables needs --spawn")?;
            let settle = Duration::from_secs(args.settle);
            let at = server.extra_arg("--metrics-listen").unwrap_or_default();
            let metrics = format!("http://{at}");
            let report = loadtest::waiting::run(&mut server, &metrics, tables, settle).await?;
            print!("{report}");
            return Ok(true);
        }
        let servers = spawned
            .as_ref()
            .map_or(args.server.clone(), |s| vec![s.origin.clone()]);
        if let Some(seekers) = args.seekers {
            let report = loadtest::seekers::run(&servers, seekers, args.ramp, args.seed).await?;
            print!("{report}");
            if let Some(mut server) = spawned {
                let _ = server.child.kill().await;
            }
            return Ok(report.error_count() == 0);
        }
        if let Some(players) = args.arena {
            let config = ArenaConfig {
                players,
                ramp: args.ramp,
                duration: Duration::from_secs(args.duration),
                rate: args.rate,
                clock: args.clock.unwrap_or(ARENA_CLOCK),
                rules: args.rules.clone(),
                rated: !args.casual,
                seed: args.seed,
            };
            let report = loadtest::arena::run(&servers, config).await?;
            print!("{report}");
            if let Some(mut server) = spawned {
                let _ = server.child.kill().await;
            }
            return Ok(report.passed());
        }
        let config = Config {
            servers,
            server_pid: args.server_pid,
            friend_games: args.games,
            computer_games: args.computer_games,
            level: args.level.clone(),
            rules: args.rules.clone(),
            rate: args.rate,
            duration: Duration::from_secs(args.duration),
            ramp: args.ramp,
            seed: args.seed,
            flood_games: args.flood_games,
            flood_level: args.flood_level.clone(),
            clock: args.clock,
        };
        let report =
            loadtest::run(config, spawned, args.kill_after.map(Duration::from_secs)).await?;
        print!("{report}");
        Ok(report.error_count() == 0)
    })
}
