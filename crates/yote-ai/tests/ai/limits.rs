//! Limits are kept: a 50 ms move time returns well inside 500 ms, nodes and depth are honoured.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use yote_ai::{Limit, Limits, SearchOptions, Tt, search};
use yote_rules::{Position, Rules};

const MIDGAME: &str = "1BB2W/W3B1/W1BBBW/2B2W/BWWBBB w 5 1 26";

#[test]
fn a_50_ms_move_time_returns_within_500_ms() {
    let rules = Rules::standard();
    for text in ["6/6/6/6/6 w 12 12 0", MIDGAME] {
        let position = Position::parse(text, &rules).unwrap();
        let tt = Tt::new(16);
        let stop = AtomicBool::new(false);
        let options = SearchOptions::new(Limits::from(Limit::Time(Duration::from_millis(50))));
        let started = Instant::now();
        let result = search(&rules, &[position], &options, &tt, &stop, &mut |_| {});
        let spent = started.elapsed();
        assert!(result.action.is_some());
        assert!(spent < Duration::from_millis(500), "{text}: {spent:?}");
    }
}

#[test]
fn the_hard_cap_ends_a_search_without_other_limits() {
    let rules = Rules::standard();
    let position = Position::parse(MIDGAME, &rules).unwrap();
    let tt = Tt::new(1);
    let stop = AtomicBool::new(false);
    let options = SearchOptions::new(Limits::capped(Duration::from_millis(50)));
    let started = Instant::now();
    let result = search(&rules, &[position], &options, &tt, &stop, &mut |_| {});
    assert!(result.action.is_some());
    assert!(started.elapsed() < Duration::from_millis(500));
}

#[test]
fn node_and_depth_limits_are_kept() {
    let rules = Rules::standard();
    let position = Position::parse(MIDGAME, &rules).unwrap();
    let stop = AtomicBool::new(false);
    let by_nodes = SearchOptions::new(Limits::from(Limit::Nodes(5_000)));
    let result = search(
        &rules,
        &[position],
        &by_nodes,
        &Tt::new(1),
        &stop,
        &mut |_| {},
    );
    assert!(
        result.nodes <= 5_000 && result.nodes > 4_000,
        "{}",
        result.nodes
    );
    let mut depths = Vec::new();
    let by_depth = SearchOptions::new(Limits::from(Limit::Depth(3)));
    let result = search(
        &rules,
        &[position],
        &by_depth,
        &Tt::new(1),
        &stop,
        &mut |i| depths.push(i.depth),
    );
    assert_eq!(depths, vec![1, 2, 3]);
    assert_eq!(result.depth, 3);
    assert!(!result.pv.is_empty() && Some(result.pv[0]) == result.action);
}

#[test]
fn a_set_stop_flag_ends_the_search_at_once() {
    let rules = Rules::standard();
    let position = Position::parse(MIDGAME, &rules).unwrap();
    let stop = AtomicBool::new(true);
    let options = SearchOptions::new(Limits::capped(Duration::from_secs(30)));
    let started = Instant::now();
    let result = search(
        &rules,
        &[position],
        &options,
        &Tt::new(1),
        &stop,
        &mut |_| {},
    );
    assert!(result.action.is_some(), "a stopped search still answers");
    assert!(started.elapsed() < Duration::from_millis(500));
}

#[test]
fn two_threads_search_and_answer_legally() {
    let rules = Rules::standard();
    let position = Position::parse(MIDGAME, &rules).unwrap();
    let stop = AtomicBool::new(false);
    let options = SearchOptions {
        threads: 2,
        ..SearchOptions::new(Limits::from(Limit::Depth(5)))
    };
    let result = search(
        &rules,
        &[position],
        &options,
        &Tt::new(4),
        &stop,
        &mut |_| {},
    );
    assert!(position.is_legal(&rules, result.action.unwrap()));
    assert_eq!(result.depth, 5);
}

#[test]
fn a_level_with_a_50_ms_deadline_returns_within_500_ms() {
    let rules = Rules::standard();
    let position = Position::parse(MIDGAME, &rules).unwrap();
    let started = Instant::now();
    let action = yote_ai::choose_action_in_game(
        &rules,
        &[position],
        yote_ai::Level::Master,
        1,
        Some(Duration::from_millis(50)),
    );
    assert!(position.is_legal(&rules, action.unwrap()));
    assert!(started.elapsed() < Duration::from_millis(500));
}
