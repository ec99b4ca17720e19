// @ts-check
/**
 * The games a visitor sets aside by choosing another game in the selector:
 * each game's unfinished game is kept, and choosing that game again brings
 * it back where it was left instead of starting a new one, as a changed
 * rule waits for New game rather than throw a game away (app.js). New game
 * still starts anew. Only the visitor's own choices set games aside (a
 * kiosk's loop, a guided game or a share link change the game too, and
 * start their own), and so does a share link opened at the page's start
 * over a saved game (start-game.js). What the visitor had made and not
 * yet played (a Makonn layout half made in the editor: the board's
 * `draft()`) is kept with its game, even before the game's first move.
 *
 * Where the page saves its game (not in kiosk mode), the games set aside
 * are saved too, one entry per game beside the saved game in play
 * (saved-game.js), so a reload, or a phone closing the tab, loses none of
 * them: the saved game in play is the new game's once the visitor has
 * chosen another, and it alone would leave the one set aside behind.
 */

import { clearSaved, gameToKeep, mountSaved, readSaved, writeSaved } from './board/saved-game.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */
/** @typedef {NonNullable<ReturnType<typeof gameToKeep>>} KeptGame */

/** The `localStorage` key of the game set aside for `game`. */
export const asideKey = (/** @type {string} */ game) => `mancala-atlas.game-aside:${game}`;

/**
 * @param {object} how
 * @param {BoardApi} how.board
 * @param {() => void} how.adopt   makes the page's controls follow the game now on the board
 * @param {(game: string) => void} how.say  tells the visitor the game is back
 * @param {boolean} how.persist     whether the games set aside are saved in the browser (the page saves its game)
 */
export function createGamesAside({ board, adopt, say, persist }) {
  /** Each game's unfinished game, for this visit. @type {Map<string, KeptGame>} */
  const kept = new Map();

  /** Keeps `game`'s unfinished game (null: forgets it). @param {string} game @param {KeptGame | null} unfinished */
  function keep(game, unfinished) {
    if (unfinished) kept.set(game, unfinished);
    else kept.delete(game);
    if (!persist) return;
    // Storage full or refused: the game is still kept for the visit.
    if (unfinished) writeSaved(asideKey(game), { ...unfinished, game });
    else clearSaved(asideKey(game));
  }

  /** Takes `game`'s kept game out of keeping: this visit's, else a saved one of an earlier visit. @param {string} game */
  function takeBack(game) {
    let back = kept.get(game);
    if (back === undefined && persist) {
      const { saved } = readSaved(asideKey(game));
      if (saved && saved.game === game) back = { record: saved.record, moves: saved.moves, redo: saved.redo ?? [], draft: saved.draft ?? null };
    }
    keep(game, null);
    return back;
  }

  return {
    /**
     * Sets aside a saved game another game replaced on the board (a share
     * link opened over it): it comes back when its game is chosen.
     * @param {import('./board/saved-game.js').SavedGame} saved
     */
    setAside(saved) {
      keep(saved.game, { record: saved.record, moves: saved.moves, redo: saved.redo ?? [], draft: saved.draft ?? null });
    },
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
      keep(leaving, board.snapshot().result ? null : gameToKeep(board));
      const back = takeBack(arriving);
      if (back === undefined) return false;
      try {
        mountSaved((record) => (board.load(record), board), back);
      } catch {
        return false;
      }
      // An entry whose record is of another game (written by hand, or
      // corrupt) does not pass for this game's: a new game is started.
      if (board.snapshot().game !== arriving) return false;
      if (back.draft !== null) board.restoreDraft(back.draft);
      adopt();
      say(arriving);
      return true;
    },
  };
}
