// @ts-check
/**
 * The click a tap on the board sends after the board has answered it. A
 * finger on a pit plays it when it lifts (or skips an animation when it
 * comes down), and the browser sends the tap's click only afterwards, to
 * whatever is under the finger then: the direction arrows just opened over
 * the pit, the end-of-round dialog just opened over the page, a button or
 * a move of the list that a shorter status line has just moved there. Such
 * a click chose nothing: it is swallowed. A click that lands on the canvas
 * itself, a click from a key (`detail` 0), and a click of a gesture that
 * began anywhere else go through untouched.
 *
 *   const release = guardStrayClicks(canvas);
 *   release();   // when the board goes
 */

/** Milliseconds after the finger lifts in which its click may still come. */
export const STRAY_CLICK_MS = 600;

/**
 * Watches the gestures that begin on `canvas` and swallows their clicks
 * that land elsewhere; returns the function that stops watching.
 * @param {HTMLCanvasElement} canvas
 * @returns {() => void}
 */
export function guardStrayClicks(canvas) {
  const win = canvas.ownerDocument.defaultView;
  if (!win) return () => {};
  /** The pointer that went down on the canvas, until its click (-1: none). */
  let pointer = -1;
  /** When that pointer last went down or up. */
  let at = -Infinity;

  /** @param {PointerEvent} e */
  const down = (e) => {
    const onCanvas = e.composedPath().includes(canvas);
    pointer = onCanvas ? e.pointerId : -1;
    at = performance.now();
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
    const stray = pointer >= 0 && e.detail > 0 && performance.now() - at < STRAY_CLICK_MS && !e.composedPath().includes(canvas);
    pointer = -1;
    if (!stray) return;
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  // Seen first, on the way down to their targets, wherever they land.
  const options = { capture: true };
  win.addEventListener('pointerdown', down, options);
  win.addEventListener('pointerup', up, options);
  win.addEventListener('pointercancel', cancel, options);
  win.addEventListener('click', click, options);
  return () => {
    win.removeEventListener('pointerdown', down, options);
    win.removeEventListener('pointerup', up, options);
    win.removeEventListener('pointercancel', cancel, options);
    win.removeEventListener('click', click, options);
  };
}
