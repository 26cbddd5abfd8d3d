//! The game clocks, as pure functions of the game, the moment its turn began and now (server
//! ms): the deadline a task waits for, the clock view of a state, the stamp stored with an
//! action, the computer's budget, and where a turn starts again after a restart
//! (docs/protocol.md "Clocks", docs/reliability.md).

use std::time::Duration;

use yote_rules::Color;

use crate::config::Config;
use crate::model::{ClockStamp, Ending, Live, TimeControl};
use crate::protocol::{ClockView, FirstAction};

/// A game nobody is at leaves memory, parked in the store, when its timer falls later than
/// this (ms); sooner, it stays and its timer fires in memory. Two minutes: four of the server's
/// looks for parked games (`Config::park_poll`, 30 s), so a slow or failed look never makes a
/// timer late.
pub const PARK_BEYOND_MS: i64 = 120_000;

/// What the clock waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deadline {
    /// The side to move.
    pub side: Color,
    /// When its time runs out (server ms).
    pub at: i64,
    /// The side has not made its first action: running out aborts the game rather than loses it.
    pub first_action: bool,
}

/// The deadline of the side to move in a timed game in play; `None` otherwise.
pub fn deadline(live: &Live, turn_since: i64, config: &Config) -> Option<Deadline> {
    let control = live.control?;
    if !live.is_playing() {
        return None;
    }
    let side = live.to_move();
    if !live.has_moved(side) {
        let wait = match control {
            TimeControl::RealTime { .. } => config.first_action.as_millis() as i64,
            TimeControl::Correspondence { .. } => control.initial_ms(),
        };
        return Some(Deadline {
            side,
            at: turn_since + wait,
            first_action: true,
        });
    }
    Some(Deadline {
        side,
        at: turn_since + live.remaining[side.index()],
        first_action: false,
    })
}

/// How long before a correspondence player's time runs out they are told (docs/protocol.md
/// §5): three hours, time to come back from an errand or a night's first sleep; "within a few
/// hours", and not so early in a one-day turn that it is told every day.
pub const WARN_BEFORE_MS: i64 = 3 * 3_600_000;

/// When the side to move in a correspondence game is told its time runs out: `WARN_BEFORE_MS`
/// before its deadline; `None` for other games.
pub fn warning(live: &Live, turn_since: i64, config: &Config) -> Option<Deadline> {
    if !matches!(live.control?, TimeControl::Correspondence { .. }) {
        return None;
    }
    let d = deadline(live, turn_since, config)?;
    Some(Deadline {
        at: d.at - WARN_BEFORE_MS,
        ..d
    })
}

/// When a game's task wakes next: the clock's timer (the flag, or a correspondence warning not
/// yet given for the `warned` turn) or the task's `other` timers (presence, the other nodes).
pub struct Wake {
    pub deadline: Option<i64>,
    /// Instead of waiting, the clock's timer the game is parked until: nobody is at the game
    /// (`alone`) and the timer is far off, so it waits in the store and a server loads it again
    /// in time (docs/reliability.md).
    pub park: Option<i64>,
}

pub fn wake(
    live: &Live,
    turn_since: i64,
    config: &Config,
    warned: Option<u64>,
    other: Option<i64>,
    alone: bool,
    now: i64,
) -> Wake {
    let flag_at = deadline(live, turn_since, config).map(|d| d.at);
    let warn_at = warning(live, turn_since, config)
        .filter(|_| warned != Some(live.turn_key()))
        .map(|w| w.at);
    let clock_at = flag_at.into_iter().chain(warn_at).min();
    let park = clock_at.filter(|at| alone && at - now > PARK_BEYOND_MS);
    let deadline = clock_at
        .filter(|_| park.is_none())
        .into_iter()
        .chain(other)
        .min();
    Wake { deadline, park }
}

/// The whole hours left, rounded up (at least one), between `now` and `deadline`.
pub fn hours_left(deadline: i64, now: i64) -> i64 {
    ((deadline - now + 3_599_999) / 3_600_000).max(1)
}

/// The clocks as read at `now`, for states; `None` for an unlimited game.
pub fn view(live: &Live, turn_since: i64, now: i64, config: &Config) -> Option<ClockView> {
    let control = live.control?;
    let mut ms = live.remaining;
    let deadline = deadline(live, turn_since, config);
    let running = deadline.filter(|d| !d.first_action).map(|d| d.side);
    if let Some(side) = running {
        ms[side.index()] = (ms[side.index()] - (now - turn_since)).max(0);
    }
    if let Some(Ending {
        winner: Some(w),
        reason: Some(yote_rules::EndReason::Time),
        ..
    }) = live.ending
    {
        ms[(!w).index()] = 0;
    }
    let (increment_ms, days) = match control {
        TimeControl::RealTime { increment_s, .. } => (Some(i64::from(increment_s) * 1000), None),
        TimeControl::Correspondence { days } => (None, Some(days)),
    };
    Some(ClockView {
        kind: control.kind(),
        initial_ms: control.initial_ms(),
        white_ms: ms[0],
        black_ms: ms[1],
        running: running.map(Into::into),
        server_ms: now,
        first_action: deadline.filter(|d| d.first_action).map(|d| FirstAction {
            side: d.side.into(),
            deadline_ms: d.at,
            left_ms: (d.at - now).max(0),
        }),
        increment_ms,
        days,
    })
}

/// The clocks once `mover`'s action is received at `now`: the time since its turn began, less
/// the lag allowance, comes off its clock, and the increment is added (from its second action
/// on: the clocks start with each side's first action; never to a berserk side). Correspondence: each action gives the
/// days per action again. `None` for an unlimited game.
pub fn stamp(
    live: &Live,
    mover: Color,
    turn_since: i64,
    now: i64,
    config: &Config,
) -> Option<ClockStamp> {
    let control = live.control?;
    let mut ms = live.remaining;
    match control {
        TimeControl::RealTime { increment_s, .. } => {
            if live.has_moved(mover) {
                let lag = config.lag_allowance.as_millis() as i64;
                let used = (now - turn_since - lag).max(0);
                let i = mover.index();
                let increment = if live.gets_increment(mover) {
                    i64::from(increment_s) * 1000
                } else {
                    0
                };
                ms[i] = (ms[i] - used).max(0) + increment;
            }
        }
        TimeControl::Correspondence { .. } => ms = [control.initial_ms(); 2],
    }
    Some(ClockStamp {
        white_ms: ms[0],
        black_ms: ms[1],
        at_ms: Some(now),
    })
}

/// The clocks when a takeback is agreed at `now`: the side whose clock runs has used its time
/// since its turn began (less the lag allowance), and nobody gets back the time spent on the
/// plies taken back (a takeback must not be a way to stop the clock). Correspondence: the side
/// to move has its days again, as after any action. `None` for an unlimited game.
pub fn at_takeback(live: &Live, turn_since: i64, now: i64, config: &Config) -> Option<ClockStamp> {
    let control = live.control?;
    let mut ms = live.remaining;
    match control {
        TimeControl::RealTime { .. } => {
            if let Some(d) = deadline(live, turn_since, config).filter(|d| !d.first_action) {
                let lag = config.lag_allowance.as_millis() as i64;
                let used = (now - turn_since - lag).max(0);
                let i = d.side.index();
                ms[i] = (ms[i] - used).max(0);
            }
        }
        TimeControl::Correspondence { .. } => ms = [control.initial_ms(); 2],
    }
    Some(ClockStamp {
        white_ms: ms[0],
        black_ms: ms[1],
        at_ms: Some(now),
    })
}

/// The computer's search budget: a twentieth of its remaining time (or of its time for a first
/// action), at least 10 ms, so that it never loses on time; `None` for an unlimited game (its
/// level's own cap applies).
pub fn computer_budget(
    live: &Live,
    turn_since: i64,
    now: i64,
    config: &Config,
) -> Option<Duration> {
    let d = deadline(live, turn_since, config)?;
    let left = (d.at - now).max(0);
    Some(Duration::from_millis((left / 20).max(10) as u64))
}

/// When the turn of a game just loaded from the store began, as its clock will count it, and
/// the clock of the side to move as it will run (docs/reliability.md).
///
/// When another node serves the same store (`elsewhere`), the game's clock may be running
/// there: the turn began when its last action was stored, as every node counts it, and nobody
/// gets time back. Otherwise nothing ran the clock (a single server restarted, or every node
/// did):
/// - real time: the side to move gets its time at the last stored action back, plus `grace` to
///   reconnect, counted from now;
/// - correspondence: the deadline stays where the last action put it (a restart is nothing
///   against days), unless it passed meanwhile: then the side to move has the grace from now;
/// - otherwise the turn begins now.
pub fn resumed(live: &mut Live, now: i64, grace: i64, elsewhere: bool) -> i64 {
    let stored_at = live.turn_at;
    match live.control {
        Some(TimeControl::RealTime { .. })
            if live.is_playing() && live.has_moved(live.to_move()) =>
        {
            match stored_at {
                Some(at) if elsewhere => at.min(now),
                _ => {
                    let side = live.to_move();
                    live.remaining[side.index()] += grace;
                    now
                }
            }
        }
        Some(control @ TimeControl::Correspondence { .. }) if live.is_playing() => {
            let side = live.to_move();
            let window = if live.has_moved(side) {
                live.remaining[side.index()]
            } else {
                control.initial_ms()
            };
            match stored_at {
                Some(at) if elsewhere => at.min(now),
                Some(at) => at.max(now + grace - window).min(now),
                None => now,
            }
        }
        _ => now,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::DAY_MS;
    use crate::model::testing::{act, game, play};

    const NOW: i64 = 1_000_000_000;

    fn blitz() -> Option<TimeControl> {
        Some(TimeControl::RealTime {
            initial_s: 60,
            increment_s: 2,
        })
    }

    #[test]
    fn an_unlimited_game_has_no_clock() {
        let live = game(None);
        let config = Config::default();
        assert_eq!(deadline(&live, NOW, &config), None);
        assert_eq!(view(&live, NOW, NOW, &config), None);
        assert_eq!(stamp(&live, Color::White, NOW, NOW, &config), None);
        assert_eq!(computer_budget(&live, NOW, NOW, &config), None);
    }

    #[test]
    fn a_first_action_has_its_own_deadline_and_aborts() {
        let live = game(blitz());
        let config = Config::default();
        let d = deadline(&live, NOW, &config).unwrap();
        assert_eq!(d.side, Color::White);
        assert!(d.first_action);
        assert_eq!(d.at, NOW + config.first_action.as_millis() as i64);
        let v = view(&live, NOW, NOW + 5_000, &config).unwrap();
        assert_eq!(v.running, None, "the clocks start with the first actions");
        assert_eq!(v.white_ms, 60_000);
        let first = v.first_action.unwrap();
        assert_eq!(first.left_ms, 25_000);
        assert_eq!(v.increment_ms, Some(2_000));
    }

    #[test]
    fn a_berserk_side_gets_no_increment() {
        let config = Config::default();
        let mut live = game(blitz());
        live.berserkable = true;
        live.apply(crate::model::Event::Berserk {
            side: Color::White.into(),
        })
        .unwrap();
        assert_eq!(live.remaining, [30_000, 60_000], "half of a minute");
        play(&mut live, &["@a1", "@f5"], Some([30_000, 60_000]));
        let s = stamp(&live, Color::White, NOW, NOW + 10_300, &config).unwrap();
        assert_eq!(s.white_ms, 30_000 - 10_000, "no increment");
        play(&mut live, &["@a2"], Some([20_000, 60_000]));
        let s = stamp(&live, Color::Black, NOW, NOW + 10_300, &config).unwrap();
        assert_eq!(
            s.black_ms,
            60_000 - 10_000 + 2_000,
            "the other side's increment"
        );
    }

    #[test]
    fn an_action_costs_the_time_taken_less_the_lag_allowance_plus_the_increment() {
        let config = Config::default();
        let mut live = game(blitz());
        // Each side's first action is free (the clocks start with it).
        let s = stamp(&live, Color::White, NOW, NOW + 9_000, &config).unwrap();
        assert_eq!(
            (s.white_ms, s.black_ms, s.at_ms),
            (60_000, 60_000, Some(NOW + 9_000))
        );
        play(&mut live, &["@a1", "@f5"], Some([60_000, 60_000]));
        // White thinks 10.3 s: 10 s counted, 2 s added.
        let s = stamp(&live, Color::White, NOW, NOW + 10_300, &config).unwrap();
        assert_eq!(s.white_ms, 60_000 - 10_000 + 2_000);
        assert_eq!(s.black_ms, 60_000);
        // White's clock runs in the view; the deadline is its remaining time.
        let d = deadline(&live, NOW, &config).unwrap();
        assert_eq!(
            (d.side, d.at, d.first_action),
            (Color::White, NOW + 60_000, false)
        );
        let v = view(&live, NOW, NOW + 15_000, &config).unwrap();
        assert_eq!(v.running, Some(Color::White.into()));
        assert_eq!(v.white_ms, 45_000);
        assert_eq!(view(&live, NOW, NOW + 90_000, &config).unwrap().white_ms, 0);
        // The computer keeps to a twentieth of what is left.
        assert_eq!(
            computer_budget(&live, NOW, NOW + 20_000, &config),
            Some(Duration::from_millis(2_000))
        );
        assert_eq!(
            computer_budget(&live, NOW, NOW + 70_000, &config),
            Some(Duration::from_millis(10))
        );
    }

    #[test]
    fn correspondence_gives_the_days_again_with_each_action() {
        let config = Config::default();
        let mut live = game(Some(TimeControl::Correspondence { days: 2 }));
        play(&mut live, &["@a1"], Some([2 * DAY_MS, 2 * DAY_MS]));
        let s = stamp(&live, Color::Black, NOW, NOW + DAY_MS, &config).unwrap();
        assert_eq!((s.white_ms, s.black_ms), (2 * DAY_MS, 2 * DAY_MS));
        let v = view(&live, NOW, NOW, &config).unwrap();
        assert_eq!(v.days, Some(2));
        assert_eq!(v.increment_ms, None);
    }

    #[test]
    fn a_real_time_game_resumes_with_the_grace() {
        let mut live = game(blitz());
        play(&mut live, &["@a1", "@f5"], Some([50_000, 40_000]));
        let since = resumed(&mut live, NOW, 10_000, false);
        assert_eq!(since, NOW);
        assert_eq!(live.remaining, [60_000, 40_000]);
        // Before both sides have moved, the first-action wait starts again from now.
        let mut fresh = game(blitz());
        assert_eq!(resumed(&mut fresh, NOW, 10_000, false), NOW);
        assert_eq!(fresh.remaining, [60_000, 60_000]);
    }

    #[test]
    fn a_correspondence_deadline_stays_put_across_a_restart() {
        let mut live = game(Some(TimeControl::Correspondence { days: 1 }));
        let at = NOW - 3_600_000;
        act(&mut live, "@a1", Some([DAY_MS, DAY_MS]), Some(at));
        assert_eq!(resumed(&mut live.clone(), NOW, 10_000, false), at);
        // A deadline that passed while the server was down moves to the grace from now.
        let long_ago = NOW - 2 * DAY_MS;
        let mut late = game(Some(TimeControl::Correspondence { days: 1 }));
        act(&mut late, "@a1", Some([DAY_MS, DAY_MS]), Some(long_ago));
        let since = resumed(&mut late, NOW, 10_000, false);
        assert_eq!(since + DAY_MS, NOW + 10_000);
        // Served by another node meanwhile: its flag fell there; nothing moves the deadline.
        let mut served = game(Some(TimeControl::Correspondence { days: 1 }));
        act(&mut served, "@a1", Some([DAY_MS, DAY_MS]), Some(long_ago));
        assert_eq!(resumed(&mut served, NOW, 10_000, true), long_ago);
    }

    #[test]
    fn a_game_another_node_runs_keeps_its_stored_turn_start_and_no_grace() {
        let mut live = game(blitz());
        act(&mut live, "@a1", Some([60_000, 60_000]), Some(NOW - 9_000));
        act(&mut live, "@f5", Some([60_000, 55_000]), Some(NOW - 5_000));
        assert_eq!(resumed(&mut live, NOW, 10_000, true), NOW - 5_000);
        assert_eq!(live.remaining, [60_000, 55_000]);
        // A stamp from a clock ahead of this node's counts as now, never as the future.
        let mut ahead = game(blitz());
        act(&mut ahead, "@a1", Some([60_000, 60_000]), Some(NOW));
        act(&mut ahead, "@f5", Some([60_000, 55_000]), Some(NOW + 2_000));
        assert_eq!(resumed(&mut ahead, NOW, 10_000, true), NOW);
    }
}
