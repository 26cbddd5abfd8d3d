//! The server's limits and timings.

use std::time::Duration;

/// Limits and timings; the defaults suit the site, tests may tighten or relax them.
#[derive(Debug, Clone)]
pub struct Config {
    /// The largest WebSocket message accepted (bytes); a larger one closes the connection.
    pub max_message_bytes: usize,
    /// Messages a connection may send per second on average.
    pub messages_per_second: f64,
    /// Messages a connection may send in one burst.
    pub message_burst: f64,
    /// Tables one address may create per minute.
    pub tables_per_minute: u32,
    /// Threads that compute the computer's actions.
    pub ai_threads: usize,
    /// The least time the computer takes per action, so people can follow it.
    pub ai_min_think: Duration,
    /// How long a game with no viewer stays in memory.
    pub idle_game: Duration,
    /// Add `Secure` to seat cookies (when served over HTTPS).
    pub secure_cookies: bool,
    /// How long one message may wait for a client that does not read before its connection is
    /// dropped.
    pub slow_client: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            max_message_bytes: 4096,
            messages_per_second: 20.0,
            message_burst: 40.0,
            tables_per_minute: 30,
            ai_threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            ai_min_think: Duration::from_millis(300),
            idle_game: Duration::from_secs(60),
            secure_cookies: false,
            slow_client: Duration::from_secs(10),
        }
    }
}
