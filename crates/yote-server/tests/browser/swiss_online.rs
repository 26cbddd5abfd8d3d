//! A Swiss tournament played on the site, on phones (docs/tournaments.md "Swiss on the site"):
//! a club's organiser makes it on a phone in French, played on the site with a clock, and
//! shows its QR code; two
//! players join by the link in English and Wolof; the organiser starts round 1 and each
//! player's phone is taken to its game by itself; the game names its tournament and offers no
//! rematch; Black resigns by two taps; both phones go back to the tournament by the result's
//! button and find the result and the tournament over.

use serde_json::json;

use crate::harness::*;
use crate::lobby::{ON_GAME_PAGE, phone_at, tap_place};

/// The tournament's page has its tournament from the server.
const DRAWN: &str = "location.pathname.includes('/swiss/') && \
    document.getElementById('swiss-status').textContent !== ''";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_on_the_site_takes_each_phone_to_its_game_and_back() {
    let mut h = Harness::start().await;
    let organiser = phone_at(&mut h, "/fr/swiss").await;
    until(
        &organiser,
        "document.getElementById('swiss-form') !== null",
        "the form",
    )
    .await;
    find(&organiser, "#swiss-name")
        .await
        .send_keys("Club du samedi")
        .await
        .unwrap();
    // One round, on the site: the clock list then offers no "no clock", and 10+5 is chosen.
    js(
        &organiser,
        "const w = document.getElementById('swiss-where'); w.value = 'site'; \
         w.dispatchEvent(new Event('change')); \
         document.getElementById('swiss-rounds').value = '1';",
    )
    .await;
    let form = js(
        &organiser,
        "return [document.getElementById('swiss-clock').value, \
         document.querySelector('#swiss-clock option[value=\"\"]').disabled, \
         document.getElementById('swiss-rated-box').hidden];",
    )
    .await;
    assert_eq!(form, json!(["10+5", true, false]), "the form on the site");
    screenshot(&organiser, "swiss-online-form-fr").await;
    tap(&organiser, "#swiss-create").await;
    until(&organiser, DRAWN, "the tournament's page").await;
    let what = js(
        &organiser,
        "return document.getElementById('swiss-what').textContent;",
    )
    .await;
    let what = what.as_str().unwrap();
    assert!(
        what.contains("10+5") && what.contains("sur le site"),
        "{what}"
    );
    let id = js(&organiser, "return location.pathname.split('/').pop();")
        .await
        .as_str()
        .unwrap()
        .to_owned();

    // The tournament's QR code, for the players' phones across the room: drawn by the site.
    tap(&organiser, "#swiss-show-qr").await;
    until(
        &organiser,
        "!document.getElementById('swiss-qr').hidden && document.getElementById('swiss-qr-image').complete && document.getElementById('swiss-qr-image').naturalWidth >= 220",
        "the tournament's QR code",
    )
    .await;

    // Two players join by the link.
    let mut phones = Vec::new();
    for lang in ["en", "wo"] {
        let c = phone_at(&mut h, &format!("/{lang}/swiss/{id}")).await;
        until(&c, DRAWN, "the player's page").await;
        until(
            &c,
            "!document.getElementById('swiss-join').hidden",
            "the join button",
        )
        .await;
        tap(&c, "#swiss-join").await;
        until(&c, "document.getElementById('swiss-join').hidden", "joined").await;
        phones.push(c);
    }
    until(
        &organiser,
        "document.querySelectorAll('#standings tr').length === 2 && !document.getElementById('swiss-pair').disabled",
        "both players in, round 1 to start",
    )
    .await;
    tap(&organiser, "#swiss-pair").await;

    // Each phone is taken to its game by the tournament's page itself.
    let mut seats = Vec::new();
    for c in &phones {
        until(c, ON_GAME_PAGE, "the phone on its game").await;
        let side = js(
            c,
            "return document.getElementById('player-bottom').dataset.side;",
        )
        .await;
        seats.push((game_id(c).await, side.as_str().unwrap().to_owned()));
    }
    assert_eq!(seats[0].0, seats[1].0, "one board, one game: {seats:?}");
    let (white, black) = if seats[0].1 == "white" {
        (&phones[0], &phones[1])
    } else {
        (&phones[1], &phones[0])
    };
    let back = js(
        white,
        "return document.getElementById('arena-back').hidden ? '' : document.getElementById('arena-back').textContent;",
    )
    .await;
    assert!(back.as_str().unwrap().contains("Club du samedi"), "{back}");
    // The organiser's page shows the board being played, with a link to watch it.
    until(
        &organiser,
        "document.querySelector('#pairings a') !== null",
        "the board's watch link",
    )
    .await;
    screenshot(&organiser, "swiss-online-round-fr").await;
    tap_place(white, "white", "a1").await;
    wait_actions(white, 1).await;
    tap_place(black, "black", "e5").await;
    wait_actions(black, 2).await;
    tap(black, "#resign").await;
    tap(black, "#resign").await;

    // The result: no rematch, the way back to the tournament, which has the result and is over.
    for c in [white, black] {
        until(
            c,
            "!document.getElementById('banner').hidden && !document.getElementById('banner-arena').hidden",
            "the way back",
        )
        .await;
        let banner = js(
            c,
            "return document.getElementById('banner-rematch').hidden;",
        )
        .await;
        assert_eq!(banner, json!(true), "no rematch in a tournament");
    }
    let label = js(
        &phones[0],
        "return document.getElementById('banner-arena').textContent;",
    )
    .await;
    assert_eq!(
        label,
        json!("Back to the tournament"),
        "on the English phone"
    );
    screenshot(white, "swiss-online-game-over").await;
    for c in [white, black] {
        tap(c, "#banner-arena").await;
        until(c, DRAWN, "the tournament's page").await;
        until(
            c,
            "document.getElementById('pairings').textContent.includes('1-0')",
            "the result in the pairings",
        )
        .await;
    }
    let status = js(
        &phones[0],
        "return document.getElementById('swiss-status').textContent;",
    )
    .await;
    assert_eq!(
        status,
        json!("The tournament is over."),
        "on the English phone"
    );
    let points = js(
        white,
        "return [...document.querySelectorAll('#standings tr')].map((tr) => tr.children[2].textContent);",
    )
    .await;
    assert_eq!(points, json!(["1", "0"]));
    screenshot(black, "swiss-online-over-wo").await;
    let found = crate::audit::audit(white, "the Swiss page on the site").await;
    crate::audit::assert_clean(&found, 1);
}
