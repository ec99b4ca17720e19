//! The list of every legal sowing: one move for each distinct place the
//! large stones can end in.
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

use super::circuit::{Circuit, Follow, CIRCUIT};
use super::sowing::fill_last;
use crate::board::{Dir, Topology};
use crate::moves::MAX_CHOICES;
use crate::sow::sink_owner;
use crate::{Choices, LargeStone, Move, MoveList, Player, Position, StoneAt};

/// Places a large stone can end a move in: pits `0..2n`, then home, then
/// held by South, held by North.
const MAX_PLACES: usize = 14 + 3;
const MAX_STATES: usize = MAX_PLACES * MAX_PLACES;
const WORDS: usize = MAX_STATES.div_ceil(64);
const NO_PLACE: u8 = u8::MAX;

/// A set of (mu place, gong place) states, each with the shortest choices
/// found that lead there. State `(mu, gong)` has the index
/// `mu × MAX_PLACES + gong` on either board: a constant stride, so that
/// reading the places back from an index is a multiplication, not a
/// division (the indices keep the order of `(mu, gong)` all the same).
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
    fn insert(&mut self, mu: u8, gong: u8, rep: Choices) {
        let i = usize::from(mu) * MAX_PLACES + usize::from(gong);
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

/// Runs `f` with this thread's workspace.
fn with_workspace<R>(f: impl FnMut(&mut Workspace) -> R) -> R {
    std::thread_local! {
        static WORKSPACE: core::cell::RefCell<Workspace> =
            const { core::cell::RefCell::new(Workspace::new()) };
    }
    crate::scratch::with_scratch(&WORKSPACE, Workspace::new, f)
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
        let (cur, next) = if self.cur == 0 {
            let (a, b) = self.ws.sets.split_at_mut(1);
            (&a[0], &mut b[0])
        } else {
            let (a, b) = self.ws.sets.split_at_mut(1);
            (&b[0], &mut a[0])
        };
        next.clear();
        for i in cur.indices() {
            let (mu, gong) = ((i / MAX_PLACES) as u8, (i % MAX_PLACES) as u8);
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
                (false, false) => next.insert(mu, gong, rep),
                (true, false) | (false, true) => {
                    let lifted_mu = mu == src[0];
                    let mut put = |d: u8, r: Choices| {
                        if lifted_mu {
                            next.insert(code_of(d), gong, r);
                        } else {
                            next.insert(mu, code_of(d), r);
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
                                    next.insert(code_of(dm), code_of(dg), with(&[dm, dg]));
                                }
                            }
                        }
                        // Both into one slot, which a long lap reaches twice.
                        for dg in (lo..=drops).rev() {
                            if dg > circuit {
                                let dm = dg - circuit;
                                next.insert(code_of(dm), code_of(dg), with(&[dm, dg]));
                            }
                        }
                    } else if free == 1 {
                        let both = LargeStone::Mu.bit() | LargeStone::Gong.bit();
                        for dm in (1..=drops).rev() {
                            let dg = fill_last(drops, both, [dm, 0])[1];
                            next.insert(code_of(dm), code_of(dg), with(&[dm]));
                        }
                    } else {
                        let at =
                            fill_last(drops, LargeStone::Mu.bit() | LargeStone::Gong.bit(), [0, 0]);
                        next.insert(code_of(at[0]), code_of(at[1]), rep);
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
        let (a, b) = self.ws.sets.split_at_mut(1);
        let (cur, next) = if self.cur == 0 {
            (&a[0], &mut b[0])
        } else {
            (&b[0], &mut a[0])
        };
        next.clear();
        for i in cur.indices() {
            let (mu, gong) = ((i / MAX_PLACES) as u8, (i % MAX_PLACES) as u8);
            let mu = if mu == src[0] { to } else { mu };
            let gong = if gong == src[1] { to } else { gong };
            next.insert(mu, gong, cur.reps[i]);
        }
        self.cur ^= 1;
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
    fn lap(&mut self, origin: u8, drops: u8) {
        if !self.active {
            if self.circuit.large & (1 << origin) == 0 {
                return;
            }
            self.active = true;
            self.cur = 0;
            self.ws.sets[0].clear();
            self.ws.sets[0].insert(self.start[0], self.start[1], Choices::NONE);
        }
        self.transition(origin, drops);
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
    fn place_codes_fit_the_masks() {
        // The masks of present places are u32.
        const { assert!(MAX_PLACES <= 32) };
    }
}
