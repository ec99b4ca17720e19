//! What describing the legal moves for the page costs (`LegalMove::list`,
//! each sowing played on a copy to say where it ends) against the bare list
//! (`legal_moves()` with `LegalMove::bare`), over the positions of 20 seeded
//! random games per game.
//!
//! ```sh
//! cargo run --release -p mancala-engine --example legal_cost
//! ```

use mancala::view::LegalMove;
use mancala::{Game, Options, Position};
use std::time::Instant;

/// The positions met in 20 seeded random games of `game`, 60 plies at most each.
fn positions(game: Game) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 1..=20u64 {
        let Ok(mut pos) = Position::new_seeded(game, Options::default(), seed) else {
            continue;
        };
        let mut r = seed as usize;
        for _ in 0..60 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            out.push(pos);
            r = r.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            match pos.play(&moves[(r >> 8) % moves.len()]) {
                Ok(p) => pos = p.position,
                Err(_) => break,
            }
        }
    }
    out
}

/// Microseconds per position of `f`, over `reps` passes.
fn time(positions: &[Position], reps: usize, mut f: impl FnMut(&Position) -> usize) -> f64 {
    let start = Instant::now();
    let mut listed = 0;
    for _ in 0..reps {
        for p in positions {
            listed += f(p);
        }
    }
    std::hint::black_box(listed);
    start.elapsed().as_secs_f64() * 1e6 / (reps * positions.len()) as f64
}

fn main() {
    // Makonn opens with a layout, whose moves are not listed: it is left out.
    for game in [
        Game::Motiq,
        Game::Modiar,
        Game::UmElBagara,
        Game::Ceelkoqyuqkoqiji,
    ] {
        let positions = positions(game);
        let bare = time(&positions, 20, |p| {
            p.legal_moves().iter().map(LegalMove::bare).count()
        });
        let full = time(&positions, 20, |p| LegalMove::list(p).len());
        println!(
            "{game}: {} positions; bare list {bare:.2} µs, described (with ends) {full:.2} µs",
            positions.len()
        );
    }
}
