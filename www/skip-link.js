// @ts-check
/**
 * The page's skip link: the first Tab stop, hidden until focused, that
 * takes keyboard users straight to the game, past the game and rule
 * controls: to the board's playable pits, or, in a phase played with the
 * buttons of the board's panel (Ceelkoqyuqkoqiji's finger game, huelshe,
 * an offer to end a round, the settlement), to the first of those (in the
 * finger game a pit only said that the move does not belong there).
 */

import { phaseChoices } from './game-in-view.js';

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
    // The phase's panel of choices, as New game brings it into sight (game-in-view.js).
    const first = phaseChoices(board, host)?.querySelector('button:not([disabled])');
    if (first instanceof HTMLElement) first.focus();
    else board.focus();
  });
}
