//! Lessons (/{lang}/learn, docs/learn.md): every exercise solved by finger taps at phone size,
//! the language turning over the ten from one exercise to the next; a wrong action refused with
//! the hint; a phone that has never seen the site comes from the home page and plays lessons 1
//! to 4 in Wolof, its stars kept across a reload and with the network gone, where one more is
//! solved by the keyboard alone; a first loss to the computer suggests the lessons, once.

use fantoccini::Client;
use fantoccini::key::Key;
use serde_json::{Value, json};

use crate::harness::*;

/// The languages, one an exercise in turn (English on the jump lesson's first, where the
/// refusal's words are checked).
const LANGS: [&str; 10] = ["fr", "wo", "bm", "ar", "es", "pt", "en", "de", "pl", "nb"];

/// An exercise of web/learn/lessons.txt (or practice.txt): its lesson, number in it, position,
/// goal and solution.
pub(crate) struct Exercise {
    pub(crate) lesson: String,
    pub(crate) n: usize,
    pub(crate) position: String,
    pub(crate) goal: String,
    pub(crate) solution: Vec<String>,
}

fn exercises() -> Vec<Exercise> {
    exercises_in("lessons.txt")
}

/// The exercises of a file of web/learn/.
pub(crate) fn exercises_in(file: &str) -> Vec<Exercise> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../web/learn")
        .join(file);
    let text = std::fs::read_to_string(path).expect("the lessons");
    let mut out: Vec<Exercise> = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let f: Vec<&str> = line.split('\t').collect();
        let n = out.iter().filter(|e| e.lesson == f[0]).count() + 1;
        out.push(Exercise {
            lesson: f[0].to_owned(),
            n,
            position: f[2].to_owned(),
            goal: f[3].to_owned(),
            solution: f[6].split(' ').map(str::to_owned).collect(),
        });
    }
    out
}

/// Whether the computer answers in the exercise.
fn answered(e: &Exercise) -> bool {
    ["win", "hold", "draw"]
        .iter()
        .any(|g| e.goal.starts_with(g))
}

pub(crate) async fn text_of(c: &Client, id: &str) -> String {
    js(
        c,
        &format!("return document.getElementById('{id}').textContent;"),
    )
    .await
    .as_str()
    .expect("a text")
    .to_owned()
}

/// The exercise's first screen, scrolled to the top, kept as the screenshot `name`: the board,
/// the goal and the hint all on it.
pub(crate) async fn first_screen(c: &Client, name: &str) {
    js(c, "window.scrollTo(0, 0); return 1;").await;
    screenshot(c, name).await;
    assert_eq!(
        js(
            c,
            &format!(
                "return [{}, {}, {}];",
                on_screen("board"),
                on_screen("learn-task"),
                on_screen("learn-hint")
            )
        )
        .await,
        json!([true, true, true]),
        "{name}: the board, the goal and the hint on the first screen"
    );
}

/// The stars shown once the exercise is done.
const DONE: &str = "!document.getElementById('learn-stars').hidden";

/// Waits for the exercise on the board, the player to move.
pub(crate) async fn ready(c: &Client) {
    until(
        c,
        "document.getElementById('learn-hint').disabled === false && document.querySelector('#board.movable') !== null",
        "the exercise on the board",
    )
    .await;
}

/// The actions on the page's list.
pub(crate) async fn moves(c: &Client) -> u64 {
    js(
        c,
        "return document.querySelectorAll('#moves button').length;",
    )
    .await
    .as_u64()
    .expect("a count")
}

/// Plays the exercise to its goal by taps: the file's solution where the opponent waits; where
/// the computer answers, the file's first action, then each time the hint's; the stars earned.
pub(crate) async fn solve(c: &Client, e: &Exercise) -> u64 {
    ready(c).await;
    let mut mine = 0;
    loop {
        let action = if answered(e) && mine > 0 {
            tap(c, "#learn-hint").await;
            until(
                c,
                "document.getElementById('learn-hint').dataset.action !== undefined",
                "the hint",
            )
            .await;
            js(
                c,
                "return document.getElementById('learn-hint').dataset.action;",
            )
            .await
            .as_str()
            .expect("the hint's action")
            .to_owned()
        } else {
            e.solution[if answered(e) { 0 } else { mine }].clone()
        };
        let before = moves(c).await;
        crate::play_by(c, &action, "white", "black", true).await;
        mine += 1;
        let more = if answered(e) { 2 } else { 1 };
        until(
            c,
            &format!(
                "{DONE} || (document.querySelectorAll('#moves button').length >= {} && document.querySelector('#board.movable') !== null)",
                before + more
            ),
            &format!("{} {}: {action} played", e.lesson, e.n),
        )
        .await;
        js(
            c,
            "delete document.getElementById('learn-hint').dataset.action; return 1;",
        )
        .await;
        if js(c, &format!("return {DONE};")).await == true {
            break;
        }
        assert!(mine < 8, "{} {}: no end in sight", e.lesson, e.n);
        assert_eq!(
            text_of(c, "learn-feedback").await,
            "",
            "{} {}: {} refused",
            e.lesson,
            e.n,
            action
        );
    }
    js(
        c,
        "return Number(document.getElementById('learn-stars').dataset.stars);",
    )
    .await
    .as_u64()
    .expect("the stars")
}

/// The lessons of the other rule sets (6×6, the 25-hole board, Bodogemu): their first exercise
/// is looked at whole, what the lesson teaches under the board and the list of lessons too.
const FAMILIES: [&str; 3] = ["six-by-six", "twenty-five", "bodogemu"];

/// Screenshots of the exercise's page below the first screen: the lesson's words under the
/// board, the list of lessons; the page back at its top.
async fn look_at_the_lesson(c: &Client, name: &str) {
    for (part, id) in [("about", "learn-about"), ("list", "learn-lessons-heading")] {
        js(
            c,
            &format!(
                "document.getElementById('{id}').scrollIntoView({{ block: 'start' }}); return 1;"
            ),
        )
        .await;
        screenshot(c, &format!("{name}-{part}")).await;
    }
    js(c, "window.scrollTo(0, 0); return 1;").await;
}

/// The stars kept on this device, by exercise.
async fn kept(c: &Client) -> Value {
    js(
        c,
        "return JSON.parse(localStorage.getItem('yote-learn') || '{\"stars\":{}}').stars;",
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_every_lesson_is_solved_by_taps_through_the_ten_languages_and_a_wrong_action_is_refused_with_the_hint()
 {
    let all = exercises();
    assert!(all.len() >= 24);
    let mut h = Harness::start().await;
    let c = touch_phone(&mut h, 360, 740).await;
    for (i, e) in all.iter().enumerate() {
        let lang = LANGS[i % LANGS.len()];
        c.goto(&h.url(&format!("/{lang}/learn?lesson={}&n={}", e.lesson, e.n)))
            .await
            .expect("the lessons page");
        ready(&c).await;
        assert_eq!(js(&c, "return document.documentElement.lang;").await, lang);
        let task = text_of(&c, "learn-task").await;
        assert!(
            !task.is_empty() && !task.contains("learn-js"),
            "{lang}: {task}"
        );
        if e.n == 1 {
            first_screen(&c, &format!("learn-{}-{lang}", e.lesson)).await;
            if FAMILIES.contains(&e.lesson.as_str()) {
                look_at_the_lesson(&c, &format!("learn-{}-{lang}", e.lesson)).await;
            }
        }
        let wrong_first = e.lesson == "jump" && e.n == 1;
        if wrong_first {
            // A step where a jump is wanted: refused, the board as it was, the hint on it.
            assert_eq!(lang, "en");
            crate::play_by(&c, "a1-a2", "white", "black", true).await;
            until(
                &c,
                "document.getElementById('learn-feedback').textContent !== ''",
                "the refusal",
            )
            .await;
            let said = text_of(&c, "learn-feedback").await;
            assert!(
                said.starts_with(
                    "Not this one: White steps from a1 to a2. That action does not lead to the goal. \
                     Hint: White jumps from c2 to c4, capturing c3."
                ),
                "{said}"
            );
            assert_eq!(
                js(&c, "return document.querySelector('#board [data-hint]')?.getAttribute('data-hint');").await,
                json!(e.solution[0]),
                "the hint drawn on the board"
            );
            assert_eq!(
                js(
                    &c,
                    "return document.getElementById('sq-a2').getAttribute('aria-label');"
                )
                .await,
                json!("a2, empty"),
                "the board as it was"
            );
            screenshot(&c, "learn-jump-refused-en").await;
            let found = crate::audit::audit(&c, "360px /en/learn, an action refused").await;
            crate::audit::assert_clean(&found, 1);
            js(
                &c,
                "delete document.getElementById('learn-hint').dataset.action; return 1;",
            )
            .await;
        }
        let stars = solve(&c, e).await;
        assert_eq!(
            stars,
            if wrong_first { 2 } else { 3 },
            "{lang} {} {}",
            e.lesson,
            e.n
        );
        if e.n == 1 || answered(e) {
            screenshot(&c, &format!("learn-{}-{}-solved-{lang}", e.lesson, e.n)).await;
        }
    }
    let stars = kept(&c).await;
    assert_eq!(stars.as_object().expect("the stars").len(), all.len());
    // A chain jump's lesson in Arabic, right to left: the board, the words and the list.
    c.goto(&h.url("/ar/learn?lesson=bodogemu&n=1"))
        .await
        .expect("the lessons page in Arabic");
    ready(&c).await;
    assert_eq!(js(&c, "return document.documentElement.dir;").await, "rtl");
    js(&c, "window.scrollTo(0, 0); return 1;").await;
    screenshot(&c, "learn-bodogemu-ar").await;
    look_at_the_lesson(&c, "learn-bodogemu-ar").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_new_to_the_site_plays_lessons_one_to_four_in_wolof_and_keeps_its_stars_offline() {
    let all = exercises();
    let mut h = Harness::start().await;
    let c = touch_phone(&mut h, 360, 740).await;
    c.goto(&h.url("/wo/")).await.expect("home");
    assert_eq!(
        text_of(&c, "learn-invite-title").await,
        "Yoté bees na ci yaw?"
    );
    screenshot(&c, "learn-home-invite-wo").await;
    tap(&c, "#learn-start").await;
    ready(&c).await;
    assert!(
        c.current_url()
            .await
            .expect("url")
            .path()
            .ends_with("/wo/learn")
    );
    assert_eq!(
        text_of(&c, "learn-task").await,
        "Yóbbul 1 ci say pion ci c3."
    );
    assert_eq!(
        text_of(&c, "learn-lesson-title").await,
        "Njàng 1: Teg ab pion"
    );
    js(&c, "window.scrollTo(0, 0); return 1;").await;
    screenshot(&c, "learn-first-visit-wo").await;
    let found = crate::audit::audit(&c, "360px /wo/learn").await;
    crate::audit::assert_clean(&found, 1);
    let first_four: Vec<&Exercise> = all
        .iter()
        .filter(|e| ["place", "step", "jump", "second-piece"].contains(&e.lesson.as_str()))
        .collect();
    for (i, e) in first_four.iter().enumerate() {
        assert_eq!(solve(&c, e).await, 3, "{} {}", e.lesson, e.n);
        assert!(
            text_of(&c, "learn-feedback")
                .await
                .starts_with("Def nga ko! 3 biddiiw.")
        );
        tap(&c, "#learn-next").await;
        if i + 1 < first_four.len() {
            let next = first_four[i + 1];
            until(
                &c,
                &format!(
                    "new URLSearchParams(location.search).get('lesson') === '{}' && new URLSearchParams(location.search).get('n') === '{}'",
                    next.lesson, next.n
                ),
                "the next exercise",
            )
            .await;
        }
    }
    screenshot(&c, "learn-four-lessons-wo").await;
    let stars = kept(&c).await;
    assert_eq!(stars.as_object().expect("stars").len(), first_four.len());
    assert_eq!(
        text_of(&c, "lesson-place-stars").await,
        "9 biddiiw ci 9",
        "the lesson's stars in the list"
    );

    // A reload: the stars are there and the page opens the first exercise without one.
    until(
        &c,
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        "the service worker in control",
    )
    .await;
    c.goto(&h.url("/wo/learn")).await.expect("the page again");
    ready(&c).await;
    assert_eq!(kept(&c).await, stars);
    assert_eq!(
        js(
            &c,
            "return new URLSearchParams(location.search).get('lesson');"
        )
        .await,
        "safe"
    );
    assert_eq!(text_of(&c, "lesson-jump-stars").await, "9 biddiiw ci 9");

    // With the network gone the page, the lessons and the stars are still there, and an
    // exercise is played to its end.
    crate::offline::network_gone(&c, &mut h).await;
    c.goto(&h.url("/wo/learn"))
        .await
        .expect("the page, offline");
    ready(&c).await;
    assert_eq!(kept(&c).await, stars);
    let safe = all
        .iter()
        .find(|e| e.lesson == "safe")
        .expect("the safe lesson");
    // This one by the keyboard alone: the cursor from a1 to c3, Enter, to b3, Enter.
    assert_eq!(safe.solution, ["c3-b3"]);
    let (right, left, up, enter) = (
        char::from(Key::Right),
        char::from(Key::Left),
        char::from(Key::Up),
        char::from(Key::Enter),
    );
    find(&c, "#board")
        .await
        .send_keys(&format!("{right}{right}{up}{up}{enter}{left}{enter}"))
        .await
        .expect("keys");
    until(&c, DONE, "the exercise solved by keys").await;
    let after = kept(&c).await;
    assert_eq!(after["safe-1"], 3, "{after}");
    // The next exercise by the keyboard too: the button has the focus.
    assert_eq!(
        js(&c, "return document.activeElement.id;").await,
        "learn-next"
    );
    screenshot(&c, "learn-offline-wo").await;
    h.finish().await;
}

/// What the lessons' progress keeps of the suggestion after a loss.
async fn suggested(c: &Client) -> Value {
    js(
        c,
        "return JSON.parse(localStorage.getItem('yote-learn')).suggested;",
    )
    .await
}

/// A game against the computer on the phone, one action each, then resigned.
async fn lose_to_the_computer(c: &Client, h: &Harness) {
    crate::create_table(c, h, "mode=computer&rules=standard&level=beginner").await;
    crate::takebacks::place_and_answered(c, "a1").await;
    // Resigning asks once more on the same button.
    tap(c, "#resign").await;
    tap(c, "#resign").await;
    until(
        c,
        "!document.getElementById('banner').hidden",
        "the end of the game",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_first_loss_to_the_computer_the_banner_suggests_the_lessons_once() {
    let mut h = Harness::start().await;
    let c = touch_phone(&mut h, 360, 740).await;
    lose_to_the_computer(&c, &h).await;
    until(
        &c,
        "!document.getElementById('banner-learn').hidden",
        "the lessons suggested under the result",
    )
    .await;
    let text = text_of(&c, "banner-learn-link").await;
    assert!(text.contains("eleven short lessons"), "{text}");
    let href = js(
        &c,
        "return document.getElementById('banner-learn-link').href;",
    )
    .await;
    assert!(
        href.as_str().unwrap().ends_with("/en/learn"),
        "no piece was lost, so the lessons from the first not done: {href}"
    );
    assert_eq!(suggested(&c).await, json!(true));
    assert!(
        js(&c, &format!("return {};", on_screen("banner-learn"))).await == json!(true),
        "the suggestion is on the phone's screen with the result"
    );
    screenshot(&c, "learn-suggested-after-a-loss").await;
    // The link opens the lessons, which keep what the banner wrote beside their stars.
    tap(&c, "#banner-learn-link").await;
    until(&c, "location.pathname === '/en/learn'", "the lessons").await;
    ready(&c).await;
    assert_eq!(suggested(&c).await, json!(true));
    // A second loss says nothing more: once in a browser.
    lose_to_the_computer(&c, &h).await;
    assert_eq!(
        js(&c, "return document.getElementById('banner-learn').hidden;").await,
        json!(true),
        "suggested once"
    );
    h.finish().await;
}
