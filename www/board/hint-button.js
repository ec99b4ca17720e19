// @ts-check
/**
 * The Hint button beside a board played against the computer, shared by
 * the page (`opponent-ui.js`) and `<mancala-board>` (with the iframe and
 * kiosk mode): a press asks the opponent for the move the strongest level
 * would play (`opponent.hint()`), which is shown on the board, and its
 * sentence (`hint-words.js`) is handed to `say`. The button shows only
 * while the visitor plays the computer, and works only on the visitor's
 * turns, when the computer is not thinking and the game is not over.
 *
 *   const hint = attachHint({ button, board, opponent, t: () => t, say: (text) => …, wanted: () => true });
 *   hint.refresh();   // after something `wanted` reads changed
 *   hint.destroy();   // the listeners go (the button stays where it was put)
 */

import { hintText } from './hint-words.js';

/** @typedef {import('./mount.js').BoardApi} BoardApi */
/** @typedef {import('./opponent.js').Opponent} Opponent */
/** @typedef {import('./i18n.js').Translate} Translate */

/**
 * @param {object} deps
 * @param {HTMLButtonElement} deps.button
 * @param {BoardApi} deps.board
 * @param {Opponent} deps.opponent
 * @param {() => Translate} deps.t      the translator now
 * @param {(text: string) => void} deps.say shows a hint's sentence
 * @param {() => boolean} [deps.wanted] whether the host offers hints at all (default: yes)
 */
export function attachHint({ button, board, opponent, t, say, wanted = () => true }) {
  /** Shows the button in the computer mode, enabled on the visitor's turns. */
  function refresh() {
    const snap = board.snapshot();
    const { mode, side } = opponent.settings;
    button.textContent = t()('app.hint');
    button.hidden = mode !== 'computer' || !wanted();
    button.disabled = !!snap.result || snap.to_move !== side || opponent.thinking;
  }

  const click = () => void opponent.hint();
  button.addEventListener('click', click);
  const offs = [
    board.on('change', refresh),
    opponent.on('thinking', refresh),
    opponent.on('settings', refresh),
    // Said for the position on the board, the one the hint is for.
    opponent.on('hint', (hint) => say(hintText(t(), hint, board.snapshot()))),
  ];
  refresh();

  return {
    refresh,
    destroy() {
      button.removeEventListener('click', click);
      for (const off of offs) off();
    },
  };
}
