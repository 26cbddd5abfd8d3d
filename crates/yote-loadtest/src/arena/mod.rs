//! An arena under load (docs/tournaments.md "Arenas on the site"): one arena made through the
//! API and N players in it, spread over the nodes, each from a loopback address of its own.
//! Each player joins by HTTP, keeps the arena's socket open, plays every game the arena's
//! director pairs it into (over the game's socket, random legal actions) and waits for the next.
//!
//! The run reports the wait between games as each player saw it (from its game's end to the
//! arrival of its next game on the arena's socket), the games played and every error. At the end
//! every player withdraws and resigns the game it is in at its next turn; once no arena game is
//! in play, the arena's final standings are checked against the points worked out again, with
//! `yote_tournament`, from the games the server stored (docs/performance.md "Arenas").

use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use hdrhistogram::Histogram;
use serde_json::json;
use tokio::sync::watch;

mod player;
mod standings;

pub use player::MAX_PLAYERS;
use player::{Entrant, Phase, Seen, Shared};
pub use standings::Standings;

/// What to run.
#[derive(Debug, Clone)]
pub struct ArenaConfig {
    pub players: usize,
    /// Players joining a second.
    pub ramp: f64,
    /// How long they play once every player has joined.
    pub duration: Duration,
    /// Actions a second in each game (each player thinks about twice this between its own).
    pub rate: f64,
    /// The arena's real-time clock, seconds and increment.
    pub clock: (u32, u32),
    /// The rules string of its games.
    pub rules: String,
    pub rated: bool,
    pub seed: u64,
}

/// The address the arena is made from: its maker, who does not play in it.
const MAKER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 5, 0, 1));
/// What the run allows beyond the play for the arrivals and the stop, in the arena's time.
const SPARE: Duration = Duration::from_secs(120);
/// The longest wait for every game to end after the stop.
const WIND_DOWN: Duration = Duration::from_secs(180);

/// The run's figures.
#[derive(Debug)]
pub struct ArenaReport {
    pub arena: String,
    pub players: usize,
    pub nodes: usize,
    /// Players who joined and opened the arena's socket.
    pub joined: usize,
    pub clock: (u32, u32),
    pub rated: bool,
    pub rules: String,
    /// From the first player's making to the last one's join.
    pub arrivals: Duration,
    /// Of play, once every player had joined.
    pub played: Duration,
    /// Games that ended, as their players saw them (each once).
    pub games: usize,
    pub actions: u64,
    /// From a player's join to its first game's arrival (µs).
    pub first_game: Histogram<u64>,
    /// From a game's end to the player's next game's arrival (µs), before the stop.
    pub between: Histogram<u64>,
    /// From the stop to no arena game in play.
    pub wind_down: Duration,
    /// Every error by kind, with how many and one of them.
    pub errors: Vec<(String, usize, String)>,
    pub standings: Standings,
}

impl ArenaReport {
    pub fn error_count(&self) -> usize {
        self.errors.iter().map(|(_, n, _)| n).sum()
    }

    /// No error, and the standings equal to the stored games.
    pub fn passed(&self) -> bool {
        self.error_count() == 0 && matches!(self.standings, Standings::Equal { .. })
    }
}

/// Waits until `count` reaches `target`, or `within` has passed.
async fn until_count(count: &AtomicUsize, target: usize, within: Duration) {
    let until = Instant::now() + within;
    while count.load(Ordering::SeqCst) < target && Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The arena's length in minutes for a run: the arrivals, the play and a spare, in the 10 to
/// 180 minutes the API allows.
fn minutes(config: &ArenaConfig) -> Result<u32, String> {
    let arrivals = Duration::from_secs_f64(config.players as f64 / config.ramp.max(1.0));
    let needed = arrivals + config.duration + SPARE;
    let minutes = needed.as_secs().div_ceil(60).max(10);
    if minutes > 180 {
        return Err(format!(
            "--duration {}: with the arrivals, longer than an arena may last (180 minutes)",
            config.duration.as_secs()
        ));
    }
    Ok(minutes as u32)
}

/// Runs the arena against the servers at `origins` (nodes of one database; player `i` on node
/// `i` modulo their number, the arena made on the first).
pub async fn run(origins: &[String], config: ArenaConfig) -> Result<ArenaReport, String> {
    let mut nodes = Vec::new();
    for origin in origins {
        let (origin, addr) = crate::check_loopback(origin)?;
        nodes.push((addr, origin));
    }
    if nodes.is_empty() {
        return Err("no server".into());
    }
    if config.players < 2 || config.players > MAX_PLAYERS {
        return Err(format!(
            "--arena {}: from 2 to {MAX_PLAYERS} players (each has a loopback address of its own)",
            config.players
        ));
    }
    let minutes = minutes(&config)?;
    let maker = Entrant::make(nodes[0].0, &nodes[0].1, MAKER).await?;
    let (initial_s, increment_s) = config.clock;
    let body = json!({
        "name": "Load test",
        "rules": config.rules,
        "clock": {"initial_s": initial_s, "increment_s": increment_s},
        "minutes": minutes,
        "rated": config.rated,
    });
    let (made, _) = maker.post("/api/arenas", Some(body), "arena").await?;
    let arena = made["id"].as_str().ok_or("arena: no id")?.to_owned();

    let shared = Arc::new(Shared {
        arena: arena.clone(),
        pace: Duration::from_secs_f64(1.0 / config.rate.max(1e-3)),
        seed: config.seed,
        ready: Default::default(),
        stopped: Default::default(),
    });
    let (phase, watching) = watch::channel(Phase::Play);
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(config.players);
    for i in 0..config.players {
        let at = Duration::from_secs_f64(i as f64 / config.ramp.max(1.0));
        let node = nodes[i % nodes.len()].clone();
        let (shared, watching) = (shared.clone(), watching.clone());
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(at).await;
            player::run(i, node, shared, watching).await
        }));
    }
    let arrivals_within =
        Duration::from_secs_f64(config.players as f64 / config.ramp.max(1.0)) + SPARE / 2;
    until_count(&shared.ready, config.players, arrivals_within).await;
    let arrivals = started.elapsed();
    let playing = Instant::now();
    tokio::time::sleep(config.duration).await;

    // The stop: every player withdraws and resigns at its turn; then no game may be in play.
    let stop = Instant::now();
    let played = stop - playing;
    let _ = phase.send(Phase::Stop);
    until_count(&shared.stopped, config.players, Duration::from_secs(60)).await;
    let mut errors: Vec<String> = Vec::new();
    // A look of the director and of the arena's watchers, for a game made as they withdrew.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let reader = reqwest::Client::new();
    let mut quiet_since: Option<Instant> = None;
    loop {
        let lines = match standings::read_standings(&reader, &nodes[0].1, &arena).await {
            Ok(lines) => lines,
            Err(e) => {
                errors.push(e);
                Vec::new()
            }
        };
        let in_play = lines.iter().filter(|l| l["playing"] == true).count();
        if in_play == 0 {
            // Twice, two seconds apart: a game the director made meanwhile shows in between.
            match quiet_since {
                Some(t) if t.elapsed() >= Duration::from_secs(2) => break,
                Some(_) => {}
                None => quiet_since = Some(Instant::now()),
            }
        } else {
            quiet_since = None;
        }
        if stop.elapsed() > WIND_DOWN {
            errors.push(format!(
                "games-still-in-play {in_play} players {} s after the stop",
                WIND_DOWN.as_secs()
            ));
            break;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    let wind_down = stop.elapsed();
    let _ = phase.send(Phase::Done);

    let mut entrants = Vec::new();
    let mut seen = Vec::new();
    for task in tasks {
        let (entrant, saw) = task.await.map_err(|e| format!("a player failed: {e}"))?;
        entrants.extend(entrant);
        seen.push(saw);
    }
    let games: BTreeSet<String> = seen.iter().flat_map(|s| s.games.iter().cloned()).collect();
    let (standings, unseen) =
        standings::check(&reader, &nodes[0].1, &arena, &entrants, &games).await;
    errors.extend(unseen);
    if let Standings::Unread(e) = &standings {
        errors.push(e.clone());
    }
    Ok(report(
        &config,
        arena,
        nodes.len(),
        &seen,
        entrants.len(),
        (arrivals, played, wind_down),
        games.len(),
        errors,
        standings,
    ))
}

#[allow(clippy::too_many_arguments)]
fn report(
    config: &ArenaConfig,
    arena: String,
    nodes: usize,
    seen: &[Seen],
    joined: usize,
    (arrivals, played, wind_down): (Duration, Duration, Duration),
    games: usize,
    run_errors: Vec<String>,
    standings: Standings,
) -> ArenaReport {
    // Microseconds, up to an hour.
    let histogram =
        || Histogram::<u64>::new_with_bounds(1, 3_600_000_000, 3).expect("valid bounds");
    let (mut first_game, mut between) = (histogram(), histogram());
    let mut errors: HashMap<String, (usize, String)> = HashMap::new();
    let all_errors = seen
        .iter()
        .flat_map(|s| s.errors.iter().cloned())
        .chain(run_errors);
    for e in all_errors {
        let kind = e.split_whitespace().next().unwrap_or("error").to_owned();
        errors.entry(kind).or_insert((0, e)).0 += 1;
    }
    for s in seen {
        if let Some(w) = s.first_game {
            first_game.saturating_record((w.as_micros() as u64).max(1));
        }
        for w in &s.between {
            between.saturating_record((w.as_micros() as u64).max(1));
        }
    }
    let mut errors: Vec<(String, usize, String)> =
        errors.into_iter().map(|(k, (n, e))| (k, n, e)).collect();
    errors.sort();
    ArenaReport {
        arena,
        players: config.players,
        nodes,
        joined,
        clock: config.clock,
        rated: config.rated,
        rules: config.rules.clone(),
        arrivals,
        played,
        games,
        actions: seen.iter().map(|s| s.actions).sum(),
        first_game,
        between,
        wind_down,
        errors,
        standings,
    }
}

impl fmt::Display for ArenaReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = |h: &Histogram<u64>, q: f64| h.value_at_quantile(q) as f64 / 1000.0;
        writeln!(
            f,
            "arena {}: {} players on {} node(s), {} joined in {:.1} s; {}+{} {}, rules {}; {:.0} s of play",
            self.arena,
            self.players,
            self.nodes,
            self.joined,
            self.arrivals.as_secs_f64(),
            self.clock.0,
            self.clock.1,
            if self.rated { "rated" } else { "casual" },
            self.rules,
            self.played.as_secs_f64(),
        )?;
        writeln!(
            f,
            "games: {} played to their end, {} actions",
            self.games, self.actions
        )?;
        let h = &self.first_game;
        writeln!(
            f,
            "join to first game: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms ({} players)",
            ms(h, 0.5),
            ms(h, 0.99),
            h.max() as f64 / 1000.0,
            h.len()
        )?;
        let h = &self.between;
        writeln!(
            f,
            "wait between games (a game's end to the next one's arrival): p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms ({} waits)",
            ms(h, 0.5),
            ms(h, 0.99),
            h.max() as f64 / 1000.0,
            h.len()
        )?;
        writeln!(
            f,
            "stop: every player withdrawn and no game in play {:.1} s after it",
            self.wind_down.as_secs_f64()
        )?;
        writeln!(f, "errors: {}", self.error_count())?;
        for (kind, n, one) in &self.errors {
            writeln!(f, "  {kind}: {n} (one: {one})")?;
        }
        writeln!(f, "{}", self.standings)
    }
}
