//! The setup form: rule-set cards first, the options under an "Advanced options" fold, only
//! playable choices offered, the rules in words, the colour a rule set draws, and a server's
//! refusal said in the page's language next to the button.

use fantoccini::{Client, Locator};
use serde_json::json;

use crate::harness::*;

/// Chooses `value` in the select `css`, as the keyboard or a picker would.
async fn choose(c: &Client, css: &str, value: &str) {
    find(c, css)
        .await
        .select_by_value(value)
        .await
        .unwrap_or_else(|e| panic!("choose {value} in {css}: {e}"));
}

/// The values of the select `css` that the page offers (neither hidden nor disabled).
async fn offered(c: &Client, css: &str) -> Vec<String> {
    let v = js(
        c,
        &format!(
            "return [...document.querySelector(\"{css}\").options].filter(o => !o.hidden && !o.disabled).map(o => o.value);"
        ),
    )
    .await;
    v.as_array()
        .expect("a list")
        .iter()
        .map(|o| o.as_str().expect("a value").to_owned())
        .collect()
}

async fn text(c: &Client, css: &str) -> String {
    find(c, css).await.text().await.expect("text")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_french_phone_a_3x3_board_offers_at_most_4_pieces_and_the_table_is_created() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/fr/new"))
        .await
        .expect("open the setup page");
    // A newcomer sees the rule sets, with the options folded away.
    let cards = js(
        &c,
        "return document.querySelectorAll('.preset-card').length;",
    )
    .await;
    assert_eq!(cards, 5);
    let open = js(&c, "return document.getElementById('advanced').open;").await;
    assert_eq!(open, false, "the advanced options start closed");
    assert_eq!(text(&c, "#rules-summary").await, "Yoté standard");
    let shown = js(
        &c,
        "return document.getElementById('opt-rows').checkVisibility();",
    )
    .await;
    assert_eq!(shown, false, "no option is shown before the fold opens");
    js(
        &c,
        "document.querySelector('.presets').scrollIntoView(); return 0;",
    )
    .await;
    screenshot(&c, "setup-phone-fr-presets").await;

    // What "rated" means: with a friend, who agrees by sitting; against the computer, no
    // friend to speak of.
    let help = "return [...document.querySelectorAll('#rated-group .help')]                 .filter((p) => p.checkVisibility()).map((p) => p.textContent);";
    let friend = js(&c, help).await;
    assert!(
        friend.to_string().contains("Votre ami"),
        "the friend's help: {friend}"
    );
    tap(&c, "input[name='mode'][value='computer']").await;
    let computer = js(&c, help).await;
    assert_eq!(
        computer,
        json!([
            "Le résultat change votre classement ; l’ordinateur joue au classement de son niveau. Une partie annulée avant le deuxième coup ne compte pas."
        ])
    );

    tap(&c, "input[name='mode'][value='local']").await;
    tap(&c, "#advanced > summary").await;
    until(
        &c,
        "document.getElementById('advanced').open",
        "the fold opens",
    )
    .await;
    assert_eq!(
        offered(&c, "#opt-pieces").await.len(),
        15,
        "5×6 fits 15 pieces each"
    );
    choose(&c, "#opt-rows", "3").await;
    choose(&c, "#opt-columns", "3").await;
    // 3×3 = 9 squares: at most 4 pieces each; "win at" below the pieces; the few-pieces draw
    // between them.
    assert_eq!(offered(&c, "#opt-pieces").await, ["1", "2", "3", "4"]);
    let pieces = js(&c, "return document.getElementById('opt-pieces').value;").await;
    assert_eq!(
        pieces, "4",
        "12 pieces did not fit: the most that fits is chosen"
    );
    assert_eq!(offered(&c, "#opt-win_at").await, ["0", "1", "2", "3"]);
    assert_eq!(offered(&c, "#opt-few_pieces_draw").await, ["off", "2", "3"]);
    choose(&c, "#opt-pieces", "2").await;
    assert_eq!(offered(&c, "#opt-win_at").await, ["0", "1"]);
    assert_eq!(
        text(&c, "#rules-summary").await,
        "Yoté standard + plateau de 3×3 + 2 pièces par joueur"
    );
    assert_eq!(
        text(&c, "#rules-string").await,
        "standard,rows=3,columns=3,pieces=2"
    );
    let enabled = js(&c, "return !document.getElementById('create').disabled;").await;
    assert_eq!(enabled, true, "a playable table can be created");
    js(
        &c,
        "document.querySelector('.rules-summary').scrollIntoView(); return 0;",
    )
    .await;
    screenshot(&c, "setup-phone-fr").await;

    tap(&c, "#create").await;
    until(
        &c,
        "location.pathname.startsWith('/fr/games/')",
        "the game page",
    )
    .await;
    let id = game_id(&c).await;
    let state = api_state(&c, &id).await;
    assert_eq!(state["rules"], "standard,rows=3,columns=3,pieces=2");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_departing_rules_link_opens_the_fold_and_bodogemu_gives_the_colour_back() {
    let mut h = Harness::start().await;
    let c = h.browser(1280, 1000).await;
    c.goto(&h.url("/en/new?rules=standard,chain_jumps=true"))
        .await
        .expect("open the setup page");
    let open = js(&c, "return document.getElementById('advanced').open;").await;
    assert_eq!(
        open, true,
        "the rules depart from the preset: the fold is open"
    );
    assert_eq!(
        text(&c, "#rules-summary").await,
        "Standard Yoté + chain jumps"
    );
    assert_eq!(text(&c, "#rules-string").await, "standard,chain_jumps=true");
    choose(&c, "#opt-rows", "6").await;
    choose(&c, "#opt-columns", "6").await;
    assert_eq!(
        text(&c, "#rules-summary").await,
        "Standard Yoté + 6×6 board + chain jumps"
    );

    // The player picks Black; Bodogemu draws colours; leaving it gives Black back.
    click(&c, "input[name='colour'][value='black']").await;
    click(&c, "input[name='preset'][value='bodogemu']").await;
    assert_eq!(text(&c, "#rules-summary").await, "Bodogemu Yoté");
    let colour = js(
        &c,
        "return [document.querySelector('input[name=colour]:checked').value, \
         document.querySelector('input[name=colour][value=black]').disabled, \
         document.getElementById('colour-random-preset').hidden];",
    )
    .await;
    assert_eq!(colour, serde_json::json!(["random", true, false]));
    js(
        &c,
        "document.querySelector('.rules-summary').scrollIntoView({block: 'center'}); return 0;",
    )
    .await;
    screenshot(&c, "setup-advanced").await;
    click(&c, "input[name='preset'][value='hand-capture']").await;
    let colour = js(
        &c,
        "return [document.querySelector('input[name=colour]:checked').value, \
         document.querySelector('input[name=colour][value=black]').disabled];",
    )
    .await;
    assert_eq!(colour, serde_json::json!(["black", false]));
    assert_eq!(text(&c, "#rules-string").await, "hand-capture");
    // The keyboard reaches the fold: Enter on its summary closes it.
    find(&c, "#advanced > summary")
        .await
        .send_keys("\u{E007}")
        .await
        .expect("Enter");
    until(
        &c,
        "!document.getElementById('advanced').open",
        "the fold closes",
    )
    .await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_said_in_french_and_polish_never_in_english() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    // A forged link: the page says why in French and shows the standard game.
    c.goto(&h.url("/fr/new?rules=standard,rows=9"))
        .await
        .expect("open the setup page");
    let note = text(&c, "#rules-error").await;
    assert!(
        note.contains(
            "« 9 » n’est pas une valeur possible pour rows : choisissez un nombre de 3 à 8"
        ),
        "{note}"
    );
    assert!(!note.contains("expected"), "{note}");

    // A request the server refuses (a value the page would never offer, put in by hand): the
    // French reason shows next to the button and takes the focus.
    tap(&c, "#advanced > summary").await;
    js(
        &c,
        "const s = document.getElementById('opt-no_capture_draw'); s.add(new Option('0', '0')); return 0;",
    )
    .await;
    choose(&c, "#opt-no_capture_draw", "0").await;
    js(
        &c,
        "document.getElementById('create').scrollIntoView(); return 0;",
    )
    .await;
    tap(&c, "#create").await;
    until(
        &c,
        "!document.getElementById('setup-error').hidden",
        "the refusal",
    )
    .await;
    let error = text(&c, "#setup-error").await;
    assert!(
        error.contains("« 0 » n’est pas une valeur possible pour no_capture_draw : choisissez off ou un nombre de 1 à 9999"),
        "{error}"
    );
    assert!(
        error.starts_with("La table n’a pas pu être créée"),
        "{error}"
    );
    assert!(
        !error.contains("bad value") && !error.contains("expected"),
        "{error}"
    );
    let focused = js(&c, "return document.activeElement.id;").await;
    assert_eq!(focused, "setup-error", "the refusal takes the focus");
    let enabled = js(&c, "return !document.getElementById('create').disabled;").await;
    assert_eq!(enabled, true, "Create can be tried again");
    screenshot(&c, "setup-error-fr").await;

    // In Polish, with Polish plurals.
    c.goto(&h.url("/pl/new?rules=standard,rows=3,columns=3"))
        .await
        .expect("open the Polish setup page");
    let note = text(&c, "#rules-error").await;
    assert!(note.contains("najwyżej 4 pionki na gracza"), "{note}");
    tap(&c, "#advanced > summary").await;
    choose(&c, "#opt-pieces", "5").await;
    assert_eq!(
        text(&c, "#rules-summary").await,
        "Yoté (standard) + 5 pionków na gracza"
    );
    choose(&c, "#opt-pieces", "2").await;
    assert_eq!(
        text(&c, "#rules-summary").await,
        "Yoté (standard) + 2 pionki na gracza"
    );
    let _ = c
        .find(Locator::Css("#rules-error"))
        .await
        .expect("still there");
    screenshot(&c, "setup-phone-pl").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_invite_is_said_in_polish() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/pl/invite/NoSuchInviteToken00000"))
        .await
        .expect("open the invite page");
    until(
        &c,
        "!document.getElementById('invite-error').hidden",
        "the error",
    )
    .await;
    let error = text(&c, "#invite-error").await;
    assert_eq!(
        error,
        "Ten link z zaproszeniem jest nieważny: poproś o nowy."
    );
    screenshot(&c, "invite-error-pl").await;
    h.finish().await;
}
