//! Which push notifications a commit makes (docs/protocol.md §5): the player whose turn it
//! now is, the one offered a draw or asked for a takeback, both players at the end. Pure: the
//! task hands the notices to `push`, which sends those a seat asked for.

use yote_rules::Color;

use crate::model::{Event, Live, Opponent, Player};
use crate::push::notice::{Kind, Notice, outcome};

/// Whether `side` of `live` is a person who may be told (not the computer, not a game on
/// one device).
fn told(live: &Live, side: Color) -> bool {
    live.table.opponent != Opponent::Local
        && !matches!(live.players[side.index()], Player::Computer { .. })
}

/// The notices of `events`, stored at versions from `first`, that made `after` of `before`.
pub(super) fn after_commit(
    before: &Live,
    after: &Live,
    first: u64,
    events: &[Event],
) -> Vec<Notice> {
    let mut out = Vec::new();
    let mut push = |side: Color, kind: Kind, about: u64| {
        if told(after, side) {
            out.push(Notice { side, kind, about });
        }
    };
    let mut last_action = None;
    for (version, event) in (first..).zip(events) {
        match event {
            Event::Action { side, action, .. } => {
                last_action = Some((version, Color::from(*side), action.to_string()));
            }
            Event::DrawOffered { side } => push(!Color::from(*side), Kind::DrawOffer, version),
            Event::TakebackOffered { side } => push(!Color::from(*side), Kind::Takeback, version),
            _ => {}
        }
    }
    if let Some(ending) = after.ending.filter(|_| before.ending.is_none()) {
        for side in [Color::White, Color::Black] {
            let outcome = outcome(ending.winner, ending.reason.is_none(), side);
            push(side, Kind::Ended { outcome }, after.version);
        }
    } else if let Some((version, mover, action)) = last_action
        && after.is_playing()
        && after.to_move() != mover
    {
        push(after.to_move(), Kind::YourTurn { action }, version);
    }
    out
}

/// The notice that `side`'s correspondence time runs out, `hours` left until `at_ms` (the
/// flag's fall, milliseconds since the epoch), once a turn.
pub(super) fn deadline(live: &Live, side: Color, hours: i64, at_ms: i64) -> Vec<Notice> {
    if !told(live, side) {
        return Vec::new();
    }
    vec![Notice {
        side,
        kind: Kind::Deadline { hours, at_ms },
        about: live.turn_key(),
    }]
}

/// The notice that `side` may claim the game its opponent left, once for each absence (`since`:
/// when the opponent went).
pub(super) fn claim_open(live: &Live, side: Color, since: i64) -> Vec<Notice> {
    if !told(live, side) {
        return Vec::new();
    }
    vec![Notice {
        side,
        kind: Kind::ClaimOpen,
        about: since.max(0) as u64,
    }]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::testing::*;
    use crate::model::{Ending, Side};
    use yote_rules::EndReason;

    /// `events` applied to `before`, and their notices.
    fn notices(before: &Live, events: &[Event]) -> Vec<(Color, Kind, u64)> {
        let mut after = before.clone();
        for e in events {
            after.apply(e.clone()).unwrap();
        }
        after_commit(before, &after, before.version + 1, events)
            .into_iter()
            .map(|n| (n.side, n.kind, n.about))
            .collect()
    }

    fn action(live: &Live, text: &str) -> Event {
        Event::Action {
            ply: live.game.ply(),
            side: live.to_move().into(),
            action: text.parse().unwrap(),
            clock: None,
        }
    }

    #[test]
    fn an_action_tells_the_player_to_move_and_only_them() {
        let before = game(None);
        let v = before.version + 1;
        let turn = Kind::YourTurn {
            action: "@a1".into(),
        };
        assert_eq!(
            notices(&before, &[action(&before, "@a1")]),
            [(Color::Black, turn, v)]
        );
    }

    #[test]
    fn offers_tell_the_other_player_and_the_end_tells_both() {
        let before = game(None);
        let v = before.version + 1;
        let offer = Event::DrawOffered { side: Side::White };
        assert_eq!(
            notices(&before, &[offer]),
            [(Color::Black, Kind::DrawOffer, v)]
        );
        let asked = Event::TakebackOffered { side: Side::Black };
        assert_eq!(
            notices(&before, &[asked]),
            [(Color::White, Kind::Takeback, v)]
        );

        let resign = Event::game_over(Ending {
            winner: Some(Color::Black),
            reason: Some(EndReason::Resignation),
            left: None,
        });
        assert_eq!(
            notices(&before, &[resign]),
            [
                (Color::White, Kind::Ended { outcome: "lost" }, v),
                (Color::Black, Kind::Ended { outcome: "won" }, v),
            ]
        );
    }

    #[test]
    fn the_computer_and_a_game_on_one_device_are_never_told() {
        let before = computer_game();
        assert!(notices(&before, &[action(&before, "@a1")]).is_empty());
        let before = local_game();
        assert!(notices(&before, &[action(&before, "@a1")]).is_empty());
    }
}
