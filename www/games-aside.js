// @ts-check
/**
 * The games a visitor sets aside by choosing another game in the selector:
 * each game's unfinished game is kept for the visit, and choosing that game
 * again brings it back where it was left instead of starting a new one, as
 * a changed rule waits for New game rather than throw a game away (app.js).
 * New game still starts anew. Only the visitor's own choices set games
 * aside (a kiosk's loop, a guided game or a share link change the game too,
 * and start their own); nothing is kept past the visit (the saved game,
 * saved-ui.js, is the one in play).
 */

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */

/**
 * @param {object} how
 * @param {BoardApi} how.board
 * @param {() => void} how.adopt   makes the page's controls follow the game now on the board
 * @param {(game: string) => void} how.say  tells the visitor the game is back
 */
export function createGamesAside({ board, adopt, say }) {
  /** Each game's unfinished game, as its record. @type {Map<string, string>} */
  const kept = new Map();

  return {
    /**
     * The visitor chose `arriving` in place of `leaving`: the game on the
     * board is kept if it has begun and is not over, and the one kept for
     * `arriving`, if any, is put on the board.
     * @param {string} leaving
     * @param {string} arriving
     * @returns {boolean} whether a kept game came back (else the page starts a new one)
     */
    switched(leaving, arriving) {
      if (board.history().length > 0 && !board.snapshot().result) kept.set(leaving, board.record());
      else kept.delete(leaving);
      const record = kept.get(arriving);
      kept.delete(arriving);
      if (record === undefined) return false;
      try {
        board.load(record);
      } catch {
        return false;
      }
      adopt();
      say(arriving);
      return true;
    },
  };
}
