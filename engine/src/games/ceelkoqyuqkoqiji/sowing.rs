//! One sowing move: the lift, the laps, the *pussa kanawa* relays and the
//! alternating capture chain, with the large stones falling where the player
//! chose; and the list of every distinct placement.
//!
//! # Where the large stones fall: the encoding of `choices`
//!
//! [seed-original] "In sowing the contents of a hole containing both large and
//! small stones, the stones may be sown in any order" (ruling C6: for every
//! sowing, relays included). A [`Move::Sow`] records this in its `choices`:
//!
//! - one entry for each large stone in each lift that carries one (the first
//!   pick-up and every relay), in the order the lifts happen; the mu's entry
//!   comes before the gong's when both are lifted together;
//! - an entry is the 1-based number of the drop, within that lift's lap, that
//!   carries the stone: drop 1 falls into the slot after the lifted one, drop
//!   `k` is the lap's last; two stones of one lift take different drops;
//! - a relay from a home store lifts only its large stone, so its lap has one
//!   drop and the entry is `1`; a move whose lifts never carry a large stone
//!   has no entries;
//! - a move that would need more than [`MAX_CHOICES`] entries (which takes
//!   a large stone relayed again and again in one move) records the first
//!   `MAX_CHOICES`; every later large stone then falls as late as it can, the
//!   gong on the last free drop and the mu on the one before.
//!
//! So `2ccw/3` sows pit 2 counter-clockwise and drops its large stone third,
//! and Example 4's `2ccw/1` relays the mu out of South's store into pit 5.
//! Any encoding that fits the sowing is accepted; [`super::placements`]
//! lists one move for each distinct result.

use crate::board::{Dir, Topology};
use crate::capture::{alternating_chain, take_slot};
use crate::moves::MAX_CHOICES;
use crate::sow::{lap, lap_with_large, lift, Origin, LOOP_CAP};
use crate::{Choices, Event, EventSink, LargeStone, Move, NoEvents, Position};

/// Whether `slot` counts as occupied for relays and captures (§3): a pit
/// holding any stone, or a store while its own large stone is home (it then
/// counts as that one stone). Sold pits and other stores are always empty.
#[inline]
pub(super) fn occupied(pos: &Position, t: &Topology, slot: u8) -> bool {
    pos.pits[slot as usize] > 0 || pos.large_mask_at(t, slot) != 0
}

/// What the sowing asks of its caller: where the large stones of a lift fall.
pub(super) trait Steer {
    /// A lift put the large stones of `large` (a mask) into a hand of `drops`
    /// stones: returns the 1-based drop of the mu and of the gong (0 for a
    /// stone not in the hand), or `None` when the choices do not fit.
    fn place(&mut self, drops: u8, large: u8) -> Option<[u8; 2]>;
}

/// Plays the sowing of `pit` in direction `dir` for the player to move, asking
/// `steer` where the large stones fall. `None` when `steer` refuses a
/// placement (the position is then half-played: callers use a copy).
///
/// This is its own relay loop rather than `sow::relay_sowing` because each
/// lift may carry large stones whose drops the player steers; putting that
/// into the shared loop would slow the other games' sowing for nothing. It
/// keeps the shared parts: `lift`, `lap`, `lap_with_large`, the loop cap and
/// the `Relay` event.
pub(super) fn sow<S: EventSink, T: Steer>(
    pos: &mut Position,
    pit: u8,
    dir: Dir,
    steer: &mut T,
    sink: &mut S,
) -> Option<()> {
    let t = pos.topology();
    let mover = pos.to_move;
    let mut origin = pit;
    let mut sowings = 0;
    loop {
        sowings += 1;
        // [seed-original] "A move may not begin from a store"; a relay from a
        // home store lifts only its large stone, never the stones sunk there.
        let (small, large) = lift(pos, t, origin, sink);
        let drops = small.saturating_add(large.count_ones() as u8);
        let last = if large == 0 {
            lap(pos, t, origin, small, dir, Origin::Skip, sink)
        } else {
            let at = steer.place(drops, large)?;
            lap_with_large(pos, t, origin, drops, at, dir, sink)
        };
        // Pussa kanawa [seed-original]: look at the slot after the last one.
        let next = t.next(last, dir);
        if occupied(pos, t, next) {
            // "relay from the postultimate hole", in the same direction.
            if sowings >= LOOP_CAP {
                return Some(()); // the safety net of README §2.3
            }
            if S::ENABLED {
                sink.push(Event::Relay { slot: next });
            }
            origin = next;
            continue;
        }
        // "If the postultimate hole is empty and the following hole is not,
        // then capture from an alternating sequence of empty and non-empty
        // holes" — stopping before it reaches back to the last hole (C5);
        // "Following capture, a move ends."
        alternating_chain(
            pos,
            t,
            last,
            dir,
            |p, slot| occupied(p, t, slot),
            |p, slot, sink| {
                take_slot(p, t, slot, mover, sink);
            },
            sink,
        );
        return Some(());
    }
}

/// Fills in the drops of the large stones of `large` that have none yet: as
/// late as possible, the gong on the last free drop and the mu before it.
pub(super) fn fill_last(drops: u8, large: u8, mut at: [u8; 2]) -> [u8; 2] {
    let mut free = drops;
    for stone in [LargeStone::Gong, LargeStone::Mu] {
        let i = stone as usize;
        if large & stone.bit() != 0 && at[i] == 0 {
            while free > 0 && (free == at[0] || free == at[1]) {
                free -= 1;
            }
            at[i] = free;
            free = free.saturating_sub(1);
        }
    }
    at
}

/// Placements read from a move's `choices`.
struct Given<'a> {
    choices: &'a [u8],
    next: usize,
    /// Refuse what does not fit (checking) rather than fall back to "last"
    /// (playing a move already checked, or an unchecked one safely).
    strict: bool,
}

impl Steer for Given<'_> {
    fn place(&mut self, drops: u8, large: u8) -> Option<[u8; 2]> {
        let mut at = [0u8; 2];
        for stone in LargeStone::ALL {
            if large & stone.bit() == 0 {
                continue;
            }
            match self.choices.get(self.next) {
                Some(&drop) => {
                    self.next += 1;
                    let taken = at[0] == drop || at[1] == drop;
                    if drop == 0 || drop > drops || taken {
                        if self.strict {
                            return None;
                        }
                    } else {
                        at[stone as usize] = drop;
                    }
                }
                // Past the last recordable choice, stones fall last.
                None if self.choices.len() >= MAX_CHOICES => {}
                None if self.strict => return None,
                None => {}
            }
        }
        Some(fill_last(drops, large, at))
    }
}

/// Whether `choices` place the large stones of this sowing exactly: one
/// fitting entry for every stone lifted, and none left over.
pub(super) fn placements_fit(pos: &Position, pit: u8, dir: Dir, choices: &Choices) -> bool {
    let mut copy = *pos;
    let mut given = Given {
        choices: choices.as_slice(),
        next: 0,
        strict: true,
    };
    sow(&mut copy, pit, dir, &mut given, &mut NoEvents).is_some()
        && given.next == given.choices.len()
}

/// Plays the sowing with the placements of `choices`.
pub(super) fn play<S: EventSink>(
    pos: &mut Position,
    pit: u8,
    dir: Dir,
    choices: &Choices,
    sink: &mut S,
) {
    let mut given = Given {
        choices: choices.as_slice(),
        next: 0,
        strict: false,
    };
    // A lenient steer never refuses.
    let _ = sow(pos, pit, dir, &mut given, sink);
}

/// Records the placements of a sowing in which every large stone falls last.
pub(super) struct Last {
    pub(super) choices: Choices,
}

impl Steer for Last {
    fn place(&mut self, drops: u8, large: u8) -> Option<[u8; 2]> {
        let at = fill_last(drops, large, [0, 0]);
        for stone in LargeStone::ALL {
            if large & stone.bit() != 0 {
                // Past the last recordable choice stones fall last anyway.
                self.choices.push(at[stone as usize]);
            }
        }
        Some(at)
    }
}

/// The sowing of `pit` in direction `dir` with every large stone dropped
/// last in its lap, the mu just before the gong (the "sow large stones last"
/// convenience of the rulings' README §4), whether or not it is legal.
pub(super) fn stones_last(pos: &Position, pit: u8, dir: Dir) -> Move {
    let mut last = Last {
        choices: Choices::NONE,
    };
    if pit < pos.topology().pits() {
        let mut copy = *pos;
        let _ = sow(&mut copy, pit, dir, &mut last, &mut NoEvents);
    }
    Move::Sow {
        pit,
        dir: Some(dir),
        choices: last.choices,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stones_without_a_choice_fall_last() {
        let both = LargeStone::Mu.bit() | LargeStone::Gong.bit();
        assert_eq!(fill_last(5, both, [0, 0]), [4, 5]);
        assert_eq!(fill_last(5, both, [5, 0]), [5, 4]);
        assert_eq!(fill_last(5, both, [2, 0]), [2, 5]);
        assert_eq!(fill_last(1, LargeStone::Gong.bit(), [0, 0]), [0, 1]);
        assert_eq!(fill_last(3, LargeStone::Mu.bit(), [0, 0]), [3, 0]);
    }
}
