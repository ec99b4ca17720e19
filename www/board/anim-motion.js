// @ts-check
/**
 * The movements the animation is made of, as timed steps on a scene: the
 * hand carrying seeds from slot to slot, a handful of seeds flying between
 * two places on an arc, a mark pulsing on a slot. Pure: no timer, no
 * canvas; `anim-steps.js` strings them together, `animate.js` runs them.
 */

/** @typedef {import('./scene.js').Scene} Scene */
/** @typedef {import('./scene.js').Mark} Mark */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./types.js').Side} Side */
/** @typedef {{ x: number, y: number }} Point */

/**
 * One timed piece of a move's animation.
 * @typedef {object} Step
 * @property {number} dur milliseconds
 * @property {(scene: Scene) => void} [start]
 * @property {(scene: Scene, p: number) => void} [update] p from 0 to 1
 * @property {(scene: Scene) => void} [end]
 * @property {boolean} [hold] keeps its length when a long move is sped up to fit its time budget
 */

/**
 * Ease in and out.
 * @param {number} p 0 … 1
 */
export const ease = (p) => (p < 0.5 ? 2 * p * p : 1 - Math.pow(-2 * p + 2, 2) / 2);

/**
 * @param {number} a
 * @param {number} b
 * @param {number} p
 */
export const lerp = (a, b, p) => a + (b - a) * p;

/**
 * The index of a player's pile in `Scene.piles` and `Layout.heaps`.
 * @param {Side} side
 */
export const pileIndex = (side) => (side === 'S' ? 0 : 1);

/**
 * The centre of a player's pile.
 * @param {Layout} lay
 * @param {Side} side
 * @returns {Point}
 */
export function pileCentre(lay, side) {
  const h = lay.heaps[pileIndex(side)];
  return { x: h.x + h.w / 2, y: h.y + h.h / 2 };
}

/**
 * The centre of a slot, or of the board when the slot is unknown.
 * @param {Layout} lay
 * @param {number} slot
 * @returns {Point}
 */
export function slotCentre(lay, slot) {
  const g = lay.slots[slot];
  if (g) return { x: g.cx, y: g.cy };
  return { x: lay.board.x + lay.board.w / 2, y: lay.board.y + lay.board.h / 2 };
}

/**
 * Adds a fading mark to the scene, replacing one of the same kind on the same slot.
 * @param {Scene} scene
 * @param {Mark} mark
 */
export function putMark(scene, mark) {
  removeMark(scene, mark.slot, mark.kind);
  scene.marks.push(mark);
}

/**
 * Removes the marks of one kind from a slot.
 * @param {Scene} scene
 * @param {number} slot
 * @param {Mark['kind']} kind
 */
export function removeMark(scene, slot, kind) {
  scene.marks = scene.marks.filter((m) => !(m.slot === slot && m.kind === kind));
}

/**
 * A mark that appears on a slot and runs its course (`t` from 0 to `reach`).
 * @param {number} slot
 * @param {Mark['kind']} kind
 * @param {number} dur
 * @param {{ reach?: number, vanish?: boolean }} [how] `vanish`: removed at the end of the step
 * @returns {Step}
 */
export function pulse(slot, kind, dur, how = {}) {
  const reach = how.reach ?? 1;
  return {
    dur,
    start(scene) {
      putMark(scene, { slot, kind, t: 0 });
    },
    update(scene, p) {
      for (const m of scene.marks) if (m.slot === slot && m.kind === kind) m.t = p * reach;
    },
    end: how.vanish ? (scene) => removeMark(scene, slot, kind) : undefined,
  };
}

/**
 * The hand carrying its seeds from `from` to `to`, where one seed (or the
 * large stone `large`) leaves it; `land` puts it in the scene. The hand is
 * put away once it is empty.
 * @param {Point} from
 * @param {Point} to
 * @param {string | null} large
 * @param {number} dur
 * @param {number} arc height of the hop
 * @param {((scene: Scene) => void) | null} land
 * @returns {Step}
 */
export function carry(from, to, large, dur, arc, land) {
  return {
    dur,
    update(scene, p) {
      if (!scene.hand) scene.hand = { x: from.x, y: from.y, seeds: 0, large: [] };
      const q = ease(p);
      scene.hand.x = lerp(from.x, to.x, q);
      scene.hand.y = lerp(from.y, to.y, q) - Math.sin(Math.PI * q) * arc;
    },
    end(scene) {
      const hand = scene.hand;
      if (hand) {
        if (large) hand.large = hand.large.filter((s) => s !== large);
        else hand.seeds = Math.max(0, hand.seeds - 1);
        hand.x = to.x;
        hand.y = to.y;
      }
      land?.(scene);
      if (hand && hand.seeds === 0 && hand.large.length === 0) scene.hand = null;
    },
  };
}

/**
 * A flight of seeds from one point to another, on an arc. The end points
 * are asked for when the flight starts.
 * @param {() => Point} from
 * @param {() => Point} to
 * @param {number} seeds
 * @param {string[]} large
 * @param {number} dur
 * @param {number} arc height of the arc
 * @param {{ lift?: (scene: Scene) => void, land?: (scene: Scene) => void }} [hooks]
 *   `lift` takes the seeds off their place as they leave, `land` puts them down
 * @returns {Step}
 */
export function flight(from, to, seeds, large, dur, arc, hooks = {}) {
  /** @type {import('./scene.js').Flight} */
  const f = { x: 0, y: 0, seeds, large };
  let a = { x: 0, y: 0 };
  let b = { x: 0, y: 0 };
  return {
    dur,
    start(scene) {
      a = from();
      b = to();
      f.x = a.x;
      f.y = a.y;
      hooks.lift?.(scene);
      scene.flights.push(f);
    },
    update(_scene, p) {
      const q = ease(p);
      f.x = lerp(a.x, b.x, q);
      f.y = lerp(a.y, b.y, q) - Math.sin(Math.PI * q) * arc;
    },
    end(scene) {
      scene.flights = scene.flights.filter((x) => x !== f);
      hooks.land?.(scene);
    },
  };
}

/**
 * A step that only changes the scene, at once.
 * @param {(scene: Scene) => void} change
 * @param {number} [dur] a pause after it
 * @returns {Step}
 */
export function instant(change, dur = 0) {
  return { dur, start: change };
}

/**
 * A pause with nothing moving, for the eye to follow.
 * @param {number} dur
 * @returns {Step}
 */
export function pause(dur) {
  return { dur };
}
