//! Every practice position of `web/learn/practice.txt` judged by the endgame tables of the
//! standard rules, built here (every ending of six pieces or fewer, hands empty: a few seconds),
//! as the page judges it when it has them (docs/learn.md "Practice"): a position to win is won
//! for the player, its three-star count is the player's share of the tables' line (the fastest
//! win against the longest resistance), its hint is a winning action and its solution is that
//! line; a position to hold is drawn, its hint keeps the draw; and in each, some action the
//! referee allows throws the goal away, so that the exercise asks for something.

use std::str::FromStr;
use std::sync::OnceLock;

use yote_rules::{Action, Position, Preset, Rules};
use yote_tablebase::{Tablebase, Value};

use super::learn::{Course, Exercise, SECTIONS, exercises_of};

/// The tables of the standard rules up to six pieces, built once for the tests.
fn tables() -> &'static Tablebase {
    static TABLES: OnceLock<Tablebase> = OnceLock::new();
    TABLES.get_or_init(|| {
        Tablebase::build(&Preset::Standard.rules(), 6, &mut |_| {}).expect("the tables build")
    })
}

/// The value for the player of each legal action of `p` (the tables' ranking).
fn after_each(p: &Position) -> Vec<(Action, Value)> {
    tables()
        .rank(p)
        .expect("the tables hold the position and every action's")
        .into_iter()
        .map(|r| (r.action, r.value))
        .collect()
}

fn check(e: &Exercise) -> Result<(), String> {
    let rules = Rules::from_str(&e.rules).map_err(|err| format!("rules: {err}"))?;
    if rules != Preset::Standard.rules() {
        return Err("practice plays the standard rules, whose tables the page can have".into());
    }
    let p = Position::parse(&e.position, &rules).map_err(|err| format!("position: {err}"))?;
    let value = tables()
        .probe(&p)
        .ok_or("the tables do not hold the position (hands empty, six pieces at most)")?;
    let actions = after_each(&p);
    let hint = Action::from_str(&e.hint).map_err(|err| format!("hint: {err}"))?;
    let of_hint = actions
        .iter()
        .find(|(a, _)| *a == hint)
        .map(|(_, v)| *v)
        .ok_or("the hint is not a legal action")?;
    match e.goal.split(' ').collect::<Vec<_>>()[..] {
        ["win"] => {
            let Value::Win(_) = value else {
                return Err(format!("not won for the player: {value:?}"));
            };
            let line = tables().line(&p, 200).expect("a line");
            let player = line.actions.len().div_ceil(2) as u32;
            if e.par != player {
                return Err(format!(
                    "three stars in {}, the tables win in {player} actions",
                    e.par
                ));
            }
            let written: Vec<String> = line.actions.iter().map(ToString::to_string).collect();
            if e.solution != written {
                return Err(format!("the solution is not the tables' line {written:?}"));
            }
            if !matches!(of_hint, Value::Win(_)) {
                return Err("the hint does not keep the win".into());
            }
            if actions.iter().all(|(_, v)| matches!(v, Value::Win(_))) {
                return Err("every action wins: nothing to find".into());
            }
        }
        ["hold", n] => {
            let n: u32 = n.parse().map_err(|_| "hold: a number")?;
            if value != Value::Draw {
                return Err(format!("not a draw: {value:?}"));
            }
            if e.par != n || !(2..=6).contains(&n) {
                return Err(format!("hold {n} with three stars in {}", e.par));
            }
            if matches!(of_hint, Value::Loss(_)) {
                return Err("the hint loses".into());
            }
            if !actions.iter().any(|(_, v)| matches!(v, Value::Loss(_))) {
                return Err("no action loses: nothing to hold".into());
            }
            if e.solution != [e.hint.clone()] {
                return Err("a hold's solution is its hint".into());
            }
        }
        _ => return Err(format!("{}: practice is to win or to hold", e.goal)),
    }
    Ok(())
}

#[test]
fn every_practice_position_is_what_the_tables_say_with_its_stars_and_hint() {
    let all = exercises_of(Course::Practice);
    assert!(all.len() >= 20, "{} positions", all.len());
    let mut failures = Vec::new();
    for (i, e) in all.iter().enumerate() {
        if let Err(why) = check(e) {
            failures.push(format!(
                "{} (line {}, {}): {why}",
                e.lesson,
                i + 1,
                e.position
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn each_section_has_positions_in_the_pages_order() {
    let all = exercises_of(Course::Practice);
    let mut order: Vec<&str> = Vec::new();
    for e in &all {
        if order.last() != Some(&e.lesson.as_str()) {
            order.push(&e.lesson);
        }
    }
    assert_eq!(
        order, SECTIONS,
        "each section's positions together, in order"
    );
    for s in SECTIONS {
        let n = all.iter().filter(|e| e.lesson == s).count();
        assert!((3..=8).contains(&n), "{s}: {n} positions");
    }
}

#[test]
fn the_practice_page_lists_every_section_in_every_language() {
    use askama::Template;
    for lang in crate::i18n::Lang::ALL {
        let page = super::learn::Learn::new(crate::i18n::Tr::new(lang), Course::Practice);
        let html = page.render().expect("the page renders");
        for s in SECTIONS {
            assert!(
                html.contains(&format!("data-lesson=\"{s}\"")),
                "{}: {s}",
                lang.code()
            );
            assert!(
                page.data.contains(&format!("\"lesson-{s}\"")),
                "{}: {s}",
                lang.code()
            );
        }
        assert!(!html.contains(">practice-"), "{}", lang.code());
        assert!(!html.contains(">learn-"), "{}", lang.code());
        assert!(page.data.contains("\"failed\""), "{}", lang.code());
        assert!(
            page.data.contains("\"file\":\"practice.txt\""),
            "{}",
            lang.code()
        );
        assert!(html.contains(&format!("href=\"/{}/learn\"", lang.code())));
    }
}
