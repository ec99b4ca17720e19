//! Shared capture patterns: taking a pit, chains walking back along a
//! sowing, the alternating chain running on ahead of it, the facing-pit
//! capture of four-row boards, and the share-out of what is left on the board.

use crate::board::{Dir, Topology};
use crate::{Event, EventSink, LargeStone, Player, Position, StoneAt};

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

/// Takes everything that can be captured in `slot` into `by`'s stock: its
/// small seeds and the large stones lying in it, or, in a store, only its
/// own large stone while it is still home. Returns the small seeds and the
/// mask of large stones taken; no event when the slot holds nothing.
#[inline]
pub(crate) fn take_slot<S: EventSink>(
    pos: &mut Position,
    topology: &Topology,
    slot: u8,
    by: Player,
    sink: &mut S,
) -> (u16, u8) {
    let seeds = pos.pits[slot as usize];
    let large = pos.large_mask_at(topology, slot);
    if seeds == 0 && large == 0 {
        return (0, 0);
    }
    pos.pits[slot as usize] = 0;
    pos.piles[by.index()] += u16::from(seeds);
    for stone in LargeStone::ALL {
        if large & stone.bit() != 0 {
            pos.large[stone as usize] = StoneAt::Held(by);
        }
    }
    if S::ENABLED {
        sink.push(Event::Capture {
            slot,
            seeds,
            large,
            by,
        });
    }
    (u16::from(seeds), large)
}

/// The alternating chain that runs on *ahead* of a sowing (the *pussa
/// kanawa* capture): `last` is the slot of the last seed sown in direction
/// `dir`. While the next slot is empty and the one after it is occupied, that
/// occupied slot is taken with `take`, and the walk goes on from the slot
/// after it; the first pair that breaks the alternation ends the chain, and
/// so does a pair that would reach back to `last`. Returns how many slots
/// were taken.
#[inline]
pub(crate) fn alternating_chain<S: EventSink>(
    pos: &mut Position,
    topology: &Topology,
    last: u8,
    dir: Dir,
    occupied: impl Fn(&Position, u8) -> bool,
    mut take: impl FnMut(&mut Position, u8, &mut S),
    sink: &mut S,
) -> u8 {
    let mut empty = topology.next(last, dir);
    let mut taken = 0;
    loop {
        if empty == last || occupied(pos, empty) {
            return taken;
        }
        let full = topology.next(empty, dir);
        if full == last || !occupied(pos, full) {
            return taken;
        }
        take(pos, full, sink);
        taken += 1;
        empty = topology.next(full, dir);
    }
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

/// The share-out at the end: every player takes the seeds (and any large
/// stones) in the pits he owns. Sold pits are sinks and hold nothing.
pub(crate) fn take_own_pits<S: EventSink>(pos: &mut Position, sink: &mut S) {
    let topology = pos.topology();
    if S::ENABLED && anything_left(pos, topology) {
        sink.push(Event::Leftovers { to: None });
    }
    for pit in 0..topology.pits() {
        if !pos.is_sink(pit) {
            let owner = pos.owner(pit);
            take_slot(pos, topology, pit, owner, sink);
        }
    }
}

/// Whether a share-out at an end has anything to take: seeds or a large
/// stone in a pit that is not sold. Nothing left, no `Leftovers` event.
fn anything_left(pos: &Position, topology: &Topology) -> bool {
    (0..topology.pits()).any(|pit| {
        !pos.is_sink(pit) && (pos.pits[pit as usize] > 0 || pos.large_mask_at(topology, pit) != 0)
    })
}

/// Everything left on the board goes to `player`.
pub(crate) fn take_all<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
    if S::ENABLED && anything_left(pos, pos.topology()) {
        sink.push(Event::Leftovers { to: Some(player) });
    }
    for pit in 0..pos.topology().pits() {
        take(pos, pit, player, sink);
    }
}
