//! The native half of the search benchmark (`scripts/bench-search.mjs`):
//! the computer opponent's search on fixed positions of every game, at a
//! fixed node budget and with no clock, single-threaded. The positions are
//! reached as in the engine's search benchmark (`engine/benches/search.rs`):
//! each game with its default options, after 4, 16 and 32 seeded random
//! plies (on until the play phase has two moves to choose from); a position
//! the search settles in fewer nodes than the budget (a won or lost game
//! seen to its end) is replaced by the next seed's, up to 20 tries, so that
//! the rate is measured over whole budgets where the game allows it. Prints one JSON line
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

/// Of the positions after `plies` plies from seeds `seed`, `seed + 100`, …,
/// the first whose search uses the whole node budget, else the one whose
/// search visits the most nodes.
fn busiest(game: Game, plies: u32, seed: u64, budget: &Limits) -> Option<Position> {
    let mut best: Option<(u64, Position)> = None;
    for k in 0..20 {
        let Some(pos) = position(game, plies, seed + 100 * k) else {
            continue;
        };
        let nodes = ai::think(&pos, Level::Master, budget, 1, &NoClock).map_or(0, |f| f.nodes);
        if nodes >= budget.nodes {
            return Some(pos);
        }
        if best.as_ref().map_or(true, |(n, _)| nodes > *n) {
            best = Some((nodes, pos));
        }
    }
    best.map(|(_, pos)| pos)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let nodes: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    let rounds: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let budget = Limits::nodes(nodes);
    for game in Game::ALL {
        for (i, &plies) in PLIES.iter().enumerate() {
            let Some(pos) = busiest(game, plies, 0x5eed + i as u64, &budget) else {
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
