//! What an arena is shown as, to `GET /api/arenas/{id}` and to the arena's socket alike: the
//! arena, a page of its standings, the reader's own line and game, and the podium once it is
//! finished (docs/protocol.md §4.6).

use serde::Serialize;
use yote_tournament::{Outcome, Standing, Status, Void};

use crate::model::TimeControl;
use crate::store::arenas::ArenaRow;

use super::arenas::{ArenaState, Phase};
use super::replay::Replayed;

/// The players a page of the standings shows.
pub const PAGE: usize = 10;

/// An arena as the list and its page show it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ArenaView {
    pub id: String,
    pub name: String,
    pub rules: String,
    pub clock: TimeControl,
    pub rated: bool,
    /// When it begins and ends (Unix ms).
    pub starts_at: i64,
    pub ends_at: i64,
    /// `upcoming`, `running`, `ending` (time is over, games still being played) or `finished`.
    pub status: &'static str,
    /// The players who have joined it.
    pub players: i64,
    /// The name of the player who made it.
    pub created_by: String,
    /// Joining it takes its entry code (docs/tournaments.md "Entry codes").
    pub entry_code: bool,
    /// One of the site's own arenas, made by its schedule (docs/tournaments.md).
    pub site: bool,
}

impl ArenaView {
    pub fn of(row: &ArenaRow, phase: Phase) -> ArenaView {
        let a = &row.arena;
        ArenaView {
            id: a.id.clone(),
            name: a.name.clone(),
            rules: a.rules.clone(),
            clock: TimeControl::RealTime {
                initial_s: a.initial_s as u32,
                increment_s: a.increment_s as u32,
            },
            rated: a.rated,
            starts_at: a.starts_at,
            ends_at: a.ends_at,
            status: phase.name(),
            players: row.players,
            created_by: row.creator_name.clone(),
            entry_code: a.entry_code.is_some(),
            site: a.schedule.is_some(),
        }
    }
}

/// The answer to `GET /api/arenas`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ArenaList {
    pub arenas: Vec<ArenaView>,
}

/// The answer to `GET /api/arenas/{id}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ArenaPage {
    pub arena: ArenaView,
    /// The page asked for (from 1) of the standings, and how many pages there are.
    pub standings: Vec<StandingView>,
    pub page: usize,
    pub pages: usize,
    /// The caller's own line, if they joined.
    pub you: Option<StandingView>,
    /// The caller's game in the arena now, if any.
    pub game: Option<ArenaSeat>,
    /// The first three who played, once the arena is finished.
    pub podium: Option<Vec<StandingView>>,
}

/// A line of the standings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StandingView {
    pub rank: u32,
    pub name: String,
    pub score: u32,
    pub games: u32,
    pub wins: u32,
    pub performance: Option<i64>,
    pub rating: u32,
    pub status: Status,
    pub playing: bool,
    /// The game the player is in now, to watch.
    pub game: Option<String>,
    pub on_fire: bool,
    pub sheet: Vec<SheetGame>,
}

/// A game of a player's sheet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SheetGame {
    pub outcome: Outcome,
    pub points: u32,
    pub doubled: bool,
    /// The player went berserk; `berserk_bonus`: and earned its point (in `points`).
    pub berserk: bool,
    pub berserk_bonus: bool,
    pub void: Option<Void>,
    pub no_start: bool,
}

impl StandingView {
    pub fn of(line: &Standing, replayed: &Replayed) -> StandingView {
        let (id, name) = replayed.player(line.player).unwrap_or(("", ""));
        let game = replayed.playing(id).map(|(game, _)| game.clone());
        StandingView {
            rank: line.rank,
            name: name.to_owned(),
            score: line.score,
            games: line.games,
            wins: line.wins,
            performance: line.performance,
            rating: line.rating,
            status: line.status,
            playing: line.playing,
            game,
            on_fire: line.on_fire,
            sheet: line
                .sheet
                .iter()
                .map(|g| SheetGame {
                    outcome: g.outcome,
                    points: g.points,
                    doubled: g.doubled,
                    berserk: g.berserk,
                    berserk_bonus: g.berserk_bonus,
                    void: g.void,
                    no_start: g.no_start,
                })
                .collect(),
        }
    }
}

/// The caller's game in an arena: take its seat with `POST /api/lobby/games/{game}/seat`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ArenaSeat {
    pub game: String,
    pub seat: &'static str,
    pub game_url: String,
}

/// The answer to `POST /api/arenas/{id}/join`, `/withdraw` and `/pause`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ArenaPlayer {
    pub arena: String,
    pub status: Status,
}

impl ArenaPage {
    /// The arena `state` as `player` (the reader's id, if they have a player) reads page
    /// `page` of its standings (from 1; clamped to the pages there are).
    pub fn of(state: &ArenaState, player: Option<&str>, page: usize) -> ArenaPage {
        ArenaPage::with(state, &state.replayed.arena.standings(), player, page)
    }

    /// [`ArenaPage::of`] with the arena's `standings` worked out once for all its readers.
    pub fn with(
        state: &ArenaState,
        standings: &[Standing],
        player: Option<&str>,
        page: usize,
    ) -> ArenaPage {
        let ArenaState {
            row,
            phase,
            replayed,
        } = state;
        let pages = standings.len().div_ceil(PAGE).max(1);
        let page = page.clamp(1, pages);
        let mine = player.and_then(|p| replayed.id(p));
        let you = mine
            .and_then(|id| standings.iter().find(|s| s.player == id))
            .map(|line| StandingView::of(line, replayed));
        let game = player
            .and_then(|p| replayed.playing(p))
            .map(|(game, side)| ArenaSeat {
                game: game.clone(),
                seat: match side {
                    yote_tournament::Color::White => "white",
                    yote_tournament::Color::Black => "black",
                },
                game_url: format!("/games/{game}"),
            });
        let podium = (*phase == Phase::Finished).then(|| {
            replayed
                .arena
                .podium()
                .iter()
                .map(|line| StandingView::of(line, replayed))
                .collect()
        });
        ArenaPage {
            arena: ArenaView::of(row, *phase),
            standings: standings
                .iter()
                .skip((page - 1) * PAGE)
                .take(PAGE)
                .map(|line| StandingView::of(line, replayed))
                .collect(),
            page,
            pages,
            you,
            game,
            podium,
        }
    }
}
