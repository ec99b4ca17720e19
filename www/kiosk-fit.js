// @ts-check
/**
 * A kiosk's screen holds the visitor's whole page without scrolling where
 * the board can give up a little height for it. On a 1920 × 1080 screen
 * Motiq's board (the kiosk's first game), with its round and the guided
 * game's offer, ran 25 px past the screen's foot and cut the help line:
 * there the board's share of the window's height (`viewportShare`, 0.58
 * as everywhere: `VIEWPORT_SHARE`) is lowered by what runs past, down to
 * `least`, and raised back towards the usual share when there is room
 * again (another game, the offer gone). Where the board is not what makes
 * the page tall (an upright screen with Ceelkoqyuqkoqiji's finger game
 * under the board) a smaller board would not help: the share stops at
 * `least` and the page scrolls.
 *
 *   const unfit = fitKioskScreen(board, host);   // in kiosk mode (kiosk.js)
 *   unfit();                                     // the usual share again
 */

import { VIEWPORT_SHARE } from './board/mount.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */

/**
 * Where the page's content ends, from the top of the page: the foot of the
 * lowest of the body's parts in the flow. Not the document's scroll height,
 * which is never less than the screen's (the body is at least as tall):
 * measured by it, room to spare showed nowhere, the board never took its
 * height back, and the attract loop's stage kept the visitor's smaller board.
 */
function contentBottom() {
  let bottom = 0;
  for (const part of document.body.children) {
    if (part.getClientRects().length === 0 || getComputedStyle(part).position === 'fixed') continue;
    bottom = Math.max(bottom, part.getBoundingClientRect().bottom + scrollY);
  }
  return bottom;
}

/**
 * @param {BoardApi} board
 * @param {HTMLElement} host the board's element (its canvas is measured)
 * @param {{ share?: number, least?: number }} [limits] the usual share, and the least the board is given
 * @returns {() => void} stops fitting, and gives the board its usual share back
 */
export function fitKioskScreen(board, host, { share = VIEWPORT_SHARE, least = 0.45 } = {}) {
  let now = share;
  let frame = 0;
  function fit() {
    frame = 0;
    const room = innerHeight;
    const canvas = host.shadowRoot?.querySelector('canvas');
    if (room <= 0 || !canvas) return;
    const over = contentBottom() - room;
    // The share caps the board's height, which may be less than the cap
    // (a board as wide as its column, or its pits as large as they come):
    // the new cap is the board as drawn, less what runs past the foot, or
    // plus the room to spare, a few pixels kept so as not to see-saw.
    const drawn = canvas.getBoundingClientRect().height;
    let next = now;
    if (over > 1) next = Math.max(least, Math.min(now, (drawn - over) / room));
    else if (over < -8 && now < share) next = Math.min(share, (drawn - over - 4) / room);
    if (Math.abs(next - now) * room < 1) return;
    now = next;
    board.set({ viewportShare: now });
  }
  const later = () => {
    if (!frame) frame = requestAnimationFrame(fit);
  };
  // The page's height changes with the game, its panels, the offer under
  // the board, the language and the attract loop's stage, as well as with
  // the window. (The body is at least the screen's height: the page's main
  // part says when what is in it grows or shrinks.)
  const watch = new ResizeObserver(later);
  watch.observe(document.querySelector('main') ?? document.body);
  window.addEventListener('resize', later);
  later();
  return () => {
    watch.disconnect();
    window.removeEventListener('resize', later);
    cancelAnimationFrame(frame);
    if (now !== share) board.set({ viewportShare: share });
  };
}
