//! Search speed: positions visited per second by the computer opponent at
//! Master's node budget, per game, single-threaded.
//!
//! `cargo bench -p mancala-engine --bench search` (or `-- motiq` to pick
//! games). For each game with its default options, three fixed positions are
//! reached by seeded random play (a few plies in, the middle game, later);
//! each is searched once at Master's node budget with no clock, and the
//! nodes, the depth reached and the time are printed, then the game's total.

use mancala::ai::{self, Level, Limits, NoClock};
use mancala::{Game, Options, Phase, Position, Rng};
use std::time::Instant;

/// Plies of random play before each measured position.
const PLIES: [u32; 3] = [4, 16, 32];

/// A position of `game` after about `plies` random plies from a seeded start,
/// in the play phase with at least two moves to choose from.
fn position(game: Game, plies: u32, seed: u64) -> Position {
    let mut rng = Rng::new(seed);
    loop {
        let mut pos = Position::new_seeded(game, Options::default(), rng.next_u64())
            .expect("default options");
        let mut played = 0;
        let ready = |p: &Position| p.phase() == Phase::Play && p.legal_moves().len() >= 2;
        while !pos.is_over() && (played < plies || !ready(&pos)) {
            let mv = pos.random_move(&mut rng).expect("a move");
            pos = pos.play(&mv).expect("a legal move").position;
            played += 1;
        }
        if !pos.is_over() {
            return pos;
        }
    }
}

fn main() {
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let budget = Limits::nodes(Level::Master.limits().nodes);
    println!(
        "{:<20} {:>6} {:>10} {:>6} {:>9} {:>12}",
        "game", "plies", "nodes", "depth", "ms", "nodes/s"
    );
    for game in Game::ALL {
        if !filter.is_empty() && !filter.iter().any(|f| game.slug().contains(f.as_str())) {
            continue;
        }
        let (mut nodes, mut secs) = (0u64, 0f64);
        for (i, &plies) in PLIES.iter().enumerate() {
            let pos = position(game, plies, 0x5eed + i as u64);
            let start = Instant::now();
            let found = ai::think(&pos, Level::Master, &budget, 1, &NoClock).expect("a move");
            let elapsed = start.elapsed().as_secs_f64();
            nodes += found.nodes;
            secs += elapsed;
            println!(
                "{:<20} {:>6} {:>10} {:>6} {:>9.0} {:>12.0}",
                game.name(),
                plies,
                found.nodes,
                found.depth,
                elapsed * 1000.0,
                found.nodes as f64 / elapsed
            );
        }
        println!(
            "{:<20} {:>6} {:>10} {:>6} {:>9.0} {:>12.0}",
            game.name(),
            "all",
            nodes,
            "",
            secs * 1000.0,
            nodes as f64 / secs
        );
    }
}
