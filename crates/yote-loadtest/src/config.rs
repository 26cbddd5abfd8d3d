//! What a run is asked to do, and the figures it is held to.

use std::net::IpAddr;
use std::time::Duration;

/// What to run.
#[derive(Debug, Clone)]
pub struct Config {
    /// The servers' origins, such as `http://127.0.0.1:8080`; loopback only. With several (nodes
    /// on one database), the two seats of each friend game are on different nodes.
    pub servers: Vec<String>,
    /// The pid of the server process, to read its memory.
    pub server_pid: Option<u32>,
    pub friend_games: usize,
    pub computer_games: usize,
    pub level: String,
    pub rules: String,
    /// Actions a second in each game.
    pub rate: f64,
    /// How long to play once every game is connected.
    pub duration: Duration,
    /// New games set up a second while ramping up.
    pub ramp: f64,
    pub seed: u64,
    /// Games against the computer played from another address ([`FLOOD_ADDRESS`]) as fast as the
    /// server answers, at `flood_level`, new ones created as fast as it lets: one client trying
    /// to keep the computer to itself.
    pub flood_games: usize,
    pub flood_level: String,
    /// Friend games under a real-time clock (`initial_s`, `increment_s`), in which one side stops
    /// answering after a few actions and loses on time: the run measures how late the server
    /// ends each game after the flag falls.
    pub clock: Option<(u32, u32)>,
}

/// The flooding client's own address (all of 127.0.0.0/8 is this machine).
pub const FLOOD_ADDRESS: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));

/// The most a level may think, as the levels promise (beginner to medium 0.3 s, hard 1 s, master 3 s).
pub(crate) fn level_budget_ms(level: &str) -> u64 {
    match level {
        "hard" => 1000,
        "master" => 3000,
        _ => 300,
    }
}
