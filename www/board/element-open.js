// @ts-check
/**
 * Which game a `<mancala-board>` opens, and the board it mounts for it: the
 * game saved under its `persist` key first, else the attributes' record
 * (`record`, or `position` and `moves`), else their `game` and `options`;
 * and when those cannot be opened, a new game of the game asked for (or of
 * Modiar), with the engine's reason to show and to tell the host.
 */

import { engineError, errorMessage, recordErrorMessage } from './errors.js';
import { parseOptions, recordOf } from './element-attributes.js';
import { mount } from './mount.js';
import { clearSaved, mountSaved, readSaved } from './saved-game.js';

/** @typedef {import('./mount.js').BoardApi} BoardApi */
/** @typedef {import('./mount.js').BoardConfig} BoardConfig */
/** @typedef {import('./types.js').MatchClass} MatchClass */
/** @typedef {import('./errors.js').EngineError} EngineError */
/** @typedef {import('./saved-game.js').SaveProblem} SaveProblem */
/** @typedef {import('./i18n.js').Translate} Translate */

/**
 * @typedef {object} OpenedBoard
 * @property {BoardApi} board
 * @property {EngineError | null} problem    why the attributes' game could not be opened
 * @property {boolean} inRecord              that game came as a record (its problem is said as a link's)
 * @property {boolean} resumed               the board holds the game saved under the `persist` key
 * @property {SaveProblem | null} savedProblem why the saved game was not brought back
 */

/**
 * Mounts the board the element's attributes and saved game ask for.
 * @param {HTMLElement} el the element, whose attributes are read
 * @param {HTMLElement} host where the board is mounted
 * @param {BoardConfig} base the board's settings (engine, speed, language…)
 * @param {{ key: string | null, problem: SaveProblem | null }} persistence the `persist` key, or why there is none
 * @param {boolean} anew start anew rather than bring the saved game back
 * @returns {OpenedBoard}
 */
export function openElementBoard(el, host, base, persistence, anew) {
  /** A board for `config`; throws the engine's error when it cannot be opened. @param {Partial<BoardConfig>} config */
  const attempt = (config) => mount(host, { ...base, ...config });
  const kept = persistence.key && !anew ? readSaved(persistence.key) : { saved: null, problem: null };
  let savedProblem = persistence.problem ?? kept.problem;
  /** @type {BoardApi | null} */
  let board = null;
  if (persistence.key && kept.saved) {
    try {
      board = mountSaved((record) => attempt({ record }), kept.saved);
    } catch {
      savedProblem = 'refused';
      clearSaved(persistence.key);
    }
  }
  const resumed = board !== null;
  /** @type {EngineError | null} */
  let problem = null;
  let inRecord = false;
  const game = el.getAttribute('game') || 'modiar';
  if (!board) {
    try {
      const record = recordOf(/** @type {MatchClass} */ (base.Match), el);
      inRecord = !!record;
      board = attempt(record ? { record } : { game, options: parseOptions(el.getAttribute('options')) });
    } catch (e) {
      problem = engineError(e);
    }
  }
  if (!board) {
    // Offer a new game instead: of the game asked for if it can be opened, else the default.
    try {
      board = attempt({ interactive: true, game });
    } catch {
      board = attempt({ interactive: true, game: 'modiar' });
    }
  }
  return { board, problem, inRecord, resumed, savedProblem };
}

/**
 * Shows in `box` (hidden with null) why the attributes' game could not be
 * opened: a title, and the engine's reason, said as a link's when the game
 * came as a record, else as the game's or an option's.
 * @param {HTMLElement} box
 * @param {EngineError | null} err
 * @param {boolean} inRecord
 * @param {Translate} t
 */
export function showOpenProblem(box, err, inRecord, t) {
  box.hidden = !err;
  if (!err) return;
  const title = box.ownerDocument.createElement('strong');
  title.textContent = t('embed.error-title');
  const reason = box.ownerDocument.createElement('span');
  reason.textContent = ` ${inRecord ? recordErrorMessage(err, t) : errorMessage(err, t)}`;
  box.replaceChildren(title, reason);
}
