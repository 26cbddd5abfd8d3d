//! A bounded pool of threads for CPU-heavy work (the computer's search), off the async runtime.
//!
//! Jobs wait in one lane per address; the threads serve the lanes in turn (round-robin), so an
//! address with many games waiting gets one search per round like everyone else. And one address
//! never holds more than half the threads (at least one) at once: however long its searches
//! (the strongest level thinks for up to a second), the other threads stay free for everyone
//! else, so their quick replies keep their level's budget.

use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, Ipv4Addr};
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, Condvar, Mutex};
use std::thread;

use tokio::sync::oneshot;

type Job = Box<dyn FnOnce() + Send + 'static>;

/// The lane of jobs with no address (games resumed after a restart, with nobody connected).
pub const NO_ADDRESS: IpAddr = IpAddr::V4(Ipv4Addr::UNSPECIFIED);

#[derive(Default)]
struct Lanes {
    lanes: HashMap<IpAddr, VecDeque<Job>>,
    /// Addresses with jobs waiting, in the order they are served.
    turn: VecDeque<IpAddr>,
    /// Jobs running now, by address.
    running: HashMap<IpAddr, usize>,
    /// The most threads one address may hold at once.
    per_address: usize,
    waiting: usize,
    closed: bool,
}

struct Shared {
    lanes: Mutex<Lanes>,
    ready: Condvar,
}

/// Closes the pool when the last handle goes: the threads finish what they run and end.
struct Closer(Arc<Shared>);

impl Drop for Closer {
    fn drop(&mut self) {
        self.0.lanes.lock().expect("pool lock").closed = true;
        self.0.ready.notify_all();
    }
}

/// The pool; cloning shares it. The threads end when the last clone is dropped.
#[derive(Clone)]
pub struct Pool {
    shared: Arc<Shared>,
    _closer: Arc<Closer>,
}

impl Pool {
    /// A pool of `threads` threads (at least one).
    pub fn new(threads: usize) -> Pool {
        let threads = threads.max(1);
        let shared = Arc::new(Shared {
            lanes: Mutex::new(Lanes {
                per_address: (threads / 2).max(1),
                ..Lanes::default()
            }),
            ready: Condvar::new(),
        });
        for i in 0..threads {
            let shared = Arc::clone(&shared);
            thread::Builder::new()
                .name(format!("yote-ai-{i}"))
                .spawn(move || {
                    while let Some((address, job)) = next_job(&shared) {
                        // A panicking job loses its answer, not the thread.
                        if panic::catch_unwind(AssertUnwindSafe(job)).is_err() {
                            tracing::error!("a job on the pool panicked");
                        }
                        let mut lanes = shared.lanes.lock().expect("pool lock");
                        if let Some(n) = lanes.running.get_mut(&address) {
                            *n -= 1;
                            if *n == 0 {
                                lanes.running.remove(&address);
                            }
                        }
                        drop(lanes);
                        // A lane held back by its address's share may go now.
                        shared.ready.notify_all();
                    }
                })
                .expect("cannot start a pool thread");
        }
        Pool {
            _closer: Arc::new(Closer(Arc::clone(&shared))),
            shared,
        }
    }

    /// Runs `f` on the pool in `address`'s lane; the answer arrives when a thread has run it.
    pub fn run_for<T, F>(&self, address: IpAddr, f: F) -> oneshot::Receiver<T>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let (tx, rx) = oneshot::channel();
        let queued = std::time::Instant::now();
        let job: Job = Box::new(move || {
            metrics::histogram!("yote_computer_wait_seconds").record(queued.elapsed());
            let _ = tx.send(f());
        });
        let mut lanes = self.shared.lanes.lock().expect("pool lock");
        let lane = lanes.lanes.entry(address).or_default();
        if lane.is_empty() {
            lanes.turn.push_back(address);
        }
        lanes
            .lanes
            .get_mut(&address)
            .expect("the lane")
            .push_back(job);
        lanes.waiting += 1;
        drop(lanes);
        self.shared.ready.notify_one();
        rx
    }

    /// Runs `f` in the lane of jobs with no address.
    pub fn run<T, F>(&self, f: F) -> oneshot::Receiver<T>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        self.run_for(NO_ADDRESS, f)
    }

    /// Jobs waiting for a thread.
    pub fn waiting(&self) -> usize {
        self.shared.lanes.lock().expect("pool lock").waiting
    }

    /// The threads one address may hold at once (half of them, at least one).
    pub fn share(&self) -> usize {
        self.shared.lanes.lock().expect("pool lock").per_address
    }

    /// The jobs a newcomer's first job would wait behind: each waiting lane counts for at most
    /// its address's share of threads, since lanes are served in turn (one address's long queue
    /// delays only itself).
    pub fn ahead(&self) -> usize {
        let lanes = self.shared.lanes.lock().expect("pool lock");
        lanes
            .lanes
            .values()
            .map(|lane| lane.len().min(lanes.per_address))
            .sum()
    }
}

/// The next job in turn whose address is under its share of threads, waiting for one; `None`
/// once the pool is closed.
fn next_job(shared: &Shared) -> Option<(IpAddr, Job)> {
    let mut lanes = shared.lanes.lock().expect("pool lock");
    loop {
        let cap = lanes.per_address;
        let next = lanes
            .turn
            .iter()
            .position(|a| lanes.running.get(a).copied().unwrap_or(0) < cap);
        if let Some(at) = next {
            let address = lanes.turn.remove(at).expect("a lane in turn");
            let lane = lanes.lanes.get_mut(&address).expect("a lane in turn");
            let job = lane.pop_front().expect("a lane in turn has a job");
            if lane.is_empty() {
                lanes.lanes.remove(&address);
            } else {
                lanes.turn.push_back(address);
            }
            lanes.waiting -= 1;
            *lanes.running.entry(address).or_insert(0) += 1;
            return Some((address, job));
        }
        if lanes.closed {
            return None;
        }
        lanes = shared.ready.wait(lanes).expect("pool lock");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn jobs_queue_on_few_threads() {
        let pool = Pool::new(2);
        let answers: Vec<_> = (0..20u64).map(|i| pool.run(move || i * i)).collect();
        let mut sum = 0;
        for a in answers {
            sum += a.await.unwrap();
        }
        assert_eq!(sum, (0..20u64).map(|i| i * i).sum::<u64>());
        let names = pool.run(|| std::thread::current().name().map(str::to_owned));
        assert!(names.await.unwrap().unwrap().starts_with("yote-ai-"));
    }

    #[tokio::test]
    async fn a_panicking_job_leaves_the_pool_working() {
        let pool = Pool::new(1);
        let lost = pool.run(|| -> u32 { panic!("a bug in a job") });
        assert!(lost.await.is_err());
        assert_eq!(pool.run(|| 7).await.unwrap(), 7);
    }

    #[tokio::test]
    async fn one_address_holds_at_most_half_the_threads() {
        let pool = Pool::new(2);
        let flood: IpAddr = "10.0.0.1".parse().unwrap();
        // Two long jobs from one address: only one runs at a time.
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let hold = Arc::new(Mutex::new(hold));
        let (started, running) = std::sync::mpsc::channel::<()>();
        let mut long = Vec::new();
        for _ in 0..2 {
            let (hold, started) = (Arc::clone(&hold), started.clone());
            long.push(pool.run_for(flood, move || {
                let _ = started.send(());
                let _ = hold.lock().unwrap().recv();
            }));
        }
        running.recv().unwrap();
        // The other thread is free for another address at once.
        let quick = pool.run_for("10.0.0.2".parse().unwrap(), || 42);
        assert_eq!(quick.await.unwrap(), 42);
        assert_eq!(pool.waiting(), 1, "the flood's second job still waits");
        release.send(()).unwrap();
        release.send(()).unwrap();
        for job in long {
            job.await.unwrap();
        }
    }

    #[tokio::test]
    async fn addresses_are_served_in_turn() {
        let pool = Pool::new(1);
        let order = Arc::new(Mutex::new(Vec::new()));
        // Hold the thread until every job is queued.
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let (started, running) = std::sync::mpsc::channel::<()>();
        let held = pool.run(move || {
            let _ = started.send(());
            let _ = hold.recv();
        });
        running.recv().unwrap();
        let flood: IpAddr = "10.0.0.1".parse().unwrap();
        let honest: IpAddr = "10.0.0.2".parse().unwrap();
        let mut answers = Vec::new();
        for i in 0..5 {
            let order = Arc::clone(&order);
            answers.push(pool.run_for(flood, move || order.lock().unwrap().push(format!("f{i}"))));
        }
        let o = Arc::clone(&order);
        answers.push(pool.run_for(honest, move || o.lock().unwrap().push("h".to_owned())));
        assert_eq!(pool.waiting(), 6);
        assert_eq!(pool.ahead(), 2, "one a lane");
        release.send(()).unwrap();
        held.await.unwrap();
        for a in answers {
            a.await.unwrap();
        }
        // The honest job ran second, not after the whole flood.
        assert_eq!(order.lock().unwrap()[..2], ["f0", "h"]);
        assert_eq!(pool.waiting(), 0);
    }
}
