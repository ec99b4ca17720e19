// @ts-check
/**
 * A game started from a button or the game picker is brought into sight.
 * On a phone the game picker, the opponent's level and side and the rules
 * come first, and with them the board ends below the first screen: a game
 * started there would otherwise start out of sight (a tall screen has them
 * under the board). The page then scrolls just enough to show what the game's first
 * phase is played with: the whole board (the visitor's own pits, the lower
 * row, first), no further than keeps the buttons above it (Hint, Undo,
 * Redo) in sight, or the finger game's buttons under it; where the screen
 * holds it already (a desktop) nothing moves. Likewise a move that changes
 * the phase brings into sight what the new phase is played with
 * (`followPhases`).
 */

/** Room kept between the game and the screen's edges, in CSS pixels. */
const MARGIN = 8;

/**
 * The board proper (its bars and the pits), without the phase's panel under
 * it on a phone (the finger game, Makonn's layout tools): that panel is read
 * after the board, and taking it in would push the buttons and the status
 * line off the screen.
 * @param {HTMLElement} board the board's element
 * @returns {Element}
 */
const boardProper = (board) => board.shadowRoot?.querySelector('[part~="main"]') ?? board;

/**
 * Brings into sight what the game on the board is played with now: the
 * board proper while it is sown on (or laid out, in Makonn's opening), seen
 * whole, its bottom first, with `above` (the buttons over it) where the
 * screen holds both; the panel of choices under it in the phases played
 * with buttons (Ceelkoqyuqkoqiji's finger game, an offer to end the round,
 * the settlement).
 * @param {import('./board/mount.js').BoardApi} board
 * @param {HTMLElement} host the board's element
 * @param {HTMLElement} above
 * @param {boolean} [atOnce] without a smooth scroll (the page opening on a game, not yet seen)
 */
export function bringGameIntoView(board, host, above, atOnce = false) {
  const choices = phaseChoices(board, host);
  if (choices) reveal(choices, undefined, 'top', atOnce);
  else reveal(boardProper(host), above, 'bottom', atOnce);
}

/**
 * The panel of choices the phase on the board is played with, where it is
 * shown (Ceelkoqyuqkoqiji's finger game, huelshe, an offer to end the
 * round, the settlement); null in a phase played on the pits.
 * @param {import('./board/mount.js').BoardApi} board
 * @param {HTMLElement} host the board's element
 * @returns {Element | null}
 */
export function phaseChoices(board, host) {
  if (board.snapshot().phase === 'play') return null;
  const choices = host.shadowRoot?.querySelector('[part~="choices"]');
  return choices?.getClientRects().length ? choices : null;
}

/**
 * Brings into sight a panel under the board (the guided game's words)
 * whole, with the board over it where both fit.
 * @param {Element} panel
 * @param {HTMLElement} host the board's element
 */
export function bringUnderBoardIntoView(panel, host) {
  reveal(panel, boardProper(host));
}

/**
 * `start`, then the game brought into sight: the handler of a New game
 * button.
 * @param {() => void} start starts the new game
 * @param {import('./board/mount.js').BoardApi} board
 * @param {HTMLElement} host the board's element
 * @param {HTMLElement} above
 */
export function startInView(start, board, host, above) {
  return () => {
    start();
    bringGameIntoView(board, host, above);
  };
}

/**
 * Scrolls the page the least that shows `el` whole, and `above` too (the
 * buttons and the status line over the board) where both fit; nothing moves
 * when they are in sight already. Of an `el` taller than the screen, its
 * `first` end shows: the top of a panel, read from its start, or the bottom
 * of the board, where the visitor's own pits are.
 * @param {Element} el
 * @param {Element} [above]
 * @param {'top' | 'bottom'} [first]
 * @param {boolean} [atOnce] without a smooth scroll
 */
function reveal(el, above, first = 'top', atOnce = false) {
  const room = document.documentElement.clientHeight;
  const box = el.getBoundingClientRect();
  const bottom = box.bottom;
  const over = above?.getBoundingClientRect().top ?? box.top;
  const top = bottom - over + 2 * MARGIN <= room ? Math.min(over, box.top) : box.top;
  let by = 0;
  if (bottom - top + 2 * MARGIN > room) by = first === 'top' ? top - MARGIN : bottom + MARGIN - room;
  else if (top < 0) by = top - MARGIN;
  else if (bottom + MARGIN > room) by = bottom + MARGIN - room;
  if (Math.abs(by) < 1) return;
  const still = atOnce || matchMedia('(prefers-reduced-motion: reduce)').matches;
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
    if (phase !== was && !snapshot.result) bringGameIntoView(board, host, above);
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
  let seen = false;
  const watched = boardProper(host);
  const watch = new IntersectionObserver((entries) => {
    for (const e of entries) seen = e.intersectionRatio >= 0.5;
  }, { threshold: [0, 0.5, 1] });
  watch.observe(watched);
  const portrait = matchMedia('(orientation: portrait)');
  const turned = () => {
    if (!seen) return;
    // Once the page is laid out for the new shape.
    requestAnimationFrame(() => reveal(boardProper(host), above, 'bottom'));
  };
  portrait.addEventListener('change', turned);
  return () => {
    watch.disconnect();
    portrait.removeEventListener('change', turned);
  };
}
