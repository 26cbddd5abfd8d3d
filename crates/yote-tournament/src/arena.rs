//! An arena as its events made it: who is in it and how they stand, whom to pair now. Nothing
//! else goes in: the standings are a pure function of the joins, withdrawals and pauses and of
//! the finished games, applied in the order they happened.

use std::cmp::{Ordering, Reverse};
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::event::{Color, Ending, Event, Game, Notice, PauseReason, PlayerId, Refused};
use crate::pairing::{Candidate, Pairing, pair};
use crate::score::{GameScore, Outcome, on_fire, score_game};

/// The rating points a game's net win is worth in the performance tie-break: a player who won
/// every game performs this far above their opponents' average, about the gap at which Elo
/// expects the stronger side to score 95%.
pub const PERFORMANCE_SPREAD: i64 = 500;

/// Whether a player is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Paired whenever free.
    Active,
    /// Not paired until they resume or join again.
    Paused,
    /// Gone: not paired unless they join again.
    Withdrawn,
}

/// A player's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Standing {
    /// From 1, every player a rank of their own.
    pub rank: u32,
    pub player: PlayerId,
    pub score: u32,
    /// Their games in the order played, each with what it earned.
    pub sheet: Vec<GameScore>,
    /// Their last two games were won: the next counts double.
    pub on_fire: bool,
    pub games: u32,
    pub wins: u32,
    /// The tie-break: their opponents' average rating, plus [`PERFORMANCE_SPREAD`] times their
    /// wins less their losses over their games, rounded; none before their first game.
    pub performance: Option<i64>,
    /// Their rating when they first joined, which the arena pairs and breaks ties by.
    pub rating: u32,
    pub status: Status,
    /// In a game now.
    pub playing: bool,
}

/// One player of the arena.
#[derive(Debug, Clone)]
struct Player {
    id: PlayerId,
    rating: u32,
    status: Status,
    /// The opponent of the game they are in.
    playing: Option<PlayerId>,
    sheet: Vec<GameScore>,
    score: u32,
    wins: u32,
    losses: u32,
    whites: u32,
    blacks: u32,
    /// The sum of their opponents' ratings, game by game.
    opponents: i64,
}

impl Player {
    fn games(&self) -> u32 {
        self.sheet.len() as u32
    }

    /// The performance's numerator over its denominator (the games), none before a game.
    fn performance(&self) -> Option<(i64, i64)> {
        let games = i64::from(self.games());
        (games > 0).then(|| {
            let net = i64::from(self.wins) - i64::from(self.losses);
            (self.opponents + PERFORMANCE_SPREAD * net, games)
        })
    }

    fn free(&self) -> bool {
        self.status == Status::Active && self.playing.is_none()
    }
}

/// Higher performance first, exactly (two fractions compared), a player without games after
/// every player with some.
fn by_performance(a: Option<(i64, i64)>, b: Option<(i64, i64)>) -> Ordering {
    match (a, b) {
        (Some((na, ga)), Some((nb, gb))) => {
            (i128::from(nb) * i128::from(ga)).cmp(&(i128::from(na) * i128::from(gb)))
        }
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

/// An arena: its players in the order they first joined, each with their games.
#[derive(Debug, Clone, Default)]
pub struct Arena {
    players: Vec<Player>,
    /// Each player's place in `players`.
    index: BTreeMap<PlayerId, usize>,
}

impl Arena {
    /// An arena nobody has joined yet.
    pub fn new() -> Arena {
        Arena::default()
    }

    /// The arena `events` make, applied in their order; the first refused one stops it.
    pub fn replay(events: impl IntoIterator<Item = Event>) -> Result<Arena, Refused> {
        let mut arena = Arena::new();
        for event in events {
            arena.apply(event)?;
        }
        Ok(arena)
    }

    /// The arena after `event`, and what it changed that someone should be told (a player
    /// paused for a game they never started). A refused event changes nothing.
    ///
    /// The changes of status are forgiving, so that stored events replay whatever their
    /// duplicates: pausing a paused or withdrawn player, resuming an active or withdrawn one,
    /// withdrawing twice, change nothing. A game ends the same way whether or not its start was
    /// applied.
    pub fn apply(&mut self, event: Event) -> Result<Vec<Notice>, Refused> {
        match event {
            Event::Join { player, rating } => {
                if let Some(&i) = self.index.get(&player) {
                    self.players[i].status = Status::Active;
                } else {
                    self.index.insert(player, self.players.len());
                    self.players.push(Player {
                        id: player,
                        rating,
                        status: Status::Active,
                        playing: None,
                        sheet: Vec::new(),
                        score: 0,
                        wins: 0,
                        losses: 0,
                        whites: 0,
                        blacks: 0,
                        opponents: 0,
                    });
                }
            }
            Event::Withdraw { player } => self.at(player)?.status = Status::Withdrawn,
            Event::Pause { player } => {
                let p = self.at(player)?;
                if p.status == Status::Active {
                    p.status = Status::Paused;
                }
            }
            Event::Resume { player } => {
                let p = self.at(player)?;
                if p.status == Status::Paused {
                    p.status = Status::Active;
                }
            }
            Event::Start { white, black } => {
                let (w, b) = self.two(white, black)?;
                for i in [w, b] {
                    if self.players[i].playing.is_some() {
                        return Err(Refused::AlreadyPlaying {
                            player: self.players[i].id,
                        });
                    }
                }
                self.players[w].playing = Some(black);
                self.players[b].playing = Some(white);
            }
            Event::Finish(game) => return self.finish(&game),
        }
        Ok(Vec::new())
    }

    /// A game's end, scored for both sides.
    fn finish(&mut self, game: &Game) -> Result<Vec<Notice>, Refused> {
        let (w, b) = self.two(game.white, game.black)?;
        let ratings = [self.players[b].rating, self.players[w].rating];
        let mut notices = Vec::new();
        for ((i, color), opponent_rating) in [(w, Color::White), (b, Color::Black)]
            .into_iter()
            .zip(ratings)
        {
            let p = &mut self.players[i];
            let scored = score_game(&p.sheet, game, color);
            p.score += scored.points;
            match scored.outcome {
                Outcome::Win => p.wins += 1,
                Outcome::Loss => p.losses += 1,
                Outcome::Draw => {}
            }
            match color {
                Color::White => p.whites += 1,
                Color::Black => p.blacks += 1,
            }
            p.opponents += i64::from(opponent_rating);
            p.sheet.push(scored);
            if p.playing == Some(scored.opponent) {
                p.playing = None;
            }
            if game.ending == Ending::NoStart(color) && p.status == Status::Active {
                p.status = Status::Paused;
                notices.push(Notice::Paused {
                    player: p.id,
                    reason: PauseReason::NoStart,
                });
            }
        }
        Ok(notices)
    }

    fn at(&mut self, player: PlayerId) -> Result<&mut Player, Refused> {
        match self.index.get(&player) {
            Some(&i) => Ok(&mut self.players[i]),
            None => Err(Refused::UnknownPlayer { player }),
        }
    }

    /// The places of a game's two players.
    fn two(&self, white: PlayerId, black: PlayerId) -> Result<(usize, usize), Refused> {
        if white == black {
            return Err(Refused::SamePlayer { player: white });
        }
        let place = |player| {
            self.index
                .get(&player)
                .copied()
                .ok_or(Refused::UnknownPlayer { player })
        };
        Ok((place(white)?, place(black)?))
    }

    /// A player's status, if they ever joined.
    pub fn status(&self, player: PlayerId) -> Option<Status> {
        self.index.get(&player).map(|&i| self.players[i].status)
    }

    /// The players who could start a game now (joined, neither paused nor withdrawn, not in a
    /// game), in the pairing's order: score, then rating (higher first), then the order of
    /// joining.
    pub fn free(&self) -> Vec<PlayerId> {
        self.ranked_free().iter().map(|p| p.id).collect()
    }

    fn ranked_free(&self) -> Vec<&Player> {
        let mut free: Vec<(usize, &Player)> = self
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.free())
            .collect();
        free.sort_by_key(|&(i, p)| (Reverse(p.score), Reverse(p.rating), i));
        free.into_iter().map(|(_, p)| p).collect()
    }

    /// The games to start now among the free players ([`Arena::free`]), as
    /// `crate::pairing::pair` pairs them; the caller applies an [`Event::Start`] for each game
    /// it starts.
    pub fn pairings(&self) -> Vec<Pairing> {
        let candidates: Vec<Candidate> = self
            .ranked_free()
            .into_iter()
            .map(|p| {
                let last = p.sheet.last();
                Candidate {
                    player: p.id,
                    last_opponent: last.map(|g| g.opponent),
                    last_color: last.map(|g| g.color),
                    whites: p.whites,
                    blacks: p.blacks,
                }
            })
            .collect();
        pair(&candidates)
    }

    /// Every player who joined, best first: by score, then by performance, then by the order of
    /// joining (the earlier first).
    pub fn standings(&self) -> Vec<Standing> {
        let mut order: Vec<usize> = (0..self.players.len()).collect();
        order.sort_by(|&a, &b| {
            let (pa, pb) = (&self.players[a], &self.players[b]);
            pb.score
                .cmp(&pa.score)
                .then_with(|| by_performance(pa.performance(), pb.performance()))
                .then(a.cmp(&b))
        });
        order
            .into_iter()
            .zip(1..)
            .map(|(i, rank)| {
                let p = &self.players[i];
                Standing {
                    rank,
                    player: p.id,
                    score: p.score,
                    sheet: p.sheet.clone(),
                    on_fire: on_fire(&p.sheet),
                    games: p.games(),
                    wins: p.wins,
                    performance: p.performance().map(|(n, g)| (2 * n + g).div_euclid(2 * g)),
                    rating: p.rating,
                    status: p.status,
                    playing: p.playing.is_some(),
                }
            })
            .collect()
    }

    /// The top three of the standings who played at least one game (fewer if fewer did).
    pub fn podium(&self) -> Vec<Standing> {
        self.standings()
            .into_iter()
            .filter(|s| s.games > 0)
            .take(3)
            .collect()
    }
}
