//! Random playouts per second for every game and board, single-threaded.
//!
//! `cargo bench -p mancala-engine` (or `-- motiq` to pick games). Each game is
//! played from its start to the end of the game (the whole match where there
//! are rounds) with uniformly random legal moves and no events, the way a
//! Monte-Carlo search uses the engine. Five timed samples of about half a
//! second each follow a warm-up; the median is reported.
//!
//! Time is the CPU time of the benchmarking thread where Linux reports it
//! (`/proc/thread-self/schedstat`), so that other work on the machine slows
//! the figures less; elsewhere it is wall-clock time. The first line says
//! which.

use mancala::{Game, Options, Position, Rng};
use std::time::{Duration, Instant};

/// The clock the samples are timed by.
#[derive(Clone, Copy)]
enum Clock {
    /// The CPU time this thread has run, from the kernel's scheduler.
    ThreadCpu,
    /// Wall-clock time.
    Wall(Instant),
}

impl Clock {
    fn new() -> Clock {
        if thread_cpu_time().is_some() {
            Clock::ThreadCpu
        } else {
            Clock::Wall(Instant::now())
        }
    }

    fn name(self) -> &'static str {
        match self {
            Clock::ThreadCpu => "thread CPU time",
            Clock::Wall(_) => "wall-clock time",
        }
    }

    /// The time since an arbitrary start.
    fn now(self) -> Duration {
        match self {
            Clock::ThreadCpu => thread_cpu_time().unwrap_or_default(),
            Clock::Wall(start) => start.elapsed(),
        }
    }
}

/// The CPU time the calling thread has run, where Linux reports it.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// The boards measured: each game with its default options, plus the
/// second board where a game has one.
fn setups() -> Vec<(String, Game, Options)> {
    let mut out = Vec::new();
    for game in Game::ALL {
        out.push((game.name().to_string(), game, Options::default()));
        for board in game.description().other_boards {
            let mut o = Options::default();
            let other = board.cols().to_string();
            o.set(game, "size", &other).expect("a board size");
            out.push((format!("{} ({other} per row)", game.name()), game, o));
        }
    }
    out
}

/// Plays playouts for at least `budget` of `clock`; returns (playouts,
/// plies, time taken).
fn sample(
    game: Game,
    options: Options,
    rng: &mut Rng,
    clock: Clock,
    budget: Duration,
) -> (u64, u64, Duration) {
    let start = clock.now();
    let (mut games, mut plies) = (0u64, 0u64);
    while clock.now() - start < budget {
        for _ in 0..64 {
            let mut pos =
                Position::new_seeded(game, options, rng.next_u64()).expect("valid options");
            plies += u64::from(pos.random_playout(rng, 1_000_000));
            games += 1;
        }
    }
    (games, plies, clock.now() - start)
}

fn main() {
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let clock = Clock::new();
    println!("timed by {}", clock.name());
    println!(
        "{:<32} {:>14} {:>14} {:>12}",
        "game", "playouts/s", "moves/s", "plies/game"
    );
    for (name, game, options) in setups() {
        if !filter.is_empty()
            && !filter
                .iter()
                .any(|f| name.to_lowercase().contains(&f.to_lowercase()))
        {
            continue;
        }
        let mut rng = Rng::new(0x5eed);
        sample(game, options, &mut rng, clock, Duration::from_millis(200));
        let mut rates: Vec<(f64, f64, f64)> = (0..5)
            .map(|_| {
                let (games, plies, t) =
                    sample(game, options, &mut rng, clock, Duration::from_millis(500));
                let s = t.as_secs_f64();
                (
                    games as f64 / s,
                    plies as f64 / s,
                    plies as f64 / games as f64,
                )
            })
            .collect();
        rates.sort_by(|a, b| a.0.total_cmp(&b.0));
        let (per_s, moves, length) = rates[2];
        println!("{name:<32} {per_s:>14.0} {moves:>14.0} {length:>12.1}");
    }
}
