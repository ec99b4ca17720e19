// @ts-check
/**
 * The click of a gesture already answered. The page answers some touches
 * as the finger comes down (a tap on the board plays a pit or skips an
 * animation; a touch wakes a kiosk from its attract loop), and the browser
 * sends the gesture's click only when the finger lifts, to whatever is
 * under it then: a button just put there (the direction arrows over the
 * pit, the end-of-round dialog, a kiosk's page coming back), or a move of
 * the list a shorter status line has just moved there. Such a click chose
 * nothing: a gesture claimed when it began has its click swallowed,
 * wherever it lands but on the element it may `keep` (the board's canvas,
 * whose own clicks are its own). A click from a key (`detail` 0) and the
 * clicks of every other gesture go through untouched.
 *
 *   const claimed = guardClaimedClicks(window);
 *   claimed.claim(pointerdownEvent, canvas);   // this gesture's click is swallowed, unless it lands on the canvas
 *   claimed.release();                         // stops watching
 */

/** Milliseconds after the finger lifts in which its click may still come. */
export const STRAY_CLICK_MS = 600;

/**
 * @typedef {object} ClaimedClicks
 * @property {(event: Event, keep?: Element) => void} claim  the gesture this pointerdown begins has been answered
 * @property {() => void} release                           removes the listeners
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
  /** Where that gesture's click is its own. @type {Element | null} */
  let kept = null;

  // Seen before the page's own listeners: a new gesture (a mouse's has the
  // same pointer as the last) forgets the last one's claim before it may
  // be claimed in turn.
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
    const claimed = pointer >= 0 && e.detail > 0 && performance.now() - at < STRAY_CLICK_MS && !(kept && e.composedPath().includes(kept));
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
    claim(event, keep) {
      if (!(event instanceof PointerEvent)) return;
      pointer = event.pointerId;
      at = performance.now();
      kept = keep ?? null;
    },
    release() {
      win.removeEventListener('pointerdown', down, options);
      win.removeEventListener('pointerup', up, options);
      win.removeEventListener('pointercancel', cancel, options);
      win.removeEventListener('click', click, options);
    },
  };
}
