//! The soak: many random games of every game and option set, on all cores,
//! checking after every move what `checks.rs` lists.
//!
//! ```text
//! cargo run --release -p mancala-engine --example soak -- [--games N] [--seed N] [--game SLUG] [--only TEXT] [--threads N]
//! ```
//!
//! `--only TEXT` keeps the option sets whose description (as printed, e.g.
//! `ceelkoqyuqkoqiji …,prices=5/5,…`) contains `TEXT`.
//!
//! `--games` is per game and option set (default 100,000); Motiq and
//! Ceelkoqyuqkoqiji play whole matches. Prints one line per option set (games,
//! plies, moves tried, seconds) and exits with status 1 after listing every
//! failure (each names its options and seed, which replay it).

#[path = "checks.rs"]
mod checks;

use mancala::Game;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// Arguments of the soak.
struct Args {
    games: u64,
    seed: u64,
    game: Option<Game>,
    only: Option<String>,
    threads: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        games: 100_000,
        seed: 1,
        game: None,
        only: None,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag}: not a number: {value}"))
        };
        match flag.as_str() {
            "--games" => args.games = number()?,
            "--seed" => args.seed = number()?,
            "--threads" => args.threads = usize::try_from(number()?.max(1)).unwrap_or(1),
            "--game" => args.game = Some(value.parse().map_err(|e| format!("{e}"))?),
            "--only" => args.only = Some(value),
            _ => return Err(format!("unknown argument {flag}")),
        }
    }
    Ok(args)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("soak: {e}\nusage: soak [--games N] [--seed N] [--game SLUG] [--only TEXT] [--threads N]");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let failures = Mutex::new(Vec::new());
    let (mut all_games, mut all_plies) = (0u64, 0u64);
    for (game, options) in checks::variants() {
        if args.game.is_some_and(|g| g != game) {
            continue;
        }
        if let Some(only) = &args.only {
            if !checks::describe(game, &options).contains(only.as_str()) {
                continue;
            }
        }
        let t0 = Instant::now();
        let next = AtomicU64::new(0);
        let plies = AtomicU64::new(0);
        let tried = AtomicU64::new(0);
        std::thread::scope(|scope| {
            for _ in 0..args.threads {
                scope.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games {
                        break;
                    }
                    let seed = args.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ i;
                    match checks::soak_game(game, options, seed) {
                        Ok(r) => {
                            plies.fetch_add(r.plies, Ordering::Relaxed);
                            tried.fetch_add(r.tried, Ordering::Relaxed);
                        }
                        Err(e) => failures.lock().unwrap_or_else(|p| p.into_inner()).push(e),
                    }
                });
            }
        });
        let plies = plies.into_inner();
        println!(
            "{:<60} {:>8} games {:>12} plies {:>13} listed moves tried {:>8.1} s",
            checks::describe(game, &options),
            args.games,
            plies,
            tried.into_inner(),
            t0.elapsed().as_secs_f64()
        );
        all_games += args.games;
        all_plies += plies;
    }
    let failures = failures.into_inner().unwrap_or_else(|p| p.into_inner());
    println!(
        "soak: {all_games} games, {all_plies} plies, {} failures in {:.1} s on {} threads",
        failures.len(),
        started.elapsed().as_secs_f64(),
        args.threads
    );
    for f in &failures {
        println!("FAILED {f}");
    }
    if failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
