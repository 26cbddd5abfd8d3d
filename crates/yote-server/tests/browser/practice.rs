//! Practice (/{lang}/practice, docs/learn.md): a position of each section won or held against
//! master by taps at phone size, the language changing with each, the page fetching the
//! endgame tables; an action that throws a win away (a draw by the tables) refused; the stars
//! kept across a reload; the page clean under the accessibility audit. Then the lessons' and the practice's stars go with a transfer code to
//! another phone, whose lessons and practice pages show them.

use fantoccini::Client;
use serde_json::json;
use yote_rules::{Action, Position, Preset};
use yote_tablebase::{Tablebase, Value};

use crate::harness::*;
use crate::learn::{Exercise, exercises_in, first_screen, moves, ready, solve, text_of};

/// The practice position `n` of `section`.
fn position(section: &str, n: usize) -> Exercise {
    exercises_in("practice.txt")
        .into_iter()
        .find(|e| e.lesson == section && e.n == n)
        .expect("the position")
}

/// The stars a page's list shows for a lesson or section.
async fn listed(c: &Client, id: &str) -> String {
    text_of(c, &format!("lesson-{id}-stars")).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_practice_is_won_and_held_with_the_tables_and_an_action_that_throws_the_win_is_refused()
 {
    let rules = Preset::Standard.rules();
    let tables = Tablebase::build(&rules, 6, &mut |_| {}).expect("tables");
    let mut h = Harness::start().await;
    yote_tablebase::registry::install(tables.clone());
    let c = touch_phone(&mut h, 360, 740).await;
    let picks = [
        ("three-against-two", 3, "pt"),
        ("three-against-three", 2, "ar"),
        ("outnumbered", 4, "wo"),
        ("hold", 1, "de"),
        ("tactics", 5, "fr"),
    ];
    for (i, (section, n, lang)) in picks.into_iter().enumerate() {
        let e = position(section, n);
        c.goto(&h.url(&format!("/{lang}/practice?lesson={section}&n={n}")))
            .await
            .expect("the practice page");
        ready(&c).await;
        assert_eq!(js(&c, "return document.documentElement.lang;").await, lang);
        let task = text_of(&c, "learn-task").await;
        assert!(!task.is_empty() && !task.contains("learn-js"), "{task}");
        first_screen(&c, &format!("practice-{section}-{lang}")).await;
        let thrown = i == 0;
        if thrown {
            // A step after which the tables say the game is only drawn: beyond the page's
            // search, so refused by the tables the page fetched.
            let p = Position::parse(&e.position, &rules).expect("the position");
            let draw: Action = tables
                .rank(&p)
                .expect("in the tables")
                .into_iter()
                .find(|r| r.value == Value::Draw)
                .expect("an action that draws")
                .action;
            crate::play_by(&c, &draw.to_string(), "white", "black", true).await;
            until(
                &c,
                "document.getElementById('learn-feedback').textContent !== ''",
                "the refusal",
            )
            .await;
            let said = text_of(&c, "learn-feedback").await;
            assert!(said.starts_with("Essa não:"), "{said}");
            assert_eq!(moves(&c).await, 0, "the board as it was");
            screenshot(&c, "practice-refused-pt").await;
            let found = crate::audit::audit(&c, "360px /pt/practice, an action refused").await;
            crate::audit::assert_clean(&found, 1);
            js(
                &c,
                "delete document.getElementById('learn-hint').dataset.action; return 1;",
            )
            .await;
        }
        let stars = solve(&c, &e).await;
        assert_eq!(stars, if thrown { 2 } else { 3 }, "{lang} {section} {n}");
        screenshot(&c, &format!("practice-{section}-solved-{lang}")).await;
    }

    // Kept across a reload: the list says so, in French.
    c.goto(&h.url("/fr/practice"))
        .await
        .expect("the practice page");
    ready(&c).await;
    let kept = js(
        &c,
        "return JSON.parse(localStorage.getItem('yote-practice')).stars;",
    )
    .await;
    assert_eq!(
        kept,
        json!({"three-against-two-3": 2, "three-against-three-2": 3, "outnumbered-4": 3,
               "hold-1": 3, "tactics-5": 3})
    );
    assert_eq!(listed(&c, "hold").await, "3 étoiles sur 15");
    // It opens on the first position without a star.
    assert_eq!(
        js(&c, "return location.search;").await,
        "?lesson=three-against-two&n=1"
    );
    yote_tablebase::registry::remove(&rules);
    h.finish().await;
}

/// The stars earned on one phone go with the transfer code it makes ("My games") to another
/// phone, which finds them on its lessons and practice pages.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_the_stars_go_with_a_transfer_code_to_another_phone() {
    let mut h = Harness::start().await;
    let a = crate::names::player_in_lobby(&mut h, "fr").await;
    for (page, e) in [
        ("learn", &exercises_in("lessons.txt")[0]),
        ("practice", &position("outnumbered", 1)),
    ] {
        a.goto(&h.url(&format!("/fr/{page}?lesson={}&n={}", e.lesson, e.n)))
            .await
            .expect("the page");
        assert_eq!(solve(&a, e).await, 3, "{page}");
    }
    let b = crate::names::take_a_transfer_code(&mut h, &a).await;
    until(&b, "location.pathname === '/fr/games'", "my games").await;
    b.goto(&h.url("/fr/practice")).await.expect("practice");
    ready(&b).await;
    assert_eq!(listed(&b, "outnumbered").await, "3 étoiles sur 12");
    screenshot(&b, "practice-transferred-fr").await;
    b.goto(&h.url("/fr/learn")).await.expect("lessons");
    ready(&b).await;
    let first = &exercises_in("lessons.txt")[0];
    assert!(
        listed(&b, &first.lesson).await.starts_with("3 étoiles sur"),
        "{}",
        listed(&b, &first.lesson).await
    );
    // The lessons open on the first exercise without a star: the second.
    assert_eq!(
        js(&b, "return location.search;").await,
        format!("?lesson={}&n=2", first.lesson)
    );
    h.finish().await;
}
