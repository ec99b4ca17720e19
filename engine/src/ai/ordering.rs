//! Move ordering: the order in which a node tries its moves decides how much
//! alpha-beta can cut. The search tries the move the transposition table
//! remembers first, on its own; the others follow in the order of their
//! keys here: captures (most seeds first), then quiet moves by the history
//! heuristic (moves that refuted other positions).

use crate::{Dir, Move, Player};

/// Slots in the history table: every way a move can be written, by kind,
/// pit and direction (see [`slot`]).
const SLOTS: usize = 256;

/// How often each move caused a cut, weighted by the depth it cut at.
pub(crate) struct History {
    scores: [[i32; SLOTS]; 2],
}

/// A capture's key per seed gained: above every history score.
const PER_SEED: i32 = 1 << 20;

impl History {
    pub(crate) fn new() -> History {
        History {
            scores: [[0; SLOTS]; 2],
        }
    }

    /// Records that `mv` by `player` caused a cut `depth` plies from the horizon.
    pub(crate) fn reward(&mut self, player: Player, mv: &Move, depth: i32) {
        let entry = &mut self.scores[player.index()][slot(mv)];
        *entry += depth * depth;
        if *entry > PER_SEED / 2 {
            // Keep history below a capture's key: halve the whole table.
            for score in self.scores[player.index()].iter_mut() {
                *score /= 2;
            }
        }
    }

    /// The key to sort `mv` by (higher first), given the seeds it gains.
    #[inline]
    pub(crate) fn key(&self, player: Player, mv: &Move, gain: i32) -> i32 {
        if gain > 0 {
            gain.saturating_mul(PER_SEED)
        } else {
            self.scores[player.index()][slot(mv)]
        }
    }
}

/// A number for each sowing's pit and direction (the direction given or
/// not, `3 × pit` to `3 × pit + 2`), shared by the sowings that differ only
/// in where the large stones fall.
#[inline]
pub(crate) fn sowing_index(pit: u8, dir: Option<Dir>) -> usize {
    let dir = match dir {
        None => 0,
        Some(Dir::Cw) => 1,
        Some(Dir::Ccw) => 2,
    };
    usize::from(pit) * 3 + dir
}

/// A move's slot in the history table. Moves that differ only in where the
/// large stones fall share the sowing's slot.
#[inline]
fn slot(mv: &Move) -> usize {
    let index = match *mv {
        Move::Sow { pit, dir, .. } => sowing_index(pit, dir),
        Move::Huelshe { first } => 128 + usize::from(first % 40),
        Move::Sell { pit } => 168 + usize::from(pit % 40),
        Move::BuyBack { pit } => 208 + usize::from(pit % 40),
        Move::Arrange(_) => 248,
        Move::Decline => 249,
        Move::OfferEnd => 250,
        Move::AcceptEnd => 251,
        Move::RefuseEnd => 252,
        Move::Throw(_) => 253,
        Move::Done => 254,
    };
    index.min(SLOTS - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captures_come_before_any_history_and_more_seeds_first() {
        let mut history = History::new();
        let quiet = Move::sow(3);
        for _ in 0..10_000 {
            history.reward(Player::South, &quiet, 60);
        }
        let quiet_key = history.key(Player::South, &quiet, 0);
        assert!(quiet_key > 0);
        assert!(history.key(Player::South, &Move::sow(4), 1) > quiet_key);
        assert!(
            history.key(Player::South, &Move::sow(4), 3)
                > history.key(Player::South, &Move::sow(5), 2)
        );
        assert_eq!(history.key(Player::North, &quiet, 0), 0);
    }
}
