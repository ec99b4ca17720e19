//! The search's view of a position's worth: the game's own evaluation for
//! unfinished positions, and won, lost or drawn for finished ones.

use crate::games::dispatch;
use crate::{Player, Position};

/// A won game's score at the root; a win `n` plies away scores `WIN - n`,
/// so the search prefers the quickest win and the slowest loss.
pub(crate) const WIN: i32 = 1_000_000;

/// Scores beyond this are wins or losses, not evaluations.
pub(crate) const WIN_BOUND: i32 = WIN - 10_000;

/// Larger than any score.
pub(crate) const INFINITY: i32 = WIN + 1;

/// The score of `pos` for the player to move, `ply` plies below the root.
#[inline]
pub(crate) fn score(pos: &Position, ply: usize) -> i32 {
    score_for(pos, pos.to_move(), ply)
}

/// The score of `pos` for `player`, `ply` plies below the root.
#[inline]
pub(crate) fn score_for(pos: &Position, player: Player, ply: usize) -> i32 {
    match pos.outcome() {
        Some(outcome) => match outcome.winner {
            Some(winner) if winner == player => WIN - ply as i32,
            Some(_) => -(WIN - ply as i32),
            None => 0,
        },
        None => dispatch::evaluate(pos, player).clamp(-WIN_BOUND + 1, WIN_BOUND - 1),
    }
}

/// What `player` gained, in the evaluation's material terms, from `before`
/// to `after`: the seeds he captured minus those his opponent captured.
#[inline]
pub(crate) fn material_gain(before: &Position, after: &Position, player: Player) -> i32 {
    let me = i32::from(after.pile(player)) - i32::from(before.pile(player));
    let them = i32::from(after.pile(player.opponent())) - i32::from(before.pile(player.opponent()));
    me - them
}

/// A score stored in the transposition table is counted from the node that
/// stores it, so the same win found through different paths compares alike.
#[inline]
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_table`].
#[inline]
pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
