// @ts-check
/**
 * The New game button of a board shown on its own (the `<mancala-board>`
 * element and the iframe page, in `play` and `computer` modes): hidden
 * while a game is under way, shown once it is over at the top of the
 * caption, beside How to play and the result, so a visitor at a museum's
 * page plays again without reloading it, and sees it in a frame too small
 * for the whole board. The new game is the same game with the same rules;
 * with `start=alternate` each new game goes to the other side, as the
 * page's rematches do.
 *
 *   const button = attachNewGameButton(board, caption.el, () => t);
 *   button.translate();   // after a change of language
 *   button.destroy();     // the listeners and the button go
 */

import { adopt } from './adopt.js';

/** @typedef {import('./mount.js').BoardApi} BoardApi */
/** @typedef {import('./i18n.js').Translate} Translate */

export const NEW_GAME_CSS = `
.new-game {
  float: right; margin: 0 0 4px 8px; min-height: 44px; min-width: 44px; padding: 6px 16px; border-radius: 999px;
  font: 600 calc(0.95 * var(--mb-rem, 1rem))/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #fff; background: #8a4b14; border: 1px solid #8a4b14; cursor: pointer;
}
[dir="rtl"] .new-game { float: left; margin: 0 8px 4px 0; }
.new-game[hidden] { display: none; }
.new-game:focus-visible { outline: 3px solid var(--mb-focus, #1e5fbf); outline-offset: 2px; }
`;

/**
 * The rules of game `n` (from 0) of rules that alternate the starting
 * side: South opens the even ones, North the odd ones; any other rules
 * are copied as they are. The element counts its games from the first
 * (game 0 played by its attributes), the page its New game presses.
 * @param {Record<string, string>} first the first game's rule options
 * @param {number} n
 * @returns {Record<string, string>}
 */
export function rematchOptions(first, n) {
  if (first.start !== 'alternate') return { ...first };
  return { ...first, start: n % 2 === 1 ? 'north' : 'south' };
}

/**
 * Puts the button first in `caption` (floated to its end, the first of its
 * buttons there), shown while `board`'s game is over.
 * @param {BoardApi} board
 * @param {Element} caption the board's caption (caption.js)
 * @param {() => Translate} t the current translator
 */
export function attachNewGameButton(board, caption, t) {
  const doc = caption.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'new-game';
  button.setAttribute('part', 'new-game');
  caption.prepend(button);
  const root = button.getRootNode();
  if (root instanceof ShadowRoot || root instanceof Document) adopt(root, NEW_GAME_CSS);
  const first = { ...board.snapshot().options };
  let games = 0;

  const translate = () => {
    button.textContent = t()('app.new-game');
  };
  const show = () => {
    button.hidden = !board.snapshot().result;
  };
  const start = () => {
    games += 1;
    const hadFocus = button.matches(':focus');
    // New options start a new match, with a fresh seed (api.js `set`).
    board.set({ options: rematchOptions(first, games) });
    // The button goes with the game over: the focus goes on to the new game.
    if (hadFocus) board.focus();
  };
  button.addEventListener('click', start);
  translate();
  show();
  const offs = [board.on('change', show)];
  return {
    translate,
    destroy() {
      for (const off of offs) off();
      button.removeEventListener('click', start);
      button.remove();
    },
  };
}
