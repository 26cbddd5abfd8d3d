//! Matches between two engines: varied openings, each played twice with colours swapped, and
//! the score with an Elo estimate and its 95 % error bar.

use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use yote_rules::{Action, Color, EndReason, Position, Rules};

use crate::engine::{Engine, RandomEngine};
use crate::zobrist::splitmix64;

/// A game longer than this many plies is stopped and scored a draw (only reachable under
/// `no_capture_draw=off`).
pub const MAX_GAME_PLIES: usize = 1000;

/// How a match is played.
#[derive(Debug, Clone)]
pub struct MatchOptions {
    pub rules: Rules,
    /// Games in all (an odd last game is played once, A as White).
    pub games: usize,
    /// Random plies that open each pair of games.
    pub opening_plies: usize,
    pub seed: u64,
    /// Games played at the same time, one thread each.
    pub jobs: usize,
}

/// The result of one game, with the time each side spent.
#[derive(Debug, Clone)]
pub struct GameResult {
    pub index: usize,
    /// Whether engine A played White.
    pub a_white: bool,
    /// 1.0, 0.5 or 0.0 for A.
    pub a_score: f64,
    /// How the game ended (`None`: stopped at [`MAX_GAME_PLIES`]).
    pub end: Option<EndReason>,
    pub actions: Vec<Action>,
    /// A's pieces (on the board and in hand) less B's when the game ended.
    pub a_lead: i32,
    /// Per engine (A, B): moves searched, total time, longest move.
    pub moves: [usize; 2],
    pub total_time: [Duration; 2],
    pub max_time: [Duration; 2],
}

/// A match's totals, from A's side.
#[derive(Debug, Clone, Default)]
pub struct MatchSummary {
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    /// Games drawn by the no-capture limit.
    pub no_capture_draws: usize,
    /// Of those, the games A ended with more pieces than B, and those B ended with more: leads
    /// that were not converted.
    pub no_capture_leads: [usize; 2],
    /// Plies of the games A won, and of those B won.
    pub win_plies: [usize; 2],
    pub moves: [usize; 2],
    pub total_time: [Duration; 2],
    pub max_time: [Duration; 2],
}

impl MatchSummary {
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// A's score, 0..=1.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }

    /// The Elo difference of A over B and the half-width of its 95 % interval (from the
    /// per-game score's standard error); infinite when the score is 0 % or 100 %.
    pub fn elo(&self) -> (f64, f64) {
        let n = self.games().max(1) as f64;
        let s = self.score();
        let var = (self.wins as f64 * (1.0 - s).powi(2)
            + self.draws as f64 * (0.5 - s).powi(2)
            + self.losses as f64 * s.powi(2))
            / n;
        let se = (var / n).sqrt();
        let elo = |p: f64| -400.0 * (1.0 / p - 1.0).log10();
        let lo = elo((s - 1.96 * se).clamp(0.0, 1.0));
        let hi = elo((s + 1.96 * se).clamp(0.0, 1.0));
        (elo(s), (hi - lo) / 2.0)
    }

    /// The share of games drawn by the no-capture limit, 0..=1.
    pub fn no_capture_share(&self) -> f64 {
        self.no_capture_draws as f64 / self.games().max(1) as f64
    }

    /// The mean length of the won and lost games, in plies (0 without any).
    pub fn mean_decisive_plies(&self) -> f64 {
        (self.win_plies[0] + self.win_plies[1]) as f64 / (self.wins + self.losses).max(1) as f64
    }

    /// The mean length of the games A won, and of those B won, in plies (0 without any).
    pub fn mean_win_plies(&self) -> [f64; 2] {
        [
            self.win_plies[0] as f64 / self.wins.max(1) as f64,
            self.win_plies[1] as f64 / self.losses.max(1) as f64,
        ]
    }

    fn add(&mut self, g: &GameResult) {
        if g.a_score == 1.0 {
            self.wins += 1;
        } else if g.a_score == 0.0 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
        if g.a_score != 0.5 {
            self.win_plies[usize::from(g.a_score == 0.0)] += g.actions.len();
        }
        if g.end == Some(EndReason::NoCaptureLimit) {
            self.no_capture_draws += 1;
            match g.a_lead.signum() {
                1 => self.no_capture_leads[0] += 1,
                -1 => self.no_capture_leads[1] += 1,
                _ => {}
            }
        }
        for i in 0..2 {
            self.moves[i] += g.moves[i];
            self.total_time[i] += g.total_time[i];
            self.max_time[i] = self.max_time[i].max(g.max_time[i]);
        }
    }
}

/// The summary line: `A vs B: +W =D -L, score S%, Elo E ± C (95%)`.
pub struct SummaryLine<'a> {
    pub a: &'a str,
    pub b: &'a str,
    pub summary: &'a MatchSummary,
}

impl fmt::Display for SummaryLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.summary;
        let (elo, margin) = s.elo();
        let number = |x: f64| {
            if x.is_finite() {
                format!("{x:+.0}")
            } else if x > 0.0 {
                "+inf".to_owned()
            } else {
                "-inf".to_owned()
            }
        };
        let margin = if margin.is_finite() {
            format!("{margin:.0}")
        } else {
            "inf".to_owned()
        };
        write!(
            f,
            "{} vs {}: +{} ={} -{}, score {:.1}%, Elo {} ± {} (95%)",
            self.a,
            self.b,
            s.wins,
            s.draws,
            s.losses,
            100.0 * s.score(),
            number(elo),
            margin
        )
    }
}

/// The opening of pair `pair`: `plies` random legal actions from the start (no game ends in it).
pub fn opening(rules: &Rules, seed: u64, pair: usize, plies: usize) -> Vec<Action> {
    let mut state = seed ^ (pair as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let mut position = Position::new(rules);
    let mut actions = Vec::new();
    for _ in 0..plies {
        let choice = RandomEngine.choose(rules, &[position], splitmix64(&mut state));
        let Some(action) = choice else { break };
        let mut next = position;
        next.play_unchecked(action);
        if next.is_game_over(rules) {
            break;
        }
        position = next;
        actions.push(action);
    }
    actions
}

/// Plays one game from `opening`; `engines[0]` is A. Every action is checked against the rules:
/// an illegal one is a panic (an engine bug), not a loss.
pub fn play_game(
    rules: &Rules,
    engines: &mut [Box<dyn Engine>; 2],
    a_white: bool,
    opening: &[Action],
    seed: u64,
    index: usize,
) -> GameResult {
    for e in engines.iter_mut() {
        e.new_game();
    }
    let mut history = vec![Position::new(rules)];
    let mut actions = Vec::new();
    for &a in opening {
        let next = history[history.len() - 1]
            .play(rules, a)
            .expect("openings are legal");
        history.push(next);
        actions.push(a);
    }
    let mut result = GameResult {
        index,
        a_white,
        a_score: 0.5,
        end: None,
        actions: Vec::new(),
        a_lead: 0,
        moves: [0; 2],
        total_time: [Duration::ZERO; 2],
        max_time: [Duration::ZERO; 2],
    };
    let mut state = seed;
    loop {
        let position = history[history.len() - 1];
        if let Some(outcome) = position.outcome(rules) {
            result.end = Some(outcome.reason);
            result.a_score = match outcome.winner {
                None => 0.5,
                Some(c) if (c == Color::White) == a_white => 1.0,
                Some(_) => 0.0,
            };
            break;
        }
        if actions.len() >= MAX_GAME_PLIES {
            break;
        }
        let mover = usize::from((position.side_to_move() == Color::White) != a_white);
        let started = Instant::now();
        let action = engines[mover]
            .choose(rules, &history, splitmix64(&mut state))
            .expect("an engine must move when the game is not over");
        let spent = started.elapsed();
        result.moves[mover] += 1;
        result.total_time[mover] += spent;
        result.max_time[mover] = result.max_time[mover].max(spent);
        let next = position.play(rules, action).unwrap_or_else(|e| {
            panic!(
                "{} played an illegal action in {position}: {e}",
                engines[mover].name()
            )
        });
        history.push(next);
        actions.push(action);
    }
    let last = history[history.len() - 1];
    let pieces = |c: Color| last.count(c) as i32 + i32::from(last.hand(c));
    let white_lead = pieces(Color::White) - pieces(Color::Black);
    result.a_lead = if a_white { white_lead } else { -white_lead };
    result.actions = actions;
    result
}

/// Plays a match between the engines `make_a()` and `make_b()` build (once per job), calling
/// `on_game` as each game ends (in the order they end), and returns the totals. Once `stop` is
/// set (by `on_game`, when a sequential test has decided), no new game starts; the games under
/// way are finished and counted.
pub fn play_match(
    options: &MatchOptions,
    make_a: &(dyn Fn() -> Box<dyn Engine> + Sync),
    make_b: &(dyn Fn() -> Box<dyn Engine> + Sync),
    on_game: &(dyn Fn(&GameResult) + Sync),
    stop: &AtomicBool,
) -> MatchSummary {
    let next = AtomicUsize::new(0);
    let summary = Mutex::new(MatchSummary::default());
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| {
                let mut engines = [make_a(), make_b()];
                loop {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= options.games {
                        break;
                    }
                    let pair = index / 2;
                    let opening =
                        opening(&options.rules, options.seed, pair, options.opening_plies);
                    let mut seed = options.seed ^ 0xa5a5_a5a5 ^ (index as u64) << 20;
                    let game_seed = splitmix64(&mut seed);
                    let result = play_game(
                        &options.rules,
                        &mut engines,
                        index.is_multiple_of(2),
                        &opening,
                        game_seed,
                        index,
                    );
                    on_game(&result);
                    summary.lock().expect("no panics hold it").add(&result);
                }
            });
        }
    });
    summary.into_inner().expect("no panics hold it")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_even_and_lopsided_scores() {
        let even = MatchSummary {
            wins: 50,
            draws: 0,
            losses: 50,
            ..Default::default()
        };
        let (elo, margin) = even.elo();
        assert!(elo.abs() < 1e-9);
        assert!((60.0..80.0).contains(&margin), "{margin}");
        let three_to_one = MatchSummary {
            wins: 150,
            draws: 0,
            losses: 50,
            ..Default::default()
        };
        assert!((three_to_one.elo().0 - 190.8).abs() < 0.5);
        let line = SummaryLine {
            a: "hard",
            b: "medium",
            summary: &three_to_one,
        }
        .to_string();
        assert!(line.starts_with("hard vs medium: +150 =0 -50, score 75.0%, Elo +191 ± "));
    }

    #[test]
    fn no_capture_draws_are_counted_by_who_was_ahead() {
        let game = |end, a_score, a_lead| GameResult {
            index: 0,
            a_white: true,
            a_score,
            end: Some(end),
            actions: Vec::new(),
            a_lead,
            moves: [0; 2],
            total_time: [Duration::ZERO; 2],
            max_time: [Duration::ZERO; 2],
        };
        let mut summary = MatchSummary::default();
        for (end, score, lead) in [
            (EndReason::NoCaptureLimit, 0.5, 2),
            (EndReason::NoCaptureLimit, 0.5, 0),
            (EndReason::NoCaptureLimit, 0.5, -1),
            (EndReason::NoCaptureLimit, 0.5, 3),
            (EndReason::CapturedOut, 1.0, 4),
        ] {
            summary.add(&game(end, score, lead));
        }
        assert_eq!(summary.no_capture_draws, 4);
        assert_eq!(summary.no_capture_leads, [2, 1]);
    }

    #[test]
    fn the_wins_of_each_side_are_measured_apart() {
        let game = |a_score, plies| GameResult {
            index: 0,
            a_white: true,
            a_score,
            end: Some(EndReason::CapturedOut),
            actions: vec![Action::PASS; plies],
            a_lead: 0,
            moves: [0; 2],
            total_time: [Duration::ZERO; 2],
            max_time: [Duration::ZERO; 2],
        };
        let mut summary = MatchSummary::default();
        for (score, plies) in [(1.0, 60), (1.0, 100), (0.0, 150), (0.5, 121)] {
            summary.add(&game(score, plies));
        }
        assert_eq!(summary.mean_win_plies(), [80.0, 150.0]);
        assert!((summary.mean_decisive_plies() - 310.0 / 3.0).abs() < 1e-9);
        assert_eq!(MatchSummary::default().mean_win_plies(), [0.0, 0.0]);
    }
}
