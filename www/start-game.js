// @ts-check
/**
 * The game the page opens on: a share link's game, else the game saved at
 * the last visit (board/saved-game.js), else a new game.
 *
 * - A link the engine opens is the game on the board. A different game
 *   saved before is not lost: it is handed back to be set aside
 *   (games-aside.js), as when the visitor picks another game; and a link
 *   to the very game saved (a reload of a game played by link, whose
 *   address follows it) is that game coming back.
 * - A link that cannot be opened (cut, changed, refused by the engine)
 *   leaves the saved game to come back as without a link; the page then
 *   says what was wrong with the link (link.js).
 * - A saved game the engine refuses is forgotten, and says so.
 */

import { PAGE_KEY, clearSaved, mountSaved, readSaved } from './board/saved-game.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */
/** @typedef {import('./board/saved-game.js').SavedGame} SavedGame */
/** @typedef {import('./board/saved-game.js').SaveProblem} SaveProblem */

/**
 * @param {object} how
 * @param {(record?: string) => BoardApi} how.mount mounts the board on a record (a new game without one); throws when the engine refuses it
 * @param {string | null} how.link the record a share link in the address carries, if any
 * @param {boolean} how.keeps whether the page keeps games (not in kiosk mode)
 * @returns {{ board: BoardApi, linked: boolean, resumed: boolean, problem: SaveProblem | null, aside: SavedGame | null }}
 *   `linked`: the board holds the link's game; `resumed`: it holds the saved game;
 *   `problem`: why the saved game did not come back; `aside`: the saved game a link replaced
 */
export function openFirstGame({ mount, link, keeps }) {
  const read = keeps ? readSaved(PAGE_KEY) : { saved: null, problem: null };
  /**
   * The board `open` mounts, or null when the engine refuses its record.
   * @param {() => BoardApi} open
   */
  const attempt = (open) => {
    try {
      return open();
    } catch {
      return null;
    }
  };
  const saved = read.saved;
  let problem = read.problem;
  // The address of a game played by link follows it: the saved game itself, with its moves kept to play again.
  let board = saved && link !== null && saved.record === link ? attempt(() => mountSaved(mount, saved)) : null;
  let resumed = board !== null;
  if (!board && link !== null) board = attempt(() => mount(/** @type {string} */ (link)));
  const linked = board !== null;
  if (!board && saved) {
    board = attempt(() => mountSaved(mount, saved));
    resumed = board !== null;
    if (!board) {
      problem = 'refused';
      clearSaved(PAGE_KEY);
    }
  }
  return { board: board ?? mount(), linked, resumed, problem, aside: linked && !resumed ? saved : null };
}
