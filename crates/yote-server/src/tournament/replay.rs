//! An arena as its stored rows make it, pure: the joins, withdrawals and pauses and the games'
//! ends in the one order the store gave them (`seq`), then the games still being played, applied
//! to `yote_tournament::Arena`; and a lobby game's end as the arena counts it.

use std::collections::HashMap;

use yote_tournament::{Arena, Color, Ending, Event, Game, PlayerId};

use crate::model::Live;
use crate::store::arenas::{ArenaEventKind, ArenaEventRow, ArenaGameRow};

/// An arena replayed from its rows, with who each of its players is.
#[derive(Debug, Clone, Default)]
pub struct Replayed {
    pub arena: Arena,
    /// Each player's id and name, at the place of their `PlayerId`: the order in which they
    /// first joined (ties the arena breaks by that order, never by the id).
    players: Vec<(String, String)>,
    index: HashMap<String, PlayerId>,
    /// The game each player is in, with their side.
    playing: HashMap<String, (String, Color)>,
}

impl Replayed {
    /// The arena that `events` and `games` make: the events and the counted ends in their
    /// order, then a start for each game still being played. A row the arena refuses (a game
    /// of a player who never joined) is logged and left out.
    pub fn of(events: &[ArenaEventRow], games: &[ArenaGameRow]) -> Replayed {
        let mut replayed = Replayed::default();
        let mut ended: Vec<(i64, &ArenaGameRow, Ending)> = games
            .iter()
            .filter_map(|g| {
                let ending = ending_from_name(g.ending.as_deref()?)?;
                Some((g.seq.unwrap_or(i64::MAX), g, ending))
            })
            .collect();
        ended.sort_by_key(|(seq, g, _)| (*seq, g.started_at));
        let mut ended = ended.into_iter().peekable();
        for event in events {
            while let Some((_, game, ending)) = ended.next_if(|(seq, ..)| *seq < event.seq) {
                replayed.finish(game, ending);
            }
            let player = replayed.id_or_add(&event.player, &event.name);
            let applied = match event.kind {
                ArenaEventKind::Join => Event::Join {
                    player,
                    rating: event.rating.unwrap_or(0).clamp(0, i64::from(u32::MAX)) as u32,
                },
                ArenaEventKind::Withdraw => Event::Withdraw { player },
                ArenaEventKind::Pause => Event::Pause { player },
                ArenaEventKind::Resume => Event::Resume { player },
            };
            replayed.apply(applied);
        }
        for (_, game, ending) in ended {
            replayed.finish(game, ending);
        }
        for game in games.iter().filter(|g| g.ending.is_none()) {
            let (Some(white), Some(black)) = (replayed.id(&game.white), replayed.id(&game.black))
            else {
                tracing::warn!(game = %game.game, "an arena game of a player who never joined");
                continue;
            };
            if replayed.apply(Event::Start { white, black }) {
                replayed
                    .playing
                    .insert(game.white.clone(), (game.game.clone(), Color::White));
                replayed
                    .playing
                    .insert(game.black.clone(), (game.game.clone(), Color::Black));
            }
        }
        replayed
    }

    /// The arena's number for `player` (their place in the order of joining), if they joined.
    pub fn id(&self, player: &str) -> Option<PlayerId> {
        self.index.get(player).copied()
    }

    /// The player's id (as the store keeps it) and name.
    pub fn player(&self, id: PlayerId) -> Option<(&str, &str)> {
        let (player, name) = self.players.get(usize::try_from(id.0).ok()?)?;
        Some((player, name))
    }

    /// The game `player` is in now, and their side.
    pub fn playing(&self, player: &str) -> Option<&(String, Color)> {
        self.playing.get(player)
    }

    fn id_or_add(&mut self, player: &str, name: &str) -> PlayerId {
        if let Some(id) = self.id(player) {
            return id;
        }
        let id = PlayerId(self.players.len() as i64);
        self.players.push((player.to_owned(), name.to_owned()));
        self.index.insert(player.to_owned(), id);
        id
    }

    /// Applies `event`: whether the arena took it.
    fn apply(&mut self, event: Event) -> bool {
        match self.arena.apply(event) {
            Ok(_) => true,
            Err(refused) => {
                tracing::warn!(%refused, "an arena's stored event is refused");
                false
            }
        }
    }

    fn finish(&mut self, game: &ArenaGameRow, ending: Ending) {
        let (Some(white), Some(black)) = (self.id(&game.white), self.id(&game.black)) else {
            tracing::warn!(game = %game.game, "an arena game of a player who never joined");
            return;
        };
        self.apply(Event::Finish(Game {
            white,
            black,
            ending,
            plies: game.plies.unwrap_or(0).clamp(0, i64::from(u32::MAX)) as u32,
            white_berserk: game.berserk[0],
            black_berserk: game.berserk[1],
        }));
    }
}

/// An ending as `arena_games.ending` keeps it.
pub fn ending_name(ending: Ending) -> &'static str {
    match ending {
        Ending::Won(Color::White) => "won-white",
        Ending::Won(Color::Black) => "won-black",
        Ending::Draw => "draw",
        Ending::NoStart(Color::White) => "no-start-white",
        Ending::NoStart(Color::Black) => "no-start-black",
    }
}

/// The ending `arena_games.ending` names.
pub fn ending_from_name(name: &str) -> Option<Ending> {
    [
        Ending::Won(Color::White),
        Ending::Won(Color::Black),
        Ending::Draw,
        Ending::NoStart(Color::White),
        Ending::NoStart(Color::Black),
    ]
    .into_iter()
    .find(|e| ending_name(*e) == name)
}

fn color(side: yote_rules::Color) -> Color {
    match side {
        yote_rules::Color::White => Color::White,
        yote_rules::Color::Black => Color::Black,
    }
}

/// How a finished lobby game counts in an arena.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counted {
    pub ending: Ending,
    pub plies: u32,
    /// Whether White and Black went berserk.
    pub berserk: [bool; 2],
}

/// How a finished lobby game counts in an arena; `None` while it is not over. An abort is the
/// game of a side that never made its first action (it let its first action's time run out,
/// or aborted): `NoStart` for that side. Any other end counts as it is: a win (on the board,
/// on time, by resignation or abandonment) or a draw.
pub fn arena_ending(live: &Live) -> Option<Counted> {
    let ending = live.ending?;
    let counted = match (ending.reason, ending.winner, ending.left) {
        (None, _, Some(side)) => Ending::NoStart(color(side)),
        // An abort whose side is not known (never made by an arena's game): nobody's win.
        (None, _, None) => Ending::Draw,
        (Some(_), Some(winner), _) => Ending::Won(color(winner)),
        (Some(_), None, _) => Ending::Draw,
    };
    Some(Counted {
        ending: counted,
        plies: live.game.ply() as u32,
        berserk: live.berserk,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Ending as LiveEnding;
    use crate::model::testing::{game, play};
    use yote_rules::{EndReason, Outcome};
    use yote_tournament::Status;

    fn event(seq: i64, kind: ArenaEventKind, player: &str, rating: i64) -> ArenaEventRow {
        ArenaEventRow {
            seq,
            kind,
            player: player.into(),
            name: format!("{player}-name"),
            rating: Some(rating),
            at: 0,
        }
    }

    fn arena_game(id: &str, white: &str, black: &str, end: Option<(&str, i64)>) -> ArenaGameRow {
        ArenaGameRow {
            game: id.into(),
            white: white.into(),
            black: black.into(),
            started_at: 0,
            ending: end.map(|(e, _)| e.into()),
            plies: end.map(|_| 40),
            seq: end.map(|(_, s)| s),
            berserk: [false; 2],
        }
    }

    #[test]
    fn the_rows_replay_in_their_order_and_the_games_in_play_last() {
        use ArenaEventKind::*;
        let events = [
            event(1, Join, "a", 1500),
            event(2, Join, "b", 1600),
            event(3, Join, "c", 1400),
            event(4, Join, "d", 1700),
            // After the game a–b ends (seq 5) b, paused by its no-start, joins again.
            event(6, Join, "b", 1900),
            event(7, Pause, "c", 0),
        ];
        let games = [
            arena_game("g1", "a", "b", Some(("no-start-black", 5))),
            arena_game("g2", "d", "c", None),
        ];
        let r = Replayed::of(&events, &games);
        let standings = r.arena.standings();
        let line = |p: &str| {
            let id = r.id(p).unwrap();
            standings.iter().find(|s| s.player == id).unwrap().clone()
        };
        assert_eq!(line("a").score, 2);
        assert_eq!(
            line("b").status,
            Status::Active,
            "joined again after the pause"
        );
        assert_eq!(line("b").rating, 1600, "the first join's rating");
        assert_eq!(line("c").status, Status::Paused);
        assert!(line("c").playing && line("d").playing);
        assert_eq!(r.playing("d"), Some(&("g2".to_owned(), Color::White)));
        assert_eq!(r.playing("a"), None);
        assert_eq!(r.player(r.id("c").unwrap()), Some(("c", "c-name")));
        assert_eq!(r.arena.free(), vec![r.id("a").unwrap(), r.id("b").unwrap()]);
    }

    #[test]
    fn a_no_start_after_a_resume_pauses_and_a_resume_after_it_does_not() {
        use ArenaEventKind::*;
        let events = [
            event(1, Join, "a", 1500),
            event(2, Join, "b", 1500),
            event(4, Join, "a", 1500),
        ];
        let games = [arena_game("g1", "a", "b", Some(("no-start-white", 3)))];
        let r = Replayed::of(&events, &games);
        assert_eq!(r.arena.status(r.id("a").unwrap()), Some(Status::Active));
        let games = [arena_game("g1", "a", "b", Some(("no-start-white", 5)))];
        let r = Replayed::of(&events, &games);
        assert_eq!(r.arena.status(r.id("a").unwrap()), Some(Status::Paused));
    }

    #[test]
    fn endings_keep_their_names_and_a_lobby_games_end_counts_as_the_arena_counts_it() {
        for name in [
            "won-white",
            "won-black",
            "draw",
            "no-start-white",
            "no-start-black",
        ] {
            assert_eq!(ending_name(ending_from_name(name).unwrap()), name);
        }
        assert_eq!(ending_from_name("won"), None);
        let ended = |plies: &[&str], ending: LiveEnding| {
            let mut live = game(None);
            play(&mut live, plies, None);
            live.ending = Some(ending);
            arena_ending(&live).map(|c| (c.ending, c.plies))
        };
        let white = yote_rules::Color::White;
        assert_eq!(
            ended(&[], LiveEnding::aborted_by(white)),
            Some((Ending::NoStart(Color::White), 0))
        );
        assert_eq!(
            ended(&["@a1"], LiveEnding::aborted_by(!white)),
            Some((Ending::NoStart(Color::Black), 1))
        );
        let resigned = LiveEnding::from(Outcome::win(!white, EndReason::Resignation));
        assert_eq!(
            ended(&["@a1", "@f5"], resigned),
            Some((Ending::Won(Color::Black), 2))
        );
        let drawn = LiveEnding::from(Outcome::draw(EndReason::Agreement));
        assert_eq!(ended(&["@a1"], drawn), Some((Ending::Draw, 1)));
        assert_eq!(arena_ending(&game(None)), None, "not over");
    }
}
