//! Takebacks as a pure function, as the referee is for the rest of the table's rules
//! (docs/protocol.md "Takebacks"): a request takes back the asker's last action, and the reply
//! played since if there is one; the opponent accepts or declines; a new action lapses it.
//! Against the computer, and on one device, it is taken at once.

use yote_rules::Color;

use crate::model::{Code, Event, Live, Opponent, Role};

use super::clock;
use super::referee::{Context, Decision, Refusal, Request, must_be_live, refuse, side_of};

/// The requests of one side its opponent may decline in a game: a fourth is refused, so that
/// a player cannot be asked again and again. Three, as a slip of the finger happens more than
/// once in a long game, and an opponent who said no three times means it.
pub const MAX_DECLINED: u8 = 3;

/// Answers a takeback request (`OfferTakeback`, `AcceptTakeback`, `DeclineTakeback`) of a
/// viewer whose role is `role`.
pub fn decide(
    live: &Live,
    role: Role,
    request: &Request,
    ctx: &Context,
) -> Result<Decision, Refusal> {
    let side = side_of(live, role)?;
    must_be_live(live)?;
    match request {
        Request::OfferTakeback { ply } => offer(live, role, side, *ply, ctx),
        Request::AcceptTakeback | Request::DeclineTakeback => {
            if live.takeback_offer != Some(!side) {
                return Err(refuse(
                    Code::NoTakebackRequest,
                    "your opponent has not asked to take back an action",
                ));
            }
            let event = if *request == Request::AcceptTakeback {
                let to_ply = live.takeback_to(!side).ok_or_else(|| {
                    refuse(Code::Internal, "the request has no action to take back")
                })?;
                taken_back(live, to_ply, ctx)
            } else {
                Event::TakebackDeclined { side: side.into() }
            };
            Ok(store(vec![event]))
        }
        _ => Err(refuse(Code::Internal, "not a takeback")),
    }
}

fn offer(
    live: &Live,
    role: Role,
    side: Color,
    ply: usize,
    ctx: &Context,
) -> Result<Decision, Refusal> {
    let game_ply = live.game.ply();
    if ply != game_ply {
        // The asker saw another game than the one there is: what it asks is not known.
        let code = if ply < game_ply {
            Code::StalePly
        } else {
            Code::FuturePly
        };
        return Err(refuse(
            code,
            format!("you asked at ply {ply}; the game is at ply {game_ply}"),
        )
        .arg("ply", ply)
        .arg("game_ply", game_ply));
    }
    if !live.allows_takebacks() {
        let reason = if live.rated { "rated" } else { "off" };
        return Err(refuse(
            Code::NoTakeback,
            "takebacks are not allowed in this game (the table's choice)",
        )
        .arg("reason", reason));
    }
    let to_ply = match role {
        // One device: the last action, whoever played it.
        Role::Both => game_ply.checked_sub(1),
        _ => live.takeback_to(side),
    };
    let Some(to_ply) = to_ply else {
        return Err(
            refuse(Code::NoTakeback, "there is no action of yours to take back")
                .arg("reason", "nothing"),
        );
    };
    let at_once = role == Role::Both || matches!(live.table.opponent, Opponent::Computer(_));
    if at_once {
        return Ok(store(vec![taken_back(live, to_ply, ctx)]));
    }
    match live.takeback_offer {
        Some(c) if c == side => {
            return Err(
                refuse(Code::TakebackAlreadyAsked, "your request is still open")
                    .arg("reason", "open"),
            );
        }
        Some(_) => {
            return Err(refuse(
                Code::TakebackAlreadyAsked,
                "your opponent asked to take back an action: accept or decline it",
            )
            .arg("reason", "opponent-asked"));
        }
        None => {}
    }
    if live.takebacks_declined[side.index()] >= MAX_DECLINED {
        return Err(refuse(
            Code::NoTakeback,
            format!("your opponent has declined {MAX_DECLINED} of your requests in this game"),
        )
        .arg("reason", "limit")
        .arg("limit", MAX_DECLINED));
    }
    Ok(store(vec![Event::TakebackOffered { side: side.into() }]))
}

/// The takeback to `to_ply`, with the clocks as they stand now.
fn taken_back(live: &Live, to_ply: usize, ctx: &Context) -> Event {
    Event::TakenBack {
        to_ply,
        clock: clock::at_takeback(live, ctx.turn_since, ctx.now, ctx.config),
    }
}

fn store(events: Vec<Event>) -> Decision {
    Decision::Store {
        events,
        ack: Default::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::model::testing::{computer_game, game, local_game, play};
    use crate::model::{ArgValue, Side, Takebacks, TimeControl};

    const NOW: i64 = 1_000_000_000;

    fn ctx(config: &Config) -> Context<'_> {
        Context {
            now: NOW,
            turn_since: NOW - 10_000,
            abandoned: None,
            config,
        }
    }

    fn events(d: Decision) -> Vec<Event> {
        match d {
            Decision::Store { events, .. } => events,
            other => panic!("{other:?}"),
        }
    }

    fn with_takebacks(mut live: Live) -> Live {
        live.takebacks = Takebacks::Always;
        live
    }

    #[test]
    fn a_request_is_answered_by_the_opponent_and_takes_back_the_reply_too() {
        let config = Config::default();
        let mut live = with_takebacks(game(None));
        play(&mut live, &["@a1", "@f5", "@b2", "@e4"], None);
        let white = Role::Seat(Color::White);
        let black = Role::Seat(Color::Black);
        let ask = Request::OfferTakeback { ply: 4 };
        let offered = events(decide(&live, white, &ask, &ctx(&config)).unwrap());
        assert_eq!(offered, vec![Event::TakebackOffered { side: Side::White }]);
        live.apply(offered[0].clone()).unwrap();
        // Asked twice, or answered by the asker: refused.
        let again = decide(&live, white, &ask, &ctx(&config)).unwrap_err();
        assert_eq!(
            (again.code.as_str(), again.args["reason"].as_str()),
            ("takeback-already-asked", Some("open"))
        );
        let theirs = decide(&live, black, &ask, &ctx(&config)).unwrap_err();
        assert_eq!(theirs.args["reason"], "opponent-asked");
        let own = decide(&live, white, &Request::AcceptTakeback, &ctx(&config)).unwrap_err();
        assert_eq!(own.code.as_str(), "no-takeback-request");
        // Accepted: back to White's last action, Black's reply with it.
        let accepted =
            events(decide(&live, black, &Request::AcceptTakeback, &ctx(&config)).unwrap());
        assert_eq!(
            accepted,
            vec![Event::TakenBack {
                to_ply: 2,
                clock: None
            }]
        );
        live.apply(accepted[0].clone()).unwrap();
        assert_eq!(live.game.ply(), 2);
        assert_eq!(live.to_move(), Color::White);
    }

    #[test]
    fn watchers_stale_plies_and_tables_without_takebacks_are_refused() {
        let config = Config::default();
        let mut live = game(None);
        play(&mut live, &["@a1", "@f5"], None);
        let white = Role::Seat(Color::White);
        let off = decide(
            &live,
            white,
            &Request::OfferTakeback { ply: 2 },
            &ctx(&config),
        )
        .unwrap_err();
        assert_eq!(
            (off.code.as_str(), off.args["reason"].as_str()),
            ("no-takeback", Some("off"))
        );
        live.takebacks = Takebacks::Unrated;
        live.rated = true;
        let rated = decide(
            &live,
            white,
            &Request::OfferTakeback { ply: 2 },
            &ctx(&config),
        )
        .unwrap_err();
        assert_eq!(rated.args["reason"], "rated");
        // A rated game takes nothing back, even at a table that says `always`.
        live.takebacks = Takebacks::Always;
        assert!(!live.allows_takebacks());
        let always = decide(
            &live,
            white,
            &Request::OfferTakeback { ply: 2 },
            &ctx(&config),
        )
        .unwrap_err();
        assert_eq!(
            (always.code.as_str(), always.args["reason"].as_str()),
            ("no-takeback", Some("rated"))
        );
        live.takebacks = Takebacks::Unrated;
        live.rated = false;
        let stale = decide(
            &live,
            white,
            &Request::OfferTakeback { ply: 1 },
            &ctx(&config),
        )
        .unwrap_err();
        assert_eq!(stale.code.as_str(), "stale-ply");
        let ahead = decide(
            &live,
            white,
            &Request::OfferTakeback { ply: 3 },
            &ctx(&config),
        )
        .unwrap_err();
        assert_eq!(ahead.code.as_str(), "future-ply");
        let watcher = decide(
            &live,
            Role::Watcher,
            &Request::OfferTakeback { ply: 2 },
            &ctx(&config),
        )
        .unwrap_err();
        assert_eq!(watcher.code.as_str(), "not-a-player");
        assert!(
            decide(
                &live,
                white,
                &Request::OfferTakeback { ply: 2 },
                &ctx(&config)
            )
            .is_ok()
        );
    }

    #[test]
    fn declined_three_times_a_player_asks_no_more() {
        let config = Config::default();
        let mut live = with_takebacks(game(None));
        play(&mut live, &["@a1"], None);
        let (white, black) = (Role::Seat(Color::White), Role::Seat(Color::Black));
        let nothing = decide(
            &live,
            black,
            &Request::OfferTakeback { ply: 1 },
            &ctx(&config),
        )
        .unwrap_err();
        assert_eq!(nothing.args["reason"], "nothing");
        for _ in 0..MAX_DECLINED {
            let ask = decide(
                &live,
                white,
                &Request::OfferTakeback { ply: 1 },
                &ctx(&config),
            );
            live.apply(events(ask.unwrap())[0].clone()).unwrap();
            let no = decide(&live, black, &Request::DeclineTakeback, &ctx(&config));
            assert_eq!(
                events(no.unwrap()),
                vec![Event::TakebackDeclined { side: Side::Black }]
            );
            live.apply(Event::TakebackDeclined { side: Side::Black })
                .unwrap();
        }
        let limit = decide(
            &live,
            white,
            &Request::OfferTakeback { ply: 1 },
            &ctx(&config),
        )
        .unwrap_err();
        assert_eq!(
            (limit.code.as_str(), &limit.args["limit"]),
            ("no-takeback", &ArgValue::Number(3))
        );
    }

    #[test]
    fn the_computer_and_one_device_take_back_at_once() {
        let config = Config::default();
        let mut vs = with_takebacks(computer_game());
        play(&mut vs, &["@a1", "@f5"], None);
        let white = Role::Seat(Color::White);
        let at_once = events(
            decide(
                &vs,
                white,
                &Request::OfferTakeback { ply: 2 },
                &ctx(&config),
            )
            .unwrap(),
        );
        assert_eq!(
            at_once,
            vec![Event::TakenBack {
                to_ply: 0,
                clock: None
            }]
        );
        let mut local = with_takebacks(local_game());
        play(&mut local, &["@a1", "@f5"], None);
        let undo = events(
            decide(
                &local,
                Role::Both,
                &Request::OfferTakeback { ply: 2 },
                &ctx(&config),
            )
            .unwrap(),
        );
        assert_eq!(
            undo,
            vec![Event::TakenBack {
                to_ply: 1,
                clock: None
            }]
        );
    }

    #[test]
    fn the_time_spent_is_not_given_back() {
        let config = Config::default();
        let blitz = TimeControl::RealTime {
            initial_s: 60,
            increment_s: 0,
        };
        let mut live = with_takebacks(game(Some(blitz)));
        play(&mut live, &["@a1", "@f5", "@b2"], Some([50_000, 40_000]));
        let ask = events(
            decide(
                &live,
                Role::Seat(Color::White),
                &Request::OfferTakeback { ply: 3 },
                &ctx(&config),
            )
            .unwrap(),
        );
        live.apply(ask[0].clone()).unwrap();
        // Black's clock ran 10 s (less the lag allowance) while it considered the request.
        let accepted = events(
            decide(
                &live,
                Role::Seat(Color::Black),
                &Request::AcceptTakeback,
                &ctx(&config),
            )
            .unwrap(),
        );
        let lag = config.lag_allowance.as_millis() as i64;
        let Event::TakenBack {
            to_ply: 2,
            clock: Some(stamp),
        } = accepted[0]
        else {
            panic!("{accepted:?}");
        };
        assert_eq!(
            (stamp.white_ms, stamp.black_ms, stamp.at_ms),
            (50_000, 40_000 - (10_000 - lag), Some(NOW))
        );
        live.apply(accepted[0].clone()).unwrap();
        assert_eq!(live.remaining, [50_000, 40_000 - (10_000 - lag)]);
        assert_eq!(live.turn_at, Some(NOW));
    }
}
