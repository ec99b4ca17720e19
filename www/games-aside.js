// @ts-check
/**
 * The games a visitor sets aside by choosing another game in the selector:
 * each game's unfinished game is kept for the visit, and choosing that game
 * again brings it back where it was left instead of starting a new one, as
 * a changed rule waits for New game rather than throw a game away (app.js).
 * New game still starts anew. Only the visitor's own choices set games
 * aside (a kiosk's loop, a guided game or a share link change the game too,
 * and start their own); nothing is kept past the visit (the saved game,
 * saved-ui.js, is the one in play). What the visitor had made and not yet
 * played (a Makonn layout half made in the editor: the board's `draft()`)
 * is kept with its game, even before the game's first move.
 */

import { gameToKeep } from './board/saved-game.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */

/**
 * @param {object} how
 * @param {BoardApi} how.board
 * @param {() => void} how.adopt   makes the page's controls follow the game now on the board
 * @param {(game: string) => void} how.say  tells the visitor the game is back
 */
export function createGamesAside({ board, adopt, say }) {
  /** Each game's unfinished game, as the saved game keeps it. @type {Map<string, NonNullable<ReturnType<typeof gameToKeep>>>} */
  const kept = new Map();

  return {
    /**
     * The visitor chose `arriving` in place of `leaving`: the game on the
     * board is kept if it is not over and has begun (a move played, or a
     * layout under way: saved-game.js's `gameToKeep`), and the one kept for
     * `arriving`, if any, is put on the board with what was under way on it.
     * @param {string} leaving
     * @param {string} arriving
     * @returns {boolean} whether a kept game came back (else the page starts a new one)
     */
    switched(leaving, arriving) {
      const unfinished = board.snapshot().result ? null : gameToKeep(board);
      if (unfinished) kept.set(leaving, unfinished);
      else kept.delete(leaving);
      const back = kept.get(arriving);
      kept.delete(arriving);
      if (back === undefined) return false;
      try {
        board.load(back.record);
      } catch {
        return false;
      }
      if (back.draft !== null) board.restoreDraft(back.draft);
      adopt();
      say(arriving);
      return true;
    },
  };
}
