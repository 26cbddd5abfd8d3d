//! Berger tables, the TRF file written and read back, and the tie-breaks on a worked example.

use std::collections::HashSet;

use super::super::tiebreak::{System, standings, standings_by};
use super::super::{berger_round, berger_rounds, pair_next_round, trf};
use super::{entrant, tournament};

#[test]
fn berger_tables_are_fides() {
    // C.05 annex 1, six players.
    let table: Vec<Vec<(u32, u32)>> = (1..=5).map(|r| berger_round(6, r).boards).collect();
    assert_eq!(
        table,
        vec![
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ]
    );
}

#[test]
fn a_round_robin_meets_everyone_once_with_colours_balanced() {
    for players in 2..=20u32 {
        for double in [false, true] {
            let rounds = berger_rounds(players, double);
            let mut met = HashSet::new();
            let mut whites = vec![0i32; players as usize + 1];
            for round in &rounds {
                let mut seen: Vec<u32> = round
                    .boards
                    .iter()
                    .flat_map(|&(w, b)| [w, b])
                    .chain(round.bye)
                    .collect();
                seen.sort_unstable();
                assert_eq!(
                    seen,
                    (1..=players).collect::<Vec<_>>(),
                    "everyone once a round"
                );
                for &(w, b) in &round.boards {
                    assert!(met.insert((w, b)), "{w}-{b} twice with the same colours");
                    whites[w as usize] += 1;
                    whites[b as usize] -= 1;
                }
            }
            let pairs = players * (players - 1) / 2 * if double { 2 } else { 1 };
            assert_eq!(met.len() as u32, pairs);
            for (player, balance) in whites.iter().enumerate().skip(1) {
                let limit = if double { 0 } else { 1 };
                assert!(
                    balance.abs() <= limit,
                    "{players} players: {player} has {balance}"
                );
            }
        }
    }
}

#[test]
fn a_tournament_written_as_trf_reads_back_the_same_and_pairs_the_same() {
    let t = tournament(
        5,
        vec![
            entrant(1, "4w1 2b="),
            entrant(2, "5b1 1w="),
            entrant(3, "6w= -H"),
            entrant(4, "1b0 5w+"),
            entrant(5, "2w0 4b-"),
            entrant(6, "3b= -U"),
            entrant(7, " -Z"),
        ],
    );
    let text = trf::write(&t);
    let back = trf::parse(&text).unwrap();
    assert_eq!(back.entrants, t.entrants, "{text}");
    assert_eq!(back.rounds, 5);
    assert_eq!(pair_next_round(&back), pair_next_round(&t));
    assert!(
        text.contains("\nXXR 5\n") && text.contains("\nXXC white1\n"),
        "{text}"
    );
    // The points are in columns 81-84.
    let line = text.lines().find(|l| l.starts_with("001    1")).unwrap();
    assert_eq!(&line[80..84], " 1.5", "{line}");
}

#[test]
fn tie_breaks_on_a_worked_example() {
    // Round 1: 1-2 1-0, 3-4 ½-½. Round 2: 4-1 0-1, 2-3 1-0.
    // Scores: 1: 2, 2: 1, 3: ½, 4: ½.
    // Buchholz: 1: 1 + ½ = 1½; 2: 2 + ½ = 2½; 3: ½ + 1 = 1½; 4: ½ + 2 = 2½.
    // Sonneborn-Berger: 1: 1×1 + ½×1 = 1½; 2: ½×1 = ½ (beat 3); 3: ½×½ = ¼; 4: ½×½ = ¼.
    let t = tournament(
        3,
        vec![
            entrant(1, "2w1 4b1"),
            entrant(2, "1b0 3w1"),
            entrant(3, "4w= 2b0"),
            entrant(4, "3b= 1w0"),
        ],
    );
    let rows = standings(&t);
    let order: Vec<u32> = rows.iter().map(|r| r.number).collect();
    // 3 and 4 tie on ½: Buchholz cut 1 (4: 2, 3: 1) puts 4 first.
    assert_eq!(order, vec![1, 2, 4, 3]);
    let row = |n: u32| rows.iter().find(|r| r.number == n).unwrap();
    assert_eq!(
        (
            row(1).buchholz,
            row(2).buchholz,
            row(3).buchholz,
            row(4).buchholz
        ),
        (3, 5, 3, 5)
    );
    assert_eq!((row(4).buchholz_cut1, row(3).buchholz_cut1), (4, 2));
    assert_eq!(
        (
            row(1).sonneborn_berger,
            row(2).sonneborn_berger,
            row(3).sonneborn_berger
        ),
        (6, 2, 1)
    );
    // 3 and 4 drew each other: direct encounter ½ each; wins: 1 has two.
    assert_eq!((row(3).direct, row(4).direct, row(1).wins), (1, 1, 2));
    // A bye counts as a game against one's own score.
    let t = tournament(
        3,
        vec![
            entrant(1, "2w1 -U"),
            entrant(2, "1b0 3w1"),
            entrant(3, "-U 2b0"),
        ],
    );
    let rows = standings_by(&t, System::RoundRobin);
    let one = rows.iter().find(|r| r.number == 1).unwrap();
    assert_eq!(one.buchholz, 2 + 4, "2's score, then 1's own");
}
