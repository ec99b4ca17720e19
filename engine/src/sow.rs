//! Shared sowing: lifting a pit, dropping seeds one by one along a track,
//! relay laps, and the loop cap.
//!
//! These take small values (a [`Dir`], an [`Origin`], a closure deciding what
//! the end of a lap means) and never a game's name.

use crate::board::{Dir, Topology};
use crate::{Event, EventSink, LargeStone, Player, Position, StoneAt};

/// The most sowings (a pick-up and its distribution) one move may make before
/// it is stopped, as if the player were "dead" (rules README §2.3).
pub const LOOP_CAP: u32 = 1000;

/// Where the first seed of a lap goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Into the slot after the origin (every game but Modiar).
    Skip,
    /// Back into the origin itself (Modiar).
    Refill,
}

/// Lifts every small seed from `slot`; returns how many.
#[inline]
pub(crate) fn pick_up<S: EventSink>(pos: &mut Position, slot: u8, sink: &mut S) -> u8 {
    let seeds = pos.pits[slot as usize];
    pos.pits[slot as usize] = 0;
    if S::ENABLED {
        sink.push(Event::PickUp {
            slot,
            seeds,
            large: 0,
        });
    }
    seeds
}

/// Lifts everything that can be sown from `slot`: its small seeds and the
/// large stones lying in it, or, from a store, only its own large stone while
/// it is still home (small seeds that fell into a store belong to its owner
/// and are never lifted). The large stones go into the hand. Returns the
/// small seeds and the mask of large stones lifted.
#[inline]
pub(crate) fn lift<S: EventSink>(
    pos: &mut Position,
    topology: &Topology,
    slot: u8,
    sink: &mut S,
) -> (u8, u8) {
    let seeds = pos.pits[slot as usize];
    pos.pits[slot as usize] = 0;
    let large = pos.large_mask_at(topology, slot);
    for stone in LargeStone::ALL {
        if large & stone.bit() != 0 {
            pos.large[stone as usize] = StoneAt::Hand;
        }
    }
    if S::ENABLED {
        sink.push(Event::PickUp { slot, seeds, large });
    }
    (seeds, large)
}

/// Who receives a stone that falls into the sink `slot`: a store's owner, or
/// the buyer of a sold pit.
#[inline]
pub(crate) fn sink_owner(pos: &Position, topology: &Topology, slot: u8) -> Player {
    if topology.is_store(slot) {
        topology.side_of(slot)
    } else {
        pos.owner(slot)
    }
}

/// Drops one small seed into `slot`. A sink (store or sold pit) passes it at
/// once to its owner.
#[inline]
pub(crate) fn drop_seed<S: EventSink>(
    pos: &mut Position,
    topology: &Topology,
    slot: u8,
    sink: &mut S,
) {
    if pos.is_sink(slot) {
        let owner = sink_owner(pos, topology, slot);
        pos.piles[owner.index()] += 1;
        if S::ENABLED {
            sink.push(Event::Sink {
                slot,
                large: None,
                owner,
            });
        }
    } else {
        pos.pits[slot as usize] += 1;
        if S::ENABLED {
            sink.push(Event::Drop { slot, large: None });
        }
    }
}

/// Drops the large `stone` from the hand into `slot`. A sink (store or sold
/// pit) passes it at once to its owner, who now holds it.
#[inline]
pub(crate) fn drop_large<S: EventSink>(
    pos: &mut Position,
    topology: &Topology,
    slot: u8,
    stone: LargeStone,
    sink: &mut S,
) {
    if pos.is_sink(slot) {
        let owner = sink_owner(pos, topology, slot);
        pos.large[stone as usize] = StoneAt::Held(owner);
        if S::ENABLED {
            sink.push(Event::Sink {
                slot,
                large: Some(stone),
                owner,
            });
        }
    } else {
        pos.large[stone as usize] = StoneAt::Pit(slot);
        if S::ENABLED {
            sink.push(Event::Drop {
                slot,
                large: Some(stone),
            });
        }
    }
}

/// A lap of `drops` stones, one per slot along `dir` from the slot after
/// `from`, in which the large stones of the hand fall where the player chose:
/// `large_at[stone]` is the 1-based drop that carries `stone` (0 when it is
/// not in the hand); every other drop is a small seed. Distinct stones must
/// have distinct drops in `1..=drops`. Returns the slot of the last drop.
#[inline]
pub(crate) fn lap_with_large<S: EventSink>(
    pos: &mut Position,
    topology: &Topology,
    from: u8,
    drops: u8,
    large_at: [u8; 2],
    dir: Dir,
    sink: &mut S,
) -> u8 {
    let mut slot = from;
    for i in 1..=drops {
        slot = topology.next(slot, dir);
        if i == large_at[LargeStone::Mu as usize] {
            drop_large(pos, topology, slot, LargeStone::Mu, sink);
        } else if i == large_at[LargeStone::Gong as usize] {
            drop_large(pos, topology, slot, LargeStone::Gong, sink);
        } else {
            drop_seed(pos, topology, slot, sink);
        }
    }
    slot
}

/// Drops `seeds` small seeds one per slot along `dir`, starting after `from`
/// (or in it, with [`Origin::Refill`]). An emptied origin is not skipped on
/// later laps. Returns the slot of the last seed (`from` when `seeds` is 0).
#[inline(always)]
pub(crate) fn lap<S: EventSink>(
    pos: &mut Position,
    topology: &Topology,
    from: u8,
    seeds: u8,
    dir: Dir,
    origin: Origin,
    sink: &mut S,
) -> u8 {
    let mut slot = match origin {
        Origin::Skip => topology.next(from, dir),
        Origin::Refill => from,
    };
    if !S::ENABLED && pos.sinks == 0 && pits_in_order(topology) && from < topology.pits() {
        return lap_in_order(pos, topology.pits(), from, seeds, dir, origin);
    }
    let mut last = from;
    for _ in 0..seeds {
        drop_seed(pos, topology, slot, sink);
        last = slot;
        slot = topology.next(slot, dir);
    }
    last
}

/// Whether `topology` has two rows and no stores: its one circuit then runs
/// through the pits in their order (`0, 1, …, 2n−1, 0` counter-clockwise).
#[inline]
fn pits_in_order(topology: &Topology) -> bool {
    topology.rows() == 2 && !topology.has_stores()
}

/// [`lap`] on a board whose circuit runs through the pits in order, with no
/// sink and nothing to announce: each seed goes one step further along,
/// counted rather than looked up.
#[inline]
fn lap_in_order(pos: &mut Position, n: u8, from: u8, seeds: u8, dir: Dir, origin: Origin) -> u8 {
    let step = |slot: u8| match dir {
        Dir::Ccw if slot + 1 >= n => 0,
        Dir::Ccw => slot + 1,
        Dir::Cw if slot == 0 => n - 1,
        Dir::Cw => slot - 1,
    };
    let mut slot = match origin {
        Origin::Skip => step(from),
        Origin::Refill => from,
    };
    let mut last = from;
    for _ in 0..seeds {
        pos.pits[usize::from(slot)] += 1;
        last = slot;
        slot = step(slot);
    }
    last
}

/// What happens after a lap of a relay sowing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AfterLap {
    /// Lift `slot` and sow on from the slot after it.
    Relay(u8),
    /// The move's sowing is over.
    Stop,
}

/// A relay sowing: lifts `from`, sows, and asks `after_lap` (given the last
/// slot) whether to relay and from where, until it says stop or the loop cap
/// is reached. Returns `true` when the cap stopped it.
#[inline]
pub(crate) fn relay_sowing<S: EventSink>(
    pos: &mut Position,
    topology: &Topology,
    from: u8,
    dir: Dir,
    sink: &mut S,
    mut after_lap: impl FnMut(&mut Position, u8, &mut S) -> AfterLap,
) -> bool {
    let mut origin = from;
    for sowing in 1..=LOOP_CAP {
        let seeds = pick_up(pos, origin, sink);
        let last = lap(pos, topology, origin, seeds, dir, Origin::Skip, sink);
        match after_lap(pos, last, sink) {
            AfterLap::Stop => return false,
            AfterLap::Relay(next) => {
                if sowing == LOOP_CAP {
                    return true;
                }
                if S::ENABLED {
                    sink.push(Event::Relay { slot: next });
                }
                origin = next;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, NoEvents, Options, Position};

    fn board(game: Game, pits: &[u8]) -> Position {
        let mut pos = Position::new(game, Options::default()).unwrap();
        pos.pits = [0; crate::board::MAX_SLOTS];
        pos.pits[..pits.len()].copy_from_slice(pits);
        pos
    }

    #[test]
    fn lap_wraps_round_the_board() {
        let mut pos = board(Game::Motiq, &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
        let t = pos.topology();
        let n = pick_up(&mut pos, 13, &mut NoEvents);
        let last = lap(&mut pos, t, 13, n, Dir::Ccw, Origin::Skip, &mut NoEvents);
        assert_eq!(last, 2);
        assert_eq!(&pos.pits[..3], &[1, 1, 1]);
        assert_eq!(pos.pits[13], 0);
    }

    #[test]
    fn lap_clockwise_and_refilled_origin() {
        let mut pos = board(Game::Modiar, &[2, 0, 0, 0, 0, 0]);
        let t = pos.topology();
        let n = pick_up(&mut pos, 0, &mut NoEvents);
        let last = lap(&mut pos, t, 0, n, Dir::Ccw, Origin::Refill, &mut NoEvents);
        assert_eq!((last, pos.pits[0], pos.pits[1]), (1, 1, 1));
        let mut pos = board(Game::UmElBagara, &[2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        let t = pos.topology();
        let n = pick_up(&mut pos, 0, &mut NoEvents);
        let last = lap(&mut pos, t, 0, n, Dir::Cw, Origin::Skip, &mut NoEvents);
        assert_eq!(last, 8, "clockwise from 0: 9, then 8");
        assert_eq!((pos.pits[9], pos.pits[8]), (1, 1));
    }

    #[test]
    fn emptied_origin_is_not_skipped_on_a_long_lap() {
        let mut pos = board(Game::UmElBagara, &[0, 0, 11, 0, 0, 0, 0, 0, 0, 0]);
        let t = pos.topology();
        let n = pick_up(&mut pos, 2, &mut NoEvents);
        let last = lap(&mut pos, t, 2, n, Dir::Ccw, Origin::Skip, &mut NoEvents);
        assert_eq!(last, 3);
        assert_eq!(pos.pits[2], 1, "the origin gets the tenth seed");
        assert_eq!(pos.pits[3], 2);
    }

    /// Without events, boards whose circuit runs through the pits in order
    /// sow each lap by counting steps; it drops every seed where the lap with
    /// events drops it, from every pit, in both directions, both ways of
    /// starting, whole turns of the board included.
    #[test]
    fn a_lap_counted_in_order_drops_where_the_announced_lap_does() {
        for game in [Game::Motiq, Game::UmElBagara, Game::Modiar] {
            let start = Position::new(game, Options::default()).unwrap();
            let t = start.topology();
            assert!(pits_in_order(t), "{game:?}");
            for from in 0..t.pits() {
                for seeds in 0..=40u8 {
                    for dir in [Dir::Ccw, Dir::Cw] {
                        for origin in [Origin::Skip, Origin::Refill] {
                            let mut counted = start;
                            let mut announced = start;
                            let a = lap(&mut counted, t, from, seeds, dir, origin, &mut NoEvents);
                            let mut events = Vec::new();
                            let b = lap(&mut announced, t, from, seeds, dir, origin, &mut events);
                            assert_eq!(a, b, "{game:?} {from} {seeds} {dir:?} {origin:?}");
                            assert_eq!(counted.pits, announced.pits);
                            assert_eq!(events.len(), usize::from(seeds));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn relay_stops_at_the_loop_cap() {
        let mut pos = board(Game::Motiq, &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
        let t = pos.topology();
        let mut laps = 0;
        let capped = relay_sowing(&mut pos, t, 13, Dir::Ccw, &mut NoEvents, |_, last, _| {
            laps += 1;
            AfterLap::Relay(last)
        });
        assert!(capped);
        assert_eq!(laps, LOOP_CAP);
        assert_eq!(pos.pits.iter().map(|&n| u32::from(n)).sum::<u32>(), 2);
    }

    #[test]
    fn drops_into_a_store_go_to_its_owner() {
        let mut pos = Position::new(Game::Ceelkoqyuqkoqiji, Options::default()).unwrap();
        let t = pos.topology();
        let before = pos.piles;
        let n = pick_up(&mut pos, 4, &mut NoEvents);
        let mut events = Vec::new();
        let last = lap(&mut pos, t, 4, n, Dir::Ccw, Origin::Skip, &mut events);
        assert_eq!(last, 8);
        assert_eq!(pos.piles[0], before[0] + 1, "S* is South's");
        assert_eq!(
            events[0],
            Event::Sink {
                slot: 10,
                large: None,
                owner: crate::Player::South
            }
        );
    }
}
