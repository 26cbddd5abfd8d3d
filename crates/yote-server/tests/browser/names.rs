//! A lobby player's name on phones: set apart from its rating on Arabic pages (the games on
//! offer, the players' panels, the rating change at the end), a rename answered at its form,
//! and a browser that takes a transfer code told whom it now plays as.

use serde_json::{Value, json};

use crate::harness::*;
use crate::lobby::{ON_GAME_PAGE, phone_at, phone_in_lobby, tap_place, text};

/// Where the texts `parts` are drawn inside the element `root`, each found after the one
/// before it in the element's text: `{text, boxes: [{part, left, right, top, bottom}]}`, or `{missing}`.
fn boxes_script(root: &str, parts: &[String]) -> String {
    format!(
        r#"
const root = document.querySelector({root});
const parts = {parts};
const nodes = [];
let text = '';
const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {{ nodes.push([walker.currentNode, text.length]); text += walker.currentNode.data; }}
const at = (i) => {{
  for (let k = nodes.length - 1; k >= 0; k--) if (nodes[k][1] <= i) return [nodes[k][0], i - nodes[k][1]];
}};
const boxes = [];
let from = 0;
for (const part of parts) {{
  const i = text.indexOf(part, from);
  if (i < 0) return {{ missing: part, text }};
  const [n0, o0] = at(i);
  const [n1, o1] = at(i + part.length - 1);
  const range = document.createRange();
  range.setStart(n0, o0);
  range.setEnd(n1, o1 + 1);
  const r = range.getBoundingClientRect();
  boxes.push({{ part, left: r.left, right: r.right, top: r.top, bottom: r.bottom }});
  from = i + part.length;
}}
return {{ text, boxes }};
"#,
        root = json!(root),
        parts = json!(parts),
    )
}

/// Whether an element inside `root` holding exactly `name` is set apart from the text around
/// it for the bidirectional algorithm (a `bdi`, or `unicode-bidi: isolate`).
fn isolated_script(root: &str, name: &str) -> String {
    format!(
        "const root = document.querySelector({root}); \
         return [...root.querySelectorAll('*')].filter((e) => e.textContent === {name}).some((e) => \
           e.tagName === 'BDI' || ['isolate', 'isolate-override', 'plaintext'].includes(getComputedStyle(e).unicodeBidi));",
        root = json!(root),
        name = json!(name),
    )
}

/// On a right-to-left page, `parts` (a name, then its rating…) read in their order inside
/// `root`: each drawn wholly to the left of the one before or on a line below it, and the name
/// isolated. What is
/// wrong, if anything.
async fn reads_right_to_left(c: &fantoccini::Client, root: &str, parts: &[String]) -> Vec<String> {
    let mut wrong = vec![];
    let drawn = js(c, &boxes_script(root, parts)).await;
    let Some(boxes) = drawn["boxes"].as_array() else {
        return vec![format!("{root}: {drawn}")];
    };
    for pair in boxes.windows(2) {
        let (before, after) = (&pair[0], &pair[1]);
        let at = |b: &Value, k: &str| b[k].as_f64().unwrap();
        // A part on a line below the one before is read after it, wherever it sits; on the
        // same line it must be drawn to its left.
        let next_line = at(after, "top") >= at(before, "bottom") - 1.0;
        if !next_line && at(after, "right") > at(before, "left") + 1.0 {
            wrong.push(format!(
                "{root}: {} should be read after {}, on its left: {drawn}",
                after["part"], before["part"]
            ));
        }
    }
    if js(c, &isolated_script(root, &parts[0])).await != Value::Bool(true) {
        wrong.push(format!(
            "{root}: the name {} is not isolated from the text around it",
            parts[0]
        ));
    }
    wrong
}

/// The player of this browser, from the API.
async fn me(c: &fantoccini::Client) -> Value {
    js(
        c,
        "const r = await fetch('/api/player', { credentials: 'same-origin' }); return (await r.json()).player;",
    )
    .await
}

/// A phone in the lobby whose browser has a player: a seek made and cancelled at once.
pub(crate) async fn player_in_lobby(h: &mut Harness, lang: &str) -> fantoccini::Client {
    let c = phone_in_lobby(h, lang).await;
    tap(&c, "[data-tile='10+5']").await;
    until(
        &c,
        "document.querySelector('[data-tile=\"10+5\"]').getAttribute('aria-pressed') === 'true'",
        "the seek",
    )
    .await;
    tap(&c, "[data-tile='10+5']").await;
    until(
        &c,
        "!document.getElementById('lobby-rename').hidden",
        "the player",
    )
    .await;
    c
}

/// Two Arabic phones: a Latin generated name ("Egret-842") stays on the right of its rating,
/// as it is read, in the games on offer, in both players' panels, and with the rating change
/// at the game's end (it once pulled its rating in front of it: "1338 · Egret-842? · الأبيض").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_on_arabic_pages_stay_apart_from_their_ratings() {
    let mut h = Harness::start().await;
    let a = phone_in_lobby(&mut h, "ar").await;
    let b = phone_in_lobby(&mut h, "ar").await;
    tap(&a, "#lobby-custom summary").await;
    js(
        &a,
        "document.getElementById('custom-rules').value = 'standard'; \
         document.getElementById('custom-clock').value = '10+5'; return true;",
    )
    .await;
    tap(&a, "#custom-form button").await;
    until(
        &b,
        "document.querySelector('#open-seeks button[data-seek]') !== null",
        "the game on offer",
    )
    .await;
    let offered = me(&a).await;
    let name = offered["name"].as_str().expect("a name").to_owned();
    assert!(name.is_ascii(), "a Latin generated name: {name}");
    let mut wrong = reads_right_to_left(
        &b,
        "#open-seeks .open-seek .open-who",
        &[name.clone(), "1500".to_owned()],
    )
    .await;
    screenshot(&b, "names-ar-games-on-offer").await;
    tap(&b, "#open-seeks button[data-seek]").await;
    until(&a, ON_GAME_PAGE, "the first phone in the game").await;
    until(&b, ON_GAME_PAGE, "the second phone in the game").await;
    let id = game_id(&a).await;
    let players =
        format!("const r = await fetch('/api/games/{id}/players'); return await r.json();");
    // Each panel: the name, then its rating.
    let known = js(&b, &players).await;
    for panel in ["player-top", "player-bottom"] {
        let side = js(
            &b,
            &format!("return document.getElementById('{panel}').dataset.side;"),
        )
        .await;
        let p = &known[side.as_str().expect("a side")];
        let parts = [
            p["name"].as_str().expect("a name").to_owned(),
            p["rating"].to_string(),
        ];
        wrong.extend(reads_right_to_left(&b, &format!("#{panel} .name"), &parts).await);
    }
    let white_is_a = js(
        &a,
        "return document.getElementById('player-bottom').dataset.side === 'white';",
    )
    .await
        == Value::Bool(true);
    let (white, black) = if white_is_a { (&a, &b) } else { (&b, &a) };
    tap_place(white, "white", "a1").await;
    wait_actions(black, 1).await;
    tap_place(black, "black", "f5").await;
    wait_actions(white, 2).await;
    tap(black, "#resign").await;
    tap(black, "#resign").await;
    until(
        white,
        "(document.getElementById('player-bottom').querySelector('small').dataset.change || '').startsWith('+') && \
         (document.getElementById('player-top').querySelector('small').dataset.change || '').startsWith('−')",
        "the rating changes",
    )
    .await;
    // At the end: the name, its rating, then the change.
    let known = js(white, &players).await;
    for panel in ["player-top", "player-bottom"] {
        let side = js(
            white,
            &format!("return document.getElementById('{panel}').dataset.side;"),
        )
        .await;
        let p = &known[side.as_str().expect("a side")];
        let change = js(
            white,
            &format!(
                "return document.getElementById('{panel}').querySelector('small').dataset.change;"
            ),
        )
        .await;
        let parts = [
            p["name"].as_str().expect("a name").to_owned(),
            p["rating"].to_string(),
            change.as_str().expect("a change").to_owned(),
        ];
        wrong.extend(reads_right_to_left(white, &format!("#{panel} .name"), &parts).await);
    }
    screenshot(white, "names-ar-rating-change").await;
    assert!(wrong.is_empty(), "{wrong:#?}");
    h.finish().await;
}

/// The visible message (`role="status"`, `role="alert"` or `aria-live`) whose text starts
/// with `start`, and whether it lies within the element `around`: `{text, inside}` or null.
fn message_script(start: &str, around: &str) -> String {
    format!(
        "const m = [...document.querySelectorAll('[role=status], [role=alert], [aria-live]')] \
           .find((e) => e.offsetParent !== null && e.textContent.startsWith({start})); \
         if (!m) return null; \
         const r = m.getBoundingClientRect(); \
         const f = document.querySelector({around}).getBoundingClientRect(); \
         return {{ text: m.textContent, id: m.id, \
           inside: r.left >= f.left - 1 && r.right <= f.right + 1 && r.top >= f.top - 1 && r.bottom <= f.bottom + 1, \
           message: [r.top, r.bottom], form: [f.top, f.bottom] }};",
        start = json!(start),
        around = json!(around),
    )
}

/// A rename to a name another player has is refused at the form, where the player looks, and
/// the field is marked; a free name is said done at the form too ("You are now called …"). The
/// refusal once showed 280 px above, in the lobby's alert, and a success nowhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_a_rename_is_answered_at_its_form() {
    let mut h = Harness::start().await;
    let c = player_in_lobby(&mut h, "en").await;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let made = h
        .state
        .store
        .create_player(
            &yote_server::lobby_store::PlayerRow {
                id: "TakenPlayer1".into(),
                name: "Kora-Taken".into(),
            },
            "taken-token",
            "10.0.0.9",
            now,
        )
        .await
        .unwrap();
    assert!(made);
    tap(&c, "#lobby-rename summary").await;
    find(&c, "#rename-input")
        .await
        .send_keys("Kora-Taken")
        .await
        .expect("type");
    tap(&c, "#rename-form button").await;
    let refusal = message_script("Another player is called", "#rename-form");
    until(
        &c,
        &format!("(() => {{ {refusal} }})() !== null"),
        "the refusal",
    )
    .await;
    let shown = js(&c, &refusal).await;
    assert_eq!(
        shown["text"], "Another player is called “Kora-Taken”. Choose another name.",
        "{shown}"
    );
    assert_eq!(
        shown["inside"], true,
        "the refusal is not at the form: {shown}"
    );
    let field = js(
        &c,
        "const i = document.getElementById('rename-input'); \
         return [i.getAttribute('aria-invalid'), i.getAttribute('aria-describedby')];",
    )
    .await;
    assert_eq!(field[0], "true", "{field}");
    assert_eq!(field[1], shown["id"], "{field}");
    screenshot(&c, "names-rename-taken").await;
    let input = find(&c, "#rename-input").await;
    input.clear().await.expect("clear");
    input.send_keys("Kora-Free").await.expect("type");
    tap(&c, "#rename-form button").await;
    let done = message_script("You are now called", "#rename-form");
    until(
        &c,
        &format!("(() => {{ {done} }})() !== null"),
        "the rename said",
    )
    .await;
    let shown = js(&c, &done).await;
    assert_eq!(shown["text"], "You are now called Kora-Free.", "{shown}");
    assert_eq!(
        shown["inside"], true,
        "the success is not at the form: {shown}"
    );
    let invalid = js(
        &c,
        "return document.getElementById('rename-input').hasAttribute('aria-invalid');",
    )
    .await;
    assert_eq!(invalid, Value::Bool(false), "the field is no longer marked");
    assert!(
        text(&c, "lobby-me")
            .await
            .starts_with("You play as Kora-Free · 1500?")
    );
    assert_eq!(
        js(&c, "return document.getElementById('lobby-alert').hidden;").await,
        Value::Bool(true),
        "nothing said far from the form"
    );
    screenshot(&c, "names-renamed").await;
    h.finish().await;
}

/// The code phone `a` makes on its French "My games" page, typed by a second phone on the
/// French transfer page, which sends it: that phone.
pub(crate) async fn take_a_transfer_code(
    h: &mut Harness,
    a: &fantoccini::Client,
) -> fantoccini::Client {
    a.goto(&h.url("/fr/games")).await.expect("my games");
    until(
        a,
        "!document.getElementById('transfer-out').hidden",
        "the transfer section",
    )
    .await;
    tap(a, "#transfer-make").await;
    until(
        a,
        "/^[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(document.getElementById('transfer-code').textContent)",
        "a transfer code",
    )
    .await;
    let code = text(a, "transfer-code").await;
    let b = phone_at(h, "/fr/transfer").await;
    find(&b, "#transfer-code")
        .await
        .send_keys(&code)
        .await
        .expect("type");
    tap(&b, "#transfer-form button").await;
    b
}

/// A second phone that takes a player's transfer code lands on "My games", which says whom
/// the browser now plays as, with the rating the lobby shows.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_a_browser_that_takes_a_transfer_code_says_whom_it_now_plays_as() {
    let mut h = Harness::start().await;
    let a = player_in_lobby(&mut h, "fr").await;
    let name = me(&a).await["name"].as_str().expect("a name").to_owned();
    let b = take_a_transfer_code(&mut h, &a).await;
    let said = message_script("Vous jouez maintenant", "main");
    until(
        &b,
        &format!("location.pathname === '/fr/games' && (() => {{ {said} }})() !== null"),
        "the player said",
    )
    .await;
    let shown = js(&b, &said).await;
    assert_eq!(
        shown["text"],
        format!("Vous jouez maintenant sous le nom {name} · 1500?"),
        "{shown}"
    );
    // Said once: a reload of the page does not say it again.
    assert_eq!(
        js(&b, "return location.search;").await,
        "",
        "the address is the page's own"
    );
    screenshot(&b, "names-transfer-joined").await;
    h.finish().await;
}
