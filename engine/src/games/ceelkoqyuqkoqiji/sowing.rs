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

/// Scratch space for listing moves: two sets of states, kept per thread so
/// that listing moves neither zeroes nor copies them.
struct Workspace {
    sets: [States; 2],
}

impl Workspace {
    const fn new() -> Workspace {
        Workspace {
            sets: [States::EMPTY; 2],
        }
    }
}

/// Runs `f` with this thread's workspace (a fresh one only from a nested
/// call, or while the thread is being torn down).
fn with_workspace<R>(mut f: impl FnMut(&mut Workspace) -> R) -> R {
    std::thread_local! {
        static WORKSPACE: core::cell::RefCell<Workspace> =
            const { core::cell::RefCell::new(Workspace::new()) };
    }
    let reused = WORKSPACE
        .try_with(|cell| cell.try_borrow_mut().ok().map(|mut ws| f(&mut ws)))
        .ok()
        .flatten();
    match reused {
        Some(result) => result,
        None => f(&mut Workspace::new()),
    }
}

/// Follows every placement along the one path of a sowing, keeping the set
/// of places the two stones can have reached. It starts at the first lap
/// that lifts a large stone: before that every stone is where it lies.
struct Enumerator<'w> {
    ws: &'w mut Workspace,
    cur: usize,
    t: &'static Topology,
    circuit: &'w Circuit,
    dir: Dir,
    places: u8,
    home: u8,
    /// The place code of holding by South, then by North.
    held: [u8; 2],
    mover: Player,
    /// Where a stone dropped at each position of the circuit ends up: the
    /// pit, or held by the owner of a sink.
    code: [u8; CIRCUIT],
    /// The places of the mu and the gong before the move.
    start: [u8; 2],
    /// Whether a lap has lifted a large stone yet.
    active: bool,
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

    /// Moves every state through the lap of `drops` stones from the slot at
    /// position `origin` of the circuit.
    fn transition(&mut self, origin: u8, drops: u8) {
        let src = self.sources(self.circuit.order.slot[usize::from(origin)]);
        if !self.present(src) {
            return;
        }
        // Drops d, d + L, … (L: the circuit's length) fall at one position.
        let circuit = self.circuit.len;
        let code_of = |d: u8| {
            let step = if d > circuit {
                (d - 1) % circuit + 1
            } else {
                d
            };
            self.code[usize::from(self.circuit.ahead(origin, step, self.dir))]
        };
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

/// The most slots of a circuit the walk handles: one byte each in a `u128`.
const CIRCUIT: usize = 16;

const _: () = assert!(
    Topology::CEELKOQYUQKOQIJI_5.slots() as usize <= CIRCUIT
        && Topology::CEELKOQYUQKOQIJI_7.slots() as usize <= CIRCUIT
);

/// The slots of a board in counter-clockwise order from slot 0, numbered by
/// their position along it.
#[derive(Clone, Copy)]
struct Order {
    /// The slot at each position.
    slot: [u8; CIRCUIT],
    /// The position of each slot.
    position: [u8; MAX_SLOTS],
    len: u8,
}

impl Order {
    /// The order of `t`'s circuit (cut to [`CIRCUIT`] slots).
    const fn of(t: &Topology) -> Order {
        let mut order = Order {
            slot: [0; CIRCUIT],
            position: [0; MAX_SLOTS],
            len: 0,
        };
        let mut slot = 0u8;
        while (order.len as usize) < CIRCUIT && order.len < t.slots() {
            order.slot[order.len as usize] = slot;
            order.position[slot as usize] = order.len;
            order.len += 1;
            slot = t.next(slot, Dir::Ccw);
        }
        order
    }

    /// The order of `t`: made once for each of the game's boards.
    fn get(t: &Topology) -> Order {
        static BOARDS: [Order; 2] = [
            Order::of(&Topology::CEELKOQYUQKOQIJI_5),
            Order::of(&Topology::CEELKOQYUQKOQIJI_7),
        ];
        match BOARDS.iter().find(|order| order.len == t.slots()) {
            Some(order) => *order,
            None => Order::of(t),
        }
    }
}

/// `ONES[k]`: a one in each of the first `k` bytes (`k` from 0 to 16).
///
/// The walk reads and changes single bytes of a `u128` at run-time
/// positions. A `u128` shifted by a variable amount is a call into the
/// compiler's runtime in WebAssembly, which has no 128-bit integers (the
/// shifts took an eighth of a Ceelkoqyuqkoqiji game in the browser, V8's
/// profile of the bindings benchmark); these tables and byte reads do the
/// same with loads, adds and masks on every target.
const ONES: [u128; CIRCUIT + 1] = {
    let mut table = [0u128; CIRCUIT + 1];
    let mut k = 1;
    while k <= CIRCUIT {
        table[k] = table[k - 1] | (1 << (8 * (k - 1)));
        k += 1;
    }
    table
};

/// A one in each of the first `k` bytes (`k` at most 16).
#[inline]
fn ones(k: u8) -> u128 {
    ONES[usize::from(k).min(CIRCUIT)]
}

/// A one in byte `i` alone (`i` below 16).
#[inline]
fn unit(i: u8) -> u128 {
    let i = usize::from(i) % CIRCUIT;
    ONES[i + 1] - ONES[i]
}

/// `BYTES[i]`: every bit of byte `i`.
const BYTES: [u128; CIRCUIT] = {
    let mut table = [0u128; CIRCUIT];
    let mut i = 0;
    while i < CIRCUIT {
        table[i] = 0xff << (8 * i);
        i += 1;
    }
    table
};

/// `bytes` (each at most 255 / `n`) times `n`, byte by byte: two 64-bit
/// products, where a 128-bit one is a runtime call in WebAssembly.
#[inline]
fn times(bytes: u128, n: u8) -> u128 {
    let (low, high) = (bytes as u64, (bytes >> 64) as u64);
    (u128::from(high.wrapping_mul(u64::from(n))) << 64) | u128::from(low.wrapping_mul(u64::from(n)))
}

/// The stones of a position laid along its circuit, for walking the path of
/// a sowing on stone counts alone, which is all the path depends on.
///
/// Byte `i` of `counts` holds every stone at position `i` of the circuit (a
/// home store counts its one stone, other stores and sold pits nothing), so
/// that a lap adds a run of ones, and its whole turns of the circuit at once.
#[derive(Clone, Copy)]
struct Circuit {
    order: Order,
    len: u8,
    counts: u128,
    /// A one in the byte of every position that is not a sink.
    open: u128,
    /// The positions holding a large stone.
    large: u32,
}

/// What a walk tells the one who follows it.
trait Follow {
    /// A lap of `drops` stones is about to be sown from `origin` (a position
    /// of the circuit); `false` stops the walk.
    fn lap(&mut self, origin: u8, drops: u8) -> bool;

    /// The stones at position `at` were captured at the end of the move.
    fn captured(&mut self, at: u8);
}

impl Circuit {
    /// The stones of `pos` along its circuit.
    fn new(pos: &Position, t: &Topology) -> Circuit {
        let order = Order::get(t);
        let mut c = Circuit {
            order,
            len: order.len,
            counts: 0,
            open: 0,
            large: 0,
        };
        let (mut counts, mut open) = ([0u8; CIRCUIT], [0u8; CIRCUIT]);
        for ((n, o), &slot) in counts
            .iter_mut()
            .zip(&mut open)
            .zip(&order.slot[..usize::from(order.len)])
        {
            *n = pos.pits[usize::from(slot)];
            *o = u8::from(!pos.is_sink(slot));
        }
        c.counts = u128::from_le_bytes(counts);
        c.open = u128::from_le_bytes(open);
        for stone in LargeStone::ALL {
            let at = match pos.large[stone as usize] {
                StoneAt::Pit(p) => p,
                StoneAt::Home => t.store(stone.owner()),
                StoneAt::Held(_) | StoneAt::Hand => continue,
            };
            if let Some(&i) = order.position.get(usize::from(at)) {
                c.counts = c.counts.wrapping_add(unit(i));
                c.large |= 1 << i;
            }
        }
        c
    }

    /// The stones at position `i`.
    #[inline]
    fn at(counts: u128, i: u8) -> u8 {
        counts.to_le_bytes()[usize::from(i) % CIRCUIT]
    }

    /// `counts` with the stones at position `i` taken away.
    #[inline]
    fn emptied(counts: u128, i: u8) -> u128 {
        counts & !BYTES[usize::from(i) % CIRCUIT]
    }

    /// The position `k` steps (at most the circuit's length) from `i` along
    /// `dir`.
    #[inline(always)]
    fn ahead(&self, i: u8, k: u8, dir: Dir) -> u8 {
        match dir {
            Dir::Ccw if i + k >= self.len => i + k - self.len,
            Dir::Ccw => i + k,
            Dir::Cw if i >= k => i - k,
            Dir::Cw => i + self.len - k,
        }
    }

    /// A one in each of the `k` positions from `start` on (counter-clockwise).
    #[inline]
    fn run(&self, start: u8, k: u8) -> u128 {
        if start + k <= self.len {
            ones(start + k) - ones(start)
        } else {
            (ones(self.len) - ones(start)) | ones(start + k - self.len)
        }
    }

    /// Walks the path of the sowing of `pit` in direction `dir` (the path of
    /// [`sow`]: the laps, the relays, the loop cap and the capture chain),
    /// telling `follow` of each lap and capture.
    #[inline(always)]
    fn walk(&self, pit: u8, dir: Dir, follow: &mut impl Follow) {
        let Some(&start) = self.order.position.get(usize::from(pit)) else {
            return;
        };
        let len = self.len;
        let mut counts = self.counts;
        let mut origin = start;
        let mut sowings = 0;
        loop {
            sowings += 1;
            let drops = Self::at(counts, origin);
            counts = Self::emptied(counts, origin);
            if !follow.lap(origin, drops) {
                return;
            }
            // The whole turns of the circuit, then the rest of the lap.
            let rest = if drops < len {
                drops
            } else {
                counts = counts.wrapping_add(times(self.open, drops / len));
                drops % len
            };
            let last = self.ahead(origin, rest, dir);
            let first = match dir {
                Dir::Ccw => self.ahead(origin, 1, dir),
                Dir::Cw => last,
            };
            counts = counts.wrapping_add(self.run(first, rest) & self.open);
            // Pussa kanawa: relay from the slot after the last one if it is
            // occupied.
            let next = self.ahead(last, 1, dir);
            if Self::at(counts, next) > 0 {
                if sowings >= LOOP_CAP {
                    return;
                }
                origin = next;
                continue;
            }
            // The alternating chain of `capture::alternating_chain`.
            let mut empty = next;
            loop {
                if empty == last || Self::at(counts, empty) > 0 {
                    return;
                }
                let full = self.ahead(empty, 1, dir);
                if full == last || Self::at(counts, full) == 0 {
                    return;
                }
                counts = Self::emptied(counts, full);
                follow.captured(full);
                empty = self.ahead(full, 1, dir);
            }
        }
    }
}

/// Every legal sowing of the player to move: each pit of his sector holding a
/// stone, in both directions, and, where large stones are lifted, one move
/// for each distinct place the mu and the gong can end in (§4).
pub(super) fn list(pos: &Position, out: &mut MoveList) {
    let t = pos.topology();
    let circuit = Circuit::new(pos, t);
    let sowable = |pit: u8| {
        pos.owner(pit) == pos.to_move
            && !pos.is_sink(pit)
            && Circuit::at(circuit.counts, circuit.order.position[usize::from(pit)]) > 0
    };
    if circuit.large == 0 {
        // No large stone on the board: one move per pit and direction.
        for pit in (0..t.pits()).filter(|&pit| sowable(pit)) {
            for dir in [Dir::Ccw, Dir::Cw] {
                out.push(Move::Sow {
                    pit,
                    dir: Some(dir),
                    choices: Choices::NONE,
                });
            }
        }
        return;
    }
    with_workspace(|ws| {
        let mut e = Enumerator::new(pos, t, &circuit, ws);
        for pit in (0..t.pits()).filter(|&pit| sowable(pit)) {
            // Each direction by name, so that each walk is compiled for it.
            e.list_sowing(pit, Dir::Ccw, out);
            e.list_sowing(pit, Dir::Cw, out);
        }
    });
}

impl<'w> Enumerator<'w> {
    fn new(
        pos: &Position,
        t: &'static Topology,
        circuit: &'w Circuit,
        ws: &'w mut Workspace,
    ) -> Enumerator<'w> {
        let home = t.pits();
        let held = [t.pits() + 1, t.pits() + 2];
        let mut code = [NO_PLACE; CIRCUIT];
        for (c, &slot) in code
            .iter_mut()
            .zip(&circuit.order.slot[..usize::from(circuit.len)])
        {
            *c = if pos.is_sink(slot) {
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
        Enumerator {
            ws,
            cur: 0,
            t,
            circuit,
            dir: Dir::Ccw,
            places: t.pits() + 3,
            home,
            held,
            mover: pos.to_move,
            code,
            start,
            active: false,
        }
    }

    /// Walks the sowing of `pit` in direction `dir` and lists its moves.
    #[inline(always)]
    fn list_sowing(&mut self, pit: u8, dir: Dir, out: &mut MoveList) {
        self.dir = dir;
        self.active = false;
        let circuit = self.circuit;
        circuit.walk(pit, dir, self);
        self.list(pit, out);
    }

    /// Lists the moves of the sowing of `pit` just walked: one, or one for
    /// each distinct end of its large stones.
    fn list(&self, pit: u8, out: &mut MoveList) {
        if !self.active {
            out.push(Move::Sow {
                pit,
                dir: Some(self.dir),
                choices: Choices::NONE,
            });
            return;
        }
        let set = &self.ws.sets[self.cur];
        for i in set.indices() {
            out.push(Move::Sow {
                pit,
                dir: Some(self.dir),
                choices: set.reps[i],
            });
        }
    }
}

impl Follow for Enumerator<'_> {
    #[inline]
    fn lap(&mut self, origin: u8, drops: u8) -> bool {
        if !self.active {
            if self.circuit.large & (1 << origin) == 0 {
                return true;
            }
            self.active = true;
            self.cur = 0;
            self.ws.sets[0].clear();
            self.ws.sets[0].insert(self.places, self.start[0], self.start[1], Choices::NONE);
        }
        self.transition(origin, drops);
        true
    }

    #[inline]
    fn captured(&mut self, at: u8) {
        if self.active {
            self.capture(self.circuit.order.slot[usize::from(at)]);
        }
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

    /// The laps (lifted slot, stones lifted) and captured slots of a walk.
    #[derive(Default)]
    struct Record {
        laps: Vec<(u8, u8)>,
        captured: Vec<u8>,
    }

    struct Recorder<'c> {
        circuit: &'c Circuit,
        record: Record,
    }

    impl Follow for Recorder<'_> {
        fn lap(&mut self, origin: u8, drops: u8) -> bool {
            let slot = self.circuit.order.slot[usize::from(origin)];
            self.record.laps.push((slot, drops));
            true
        }

        fn captured(&mut self, at: u8) {
            let slot = self.circuit.order.slot[usize::from(at)];
            self.record.captured.push(slot);
        }
    }

    /// The walk on stone counts takes the path of the real sowing: the same
    /// lifts of the same number of stones, and the same captures, for every
    /// pit and direction of the positions of random games on both boards.
    #[test]
    fn the_walk_on_counts_follows_the_sowing() {
        let mut rng = crate::Rng::new(11);
        let mut sowings = 0;
        for size in ["5", "7"] {
            let mut options = crate::Options::default();
            options
                .set(crate::Game::Ceelkoqyuqkoqiji, "size", size)
                .unwrap();
            for game in 0..40 {
                let mut pos =
                    Position::new_seeded(crate::Game::Ceelkoqyuqkoqiji, options, game).unwrap();
                while let Some(mv) = pos.random_move(&mut rng) {
                    if pos.phase == crate::Phase::Play {
                        sowings += check_every_sowing(&pos);
                    }
                    pos.play_unchecked(&mv, &mut NoEvents);
                }
            }
        }
        assert!(sowings > 10_000, "{sowings} sowings checked");
    }

    /// Compares walk and sowing for every pit and direction of `pos`; returns
    /// how many it compared.
    fn check_every_sowing(pos: &Position) -> usize {
        let t = pos.topology();
        let circuit = Circuit::new(pos, t);
        let mut compared = 0;
        for pit in 0..t.pits() {
            if pos.owner(pit) != pos.to_move || pos.is_sink(pit) {
                continue;
            }
            for dir in [Dir::Ccw, Dir::Cw] {
                let mut walked = Recorder {
                    circuit: &circuit,
                    record: Record::default(),
                };
                circuit.walk(pit, dir, &mut walked);
                let mut copy = *pos;
                let mut events = Vec::new();
                let mut last = Last {
                    choices: Choices::NONE,
                };
                let _ = sow(&mut copy, pit, dir, &mut last, &mut events);
                let mut sown = Record::default();
                for event in events {
                    match event {
                        Event::PickUp { slot, seeds, large } => {
                            sown.laps.push((slot, seeds + large.count_ones() as u8));
                        }
                        Event::Capture { slot, .. } => sown.captured.push(slot),
                        _ => {}
                    }
                }
                let at = crate::notation::encode(pos);
                assert_eq!(walked.record.laps, sown.laps, "{at}: {pit} {dir:?}");
                assert_eq!(walked.record.captured, sown.captured, "{at}: {pit} {dir:?}");
                compared += 1;
            }
        }
        compared
    }
}
