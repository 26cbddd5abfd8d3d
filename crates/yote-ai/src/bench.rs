//! `yote bench`: a fixed set of positions, each searched to a fixed depth from an empty table on
//! one thread. The total node count is a signature of the search's behaviour.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use yote_rules::{Position, Rules};

use crate::clock::Instant;
use crate::limits::Limits;
use crate::search::{SearchOptions, search};
use crate::tt::Tt;

/// (rules string, position, depth).
pub const BENCH_POSITIONS: &[(&str, &str, u32)] = &[
    ("standard", "6/6/6/6/6 w 12 12 0", 8),
    ("standard", "2B3/W5/W1BBBW/2B3/6 w 9 7 14", 7),
    ("standard", "1BB2W/W3B1/W1BBBW/2B2W/BWWBBB w 5 1 26", 7),
    ("hand-capture", "2W3/B2B2/BB1BBW/6/W1W3 w 8 6 14", 7),
    ("hand-capture", "3W2/B2BB1/BB1BBW/B5/W2WWB w 7 3 26", 7),
    ("six-by-six", "2B3/6/B3W1/2BB1W/2B2W/W1W3 w 7 7 14", 7),
    ("six-by-six", "W5/2B3/B5/5W/W4W/W5 w 3 6 0", 7),
    ("bodogemu", "6/6/6/6/6 w 12 12 0", 7),
    ("bodogemu", "4WB/B2B2/B2BBW/2W3/1W4 w 8 6 14", 7),
    ("bodogemu", "1WW2B/B2BBW/B2BBW/B1W2B/B2W1B w 6 1 26", 7),
    ("beart", "5/5/5/5/5 w 12 12 0", 8),
    ("beart", "2WW1/W4/W4/1BBB1/WBBBW w 6 4 9", 7),
    ("beart", "BWWW1/WB1WW/W1BBW/BWBBW/WBBBW w 0 0 21", 9),
];

/// The result of a bench run.
#[derive(Debug, Clone)]
pub struct BenchReport {
    /// Per position: its nodes.
    pub nodes: Vec<u64>,
    pub total_nodes: u64,
    pub time: Duration,
}

impl BenchReport {
    pub fn nps(&self) -> u64 {
        (self.total_nodes as f64 / self.time.as_secs_f64().max(1e-6)) as u64
    }
}

/// Runs the bench (`depth_offset` deepens or shallows every search; 0 gives the signature).
pub fn bench(depth_offset: i32) -> BenchReport {
    let mut nodes = Vec::new();
    let started = Instant::now();
    for &(rules, position, depth) in BENCH_POSITIONS {
        let rules: Rules = rules.parse().expect("bench rules are valid");
        let position = Position::parse(position, &rules).expect("bench positions are valid");
        let depth = (depth as i32 + depth_offset).max(1) as u32;
        let limits =
            Limits::capped(Duration::from_secs(3600)).with(crate::limits::Limit::Depth(depth));
        let tt = Tt::new(16);
        let stop = AtomicBool::new(false);
        let result = search(
            &rules,
            &[position],
            &SearchOptions::new(limits),
            &tt,
            &stop,
            &mut |_| {},
        );
        nodes.push(result.nodes);
    }
    BenchReport {
        total_nodes: nodes.iter().sum(),
        nodes,
        time: started.elapsed(),
    }
}
