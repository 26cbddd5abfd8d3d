//! Random arenas: players come and go, the director pairs whoever is free, games end in every
//! way. Whatever happens, a round pairs each free player at most once and nobody else, avoids
//! rematches whenever some pairing does, and the standings are every player once, by score, the
//! same when replayed from the stored events or from the games alone.

use std::collections::{BTreeMap, BTreeSet};

use proptest::prelude::*;

use super::*;

#[derive(Debug, Clone)]
enum Op {
    Join {
        player: i64,
        rating: u32,
    },
    Withdraw(i64),
    Pause(i64),
    Resume(i64),
    /// The director pairs the free players and starts their games.
    Pair,
    /// One of the games being played ends.
    Finish {
        game: usize,
        ending: u8,
        plies: u32,
        white_berserk: bool,
        black_berserk: bool,
    },
}

fn op() -> impl Strategy<Value = Op> {
    let player = 0..12i64;
    prop_oneof![
        3 => (player.clone(), 1000..2400u32)
            .prop_map(|(player, rating)| Op::Join { player, rating }),
        1 => player.clone().prop_map(Op::Withdraw),
        1 => player.clone().prop_map(Op::Pause),
        1 => player.prop_map(Op::Resume),
        3 => Just(Op::Pair),
        5 => (any::<usize>(), 0..5u8, 0..90u32, any::<bool>(), any::<bool>()).prop_map(
            |(game, ending, plies, white_berserk, black_berserk)| Op::Finish {
                game,
                ending,
                plies,
                white_berserk,
                black_berserk,
            }
        ),
    ]
}

/// What the test knows of the arena, apart from the crate.
#[derive(Default)]
struct Model {
    /// Each player's status and rating, and the order they first joined in.
    status: BTreeMap<PlayerId, Status>,
    rating: BTreeMap<PlayerId, u32>,
    joined: Vec<PlayerId>,
    playing: Vec<(PlayerId, PlayerId)>,
    log: Vec<Event>,
}

impl Model {
    fn busy(&self, player: PlayerId) -> bool {
        self.playing
            .iter()
            .any(|&(w, b)| w == player || b == player)
    }

    fn free(&self) -> BTreeSet<PlayerId> {
        self.joined
            .iter()
            .copied()
            .filter(|&id| self.status[&id] == Status::Active && !self.busy(id))
            .collect()
    }
}

/// Whether `players` can all be paired with nobody meeting their last opponent (or the player
/// whose last opponent they were).
fn pairable(players: &[PlayerId], last: &BTreeMap<PlayerId, PlayerId>) -> bool {
    let Some((&first, rest)) = players.split_first() else {
        return true;
    };
    (0..rest.len()).any(|j| {
        let other = rest[j];
        let rematch = last.get(&first) == Some(&other) || last.get(&other) == Some(&first);
        let mut left = rest.to_vec();
        left.remove(j);
        !rematch && pairable(&left, last)
    })
}

fn run(ops: &[Op]) -> Result<(), TestCaseError> {
    let mut arena = Arena::new();
    let mut model = Model::default();
    for op in ops {
        let event = match *op {
            Op::Join { player, rating } => {
                let player = p(player);
                if !model.status.contains_key(&player) {
                    model.joined.push(player);
                    model.rating.insert(player, rating);
                }
                model.status.insert(player, Status::Active);
                Event::Join { player, rating }
            }
            Op::Withdraw(n) | Op::Pause(n) | Op::Resume(n) => {
                let player = p(n);
                let event = match op {
                    Op::Withdraw(_) => Event::Withdraw { player },
                    Op::Pause(_) => Event::Pause { player },
                    _ => Event::Resume { player },
                };
                let Some(&status) = model.status.get(&player) else {
                    prop_assert_eq!(arena.apply(event), Err(Refused::UnknownPlayer { player }));
                    continue;
                };
                let next = match (op, status) {
                    (Op::Withdraw(_), _) => Status::Withdrawn,
                    (Op::Pause(_), Status::Active) => Status::Paused,
                    (Op::Resume(_), Status::Paused) => Status::Active,
                    _ => status,
                };
                model.status.insert(player, next);
                event
            }
            Op::Pair => {
                check_round(&arena, &model)?;
                for g in arena.pairings() {
                    let event = Event::Start {
                        white: g.white,
                        black: g.black,
                    };
                    prop_assert_eq!(arena.apply(event), Ok(vec![]));
                    model.log.push(event);
                    model.playing.push((g.white, g.black));
                }
                continue;
            }
            Op::Finish {
                game,
                ending,
                plies,
                white_berserk,
                black_berserk,
            } => {
                if model.playing.is_empty() {
                    continue;
                }
                let (white, black) = model.playing.remove(game % model.playing.len());
                let ending = match ending {
                    0 => Ending::Won(Color::White),
                    1 => Ending::Won(Color::Black),
                    2 => Ending::Draw,
                    3 => Ending::NoStart(Color::White),
                    _ => Ending::NoStart(Color::Black),
                };
                if let Ending::NoStart(side) = ending {
                    let absent = if side == Color::White { white } else { black };
                    if model.status[&absent] == Status::Active {
                        model.status.insert(absent, Status::Paused);
                    }
                }
                Event::Finish(Game {
                    white,
                    black,
                    ending,
                    plies,
                    white_berserk,
                    black_berserk,
                })
            }
        };
        arena.apply(event).unwrap();
        model.log.push(event);
    }
    check_round(&arena, &model)?;
    check_standings(&arena, &model)
}

/// A round of pairing, checked against the model.
fn check_round(arena: &Arena, model: &Model) -> Result<(), TestCaseError> {
    let free = model.free();
    let standings = arena.standings();
    let score: BTreeMap<PlayerId, u32> = standings.iter().map(|s| (s.player, s.score)).collect();
    let last: BTreeMap<PlayerId, PlayerId> = standings
        .iter()
        .filter_map(|s| Some((s.player, s.sheet.last()?.opponent)))
        .collect();
    // The free players by score, rating and order of joining.
    let mut ranked: Vec<PlayerId> = model
        .joined
        .iter()
        .copied()
        .filter(|id| free.contains(id))
        .collect();
    ranked.sort_by_key(|id| std::cmp::Reverse((score[id], model.rating[id])));
    prop_assert_eq!(arena.free(), ranked.clone());

    let games = arena.pairings();
    let mut seen = BTreeSet::new();
    for g in &games {
        prop_assert!(g.white != g.black);
        for id in [g.white, g.black] {
            prop_assert!(free.contains(&id), "{} is not free", id);
            prop_assert!(seen.insert(id), "{} is paired twice", id);
        }
    }
    prop_assert_eq!(games.len(), free.len() / 2);
    // With an odd number, the lowest ranked waits.
    if ranked.len() % 2 == 1 {
        prop_assert!(!seen.contains(ranked.last().unwrap()));
    }
    let paired: Vec<PlayerId> = ranked[..ranked.len() - ranked.len() % 2].to_vec();
    if paired.len() <= 10 && pairable(&paired, &last) {
        for g in &games {
            prop_assert!(
                last.get(&g.white) != Some(&g.black) && last.get(&g.black) != Some(&g.white),
                "{} and {} just played, needlessly paired again",
                g.white,
                g.black
            );
        }
    }
    Ok(())
}

fn check_standings(arena: &Arena, model: &Model) -> Result<(), TestCaseError> {
    let standings = arena.standings();
    let mut players: Vec<PlayerId> = standings.iter().map(|s| s.player).collect();
    players.sort();
    let mut joined = model.joined.clone();
    joined.sort();
    prop_assert_eq!(players, joined);
    for (i, s) in standings.iter().enumerate() {
        prop_assert_eq!(s.rank as usize, i + 1);
        prop_assert_eq!(s.score, s.sheet.iter().map(|g| g.points).sum::<u32>());
        prop_assert_eq!(s.games as usize, s.sheet.len());
        prop_assert_eq!(s.status, model.status[&s.player]);
    }
    prop_assert!(standings.windows(2).all(|w| w[0].score >= w[1].score));
    // Replayed from the stored events: the same arena.
    let replayed = Arena::replay(model.log.iter().copied()).unwrap();
    prop_assert_eq!(&replayed.standings(), &standings);
    prop_assert_eq!(replayed.pairings(), arena.pairings());
    // From the joins and the finished games alone: the same scores and sheets.
    let from_games = Arena::replay(
        model
            .log
            .iter()
            .copied()
            .filter(|e| matches!(e, Event::Join { .. } | Event::Finish(_))),
    )
    .unwrap();
    let scores = |standings: Vec<Standing>| -> Vec<(PlayerId, u32, Vec<GameScore>)> {
        standings
            .into_iter()
            .map(|s| (s.player, s.score, s.sheet))
            .collect()
    };
    prop_assert_eq!(scores(from_games.standings()), scores(standings));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_arenas_pair_and_stand_by_the_rules(ops in prop::collection::vec(op(), 0..150)) {
        run(&ops)?;
    }
}
