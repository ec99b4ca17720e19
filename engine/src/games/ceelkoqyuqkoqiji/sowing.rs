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
//! Any encoding that fits the sowing is accepted. [`list`] gives one move for
//! each distinct result, found by following where each stone can go.
//!
//! # Why the list stays short
//!
//! Every drop puts one stone into one slot whichever stone it is, and a store
//! is occupied only while its own stone is home, which the path alone decides.
//! So the placements never change the path of a move, its relays or its
//! captures: they only decide where the mu and the gong end. Each ends in one
//! of the `2n` pits, or held by South or North, so one `(pit, direction)` has
//! at most `(2n + 2)²` results, and a position at most `2n × (2n + 2)² + 1`
//! moves with the offer to end the round ([`crate::MAX_MOVES`]).

use crate::board::{Dir, Topology, MAX_SLOTS};
use crate::capture::{alternating_chain, take_slot};
use crate::moves::MAX_CHOICES;
use crate::sow::{lap, lap_with_large, lift, sink_owner, Origin, LOOP_CAP};
use crate::{
    Choices, Event, EventSink, LargeStone, Move, MoveList, NoEvents, Player, Position, StoneAt,
};

/// Whether `slot` counts as occupied for relays and captures (§3): a pit
/// holding any stone, or a store while its own large stone is home (it then
/// counts as that one stone). Sold pits and other stores are always empty.
#[inline]
pub(super) fn occupied(pos: &Position, t: &Topology, slot: u8) -> bool {
    pos.pits[slot as usize] > 0 || pos.large_mask_at(t, slot) != 0
}

/// What the sowing asks of its caller: where the large stones of a lift fall,
/// and (for the list) the shape of the path.
pub(super) trait Steer {
    /// A lift put the large stones of `large` (a mask) into a hand of `drops`
    /// stones: returns the 1-based drop of the mu and of the gong (0 for a
    /// stone not in the hand), or `None` when the choices do not fit.
    fn place(&mut self, drops: u8, large: u8) -> Option<[u8; 2]>;

    /// A lap of `drops` stones is about to be sown from `origin`.
    #[inline]
    fn lap(&mut self, _origin: u8, _drops: u8) {}

    /// `slot` was captured at the end of the move.
    #[inline]
    fn captured(&mut self, _slot: u8) {}
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
        steer.lap(origin, drops);
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
                steer.captured(slot);
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
struct Last {
    choices: Choices,
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

/// Places a large stone can end a move in: pits `0..2n`, then home, then
/// held by South, held by North.
const MAX_PLACES: usize = 14 + 3;
const MAX_STATES: usize = MAX_PLACES * MAX_PLACES;
const WORDS: usize = MAX_STATES.div_ceil(64);
const NO_PLACE: u8 = u8::MAX;

/// A set of (mu place, gong place) states, each with the shortest choices
/// found that lead there.
#[derive(Clone, Copy)]
struct States {
    bits: [u64; WORDS],
    reps: [Choices; MAX_STATES],
    /// The places the mu (the gong) has in some state, as bit masks.
    mu: u32,
    gong: u32,
}

impl States {
    const EMPTY: States = States {
        bits: [0; WORDS],
        reps: [Choices::NONE; MAX_STATES],
        mu: 0,
        gong: 0,
    };

    fn clear(&mut self) {
        self.bits = [0; WORDS];
        self.mu = 0;
        self.gong = 0;
    }

    /// Adds a state; of two ways to reach it the one with fewer recorded
    /// choices is kept, since it leaves more freedom for later lifts.
    fn insert(&mut self, places: u8, mu: u8, gong: u8, rep: Choices) {
        let i = usize::from(mu) * usize::from(places) + usize::from(gong);
        let (word, b) = (i / 64, 1u64 << (i % 64));
        if self.bits[word] & b == 0 {
            self.bits[word] |= b;
            self.reps[i] = rep;
            self.mu |= 1 << mu;
            self.gong |= 1 << gong;
        } else if rep.as_slice().len() < self.reps[i].as_slice().len() {
            self.reps[i] = rep;
        }
    }

    /// The states in the set, in increasing index order.
    fn indices(&self) -> impl Iterator<Item = usize> + '_ {
        self.bits.iter().enumerate().flat_map(|(w, &word)| {
            let mut rest = word;
            core::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let b = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                Some(w * 64 + b)
            })
        })
    }
}

/// Scratch space for listing moves, made once per list.
struct Workspace {
    sets: [States; 2],
}

impl Workspace {
    fn new() -> Workspace {
        Workspace {
            sets: [States::EMPTY; 2],
        }
    }
}

/// Follows every placement along the one path of a sowing, keeping the set
/// of places the two stones can have reached.
struct Enumerator<'w> {
    ws: &'w mut Workspace,
    cur: usize,
    t: &'static Topology,
    dir: Dir,
    places: u8,
    home: u8,
    /// The place code of holding by South, then by North.
    held: [u8; 2],
    mover: Player,
    /// Where a stone dropped into each slot ends up: the pit, or held by the
    /// owner of a sink.
    code: [u8; MAX_SLOTS],
    lifted: bool,
}

impl Enumerator<'_> {
    /// The place codes a lift (or capture) of `slot` takes the mu and the gong
    /// from (`NO_PLACE` when the slot cannot hold that stone).
    fn sources(&self, slot: u8) -> [u8; 2] {
        if self.t.is_store(slot) {
            let home = |stone: LargeStone| {
                if self.t.store(stone.owner()) == slot {
                    self.home
                } else {
                    NO_PLACE
                }
            };
            [home(LargeStone::Mu), home(LargeStone::Gong)]
        } else {
            [slot, slot]
        }
    }

    fn present(&self, sources: [u8; 2]) -> bool {
        let set = &self.ws.sets[self.cur];
        let has = |mask: u32, place: u8| place < 32 && mask & (1 << place) != 0;
        has(set.mu, sources[0]) || has(set.gong, sources[1])
    }

    /// Moves every state through the lap of `drops` stones from `origin`.
    fn transition(&mut self, origin: u8, drops: u8) {
        let src = self.sources(origin);
        if !self.present(src) {
            return;
        }
        // ring[j]: the slot of drops j+1, j+1+L, … (L: the circuit's length).
        let circuit = self.t.slots();
        let mut ring = [0u8; MAX_SLOTS];
        let mut slot = origin;
        for r in ring.iter_mut().take(usize::from(circuit)) {
            slot = self.t.next(slot, self.dir);
            *r = slot;
        }
        let code_of = |d: u8| self.code[usize::from(ring[usize::from((d - 1) % circuit)])];
        // The last L drops reach every slot the lap reaches, each at its latest.
        let lo = drops.saturating_sub(circuit) + 1;
        let q = self.places;
        let (cur, next) = if self.cur == 0 {
            let (a, b) = self.ws.sets.split_at_mut(1);
            (&a[0], &mut b[0])
        } else {
            let (a, b) = self.ws.sets.split_at_mut(1);
            (&b[0], &mut a[0])
        };
        next.clear();
        for i in cur.indices() {
            let (mu, gong) = ((i / usize::from(q)) as u8, (i % usize::from(q)) as u8);
            let rep = cur.reps[i];
            let free = MAX_CHOICES - rep.as_slice().len();
            let with = |extra: &[u8]| {
                let mut r = rep;
                for &d in extra {
                    r.push(d);
                }
                r
            };
            match (mu == src[0], gong == src[1]) {
                (false, false) => next.insert(q, mu, gong, rep),
                (true, false) | (false, true) => {
                    let lifted_mu = mu == src[0];
                    let mut put = |d: u8, r: Choices| {
                        if lifted_mu {
                            next.insert(q, code_of(d), gong, r);
                        } else {
                            next.insert(q, mu, code_of(d), r);
                        }
                    };
                    if free == 0 {
                        put(drops, rep);
                    } else {
                        for d in (lo..=drops).rev() {
                            put(d, with(&[d]));
                        }
                    }
                }
                (true, true) => {
                    if free >= 2 {
                        for dm in (lo..=drops).rev() {
                            for dg in (lo..=drops).rev() {
                                if dm != dg {
                                    next.insert(q, code_of(dm), code_of(dg), with(&[dm, dg]));
                                }
                            }
                        }
                        // Both into one slot, which a long lap reaches twice.
                        for dg in (lo..=drops).rev() {
                            if dg > circuit {
                                let dm = dg - circuit;
                                next.insert(q, code_of(dm), code_of(dg), with(&[dm, dg]));
                            }
                        }
                    } else if free == 1 {
                        let both = LargeStone::Mu.bit() | LargeStone::Gong.bit();
                        for dm in (1..=drops).rev() {
                            let dg = fill_last(drops, both, [dm, 0])[1];
                            next.insert(q, code_of(dm), code_of(dg), with(&[dm]));
                        }
                    } else {
                        let at =
                            fill_last(drops, LargeStone::Mu.bit() | LargeStone::Gong.bit(), [0, 0]);
                        next.insert(q, code_of(at[0]), code_of(at[1]), rep);
                    }
                }
            }
        }
        self.cur ^= 1;
    }

    /// Moves the stones of every state that lie in `slot` to the mover.
    fn capture(&mut self, slot: u8) {
        let src = self.sources(slot);
        if !self.present(src) {
            return;
        }
        let to = self.held[self.mover.index()];
        let q = self.places;
        let (a, b) = self.ws.sets.split_at_mut(1);
        let (cur, next) = if self.cur == 0 {
            (&a[0], &mut b[0])
        } else {
            (&b[0], &mut a[0])
        };
        next.clear();
        for i in cur.indices() {
            let (mu, gong) = ((i / usize::from(q)) as u8, (i % usize::from(q)) as u8);
            let mu = if mu == src[0] { to } else { mu };
            let gong = if gong == src[1] { to } else { gong };
            next.insert(q, mu, gong, cur.reps[i]);
        }
        self.cur ^= 1;
    }
}

impl Steer for Enumerator<'_> {
    fn place(&mut self, drops: u8, large: u8) -> Option<[u8; 2]> {
        self.lifted = true;
        Some(fill_last(drops, large, [0, 0]))
    }

    fn lap(&mut self, origin: u8, drops: u8) {
        self.transition(origin, drops);
    }

    fn captured(&mut self, slot: u8) {
        self.capture(slot);
    }
}

/// Whether sowing `pit` in direction `dir` ever lifts a large stone.
///
/// A fast walk of the move's path on stone counts alone, which is all the
/// path depends on: `counts[slot]` is every stone in a slot (a home store
/// counts its one stone, other stores and sold pits nothing), `large` marks
/// the slots holding a large stone, `sinks` the stores and sold pits. It stops
/// at the first lift of a marked slot, or where the real sowing relays no
/// more. Property tests check it against [`sow`]: a listed move without
/// choices must be playable without any.
fn lifts_large(
    t: &Topology,
    counts: &[u8; MAX_SLOTS],
    large: u64,
    sinks: u64,
    pit: u8,
    dir: Dir,
) -> bool {
    let mut counts = *counts;
    let mut origin = pit;
    for _ in 0..LOOP_CAP {
        if large & (1 << origin) != 0 {
            return true;
        }
        let stones = core::mem::take(&mut counts[usize::from(origin)]);
        let mut slot = origin;
        for _ in 0..stones {
            slot = t.next(slot, dir);
            if sinks & (1 << slot) == 0 {
                counts[usize::from(slot)] += 1;
            }
        }
        let next = t.next(slot, dir);
        if counts[usize::from(next)] == 0 {
            return false;
        }
        origin = next;
    }
    false
}

/// Every legal sowing of the player to move: each pit of his sector holding a
/// stone, in both directions, and, where large stones are lifted, one move
/// for each distinct place the mu and the gong can end in (§4).
pub(super) fn list(pos: &Position, out: &mut MoveList) {
    let t = pos.topology();
    let mover = pos.to_move;
    let mut counts = [0u8; MAX_SLOTS];
    let mut large = 0u64;
    for slot in 0..t.slots() {
        let here = pos.large_mask_at(t, slot);
        counts[usize::from(slot)] =
            pos.pits[usize::from(slot)].saturating_add(here.count_ones() as u8);
        if here != 0 {
            large |= 1 << slot;
        }
    }
    // Made only when a move lifts a large stone: most lists need none.
    let mut ws: Option<Workspace> = None;
    for pit in 0..t.pits() {
        if pos.owner(pit) != mover || pos.is_sink(pit) || counts[usize::from(pit)] == 0 {
            continue;
        }
        for dir in [Dir::Ccw, Dir::Cw] {
            if large == 0 || !lifts_large(t, &counts, large, pos.sinks, pit, dir) {
                out.push(Move::Sow {
                    pit,
                    dir: Some(dir),
                    choices: Choices::NONE,
                });
            } else {
                let ws = ws.get_or_insert_with(Workspace::new);
                enumerate(pos, pit, dir, ws, out);
            }
        }
    }
}

/// Lists one move for each distinct end of the large stones of this sowing.
fn enumerate(pos: &Position, pit: u8, dir: Dir, ws: &mut Workspace, out: &mut MoveList) {
    let t = pos.topology();
    let places = t.pits() + 3;
    let home = t.pits();
    let held = [t.pits() + 1, t.pits() + 2];
    let mut code = [NO_PLACE; MAX_SLOTS];
    for slot in 0..t.slots() {
        code[usize::from(slot)] = if pos.is_sink(slot) {
            held[sink_owner(pos, t, slot).index()]
        } else {
            slot
        };
    }
    let start = pos.large.map(|at| match at {
        StoneAt::Home => home,
        StoneAt::Pit(p) => p,
        StoneAt::Held(player) => held[player.index()],
        StoneAt::Hand => held[0],
    });
    ws.sets[0].clear();
    ws.sets[0].insert(places, start[0], start[1], Choices::NONE);
    let mut e = Enumerator {
        ws,
        cur: 0,
        t,
        dir,
        places,
        home,
        held,
        mover: pos.to_move,
        code,
        lifted: false,
    };
    let mut copy = *pos;
    let _ = sow(&mut copy, pit, dir, &mut e, &mut NoEvents);
    if !e.lifted {
        out.push(Move::Sow {
            pit,
            dir: Some(dir),
            choices: Choices::NONE,
        });
        return;
    }
    let set = &e.ws.sets[e.cur];
    for i in set.indices() {
        out.push(Move::Sow {
            pit,
            dir: Some(dir),
            choices: set.reps[i],
        });
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

    #[test]
    fn place_codes_fit_the_masks() {
        // The masks of present places are u32.
        const { assert!(MAX_PLACES <= 32) };
    }
}
