// @ts-check
/**
 * A game started from a button is brought into sight. On a phone the game
 * picker, the opponent's level and side and the rules come first, and with
 * them the board ends below the first screen (the visitor's own pits, the
 * lower row, first): pressing New game there would otherwise start a game
 * the visitor cannot see. The page then scrolls just enough to show the
 * whole board, and no further than keeps the buttons above it (Hint, Undo,
 * Redo) in sight; where the screen holds both already (a desktop) nothing
 * moves.
 */

/** Room kept between the game and the screen's edges, in CSS pixels. */
const MARGIN = 8;

/**
 * Scrolls the page so that `board` is seen whole, keeping `above` (the
 * buttons over it) in sight where the screen is tall enough for both.
 * @param {HTMLElement} above
 * @param {HTMLElement} board
 */
export function bringGameIntoView(above, board) {
  const room = document.documentElement.clientHeight;
  const top = above.getBoundingClientRect().top;
  // The board proper (its bars and the pits), without the phase's panel
  // under it on a phone (the finger game, Makonn's layout tools): that
  // panel is read after the board, and taking it in would push the
  // buttons and the status line off the screen.
  const game = board.shadowRoot?.querySelector('[part~="main"]') ?? board;
  const bottom = game.getBoundingClientRect().bottom;
  // The least scroll that shows the board's bottom; none if it is in sight.
  let by = Math.max(0, bottom + MARGIN - room);
  // Not so far that the buttons above leave the screen, if both fit.
  if (bottom - top + 2 * MARGIN <= room) by = Math.min(by, top - MARGIN);
  if (by <= 0) return;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: by, behavior: still ? 'auto' : 'smooth' });
}

/**
 * `start`, then the game brought into sight: the handler of a New game button.
 * @param {() => void} start starts the new game
 * @param {HTMLElement} above
 * @param {HTMLElement} board
 */
export function startInView(start, above, board) {
  return () => {
    start();
    bringGameIntoView(above, board);
  };
}
