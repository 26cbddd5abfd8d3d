//! Puzzles: positions where exactly one action wins decisively, mined from the computer's own
//! games and verified by a full-width search of every action (docs/puzzles.md).
//!
//! A puzzle is a position and a line: the solver's action, the computer's reply, the solver's
//! next action… ending on the solver's. Each of the solver's actions is the only one whose score
//! is [`DECISIVE`] or more while every other action scores at most [`OTHERS_AT_MOST`] and [`GAP`]
//! below it, at the verification depth and at the one below it.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use yote_rules::{Action, ActionKind, Color, EndReason, Position, Removal, Rules};

use crate::level::Level;
use crate::limits::{Limit, Limits};
use crate::score::{Score, TABLE_WIN, WIN};
use crate::search::{SearchOptions, search};
use crate::tt::Tt;

/// The solver's action must score at least this (hundredths of a piece): a piece and a half
/// ahead, more than one jump's first piece can give back.
pub const DECISIVE: i32 = 150;
/// Every other action must score at most this: level or half a piece ahead, so that the
/// position is not already won whatever the solver does.
pub const OTHERS_AT_MOST: i32 = 50;
/// And at least this far below the solution, so that the solution is not one of several close
/// ones.
pub const GAP: i32 = 150;
/// The most actions of the solver in one line.
pub const MAX_SOLVER_ACTIONS: usize = 3;
/// The depth every committed puzzle is verified at (plies, with the jumps that follow): each of
/// the solver's actions must be the only decisive win at this depth and at the one below it, so
/// that neither an odd nor an even horizon decides alone (docs/puzzles.md).
pub const VERIFY_DEPTH: u32 = 7;

/// The hash table of a puzzle's searches (cleared for each position judged, so kept small).
pub const PUZZLE_HASH_MB: usize = 4;

/// What a puzzle practises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The solution takes two pieces or more at once (a jump and its second removal, or a chain).
    DoubleCapture,
    /// The solution is a chain of jumps.
    Chain,
    /// Only one choice of the second piece wins: the same jump with another removal does not.
    SecondPiece,
    /// The line ends with the opponent unable to move.
    Blocking,
    /// The solution is not a capture: a placement or a step that wins.
    Quiet,
    /// Hands empty and at most eight pieces on the board.
    Endgame,
    /// The line ends the game.
    Finish,
    /// The solver plays two actions or more.
    Long,
}

impl Theme {
    pub const ALL: [Theme; 8] = [
        Theme::DoubleCapture,
        Theme::Chain,
        Theme::SecondPiece,
        Theme::Blocking,
        Theme::Quiet,
        Theme::Endgame,
        Theme::Finish,
        Theme::Long,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Theme::DoubleCapture => "double-capture",
            Theme::Chain => "chain",
            Theme::SecondPiece => "second-piece",
            Theme::Blocking => "blocking",
            Theme::Quiet => "quiet",
            Theme::Endgame => "endgame",
            Theme::Finish => "finish",
            Theme::Long => "long",
        }
    }

    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// One puzzle, as a line of a pack: `id position line themes rating`, tab-separated, the line's
/// actions and the themes separated by spaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    pub id: String,
    pub position: Position,
    /// The solver's action first, then the reply, and so on; it ends on the solver's action.
    pub line: Vec<Action>,
    pub themes: Vec<Theme>,
    /// The starting estimate of its Glicko-2 rating (docs/puzzles.md).
    pub rating: u32,
}

/// Why a pack's line is not a puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsePuzzleError(pub String);

impl fmt::Display for ParsePuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParsePuzzleError {}

impl Puzzle {
    pub fn parse(text: &str, rules: &Rules) -> Result<Puzzle, ParsePuzzleError> {
        let bad = |what: String| ParsePuzzleError(what);
        let fields: Vec<&str> = text.split('\t').collect();
        let [id, position, line, themes, rating] = fields[..] else {
            return Err(bad(format!("{} fields, expected 5", fields.len())));
        };
        let position =
            Position::parse(position, rules).map_err(|e| bad(format!("position: {e}")))?;
        let mut at = position;
        let mut actions = Vec::new();
        for word in line.split(' ') {
            let action: Action = word
                .parse()
                .map_err(|e| bad(format!("action {word:?}: {e}")))?;
            at = at
                .play(rules, action)
                .map_err(|e| bad(format!("action {word}: {e}")))?;
            actions.push(action);
        }
        if actions.len() % 2 == 0 {
            return Err(bad("the line must end on the solver's action".into()));
        }
        let themes = if themes.is_empty() {
            Vec::new()
        } else {
            themes
                .split(' ')
                .map(|t| Theme::from_name(t).ok_or_else(|| bad(format!("theme {t:?}"))))
                .collect::<Result<_, _>>()?
        };
        let rating = rating
            .parse()
            .map_err(|_| bad(format!("rating {rating:?}")))?;
        Ok(Puzzle {
            id: id.to_owned(),
            position,
            line: actions,
            themes,
            rating,
        })
    }

    /// The solver's colour.
    pub fn solver(&self) -> Color {
        self.position.side_to_move()
    }
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line: Vec<String> = self.line.iter().map(Action::to_string).collect();
        let themes: Vec<&str> = self.themes.iter().map(|t| t.name()).collect();
        write!(
            f,
            "{}\t{}\t{}\t{}\t{}",
            self.id,
            self.position,
            line.join(" "),
            themes.join(" "),
            self.rating
        )
    }
}

/// A pack's puzzles (lines starting with `#` are comments), or the first line that is not one,
/// with its number.
pub fn read_pack(text: &str, rules: &Rules) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(i, l)| Puzzle::parse(l, rules).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// A search score as one comparable number, from the side to move.
fn raw(score: Score) -> i32 {
    match score {
        Score::Value(v) => v,
        Score::Win(n) => WIN - n as i32,
        Score::Loss(n) => -WIN + n as i32,
        Score::TableWin(n) => TABLE_WIN - n as i32,
        Score::TableLoss(n) => -TABLE_WIN + n as i32,
    }
}

/// Each legal action of `position` with its score at `depth` for the side to move, best first.
pub fn score_actions(
    rules: &Rules,
    position: &Position,
    depth: u32,
    tt: &Tt,
) -> Vec<(Action, i32)> {
    let me = position.side_to_move();
    let stop = AtomicBool::new(false);
    // No endgame tables: a puzzle's verification must not depend on the files a machine has.
    let options = SearchOptions::new(
        Limits::capped(Duration::from_secs(600)).with(Limit::Depth(depth.max(1) - 1)),
    );
    let mut scored: Vec<(Action, i32)> = position
        .legal_actions(rules)
        .into_iter()
        .map(|action| {
            let mut child = *position;
            child.play_unchecked(action);
            let score = match child.outcome(rules) {
                Some(outcome) => match outcome.winner {
                    Some(w) if w == me => WIN - 1,
                    Some(_) => -(WIN - 1),
                    None => 0,
                },
                None if depth <= 1 => -crate::eval::evaluate(rules, &child, &options.eval),
                None => -raw(search(rules, &[child], &options, tt, &stop, &mut |_| {}).score),
            };
            (action, score)
        })
        .collect();
    scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    scored
}

/// The only action of `position` that wins decisively at `depth`, if there is exactly one.
/// The hash table is cleared first, so that the answer depends on the position alone.
pub fn unique_win(rules: &Rules, position: &Position, depth: u32, tt: &Tt) -> Option<Action> {
    tt.clear();
    let scored = score_actions(rules, position, depth, tt);
    let &(best, score) = scored.first()?;
    let second = scored.get(1).map_or(-WIN, |&(_, s)| s);
    (score >= DECISIVE && second <= OTHERS_AT_MOST && second <= score - GAP).then_some(best)
}

/// The only action of `position` that wins decisively both at `depth` and at `depth - 1`.
pub fn stable_win(rules: &Rules, position: &Position, depth: u32, tt: &Tt) -> Option<Action> {
    let deep = unique_win(rules, position, depth, tt)?;
    (depth <= 2 || unique_win(rules, position, depth - 1, tt) == Some(deep)).then_some(deep)
}

/// The computer's reply in `position` (the best action at `depth`).
fn reply(rules: &Rules, position: &Position, depth: u32, tt: &Tt) -> Option<Action> {
    let options =
        SearchOptions::new(Limits::capped(Duration::from_secs(600)).with(Limit::Depth(depth)));
    let stop = AtomicBool::new(false);
    search(rules, &[*position], &options, tt, &stop, &mut |_| {}).action
}

/// The puzzle that starts at `position`, if it is one at `depth`: its line (up to
/// [`MAX_SOLVER_ACTIONS`] of the solver's), themes and rating. `id` is left empty.
pub fn find(rules: &Rules, position: &Position, depth: u32, tt: &Tt) -> Option<Puzzle> {
    if position.is_game_over(rules) {
        return None;
    }
    // A cheaper look first: most candidates have no unique win two plies shallower either.
    if depth > 4 {
        unique_win(rules, position, depth - 2, tt)?;
    }
    let first = stable_win(rules, position, depth, tt)?;
    let mut line = vec![first];
    let mut at = position.play(rules, first).ok()?;
    while line.len() < 2 * MAX_SOLVER_ACTIONS - 1 && !at.is_game_over(rules) {
        let Some(answer) = reply(rules, &at, depth, tt) else {
            break;
        };
        let after = at.play(rules, answer).ok()?;
        if after.is_game_over(rules) {
            break;
        }
        let Some(next) = stable_win(rules, &after, depth, tt) else {
            break;
        };
        line.push(answer);
        line.push(next);
        at = after.play(rules, next).ok()?;
    }
    let themes = themes(rules, position, &line);
    // The shallowest depth that already sees the first action as the only win: the deeper it
    // hides, the harder the puzzle.
    let seen_at = (1..depth)
        .find(|&d| unique_win(rules, position, d, tt) == Some(first))
        .unwrap_or(depth);
    let rating = 900 + 150 * seen_at + 200 * (line.len() as u32 / 2);
    Some(Puzzle {
        id: String::new(),
        position: *position,
        line,
        themes,
        rating,
    })
}

fn themes(rules: &Rules, position: &Position, line: &[Action]) -> Vec<Theme> {
    let first = line[0];
    let mut themes = Vec::new();
    if first.is_capture() && (first.jump_count() >= 2 || first.removal() != Removal::None) {
        themes.push(Theme::DoubleCapture);
    }
    if first.jump_count() >= 2 {
        themes.push(Theme::Chain);
    }
    if first.is_capture() && first.removal() != Removal::None {
        let others = position
            .legal_actions(rules)
            .into_iter()
            .filter(|a| *a != first && a.is_capture() && a.with_removal(first.removal()) == first)
            .count();
        // unique_win already says none of them wins.
        if others > 0 {
            themes.push(Theme::SecondPiece);
        }
    }
    let mut end = *position;
    for &a in line {
        end.play_unchecked(a);
    }
    let blocked = matches!(
        end.outcome(rules).map(|o| o.reason),
        Some(EndReason::Blocked | EndReason::BothBlocked)
    ) || (!end.is_game_over(rules) && !end.has_action(rules, end.side_to_move()));
    if blocked {
        themes.push(Theme::Blocking);
    }
    if matches!(first.kind(), ActionKind::Place | ActionKind::Step) {
        themes.push(Theme::Quiet);
    }
    let pieces = position.count(Color::White) + position.count(Color::Black);
    if position.hand(Color::White) == 0 && position.hand(Color::Black) == 0 && pieces <= 8 {
        themes.push(Theme::Endgame);
    }
    if end.is_game_over(rules) {
        themes.push(Theme::Finish);
    }
    if line.len() >= 3 {
        themes.push(Theme::Long);
    }
    themes
}

/// Checks `puzzle` at `depth`: every one of the solver's actions is the only decisive win of
/// its position, and the line is legal.
pub fn verify(rules: &Rules, puzzle: &Puzzle, depth: u32, tt: &Tt) -> Result<(), String> {
    let mut at = puzzle.position;
    for (i, &action) in puzzle.line.iter().enumerate() {
        if i % 2 == 0 {
            match stable_win(rules, &at, depth, tt) {
                Some(found) if found == action => {}
                Some(found) => {
                    return Err(format!(
                        "{}: action {} ({action}) is not the answer: the only decisive win at depths {} and {depth} is {found}",
                        puzzle.id,
                        i + 1,
                        depth - 1
                    ));
                }
                None => {
                    return Err(format!(
                        "{}: action {} ({action}) is not the only decisive win at depths {} and {depth}",
                        puzzle.id,
                        i + 1,
                        depth - 1
                    ));
                }
            }
        }
        at = at
            .play(rules, action)
            .map_err(|e| format!("{}: action {} ({action}): {e}", puzzle.id, i + 1))?;
    }
    Ok(())
}

/// The puzzles of one game of the computer against itself: `easy` against `medium` (colours
/// swapped on odd games), its randomness drawn from `seed` and `game`. A position is judged at
/// `depth` when a shallow search (depth 3) sees a decisive action in it. Deterministic.
pub fn mine_game(rules: &Rules, seed: u64, game: u64, depth: u32, tt: &Tt) -> Vec<Puzzle> {
    let game_seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(game);
    let levels = if game.is_multiple_of(2) {
        [Level::Easy, Level::Medium]
    } else {
        [Level::Medium, Level::Easy]
    };
    let mut found = Vec::new();
    let mut history = vec![Position::new(rules)];
    for ply in 0..crate::matches::MAX_GAME_PLIES {
        let position = *history.last().expect("a position");
        if position.is_game_over(rules) {
            break;
        }
        tt.clear();
        let shallow = score_actions(rules, &position, 3, tt);
        if shallow.first().is_some_and(|&(_, s)| s >= DECISIVE)
            && let Some(mut puzzle) = find(rules, &position, depth, tt)
        {
            puzzle.id = format!("{:08x}", crate::zobrist::hash(&position) as u32);
            found.push(puzzle);
        }
        let level = levels[ply % 2];
        let seed = game_seed ^ (ply as u64).wrapping_mul(0x2545_f491_4f6c_dd1d);
        let Some(action) = crate::play::choose_action_in_game(rules, &history, level, seed, None)
        else {
            break;
        };
        let mut next = position;
        next.play_unchecked(action);
        history.push(next);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pack_line_reads_and_writes_back_the_same() {
        let rules = Rules::standard();
        let line = "4f5374da\tBB1W1B/B1WWWB/W2WWB/WWBBBW/W1BBBW w 0 0 40\tb2-b3 c2-c3 c4xc2/c1\tquiet long\t1850";
        let puzzle = Puzzle::parse(line, &rules).expect("a puzzle");
        assert_eq!(puzzle.line.len(), 3);
        assert_eq!(puzzle.themes, [Theme::Quiet, Theme::Long]);
        assert_eq!(puzzle.solver(), Color::White);
        assert_eq!(puzzle.to_string(), line);
    }

    #[test]
    fn a_line_that_is_not_a_puzzle_says_why() {
        let rules = Rules::standard();
        let position = "BB1W1B/B1WWWB/W2WWB/WWBBBW/W1BBBW w 0 0 40";
        let cases = [
            ("x\ty", "2 fields, expected 5"),
            (
                &format!("a\t{position}\tb2-b3 c2-c3\t\t1000"),
                "the line must end on the solver's action",
            ),
            (&format!("a\t{position}\tb2-b4\t\t1000"), "action b2-b4: "),
            (
                &format!("a\t{position}\tb2-b3\tbrilliant\t1000"),
                "theme \"brilliant\"",
            ),
            (&format!("a\t{position}\tb2-b3\t\tgood"), "rating \"good\""),
        ];
        for (text, expected) in cases {
            let error = Puzzle::parse(text, &rules).unwrap_err().to_string();
            assert!(error.starts_with(expected), "{text}: {error}");
        }
    }

    #[test]
    fn every_theme_is_named_once() {
        for theme in Theme::ALL {
            assert_eq!(Theme::from_name(theme.name()), Some(theme));
        }
        assert_eq!(Theme::from_name("mate"), None);
    }

    #[test]
    fn a_found_puzzle_passes_its_own_verification_and_a_position_with_no_win_is_none() {
        let rules = Rules::standard();
        let tt = Tt::new(PUZZLE_HASH_MB);
        // The game's start: nothing wins there.
        assert_eq!(find(&rules, &Position::new(&rules), 5, &tt), None);
        let found = mine_game(&rules, 3, 0, 5, &tt);
        assert!(
            !found.is_empty(),
            "a game of easy against medium has tactics"
        );
        for p in &found {
            verify(&rules, p, 5, &tt).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(p.id.len(), 8);
        }
    }
}
