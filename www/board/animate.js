// @ts-check
/**
 * Plays the engine's event list on `requestAnimationFrame`, seed by seed,
 * as the steps `anim-steps.js` makes of each event. It only changes the
 * drawing state (the scene); the caller draws the engine's new snapshot
 * once it is done, so the animation can never leave the board wrong.
 *
 * Speed is milliseconds per dropped seed. Long relay chains are compressed
 * to a time budget so a move never drags on; 0 (or reduced motion) means
 * no movement at all, but a round's final board is still shown, still, for
 * its pause before the next round is laid out (see `stillSteps`).
 */

import { buildSteps, holdsInSight } from './anim-steps.js';

export { buildSteps };

/** @typedef {import('./scene.js').Scene} Scene */
/** @typedef {import('./scene.js').Mark} Mark */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./anim-motion.js').Step} Step */

/** Speeds offered by the page, in milliseconds per seed. */
export const SPEEDS = Object.freeze({ slow: 420, normal: 200, fast: 80, instant: 0 });

/** A move never takes longer than this many seed-drops of time. */
const BUDGET_DROPS = 45;

/**
 * Scales step durations down so the whole move fits the budget; a step
 * that holds (the pause on a round's final board) keeps its length.
 * @param {Step[]} steps
 * @param {number} T
 */
export function compress(steps, T) {
  const total = steps.reduce((sum, st) => sum + (st.hold ? 0 : st.dur), 0);
  const budget = T * BUDGET_DROPS;
  if (total <= budget || total === 0) return steps;
  const k = budget / total;
  for (const st of steps) if (!st.hold) st.dur *= k;
  return steps;
}

/**
 * The steps of a move shown without movement: none, unless a round ends in
 * it. Then the board changes at once to the round's final position, which
 * stays in sight for the pause it has when animated, and then at once to
 * the end of the move: without it the visitor would never see how the round
 * ended, only the next round's layout.
 * @param {GameEvent[]} events
 * @param {Layout} lay
 * @returns {Step[] | null}
 */
export function stillSteps(events, lay) {
  if (!holdsInSight(events)) return null;
  const steps = buildSteps(events, lay, SPEEDS.normal);
  for (const st of steps) if (!st.hold) st.dur = 0;
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
  /** @type {{ mark: Mark, born: number, life: number, scene: Scene, ended?: () => void }[]} */
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
    /** @type {(() => void)[]} */
    const ended = [];
    flashes = flashes.filter((f) => {
      f.mark.t = (now - f.born) / f.life;
      if (f.mark.t >= 1) {
        f.scene.marks = f.scene.marks.filter((m) => m !== f.mark);
        if (f.ended) ended.push(f.ended);
        return false;
      }
      return true;
    });
    redraw(now);
    for (const fn of ended) fn();
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
      const built = msPerSeed > 0 ? compress(buildSteps(events, lay, msPerSeed), msPerSeed) : stillSteps(events, lay);
      if (!built) return Promise.resolve();
      steps = built;
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
     * @param {() => void} [ended] called once the mark is gone from the scene (not when it is replaced or the animator destroyed)
     */
    flash(target, slot, kind, life, ended) {
      /** @type {Mark} */
      const mark = { slot, kind, t: 0 };
      target.marks = target.marks.filter((m) => !(m.slot === slot && m.kind === kind));
      flashes = flashes.filter((f) => !(f.mark.slot === slot && f.mark.kind === kind));
      target.marks.push(mark);
      flashes.push({ mark, born: performance.now(), life, scene: target, ended });
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
