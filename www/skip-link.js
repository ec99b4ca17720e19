// @ts-check
/**
 * The page's skip link: the first Tab stop, hidden until focused, that
 * takes keyboard users straight to the game, past the game and rule
 * controls: to the board's playable pits, or, in a phase played with the
 * buttons of the board's panel (Ceelkoqyuqkoqiji's finger game, an offer to
 * end a round, the settlement), to the first of those (a pit there only
 * said that the move does not belong in this phase).
 */

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */

/**
 * Makes `link` move the keyboard focus onto the game when followed.
 * @param {HTMLAnchorElement} link
 * @param {BoardApi} board
 * @param {HTMLElement} host the board's element
 */
export function attachSkipLink(link, board, host) {
  link.addEventListener('click', (e) => {
    // The address keeps its hash: a shared game lives there.
    e.preventDefault();
    const first = firstChoice(board, host);
    if (first) first.focus();
    else board.focus();
  });
}

/**
 * The first button of the board's panel to press now, in a phase whose
 * moves are none of them a pit's; null in a phase played on the pits (a
 * sowing, Makonn's opening layout, whose moves the engine does not list).
 * @param {BoardApi} board
 * @param {HTMLElement} host
 * @returns {HTMLElement | null}
 */
export function firstChoice(board, host) {
  const { legal } = board.snapshot();
  if (legal.length === 0 || legal.some((m) => m.pit != null)) return null;
  const button = host.shadowRoot?.querySelector('[part~="choices"] button:not([disabled])');
  return button instanceof HTMLElement && button.getClientRects().length > 0 ? button : null;
}
