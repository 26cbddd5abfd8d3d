//! A Swiss tournament as a reader sees it (`GET /api/swiss/{id}`): its players, every round's
//! boards with their results and reports, the standings with tie-breaks, and who the reader
//! is in it (their number, whether they direct it).

use serde::Serialize;

use yote_tournament::swiss::tiebreak::half_points_text;

use super::swiss::SwissState;

#[derive(Debug, Serialize)]
pub struct SwissView {
    pub id: String,
    pub name: String,
    /// `swiss`, `robin` or `robin2`.
    pub system: String,
    pub rules: String,
    /// The rounds planned (a round robin's from its players).
    pub rounds: i64,
    /// The last round paired (0 before the start).
    pub round: i64,
    pub on_boards: bool,
    /// The clock (`null`: none): each game's on the site, the players' own on real boards.
    pub clock: Option<SwissClockView>,
    /// Whether its games on the site are rated.
    pub rated: bool,
    /// The time between a round's last result and the next round, when rounds start by
    /// themselves (`null`: the director starts each).
    pub round_gap_s: Option<i64>,
    /// When the next round starts by itself (Unix ms), once the last is complete.
    pub next_round_at: Option<i64>,
    pub entry_code: bool,
    /// The last round is paired and every result is in.
    pub over: bool,
    /// Every result of the last round paired is in: the director may pair the next.
    pub round_complete: bool,
    pub players: Vec<SwissPlayerView>,
    pub boards: Vec<SwissBoardView>,
    pub standings: Vec<SwissStandingView>,
    /// The reader's number, if they play.
    pub you: Option<i64>,
    /// Whether the reader directs it (they sent its director's key).
    pub director: bool,
}

#[derive(Debug, Serialize)]
pub struct SwissClockView {
    pub initial_s: i64,
    pub increment_s: i64,
}

#[derive(Debug, Serialize)]
pub struct SwissPlayerView {
    pub number: i64,
    pub name: String,
    pub rating: i64,
    pub withdrawn: bool,
    /// A bye asked for the next round: `H`, `F` or `Z`.
    pub bye: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct SwissBoardView {
    pub round: i64,
    pub board: i64,
    pub white: i64,
    /// `null` for the pairing-allocated bye.
    pub black: Option<i64>,
    pub result: Option<String>,
    pub white_says: Option<String>,
    pub black_says: Option<String>,
    /// Its game on the site (`null`: on a real board, a bye, or not made yet).
    pub game: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct SwissStandingView {
    pub rank: usize,
    pub number: u32,
    pub name: String,
    /// Points, as text: `2.5`.
    pub points: String,
    pub buchholz_cut1: String,
    pub buchholz: String,
    pub sonneborn_berger: String,
    pub direct: String,
    pub wins: u32,
}

impl SwissBoardView {
    pub fn of(b: &crate::store::swiss::SwissBoardRow) -> SwissBoardView {
        SwissBoardView {
            round: b.round,
            board: b.board,
            white: b.white,
            black: b.black,
            result: b.result.clone(),
            white_says: b.white_says.clone(),
            black_says: b.black_says.clone(),
            game: b.game.clone(),
        }
    }
}

impl SwissView {
    pub fn of(state: &SwissState, me: Option<&str>, director: bool) -> SwissView {
        let row = &state.row;
        let next = row.round + 1;
        SwissView {
            id: row.swiss.id.clone(),
            name: row.swiss.name.clone(),
            system: row.swiss.system.clone(),
            rules: row.swiss.rules.clone(),
            rounds: state.planned_rounds(),
            round: row.round,
            on_boards: row.swiss.on_boards,
            clock: row.swiss.clock.map(|c| SwissClockView {
                initial_s: c.initial_s,
                increment_s: c.increment_s,
            }),
            rated: row.swiss.rated,
            round_gap_s: row.swiss.round_gap_s,
            next_round_at: match (row.round_done_at, row.swiss.round_gap_s) {
                (Some(done), Some(gap)) if !state.over() && !row.finished => {
                    Some(done + gap * 1000)
                }
                _ => None,
            },
            entry_code: row.swiss.entry_code.is_some(),
            over: state.over(),
            round_complete: super::swiss_rows::round_complete(row, &state.boards),
            players: state
                .players
                .iter()
                .map(|p| SwissPlayerView {
                    number: p.number,
                    name: p.name.clone(),
                    rating: p.rating,
                    withdrawn: p.withdrawn_after.is_some(),
                    bye: state
                        .byes
                        .iter()
                        .find(|b| b.round == next && b.number == p.number)
                        .map(|b| b.kind.clone()),
                })
                .collect(),
            boards: state.boards.iter().map(SwissBoardView::of).collect(),
            standings: state
                .standings()
                .into_iter()
                .enumerate()
                .map(|(i, r)| SwissStandingView {
                    rank: i + 1,
                    number: r.number,
                    name: r.name,
                    points: half_points_text(r.half_points),
                    buchholz_cut1: half_points_text(r.buchholz_cut1),
                    buchholz: half_points_text(r.buchholz),
                    sonneborn_berger: format!("{:.2}", f64::from(r.sonneborn_berger) / 4.0),
                    direct: half_points_text(r.direct),
                    wins: r.wins,
                })
                .collect(),
            you: me.and_then(|me| state.number_of(me)),
            director,
        }
    }
}
