//! The stones of a position laid along its circuit, and the walk of a
//! sowing's path on their counts alone.

use crate::board::{Dir, Topology, MAX_SLOTS};
use crate::sow::LOOP_CAP;
use crate::{LargeStone, Position, StoneAt};

/// The most slots of a circuit the walk handles: one byte each in a `u128`.
pub(super) const CIRCUIT: usize = 16;

const _: () = assert!(
    Topology::CEELKOQYUQKOQIJI_5.slots() as usize <= CIRCUIT
        && Topology::CEELKOQYUQKOQIJI_7.slots() as usize <= CIRCUIT
);

/// The slots of a board in counter-clockwise order from slot 0, numbered by
/// their position along it.
#[derive(Clone, Copy)]
pub(super) struct Order {
    /// The slot at each position.
    pub(super) slot: [u8; CIRCUIT],
    /// The position of each slot.
    pub(super) position: [u8; MAX_SLOTS],
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
pub(super) struct Circuit {
    pub(super) order: Order,
    pub(super) len: u8,
    pub(super) counts: u128,
    /// A one in the byte of every position that is not a sink.
    open: u128,
    /// The positions holding a large stone.
    pub(super) large: u32,
}

/// What a walk tells the one who follows it.
pub(super) trait Follow {
    /// A lap of `drops` stones is about to be sown from `origin` (a position
    /// of the circuit).
    fn lap(&mut self, origin: u8, drops: u8);

    /// The stones at position `at` were captured at the end of the move.
    fn captured(&mut self, at: u8);
}

impl Circuit {
    /// The stones of `pos` along its circuit.
    pub(super) fn new(pos: &Position, t: &Topology) -> Circuit {
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
    pub(super) fn at(counts: u128, i: u8) -> u8 {
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
    pub(super) fn ahead(&self, i: u8, k: u8, dir: Dir) -> u8 {
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
    /// [`sow`](super::sowing::sow): the laps, the relays, the loop cap and the
    /// capture chain), telling `follow` of each lap and capture.
    #[inline(always)]
    pub(super) fn walk(&self, pit: u8, dir: Dir, follow: &mut impl Follow) {
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
            follow.lap(origin, drops);
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

#[cfg(test)]
mod tests {
    use super::*;
    use super::super::sowing::{sow, Last};
    use crate::{Choices, Event};

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
        fn lap(&mut self, origin: u8, drops: u8) {
            let slot = self.circuit.order.slot[usize::from(origin)];
            self.record.laps.push((slot, drops));
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
        let mut sowings = 0;
        super::super::random_positions(11, 40, |pos| {
            if pos.phase == crate::Phase::Play {
                sowings += check_every_sowing(pos);
            }
        });
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
