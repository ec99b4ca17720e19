// @ts-check
/**
 * The drawing state: what the canvas shows at one instant. It starts as a
 * copy of an engine snapshot and the animator changes it event by event
 * (seeds in the hand, seeds in flight, marks on pits); after a move it is
 * rebuilt from the engine's new snapshot, which is the truth.
 *
 * Kept apart from the game state (the snapshot, owned by the engine) and
 * the UI state (focus, hover, direction choice, owned by `mount`).
 */

import { storeSlot } from './layout.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').Side} Side */

/**
 * Where a large stone is drawn, and whose it is (`owner`, from the engine:
 * the player whose store is its home).
 * @typedef {{ stone: string, owner: Side, slot: number | null, pile: Side | null, inHand: boolean }} StoneSpot
 */

/**
 * Seeds held above the board during a sowing.
 * @typedef {object} Hand
 * @property {number} x CSS pixels
 * @property {number} y
 * @property {number} seeds small seeds
 * @property {string[]} large large stones
 */

/**
 * Seeds travelling between two places (a capture, a refill, a payment).
 * @typedef {object} Flight
 * @property {number} x
 * @property {number} y
 * @property {number} seeds
 * @property {string[]} large
 */

/**
 * A short-lived highlight on a slot.
 * @typedef {object} Mark
 * @property {number} slot
 * @property {'relay' | 'capture' | 'refused' | 'origin' | 'refill' | 'hint'} kind
 * @property {number} t progress from 0 to 1 (origin marks stay at 1)
 */

/**
 * @typedef {object} Scene
 * @property {number[]} slots     seeds per slot: pits, then S*, N* when the board has stores
 * @property {[number, number]} piles captured seeds, South first
 * @property {Side[]} owners      per pit
 * @property {boolean[]} sold     per pit
 * @property {StoneSpot[]} large
 * @property {Hand | null} hand
 * @property {Flight[]} flights
 * @property {Mark[]} marks
 * @property {Side} toMove
 * @property {boolean} over
 * @property {number[]} legalPits pits the mover may click (empty while animating)
 * @property {number} round
 */

/**
 * Where a large stone of a snapshot is drawn: in a pit, in a player's pile,
 * at home in its owner's store (a board without stores has no home to
 * draw), or in the hand.
 * @param {import('./types.js').LargeStoneAt} at
 * @param {number} pits
 * @param {boolean} stores whether the board has stores
 * @returns {StoneSpot}
 */
function stoneSpot(at, pits, stores) {
  const owner = at.owner;
  const spot = { stone: at.stone, owner, slot: null, pile: null, inHand: false };
  if (at.at === 'pit') return { ...spot, slot: at.pit ?? null };
  if (at.at === 'held') return { ...spot, pile: at.by ?? null };
  if (at.at === 'home') return { ...spot, slot: stores ? storeSlot(pits, owner) : null };
  return { ...spot, inHand: true };
}

/**
 * The scene showing a snapshot at rest.
 * @param {Snapshot} snap
 * @returns {Scene}
 */
export function sceneFromSnapshot(snap) {
  const pits = snap.rows * snap.cols;
  const slots = snap.pits.slice(0, pits);
  if (snap.stores) slots.push(0, 0);
  const large = (snap.large ?? []).map((l) => stoneSpot(l, pits, snap.stores));
  const legalPits = [...new Set(snap.legal.map((m) => m.pit).filter((p) => p != null))].map(Number);
  return {
    slots,
    piles: [snap.piles[0], snap.piles[1]],
    owners: snap.owners.slice(0, pits),
    sold: (snap.sold ?? []).slice(0, pits).map(Boolean),
    large,
    hand: null,
    flights: [],
    marks: [],
    toMove: snap.to_move,
    over: snap.result != null || snap.phase === 'game-over',
    legalPits: snap.result != null ? [] : legalPits,
    round: snap.round ?? 1,
  };
}

/**
 * Each territory's foot and head (its first and last pit in sowing order),
 * or null when a side owns nothing or the owners do not form two runs.
 * @param {Side[]} owners
 * @returns {{ S: { foot: number, head: number } | null, N: { foot: number, head: number } | null }}
 */
export function bodies(owners) {
  const n = owners.length;
  /** @type {{ S: { foot: number, head: number } | null, N: { foot: number, head: number } | null }} */
  const out = { S: null, N: null };
  for (const side of /** @type {Side[]} */ (['S', 'N'])) {
    const count = owners.filter((o) => o === side).length;
    if (count === 0) continue;
    if (count === n) {
      out[side] = { foot: 0, head: n - 1 };
      continue;
    }
    // The foot is the owned pit whose predecessor is not owned.
    let foot = -1;
    for (let i = 0; i < n; i++) {
      if (owners[i] === side && owners[(i + n - 1) % n] !== side) {
        if (foot !== -1) return { S: null, N: null }; // not a single run
        foot = i;
      }
    }
    out[side] = { foot, head: (foot + count - 1) % n };
  }
  return out;
}
