// @ts-check
/**
 * The click a tap on the board sends after the board has answered it (a
 * pit played or an animation skipped as the finger lifts or comes down):
 * every gesture begun on the canvas is claimed (claimed-click.js), so its
 * click is swallowed where it lands anywhere but on the canvas itself (the
 * direction arrows just opened over the pit, the end-of-round dialog just
 * opened over the page, a button or a move of the list that a shorter
 * status line has just moved there).
 *
 *   const release = guardStrayClicks(canvas);
 *   release();   // when the board goes
 */

import { guardClaimedClicks } from './claimed-click.js';

/**
 * Claims the gestures that begin on `canvas`; returns the function that
 * stops.
 * @param {HTMLCanvasElement} canvas
 * @returns {() => void}
 */
export function guardStrayClicks(canvas) {
  const win = canvas.ownerDocument.defaultView;
  if (!win) return () => {};
  const claimed = guardClaimedClicks(win);
  /** @param {PointerEvent} e */
  const began = (e) => claimed.claim(e, canvas);
  // In the capture phase: before the board's own listeners, whatever they do with the event.
  canvas.addEventListener('pointerdown', began, { capture: true });
  return () => {
    canvas.removeEventListener('pointerdown', began, { capture: true });
    claimed.release();
  };
}
