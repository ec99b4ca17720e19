//! Opening a share link: reading a game record (every move checked and
//! replayed) and writing the snapshot of its final position, which is what
//! the page does before it draws; then, on a 22,322-ply Motiq match (the
//! longest of 6,000 random ones), stepping to any move of it.
//! `cargo bench -p mancala-engine --bench open_link`.
//!
//! This measures the engine natively; the page's time in the browser is
//! measured by the browser tests and reported in the README.

use mancala::record::{Record, CHECKPOINT_EVERY};
use mancala::{view, Game, Move, Options, Position, Rng};
use std::hint::black_box;
use std::time::Instant;

/// A record of at most `len` random moves of `game` (fewer if it ends).
fn record_of(game: Game, len: usize, rng: &mut Rng) -> Record {
    let mut record = Record::new(Position::new(game, Options::default()).expect("defaults"));
    while record.len() < len {
        let Some(mv) = record.last().random_move(rng) else {
            break;
        };
        record.push(mv).expect("a legal move");
    }
    record
}

/// The median time of `runs` runs of `f`, in µs.
fn median_us(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

/// The time to open `text` as the page does, in µs.
fn open_us(text: &str, runs: usize) -> f64 {
    median_us(runs, || {
        let record: Record = text.parse().expect("a valid record");
        black_box(view::Snapshot::of(record.last()));
    })
}

fn main() {
    let mut rng = Rng::new(500);
    println!(
        "{:<16} {:>8} {:>12} {:>14}",
        "game", "moves", "link chars", "open (µs)"
    );
    // Motiq's matches run to thousands of moves; the other games end sooner
    // and are measured whole.
    for game in Game::ALL {
        let record = record_of(game, 500, &mut rng);
        let text = record.to_string();
        println!(
            "{:<16} {:>8} {:>12} {:>14.0}",
            game.name(),
            record.len(),
            text.len(),
            open_us(&text, 21)
        );
    }

    let long = record_of(Game::Motiq, usize::MAX, &mut Rng::new(1801));
    let text = long.to_string();
    let len = long.len();
    println!(
        "\nMotiq, random seed 1801: {len} moves, {} characters",
        text.len()
    );
    println!("  open the link: {:.1} ms", open_us(&text, 11) / 1e3);
    // The dearest positions to reach sit just before a checkpoint.
    let worst: Vec<usize> = (CHECKPOINT_EVERY - 1..len)
        .step_by(CHECKPOINT_EVERY)
        .collect();
    let per_worst = median_us(11, || {
        for &i in &worst {
            black_box(long.position(i));
        }
    }) / worst.len() as f64;
    let per_any = median_us(5, || {
        for i in 0..=len {
            black_box(long.position(i));
        }
    }) / (len + 1) as f64;
    println!(
        "  go to a move: {per_any:.2} µs on average, {per_worst:.2} µs at worst ({} moves replayed)",
        CHECKPOINT_EVERY - 1
    );
    let bytes = core::mem::size_of::<Move>() as f64
        + core::mem::size_of::<Position>() as f64 / CHECKPOINT_EVERY as f64;
    println!(
        "  memory: {bytes:.2} bytes per move (a move is {} bytes, a position {}, one every {CHECKPOINT_EVERY} moves kept)",
        core::mem::size_of::<Move>(),
        core::mem::size_of::<Position>()
    );
}
