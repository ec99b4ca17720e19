// @ts-check
/**
 * Plays the engine's event list on `requestAnimationFrame`, seed by seed:
 * the hand lifts a pit, carries the seeds round the board dropping one per
 * slot, relays pulse, captures fly to the capturer's pile, refills fly back
 * from the piles at a new round. It only changes the drawing state (the
 * scene); the caller draws the engine's new snapshot once it is done, so
 * the animation can never leave the board wrong.
 *
 * Speed is milliseconds per dropped seed. Long relay chains are compressed
 * to a time budget so a move never drags on; 0 (or reduced motion) means
 * no movement at all.
 */

import { ownersFromTerritory } from './scene.js';

/** @typedef {import('./scene.js').Scene} Scene */
/** @typedef {import('./scene.js').Mark} Mark */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').Side} Side */

/**
 * One timed piece of a move's animation.
 * @typedef {object} Step
 * @property {number} dur milliseconds
 * @property {(scene: Scene) => void} [start]
 * @property {(scene: Scene, p: number) => void} [update] p from 0 to 1
 * @property {(scene: Scene) => void} [end]
 */

/** Speeds offered by the page, in milliseconds per seed. */
export const SPEEDS = Object.freeze({ slow: 420, normal: 200, fast: 80, instant: 0 });

/** A move never takes longer than this many seed-drops of time. */
const BUDGET_DROPS = 45;

/** @param {number} p */
const ease = (p) => (p < 0.5 ? 2 * p * p : 1 - Math.pow(-2 * p + 2, 2) / 2);

/**
 * @param {number} a
 * @param {number} b
 * @param {number} p
 */
const lerp = (a, b, p) => a + (b - a) * p;

/**
 * The centre of a player's pile.
 * @param {Layout} lay
 * @param {Side} side
 */
function pileCentre(lay, side) {
  const h = lay.heaps[side === 'S' ? 0 : 1];
  return { x: h.x + h.w / 2, y: h.y + h.h / 2 };
}

/**
 * The centre of a slot, or of the board when the slot is unknown.
 * @param {Layout} lay
 * @param {number} slot
 */
function slotCentre(lay, slot) {
  const g = lay.slots[slot];
  if (g) return { x: g.cx, y: g.cy };
  return { x: lay.board.x + lay.board.w / 2, y: lay.board.y + lay.board.h / 2 };
}

/**
 * Adds a fading mark to the scene, replacing one on the same slot.
 * @param {Scene} scene
 * @param {Mark} mark
 */
function putMark(scene, mark) {
  scene.marks = scene.marks.filter((m) => !(m.slot === mark.slot && m.kind === mark.kind));
  scene.marks.push(mark);
}

/**
 * Turns events into timed steps.
 * @param {GameEvent[]} events
 * @param {Layout} lay
 * @param {number} T milliseconds per dropped seed
 * @returns {Step[]}
 */
export function buildSteps(events, lay, T) {
  /** @type {Step[]} */
  const steps = [];
  /** @type {{ x: number, y: number }} */
  let handAt = { x: 0, y: 0 };
  const arc = lay.cell * 0.35;

  /**
   * A flight of seeds from one point to another.
   * @param {() => { x: number, y: number }} from
   * @param {() => { x: number, y: number }} to
   * @param {number} seeds
   * @param {string[]} large
   * @param {number} dur
   * @param {(scene: Scene) => void} [onStart]
   * @param {(scene: Scene) => void} [onEnd]
   * @returns {Step}
   */
  const flight = (from, to, seeds, large, dur, onStart, onEnd) => {
    /** @type {import('./scene.js').Flight} */
    const f = { x: 0, y: 0, seeds, large };
    /** @type {{ x: number, y: number }} */
    let a = { x: 0, y: 0 };
    /** @type {{ x: number, y: number }} */
    let b = { x: 0, y: 0 };
    return {
      dur,
      start(scene) {
        a = from();
        b = to();
        f.x = a.x;
        f.y = a.y;
        onStart?.(scene);
        scene.flights.push(f);
      },
      update(_scene, p) {
        const q = ease(p);
        f.x = lerp(a.x, b.x, q);
        f.y = lerp(a.y, b.y, q) - Math.sin(Math.PI * q) * arc;
      },
      end(scene) {
        scene.flights = scene.flights.filter((x) => x !== f);
        onEnd?.(scene);
      },
    };
  };

  for (const ev of events) {
    switch (ev.type) {
      case 'pickup': {
        const at = slotCentre(lay, ev.slot);
        steps.push({
          dur: T * 1.1,
          start(scene) {
            const large = ev.large ?? [];
            scene.slots[ev.slot] = Math.max(0, (scene.slots[ev.slot] ?? 0) - ev.seeds);
            for (const st of scene.large) {
              if (large.includes(st.stone)) {
                st.slot = null;
                st.inHand = true;
              }
            }
            scene.hand = { x: at.x, y: at.y, seeds: ev.seeds, large: [...large] };
            handAt = at;
          },
        });
        handAt = at;
        break;
      }
      case 'relay': {
        steps.push({
          dur: T * 0.7,
          start(scene) {
            putMark(scene, { slot: ev.slot, kind: 'relay', t: 0 });
          },
          update(scene, p) {
            for (const m of scene.marks) if (m.slot === ev.slot && m.kind === 'relay') m.t = p;
          },
          end(scene) {
            scene.marks = scene.marks.filter((m) => !(m.slot === ev.slot && m.kind === 'relay'));
          },
        });
        break;
      }
      case 'drop':
      case 'sink': {
        const to = slotCentre(lay, ev.slot);
        const from = handAt;
        handAt = to;
        const large = ev.large ?? null;
        steps.push({
          dur: T,
          update(scene, p) {
            if (!scene.hand) scene.hand = { x: from.x, y: from.y, seeds: 0, large: [] };
            const q = ease(p);
            scene.hand.x = lerp(from.x, to.x, q);
            scene.hand.y = lerp(from.y, to.y, q) - Math.sin(Math.PI * q) * arc * 0.5;
          },
          end(scene) {
            const hand = scene.hand;
            if (hand) {
              if (large) hand.large = hand.large.filter((s) => s !== large);
              else hand.seeds = Math.max(0, hand.seeds - 1);
              hand.x = to.x;
              hand.y = to.y;
            }
            if (ev.type === 'drop') {
              if (large) {
                for (const st of scene.large) {
                  if (st.stone === large) Object.assign(st, { slot: ev.slot, inHand: false, pile: null });
                }
              } else {
                scene.slots[ev.slot] = (scene.slots[ev.slot] ?? 0) + 1;
              }
            }
            if (hand && hand.seeds === 0 && hand.large.length === 0) scene.hand = null;
          },
        });
        if (ev.type === 'sink') {
          const owner = ev.owner;
          steps.push(
            flight(
              () => to,
              () => pileCentre(lay, owner),
              large ? 0 : 1,
              large ? [large] : [],
              T * 0.9,
              undefined,
              (scene) => {
                if (large) {
                  for (const st of scene.large) {
                    if (st.stone === large) Object.assign(st, { slot: null, inHand: false, pile: owner });
                  }
                } else {
                  scene.piles[owner === 'S' ? 0 : 1] += 1;
                }
              },
            ),
          );
        }
        break;
      }
      case 'capture': {
        const at = slotCentre(lay, ev.slot);
        const by = ev.by;
        const large = ev.large ?? [];
        steps.push({
          dur: T * 0.6,
          start(scene) {
            putMark(scene, { slot: ev.slot, kind: 'capture', t: 0 });
          },
          update(scene, p) {
            for (const m of scene.marks) if (m.slot === ev.slot && m.kind === 'capture') m.t = p * 0.5;
          },
        });
        steps.push(
          flight(
            () => at,
            () => pileCentre(lay, by),
            ev.seeds,
            large,
            T * 1.4,
            (scene) => {
              scene.slots[ev.slot] = Math.max(0, (scene.slots[ev.slot] ?? 0) - ev.seeds);
              for (const st of scene.large) if (large.includes(st.stone)) st.slot = null;
              scene.marks = scene.marks.filter((m) => !(m.slot === ev.slot && m.kind === 'capture'));
            },
            (scene) => {
              scene.piles[by === 'S' ? 0 : 1] += ev.seeds;
              for (const st of scene.large) if (large.includes(st.stone)) st.pile = by;
            },
          ),
        );
        break;
      }
      case 'refill': {
        const from = ev.from;
        const to = slotCentre(lay, ev.slot);
        steps.push(
          flight(
            () => pileCentre(lay, from),
            () => to,
            ev.seeds,
            [],
            T * 0.8,
            (scene) => {
              const i = from === 'S' ? 0 : 1;
              scene.piles[i] = Math.max(0, scene.piles[i] - ev.seeds);
            },
            (scene) => {
              scene.slots[ev.slot] = (scene.slots[ev.slot] ?? 0) + ev.seeds;
            },
          ),
        );
        break;
      }
      case 'pay': {
        const from = ev.from;
        const to = ev.to;
        steps.push(
          flight(
            () => pileCentre(lay, from),
            () => pileCentre(lay, to),
            ev.seeds,
            [],
            T * 1.5,
            (scene) => {
              const i = from === 'S' ? 0 : 1;
              scene.piles[i] = Math.max(0, scene.piles[i] - ev.seeds);
            },
            (scene) => {
              scene.piles[to === 'S' ? 0 : 1] += ev.seeds;
            },
          ),
        );
        break;
      }
      case 'large-home': {
        steps.push({
          dur: T * 0.8,
          end(scene) {
            const home = ev.stone === 'mu' ? lay.pits : lay.pits + 1;
            for (const st of scene.large) {
              if (st.stone === ev.stone) Object.assign(st, { slot: lay.slots[home] ? home : null, pile: null, inHand: false });
            }
          },
        });
        break;
      }
      case 'territory': {
        steps.push({
          dur: T * 2,
          start(scene) {
            scene.owners = ownersFromTerritory(scene.owners.length, ev.south_foot, ev.south_count);
          },
        });
        break;
      }
      case 'owner': {
        steps.push({
          dur: T * 0.6,
          start(scene) {
            scene.owners[ev.pit] = ev.owner;
          },
        });
        break;
      }
      case 'pass':
        steps.push({ dur: T * 3 });
        break;
      case 'round-ended':
        steps.push({ dur: T * 3 });
        break;
      case 'round-started':
        steps.push({
          dur: 0,
          start(scene) {
            scene.round = ev.round;
          },
        });
        break;
      case 'turn':
        steps.push({
          dur: 0,
          start(scene) {
            scene.toMove = ev.player;
          },
        });
        break;
      case 'game-over':
        steps.push({
          dur: 0,
          start(scene) {
            scene.over = true;
          },
        });
        break;
      default:
        break;
    }
  }
  return steps;
}

/**
 * Scales step durations down so the whole move fits the budget.
 * @param {Step[]} steps
 * @param {number} T
 */
export function compress(steps, T) {
  const total = steps.reduce((sum, st) => sum + st.dur, 0);
  const budget = T * BUDGET_DROPS;
  if (total <= budget || total === 0) return steps;
  const k = budget / total;
  for (const st of steps) st.dur *= k;
  return steps;
}

/**
 * An animator bound to a redraw callback.
 * @param {(now: number) => void} redraw called once per animation frame
 */
export function createAnimator(redraw) {
  /** @type {Step[]} */
  let steps = [];
  let index = 0;
  let stepStart = 0;
  /** @type {Scene | null} */
  let scene = null;
  /** @type {(() => void) | null} */
  let done = null;
  let raf = 0;
  /** @type {{ mark: Mark, born: number, life: number, scene: Scene }[]} */
  let flashes = [];

  function schedule() {
    if (!raf) raf = requestAnimationFrame(frame);
  }

  /** @param {number} now */
  function frame(now) {
    raf = 0;
    if (scene && index < steps.length) {
      if (stepStart === 0) {
        stepStart = now;
        steps[index].start?.(scene);
      }
      // Run every step whose time is up (several per frame when compressed).
      while (index < steps.length) {
        const st = steps[index];
        const p = st.dur > 0 ? (now - stepStart) / st.dur : 1;
        if (p < 1) {
          st.update?.(scene, Math.max(0, p));
          break;
        }
        st.update?.(scene, 1);
        st.end?.(scene);
        stepStart += st.dur;
        index += 1;
        if (index < steps.length) steps[index].start?.(scene);
      }
      if (index >= steps.length) finish();
    }
    flashes = flashes.filter((f) => {
      f.mark.t = (now - f.born) / f.life;
      if (f.mark.t >= 1) {
        f.scene.marks = f.scene.marks.filter((m) => m !== f.mark);
        return false;
      }
      return true;
    });
    redraw(now);
    if ((scene && index < steps.length) || flashes.length) schedule();
  }

  function finish() {
    steps = [];
    index = 0;
    scene = null;
    const d = done;
    done = null;
    d?.();
  }

  return {
    /**
     * Animates `events` on `target` (changed in place).
     * @param {Scene} target
     * @param {GameEvent[]} events
     * @param {Layout} lay
     * @param {number} msPerSeed 0 for no movement
     * @returns {Promise<void>} settles when the animation ends or is skipped
     */
    play(target, events, lay, msPerSeed) {
      if (done) finish();
      if (msPerSeed <= 0) return Promise.resolve();
      steps = compress(buildSteps(events, lay, msPerSeed), msPerSeed);
      index = 0;
      stepStart = 0;
      scene = target;
      return new Promise((resolve) => {
        done = resolve;
        schedule();
      });
    },

    /** Ends the current animation at once. */
    skip() {
      if (done) finish();
    },

    /** Whether a move is being animated. */
    get busy() {
      return done !== null;
    },

    /**
     * A short fading mark on a slot, outside any move (a refused pit).
     * @param {Scene} target
     * @param {number} slot
     * @param {Mark['kind']} kind
     * @param {number} life milliseconds
     */
    flash(target, slot, kind, life) {
      /** @type {Mark} */
      const mark = { slot, kind, t: 0 };
      target.marks = target.marks.filter((m) => !(m.slot === slot && m.kind === kind));
      flashes = flashes.filter((f) => !(f.mark.slot === slot && f.mark.kind === kind));
      target.marks.push(mark);
      flashes.push({ mark, born: performance.now(), life, scene: target });
      schedule();
    },

    /** Stops everything; pending promises settle. */
    destroy() {
      if (raf) cancelAnimationFrame(raf);
      raf = 0;
      flashes = [];
      if (done) finish();
    },
  };
}
