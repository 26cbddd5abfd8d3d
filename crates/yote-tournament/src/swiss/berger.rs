//! Round robins by FIDE's Berger tables (C.05 annex 1): for n players (a bye making an odd
//! number even), n - 1 rounds in which everyone meets everyone once; a double round robin
//! plays them twice, the colours swapped.

/// One round of a round robin: its boards as `(white, black)` pairing numbers, and with an
/// odd number of players the one drawn against the bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BergerRound {
    pub boards: Vec<(u32, u32)>,
    pub bye: Option<u32>,
}

/// Round `round` (from 1) of a round robin of `players` players; with an odd number, the
/// player drawn against the bye (number `players + 1`) is left out.
pub fn berger_round(players: u32, round: u32) -> BergerRound {
    let n = players + players % 2;
    assert!(
        n >= 2 && round >= 1 && round < n,
        "round {round} of a round robin of {players}"
    );
    let half = n / 2;
    // Berger: in round r, the players other than n sit on a circle; board 1 has n against
    // the player r-th on it, with colours alternating by round.
    let position = |k: u32| -> u32 { (k + (round - 1) * half) % (n - 1) + 1 };
    let mut boards = Vec::with_capacity(half as usize);
    let mut bye = None;
    for board in 0..half {
        let (white, black) = if board == 0 {
            let other = position(0);
            if round % 2 == 1 {
                (other, n)
            } else {
                (n, other)
            }
        } else {
            (position(board), position(n - 1 - board))
        };
        if white > players {
            bye = Some(black);
        } else if black > players {
            bye = Some(white);
        } else {
            boards.push((white, black));
        }
    }
    BergerRound { boards, bye }
}

/// Every round of a round robin; `double` plays the cycle twice, the colours swapped.
pub fn berger_rounds(players: u32, double: bool) -> Vec<BergerRound> {
    let n = players + players % 2;
    let single: Vec<_> = (1..n).map(|round| berger_round(players, round)).collect();
    if !double {
        return single;
    }
    let swapped = single
        .iter()
        .map(|round| BergerRound {
            boards: round.boards.iter().map(|&(w, b)| (b, w)).collect(),
            bye: round.bye,
        })
        .collect::<Vec<_>>();
    single.into_iter().chain(swapped).collect()
}
