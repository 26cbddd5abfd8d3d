//! Every exercise of `web/learn/lessons.txt` played with the rules crate (docs/learn.md): its
//! goal is reachable in exactly its three-star count, its stored solution reaches it within that
//! count with each action one the page accepts, and its hint is a legal action. The page
//! (web/learn.js) judges actions by the same rules: an action that waits for no answer must keep
//! the goal reachable in the actions left; where the computer answers, it must keep the goal
//! forced (the engine module's search, with the endgame tables when it has them, in the page).

use std::str::FromStr;

use yote_rules::{Action, Color, Position, Rules, Square};

use super::learn::{Exercise, LESSONS, exercises};

/// An exercise's goal, as `lessons.txt` writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Goal {
    /// Pieces of the player's on every square named.
    Occupy(Vec<Square>),
    /// At least this many of the opponent's pieces captured.
    Capture(u32),
    /// No piece of the opponent's left on the square.
    Clear(Square),
    /// The opponent's hand down to at most this many.
    Hand(u8),
    /// After the action, no piece of the player's can be jumped.
    Safe,
    /// Win against the computer.
    Win,
    /// This many actions against the computer without losing.
    Hold(u32),
    /// The game drawn (or won) against the computer.
    Draw,
}

impl Goal {
    fn parse(text: &str) -> Result<Goal, String> {
        let mut words = text.split(' ');
        let kind = words.next().unwrap_or("");
        let rest: Vec<&str> = words.collect();
        let number = || -> Result<u32, String> {
            rest.first()
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| format!("{text}: a number"))
        };
        let square = |s: &str| Square::from_str(s).map_err(|e| format!("{text}: {e}"));
        Ok(match kind {
            "occupy" => Goal::Occupy(rest.iter().map(|s| square(s)).collect::<Result<_, _>>()?),
            "capture" => Goal::Capture(number()?),
            "clear" => Goal::Clear(square(rest.first().copied().unwrap_or(""))?),
            "hand" => Goal::Hand(u8::try_from(number()?).map_err(|e| e.to_string())?),
            "safe" => Goal::Safe,
            "win" => Goal::Win,
            "hold" => Goal::Hold(number()?),
            "draw" => Goal::Draw,
            _ => return Err(format!("{text}: no such goal")),
        })
    }

    /// Whether the computer answers (else the opponent waits: the turn comes back at once).
    fn answered(&self) -> bool {
        matches!(self, Goal::Win | Goal::Hold(_) | Goal::Draw)
    }
}

/// One exercise, read and ready to play.
struct Play {
    rules: Rules,
    start: Position,
    goal: Goal,
    me: Color,
}

impl Play {
    fn new(e: &Exercise) -> Result<Play, String> {
        let rules = Rules::from_str(&e.rules).map_err(|err| format!("rules: {err}"))?;
        let start =
            Position::parse(&e.position, &rules).map_err(|err| format!("position: {err}"))?;
        if start.is_game_over(&rules) {
            return Err("the position is over already".into());
        }
        let goal = Goal::parse(&e.goal)?;
        Ok(Play {
            me: start.side_to_move(),
            rules,
            start,
            goal,
        })
    }

    fn action(&self, p: &Position, text: &str) -> Result<Position, String> {
        let a = Action::from_str(text).map_err(|e| format!("{text}: {e}"))?;
        p.play(&self.rules, a).map_err(|e| format!("{text}: {e:?}"))
    }

    /// The position with the player to move again (the opponent waits, as in the page).
    fn back_to_me(&self, p: &Position) -> Position {
        let text = p.to_string();
        let mut fields: Vec<&str> = text.split(' ').collect();
        let side = if self.me == Color::White { "w" } else { "b" };
        fields[1] = side;
        Position::parse(&fields.join(" "), &self.rules).expect("the same position, turned")
    }

    /// A waiting goal met after the player's action (`p`, the opponent to move).
    fn met(&self, p: &Position) -> bool {
        let them = !self.me;
        if let Some(o) = p.outcome(&self.rules)
            && o.winner == Some(self.me)
            && !matches!(self.goal, Goal::Occupy(_))
        {
            return true;
        }
        match &self.goal {
            Goal::Occupy(squares) => squares.iter().all(|s| p.piece_at(*s) == Some(self.me)),
            Goal::Capture(n) => self.start.count(them) >= p.count(them) + n,
            Goal::Clear(s) => p.piece_at(*s) != Some(them),
            Goal::Hand(n) => p.hand(them) <= *n,
            Goal::Safe => !p.has_jump(&self.rules, them),
            _ => false,
        }
    }

    /// A bound below which the goal cannot be met in `k` actions (the page prunes alike).
    fn hopeless(&self, p: &Position, k: u32) -> bool {
        match &self.goal {
            Goal::Occupy(squares) => {
                squares
                    .iter()
                    .filter(|s| p.piece_at(**s) != Some(self.me))
                    .count() as u32
                    > k
            }
            // A chain of jumps may take any number in one action: no bound then.
            Goal::Capture(_) if self.rules.options().chain_jumps => false,
            Goal::Capture(n) => {
                let taken = self.start.count(!self.me) - p.count(!self.me);
                n.saturating_sub(taken) > 2 * k
            }
            _ => false,
        }
    }

    /// Whether a waiting goal can be met from `p` (the player to move) in `k` actions.
    fn reachable(&self, p: &Position, k: u32) -> bool {
        if k == 0 || self.hopeless(p, k) {
            return false;
        }
        p.legal_actions(&self.rules).into_iter().any(|a| {
            let after = p.play(&self.rules, a).expect("a legal action");
            self.met(&after)
                || (k > 1
                    && !after.is_game_over(&self.rules)
                    && self.reachable(&self.back_to_me(&after), k - 1))
        })
    }

    /// Whether the player, to move in `p`, forces the goal in `k` actions whatever the
    /// computer answers.
    fn forced(&self, p: &Position, k: u32) -> bool {
        k > 0
            && p.legal_actions(&self.rules)
                .into_iter()
                .any(|a| self.holds_after(&p.play(&self.rules, a).expect("legal"), k))
    }

    /// Whether the goal stays forced after the player's action (`after`, the computer to move)
    /// with `k` actions counted so far including it.
    fn holds_after(&self, after: &Position, k: u32) -> bool {
        if let Some(end) = self.verdict(after) {
            return end;
        }
        let answers = after.legal_actions(&self.rules);
        answers.into_iter().all(|r| {
            let next = after.play(&self.rules, r).expect("legal");
            match self.verdict(&next) {
                Some(end) => end,
                None => match self.goal {
                    Goal::Hold(_) if k == 1 => true,
                    _ => self.forced(&next, k - 1),
                },
            }
        })
    }

    /// What the end of the game in `p`, if it is over, makes of the goal.
    fn verdict(&self, p: &Position) -> Option<bool> {
        let o = p.outcome(&self.rules)?;
        Some(match self.goal {
            Goal::Win => o.winner == Some(self.me),
            _ => o.winner != Some(!self.me),
        })
    }

    /// The goal's count of actions: the most for three stars (`hold`'s own count).
    fn count(&self, par: u32) -> u32 {
        match self.goal {
            Goal::Hold(n) => n,
            _ => par,
        }
    }
}

/// Plays the exercise's solution as the page would; the player's actions it took.
fn play_solution(e: &Exercise, play: &Play) -> Result<u32, String> {
    let mut p = play.start;
    let mut mine = 0;
    let mut actions = e.solution.iter();
    while let Some(text) = actions.next() {
        let left = play
            .count(e.par)
            .checked_sub(mine)
            .ok_or("over the count")?;
        let after = play.action(&p, text)?;
        mine += 1;
        if play.goal.answered() {
            if !play.holds_after(&after, left) {
                return Err(format!("{text} lets the goal go"));
            }
            if let Some(end) = play.verdict(&after) {
                return if end {
                    Ok(mine)
                } else {
                    Err(format!("{text} loses"))
                };
            }
            // A line may stop at an action that forces the goal whatever the answers (checked
            // above on every answer): the rest are counted as the most it may take.
            let Some(answer) = actions.next() else {
                return Ok(mine + left - 1);
            };
            p = play.action(&after, answer)?;
            if let Some(end) = play.verdict(&p) {
                return if end {
                    Ok(mine)
                } else {
                    Err(format!("{answer} wins"))
                };
            }
        } else {
            if play.met(&after) {
                return Ok(mine);
            }
            if !play.reachable(&play.back_to_me(&after), left - 1) {
                return Err(format!("{text} is refused: the goal is out of reach"));
            }
            p = play.back_to_me(&after);
        }
    }
    Err("the solution stops before the goal".into())
}

/// Everything wrong with one exercise.
fn check(e: &Exercise) -> Result<(), String> {
    let play = Play::new(e)?;
    let legal = play.start.legal_actions(&play.rules);
    if !legal.iter().any(|a| a.to_string() == e.hint) {
        return Err(format!("the hint {} is not a legal action", e.hint));
    }
    let n = play.count(e.par);
    if !(1..=8).contains(&n) {
        return Err(format!("a three-star count of {n}"));
    }
    if play.goal.answered() {
        if !play.forced(&play.start, n) {
            return Err(format!("the goal is not forced in {n}"));
        }
        let hinted = play.action(&play.start, &e.hint)?;
        if !play.holds_after(&hinted, n) {
            return Err(format!("the hint {} lets the goal go", e.hint));
        }
    } else {
        if !play.reachable(&play.start, n) {
            return Err(format!("the goal is out of reach in {n}"));
        }
        if n > 1 && play.reachable(&play.start, n - 1) {
            return Err(format!(
                "the goal is reachable in {}: the count is loose",
                n - 1
            ));
        }
        let hinted = play.action(&play.start, &e.hint)?;
        if !play.met(&hinted) && !play.reachable(&play.back_to_me(&hinted), n - 1) {
            return Err(format!("the hint {} is refused", e.hint));
        }
    }
    let used = play_solution(e, &play)?;
    if used > n {
        return Err(format!("the solution takes {used} actions, over {n}"));
    }
    Ok(())
}

#[test]
fn every_exercise_reaches_its_goal_within_its_stars_and_its_hint_is_legal() {
    let all = exercises();
    let mut failures = Vec::new();
    for (i, e) in all.iter().enumerate() {
        if let Err(why) = check(e) {
            failures.push(format!(
                "{} exercise {} ({}): {why}",
                e.lesson,
                i + 1,
                e.position
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(all.len() >= 24, "the file reads: {} exercises", all.len());
}

#[test]
fn each_lesson_has_three_to_eight_exercises_in_the_pages_order() {
    let all = exercises();
    let mut order: Vec<&str> = all.iter().map(|e| e.lesson.as_str()).collect();
    order.dedup();
    assert_eq!(order, LESSONS, "each lesson's exercises together, in order");
    for lesson in LESSONS {
        let n = all.iter().filter(|e| e.lesson == lesson).count();
        assert!((3..=8).contains(&n), "{lesson}: {n} exercises");
    }
}

#[test]
fn the_page_lists_every_lesson_with_its_exercises_in_every_language() {
    use askama::Template;
    let all = exercises();
    for lang in crate::i18n::Lang::ALL {
        let page =
            super::learn::Learn::new(crate::i18n::Tr::new(lang), super::learn::Course::Learn);
        let html = page.render().expect("the page renders");
        for (i, lesson) in LESSONS.iter().enumerate() {
            let count = all.iter().filter(|e| e.lesson == *lesson).count();
            let button = format!("data-lesson=\"{lesson}\" data-count=\"{count}\"");
            assert!(html.contains(&button), "{}: lesson {lesson}", lang.code());
            assert!(
                html.contains(&format!("<span class=\"learn-number\">{}</span>", i + 1)),
                "{}: lesson {}",
                lang.code(),
                i + 1
            );
        }
        // Every message the page and its script use is there: no id shows instead.
        assert!(!html.contains(">learn-"), "{}", lang.code());
        let data = &page.data;
        for key in [
            "goal-occupy",
            "wrong",
            "hint",
            "solved",
            "note-fork",
            "about-draws",
        ] {
            assert!(
                data.contains(&format!("\"{key}\"")),
                "{}: {key}",
                lang.code()
            );
        }
        assert!(
            data.contains("\"standard,few_pieces_draw=3\":\"standard,"),
            "{}",
            lang.code()
        );
    }
}

#[test]
fn a_goal_that_does_not_read_is_an_error() {
    assert!(Goal::parse("occupy z9").is_err());
    assert!(Goal::parse("capture").is_err());
    assert!(Goal::parse("fly").is_err());
    assert_eq!(Goal::parse("hold 2"), Ok(Goal::Hold(2)));
}
