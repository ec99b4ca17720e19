// @ts-check
/**
 * What each engine event looks like on the board: one entry per event type
 * of docs/bindings.md, each turning its event into timed steps on the scene
 * (see `anim-motion.js`). The hand lifts a pit, carries the seeds round the
 * board dropping one per slot, relays pulse, captures fly to the
 * capturer's pile, refills fly back from the piles at a new round.
 *
 * Events that change nothing drawn on the board (a debt, the finger-game
 * throws, a phase) have an entry that makes no step: the bars and panels
 * show them from the new snapshot once the move is drawn. A test checks
 * that every event type of the engine has an entry.
 */

import { carry, flight, instant, pause, pileCentre, pileIndex, pulse, removeMark, slotCentre } from './anim-motion.js';
import { storeSlot } from './layout.js';

/** @typedef {import('./anim-motion.js').Step} Step */
/** @typedef {import('./anim-motion.js').Point} Point */
/** @typedef {import('./scene.js').Scene} Scene */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').Side} Side */

/**
 * What the entries share while one move's steps are built.
 * @typedef {object} StepContext
 * @property {Layout} lay
 * @property {number} T      milliseconds per dropped seed
 * @property {number} arc    height of a flight's arc
 * @property {Point} handAt  where the hand is once the steps built so far have run
 */

/**
 * @template {GameEvent['type']} K
 * @typedef {(ev: Extract<GameEvent, { type: K }>, c: StepContext) => Step[]} StepsOf
 */

/** @typedef {{ [K in GameEvent['type']]: StepsOf<K> }} StepTable */

/**
 * Takes large stones off the board as they leave with seeds.
 * @param {Scene} scene
 * @param {string[]} large
 * @param {Partial<import('./scene.js').StoneSpot>} to where they go
 */
function moveStones(scene, large, to) {
  for (const st of scene.large) if (large.includes(st.stone)) Object.assign(st, to);
}

/**
 * Removes seeds from a slot.
 * @param {Scene} scene
 * @param {number} slot
 * @param {number} seeds
 */
function takeSeeds(scene, slot, seeds) {
  scene.slots[slot] = Math.max(0, (scene.slots[slot] ?? 0) - seeds);
}

/**
 * Adds seeds to a slot.
 * @param {Scene} scene
 * @param {number} slot
 * @param {number} seeds
 */
function putSeeds(scene, slot, seeds) {
  scene.slots[slot] = (scene.slots[slot] ?? 0) + seeds;
}

/**
 * Changes the size of a player's pile.
 * @param {Scene} scene
 * @param {Side} side
 * @param {number} seeds negative to take
 */
function changePile(scene, side, seeds) {
  const i = pileIndex(side);
  scene.piles[i] = Math.max(0, scene.piles[i] + seeds);
}

/** An event drawn by nothing on the board. */
const nothing = () => [];

/** @type {StepTable} */
export const EVENT_STEPS = {
  pickup(ev, c) {
    const at = slotCentre(c.lay, ev.slot);
    c.handAt = at;
    const large = ev.large ?? [];
    return [
      instant((scene) => {
        takeSeeds(scene, ev.slot, ev.seeds);
        moveStones(scene, large, { slot: null, inHand: true });
        scene.hand = { x: at.x, y: at.y, seeds: ev.seeds, large: [...large] };
      }, c.T * 1.1),
    ];
  },

  relay: (ev, c) => [pulse(ev.slot, 'relay', c.T * 0.7, { vanish: true })],

  drop(ev, c) {
    const from = c.handAt;
    const to = slotCentre(c.lay, ev.slot);
    c.handAt = to;
    const large = ev.large ?? null;
    return [
      carry(from, to, large, c.T, c.arc * 0.5, (scene) => {
        if (large) moveStones(scene, [large], { slot: ev.slot, inHand: false, pile: null });
        else putSeeds(scene, ev.slot, 1);
      }),
    ];
  },

  // A seed dropped into a sink (a store, a sold pit) goes on to its owner's pile.
  sink(ev, c) {
    const from = c.handAt;
    const to = slotCentre(c.lay, ev.slot);
    c.handAt = to;
    const large = ev.large ?? null;
    const owner = ev.owner;
    return [
      carry(from, to, large, c.T, c.arc * 0.5, null),
      flight(() => to, () => pileCentre(c.lay, owner), large ? 0 : 1, large ? [large] : [], c.T * 0.9, c.arc, {
        land(scene) {
          if (large) moveStones(scene, [large], { slot: null, inHand: false, pile: owner });
          else changePile(scene, owner, 1);
        },
      }),
    ];
  },

  capture(ev, c) {
    const at = slotCentre(c.lay, ev.slot);
    const large = ev.large ?? [];
    return [
      pulse(ev.slot, 'capture', c.T * 0.6, { reach: 0.5 }),
      flight(() => at, () => pileCentre(c.lay, ev.by), ev.seeds, large, c.T * 1.4, c.arc, {
        lift(scene) {
          takeSeeds(scene, ev.slot, ev.seeds);
          moveStones(scene, large, { slot: null });
          removeMark(scene, ev.slot, 'capture');
        },
        land(scene) {
          changePile(scene, ev.by, ev.seeds);
          moveStones(scene, large, { pile: ev.by });
        },
      }),
    ];
  },

  // The board at the end of the last move stays in sight a moment before
  // what is left on it is shared out (the captures that follow).
  leftovers: (_ev, c) => [pause(c.T * 2)],

  refill: (ev, c) => [
    flight(() => pileCentre(c.lay, ev.from), () => slotCentre(c.lay, ev.slot), ev.seeds, [], c.T * 0.8, c.arc, {
      lift: (scene) => changePile(scene, ev.from, -ev.seeds),
      land: (scene) => putSeeds(scene, ev.slot, ev.seeds),
    }),
  ],

  pay: (ev, c) => [
    flight(() => pileCentre(c.lay, ev.from), () => pileCentre(c.lay, ev.to), ev.seeds, [], c.T * 1.5, c.arc, {
      lift: (scene) => changePile(scene, ev.from, -ev.seeds),
      land: (scene) => changePile(scene, ev.to, ev.seeds),
    }),
  ],

  // A goat goes back to its owner's store.
  'large-home': (ev, c) => [
    {
      dur: c.T * 0.8,
      end(scene) {
        for (const st of scene.large) {
          if (st.stone !== ev.stone) continue;
          const home = storeSlot(c.lay.pits, st.owner);
          Object.assign(st, { slot: c.lay.slots[home] ? home : null, pile: null, inHand: false });
        }
      },
    },
  ],

  pass: (_ev, c) => [pause(c.T * 3)],

  // The engine names the owner of every pit: the page never works a territory out.
  territory: (ev, c) => [instant((scene) => (scene.owners = [...ev.owners]), c.T * 2)],

  owner: (ev, c) => [instant((scene) => (scene.owners[ev.pit] = ev.owner), c.T * 0.6)],

  debt: nothing,
  singles: nothing,
  throws: nothing,

  // The final board of a round stays in sight for a moment (at least
  // ROUND_END_PAUSE ms) before the next round is laid out.
  'round-ended': (_ev, c) => [{ ...pause(Math.max(c.T * 3, ROUND_END_PAUSE)), hold: true }],

  'round-started': (ev) => [instant((scene) => (scene.round = ev.round))],

  phase: nothing,

  turn: (ev) => [instant((scene) => (scene.toMove = ev.player))],

  'game-over': () => [instant((scene) => (scene.over = true))],
};

/** How long, at least, the final board of a round is shown before the next round's layout (ms). */
export const ROUND_END_PAUSE = 1200;

/**
 * Whether a move's steps keep a board in sight for a while even when nothing
 * moves: the pause on a round's final board, the one step that holds.
 * @param {GameEvent[]} events
 */
export function holdsInSight(events) {
  return events.some((e) => e.type === 'round-ended');
}

/**
 * Turns a move's events into timed steps. An event type the table does not
 * know (from a newer engine) is skipped: the new snapshot is drawn anyway.
 * @param {GameEvent[]} events
 * @param {Layout} lay
 * @param {number} T milliseconds per dropped seed
 * @returns {Step[]}
 */
export function buildSteps(events, lay, T) {
  /** @type {StepContext} */
  const c = { lay, T, arc: lay.cell * 0.35, handAt: { x: 0, y: 0 } };
  /** @type {Step[]} */
  const steps = [];
  for (const ev of events) {
    const entry = /** @type {StepsOf<GameEvent['type']> | undefined} */ (
      Object.hasOwn(EVENT_STEPS, ev.type) ? EVENT_STEPS[ev.type] : undefined
    );
    if (entry) steps.push(...entry(ev, c));
  }
  return steps;
}
