//! Opening layouts too free to list (the player lays out his seeds over his
//! pits as he likes, and may capture while doing so): the search samples
//! layouts, improves the best by moving a few seeds at a time, and judges
//! each by shallow searches of the game that follows, against several
//! layouts the opponent might answer with.

use super::eval::WIN_BOUND;
use super::search::{Searcher, Shape};
use super::{Clock, Found, Level, Limits};
use crate::{Arrangement, Move, NoEvents, Position, Rng};

/// Plies searched after both layouts to judge one.
const JUDGING_DEPTH: u8 = 2;

/// Chooses a layout for the player to move in `pos` (whose legal moves are
/// not listed), judging with the searches of `shape`; `None` if the
/// position offers none.
pub(super) fn choose(
    pos: &Position,
    level: Level,
    shape: Shape,
    limits: &Limits,
    rng: &mut Rng,
    clock: &dyn Clock,
    start_ms: f64,
) -> Option<Found> {
    let first = pos.random_move(rng)?;
    let Move::Arrange(_) = first else {
        // Not a layout: a move drawn at random is all the rules offer here.
        return Some(Found::unsearched(first));
    };
    let (candidates, replies) = level.layout_effort();
    // A depth limit below the judging depth is kept (the protocol's `go depth 1`).
    let depth = JUDGING_DEPTH.min(limits.depth.max(1));
    let mut searcher = Searcher::new(*limits, shape, clock, start_ms);
    // The opponent's imagined replies come from one seed, the same for every
    // candidate, so candidates are compared on equal terms.
    let replies_seed = rng.next_u64();
    let judged = Judging {
        depth,
        replies,
        seed: replies_seed,
    };
    let mut best = (first, judged.judge(&mut searcher, pos, &first));
    // Stopped before the first layout was judged: it is played unjudged.
    let depth = if searcher.aborted() { 0 } else { depth };
    for n in 1..candidates {
        if searcher.aborted() {
            break;
        }
        // Half the candidates sampled afresh, half small changes of the best.
        let candidate = if n % 2 == 1 {
            pos.random_move(rng)
        } else {
            nudge(pos, &best.0, rng)
        };
        let Some(candidate) = candidate else { continue };
        let score = judged.judge(&mut searcher, pos, &candidate);
        if !searcher.aborted() && score > best.1 {
            best = (candidate, score);
        }
    }
    Some(Found {
        best: best.0,
        score: best.1,
        depth,
        nodes: searcher.nodes,
    })
}

/// How layouts are judged: plies searched after both layouts, and how many
/// of the opponent's layouts are imagined, drawn from one seed.
struct Judging {
    depth: u8,
    replies: u32,
    seed: u64,
}

impl Judging {
    /// The worth of laying out `layout` in `pos` for its player: the worst,
    /// for him, of the opponent's imagined replies (or the position itself
    /// when the opponent has laid out already), each searched `depth` plies.
    ///
    /// A reply drawn at random can be one no player would make (all his
    /// seeds in one pit the layout captures at once), so a win or loss found
    /// against imagined replies is no proof: it is kept within the
    /// evaluation's range, where scores of won and lost games never fall.
    fn judge(&self, searcher: &mut Searcher, pos: &Position, layout: &Move) -> i32 {
        let me = pos.to_move();
        let mut after = *pos;
        after.play_unchecked(layout, &mut NoEvents);
        if after.is_over() || !after.legal_moves().is_empty() {
            return searcher.value_for(&after, me, self.depth);
        }
        let mut rng = Rng::new(self.seed);
        let mut worst = i32::MAX;
        for _ in 0..self.replies.max(1) {
            let Some(reply) = after.random_move(&mut rng) else {
                break;
            };
            let mut answered = after;
            answered.play_unchecked(&reply, &mut NoEvents);
            worst = worst.min(searcher.value_for(&answered, me, self.depth));
        }
        if worst == i32::MAX {
            searcher.value_for(&after, me, 0)
        } else {
            worst.clamp(-WIN_BOUND + 1, WIN_BOUND - 1)
        }
    }
}

/// A small change of `layout`: one to three seeds moved from one pit to
/// another, kept only if the rules accept it.
fn nudge(pos: &Position, layout: &Move, rng: &mut Rng) -> Option<Move> {
    let Move::Arrange(a) = *layout else {
        return None;
    };
    let len = u32::from(a.len);
    for _ in 0..8 {
        let from = rng.below(len) as usize;
        let to = rng.below(len) as usize;
        let seeds = 1 + rng.below(3) as u8;
        if from == to || a.layout[from] < seeds {
            continue;
        }
        let mut changed: Arrangement = a;
        changed.layout[from] -= seeds;
        changed.layout[to] = changed.layout[to].saturating_add(seeds);
        let candidate = Move::Arrange(changed);
        if pos.check(&candidate).is_ok() {
            return Some(candidate);
        }
    }
    None
}
