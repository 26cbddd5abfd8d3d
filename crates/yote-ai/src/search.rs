//! The search: iterative deepening over a principal-variation alpha-beta search with a
//! transposition table, killer and history ordering, late-move reductions and a quiescence
//! search over jumps. One thread by default; more threads share the table (lazy SMP).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use yote_rules::{Action, ActionKind, Outcome, Position, Rules};

use crate::clock::Instant;
use crate::endgame::Tables;
use crate::eval::{EvalParams, evaluate};
use crate::limits::Limits;
use crate::movepick::{History, OrderContext, pick, score_actions};
use crate::score::{INF, WIN, WIN_BOUND};
use crate::score::{Info, Score, SearchResult};
use crate::tt::{Bound, Tt};
use crate::tune;
use crate::zobrist::{self, splitmix64};
use yote_rules::bitboard::victims;

/// The deepest ply any line reaches, quiescence included.
const MAX_PLY: usize = 96;

/// How one search plays: its limits, its evaluation and the deliberate weaknesses of the weaker
/// levels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchOptions {
    pub limits: Limits,
    pub eval: EvalParams,
    /// Whether lines are extended by jumps past the horizon.
    pub quiescence: bool,
    /// Each root action gets a random bonus below this (0: none), drawn from the seed.
    pub noise: i32,
    /// Percent of the root's jumps that are overlooked (drawn from the seed).
    pub miss_jumps_percent: u32,
    /// Drives the noise and the overlooked jumps; the search is deterministic for a given seed
    /// on one thread under depth or node limits.
    pub seed: u64,
    /// Search threads (1 unless asked).
    pub threads: usize,
    /// Whether positions the loaded endgame tables hold are answered from them
    /// (`yote_tablebase::registry`), and a root they hold is played from them (with the
    /// `tablebases` feature, on by default).
    pub tablebases: bool,
}

impl SearchOptions {
    /// The full engine under `limits`.
    pub fn new(limits: Limits) -> SearchOptions {
        SearchOptions {
            limits,
            eval: EvalParams::FULL,
            quiescence: true,
            noise: 0,
            miss_jumps_percent: 0,
            seed: 0,
            threads: 1,
            tablebases: false,
        }
    }
}

/// Searches the last position of `history` (the game so far, oldest first; repetitions of
/// earlier positions count as draws). `stop` ends the search early when set by another thread;
/// `on_info` hears of each completed iteration.
pub fn search(
    rules: &Rules,
    history: &[Position],
    options: &SearchOptions,
    tt: &Tt,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&Info),
) -> SearchResult {
    let root = *history.last().expect("a search needs a position");
    let started = Instant::now();
    let tables = Tables::for_search(rules, options.tablebases);
    if let Some(result) = tables.as_ref().and_then(|t| t.root(&root, started)) {
        // Said as an iteration of depth 0: the tables' score and line.
        on_info(&Info {
            depth: result.depth,
            score: result.score,
            nodes: result.nodes,
            time: result.time,
            pv: result.pv.clone(),
        });
        return result;
    }
    tt.new_search();
    let done = AtomicBool::new(false);
    let helpers = options.threads.max(1) - 1;
    std::thread::scope(|scope| {
        for k in 0..helpers {
            let done = &done;
            let tables = tables.clone();
            scope.spawn(move || {
                let mut helper = Searcher::new(rules, history, options, tt, stop, done, tables);
                helper.first_depth = 1 + (k as u32 % 2) + 1;
                helper.node_limit = u64::MAX;
                helper.root_search(&root, &mut |_| {});
            });
        }
        let mut main = Searcher::new(rules, history, options, tt, stop, &done, tables.clone());
        let result = main.root_search(&root, on_info);
        done.store(true, Ordering::Relaxed);
        result
    })
}

struct Searcher<'a> {
    rules: &'a Rules,
    options: &'a SearchOptions,
    tt: &'a Tt,
    stop: &'a AtomicBool,
    done: &'a AtomicBool,
    stopped: bool,
    start: Instant,
    deadline: Duration,
    node_limit: u64,
    nodes: u64,
    first_depth: u32,
    /// Hashes of the game's positions, then of the current line; the current position last.
    keys: Vec<u64>,
    buffers: Vec<Vec<Action>>,
    orders: Vec<Vec<(i32, u16)>>,
    killers: Vec<[Option<Action>; 2]>,
    history: History,
    pv: Vec<Vec<Action>>,
    /// The endgame tables.
    tables: Option<Tables>,
}

impl<'a> Searcher<'a> {
    #[allow(clippy::too_many_arguments)]
    fn new(
        rules: &'a Rules,
        game: &[Position],
        options: &'a SearchOptions,
        tt: &'a Tt,
        stop: &'a AtomicBool,
        done: &'a AtomicBool,
        tables: Option<Tables>,
    ) -> Searcher<'a> {
        let mut keys = Vec::with_capacity(game.len() + MAX_PLY);
        keys.extend(game.iter().map(zobrist::hash));
        Searcher {
            rules,
            options,
            tt,
            stop,
            done,
            stopped: false,
            start: Instant::now(),
            deadline: options.limits.deadline(),
            node_limit: options.limits.nodes.unwrap_or(u64::MAX),
            nodes: 0,
            first_depth: 1,
            keys,
            buffers: (0..MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            orders: (0..MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            killers: vec![[None; 2]; MAX_PLY],
            history: History::new(),
            pv: (0..MAX_PLY).map(|_| Vec::with_capacity(16)).collect(),
            tables,
        }
    }

    /// The tables' score of `position`, `ply` plies from the root, if they hold it.
    #[inline]
    fn probe_tables(&mut self, position: &Position, ply: usize) -> Option<i32> {
        let score = self.tables.as_ref()?.score(position, ply)?;
        self.nodes += 1;
        Some(score)
    }

    /// Whether the search must end now (sets `stopped`).
    #[inline]
    fn check_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.node_limit
            || (self.nodes & 255 == 0
                && (self.stop.load(Ordering::Relaxed)
                    || self.done.load(Ordering::Relaxed)
                    || self.start.elapsed() >= self.deadline))
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn root_search(&mut self, root: &Position, on_info: &mut dyn FnMut(&Info)) -> SearchResult {
        let rules = self.rules;
        let opts = self.options;
        let mut actions = root.legal_actions(rules);
        let nothing = |searcher: &Searcher, score| SearchResult {
            action: None,
            score,
            depth: 0,
            nodes: searcher.nodes,
            time: searcher.start.elapsed(),
            pv: Vec::new(),
        };
        if actions.is_empty() {
            let score = root
                .outcome(rules)
                .map_or(0, |o| terminal_score(o, root, 0));
            return nothing(self, Score::from_raw(score));
        }
        let mut rng = opts.seed ^ 0x0123_4567_89ab_cdef;
        if opts.miss_jumps_percent > 0 {
            let seen: Vec<Action> = actions
                .iter()
                .copied()
                .filter(|a| {
                    !a.is_capture()
                        || splitmix64(&mut rng) % 100 >= u64::from(opts.miss_jumps_percent)
                })
                .collect();
            if !seen.is_empty() {
                actions = seen;
            }
        }
        // (action, random bonus), best first.
        let ctx = OrderContext::new(rules, root);
        let mut order = Vec::new();
        score_actions(
            &ctx,
            &actions,
            None,
            &[None, None],
            &self.history,
            &mut order,
        );
        order.sort_by_key(|&(s, i)| (-s, i));
        let mut moves: Vec<(Action, i32)> = order
            .iter()
            .map(|&(_, i)| {
                let noise = if opts.noise > 0 {
                    (splitmix64(&mut rng) % opts.noise as u64) as i32
                } else {
                    0
                };
                (actions[usize::from(i)], noise)
            })
            .collect();
        let mut result = SearchResult {
            action: Some(moves[0].0),
            score: Score::Value(evaluate(rules, root, &opts.eval)),
            depth: 0,
            nodes: 0,
            time: Duration::ZERO,
            pv: vec![moves[0].0],
        };
        if moves.len() == 1 {
            result.time = self.start.elapsed();
            return result;
        }
        for depth in self.first_depth..=opts.limits.max_depth() {
            let mut alpha = -INF;
            let mut best: Option<(usize, i32)> = None;
            for (i, &(action, noise)) in moves.iter().enumerate() {
                let mut child = *root;
                child.play_unchecked(action);
                self.keys.push(zobrist::hash(&child));
                let d = depth as i32 - 1;
                let floor = alpha - noise;
                let mut score;
                if i == 0 {
                    score = -self.negamax(&child, d, -INF, -floor, 1);
                } else {
                    score = -self.negamax(&child, d, -floor - 1, -floor, 1);
                    if score > floor && !self.stopped {
                        score = -self.negamax(&child, d, -INF, -floor, 1);
                    }
                }
                self.keys.pop();
                if self.stopped {
                    break;
                }
                if score + noise > alpha {
                    alpha = score + noise;
                    best = Some((i, score));
                    let (head, tail) = self.pv.split_at_mut(1);
                    head[0].clear();
                    head[0].push(action);
                    head[0].extend_from_slice(&tail[0]);
                }
            }
            if let Some((i, score)) = best {
                // A best action found, even in an unfinished iteration, beat the others searched.
                let chosen = moves.remove(i);
                moves.insert(0, chosen);
                result.action = Some(chosen.0);
                result.score = Score::from_raw(score);
                result.pv = self.pv[0].clone();
            }
            if self.stopped {
                break;
            }
            result.depth = depth;
            result.nodes = self.nodes;
            result.time = self.start.elapsed();
            on_info(&Info {
                depth,
                score: result.score,
                nodes: self.nodes,
                time: result.time,
                pv: result.pv.clone(),
            });
            if let Some(t) = opts.limits.movetime {
                let soft = t.min(opts.limits.hard_cap) * tune::SOFT_TIME_PERCENT / 100;
                if result.time >= soft {
                    break;
                }
            }
            if let Score::Win(n) | Score::Loss(n) = result.score
                && n <= depth
            {
                break;
            }
        }
        result.nodes = self.nodes;
        result.time = self.start.elapsed();
        result
    }

    /// Whether the current position (the last key) repeats one since the last capture, with the
    /// same side to move.
    fn is_repetition(&self, position: &Position) -> bool {
        let len = self.keys.len();
        let current = self.keys[len - 1];
        let back = usize::from(position.plies_since_capture()).min(len - 1);
        (2..=back)
            .step_by(2)
            .any(|k| self.keys[len - 1 - k] == current)
    }

    fn negamax(
        &mut self,
        position: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.pv[ply].clear();
        let rules = self.rules;
        if let Some(outcome) = position.outcome(rules) {
            return terminal_score(outcome, position, ply);
        }
        if self.is_repetition(position) {
            return 0;
        }
        if ply > 0
            && let Some(score) = self.probe_tables(position, ply)
        {
            return score;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return if self.options.quiescence {
                self.quiescence(position, alpha, beta, ply, 0)
            } else {
                self.nodes += 1;
                evaluate(rules, position, &self.options.eval)
            };
        }
        self.nodes += 1;
        if self.check_stop() {
            return 0;
        }
        let is_pv = beta - alpha > 1;
        let key = zobrist::tt_key(self.keys[self.keys.len() - 1], position);
        let mut tt_action = None;
        if let Some(hit) = self.tt.probe(key) {
            tt_action = hit.action;
            if !is_pv && hit.depth >= depth {
                let s = score_from_tt(hit.score, ply);
                match hit.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let mut actions = std::mem::take(&mut self.buffers[ply]);
        let mut order = std::mem::take(&mut self.orders[ply]);
        position.legal_actions_into(rules, &mut actions);
        if tt_action.is_some_and(|i| usize::from(i) >= actions.len()) {
            tt_action = None; // a hash collision
        }
        let ctx = OrderContext::new(rules, position);
        score_actions(
            &ctx,
            &actions,
            tt_action,
            &self.killers[ply],
            &self.history,
            &mut order,
        );
        let alpha_start = alpha;
        let mut best = -INF;
        let mut best_index = None;
        for i in 0..actions.len() {
            let index = pick(&mut order, i);
            let action = actions[usize::from(index)];
            let quiet = action.kind() != ActionKind::Jump;
            let mut child = *position;
            child.play_unchecked(action);
            let child_hash = zobrist::hash(&child);
            if depth > 1 {
                self.tt.prefetch(zobrist::tt_key(child_hash, &child));
            }
            self.keys.push(child_hash);
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            } else {
                let reduction = if depth >= tune::LMR_MIN_DEPTH
                    && i >= tune::LMR_MIN_INDEX
                    && quiet
                    && !self.killers[ply].contains(&Some(action))
                {
                    if i >= tune::LMR_DEEP_INDEX && depth > tune::LMR_MIN_DEPTH {
                        2
                    } else {
                        1
                    }
                } else {
                    0
                };
                score = -self.negamax(&child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
                if score > alpha && reduction > 0 {
                    score = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
                }
            }
            self.keys.pop();
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_index = Some(index);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, action);
                    if score >= beta {
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(action) {
                                k[1] = k[0];
                                k[0] = Some(action);
                            }
                            self.history.reward(action, depth);
                        }
                        break;
                    }
                }
            }
        }
        self.buffers[ply] = actions;
        self.orders[ply] = order;
        if self.stopped {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, depth, score_to_tt(best, ply), bound, best_index);
        best
    }

    /// Jumps only, past the horizon, until the position is quiet.
    fn quiescence(
        &mut self,
        position: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: i32,
    ) -> i32 {
        self.pv[ply].clear();
        let rules = self.rules;
        if let Some(outcome) = position.outcome(rules) {
            return terminal_score(outcome, position, ply);
        }
        if let Some(score) = self.probe_tables(position, ply) {
            return score;
        }
        self.nodes += 1;
        if self.check_stop() {
            return 0;
        }
        let stand = evaluate(rules, position, &self.options.eval);
        if qdepth >= tune::QS_MAX_DEPTH || ply >= MAX_PLY - 1 || stand >= beta {
            return stand;
        }
        let mask = rules.board_mask();
        let us = position.board(position.side_to_move());
        let them = position.board(!position.side_to_move());
        if victims(us, them, mask & !(us | them), mask) == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut actions = std::mem::take(&mut self.buffers[ply]);
        let mut order = std::mem::take(&mut self.orders[ply]);
        position.legal_actions_into(rules, &mut actions);
        let ctx = OrderContext::new(rules, position);
        order.clear();
        for (i, a) in actions.iter().enumerate() {
            if a.is_capture() {
                order.push((ctx.jump_score(*a), i as u16));
            }
        }
        let mut best = stand;
        // Jump paths tried so far, with how many of their second removals.
        let mut paths: Vec<(Action, usize)> = Vec::new();
        for i in 0..order.len() {
            let action = actions[usize::from(pick(&mut order, i))];
            let path = action.with_removal(yote_rules::Removal::None);
            match paths.iter_mut().find(|(p, _)| *p == path) {
                Some((_, n)) if *n >= tune::QS_REMOVALS => continue,
                Some((_, n)) => *n += 1,
                None => paths.push((path, 1)),
            }
            let mut child = *position;
            child.play_unchecked(action);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1, qdepth + 1);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, action);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.buffers[ply] = actions;
        self.orders[ply] = order;
        if self.stopped { 0 } else { best }
    }

    #[inline]
    fn update_pv(&mut self, ply: usize, action: Action) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(action);
        line.extend_from_slice(&tail[0]);
    }
}

/// The score of a finished game for the side to move in `position`, `ply` plies from the root.
fn terminal_score(outcome: Outcome, position: &Position, ply: usize) -> i32 {
    match outcome.winner {
        None => 0,
        Some(c) if c == position.side_to_move() => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
    }
}

/// Forced-win scores are stored relative to the node, so they stay right wherever it is reached.
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
