//! Board topology: pits, stores, sides, facing pits and the tracks a seed travels.
//!
//! Every board is a set of *slots*: the pits, numbered in the shared convention
//! (see the crate docs), followed by the two stores where a game has them (`S*`
//! is slot `pits`, `N*` is slot `pits + 1`). A [`Topology`] is fixed for a game
//! and its board option and is built at compile time; the changing contents
//! live in [`crate::Position`].

use crate::Player;

/// The most slots any board has (Makonn 4×10: 40 pits, no stores).
pub const MAX_SLOTS: usize = 40;

/// Marks "no such slot" in the topology tables.
const NONE: u8 = u8::MAX;

/// A sowing direction, seen from above the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Dir {
    /// Counter-clockwise: to increasing pit numbers (`+1`).
    Ccw = 0,
    /// Clockwise: to decreasing pit numbers (`−1`).
    Cw = 1,
}

impl Dir {
    /// The other direction.
    #[must_use]
    pub const fn reverse(self) -> Dir {
        match self {
            Dir::Ccw => Dir::Cw,
            Dir::Cw => Dir::Ccw,
        }
    }

    /// The notation suffix: `ccw` or `cw`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Dir::Ccw => "ccw",
            Dir::Cw => "cw",
        }
    }
}

/// The fixed shape of a board: which slots exist, how they are linked and who
/// sits behind each pit.
#[derive(Debug)]
pub struct Topology {
    rows: u8,
    cols: u8,
    pits: u8,
    slots: u8,
    /// `next[dir][slot]`: the slot a seed reaches next from `slot`.
    next: [[u8; MAX_SLOTS]; 2],
    /// The pit across the board (two rows), or the facing inner pit (four rows).
    facing: [u8; MAX_SLOTS],
    /// Four rows only: the opponent's outer pit behind the pit that faces this one.
    behind_facing: [u8; MAX_SLOTS],
}

impl Topology {
    /// Two rows of `n` pits; with `stores`, a store at each end on the circuit
    /// (`0 … n−1, S*, n … 2n−1, N*`).
    pub(crate) const fn two_rows(n: u8, stores: bool) -> Topology {
        let pits = 2 * n;
        let slots = if stores { pits + 2 } else { pits };
        // The counter-clockwise circuit as a list of slots.
        let mut circuit = [NONE; MAX_SLOTS];
        let mut len = 0usize;
        let mut i = 0u8;
        while i < pits {
            circuit[len] = i;
            len += 1;
            if stores && i == n - 1 {
                circuit[len] = pits; // S*
                len += 1;
            }
            if stores && i == pits - 1 {
                circuit[len] = pits + 1; // N*
                len += 1;
            }
            i += 1;
        }
        let mut t = Topology::empty(2, n, pits, slots);
        t.link_ring(&circuit, len);
        let mut p = 0u8;
        while p < pits {
            t.facing[p as usize] = pits - 1 - p;
            p += 1;
        }
        t
    }

    /// Four rows of `m` pits: each player sows round his own two rows.
    pub(crate) const fn four_rows(m: u8) -> Topology {
        let pits = 4 * m;
        let mut t = Topology::empty(4, m, pits, pits);
        let mut side = 0u8;
        while side < 2 {
            let mut circuit = [NONE; MAX_SLOTS];
            let mut k = 0u8;
            while k < 2 * m {
                circuit[k as usize] = side * 2 * m + k;
                k += 1;
            }
            t.link_ring(&circuit, (2 * m) as usize);
            side += 1;
        }
        // Inner pits: South m..2m, North 3m..4m.
        let mut x = m;
        while x < 2 * m {
            let g = 5 * m - 1 - x;
            t.facing[x as usize] = g;
            t.facing[g as usize] = x;
            t.behind_facing[x as usize] = x + m;
            t.behind_facing[g as usize] = g - 3 * m;
            x += 1;
        }
        t
    }

    const fn empty(rows: u8, cols: u8, pits: u8, slots: u8) -> Topology {
        Topology {
            rows,
            cols,
            pits,
            slots,
            next: [[NONE; MAX_SLOTS]; 2],
            facing: [NONE; MAX_SLOTS],
            behind_facing: [NONE; MAX_SLOTS],
        }
    }

    const fn link_ring(&mut self, circuit: &[u8; MAX_SLOTS], len: usize) {
        let mut k = 0usize;
        while k < len {
            let here = circuit[k] as usize;
            self.next[Dir::Ccw as usize][here] = circuit[(k + 1) % len];
            self.next[Dir::Cw as usize][here] = circuit[(k + len - 1) % len];
            k += 1;
        }
    }

    /// Number of rows of pits (2 or 4).
    #[must_use]
    pub const fn rows(&self) -> u8 {
        self.rows
    }

    /// Pits in each row.
    #[must_use]
    pub const fn cols(&self) -> u8 {
        self.cols
    }

    /// Number of pits (stores not included).
    #[must_use]
    pub const fn pits(&self) -> u8 {
        self.pits
    }

    /// Number of slots: pits plus stores.
    #[must_use]
    pub const fn slots(&self) -> u8 {
        self.slots
    }

    /// Whether the board has stores on the circuit.
    #[must_use]
    pub const fn has_stores(&self) -> bool {
        self.slots > self.pits
    }

    /// Pits on each player's side of the board.
    #[must_use]
    pub const fn pits_per_side(&self) -> u8 {
        self.pits / 2
    }

    /// The store slot of `player` (only on boards with stores).
    #[must_use]
    pub const fn store(&self, player: Player) -> u8 {
        self.pits + player as u8
    }

    /// Whether `slot` is a store.
    #[must_use]
    pub const fn is_store(&self, slot: u8) -> bool {
        slot >= self.pits && slot < self.slots
    }

    /// The slot after `slot` in direction `dir`.
    #[inline]
    #[must_use]
    pub const fn next(&self, slot: u8, dir: Dir) -> u8 {
        self.next[dir as usize][slot as usize]
    }

    /// The player on whose side of the board pit `pit` lies (its row's owner).
    /// A store lies at its owner's right hand.
    #[inline]
    #[must_use]
    pub const fn side_of(&self, slot: u8) -> Player {
        let half = if slot >= self.pits {
            self.pits + 1
        } else {
            self.pits / 2
        };
        if slot < half {
            Player::South
        } else {
            Player::North
        }
    }

    /// The pit's place counted from its owner's left (two rows) or along its
    /// owner's own circuit from the outer-left pit (four rows).
    #[inline]
    #[must_use]
    pub const fn local(&self, pit: u8) -> u8 {
        pit % (self.pits / 2)
    }

    /// The pit of `player` with local index `local`.
    #[must_use]
    pub const fn pit_of(&self, player: Player, local: u8) -> u8 {
        player as u8 * (self.pits / 2) + local
    }

    /// The facing pit: across the board on two rows; the facing inner pit on
    /// four rows (`None` for an outer pit).
    #[inline]
    #[must_use]
    pub const fn facing(&self, pit: u8) -> Option<u8> {
        let f = self.facing[pit as usize];
        if f == NONE {
            None
        } else {
            Some(f)
        }
    }

    /// Four rows: the opponent's outer pit behind the inner pit facing `pit`.
    #[inline]
    #[must_use]
    pub const fn behind_facing(&self, pit: u8) -> Option<u8> {
        let f = self.behind_facing[pit as usize];
        if f == NONE {
            None
        } else {
            Some(f)
        }
    }

    /// Four rows: whether `pit` is in its owner's inner row.
    #[must_use]
    pub const fn is_inner(&self, pit: u8) -> bool {
        self.rows == 4 && self.local(pit) >= self.cols
    }

    /// The pits on `player`'s side of the board, as a bit mask.
    #[must_use]
    pub const fn side_mask(&self, player: Player) -> u64 {
        let half = self.pits / 2;
        let ones = (1u64 << half) - 1;
        match player {
            Player::South => ones,
            Player::North => ones << half,
        }
    }

    /// Motiq: 2×7.
    pub const MOTIQ: Topology = Topology::two_rows(7, false);
    /// Um el-Bagara: 2×5.
    pub const UM_EL_BAGARA: Topology = Topology::two_rows(5, false);
    /// Modiar: 2×3.
    pub const MODIAR: Topology = Topology::two_rows(3, false);
    /// Ceelkoqyuqkoqiji: 2×5 with a store at each end.
    pub const CEELKOQYUQKOQIJI_5: Topology = Topology::two_rows(5, true);
    /// Ceelkoqyuqkoqiji variant: 2×7 with a store at each end.
    pub const CEELKOQYUQKOQIJI_7: Topology = Topology::two_rows(7, true);
    /// Makonn: 4×10.
    pub const MAKONN_10: Topology = Topology::four_rows(10);
    /// Makonn variant: 4×8.
    pub const MAKONN_8: Topology = Topology::four_rows(8);
}

/// A set of pits as a bit mask (bit `i` = pit `i`).
pub(crate) const fn bit(slot: u8) -> u64 {
    1u64 << slot
}

/// The slots among the first `slots` that hold at least one seed, as a mask
/// of slots. Games ask after every ply (which pits can be sown, whether a
/// row is empty), so it is found without a branch per slot: each run of
/// eight slots is read as one integer, whose non-zero bytes give one bit
/// each.
pub(crate) fn occupied_slots(pits: &[u8; MAX_SLOTS], slots: usize) -> u64 {
    const LOW: u64 = u64::MAX / 255 * 0x7f;
    const HIGH: u64 = u64::MAX / 255 * 0x80;
    const { assert!(MAX_SLOTS % 8 == 0 && MAX_SLOTS < 64) };
    let slots = slots.min(MAX_SLOTS);
    let mut mask = 0;
    let mut from = 0;
    while from < slots {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&pits[from..from + 8]);
        let x = u64::from_le_bytes(bytes);
        // The top bit of each non-zero byte, then those bits side by side.
        let nonzero = (x | (x & LOW).wrapping_add(LOW)) & HIGH;
        mask |= ((nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) << from;
        from += 8;
    }
    mask & ((1 << slots) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mask read eight slots at a time is the plain count's, for every
    /// board size and for counts of 0, 1, 127, 128 and 255 (the bytes whose
    /// top bit or low bits alone are set).
    #[test]
    fn occupied_slots_are_the_slots_holding_seeds() {
        let mut rng = crate::Rng::new(7);
        for _ in 0..2_000 {
            let mut pits = [0u8; MAX_SLOTS];
            for p in &mut pits {
                *p = [0, 0, 0, 1, 127, 128, 255][rng.below(7) as usize];
            }
            for slots in [0, 1, 7, 8, 9, 12, 14, 16, 40] {
                let plain = (0..slots)
                    .filter(|&i| pits[i] > 0)
                    .fold(0, |m, i| m | 1 << i);
                assert_eq!(occupied_slots(&pits, slots), plain, "{pits:?} {slots}");
            }
        }
    }

    #[test]
    fn two_rows_wrap_both_ways() {
        let t = &Topology::MOTIQ;
        assert_eq!(t.next(13, Dir::Ccw), 0);
        assert_eq!(t.next(0, Dir::Cw), 13);
        assert_eq!(t.next(6, Dir::Ccw), 7);
        assert_eq!(t.facing(0), Some(13));
        assert_eq!(t.facing(6), Some(7));
        assert_eq!(t.side_of(6), Player::South);
        assert_eq!(t.side_of(7), Player::North);
        assert_eq!(t.local(9), 2);
    }

    #[test]
    fn stores_sit_on_the_circuit() {
        let t = &Topology::CEELKOQYUQKOQIJI_5;
        let mut order = vec![0u8];
        let mut s = 0u8;
        for _ in 0..12 {
            s = t.next(s, Dir::Ccw);
            order.push(s);
        }
        // 0 1 2 3 4 S* 5 6 7 8 9 N* 0
        assert_eq!(order, vec![0, 1, 2, 3, 4, 10, 5, 6, 7, 8, 9, 11, 0]);
        assert_eq!(t.next(0, Dir::Cw), 11);
        assert_eq!(t.store(Player::South), 10);
        assert_eq!(t.side_of(10), Player::South);
        assert_eq!(t.side_of(11), Player::North);
        assert!(t.is_store(11) && !t.is_store(9));
    }

    #[test]
    fn four_rows_keep_each_circuit_private() {
        let t = &Topology::MAKONN_10;
        assert_eq!(t.next(19, Dir::Ccw), 0);
        assert_eq!(t.next(39, Dir::Ccw), 20);
        assert_eq!(t.facing(15), Some(34));
        assert_eq!(t.behind_facing(15), Some(25));
        assert_eq!(t.facing(36), Some(13));
        assert_eq!(t.behind_facing(36), Some(6));
        assert_eq!(t.facing(5), None);
        assert!(t.is_inner(13) && !t.is_inner(9) && t.is_inner(30));
        let t8 = &Topology::MAKONN_8;
        assert_eq!(t8.facing(8), Some(31));
        assert_eq!(t8.behind_facing(8), Some(16));
        assert_eq!(t8.next(15, Dir::Ccw), 0);
    }
}
