//! The load and fault generator behind `yote loadtest`: many concurrent games over real
//! WebSockets against a server on this machine. It speaks to the site only over HTTP and
//! WebSocket, as players do, so the site does not depend on it.
//!
//! Each friend game is a table created through the API, its guest seat taken through the invite,
//! and one WebSocket per seat; the player to move waits its turn's share of the rate, picks a
//! random legal action from its `state`, sends it, and times the round trip to its `ack`. Computer
//! games have one socket, and time the computer's replies. A finished game is replaced by a new one
//! in the same slot, so the load stays level until the run ends.
//!
//! Other runs bring players instead: to the lobby ([`seekers`]), into an arena ([`arena`]), or
//! leave tables nobody plays ([`waiting`]).

use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hdrhistogram::Histogram;
use serde_json::Value;
use tokio::time::sleep;

pub mod arena;
pub mod client;
mod config;
mod play;
mod report;
pub mod seekers;
mod server;
pub mod waiting;

use config::level_budget_ms;
pub use config::{Config, FLOOD_ADDRESS};
use play::{Acked, Addresses, MAX_SLOTS, Run, Shared, Stats};
pub use report::{FloodReport, Memory, Report};
pub use server::{SpawnedServer, resident_kb};

/// Refuses any server that is not on this machine.
pub fn check_loopback(server: &str) -> Result<(String, SocketAddr), String> {
    let rest = server
        .strip_prefix("http://")
        .ok_or_else(|| format!("--server {server}: expected http://HOST:PORT"))?;
    let authority = rest.trim_end_matches('/');
    let addr: SocketAddr = authority
        .replace("localhost", "127.0.0.1")
        .parse()
        .map_err(|_| format!("--server {server}: expected http://IP:PORT on this machine, like http://127.0.0.1:8080"))?;
    let loopback = match addr.ip() {
        IpAddr::V4(ip) => ip.is_loopback(),
        IpAddr::V6(ip) => ip.is_loopback(),
    };
    if !loopback {
        return Err(format!(
            "--server {server}: load is only ever sent to this machine (127.0.0.0/8 or [::1])"
        ));
    }
    Ok((format!("http://{addr}"), addr))
}

/// Runs the load and reports. With a spawned server and `kill_after`, the server is killed with
/// SIGKILL that long into the run and started again on the same port and database; the clients
/// reconnect by themselves, and every acknowledged action is looked for in the server afterwards.
pub async fn run(
    config: Config,
    mut spawned: Option<SpawnedServer>,
    kill_after: Option<Duration>,
) -> Result<Report, String> {
    if config.servers.is_empty() {
        return Err("no server to load".to_owned());
    }
    let mut origins = Vec::new();
    let mut addrs = Vec::new();
    for server in &config.servers {
        let (origin, addr) = check_loopback(server)?;
        origins.push(origin);
        addrs.push(addr);
    }
    let server_pid = |spawned: &Option<SpawnedServer>| {
        spawned
            .as_ref()
            .and_then(|s| s.child.id())
            .or(config.server_pid)
    };
    let baseline_kb = server_pid(&spawned).and_then(resident_kb);
    let new_histogram =
        || Histogram::<u64>::new_with_bounds(1, 60_000_000, 3).expect("valid bounds");
    let total = config.friend_games + config.computer_games;
    if total > MAX_SLOTS {
        return Err(format!(
            "{total} games: at most {MAX_SLOTS} (each seat has a loopback address of its own)"
        ));
    }
    let new_run = |from: Addresses, config: Config| -> Result<Arc<Run>, String> {
        let local = match from {
            Addresses::One(address) => Some(address),
            Addresses::PerSeat => None,
        };
        Ok(Arc::new(Run {
            origins: origins.clone(),
            addrs: addrs.clone(),
            from,
            http: reqwest::Client::builder()
                .pool_max_idle_per_host(64)
                .local_address(local)
                .build()
                .map_err(|e| e.to_string())?,
            stats: Stats {
                shared: Mutex::new(Shared::default()),
                round_trip: Mutex::new(new_histogram()),
                seen_by_opponent: Mutex::new(new_histogram()),
                computer_reply: Mutex::new(new_histogram()),
                flag_late_server: Mutex::new(new_histogram()),
                flag_late_seen: Mutex::new(new_histogram()),
                back_after: Mutex::new(new_histogram()),
            },
            stop_at: Mutex::new(None),
            config,
        }))
    };
    let run = new_run(Addresses::PerSeat, config.clone())?;
    let flood = if config.flood_games > 0 {
        let flood = new_run(
            Addresses::One(FLOOD_ADDRESS),
            Config {
                friend_games: 0,
                computer_games: config.flood_games,
                level: config.flood_level.clone(),
                rate: 1000.0,
                ..config.clone()
            },
        )?;
        Some(flood)
    } else {
        None
    };
    let ramp_gap = Duration::from_secs_f64(1.0 / config.ramp.max(1.0));
    let mut tasks = Vec::new();
    for index in 0..total {
        let computer = index >= config.friend_games;
        tasks.push(tokio::spawn(run.clone().slot(index, computer)));
        sleep(ramp_gap).await;
    }
    let mut flood_tasks = Vec::new();
    if let Some(flood) = &flood {
        for index in 0..config.flood_games {
            flood_tasks.push(tokio::spawn(flood.clone().slot(1_000_000 + index, true)));
        }
    }
    // Let the last games connect, then measure from here.
    sleep(Duration::from_secs(2)).await;
    let actions_before = run.stats.shared.lock().unwrap().actions;
    run.stats.round_trip.lock().unwrap().reset();
    run.stats.seen_by_opponent.lock().unwrap().reset();
    run.stats.computer_reply.lock().unwrap().reset();
    run.stats.flag_late_server.lock().unwrap().reset();
    run.stats.flag_late_seen.lock().unwrap().reset();
    let started = Instant::now();
    let stop_at = started + config.duration;
    *run.stop_at.lock().unwrap() = Some(stop_at);
    if let Some(flood) = &flood {
        *flood.stop_at.lock().unwrap() = Some(stop_at);
    }
    let mut loaded_kb = None;
    let half = started + config.duration / 2;
    if let (Some(server), Some(after)) = (spawned.as_mut(), kill_after) {
        let kill_at = started + after;
        if kill_at > half {
            tokio::time::sleep_until(half.into()).await;
            loaded_kb = server.child.id().and_then(resident_kb);
        }
        tokio::time::sleep_until(kill_at.into()).await;
        server.kill_and_restart().await?;
    }
    if loaded_kb.is_none() {
        tokio::time::sleep_until(half.max(Instant::now()).into()).await;
        loaded_kb = server_pid(&spawned).and_then(resident_kb);
    }
    for task in tasks.into_iter().chain(flood_tasks) {
        let _ = task.await;
    }
    let flood = flood.map(|flood| {
        let mut shared = flood.stats.shared.lock().unwrap();
        let refused = shared.errors.remove("computer-busy").unwrap_or(0);
        FloodReport {
            games: config.flood_games,
            level: config.flood_level.clone(),
            computer_replies: flood.stats.computer_reply.lock().unwrap().len(),
            refused,
            errors: std::mem::take(&mut shared.errors),
        }
    });
    let seconds = started
        .elapsed()
        .as_secs_f64()
        .min(config.duration.as_secs_f64())
        .max(1e-3);
    let mut shared = std::mem::take(&mut *run.stats.shared.lock().unwrap());
    let verified_actions = verify(&run, &shared.games, &mut shared.errors).await;
    let memory = match (baseline_kb, loaded_kb) {
        (Some(baseline_kb), Some(loaded_kb)) => Some(Memory {
            baseline_kb,
            loaded_kb,
            players: config.friend_games * 2 + config.computer_games,
        }),
        _ => None,
    };
    Ok(Report {
        friend_games: config.friend_games,
        computer_games: config.computer_games,
        sockets: config.friend_games * 2 + config.computer_games,
        actions: shared.actions - actions_before,
        seconds,
        games_finished: shared.games_finished,
        errors: shared.errors,
        round_trip: run.stats.round_trip.lock().unwrap().clone(),
        seen_by_opponent: run.stats.seen_by_opponent.lock().unwrap().clone(),
        nodes: config.servers.len(),
        computer_reply: run.stats.computer_reply.lock().unwrap().clone(),
        computer_over_budget: shared.computer_over_budget,
        computer_budget_ms: level_budget_ms(&config.level),
        memory,
        reconnects: shared.reconnects,
        back_after: run.stats.back_after.lock().unwrap().clone(),
        verified_actions,
        flood,
        flag_late_server: run.stats.flag_late_server.lock().unwrap().clone(),
        flag_late_seen: run.stats.flag_late_seen.lock().unwrap().clone(),
        aborted: shared.aborted,
    })
}

/// Looks for every acknowledged action in the server's record of its game; a missing or different
/// one counts as the error `lost-action`.
async fn verify(run: &Run, games: &[(String, Acked)], errors: &mut BTreeMap<String, u64>) -> u64 {
    let mut verified = 0;
    for (game, acked) in games {
        let acked = acked.lock().unwrap().clone();
        if acked.is_empty() {
            continue;
        }
        let state: Option<Value> = match run
            .http
            .get(format!("{}/api/games/{game}", run.origins[0]))
            .send()
            .await
        {
            Ok(r) if r.status().is_success() => r.json().await.ok(),
            _ => None,
        };
        let Some(state) = state else {
            *errors
                .entry("unknown-game-afterwards".to_owned())
                .or_default() += 1;
            continue;
        };
        let played: Vec<&str> = state["actions"]
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        for (ply, action) in acked {
            if played.get(ply as usize) == Some(&action.as_str()) {
                verified += 1;
            } else {
                *errors.entry("lost-action".to_owned()).or_default() += 1;
            }
        }
    }
    verified
}
