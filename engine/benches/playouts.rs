//! Random playouts per second, single-threaded: `cargo bench -p mancala-engine`
//! (or `cargo bench -p mancala-engine -- ceelkoqyuqkoqiji size=7` for one
//! game, with `key=value` options).
//!
//! A playout plays uniformly random legal moves from the start until the game
//! (the whole match, for the games played in rounds) is over, or 20 000 plies.
//! Each game runs for two seconds, or for exactly `PLAYOUTS` playouts when that
//! environment variable is set (to time CPU use on a busy machine).

use mancala::{Game, Options, Position, Rng};
use std::time::{Duration, Instant};

const MAX_PLIES: u32 = 20_000;

fn measure(game: Game, options: Options) {
    let start = Position::new(game, options).expect("valid options");
    if start.legal_moves().is_empty() {
        println!(
            "{:<18} (no listed moves at the start: skipped)",
            game.slug()
        );
        return;
    }
    let mut rng = Rng::new(0x5eed);
    let budget = Duration::from_secs(2);
    let fixed: Option<u64> = std::env::var("PLAYOUTS").ok().and_then(|n| n.parse().ok());
    let began = Instant::now();
    let (mut playouts, mut plies, mut unfinished) = (0u64, 0u64, 0u64);
    while fixed.map_or(began.elapsed() < budget, |n| playouts < n) {
        for _ in 0..64 {
            let mut pos = start;
            plies += u64::from(pos.random_playout(&mut rng, MAX_PLIES));
            unfinished += u64::from(!pos.is_over());
            playouts += 1;
        }
    }
    let secs = began.elapsed().as_secs_f64();
    let pairs: Vec<String> = options
        .pairs(game)
        .into_iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    println!(
        "{:<18} {:>10.0} playouts/s  {:>6.1} plies/playout  {:>5.2} Mplies/s  unfinished {unfinished}  [{}]",
        game.slug(),
        playouts as f64 / secs,
        plies as f64 / playouts as f64,
        plies as f64 / secs / 1e6,
        pairs.join(" "),
    );
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let games: Vec<Game> = match args.first().and_then(|a| a.parse().ok()) {
        Some(game) => vec![game],
        None => Game::ALL.to_vec(),
    };
    for game in games {
        let mut options = Options::default();
        for arg in &args {
            if let Some((key, value)) = arg.split_once('=') {
                options.set(game, key, value).expect("a valid option");
            }
        }
        measure(game, options);
    }
}
