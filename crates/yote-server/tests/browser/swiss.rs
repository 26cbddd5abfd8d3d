//! A Swiss tournament for a class, on phones (docs/tournaments.md "Swiss on the site"): the
//! teacher makes it on a phone and adds three pupils without phones by name; three pupils join
//! by the link on their own phones in French, Wolof and Arabic. The teacher pairs three rounds
//! and sets the results of the boards without phones; one pupil joins late (added by name),
//! one leaves (by two taps); a board of two phones is reported by both players, and set when
//! they agree; the standings are printed.

use fantoccini::Client;
use serde_json::{Value, json};

use crate::budgets::cdp;
use crate::harness::*;
use crate::lobby::phone_at;

/// The tournament's page has its tournament from the server.
const DRAWN: &str = "location.pathname.includes('/swiss/') && \
    document.getElementById('swiss-status').textContent !== ''";

async fn view(h: &Harness, id: &str) -> Value {
    reqwest::get(h.url(&format!("/api/swiss/{id}")))
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

/// The director sets board `board`'s result with its list, as a tap and a choice would.
async fn set_result(director: &Client, board: i64, result: &str) {
    let rows = "document.querySelectorAll('#pairings tr')";
    until(
        director,
        &format!(
            "{rows}.length >= {board} && {rows}[{board} - 1].querySelector('select') !== null"
        ),
        "the board's list",
    )
    .await;
    js(
        director,
        &format!(
            "const s = {rows}[{board} - 1].querySelector('select'); s.value = '{result}'; \
             s.dispatchEvent(new Event('change'));"
        ),
    )
    .await;
}

/// The phone's pupil number, as its page knows it.
async fn number(c: &Client, id: &str) -> i64 {
    let v = js(c, &format!("return fetch('/api/swiss/{id}', {{credentials: 'same-origin'}}).then((r) => r.json()).then((v) => v.you);")).await;
    v.as_i64().expect("the pupil's number")
}

/// Sets every result of round `round` the server has not got yet, `result` choosing it from
/// White's and Black's numbers.
async fn set_round(
    director: &Client,
    h: &Harness,
    id: &str,
    round: i64,
    result: impl Fn(i64, i64) -> &'static str,
) {
    let v = view(h, id).await;
    for b in v["boards"].as_array().unwrap() {
        if b["round"] == round && !b["black"].is_null() && b["result"].is_null() {
            let board = b["board"].as_i64().unwrap();
            let said = result(b["white"].as_i64().unwrap(), b["black"].as_i64().unwrap());
            set_result(director, board, said).await;
            until(director, &format!("document.querySelectorAll('#pairings tr')[{board} - 1].querySelector('select').value !== ''"), "the result set").await;
        }
    }
    until(director, "!document.getElementById('swiss-pair').disabled || document.getElementById('swiss-pair').hidden", "the round complete").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_class_swiss_of_three_rounds_on_real_boards_directed_from_a_phone() {
    let mut h = Harness::start().await;
    let teacher = phone_at(&mut h, "/en/swiss").await;
    until(
        &teacher,
        "document.getElementById('swiss-form') !== null",
        "the form",
    )
    .await;
    find(&teacher, "#swiss-name")
        .await
        .send_keys("Class 5B")
        .await
        .unwrap();
    js(
        &teacher,
        "document.getElementById('swiss-rounds').value = '3';",
    )
    .await;
    tap(&teacher, "#swiss-create").await;
    until(&teacher, DRAWN, "the tournament's page").await;
    until(
        &teacher,
        "!document.getElementById('swiss-director').hidden",
        "the director's part",
    )
    .await;
    let id = js(&teacher, "return location.pathname.split('/').pop();")
        .await
        .as_str()
        .unwrap()
        .to_owned();
    screenshot(&teacher, "swiss-made").await;

    // Three pupils without phones, added by name.
    for name in ["Awa", "Bineta", "Cheikh"] {
        find(&teacher, "#swiss-add-name")
            .await
            .send_keys(name)
            .await
            .unwrap();
        tap(&teacher, "#swiss-add button[type=submit]").await;
        until(
            &teacher,
            &format!("document.getElementById('standings').textContent.includes('{name}')"),
            "the name in the standings",
        )
        .await;
    }
    // Three pupils join by the link on their phones.
    let mut phones = Vec::new();
    for lang in ["fr", "wo", "ar"] {
        let c = phone_at(&mut h, &format!("/{lang}/swiss/{id}")).await;
        until(&c, DRAWN, "the pupil's page").await;
        until(
            &c,
            "!document.getElementById('swiss-join').hidden",
            "the join button",
        )
        .await;
        assert_eq!(
            js(
                &c,
                "return document.getElementById('swiss-director').hidden;"
            )
            .await,
            json!(true),
            "no director's part for a pupil"
        );
        tap(&c, "#swiss-join").await;
        until(&c, "document.getElementById('swiss-join').hidden", "joined").await;
        until(
            &c,
            "document.getElementById('swiss-you-text').textContent !== ''",
            "the pupil's number",
        )
        .await;
        assert_eq!(
            js(
                &c,
                "return getComputedStyle(document.getElementById('swiss-report')).display;"
            )
            .await,
            json!("none"),
            "no result buttons before a board"
        );
        phones.push(c);
    }
    until(
        &teacher,
        "document.querySelectorAll('#standings tr').length === 6",
        "six players",
    )
    .await;

    // Round 1.
    tap(&teacher, "#swiss-pair").await;
    until(
        &teacher,
        "document.querySelectorAll('#pairings tr').length === 3",
        "round 1's three boards",
    )
    .await;
    for c in &phones {
        until(c, "document.querySelectorAll('#pairings tr').length === 3 && !document.getElementById('swiss-report').hidden", "the pupil's board and its result buttons").await;
        assert_eq!(
            js(
                c,
                "return getComputedStyle(document.getElementById('swiss-report')).display;"
            )
            .await,
            json!("flex")
        );
    }
    screenshot(&phones[0], "swiss-round1-fr").await;
    // The phones' pupils (rated 1500, so numbered 1 to 3 before the names typed, rated 0) meet
    // the pupils without phones, and win: round 2 has the three phones on one point.
    let mut numbers = Vec::new();
    for c in &phones {
        numbers.push(number(c, &id).await);
    }
    let phone_wins = |white: i64, _black: i64| {
        if numbers.contains(&white) {
            "1-0"
        } else {
            "0-1"
        }
    };
    set_round(&teacher, &h, &id, 1, phone_wins).await;

    // A pupil comes late: added by name; round 2 pairs seven, one has the bye.
    find(&teacher, "#swiss-add-name")
        .await
        .send_keys("Daba")
        .await
        .unwrap();
    tap(&teacher, "#swiss-add button[type=submit]").await;
    until(
        &teacher,
        "document.getElementById('standings').textContent.includes('Daba')",
        "the late pupil",
    )
    .await;
    tap(&teacher, "#swiss-pair").await;
    until(
        &teacher,
        "document.getElementById('pairings-title').textContent.includes('2')",
        "round 2",
    )
    .await;

    // Two of the three leaders, all with phones, meet: both report, and the result is set when
    // they agree.
    let v = view(&h, &id).await;
    let b = v["boards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| {
            b["round"] == 2
                && numbers.contains(&b["white"].as_i64().unwrap_or(0))
                && numbers.contains(&b["black"].as_i64().unwrap_or(0))
        })
        .unwrap_or_else(|| panic!("two phones on one board: {v}"));
    {
        let white = &phones[numbers
            .iter()
            .position(|n| *n == b["white"].as_i64().unwrap())
            .unwrap()];
        let black = &phones[numbers
            .iter()
            .position(|n| *n == b["black"].as_i64().unwrap())
            .unwrap()];
        until(
            white,
            "document.querySelector('[data-swiss]').dataset.round === '2' && \
             !document.getElementById('swiss-report').hidden",
            "round 2's result buttons",
        )
        .await;
        tap(white, "#swiss-report [data-result=win]").await;
        until(
            white,
            "document.getElementById('swiss-report').hidden",
            "reported",
        )
        .await;
        until(
            black,
            "document.querySelector('[data-swiss]').dataset.round === '2' && \
             !document.getElementById('swiss-report').hidden",
            "round 2's result buttons",
        )
        .await;
        tap(black, "#swiss-report [data-result=loss]").await;
        let board = b["board"].as_i64().unwrap();
        until(&teacher, &format!("document.querySelectorAll('#pairings tr')[{board} - 1].querySelector('select').value === '1-0'"), "the agreed result on the director's page").await;
        screenshot(black, "swiss-agreed").await;
    }
    set_round(&teacher, &h, &id, 2, |_, _| "1/2").await;

    // The Wolof pupil leaves, by two taps (the first only asks); round 3 pairs the others.
    tap(&phones[1], "#swiss-withdraw").await;
    let asked = js(
        &phones[1],
        "return [document.getElementById('swiss-withdraw').textContent, document.getElementById('swiss-withdraw').hidden];",
    )
    .await;
    assert_eq!(
        asked,
        json!(["Laalaatal ngir génn", false]),
        "the first tap only asks"
    );
    assert_eq!(
        view(&h, &id).await["players"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["withdrawn"] == true)
            .count(),
        0
    );
    tap(&phones[1], "#swiss-withdraw").await;
    until(
        &phones[1],
        "document.getElementById('swiss-withdraw').hidden",
        "left",
    )
    .await;
    tap(&teacher, "#swiss-pair").await;
    until(
        &teacher,
        "document.getElementById('pairings-title').textContent.includes('3')",
        "round 3",
    )
    .await;
    let v = view(&h, &id).await;
    assert!(
        v["boards"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|b| b["round"] == 3)
            .all(|b| b["white"] != numbers[1] && b["black"] != numbers[1]),
        "{v}"
    );
    set_round(&teacher, &h, &id, 3, |_, _| "1-0").await;
    until(
        &teacher,
        "document.getElementById('swiss-status').textContent === 'The tournament is over.'",
        "the end",
    )
    .await;
    let v = view(&h, &id).await;
    assert_eq!(v["over"], true);
    assert_eq!(v["standings"].as_array().unwrap().len(), 7, "{v}");
    // The standings on every phone, the leaver marked.
    until(
        &phones[2],
        "document.querySelectorAll('#standings tr').length === 7",
        "the standings in Arabic",
    )
    .await;
    screenshot(&phones[2], "swiss-standings-ar").await;

    // Printed: the controls go, the pairings and standings stay.
    js(&teacher, "window.print = () => { window.printed = true; };").await;
    tap(&teacher, "#swiss-print").await;
    assert_eq!(
        js(&teacher, "return window.printed === true;").await,
        json!(true)
    );
    cdp(
        &teacher,
        "Emulation.setEmulatedMedia",
        json!({"media": "print"}),
    )
    .await;
    let shown = js(&teacher, "return ['swiss-director', 'swiss-share', 'standings'].map((id) => getComputedStyle(document.getElementById(id).closest('section, div, table')).display !== 'none');").await;
    assert_eq!(
        shown,
        json!([false, false, true]),
        "printed: no director's part, no buttons, the standings"
    );
    screenshot(&teacher, "swiss-printed").await;
    cdp(&teacher, "Emulation.setEmulatedMedia", json!({"media": ""})).await;
    let found = crate::audit::audit(&phones[0], "the Swiss page").await;
    crate::audit::assert_clean(&found, 1);
    h.finish().await;
}
