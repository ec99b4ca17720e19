//! The transposition table: what earlier searches learned about a position
//! (a bound on its score, the best move found), keyed by a hash of the
//! complete position, so that positions reached again by another order of
//! moves, or searched again one ply deeper, start from what is known.

use core::hash::{Hash, Hasher};

use crate::{Move, Position};

/// A fast, non-cryptographic hash in the style of FxHash (the hasher of the
/// Rust compiler): each word is mixed in with a rotate, a xor and one
/// multiplication. Positions are hashed through their derived `Hash`, so
/// every field counts (the match state and the options included).
#[derive(Default)]
struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }
    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // A final avalanche, so the low bits that pick a slot depend on every word.
        let mut z = self.hash;
        z = (z ^ (z >> 33)).wrapping_mul(0xff51_afd7_ed55_8ccd);
        z ^ (z >> 33)
    }
}

/// The hash of a complete position.
#[must_use]
pub(crate) fn hash(pos: &Position) -> u64 {
    let mut h = FxHasher::default();
    pos.hash(&mut h);
    h.finish()
}

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The exact score.
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (the search failed low).
    Upper,
}

/// One stored position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    key: u64,
    /// The best (or refuting) move found, tried first next time.
    pub(crate) best: Option<Move>,
    pub(crate) score: i32,
    pub(crate) depth: u8,
    pub(crate) bound: Bound,
}

/// A fixed-size table, one entry a slot; a result for another position
/// replaces a slot's entry unless that one was searched deeper (see
/// [`Table::store`]).
pub(crate) struct Table {
    entries: Vec<Option<Entry>>,
    mask: usize,
}

/// Entries in the table: 2¹⁶ of 40 bytes, about 2.6 MB, modest enough for
/// the browser's wasm memory.
pub(crate) const ENTRIES: usize = 1 << 16;

impl Table {
    /// An empty table of `entries` slots (a power of two).
    pub(crate) fn new(entries: usize) -> Table {
        let size = entries.next_power_of_two().max(1);
        Table {
            entries: vec![None; size],
            mask: size - 1,
        }
    }

    /// What is stored for the position of hash `key`, if anything.
    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[(key as usize) & self.mask].filter(|e| e.key == key)
    }

    /// Stores a result, unless the slot holds another position's result
    /// searched more than two plies deeper. A result stored without a best
    /// move keeps the one stored before for the same position.
    #[inline]
    pub(crate) fn store(
        &mut self,
        key: u64,
        best: Option<Move>,
        score: i32,
        depth: u8,
        bound: Bound,
    ) {
        let slot = &mut self.entries[(key as usize) & self.mask];
        let keep_old =
            slot.is_some_and(|old| old.key != key && old.depth > depth.saturating_add(2));
        if !keep_old {
            let best = best.or_else(|| slot.filter(|old| old.key == key).and_then(|old| old.best));
            *slot = Some(Entry {
                key,
                best,
                score,
                depth,
                bound,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Options, Position};

    #[test]
    fn equal_positions_hash_alike_and_a_move_changes_the_hash() {
        let start = Position::new(Game::ALL[0], Options::default()).unwrap();
        let again = Position::new(Game::ALL[0], Options::default()).unwrap();
        assert_eq!(hash(&start), hash(&again));
        let mv = start.legal_moves()[0];
        let next = start.play(&mv).unwrap().position;
        assert_ne!(hash(&start), hash(&next));
    }

    #[test]
    fn a_stored_result_is_found_under_its_key_only() {
        let mut table = Table::new(1024);
        table.store(77, None, 5, 3, Bound::Exact);
        assert_eq!(table.probe(77).map(|e| e.score), Some(5));
        assert!(table.probe(77 + 1024).is_none());
    }
}
