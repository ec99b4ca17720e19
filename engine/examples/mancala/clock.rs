//! A [`Clock`] for the search from the operating system's monotonic time,
//! which a flag shared with another thread can stop.

use mancala::ai::Clock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// Time since the clock was made, and an optional stop flag.
#[derive(Clone, Debug)]
pub struct WallClock {
    start: Instant,
    stop: Option<Arc<AtomicBool>>,
}

impl WallClock {
    /// A clock starting now that nothing stops.
    #[must_use]
    pub fn start() -> WallClock {
        WallClock {
            start: Instant::now(),
            stop: None,
        }
    }

    /// A clock starting now that stops once `stop` is set.
    #[allow(dead_code)] // The tournament's clock is never stopped.
    #[must_use]
    pub fn stopped_by(stop: Arc<AtomicBool>) -> WallClock {
        WallClock {
            start: Instant::now(),
            stop: Some(stop),
        }
    }

    /// Milliseconds since the clock started.
    #[must_use]
    pub fn elapsed_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }
}

impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.elapsed_ms()
    }

    fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
    }
}
