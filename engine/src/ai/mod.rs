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

mod eval;
mod layout;
mod level;
mod offer;
mod ordering;
mod search;
mod tt;

pub use level::{Level, UnknownLevel};

use crate::record::Record;
use crate::{Move, Position, Rng};
use search::{RootMove, Searcher, Shape};

/// How long a search may run. Whichever limit is reached first ends it; the
/// answer is the best move of the last depth completed (or of the depth
/// under way, when the previous best move was searched in full at it and
/// another beat it). The search always scores at least one move, however
/// small the limits.
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
    /// No limit at all: within [`think`], the level's own budget decides.
    pub const NONE: Limits = Limits {
        nodes: u64::MAX,
        millis: None,
        depth: u8::MAX,
    };

    /// Limited by nodes alone: the same answer on every machine.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes,
            ..Limits::NONE
        }
    }

    /// Limited by time alone (and a node count no search reaches).
    #[must_use]
    pub const fn millis(millis: f64) -> Limits {
        Limits {
            millis: Some(millis),
            ..Limits::NONE
        }
    }

    /// The tighter of two limits, each field on its own.
    #[must_use]
    pub fn tighter(&self, other: &Limits) -> Limits {
        Limits {
            nodes: self.nodes.min(other.nodes),
            millis: match (self.millis, other.millis) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            depth: self.depth.min(other.depth),
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

impl Found {
    /// Whether the search found a forced end of the game: [`Found::score`]
    /// is then a win (positive) or a loss (negative) so many plies away,
    /// not an evaluation.
    #[must_use]
    pub fn forced(&self) -> bool {
        self.score.abs() > eval::WIN_BOUND
    }

    /// A move left to chance, not searched: no score, depth or nodes.
    fn unsearched(best: Move) -> Found {
        Found {
            best,
            score: 0,
            depth: 0,
            nodes: 0,
        }
    }
}

/// Chooses a move for the player to move in `pos` at `level`, within
/// `limits` (the tighter of them and the level's own), `seed` deciding
/// whatever the level leaves to chance; `None` once the game is over.
/// Deterministic for a given seed when `clock` is [`NoClock`].
///
/// Every decision goes through the search except two: a throw of pure
/// chance (every move a [`Move::Throw`]) is drawn uniformly from `seed`, so
/// it cannot be exploited; and an opening layout too free to list (no legal
/// move listed before the game is over) is chosen among sampled layouts by
/// shallow searches (see `layout`).
pub fn think(
    pos: &Position,
    level: Level,
    limits: &Limits,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Found> {
    // A position alone: a game of no move from it.
    think_in_game(&Record::new(*pos), level, limits, seed, clock)
}

/// [`think`] for the position a game has reached, `record`'s last, with
/// what its moves tell beyond the position: an offer to end the round
/// refused lately is not made again at once (Ceelkoqyuqkoqiji's ending by
/// agreement; see `offer::refused_lately`), as a player who has heard
/// "no" plays on rather than ask at every turn.
pub fn think_in_game(
    record: &Record,
    level: Level,
    limits: &Limits,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Found> {
    search(
        record.last(),
        level,
        level.shape(),
        &level.limits().tighter(limits),
        seed,
        clock,
        !offer::refused_lately(record.moves()),
    )
}

/// Analyses `pos` for the player to move the way Master searches, but
/// within `limits` alone: none of Master's own budgets, so a study can ask
/// for a minute or a billion positions (the command line's protocol does,
/// for `go` with limits and no level). `limits` should bound something
/// ([`Limits::NONE`] searches until the clock's stop or the depth limit).
/// A draw scores as an even position here: Master's contempt, which makes
/// it play on for the win, is for playing, not for judging a position.
#[must_use]
pub fn analyse(pos: &Position, limits: &Limits, seed: u64, clock: &dyn Clock) -> Option<Found> {
    let shape = Shape {
        contempt: 0,
        ..Level::Master.shape()
    };
    search(pos, Level::Master, shape, limits, seed, clock, true)
}

/// [`think`] and [`analyse`] with the limits already settled; `may_offer`:
/// whether an offer to end the round may be the answer.
fn search(
    pos: &Position,
    level: Level,
    shape: Shape,
    limits: &Limits,
    seed: u64,
    clock: &dyn Clock,
    may_offer: bool,
) -> Option<Found> {
    if pos.is_over() {
        return None;
    }
    let start_ms = clock.now_ms();
    let limits = *limits;
    let mut rng = Rng::new(seed);
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return layout::choose(pos, level, shape, &limits, &mut rng, clock, start_ms);
    }
    if legal.is_pure_chance() {
        return Some(Found::unsearched(
            legal[rng.below(legal.len() as u32) as usize],
        ));
    }
    let mut searcher = Searcher::new(limits, shape, clock, start_ms);
    let mut moves = searcher.root_moves(pos);
    let offer = offer::take(&mut moves);
    overlook_captures(&mut moves, level.overlooks_captures(), &mut rng);
    let mut best = searcher.iterate(pos, &mut moves, limits.depth);
    if may_offer && offer.is_some_and(|offer| offer::worth_offering(pos, &offer)) {
        best.mv = Move::OfferEnd;
    }
    Some(Found {
        best: best.mv,
        score: best.score,
        depth: best.depth,
        nodes: searcher.nodes,
    })
}

/// Drops each capturing move with probability `per_mille`/1000, as a
/// player who does not notice it, unless that would leave no move.
fn overlook_captures(moves: &mut Vec<RootMove>, per_mille: u32, rng: &mut Rng) {
    if per_mille == 0 {
        return;
    }
    let seen: Vec<RootMove> = moves
        .iter()
        .filter(|m| m.gain <= 0 || rng.below(1000) >= per_mille)
        .copied()
        .collect();
    if !seen.is_empty() {
        *moves = seen;
    }
}
