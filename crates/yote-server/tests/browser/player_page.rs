//! A player's page on a phone: each of their last games says whom it was against (a link to that
//! player's page, with their rating), the result from this player's side, the day in the page's
//! language, the rule set by its title and a link to the game. An aborted game never says
//! "rated" (it once read "custom · rated", the opponent's name leading to the game).

use serde_json::{Value, json};

use crate::harness::*;
use crate::lobby::phone_at;

/// A player stored with `id` and `name`.
async fn player(h: &Harness, id: &str, name: &str, now: i64) {
    let row = yote_server::lobby_store::PlayerRow {
        id: id.into(),
        name: name.into(),
    };
    let made = h
        .state
        .store
        .create_player(&row, &format!("token-{id}"), "10.0.0.1", now)
        .await
        .unwrap();
    assert!(made);
}

/// A lobby game `id` between `white` and `black` under `rules` at `clock`, rated or not, with
/// `plies` played and then `ending` (a `game_over` outcome), its result applied as the lobby
/// applies it.
#[allow(clippy::too_many_arguments)]
async fn game(
    h: &Harness,
    id: &str,
    [white, black]: [&str; 2],
    (rules, tile, clock): (&str, &str, Value),
    rated: bool,
    plies: &[&str],
    ending: Value,
    (score, left): (Option<f64>, Option<&str>),
    now: i64,
) {
    use std::str::FromStr;
    use yote_server::lobby_store::{NewLobbyGame, START};
    use yote_server::{Event, Opponent, Table};
    let store = &h.state.store;
    let table = Table {
        id: id.into(),
        rules: yote_rules::Rules::from_str(rules).unwrap(),
        opponent: Opponent::Friend,
        secrets: [Some(format!("{id}-w")), Some(format!("{id}-b"))],
        invite: None,
        rematch_of: None,
        created_at: now / 1000,
    };
    let created: Event = serde_json::from_value(json!({"kind": "created",
        "rules": rules, "opponent": "friend", "rated": rated, "clock": clock,
        "white": {"kind": "human"}, "black": {"kind": "human"}}))
    .unwrap();
    store.create_game(&table, &created).await.unwrap();
    let lobby_game = NewLobbyGame {
        table,
        created,
        players: [white.into(), black.into()],
        tile: tile.into(),
        rules: rules.into(),
        rated,
        same_address: None,
        ratings: [START, START],
    };
    assert!(store.add_lobby_game(&lobby_game, now).await.unwrap());
    let mut events: Vec<Event> = plies
        .iter()
        .enumerate()
        .map(|(ply, action)| {
            let side = if ply % 2 == 0 { "white" } else { "black" };
            serde_json::from_value(
                json!({"kind": "action", "ply": ply, "side": side, "action": action}),
            )
            .unwrap()
        })
        .collect();
    events.push(serde_json::from_value(json!({"kind": "game_over", "outcome": ending})).unwrap());
    store.append(id, 2, &events, true).await.unwrap();
    store.apply_result(id, score, left, now).await.unwrap();
}

/// Each game's entry on the page, as a reader finds it.
const ENTRIES: &str = r#"
return [...document.querySelectorAll('.player-games li')].map((li) => {
  const opponent = li.querySelector('.opponent a');
  const time = li.querySelector('time');
  return {
    game: li.dataset.game,
    text: li.textContent.replace(/\s+/g, ' ').trim(),
    opponent: opponent ? opponent.getAttribute('href') : null,
    opponentText: li.querySelector('.opponent').textContent.trim(),
    result: li.querySelector('.result').textContent,
    what: li.querySelector('.what').textContent,
    open: li.querySelector('a.open').getAttribute('href'),
    datetime: time.getAttribute('datetime'),
    day: time.textContent,
  };
});
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn player_page_lists_each_game_with_its_opponent_result_day_and_rules_on_a_phone() {
    let mut h = Harness::start().await;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    player(&h, "MeId", "Kora-101", now).await;
    player(&h, "WonId", "Neem-202", now).await;
    player(&h, "AbortId", "Fonio-303", now).await;
    player(&h, "DrawId", "Indigo-404", now).await;
    let real = |m: u32, i: u32| json!({"initial_s": m * 60, "increment_s": i});
    // Won: a rated 5+3 tile game its opponent resigned once both had played.
    game(
        &h,
        "GameWon00001",
        ["MeId", "WonId"],
        ("standard", "5+3", real(5, 3)),
        true,
        &["@a1", "@f5"],
        json!({"result": "white_wins", "winner": "white", "reason": "resignation"}),
        (Some(1.0), None),
        now - 3_000,
    )
    .await;
    // Aborted: a rated custom seek under Béart's rules, aborted by its opponent at once.
    game(
        &h,
        "GameAbort001",
        ["AbortId", "MeId"],
        ("beart", "custom", real(10, 5)),
        true,
        &[],
        json!({"result": "aborted", "winner": null, "reason": "aborted", "left": "white"}),
        (None, Some("white")),
        now - 2_000,
    )
    .await;
    // Drawn: an unrated correspondence game, drawn by agreement.
    game(
        &h,
        "GameDraw0001",
        ["MeId", "DrawId"],
        ("hand-capture", "custom", json!({"days": 3})),
        false,
        &["@a1", "@f5"],
        json!({"result": "draw", "winner": null, "reason": "agreement"}),
        (None, None),
        now - 1_000,
    )
    .await;

    let c = phone_at(&mut h, "/fr/players/Kora-101").await;
    until(
        &c,
        "document.querySelectorAll('.player-games li').length === 3",
        "the three games",
    )
    .await;
    let entries = js(&c, ENTRIES).await;
    let entry = |game: &str| -> Value {
        entries
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["game"] == game)
            .cloned()
            .unwrap_or_else(|| panic!("no {game}: {entries}"))
    };
    let year = js(&c, "return String(new Date().getFullYear());").await;
    let year = year.as_str().unwrap();
    const FRENCH_MONTHS: [&str; 12] = [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.",
        "déc.",
    ];
    for e in entries.as_array().unwrap() {
        let game = e["game"].as_str().unwrap();
        // The game has its own link; the opponent's name leads to the opponent.
        assert_eq!(e["open"], format!("/fr/games/{game}"), "{e}");
        assert!(
            e["opponent"].as_str().unwrap().starts_with("/fr/players/"),
            "{e}"
        );
        assert!(
            e["text"].as_str().unwrap().contains("Voir la partie"),
            "{e}"
        );
        // The day, written in French (the server's ISO date is only for pages without scripts).
        let day = e["day"].as_str().unwrap();
        assert!(
            day.contains(year) && FRENCH_MONTHS.iter().any(|m| day.contains(m)),
            "{e}"
        );
        assert!(e["datetime"].as_str().unwrap().ends_with('Z'), "{e}");
        let text = e["text"].as_str().unwrap();
        assert!(!text.contains("custom") && !text.contains("player-"), "{e}");
    }
    let won = entry("GameWon00001");
    assert_eq!(won["opponent"], "/fr/players/Neem-202", "{won}");
    assert_eq!(won["opponentText"], "Neem-202 (1500?)", "{won}");
    assert_eq!(won["result"], "Gagnée", "{won}");
    assert_eq!(
        won["what"], "Yoté standard · 5 min + 3 s · classée",
        "{won}"
    );
    assert!(
        won["text"].as_str().unwrap().contains("Classement après 1"),
        "{won}"
    );
    let aborted = entry("GameAbort001");
    assert_eq!(aborted["opponent"], "/fr/players/Fonio-303", "{aborted}");
    assert_eq!(aborted["result"], "Annulée", "{aborted}");
    assert_eq!(
        aborted["what"], "Le yoté de Béart, à 25 trous · 10 min + 5 s",
        "an aborted game says neither rated nor unrated: {aborted}"
    );
    assert!(
        !aborted["text"]
            .as_str()
            .unwrap()
            .contains("Classement après"),
        "{aborted}"
    );
    let drawn = entry("GameDraw0001");
    assert_eq!(drawn["result"], "Nulle", "{drawn}");
    assert_eq!(
        drawn["opponentText"], "Indigo-404",
        "no rating beside the opponent of an unrated game: {drawn}"
    );
    assert_eq!(
        drawn["what"],
        "Le yoté : deuxième pièce prise dans la main · 3 jours par coup · non classée",
        "{drawn}"
    );
    // The ratings table names the rule set by its title, not its id.
    let ratings = js(
        &c,
        "return document.querySelector('.player-ratings tbody').textContent;",
    )
    .await;
    assert!(
        ratings.as_str().unwrap().starts_with("Yoté standard"),
        "{ratings}"
    );
    let bad = js(&c, crate::OVERFLOW_CHECK).await;
    assert_eq!(bad, json!([]), "nothing sticks out at 360 px");
    js(
        &c,
        "document.querySelector('.player-games').scrollIntoView(); return true;",
    )
    .await;
    screenshot(&c, "player-page-games-fr").await;
    // The opponent's name opens the opponent's page, where the game is seen from their side.
    tap(&c, "li[data-game='GameWon00001'] .opponent a").await;
    until(
        &c,
        "location.pathname === '/fr/players/Neem-202' && document.querySelector('.player-games li') !== null",
        "the opponent's page",
    )
    .await;
    let theirs = js(&c, ENTRIES).await;
    assert_eq!(theirs[0]["result"], "Perdue", "{theirs}");
    assert_eq!(theirs[0]["opponent"], "/fr/players/Kora-101", "{theirs}");
    // In English, the same words in English.
    c.goto(&h.url("/en/players/Kora-101")).await.expect("page");
    until(
        &c,
        "document.querySelectorAll('.player-games li').length === 3",
        "the three games",
    )
    .await;
    let english = js(&c, ENTRIES).await;
    let results: Vec<&str> = english
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["result"].as_str().unwrap())
        .collect();
    assert_eq!(
        results,
        ["Drawn", "Aborted", "Won"],
        "newest first: {english}"
    );
    assert_eq!(
        english[1]["what"], "Béart’s Yoté on 25 holes · 10 min + 5 s",
        "{english}"
    );
    screenshot(&c, "player-page-games-en").await;
    h.finish().await;
}
