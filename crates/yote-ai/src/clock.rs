//! The search's clock. Natively `std::time::Instant`; in WebAssembly in a browser or Node.js
//! (wasm32-unknown-unknown) std has no clock, so the module imports one from its host:
//! `env.yote_now_ms() -> f64`, milliseconds on a monotonic clock (`performance.now()`).

#[cfg(not(target_arch = "wasm32"))]
pub(crate) use std::time::Instant;

#[cfg(target_arch = "wasm32")]
pub(crate) use host::Instant;

#[cfg(target_arch = "wasm32")]
mod host {
    use std::time::Duration;

    #[link(wasm_import_module = "env")]
    unsafe extern "C" {
        /// Milliseconds since an arbitrary start, never going back (the host's `performance.now()`).
        fn yote_now_ms() -> f64;
    }

    /// A point in time on the host's clock.
    #[derive(Debug, Clone, Copy)]
    pub(crate) struct Instant(f64);

    impl Instant {
        pub(crate) fn now() -> Instant {
            // SAFETY: the import takes nothing and returns a number; the host provides it.
            Instant(unsafe { yote_now_ms() })
        }

        pub(crate) fn elapsed(&self) -> Duration {
            Duration::from_secs_f64((Instant::now().0 - self.0).max(0.0) / 1000.0)
        }
    }
}
