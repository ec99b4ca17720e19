//! Shared capture patterns: taking a pit, chains walking back along a
//! sowing, the facing-pit capture of four-row boards, and the share-out of
//! what is left on the board.

use crate::board::{Dir, Topology};
use crate::{Event, EventSink, Player, Position};

/// Takes every small seed in `slot` into `by`'s pile; returns how many.
#[inline]
pub(crate) fn take<S: EventSink>(pos: &mut Position, slot: u8, by: Player, sink: &mut S) -> u16 {
    let seeds = pos.pits[slot as usize];
    if seeds == 0 {
        return 0;
    }
    pos.pits[slot as usize] = 0;
    pos.piles[by.index()] += u16::from(seeds);
    if S::ENABLED {
        sink.push(Event::Capture {
            slot,
            seeds,
            large: 0,
            by,
        });
    }
    u16::from(seeds)
}

/// A chain walking back along the sowing from `last` (which was sown in
/// direction `dir`): each slot whose count satisfies `takes` is captured,
/// stopping at the first that does not, at the first slot `allowed` refuses,
/// or after `max` slots. Returns the seeds taken.
#[inline]
#[allow(clippy::too_many_arguments)]
pub(crate) fn chain_back<S: EventSink>(
    pos: &mut Position,
    topology: &Topology,
    last: u8,
    dir: Dir,
    max: u8,
    takes: impl Fn(u8) -> bool,
    allowed: impl Fn(&Position, u8) -> bool,
    by: Player,
    sink: &mut S,
) -> u16 {
    let mut slot = last;
    let mut total = 0;
    for _ in 0..max {
        if !allowed(pos, slot) || !takes(pos.pits[slot as usize]) {
            break;
        }
        total += take(pos, slot, by, sink);
        slot = topology.next(slot, dir.reverse());
    }
    total
}

/// The four-row capture: the facing inner pit of `pit`, if occupied, is
/// taken together with the outer pit behind it. Returns the seeds taken.
pub(crate) fn take_facing<S: EventSink>(
    pos: &mut Position,
    topology: &Topology,
    pit: u8,
    by: Player,
    sink: &mut S,
) -> u16 {
    let Some(facing) = topology.facing(pit) else {
        return 0;
    };
    if pos.pits[facing as usize] == 0 {
        return 0;
    }
    let mut total = take(pos, facing, by, sink);
    if let Some(behind) = topology.behind_facing(pit) {
        total += take(pos, behind, by, sink);
    }
    total
}

/// The share-out at the end: every player takes the seeds in the pits he owns.
pub(crate) fn take_own_pits<S: EventSink>(pos: &mut Position, sink: &mut S) {
    let topology = pos.topology();
    for pit in 0..topology.pits() {
        if !pos.is_sink(pit) {
            let owner = pos.owner(pit);
            take(pos, pit, owner, sink);
        }
    }
}

/// Everything left on the board goes to `player`.
pub(crate) fn take_all<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
    for pit in 0..pos.topology().pits() {
        take(pos, pit, player, sink);
    }
}
