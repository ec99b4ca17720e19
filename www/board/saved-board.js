// @ts-check
/**
 * A board and its saved game together, for the page (saved-ui.js) and the
 * element alike: the game saved after every change (saved-game.js), the
 * prompt (saved-prompt.js) offering the saved game back or saying in one
 * line why it could not be kept, and the offer put away once a move is
 * played. A resumed game takes up again what the player had made and not
 * yet played (an opening layout being made) when the board finds that it
 * fits the position; when it does not, the game is back without it and a
 * line says so.
 */

import { keepSaved, readSaved, saveBoard } from './saved-game.js';

/** @typedef {import('./mount.js').BoardApi} BoardApi */
/** @typedef {import('./saved-game.js').SaveProblem} SaveProblem */
/** @typedef {ReturnType<typeof import('./saved-prompt.js').createSavedPrompt>} SavedPrompt */

/**
 * @param {object} how
 * @param {BoardApi} how.board
 * @param {SavedPrompt} how.prompt
 * @param {string | null} how.key       where the game is saved; null: it is not
 * @param {boolean} how.resumed         the board opened on the saved game
 * @param {SaveProblem | null} how.problem why the saved game was not brought back, or cannot be kept
 * @param {() => void} how.anew         starts a new game instead of the saved one
 * @param {boolean} [how.saveNow]       the board opened on a game to keep at once (a share link's)
 * @returns {() => void} stops saving and listening
 */
export function attachSaving({ board, prompt, key, resumed, problem, anew, saveNow = false }) {
  const draftLost = resumed && key !== null && !takeUpDraft(board, key);
  // The prompt's buttons go with the choice made: the focus goes on to the
  // board, not to the document's body.
  const toBoard = () => board.focus();
  if (problem) prompt.problem(problem, toBoard);
  else if (draftLost) prompt.problem('draft', toBoard);
  // A game that was over comes back as it ended, its result in the status
  // line: there is nothing to resume.
  else if (resumed && !board.snapshot().result) {
    prompt.offer({
      resume: toBoard,
      anew() {
        anew();
        toBoard();
      },
    });
  }
  // Heard as the page opens, not found only by Tab: the game is back, or why not.
  if (prompt.text) board.announce(prompt.text);
  /** @type {(() => void)[]} */
  const offs = [];
  if (key) {
    // The entry is written again without what did not fit, so its line is shown once.
    if (draftLost || saveNow) saveBoard(board, key, board.snapshot().game);
    offs.push(keepSaved(board, key, (failure) => prompt.problem(failure, toBoard)));
    // A move played answers the offer: the game goes on.
    offs.push(
      board.on('move', () => {
        if (prompt.offering) prompt.hide();
      }),
    );
  }
  return () => {
    for (const off of offs.splice(0)) off();
  };
}

/**
 * Puts back on a board just opened on the saved game of `key` what the
 * player had made and not yet played, kept with it.
 * @param {BoardApi} board
 * @param {string} key
 * @returns {boolean} false when something was kept and the board found it does not fit
 */
function takeUpDraft(board, key) {
  const draft = readSaved(key).saved?.draft;
  return draft === undefined || board.restoreDraft(draft);
}
