// @ts-check
/**
 * The board's look in kiosk mode, for a visitor standing at a gallery
 * screen: inside the board's shadow root (its bars, Makonn's opening
 * editor, Ceelkoqyuqkoqiji's panel) type sized for reading at arm's length
 * and touch targets of at least 56 px; and the move list's type to match.
 * Used by the page's kiosk (kiosk.js) and the element's (kiosk-element.js).
 *
 *   const undo = dressForKiosk(boardRoot, movesRoot);
 *   undo();   // the board's own look again
 *
 * The type follows the board's box (its `mb-host` container): 22 px across
 * a screen's board (a 1920 × 1080 or a 1080 × 1920 one), down to the
 * board's own 15 px in a box under about 700 px (an element in a column,
 * a small iframe), where larger type would not fit.
 */

import { adopt, unadopt } from './adopt.js';
import { BESIDE } from './styles.js';

/** The smallest touch target in kiosk mode, in CSS pixels (the README's promise). */
export const KIOSK_TARGET = 56;

/** The board's kiosk styles (after its own, which they override). */
export const KIOSK_BOARD_CSS = `
.mb { font-size: clamp(15px, 2.2cqi, 22px); }
/* On a screen, the panels take the board's type, also where they would be
   made compact (a narrow panel beside the board, a short window). */
@container mb-host (min-width: 700px) {
  .mb .mb-side, .mb .mb-side :is(.mb-arrange, .mb-ck), .mb .mb-side .ck-fingers button, .mb .mb-side .mb-ck .ck-title { font-size: 1em; }
  .mb .mb-side { line-height: 1.35; }
  .mb .mb-side .mb-ck :is(.ck-note, .ck-hand-cap, .ck-finger-animal, .ck-place-count, .ck-legend, .ck-check) { font-size: 0.92em; }
}
.mb .mb-turn { font-size: 0.92em; }
/* A kiosk is touched: no line about keys (as on the page: kiosk.css). */
.mb .mb-arrange-keys { display: none; }
/* Touch targets a standing visitor hits without hunting. */
.mb .mb-side :is(.mb-arrange, .mb-ck) button { min-height: ${KIOSK_TARGET}px; min-width: ${KIOSK_TARGET}px; padding-inline: 16px; }
.mb .mb-side .ck-fingers { align-items: stretch; }
.mb .mb-side .ck-fingers button { min-height: ${KIOSK_TARGET}px; padding: 6px 8px; }
.mb .mb-side .ck-check { min-height: ${KIOSK_TARGET}px; gap: 12px; }
.mb .mb-side .ck-check input { width: 28px; height: 28px; }
/* Beside a screen's board, the panel is as wide as its larger type needs
   (styles.js stops it at 340px; a smaller box keeps the board's own). */
@media (min-aspect-ratio: 1/1) {
  @container mb-host (min-width: 1000px) {
    ${BESIDE} { grid-template-columns: minmax(0, 1fr) min(34%, 480px); }
  }
}
`;

/** The move list's kiosk styles (in its own shadow root): the board's type, large step buttons. */
export const KIOSK_MOVES_CSS = `
.mv { font-size: clamp(15px, 2.2cqi, 22px); }
.mv-title { font-size: 1em; }
.mv-n, .mv-start, .mv-list li.mv-empty, .mv-list li.mv-round { font-size: 0.92em; }
button { min-height: ${KIOSK_TARGET}px !important; min-width: ${KIOSK_TARGET}px !important; font-size: calc(1.1 * var(--mb-rem, 1rem)); }
`;

/**
 * Gives the board's shadow root, and the move list's if there is one, the
 * kiosk look.
 * @param {ShadowRoot | null | undefined} boardRoot
 * @param {ShadowRoot | null | undefined} [movesRoot]
 * @returns {() => void} gives them back their own look
 */
export function dressForKiosk(boardRoot, movesRoot) {
  if (boardRoot) adopt(boardRoot, KIOSK_BOARD_CSS);
  if (movesRoot) adopt(movesRoot, KIOSK_MOVES_CSS);
  return () => {
    if (boardRoot) unadopt(boardRoot, KIOSK_BOARD_CSS);
    if (movesRoot) unadopt(movesRoot, KIOSK_MOVES_CSS);
  };
}
