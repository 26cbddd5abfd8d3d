//! Clocks on the game page at phone size: chosen on the setup page, counting down in both
//! panels, the running one marked, low time in red with its warning sound, and the flag.

use std::time::Duration;

use serde_json::json;

use crate::harness::*;

/// The text of `side`'s clock on the page.
async fn clock_text(c: &fantoccini::Client, side: &str) -> String {
    let v = js(
        c,
        &format!("return document.querySelector(\".player[data-side='{side}'] .clock-time\").textContent;"),
    )
    .await;
    v.as_str().unwrap_or_default().to_owned()
}

/// Places a piece of `side` on `square` by clicks (a table on this device).
async fn place(c: &fantoccini::Client, side: &str, square: &str, n: usize) {
    click(c, &format!("button.hand[data-hand='{side}']")).await;
    click(c, &format!("#sq-{square}")).await;
    wait_actions(c, n).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_clocks_count_down_from_the_setup_choice() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/en/new?mode=local")).await.expect("open");
    // Unlimited is the default; Real time shows its presets (5 + 3 chosen).
    assert_eq!(
        js(
            &c,
            "return document.querySelector(\"input[name='clock']:checked\").value;"
        )
        .await,
        "unlimited"
    );
    assert_eq!(
        js(&c, "return document.getElementById('clock-real').hidden;").await,
        true
    );
    click(&c, "input[name='clock'][value='real-time']").await;
    until(
        &c,
        "!document.getElementById('clock-real').hidden",
        "the real-time presets",
    )
    .await;
    assert_eq!(
        js(&c, "return document.getElementById('clock-preset').value;").await,
        "300+3"
    );
    click(&c, "#clock-preset").await;
    js(
        &c,
        "document.getElementById('clock-group').scrollIntoView(); return 0;",
    )
    .await;
    let inside = js(&c, "return [...document.querySelectorAll('#clock-group *')].every((e) => e.getBoundingClientRect().right <= window.innerWidth + 1);").await;
    assert_eq!(inside, true, "the time control fits at phone width");
    assert_eq!(
        js(
            &c,
            "return document.getElementById('clock-corr').offsetParent === null;"
        )
        .await,
        true,
        "the correspondence choice stays hidden"
    );
    screenshot(&c, "phone-setup-clock").await;
    click(&c, "#create").await;
    until(&c, "location.pathname.includes('/games/')", "the game page").await;
    wait_my_turn(&c).await;
    until(
        &c,
        "document.querySelectorAll('.player .clock:not([hidden])').length === 2",
        "two clocks",
    )
    .await;
    assert_eq!(clock_text(&c, "white").await, "5:00");
    assert_eq!(clock_text(&c, "black").await, "5:00");
    // Before the first actions no clock runs; the first action's deadline is said.
    let note = js(
        &c,
        "return document.querySelector(\".player[data-side='white'] .clock-note\").textContent;",
    )
    .await;
    assert!(note.as_str().unwrap().contains("first action"), "{note}");
    place(&c, "white", "c3", 1).await;
    place(&c, "black", "c4", 2).await;
    // White's clock runs now, and only White's.
    until(&c, "document.querySelector(\".player[data-side='white'] .clock\").classList.contains('running')", "White's clock running").await;
    tokio::time::sleep(Duration::from_millis(2200)).await;
    let white = clock_text(&c, "white").await;
    assert!(
        ["4:58", "4:57", "4:56", "4:55"].contains(&white.as_str()),
        "White's clock shows {white}"
    );
    assert_eq!(clock_text(&c, "black").await, "5:00");
    assert_eq!(
        js(
            &c,
            "return document.querySelectorAll('.player .clock.running').length;"
        )
        .await,
        1
    );
    // The clock fits beside the player at phone width.
    let fits = js(&c, "const r = document.querySelector(\".player[data-side='white'] .clock-time\").getBoundingClientRect(); return r.right <= window.innerWidth && r.width > 30;").await;
    assert_eq!(fits, true);
    screenshot(&c, "phone-clocks").await;
    // White's action: its clock stops with the increment added; Black's runs.
    place(&c, "white", "a1", 3).await;
    until(&c, "document.querySelector(\".player[data-side='black'] .clock\").classList.contains('running')", "Black's clock running").await;
    let white = clock_text(&c, "white").await;
    assert!(
        ["4:58", "4:59", "5:00", "5:01"].contains(&white.as_str()),
        "White after the increment: {white}"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_low_time_is_red_and_warns_then_the_flag_falls() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/en/")).await.expect("open");
    let created = js(
        &c,
        "const r = await fetch('/api/tables', {method: 'POST', headers: {'Content-Type': 'application/json'}, \
         body: JSON.stringify({opponent: 'local', clock: {initial_s: 12, increment_s: 0}})}); return await r.json();",
    )
    .await;
    let id = created["game"].as_str().expect("a game").to_owned();
    c.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("open the game");
    wait_my_turn(&c).await;
    assert_eq!(clock_text(&c, "white").await, "0:12");
    place(&c, "white", "c3", 1).await;
    place(&c, "black", "c4", 2).await;
    let white = ".player[data-side='white'] .clock";
    until(
        &c,
        &format!("document.querySelector(\"{white}\").classList.contains('low')"),
        "White's low time",
    )
    .await;
    let text = clock_text(&c, "white").await;
    assert!(
        text.starts_with("0:09.") || text.starts_with("0:08."),
        "{text}"
    );
    let colour = js(&c, &format!("return getComputedStyle(document.querySelector(\"{white} .clock-time\")).backgroundColor;")).await;
    assert_eq!(colour, "rgb(168, 50, 31)", "low time is red");
    assert_eq!(
        js(&c, "return document.querySelector(\".player[data-side='black'] .clock\").classList.contains('low');").await,
        false
    );
    until(
        &c,
        "document.body.dataset.lastSound === 'low-time'",
        "the low-time warning",
    )
    .await;
    screenshot(&c, "phone-clock-low").await;
    // The flag falls on the server: the page says White ran out of time.
    until(
        &c,
        "document.body.textContent.includes('White ran out of time')",
        "the end on time",
    )
    .await;
    assert_eq!(clock_text(&c, "white").await, "0:00.0");
    assert_eq!(
        js(
            &c,
            "return document.querySelectorAll('.player .clock.running').length;"
        )
        .await,
        0
    );
    screenshot(&c, "phone-clock-flag").await;
    h.finish().await;
}

/// A friend table of three days a move made on `a`'s setup page in `lang`: its invite link.
async fn correspondence_invite(h: &Harness, a: &fantoccini::Client, lang: &str) -> String {
    a.goto(&h.url(&format!("/{lang}/new?mode=friend")))
        .await
        .expect("open");
    click(a, "input[name='clock'][value='correspondence']").await;
    until(
        a,
        "!document.getElementById('clock-corr').hidden",
        "the days",
    )
    .await;
    find(a, "#clock-days")
        .await
        .select_by_value("3")
        .await
        .expect("3 days");
    click(a, "#create").await;
    until(a, "location.pathname.includes('/games/')", "the game page").await;
    until(
        a,
        "document.getElementById('invite-link').value !== ''",
        "the invite link",
    )
    .await;
    let invite = js(a, "return document.getElementById('invite-link').value;").await;
    invite.as_str().expect("a link").to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_correspondence_shows_days_and_the_local_deadline_and_the_invite_says_it() {
    let mut h = Harness::start().await;
    let a = h.browser(360, 740).await;
    let b = h.browser(360, 740).await;
    let invite = correspondence_invite(&h, &a, "fr").await;
    b.goto(&invite).await.expect("open the invite");
    until(
        &b,
        "!document.getElementById('invite-facts').hidden",
        "the invitation's details",
    )
    .await;
    let said = js(
        &b,
        "return document.getElementById('invite-clock').textContent;",
    )
    .await;
    assert_eq!(said, "3 days per move", "{said}");
    // The rule set by its title, and whether moves may be taken back, before the guest sits.
    let facts = js(
        &b,
        "return [document.getElementById('invite-rules-title').textContent, \
         document.getElementById('invite-rules').hidden, \
         document.getElementById('invite-takebacks').textContent];",
    )
    .await;
    assert_eq!(
        facts,
        json!([
            "Standard Yoté",
            true,
            "Allowed: either player may ask to take back a move."
        ])
    );
    screenshot(&b, "phone-invite-clock").await;
    click(&b, "#take-seat").await;
    wait_my_turn(&a).await;
    // Both clocks show three days; White's first action is due within them.
    until(
        &a,
        "document.querySelectorAll('.player .clock:not([hidden])').length === 2",
        "two clocks",
    )
    .await;
    assert_eq!(clock_text(&a, "white").await, "3 j 0 h");
    // The first action's deadline is a local date, not a count of seconds.
    let deadline = js(
        &a,
        "const d = new Date(Date.now() + 3 * 86400000); return new Intl.DateTimeFormat('fr', \
         {weekday: 'short', day: 'numeric', month: 'short'}).format(d);",
    )
    .await;
    let first = js(
        &a,
        "return document.querySelector(\".player[data-side='white'] .clock-note\").textContent;",
    )
    .await;
    let first = first.as_str().unwrap();
    assert!(
        first.starts_with("Première action à jouer avant le ")
            && first.contains(deadline.as_str().unwrap())
            && !first.contains(" s "),
        "{first} (the deadline, {deadline})"
    );
    screenshot(&a, "phone-correspondence-first-action").await;
    place(&a, "white", "c3", 1).await;
    wait_my_turn(&b).await;
    place(&b, "black", "c4", 2).await;
    until(
        &a,
        "document.querySelector(\".player[data-side='white'] .clock\").classList.contains('running')",
        "White's clock running",
    )
    .await;
    // Given its three days again with the action: it reads three days, not 2 d 23 h.
    assert_eq!(clock_text(&a, "white").await, "3 j 0 h");
    let note = js(
        &a,
        "return document.querySelector(\".player[data-side='white'] .clock-note\").textContent;",
    )
    .await;
    let expected = js(
        &a,
        "const d = new Date(Date.now() + 3 * 86400000); return new Intl.DateTimeFormat('fr', \
         {weekday: 'short', day: 'numeric', month: 'short'}).format(d);",
    )
    .await;
    let note = note.as_str().unwrap();
    assert!(
        note.starts_with("À jouer avant le ") && note.contains(expected.as_str().unwrap()),
        "{note} (the deadline, {expected})"
    );
    // Correspondence time is never shown red.
    assert_eq!(
        js(
            &a,
            "return document.querySelectorAll('.player .clock.low').length;"
        )
        .await,
        0
    );
    screenshot(&a, "phone-correspondence-clock").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_low_time_is_silent_with_the_sound_off() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/en/")).await.expect("open");
    let created = js(
        &c,
        "const r = await fetch('/api/tables', {method: 'POST', headers: {'Content-Type': 'application/json'}, \
         body: JSON.stringify({opponent: 'local', clock: {initial_s: 11, increment_s: 0}})}); return await r.json();",
    )
    .await;
    let id = created["game"].as_str().expect("a game").to_owned();
    c.goto(&h.url(&format!("/en/games/{id}")))
        .await
        .expect("open the game");
    wait_my_turn(&c).await;
    click(&c, "#mute").await;
    until(
        &c,
        "document.getElementById('mute').getAttribute('aria-pressed') === 'true'",
        "the sound off",
    )
    .await;
    place(&c, "white", "c3", 1).await;
    place(&c, "black", "c4", 2).await;
    until(
        &c,
        "document.querySelector(\".player[data-side='white'] .clock\").classList.contains('low')",
        "White's low time",
    )
    .await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    let sound = js(&c, "return document.body.dataset.lastSound || null;").await;
    assert_ne!(sound, "low-time", "no warning with the sound off");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_a_custom_clock_of_no_minutes_cannot_be_created() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/en/new?mode=local")).await.expect("open");
    click(&c, "input[name='clock'][value='real-time']").await;
    find(&c, "#clock-preset")
        .await
        .select_by_value("custom")
        .await
        .expect("custom");
    until(
        &c,
        "!document.getElementById('clock-custom').hidden",
        "the custom fields",
    )
    .await;
    let set = |value: &str| {
        format!(
            "const m = document.getElementById('clock-minutes'); m.value = '{value}'; \
             m.dispatchEvent(new Event('input', {{bubbles: true}})); return 1;"
        )
    };
    let state = "const b = document.getElementById('create'); const e = document.getElementById('setup-error'); \
         return [b.disabled, \
         document.getElementById('clock-minutes').getAttribute('aria-invalid'), e ? e.textContent : ''];";
    js(&c, &set("0")).await;
    let refused = js(&c, state).await;
    assert_eq!(refused[0], true, "no table with 0 minutes: {refused}");
    assert_eq!(refused[1], "true");
    assert!(
        refused[2]
            .as_str()
            .unwrap()
            .contains("“Minutes each” must be a whole number from 1 to 180"),
        "{refused}"
    );
    screenshot(&c, "phone-setup-clock-zero").await;
    js(&c, &set("5")).await;
    let allowed = js(&c, state).await;
    assert_eq!(allowed[0], false, "{allowed}");
    assert_eq!(allowed[1], serde_json::Value::Null);
    h.finish().await;
}

/// Wolof and Bambara phones write a correspondence game's deadline as people there read dates
/// (in French, Senegal's and Mali's second language), never with the root locale's "M12" nor an
/// English weekday (the browser has no date data for either language).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_wolof_and_bambara_deadlines_are_dates_people_read() {
    let mut h = Harness::start().await;
    let a = h.browser(360, 740).await;
    let b = h.browser(360, 740).await;
    let invite = correspondence_invite(&h, &a, "wo").await;
    // The friend's phone speaks Bambara: a page of the site in Bambara first (its language
    // is kept), then the invite.
    b.goto(&h.url("/bm/"))
        .await
        .expect("the home page in Bambara");
    b.goto(&invite).await.expect("open the invite");
    until(
        &b,
        "!document.getElementById('invite-facts').hidden",
        "the invitation's details",
    )
    .await;
    click(&b, "#take-seat").await;
    wait_my_turn(&a).await;
    for (c, lang, locale) in [(&a, "wo", "fr-SN"), (&b, "bm", "fr-ML")] {
        let note = ".player[data-side='white'] .clock-note";
        until(
            c,
            &format!("(document.querySelector(\"{note}\") || {{}}).textContent"),
            "the first action's deadline",
        )
        .await;
        let shown = js(
            c,
            &format!(
                "const d = new Date(Date.now() + 3 * 86400000); \
                 return {{ lang: document.documentElement.lang, \
                   note: document.querySelector(\"{note}\").textContent, \
                   expected: new Intl.DateTimeFormat(['{locale}', 'fr'], \
                     {{weekday: 'short', day: 'numeric', month: 'short'}}).format(d) }};"
            ),
        )
        .await;
        assert_eq!(shown["lang"], lang, "{shown}");
        let text = shown["note"].as_str().unwrap();
        assert!(
            text.contains(shown["expected"].as_str().unwrap()),
            "the deadline as a French date: {shown}"
        );
        let english = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "AM", "PM"];
        assert!(
            !english.iter().any(|w| text
                .split(|ch: char| !ch.is_alphanumeric())
                .any(|x| x == *w)),
            "no English weekday: {text}"
        );
        assert!(
            !text
                .split(|ch: char| !ch.is_alphanumeric())
                .any(|x| x.len() > 1
                    && x.starts_with('M')
                    && x[1..].chars().all(|d| d.is_ascii_digit())),
            "no root-locale month (\"M12\"): {text}"
        );
        screenshot(c, &format!("phone-deadline-{lang}")).await;
    }
    h.finish().await;
}
