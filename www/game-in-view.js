// @ts-check
/**
 * A game started from a button is brought into sight. On a phone the game
 * picker, the opponent's level and side and the rules come first, and with
 * them the board ends below the first screen (the visitor's own pits, the
 * lower row, first): pressing New game there would otherwise start a game
 * the visitor cannot see. The page then scrolls just enough to show the
 * whole board, and no further than keeps the buttons above it (Hint, Undo,
 * Redo) in sight; where the screen holds both already (a desktop) nothing
 * moves. Likewise a move that changes the phase brings into sight what the
 * new phase is played with (`followPhases`).
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

/**
 * Scrolls the page the least that shows `el` whole (its top, if it is taller
 * than the screen), and `above` too (the buttons and the status line over
 * the board) where both fit; nothing moves when they are in sight already.
 * @param {Element} el
 * @param {Element} [above]
 */
function reveal(el, above) {
  const room = document.documentElement.clientHeight;
  const box = el.getBoundingClientRect();
  const bottom = box.bottom;
  const over = above?.getBoundingClientRect().top ?? box.top;
  const top = bottom - over + 2 * MARGIN <= room ? Math.min(over, box.top) : box.top;
  let by = 0;
  if (top < 0 || bottom - top + 2 * MARGIN > room) by = top - MARGIN;
  else if (bottom + MARGIN > room) by = bottom + MARGIN - room;
  if (Math.abs(by) < 1) return;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: by, behavior: still ? 'auto' : 'smooth' });
}

/**
 * Keeps in sight what a change of phase asks the players to use: on a
 * phone the board and the phase's panel under it do not fit one screen, so
 * that once Ceelkoqyuqkoqiji's finger game is decided the board to sow on
 * was above the screen, and an offer's Accept and Refuse, or the
 * settlement's choices, below it. After a move that changes the phase, the
 * board proper comes into sight for sowing, the panel of choices for the
 * other phases. Returns the function that stops it.
 * @param {import('./board/mount.js').BoardApi} board
 * @param {HTMLElement} host the board's element
 * @param {HTMLElement} above the buttons over the board, kept in sight with it where both fit
 */
export function followPhases(board, host, above) {
  let phase = board.snapshot().phase;
  return board.on('move', ({ snapshot }) => {
    const was = phase;
    phase = snapshot.phase;
    if (phase === was || snapshot.result) return;
    const sowing = phase === 'play';
    const el = host.shadowRoot?.querySelector(`[part~="${sowing ? 'main' : 'choices'}"]`);
    if (el && el.getClientRects().length) reveal(el, sowing ? above : undefined);
  });
}

/**
 * Keeps the board in sight when the screen turns: a phone turned to
 * landscape mid-game kept its scroll position, and the taller page put the
 * game picker where the board had been. The board proper comes back into
 * sight if at least half of it was in sight before the turn. Returns the
 * function that stops it.
 * @param {HTMLElement} host the board's element
 * @param {HTMLElement} above the buttons over the board, kept in sight with it where both fit
 */
export function keepBoardOnTurn(host, above) {
  const main = () => host.shadowRoot?.querySelector('[part~="main"]') ?? host;
  let seen = false;
  const watched = main();
  const watch = new IntersectionObserver((entries) => {
    for (const e of entries) seen = e.intersectionRatio >= 0.5;
  }, { threshold: [0, 0.5, 1] });
  watch.observe(watched);
  const portrait = matchMedia('(orientation: portrait)');
  const turned = () => {
    if (!seen) return;
    // Once the page is laid out for the new shape.
    requestAnimationFrame(() => reveal(main(), above));
  };
  portrait.addEventListener('change', turned);
  return () => {
    watch.disconnect();
    portrait.removeEventListener('change', turned);
  };
}
