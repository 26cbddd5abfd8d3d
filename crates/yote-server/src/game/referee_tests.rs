//! Every refusal the referee can give, and what it allows, without a socket or a runtime.

use super::*;
use crate::game::abandon::Abandoned;
use crate::model::TimeControl;
use crate::model::testing::{
    BLACK_SECRET, WHITE_SECRET, computer_game, game, local_game, play, waiting_game,
};

const NOW: i64 = 1_000_000;
const WHITE: Role = Role::Seat(Color::White);
const BLACK: Role = Role::Seat(Color::Black);

fn ctx(config: &Config) -> Context<'_> {
    Context {
        now: NOW,
        turn_since: NOW,
        abandoned: None,
        config,
    }
}

fn ask(live: &Live, role: Role, request: Request) -> Result<Decision, Refusal> {
    decide(live, role, &request, &ctx(&Config::default()))
}

fn act(ply: usize, action: &str) -> Request {
    Request::Act {
        ply,
        action: action.into(),
    }
}

/// The refusal's code and its `reason` detail, if any.
fn refused(result: Result<Decision, Refusal>) -> (&'static str, Option<String>) {
    let r = result.expect_err("a refusal");
    assert!(!r.message.is_empty());
    let reason = r
        .args
        .get("reason")
        .and_then(|a| a.as_str())
        .map(str::to_owned);
    (r.code.as_str(), reason)
}

fn stored(result: Result<Decision, Refusal>) -> Vec<Event> {
    match result.expect("allowed") {
        Decision::Store { events, .. } => events,
        other => panic!("expected events to store, got {other:?}"),
    }
}

fn over(live: &mut Live, ending: Ending) {
    live.apply(Event::game_over(ending)).unwrap();
}

#[test]
fn an_action_in_turn_is_stored_with_its_ack() {
    let live = game(None);
    let decision = ask(&live, WHITE, act(0, "@a1")).unwrap();
    let Decision::Store { events, ack } = decision else {
        panic!("{decision:?}")
    };
    assert_eq!(ack.ply, Some(0));
    assert_eq!(ack.duplicate, Some(false));
    assert!(matches!(
        &events[..],
        [Event::Action {
            ply: 0,
            clock: None,
            ..
        }]
    ));
}

#[test]
fn watchers_cannot_act() {
    let live = game(None);
    for request in [
        act(0, "@a1"),
        Request::OfferDraw,
        Request::Resign { side: None },
    ] {
        assert_eq!(
            refused(ask(&live, Role::Watcher, request)).0,
            "not-a-player"
        );
    }
}

#[test]
fn plies_must_be_the_game_s_own() {
    let mut live = game(None);
    play(&mut live, &["@a1"], None);
    // A resend of one's own stored action is a duplicate; anything else at that ply is stale.
    assert_eq!(
        ask(&live, WHITE, act(0, "@a1")).unwrap(),
        Decision::Duplicate { ply: 0 }
    );
    let r = ask(&live, WHITE, act(0, "@b1")).unwrap_err();
    assert_eq!(r.code.as_str(), "stale-ply");
    assert_eq!(r.args["played"], "@a1");
    assert_eq!(refused(ask(&live, BLACK, act(0, "@a1"))).0, "stale-ply");
    assert_eq!(refused(ask(&live, BLACK, act(5, "@b1"))).0, "future-ply");
}

#[test]
fn only_the_side_to_move_acts_and_only_legally() {
    let mut live = game(None);
    assert_eq!(refused(ask(&live, BLACK, act(0, "@a1"))).0, "not-your-turn");
    let r = ask(&live, WHITE, act(0, "h9")).unwrap_err();
    assert_eq!(r.code.as_str(), "bad-notation");
    assert!(r.args["reason"].as_str().is_some());
    play(&mut live, &["@a1"], None);
    let r = ask(&live, BLACK, act(1, "@a1")).unwrap_err();
    assert_eq!(r.code.as_str(), "illegal-action");
    assert_eq!(r.args["action"], "@a1");
}

#[test]
fn a_game_waiting_or_over_refuses_play() {
    let waiting = waiting_game(None);
    assert_eq!(
        refused(ask(&waiting, WHITE, act(0, "@a1"))).0,
        "waiting-for-opponent"
    );
    let mut live = game(None);
    over(&mut live, Ending::ABORTED);
    let r = ask(&live, WHITE, act(0, "@a1")).unwrap_err();
    assert_eq!(r.code.as_str(), "game-over");
    assert_eq!(r.args["end"], "aborted");
    for request in [
        Request::OfferDraw,
        Request::AcceptDraw,
        Request::Resign { side: None },
        Request::Abort,
        Request::ClaimVictory,
    ] {
        assert_eq!(refused(ask(&live, WHITE, request)).0, "game-over");
    }
}

#[test]
fn draw_offers_one_at_a_time_and_once_a_move() {
    let mut live = game(None);
    assert_eq!(
        refused(ask(&live, BLACK, Request::AcceptDraw)).0,
        "no-draw-offer"
    );
    assert_eq!(
        refused(ask(&live, BLACK, Request::DeclineDraw)).0,
        "no-draw-offer"
    );
    let events = stored(ask(&live, WHITE, Request::OfferDraw));
    assert_eq!(events, vec![Event::DrawOffered { side: Side::White }]);
    live.apply(events[0].clone()).unwrap();
    assert_eq!(
        refused(ask(&live, WHITE, Request::OfferDraw)),
        ("draw-already-offered", Some("offer-open".into()))
    );
    assert_eq!(
        refused(ask(&live, BLACK, Request::OfferDraw)),
        ("draw-already-offered", Some("opponent-offered".into()))
    );
    assert_eq!(
        refused(ask(&live, WHITE, Request::AcceptDraw)).0,
        "no-draw-offer",
        "one's own offer is not for oneself to accept"
    );
    let declined = stored(ask(&live, BLACK, Request::DeclineDraw));
    assert_eq!(declined, vec![Event::DrawDeclined { side: Side::Black }]);
    live.apply(declined[0].clone()).unwrap();
    assert_eq!(
        refused(ask(&live, WHITE, Request::OfferDraw)),
        ("draw-already-offered", Some("offered-this-move".into()))
    );
    // An action declines a pending offer.
    live.apply(Event::DrawOffered { side: Side::White }).ok();
    let mut fresh = game(None);
    play(&mut fresh, &["@a1"], None);
    fresh
        .apply(Event::DrawOffered { side: Side::White })
        .unwrap();
    let events = stored(ask(&fresh, BLACK, act(1, "@f5")));
    assert_eq!(events[0], Event::DrawDeclined { side: Side::Black });
    let accepted = stored(ask(&fresh, BLACK, Request::AcceptDraw));
    assert!(
        matches!(&accepted[..], [Event::GameOver { outcome }] if outcome.result() == "1/2-1/2")
    );
}

#[test]
fn a_local_table_plays_both_sides() {
    let live = local_game();
    assert!(matches!(
        ask(&live, Role::Both, act(0, "@a1")),
        Ok(Decision::Store { .. })
    ));
    // An offer at one device is an agreed draw.
    let events = stored(ask(&live, Role::Both, Request::OfferDraw));
    assert!(
        matches!(&events[..], [Event::GameOver { outcome }] if outcome.reason_name() == "agreement")
    );
    let resign = Request::Resign {
        side: Some(Side::Black),
    };
    let events = stored(ask(&live, Role::Both, resign));
    assert!(matches!(&events[..], [Event::GameOver { outcome }] if outcome.result() == "1-0"));
}

#[test]
fn abort_only_before_both_sides_have_played() {
    let mut live = game(None);
    assert_eq!(
        stored(ask(&live, BLACK, Request::Abort)),
        vec![Event::game_over(Ending::aborted_by(Color::Black))],
        "the abort says who asked for it"
    );
    play(&mut live, &["@a1", "@f5"], None);
    assert_eq!(
        refused(ask(&live, WHITE, Request::Abort)).0,
        "too-late-to-abort"
    );
    let events = stored(ask(&live, WHITE, Request::Resign { side: None }));
    assert!(matches!(&events[..], [Event::GameOver { outcome }] if outcome.result() == "0-1"));
}

#[test]
fn an_abandoned_game_is_claimed_only_once_the_wait_is_over() {
    let live = game(None);
    let config = Config::default();
    let mut ctx = ctx(&config);
    let claim = |ctx: &Context, role| decide(&live, role, &Request::ClaimVictory, ctx);
    assert_eq!(
        refused(claim(&ctx, WHITE)),
        ("cannot-claim", Some("opponent-here".into()))
    );
    ctx.abandoned = Some(Abandoned {
        side: Color::Black,
        since: NOW - 1_000,
        claimable_at: NOW + 2_500,
    });
    // The one who left cannot claim against the one who stayed.
    assert_eq!(
        refused(claim(&ctx, BLACK)),
        ("cannot-claim", Some("opponent-here".into()))
    );
    let early = claim(&ctx, WHITE).unwrap_err();
    assert_eq!(early.args["reason"], "too-early");
    assert_eq!(early.args["wait_s"], 3);
    ctx.now = NOW + 2_500;
    let events = stored(claim(&ctx, WHITE));
    assert!(matches!(&events[..], [Event::GameOver { outcome }]
        if outcome.result() == "1-0" && outcome.reason_name() == "abandoned"
            && outcome.left == Some(Color::Black)));
    let draw = stored(decide(&live, WHITE, &Request::ClaimDraw, &ctx));
    assert!(matches!(&draw[..], [Event::GameOver { outcome }]
        if outcome.result() == "1/2-1/2" && outcome.left == Some(Color::Black)));
}

#[test]
fn a_rematch_needs_a_finished_game_with_two_players_who_both_ask() {
    let mut live = game(None);
    assert_eq!(
        refused(ask(&live, WHITE, Request::Rematch)),
        ("no-rematch", Some("not-over".into()))
    );
    let mut waiting = waiting_game(None);
    over(&mut waiting, Ending::ABORTED);
    assert_eq!(
        refused(ask(&waiting, WHITE, Request::Rematch)),
        ("no-rematch", Some("no-opponent".into()))
    );
    over(&mut live, Ending::ABORTED);
    let asked = stored(ask(&live, WHITE, Request::Rematch));
    assert_eq!(asked, vec![Event::RematchOffered { side: Side::White }]);
    live.apply(asked[0].clone()).unwrap();
    assert_eq!(
        refused(ask(&live, WHITE, Request::Rematch)),
        ("no-rematch", Some("asked".into()))
    );
    assert_eq!(
        ask(&live, BLACK, Request::Rematch).unwrap(),
        Decision::CreateRematch
    );
    live.apply(Event::RematchCreated {
        game: "NextGame0001".into(),
    })
    .unwrap();
    let r = ask(&live, BLACK, Request::Rematch).unwrap_err();
    assert_eq!(
        (r.code.as_str(), r.args["game"].as_str()),
        ("no-rematch", Some("NextGame0001"))
    );
    // Against the computer one player's word is enough.
    let mut computer = computer_game();
    over(&mut computer, Ending::ABORTED);
    assert_eq!(
        ask(&computer, WHITE, Request::Rematch).unwrap(),
        Decision::CreateRematch
    );
}

#[test]
fn actions_carry_their_clock_and_end_the_game_at_the_ply_limit() {
    let config = Config {
        max_plies: 2,
        ..Config::default()
    };
    let mut live = game(Some(TimeControl::RealTime {
        initial_s: 60,
        increment_s: 0,
    }));
    play(&mut live, &["@a1"], Some([60_000, 60_000]));
    let events = stored(decide(&live, BLACK, &act(1, "@f5"), &ctx(&config)));
    assert!(matches!(&events[0], Event::Action { clock: Some(c), .. } if c.at_ms == Some(NOW)));
    assert!(
        matches!(&events[1], Event::GameOver { outcome } if outcome.reason_name() == "ply-limit")
    );
}

#[test]
fn the_computer_s_answers_fit_the_game_or_are_dropped() {
    let config = Config::default();
    let mut live = computer_game();
    play(&mut live, &["@a1"], None);
    let action = "@f5".parse().unwrap();
    let events = computer_action(&live, 1, action, true, &ctx(&config))
        .unwrap()
        .unwrap();
    assert_eq!(events.len(), 2, "the action and a draw offer");
    assert_eq!(events[1], Event::DrawOffered { side: Side::Black });
    assert!(computer_action(&live, 0, action, false, &ctx(&config)).is_none());
    let illegal = "@a1".parse().unwrap();
    assert!(
        computer_action(&live, 1, illegal, false, &ctx(&config))
            .unwrap()
            .is_err()
    );
    // A draw offer answered after the game moved on is dropped.
    live.apply(Event::DrawOffered { side: Side::White })
        .unwrap();
    assert_eq!(
        computer_draw_answer(&live, Color::White, 1, false),
        Some(Event::DrawDeclined { side: Side::Black })
    );
    assert_eq!(computer_draw_answer(&live, Color::White, 0, true), None);
    assert_eq!(computer_draw_answer(&live, Color::Black, 1, true), None);
}

#[test]
fn time_runs_out_as_a_loss_or_an_abort() {
    let deadline = |first_action| clock::Deadline {
        side: Color::Black,
        at: NOW,
        first_action,
    };
    assert_eq!(
        out_of_time(deadline(true)),
        Event::game_over(Ending::aborted_by(Color::Black)),
        "the side that never acted aborted the game"
    );
    assert!(
        matches!(out_of_time(deadline(false)), Event::GameOver { outcome }
        if outcome.result() == "1-0" && outcome.reason_name() == "time")
    );
}

#[test]
fn seats_are_found_by_secret_and_taken_once() {
    let waiting = waiting_game(None);
    assert_eq!(role_for(&waiting, WHITE_SECRET), Some(WHITE));
    assert_eq!(
        role_for(&waiting, BLACK_SECRET),
        None,
        "an open seat holds nobody yet"
    );
    assert_eq!(role_for(&waiting, "forged-secret-000000000"), None);
    assert_eq!(role_for(&local_game(), WHITE_SECRET), Some(Role::Both));
    assert_eq!(
        claim_seat(&waiting, None).unwrap(),
        (Color::Black, BLACK_SECRET.to_owned())
    );
    assert!(matches!(
        claim_seat(&waiting, Some(WHITE_SECRET)),
        Err(Error::OwnInvite { .. })
    ));
    let taken = game(None);
    assert_eq!(role_for(&taken, BLACK_SECRET), Some(BLACK));
    assert!(matches!(
        claim_seat(&taken, None),
        Err(Error::SeatTaken { .. })
    ));
    let mut ended = waiting_game(None);
    over(&mut ended, Ending::ABORTED);
    assert!(matches!(
        claim_seat(&ended, None),
        Err(Error::GameOver { .. })
    ));
}

#[test]
fn berserk_is_stored_once_before_ones_first_action_in_an_arena_game_only() {
    let blitz = Some(TimeControl::RealTime {
        initial_s: 180,
        increment_s: 2,
    });
    let mut live = game(blitz);
    assert_eq!(
        refused(ask(&live, WHITE, Request::Berserk)),
        ("no-berserk", Some("not-allowed".into())),
        "a friend game"
    );
    live.berserkable = true;
    assert_eq!(
        refused(ask(&live, Role::Watcher, Request::Berserk)).0,
        "not-a-player"
    );
    assert_eq!(
        stored(ask(&live, BLACK, Request::Berserk)),
        vec![Event::Berserk { side: Side::Black }]
    );
    live.apply(Event::Berserk { side: Side::Black }).unwrap();
    assert_eq!(
        refused(ask(&live, BLACK, Request::Berserk)),
        ("no-berserk", Some("already".into()))
    );
    play(&mut live, &["@a1"], Some([180_000, 90_000]));
    assert_eq!(
        refused(ask(&live, WHITE, Request::Berserk)),
        ("no-berserk", Some("moved".into()))
    );
    over(&mut live, Ending::aborted_by(Color::Black));
    assert_eq!(refused(ask(&live, BLACK, Request::Berserk)).0, "game-over");
}
