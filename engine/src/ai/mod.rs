//! The computer opponent: search over positions of any game, written once
//! against the rules (it plays moves through [`Position`] and never names a
//! game), with four levels a visitor chooses from.
//!
//! ```
//! use mancala::ai::{self, Level, Limits, NoClock};
//! use mancala::{Game, Options, Position};
//!
//! let start = Position::new(Game::UmElBagara, Options::default()).unwrap();
//! let found = ai::think(&start, Level::Casual, &Limits::nodes(2_000), 7, &NoClock).unwrap();
//! assert!(start.check(&found.best).is_ok());
//! ```
//!
//! The entry point is [`think`]: a position, a [`Level`], [`Limits`] (nodes,
//! milliseconds, depth) and a seed; it answers a legal move with its score,
//! depth and node count. Time comes from a [`Clock`] the caller supplies (the
//! engine has no clock of its own: `std::time` does not exist in the
//! browser), which can also stop a search early.

mod level;

pub use level::Level;

use crate::{Move, Position};

/// How long a search may run. Whichever limit is reached first ends it; the
/// answer is the best move of the last depth completed (or of the first
/// depth, which always completes).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// At most this many positions visited.
    pub nodes: u64,
    /// At most this many milliseconds by the [`Clock`] (`None`: no time limit).
    pub millis: Option<f64>,
    /// At most this many plies deep.
    pub depth: u8,
}

impl Limits {
    /// Limited by nodes alone: the same answer on every machine.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes,
            millis: None,
            depth: u8::MAX,
        }
    }

    /// Limited by time alone (and a node count no search reaches).
    #[must_use]
    pub const fn millis(millis: f64) -> Limits {
        Limits {
            nodes: u64::MAX,
            millis: Some(millis),
            depth: u8::MAX,
        }
    }
}

/// The time a search reads, and a way to stop it from outside.
pub trait Clock {
    /// Milliseconds since the search began (any monotonic origin will do:
    /// the search subtracts its first reading).
    fn now_ms(&self) -> f64;
    /// Whether the search should stop now (a `stop` command, a newer request).
    fn stopped(&self) -> bool {
        false
    }
}

/// A clock that never moves: searches limited by nodes and depth only.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The move to play.
    pub best: Move,
    /// Its score for the player to move (positive is good for him), in the
    /// evaluation's units: about 100 a seed.
    pub score: i32,
    /// The deepest search completed, in plies.
    pub depth: u8,
    /// Positions visited.
    pub nodes: u64,
}

/// Chooses a move for the player to move in `pos` at `level`, within
/// `limits` (the tighter of them and the level's own), `seed` deciding
/// whatever the level leaves to chance; `None` once the game is over.
/// Deterministic for a given seed when `clock` is [`NoClock`].
pub fn think(
    pos: &Position,
    level: Level,
    limits: &Limits,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Found> {
    // A first, greedy version: the move leaving the mover the most seeds.
    let _ = (level, limits, clock);
    let mut rng = crate::Rng::new(seed);
    let moves = pos.legal_moves();
    let mut best: Option<(i32, Move)> = None;
    if moves.is_empty() {
        let mv = pos.random_move(&mut rng)?;
        return Some(Found {
            best: mv,
            score: 0,
            depth: 0,
            nodes: 1,
        });
    }
    for &mv in moves.as_slice() {
        let mut next = *pos;
        next.play_unchecked(&mv, &mut crate::NoEvents);
        let me = pos.to_move();
        let score = i32::from(next.pile(me)) - i32::from(next.pile(me.opponent()));
        if best.map_or(true, |(s, _)| score > s) {
            best = Some((score, mv));
        }
    }
    best.map(|(score, best)| Found {
        best,
        score: score * 100,
        depth: 1,
        nodes: moves.len() as u64,
    })
}
