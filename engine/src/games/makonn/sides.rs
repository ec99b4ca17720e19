//! Each player's side of Makonn's board: his two rows, in the order of his
//! own circuit, and the seeds on them.

use crate::{Player, Position, Topology};

/// The pits of `player`, in the order of his own circuit (outer row left to
/// right, then inner row right to left).
pub(super) fn own_pits(t: &Topology, player: Player) -> core::ops::Range<u8> {
    let first = t.pit_of(player, 0);
    first..first + t.pits_per_side()
}

/// Seeds `player` has on the board.
pub(super) fn side_seeds(pos: &Position, player: Player) -> u16 {
    own_pits(pos.topology(), player)
        .map(|p| u16::from(pos.pits[p as usize]))
        .sum()
}
