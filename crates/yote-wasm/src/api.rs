//! The module's operations over text, natively testable: each takes the rules string and
//! positions or actions in the project's notation and answers text, or an error message.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use yote_ai::{Limit, Limits, SearchOptions, SearchResult, Tt, bench, search};
use yote_rating::{Glicko, START};
use yote_referee::{Stage, Table, Verdict};
use yote_rules::{Action, Color, Detail, Position, Rules, perft};
use yote_tablebase::{Tablebase, format, registry};

/// The longest search the module runs (whatever the limits asked): a minute.
const HARD_CAP: Duration = Duration::from_secs(60);
/// The largest hash table a search may ask for, in MB: the module's memory grows by it.
pub const MAX_HASH_MB: u32 = 64;
/// The deepest perft asked for: beyond it one call would run for minutes.
pub const MAX_PERFT_DEPTH: u32 = 8;

fn rules(text: &str) -> Result<Rules, String> {
    text.parse().map_err(|e| format!("rules: {e}"))
}

/// `text`, or the start position when it is empty.
fn position(text: &str, rules: &Rules) -> Result<Position, String> {
    if text.trim().is_empty() {
        Ok(Position::new(rules))
    } else {
        Position::parse(text.trim(), rules).map_err(|e| format!("position: {e}"))
    }
}

/// Every legal action in `position`, in the rules crate's order, separated by spaces.
pub fn legal(rules_text: &str, position_text: &str) -> Result<String, String> {
    let rules = rules(rules_text)?;
    let position = position(position_text, &rules)?;
    Ok(join(&position.legal_actions(&rules)))
}

/// The position after `action`.
pub fn play(rules_text: &str, position_text: &str, action: &str) -> Result<String, String> {
    let rules = rules(rules_text)?;
    let position = position(position_text, &rules)?;
    let action: Action = action.parse().map_err(|e| format!("action: {e}"))?;
    position
        .play(&rules, action)
        .map(|p| p.to_string())
        .map_err(|e| format!("play: {e}"))
}

/// The end of the game in `position`: empty while it goes on, else `<result> <reason>`
/// (`1-0 captured-out`, `1/2-1/2 few-pieces`, ...).
pub fn outcome(rules_text: &str, position_text: &str) -> Result<String, String> {
    let rules = rules(rules_text)?;
    let position = position(position_text, &rules)?;
    Ok(position
        .outcome(&rules)
        .map(|o| format!("{} {}", o.result(), o.reason))
        .unwrap_or_default())
}

/// The number of lines of `depth` plies from `position`.
pub fn perft_count(rules_text: &str, position_text: &str, depth: u32) -> Result<u64, String> {
    let rules = rules(rules_text)?;
    let position = position(position_text, &rules)?;
    if depth > MAX_PERFT_DEPTH {
        return Err(format!("perft: depth {depth} is above {MAX_PERFT_DEPTH}"));
    }
    Ok(perft(&position, &rules, depth))
}

/// What bounds one search: 0 (or less) in a field means no such limit. Under none at all the
/// search stops at the hard cap.
#[derive(Debug, Clone, Copy, Default)]
pub struct SearchLimits {
    pub depth: u32,
    pub nodes: f64,
    pub movetime_ms: f64,
    pub hash_mb: u32,
}

/// A search of the last position of `history` (positions separated by newlines, the game so
/// far oldest first; an empty line is the start position), answered as lines:
/// `action <a or ->`, `score <s>` (hundredths of a piece, or `win n` / `loss n` plies),
/// `depth <d>`, `nodes <n>`, `time_ms <t>`, `pv <a b c ...>`.
pub fn search_text(
    rules_text: &str,
    history_text: &str,
    limits: SearchLimits,
) -> Result<String, String> {
    let rules = rules(rules_text)?;
    let history = history(history_text, &rules)?;
    let mut bounds = Limits::capped(HARD_CAP);
    if limits.depth > 0 {
        bounds = bounds.with(Limit::Depth(limits.depth));
    }
    if limits.nodes >= 1.0 {
        bounds = bounds.with(Limit::Nodes(limits.nodes as u64));
    }
    if limits.movetime_ms > 0.0 {
        bounds = bounds.with(Limit::Time(Duration::from_secs_f64(
            limits.movetime_ms / 1000.0,
        )));
    }
    let hash = limits.hash_mb.clamp(1, MAX_HASH_MB) as usize;
    let tt = Tt::try_new(hash).map_err(|e| format!("hash: {e}"))?;
    let stop = AtomicBool::new(false);
    let result = search(
        &rules,
        &history,
        &SearchOptions::new(bounds),
        &tt,
        &stop,
        &mut |_| {},
    );
    Ok(result_text(&result))
}

/// Positions one a line, the game so far oldest first; an empty line is the start position, as
/// everywhere in this interface.
fn history(text: &str, rules: &Rules) -> Result<Vec<Position>, String> {
    let lines = text.strip_suffix('\n').unwrap_or(text);
    lines.split('\n').map(|l| position(l, rules)).collect()
}

/// A search's answer as the module gives it (see [`search_text`]).
fn result_text(result: &SearchResult) -> String {
    format!(
        "action {}\nscore {}\ndepth {}\nnodes {}\ntime_ms {}\npv {}",
        result
            .action
            .map_or_else(|| "-".to_owned(), |a| a.to_string()),
        result.score,
        result.depth,
        result.nodes,
        result.time.as_millis(),
        join(&result.pv),
    )
}

/// The computer of `level` (`beginner` … `master`, as on the site) choosing in the last
/// position of `history`, with the site's recipe for that level (its depth or node budget, its
/// time cap, and the weaknesses of the gentler levels) and `seed`, within `cap_ms` when above
/// 0: the same choice as the server's for the same seed. Answered as [`search_text`].
pub fn level_text(
    rules_text: &str,
    history_text: &str,
    level_text: &str,
    seed: u64,
    cap_ms: f64,
) -> Result<String, String> {
    let rules = rules(rules_text)?;
    let history = history(history_text, &rules)?;
    let level: yote_ai::Level = level_text.parse().map_err(|e| format!("level: {e}"))?;
    let cap = (cap_ms > 0.0).then(|| Duration::from_secs_f64(cap_ms / 1000.0));
    Ok(result_text(&yote_ai::level_search(
        &rules, &history, level, seed, cap,
    )))
}

/// The endgame tables the computer needs in `position` (docs/tablebases.md "In the page"):
/// empty when no table can hold it (a hand not empty, more pieces than any table, rules
/// without a no-capture limit); else the line `folder <name>` (the tables' folder on the site,
/// `/tablebases/<name>/`), then a line per file, `<file> <bytes> loaded|missing`, the
/// position's own table first. The page fetches the missing ones and gives each to
/// [`table_load`].
pub fn table_needs(rules_text: &str, position_text: &str) -> Result<String, String> {
    let rules = rules(rules_text)?;
    let position = position(position_text, &rules)?;
    let Some(empty) = Tablebase::empty(&rules) else {
        return Ok(String::new());
    };
    let loaded = registry::for_rules(&rules);
    let needs = empty.needs(&position);
    if needs.is_empty() {
        return Ok(String::new());
    }
    let mut out = format!("folder {}", format::folder_name(&rules));
    for (m, o) in needs {
        let have = loaded.as_ref().is_some_and(|t| t.table(m, o).is_some());
        out.push_str(&format!(
            "\n{} {} {}",
            format::file_name(m, o),
            format::file_len(&empty, m, o),
            if have { "loaded" } else { "missing" }
        ));
    }
    Ok(out)
}

/// Adds a table's file (its bytes as fetched) to the tables the computer uses under the
/// rules; answers its file name, or why the file is refused (nothing then changes).
pub fn table_load(rules_text: &str, bytes: &[u8]) -> Result<String, String> {
    let rules = rules(rules_text)?;
    registry::load_file(&rules, bytes)
        .map(|(m, o)| format::file_name(m, o))
        .map_err(|e| format!("table: {e}"))
}

/// `yote bench`: the nodes of each bench position, then the total (the signature) and time:
/// `nodes n1 n2 ...`, `total N`, `time_ms t`.
pub fn bench_text(depth_offset: i32) -> String {
    let report = bench(depth_offset);
    let nodes: Vec<String> = report.nodes.iter().map(u64::to_string).collect();
    format!(
        "nodes {}\ntotal {}\ntime_ms {}",
        nodes.join(" "),
        report.total_nodes,
        report.time.as_millis()
    )
}

/// A rating as the module passes it: rating, deviation, volatility. (Numbers cross as numbers,
/// never as text: formatting and parsing floats would double the module's size.)
pub type Figures = [f64; 3];

fn glicko([rating, deviation, volatility]: Figures) -> Result<Glicko, String> {
    let g = Glicko {
        rating,
        deviation,
        volatility,
    };
    g.is_sound().then_some(g).ok_or_else(|| {
        "rating: not a rating (finite figures, deviation and volatility above 0)".into()
    })
}

fn figures(g: Glicko) -> Figures {
    [g.rating, g.deviation, g.volatility]
}

/// A new player's rating.
pub fn rating_start() -> Figures {
    figures(START)
}

/// The rating after one Glicko-2 period at the system constant `tau` (the site's, 0.75, when
/// 0 or less): `games` each an opponent's rating and deviation and the score (1, 0.5 or 0).
pub fn rating_after(player: Figures, games: &[Figures], tau: f64) -> Result<Figures, String> {
    let player = glicko(player)?;
    let mut played = Vec::with_capacity(games.len());
    for &[rating, deviation, score] in games {
        // An opponent's volatility plays no part in a period: a new player's stands in.
        let opponent = glicko([rating, deviation, START.volatility])?;
        if !(0.0..=1.0).contains(&score) {
            return Err("score: expected 1, 0.5 or 0".into());
        }
        played.push((opponent, score));
    }
    if played.is_empty() {
        return Err("no game to rate".into());
    }
    let tau = if tau > 0.0 { tau } else { yote_rating::TAU };
    Ok(figures(player.after_with(&played, tau)))
}

/// The solver's puzzle rating (`None`: a new solver) after a puzzle rated `puzzle`, `solved` or
/// not, as the site rates every puzzle.
pub fn puzzle_rating(
    player: Option<Figures>,
    puzzle: f64,
    solved: bool,
) -> Result<Figures, String> {
    if !puzzle.is_finite() {
        return Err("puzzle rating: not a rating".into());
    }
    let player = player.map_or(Ok(START), glicko)?;
    Ok(figures(player.after_puzzle(puzzle, solved)))
}

/// What the site's referee answers to a request in a game played in the page (its offline
/// games and puzzles), with the server's own judgement (the `yote-referee` crate): the same
/// refusals, codes, sentences and details as a server's table.
///
/// - `history`: the game's positions, one a line, the start first (an empty line: the rules'
///   start), one more than the actions;
/// - `game`: lines `seat <white|black|both|none>` (the sides the asker holds), `actions <a b
///   ...>` (the actions played, space-separated) and, once the game is over, `ending <result>
///   <end>` (`1-0 resignation`, `* aborted`);
/// - `request`: `act <ply> <action>`, `abort`, or `live` (any other request that needs a game
///   being played: a resignation, a draw offer).
///
/// Answers `play <ply> <white|black>` then `action <the action as stored>`, `position <after>`
/// and, when the action ends the
/// game, `outcome <result> <reason>`; or `duplicate <ply>`; or `ok`; or `refused <code>`, then
/// `message <sentence>` and a line `arg <name> <n|t> <value>` per detail (a number or a text).
pub fn judge(
    rules_text: &str,
    history_text: &str,
    game_text: &str,
    request_text: &str,
) -> Result<String, String> {
    let rules = rules(rules_text)?;
    let positions = history(history_text, &rules)?;
    let mut seat = None;
    let mut actions = Vec::new();
    let mut ending = None;
    for line in game_text.lines() {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "seat" => seat = Some(value),
            "actions" => {
                for a in value.split_whitespace() {
                    actions.push(a.parse::<Action>().map_err(|e| format!("actions: {e}"))?);
                }
            }
            "ending" => {
                ending = Some(
                    value
                        .split_once(' ')
                        .ok_or("ending: expected <result> <end>")?,
                )
            }
            "" => {}
            _ => return Err(format!("game: unknown line {key}")),
        }
    }
    if positions.len() != actions.len() + 1 {
        return Err("history: expected one position more than the actions".into());
    }
    let holds = |c: Color| match seat {
        Some("both") => true,
        Some("white") => c == Color::White,
        Some("black") => c == Color::Black,
        _ => false,
    };
    let movers: Vec<Color> = positions[..actions.len()]
        .iter()
        .map(Position::side_to_move)
        .collect();
    let stage = match ending {
        Some((result, end)) => Stage::Over { result, end },
        None => Stage::Playing,
    };
    let table = Table {
        rules: &rules,
        position: &positions[actions.len()],
        actions: &actions,
        movers: &movers,
        stage,
        max_plies: yote_referee::MAX_PLIES,
    };
    let mut words = request_text.split_whitespace();
    let answer = match (words.next(), words.next(), words.next()) {
        (Some("act"), Some(ply), action) => {
            let ply: usize = ply.parse().map_err(|_| "act: the ply is not a number")?;
            yote_referee::act(&table, holds, ply, action.unwrap_or("")).map(|v| match v {
                Verdict::Duplicate { ply } => format!("duplicate {ply}"),
                Verdict::Play {
                    ply,
                    mover,
                    action,
                    after,
                    outcome,
                } => {
                    let mut out = format!(
                        "play {ply} {}\naction {action}\nposition {after}",
                        mover.name()
                    );
                    if let Some(o) = outcome {
                        out.push_str(&format!("\noutcome {} {}", o.result(), o.reason));
                    }
                    out
                }
            })
        }
        (Some("abort"), None, None) => {
            let both = [Color::White, Color::Black]
                .iter()
                .all(|c| movers.contains(c));
            yote_referee::abort(stage, both).map(|()| "ok".to_owned())
        }
        (Some("live"), None, None) => yote_referee::must_be_live(stage).map(|()| "ok".to_owned()),
        _ => return Err(format!("request: unknown {request_text}")),
    };
    Ok(answer.unwrap_or_else(|refused| {
        let mut out = format!(
            "refused {}\nmessage {}",
            refused.code().as_str(),
            refused.message()
        );
        for (name, detail) in refused.details() {
            match detail {
                Detail::Number(n) => out.push_str(&format!("\narg {name} n {n}")),
                Detail::Text(t) => out.push_str(&format!("\narg {name} t {t}")),
            }
        }
        out
    }))
}

fn join(actions: &[Action]) -> String {
    let texts: Vec<String> = actions.iter().map(Action::to_string).collect();
    texts.join(" ")
}
