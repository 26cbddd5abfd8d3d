//! A bounded pool of threads for CPU-heavy work (the computer's search), off the async runtime.
//! Jobs wait in one queue; a fixed number of threads take them in turn.

use std::panic::{self, AssertUnwindSafe};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;

use tokio::sync::oneshot;

type Job = Box<dyn FnOnce() + Send + 'static>;

/// The pool; cloning shares it. The threads end when the last clone is dropped.
#[derive(Clone)]
pub struct Pool {
    queue: mpsc::Sender<Job>,
}

impl Pool {
    /// A pool of `threads` threads (at least one).
    pub fn new(threads: usize) -> Pool {
        let (queue, jobs) = mpsc::channel::<Job>();
        let jobs = Arc::new(Mutex::new(jobs));
        for i in 0..threads.max(1) {
            let jobs = Arc::clone(&jobs);
            thread::Builder::new()
                .name(format!("yote-ai-{i}"))
                .spawn(move || {
                    loop {
                        // The lock is held only while waiting for the next job.
                        let job = match jobs.lock() {
                            Ok(rx) => rx.recv(),
                            Err(_) => return,
                        };
                        match job {
                            // A panicking job loses its answer, not the thread.
                            Ok(job) => {
                                if panic::catch_unwind(AssertUnwindSafe(job)).is_err() {
                                    tracing::error!("a job on the pool panicked");
                                }
                            }
                            Err(_) => return,
                        }
                    }
                })
                .expect("cannot start a pool thread");
        }
        Pool { queue }
    }

    /// Runs `f` on the pool; the answer arrives when a thread has run it.
    pub fn run<T, F>(&self, f: F) -> oneshot::Receiver<T>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let (tx, rx) = oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = tx.send(f());
        });
        // The threads live as long as the queue's sender, so this cannot fail.
        let _ = self.queue.send(job);
        rx
    }
}

#[cfg(test)]
mod tests {
    use super::Pool;

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
}
