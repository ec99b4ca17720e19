//! The native half of the search benchmark (`scripts/bench-search.mjs`):
//! the computer opponent's search on fixed positions of every game, at a
//! fixed node budget and with no clock, single-threaded. The positions are
//! those of the engine's search benchmark (`engine/benches/search.rs`): each
//! game with its default options, after 4, 16 and 32 seeded random plies (on
//! until the play phase has two moves to choose from). Prints one JSON line
//! per position: `{"game", "plies", "code", "nodes", "depth", "move", "ms"}`;
//! the browser half searches the same position codes through the bindings.
//!
//! ```text
//! cargo run --release -p mancala-web --example bench_search -- [nodes] [rounds]
//! ```
//!
//! Each search runs `rounds` times (default 3) and the fastest counts.

use mancala::ai::{self, Level, Limits, NoClock};
use mancala::notation::encode;
use mancala::{Game, Options, Phase, Position, Rng};
use std::time::Instant;

/// Plies of random play before each measured position.
const PLIES: [u32; 3] = [4, 16, 32];

/// A position of `game` after about `plies` random plies from a seeded
/// start, in the play phase with at least two moves to choose from.
fn position(game: Game, plies: u32, seed: u64) -> Option<Position> {
    let mut rng = Rng::new(seed);
    for _ in 0..1000 {
        let mut pos = Position::new_seeded(game, Options::default(), rng.next_u64()).ok()?;
        let mut played = 0;
        let ready = |p: &Position| p.phase() == Phase::Play && p.legal_moves().len() >= 2;
        while !pos.is_over() && (played < plies || !ready(&pos)) {
            let mv = pos.random_move(&mut rng)?;
            pos = pos.play(&mv).ok()?.position;
            played += 1;
        }
        if !pos.is_over() {
            return Some(pos);
        }
    }
    None
}

fn main() {
    let mut args = std::env::args().skip(1);
    let nodes: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    let rounds: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let budget = Limits::nodes(nodes);
    for game in Game::ALL {
        for (i, &plies) in PLIES.iter().enumerate() {
            let Some(pos) = position(game, plies, 0x5eed + i as u64) else {
                continue;
            };
            let mut best_ms = f64::INFINITY;
            let mut found = None;
            for _ in 0..rounds.max(1) {
                let start = Instant::now();
                found = ai::think(&pos, Level::Master, &budget, 1, &NoClock);
                best_ms = best_ms.min(start.elapsed().as_secs_f64() * 1000.0);
            }
            let Some(found) = found else { continue };
            println!(
                "{{\"game\":\"{}\",\"plies\":{plies},\"code\":\"{}\",\"nodes\":{},\"depth\":{},\"move\":\"{}\",\"ms\":{best_ms:.3}}}",
                game.slug(),
                encode(&pos),
                found.nodes,
                found.depth,
                found.best,
            );
        }
    }
}
