//! Puzzles (/{lang}/puzzles): solved by a finger at phone size in French, a wrong tap refused
//! with a hint and the rating falling, a clean solve raising it; the keyboard alone solves one;
//! the pack and the page work with the network gone; the rating is Glicko-2's.

use fantoccini::key::Key;
use serde_json::{Value, json};
use yote_ai::puzzle::{Puzzle, Theme};
use yote_rules::{ActionKind, Color, Rules};

use crate::harness::*;
use crate::play_by;

fn standard_pack() -> Vec<Puzzle> {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/puzzles/standard.txt");
    let rules = Rules::standard();
    let text = std::fs::read_to_string(path).expect("the standard pack");
    yote_ai::puzzle::read_pack(&text, &rules).expect("the standard pack's puzzles")
}

async fn text_of(c: &fantoccini::Client, id: &str) -> String {
    js(
        c,
        &format!("return document.getElementById('{id}').textContent;"),
    )
    .await
    .as_str()
    .expect("a text")
    .to_owned()
}

/// The player's rating kept on this device.
async fn kept_rating(c: &fantoccini::Client) -> f64 {
    js(
        c,
        "return JSON.parse(localStorage.getItem('yote-puzzles')).rating.rating;",
    )
    .await
    .as_f64()
    .expect("a rating")
}

/// The pieces on the board, as `square:colour` sorted.
async fn board(c: &fantoccini::Client) -> Value {
    js(
        c,
        "return [...document.querySelectorAll('#board [data-square]')]
           .filter((e) => /white|black/.test(e.getAttribute('aria-label') || ''))
           .map((e) => e.getAttribute('aria-label')).sort();",
    )
    .await
}

async fn open_puzzle(c: &fantoccini::Client, h: &Harness, lang: &str, p: &Puzzle) {
    c.goto(&h.url(&format!("/{lang}/puzzles?rules=standard&id={}", p.id)))
        .await
        .expect("the puzzles page");
    until(
        c,
        "document.getElementById('puzzle-hint').disabled === false && document.querySelectorAll('#board [data-square]').length > 0",
        "the puzzle on the board",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_a_puzzle_is_solved_by_taps_in_french_a_wrong_tap_is_refused_with_a_hint_and_the_rating_follows()
 {
    let pack = standard_pack();
    let rules = Rules::standard();
    // A puzzle of two actions for White (the computer answers between them), the first a jump.
    let long = pack
        .iter()
        .find(|p| {
            p.line.len() == 3
                && p.solver() == Color::White
                && p.line[0].kind() == ActionKind::Jump
                && p.themes.contains(&Theme::Long)
        })
        .expect("a long puzzle with a jump");
    let wrong = long
        .position
        .legal_actions(&rules)
        .into_iter()
        .find(|a| !a.is_capture() && *a != long.line[0])
        .expect("another action");

    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    crate::budgets::cdp(
        &c,
        "Emulation.setTouchEmulationEnabled",
        json!({"enabled": true, "maxTouchPoints": 5}),
    )
    .await;
    open_puzzle(&c, &h, "fr", long).await;
    assert_eq!(
        text_of(&c, "puzzle-task").await,
        "Les Blancs jouent\u{a0}: trouvez le seul coup gagnant."
    );
    assert_eq!(text_of(&c, "puzzle-my-rating").await, "1500?");
    let before = board(&c).await;
    // The first screen, as the page opens: the board whole, the task and the hint under it.
    js(&c, "window.scrollTo(0, 0); return 1;").await;
    screenshot(&c, "phone-puzzle-fr").await;
    assert_eq!(
        js(
            &c,
            &format!(
                "return [{}, {}, {}];",
                on_screen("board"),
                on_screen("puzzle-task"),
                on_screen("puzzle-hint")
            )
        )
        .await,
        json!([true, true, true]),
        "the board, the task and the hint on the first screen"
    );

    // A wrong tap: refused, the board as it was, a hint on the right piece, the rating falls.
    play_by(&c, &wrong.to_string(), "white", "black", true).await;
    until(
        &c,
        "document.getElementById('puzzle-feedback').textContent !== ''",
        "the refusal",
    )
    .await;
    let said = text_of(&c, "puzzle-feedback").await;
    let from = long.line[0].from().expect("a jump's square").to_string();
    assert!(
        said.starts_with("Pas celui-ci, ce coup ne gagne pas\u{a0}: Les Blancs "),
        "{said}"
    );
    assert!(
        said.contains(&format!("Indice\u{a0}: regardez la pièce en {from}.")),
        "{said}"
    );
    assert!(said.contains("Votre classement\u{a0}: "), "{said}");
    assert!(said.contains("(−"), "{said}");
    assert_eq!(board(&c).await, before, "nothing changed on the board");
    assert_eq!(
        js(
            &c,
            &format!(
                "return [{}, {}];",
                on_screen("board"),
                on_screen("puzzle-feedback")
            )
        )
        .await,
        json!([true, true]),
        "the refusal read with the board in view"
    );
    let hint = js(
        &c,
        "return document.querySelector('#board [data-hint]').getAttribute('data-hint');",
    )
    .await;
    assert_eq!(hint, long.line[0].to_string());
    let failed = kept_rating(&c).await;
    assert!(failed < 1500.0, "{failed}");
    assert_ne!(text_of(&c, "puzzle-my-rating").await, "1500?");
    screenshot(&c, "phone-puzzle-fr-wrong").await;

    // The line by taps: the first action, the computer's reply, the second.
    play_by(&c, &long.line[0].to_string(), "white", "black", true).await;
    until(
        &c,
        &format!(
            "document.getElementById('puzzle-task').textContent === {}",
            json!("Exact\u{a0}! L’ordinateur a répondu\u{a0}: trouvez le coup suivant.")
        ),
        "the computer's reply",
    )
    .await;
    wait_my_turn(&c).await;
    play_by(&c, &long.line[2].to_string(), "white", "black", true).await;
    until(
        &c,
        "!document.getElementById('puzzle-about').hidden",
        "the puzzle solved",
    )
    .await;
    assert_eq!(
        text_of(&c, "puzzle-feedback").await,
        "Résolu, après une erreur."
    );
    let about = text_of(&c, "puzzle-about").await;
    assert!(
        about.starts_with(&format!("Problème {}, classé {}.", long.id, long.rating)),
        "{about}"
    );
    assert_eq!(kept_rating(&c).await, failed, "a failed puzzle counts once");
    screenshot(&c, "phone-puzzle-fr-solved").await;

    // A clean solve of a one-action puzzle raises the rating.
    let short = pack
        .iter()
        .find(|p| p.line.len() == 1 && p.solver() == Color::Black && p.line[0].is_capture())
        .expect("a one-action puzzle for Black");
    open_puzzle(&c, &h, "fr", short).await;
    assert_eq!(
        text_of(&c, "puzzle-task").await,
        "Les Noirs jouent\u{a0}: trouvez le seul coup gagnant."
    );
    play_by(&c, &short.line[0].to_string(), "black", "white", true).await;
    until(
        &c,
        "!document.getElementById('puzzle-about').hidden",
        "the puzzle solved",
    )
    .await;
    let said = text_of(&c, "puzzle-feedback").await;
    assert!(
        said.starts_with("Résolu\u{a0}! Votre classement\u{a0}: "),
        "{said}"
    );
    assert!(said.contains("(+"), "{said}");
    let raised = kept_rating(&c).await;
    assert!(raised > failed);

    // "Show the solution" on a puzzle not yet rated: the first tap says what it costs and
    // changes nothing; the second shows it, and the rating falls.
    let third = pack
        .iter()
        .find(|p| p.line.len() == 1 && p.id != short.id && p.id != long.id)
        .expect("a third puzzle");
    open_puzzle(&c, &h, "fr", third).await;
    tap(&c, "#puzzle-solution").await;
    until(
        &c,
        "document.getElementById('puzzle-feedback').textContent !== ''",
        "the cost said",
    )
    .await;
    assert_eq!(
        text_of(&c, "puzzle-feedback").await,
        "Voir la solution compte comme un problème manqué : votre classement baisse."
    );
    assert_eq!(text_of(&c, "puzzle-solution").await, "La voir quand même");
    assert_eq!(kept_rating(&c).await, raised, "nothing counted yet");
    screenshot(&c, "phone-puzzle-fr-solution-costs").await;
    tap(&c, "#puzzle-solution").await;
    until(
        &c,
        "!document.getElementById('puzzle-about').hidden",
        "the solution played",
    )
    .await;
    assert_eq!(text_of(&c, "puzzle-feedback").await, "Voici la solution.");
    assert_eq!(text_of(&c, "puzzle-solution").await, "Voir la solution");
    assert!(
        kept_rating(&c).await < raised,
        "the solution counts as failed"
    );
    let width = js(&c, "return document.documentElement.scrollWidth;").await;
    assert!(width.as_f64().expect("a width") <= 360.0, "{width}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keyboard_alone_solves_a_puzzle_and_the_pack_works_with_the_network_gone() {
    let pack = standard_pack();
    // White to play a step: the cursor goes from a1 to its square by arrows.
    let p = pack
        .iter()
        .find(|p| {
            p.line.len() == 1 && p.solver() == Color::White && p.line[0].kind() == ActionKind::Step
        })
        .expect("a one-step puzzle for White");
    let (from, to) = (p.line[0].from().unwrap(), p.line[0].to().unwrap());
    let mut h = Harness::start().await;
    let c = h.browser(1280, 900).await;
    open_puzzle(&c, &h, "en", p).await;
    let arrows = |from: (u8, u8), to: (u8, u8)| {
        let mut keys = String::new();
        let (dx, dy) = (
            i32::from(to.0) - i32::from(from.0),
            i32::from(to.1) - i32::from(from.1),
        );
        for _ in 0..dx.abs() {
            keys.push(char::from(if dx > 0 { Key::Right } else { Key::Left }));
        }
        for _ in 0..dy.abs() {
            keys.push(char::from(if dy > 0 { Key::Up } else { Key::Down }));
        }
        keys
    };
    let at = |sq: yote_rules::Square| (sq.file(), sq.rank());
    let board = find(&c, "#board").await;
    let keys = format!(
        "{}{}{}{}",
        arrows((0, 0), at(from)),
        char::from(Key::Enter),
        arrows(at(from), at(to)),
        char::from(Key::Enter)
    );
    board.send_keys(&keys).await.expect("keys");
    until(
        &c,
        "!document.getElementById('puzzle-about').hidden",
        "the puzzle solved by keys",
    )
    .await;
    assert!(
        text_of(&c, "puzzle-feedback")
            .await
            .starts_with("Solved! Your rating: ")
    );
    // Next puzzle, by the keyboard too: the button has the focus.
    let focused = js(&c, "return document.activeElement.id;").await;
    assert_eq!(focused, "puzzle-next");

    // The page rates with the engine module's Glicko-2 (the server's): its author's worked
    // example, at the paper's τ = 0.5: 1500 ± 200 against 1400 (won), 1550 and 1700 (lost)
    // gives 1464.06 ± 151.52, volatility 0.05999.
    let example = js(
        &c,
        "const src = document.querySelector('script[src$=\"/game.js\"]').src.replace(/game\\.js$/, 'engine/engine.js');
         const engine = await (await import(src)).loadEngine();
         const r = engine.ratingAfter({ rating: 1500, rd: 200, vol: 0.06 }, [
           { rating: 1400, rd: 30, score: 1 }, { rating: 1550, rd: 100, score: 0 }, { rating: 1700, rd: 300, score: 0 }], 0.5);
         return [r.rating, r.rd, r.vol];",
    )
    .await;
    let got: Vec<f64> = example
        .as_array()
        .expect("three numbers")
        .iter()
        .map(|v| v.as_f64().expect("a number"))
        .collect();
    assert!((got[0] - 1464.06).abs() < 0.01, "{got:?}");
    assert!((got[1] - 151.52).abs() < 0.01, "{got:?}");
    assert!((got[2] - 0.05999).abs() < 0.00001, "{got:?}");

    // With the network gone, the page and its pack come from the service worker.
    until(
        &c,
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        "the service worker in control",
    )
    .await;
    // Visited once under the service worker, the page is kept.
    c.goto(&h.url("/en/puzzles")).await.expect("the page");
    until(
        &c,
        "document.getElementById('puzzle-hint').disabled === false",
        "a puzzle online",
    )
    .await;
    crate::offline::network_gone(&c, &mut h).await;
    c.goto(&h.url("/en/puzzles?rules=standard"))
        .await
        .expect("the page, offline");
    until(
        &c,
        "document.getElementById('puzzle-hint').disabled === false",
        "a puzzle offline",
    )
    .await;
    let task = text_of(&c, "puzzle-task").await;
    assert!(
        task.ends_with("to play: find the only action that wins."),
        "{task}"
    );

    // The puzzle of the day, offline: the home page kept by the service worker links to it,
    // and it opens from the kept pack.
    c.goto(&h.url("/en/")).await.expect("home, offline");
    let link = js(
        &c,
        "return document.getElementById('daily-solve').getAttribute('href');",
    )
    .await;
    let link = link
        .as_str()
        .expect("the puzzle of the day's link")
        .to_owned();
    let id = link.rsplit("id=").next().expect("an id").to_owned();
    assert!(pack.iter().any(|p| p.id == id), "{link}");
    let alt = js(
        &c,
        "return document.querySelector('.daily-board svg').getAttribute('aria-label');",
    )
    .await;
    assert!(
        alt.as_str()
            .expect("a label")
            .ends_with("to play: find the only action that wins."),
        "{alt}"
    );
    let frame = js(
        &c,
        "return getComputedStyle(document.querySelector('.daily-board .d-frame')).fill;",
    )
    .await;
    assert_ne!(
        frame,
        json!("rgb(0, 0, 0)"),
        "the diagram in the board's colours"
    );
    c.goto(&h.url(&link))
        .await
        .expect("the puzzle of the day, offline");
    until(
        &c,
        &format!(
            "document.getElementById('puzzle-hint').disabled === false && new URLSearchParams(location.search).get('id') === '{id}'"
        ),
        "the puzzle of the day opened offline",
    )
    .await;
    screenshot(&c, "puzzle-of-the-day-offline").await;
    h.finish().await;
}
