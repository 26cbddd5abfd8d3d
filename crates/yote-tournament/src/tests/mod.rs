//! The arena's rules, one test each, and a property test over random arenas.

mod arena;
mod pairing;
mod props;
mod scoring;

use super::*;

fn p(n: i64) -> PlayerId {
    PlayerId(n)
}

/// An arena the players `(id, rating)` joined, in this order.
fn arena(players: &[(i64, u32)]) -> Arena {
    Arena::replay(players.iter().map(|&(n, rating)| Event::Join {
        player: p(n),
        rating,
    }))
    .unwrap()
}

fn game(white: i64, black: i64, ending: Ending, plies: u32) -> Game {
    Game {
        white: p(white),
        black: p(black),
        ending,
        plies,
        white_berserk: false,
        black_berserk: false,
    }
}

/// White wins in `plies`.
fn white_wins(white: i64, black: i64, plies: u32) -> Event {
    Event::Finish(game(white, black, Ending::Won(Color::White), plies))
}

fn draw(white: i64, black: i64, plies: u32) -> Event {
    Event::Finish(game(white, black, Ending::Draw, plies))
}

fn apply(arena: &mut Arena, events: &[Event]) {
    for &event in events {
        arena.apply(event).unwrap();
    }
}

/// Player `n`'s line in the standings.
fn line(arena: &Arena, n: i64) -> Standing {
    arena
        .standings()
        .into_iter()
        .find(|s| s.player == p(n))
        .unwrap()
}

/// The pairings as `(white, black)` numbers.
fn pairs(arena: &Arena) -> Vec<(i64, i64)> {
    arena
        .pairings()
        .into_iter()
        .map(|g| (g.white.0, g.black.0))
        .collect()
}
