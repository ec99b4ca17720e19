// @ts-check
/**
 * The page's saved game (board/saved-game.js): kept after every change of
 * position, and offered back on the next visit in a prompt above the board
 * (board/saved-prompt.js) that resumes it or starts anew; a one-line notice
 * when it could not be brought back or cannot be saved.
 */

import { attachSaving } from './board/saved-board.js';
import { PAGE_KEY } from './board/saved-game.js';
import { SAVED_PROMPT_CSS, createSavedPrompt } from './board/saved-prompt.js';
import { adopt } from './board/adopt.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */
/** @typedef {import('./board/saved-game.js').SaveProblem} SaveProblem */

/**
 * @param {object} how
 * @param {BoardApi} how.board
 * @param {HTMLElement} how.before   the prompt goes just before it
 * @param {() => import('./board/i18n.js').Translate} how.t
 * @param {boolean} how.keep         whether the game is saved at all (not in kiosk mode)
 * @param {boolean} how.resumed      the board opened on the saved game
 * @param {SaveProblem | null} how.problem why the saved game was not brought back
 * @param {() => void} how.anew      starts a new game instead of the saved one
 * @param {boolean} [how.saveNow]    the board opened on a game to keep at once (a share link's)
 */
export function attachSavedGame({ board, before, t, keep, resumed, problem, anew, saveNow }) {
  adopt(document, SAVED_PROMPT_CSS);
  const prompt = createSavedPrompt(t);
  before.before(prompt.el);
  attachSaving({ board, prompt, key: keep ? PAGE_KEY : null, resumed, problem, anew, saveNow });
  return { translate: prompt.translate };
}
