//! A pairing wave, decided from the seeks alone: in each tile, the seekers sorted by rating and
//! paired with their neighbours, so that each game joins players as close in rating as the
//! pool allows; with an odd number, the newest seeker waits for the next wave (the one who has
//! waited longest is never the one left out). Two seekers of whom one blocked the other are
//! never paired (docs/moderation.md "Block"): each is paired with the next-closest rating they
//! may play instead, and a seeker with nobody they may play waits. Pure.

use yote_ai::Level;

pub use crate::model::rating::SAME_ADDRESS_RATED_A_DAY;

/// One seek as the wave sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct Seeker {
    pub player: String,
    pub tile: String,
    pub rating: f64,
    /// When the seek was made (Unix ms).
    pub since: i64,
    /// The players this seeker may not be paired with: those they blocked and those who
    /// blocked them.
    pub blocks: Vec<String>,
}

impl Seeker {
    /// Whether this seeker and `other` may be paired: neither blocked the other.
    fn may_play(&self, other: &Seeker) -> bool {
        !self.blocks.contains(&other.player) && !other.blocks.contains(&self.player)
    }
}

/// What a wave decides: the pairs (indices into the seekers, White first) and those who wait.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plan {
    pub pairs: Vec<(usize, usize)>,
    pub waiting: Vec<usize>,
}

/// The wave's pairs; `coin` says for each pair whether the lower-rated player takes White.
pub fn plan(seekers: &[Seeker], mut coin: impl FnMut() -> bool) -> Plan {
    let mut tiles: Vec<&str> = seekers.iter().map(|s| s.tile.as_str()).collect();
    tiles.sort_unstable();
    tiles.dedup();
    let mut out = Plan::default();
    for tile in tiles {
        let mut pool: Vec<usize> = (0..seekers.len())
            .filter(|&i| seekers[i].tile == tile)
            .collect();
        let mut odd = None;
        if pool.len() % 2 == 1 {
            let newest = (0..pool.len())
                .max_by_key(|&k| (seekers[pool[k]].since, std::cmp::Reverse(k)))
                .expect("an odd pool is not empty");
            odd = Some(pool.remove(newest));
        }
        // Those a block left without a partner get a second chance with the newest odd one.
        let mut left = neighbours(seekers, pool, &mut out.pairs, &mut coin);
        left.extend(odd);
        let left = neighbours(seekers, left, &mut out.pairs, &mut coin);
        out.waiting.extend(left);
    }
    out
}

/// Pairs the seekers of `pool` in the order of their ratings, each with the closest one above
/// them they may play; answers those left without one.
fn neighbours(
    seekers: &[Seeker],
    mut pool: Vec<usize>,
    pairs: &mut Vec<(usize, usize)>,
    coin: &mut impl FnMut() -> bool,
) -> Vec<usize> {
    pool.sort_by(|&a, &b| seekers[a].rating.total_cmp(&seekers[b].rating));
    let mut taken = vec![false; pool.len()];
    let mut left = Vec::new();
    for i in 0..pool.len() {
        if taken[i] {
            continue;
        }
        taken[i] = true;
        let low = pool[i];
        let partner =
            (i + 1..pool.len()).find(|&j| !taken[j] && seekers[low].may_play(&seekers[pool[j]]));
        match partner {
            Some(j) => {
                taken[j] = true;
                let high = pool[j];
                pairs.push(if coin() { (low, high) } else { (high, low) });
            }
            None => left.push(low),
        }
    }
    left
}

/// Whether a game between players of the addresses `a` and `b` is rated, when their address
/// has had `so_far` rated games between its own players in the last day.
pub fn rated(a: &str, b: &str, so_far: i64) -> bool {
    a != b || so_far < SAME_ADDRESS_RATED_A_DAY
}

/// The wait before a player who left `quits` lobby games in the last day (aborted them, or
/// abandoned them to a claim) may be paired again, counted from the last one, in ms: none for
/// one (a dropped connection, a slip of the finger), then two minutes, doubling with each
/// further game, at most half an hour (docs/reliability.md "Leaving lobby games").
pub fn hold_after(quits: i64) -> i64 {
    const MINUTE: i64 = 60_000;
    match quits {
        ..=1 => 0,
        n => ((2 * MINUTE) << (n - 2).min(4)).min(30 * MINUTE),
    }
}

/// The computer's level offered to a player of this rating who waited through a wave: the
/// levels' strengths in docs/strength.md, spread over the ratings people have.
pub fn level_for(rating: f64) -> Level {
    match rating {
        r if r < 1250.0 => Level::Beginner,
        r if r < 1450.0 => Level::Easy,
        r if r < 1650.0 => Level::Medium,
        r if r < 1850.0 => Level::Hard,
        _ => Level::Master,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seeker(player: &str, tile: &str, rating: f64, since: i64) -> Seeker {
        Seeker {
            player: player.into(),
            tile: tile.into(),
            rating,
            since,
            blocks: Vec::new(),
        }
    }

    fn blocking(mut s: Seeker, blocked: &[&str]) -> Seeker {
        s.blocks = blocked.iter().map(|&b| b.to_owned()).collect();
        s
    }

    fn sorted(mut v: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
        for p in &mut v {
            *p = (p.0.min(p.1), p.0.max(p.1));
        }
        v.sort_unstable();
        v
    }

    #[test]
    fn a_block_either_way_keeps_two_seekers_apart_and_each_plays_the_next_closest() {
        // a and b are the closest, but b blocked a: a plays c, b plays d.
        let seekers = [
            seeker("a", "5+3", 1500.0, 1),
            blocking(seeker("b", "5+3", 1510.0, 2), &["a"]),
            seeker("c", "5+3", 1600.0, 3),
            seeker("d", "5+3", 1700.0, 4),
        ];
        let decided = plan(&seekers, || true);
        assert_eq!(sorted(decided.pairs), vec![(0, 2), (1, 3)]);
        assert!(decided.waiting.is_empty());
        // The block is the other way round: the same.
        let seekers = [
            blocking(seeker("a", "5+3", 1500.0, 1), &["b"]),
            seeker("b", "5+3", 1510.0, 2),
            seeker("c", "5+3", 1600.0, 3),
            seeker("d", "5+3", 1700.0, 4),
        ];
        assert_eq!(sorted(plan(&seekers, || true).pairs), vec![(0, 2), (1, 3)]);
    }

    #[test]
    fn two_seekers_who_blocked_each_other_wait_and_a_third_plays_one_of_them() {
        let two = [
            blocking(seeker("a", "5+3", 1500.0, 1), &["b"]),
            blocking(seeker("b", "5+3", 1500.0, 2), &["a"]),
        ];
        let alone = plan(&two, || true);
        assert!(alone.pairs.is_empty(), "{alone:?}");
        let mut waiting = alone.waiting.clone();
        waiting.sort_unstable();
        assert_eq!(waiting, vec![0, 1]);
        // The newest of three would wait, but the other two may not play each other.
        let three = [
            two[0].clone(),
            two[1].clone(),
            seeker("c", "5+3", 1505.0, 3),
        ];
        let decided = plan(&three, || true);
        assert_eq!(decided.pairs.len(), 1, "{decided:?}");
        let (w, b) = decided.pairs[0];
        assert!([w, b].contains(&2), "the newcomer plays: {decided:?}");
        assert_eq!(decided.waiting.len(), 1);
        assert_ne!(decided.waiting[0], 2);
        // A seeker every other one blocked waits, whatever their rating.
        let four = [
            seeker("a", "5+3", 1500.0, 1),
            seeker("b", "5+3", 1510.0, 2),
            blocking(seeker("c", "5+3", 1505.0, 3), &["a", "b", "d"]),
            seeker("d", "5+3", 1520.0, 4),
        ];
        let decided = plan(&four, || true);
        assert_eq!(decided.waiting.len(), 2, "{decided:?}");
        assert!(decided.waiting.contains(&2));
        assert!(decided.pairs.iter().all(|&(w, b)| w != 2 && b != 2));
    }

    #[test]
    fn seekers_are_paired_by_tile_with_the_closest_rating_and_the_newest_odd_one_waits() {
        let seekers = [
            seeker("a", "5+3", 1500.0, 1),
            seeker("b", "5+3", 1900.0, 2),
            seeker("c", "5+3", 1520.0, 3),
            seeker("d", "5+3", 1880.0, 4),
            seeker("e", "5+3", 1510.0, 5),
            seeker("f", "1d", 1500.0, 0),
        ];
        let decided = plan(&seekers, || true);
        let mut waiting = decided.waiting.clone();
        waiting.sort_unstable();
        assert_eq!(
            waiting,
            vec![4, 5],
            "the newest of five and the lone 1d seeker wait"
        );
        let mut pairs = decided.pairs.clone();
        pairs.sort_unstable();
        assert_eq!(pairs, vec![(0, 2), (3, 1)]);
        let every: Vec<usize> = decided.pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        assert_eq!(every.len(), 4, "nobody is in two games");
    }

    #[test]
    fn the_coin_picks_who_takes_white() {
        let seekers = [seeker("a", "3+2", 1400.0, 1), seeker("b", "3+2", 1600.0, 2)];
        assert_eq!(plan(&seekers, || true).pairs, vec![(0, 1)]);
        assert_eq!(plan(&seekers, || false).pairs, vec![(1, 0)]);
        assert_eq!(plan(&[], || true), Plan::default());
    }

    #[test]
    fn players_of_one_address_play_a_few_rated_games_a_day_then_unrated() {
        assert!(rated("10.0.0.1", "10.0.0.2", 50));
        assert!(rated("10.0.0.1", "10.0.0.1", 2));
        assert!(!rated("10.0.0.1", "10.0.0.1", 3));
    }

    #[test]
    fn one_game_left_in_a_day_is_forgiven_and_each_further_one_doubles_the_wait() {
        let minutes: Vec<i64> = (0..8).map(|n| hold_after(n) / 60_000).collect();
        assert_eq!(minutes, vec![0, 0, 2, 4, 8, 16, 30, 30]);
    }

    #[test]
    fn the_computer_offered_follows_the_rating() {
        assert_eq!(level_for(900.0), Level::Beginner);
        assert_eq!(level_for(1500.0), Level::Medium);
        assert_eq!(level_for(2300.0), Level::Master);
    }
}
