//! Opening a share link: reading a 500-move game record (every move checked
//! and replayed) and writing the snapshot of its final position, which is
//! what the page does before it draws. `cargo bench -p mancala-engine --bench open_link`.
//!
//! This measures the engine natively; the page's time in the browser is
//! measured by the browser tests and reported in the README.

use mancala::record::Record;
use mancala::{view, Game, Options, Position, Rng};
use std::time::Instant;

/// A record of at most `len` random moves of `game` (fewer if it ends).
fn record_of(game: Game, len: usize, rng: &mut Rng) -> (usize, String) {
    let mut record = Record::new(Position::new(game, Options::default()).expect("defaults"));
    while record.moves().len() < len {
        let Some(mv) = record.last().random_move(rng) else {
            break;
        };
        record.push(mv).expect("a legal move");
    }
    (record.moves().len(), record.to_string())
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
        let (moves, text) = record_of(game, 500, &mut rng);
        let mut times: Vec<f64> = (0..21)
            .map(|_| {
                let t = Instant::now();
                let record: Record = text.parse().expect("a valid record");
                let json = view::snapshot_json(record.last());
                std::hint::black_box(json);
                t.elapsed().as_secs_f64() * 1e6
            })
            .collect();
        times.sort_by(f64::total_cmp);
        println!(
            "{:<16} {:>8} {:>12} {:>14.0}",
            game.name(),
            moves,
            text.len(),
            times[10]
        );
    }
}
