//! The native half of the bindings benchmark (`scripts/bench-bindings.mjs`):
//! the same loop the browser runs through the bindings, on [`Session`]
//! directly. For each game, plays `count` whole games (seeds 1, 2, …): create
//! and take the snapshot, then play one of its legal moves, chosen by a
//! xorshift32 generator shared with the JavaScript side, and take the legal
//! moves from the snapshot `play` returns, until none is left (as the page
//! does). Prints one JSON line per
//! game: `{"game", "games", "plies", "seconds"}`.
//!
//! With `--json` first, every answer is also written out as JSON text
//! (`serde_json`), as the engine did for the page before the bindings handed
//! objects across: the native cost of producing what crosses.
//!
//! With `--program` first, the loop is a program's instead of the page's:
//! `legal_count`, then `play_listed` of an index the same generator draws,
//! with nothing answered; when the count is 0, the phase says whether the
//! game is over or Makonn's opening awaits its layout (made as above from the
//! first game's snapshot, then kept, and played with `step`).
//!
//! ```text
//! cargo run --release -p mancala-web --example bench_session -- [--json | --program] motiq=20 modiar=200
//! ```

use mancala_web::session::Session;
use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::Instant;

/// xorshift32, as `scripts/bench-bindings.mjs` writes it.
struct XorShift(u32);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        x as usize % n
    }
}

/// Plays one whole game of `id`; returns its plies. With `json`, each answer
/// is also written as JSON text.
fn play_game(id: &str, seed: u32, json: bool) -> u64 {
    let Ok(mut session) = Session::new(id, &BTreeMap::new(), u64::from(seed)) else {
        return 0;
    };
    let mut rng = XorShift(seed.wrapping_mul(2_654_435_761) | 1);
    let mut plies = 0;
    let mut snapshot = session.snapshot();
    if json {
        black_box(serde_json::to_string(&snapshot).unwrap_or_default());
    }
    loop {
        let legal = &snapshot.legal;
        let notation = if legal.is_empty() {
            // Makonn's opening layouts are not listed: move one seed of the
            // player's first pit into his second, the rest as they lie.
            if snapshot.phase != mancala::Phase::Arrange {
                return plies;
            }
            opening_layout(&snapshot)
        } else {
            legal[rng.below(legal.len())].notation.clone()
        };
        match session.play(&notation) {
            Ok(played) => {
                if json {
                    black_box(serde_json::to_string(&played).unwrap_or_default());
                }
                snapshot = played.snapshot;
            }
            Err(_) => return plies,
        }
        plies += 1;
    }
}

/// Makonn's opening layout the benchmark plays: one seed of the player's
/// first pit moved into his second, the rest as they lie.
fn opening_layout(snapshot: &mancala::view::Snapshot) -> String {
    let own = snapshot.owners.iter().filter(|&&p| p == snapshot.to_move);
    let mut layout: Vec<&str> = own.map(|_| "1").collect();
    layout[..2].copy_from_slice(&["0", "2"]);
    format!("arrange:{}", layout.join(","))
}

/// Plays one whole game of `id` the way a program does (counts and indices
/// only, the phase when no move is listed, Makonn's opening layout made from
/// a snapshot the first time and kept in `layout`); returns its plies.
fn play_game_by_index(id: &str, seed: u32, layout: &mut Option<String>) -> u64 {
    let Ok(mut session) = Session::new(id, &BTreeMap::new(), u64::from(seed)) else {
        return 0;
    };
    let mut rng = XorShift(seed.wrapping_mul(2_654_435_761) | 1);
    let mut plies = 0;
    loop {
        let count = session.legal_count();
        let played = if count == 0 {
            if session.position().phase() != mancala::Phase::Arrange {
                return plies;
            }
            let layout = layout.get_or_insert_with(|| opening_layout(&session.snapshot()));
            session.step(layout)
        } else {
            session.play_listed(rng.below(count))
        };
        if played.is_err() {
            return plies;
        }
        plies += 1;
    }
}

fn main() {
    let mut json = false;
    let mut program = false;
    for arg in std::env::args().skip(1) {
        if arg == "--json" {
            json = true;
            continue;
        }
        if arg == "--program" {
            program = true;
            continue;
        }
        let Some((id, count)) = arg.split_once('=') else {
            eprintln!("usage: bench_session <game>=<count> ...");
            std::process::exit(2);
        };
        let count: u32 = count.parse().unwrap_or(1);
        let mut layout = None;
        let mut one = |seed| {
            if program {
                play_game_by_index(id, seed, &mut layout)
            } else {
                play_game(id, seed, json)
            }
        };
        one(1_000); // warm-up
        let start = Instant::now();
        let plies: u64 = (1..=count).map(one).sum();
        let seconds = start.elapsed().as_secs_f64();
        println!("{{\"game\":\"{id}\",\"games\":{count},\"plies\":{plies},\"seconds\":{seconds}}}");
    }
}
