//! The director: a loop every node runs, which each second takes or keeps the lease of each
//! arena under way and, for the arenas this node directs, counts the games that ended, pairs the
//! free players (`yote_tournament::Arena::pairings`) and makes their games, lobby games of the
//! arena's rules, clock and rating; once an arena's time is over and its last game counted, it
//! marks it finished (docs/tournaments.md "Arenas on the site").

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use yote_rules::Rules;
use yote_tournament::Event;

use crate::error::Error;
use crate::game::Registry;
use crate::model::rating::{self, Glicko};
use crate::model::{Live, TimeControl};
use crate::store::arenas::ArenaRow;
use crate::store::lobby::NewLobbyGame;

use super::arenas::Arenas;
use super::replay::{Counted, Replayed, arena_ending, ending_name};

/// How often the director looks at the arenas: each second, so that a player whose game ended
/// is paired again within about a second when another is free.
pub const TICK: Duration = Duration::from_secs(1);

/// How long a lease holds unless renewed: eight of the director's seconds. A node that stops is
/// replaced within nine seconds, a look included (an arena's players wait that long at most for
/// their next game), while a node slowed for a few seconds (a busy database) keeps its arenas
/// rather than hand them back and forth.
pub const LEASE_MS: i64 = 8_000;

/// How many looks apart the director makes the site's scheduled arenas: 60, once a minute.
/// Each is made a period ahead (a day, an hour) of its start, so a minute late costs nothing,
/// and the insert that finds it made already is one cheap statement.
pub const SCHEDULE_LOOKS: u64 = 60;

/// The tile of every arena game in `lobby_games`.
pub const ARENA_TILE: &str = crate::store::lobby::ARENA;

/// Starts the director on this node; it ends when the last handle on the arenas goes.
pub fn spawn(arenas: &Arc<Arenas>, games: &Arc<Registry>) {
    let (arenas, games) = (Arc::downgrade(arenas), Arc::downgrade(games));
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // The arenas this node directed at its last look.
        let mut directing: HashSet<String> = HashSet::new();
        let mut looks: u64 = 0;
        loop {
            tick.tick().await;
            let (Some(arenas), Some(games)) = (arenas.upgrade(), games.upgrade()) else {
                return;
            };
            // The site's own arenas, at the first look and once a minute after.
            if looks.is_multiple_of(SCHEDULE_LOOKS)
                && let Err(e) = super::scheduled::make_due(&arenas).await
            {
                tracing::warn!(error = %e, "cannot make the site's arenas; the next look retries");
            }
            looks += 1;
            if let Err(e) = look(&arenas, &games, &mut directing).await {
                tracing::warn!(error = %e, "the arenas' director failed; the next look retries");
            }
        }
    });
}

/// One look at every arena under way.
async fn look(
    arenas: &Arenas,
    games: &Registry,
    directing: &mut HashSet<String>,
) -> Result<(), Error> {
    let now = arenas.now();
    let under_way = arenas.store.arenas_under_way(now).await?;
    directing.retain(|id| under_way.contains(id));
    for id in under_way {
        let now = arenas.now();
        let ours = arenas
            .store
            .take_lease(&id, arenas.node, now, now + LEASE_MS)
            .await?;
        if !ours {
            directing.remove(&id);
            continue;
        }
        let taken = directing.insert(id.clone());
        if let Err(e) = direct(arenas, games, &id, taken).await {
            tracing::warn!(arena = %id, error = %e, "cannot direct an arena now");
        }
    }
    Ok(())
}

/// Directs the arena `id` for one look; `taken`: this node has just taken its lease.
async fn direct(arenas: &Arenas, games: &Registry, id: &str, taken: bool) -> Result<(), Error> {
    let store = &arenas.store;
    for game in store.arena_games_over(id).await? {
        count_end(arenas, id, &game).await?;
    }
    let played = store.arena_games(id).await?;
    if taken {
        // The games of a director that stopped: loaded here so that their clocks run (a
        // player who never comes is counted as never starting).
        for game in played.iter().filter(|g| g.ending.is_none()) {
            wake(games, &game.game).await;
        }
    }
    let row = arenas.row(id).await?;
    let now = arenas.now();
    if now >= row.arena.ends_at {
        if store.finish_arena(id, now).await? {
            tracing::info!(arena = %id, "arena finished");
        }
        return Ok(());
    }
    let events = store.arena_events(id).await?;
    let mut replayed = Replayed::of(&events, &played);
    // A player in another arena's game waits here until it ends.
    let free: Vec<String> = replayed
        .arena
        .free()
        .into_iter()
        .filter_map(|p| replayed.player(p).map(|(id, _)| id.to_owned()))
        .collect();
    for busy in store.busy_elsewhere(id, &free).await? {
        if let Some(player) = replayed.id(&busy) {
            let _ = replayed.arena.apply(Event::Pause { player });
        }
    }
    let pairings = replayed.arena.pairings();
    if pairings.is_empty() {
        return Ok(());
    }
    let mut made = Vec::with_capacity(pairings.len());
    for pairing in pairings {
        let (Some((white, _)), Some((black, _))) = (
            replayed.player(pairing.white),
            replayed.player(pairing.black),
        ) else {
            continue;
        };
        made.push(arena_game(arenas, &row, [white, black], now).await?);
    }
    if store.start_arena_games(id, arenas.node, now, &made).await? {
        metrics::counter!("yote_arena_games_total").increment(made.len() as u64);
        tracing::info!(arena = %id, games = made.len(), "arena games made");
        for game in &made {
            wake(games, &game.table.id).await;
        }
    }
    Ok(())
}

/// Counts the end of the arena game `game`, which is over.
async fn count_end(arenas: &Arenas, arena: &str, game: &str) -> Result<(), Error> {
    let Some((table, events)) = arenas.store.load_game(game).await? else {
        return Ok(());
    };
    let counted = match Live::replay(table, &events) {
        Ok(live) => match arena_ending(&live) {
            Some(end) => end,
            None => return Ok(()),
        },
        Err(e) => {
            // Counted as a draw that earns nothing, rather than hold the arena open.
            tracing::error!(%game, error = %e.0, "an arena game does not replay");
            Counted {
                ending: yote_tournament::Ending::Draw,
                plies: 0,
                berserk: [false; 2],
            }
        }
    };
    let (name, plies) = (ending_name(counted.ending), counted.plies);
    if arenas
        .store
        .end_arena_game(arena, game, name, i64::from(plies), counted.berserk)
        .await?
    {
        tracing::info!(%arena, %game, ending = name, plies, "arena game counted");
    }
    Ok(())
}

/// The lobby game of the arena `row` between `players` (White first), each with their rating
/// for its rules as it is at `now`, rated as the arena is.
async fn arena_game(
    arenas: &Arenas,
    row: &ArenaRow,
    players: [&str; 2],
    now: i64,
) -> Result<NewLobbyGame, Error> {
    let rules: Rules = row
        .arena
        .rules
        .parse()
        .map_err(|e| Error::Internal(format!("arena {}: rules: {e}", row.arena.id)))?;
    let clock = TimeControl::RealTime {
        initial_s: row.arena.initial_s as u32,
        increment_s: row.arena.increment_s as u32,
    };
    let sides = rated_sides(&*arenas.store, players, &row.arena.rules, now).await?;
    let mut game = crate::lobby::new_game(sides, ARENA_TILE, rules, clock, now);
    game.set_rated(row.arena.rated);
    game.for_arena(yote_tournament::berserk_allowed(
        row.arena.initial_s as u32,
        row.arena.increment_s as u32,
    ));
    Ok(game)
}

/// A tournament game's two sides (White first), each with their rating under `rules` as it is
/// at `now`: what `lobby::new_game` takes, for an arena's games and a Swiss's alike.
pub async fn rated_sides(
    store: &dyn crate::store::Store,
    players: [&str; 2],
    rules: &str,
    now: i64,
) -> Result<[(String, Glicko); 2], Error> {
    let [white, black] = players;
    Ok([
        (
            white.to_owned(),
            rating_now(store, white, rules, now).await?,
        ),
        (
            black.to_owned(),
            rating_now(store, black, rules, now).await?,
        ),
    ])
}

/// `player`'s rating under `rules` as it is at `now` (aged by the days without a game).
pub async fn rating_now(
    store: &dyn crate::store::Store,
    player: &str,
    rules: &str,
    now: i64,
) -> Result<Glicko, Error> {
    let rows = store.ratings(player).await?;
    Ok(rows
        .into_iter()
        .find(|r| r.rules == rules)
        .map_or(rating::START, |r| {
            r.glicko
                .aged((now - r.rated_at).max(0) as f64 / 86_400_000.0)
        }))
}

/// Loads `game` on this node, so that its clocks run.
pub(crate) async fn wake(games: &Registry, game: &str) {
    if let Err(e) = games.wake(game).await {
        tracing::warn!(%game, error = %e, "cannot load an arena game");
    }
}
