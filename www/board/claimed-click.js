// @ts-check
/**
 * The click of a gesture the page has already answered at its start. A
 * touch that wakes a kiosk from its attract loop is answered when the
 * finger comes down (the loop ends, the page's controls come back); the
 * browser sends that gesture's click only when the finger lifts, to
 * whatever is under it then: a button the stage has just put there. Calling
 * `preventDefault` on the pointerdown does not stop that click, so it is
 * swallowed here, wherever it lands, as board/stray-click.js does for taps
 * on the board. A click from a key (`detail` 0) and the clicks of every
 * other gesture go through untouched.
 *
 *   const claimed = guardClaimedClicks(window);
 *   claimed.claim(pointerdownEvent);   // this gesture's click will be swallowed
 *   claimed.release();                 // stops watching
 */

import { STRAY_CLICK_MS } from './stray-click.js';

/**
 * @typedef {object} ClaimedClicks
 * @property {(event: Event) => void} claim  the gesture this pointerdown begins has been answered
 * @property {() => void} release            removes the listeners
 */

/**
 * Watches `win` for the clicks of claimed gestures.
 * @param {Window} win
 * @returns {ClaimedClicks}
 */
export function guardClaimedClicks(win) {
  /** The pointer of the claimed gesture, until its click (-1: none). */
  let pointer = -1;
  /** When that pointer last went down or up. */
  let at = -Infinity;

  // Seen before the document's listeners: a new gesture (a mouse's has the
  // same pointer as the last) forgets the last one's claim before the
  // kiosk may claim it in turn.
  const down = () => {
    pointer = -1;
  };
  /** @param {PointerEvent} e */
  const up = (e) => {
    if (e.pointerId === pointer) at = performance.now();
  };
  /** @param {PointerEvent} e */
  const cancel = (e) => {
    if (e.pointerId === pointer) pointer = -1;
  };
  /** @param {MouseEvent} e */
  const click = (e) => {
    const claimed = pointer >= 0 && e.detail > 0 && performance.now() - at < STRAY_CLICK_MS;
    pointer = -1;
    if (!claimed) return;
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  const options = { capture: true };
  win.addEventListener('pointerdown', down, options);
  win.addEventListener('pointerup', up, options);
  win.addEventListener('pointercancel', cancel, options);
  win.addEventListener('click', click, options);
  return {
    claim(event) {
      if (!(event instanceof PointerEvent)) return;
      pointer = event.pointerId;
      at = performance.now();
    },
    release() {
      win.removeEventListener('pointerdown', down, options);
      win.removeEventListener('pointerup', up, options);
      win.removeEventListener('pointercancel', cancel, options);
      win.removeEventListener('click', click, options);
    },
  };
}
