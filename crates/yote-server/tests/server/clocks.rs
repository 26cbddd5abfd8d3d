//! Clocks (docs/site.md "Clocks"): real-time flags seen by players and watchers, increments,
//! the first-action abort, a correspondence deadline on the injected clock, the computer under
//! a clock, bad clocks, and the record's clocks round trip.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use proptest::prelude::*;
use serde_json::{Value, json};
use yote_rules::{Game, Preset};
use yote_server::{Config, ServerClock, record};
use yote_testkit::*;

/// A friend table with this clock, both seats taken: (game, white secret, black secret).
async fn timed_table(server: &TestServer, clock: Value) -> (String, String, String) {
    let table = server
        .create(
            json!({"rules": "standard", "opponent": "friend", "white": "creator", "clock": clock}),
        )
        .await;
    let token = invite_token(&table).to_owned();
    let claimed = post_json(
        &server.http,
        &server.url(&format!("/api/invites/{token}")),
        json!({}),
    )
    .await;
    (
        table["game"].as_str().unwrap().to_owned(),
        table["secret"].as_str().unwrap().to_owned(),
        claimed["secret"].as_str().unwrap().to_owned(),
    )
}

fn ms(state: &Value, side: &str) -> i64 {
    state["clock"][format!("{side}_ms")].as_i64().unwrap()
}

#[tokio::test]
async fn a_player_who_lets_the_clock_run_out_loses_on_time_and_everyone_sees_it() {
    let server = TestServer::start().await;
    let (game, ws, bs) = timed_table(&server, json!({"initial_s": 2, "increment_s": 1})).await;
    let mut white = server.ws(&game, Some(&ws)).await;
    let mut black = server.ws(&game, Some(&bs)).await;
    let mut watcher = server.ws(&game, None).await;
    let first = white.hello(json!({})).await;
    assert_eq!(first["clock"]["kind"], "real-time");
    assert_eq!(first["clock"]["initial_ms"], 2000);
    assert_eq!(first["clock"]["increment_ms"], 1000);
    assert_eq!(
        first["clock"]["running"],
        Value::Null,
        "no clock runs before the first action"
    );
    assert_eq!(first["clock"]["first_action"]["side"], "white");
    black.hello(json!({})).await;
    watcher.hello(json!({})).await;

    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(black.act(1, "@f5").await["type"], "ack");
    let started = Instant::now();
    let running = watcher.until("state", |s| s["ply"] == 2).await;
    assert_eq!(running["clock"]["running"], "white");
    assert_eq!(
        ms(&running, "white"),
        2000,
        "the first actions cost nothing"
    );

    // White lets its two seconds run out: the server ends the game on its own timer.
    for (who, client) in [
        ("white", &mut white),
        ("black", &mut black),
        ("watcher", &mut watcher),
    ] {
        let over = client.until("state", |s| s["status"] == "over").await;
        assert_eq!(over["outcome"]["reason"], "time", "{who}: {over}");
        assert_eq!(over["outcome"]["winner"], "black", "{who}");
        assert_eq!(ms(&over, "white"), 0, "{who}");
        assert_eq!(over["clock"]["running"], Value::Null, "{who}");
    }
    // Not before white's two seconds are gone (less the time the state took to arrive); the
    // upper bound only says the server's own timer ended the game, and is loose because this
    // test shares two cores with the rest of the suite (it once read 3 s under that load).
    let late = started.elapsed();
    assert!(
        late >= Duration::from_millis(1500) && late < Duration::from_millis(8000),
        "the flag fell after {late:?}"
    );
    // Too late to act.
    let refused = white.act(2, "@b1").await;
    assert_eq!(refused["code"], "game-over", "{refused}");
    let (text, parsed) = server.record(&game).await;
    assert!(text.contains("[TimeControl \"2+1\"]"), "{text}");
    assert!(text.contains("[Termination \"time\"]"), "{text}");
    assert_eq!(parsed.result(), "0-1");
}

#[tokio::test]
async fn each_action_costs_its_time_less_the_lag_allowance_and_gains_the_increment() {
    let server = TestServer::start().await;
    let (game, ws, bs) = timed_table(&server, json!({"initial_s": 10, "increment_s": 5})).await;
    let mut white = server.ws(&game, Some(&ws)).await;
    let mut black = server.ws(&game, Some(&bs)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    white.act(0, "@a1").await;
    black.act(1, "@f5").await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(white.act(2, "@b1").await["type"], "ack");
    let after = white.until("state", |s| s["ply"] == 3).await;
    let w = ms(&after, "white");
    // 10 s less about 0.5 s (0.8 s less 0.3 s of lag allowance) plus 5 s.
    assert!((13_800..=14_600).contains(&w), "white has {w} ms");
    assert_eq!(after["clock"]["running"], "black");
    assert!(ms(&after, "black") > 9_800 && ms(&after, "black") <= 10_000);
    assert!(after["clock"]["server_ms"].as_i64().unwrap() > 1_700_000_000_000);
    // An action within the lag allowance costs nothing: the increment comes on top.
    assert_eq!(black.act(3, "@e5").await["type"], "ack");
    let after = black.until("state", |s| s["ply"] == 4).await;
    let b = ms(&after, "black");
    assert!((14_700..=15_000).contains(&b), "{after}");
    // The clocks are stored with the actions: the record carries them.
    let (text, parsed) = server.record(&game).await;
    assert!(text.contains("[TimeControl \"10+5\"]"), "{text}");
    assert!(text.contains("@a1 {[%clk 0:00:10.0]}"), "{text}");
    assert_eq!(parsed.clocks[0], Some(10_000));
    assert_eq!(parsed.clocks[3], Some(b as u64 / 100 * 100));
    let w = parsed.clocks[2].unwrap();
    assert!((13_800..=14_600).contains(&w), "{w}");
}

#[tokio::test]
async fn a_side_that_never_makes_its_first_action_aborts_the_game() {
    let server = TestServer::start_with(Config {
        first_action: Duration::from_millis(1000),
        ..test_config()
    })
    .await;
    // White never acts.
    let (game, ws, _) = timed_table(&server, json!({"initial_s": 60})).await;
    let mut white = server.ws(&game, Some(&ws)).await;
    let first = white.hello(json!({})).await;
    assert_eq!(first["clock"]["increment_ms"], 0);
    let left = first["clock"]["first_action"]["left_ms"].as_i64().unwrap();
    assert!(left > 0 && left <= 1000, "{left}");
    let over = white.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["reason"], "aborted", "{over}");
    assert_eq!(over["outcome"]["result"], "*");

    // Black never answers White's first action.
    let (game, ws, bs) = timed_table(&server, json!({"initial_s": 60})).await;
    let mut white = server.ws(&game, Some(&ws)).await;
    let mut black = server.ws(&game, Some(&bs)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    white.act(0, "@a1").await;
    let waiting = black.until("state", |s| s["ply"] == 1).await;
    assert_eq!(waiting["clock"]["first_action"]["side"], "black");
    let over = black.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["reason"], "aborted");
    let over = white.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["reason"], "aborted");
}

#[tokio::test]
async fn a_correspondence_deadline_passes_on_the_injected_clock() {
    let (clock, offset) = ServerClock::manual();
    let server = TestServer::start_with(Config {
        clock,
        ..test_config()
    })
    .await;
    let (game, ws, bs) = timed_table(&server, json!({"days": 1})).await;
    let mut white = server.ws(&game, Some(&ws)).await;
    let mut black = server.ws(&game, Some(&bs)).await;
    let first = white.hello(json!({})).await;
    assert_eq!(first["clock"]["kind"], "correspondence");
    assert_eq!(first["clock"]["days"], 1);
    black.hello(json!({})).await;
    white.act(0, "@a1").await;
    black.act(1, "@f5").await;
    white.act(2, "@b1").await;
    let state = black.until("state", |s| s["ply"] == 3).await;
    assert_eq!(state["clock"]["running"], "black");
    assert!(ms(&state, "black") > 86_300_000, "{state}");
    assert_eq!(
        ms(&state, "white"),
        86_400_000,
        "each action gives the whole day again"
    );
    // Both players go away; 23 hours later Black still has time.
    white.close().await;
    black.close().await;
    offset.fetch_add(23 * 3_600_000, Ordering::SeqCst);
    let mut watcher = server.ws(&game, None).await;
    let state = watcher.hello(json!({})).await;
    assert_eq!(state["status"], "playing");
    let left = ms(&state, "black");
    assert!((3_500_000..=3_600_000).contains(&left), "{left}");
    // A day and a second after White's action: Black has lost on time.
    offset.fetch_add(3_601_000, Ordering::SeqCst);
    let mut late = server.ws(&game, None).await;
    let state = late.hello(json!({})).await;
    assert_eq!(state["status"], "over", "{state}");
    assert_eq!(state["outcome"]["reason"], "time");
    assert_eq!(state["outcome"]["winner"], "white");
    let over = watcher.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["reason"], "time");
    let (text, _) = server.record(&game).await;
    assert!(text.contains("[TimeControl \"1/86400\"]"), "{text}");
}

#[tokio::test]
async fn the_computer_under_a_short_clock_never_loses_on_time() {
    let server = TestServer::start().await;
    let (game, _, mut me, mut state) = server
        .computer_table(json!({"level": "master", "white": "creator", "clock": {"initial_s": 4, "increment_s": 0}}))
        .await;
    assert_eq!(state["clock"]["initial_ms"], 4000);
    while state["status"] == "playing" && state["ply"].as_u64().unwrap() < 24 {
        let ply = state["ply"].as_u64().unwrap() as usize;
        let action = state["legal_actions"][0].as_str().unwrap().to_owned();
        assert_eq!(me.act(ply, &action).await["type"], "ack", "{game} at {ply}");
        state = me
            .until("state", |s| {
                s["status"] != "playing" || (s["ply"].as_u64().unwrap() as usize > ply + 1)
            })
            .await;
    }
    assert_ne!(state["outcome"]["reason"], "time", "{state}");
    let left = ms(&state, "black");
    assert!(
        left > 1000,
        "the computer has {left} ms left after {} plies",
        state["ply"]
    );
}

#[tokio::test]
async fn a_bad_clock_is_refused_naming_the_field() {
    let server = TestServer::start().await;
    let cases = [
        (json!({"initial_s": 0}), "initial_s"),
        (json!({"initial_s": 10_801}), "initial_s"),
        (json!({"initial_s": "5"}), "initial_s"),
        (json!({"increment_s": 3}), "initial_s"),
        (json!({"initial_s": 60, "increment_s": 181}), "increment_s"),
        (json!({"days": 4}), "days"),
        (json!({"days": 1, "initial_s": 60}), "initial_s"),
        (json!({"initial_s": 60, "delay": 2}), "delay"),
        (json!("5+3"), "clock"),
    ];
    for (clock, field) in cases {
        let (status, body) = server
            .try_create(json!({"opponent": "friend", "clock": clock}))
            .await;
        assert_eq!(status, 400, "{clock}: {body}");
        assert_eq!(body["error"]["code"], "bad-clock", "{clock}: {body}");
        assert_eq!(body["error"]["args"]["field"], field, "{clock}: {body}");
    }
    // Unlimited: no clock in states.
    let table = server.create(json!({"opponent": "friend"})).await;
    let (_, state) = server
        .get_json(&format!("/api/games/{}", table["game"].as_str().unwrap()))
        .await;
    assert_eq!(state["clock"], Value::Null);
    // The invitation tells the time control.
    let table = server
        .create(json!({"opponent": "friend", "clock": {"initial_s": 300, "increment_s": 3}}))
        .await;
    let (_, invite) = server
        .get_json(&format!("/api/invites/{}", invite_token(&table)))
        .await;
    assert_eq!(invite["clock"], json!({"initial_s": 300, "increment_s": 3}));
}

fn playout(preset: Preset, seed: u64, plies: usize) -> Game {
    let mut game = Game::new(preset.rules());
    let mut x = seed | 1;
    while game.ply() < plies && game.outcome().is_none() {
        let actions = game.legal_actions();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        game.play(actions[(x % actions.len() as u64) as usize])
            .unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_record_with_clocks_reads_back(
        preset in 0..Preset::ALL.len(),
        seed: u64,
        plies in 0usize..120,
        tenths in proptest::collection::vec(proptest::option::of(0u64..1_080_000), 120),
    ) {
        let preset = Preset::ALL[preset];
        let game = playout(preset, seed, plies);
        let clocks: Vec<Option<u64>> = tenths[..game.ply()].iter().map(|t| t.map(|t| t * 100)).collect();
        let result = game.outcome().map_or("*", |o| o.result());
        let tags = vec![
            ("Rules".to_owned(), preset.name().to_owned()),
            ("TimeControl".to_owned(), "300+3".to_owned()),
            ("Result".to_owned(), result.to_owned()),
        ];
        let text = record::write_with_clocks(tags, game.clone(), clocks.clone());
        let parsed = record::parse(&text).unwrap();
        prop_assert_eq!(&parsed.game, &game);
        prop_assert_eq!(parsed.tag("TimeControl"), Some("300+3"));
        let mut want = clocks.clone();
        while want.last() == Some(&None) {
            want.pop();
        }
        prop_assert_eq!(&parsed.clocks, &want);
        prop_assert_eq!(parsed.to_string(), text);
    }

    #[test]
    fn a_clock_reads_back(ms in 0u64..400_000_000) {
        let tenth = ms / 100 * 100;
        prop_assert_eq!(record::parse_clock(&record::format_clock(ms)), Some(tenth));
    }
}

#[tokio::test]
async fn draws_resignations_and_rematches_work_under_a_clock() {
    let server = TestServer::start().await;
    let (game, ws, bs) = timed_table(&server, json!({"initial_s": 60, "increment_s": 2})).await;
    let mut white = server.ws(&game, Some(&ws)).await;
    let mut black = server.ws(&game, Some(&bs)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    white.act(0, "@a1").await;
    black.act(1, "@f5").await;
    // A draw offer declined, then a resignation: the clocks stop.
    assert_eq!(
        white.request(json!({"type": "offer_draw"})).await["type"],
        "ack"
    );
    assert_eq!(
        black.request(json!({"type": "decline_draw"})).await["type"],
        "ack"
    );
    assert_eq!(
        white.request(json!({"type": "resign"})).await["type"],
        "ack"
    );
    let over = black.until("state", |s| s["status"] == "over").await;
    assert_eq!(over["outcome"]["reason"], "resignation");
    assert_eq!(over["clock"]["running"], Value::Null);
    // The rematch keeps the time control, colours swapped.
    assert_eq!(
        white.request(json!({"type": "rematch"})).await["type"],
        "ack"
    );
    let made = black.request(json!({"type": "rematch"})).await;
    let next = made["game"].as_str().expect("the rematch").to_owned();
    let (_, state) = server.get_json(&format!("/api/games/{next}")).await;
    assert_eq!(state["clock"]["initial_ms"], 60_000, "{state}");
    assert_eq!(state["clock"]["increment_ms"], 2_000);
    assert_eq!(state["clock"]["white_ms"], 60_000);
    // Black of the first game plays White now.
    let mut new_white = server.ws(&next, Some(&bs)).await;
    let first = new_white.hello(json!({})).await;
    assert_eq!(first["you"]["seat"], "white", "{first}");
    assert_eq!(first["clock"]["first_action"]["side"], "white");
}

/// Plays `@a1 @f5 @b1` in a correspondence game of `days`: Black's clock runs. The game id.
async fn correspondence_to_black(server: &TestServer) -> String {
    let (game, ws, bs) = timed_table(server, json!({"days": 1})).await;
    let mut white = server.ws(&game, Some(&ws)).await;
    let mut black = server.ws(&game, Some(&bs)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    white.act(0, "@a1").await;
    black.act(1, "@f5").await;
    white.act(2, "@b1").await;
    let state = black.until("state", |s| s["ply"] == 3).await;
    assert_eq!(state["clock"]["running"], "black");
    white.close().await;
    black.close().await;
    game
}

#[tokio::test]
async fn a_correspondence_deadline_stays_put_across_a_restart_and_one_passed_meanwhile_gets_the_grace()
 {
    let (clock, offset) = ServerClock::manual();
    // The clock jumps 5 h at once to stand for the time the server was down: no poll for
    // parked games must see it before the restart.
    let config = || Config {
        clock: clock.clone(),
        park_poll: Duration::from_secs(3600),
        ..test_config()
    };
    let server = TestServer::start_with(config()).await;
    // Game B's last action at T, game A's at T + 20 h.
    let b = correspondence_to_black(&server).await;
    offset.fetch_add(20 * 3_600_000, Ordering::SeqCst);
    let a = correspondence_to_black(&server).await;
    // Down from T + 20 h to T + 25 h: B's deadline (T + 24 h) passes meanwhile.
    offset.fetch_add(5 * 3_600_000, Ordering::SeqCst);
    let server = server.restart_with(config()).await;
    let hour = 3_600_000;
    let mut watcher = server.ws(&a, None).await;
    let state = watcher.hello(json!({})).await;
    assert_eq!(state["status"], "playing", "{state}");
    let left = ms(&state, "black");
    assert!(
        (19 * hour - 5_000..=19 * hour).contains(&left),
        "A's deadline is still a day after its last action (19 h from now), not a day from the restart: {left}"
    );
    let mut watcher_b = server.ws(&b, None).await;
    let state = watcher_b.hello(json!({})).await;
    assert_eq!(
        state["status"], "playing",
        "nobody loses because the server was down: {state}"
    );
    let left = ms(&state, "black");
    assert!(
        (9_000..=10_000).contains(&left),
        "B's side to move has the restart grace (10 s): {left}"
    );
    // Past the grace, B is lost on time; A plays on until its own deadline.
    offset.fetch_add(11_000, Ordering::SeqCst);
    let mut late = server.ws(&b, None).await;
    let state = late.hello(json!({})).await;
    assert_eq!(state["status"], "over", "{state}");
    assert_eq!(state["outcome"]["reason"], "time");
    offset.fetch_add(19 * hour, Ordering::SeqCst);
    let mut late = server.ws(&a, None).await;
    let state = late.hello(json!({})).await;
    assert_eq!(state["status"], "over", "{state}");
    assert_eq!(state["outcome"]["winner"], "white");
}

/// Whether the stored game has ended on time.
async fn ended_on_time(server: &TestServer, game: &str) -> bool {
    use yote_server::Store;
    let (_, events) = server.store.load_game(game).await.unwrap().unwrap();
    events.iter().any(|e| {
        let e = serde_json::to_value(e).unwrap();
        e["kind"] == "game_over" && e["outcome"]["reason"] == "time"
    })
}

#[tokio::test]
async fn a_game_nobody_is_at_waits_parked_in_the_store_and_its_flag_falls_on_time() {
    use yote_server::Store;
    let (clock, offset) = ServerClock::manual();
    let server = TestServer::start_with(Config {
        clock: clock.clone(),
        ..test_config()
    })
    .await;
    let game = correspondence_to_black(&server).await;
    let unplayed = {
        // A table whose first action never comes: seven days to make it.
        let (game, ws, bs) = timed_table(&server, json!({"days": 7})).await;
        let mut white = server.ws(&game, Some(&ws)).await;
        let mut black = server.ws(&game, Some(&bs)).await;
        white.hello(json!({})).await;
        black.hello(json!({})).await;
        game
    };
    // Nobody is at either: both leave memory, parked until their timers.
    let started = Instant::now();
    while server.store.parked(&game).await.unwrap().is_none()
        || server.store.parked(&unplayed).await.unwrap().is_none()
    {
        assert!(started.elapsed() < Duration::from_secs(5), "never parked");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let now = clock.now_ms();
    let resumed = server.store.games_to_resume(now + 120_000).await.unwrap();
    assert!(resumed.is_empty(), "a restart loads neither: {resumed:?}");
    // A day and a second later, with nobody coming back, the flag falls by itself.
    offset.fetch_add(24 * 3_600_000 + 1_000, Ordering::SeqCst);
    let started = Instant::now();
    while !ended_on_time(&server, &game).await {
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "the flag never fell"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Seven days on, the unplayed table is aborted.
    offset.fetch_add(6 * 24 * 3_600_000, Ordering::SeqCst);
    let started = Instant::now();
    loop {
        let (_, events) = server.store.load_game(&unplayed).await.unwrap().unwrap();
        let over = serde_json::to_value(events.last().unwrap()).unwrap();
        if over["kind"] == "game_over" {
            assert_eq!(over["outcome"]["reason"], "aborted", "{over}");
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(5), "never aborted");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
