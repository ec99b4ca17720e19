// @ts-check
/**
 * The board's state: one plain object, no DOM in it, kept in three parts
 * as Tatham's puzzles keep them apart:
 *  - the game state: the engine's snapshot of the position on the board and
 *    where it stands in the record (never changed here, only replaced by
 *    the engine's answers, see `actions.js`);
 *  - the drawing state: the scene the canvas shows at this instant
 *    (`scene.js`; the animator changes it event by event);
 *  - the UI state: focus, hover, the open direction choice, the last
 *    origin, whether a move is being animated.
 * The settings the page gave (`config`) sit beside them.
 *
 * The functions here only read the state; `actions.js` changes it.
 */

import { sceneFromSnapshot } from './scene.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./scene.js').Scene} Scene */

/**
 * The settings of a board (`mount`'s config without the engine class).
 * @typedef {object} BoardSettings
 * @property {string} game                  engine game id
 * @property {Record<string, string>} options rule options, key → value
 * @property {number} seed                  random seed of the match
 * @property {number} speed                 milliseconds per dropped seed, 0 for no animation
 * @property {string} lang                  the board's language
 * @property {boolean} interactive          whether clicks and keys play moves
 * @property {number} viewportShare         largest share of the window's height the board may take
 * @property {number} leastHeight           the least height (CSS pixels) the share may leave the board
 * @property {boolean} stonesLast           a player's preference: drop large stones last, never offering other places
 * @property {boolean} [pitNumbers]         draw each pit's number on the board (default true)
 * @property {'S' | 'N' | null} [seat]      the side a visitor plays against the computer: the keyboard focus
 *   and the pits called playable stay with it (default null: the people at the board play every side)
 * @property {boolean} [readClosely]        keep the pits a fingertip wide where the width allows (default false)
 */

/**
 * Where the board stands in the match's record.
 * @typedef {object} RecordState
 * @property {number} cursor how many moves of the record are on the board
 * @property {number} length how many moves the record holds, including those taken back (the redo tail)
 */

/**
 * @typedef {object} UiState
 * @property {number} focus      the pit whose button has the keyboard focus, or -1
 * @property {number} hover      the pit under the mouse, or -1
 * @property {number} choosing   the pit whose direction is being chosen, or -1
 * @property {number} origin     the pit the last move was sown from, or -1
 * @property {boolean} busy      a move is being animated
 * @property {number} generation counts position changes, so a superseded animation does not report
 */

/**
 * @typedef {object} BoardState
 * @property {BoardSettings} config
 * @property {Snapshot} snapshot  the game state: the engine's snapshot of the position on the board
 * @property {RecordState} record
 * @property {Scene} scene        the drawing state
 * @property {UiState} ui
 */

/** @returns {UiState} the UI state of a position just put on the board */
export function freshUi() {
  return { focus: -1, hover: -1, choosing: -1, origin: -1, busy: false, generation: 0 };
}

/**
 * A board's state for a position.
 * @param {BoardSettings} config
 * @param {Snapshot} snapshot
 * @param {RecordState} [record]
 * @returns {BoardState}
 */
export function createState(config, snapshot, record = { cursor: 0, length: 0 }) {
  return { config, snapshot, record: { ...record }, scene: sceneFromSnapshot(snapshot), ui: freshUi() };
}

/**
 * Whether a click or a key may act on the position now: the board takes
 * input, no move is being animated and the game is not over.
 * @param {BoardState} state
 */
export function canPlay(state) {
  return state.config.interactive && !state.ui.busy && !state.snapshot.result;
}

/**
 * The pits the keyboard focus may visit when no panel chooses them: the
 * mover's, or every pit once the game is over (or when the mover has none).
 * @param {Snapshot} snap
 * @returns {number[]}
 */
export function moverPits(snap) {
  const all = snap.owners.map((_, i) => i);
  if (snap.result) return all;
  const mine = all.filter((i) => snap.owners[i] === snap.to_move);
  return mine.length ? mine : all;
}

/**
 * How many pits each player holds, a sold pit counting for neither (it is
 * its buyer's sink).
 * @param {Snapshot} snap
 * @param {'S' | 'N'} side
 */
export function pitsHeld(snap, side) {
  return snap.owners.filter((o, p) => o === side && !snap.sold?.[p]).length;
}

/**
 * Whether the match is played in rounds (the board then shows the round
 * and the pits each player holds).
 * @param {Snapshot} snap
 */
export function playedInRounds(snap) {
  return 'match' in (snap.options ?? {});
}

/**
 * The legal moves that sow `pit` (one, or one per direction).
 * @param {Snapshot} snap
 * @param {number} pit
 */
export function sowingsFrom(snap, pit) {
  return snap.legal.filter((m) => m.pit === pit);
}

/**
 * Whether a move taken back can be played again.
 * @param {BoardState} state
 */
export function canRedo(state) {
  return state.record.cursor < state.record.length;
}
