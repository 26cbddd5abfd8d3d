//! When and how the computer thinks: on this node's pool (one lane per address), or, with
//! nodes sharing PostgreSQL, as a job in the database that any node's search threads or a
//! `yote worker` takes (docs/scaling.md). The store keeps the jobs; the searches run here.

use std::net::IpAddr;
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::Notify;
use yote_ai::Level;
use yote_rules::{Action, Color, Position, Rules};

use crate::store::jobs::{Answer, JobQueue, Search};

use crate::model::Live;

use super::clock;
use super::command::{Command, Mailbox, Services};

/// The computer's turn to search.
pub struct Turn {
    pub game: String,
    pub rules: Rules,
    pub position: Position,
    pub ply: usize,
    /// The turn (`Live::turn_key`): the same ply after a takeback is another turn.
    pub turn: u64,
    pub level: Level,
    /// A cap shorter than the level's own (a clock running low).
    pub budget: Option<Duration>,
    /// Whose lane the search waits in: the address that created the game, else a player's.
    pub address: IpAddr,
    /// The least time the answer takes, so that a reply never looks instant.
    pub min_think: Duration,
}

impl Turn {
    /// The computer's turn in `live`, if it is the computer's to move. Its search waits in the
    /// lane of the address that created the game, else of `player` (whoever plays it), so that
    /// the computer's turns are shared out fairly between addresses.
    pub(super) fn of(
        live: &Live,
        turn_since: i64,
        services: &Services,
        player: Option<IpAddr>,
    ) -> Option<Turn> {
        let level = live.computer_to_move()?;
        let config = &services.config;
        let budget = clock::computer_budget(live, turn_since, services.now(), config);
        let address = services
            .tables
            .computer_address(&live.table.id)
            .or(player)
            .unwrap_or(crate::game::pool::NO_ADDRESS);
        Some(Turn {
            game: live.table.id.clone(),
            rules: live.table.rules,
            position: *live.game.position(),
            ply: live.game.ply(),
            turn: live.turn_key(),
            level,
            budget,
            address,
            min_think: budget.map_or(config.ai_min_think, |b| b.min(config.ai_min_think)),
        })
    }
}

/// Whether a game's computer is thinking, and what wakes its wait for a job's answer.
pub(super) struct Thinker {
    thinking: bool,
    job_done: Arc<Notify>,
}

impl Thinker {
    pub(super) fn new() -> Thinker {
        Thinker {
            thinking: false,
            job_done: Arc::new(Notify::new()),
        }
    }

    pub(super) fn thinking(&self) -> bool {
        self.thinking
    }

    /// Starts the search of `turn` unless one is running: whether it started.
    pub(super) fn start(&mut self, services: &Services, turn: Turn, task: Mailbox) -> bool {
        if self.thinking {
            return false;
        }
        self.thinking = true;
        think(services, turn, task, Arc::clone(&self.job_done));
        true
    }

    /// The search answered.
    pub(super) fn answered(&mut self) {
        self.thinking = false;
    }

    /// Another node says the job of this turn has its answer.
    pub(super) fn job_done(&self) {
        self.job_done.notify_one();
    }
}

/// Starts the search of `turn`; its answer comes back to the game's task as
/// `Command::ComputerAction`.
pub fn think(services: &Services, turn: Turn, task: Mailbox, job_done: Arc<Notify>) {
    let seed = seed_for(&turn.game, turn.ply);
    let Turn {
        game,
        rules,
        position,
        turn,
        level,
        budget,
        address,
        min_think,
        ..
    } = turn;
    if let Some(queue) = services.store.jobs() {
        // Several nodes: the search is a job in the database, asked for once whichever nodes
        // hold the game, and searched by whichever worker is free.
        let search = Search {
            rules: rules.to_rules_string(),
            position: position.to_string(),
            level: level.name().to_owned(),
            seed,
            budget_ms: budget.map(|b| b.as_millis() as u64),
        };
        tokio::spawn(async move {
            let started = Instant::now();
            let asked = (game.as_str(), turn, address);
            let answer = wait_for_job(&queue, asked, &search, &job_done, &task).await;
            tokio::time::sleep_until((started + min_think).into()).await;
            if let Some(answer) = answer {
                let _ = task.send(Command::ComputerAction {
                    turn,
                    action: answer.action.and_then(|a| a.parse().ok()),
                    offer_draw: answer.offer_draw,
                });
            }
        });
        return;
    }
    let answer = services.pool.run_for(address, move || {
        choose(&rules, &position, level, seed, budget)
    });
    tokio::spawn(async move {
        let started = Instant::now();
        let answer = answer.await.ok().flatten();
        tokio::time::sleep_until((started + min_think).into()).await;
        let _ = task.send(Command::ComputerAction {
            turn,
            action: answer.map(|a| a.0),
            offer_draw: answer.is_some_and(|a| a.1),
        });
    });
}

/// Lets the computer (`!side`) consider `side`'s draw offer made at `ply`, on the pool: the
/// answer comes back as `Command::ComputerDrawAnswer`, and the game goes on answering meanwhile.
pub fn consider_draw(
    services: &Services,
    rules: Rules,
    position: Position,
    side: Color,
    ply: usize,
    level: Level,
    task: Mailbox,
) {
    let answer = services
        .pool
        .run(move || yote_ai::should_accept_draw(&rules, &position, !side, level));
    tokio::spawn(async move {
        let accept = answer.await.unwrap_or(false);
        let _ = task.send(Command::ComputerDrawAnswer { side, ply, accept });
    });
}

/// Asks for a search in the jobs table and waits for its answer: woken by the answer's
/// notification, and looking at least once a second (a notification may be lost). Gives up when
/// the game's task has ended. A job is keyed by the game and its turn (`Live::turn_key`, kept in
/// the jobs table's `ply` column): the ply alone comes again after a takeback.
async fn wait_for_job(
    queue: &JobQueue,
    (game, ply, address): (&str, u64, IpAddr),
    search: &Search,
    wake: &Notify,
    task: &Mailbox,
) -> Option<Answer> {
    let mut submitted = false;
    while !task.is_closed() {
        if !submitted {
            match queue.submit(game, ply, search, address).await {
                Ok(()) => submitted = true,
                Err(e) => tracing::warn!(game, error = %e, "cannot ask for the computer's search"),
            }
        }
        if submitted {
            match queue.answer(game, ply).await {
                Ok(Some(answer)) => return Some(answer),
                Ok(None) => {}
                Err(e) => tracing::warn!(game, error = %e, "cannot read the computer's answer"),
            }
        }
        let _ = tokio::time::timeout(Duration::from_secs(1), wake.notified()).await;
    }
    None
}

/// A deterministic seed per game and ply, so a resumed game searches as it would have.
pub fn seed_for(id: &str, ply: usize) -> u64 {
    // FNV-1a over the id, then mixed with the ply.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in id.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    h ^ (ply as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// The computer's action in `position` and whether it offers a draw after it (`None`: nothing
/// to play), as the node's own pool and the workers compute it.
pub fn choose(
    rules: &Rules,
    position: &Position,
    level: Level,
    seed: u64,
    budget: Option<Duration>,
) -> Option<(Action, bool)> {
    let side: Color = position.side_to_move();
    let started = std::time::Instant::now();
    let action = yote_ai::choose_action_in_game(rules, &[*position], level, seed, budget);
    let level_name = level.to_string();
    metrics::histogram!("yote_search_seconds", "level" => level_name).record(started.elapsed());
    let action = action?;
    let after = position.play(rules, action).ok()?;
    let offer =
        after.outcome(rules).is_none() && yote_ai::should_offer_draw(rules, &after, side, level);
    Some((action, offer))
}

/// Runs a job's search on this thread.
pub fn run(search: &Search) -> Result<Answer, String> {
    let rules = Rules::from_str(&search.rules).map_err(|e| format!("rules: {e}"))?;
    let position =
        Position::parse(&search.position, &rules).map_err(|e| format!("position: {e}"))?;
    let level = Level::from_str(&search.level).map_err(|e| format!("level: {e}"))?;
    let budget = search.budget_ms.map(Duration::from_millis);
    let chosen = choose(&rules, &position, level, search.seed, budget);
    Ok(Answer {
        action: chosen.map(|c| c.0.to_string()),
        offer_draw: chosen.is_some_and(|c| c.1),
    })
}

/// Starts `threads` worker loops named `<prefix>-<pid>-<word>-<i>` (see [`threads_prefix`]); answers
/// what wakes them (notify it when a job is announced).
pub fn spawn_workers(queue: &JobQueue, threads: usize, prefix: &str) -> Arc<Notify> {
    let wake = Arc::new(Notify::new());
    for i in 0..threads {
        let name = format!("{}{i}", threads_prefix(prefix));
        tokio::spawn(work(queue.clone(), name, Arc::clone(&wake)));
    }
    wake
}

/// What the names of this process's worker threads start with, for [`JobQueue::give_back`] as
/// it stops: the process id and a random word, since processes on other machines (or in other
/// containers) may have the same id.
pub fn threads_prefix(prefix: &str) -> String {
    static PROCESS: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let process = PROCESS.get_or_init(crate::model::secret::process_word);
    format!("{prefix}-{}-{process}-", std::process::id())
}

/// A worker thread's loop: claims a job, searches, answers; waits for `wake` (a new job was
/// announced) or a second when there is none. Runs until the queue's database goes away for
/// good (it retries after errors).
pub async fn work(queue: JobQueue, worker: String, wake: Arc<Notify>) {
    let mut since_prune = Instant::now();
    loop {
        match queue.claim(&worker).await {
            Ok(Some(job)) => {
                tracing::debug!(worker = %worker, game = %job.game, ply = job.ply, "searching");
                let search = job.search.clone();
                let answer = tokio::task::spawn_blocking(move || run(&search)).await;
                match answer {
                    Ok(Ok(answer)) => {
                        if let Err(e) = queue.finish(&job, &answer).await {
                            tracing::warn!(worker = %worker, error = %e, "cannot store an answer");
                        }
                    }
                    Ok(Err(e)) => {
                        tracing::error!(worker = %worker, game = %job.game, error = %e, "a job that cannot be searched");
                        let nothing = Answer {
                            action: None,
                            offer_draw: false,
                        };
                        let _ = queue.finish(&job, &nothing).await;
                    }
                    Err(e) => tracing::error!(worker = %worker, error = %e, "a search failed"),
                }
                continue;
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(worker = %worker, error = %e, "cannot claim a job"),
        }
        if since_prune.elapsed() > Duration::from_secs(60) {
            since_prune = Instant::now();
            let _ = queue.prune().await;
        }
        let _ = tokio::time::timeout(Duration::from_secs(1), wake.notified()).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_job_runs_to_a_legal_action_or_names_its_fault() {
        let search = Search {
            rules: "standard".into(),
            position: "6/6/6/6/6 w 12 12 0".into(),
            level: "beginner".into(),
            seed: 7,
            budget_ms: Some(50),
        };
        let answer = run(&search).unwrap();
        let rules = Rules::standard();
        let action: Action = answer.action.unwrap().parse().unwrap();
        let start = Position::parse(&search.position, &rules).unwrap();
        assert!(start.play(&rules, action).is_ok());
        let bad = Search {
            level: "grandmaster".into(),
            ..search
        };
        assert!(run(&bad).unwrap_err().starts_with("level"));
    }

    #[test]
    fn seeds_differ_by_game_and_ply_and_repeat() {
        assert_eq!(seed_for("abc", 3), seed_for("abc", 3));
        assert_ne!(seed_for("abc", 3), seed_for("abc", 4));
        assert_ne!(seed_for("abc", 3), seed_for("abd", 3));
    }
}
