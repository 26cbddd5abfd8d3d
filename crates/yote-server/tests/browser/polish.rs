//! What a player notices once the game works: a rated invite that says who invites, the players'
//! panels keeping a name and its rating whole on a phone, the lobby counting the people on its
//! page, a light or dark theme chosen in the footer, and the analysis page read right to left,
//! with the evaluation's number, the moves paired by turn and the keyboard kept to the end.

use fantoccini::key::Key;
use serde_json::{Value, json};

use crate::budgets::cdp;
use crate::harness::*;
use crate::takebacks::touch;

/// Whether each panel shows its player's name whole (nothing cut by "…"), its rating, and its
/// clock inside the panel: `{top, bottom}` each `[whole, text, clock inside]`.
const PANELS: &str = "const one = (id) => { \
        const p = document.getElementById(id); const name = p.querySelector('.name'); \
        const clock = p.querySelector('.clock-time').getBoundingClientRect(); \
        const box = p.getBoundingClientRect(); \
        return [name.scrollWidth <= name.clientWidth + 1, name.textContent, \
                clock.right <= box.right + 0.5 && clock.left >= box.left - 0.5 && clock.width > 0]; }; \
    return { top: one('player-top'), bottom: one('player-bottom') };";

/// Two phones with touch; the first makes a rated friend table on the setup page in `lang`
/// (with a correspondence clock when `days`). Answers them, the game's id and its invite link.
pub(crate) async fn rated_table_on_phones(
    h: &mut Harness,
    lang: &str,
    days: bool,
) -> (fantoccini::Client, fantoccini::Client, String, String) {
    let a = h.browser(360, 740).await;
    let b = h.browser(360, 740).await;
    for c in [&a, &b] {
        touch(c).await;
    }
    a.goto(&h.url(&format!("/{lang}/new?mode=friend&rules=standard")))
        .await
        .expect("the setup page");
    tap(&a, "#rated").await;
    if days {
        tap(&a, "input[name='clock'][value='correspondence']").await;
    }
    tap(&a, "#create").await;
    until(&a, "location.pathname.includes('/games/')", "the game page").await;
    until(
        &a,
        "document.getElementById('invite-link').value !== ''",
        "the invite link",
    )
    .await;
    let id = game_id(&a).await;
    let invite = js(&a, "return document.getElementById('invite-link').value;").await;
    let invite = invite.as_str().expect("an invite link").to_owned();
    (a, b, id, invite)
}

/// A rated friend table with a correspondence clock, made on a Wolof phone and taken on an
/// Arabic one: the invite names its maker with their rating before the guest agrees; then on
/// both phones each panel keeps its player's name and rating whole beside the days and hours
/// left (the side said by the piece drawn, and in words for a screen reader).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn polish_a_rated_invite_names_its_maker_and_the_panels_keep_names_and_ratings_whole() {
    let mut h = Harness::start().await;
    let (a, b, id, invite) = rated_table_on_phones(&mut h, "wo", true).await;
    let token = invite
        .rsplit("/invite/")
        .next()
        .expect("an invite link")
        .to_owned();
    let me = js(
        &a,
        "return fetch('/api/player').then(r => r.json()).then(j => j.player.name);",
    )
    .await;
    let maker = me.as_str().expect("the maker's name").to_owned();

    // The guest reads who invites them, by name and rating, before taking the seat.
    b.goto(&h.url(&format!("/ar/invite/{token}")))
        .await
        .expect("the invite");
    until(
        &b,
        "!document.getElementById('invite-facts').hidden",
        "the invitation's details",
    )
    .await;
    let host = js(
        &b,
        "const dd = document.querySelector('dd.invite-host'); \
         return [dd.hidden, document.getElementById('invite-host-name').textContent, \
                 document.getElementById('invite-host-rating').textContent, \
                 document.getElementById('invite-host-name').getAttribute('href')];",
    )
    .await;
    screenshot(&b, "phone-invite-names-its-maker-ar").await;
    assert_eq!(host[0], false, "the maker is named: {host}");
    assert_eq!(host[1], json!(maker), "{host}");
    assert_eq!(host[2], "· 1500?", "{host}");
    assert_eq!(host[3], json!(format!("/ar/players/{maker}")), "{host}");
    tap(&b, "#take-seat").await;
    until(&b, "location.pathname.includes('/games/')", "the game page").await;

    // Both phones: the names and ratings whole, the days left inside the panel.
    a.goto(&h.url(&format!("/wo/games/{id}")))
        .await
        .expect("the Wolof game page");
    b.goto(&h.url(&format!("/ar/games/{id}")))
        .await
        .expect("the Arabic game page");
    for (c, lang) in [(&a, "wo"), (&b, "ar")] {
        until(
            c,
            "document.querySelectorAll('.player .name a[href*=\"/players/\"]').length === 2 \
             && !document.querySelector('#player-bottom .clock').hidden",
            "both players named, the clocks shown",
        )
        .await;
        let panels = js(c, PANELS).await;
        screenshot(c, &format!("phone-panels-names-whole-{lang}")).await;
        for side in ["top", "bottom"] {
            let p = &panels[side];
            assert_eq!(p[0], true, "{lang} {side}: the name cut: {panels}");
            assert!(
                p[1].as_str().expect("a text").contains("1500?"),
                "{lang} {side}: the rating shown: {panels}"
            );
            assert_eq!(
                p[2], true,
                "{lang} {side}: the clock in the panel: {panels}"
            );
        }
        let said = js(
            c,
            "return [...document.querySelectorAll('.player .pieces')].map(p => p.textContent);",
        )
        .await;
        assert!(
            said.as_array()
                .expect("the pieces in words")
                .iter()
                .all(|t| t.as_str().is_some_and(|t| t.len() > 4)),
            "the side in words for a screen reader: {said}"
        );
    }
    h.finish().await;
}

/// The lobby's count is the people on its page: two phones that have never played (no name
/// yet) read "2 players in the lobby", and one leaving makes it 1.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn polish_the_lobby_counts_the_people_on_its_page() {
    let mut h = Harness::start().await;
    let a = h.browser(360, 740).await;
    let b = h.browser(360, 740).await;
    for c in [&a, &b] {
        c.goto(&h.url("/en/")).await.expect("the home page");
    }
    for c in [&a, &b] {
        until(
            c,
            "document.getElementById('lobby-counts').textContent.startsWith('2 players in the lobby')",
            "two people counted",
        )
        .await;
    }
    b.goto(&h.url("/en/rules")).await.expect("away");
    until(
        &a,
        "document.getElementById('lobby-counts').textContent.startsWith('1 player in the lobby')",
        "one person left",
    )
    .await;
    h.finish().await;
}

/// The page's background colour as `[r, g, b]` summed: low for the dark theme.
async fn lightness(c: &fantoccini::Client) -> i64 {
    let v = js(
        c,
        "return getComputedStyle(document.documentElement).backgroundColor.match(/\\d+/g).slice(0, 3).map(Number).reduce((a, b) => a + b, 0);",
    )
    .await;
    v.as_i64().expect("a colour")
}

/// The theme in the footer: dark chosen on a phone whose system is light stays dark after a
/// reload and on another page; light chosen on a system that is dark is light; "as the
/// device" follows the system again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn polish_the_theme_is_chosen_in_the_footer_and_kept() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    let system = |dark: bool| json!({"features": [{"name": "prefers-color-scheme", "value": if dark { "dark" } else { "light" }}]});
    cdp(&c, "Emulation.setEmulatedMedia", system(false)).await;
    c.goto(&h.url("/fr/")).await.expect("the home page");
    assert!(lightness(&c).await > 600, "light by the system");
    assert_eq!(
        js(&c, "return document.getElementById('theme').value;").await,
        "system"
    );
    click(&c, "#theme option[value='dark']").await;
    assert!(lightness(&c).await < 200, "dark once chosen");
    c.refresh().await.expect("reload");
    assert!(lightness(&c).await < 200, "still dark after a reload");
    c.goto(&h.url("/fr/rules")).await.expect("another page");
    assert!(lightness(&c).await < 200, "dark on another page");
    assert_eq!(
        js(&c, "return document.getElementById('theme').value;").await,
        "dark"
    );
    js(
        &c,
        "document.getElementById('theme').scrollIntoView(); return 1;",
    )
    .await;
    screenshot(&c, "phone-theme-dark-fr").await;
    cdp(&c, "Emulation.setEmulatedMedia", system(true)).await;
    click(&c, "#theme option[value='light']").await;
    assert!(lightness(&c).await > 600, "light chosen on a dark system");
    click(&c, "#theme option[value='system']").await;
    assert!(lightness(&c).await < 200, "the system's dark again");
    h.finish().await;
}

/// A game's first five placements under the standard rules.
const OPENING: &str = "[Rules \"standard\"]\n[Result \"*\"]\n\n1. @c3 @e5 2. @a1 @c2 3. @f1 *\n";

async fn paste(c: &fantoccini::Client, record: &str, moves: usize) {
    let area = find(c, "#an-record").await;
    area.send_keys(record).await.expect("type");
    tap(c, "#an-load").await;
    until(
        c,
        &format!("document.querySelectorAll('#an-moves button').length === {moves}"),
        "the pasted game",
    )
    .await;
}

/// The analysis page on an Arabic phone: the arrows of the buttons point the way the page
/// reads, the evaluation has its number and the side it favours, the summary is punctuated in
/// Arabic, and the keyboard keeps moving through the game after End (which disables the button
/// it was on). On a laptop the moves are two columns, White's and Black's, a turn a row.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn polish_the_analysis_page_reads_right_to_left_with_its_number_and_keeps_the_keyboard() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/ar/analysis")).await.expect("open");
    paste(&c, OPENING, 5).await;
    let mirrored = js(
        &c,
        "return [...document.querySelectorAll('.an-nav svg')].map(s => getComputedStyle(s).transform);",
    )
    .await;
    assert!(
        mirrored
            .as_array()
            .expect("the arrows")
            .iter()
            .all(|t| t == "matrix(-1, 0, 0, 1, 0, 0)"),
        "mirrored on a right-to-left page: {mirrored}"
    );
    let first = js(
        &c,
        "return document.getElementById('an-first').getBoundingClientRect().left > \
                document.getElementById('an-last').getBoundingClientRect().left;",
    )
    .await;
    assert_eq!(
        first, true,
        "First on the right, where an Arabic line begins"
    );
    tap(&c, "#an-first").await;
    until(
        &c,
        "document.querySelector('#an-eval .an-eval b') !== null",
        "the evaluation",
    )
    .await;
    let badge = js(
        &c,
        "const e = document.querySelector('#an-eval .an-eval'); return [e.dataset.side, e.textContent];",
    )
    .await;
    let text = badge[1].as_str().expect("a text");
    assert!(
        text.chars().any(|ch| ch.is_ascii_digit()),
        "a number: {badge}"
    );
    let words = if badge[0] == "even" {
        "تعادل"
    } else {
        "الأفضلية"
    };
    assert!(text.contains(words), "the side it favours: {badge}");
    screenshot(&c, "phone-analysis-ar-eval").await;

    // The whole analysis: its summary punctuated in Arabic.
    tap(&c, "#an-run").await;
    until(
        &c,
        "document.getElementById('an-progress').dataset.done === 'true'",
        "the analysis",
    )
    .await;
    let summary = js(
        &c,
        "return document.getElementById('an-progress-text').textContent;",
    )
    .await;
    let summary = summary.as_str().expect("a summary");
    assert!(
        summary.contains('،') && !summary.contains(','),
        "an Arabic comma: {summary}"
    );

    // The keyboard: End from the Last button, which it disables; the keys go on.
    tap(&c, "#an-first").await;
    js(&c, "document.getElementById('an-last').focus(); return 1;").await;
    let active = c.active_element().await.expect("the focus");
    active.send_keys(&(Key::End + "")).await.expect("End");
    until(
        &c,
        "document.getElementById('an-last').disabled",
        "the game's end",
    )
    .await;
    let focus = js(&c, "return document.activeElement.id;").await;
    assert_eq!(focus, "an-prev", "the focus kept in the buttons");
    // Right to left: the arrow to the right goes back.
    let active = c.active_element().await.expect("the focus");
    active
        .send_keys(&(Key::Right + ""))
        .await
        .expect("the right arrow");
    until(
        &c,
        "document.querySelector('#an-moves [aria-current=\"step\"]')?.dataset.ply === '4'",
        "one ply back",
    )
    .await;

    // A laptop: two columns, a turn a row.
    let d = h.browser(1280, 900).await;
    d.goto(&h.url("/en/analysis")).await.expect("open");
    paste(&d, OPENING, 5).await;
    let boxes: Value = js(
        &d,
        "return [...document.querySelectorAll('#an-moves li')].map(li => { const r = li.getBoundingClientRect(); return [Math.round(r.top), Math.round(r.left)]; });",
    )
    .await;
    screenshot(&d, "laptop-analysis-moves-paired").await;
    let b = |i: usize, k: usize| boxes[i][k].as_i64().expect("a number");
    assert_eq!(b(0, 0), b(1, 0), "a turn a row: {boxes}");
    assert!(b(0, 1) < b(1, 1), "White's then Black's: {boxes}");
    assert!(
        b(2, 0) > b(0, 0) && b(2, 1) == b(0, 1),
        "the next turn under: {boxes}"
    );
    assert_eq!(b(3, 0), b(2, 0), "{boxes}");
    assert!(b(4, 0) > b(2, 0) && b(4, 1) == b(0, 1), "{boxes}");
    h.finish().await;
}
