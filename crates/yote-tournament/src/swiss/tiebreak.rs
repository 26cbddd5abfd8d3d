//! The standings and FIDE's tie-breaks (C.07): Buchholz, Buchholz cut 1, Sonneborn-Berger,
//! direct encounter and the number of wins.
//!
//! A player's own unplayed rounds (byes, forfeits, absences) count, for Buchholz and
//! Sonneborn-Berger, as a game against a virtual opponent with the player's own score: a bye
//! neither helps nor harms the tie-break (C.07 2023, 16.4). A Swiss orders ties by Buchholz
//! cut 1, Buchholz, Sonneborn-Berger, direct encounter, wins; a round robin by direct
//! encounter, wins, Sonneborn-Berger. Then the pairing number.

use super::model::{Outcome, Tournament};

/// One line of the standings. Scores are in half points, Sonneborn-Berger in quarter points
/// (a score times a result), so that every figure is exact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub number: u32,
    pub name: String,
    pub half_points: u32,
    pub buchholz: u32,
    pub buchholz_cut1: u32,
    pub sonneborn_berger: u32,
    /// Half points scored against the players tied on points, when they all met each other.
    pub direct: u32,
    pub wins: u32,
}

/// Half points as people write them: `2`, `2.5`.
pub fn half_points_text(half_points: u32) -> String {
    let whole = half_points / 2;
    if half_points % 2 == 1 {
        format!("{whole}.5")
    } else {
        whole.to_string()
    }
}

/// Which tie-breaks, in which order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    Swiss,
    RoundRobin,
}

/// The standings of a Swiss, best first.
pub fn standings(tournament: &Tournament) -> Vec<Row> {
    standings_by(tournament, System::Swiss)
}

/// The standings, best first, ties broken as `system` does.
pub fn standings_by(tournament: &Tournament, system: System) -> Vec<Row> {
    let score = |number: u32| tournament.entrant(number).map_or(0, |e| e.half_points());
    let mut rows: Vec<Row> = tournament
        .entrants
        .iter()
        .map(|entrant| {
            let own = entrant.half_points();
            let mut opponents = Vec::new();
            let mut sonneborn_berger = 0;
            let mut wins = 0;
            for round in &entrant.rounds {
                let result = round.outcome.half_points();
                let opponent_score = match (round.outcome.played(), round.opponent) {
                    (true, Some(opponent)) => score(opponent),
                    _ => own,
                };
                opponents.push(opponent_score);
                sonneborn_berger += opponent_score * result;
                if matches!(round.outcome, Outcome::Win | Outcome::ForfeitWin) {
                    wins += 1;
                }
            }
            let buchholz: u32 = opponents.iter().sum();
            let buchholz_cut1 = buchholz - opponents.iter().min().copied().unwrap_or(0);
            Row {
                number: entrant.number,
                name: entrant.name.clone(),
                half_points: own,
                buchholz,
                buchholz_cut1,
                sonneborn_berger,
                direct: 0,
                wins,
            }
        })
        .collect();
    // Direct encounter: within each group tied on points whose players all met each other.
    let scores: Vec<u32> = rows.iter().map(|row| row.half_points).collect();
    for row in rows.iter_mut() {
        let tied: Vec<u32> = tournament
            .entrants
            .iter()
            .filter(|e| e.half_points() == row.half_points && e.number != row.number)
            .map(|e| e.number)
            .collect();
        let Some(entrant) = tournament.entrant(row.number) else {
            continue;
        };
        let met: Vec<(u32, u32)> = entrant
            .rounds
            .iter()
            .filter(|round| round.outcome.played())
            .filter_map(|round| round.opponent.map(|o| (o, round.outcome.half_points())))
            .filter(|(o, _)| tied.contains(o))
            .collect();
        let everyone_met = tied.iter().all(|t| {
            tournament.entrant(*t).is_some_and(|other| {
                tied.iter()
                    .chain([&row.number])
                    .filter(|x| *x != t)
                    .all(|x| {
                        other
                            .rounds
                            .iter()
                            .any(|r| r.outcome.played() && r.opponent == Some(*x))
                    })
            })
        });
        if !tied.is_empty() && everyone_met {
            row.direct = met.iter().map(|(_, points)| points).sum();
        }
    }
    let _ = scores;
    rows.sort_by(|a, b| {
        let key = |row: &Row| match system {
            System::Swiss => [
                row.half_points,
                row.buchholz_cut1,
                row.buchholz,
                row.sonneborn_berger,
                row.direct,
                row.wins,
            ],
            System::RoundRobin => [
                row.half_points,
                row.direct,
                row.wins,
                row.sonneborn_berger,
                0,
                0,
            ],
        };
        key(b).cmp(&key(a)).then(a.number.cmp(&b.number))
    });
    rows
}
