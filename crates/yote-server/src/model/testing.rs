//! Games to test the pure rooms with (the referee, the clock, abandonment): built from events,
//! as the store would give them back.

use yote_ai::Level;
use yote_rules::{Color, Rules};

use crate::model::{ClockStamp, Event, Live, Opponent, Player, Setup, Table, TimeControl};

pub const WHITE_SECRET: &str = "white-secret-0123456789";
pub const BLACK_SECRET: &str = "black-secret-0123456789";

pub fn table(opponent: Opponent) -> Table {
    let secrets = match opponent {
        Opponent::Friend => [Some(WHITE_SECRET.into()), Some(BLACK_SECRET.into())],
        Opponent::Local => [Some(WHITE_SECRET.into()), Some(WHITE_SECRET.into())],
        Opponent::Computer(_) => [Some(WHITE_SECRET.into()), None],
    };
    Table {
        id: "TestGame0001".into(),
        rules: Rules::standard(),
        opponent,
        secrets,
        invite: Some("invite-token-0123456789".into()),
        rematch_of: None,
        created_at: 0,
    }
}

/// A friend game whose guest has not come yet (Black's seat open).
pub fn waiting_game(control: Option<TimeControl>) -> Live {
    Live::create(
        table(Opponent::Friend),
        [Player::Human, Player::Open],
        Setup {
            clock: control,
            ..Setup::default()
        },
    )
    .0
}

/// A friend game with both seats taken.
pub fn game(control: Option<TimeControl>) -> Live {
    let mut live = waiting_game(control);
    live.apply(Event::Joined {
        side: Color::Black.into(),
    })
    .unwrap();
    live
}

/// A game on one device.
pub fn local_game() -> Live {
    Live::create(table(Opponent::Local), [Player::Human; 2], Setup::default()).0
}

/// A game against the computer, which has Black.
pub fn computer_game() -> Live {
    let level = Level::Medium;
    let players = [Player::Human, Player::Computer { level }];
    Live::create(table(Opponent::Computer(level)), players, Setup::default()).0
}

/// Plays `actions` in turn, each stamped with these remaining times (timed games).
pub fn play(live: &mut Live, actions: &[&str], remaining: Option<[i64; 2]>) {
    for a in actions {
        act(live, a, remaining, None);
    }
}

/// Plays one action, stamped with these remaining times, received at `at_ms`.
pub fn act(live: &mut Live, action: &str, remaining: Option<[i64; 2]>, at_ms: Option<i64>) {
    let side = live.to_move();
    live.apply(Event::Action {
        ply: live.game.ply(),
        side: side.into(),
        action: action.parse().expect("an action in notation"),
        clock: remaining.map(|[white_ms, black_ms]| ClockStamp {
            white_ms,
            black_ms,
            at_ms,
        }),
    })
    .expect("a legal action");
}
